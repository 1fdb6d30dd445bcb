"""The catalogue Bead Trade speaks from, and its pieces and players said in words.

Every sentence of the game is a message of `locales/<language>/*.ftl` in this package.
Pieces reach a message as a finished phrase ("two pink beads and the snake") built here
from one message per kind of piece, so the catalogue decides plurals and articles."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from voice_games.catalogue import PSEUDO, TABLE_PACKAGE, Catalogue, catalogue
from voice_games.games.bead_trade.engine import seat_colours
from voice_games.games.bead_trade.pieces import ANIMAL_OF, COLOURS, Colour, Piece, Pieces

PACKAGE = "voice_games.games.bead_trade"
PACKAGES = (TABLE_PACKAGE, PACKAGE)


def words_for(language: str = "en") -> Catalogue:
    """The game's messages in `language` (loaded once per language)."""
    return catalogue(language, PACKAGES)


def source_words(words: Catalogue) -> Catalogue:
    """The catalogue without the pseudo-language's brackets: for words a player says."""
    return words_for("en") if words.language == PSEUDO else words


def yes(condition: bool) -> str:
    """A yes-or-no argument, for the catalogue's selectors."""
    return "yes" if condition else "no"


def animal_word(words: Catalogue, colour: Colour) -> str:
    return words("beads-animal", animal=ANIMAL_OF[colour])


def pieces_phrase(words: Catalogue, pieces: Pieces, how: str = "and") -> str:
    """'two pink beads and the snake'; the catalogue's 'nothing' for no pieces."""
    parts = [
        words("beads-beads", count=n, colour=colour.value)
        for colour, n in zip(COLOURS, pieces.beads, strict=True)
        if n
    ]
    parts += [words("beads-the-animal", animal=ANIMAL_OF[c]) for c in pieces.animals]
    return words.join(parts, how) if parts else words("beads-nothing")


def piece_phrase(words: Catalogue, piece: Piece) -> str:
    """One piece: 'a pink bead', 'the snake'."""
    return pieces_phrase(words, Pieces.from_piece(piece))


def counts_phrase(words: Catalogue, beads: int, animals: int) -> str:
    """What the table hears of hidden terms: 'two beads and an animal'."""
    return words("beads-counts", beads=beads, animals=animals)


@dataclass(frozen=True)
class Names:
    """How seats are named aloud: by the spirit animal each starts with ('bull',
    'crane'); the lone human at a table of computer traders is 'you'."""

    seats: int
    computers: tuple[bool, ...]
    you: int | None = None
    words: Catalogue = field(default_factory=words_for, compare=False)

    def animal_of(self, seat: int) -> str:
        """The seat's animal id, the name it answers to."""
        return ANIMAL_OF[seat_colours(self.seats)[seat][0]]

    def args(self, seat: int) -> dict[str, Any]:
        """A seat as a message's arguments: the catalogue says 'you' or its animal."""
        return {"you": yes(seat == self.you), "seat": self.animal_of(seat)}

    def object(self, seat: int) -> str:
        """The seat within a sentence: 'you', 'the crane'."""
        return self.words("beads-seat", **self.args(seat))

    def seat_name(self, seat: int) -> str:
        """The seat's own name, never 'you': 'crane'."""
        return self.words("beads-seat-name", seat=self.animal_of(seat))

    def said_names(self, seat: int) -> tuple[str, ...]:
        """How a player names the seat before a command: 'crane', 'the crane',
        'player four'."""
        plain = source_words(self.words)
        name = plain("beads-seat-name", seat=self.animal_of(seat))
        return (name, plain("beads-the-seat", seat=self.animal_of(seat)),
                plain("beads-player-number", number=seat + 1))

    def seat_of(self, said: str) -> int | None:
        """The seat a slot value names: an animal id ('crane') or a number ('4')."""
        if said.isdigit():
            seat = int(said) - 1
            return seat if 0 <= seat < self.seats else None
        for seat in range(self.seats):
            if self.animal_of(seat) == said:
                return seat
        return None

    def listed(self, seats: Sequence[int]) -> str:
        return self.words.join([self.seat_name(s) for s in seats], "and")

"""The pieces of Bead Trade: five bead types named by colour, one spirit animal per type,
and the two boxes. `Pieces` is a small hashable multiset that actions, events, views and
scoring share, so the same value names "two pink beads and the snake" everywhere."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from voice_games.games.bead_trade.errors import BeadError


class Colour(StrEnum):
    """A bead type. RULES.md names the types by colour, in this (seat) order."""

    PINK = "pink"
    YELLOW = "yellow"
    GREEN = "green"
    WHITE = "white"
    BLUE = "blue"


COLOURS: tuple[Colour, ...] = tuple(Colour)
BEADS_PER_TYPE = 4

ANIMAL_OF: dict[Colour, str] = {
    Colour.PINK: "bull",
    Colour.YELLOW: "snake",
    Colour.GREEN: "turtle",
    Colour.WHITE: "crane",
    Colour.BLUE: "whale",
}
"""Each type's spirit animal, as an id the catalogue will say (not a word of the code)."""


class Box(StrEnum):
    LID = "lid"  # marked CERAMIC: beads under it push their type toward a positive value
    BASE = "base"


BOXES: tuple[Box, ...] = tuple(Box)

Kind = Literal["bead", "animal"]


def colour_of(value: Colour | str) -> Colour:
    """A colour named by its enum or its text; anything else is no piece of this game."""
    try:
        return Colour(value)
    except ValueError:
        raise BeadError("beads-no-such-colour", colour=str(value)) from None


@dataclass(frozen=True, order=True)
class Piece:
    """One bead or one animal, for the one-for-one centre trades."""

    kind: Kind
    colour: Colour

    def __post_init__(self) -> None:
        if self.kind not in ("bead", "animal"):
            raise BeadError("beads-no-such-kind", kind=str(self.kind))
        object.__setattr__(self, "colour", colour_of(self.colour))

    @classmethod
    def bead(cls, colour: Colour | str) -> Piece:
        return cls("bead", colour_of(colour))

    @classmethod
    def animal(cls, colour: Colour | str) -> Piece:
        return cls("animal", colour_of(colour))


@dataclass(frozen=True)
class Pieces:
    """A multiset of pieces: bead counts in `COLOURS` order and the animals, by colour.

    Normalised on construction (animals sorted in colour order), so two ways of naming the
    same pieces are the same value, as python-chess makes a move one value however it was
    written.
    """

    beads: tuple[int, ...] = (0,) * len(COLOURS)
    animals: tuple[Colour, ...] = ()

    def __post_init__(self) -> None:
        beads = tuple(self.beads)
        if len(beads) != len(COLOURS) or any(
            not isinstance(n, int) or isinstance(n, bool) or n < 0 for n in beads
        ):
            raise BeadError("beads-bad-counts", counts=str(beads))
        animals = [colour_of(a) for a in self.animals]
        if len(set(animals)) != len(animals):
            # one animal per type exists, so naming one twice names a piece that is not there
            raise BeadError("beads-animal-twice")
        object.__setattr__(self, "beads", beads)
        object.__setattr__(self, "animals", tuple(sorted(animals, key=COLOURS.index)))

    # ----- building -------------------------------------------------------------------

    @classmethod
    def of(
        cls,
        beads: Mapping[Colour, int] | Mapping[str, int] | None = None,
        animals: Iterable[Colour | str] = (),
    ) -> Pieces:
        """`Pieces.of({"pink": 2}, ["yellow"])`: two pink beads and the yellow snake."""
        counts = [0] * len(COLOURS)
        for colour, count in (beads or {}).items():
            counts[COLOURS.index(colour_of(colour))] += count
        return cls(tuple(counts), tuple(colour_of(a) for a in animals))

    @classmethod
    def set_of(cls, colour: Colour) -> Pieces:
        """An animal with its four beads: what a seat starts with, per animal."""
        return cls.of({colour: BEADS_PER_TYPE}, [colour])

    @classmethod
    def from_piece(cls, piece: Piece) -> Pieces:
        if piece.kind == "bead":
            return cls.of({piece.colour: 1})
        return cls.of(animals=[piece.colour])

    # ----- reading --------------------------------------------------------------------

    def count(self, colour: Colour) -> int:
        return self.beads[COLOURS.index(colour)]

    def has_animal(self, colour: Colour) -> bool:
        return colour in self.animals

    @property
    def bead_count(self) -> int:
        return sum(self.beads)

    @property
    def animal_count(self) -> int:
        return len(self.animals)

    @property
    def is_empty(self) -> bool:
        return self.bead_count == 0 and not self.animals

    def bead_colours(self) -> tuple[Colour, ...]:
        return tuple(c for c, n in zip(COLOURS, self.beads, strict=True) if n)

    def pieces(self) -> Iterator[Piece]:
        """Each piece once per copy, beads first, in colour order."""
        for colour, n in zip(COLOURS, self.beads, strict=True):
            for _ in range(n):
                yield Piece.bead(colour)
        for colour in self.animals:
            yield Piece.animal(colour)

    def contains(self, other: Pieces) -> bool:
        """True when every piece of `other` is among these."""
        return all(
            have >= want for have, want in zip(self.beads, other.beads, strict=True)
        ) and set(other.animals) <= set(self.animals)

    def only_beads(self) -> Pieces:
        return Pieces(self.beads)

    # ----- arithmetic -----------------------------------------------------------------

    def __add__(self, other: Pieces) -> Pieces:
        return Pieces(
            tuple(a + b for a, b in zip(self.beads, other.beads, strict=True)),
            self.animals + other.animals,
        )

    def __sub__(self, other: Pieces) -> Pieces:
        if not self.contains(other):
            raise BeadError("beads-take-away-missing")
        return Pieces(
            tuple(a - b for a, b in zip(self.beads, other.beads, strict=True)),
            tuple(a for a in self.animals if a not in other.animals),
        )


NOTHING = Pieces()


def total(collections: Iterable[Pieces]) -> Pieces:
    result = NOTHING
    for pieces in collections:
        result = result + pieces
    return result


def shortfall(have: Pieces, want: Pieces) -> Pieces:
    """The part of `want` that `have` lacks: what a refusal names as not held."""
    return Pieces(
        tuple(max(0, w - h) for h, w in zip(have.beads, want.beads, strict=True)),
        tuple(a for a in want.animals if a not in have.animals),
    )


FULL_SET = total(Pieces.set_of(colour) for colour in COLOURS)
"""Every piece in the game: five animals and twenty beads."""

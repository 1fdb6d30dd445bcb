"""Bead Trade's speakable errors: a message id of the game's catalogue and its arguments.

The engine raises these with codes only, so it stays free of words, and each code names
the rule that forbids the action. Arguments that are pieces are said as phrases of the
listener's language; seats, which the engine names by number (from one), are said by
their animals once the table has told the error how many seats there are (`seats`)."""

from __future__ import annotations

from typing import Any

from voice_games.core import IllegalAction, NotUnderstood, SpeakableError

PACKAGE = "voice_games.games.bead_trade"
SEAT_ARGUMENTS = frozenset({"seat", "teller", "to", "offerer", "player"})


class BeadSpeakable(SpeakableError):
    """What every error of the game shares: its catalogue, and pieces and seats said in
    the listener's language."""

    package = PACKAGE
    seats: int | None = None

    def speak(self, language: str = "en") -> str:
        from voice_games.games.bead_trade.engine import seat_colours
        from voice_games.games.bead_trade.pieces import ANIMAL_OF, Piece, Pieces
        from voice_games.games.bead_trade.words import piece_phrase, pieces_phrase, words_for

        words = words_for(language)
        arguments: dict[str, Any] = {}
        for name, value in self.arguments.items():
            if isinstance(value, Pieces):
                value = pieces_phrase(words, value)
            elif isinstance(value, Piece):
                value = piece_phrase(words, value)
            elif name in SEAT_ARGUMENTS and isinstance(value, int):
                colours = seat_colours(self.seats) if self.seats else ()
                value = (
                    words("beads-seat-name", seat=ANIMAL_OF[colours[value - 1][0]])
                    if 1 <= value <= len(colours)
                    else words("beads-player-number", number=value)
                )
            arguments[name] = value
        said = words(self.message_id, **arguments)
        return said[:1].upper() + said[1:]


class BeadIllegal(BeadSpeakable, IllegalAction):
    """An action the rules of Bead Trade forbid now: `BeadIllegal("beads-not-yours", ...)`."""


class BeadNotUnderstood(BeadSpeakable, NotUnderstood):
    """Words that name no move of Bead Trade ("offer two for crane": two what?)."""


class BeadError(BeadSpeakable):
    """Rules no game can have, pieces that cannot exist, a clock that runs backwards, or
    a saved game that is wrong inside."""

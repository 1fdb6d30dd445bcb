"""The Arabian Pots' speakable errors: a message id of the game's catalogue and its
arguments, said in the listener's language (see `voice_games.core.SpeakableError`).

The engine raises these with codes only, so it stays free of words; whoever tells a
player renders them with `error.speak(language)`, and `str(error)` is the English. An
argument that is a list of pots (`Pots`) is said as a list in the listener's language."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from voice_games.core import IllegalAction, NotUnderstood, SpeakableError
from voice_games.games.arabian_pots.words import PACKAGE, numbers, words_for


@dataclass(frozen=True)
class Pots:
    """Pots' numbers an error names, said as one list: "two, four or six"."""

    positions: tuple[int, ...]
    how: str = "or"


class PotsSpeakable(SpeakableError):
    """What every error of the game shares: its catalogue, and lists of pots said in
    the listener's language rather than built by the code that raised it."""

    package = PACKAGE

    def speak(self, language: str = "en") -> str:
        words = words_for(language)
        arguments: dict[str, Any] = {
            name: numbers(words, value.positions, value.how) if isinstance(value, Pots) else value
            for name, value in self.arguments.items()
        }
        return words(self.message_id, **arguments)


class PotsIllegal(PotsSpeakable, IllegalAction):
    """A move the rules of The Arabian Pots forbid now: `PotsIllegal("pots-rows-only")`."""


class PotsNotUnderstood(PotsSpeakable, NotUnderstood):
    """Words that name no move of The Arabian Pots."""


class PotsError(PotsSpeakable):
    """Rules no game can have, or a saved game that is wrong inside: a `ValueError` whose
    sentence ends "The saved game cannot be read: ..." when the table reads a save."""

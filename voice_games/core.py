"""What every game shares: speakable errors, events with an audience, the action base.

Modelled on python-chess (small hashable moves, two kinds of ValueError) and OpenSpiel
(a state that takes actions; hidden information only through a per-player view). Nothing
here is turn-based: an action names its actor, so a real-time game fits the same shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class SpeakableError(ValueError):
    """An error fit to be spoken to a player: a message id and its arguments, said in
    the listener's language from the catalogue of the package that raised it
    (`package`, which a game's own error classes set to the game's package)."""

    package = "voice_games"

    def __init__(self, message_id: str, **arguments: Any) -> None:
        super().__init__(message_id)
        self.message_id = message_id
        self.arguments = arguments

    def speak(self, language: str = "en") -> str:
        if " " in self.message_id:  # a sentence given whole, not yet in a catalogue
            return self.message_id
        from voice_games.catalogue import TABLE_PACKAGE, catalogue

        packages = (TABLE_PACKAGE,) if self.package == TABLE_PACKAGE else (
            TABLE_PACKAGE, self.package,
        )
        return catalogue(language, packages)(self.message_id, **self.arguments)

    @property
    def sentence(self) -> str:
        return self.speak("en")

    def __str__(self) -> str:
        return self.sentence


class NotUnderstood(SpeakableError):
    """What was said or typed matches no command (a syntax problem)."""


class IllegalAction(SpeakableError):
    """The command was understood but the rules forbid it now (a rule problem)."""


@dataclass(frozen=True)
class Action:
    """Something one player does. Subclasses add their own fields after `player`."""

    player: int


@dataclass(frozen=True)
class Event:
    """Something that happened. Public unless a subclass says otherwise."""

    def visible_to(self, player: int) -> bool:
        return True

    @property
    def is_private(self) -> bool:
        return False


@dataclass(frozen=True)
class PrivateEvent(Event):
    """An event only its owner may perceive (a secret swap, a hidden placement)."""

    owner: int

    def visible_to(self, player: int) -> bool:
        return player == self.owner

    @property
    def is_private(self) -> bool:
        return True


def seat_name(player: int) -> str:
    """Players are numbered from 0 inside the engine and from 1 when spoken."""
    return f"player {player + 1}"

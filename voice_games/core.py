"""What every game shares: speakable errors, events with an audience, the action base.

Modelled on python-chess (small hashable moves, two kinds of ValueError) and OpenSpiel
(a state that takes actions; hidden information only through a per-player view). Nothing
here is turn-based: an action names its actor, so a real-time game fits the same shape.
"""

from __future__ import annotations

from dataclasses import dataclass


class SpeakableError(ValueError):
    """An error whose message is a sentence fit to be spoken to a player."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


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

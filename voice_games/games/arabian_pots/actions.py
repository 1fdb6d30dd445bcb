"""Everything a player can do in The Arabian Pots: small, hashable, comparable values."""

from __future__ import annotations

from dataclasses import dataclass

from voice_games.core import Action
from voice_games.games.arabian_pots.board import Line


def _ordered(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a <= b else (b, a)


@dataclass(frozen=True)
class PairAction(Action):
    """An action on two positions; the pair is kept in ascending order so that
    'swap eight and two' and 'swap two and eight' are the same action."""

    a: int
    b: int

    def __post_init__(self) -> None:
        low, high = _ordered(self.a, self.b)
        object.__setattr__(self, "a", low)
        object.__setattr__(self, "b", high)


@dataclass(frozen=True)
class PlaceSilent(Action):
    """Silent-pot setup: secretly replace the pot at `position` with the silent pot."""

    position: int


@dataclass(frozen=True)
class SetupSwap(PairAction):
    """One of a player's three secret setup swaps: any two positions."""


@dataclass(frozen=True)
class Shake(Action):
    position: int


@dataclass(frozen=True)
class Swap(PairAction):
    """A public swap of two pots in the same row or column."""


@dataclass(frozen=True)
class SecretSwap(PairAction):
    """After shaking the silent pot: swap it, unseen, with an adjacent pot."""


@dataclass(frozen=True)
class Claim(Action):
    """Call 'Complete!' on a line."""

    line: Line


@dataclass(frozen=True)
class EndTurn(Action):
    """Finish the turn without claiming."""


@dataclass(frozen=True)
class Take(Action):
    """Draft: remove the pot at `position` from the board, shaking it or not."""

    position: int
    shake: bool


@dataclass(frozen=True)
class Place(Action):
    """Draft: put back the pot taken from `origin` on the empty `position`."""

    origin: int
    position: int


PotsAction = PlaceSilent | SetupSwap | Shake | Swap | SecretSwap | Claim | EndTurn | Take | Place

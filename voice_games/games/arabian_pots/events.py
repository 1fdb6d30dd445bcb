"""What happens in The Arabian Pots, each event marked with who may perceive it.

Sounds are named by group ('ball', 'metal', 'beads') or 'silent': a player who hears a
pot knows which of the sounds it made, so a shake event is public with its sound.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from voice_games.core import Event, PrivateEvent
from voice_games.games.arabian_pots.board import Line

Sound = Literal["ball", "metal", "beads", "silent"]
NOISY_SOUNDS: tuple[Sound, ...] = ("ball", "metal", "beads")


@dataclass(frozen=True)
class GameStarted(Event):
    seats: int
    variant: str


@dataclass(frozen=True)
class SetupTurn(Event):
    """It is this player's turn to make their secret setup steps."""

    player: int
    swaps: int
    place_silent: bool


@dataclass(frozen=True)
class SilentPotPlaced(Event):
    """Public: the player put the silent pot somewhere (not where)."""

    player: int


@dataclass(frozen=True)
class SilentPotPlacedAt(PrivateEvent):
    """Private to the placer: where the silent pot went."""

    position: int


@dataclass(frozen=True)
class SecretSwapDone(Event):
    """Public: the player made a secret swap (a setup swap or the silent pot's swap)."""

    player: int
    setup: bool


@dataclass(frozen=True)
class SecretSwapMade(PrivateEvent):
    """Private to the swapper: which two positions they swapped."""

    a: int
    b: int
    setup: bool


@dataclass(frozen=True)
class PlayBegins(Event):
    first_player: int


@dataclass(frozen=True)
class TurnBegins(Event):
    player: int
    turn: int


@dataclass(frozen=True)
class Shaken(Event):
    """A pot was shaken and everyone heard it. `in_claim` marks the claim's three shakes."""

    player: int
    position: int
    sound: Sound
    in_claim: bool = False


@dataclass(frozen=True)
class Swapped(Event):
    player: int
    a: int
    b: int


@dataclass(frozen=True)
class MustSwapSilent(Event):
    """The player shook the silent pot and now swaps it unseen with an adjacent pot."""

    player: int
    position: int


@dataclass(frozen=True)
class ClaimMade(Event):
    player: int
    line: Line


@dataclass(frozen=True)
class ClaimFailed(Event):
    player: int
    line: Line


@dataclass(frozen=True)
class WillLoseTurn(Event):
    player: int
    reason: Literal["failed claim", "silent pot"]


@dataclass(frozen=True)
class TurnLost(Event):
    """The player's turn is skipped because of an earlier penalty."""

    player: int


@dataclass(frozen=True)
class TurnEnded(Event):
    player: int


@dataclass(frozen=True)
class PotTaken(Event):
    """Draft: a pot left the board into the player's hands, heard or not."""

    player: int
    origin: int
    sound: Sound | None


@dataclass(frozen=True)
class SilentPotToCentre(Event):
    """Draft: the board is empty; the silent pot goes to position 5."""


@dataclass(frozen=True)
class PotPlaced(Event):
    player: int
    origin: int
    position: int


@dataclass(frozen=True)
class PotLeftGame(Event):
    """Draft: the board is full and this pot leaves the game unheard."""

    player: int
    origin: int


@dataclass(frozen=True)
class GameWon(Event):
    player: int
    line: Line
    sound: Sound
    actions: int


@dataclass(frozen=True)
class GameDrawn(Event):
    rounds: int


@dataclass(frozen=True)
class ArrangementRevealed(Event):
    """At the end of the game the box is opened: every position's sound, rows top first."""

    board: tuple[Sound | None, ...]

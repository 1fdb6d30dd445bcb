"""Everything a player can do in Bead Trade: small, hashable, comparable values.

There are no turns: any player may take any of these at any moment of a round, and each
names its actor. Only the calm option makes a round turns, and adds `Pass`. Time is not
part of an action (a spoken command does not say when it was spoken); the table passes
the clock to `BeadState.tick(now)`, recorded as a `ClockTick` so that the history replays
exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from voice_games.core import Action
from voice_games.games.bead_trade.pieces import Box, Colour, Piece, Pieces


@dataclass(frozen=True)
class FinishStory(Action):
    """Storied Animals: the storyteller ends their story before its time is up."""


@dataclass(frozen=True)
class Start(Action):
    """"Let's start": the round's trading begins (the rulebook has the youngest say it)."""


@dataclass(frozen=True)
class OfferTrade(Action):
    """Offer player `to` the pieces `give` for their pieces `take`."""

    to: int
    give: Pieces
    take: Pieces


@dataclass(frozen=True)
class Accept(Action):
    offer: int


@dataclass(frozen=True)
class Decline(Action):
    offer: int


@dataclass(frozen=True)
class Counter(Action):
    """Answer an offer made to the player with other terms, seen from the counterer:
    they would give `give` and take `take`. The first offer closes."""

    offer: int
    give: Pieces
    take: Pieces


@dataclass(frozen=True)
class Withdraw(Action):
    """The offerer takes back an open offer."""

    offer: int


@dataclass(frozen=True)
class CentreTrade(Action):
    """Put `give` in the centre and take `take` from it: bead for bead or animal for animal."""

    give: Piece
    take: Piece


@dataclass(frozen=True)
class Hide(Action):
    """Put beads of the player's own under a box for the rest of the round."""

    box: Box
    beads: Pieces


@dataclass(frozen=True)
class PlaceAnimal(Action):
    """Put an animal the player holds on top of a box."""

    animal: Colour
    box: Box


@dataclass(frozen=True)
class Reveal(Action):
    """Show the player's holdings to everyone."""


@dataclass(frozen=True)
class Pass(Action):
    """Calm game: end one's turn without doing anything."""


@dataclass(frozen=True)
class ClockTick:
    """The table's clock read `now` seconds since the game began; no player's action."""

    now: float


BeadAction = (
    FinishStory | Start | OfferTrade | Accept | Decline | Counter | Withdraw | CentreTrade
    | Hide | PlaceAnimal | Reveal | Pass
)
Step = BeadAction | ClockTick
"""One entry of a game's history: what a player did or what the clock said."""

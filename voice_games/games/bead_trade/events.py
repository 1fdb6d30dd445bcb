"""What happens in Bead Trade, each event marked with who may perceive it.

Public events say what the table sees: that two players traded and how many beads and
animals passed each way, that a player put N beads under a box, which animal went on
which box, every centre trade. What only some players may know is a `PrivateEvent` to
each of them: the terms of an offer (to its two players), the types of hidden beads (to
the player who hid them).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from voice_games.core import Event, PrivateEvent
from voice_games.games.bead_trade.pieces import Box, Colour, Piece, Pieces
from voice_games.games.bead_trade.scoring import RoundScore

CloseReason = Literal["accepted", "declined", "countered", "withdrawn", "expired", "round over"]


@dataclass(frozen=True)
class GameStarted(Event):
    seats: int
    rounds: int
    animals_to_end: int


@dataclass(frozen=True)
class RoundSetUp(Event):
    """Pieces dealt for a round; who starts with what is known to all."""

    round: int
    holdings: tuple[Pieces, ...]
    centre: Pieces


@dataclass(frozen=True)
class StoryTurn(Event):
    """Storied Animals: this player tells the story of their animal and beads."""

    player: int
    seconds: float


@dataclass(frozen=True)
class StoryEnded(Event):
    player: int
    timed_out: bool


@dataclass(frozen=True)
class WaitingForStart(Event):
    """Everyone is ready once someone says "let's start"."""

    round: int


@dataclass(frozen=True)
class TradingOpens(Event):
    round: int
    player: int


@dataclass(frozen=True)
class TurnBegins(Event):
    """Calm game: it is this player's turn to make one move."""

    player: int


@dataclass(frozen=True)
class OfferMade(Event):
    """Public: `offerer` offered `to` a trade of so many pieces each way."""

    offer: int
    offerer: int
    to: int
    give_beads: int
    give_animals: int
    take_beads: int
    take_animals: int
    counter_of: int | None = None


@dataclass(frozen=True)
class OfferTerms(PrivateEvent):
    """Private to each of the offer's two players (one event each): its terms."""

    offer: int
    offerer: int
    to: int
    give: Pieces
    take: Pieces
    counter_of: int | None = None


@dataclass(frozen=True)
class OfferClosed(Event):
    offer: int
    reason: CloseReason


@dataclass(frozen=True)
class Traded(Event):
    """Public: the offer was accepted and the pieces changed hands."""

    offer: int
    offerer: int
    to: int
    give_beads: int
    give_animals: int
    take_beads: int
    take_animals: int


@dataclass(frozen=True)
class TradeReceived(PrivateEvent):
    """Private to each side of a trade: what they gave and what they received."""

    offer: int
    partner: int
    gave: Pieces
    received: Pieces


@dataclass(frozen=True)
class CentreTraded(Event):
    """Public (a decision of RULES.md): what went into and out of the centre."""

    player: int
    gave: Piece
    took: Piece


@dataclass(frozen=True)
class BeadsHidden(Event):
    """Public: how many beads the player put under the box, not which."""

    player: int
    box: Box
    count: int


@dataclass(frozen=True)
class BeadsHiddenTypes(PrivateEvent):
    """Private to the player who hid them: which beads went under the box."""

    box: Box
    beads: Pieces


@dataclass(frozen=True)
class AnimalPlaced(Event):
    player: int
    animal: Colour
    box: Box
    on_boxes: int


@dataclass(frozen=True)
class HoldingsRevealed(Event):
    """The player showed everything they hold (on their own command)."""

    player: int
    holdings: Pieces


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int
    on_lid: tuple[Colour, ...]
    on_base: tuple[Colour, ...]


@dataclass(frozen=True)
class AllRevealed(Event):
    """At the end of a round every holding is shown and the boxes are lifted."""

    holdings: tuple[Pieces, ...]
    under_lid: Pieces
    under_base: Pieces
    centre: Pieces


@dataclass(frozen=True)
class RoundScored(Event):
    round: int
    score: RoundScore
    totals: tuple[int, ...]


@dataclass(frozen=True)
class GameOver(Event):
    totals: tuple[int, ...]
    winners: tuple[int, ...]

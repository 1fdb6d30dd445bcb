"""Shared by the Bead Trade tests: games ready to trade, and short ways to name pieces."""

from __future__ import annotations

from voice_games.games.bead_trade.actions import Accept, OfferTrade, PlaceAnimal, Start
from voice_games.games.bead_trade.engine import BeadRules, BeadState
from voice_games.games.bead_trade.pieces import COLOURS, Box, Colour, Pieces

PINK, YELLOW, GREEN, WHITE, BLUE = Colour
LID, BASE = Box.LID, Box.BASE


def beads(**counts: int) -> Pieces:
    """`beads(pink=2)`: two pink beads."""
    return Pieces.of(counts)


def animals(*colours: Colour) -> Pieces:
    return Pieces.of(animals=colours)


def playing(seats: int = 3, **options: object) -> BeadState:
    """A game whose first round is open for trading."""
    state = BeadRules(seats=seats, **options).new_game()  # type: ignore[arg-type]
    state.apply(Start(0))
    return state


def trade(state: BeadState, offerer: int, to: int, give: Pieces, take: Pieces) -> None:
    """An offer made and accepted at once."""
    state.apply(OfferTrade(offerer, to, give, take))
    offer = max(state.offers)
    state.apply(Accept(to, offer))


def end_round(state: BeadState) -> None:
    """Place animals until the round ends: each seat's first animal, on the base, then
    on the lid, in seat order, with trades of nothing else."""
    number = state.round
    seat = 0
    while state.round == number and not state.is_over:
        held = state.available(seat).animals
        if held:
            box = BASE if seat % 2 else LID
            state.apply(PlaceAnimal(seat, held[0], box))
        seat = (seat + 1) % state.seats


BEAD_VALUE = {"animal on lid": 1, "animal on base": -1, "more under lid": 1,
              "more under base": -1, "equal": 0}
ANIMAL_VALUE = {"more under lid": 1, "more under base": -1, "equal": 0}


def by_the_table(holdings, lid, base, on_lid, on_base, normal):
    """The rulebook's table (a value per piece held and situation) and its notes (one bead
    of a type counts as all; negatives stop at -1; a lone holder's positive becomes 0)."""
    result = []
    for colour in COLOURS:
        if colour in on_lid:
            situation = "animal on lid"
        elif colour in on_base:
            situation = "animal on base"
        else:
            more = lid.count(colour) - base.count(colour)
            situation = "more under lid" if more > 0 else "more under base" if more else "equal"
        owners = [p for p, h in enumerate(holdings) if h.count(colour) or h.has_animal(colour)]
        row = []
        for held in holdings:
            values = []
            if held.count(colour):
                values.append(BEAD_VALUE[situation])
            if held.has_animal(colour):
                values.append(BEAD_VALUE[situation] if normal else ANIMAL_VALUE[situation])
            value = max(values) if normal and values else sum(values)
            value = max(value, -1)
            if value > 0 and len(owners) == 1:
                value = 0
            row.append(value)
        result.append(tuple(row))
    return result

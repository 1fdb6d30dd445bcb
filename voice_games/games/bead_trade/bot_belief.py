"""What a computer trader believes about the pieces it cannot see.

Everything here is read from one seat's view and its events: the deal (known to all),
centre trades and animals placed (public), how many pieces passed in each trade between
other players (public counts), how many beads each player put under each box (public
counts), the terms of its own offers and trades and the types it hid itself (private to
it), and any holdings a player revealed.

The belief keeps, for every other seat, the expected number of beads of each colour in
its hand and under each box, and the chance that it holds each animal. The counts are
exact where the table knows them: how many beads and animals each seat holds, how many
it hid under each box, and how many of each colour are unaccounted for (four of each,
less the seat's own, the centre's and what it hid). When `fitted`, the estimates are
scaled to agree with all of those at once (iterative proportional fitting); otherwise
they are only moved along as events come in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from voice_games.core import Event
from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.engine import BeadRules, BeadView, starting_holdings
from voice_games.games.bead_trade.pieces import (
    BEADS_PER_TYPE,
    BOXES,
    COLOURS,
    Box,
    Colour,
    Piece,
    Pieces,
)

N = len(COLOURS)
LID, BASE = 0, 1
BOX_INDEX = {Box.LID: LID, Box.BASE: BASE}
FLOOR = 1e-3
"""The least weight a cell keeps, so that fitting can always find the table's counts."""


def index(colour: Colour) -> int:
    return COLOURS.index(colour)


@dataclass
class Belief:
    """Expected pieces of every seat, from `seat`'s view only.

    `lid_bias` is how strongly a player is thought to hide the colour it holds most of
    under the lid (1: in proportion to what it holds; 2: in proportion to the square, so
    mostly the player's own type); `naive` believes every player hides only the colours
    it started with, and follows trades between others not at all.
    """

    seat: int
    rules: BeadRules
    fitted: bool = True
    lid_bias: float = 2.0
    naive: bool = False
    beads: list[list[float]] = field(init=False)
    animals: list[list[float]] = field(init=False)
    hidden: list[list[list[float]]] = field(init=False)
    bead_count: list[int] = field(init=False)
    animal_count: list[int] = field(init=False)

    def __post_init__(self) -> None:
        self.reset()

    @property
    def seats(self) -> int:
        return self.rules.seats

    def reset(self) -> None:
        start = starting_holdings(self.seats)
        self.beads = [[float(n) for n in held.beads] for held in start]
        self.animals = [[1.0 if held.has_animal(c) else 0.0 for c in COLOURS] for held in start]
        self.hidden = [[[0.0] * N for _ in BOXES] for _ in start]
        self.bead_count = [held.bead_count for held in start]
        self.animal_count = [held.animal_count for held in start]

    # ----- hearing events ---------------------------------------------------------------

    def hear_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.hear(event)

    def hear(self, event: Event) -> None:
        if isinstance(event, ev.RoundSetUp):
            self.reset()
        elif isinstance(event, ev.CentreTraded):
            self._centre_trade(event.player, event.gave, event.took)
        elif isinstance(event, ev.Traded):
            self._traded(event)
        elif isinstance(event, ev.TradeReceived):
            if event.owner == self.seat:
                partner = event.partner
                self._take_away(partner, event.received)
                self._add(partner, event.gave)
        elif isinstance(event, ev.BeadsHidden):
            self._hidden(event.player, BOX_INDEX[event.box], event.count)
        elif isinstance(event, ev.AnimalPlaced):
            self.animal_count[event.player] -= 1
            colour = index(event.animal)
            for row in self.animals:
                row[colour] = 0.0
        elif isinstance(event, ev.HoldingsRevealed):
            player = event.player
            self.beads[player] = [float(n) for n in event.holdings.beads]
            self.animals[player] = [
                1.0 if event.holdings.has_animal(c) else 0.0 for c in COLOURS
            ]
        elif isinstance(event, ev.OfferTerms) and event.owner == self.seat:
            self._terms(event)

    def _centre_trade(self, player: int, gave: Piece, took: Piece) -> None:
        table = self.beads if gave.kind == "bead" else self.animals
        out, into = index(gave.colour), index(took.colour)
        table[player][out] = max(0.0, table[player][out] - 1.0)
        table[player][into] += 1.0
        if gave.kind == "animal":
            for row in self.animals:  # the animal taken was the centre's: nobody else has it
                if row is not self.animals[player]:
                    row[into] = 0.0
            table[player][into] = 1.0

    def _traded(self, event: ev.Traded) -> None:
        a, b = event.offerer, event.to
        self.bead_count[a] += event.take_beads - event.give_beads
        self.bead_count[b] += event.give_beads - event.take_beads
        self.animal_count[a] += event.take_animals - event.give_animals
        self.animal_count[b] += event.give_animals - event.take_animals
        if self.seat in (a, b) or self.naive:
            return  # the seat's own trade is told exactly by TradeReceived
        # between two others: pieces move in proportion to what each is thought to hold
        given = _share(self.beads[a], event.give_beads)
        taken = _share(self.beads[b], event.take_beads)
        given_animals = _share(self.animals[a], event.give_animals)
        taken_animals = _share(self.animals[b], event.take_animals)
        for c in range(N):
            self.beads[a][c] += taken[c] - given[c]
            self.beads[b][c] += given[c] - taken[c]
            self.animals[a][c] = min(1.0, self.animals[a][c] + taken_animals[c] - given_animals[c])
            self.animals[b][c] = min(1.0, self.animals[b][c] + given_animals[c] - taken_animals[c])

    def _take_away(self, player: int, pieces: Pieces) -> None:
        for c, n in enumerate(pieces.beads):
            self.beads[player][c] = max(0.0, self.beads[player][c] - n)
        for colour in pieces.animals:
            self.animals[player][index(colour)] = 0.0

    def _add(self, player: int, pieces: Pieces) -> None:
        for c, n in enumerate(pieces.beads):
            self.beads[player][c] += n
        for colour in pieces.animals:
            c = index(colour)
            for row in self.animals:
                row[c] = 0.0
            self.animals[player][c] = 1.0

    def _hidden(self, player: int, box: int, count: int) -> None:
        self.bead_count[player] -= count
        if player == self.seat:
            return  # the view says exactly what this seat hid
        hand = self.beads[player]
        if self.naive:
            own = [float(n) for n in starting_holdings(self.seats)[player].beads]
            weights = own
        else:
            bias = self.lid_bias if box == LID else 1.0
            weights = [n ** bias for n in hand]
        moved = _share(weights, count)
        for c in range(N):
            amount = min(moved[c], hand[c]) if not self.naive else moved[c]
            hand[c] = max(0.0, hand[c] - amount)
            self.hidden[player][box][c] += amount

    def _terms(self, event: ev.OfferTerms) -> None:
        """An offer to this seat shows pieces the offerer holds."""
        if event.offerer == self.seat:
            return
        partner = event.offerer
        for c, n in enumerate(event.give.beads):
            self.beads[partner][c] = max(self.beads[partner][c], float(n))
        for colour in event.give.animals:
            self.animals[partner][index(colour)] = 1.0

    # ----- agreeing with the view -------------------------------------------------------

    def sync(self, view: BeadView) -> None:
        """Take the seat's own pieces from the view, and fit the rest to what is known."""
        me = self.seat
        self.beads[me] = [float(n) for n in view.holdings.beads]
        self.animals[me] = [1.0 if view.holdings.has_animal(c) else 0.0 for c in COLOURS]
        for box in BOXES:
            under = view.my_hidden[BOX_INDEX[box]]
            self.hidden[me][BOX_INDEX[box]] = [float(n) for n in under.beads]
        self.bead_count[me] = view.holdings.bead_count
        self.animal_count[me] = view.holdings.animal_count
        for colour in (*view.on_lid, *view.on_base):
            for row in self.animals:
                row[index(colour)] = 0.0
        if self.fitted:
            self._fit(view)

    def _fit(self, view: BeadView) -> None:
        others = [p for p in range(self.seats) if p != self.seat]
        pool = [
            float(
                BEADS_PER_TYPE
                - self.beads[self.seat][c]
                - self.hidden[self.seat][LID][c]
                - self.hidden[self.seat][BASE][c]
                - view.centre.beads[c]
            )
            for c in range(N)
        ]
        rows: list[list[float]] = []
        sums: list[float] = []
        for p in others:
            rows.append(self.beads[p])
            sums.append(float(self.bead_count[p]))
            for box in (LID, BASE):
                rows.append(self.hidden[p][box])
                sums.append(float(view.hidden_counts[p][box]))
        _fit_table(rows, sums, pool)
        placed = {index(c) for c in (*view.on_lid, *view.on_base)}
        animal_pool = [
            0.0 if (c in placed or view.holdings.has_animal(colour)
                    or view.centre.has_animal(colour)) else 1.0
            for c, colour in enumerate(COLOURS)
        ]
        animal_rows = [self.animals[p] for p in others]
        _fit_table(animal_rows, [float(self.animal_count[p]) for p in others], animal_pool,
                   cap=1.0)


def _share(weights: list[float], count: int) -> list[float]:
    """`count` pieces spread over the colours in proportion to `weights`."""
    total = sum(weights)
    if count <= 0:
        return [0.0] * len(weights)
    if total <= 0:
        return [count / len(weights)] * len(weights)
    return [count * w / total for w in weights]


def _fit_table(
    rows: list[list[float]], row_sums: list[float], col_sums: list[float],
    cap: float | None = None, rounds: int = 12,
) -> None:
    """Scale `rows` in place until each row adds up to its sum and each column to its
    (iterative proportional fitting); a cell the rows never allowed keeps a floor."""
    if not rows:
        return
    for row, target in zip(rows, row_sums, strict=True):
        for c, col in enumerate(col_sums):
            if col <= 0:
                row[c] = 0.0
            elif target > 0:
                row[c] = max(row[c], FLOOR)
            else:
                row[c] = 0.0
    for _ in range(rounds):
        for row, target in zip(rows, row_sums, strict=True):
            have = sum(row)
            if have > 0:
                scale = target / have
                for c in range(len(row)):
                    row[c] *= scale
        for c, col in enumerate(col_sums):
            have = sum(row[c] for row in rows)
            if have > 0:
                scale = col / have
                for row in rows:
                    row[c] *= scale
        if cap is not None:
            for row in rows:
                for c in range(len(row)):
                    row[c] = min(row[c], cap)

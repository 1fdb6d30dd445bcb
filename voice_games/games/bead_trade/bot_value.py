"""What a round is worth to each seat, as one computer trader expects it.

A `World` is a belief turned into numbers: each seat's expected beads and animals of
each colour, and for each colour the expected difference of beads under the lid and
under the base, with its variance (from the types of other players' hidden beads, which
are guessed, and from the beads still to be hidden before the round ends). `points`
scores it as RULES.md "Scoring a round" does, in expectation: a colour is positive with
the chance that more of it lies under the lid, negative with the chance that more lies
under the base, and an animal on a box settles its colour. A lone holder's positive is
0, so every positive is weighed by the chance that another seat holds the colour too.

Moves are tried on a copy (`traded`, `hid`, `placed`, `centre_traded`), so a trader
compares the worlds its moves would make.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from voice_games.games.bead_trade.bot_belief import BASE, LID, Belief, N, index
from voice_games.games.bead_trade.engine import BeadView
from voice_games.games.bead_trade.pieces import Box, Colour, Piece, Pieces

UNSETTLED, ON_LID, ON_BASE = 0, 1, -1


@dataclass
class World:
    beads: list[list[float]]
    animals: list[list[float]]
    margin: list[float]
    spread: list[float]
    settled: list[int]
    normal: bool
    future: float
    """Variance still to come in a colour's margin for each bead of it that another seat
    holds (and may yet hide under either box); the seat's own beads go where it decides."""
    me: int = 0
    control: float = 0.0
    """The chance that an animal still held will be put on a box before the round ends,
    by its holder, on the box that suits the holder best."""
    columns: list[list[float] | None] = field(default_factory=lambda: [None] * N, repr=False)
    """Each colour's points per seat, once worked out; a move clears what it changes."""
    memo: dict[tuple, list[float]] = field(default_factory=dict, repr=False)
    """Columns worked out for this world and the copies that share its `future` and
    `control`, by what decides them, so that the many offers a trader weighs work each
    one out once."""

    @classmethod
    def of(cls, belief: Belief, view: BeadView, future: float, control: bool = True) -> World:
        seats = belief.seats
        margin = [0.0] * N
        spread = [0.0] * N
        for p in range(seats):
            for box, sign in ((LID, 1.0), (BASE, -1.0)):
                under = belief.hidden[p][box]
                size = sum(under)
                for c in range(N):
                    margin[c] += sign * under[c]
                    if p != belief.seat and size > 0:
                        share = under[c] / size
                        spread[c] += size * share * (1.0 - share)
        settled = [UNSETTLED] * N
        for colour in view.on_lid:
            settled[index(colour)] = ON_LID
        for colour in view.on_base:
            settled[index(colour)] = ON_BASE
        return cls(
            beads=[list(row) for row in belief.beads],
            animals=[list(row) for row in belief.animals],
            margin=margin,
            spread=spread,
            settled=settled,
            normal=view.rules.normal_spirits,
            future=future,
            me=belief.seat,
            control=_control(view) if control else 0.0,
        )

    def copy(self) -> World:
        return World(
            [list(r) for r in self.beads], [list(r) for r in self.animals], list(self.margin),
            list(self.spread), list(self.settled), self.normal, self.future, self.me,
            self.control,
            list(self.columns),
            self.memo,
        )

    # ----- moves tried on a copy ---------------------------------------------------------

    def traded(self, me: int, partner: int, give: Pieces, take: Pieces) -> World:
        """`me` gives `give` to `partner` for `take`."""
        world = self.copy()
        world._move(me, partner, give)
        world._move(partner, me, take)
        return world

    def _move(self, source: int, target: int, pieces: Pieces) -> None:
        for c, n in enumerate(pieces.beads):
            if n:
                self.beads[source][c] = max(0.0, self.beads[source][c] - n)
                self.beads[target][c] += n
                self.columns[c] = None
        for colour in pieces.animals:
            c = index(colour)
            for row in self.animals:
                row[c] = 0.0
            self.animals[target][c] = 1.0
            self.columns[c] = None

    def hid(self, me: int, box: Box, beads: Pieces) -> World:
        world = self.copy()
        sign = 1.0 if box is Box.LID else -1.0
        for c, n in enumerate(beads.beads):
            if n:
                world.beads[me][c] -= n
                world.margin[c] += sign * n
                world.columns[c] = None
        return world

    def placed(
        self, me: int, animal: Colour, box: Box, final: bool, future: float | None = None
    ) -> World:
        """`me` puts `animal` on `box`; `final` when that ends the round, else `future`
        is the variance still to come once the end is that much nearer."""
        world = self.copy()
        c = index(animal)
        world.animals[me][c] = 0.0
        world.settled[c] = ON_LID if box is Box.LID else ON_BASE
        world.columns[c] = None
        if final:
            world.future = 0.0
            world.control = 0.0
        elif future is not None:
            world.future = future
        if final or future is not None:
            world.columns = [None] * N
            world.memo = {}
        return world

    def centre_traded(self, me: int, give: Piece, take: Piece) -> World:
        world = self.copy()
        table = world.beads if give.kind == "bead" else world.animals
        for colour, change in ((give.colour, -1.0), (take.colour, 1.0)):
            c = index(colour)
            table[me][c] += change
            world.columns[c] = None
        return world

    # ----- scoring -----------------------------------------------------------------------

    def outlook(self, c: int) -> tuple[float, float]:
        """The chances that colour `c` is positive and negative at the end, if unsettled."""
        others = sum(row[c] for p, row in enumerate(self.beads) if p != self.me and row[c] > 0)
        sd = math.sqrt(self.spread[c] + self.future * others)
        m = self.margin[c]
        if sd < 1e-6:
            return (1.0 if m > 0.5 else 0.0, 1.0 if m < -0.5 else 0.0)
        return (_phi((m - 0.5) / sd), _phi((-m - 0.5) / sd))

    def lean(self, c: int) -> float:
        """How good it looks to hold colour `c`: its chance of scoring positive less its
        chance of scoring negative (+1 or -1 once its animal is on a box)."""
        if self.settled[c]:
            return float(self.settled[c])
        pos, neg = self.outlook(c)
        return pos - neg

    def points(self) -> list[float]:
        """Each seat's expected points for the round as things stand."""
        seats = len(self.beads)
        result = [0.0] * seats
        for c in range(N):
            column = self.columns[c]
            if column is None:
                column = self.columns[c] = self._column(c)
            for p in range(seats):
                result[p] += column[p]
        return result

    def _column(self, c: int) -> list[float]:
        holds_bead = [_chance(row[c]) for row in self.beads]
        holds_animal = [_chance(row[c]) for row in self.animals]
        others = sum(row[c] for p, row in enumerate(self.beads) if p != self.me and row[c] > 0)
        key = (c, self.margin[c], self.settled[c], others, *holds_bead, *holds_animal)
        column = self.memo.get(key)
        if column is None:
            column = self.memo[key] = self._work_out(c, holds_bead, holds_animal)
        return column

    def _work_out(self, c: int, holds_bead: list[float], holds_animal: list[float]) -> list[float]:
        state = self.settled[c]
        if state != UNSETTLED:
            return _settled(state, holds_bead)
        column = self._unsettled(c, holds_bead, holds_animal)
        if self.control > 0 and any(holds_animal):
            column = self._controlled(column, holds_bead, holds_animal)
        return column

    def _unsettled(
        self, c: int, holds_bead: list[float], holds_animal: list[float]
    ) -> list[float]:
        pos, neg = self.outlook(c)
        holds = [1.0 - (1.0 - b) * (1.0 - a) for b, a in zip(holds_bead, holds_animal, strict=True)]
        others = _anyone_else(holds)
        normal = self.normal
        return [
            (pos * (held if normal else b + a) * other - neg * held) if held else 0.0
            for held, b, a, other in zip(holds, holds_bead, holds_animal, others, strict=True)
        ]

    def _controlled(
        self, column: list[float], holds_bead: list[float], holds_animal: list[float]
    ) -> list[float]:
        """Whoever holds the animal may settle its colour on the box that suits them, or
        keep it: each holder, with its chance of holding it, weighs its points against
        the others' mean."""
        seats = len(column)
        options = (column, _settled(ON_LID, holds_bead), _settled(ON_BASE, holds_bead))
        sums = [sum(option) for option in options]
        chosen = [0.0] * seats
        share = 1.0 / (seats - 1)
        for q, chance in enumerate(holds_animal):
            if not chance:
                continue
            best, pick = -math.inf, column
            for option, total in zip(options, sums, strict=True):
                edge = option[q] - (total - option[q]) * share
                if edge > best:
                    best, pick = edge, option
            for p, v in enumerate(pick):
                chosen[p] += chance * v
        settle = self.control * min(1.0, sum(holds_animal))
        return [
            (1.0 - settle) * column[p] + self.control * chosen[p] for p in range(seats)
        ]


def _chance(expected: float) -> float:
    """The chance of holding at least one, from the expected number held."""
    return 0.0 if expected <= 0.0 else 1.0 if expected >= 1.0 else expected


def _settled(state: int, holds_bead: list[float]) -> list[float]:
    if state == ON_BASE:
        return [-b for b in holds_bead]
    return [b * other for b, other in zip(holds_bead, _anyone_else(holds_bead), strict=True)]


def _control(view: BeadView) -> float:
    """The chance that a held animal is placed before the round ends: the placements
    still needed, shared among the animals the players hold."""
    placed = len(view.on_lid) + len(view.on_base)
    needed = view.rules.animals_to_end - placed
    in_centre = view.centre.animal_count
    held = N - placed - in_centre
    if held <= 0 or needed <= 0:
        return 0.0
    return min(1.0, needed / held)


def _anyone_else(chances: list[float]) -> list[float]:
    """For each seat, the chance that some other seat holds the piece."""
    n = len(chances)
    before = [1.0] * (n + 1)
    for i, chance in enumerate(chances):
        before[i + 1] = before[i] * (1.0 - chance)
    after = 1.0
    result = [0.0] * n
    for i in range(n - 1, -1, -1):
        result[i] = 1.0 - before[i] * after
        after *= 1.0 - chances[i]
    return result


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))

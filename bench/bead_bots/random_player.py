"""A player of Bead Trade that acts at random, for the benchmark only (no product code
uses it): the floor every computer trader must clear.

At each call it picks a kind of action uniformly among the kinds legal now (answer an
offer made to it, withdraw one of its own, trade with the centre, hide, place an animal,
reveal, pass, or make a new offer), then one action of that kind uniformly. Picking the
kind first keeps the many ways to hide beads from drowning out everything else. A new
offer goes to a random other seat and gives one to three random pieces of its own for
one to three random pieces of any kind (which the other side may not hold: an offer is
only words). It is deterministic for its seed.
"""

from __future__ import annotations

import random

from voice_games.games.bead_trade.actions import BeadAction, FinishStory, OfferTrade
from voice_games.games.bead_trade.bot_view import available, legal_moves, may_move
from voice_games.games.bead_trade.engine import BeadRules, BeadView, Phase
from voice_games.games.bead_trade.pieces import FULL_SET, Pieces, total


class RandomPlayer:
    level = "random"

    def __init__(self, seat: int, rules: BeadRules, seed: int) -> None:
        self.seat = seat
        self.rules = rules
        self.rng = random.Random(f"bead-trade/random/{seat}/{seed}")
        self.reason: tuple[str, dict[str, object]] | None = None

    def observe(self, view: BeadView) -> None:
        """A random player remembers nothing."""

    def choose(self, view: BeadView) -> BeadAction | None:
        if view.phase is Phase.STORIES:
            return FinishStory(self.seat) if view.storyteller == self.seat else None
        if view.phase is not Phase.PLAYING:
            return None
        kinds: dict[str, list[BeadAction]] = {}
        for move in legal_moves(view):
            kinds.setdefault(type(move).__name__, []).append(move)
        offer = self._offer(view) if may_move(view) else None
        if offer is not None:
            kinds["OfferTrade"] = [offer]
        if not kinds:
            return None
        kind = self.rng.choice(sorted(kinds))
        return self.rng.choice(kinds[kind])

    def _offer(self, view: BeadView) -> BeadAction | None:
        mine = list(available(view).pieces())
        others = [p for p in range(view.rules.seats) if p != self.seat]
        if not mine or not others:
            return None
        everything = list(FULL_SET.pieces())
        give = self._some(mine)
        take = self._some(everything)
        return OfferTrade(self.seat, self.rng.choice(others), give, take)

    def _some(self, pieces: list) -> Pieces:
        count = self.rng.randint(1, min(3, len(pieces)))
        chosen = self.rng.sample(pieces, count)
        return total(Pieces.from_piece(p) for p in chosen)

"""One game of Bead Trade among computer players on a simulated clock.

Real time as a table would run it, without waiting: every player acts at its own pace
(a move every `pace` seconds, with seeded jitter), a player an offer is made to answers
within `answer` seconds, the state's clock is ticked to each moment before anyone acts
(so unanswered offers expire and story turns end), and a round's trading is opened with
`Start` a second after the deal, as a person at the table would say "let's start".

In a calm game (turns) the seats the state waits on are asked in turn, in the same
simulated time.

A round that runs past `cap` seconds is ended by the table: each seat in turn puts an
animal it holds on a box, as `tests/games/bead_trade/beads_support.end_round` does. That
is a safety net for benchmarks, counted in `GameRecord.capped`; bots place their animals
long before it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import BeadAction, Pass, PlaceAnimal, Start, Withdraw
from voice_games.games.bead_trade.engine import BeadRules, BeadState, BeadView, Phase
from voice_games.games.bead_trade.pieces import Box


class Player(Protocol):
    reason: tuple[str, dict[str, object]] | None

    def observe(self, view: BeadView) -> None: ...

    def choose(self, view: BeadView) -> BeadAction | None: ...


@dataclass
class GameRecord:
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: int
    actions: int
    illegal: list[tuple[int, BeadAction, str]] = field(default_factory=list)
    capped: int = 0
    round_seconds: list[float] = field(default_factory=list)
    trades: int = 0
    offers: int = 0


def play_game(
    rules: BeadRules,
    players: Sequence[Player],
    seed: int,
    pace: tuple[float, float] = (3.0, 6.0),
    answer: tuple[float, float] = (1.0, 3.0),
    cap: float = 600.0,
    on_action: Callable[[BeadState, BeadAction], None] | None = None,
) -> GameRecord:
    """Play a whole game; `on_action` sees each action before it is applied."""
    rng = random.Random(f"bead-trade-table/{seed}")
    state = rules.new_game()
    seats = rules.seats
    record = GameRecord((), (), 0, 0)
    now = 0.0
    due = [now + rng.uniform(*pace) for _ in range(seats)]
    round_open_at = 0.0

    def act(seat: int) -> bool:
        """Ask `seat` for an action and apply it; True when it did something."""
        view = state.view(seat)
        action = players[seat].choose(view)
        if action is None:
            return False
        if on_action is not None:
            on_action(state, action)
        if not state.is_legal(action):
            try:
                state.check(action)
            except Exception as refusal:
                record.illegal.append((seat, action, getattr(refusal, "message_id", "")))
            return False
        events = state.apply(action)
        record.actions += 1
        for event in events:
            if isinstance(event, ev.OfferMade):
                record.offers += 1
                # whoever the offer is made to answers within a few seconds
                due[event.to] = min(due[event.to], now + rng.uniform(*answer))
            elif isinstance(event, ev.Traded):
                record.trades += 1
        return True

    while not state.is_over:
        if state.phase is Phase.STORIES:
            teller = state.storyteller
            assert teller is not None
            now += rng.uniform(*answer)
            state.tick(now)
            if state.phase is Phase.STORIES and state.storyteller == teller and not act(teller):
                now += rules.story_seconds
                state.tick(now)
            continue
        if state.phase is Phase.WAITING:
            now += 1.0
            state.tick(now)
            state.apply(Start(rng.randrange(seats)))
            round_open_at = now
            due = [now + rng.uniform(*pace) for _ in range(seats)]
            continue
        number = state.round
        if now - round_open_at > cap:
            _end_round(state)
            record.capped += 1
            record.round_seconds.append(now - round_open_at)
            continue
        if state.turn is not None:
            # calm: the seats the game waits on, one after another
            waiting = state.seats_to_act()
            seat = min(waiting, key=lambda s: due[s])
            now = max(now, due[seat])
            state.tick(now)
            act(seat)
            due[seat] = now + rng.uniform(*pace)
        else:
            seat = min(range(seats), key=lambda s: (due[s], s))
            now = max(now, due[seat])
            state.tick(now)
            act(seat)
            due[seat] = now + rng.uniform(*pace)
        if state.round != number or state.is_over:
            record.round_seconds.append(now - round_open_at)
    record.totals = tuple(state.totals)
    record.winners = state.winners
    record.rounds = len(state.round_scores)
    return record


def _end_round(state: BeadState) -> None:
    """The safety net: each seat in turn places an animal until the round ends."""
    number = state.round
    seat = 0
    while state.round == number and not state.is_over:
        for offer in sorted(state.offers.values(), key=lambda o: o.id):
            state.apply(Withdraw(offer.offerer, offer.id))  # nobody answers any more
        if state.turn is not None:
            seat = state.turn
        held = state.available(seat).animals
        if held:
            state.apply(PlaceAnimal(seat, held[0], Box.BASE if seat % 2 else Box.LID))
        elif state.turn is not None:
            state.apply(Pass(seat))
        seat = (seat + 1) % state.seats

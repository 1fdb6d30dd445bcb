"""Computer players against each other: one whole game, each bot fed only its own view."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from voice_games.games.arabian_pots.bots import PotsBot, make_bot
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsState


@dataclass
class GameRecord:
    winner: int | None
    drawn: bool
    turns: int
    decisions: int
    rounds: int  # the round the game ended in
    # Nanoseconds per decision, by seat: how long `choose` took, reading included.
    timings: list[list[int]] = field(default_factory=list)
    # The same for decisions in the play phase only (shake, swap or claim).
    play_timings: list[list[int]] = field(default_factory=list)
    # CPU time of each decision (this thread only): unlike the wall clock it does not
    # count time spent waiting for a core that other programs hold.
    cpu_timings: list[list[int]] = field(default_factory=list)


def play_bots(
    rules: PotsRules, bots: Sequence[PotsBot], state: PotsState | None = None
) -> GameRecord:
    """Play `state` (default: a new game of `rules`) to the end with one bot per seat."""
    state = state or rules.new_game()
    timings: list[list[int]] = [[] for _ in bots]
    play_timings: list[list[int]] = [[] for _ in bots]
    cpu_timings: list[list[int]] = [[] for _ in bots]
    decisions = 0
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        bot = bots[seat]
        view = state.view(seat)
        start, cpu_start = time.perf_counter_ns(), time.thread_time_ns()
        action = bot.choose(view)
        spent = time.perf_counter_ns() - start
        cpu_timings[seat].append(time.thread_time_ns() - cpu_start)
        timings[seat].append(spent)
        if state.phase is Phase.PLAY:
            play_timings[seat].append(spent)
        state.apply(action)
        decisions += 1
    for seat, bot in enumerate(bots):
        bot.observe(state.view(seat))
    return GameRecord(
        state.winner, state.drawn, state.turn, decisions, state.round(), timings, play_timings,
        cpu_timings,
    )


def play_levels(rules: PotsRules, levels: Sequence[str], seed: int) -> GameRecord:
    """One game of `rules` between bots of these levels, seat by seat."""
    bots = [make_bot(level, seat, rules, seed * 7919 + seat) for seat, level in enumerate(levels)]
    return play_bots(rules, bots)

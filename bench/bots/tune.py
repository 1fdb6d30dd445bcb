"""Sweep the expert's patience (`ExpertTuning.keep`) or its stall (`ExpertTuning.stall`).

    .venv/bin/python bench/bots/tune.py --games 300 --workers 2
    .venv/bin/python bench/bots/tune.py --param stall --games 300 --workers 2

For each table size, one expert plays against mediums with each candidate value; the
win rate of the expert (seats rotated) is printed. For `stall` the same number of games
is also played by experts alone, and the share of them won before round 30 printed: a
stall too close to 1 leaves experts waiting for each other, one too small makes the
expert give sounds away to mediums. The defaults in `bots.ExpertTuning` are the best
values of such runs, recorded in README.md.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse
import sys
from collections.abc import Iterator, Sequence
from dataclasses import replace
from multiprocessing import Pool

from voice_games.games.arabian_pots.bots import ExpertBot, ExpertTuning, PotsBot, make_bot
from voice_games.games.arabian_pots.engine import PotsRules, Variant
from voice_games.games.arabian_pots.selfplay import play_bots

CANDIDATES = {
    "keep": (0.3, 0.4, 0.5, 0.6, 0.7),
    "stall": (0.6, 0.7, 0.8, 0.9, 1.0),
}
FINISH_BEFORE = 30


def _tuning(param: str, value: float) -> ExpertTuning:
    if param == "keep":
        return replace(ExpertTuning(), keep=(value,) * 4)
    return replace(ExpertTuning(), stall=value)


def _deals(seats: int, games: int, seed: int) -> Iterator[tuple[int, PotsRules]]:
    """Game `g` of a run: variants in turn, deal seed `seed + g`."""
    for game in range(games):
        yield game, PotsRules(seats=seats, variant=list(Variant)[game % 3], seed=seed + game)


def expert_win_rate(args: tuple[str, int, float, int, int]) -> tuple[int, float, float]:
    """One expert with this value against mediums: its share of the games."""
    param, seats, value, games, seed = args
    tuning = _tuning(param, value)
    wins = 0
    for game, rules in _deals(seats, games, seed):
        expert_seat = game % seats
        bots = [
            ExpertBot(s, rules, seed + game, tuning)
            if s == expert_seat
            else make_bot("medium", s, rules, seed + game)
            for s in range(seats)
        ]
        record = play_bots(rules, bots)
        wins += record.winner == expert_seat
    return seats, value, wins / games


def experts_finish(args: tuple[str, int, float, int, int]) -> tuple[int, float, float]:
    """Experts alone, all with this value: the share of games won before round 30."""
    param, seats, value, games, seed = args
    tuning = _tuning(param, value)
    finished = 0
    for game, rules in _deals(seats, games, seed):
        bots: list[PotsBot] = [ExpertBot(s, rules, seed + game, tuning) for s in range(seats)]
        record = play_bots(rules, bots)
        finished += record.winner is not None and record.rounds < FINISH_BEFORE
    return seats, value, finished / games


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--param", choices=sorted(CANDIDATES), default="keep")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=5_000_000)
    args = parser.parse_args(argv)
    jobs = [
        (args.param, seats, value, args.games, args.seed)
        for seats in (2, 3, 4)
        for value in CANDIDATES[args.param]
    ]
    with Pool(args.workers) as pool:
        for seats, value, rate in pool.imap(expert_win_rate, jobs):
            print(f"{seats} seats, {args.param} {value:.2f}: expert wins {rate:.1%} vs mediums")
        if args.param == "stall":
            for seats, value, rate in pool.imap(experts_finish, jobs):
                print(
                    f"{seats} experts, stall {value:.2f}: "
                    f"won before round {FINISH_BEFORE} {rate:.1%}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Sweep the expert's patience (`ExpertTuning.keep`) per number of opponents.

    .venv/bin/python bench/bots/tune.py --games 300 --workers 2

For each table size, one expert plays against mediums with each candidate value; the
win rate of the expert (seats rotated) is printed. The defaults in `bots.ExpertTuning`
are the best values of such a run, recorded in README.md.
"""

from __future__ import annotations

import os

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse
import sys
from collections.abc import Sequence
from dataclasses import replace
from multiprocessing import Pool

from voice_games.games.arabian_pots.bots import ExpertBot, ExpertTuning, make_bot
from voice_games.games.arabian_pots.engine import PotsRules, Variant
from voice_games.games.arabian_pots.selfplay import play_bots

CANDIDATES = (0.3, 0.4, 0.5, 0.6, 0.7)


def expert_win_rate(args: tuple[int, float, int, int]) -> tuple[int, float, float]:
    seats, keep, games, seed = args
    tuning = replace(ExpertTuning(), keep=(keep,) * 4)
    wins = 0
    for game in range(games):
        variant = list(Variant)[game % 3]
        rules = PotsRules(seats=seats, variant=variant, seed=seed + game)
        expert_seat = game % seats
        bots = [
            ExpertBot(s, rules, seed + game, tuning)
            if s == expert_seat
            else make_bot("medium", s, rules, seed + game)
            for s in range(seats)
        ]
        record = play_bots(rules, bots)
        wins += record.winner == expert_seat
    return seats, keep, wins / games


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=5_000_000)
    args = parser.parse_args(argv)
    jobs = [(seats, keep, args.games, args.seed) for seats in (2, 3, 4) for keep in CANDIDATES]
    with Pool(args.workers) as pool:
        for seats, keep, rate in pool.imap(expert_win_rate, jobs):
            print(f"{seats} seats, keep {keep:.2f}: expert wins {rate:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Tournaments of Bead Trade's computer traders: who beats whom, at 2 to 5 seats.

Usage (README.md records this run):

    .venv/bin/python -m bench.bead_bots.tournament --games 300 --workers 2 \
        --json bench/bead_bots/results.json

or `python bench/bead_bots/tournament.py ...`; `--seats 3`, `--pairs expert-random`
and `--variant calm` (repeatable) choose other tables.

Each table sets two kinds of player against each other at a number of seats: half the
seats each (with an odd number of seats, one game gives the extra seat to the first
kind, the next to the second). Games cycle through every seating, so that no kind sits
in a better seat more often. Every game is played in simulated real time
(`simulate.play_game`): each player acts every 3 to 6 seconds, answers offers within
1 to 3, offers expire after 30 seconds, and a round running past 10 minutes is ended by
the table (reported as "capped"; none should be).

For each table the report gives the first kind's share of the wins (a shared win split
among the winners; 50 % is even) and the mean difference of a game's totals between the
two kinds (the mean total of the first kind's seats less the second's), each with its
95 % interval, and whether the first kind is significantly the stronger.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bench.bead_bots.random_player import RandomPlayer
from bench.bead_bots.simulate import GameRecord, Player, play_game
from voice_games.games.bead_trade.bots import LEVELS, make_bot
from voice_games.games.bead_trade.engine import BeadRules

KINDS = (*LEVELS, "random")
PAIRS: tuple[tuple[str, str], ...] = (
    ("expert", "medium"),
    ("medium", "easy"),
    ("easy", "random"),
    ("expert", "random"),
)
VARIANTS = ("locked_spirits", "normal_spirits", "prolonged_spirits", "extended_spirits",
            "storied_animals", "calm")


@dataclass(frozen=True)
class Table:
    """Two kinds of player at `seats` seats, in every seating in turn."""

    first: str
    second: str
    seats: int

    @property
    def name(self) -> str:
        return f"{self.seats} seats: {self.first} vs {self.second}"

    def seating(self, game: int) -> tuple[str, ...]:
        """The kinds in seat order for game number `game`."""
        more = (self.seats + 1) // 2
        less = self.seats - more
        lineups = [(self.first,) * more + (self.second,) * less]
        if more != less:
            lineups.append((self.first,) * less + (self.second,) * more)
        lineup = lineups[game % len(lineups)]
        orders = sorted(set(itertools.permutations(lineup)))
        return orders[(game // len(lineups)) % len(orders)]


def make_player(kind: str, seat: int, rules: BeadRules, seed: int) -> Player:
    if kind == "random":
        return RandomPlayer(seat, rules, seed)
    return make_bot(kind, seat, rules, seed)


def play_table_game(table: Table, game: int, seed: int, rules: BeadRules) -> GameRecord:
    kinds = table.seating(game)
    players = [make_player(kind, seat, rules, seed) for seat, kind in enumerate(kinds)]
    return play_game(rules, players, seed)


@dataclass
class Tally:
    games: int = 0
    shares: list[float] = field(default_factory=list)
    diffs: list[float] = field(default_factory=list)
    capped: int = 0
    illegal: int = 0
    rounds: int = 0
    round_seconds: list[float] = field(default_factory=list)
    trades: int = 0
    seconds: float = 0.0

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.shares += other.shares
        self.diffs += other.diffs
        self.capped += other.capped
        self.illegal += other.illegal
        self.rounds += other.rounds
        self.round_seconds += other.round_seconds
        self.trades += other.trades
        self.seconds += other.seconds

    def add(self, table: Table, kinds: Sequence[str], record: GameRecord) -> None:
        self.games += 1
        winners = record.winners
        self.shares.append(sum(kinds[w] == table.first for w in winners) / len(winners))
        first = [t for t, k in zip(record.totals, kinds, strict=True) if k == table.first]
        second = [t for t, k in zip(record.totals, kinds, strict=True) if k == table.second]
        self.diffs.append(sum(first) / len(first) - sum(second) / len(second))
        self.capped += record.capped
        self.illegal += len(record.illegal)
        self.rounds += record.rounds
        self.round_seconds += record.round_seconds
        self.trades += record.trades


def play_chunk(args: tuple[Table, int, int, int, dict[str, bool]]) -> tuple[Table, Tally]:
    table, first, count, base_seed, options = args
    rules = BeadRules(seats=table.seats, **options)  # type: ignore[arg-type]
    tally = Tally()
    start = time.perf_counter()
    for game in range(first, first + count):
        record = play_table_game(table, game, base_seed + game, rules)
        tally.add(table, table.seating(game), record)
    tally.seconds = time.perf_counter() - start
    return table, tally


def mean_interval(samples: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    """The mean and its 95 % interval (normal approximation)."""
    n = len(samples)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = sum(samples) / n
    if n < 2:
        return (mean, -math.inf, math.inf)
    var = sum((x - mean) ** 2 for x in samples) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float, float]:
    """A share and its 95 % Wilson score interval (a shared win counts as a fraction)."""
    if trials == 0:
        return (math.nan, 0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (p, centre - half, centre + half)


def report(results: dict[Table, Tally], wall: float, workers: int) -> tuple[str, dict]:
    lines = [
        "| seats | table | games | first's share of wins [95 % CI] "
        "| mean total difference [95 % CI] | stronger | capped |",
        "|---|---|---|---|---|---|---|",
    ]
    summary: dict = {"tables": {}, "wall_seconds": wall, "workers": workers}
    games = 0
    for table, tally in results.items():
        games += tally.games
        share, share_low, share_high = wilson(sum(tally.shares), len(tally.shares))
        diff, diff_low, diff_high = mean_interval(tally.diffs)
        stronger = "yes" if share_low > 0.5 and diff_low > 0 else (
            "no (reversed)" if share_high < 0.5 and diff_high < 0 else "not shown")
        lines.append(
            f"| {table.seats} | {table.first} vs {table.second} | {tally.games} | "
            f"{share:.1%} [{share_low:.1%}, {share_high:.1%}] | "
            f"{diff:+.2f} [{diff_low:+.2f}, {diff_high:+.2f}] | {stronger} | {tally.capped} |"
        )
        summary["tables"][table.name] = {
            "games": tally.games,
            "win_share": {"mean": share, "ci": [share_low, share_high]},
            "total_difference": {"mean": diff, "ci": [diff_low, diff_high]},
            "stronger": stronger,
            "capped_rounds": tally.capped,
            "illegal_actions": tally.illegal,
            "rounds": tally.rounds,
            "mean_round_seconds": (
                sum(tally.round_seconds) / len(tally.round_seconds)
                if tally.round_seconds else None
            ),
            "trades_per_game": tally.trades / tally.games if tally.games else None,
            "games_per_second": tally.games / tally.seconds if tally.seconds else None,
        }
    illegal = sum(t.illegal for t in results.values())
    seconds = [s for t in results.values() for s in t.round_seconds]
    mean_round = sum(seconds) / len(seconds) if seconds else math.nan
    lines += [
        "",
        f"{games} games in {wall:.0f} s wall with {workers} "
        f"worker{'s' if workers != 1 else ''}; illegal actions: "
        f"{illegal}; mean round {mean_round:.0f} simulated seconds.",
    ]
    return "\n".join(lines), summary


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per table")
    parser.add_argument("--seats", default="2,3,4,5", help="seat counts, comma-separated")
    parser.add_argument("--pairs", default=",".join(f"{a}-{b}" for a, b in PAIRS),
                        help="tables as first-second, comma-separated (kinds: "
                             f"{', '.join(KINDS)})")
    parser.add_argument("--variant", action="append", default=[], choices=VARIANTS,
                        help="a rules option to switch on (repeatable)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1_000_000)
    parser.add_argument("--chunk", type=int, default=25)
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    pairs = [tuple(p.split("-")) for p in args.pairs.split(",")]
    for pair in pairs:
        if len(pair) != 2 or not set(pair) <= set(KINDS):
            parser.error(f"no such table: {'-'.join(pair)}")
    tables = [
        Table(a, b, int(seats)) for seats in args.seats.split(",") for a, b in pairs
    ]
    options = {name: True for name in args.variant}
    jobs = [
        (table, first, min(args.chunk, args.games - first), args.seed, options)
        for table in tables
        for first in range(0, args.games, args.chunk)
    ]
    start = time.perf_counter()
    results: dict[Table, Tally] = {table: Tally() for table in tables}
    if args.workers > 1:
        with Pool(args.workers) as pool:
            for table, tally in pool.imap_unordered(play_chunk, jobs):
                results[table].merge(tally)
    else:
        for table, tally in map(play_chunk, jobs):
            results[table].merge(tally)
    wall = time.perf_counter() - start
    text, summary = report(results, wall, args.workers)
    print(text)
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

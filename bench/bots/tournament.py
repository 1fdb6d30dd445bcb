"""Bot-against-bot tournaments of The Arabian Pots: win rates, decision times, games/s.

Usage (the recorded results in README.md were made with the default arguments):

    .venv/bin/python bench/bots/tournament.py --games 1000 --workers 2

`--quick` plays a few games of every table, for tests. Seats are rotated game by game
so that every level sits in every seat equally often (first-player advantage cancels),
and a game without a winner after 100 rounds is a draw.

Tables of experts only (2, 3 and 4 of them) are reported apart: there every level wins,
so what counts is whether the game ends. For them the report gives the share of games
won before round 30 (a winner in rounds 1 to 29), the median and 95th percentile of the
round in which the game ended, and the draws.
"""

from __future__ import annotations

import os

# One BLAS thread per process: the workers are the parallelism, and a second BLAS thread
# per worker on two cores only adds contention to the decision times.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

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

from voice_games.games.arabian_pots.belief import arrangement_table
from voice_games.games.arabian_pots.engine import PotsRules, Variant
from voice_games.games.arabian_pots.selfplay import play_levels


@dataclass(frozen=True)
class Table:
    """One kind of game: who sits down, in every seating order used in turn."""

    name: str
    variant: Variant
    levels: tuple[str, ...]

    def seating(self, game: int) -> tuple[str, ...]:
        orders = sorted(set(itertools.permutations(self.levels)))
        return orders[game % len(orders)]

    @property
    def one_level(self) -> bool:
        return len(set(self.levels)) == 1


LINEUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("expert vs medium", ("expert", "medium")),
    ("medium vs easy", ("medium", "easy")),
    ("expert vs easy", ("expert", "easy")),
    ("expert vs medium vs easy", ("expert", "medium", "easy")),
    ("2 expert vs 2 medium", ("expert", "expert", "medium", "medium")),
    ("2 medium vs 2 easy", ("medium", "medium", "easy", "easy")),
    # Experts alone: each waits for another to give sounds away, which once stalled
    # most of these games until the 100-round draw.
    ("2 experts", ("expert",) * 2),
    ("3 experts", ("expert",) * 3),
    ("4 experts", ("expert",) * 4),
)
# A game "ends" when it is won before this round; all-expert tables are judged by it.
FINISH_BEFORE = 30


def tables(variants: Sequence[Variant]) -> list[Table]:
    return [Table(name, v, levels) for v in variants for name, levels in LINEUPS]


@dataclass
class Tally:
    games: int = 0
    draws: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    seats_won: list[int] = field(default_factory=list)
    times: dict[str, list[int]] = field(default_factory=dict)
    turns: int = 0
    seconds: float = 0.0
    # The round in which each game ended (100 for a draw), and how many were won before
    # FINISH_BEFORE.
    end_rounds: list[int] = field(default_factory=list)
    won_early: int = 0

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.draws += other.draws
        self.end_rounds.extend(other.end_rounds)
        self.won_early += other.won_early
        for level, n in other.wins.items():
            self.wins[level] = self.wins.get(level, 0) + n
        if len(self.seats_won) < len(other.seats_won):
            self.seats_won += [0] * (len(other.seats_won) - len(self.seats_won))
        for seat, n in enumerate(other.seats_won):
            self.seats_won[seat] += n
        for level, samples in other.times.items():
            self.times.setdefault(level, []).extend(samples)
        self.turns += other.turns
        self.seconds += other.seconds


def warm_up() -> None:
    """Build the arrangement tables once per process, before any decision is timed."""
    arrangement_table(False)
    arrangement_table(True)


def play_chunk(args: tuple[Table, int, int, int]) -> tuple[str, Tally]:
    table, first, count, base_seed = args
    tally = Tally(seats_won=[0] * len(table.levels))
    start = time.perf_counter()
    for game in range(first, first + count):
        levels = table.seating(game)
        seed = base_seed + game
        rules = PotsRules(seats=len(levels), variant=table.variant, seed=seed)
        record = play_levels(rules, levels, seed)
        tally.games += 1
        tally.turns += record.turns
        tally.end_rounds.append(record.rounds)
        tally.won_early += record.winner is not None and record.rounds < FINISH_BEFORE
        if record.winner is None:
            tally.draws += 1
        else:
            level = levels[record.winner]
            tally.wins[level] = tally.wins.get(level, 0) + 1
            tally.seats_won[record.winner] += 1
        for seat, samples in enumerate(record.timings):
            tally.times.setdefault(levels[seat], []).extend(samples)
        for seat, samples in enumerate(record.play_timings):
            tally.times.setdefault(f"{levels[seat]} (play only)", []).extend(samples)
        for seat, samples in enumerate(record.cpu_timings):
            tally.times.setdefault(f"{levels[seat]} (CPU time)", []).extend(samples)
    tally.seconds = time.perf_counter() - start
    return f"{table.variant.value}: {table.name}", tally


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return (centre - half, centre + half)


def percentile(samples: list[int], q: float, scale: float = 1e6) -> float:
    """The q-quantile of `samples` (nearest rank), divided by `scale` (ns to ms)."""
    ordered = sorted(samples)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] / scale


def report(
    results: dict[str, Tally], wall: float, workers: int, one_level: frozenset[str] = frozenset()
) -> tuple[str, dict]:
    """The tables as Markdown and as figures; `one_level` names the all-expert tables."""
    lines = [
        "| table | games | level: win rate [95 % CI] | draws | fair share | significant |",
        "|---|---|---|---|---|---|",
    ]
    ending = [
        "",
        f"| table | games | won before round {FINISH_BEFORE} [95 % CI] | median end round "
        "| p95 end round | draws |",
        "|---|---|---|---|---|---|",
    ]
    summary: dict = {"tables": {}, "wall_seconds": wall, "workers": workers}
    all_times: dict[str, list[int]] = {}
    total_games = 0
    for name, tally in results.items():
        for level, samples in tally.times.items():
            all_times.setdefault(level, []).extend(samples)
        total_games += tally.games
        median_end = percentile(tally.end_rounds, 0.5, 1)
        p95_end = percentile(tally.end_rounds, 0.95, 1)
        if name in one_level:
            share = tally.won_early / tally.games
            low, high = wilson(tally.won_early, tally.games)
            ending.append(
                f"| {name} | {tally.games} | {share:.1%} [{low:.1%}, {high:.1%}] | "
                f"{median_end:.0f} | {p95_end:.0f} | {tally.draws} |"
            )
            summary["tables"][name] = {
                "games": tally.games,
                "draws": tally.draws,
                f"won_before_round_{FINISH_BEFORE}": {
                    "games": tally.won_early,
                    "share": share,
                    "ci": [low, high],
                },
                "end_round": {"median": median_end, "p95": p95_end},
                "turns_per_game": tally.turns / tally.games,
                "games_per_second": tally.games / tally.seconds if tally.seconds else None,
            }
            continue
        levels = sorted(
            tally.wins | {k: 0 for k in tally.times if k in LEVEL_ORDER}, key=_level_rank
        )
        parts, data = [], {}
        for level in levels:
            won = tally.wins.get(level, 0)
            low, high = wilson(won, tally.games)
            parts.append(f"{level} {won / tally.games:.1%} [{low:.1%}, {high:.1%}]")
            data[level] = {"wins": won, "rate": won / tally.games, "ci": [low, high]}
        distinct = len(levels)
        fair = 1 / distinct
        # Significance of the top level against the next, among games they decided.
        top, second = levels[0], levels[1]
        a, b = tally.wins.get(top, 0), tally.wins.get(second, 0)
        low, _ = wilson(a, a + b)
        verdict = f"{top} > {second}: {'yes' if low > 0.5 else 'no'} ({a}:{b})"
        lines.append(
            f"| {name} | {tally.games} | {'; '.join(parts)} | {tally.draws} | {fair:.0%} | "
            f"{verdict} |"
        )
        summary["tables"][name] = {
            "games": tally.games,
            "draws": tally.draws,
            "levels": data,
            "seats_won": tally.seats_won,
            "turns_per_game": tally.turns / tally.games,
            "end_round": {"median": median_end, "p95": p95_end},
            "games_per_second": tally.games / tally.seconds if tally.seconds else None,
            "top_beats_second": low > 0.5,
        }
    if len(ending) > 3:
        lines += ending
    lines += ["", "| level | decisions | median ms | p95 ms | max ms |", "|---|---|---|---|---|"]
    for level in sorted(all_times, key=_level_rank):
        samples = all_times[level]
        med, p95 = percentile(samples, 0.5), percentile(samples, 0.95)
        top_ms = max(samples) / 1e6
        lines.append(f"| {level} | {len(samples)} | {med:.3f} | {p95:.3f} | {top_ms:.1f} |")
        key = level.replace(" (", "_").replace(")", "").replace(" ", "_")
        summary[f"{key}_ms"] = {"median": med, "p95": p95, "max": top_ms}
    cpu = sum(t.seconds for t in results.values())
    lines += [
        "",
        f"{total_games} games in {wall:.0f} s wall with {workers} workers: "
        f"{total_games / wall:.1f} games/s ({total_games / cpu:.1f} games/s per worker).",
    ]
    summary["games_per_second"] = total_games / wall
    return "\n".join(lines), summary


LEVEL_ORDER = ("expert", "medium", "easy")


def _level_rank(level: str) -> tuple[int, str]:
    return (LEVEL_ORDER.index(level.split()[0]), level)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per table")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--variants", default="basic,silent,draft")
    parser.add_argument("--seed", type=int, default=1_000_000)
    parser.add_argument("--chunk", type=int, default=50)
    parser.add_argument("--quick", action="store_true", help="6 games per table")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    games = 6 if args.quick else args.games
    variants = [Variant(v) for v in args.variants.split(",")]
    jobs = [
        (table, first, min(args.chunk, games - first), args.seed)
        for table in tables(variants)
        for first in range(0, games, args.chunk)
    ]
    start = time.perf_counter()
    results: dict[str, Tally] = {}
    if args.workers > 1:
        with Pool(args.workers, initializer=warm_up) as pool:
            done = pool.imap_unordered(play_chunk, jobs)
            for name, tally in done:
                results.setdefault(name, Tally()).merge(tally)
    else:
        warm_up()
        for name, tally in map(play_chunk, jobs):
            results.setdefault(name, Tally()).merge(tally)
    wall = time.perf_counter() - start
    ordered = {t: results[t] for t in sorted(results, key=list(_names(variants)).index)}
    one_level = frozenset(f"{t.variant.value}: {t.name}" for t in tables(variants) if t.one_level)
    text, summary = report(ordered, wall, args.workers, one_level)
    print(text)
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2))
    return 0


def _names(variants: Sequence[Variant]) -> list[str]:
    return [f"{t.variant.value}: {t.name}" for t in tables(variants)]


if __name__ == "__main__":
    sys.exit(main())

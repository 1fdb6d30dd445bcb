"""A results file of run.py as the README's tables: every set with its development and
held-out halves side by side, then the false accepts.

    .venv/bin/python bench/asr/table.py bench/asr/results/whisper-quick.json
    .venv/bin/python bench/asr/table.py NEW.json --before OLD.json   # a column for each
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

# In the README's order: sets.py's, then real_sets.py's.
COMMAND_SETS = (
    "real_digits", "clean", "white20", "white10", "babble20", "babble10",
    "kitchen10", "tap10", "clean_natural", "kitchen10_natural", "babble10_natural",
    "people_digits", "people_digits_kitchen10", "people_digits_tap10",
    "people_digits_babble10", "people_yes_no", "people_yes_no_kitchen10",
    "people_yes_no_tap10", "people_yes_no_babble10", "people_cut",
)
TALK = (
    ("false_accept", "table talk, bare digits allowed"),
    ("false_accept_open_mic", "table talk, open mic"),
    ("false_accept_words", "words alone, bare digits allowed"),
    ("false_accept_words_open_mic", "words alone, open mic"),
    ("false_accept_babble10", "table talk in babble 10 dB, bare digits allowed"),
    ("false_accept_babble10_open_mic", "table talk in babble 10 dB, open mic"),
    ("false_accept_people_talk", "real sentences, bare digits allowed"),
    ("false_accept_people_talk_open_mic", "real sentences, open mic"),
    ("false_accept_people_talk_kitchen10", "real sentences in the kitchen, bare digits allowed"),
    ("false_accept_people_talk_kitchen10_open_mic", "real sentences in the kitchen, open mic"),
    ("false_accept_people_words", "real go / left / right alone, bare digits allowed"),
    ("false_accept_people_words_open_mic", "real go / left / right alone, open mic"),
    ("false_accept_people_wake_word", "real 'computer' alone, bare digits allowed"),
    ("false_accept_people_wake_word_open_mic", "real 'computer' alone, open mic"),
)


def cell(results: dict[str, object], name: str) -> str:
    value = results.get(name)
    count = results.get("counts", {}).get(name)  # type: ignore[union-attr]
    if value is None:
        return "-"
    return f"{value}" + (f" ({count})" if count else "")


def taken(results: dict[str, object], name: str) -> str:
    """A false-accept rate, with the share taken as a move when some were taken only as
    a question or a setting (*history*, *louder*)."""
    value = results.get(name, "-")
    moves = results.get(name + "_moves")
    return f"{value}" if moves is None or moves == value else f"{value} ({moves})"


def rows(results: list[dict[str, object]]) -> list[str]:
    # each file's columns named by its engine when there are several
    names = [f"{r['engine']}{' in play' if r.get('in_play') else ''}: "
             if len(results) > 1 else "" for r in results]
    heads = " | ".join(f"{name}all | dev | held-out" for name in names)
    def section(title: str, keys: tuple[tuple[str, str], ...],
                show: Callable[[dict[str, Any], str], object]) -> list[str]:
        """A table of the rows some results have: its halves side by side, per file."""
        found = ["", f"| {title} | {heads} |", "|---" * (1 + 3 * len(results)) + "|"]
        for name, said in keys:
            if any(name in r for r in results):
                cells = " | ".join(
                    f"{show(r, name)} | {show(r, name + '_dev')} | {show(r, name + '_held')}"
                    for r in results
                )
                found.append(f"| {said} | {cells} |")
        return found

    lines = section("set", tuple((name, name) for name in COMMAND_SETS), cell)[1:]
    lines += section("false accepts, % taken (as a move, where fewer)", TALK, taken)
    for name, r in zip(names, results, strict=True):
        lines.append("")
        lines.append(
            f"{name}Decode median / p95 {r['latency_median_ms']:.0f} / "
            f"{r['latency_p95_ms']:.0f} ms "
            f"over all clips, {r['latency_accepted_median_ms']:.0f} / "
            f"{r['latency_accepted_p95_ms']:.0f} ms over accepted ones; start-up "
            f"{r['startup_s']} s, {r['memory_mb']:.0f} MB; load average "
            f"{', '.join(str(x) for x in r['load_average'])}."  # type: ignore[union-attr]
        )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("results", type=Path)
    parser.add_argument("--before", type=Path, help="another results file, as first column")
    args = parser.parse_args()
    files = [args.before, args.results] if args.before else [args.results]
    print("\n".join(rows([json.loads(f.read_text()) for f in files])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Choosing the Whisper engine's decision settings on the tuning half of the benchmark.

    .venv/bin/python bench/asr/tune.py collect --quick     # decode once, keep the analyses
    .venv/bin/python bench/asr/tune.py sweep               # try settings on the kept analyses

`collect` keeps every clip's analysis (free transcription, candidates and their scores)
in clips/analyses.pkl; `sweep` replays the decision with many settings and prints the
accuracy per set on the tuning half and the held-out half (see sets.py)."""

from __future__ import annotations

import argparse
import itertools
import pickle
import sys
import time
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))
sys.path.insert(0, str(HERE))

from sets import clips  # noqa: E402
from variants import BenchOptions, BenchWhisper  # noqa: E402

from voice_games.grammar import load_grammar  # noqa: E402
from voice_games.speech.recognition import command_key  # noqa: E402
from voice_games.speech.whisper import (  # noqa: E402
    SHIPPED,
    Analysis,
    Decision,
    decide_analysis,
)

STORE = HERE / "clips" / "analyses{}.pkl"
SETS = ("real_digits", "clean", "white20", "white10", "babble20", "babble10", "table_talk")


def collect(quick: bool, tag: str, expand: bool, options: BenchOptions) -> None:
    grammar = load_grammar("arabian_pots", "en")
    # every candidate a setting of the sweep could keep; no slot variant estimated
    # when none is added
    settings = replace(SHIPPED, candidates=8, expand_within=3,
                       expansions=SHIPPED.expansions if expand else 0,
                       decision=Decision(max_distance=10.0))
    recogniser = BenchWhisper(grammar, settings=settings, options=options)
    kept = []
    started = time.perf_counter()
    for number, clip in enumerate(clips(grammar, quick)):
        analysis = recogniser.analyse(clip.samples)
        kept.append((clip.set, clip.expected, clip.tuning, clip.label, analysis))
        if number % 100 == 0:
            print(number, round(time.perf_counter() - started), clip.label, analysis.heard,
                  flush=True)
    STORE.with_name(STORE.name.format(tag)).write_bytes(pickle.dumps(kept))


def limited(analysis: Analysis, count: int, max_distance: float, exact: float = -1.0) -> Analysis:
    """The analysis as if only the `count` closest candidates had been scored (only the
    closest one when it is within `exact`, as the engine's shortcut does)."""
    matched = [c for c in analysis.candidates if not c.expanded]
    by_distance = sorted(matched, key=lambda c: c.match.distance)[:count]
    if by_distance and by_distance[0].match.distance <= exact:
        by_distance = by_distance[:1]
    kept = [c for c in by_distance if c.match.distance <= max_distance]
    # slot expansions came from the best of the 3 closest, as in the engine
    kept += [c for c in analysis.candidates if c.expanded]
    kept.sort(key=lambda c: -c.logprob)
    return replace(analysis, candidates=tuple(kept))


def score(kept: list, decision: Decision, count: int, tuning: bool | None,
          exact: float = -1.0) -> dict[str, float]:
    totals: dict[str, list[bool]] = {}
    for name, expected, is_tuning, _label, analysis in kept:
        if tuning is not None and is_tuning != tuning:
            continue
        found = decide_analysis(limited(analysis, count, decision.max_distance, exact), decision)
        best = found.best
        if expected is None:
            ok = best is None or best.parse is None
        else:
            ok = best is not None and best.parse is not None and (
                command_key(best.parse) == expected)
        totals.setdefault(name, []).append(ok)
    return {n: 100 * sum(v) / len(v) for n, v in totals.items()}


def objective(result: dict[str, float]) -> float:
    """Shortfall against the targets, false accepts weighted most (a wrong move costs
    more than a repeat)."""
    targets = {"real_digits": 97, "clean": 95, "white10": 90, "babble10": 90}
    short = sum(max(0.0, t - result.get(n, 0.0)) for n, t in targets.items())
    return short + 3 * max(0.0, (100 - result.get("table_talk", 100)) - 1.5)


def sweep(tag: str, exact: float = -1.0) -> None:
    """The main settings first, then the bare-digit rejection on the best of them
    (searching both at once multiplies the grid for little)."""
    kept = pickle.loads(STORE.with_name(STORE.name.format(tag)).read_bytes())
    rows = []
    for count, max_distance, scale, same, reject in itertools.product(
        (3, 5, 8), (0.4, 0.5, 0.6, 0.8), (0.5, 0.75, 1.0), (0.0, 0.1, 0.2), (0.3, 0.4, 0.5, 0.6)
    ):
        decision = Decision(max_distance, scale, same, reject)
        result = score(kept, decision, count, tuning=True, exact=exact)
        rows.append((objective(result), count, decision, result))
    rows.sort(key=lambda r: r[0])
    _, count, best, _ = rows[0]
    for average, logprob in itertools.product(
        (-0.3, -0.4, -0.5, -0.7, -99.0), (-5.0, -6.0, -7.0, -8.0, -9.0)
    ):
        decision = replace(best, bare_avg_logprob=average, bare_logprob=logprob)
        result = score(kept, decision, count, tuning=True, exact=exact)
        rows.append((objective(result), count, decision, result))
    rows.sort(key=lambda r: r[0])
    for value, count, decision, result in rows[:15]:
        held = score(kept, decision, count, tuning=False, exact=exact)
        print(f"{value:6.1f} K={count} {decision}")
        print("   tune", {k: round(result.get(k, 0), 1) for k in SETS})
        print("   held", {k: round(held.get(k, 0), 1) for k in SETS})


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("action", choices=("collect", "sweep"))
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--min-window", type=float, default=0.0, help="seconds")
    parser.add_argument("--tag", default="", help="names the stored analyses")
    parser.add_argument("--no-prompt", action="store_true", help="free decoding unprompted")
    parser.add_argument("--no-expand", action="store_true", help="no slot-value expansion")
    parser.add_argument("--prompt-words", action="store_true",
                        help="one-word commands in the prompt")
    parser.add_argument("--exact", type=float, default=-1.0,
                        help="sweep: replay the shortcut for a transcription this close")
    args = parser.parse_args()
    if args.action == "collect":
        collect(args.quick, args.tag, not args.no_expand, BenchOptions(
            min_window_seconds=args.min_window, use_prompt=not args.no_prompt,
            prompt_words=args.prompt_words,
        ))
    else:
        sweep(args.tag, args.exact)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

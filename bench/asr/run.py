"""Speech recognition benchmark: every engine on the same clips.

    .venv/bin/python bench/asr/run.py                       # all engines, full sets
    .venv/bin/python bench/asr/run.py --engine whisper --quick
    .venv/bin/python bench/asr/run.py --game beads --engine whisper --quick

Writes bench/asr/results/<engine>[-quick].json and -errors.txt (Bead Trade:
beads-<engine>...), and prints the summary. The pots' sets are sets.py's (espeak-ng
voices, FSDD digits) and real_sets.py's (real people, flite and festival voices, real
rooms). Accuracy is given for every set, and again for its development half (`*_dev`)
and its held-out half (`*_held`, see sets.py, real_sets.py and beads_sets.py): the part
on which no setting was chosen."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from functools import partial
from itertools import chain
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import beads_sets  # noqa: E402
from beads_corpus import meaning  # noqa: E402
from real_sets import TALK_SETS, more_clips  # noqa: E402
from sets import NOISY_TALK, Clip, clips, out_of_context  # noqa: E402
from voices import natural_voices  # noqa: E402

from voice_games.core import NotUnderstood  # noqa: E402
from voice_games.games.arabian_pots.actions import Shake  # noqa: E402
from voice_games.games.arabian_pots.commands import NeedsLine, to_action  # noqa: E402
from voice_games.games.arabian_pots.engine import PotsRules, PotsView  # noqa: E402
from voice_games.games.arabian_pots.play import asks_if_unsure, close_choice  # noqa: E402
from voice_games.games.arabian_pots.view_actions import (  # noqa: E402
    allowed_in,
    names_a_line,
)
from voice_games.games.bead_trade.commands import MOVE_INTENTS  # noqa: E402
from voice_games.grammar import Grammar, Parse, load_grammar  # noqa: E402
from voice_games.speech.audio import RATE  # noqa: E402
from voice_games.speech.recognition import Recogniser, Recognition, command_key  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def build(engine: str, grammar: Grammar) -> Recogniser:
    from variants import on_tuned_model, variant

    from voice_games.speech.engines import make_recogniser

    # whisper-tuned: the model `voice-games models tune` built in models/, as the game
    # uses it; whisper-tuned-VARIANT: the same with the settings of whisper-VARIANT
    found = variant(engine, grammar) or on_tuned_model(engine, grammar)
    if found is not None:
        return found
    return make_recogniser(engine, grammar)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine", action="append", help="whisper, pocketsphinx, vosk, ...")
    parser.add_argument("--quick", action="store_true", help="a sample of every set")
    parser.add_argument(
        "--no-context", action="store_true",
        help="every intent is a candidate for every clip, answers too (no question known)",
    )
    parser.add_argument(
        "--in-play", action="store_true",
        help="every command heard with the rules of a turn in which it is legal "
             "(play; the claim window for 'done'; setup for a swap out of line), "
             "as the game tells the recogniser",
    )
    parser.add_argument(
        "--game", default="pots", choices=("pots", "beads"),
        help="whose commands: The Arabian Pots (default) or Bead Trade",
    )
    parser.add_argument(
        "--sets", default=None,
        help="the command sets to hear, comma-separated (clean,white10,babble10...); "
             "the table talk is always heard. A slow engine's run in a third of the time",
    )
    args = parser.parse_args()
    only = set(args.sets.split(",")) if args.sets else None
    if args.in_play and args.no_context:
        parser.error("--in-play and --no-context exclude each other")
    beads = args.game == "beads"
    if beads and args.in_play:
        parser.error("--in-play is measured for the pots only")
    grammar = load_grammar("beads" if beads else "arabian_pots", "en")
    game_clips = beads_sets.clips if beads else pots_clips
    game_context = beads_sets.out_of_context if beads else out_of_context
    engines = args.engine or ["whisper", "pocketsphinx", "vosk"]
    RESULTS.mkdir(exist_ok=True)
    for engine in engines:
        before = rss_mb()
        started = time.perf_counter()
        try:
            recogniser = build(engine, grammar)
        except Exception as error:
            print(f"{engine}: not measured: {error}")
            continue
        startup = time.perf_counter() - started
        memory = rss_mb() - before
        times: list[float] = []
        accepted_times: list[float] = []  # utterances the game acts on
        # heard again as the open microphone hears it, sentences and lone words apart
        table_talk: dict[str, list[np.ndarray]] = defaultdict(list)
        audio_seconds = 0.0
        results: dict[str, list[bool]] = {}
        errors: list[str] = []
        # how often the game would ask which of two moves was meant, in play
        view = play_view()
        turns = turn_views() if args.in_play else []
        asked: dict[str, list[bool]] = {}
        rescued: dict[str, list[bool]] = {}
        # how often it would ask 'Shake pot five? Yes or no.' of a move heard unsurely,
        # and how many wrong moves it would ask about instead of making them
        unsure: dict[str, list[bool]] = {}
        caught: dict[str, list[bool]] = {}
        exclude = getattr(recogniser, "exclude_intents", None)
        # a claim names a line in every phase of the game (the clips have no phase, so
        # the swaps that only setup allows are not refused)
        prefer = getattr(recogniser, "prefer_allowed", None)
        if prefer is not None and not args.no_context:
            # Bead Trade's clips have no moment of the game: every move is allowed
            prefer(None if beads else names_a_line)
        for clip in game_clips(grammar, args.quick):
            if only is not None and clip.expected is not None and clip.set not in only:
                continue
            if exclude is not None and not args.no_context:
                exclude(game_context(clip.question))
            if turns and prefer is not None:
                view = turn_for(clip, grammar, turns)
                prefer(allowed_in(view))
            recognition = recogniser.recognise(clip.samples, RATE)
            times.append(recognition.seconds)
            audio_seconds += clip.samples.size / RATE
            best = recognition.best
            if best is not None:
                accepted_times.append(recognition.seconds)
            if clip.expected is None:  # table talk: right when rejected
                table_talk[clip.set].append(clip.samples)
                ok = best is None
                # taken as a move, not only as a question or a setting ('History.'
                # answered with the history changes nothing)
                moved = best is not None and best.parse is not None and (
                    best.parse.intent in MOVE_INTENTS if beads else is_move(best.parse, view)
                )
                results.setdefault(clip.set + "_moves", []).append(not moved)
            else:
                key = meaning if beads else command_key
                ok = best is not None and best.parse is not None and (
                    key(best.parse) == clip.expected
                )
                if beads:
                    # the same words in every slot, not only the same move
                    said = grammar.parse_heard(clip.label.split(": ", 1)[1])
                    exact = ok and said is not None and best is not None and (
                        best.parse is not None
                        and command_key(best.parse) == command_key(said)
                    )
                    results.setdefault(clip.set + "_exact", []).append(exact)
            results.setdefault(clip.set, []).append(ok)
            if clip.expected is not None:
                # Bead Trade never asks between two readings (BeadPlay.close_choice)
                asks = not beads and would_ask(recognition, grammar, view)
                asked.setdefault(clip.set, []).append(asks)
                # a wrong command the game would not act on: it asks, offering the right one
                offered = {command_key(r.parse) for r in recognition.readings[:2] if r.parse}
                rescued.setdefault(clip.set, []).append(
                    not ok and asks and clip.expected in offered
                )
                doubts = not asks and (
                    beads_sets.would_confirm(recognition) if beads
                    else would_confirm(recognition, view)
                )
                unsure.setdefault(clip.set, []).append(doubts)
                caught.setdefault(clip.set, []).append(doubts and not ok)
            # the held-out half, and the half settings were chosen on (Bead Trade: two
            # thirds of its commands)
            half = "_dev" if clip.tuning else "_held"
            results.setdefault(clip.set + half, []).append(ok)
            if not ok and len(errors) < 1000:
                others = ", ".join(
                    f"{r.text} {r.confidence:.2f}" for r in recognition.readings[1:3]
                )
                errors.append(
                    f"{clip.set} [{clip.label}]: heard {recognition.heard!r} -> "
                    f"{recognition.text!r} ({recognition.confidence:.2f}; {others}) "
                    f"expected {clip.expected}"
                )
        if exclude is not None and not args.no_context:
            exclude(game_context(None))
        if turns and prefer is not None:
            # table talk in open mic is heard during play
            view = turns[0]
            prefer(allowed_in(view))
        ordered = sorted(times)
        accepted = sorted(accepted_times) or [0.0]
        summary: dict[str, object] = {
            "engine": engine,
            "quick": args.quick,
            "startup_s": round(startup, 2),
            "memory_mb": round(memory, 1),
            "latency_median_ms": round(1000 * statistics.median(ordered), 1),
            "latency_p95_ms": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 1),
            "latency_accepted_median_ms": round(1000 * statistics.median(accepted), 1),
            "latency_accepted_p95_ms": round(1000 * accepted[int(0.95 * (len(accepted) - 1))], 1),
            "rtf": round(sum(times) / audio_seconds, 3),
            "clips": len(times),
            **{name: round(100 * sum(v) / len(v), 1) for name, v in results.items()},
            "counts": {name: len(v) for name, v in results.items()},
        }
        rates = (
            ("table_talk", "false_accept"),
            ("table_talk_words", "false_accept_words"),
            (NOISY_TALK, "false_accept_babble10"),
            (beads_sets.GAME_TALK, "false_accept_game_talk"),
            *TALK_SETS.items(),
        )
        for talk, name in rates:
            for half in ("", "_held", "_dev", "_moves"):
                if talk + half in summary:
                    summary[name + half] = round(
                        100 - float(summary.pop(talk + half)), 1  # type: ignore[arg-type]
                    )
        for talk, name in rates:
            confirms = (beads_sets.would_confirm if beads
                        else partial(would_confirm, view=view))
            open_mic = open_mic_false_accepts(recogniser, table_talk[talk], confirms)
            if open_mic is not None:
                summary[name + "_open_mic"], summary[name + "_open_mic_unasked"] = open_mic
        for name, flags in asked.items():
            summary[name + "_asked"] = round(100 * sum(flags) / len(flags), 1)
            summary[name + "_asked_right_offered_count"] = sum(rescued[name])
            summary[name + "_unsure_asked"] = round(100 * sum(unsure[name]) / len(unsure[name]), 1)
            summary[name + "_unsure_wrong_count"] = sum(caught[name])
        summary["load_average"] = [round(x, 2) for x in _load()]
        summary["context"] = not args.no_context
        summary["in_play"] = args.in_play
        summary["game"] = args.game
        if not beads:
            summary["natural_voices"] = [voice.label for voice in natural_voices(args.quick)]
        if only is not None:
            summary["sets"] = sorted(only)
        tag = (("beads-" if beads else "") + engine + ("-nocontext" if args.no_context else "")
               + ("-inplay" if args.in_play else "") + ("-quick" if args.quick else ""))
        (RESULTS / f"{tag}.json").write_text(json.dumps(summary, indent=1))
        (RESULTS / f"{tag}-errors.txt").write_text("\n".join(errors) + "\n")
        print(json.dumps(summary))
    return 0


def pots_clips(grammar: Grammar, quick: bool) -> Iterator[Clip]:
    """The pots' clips: sets.py's, then those of real people, other synthesisers and
    real rooms (real_sets.py)."""
    return chain(clips(grammar, quick), more_clips(grammar, quick))


def is_move(parse: Parse, view: PotsView) -> bool:
    """Whether a reading is a move of the pots (a claim with no line is asked about)."""
    action = to_action(parse, view)
    return action is not None and not isinstance(action, NeedsLine)


def would_ask(recognition: Recognition, grammar: Grammar, view: PotsView) -> bool:
    """Whether the game would ask 'Did you mean X, or Y?' (`play.close_choice`) for
    an accepted reading, in `view`."""
    best = recognition.best
    if best is None or best.parse is None:
        return False
    alternatives = [(r.text, r.confidence) for r in recognition.readings[1:]]
    return close_choice(best.parse, best.confidence, alternatives, grammar, view) is not None


def would_confirm(recognition: Recognition, view: PotsView) -> bool:
    """Whether the game would ask 'Shake pot five? Yes or no.' before acting on the
    accepted reading, a move heard unsurely (`play.asks_if_unsure`), in `view`."""
    best = recognition.best
    if best is None or best.parse is None:
        return False
    try:
        action = to_action(best.parse, view)
    except NotUnderstood:
        return False
    if action is None or isinstance(action, NeedsLine):
        return False
    return asks_if_unsure(action, best.confidence)


def play_view() -> PotsView:
    """The first player's view of a two-player game in play, after its secret steps."""
    state = PotsRules(seats=2, seed=1).new_game()
    while state.in_secret_step:
        state.apply(state.random_secret_action())
    return state.view(0)


def turn_views() -> list[PotsView]:
    """The first player's view at the start of a turn in play, in the claim window after
    a shake, and in the setup, where any two pots may be swapped: the turns in which
    the benchmark's commands are legal, in that order of preference."""
    play = play_view()
    state = PotsRules(seats=2, seed=1).new_game()
    setup = state.view(0)
    while state.in_secret_step:
        state.apply(state.random_secret_action())
    state.apply(Shake(0, 1))
    return [play, state.view(0), setup]


def turn_for(clip: Clip, grammar: Grammar, turns: list[PotsView]) -> PotsView:
    """The first of `turns` whose rules allow the clip's command (play for table talk
    and for commands that are no move)."""
    if clip.expected is None:
        return turns[0]
    text = clip.label.split(": ", 1)[1] if ": " in clip.label else None
    intent, slots = clip.expected
    if clip.set == "real_digits":
        text = f"shake pot {dict(slots)['position']}"
    parse = grammar.parse(text) if text else None
    assert parse is not None and command_key(parse) == (intent, slots), clip.label
    for view in turns:
        if allowed_in(view)(parse):
            return view
    return turns[0]


def open_mic_false_accepts(
    recogniser: Recogniser, table_talk: list[np.ndarray],
    confirms: Callable[[Recognition], bool],
) -> tuple[float, float] | None:
    """Table talk as the open microphone hears it: the engine in its open-mic setting,
    and a bare digit counted as no action, since the game then asks for the verb. The
    % taken for a command, and the % acted on without a question (not a move heard
    unsurely, `would_confirm`)."""
    adapt = getattr(recogniser, "listen_for", None)
    if adapt is None or not table_talk:
        return None
    adapt("open")
    accepted, unasked = [], []
    for samples in table_talk:
        recognition = recogniser.recognise(samples, RATE)
        best = recognition.best
        taken = best is not None and best.parse is not None and not best.parse.bare
        accepted.append(taken)
        unasked.append(taken and not confirms(recognition))
    adapt("push")
    return (round(100 * sum(accepted) / len(accepted), 1),
            round(100 * sum(unasked) / len(unasked), 1))


def _load() -> tuple[float, float, float]:
    import os

    return os.getloadavg()


if __name__ == "__main__":
    raise SystemExit(main())

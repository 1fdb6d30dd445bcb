"""Push-to-talk held longer than the words: what the key holds, as Whisper hears it.

    .venv/bin/python bench/asr/push.py --quick     # 3 voices, about 4 minutes
    .venv/bin/python bench/asr/push.py             # 5 voices, 2 rates, about 12 minutes

A player presses the key before speaking and lets go after. Every benchmark command
(corpus.py) in each condition is heard as such a key held it: one second of its room
before the clip (the clip's own tail, which holds no words) and 0.6 s after the words.
Each is decoded twice with the push-to-talk settings of `run.py` (a bare digit is a
command): as held, and cut as the game now cuts it (`vad.held_words`: at a table of
talk, the talk before the words is cut away). So are real people's digits and answers
and the flite and festival voices' commands, quiet and in the kitchen
(`real_sets.microphone_clips`). Writes results/push[-quick].json."""

from __future__ import annotations

import argparse
import json
import sys
from itertools import chain
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from real_sets import microphone_clips  # noqa: E402
from sets import CONDITIONS, clips, out_of_context  # noqa: E402

from voice_games.games.arabian_pots.view_actions import names_a_line  # noqa: E402
from voice_games.grammar import load_grammar  # noqa: E402
from voice_games.speech.audio import RATE  # noqa: E402
from voice_games.speech.recognition import command_key  # noqa: E402
from voice_games.speech.vad import held_words  # noqa: E402

BEFORE_SECONDS = 1.0
AFTER_SECONDS = 0.6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 voices at 150 wpm")
    parser.add_argument("--engine", default="whisper", help="whisper (bundled) or whisper-tuned")
    args = parser.parse_args()
    grammar = load_grammar("arabian_pots", "en")
    from run import build

    engine = build(args.engine, grammar)
    engine.prefer_allowed(names_a_line)  # type: ignore[attr-defined]
    wanted = {name for name, _, _ in CONDITIONS}
    right: dict[str, dict[str, list[bool]]] = {"held": {}, "cut": {}}
    tail = BEFORE_SECONDS + AFTER_SECONDS
    commands = (c for c in clips(grammar, args.quick, tail_seconds=tail)
                if c.set in wanted and c.words_end is not None)
    for clip in chain(commands, microphone_clips(grammar, args.quick, tail)):
        assert clip.words_end is not None
        engine.exclude_intents(out_of_context(clip.question))  # type: ignore[attr-defined]
        room = clip.samples[clip.samples.size - int(BEFORE_SECONDS * RATE):]
        end = int((clip.words_end + AFTER_SECONDS) * RATE)
        held = np.concatenate([room, clip.samples[:end]])
        for name, heard in (("held", held), ("cut", held_words(held, RATE))):
            found = engine.recognise(heard)
            best = found.best
            ok = (not found.rejected and best is not None and best.parse is not None
                  and command_key(best.parse) == clip.expected)
            right[name].setdefault(clip.set, []).append(ok)
    summary = {
        "quick": args.quick,
        "before_s": BEFORE_SECONDS,
        "after_s": AFTER_SECONDS,
        **{f"{name}_{kind}": round(100 * sum(v) / len(v), 1)
           for kind, sets in right.items() for name, v in sets.items()},
        "clips": sum(len(v) for v in right["held"].values()),
    }
    print(json.dumps(summary))
    results = Path(__file__).resolve().parent / "results"
    results.mkdir(exist_ok=True)
    tuned = "-tuned" if args.engine == "whisper-tuned" else ""
    name = "push" + tuned + ("-quick" if args.quick else "") + ".json"
    (results / name).write_text(json.dumps(summary, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Response time after the end of speech, through the microphone's own path.

    .venv/bin/python bench/asr/respond.py --quick          # 3 voices, ~8 min
    .venv/bin/python bench/asr/respond.py --sets clean,babble20

Every benchmark command (corpus.py) is said once in each condition, followed by 1.4 s
of the same room, and heard by `VoiceInput.feed` in open-mic mode: end-pointer, early
answers, Whisper. So are real people's yes and no and the flite and festival voices'
commands, quiet and in the kitchen (`real_sets.microphone_clips`; people's digits said
alone are no move in open mic, push.py hears them). It is heard twice, with early
answers (the default) and without.
A microphone is open before the player speaks: each clip's end-pointer first hears one
second of its room alone (the clip's own tail, which holds no words; `--room-before`).

The time is counted as a real microphone would see it. Audio arrives in real time; the
listening worker decodes when the end-pointer asks, and the audio that arrives
meanwhile waits for it. So a decode that starts when audio up to time t has arrived
finishes at max(t, the end of the worker's previous decode) + the decode's measured
duration. A command reaches the game at that moment (or, when its decode was already
done at a pause, when the end-pointer ends the utterance). The response time is that
moment less the end of the words (`Clip.words_end`: for espeak-ng, the last sample
within 40 dB of the loudest of the rendering; for real recordings and the flite and
festival voices, `real_sets.words_end`, halfway in level from the room to the words).

Accuracy is that of the first utterance the game acts on (open mic: a bare digit is
no action). A run of every set and both variants writes results/respond[-quick].jsonl,
one line per variant."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from itertools import chain
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from real_sets import microphone_clips  # noqa: E402
from sets import Clip, out_of_context  # noqa: E402
from sets import clips as all_clips  # noqa: E402

from voice_games.games.arabian_pots.view_actions import names_a_line  # noqa: E402
from voice_games.grammar import Grammar, load_grammar  # noqa: E402
from voice_games.speech.audio import RATE  # noqa: E402
from voice_games.speech.listen import Utterance, VoiceInput  # noqa: E402
from voice_games.speech.recognition import Recognition, command_key  # noqa: E402

TAIL_SECONDS = 1.4
ROOM_BEFORE_SECONDS = 1.0
ALL_SETS = ("clean,white20,babble20,white10,babble10,people_yes_no,people_yes_no_kitchen10,"
            "clean_natural,kitchen10_natural")


class Timed:
    """The engine, with each decode's arrival time (audio heard so far) and duration."""

    def __init__(self, engine: object) -> None:
        self.engine = engine
        self.name = getattr(engine, "name", "engine")
        self.events: list[tuple[str, float, float]] = []
        self.voice: VoiceInput | None = None

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        started = time.perf_counter()
        found: Recognition = self.engine.recognise(samples, rate)  # type: ignore[attr-defined]
        assert self.voice is not None
        arrival = self.voice._clock / RATE
        self.events.append(("decode", arrival, time.perf_counter() - started))
        return found

    def __getattr__(self, name: str) -> object:
        return getattr(self.engine, name)


def delivered(events: list[tuple[str, float, float]]) -> list[float]:
    """When each utterance reached the game, from the worker's decodes and deliveries."""
    free_at = 0.0
    times = []
    for kind, arrival, duration in events:
        if kind == "decode":
            free_at = max(arrival, free_at) + duration
        else:
            times.append(max(arrival, free_at))
    return times


def run(grammar: Grammar, engine: object, early: bool, clips: list[Clip],
        pause_ms: int | None = None, room_before: float = ROOM_BEFORE_SECONDS,
        ) -> dict[str, object]:
    timed = Timed(engine)
    got: list[Utterance] = []

    def heard(utterance: Utterance) -> None:
        got.append(utterance)
        timed.events.append(("deliver", voice._clock / RATE, 0.0))

    voice = VoiceInput(grammar, timed, mode="open", on_utterance=heard, keys="none",  # type: ignore[arg-type]
                       early=early)
    timed.voice = voice
    responses: list[float] = []
    results: dict[str, list[bool]] = {}
    decodes = 0
    for clip in clips:
        # each clip in a room of its own: a fresh end-pointer learns its noise floor
        voice._endpointer = voice._new_endpointer(RATE)
        if pause_ms is not None:
            voice._endpointer.settings.pause_ms = pause_ms
        voice.exclude_intents(out_of_context(clip.question))
        voice.prefer_allowed(names_a_line)  # as in run.py
        # the room as the open microphone heard it before the player spoke, on a clock
        # that reaches 0 where the clip starts: what it delivers then (talk in babble) is
        # not the player's, but its decodes keep the worker busy all the same
        before = clip.samples[clip.samples.size - int(room_before * RATE):]
        voice._clock = -before.size
        timed.events = []
        voice.feed(before)
        got.clear()
        timed.events = [e for e in timed.events if e[0] == "decode"]
        voice.feed(clip.samples)
        decodes += sum(1 for e in timed.events if e[0] == "decode")
        acted = []
        for utterance, at in zip(got, delivered(timed.events), strict=True):
            parse = grammar.parse(utterance.text) if not utterance.rejected else None
            if parse is not None and not parse.bare:  # open mic: a bare digit is no action
                acted.append((parse, at))
        results.setdefault(clip.set, []).append(
            bool(acted) and command_key(acted[0][0]) == clip.expected
        )
        if acted:
            assert clip.words_end is not None
            responses.append(acted[0][1] - clip.words_end)
    ordered = sorted(responses) or [0.0]
    return {
        "early": early,
        "response_median_ms": round(1000 * statistics.median(ordered), 1),
        "response_p95_ms": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 1),
        "decodes_per_clip": round(decodes / max(1, len(clips)), 2),
        **{name: round(100 * sum(v) / len(v), 1) for name, v in results.items()},
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="3 voices at 150 wpm")
    parser.add_argument("--sets", default=ALL_SETS)
    parser.add_argument("--pause-ms", type=int, default=None, help="the end-pointer's pause")
    parser.add_argument("--early-only", action="store_true")
    parser.add_argument("--engine", default="whisper", help="whisper (bundled) or whisper-tuned")
    parser.add_argument("--loud-room-framings", action="store_true",
                        help="hear speech less than 20 dB over its room at three framings "
                             "(the engine variant whisper-loudroom)")
    parser.add_argument("--room-before", type=float, default=ROOM_BEFORE_SECONDS,
                        help="seconds of the room heard before each clip")
    args = parser.parse_args()
    if not 0.0 <= args.room_before <= TAIL_SECONDS:
        parser.error(f"--room-before: the clips hold {TAIL_SECONDS} s of room after the words")
    grammar = load_grammar("arabian_pots", "en")
    wanted = args.sets.split(",")
    clips = [c for c in chain(all_clips(grammar, args.quick, TAIL_SECONDS),
                              microphone_clips(grammar, args.quick, TAIL_SECONDS))
             if c.set in wanted]
    from run import build

    engine = build("whisper-loudroom" if args.loud_room_framings else args.engine, grammar)
    lines = []
    for early in (True,) if args.early_only else (True, False):
        summary = run(grammar, engine, early, clips, args.pause_ms, args.room_before)
        lines.append(json.dumps({"clips": len(clips), "pause_ms": args.pause_ms,
                                 "room_before_s": args.room_before, **summary}))
        print(lines[-1], flush=True)
    # a partial or different run keeps the record
    if (args.sets == ALL_SETS and not args.early_only and not args.loud_room_framings
            and args.room_before == ROOM_BEFORE_SECONDS):
        results = Path(__file__).resolve().parent / "results"
        results.mkdir(exist_ok=True)
        tuned = "-tuned" if args.engine == "whisper-tuned" else ""
        name = "respond" + tuned + ("-quick" if args.quick else "") + ".jsonl"
        (results / name).write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

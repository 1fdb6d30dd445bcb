"""Wake-word listening (`--listen wake`): false wakes in table talk, misses on commands.

    .venv/bin/python bench/asr/wake.py                  # 20 minutes of babble, all checks
    .venv/bin/python bench/asr/wake.py --minutes 2 --wake-word computer

Table talk: espeak-ng voices (accents x variants x pitch x rate) take turns saying
sentences that are not commands, with pauses of 0.2-2 s and, a third of the time, a
second talker over the first 6-12 dB down; a noise floor 45 dB below the speech. A few
sentences name the wake word in passing ("my computer is slow"). Everything goes
through `VoiceInput.feed`, the microphone's own path: end-pointer, Whisper, wake word.

A *false wake* is an utterance of table talk taken as starting with the wake word
(whether or not a command followed); a *false command* is table talk delivered to the
game as a command. A *miss* is a spoken "<wake word>, <command>" (or the wake word
alone, a pause, then the command) that did not reach the game as that command. Real
people's *computer* (60 speakers, quiet) counts how many of them wake the game.

Writes a JSON summary to stdout and, with --markdown, a results row for WAKE.md."""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from clips import speak  # noqa: E402
from corpus import TABLE_TALK, command_set  # noqa: E402

from voice_games.grammar import load_grammar  # noqa: E402
from voice_games.speech.audio import RATE, active_part, rms_db  # noqa: E402
from voice_games.speech.listen import Utterance, VoiceInput  # noqa: E402
from voice_games.speech.recognition import Recognition, command_key  # noqa: E402
from voice_games.speech.wake import split_wake_word  # noqa: E402

ACCENTS = ("en-us", "en", "en-gb-scotland", "en-gb-x-rp", "en-029", "en-gb-x-gbclan",
           "en-gb-x-gbcwmd", "en-us-nyc")
VARIANTS = ("", "+m1", "+m3", "+m5", "+m7", "+f1", "+f2", "+f3", "+f4", "+klatt",
            "+croak", "+grandma", "+Andy", "+Annie", "+david", "+linda", "+max", "+steph")
# Table talk beyond the benchmark's list: longer, more like a real evening, and some
# that name the wake word in passing.
MORE_TALK = [
    "so what did you think of the film last night", "I could not sleep at all",
    "my computer is so slow these days", "the new computer came on Tuesday",
    "she fixed the computer in ten minutes", "we should get a better computer for the kids",
    "do you want to play cards after this", "I think the blue one sounded different",
    "honestly I have no idea where the ball is", "wait let me remember the sounds first",
    "it sounded like rice in a jar", "you were faster last time", "the neighbours are loud",
    "I have to get up early tomorrow", "did anyone feed the cat", "pass me the crisps",
    "this one is definitely the metal one", "I am keeping score on paper",
    "we played this at my sister's house", "the bus was late again this morning",
    "who made this cake it is delicious", "I'm going to win this time",
    "count me in for the next one", "five minutes and then we eat",
    "move your glass it's going to fall", "two of them sound the same to me",
    "the middle row is my favourite", "we need more chairs", "let's swap places",
    "shake the bottle before you pour", "top up my glass please",
]
DEFAULT_COMMANDS = ("shake pot five", "swap two and eight", "complete the top row",
                    "shake pot one", "swap four and six", "repeat", "shake pot nine",
                    "swap three and nine")


def voices() -> list[str]:
    return [a + v for a in ACCENTS for v in VARIANTS]


@dataclass
class Counted:
    """What the game heard, utterance by utterance."""

    heard: list[str] = field(default_factory=list)
    woken: list[str] = field(default_factory=list)
    delivered: list[Utterance] = field(default_factory=list)
    seconds: float = 0.0


class Recording:
    """A recogniser that remembers every transcription, to count wakes."""

    def __init__(self, inner: object, wake_word: str, grammar: object, counted: Counted):
        self.inner = inner
        self.name = getattr(inner, "name", "engine")
        self.wake_word = wake_word
        self.grammar = grammar
        self.counted = counted
        # the listening input adapts the engine to its mode through these
        for method in ("match_text", "listen_for"):
            found = getattr(inner, method, None)
            if found is not None:
                setattr(self, method, found)

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        started = time.perf_counter()
        result: Recognition = self.inner.recognise(samples, rate)  # type: ignore[attr-defined]
        self.counted.seconds += time.perf_counter() - started
        self.counted.heard.append(result.heard)
        if split_wake_word(result.heard, self.wake_word, self.grammar) is not None:  # type: ignore[arg-type]
            self.counted.woken.append(result.heard)
        return result


def noise(seconds: float, level: float, rng: np.random.Generator) -> np.ndarray:
    return (rng.normal(0, 1, int(seconds * RATE)) * level).astype(np.float32)


def render(text: str, voice: str, rng: np.random.Generator) -> np.ndarray:
    samples = speak(text, voice, int(rng.choice((140, 160, 175, 190, 210))))
    return samples / (np.sqrt(np.mean(active_part(samples) ** 2)) + 1e-9) * 0.1


def table_talk(minutes: float, seed: int) -> np.ndarray:
    """Talkers taking turns, sometimes over each other, as one microphone hears them."""
    rng = np.random.default_rng(seed)
    sentences = TABLE_TALK + MORE_TALK
    pool = voices()
    total = np.zeros(int(minutes * 60 * RATE), np.float32)
    position = RATE
    while position < total.size:
        first = render(sentences[rng.integers(len(sentences))], pool[rng.integers(len(pool))],
                       rng)
        end = min(total.size, position + first.size)
        total[position:end] += first[: end - position]
        if rng.random() < 1 / 3:
            second = render(sentences[rng.integers(len(sentences))],
                            pool[rng.integers(len(pool))], rng)
            second *= 10 ** (-rng.uniform(6, 12) / 20)
            start = position + int(rng.uniform(0.2, 0.8) * first.size)
            stop = min(total.size, start + second.size)
            if start < stop:
                total[start:stop] += second[: stop - start]
                end = max(end, stop)
        position = end + int(rng.uniform(0.2, 2.0) * RATE)
    floor = 10 ** ((rms_db(active_part(total)) - 45) / 20)
    return total + noise(total.size / RATE, floor, rng)


def listener(grammar: object, engine: object, wake_word: str, counted: Counted) -> VoiceInput:
    return VoiceInput(
        grammar,  # type: ignore[arg-type]
        Recording(engine, wake_word, grammar, counted),  # type: ignore[arg-type]
        mode="wake",
        wake_word=wake_word,
        on_utterance=counted.delivered.append,
    )


def false_wakes(grammar: object, engine: object, wake_word: str, minutes: float,
                seed: int) -> dict[str, object]:
    counted = Counted()
    voice = listener(grammar, engine, wake_word, counted)
    voice.feed(table_talk(minutes, seed))
    voice.feed(np.zeros(RATE, np.float32) + 1e-4)  # let the last utterance end
    commands = [u.text for u in counted.delivered if not u.rejected]
    return {
        "minutes": minutes,
        "utterances": len(counted.heard),
        "false_wakes": len(counted.woken),
        "per_10_min": round(10 * len(counted.woken) / minutes, 2),
        "false_commands": len(commands),
        "woken_by": counted.woken,
        "commands": commands,
        "decode_s": round(counted.seconds, 1),
    }


def misses(grammar: object, engine: object, wake_word: str, seed: int,
           babble_db: float | None) -> dict[str, object]:
    """Each command by several voices, said two ways: in one breath after the wake
    word, and with the wake word alone first."""
    rng = np.random.default_rng(seed)
    pool = [v for v in voices() if not v.endswith(("+croak", "+grandma"))]
    background = table_talk(2.0, seed + 1) if babble_db is not None else None
    cases = []
    for index, command in enumerate(DEFAULT_COMMANDS * 3):
        voice = pool[rng.integers(len(pool))]
        together = index % 2 == 0
        if together:
            parts = [render(f"{wake_word}, {command}", voice, rng)]
        else:
            parts = [render(wake_word, voice, rng), noise(1.0, 1e-4, rng),
                     render(command, voice, rng)]
        # with babble, seconds of it first: a game's microphone has been listening to
        # the room long before the player speaks, and the end-pointer follows its level
        lead = 0.6 if background is None else 6.0
        clip = np.concatenate([noise(lead, 1e-4, rng), *parts, noise(1.2, 1e-4, rng)])
        if background is not None:
            start = int(rng.integers(0, background.size - clip.size))
            part = background[start : start + clip.size]
            speech = np.concatenate(parts)
            scale = 10 ** ((rms_db(active_part(speech)) - rms_db(part) - babble_db) / 20)
            clip = clip + part * scale
        counted = Counted()
        voice_input = listener(grammar, engine, wake_word, counted)
        voice_input.feed(clip)
        got = [u for u in counted.delivered if not u.rejected]
        wanted = command_key(grammar.parse(command))  # type: ignore[attr-defined]
        ok = len(got) == 1 and command_key(grammar.parse(got[0].text)) == wanted  # type: ignore[attr-defined]
        cases.append({"said": f"{wake_word}{', ' if together else ' ... '}{command}",
                      "voice": voice, "heard": counted.heard,
                      "delivered": [u.text for u in got], "ok": ok})
    missed = [c for c in cases if not c["ok"]]
    return {"babble_db": babble_db, "cases": len(cases), "missed": len(missed),
            "missed_cases": missed}


def people_wakes(grammar: object, engine: object, wake_word: str) -> dict[str, object]:
    """Real people saying *computer* alone (Picovoice's recordings, quiet in their own
    rooms): how many wake the game, each heard by a fresh listener with its own room
    before and after. Development and held-out halves as in run.py."""
    from real_sets import REAL, development, recording

    woken: dict[str, list[bool]] = {"dev": [], "held": []}
    missed = []
    for path in sorted((REAL / "wake-computer").glob("*.wav")):
        counted = Counted()
        listener(grammar, engine, wake_word, counted).feed(recording(path, after=1.5))
        half = "dev" if development(path.stem) else "held"
        woken[half].append(bool(counted.woken))
        if not counted.woken:
            missed.append({"file": path.stem, "heard": counted.heard})
    return {"clips": sum(len(v) for v in woken.values()),
            **{f"woken_{half}": f"{sum(v)}/{len(v)}" for half, v in woken.items()},
            "missed_cases": missed}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=20.0)
    parser.add_argument("--wake-word", default="computer")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-misses", action="store_true")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--engine", default="whisper", help="whisper (bundled) or whisper-tuned")
    args = parser.parse_args()
    from run import build

    grammar = load_grammar("arabian_pots", "en")
    command_set(grammar)  # the benchmark's commands must still parse
    engine = build(args.engine, grammar)
    started = time.perf_counter()
    report: dict[str, object] = {"wake_word": args.wake_word, "engine": engine.name}
    if args.wake_word == "computer":  # the word the real recordings say
        report["people"] = people_wakes(grammar, engine, args.wake_word)
    report["babble"] = false_wakes(grammar, engine, args.wake_word, args.minutes, args.seed)
    if not args.no_misses:
        report["misses_quiet"] = misses(grammar, engine, args.wake_word, args.seed, None)
        report["misses_babble20"] = misses(grammar, engine, args.wake_word, args.seed, 20.0)
    report["wall_s"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=1))
    if args.markdown:
        babble = report["babble"]
        assert isinstance(babble, dict)
        quiet = report.get("misses_quiet", {})
        noisy = report.get("misses_babble20", {})
        print(f"| {args.wake_word} | {babble['minutes']:g} | {babble['utterances']} | "
              f"{babble['false_wakes']} | {babble['per_10_min']} | {babble['false_commands']} | "
              f"{quiet.get('missed', '-')}/{quiet.get('cases', '-')} | "  # type: ignore[union-attr]
              f"{noisy.get('missed', '-')}/{noisy.get('cases', '-')} |")  # type: ignore[union-attr]
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Speech recognition in Spanish and German: the multilingual Whisper model on every
command of a game's grammar in the language, in espeak-ng's voices of the language, in a
quiet room, with hiss, talk of the language and a real kitchen 10 dB below the voice,
against table talk of the language; and, in German, real people's digits.

    .venv/bin/voice-games models install es        # the model, once (both languages)
    .venv/bin/python bench/asr/languages.py --language es --language de --game pots
    .venv/bin/python bench/asr/languages.py --language es --game beads --quick

Writes results/<language>-<game>-whisper[-tuned][-quick].json and -errors.txt (-tuned:
heard with the model tuned on this computer, which the game's engine takes when it is
there; `--engine whisper-bundled` for the model as installed; `--engine whisper-X` for
variants.py's variant X on the installed model, `whisper-tuned-X` on the tuned one);
`--table` prints the README's table from them. Accuracy is on
the parsed move (Bead Trade's lists of pieces as the game counts them), a rejected clip
counting as wrong; every set is reported for the development voices (`*_dev`) and for
the held-out ones (`*_held`) apart: `language_corpus.py`. Table talk is heard as
push-to-talk hears it, where a digit alone is a move (`false_accept*`), and as the open
microphone does (`false_accept*_open_mic`)."""

from __future__ import annotations

import argparse
import glob
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from clips import babble, mix, speak  # noqa: E402
from language_corpus import BABBLE_SENTENCES, DEVELOPMENT_VOICES, TABLE_TALK, VOICES  # noqa: E402
from language_corpus import RATE as SPEECH_RATE  # noqa: E402

from voice_games.grammar import Grammar, Parse, load_grammar  # noqa: E402
from voice_games.session import answers_out_of_context  # noqa: E402
from voice_games.speech.audio import RATE, read_wav, resample, with_noise_floor  # noqa: E402
from voice_games.speech.recognition import CommandKey, Recogniser, command_key  # noqa: E402

RESULTS = Path(__file__).resolve().parent / "results"
REAL = ROOT.parent / "shared" / "data" / "real-dev"
GERMAN_DIGITS = REAL / "german-digits"
KITCHEN = REAL / "noise" / "doing_the_dishes.wav"
CONDITIONS = (("clean", None, 60.0), ("white10", "white", 10.0),
              ("babble10", "babble", 10.0), ("kitchen10", "kitchen", 10.0))
GAMES = {"pots": "arabian_pots", "beads": "beads"}


@dataclass(frozen=True)
class Clip:
    set: str
    samples: np.ndarray
    expected: CommandKey | None  # None: table talk, right only when rejected
    development: bool
    label: str
    answer: bool = False  # said while a question that it answers is open


def game_parts(
    game: str, language: str
) -> tuple[frozenset[str], Callable[[Parse], CommandKey]]:
    """The game's own answer intents, and what a reading means as a move."""
    if game == "beads":
        from beads_corpus import meaning

        from voice_games.games.bead_trade.commands import COLOUR_AFTER_NOUN
        from voice_games.games.bead_trade.play import BeadPlay

        after = language in COLOUR_AFTER_NOUN
        return BeadPlay.answer_intents, lambda parse: meaning(parse, after)
    from voice_games.games.arabian_pots.play import PotsPlay

    return PotsPlay.answer_intents, command_key


def moves_of(game: str) -> Callable[[Parse], bool]:
    """Whether a reading is a move of the game (not a question or a setting: *repite*
    answered changes nothing), at the start of a turn for the pots."""
    if game == "beads":
        from voice_games.games.bead_trade.commands import MOVE_INTENTS

        return lambda parse: parse.intent in MOVE_INTENTS
    from run import is_move, play_view

    view = play_view()
    return lambda parse: is_move(parse, view)


def commands(grammar: Grammar) -> list[str]:
    """Every example of every intent, once: every command family the player is taught."""
    return list(dict.fromkeys(e for intent in grammar.intents for e in intent.examples))


def noise_for(language: str) -> dict[str, np.ndarray | None]:
    kitchen, rate = read_wav(KITCHEN)
    return {
        "white": None,
        "babble": babble(90.0, VOICES[language], BABBLE_SENTENCES[language]),
        "kitchen": resample(kitchen, rate),
    }


def clips(
    grammar: Grammar, language: str, quick: bool, answers: frozenset[str],
    meaning: Callable[[Parse], CommandKey],
) -> Iterator[Clip]:
    voices = VOICES[language][::2] if quick else VOICES[language]
    noise = noise_for(language)
    seed = 0
    if language == "de" and grammar.game == "arabian_pots":
        for index, path in enumerate(sorted(glob.glob(str(GERMAN_DIGITS / "*.wav")))):
            name = Path(path).stem  # de_speaker-SS_trial-T_digit-D
            speaker = int(name.split("_")[1].split("-")[1])
            digit = name.rsplit("-", 1)[1]
            samples, rate = read_wav(path)
            samples = with_noise_floor(
                np.concatenate([np.zeros(2400), resample(samples, rate), np.zeros(4800)])
                .astype(np.float32), -50.0, seed=index,
            )
            yield Clip("real_digits", samples, ("shake", (("position", digit),)),
                       speaker < 3, name)
    for text in commands(grammar):
        parse = grammar.parse(text)
        assert parse is not None, text
        answer = parse.intent in answers
        for voice in voices:
            speech = speak(text, voice, SPEECH_RATE)
            for name, kind, snr in CONDITIONS:
                seed += 1
                yield Clip(name, mix(speech, noise[kind] if kind else None, snr, seed),
                           meaning(parse), voice in DEVELOPMENT_VOICES[language],
                           f"{voice}: {text}", answer)
    talk = TABLE_TALK[language][::2] if quick else TABLE_TALK[language]
    for number, sentence in enumerate(talk):
        voice = voices[number % len(voices)]
        speech = speak(sentence, voice, SPEECH_RATE)
        seed += 1
        development = voice in DEVELOPMENT_VOICES[language]
        yield Clip("table_talk", mix(speech, None, 60.0, seed), None, development,
                   f"{voice}: {sentence}")
        yield Clip("table_talk_babble10", mix(speech, noise["babble"], 10.0, seed), None,
                   development, f"{voice}: {sentence}")


def build(engine: str, grammar: Grammar) -> Recogniser:
    """The game's recogniser for the language, or a Whisper variant of `variants.py` on
    the multilingual model (whisper-noprompt, whisper-once...)."""
    from variants import on_tuned_model, variant

    from voice_games.speech.engines import BUNDLED_WHISPER, make_recogniser, resolve_models_dir
    from voice_games.speech.whisper import multilingual

    if engine in ("whisper", BUNDLED_WHISPER):
        return make_recogniser(engine, grammar)
    if engine.startswith("whisper-tuned-"):  # a variant on the tuned model
        found = on_tuned_model(engine, grammar)
    else:
        folder = multilingual.installed_model(resolve_models_dir())
        found = variant(engine, grammar, folder, multilingual.SHA256) if folder else None
    if found is None:
        raise SystemExit(f"{engine}: no such variant, or no multilingual model installed")
    return found


def measure(
    language: str, game: str, quick: bool, dump: Path | None = None, engine: str = "whisper"
) -> dict[str, object]:
    grammar = load_grammar(GAMES[game], language)
    answers, meaning = game_parts(game, language)
    is_move = moves_of(game)
    before = rss_mb()
    started = time.perf_counter()
    recogniser = build(engine, grammar)
    startup = time.perf_counter() - started
    memory = rss_mb() - before
    if game == "pots":
        from voice_games.games.arabian_pots.view_actions import names_a_line

        recogniser.prefer_allowed(names_a_line)  # type: ignore[attr-defined]
    results: dict[str, list[bool]] = {}
    times: list[float] = []
    errors: list[str] = []
    readings: list[dict[str, object]] = []  # every clip's outcome, for `--dump`
    for clip in clips(grammar, language, quick, answers, meaning):
        # an answer is heard while its question is open, anything else with none open
        excluded = frozenset() if clip.answer else answers_out_of_context(None, answers)
        recogniser.exclude_intents(excluded)  # type: ignore[attr-defined]
        recognition = recogniser.recognise(clip.samples, RATE)
        times.append(recognition.seconds)
        best = recognition.best
        if clip.expected is None:
            ok = best is None
        else:
            ok = best is not None and best.parse is not None and (
                meaning(best.parse) == clip.expected
            )
        readings.append({
            "set": clip.set, "development": clip.development, "ok": ok,
            "command": clip.expected is not None, "label": clip.label,
            "heard": recognition.heard, "reading": recognition.text,
            "confidence": round(recognition.confidence, 3),
            "rejected": recognition.rejected, "seconds": round(recognition.seconds, 3),
        })
        half = "_dev" if clip.development else "_held"
        for name in (clip.set, clip.set + half):
            results.setdefault(name, []).append(ok)
        if clip.expected is None:
            moved = best is not None and best.parse is not None and is_move(best.parse)
            for name in (clip.set + "_moves", clip.set + "_moves" + half):
                results.setdefault(name, []).append(not moved)
        if clip.expected is None:
            # the game's own listening: an open microphone, where a bare digit is no move
            recogniser.listen_for("open")  # type: ignore[attr-defined]
            heard = recogniser.recognise(clip.samples, RATE).best
            recogniser.listen_for("push")  # type: ignore[attr-defined]
            taken = heard is not None and heard.parse is not None and not heard.parse.bare
            for name in (clip.set + "_open_mic", clip.set + "_open_mic" + half):
                results.setdefault(name, []).append(not taken)
        if not ok:
            errors.append(f"{clip.set} [{clip.label}]: heard {recognition.heard!r} -> "
                          f"{recognition.text!r} ({recognition.confidence:.2f})")
    ordered = sorted(times)
    summary: dict[str, object] = {
        "language": language, "game": game, "quick": quick,
        "startup_s": round(startup, 2), "memory_mb": round(memory, 1),
        "latency_median_ms": round(1000 * statistics.median(ordered), 1),
        "latency_p95_ms": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 1),
        "clips": len(times),
    }
    for name, flags in sorted(results.items()):
        rate = 100 * sum(flags) / len(flags)
        if name.startswith("table_talk"):
            summary["false_accept" + name.removeprefix("table_talk")] = round(100 - rate, 1)
        else:
            summary[name] = round(rate, 1)
    summary["counts"] = {name: len(flags) for name, flags in sorted(results.items())}
    summary["load_average"] = [round(x, 2) for x in _load()]
    summary["engine"] = engine
    # the game's engine by what it loaded: the tuned model when one is in the models
    engine = recogniser.name if engine in ("whisper", "whisper-bundled") else engine
    tag = f"{language}-{game}-{engine}" + ("-quick" if quick else "")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{tag}.json").write_text(json.dumps(summary, indent=1))
    (RESULTS / f"{tag}-errors.txt").write_text("\n".join(errors) + "\n")
    if dump is not None:
        with open(dump, "a") as out:
            out.writelines(json.dumps({"language": language, **r}) + "\n" for r in readings)
    return summary


# the table's rows: (label, result key, target)
ROWS = (
    ("quiet room", "clean", ">= 97"),
    ("white noise 10 dB below", "white10", ">= 90"),
    ("talk of the language 10 dB below", "babble10", ">= 90"),
    ("real kitchen 10 dB below", "kitchen10", ""),
    ("real people: German digits alone", "real_digits", ""),
    ("table talk taken, push-to-talk (as a move)", "false_accept", "<= 2 as a move"),
    ("table talk taken, open microphone", "false_accept_open_mic", ""),
    ("table talk in babble 10 dB taken, open microphone", "false_accept_babble10_open_mic",
     ""),
)


def table(quick: bool) -> str:
    """The README's table from the results: for each language and game, the model as
    it came and the tuned one (`bundled -> tuned`), development / held-out voices in
    brackets."""
    suffix = "-quick" if quick else ""
    columns = [(language, game) for game in ("pots", "beads") for language in ("es", "de")]
    found = {}
    for language, game in columns:
        for engine in ("whisper", "whisper-tuned"):
            path = RESULTS / f"{language}-{game}-{engine}{suffix}.json"
            found[language, game, engine] = json.loads(path.read_text()) if path.exists() else {}

    def cell(result: dict[str, object], key: str) -> str:
        if key not in result:
            return "-"
        text = f"{result[key]} ({result.get(key + '_dev', '-')} / {result.get(key + '_held', '-')})"
        moves = key.removesuffix("_open_mic") + "_moves"
        if key == "false_accept" and moves in result:
            text += f" ({result[moves]})"
        return text

    names = {"es": "Spanish", "de": "German", "pots": "pots", "beads": "Bead Trade"}
    lines = ["| set: all (development / held-out voices) | "
             + " | ".join(f"{names[lang]}, {names[game]}" for lang, game in columns)
             + " | target |",
             "|---" * (len(columns) + 2) + "|"]
    for label, key, target in ROWS:
        cells = []
        for language, game in columns:
            bundled = found[language, game, "whisper"]
            tuned = found[language, game, "whisper-tuned"]
            cells.append(f"{cell(bundled, key)} -> {cell(tuned, key)}"
                         if key in bundled or key in tuned else "-")
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {target} |")
    for label, key in (("decode median / p95 (ms)", "latency"), ("load average", "load")):
        cells = []
        for language, game in columns:
            pair = []
            for engine in ("whisper", "whisper-tuned"):
                result = found[language, game, engine]
                if key == "latency" and result:
                    median, p95 = result["latency_median_ms"], result["latency_p95_ms"]
                    pair.append(f"{median:.0f} / {p95:.0f}")
                elif result:
                    pair.append(f"{result['load_average'][0]:.1f}")  # type: ignore[index]
            cells.append(" -> ".join(pair) or "-")
        target = "p95 < 300" if key == "latency" else ""
        lines.append(f"| {label} | " + " | ".join(cells) + f" | {target} |")
    return "\n".join(lines)


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _load() -> tuple[float, float, float]:
    import os

    return os.getloadavg()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--language", action="append", choices=sorted(VOICES))
    parser.add_argument("--game", action="append", choices=sorted(GAMES))
    parser.add_argument("--quick", action="store_true",
                        help="half the voices (one development, one held out), half the talk")
    parser.add_argument("--engine", default="whisper",
                        help="whisper (the game's), or a variant of variants.py "
                             "(whisper-tuned-X: variant whisper-X on the tuned model)")
    parser.add_argument("--dump", type=Path, default=None,
                        help="append every clip's outcome to this JSON-lines file")
    parser.add_argument("--table", action="store_true",
                        help="print the README's table from the recorded results")
    args = parser.parse_args()
    if args.table:
        print(table(args.quick))
        return 0
    for language in args.language or sorted(VOICES):
        for game in args.game or ["pots"]:
            print(json.dumps(measure(language, game, args.quick, args.dump, args.engine)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

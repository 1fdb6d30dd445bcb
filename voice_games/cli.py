"""The `voice-games` command.

voice-games play GAME [options]      play a game (`voice-games play --help` lists them)
voice-games play --resume [FILE]     go on with a saved game, of any game
voice-games sounds | devices         hear the pot sounds; list sound devices
voice-games recognize | mic-test | models    speech recognition tools
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from voice_games import registry
from voice_games.catalogue import (
    LANGUAGES,
    SPOKEN_LANGUAGES,
    Catalogue,
    catalogue,
    locale_language,
)
from voice_games.config import Settings, saves_dir
from voice_games.core import SpeakableError
from voice_games.files import discard_unfinished_write
from voice_games.game import Game
from voice_games.inputs import InputSource, LineInput, QueueInput
from voice_games.output import Output, SpeechOutput, TextOutput, TextWithSounds
from voice_games.savegame import SavedGame
from voice_games.session import Session, TableOptions

# the options are read before a language is chosen: their help (`--help`) is in English
HELP = catalogue("en")
LEVELS = ("easy", "medium", "expert")
# the modules that add subcommands, and the subcommands each adds: one whose import fails
# still lists them, and says why they cannot run
PLUGIN_MODULES = {
    "voice_games.audio.commands": ("sounds", "devices"),
    "voice_games.speech.commands": ("recognize", "mic-test", "models"),
}


class UsageError(SpeakableError):
    """A problem with the options: one sentence for the player, from the catalogue."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voice-games", description=HELP("opt-about")
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = commands.add_parser("play", help=HELP("opt-play"))
    add_play_options(play)
    play.set_defaults(func=play_command, game=None)
    games = play.add_subparsers(dest="game_name", metavar="GAME")
    for game in registry.games():
        one = games.add_parser(
            game.aliases[0],
            aliases=list(game.aliases[1:]),
            help=HELP("opt-play-game", game=game.title),
        )
        add_play_options(one)
        game.add_options(one)
        one.set_defaults(func=play_command, game=game)
    for module_name, names in PLUGIN_MODULES.items():
        try:
            module = importlib.import_module(module_name)
        except ImportError as error:
            for name in names:
                broken = commands.add_parser(name, help=HELP("opt-cannot-run", reason=str(error)))
                broken.add_argument("given", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
                broken.set_defaults(func=cannot_run, reason=str(error), name=name)
            continue
        module.register(commands)
    return parser


def cannot_run(args: argparse.Namespace) -> int:
    """A subcommand whose module could not be imported: the reason, and a failure."""
    words = catalogue(table_language(None, Settings.load(), remember=False))
    print(words("command-cannot-run", name=args.name, reason=args.reason))
    return 1


def add_play_options(play: argparse.ArgumentParser) -> None:
    """The options of every game's table (a game adds its rules' own)."""
    seats = play.add_argument_group(HELP("opt-group-seats"))
    seats.add_argument("--humans", type=int, default=None, help=HELP("opt-humans"))
    seats.add_argument(
        "--bots", default="0", help=HELP("opt-bots")
    )
    seats.add_argument("--level", choices=LEVELS, default="medium", help=HELP("opt-level"))
    seats.add_argument("--seed", type=int, default=None, help=HELP("opt-seed"))
    io = play.add_argument_group(HELP("opt-group-io"))
    io.add_argument("--input", choices=("voice", "keys", "text"), default=None)
    io.add_argument("--output", choices=("speech", "text"), default="speech")
    io.add_argument(
        "--lang", choices=LANGUAGES, default=None,
        help=HELP("opt-lang"),
    )
    io.add_argument("--describe-sounds", action="store_true", help=HELP("opt-describe-sounds"))
    io.add_argument(
        "--no-sound",
        action="store_true",
        help=HELP("opt-no-sound"),
    )
    io.add_argument("--keypad", action="store_true", default=None, help=HELP("opt-keypad"))
    io.add_argument("--rate", type=int, default=None, help=HELP("opt-rate"))
    io.add_argument("--voice", default=None, help=HELP("opt-voice"))
    io.add_argument("--verbosity", choices=("full", "short"), default=None)
    io.add_argument("--device", default=None, help=HELP("opt-device"))
    io.add_argument("--audio-out", default=None, help=HELP("opt-audio-out"))
    io.add_argument("--rendering", choices=("headphones", "speakers"), default=None)
    io.add_argument("--sound-volume", type=float, default=None, help=HELP("opt-sound-volume"))
    io.add_argument("--earcon-volume", type=float, default=None, help=HELP("opt-earcon-volume"))
    io.add_argument(
        "--earcons-off",
        default=None,
        help=HELP("opt-earcons-off"),
    )
    io.add_argument("--listen", choices=("open", "push", "wake"), default="open")
    io.add_argument("--wake-word", default="computer", help=HELP("opt-wake-word"))
    io.add_argument("--engine", default=None, help=HELP("opt-engine"))
    io.add_argument("--mic", default=None, help=HELP("opt-mic"))
    io.add_argument(
        "--no-early-answers",
        action="store_true",
        help=HELP("opt-no-early-answers"),
    )
    io.add_argument(
        "--no-tuning",
        action="store_true",
        help=HELP("opt-no-tuning"),
    )
    table = play.add_argument_group(HELP("opt-group-table"))
    table.add_argument(
        "--secrets",
        choices=("auto", "typed"),
        default="auto",
        help=HELP("opt-secrets"),
    )
    table.add_argument("--hints", action="store_true", help=HELP("opt-hints"))
    table.add_argument("--strict", action="store_true", help=HELP("opt-strict"))
    table.add_argument("--no-history", action="store_true", help=HELP("opt-no-history"))
    table.add_argument(
        "--confirm",
        choices=("always", "voice", "never"),
        default="voice",
        help=HELP("opt-confirm"),
    )
    table.add_argument(
        "--grace", type=float, default=2.0, help=HELP("opt-grace")
    )
    table.add_argument(
        "--bot-pause", type=float, default=None, help=HELP("opt-bot-pause")
    )
    table.add_argument(
        "--private-channel", action="append", default=[], metavar="[SEAT=]PATH",
        help=HELP("opt-private-channel"),
    )
    table.add_argument(
        "--max-idle",
        type=float,
        default=None,
        help=HELP("opt-max-idle"),
    )
    saving = play.add_argument_group(HELP("opt-group-saving"))
    saving.add_argument("--save", default=None, help=HELP("opt-save"))
    saving.add_argument(
        "--resume",
        nargs="?",
        const="",
        default=None,
        help=HELP("opt-resume"),
    )


def parse_bots(text: str, level: str) -> list[str]:
    text = text.strip().lower()
    if text.isdigit():
        return [level] * int(text)
    levels = [part.strip() for part in text.split(",") if part.strip()]
    for name in levels:
        if name not in LEVELS:
            raise UsageError("no-level", level=name)
    return levels


def seat_kinds(
    game: Game, humans: int, bot_levels: list[str], language: str = "en"
) -> tuple[list[str], list[str | None]]:
    total = humans + len(bot_levels)
    low, high = game.seat_range
    if not low <= total <= high:
        title = registry.title(game, language)
        raise UsageError("seats-out-of-range", game=title, low=low, high=high, total=total)
    if humans < 0:
        raise UsageError("humans-negative")
    kinds = ["human"] * humans + ["bot"] * len(bot_levels)
    levels: list[str | None] = [None] * humans + list(bot_levels)
    return kinds, levels


def table_language(given: str | None, settings: Settings, remember: bool = True) -> str:
    """The language the game speaks: the one asked for with --lang, else the one the
    player's settings remember, else the system locale's. A language chosen either way
    is remembered for next time; the pseudo-language, a translator's check, is not."""
    remembered = settings.language if settings.language in SPOKEN_LANGUAGES else ""
    language = given or remembered or locale_language(os.environ)
    if remember and language in SPOKEN_LANGUAGES and language != settings.language:
        settings.language = language
        settings.save()
    return language


def make_output(
    args: argparse.Namespace, settings: Settings, text: TextOutput, words: Catalogue
) -> tuple[Output, Any]:
    """Speech, or text, with the game's sounds on the mixer when it can run. In text the
    rattles and signal sounds still play, beside the player's own screen reader. Without
    a sound device the game goes on in text, with one sentence saying why."""
    if args.output == "text" and args.no_sound and not args.audio_out:
        return text, None
    try:
        from voice_games.audio.mixer import open_mixer
    except ImportError:
        text.say(words("no-sound-installed"))
        return text, None
    mixer = open_mixer(args.device, args.audio_out)
    message = words(mixer.fallback[0], **mixer.fallback[1]) if mixer.fallback else None
    if message and not args.audio_out:
        text.say(message)
        mixer.close()
        return text, None
    out: Output | None = None
    if args.output == "speech":
        from voice_games.speech.tts import EspeakSynthesiser, SpeechUnavailable, voice_for

        try:
            voice = voice_for(words.language, settings.voice)
            synth = EspeakSynthesiser(voice=voice, rate=settings.rate)
            out = SpeechOutput(synth, mixer, settings, echo=text)
        except SpeechUnavailable as error:
            text.say(error.speak(words.language))
    if out is None:
        out = TextWithSounds(text, mixer)
    if message:
        out.say(message)
    return out, mixer


def make_sounds(
    game: Game, mixer: Any, settings: Settings, seed: int, no_sound: bool, language: str
) -> Any:
    if mixer is None or no_sound:
        return None
    try:
        return game.sounds(mixer, settings, seed, language)
    except ImportError:
        return None


def make_input(
    args: argparse.Namespace,
    out: Output,
    text: TextOutput,
    settings: Settings,
    grammar: Any,
    words: Catalogue,
    tunes: bool = False,
) -> tuple[InputSource, Any]:
    """The input the options ask for; `tunes`: whether a game by voice starts the
    recogniser's tuning to the game (`Game.speech_tuning`)."""
    kind = args.input
    if kind is None:
        kind = "keys" if (sys.stdin.isatty() and args.output == "speech") else "text"
    if kind == "keys":
        if not sys.stdin.isatty():
            text.say(words("keys-need-terminal"))
            return LineInput(), None
        from voice_games.keyboard import KeyInput, KeyMapper

        mapper = KeyMapper(keypad=settings.keypad, words=words)
        return KeyInput(mapper, out.say, on_key=out.stop_speech), None
    if kind == "voice":
        return make_voice_input(args, text, grammar, settings, words, out, tunes)
    return LineInput(), None


def make_voice_input(
    args: argparse.Namespace, text: TextOutput, grammar: Any, settings: Settings,
    words: Catalogue, out: Output | None = None, tunes: bool = False,
) -> tuple[InputSource, Any]:
    """Voice commands into the game's queue. On headphones the microphone stays open
    while the game speaks, so the player can interrupt it; on loudspeakers it is closed
    while the game speaks, so the game never hears itself."""
    from voice_games.inputs import InputItem

    try:
        from voice_games.speech.listen import VoiceInput, make_recogniser
    except ImportError:
        text.say(words("no-recognition-installed"))
        return LineInput(), None
    queue_input = QueueInput()

    def on_utterance(utterance: Any) -> None:
        queue_input.put(InputItem(utterance.text, "voice", utterance))

    from voice_games.speech.recognition import EngineUnavailable

    try:
        recogniser = make_recogniser(args.engine, grammar, on_status=text.say)
    except EngineUnavailable as error:
        text.say(words("recogniser-unavailable-typed", reason=error.speak(words.language)))
        return LineInput(), None
    voice = VoiceInput(
        grammar,
        recogniser,
        device=args.mic,
        mode=args.listen,
        wake_word=args.wake_word,
        on_utterance=on_utterance,
        on_status=text.say,
        headphones=settings.rendering == "headphones",
        early=not getattr(args, "no_early_answers", False),
    )
    if voice.fallback_message:
        text.say(voice.fallback_message)
        return LineInput(), None
    if tunes and recogniser.name == "whisper" and args.engine in (None, "whisper") and (
        not getattr(args, "no_tuning", False)
    ):
        # heard by the bundled model, which loud rooms defeat: the tuned one is built
        # beside the game, which takes it up between two utterances once it is there
        try:
            take_up_tuned_model(grammar, voice, (out or text).say, words=words)
        except Exception:  # the game plays on with the bundled model whatever happens here
            pass
    voice.start()
    return queue_input, voice


def take_up_tuned_model(
    grammar: Any,
    voice: Any,
    say: Callable[[str], None],
    options: Sequence[str] = (),
    words: Catalogue | None = None,
) -> None:
    """Start the background tuning (or hear how far it is), and hear with its model as
    soon as it is built. `options` go to `voice-games models tune`."""
    from voice_games.speech.engines import make_recogniser, resolve_models_dir
    from voice_games.speech.tuning import background

    directory = resolve_models_dir()
    background.on_game_start(grammar, directory, say, options)
    if not background.running(directory, grammar):
        return
    voice.give_way_while_hearing(background.GivingWay(directory, grammar).hearing)

    def take_up() -> None:
        try:
            tuned = make_recogniser(None, grammar, directory)
            if tuned.name != "whisper-tuned":
                return
            voice.use_recogniser(tuned)
        except Exception:  # whatever stops the tuned model, the bundled one goes on
            return
        say((words or catalogue("en"))("tuned-taken-up"))

    background.when_built(directory, grammar, take_up)


def play_command(args: argparse.Namespace) -> int:
    settings = Settings.load()
    language = table_language(args.lang, settings)
    words = catalogue(language)
    text = TextOutput(words=words)
    try:
        apply_setting_options(args, settings)
        game, saved, path = choose_game(args, language)
    except SpeakableError as error:  # a usage, a save or a game name: one sentence
        text.say(error.speak(language))
        return 2
    discard_unfinished_write(path)
    out, mixer = make_output(args, settings, text, words)
    sounds = make_sounds(game, mixer, settings, args.seed or 0, args.no_sound, language)
    inputs, voice = make_input(
        args, out, text, settings, game.grammar(language), words,
        tunes=getattr(game, "speech_tuning", False),
    )
    if voice is not None and isinstance(out, SpeechOutput):
        out.on_speaking = voice.set_game_speaking
    try:
        session = build_session(game, args, saved, path, out, inputs, settings, sounds, language)
    except SpeakableError as error:
        out.say(error.speak(language))
        out.close()
        return 2
    if args.private_channel:
        from voice_games.private_channel import open_private_channels

        session.private_channels = open_private_channels(args.private_channel, session)
    if voice is not None:
        session.exclude_intents = voice.exclude_intents
        session.prefer_allowed = voice.prefer_allowed
        session.hearing = voice.hearing
    if isinstance(out, SpeechOutput) and sounds is not None:
        sounds.speak = spoken_number(game, out, language)
    try:
        return session.run(resumed=saved is not None)
    finally:
        if voice is not None:
            voice.stop()
        out.wait_idle(timeout=60)
        out.close()
        close_sounds = getattr(sounds, "close", None)
        if close_sounds is not None:
            close_sounds()  # a game's background sounds (a round's clock) end with it
        if mixer is not None:
            mixer.close()


def choose_game(
    args: argparse.Namespace, language: str = "en"
) -> tuple[Game, SavedGame | None, Path]:
    """The game to play, the save to go on with (None for a new game), and where the
    game saves itself. `--resume` without a game goes on with the last game saved.
    What is said of a game names it in `language`."""
    game: Game | None = args.game
    if args.resume is not None:
        if args.resume:
            path = Path(args.resume)
        elif game is not None:
            path = default_save_path(game)
        else:
            path = last_save_path()
        saved = SavedGame.read(path)
        try:
            saved_game = registry.find(saved.game)
        except registry.UnknownGame:
            raise UsageError("save-of-unknown-game", path=str(path), game=saved.game) from None
        if game is not None and game is not saved_game:
            raise UsageError(
                "save-of-other-game",
                path=str(path),
                game=registry.title(saved_game, language),
                wanted=registry.title(game, language),
            )
        return saved_game, saved, path
    if game is None:
        raise UsageError("which-game", games=registry.choices(language))
    return game, None, Path(args.save) if args.save else default_save_path(game)


def spoken_number(game: Game, out: SpeechOutput, language: str) -> Any:
    """The tour's numbers, in the game's own voice, at the mixer's rate."""
    from voice_games.audio.mixer import SAMPLE_RATE
    from voice_games.speech.tts import to_mixer_rate

    def speak(number: int) -> Any:
        samples = out.synth.synthesise(game.spoken_number(number, language))
        return to_mixer_rate(samples, out.synth.sample_rate, SAMPLE_RATE)

    return speak


def build_session(
    game: Game,
    args: argparse.Namespace,
    saved: SavedGame | None,
    path: Path,
    out: Output,
    inputs: InputSource,
    settings: Settings,
    sounds: Any,
    language: str = "en",
) -> Session:
    if saved is not None:
        session = Session.from_saved(
            saved, game, language, out=out, inputs=inputs, settings=settings, save_path=path,
            sounds=sounds,
        )
        unlike = options_unlike_save(game, args, session)
        if unlike:
            listed = session.words.join(unlike)
            out.say(session.words("save-options-unused", count=len(unlike), options=listed))
        return session
    bot_levels = parse_bots(args.bots, args.level)
    humans = args.humans if args.humans is not None else 1
    kinds, levels = seat_kinds(game, humans, bot_levels, language)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    try:
        rules = game.rules_from_options(args, len(kinds), seed)
    except SpeakableError:
        raise
    except ValueError as error:
        raise UsageError(str(error)) from None
    spoken = args.output == "speech"
    options = TableOptions(
        describe_sounds=args.describe_sounds,
        history=not (args.strict or args.no_history),
        hints=(humans == 1 or args.hints) and not args.strict,
        secrets=args.secrets,
        confirm=args.confirm,
        grace=args.grace if args.input == "voice" else 0.0,
        bot_pause=args.bot_pause if args.bot_pause is not None else (1.0 if spoken else 0.0),
        verbose=settings.verbosity == "full",
        max_idle=args.max_idle,
        language=language,
        pace=getattr(args, "pace", None),
    )
    return Session(
        game=game,
        rules=rules,
        kinds=kinds,
        levels=levels,
        out=out,
        inputs=inputs,
        options=options,
        settings=settings,
        save_path=path,
        sounds=sounds,
    )


def options_unlike_save(game: Game, args: argparse.Namespace, session: Session) -> list[str]:
    """The options given with --resume that the saved game contradicts."""
    unlike = []
    humans = sum(kind == "human" for kind in session.kinds)
    if args.humans is not None and args.humans != humans:
        unlike.append(f"--humans {args.humans}")
    bots = [level for kind, level in zip(session.kinds, session.levels, strict=True)
            if kind == "bot"]
    if args.bots not in ("0", str(len(bots))) and parse_bots(args.bots, args.level) != bots:
        unlike.append(f"--bots {args.bots}")
    if args.seed is not None and args.seed != getattr(session.rules, "seed", args.seed):
        unlike.append(f"--seed {args.seed}")
    if args.game is not None:
        unlike += game.options_unlike(args, session.rules)
    return unlike


def apply_setting_options(args: argparse.Namespace, settings: Settings) -> None:
    """Options given on the command line are remembered for next time."""
    changed = False
    for option, attribute in (("sound_volume", "sound_volume"), ("earcon_volume", "earcon_volume")):
        value = getattr(args, option, None)
        if value is not None:
            setattr(settings, attribute, min(2.0, max(0.0, value)))
            changed = True
    if getattr(args, "earcons_off", None) is not None:
        settings.earcons_off = parse_earcons(args.earcons_off)
        changed = True
    for option, attribute in (
        ("rate", "rate"),
        ("voice", "voice"),
        ("keypad", "keypad"),
        ("verbosity", "verbosity"),
        ("rendering", "rendering"),
    ):
        value = getattr(args, option, None)
        if value is not None:
            setattr(settings, attribute, value)
            changed = True
    if changed:
        settings.save()


def parse_earcons(text: str) -> list[str]:
    from voice_games.audio.earcons import EARCON_NAMES

    names = [part.strip().lower() for part in text.split(",") if part.strip()]
    if names == ["all"]:
        return list(EARCON_NAMES)
    if names in ([], ["none"]):
        return []
    unknown = [name for name in names if name not in EARCON_NAMES]
    if unknown:
        raise UsageError("no-earcon", name=unknown[0], names=", ".join(EARCON_NAMES))
    return names


def default_save_path(game: Game) -> Path:
    """Each game keeps its own save."""
    return saves_dir() / f"{game.save_name}.json"


def last_save_path() -> Path:
    """The save of the game played last (the newest of the games' own saves)."""
    paths = [default_save_path(game) for game in registry.games()]
    existing = [path for path in paths if path.exists()]
    return max(existing, key=lambda p: p.stat().st_mtime) if existing else paths[0]


def hold_closed_standard_streams() -> None:
    """Give a standard stream the program was started without (`<&-`, `>&-`) the null
    device, so that no file the game opens later (the save) takes its number and
    receives what a sound library or a speech program writes there. Python has already
    set sys.stdin or sys.stdout to None for it, which the game reads as closed."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            try:
                null = os.open(os.devnull, os.O_RDWR)
            except OSError:
                return
            if null != fd:
                os.dup2(null, fd)
                os.close(null)


def main(argv: list[str] | None = None) -> int:
    # Ctrl-C at any moment, even while the games and their grammars load, ends the
    # program quietly (130, as a shell expects), never with a traceback
    try:
        hold_closed_standard_streams()
        parser = build_parser()
        args = parser.parse_args(argv)
        if getattr(args, "func", None) is None:
            parser.print_help()
            return 2
        return int(args.func(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    from voice_games.program import run

    run()

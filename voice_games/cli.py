"""The `voice-games` command.

voice-games play pots [options]      play The Arabian Pots
voice-games play --resume [FILE]     go on with a saved game
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

from voice_games.config import Settings, saves_dir
from voice_games.games.arabian_pots.engine import MAX_SEATS, PotsRules, Variant
from voice_games.inputs import InputSource, LineInput, QueueInput
from voice_games.output import Output, SpeechOutput, TextOutput
from voice_games.savegame import SavedGame, SaveError
from voice_games.session import PotsSession, TableOptions

GAMES = {"pots": "arabian_pots", "arabian-pots": "arabian_pots", "arabian_pots": "arabian_pots"}
LEVELS = ("easy", "medium", "expert")
PLUGIN_MODULES = ("voice_games.audio.commands", "voice_games.speech.commands")


class UsageError(Exception):
    """A problem with the options; the message is one sentence for the player."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voice-games", description="Voice-first tabletop games that need no screen."
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    play = commands.add_parser("play", help="play a game")
    add_play_options(play)
    play.set_defaults(func=play_command)
    for module_name in PLUGIN_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        register = getattr(module, "register", None)
        if register is not None:
            register(commands)
    return parser


def add_play_options(play: argparse.ArgumentParser) -> None:
    play.add_argument("game", nargs="?", default="pots", help="the game: pots (The Arabian Pots)")
    seats = play.add_argument_group("seats")
    seats.add_argument("--humans", type=int, default=None, help="humans at this table (hot seat)")
    seats.add_argument(
        "--bots", default="0", help="computer players: a number, or levels like easy,expert"
    )
    seats.add_argument("--level", choices=LEVELS, default="medium", help="level of all bots")
    rules = play.add_argument_group("rules")
    rules.add_argument("--variant", choices=[v.value for v in Variant], default="basic")
    rules.add_argument("--seed", type=int, default=None, help="the same seed deals the same game")
    rules.add_argument("--rows-only", action="store_true", help="only rows may be claimed")
    rules.add_argument("--max-rounds", type=int, default=100, help="a draw after this many")
    io = play.add_argument_group("input and output")
    io.add_argument("--input", choices=("voice", "keys", "text"), default=None)
    io.add_argument("--output", choices=("speech", "text"), default="speech")
    io.add_argument("--describe-sounds", action="store_true", help="name each sound in words")
    io.add_argument("--keypad", action="store_true", default=None, help="digits as a keypad")
    io.add_argument("--rate", type=int, default=None, help="speech rate, words a minute")
    io.add_argument("--voice", default=None, help="espeak-ng voice, e.g. gmw/en-US")
    io.add_argument("--verbosity", choices=("full", "short"), default=None)
    io.add_argument("--device", default=None, help="sound output device, name or number")
    io.add_argument("--audio-out", default=None, help="also write all sound to this WAV file")
    io.add_argument("--rendering", choices=("headphones", "speakers"), default=None)
    io.add_argument("--sound-volume", type=float, default=None, help="pot sounds, 0 to 2")
    io.add_argument("--earcon-volume", type=float, default=None, help="signal sounds, 0 to 2")
    io.add_argument(
        "--earcons-off",
        default=None,
        help="signal sounds to switch off, e.g. understood,your_turn; 'all' or 'none'",
    )
    io.add_argument("--listen", choices=("open", "push", "wake"), default="open")
    io.add_argument("--wake-word", default="computer", help="the word that starts a command")
    io.add_argument("--engine", default=None, help="speech recogniser (default: measured best)")
    io.add_argument("--mic", default=None, help="microphone device, name or number")
    io.add_argument(
        "--no-early-answers",
        action="store_true",
        help="act on a spoken command only after a longer pause, never at the first short one",
    )
    io.add_argument(
        "--no-tuning",
        action="store_true",
        help="do not tune the recogniser to the game in the background (it hears loud rooms "
        "better once tuned)",
    )
    table = play.add_argument_group("table")
    table.add_argument(
        "--secrets",
        choices=("auto", "typed"),
        default="auto",
        help="hot seat: the computer makes secret swaps, or you type them unseen",
    )
    table.add_argument("--hints", action="store_true", help="allow hints at a table of humans")
    table.add_argument("--strict", action="store_true", help="no hints and no history")
    table.add_argument("--no-history", action="store_true", help="no history command")
    table.add_argument(
        "--confirm",
        choices=("always", "voice", "never"),
        default="voice",
        help="ask before a claim is made; never: no question about a move heard unsurely either",
    )
    table.add_argument(
        "--grace", type=float, default=2.0, help="seconds in which a spoken swap can be cancelled"
    )
    table.add_argument(
        "--bot-pause", type=float, default=None, help="seconds before a computer player moves"
    )
    table.add_argument(
        "--max-idle",
        type=float,
        default=None,
        help="save and leave after this many seconds without a command",
    )
    saving = play.add_argument_group("saving")
    saving.add_argument("--save", default=None, help="save file (default: in your data folder)")
    saving.add_argument(
        "--resume",
        nargs="?",
        const="",
        default=None,
        help="go on with a saved game (default: the last one)",
    )


def parse_bots(text: str, level: str) -> list[str]:
    text = text.strip().lower()
    if text.isdigit():
        return [level] * int(text)
    levels = [part.strip() for part in text.split(",") if part.strip()]
    for name in levels:
        if name not in LEVELS:
            raise UsageError(f"There is no computer level {name!r}: use easy, medium or expert.")
    return levels


def seat_kinds(humans: int, bot_levels: list[str]) -> tuple[list[str], list[str | None]]:
    total = humans + len(bot_levels)
    if not 1 <= total <= MAX_SEATS:
        raise UsageError(f"The Arabian Pots takes 1 to {MAX_SEATS} seats in all, not {total}.")
    if humans < 0:
        raise UsageError("The number of humans cannot be negative.")
    kinds = ["human"] * humans + ["bot"] * len(bot_levels)
    levels: list[str | None] = [None] * humans + list(bot_levels)
    return kinds, levels


def make_output(
    args: argparse.Namespace, settings: Settings, text: TextOutput
) -> tuple[Output, Any]:
    """Speech on the mixer when it can run; otherwise text, with one sentence saying why."""
    if args.output == "text" and not args.audio_out:
        return text, None
    try:
        from voice_games.audio.mixer import open_mixer
    except ImportError:
        text.say("Sound is not available in this installation, so the game goes on in text.")
        return text, None
    mixer = open_mixer(args.device, args.audio_out)
    message = getattr(mixer, "fallback_message", None)
    if message and not args.audio_out:
        text.say(message)
        return text, None
    if args.output == "text":
        if message:
            text.say(message)
        return text, mixer
    from voice_games.speech.tts import EspeakSynthesiser, SpeechUnavailable

    try:
        synth = EspeakSynthesiser(voice=settings.voice, rate=settings.rate)
    except SpeechUnavailable as error:
        text.say(str(error))
        if message:
            text.say(message)
        return text, mixer
    return SpeechOutput(synth, mixer, settings, echo=text), mixer


def make_sounds(mixer: Any, settings: Settings, seed: int) -> Any:
    if mixer is None:
        return None
    try:
        from voice_games.games.arabian_pots.sounds import EventSounds
    except ImportError:
        return None
    return EventSounds(mixer, settings, seed)


def make_input(
    args: argparse.Namespace, out: Output, text: TextOutput, settings: Settings, grammar: Any
) -> tuple[InputSource, Any]:
    kind = args.input
    if kind is None:
        kind = "keys" if (sys.stdin.isatty() and args.output == "speech") else "text"
    if kind == "keys":
        if not sys.stdin.isatty():
            text.say("Keys need a terminal, so commands are read as lines of text.")
            return LineInput(), None
        from voice_games.keyboard import KeyInput, KeyMapper

        return KeyInput(KeyMapper(keypad=settings.keypad), out.say, on_key=out.stop_speech), None
    if kind == "voice":
        return make_voice_input(args, text, grammar, settings, out)
    return LineInput(), None


def make_voice_input(
    args: argparse.Namespace, text: TextOutput, grammar: Any, settings: Settings,
    out: Output | None = None,
) -> tuple[InputSource, Any]:
    """Voice commands into the game's queue. On headphones the microphone stays open
    while the game speaks, so the player can interrupt it; on loudspeakers it is closed
    while the game speaks, so the game never hears itself."""
    from voice_games.inputs import InputItem

    try:
        from voice_games.speech.listen import VoiceInput, make_recogniser
    except ImportError:
        text.say("Speech recognition is not installed, so commands are read as lines of text.")
        return LineInput(), None
    queue_input = QueueInput()

    def on_utterance(utterance: Any) -> None:
        queue_input.put(InputItem(utterance.text, "voice", utterance))

    from voice_games.speech.recognition import EngineUnavailable

    try:
        recogniser = make_recogniser(args.engine, grammar, on_status=text.say)
    except EngineUnavailable as error:
        text.say(f"{error} Commands are read as lines of text.")
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
    if recogniser.name == "whisper" and args.engine in (None, "whisper") and not getattr(
        args, "no_tuning", False
    ):
        # heard by the bundled model, which loud rooms defeat: the tuned one is built
        # beside the game, which takes it up between two utterances once it is there
        try:
            take_up_tuned_model(grammar, voice, (out or text).say)
        except Exception:  # the game plays on with the bundled model whatever happens here
            pass
    voice.start()
    return queue_input, voice


def take_up_tuned_model(
    grammar: Any, voice: Any, say: Callable[[str], None], options: Sequence[str] = ()
) -> None:
    """Start the background tuning (or hear how far it is), and hear with its model as
    soon as it is built. `options` go to `voice-games models tune`."""
    from voice_games.speech.engines import make_recogniser, resolve_models_dir
    from voice_games.speech.tuning import background

    directory = resolve_models_dir()
    background.on_game_start(grammar, directory, say, options)
    if not background.running(directory, grammar):
        return

    def take_up() -> None:
        try:
            tuned = make_recogniser(None, grammar, directory)
            if tuned.name != "whisper-tuned":
                return
            voice.use_recogniser(tuned)
        except Exception:  # whatever stops the tuned model, the bundled one goes on
            return
        say("I have learnt to hear this game's commands in noisy rooms, and hear with that "
            "from now on.")

    background.when_built(directory, grammar, take_up)


def play_command(args: argparse.Namespace) -> int:
    settings = Settings.load()
    text = TextOutput()
    try:
        apply_setting_options(args, settings)
        if args.resume is not None:
            path = Path(args.resume) if args.resume else default_save_path()
            saved = SavedGame.read(path)
            if saved.game != "arabian_pots":
                raise UsageError(
                    f"{path} is a saved game of {saved.game}, which this version cannot play."
                )
        else:
            if args.game.lower() not in GAMES:
                raise UsageError(f"There is no game {args.game!r}. Try: voice-games play pots.")
            saved, path = None, Path(args.save) if args.save else default_save_path()
    except (UsageError, SaveError) as error:
        text.say(str(error))
        return 2
    out, mixer = make_output(args, settings, text)
    sounds = make_sounds(mixer, settings, args.seed or 0)
    from voice_games.games.arabian_pots.commands import grammar as pots_grammar

    inputs, voice = make_input(args, out, text, settings, pots_grammar())
    if voice is not None and isinstance(out, SpeechOutput):
        out.on_speaking = voice.set_game_speaking
    try:
        session = build_session(args, saved, path, out, inputs, settings, sounds)
    except UsageError as error:
        text.say(str(error))
        return 2
    if voice is not None:
        session.exclude_intents = voice.exclude_intents
        session.prefer_allowed = voice.prefer_allowed
    if isinstance(out, SpeechOutput):
        announce_fallbacks(out, mixer)
        if sounds is not None:
            sounds.speak = spoken_number(out)
    try:
        return session.run(resumed=saved is not None)
    finally:
        if voice is not None:
            voice.stop()
        out.wait_idle(timeout=60)
        out.close()
        if mixer is not None:
            mixer.close()


def spoken_number(out: SpeechOutput) -> Any:
    """The tour's numbers, in the game's own voice, at the mixer's rate."""
    from voice_games.audio.mixer import SAMPLE_RATE
    from voice_games.games.arabian_pots.board import number_word
    from voice_games.speech.tts import to_mixer_rate

    def speak(position: int) -> Any:
        samples = out.synth.synthesise(number_word(position))
        return to_mixer_rate(samples, out.synth.sample_rate, SAMPLE_RATE)

    return speak


def announce_fallbacks(out: SpeechOutput, mixer: Any) -> None:
    message = getattr(mixer, "fallback_message", None)
    if message:
        out.say(message)


def build_session(
    args: argparse.Namespace,
    saved: SavedGame | None,
    path: Path,
    out: Output,
    inputs: InputSource,
    settings: Settings,
    sounds: Any,
) -> PotsSession:
    if saved is not None:
        return PotsSession.from_saved(
            saved, out=out, inputs=inputs, settings=settings, save_path=path, sounds=sounds
        )
    bot_levels = parse_bots(args.bots, args.level)
    humans = args.humans if args.humans is not None else 1
    kinds, levels = seat_kinds(humans, bot_levels)
    seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
    rules = PotsRules(
        seats=len(kinds),
        variant=Variant(args.variant),
        seed=seed,
        rows_only=args.rows_only,
        max_rounds=args.max_rounds,
    )
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
    )
    return PotsSession(
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
        raise UsageError(
            f"There is no signal sound {unknown[0]!r}: choose from {', '.join(EARCON_NAMES)}."
        )
    return names


def default_save_path() -> Path:
    return saves_dir() / "arabian-pots.json"


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "func", None) is None:
        parser.print_help()
        return 2
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())

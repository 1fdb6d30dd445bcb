"""Command-line subcommands about sound: `sounds` (a game's sounds in a WAV file) and
`devices`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import numpy as np

from voice_games.catalogue import catalogue

from .devices import describe_devices, list_output_devices
from .earcons import EARCON_NAMES, earcon
from .mixer import SAMPLE_RATE, WavSink, offline_mixer
from .spatial import RENDERINGS

# the options are read before a language is chosen: their help is in English
HELP = catalogue("en")
_GAP_SECONDS = 0.25


def register(subparsers: Any) -> None:
    """Add `sounds` and `devices` to an argparse subparsers object."""
    from voice_games import registry

    games = registry.games()
    sounds = subparsers.add_parser(
        "sounds",
        help=HELP("opt-sound-sounds"),
        description=HELP("opt-sound-sounds-about"),
    )
    sounds.add_argument(
        "--game", default=games[0].aliases[0] if games else None,
        choices=[alias for game in games for alias in game.aliases],
        help=HELP("opt-sound-game"),
    )
    sounds.add_argument("--out", type=Path, default=None, help=HELP("opt-sound-out"))
    sounds.add_argument(
        "--rendering", choices=RENDERINGS, default="headphones", help=HELP("opt-sound-rendering")
    )
    sounds.add_argument("--seed", type=int, default=None, help=HELP("opt-sound-seed"))
    sounds.set_defaults(func=run_sounds)

    devices = subparsers.add_parser("devices", help=HELP("opt-sound-devices"))
    devices.set_defaults(func=run_devices)


def render_demo(game: Any, out: Path, rendering: str, seed: int | None) -> None:
    """Write `game`'s demonstration to `out`, rendered offline (exact timing, faster than
    real time), with a short gap after each sound, then every signal sound."""
    mixer = offline_mixer(WavSink(out), clocked=False)
    silence = np.zeros(int(_GAP_SECONDS * SAMPLE_RATE), dtype=np.float32)

    def pause() -> None:
        mixer.wait()
        mixer.play(silence)
        mixer.wait()

    for play_sound in game.sound_demo(mixer, rendering, seed):
        play_sound()
        pause()
    for name in EARCON_NAMES:
        mixer.play(earcon(name), "earcons")
        pause()
    mixer.close()


def run_sounds(args: argparse.Namespace) -> int:
    from voice_games import registry

    game = registry.find(args.game)
    out = args.out or Path(f"{game.aliases[0]}-sounds.wav")
    try:
        render_demo(game, out, args.rendering, args.seed)
    except OSError as exc:
        print(f"Cannot write {out}: {exc.strerror or exc}.")
        return 1
    print(f"Wrote the sounds of {game.title} ({args.rendering}) to {out}.")
    return 0


def run_devices(args: argparse.Namespace) -> int:
    devices = list_output_devices()
    print(describe_devices(devices))
    return 0 if devices else 1

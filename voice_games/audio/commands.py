"""Command-line subcommands about sound: `sounds` (a demo WAV) and `devices`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import numpy as np

from .devices import describe_devices, list_output_devices
from .earcons import EARCON_NAMES
from .mixer import SAMPLE_RATE, WavSink, offline_mixer
from .rattles import SOUND_KINDS
from .soundscape import PotsSoundscape
from .spatial import RENDERINGS

_GAP_SECONDS = 0.25


def register(subparsers: Any) -> None:
    """Add `sounds` and `devices` to an argparse subparsers object."""
    sounds = subparsers.add_parser(
        "sounds",
        help="write a demo of the pots' sounds, each group at each position, to a WAV file",
        description="Render every sound group shaken at each of the nine positions (1-9, "
        "reading order from the top-left), a public swap, the hidden swap and the earcons.",
    )
    sounds.add_argument("--out", type=Path, default=Path("pots-sounds.wav"), help="WAV file")
    sounds.add_argument(
        "--rendering", choices=RENDERINGS, default="headphones", help="spatial rendering"
    )
    sounds.add_argument("--seed", type=int, default=None, help="seed for the random shakes")
    sounds.set_defaults(func=run_sounds)

    devices = subparsers.add_parser("devices", help="list the sound output devices")
    devices.set_defaults(func=run_devices)


def render_demo(out: Path, rendering: str, seed: int | None) -> None:
    """Write the demo to `out`, rendered offline (exact timing, faster than real time)."""
    mixer = offline_mixer(WavSink(out), clocked=False)
    scape = PotsSoundscape(mixer, rendering, seed=seed)
    silence = np.zeros(int(_GAP_SECONDS * SAMPLE_RATE), dtype=np.float32)

    def pause() -> None:
        mixer.wait()
        mixer.play(silence)
        mixer.wait()

    for group in SOUND_KINDS:
        for position in range(1, 10):
            scape.shake(position, group)
            pause()
    scape.slide(1, 3)
    pause()
    scape.slide(3, 9)
    pause()
    scape.secret_swap()
    pause()
    scape.tour()
    pause()
    for name in EARCON_NAMES:
        scape.earcon(name)
        pause()
    mixer.close()


def run_sounds(args: argparse.Namespace) -> int:
    try:
        render_demo(args.out, args.rendering, args.seed)
    except OSError as exc:
        print(f"Cannot write {args.out}: {exc.strerror or exc}.")
        return 1
    print(f"Wrote the pots' sounds ({args.rendering}) to {args.out}.")
    return 0


def run_devices(args: argparse.Namespace) -> int:
    devices = list_output_devices()
    print(describe_devices(devices))
    return 0 if devices else 1

"""Earcons: short signals that tell a player what happened without words.

Each is built from a few notes with its own contour, rhythm and timbre so that none can
be taken for another or for a rattle: rising for good news, falling for bad, buzzing for
a refusal. They are fixed (the same every time) because a signal must be learnt once.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from .dsp import SAMPLE_RATE, FloatArray, apply_response, lowpass_response

EARCON_NAMES: tuple[str, ...] = (
    "your_turn",
    "understood",
    "not_understood",
    "illegal",
    "secret_swap",
    "lost_turn",
    "win",
)

_LEVEL = 0.3


def _note(freq: float, seconds: float, harmonics: tuple[float, ...], decay: float) -> FloatArray:
    """A plucked or struck note: harmonics with falling weights, fast attack, exp. decay."""
    t = np.arange(int(seconds * SAMPLE_RATE)) / SAMPLE_RATE
    wave = sum(
        (w * np.sin(2 * np.pi * freq * (k + 1) * t) for k, w in enumerate(harmonics)),
        np.zeros_like(t),
    )
    attack = np.minimum(1.0, t / 0.004)
    release = np.minimum(1.0, (seconds - t) / 0.01)
    return wave * attack * release * np.exp(-t / decay)


def _sequence(notes: list[tuple[float, FloatArray]]) -> FloatArray:
    """Notes placed at start times (seconds), overlapping where they ring on."""
    end = max(int(start * SAMPLE_RATE) + n.size for start, n in notes)
    out = np.zeros(end)
    for start, n in notes:
        s = int(start * SAMPLE_RATE)
        out[s : s + n.size] += n
    return out


_BELL = (1.0, 0.0, 0.3, 0.0, 0.1)
_SOFT = (1.0, 0.25, 0.06)
_BUZZ = tuple(1.0 / k if k % 2 else 0.0 for k in range(1, 16))  # square-like


def _your_turn() -> FloatArray:
    return _sequence(
        [(0.0, _note(784.0, 0.16, _BELL, 0.1)), (0.12, _note(1047.0, 0.3, _BELL, 0.15))]
    )


def _understood() -> FloatArray:
    return _note(1568.0, 0.07, _SOFT, 0.03)


def _not_understood() -> FloatArray:
    return _sequence([(0.0, _note(440.0, 0.14, _SOFT, 0.2)), (0.17, _note(370.0, 0.2, _SOFT, 0.2))])


def _illegal() -> FloatArray:
    buzz = _note(155.0, 0.12, _BUZZ, 1.0)
    return _sequence([(0.0, buzz), (0.17, buzz)])


def _secret_swap() -> FloatArray:
    # a rising whoosh: noise whose brightness climbs, "something moved out of sight"
    rng = np.random.default_rng(7)
    n = int(0.45 * SAMPLE_RATE)
    t = np.arange(n) / n
    noise = rng.standard_normal(n)
    dull = apply_response(noise, lowpass_response(500.0, 2))
    bright = apply_response(noise, lowpass_response(4000.0, 2))
    return (dull * (1 - t) + bright * t) * np.sin(np.pi * t) ** 2 * 0.5


def _lost_turn() -> FloatArray:
    return _sequence(
        [
            (0.0, _note(659.0, 0.16, _SOFT, 0.25)),
            (0.16, _note(554.0, 0.16, _SOFT, 0.25)),
            (0.32, _note(440.0, 0.35, _SOFT, 0.25)),
        ]
    )


def _win() -> FloatArray:
    notes = [
        (0.11 * k, _note(f, 0.9 - 0.11 * k, _BELL, 0.35))
        for k, f in enumerate((523.0, 659.0, 784.0))
    ]
    notes.append((0.33, _note(1047.0, 0.8, _BELL, 0.4)))
    return _sequence(notes)


_BUILDERS = {
    "your_turn": _your_turn,
    "understood": _understood,
    "not_understood": _not_understood,
    "illegal": _illegal,
    "secret_swap": _secret_swap,
    "lost_turn": _lost_turn,
    "win": _win,
}


@cache
def _earcon(name: str) -> np.ndarray:
    sound = _BUILDERS[name]()
    sound = sound * (_LEVEL / float(np.max(np.abs(sound))))
    stereo = np.repeat(sound.astype(np.float32)[:, None], 2, axis=1)
    stereo.setflags(write=False)  # cached and shared: nobody may alter it
    return stereo


def earcon(name: str) -> np.ndarray:
    """The earcon `name` (one of EARCON_NAMES), centred stereo float32, always the same."""
    if name not in _BUILDERS:
        raise ValueError(f"unknown earcon {name!r}; expected one of {EARCON_NAMES}")
    return _earcon(name)

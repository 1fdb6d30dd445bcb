"""Short struck sounds of small things, for any game: a small hard piece clicking onto a
box, a heavier figure set down on one, a wooden bar, a ceramic bowl and a clock's tick.

Each is a contact (an excitation as long as the two surfaces touch: a fraction of a
millisecond for hard little things, a few milliseconds for a heavy one with a soft base)
ringing a few resonant modes, the same modal idea as the rattles (`rattles.py`) with
one collision instead of a stream. A short contact excites high modes and sounds as a
click; a long one only the low modes, a knock. Sounds that vary (`bead_click`, `knock`)
draw from a numpy Generator, so no two clicks are alike; the others are always the same,
as a signal must be.

Every function returns mono float64 at 44.1 kHz, peak-normalised to the level asked.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .dsp import (
    SAMPLE_RATE,
    FloatArray,
    apply_response,
    fade_out,
    mixed_response,
    resonator_response,
)

CLICK_SECONDS = 0.06
CLICK_LEVEL = 0.35
KNOCK_SECONDS = 0.4
KNOCK_LEVEL = 0.45
TICK_LEVEL = 0.05
FASTEST_CLICKS_SECONDS = 0.1
"""Clicks of a train never come closer than this (before their small jitter): faster, a
listener hears a rattle instead of pieces to count."""
SLOWEST_CLICKS_SECONDS = 0.16

_CLICK_ENERGY_FRAMES = 300
_CLICK_CREST = 0.38
"""A click's peak is about 1/0.38 of its RMS over its first 300 samples: with these, a
click's peak comes out near the level asked."""

Mode = tuple[float, float, float]  # frequency (Hz), pole radius, weight

_BEAD_MODES: tuple[Mode, ...] = ((2700.0, 0.9965, 1.0), (4300.0, 0.996, 0.7), (6500.0, 0.995, 0.4))
_KNOCK_MODES: tuple[Mode, ...] = (
    (300.0, 0.997, 0.6),
    (650.0, 0.997, 1.0),
    (1100.0, 0.996, 0.6),
    (1900.0, 0.995, 0.3),
)


def _normalised(x: FloatArray, level: float) -> FloatArray:
    top = float(np.max(np.abs(x)))
    return x * (level / top) if top > 0 else x


def _ring(excitation: FloatArray, modes: Sequence[Mode], length: int) -> FloatArray:
    """`excitation` through parallel resonators, cut to `length` samples and faded."""
    response = mixed_response([(w, resonator_response(f, r)) for f, r, w in modes])
    return fade_out(apply_response(excitation, response)[:length].copy(), 220)


def _contact(length: int, samples: int, start: int = 0) -> FloatArray:
    """A raised-cosine push `samples` long: the force while two things touch."""
    x = np.zeros(length)
    samples = max(2, min(samples, length - start))
    x[start : start + samples] = np.hanning(samples)
    return x


def bead_click(rng: np.random.Generator, level: float = CLICK_LEVEL) -> FloatArray:
    """One small ceramic bead set down on a ceramic box: a hard contact of a fraction of
    a millisecond ringing a few high, quickly damped modes (a bright "tk"). Size and the
    spot it lands on change a little every time, and so do its pitch and loudness."""
    n = int(CLICK_SECONDS * SAMPLE_RATE)
    contact = int(rng.integers(6, 13))
    excitation = _contact(n, contact) * (1.0 + 0.5 * rng.standard_normal(n))
    size = rng.uniform(0.9, 1.1)
    modes = [(f * size, r, w * rng.uniform(0.7, 1.0)) for f, r, w in _BEAD_MODES]
    x = _ring(excitation, modes, n)
    # by energy, not peak: clicks of one train must sound equally loud to be counted
    energy = float(np.sqrt(np.sum(x * x) / _CLICK_ENERGY_FRAMES))
    gain = level * 10 ** (rng.uniform(-1.0, 1.0) / 20.0) * _CLICK_CREST
    return x * (gain / energy) if energy > 0 else x


def click_spacing(count: int) -> float:
    """Seconds between the clicks of `count` pieces set down one by one: unhurried for a
    few, quicker for many, so a handful stays countable and many never take long."""
    return float(min(SLOWEST_CLICKS_SECONDS, max(FASTEST_CLICKS_SECONDS, 1.2 / max(1, count))))


def click_train(
    rng: np.random.Generator, count: int, level: float = CLICK_LEVEL
) -> tuple[FloatArray, list[int]]:
    """`count` beads set down one after another by hand (spacing a little uneven), and
    the sample at which each click starts."""
    if count < 1:
        raise ValueError(f"a click train needs at least one click, not {count}")
    spacing = click_spacing(count) * SAMPLE_RATE
    onsets = [int(0.01 * SAMPLE_RATE)]
    for _ in range(count - 1):
        onsets.append(onsets[-1] + int(spacing * rng.uniform(0.85, 1.15)))
    clicks = [bead_click(rng, level) for _ in range(count)]
    return at_times([(start, click) for start, click in zip(onsets, clicks, strict=True)]), onsets


def knock(rng: np.random.Generator, pitch: float = 1.0, level: float = KNOCK_LEVEL) -> FloatArray:
    """A small, heavy figure set down on a hollow box: a soft contact of a few
    milliseconds (only the box's low modes answer: a "thunk"), and the faint second
    touch of the figure settling on its base. `pitch` scales the modes and shortens the
    touch: below 1 a heavier, bigger figure (lower and duller), above 1 a lighter one."""
    n = int(KNOCK_SECONDS * SAMPLE_RATE)
    first = int(rng.uniform(0.002, 0.0028) / pitch * SAMPLE_RATE)  # lighter: a shorter touch
    settle = int(rng.uniform(0.015, 0.03) * SAMPLE_RATE)
    excitation = _contact(n, first) + rng.uniform(0.2, 0.35) * _contact(n, int(first * 0.7), settle)
    modes = [(f * pitch * rng.uniform(0.97, 1.03), r, w) for f, r, w in _KNOCK_MODES]
    x = _ring(excitation, modes, n)
    return _normalised(x, level * 10 ** (rng.uniform(-1.0, 1.0) / 20.0))


def wood_note(
    freq: float, seconds: float = 0.3, level: float = 0.3, rise: float = 1.0
) -> FloatArray:
    """A note of a small wooden bar struck with a soft mallet: the fundamental and the
    bar's tuned overtone four times higher, which dies first. `rise`: the pitch glides up
    by this ratio over the first 80 ms, as a voice rises at a question."""
    t = np.arange(int(seconds * SAMPLE_RATE)) / SAMPLE_RATE
    f = freq * (1.0 + (rise - 1.0) * np.minimum(1.0, t / 0.08))
    phase = 2 * np.pi * np.cumsum(f) / SAMPLE_RATE
    wave = np.sin(phase) * np.exp(-t / 0.09) + 0.3 * np.sin(4 * phase) * np.exp(-t / 0.025)
    attack = np.minimum(1.0, t / 0.002)
    return fade_out(_normalised(wave * attack, level), 220)


_BOWL_PARTIALS = ((1.0, 1.0, 1.0), (2.71, 0.45, 0.6), (5.13, 0.2, 0.35))
"""(ratio to the fundamental, weight, decay relative to the fundamental's)."""


def bowl_strike(freq: float, seconds: float = 1.0, level: float = 0.4) -> FloatArray:
    """A small ceramic bowl struck once: inharmonic partials, each a pair of slightly
    detuned modes (a round bowl is never quite round) that beat slowly as it rings."""
    t = np.arange(int(seconds * SAMPLE_RATE)) / SAMPLE_RATE
    decay = seconds / 4.0
    wave = np.zeros_like(t)
    for ratio, weight, relative in _BOWL_PARTIALS:
        f = freq * ratio
        pair = np.sin(2 * np.pi * f * t) + np.sin(2 * np.pi * f * 1.003 * t)
        wave += weight * pair * np.exp(-t / (decay * relative))
    attack = np.minimum(1.0, t / 0.001)
    return fade_out(_normalised(wave * attack, level), 441)


def clock_tick(level: float = TICK_LEVEL) -> FloatArray:
    """The tick of a small clock: a dry, short, mid-high click, always the same."""
    n = int(0.03 * SAMPLE_RATE)
    x = _ring(_contact(n, 8), ((1900.0, 0.995, 1.0), (3800.0, 0.993, 0.5)), n)
    return _normalised(x, level)


def at_times(parts: Sequence[tuple[int, FloatArray]]) -> FloatArray:
    """Mono sounds starting at sample offsets, summed (they may overlap)."""
    if not parts:
        return np.zeros(0)
    end = max(start + part.shape[0] for start, part in parts)
    out = np.zeros(end)
    for start, part in parts:
        out[start : start + part.shape[0]] += part
    return out


def seconds_apart(*sounds: FloatArray, gap: float) -> FloatArray:
    """Sounds one after another, each starting `gap` seconds after the one before."""
    step = int(gap * SAMPLE_RATE)
    return at_times([(k * step, sound) for k, sound in enumerate(sounds)])

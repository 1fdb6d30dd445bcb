"""Board sounds other than rattles: a piece sliding, the hidden swap, the tour's tap."""

from __future__ import annotations

from functools import cache

import numpy as np

from .dsp import SAMPLE_RATE, FloatArray, apply_response, lowpass_response, resonator_response
from .spatial import Place, glide, spatialise

SLIDE_SECONDS = 0.7
_SLIDE_LEVEL = 0.12  # soft: a slide must never be taken for a rattle


def slide_sound(rng: np.random.Generator, seconds: float = SLIDE_SECONDS) -> FloatArray:
    """A clay pot dragged over a wooden board: band-limited friction noise whose roughness
    flickers (the base catching on the grain), swelling in and dying out, mono."""
    n = int(seconds * SAMPLE_RATE)
    t = np.arange(n) / SAMPLE_RATE
    noise = rng.standard_normal(n)
    friction = apply_response(noise, lowpass_response(1800.0, 2)) - apply_response(
        noise, lowpass_response(300.0, 2)
    )
    flicker = 1.0 + 0.35 * np.sin(2 * np.pi * rng.uniform(18, 30) * t + rng.uniform(0, 6.3))
    envelope = np.minimum(1.0, t / 0.08) * np.minimum(1.0, (seconds - t) / 0.15) ** 2
    x = friction * flicker * envelope
    return x * (_SLIDE_LEVEL / float(np.max(np.abs(x))))


def moving_slide(
    rng: np.random.Generator, start: Place, end: Place, rendering: str
) -> np.ndarray:
    """One piece sliding from `start` to `end`, stereo."""
    return glide(slide_sound(rng), start, end, rendering)


def public_swap(rng: np.random.Generator, a: Place, b: Place, rendering: str) -> np.ndarray:
    """Two pieces exchanging places: the first slides a -> b, then the second b -> a, a
    little lower in pitch, so the listener follows two distinct movements."""
    first = moving_slide(rng, a, b, rendering)
    second_mono = slide_sound(rng)
    # a slightly larger pot: resample down by 8 % so the second slide sounds lower
    src = np.arange(0, second_mono.size - 1, 0.92)
    second = glide(np.interp(src, np.arange(second_mono.size), second_mono), b, a, rendering)
    offset = int(0.55 * SAMPLE_RATE)
    out = np.zeros((max(first.shape[0], offset + second.shape[0]), 2), dtype=np.float32)
    out[: first.shape[0]] += first
    out[offset : offset + second.shape[0]] += second
    return out


@cache
def _secret_swap_mono() -> FloatArray:
    rng = np.random.default_rng(1234)  # fixed: the sound must not vary with anything
    a = slide_sound(rng, 0.6)
    b = slide_sound(rng, 0.6)
    out = np.zeros(int(1.0 * SAMPLE_RATE))
    out[: a.size] += a
    out[int(0.35 * SAMPLE_RATE) : int(0.35 * SAMPLE_RATE) + b.size] += b
    # muffled, as if under a cloth: the others look away and hear only that it happened
    return apply_response(out, lowpass_response(700.0, 2))[: out.size]


@cache
def secret_swap_sound(rendering: str) -> np.ndarray:
    """The hidden swap: the same sound every time, placed in the middle of the board, so it
    reveals nothing about which pots moved."""
    sound = spatialise(_secret_swap_mono(), Place(0.0, 1.0), rendering)
    sound.setflags(write=False)
    return sound


@cache
def _tap_mono() -> FloatArray:
    # a fingertip tap on the rim of a pot: a short click ringing a clay mode
    n = int(0.12 * SAMPLE_RATE)
    click = np.zeros(n)
    click[:40] = np.hanning(40)
    tap = apply_response(click, resonator_response(1150.0, 0.997))[:n]
    tap += 0.5 * apply_response(click, resonator_response(2300.0, 0.995))[:n]
    return tap * (0.35 / float(np.max(np.abs(tap))))


def locator_sound(place: Place, rendering: str) -> np.ndarray:
    """A tour's tap at `place`: identical everywhere apart from where it is heard."""
    return spatialise(_tap_mono(), place, rendering)

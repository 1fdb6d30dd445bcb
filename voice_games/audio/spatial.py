"""Placing a sound where its pot stands on the 3x3 board.

Columns set the direction: left, centre and right are 45 degrees left, straight ahead and
45 degrees right. Rows set the distance: the top row is far from the players, the bottom
row (at the notch) is near. Generic head models are poor at up/down, so distance is given
by cues that work on headphones and loudspeakers alike: the direct sound falls 5 dB per
row while the room's reverberation stays (so the dry-to-reverb ratio falls 5 dB too),
and far sounds lose some treble.

Two renderings:

- ``headphones``: a spherical-head model. Woodworth's interaural time difference and
  Brown & Duda's one-pole head-shadow filter per ear; because a head barely shadows low
  frequencies (a ball's knock would sound almost centred), the lows are also panned.
- ``speakers``: constant-power panning and no time differences, which on loudspeakers
  would only smear the image.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Literal

import numpy as np
from numpy.typing import NDArray

from .dsp import (
    SAMPLE_RATE,
    ComplexArray,
    FloatArray,
    Grid,
    apply_response,
    fft_size,
    grid,
    lowpass_response,
    trim_silence,
)

Rendering = Literal["headphones", "speakers"]
RENDERINGS: tuple[Rendering, ...] = ("headphones", "speakers")

SIDE_AZIMUTH_DEG = 45.0
ROW_STEP_DB = 5.0
REVERB_SEND_DB = -17.0  # reverberation level against the near row's direct sound
HEAD_RADIUS_M = 0.0875
SPEED_OF_SOUND = 343.0
_SPEAKER_PAN_WIDTH = 0.85  # a side column is not hard-panned: one speaker alone sounds thin
_LOW_PAN_WIDTH = 0.45
_LOW_PAN_CROSSOVER_HZ = 1500.0
_PAD = 128  # samples of headroom for the interaural delay


@dataclass(frozen=True)
class Place:
    """A point on the board in continuous coordinates, so sounds can glide between pots.

    `azimuth_deg`: negative left, positive right. `row`: 0 far (top) .. 2 near (bottom)."""

    azimuth_deg: float
    row: float


def between(a: Place, b: Place, fraction: float) -> Place:
    return Place(
        a.azimuth_deg + (b.azimuth_deg - a.azimuth_deg) * fraction,
        a.row + (b.row - a.row) * fraction,
    )


def check_rendering(rendering: str) -> Rendering:
    if rendering not in RENDERINGS:
        raise ValueError(f"rendering must be one of {RENDERINGS}, not {rendering!r}")
    return rendering  # type: ignore[return-value]


def _pan_gains(pan: float) -> tuple[float, float]:
    """Constant-power gains for pan -1 (left) .. 1 (right), scaled so centre is 1 and 1."""
    angle = (pan + 1.0) * np.pi / 4.0
    return float(np.cos(angle) * np.sqrt(2.0)), float(np.sin(angle) * np.sqrt(2.0))


def _distance_gain(place: Place) -> float:
    return float(10 ** (-ROW_STEP_DB * (2.0 - place.row) / 20.0))


def _distance_lowpass(omega: FloatArray, place: Place) -> FloatArray:
    # first order: 6 kHz for the far row, 12 kHz in the middle, 24 kHz (nothing) near
    wc = 2.0 * np.pi * 6000.0 * 2.0**place.row / SAMPLE_RATE
    return 1.0 / np.sqrt(1.0 + (omega / wc) ** 2)


def woodworth_itd(azimuth_deg: float) -> float:
    """Seconds by which the far ear lags; positive when the source is on the right."""
    phi = np.radians(azimuth_deg)
    return float(HEAD_RADIUS_M / SPEED_OF_SOUND * (phi + np.sin(phi)))


def _head_shadow(omega: FloatArray, angle_from_ear_deg: float) -> NDArray[np.complex128]:
    """Brown & Duda (1998) head shadow for an ear `angle_from_ear_deg` away from the
    source: a treble boost facing it, a treble cut behind the head."""
    alpha_min, theta_min = 0.1, 150.0
    alpha = (1 + alpha_min / 2) + (1 - alpha_min / 2) * np.cos(
        np.radians(angle_from_ear_deg / theta_min * 180.0)
    )
    w0 = SPEED_OF_SOUND / HEAD_RADIUS_M / SAMPLE_RATE  # radians per sample
    return (1 + 1j * alpha * omega / (2 * w0)) / (1 + 1j * omega / (2 * w0))


def _ear_responses(g: Grid, place: Place, rendering: Rendering) -> np.ndarray:
    """(bins, 2) complex responses of the direct path to the left and right ear/speaker."""
    omega = g.omega
    common = _distance_gain(place) * _distance_lowpass(omega, place)
    sine = np.sin(np.radians(place.azimuth_deg)) / np.sin(np.radians(SIDE_AZIMUTH_DEG))
    if rendering == "speakers":
        gl, gr = _pan_gains(sine * _SPEAKER_PAN_WIDTH)
        return np.stack([common * gl, common * gr], axis=1).astype(np.complex128)
    itd = woodworth_itd(place.azimuth_deg) * SAMPLE_RATE
    delays = (max(itd, 0.0), max(-itd, 0.0))  # the ear away from the source hears it later
    low = 1.0 / (1.0 + (omega / (2 * np.pi * _LOW_PAN_CROSSOVER_HZ / SAMPLE_RATE)) ** 2)
    pans = _pan_gains(sine * _LOW_PAN_WIDTH)
    ears = []
    for ear_azimuth, delay, pan in zip((-90.0, 90.0), delays, pans, strict=True):
        shadow = _head_shadow(omega, abs(place.azimuth_deg - ear_azimuth))
        low_pan = 1.0 + low * (pan - 1.0)
        ears.append(common * low_pan * shadow * np.exp(-1j * omega * delay))
    return np.stack(ears, axis=1)


def direct_path(mono: NDArray[np.floating], place: Place, rendering: Rendering) -> FloatArray:
    """The dry sound at `place`, stereo, `_PAD` samples longer than the input."""
    n = mono.shape[0] + _PAD
    size = fft_size(n)
    spectrum = np.fft.rfft(np.asarray(mono, dtype=np.float64), size)
    responses = _ear_responses(grid(size), place, rendering).T
    return np.fft.irfft(spectrum * responses, size, axis=1)[:, :n].T


_ALLPASSES = ((113, 0.6), (337, 0.6), (769, 0.5))
ALLPASS_TAIL = 9000  # samples until the all-passes' ringing is below -60 dB


def _allpass_chain(omega: FloatArray) -> NDArray[np.complex128]:
    """Schroeder all-passes in series: flat magnitude, scrambled phase."""
    z = np.exp(-1j * omega)
    total = np.ones(omega.shape, dtype=np.complex128)
    for delay, g in _ALLPASSES:
        zm = z**delay
        total *= (-g + zm) / (1 - g * zm)
    return total


@cache
def room_impulse_response() -> FloatArray:
    """A small, slightly damped room (RT60 0.45 s) as decaying noise, mono, unit energy;
    fixed, so a sound's reverberation never betrays a random state."""
    rng = np.random.default_rng(20150)
    length = int(0.5 * SAMPLE_RATE)
    t = np.arange(length) / SAMPLE_RATE
    envelope = np.exp(-6.91 * t / 0.45) * np.minimum(1.0, t / 0.01)
    pre_delay = int(0.008 * SAMPLE_RATE)
    ir = np.zeros(length + pre_delay)
    ir[pre_delay:] = rng.standard_normal(length) * envelope
    ir = apply_response(ir, lowpass_response(4000.0))  # walls absorb treble: a darker tail
    ir = trim_silence(ir, -60.0)  # the rest is inaudible and would only cost time
    ir = ir / np.sqrt(np.sum(ir**2))
    ir.setflags(write=False)
    return ir


@cache
def _room_spectrum(size: int) -> ComplexArray:
    """The room's stereo response on an FFT grid of `size` (sizes come from a short
    ladder): the plain reverberation, and the same through all-pass filters applied on
    this very grid. The two are decorrelated (the room sounds wide and does not bias
    interaural cues) yet carry exactly the same energy at every frequency."""
    left = np.fft.rfft(room_impulse_response(), size)
    spectrum = np.stack([left, left * _allpass_chain(grid(size).omega)], axis=1)
    spectrum.setflags(write=False)
    return spectrum


def _room_gains(place: Place) -> np.ndarray:
    # early reflections lean a little toward the source's side
    sine = np.sin(np.radians(place.azimuth_deg)) / np.sin(np.radians(SIDE_AZIMUTH_DEG))
    return 10 ** (REVERB_SEND_DB / 20.0) * np.array(_pan_gains(sine * 0.5))


@lru_cache(maxsize=64)
def _total_response(
    size: int, place: Place, rendering: Rendering, dry: bool, wet: bool
) -> np.ndarray:
    """Dry plus reverberant response on an FFT grid. Cached: the nine pots stand still and
    FFT sizes come from a short ladder, so a shake costs only its transforms."""
    g = grid(size)
    response = np.zeros((g.omega.size, 2), dtype=np.complex128)
    if dry:
        response += _ear_responses(g, place, rendering)
    if wet:
        room = _room_spectrum(size)
        # reverberation is decorrelated between the ears only as far as the source is to
        # one side: the dry sound and its echo interfere, and only identical echoes in both
        # ears keep a centred tone (a ringing metal piece) exactly centred
        width = min(1.0, abs(np.sin(np.radians(place.azimuth_deg))) / np.sin(np.radians(45.0)))
        left, right = _room_gains(place)
        response[:, 0] += room[:, 0] * left
        response[:, 1] += (room[:, 0] * (1.0 - width) + room[:, 1] * width) * right
    # one row per ear (numpy transforms rows faster than columns); complex64 halves the
    # memory at an error far below hearing
    response = np.ascontiguousarray(response.T, dtype=np.complex64)
    response.setflags(write=False)
    return response


def rendered_frames(frames: int) -> int:
    """Frames of a placed sound (reverberation included) made from `frames` of mono."""
    return frames + room_impulse_response().shape[0] + ALLPASS_TAIL


_prepared: dict[tuple[int, Place, Rendering, bool, bool], np.ndarray] = {}
"""Responses asked for by `prepare`: a few per place and rendering (about 0.7 MB each)."""


def _rendered(
    mono: NDArray[np.floating],
    place: Place,
    rendering: str,
    dry: bool,
    wet: bool,
    fft_frames: int = 0,
    single: bool = False,
) -> NDArray[np.floating]:
    """Dry and/or reverberant sound in one pass: one forward FFT, one inverse per ear.
    `single`: transform in float32 (the error, below 1e-6 of full scale, is far below
    hearing; it halves the memory traffic, which is most of a placement's cost)."""
    render = check_rendering(rendering)
    n = rendered_frames(mono.shape[0])
    size = fft_size(max(n, fft_frames))
    key = (size, place, render, dry, wet)
    response = _prepared.get(key)
    if response is None:
        response = _total_response(*key)
    spectrum = np.fft.rfft(np.asarray(mono, dtype=np.float32 if single else np.float64), size)
    return np.fft.irfft(spectrum * response, size, axis=1)[:, :n].T


def room(mono: NDArray[np.floating], place: Place) -> FloatArray:
    """The reverberation of a sound at `place`, stereo, as long as the input plus the
    room's tail."""
    return np.asarray(_rendered(mono, place, "speakers", dry=False, wet=True), np.float64)


def spatial_parts(
    mono: NDArray[np.floating], place: Place, rendering: str
) -> tuple[FloatArray, FloatArray]:
    """(dry, reverb) stereo parts of equal length; their sum is `spatialise`'s result."""
    return (
        np.asarray(_rendered(mono, place, rendering, dry=True, wet=False), np.float64),
        np.asarray(_rendered(mono, place, rendering, dry=False, wet=True), np.float64),
    )


def spatialise(
    mono: NDArray[np.floating],
    place: Place,
    rendering: str,
    reverb: bool = True,
    fft_frames: int = 0,
) -> np.ndarray:
    """A mono sound placed at `place`: float32 (n, 2).

    `fft_frames`: transform on an FFT of at least `rendered_frames(fft_frames)` points.
    Sounds of one kind whose lengths vary a little then share one FFT size, so one cached
    response per place (see `prepare`) instead of a slow first use of each new size."""
    if not reverb:
        return direct_path(mono, place, check_rendering(rendering)).astype(np.float32)
    at_least = rendered_frames(fft_frames) if fft_frames else 0
    placed = _rendered(mono, place, rendering, True, True, at_least, single=True)
    return np.ascontiguousarray(placed, np.float32)


def prepare(place: Place, rendering: str, fft_frames: int) -> None:
    """Compute and cache what `spatialise(..., fft_frames=fft_frames)` needs at `place`,
    so that the first sound placed there costs no more than the next (a cold response
    takes tens of milliseconds, a cached one nothing)."""
    key = (fft_size(rendered_frames(fft_frames)), place, check_rendering(rendering), True, True)
    if key not in _prepared:
        # kept for good: the cache behind it also serves slides from place to place,
        # which over a long game would push the pots' own responses out
        _prepared[key] = _total_response(*key)


def _ease(fraction: float) -> float:
    """Ease in and out: the pot is picked up, carried and set down."""
    return float(0.5 - 0.5 * np.cos(np.pi * fraction))


def glide(mono: NDArray[np.floating], start: Place, end: Place, rendering: str) -> np.ndarray:
    """A sound that moves from `start` to `end` over its length.

    Rendered in overlapping Hann-windowed blocks, each placed a little further along; the
    windows sum to one, so a stationary sound comes out unchanged in level."""
    render = check_rendering(rendering)
    a, b = start, end
    x = np.asarray(mono, dtype=np.float64)
    block, hop = 2048, 1024
    window = np.hanning(block + 1)[:block]  # periodic Hann: overlaps at 50 % add to 1
    padded = np.pad(x, (hop, block))
    out = np.zeros((padded.shape[0] + _PAD, 2))
    for s in range(0, padded.shape[0] - block + 1, hop):
        fraction = min(1.0, max(0.0, (s + hop / 2 - hop) / max(1, x.shape[0] - 1)))
        out[s : s + block + _PAD] += direct_path(
            padded[s : s + block] * window, between(a, b, _ease(fraction)), render
        )
    dry = out[hop:]
    # the echo follows too: the sound is cut into overlapping stretches (triangular
    # weights that sum to one), each echoing from where the pot is at that moment
    stretches = 4
    position = np.linspace(0.0, stretches - 1.0, x.shape[0])
    wet = sum(
        room(x * np.maximum(0.0, 1.0 - np.abs(position - k)), between(a, b, _ease(k / 3.0)))
        for k in range(stretches)
    )
    length = max(dry.shape[0], wet.shape[0])
    mixed = np.pad(dry, ((0, length - dry.shape[0]), (0, 0))) + np.pad(
        wet, ((0, length - wet.shape[0]), (0, 0))
    )
    return mixed.astype(np.float32)

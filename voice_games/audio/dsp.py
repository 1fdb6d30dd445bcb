"""Small signal-processing tools shared by the synthesis and spatial modules.

Filters are applied in the frequency domain (multiply the spectrum by the filter's
frequency response), because numpy has no recursive filter and a per-sample Python loop
would cost far more than the FFTs. Every signal is zero-padded by the filter's tail so the
circular convolution of the FFT does not wrap the ringing onto the start.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import numpy as np
from numpy.typing import NDArray

SAMPLE_RATE = 44100

FloatArray = NDArray[np.float64]
ComplexArray = NDArray[np.complex128]


@dataclass(frozen=True, eq=False)
class Grid:
    """The frequencies of an rfft of `size` points: `omega` in radians per sample (0..pi)
    and `z` = exp(-j omega), the unit delay, which every recursive filter needs."""

    size: int
    omega: FloatArray
    z: ComplexArray


Response = Callable[[Grid], ComplexArray]
"""A frequency response evaluated on a Grid."""


@cache
def grid(size: int) -> Grid:
    """Cached: FFT sizes come from a short ladder (see fft_size), so they repeat."""
    omega = np.linspace(0.0, np.pi, size // 2 + 1)
    z = np.exp(-1j * omega)
    omega.setflags(write=False)
    z.setflags(write=False)
    return Grid(size, omega, z)


def fft_size(n: int) -> int:
    """An FFT length >= n from the ladder 2^k x {1, 9/8, 5/4, 3/2, 7/4}: fast to
    transform (small prime factors), at most 1/8 to 1/4 longer than needed, and few
    enough distinct values that grids and cached spectra are reused."""
    if n <= 16:
        return 16
    base = 1 << ((n - 1).bit_length() - 4)
    return next(base * m for m in (8, 9, 10, 12, 14, 16) if base * m >= n)


def apply_response(x: NDArray[np.floating], response: Response, tail: int = 0) -> FloatArray:
    """Filter `x` (1-D, or 2-D with time on axis 0) by `response`; the result is longer by
    `tail` samples so that ringing is kept rather than wrapped around."""
    n = x.shape[0] + tail
    size = fft_size(n)
    spectrum = np.fft.rfft(x, size, axis=0)
    gains = response(grid(size))
    if spectrum.ndim == 2:
        gains = gains[:, None]
    return np.fft.irfft(spectrum * gains, size, axis=0)[:n]


def resonator_response(freq_hz: float, radius: float) -> Response:
    """Two-pole resonator with zeros at DC and Nyquist, as in STK's BiQuad.setResonance with
    normalisation (the resonators of Cook's PhISEM shakers). Peak gain is about 1."""
    theta = 2.0 * np.pi * freq_hz / SAMPLE_RATE
    a1 = -2.0 * radius * np.cos(theta)
    a2 = radius * radius
    b0 = 0.5 - 0.5 * radius * radius

    def response(g: Grid) -> ComplexArray:
        z2 = g.z * g.z
        return b0 * (1.0 - z2) / (1.0 + a1 * g.z + a2 * z2)

    return response


def resonator_bank(
    excitations: list[FloatArray], responses: list[Response], tail: int
) -> FloatArray:
    """Pass `excitations[k]` through `responses[k]` and sum the outputs, with one batched
    forward FFT (rows, which numpy transforms twice as fast as columns) and one inverse."""
    n = excitations[0].shape[0] + tail
    size = fft_size(n)
    spectra = np.fft.rfft(np.stack(excitations), size, axis=1)
    g = grid(size)
    total = np.zeros(spectra.shape[1], dtype=np.complex128)
    for k, response in enumerate(responses):
        total += spectra[k] * response(g)
    return np.fft.irfft(total, size)[:n]


def mixed_response(parts: list[tuple[float, Response]]) -> Response:
    """Weighted sum of responses: parallel resonators fed by the same excitation."""

    def response(g: Grid) -> ComplexArray:
        return sum((w * r(g) for w, r in parts), np.zeros(g.omega.shape, np.complex128))

    return response


def resonator_tail(radius: float, floor: float = 1e-4) -> int:
    """Samples until a resonator of this pole radius has decayed to `floor`."""
    return int(np.ceil(np.log(floor) / np.log(radius)))


def lowpass_response(cutoff_hz: float, order: int = 1) -> Response:
    """Butterworth-like magnitude low-pass with zero phase (a gentle tilt for distance)."""
    wc = 2.0 * np.pi * cutoff_hz / SAMPLE_RATE

    def response(g: Grid) -> ComplexArray:
        return (1.0 / np.sqrt(1.0 + (g.omega / wc) ** (2 * order))).astype(np.complex128)

    return response


def decaying_train(
    times: NDArray[np.integer], amps: FloatArray, length: int, decay_samples: float
) -> FloatArray:
    """Sum of exponentially decaying envelopes, one starting at each time: the "sound level"
    of PhISEM, where each collision adds energy that then dies away."""
    kernel_len = max(1, min(length, int(decay_samples * 9.2)))  # 9.2 time constants = -80 dB
    kernel = np.exp(-np.arange(kernel_len) / decay_samples)
    times = np.clip(np.asarray(times, dtype=np.int64), 0, length - 1)
    amps = np.asarray(amps, dtype=np.float64)
    if times.size * kernel_len <= 8 * length:
        # few events: adding each decay in place is cheaper than a long convolution
        out = np.zeros(length + kernel_len)
        for t, a in zip(times, amps, strict=True):
            out[t : t + kernel_len] += a * kernel
        return out[:length]
    impulses = np.zeros(length)
    np.add.at(impulses, times, amps)
    size = fft_size(length + kernel_len)
    out = np.fft.irfft(np.fft.rfft(impulses, size) * np.fft.rfft(kernel, size), size)
    return out[:length]


def rms(x: NDArray[np.floating]) -> float:
    return float(np.sqrt(np.mean(np.square(x, dtype=np.float64)))) if x.size else 0.0


def db(value: float, floor: float = 1e-12) -> float:
    """Amplitude ratio in decibels."""
    return float(20.0 * np.log10(max(value, floor)))


def trim_silence(x: FloatArray, floor_db: float = -70.0) -> FloatArray:
    """Cut the tail below `floor_db` relative to the peak (the FFT padding leaves one)."""
    mag = np.abs(x) if x.ndim == 1 else np.max(np.abs(x), axis=1)
    peak = float(mag.max()) if mag.size else 0.0
    if peak == 0.0:
        return x
    loud = np.flatnonzero(mag > peak * 10 ** (floor_db / 20.0))
    return x[: loud[-1] + 1]


def fade_out(x: FloatArray, samples: int) -> FloatArray:
    """Short raised-cosine fade so a trimmed end does not click."""
    samples = min(samples, x.shape[0])
    if samples > 0:
        ramp = 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, samples))
        x[-samples:] *= ramp if x.ndim == 1 else ramp[:, None]
    return x

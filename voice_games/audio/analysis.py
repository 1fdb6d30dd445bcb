"""Objective measurements of rendered sounds, used by the tests and the benchmarks.

The group classifier here is deliberately simple: two spectral features and fixed
thresholds, so that "the groups are unmistakable" is a checkable claim. The thresholds
were derived once from 40 shakes per group (seeds 0-39) and lie far from every value
seen (see the README in bench/audio for the measured ranges).
"""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray

from .dsp import SAMPLE_RATE, fft_size

BALL_MAX_CENTROID_HZ = 1200.0
"""A spectral centroid below this is the ball. Seen on seeds 0-39: ball 314-449 Hz, metal
2.94-5.14 kHz, beads 4.31-4.90 kHz; 1200 Hz is near the geometric middle of the gap."""
METAL_MAX_FLATNESS = 0.04
"""Above the ball's centroid, a spectral flatness below this is metal (tonal ringing),
above it beads (noise-like clicks). Seen on seeds 0-39: metal 0.0016-0.0065, beads
0.25-0.34."""
SILENT_MAX_RMS_DB = -45.0
"""The silent pot's handling sound stays below this RMS level (dBFS); every rattle is
above it. Seen on seeds 0-39: silent -56.8 to -50.1 dBFS, rattles -38.1 dBFS or louder."""

_BAND = (50.0, 16000.0)


def power_spectrum(x: NDArray[np.floating], frame: int = 2048) -> tuple[np.ndarray, np.ndarray]:
    """Averaged Hann-windowed power spectrum (Welch) of a mono signal: (freqs, power)."""
    x = np.asarray(x, dtype=np.float64)
    if x.ndim == 2:
        x = x.mean(axis=1)
    if x.size < frame:
        x = np.pad(x, (0, frame - x.size))
    hop = frame // 2
    starts = np.arange(0, x.size - frame + 1, hop)
    frames = np.stack([x[s : s + frame] for s in starts]) * np.hanning(frame)
    power = np.mean(np.abs(np.fft.rfft(frames, axis=1)) ** 2, axis=0)
    return np.fft.rfftfreq(frame, 1.0 / SAMPLE_RATE), power


def spectral_features(x: NDArray[np.floating]) -> tuple[float, float]:
    """(spectral centroid in Hz, spectral flatness 0..1) over 50 Hz-16 kHz."""
    freqs, power = power_spectrum(x)
    band = (freqs >= _BAND[0]) & (freqs <= _BAND[1])
    f, p = freqs[band], power[band] + 1e-20
    centroid = float(np.sum(f * p) / np.sum(p))
    flatness = float(np.exp(np.mean(np.log(p))) / np.mean(p))
    return centroid, flatness


def classify_group(x: NDArray[np.floating]) -> str:
    """'ball', 'metal' or 'beads' from two features and the fixed thresholds above."""
    centroid, flatness = spectral_features(x)
    if centroid < BALL_MAX_CENTROID_HZ:
        return "ball"
    return "metal" if flatness < METAL_MAX_FLATNESS else "beads"


def max_correlation(a: NDArray[np.floating], b: NDArray[np.floating]) -> float:
    """Largest normalised cross-correlation |r| of two mono signals over every lag: the
    strictest sense of "these two sounds are alike" (1.0 = the same sound, shifted)."""
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    size = fft_size(a.size + b.size)
    xc = np.fft.irfft(np.fft.rfft(a, size) * np.conj(np.fft.rfft(b, size)), size)
    norm = np.sqrt(np.sum(a * a) * np.sum(b * b))
    return float(np.max(np.abs(xc)) / norm) if norm > 0 else 0.0


def interaural_delay(stereo: NDArray[np.floating], max_lag_s: float = 0.001) -> float:
    """Seconds by which the right channel lags the left (positive: the sound reached the
    left ear first, so it is on the left), from the peak of their cross-correlation."""
    left = np.asarray(stereo[:, 0], dtype=np.float64)
    right = np.asarray(stereo[:, 1], dtype=np.float64)
    size = fft_size(2 * left.size)
    xc = np.fft.irfft(np.fft.rfft(right, size) * np.conj(np.fft.rfft(left, size)), size)
    max_lag = int(max_lag_s * SAMPLE_RATE)
    lags = np.concatenate([np.arange(0, max_lag + 1), np.arange(-max_lag, 0)])
    values = np.concatenate([xc[: max_lag + 1], xc[-max_lag:]])
    k = int(np.argmax(values))
    # parabolic interpolation around the peak for sub-sample precision
    i = k if k <= max_lag else size - (len(values) - k)
    y0, y1, y2 = xc[(i - 1) % size], xc[i], xc[(i + 1) % size]
    denom = y0 - 2 * y1 + y2
    shift = 0.5 * (y0 - y2) / denom if denom != 0 else 0.0
    return float((lags[k] + shift) / SAMPLE_RATE)


def channel_levels_db(stereo: NDArray[np.floating]) -> tuple[float, float]:
    """RMS level of the left and right channel in dBFS."""
    s = np.asarray(stereo, dtype=np.float64)
    energy = np.mean(s * s, axis=0) + 1e-24
    return float(10 * np.log10(energy[0])), float(10 * np.log10(energy[1]))


def level_db(x: NDArray[np.floating]) -> float:
    """RMS level in dBFS over all channels."""
    s = np.asarray(x, dtype=np.float64)
    return float(10 * np.log10(np.mean(s * s) + 1e-24))

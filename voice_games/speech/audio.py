"""Samples in, samples out: reading WAV files, resampling, and the faint noise floor
that synthetic audio needs to behave like a real microphone."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 16000


def read_wav(path: str | Path) -> tuple[np.ndarray, int]:
    """Mono float32 samples in -1..1 and the file's sample rate (16-bit PCM WAV)."""
    with wave.open(str(path), "rb") as source:
        rate = source.getframerate()
        channels = source.getnchannels()
        width = source.getsampwidth()
        data = source.readframes(source.getnframes())
    if width != 2:
        raise ValueError(f"{path} is not 16-bit PCM: convert it first, for example with sox.")
    samples = np.frombuffer(data, dtype="<i2").astype(np.float32) / 32768.0
    if channels > 1:
        samples = samples.reshape(-1, channels).mean(axis=1)
    return samples, rate


def write_wav(path: str | Path, samples: np.ndarray, rate: int = RATE) -> None:
    clipped = np.clip(samples, -1.0, 32767 / 32768)
    with wave.open(str(path), "wb") as target:
        target.setnchannels(1)
        target.setsampwidth(2)
        target.setframerate(rate)
        target.writeframes((clipped * 32768).astype("<i2").tobytes())


def resample(samples: np.ndarray, source_rate: int, target_rate: int = RATE) -> np.ndarray:
    """Band-limited resampling of a whole utterance (FFT method): short commands make
    this cheap, and unlike linear interpolation it adds no images above the old Nyquist
    frequency, which recognisers hear as hiss."""
    if source_rate == target_rate or samples.size == 0:
        return samples.astype(np.float32, copy=False)
    count = round(samples.size * target_rate / source_rate)
    spectrum = np.fft.rfft(samples.astype(np.float64))
    bins = count // 2 + 1
    if bins > spectrum.size:
        spectrum = np.concatenate([spectrum, np.zeros(bins - spectrum.size, complex)])
    else:
        spectrum = spectrum[:bins]
    out = np.fft.irfft(spectrum, n=count) * (count / samples.size)
    return out.astype(np.float32)


def to_int16(samples: np.ndarray) -> bytes:
    return (np.clip(samples, -1.0, 32767 / 32768) * 32768).astype("<i2").tobytes()


def rms_db(samples: np.ndarray) -> float:
    """Level in dB relative to full scale; -120 for silence."""
    if samples.size == 0:
        return -120.0
    power = float(np.mean(np.square(samples, dtype=np.float64)))
    return 10.0 * np.log10(power) if power > 1e-12 else -120.0


def with_noise_floor(
    samples: np.ndarray, level_db: float = -60.0, seed: int = 0
) -> np.ndarray:
    """Add white noise `level_db` below the speech level: exact digital silence makes
    recognisers misbehave in ways no real microphone ever shows."""
    speech = rms_db(active_part(samples))
    noise = np.random.default_rng(seed).normal(0.0, 1.0, samples.size)
    scale = 10 ** ((speech + level_db) / 20)
    return (samples + noise * scale).astype(np.float32)


def active_part(samples: np.ndarray, rate: int = RATE) -> np.ndarray:
    """The loud frames of a clip (within 30 dB of its loudest 20 ms), to measure a
    speech level that leading and trailing silence do not dilute."""
    frames = _frames(samples, rate)
    if frames is None:
        return samples
    energy = np.mean(np.square(frames, dtype=np.float64), axis=1) + 1e-12
    loud = energy > energy.max() * 1e-3
    return frames[loud].reshape(-1)


def _frames(samples: np.ndarray, rate: int) -> np.ndarray | None:
    """The samples in 20 ms frames (a partial last one dropped); None if not one."""
    frame = max(1, rate // 50)
    count = samples.size // frame
    return samples[: count * frame].reshape(count, frame) if count else None


def _frame_levels(samples: np.ndarray, rate: int) -> np.ndarray | None:
    """The level in dB of each 20 ms frame; None for less than two frames."""
    frames = _frames(samples, rate)
    if frames is None or len(frames) < 2:
        return None
    return 10.0 * np.log10(np.mean(np.square(frames, dtype=np.float64), axis=1) + 1e-12)


def pad(samples: np.ndarray, before: float, after: float, rate: int = RATE) -> np.ndarray:
    return np.concatenate(
        [np.zeros(int(before * rate), np.float32), samples, np.zeros(int(after * rate), np.float32)]
    )


# Speech that stands less than this over its room (`speech_over_room_db`) was said in a
# loud room: there the recogniser hears the utterance in more sound (whisper.encoding),
# and a player it keeps missing is told to come closer to the microphone (session).
LOUD_ROOM_DB = 20.0


def speech_over_room_db(samples: np.ndarray, rate: int = RATE) -> float | None:
    """How far the speech stands above the room, in dB: the level of the loudest
    twentieth of the 20 ms frames over that of the quietest tenth. Close to the
    speech-to-noise ratio plus a few dB in a steady room (white noise 10 dB below the
    speech gives 11-16, 20 dB below 20-26); None for less than two frames."""
    levels = _frame_levels(samples, rate)
    if levels is None:
        return None
    return float(np.percentile(levels, 95) - np.percentile(levels, 10))


def speech_seconds(samples: np.ndarray, rate: int = RATE) -> float | None:
    """How long someone spoke in an utterance: the 20 ms frames within 20 dB of its
    loudest and at least 6 dB over its quietest tenth. None when the room is too loud
    to tell (the loudest frame less than 30 dB over that floor): in babble the talk
    behind the player counts as speech too."""
    levels = _frame_levels(samples, rate)
    if levels is None:
        return None
    floor = float(np.percentile(levels, 10))
    peak = float(levels.max())
    if peak - floor < 30.0:
        return None
    spoken = np.count_nonzero(levels > max(floor + 6.0, peak - 20.0))
    return float(spoken) * max(1, rate // 50) / rate


def loud_speech_seconds(samples: np.ndarray, rate: int = RATE) -> float | None:
    """How long someone spoke in a room too loud for `speech_seconds`: the 20 ms frames
    (levels averaged over 60 ms) louder than halfway, in dB, between the quietest tenth
    and the loudest. A voice 10 dB over a kitchen, a tap or others' talk crosses that
    line on its own syllables; the room behind it does so only on its loudest clatter
    or syllable. On the benchmark's development half (bench/asr/README.md), real digits
    said alone in such rooms took at most 0.70 s, sentences of table talk at least
    0.52 s. None for less than three frames."""
    levels = _frame_levels(samples, rate)
    if levels is None or len(levels) < 3:
        return None
    power = np.convolve(10.0 ** (levels / 10.0), np.ones(3) / 3, mode="same")
    smoothed = 10.0 * np.log10(power + 1e-12)
    middle = (float(smoothed.max()) + float(np.percentile(smoothed, 10))) / 2
    return float(np.count_nonzero(smoothed > middle)) * max(1, rate // 50) / rate

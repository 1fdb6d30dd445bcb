"""Rendering benchmark clips with espeak-ng, and mixing noise at a given SNR."""

from __future__ import annotations

import hashlib
import subprocess
from pathlib import Path

import numpy as np

from voice_games.speech.audio import RATE, active_part, pad, read_wav, resample, rms_db, write_wav

CLIPS = Path(__file__).resolve().parent / "clips"
PAD_SECONDS = 0.4  # of the room, either side of the words


def speak(text: str, voice: str, rate: int) -> np.ndarray:
    """espeak-ng's rendering of `text` at 16 kHz, cached under clips/."""
    key = hashlib.sha1(f"{voice}|{rate}|{text}".encode()).hexdigest()[:16]
    path = CLIPS / "tts" / f"{key}.wav"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["espeak-ng", "-v", voice, "-s", str(rate), "-w", str(path), text],
            check=True, capture_output=True,
        )
    samples, source_rate = read_wav(path)
    return resample(samples, source_rate, RATE)


def babble(seconds: float, voices: tuple[str, ...], sentences: list[str], talkers: int = 6,
           seed: int = 1) -> np.ndarray:
    """Several voices talking at once: each talker says random sentences back to back."""
    rng = np.random.default_rng(seed)
    total = np.zeros(int(seconds * RATE), np.float64)
    for talker in range(talkers):
        position = int(rng.integers(0, RATE))
        voice = voices[talker % len(voices)]
        while position < total.size:
            sentence = sentences[int(rng.integers(len(sentences)))]
            samples = speak(sentence, voice, int(rng.choice((140, 170, 200))))
            samples = samples / (np.sqrt(np.mean(samples**2)) + 1e-9)
            end = min(total.size, position + samples.size)
            total[position:end] += samples[: end - position]
            position = end + int(rng.integers(RATE // 10, RATE // 2))
    return (total / np.sqrt(np.mean(total**2))).astype(np.float32)


def mix(speech: np.ndarray, noise: np.ndarray | None, snr_db: float, seed: int,
        before: float = PAD_SECONDS, after: float = PAD_SECONDS) -> np.ndarray:
    """Speech padded with `before` and `after` seconds, noise at `snr_db` below the speech
    level (measured on its active part); clean clips get a floor 60 dB down, never zeros."""
    padded = pad(speech, before, after)
    level = rms_db(active_part(speech))
    rng = np.random.default_rng(seed)
    if noise is None:
        noise_part = rng.normal(0, 1, padded.size)
    else:
        start = int(rng.integers(0, noise.size - padded.size))
        noise_part = noise[start : start + padded.size].astype(np.float64)
        noise_part = noise_part / (np.sqrt(np.mean(noise_part**2)) + 1e-12)
    noise_part *= 10 ** ((level - snr_db) / 20)
    out = padded + noise_part
    peak = np.max(np.abs(out))
    return (out / peak * 0.7 if peak > 0.99 else out).astype(np.float32)


def save(path: Path, samples: np.ndarray) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_wav(path, samples)


def room(path: Path) -> np.ndarray:
    """A recording of a room (a kitchen, a running tap) at 16 kHz, scaled to unit RMS."""
    samples, rate = read_wav(path)
    samples = resample(samples, rate, RATE).astype(np.float64)
    return (samples / (np.sqrt(np.mean(samples**2)) + 1e-12)).astype(np.float32)

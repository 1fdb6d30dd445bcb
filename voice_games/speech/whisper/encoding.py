"""The encoder: the utterance heard in a window cut to its length, and a loud room's
utterance in more sound."""

from __future__ import annotations

from typing import Any

import numpy as np

from voice_games.speech.audio import LOUD_ROOM_DB, RATE, speech_over_room_db
from voice_games.speech.whisper.settings import WhisperSettings

FRAMES_PER_SECOND = 100  # Whisper's log-mel hop is 10 ms
HOP = RATE // FRAMES_PER_SECOND
FULL_WINDOW = 3000
# Under this, nothing stands out of the room (hiss or a fan alone, 1-2 dB; talk behind
# 8 dB and more): no one spoke, and a loud room's way of hearing only made Whisper
# surer of the digit it imagines in the hiss.
STEADY_ROOM_DB = 6.0

Encoded = tuple[Any, int]
"""The encoder output of an utterance's window, and the window's length in frames."""


def window_frames(seconds: float) -> int:
    """Log-mel frames for `seconds` of sound, rounded up to an even number (the
    encoder halves them), at most Whisper's 30 s."""
    return min(FULL_WINDOW, 2 * int(np.ceil(seconds * FRAMES_PER_SECOND / 2)))


def loud_room(samples: np.ndarray) -> bool:
    """Whether the utterance sounds like speech in a loud room (less than LOUD_ROOM_DB
    over the room, yet STEADY_ROOM_DB or more: someone spoke)."""
    level = speech_over_room_db(samples)
    return level is not None and STEADY_ROOM_DB <= level < LOUD_ROOM_DB


def hears_more(
    samples: np.ndarray, settings: WhisperSettings, loud: bool | None = None
) -> bool:
    """Whether the encoder hears the utterance in `loud_room_encoder_seconds` of sound:
    a short utterance in a loud room (`loud`: whether it is, when already measured)."""
    if samples.size > settings.loud_room_longest_seconds * RATE:
        return False
    return loud_room(samples) if loud is None else loud


def encode(model: Any, samples: np.ndarray, settings: WhisperSettings) -> Encoded:
    """Whisper's encoder output for the utterance's window (the utterance and
    `margin_seconds`), and the window's length in frames.

    In a loud room the encoder hears a short utterance followed by silence up to
    `loud_room_encoder_seconds`, and the output keeps the window alone. Whisper learnt
    on 30 s windows, speech then padding; in a window cut to the utterance it hears
    short words in noise worse (full sets, 10 s: white 10 dB +2.6, babble 10 dB +0.6,
    for 40 ms more encoding). An utterance longer than `loud_room_longest_seconds` is
    heard in its own window: Bead Trade's commands of four words and more were heard
    alike either way, and 10 s cost them 30 ms of the slowest twentieth. In a quiet
    room 10 s made one speaker's real digits the one-word commands they sound like
    ('Bye.' for 'five'), so there the encoder hears the window alone."""
    import ctranslate2

    window = window_frames(samples.size / RATE + settings.margin_seconds)
    samples = samples[: FULL_WINDOW * HOP]
    heard_seconds = settings.loud_room_encoder_seconds if hears_more(samples, settings) else 0.0
    heard_window = max(window, window_frames(heard_seconds))
    # silence up to the window's end only: the spectrogram's normalisation takes its
    # maximum, which the silence never is, so the features are the same as with
    # Whisper's 30 s of padding, at a fraction of the cost
    features = model.feature_extractor(
        samples, padding=max(HOP, heard_window * HOP - samples.size + HOP)
    )[:, :heard_window]
    chunk = np.ascontiguousarray(features[None], dtype=np.float32)
    encoded = model.model.encode(ctranslate2.StorageView.from_array(chunk), to_cpu=True)
    if heard_window > window:
        kept = np.asarray(encoded)[:, : window // 2]
        encoded = ctranslate2.StorageView.from_array(np.ascontiguousarray(kept))
    return encoded, window

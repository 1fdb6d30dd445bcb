"""Text to speech, synthesised to memory so that the game's own mixer plays it.

pyttsx3's `say()` plays through `aplay`, cannot be interrupted and loses utterances
across threads (see NOTES). The espeak-ng driver module that ships inside pyttsx3 does
synchronous synthesis to memory reliably and fast, so this adapter uses it. It is a
private module: pyttsx3 is pinned to an exact version and only this file touches it.
"""

from __future__ import annotations

import ctypes
import re
import threading
from typing import Any, Protocol

import numpy as np

from voice_games.core import SpeakableError

DEFAULT_RATE = 175
MIN_RATE, MAX_RATE = 90, 400
LANGUAGE_VOICES = {"en": "gmw/en", "es": "roa/es", "de": "gmw/de"}
"""The espeak-ng voice each language of the game is spoken with unless the player
chose another voice of that language."""


class Synthesiser(Protocol):
    sample_rate: int

    def synthesise(self, text: str) -> np.ndarray: ...

    def set_rate(self, words_per_minute: int) -> None: ...

    def set_voice(self, name: str) -> bool: ...

    def voices(self) -> list[str]: ...


class SpeechUnavailable(SpeakableError):
    """No speech synthesiser could start; the message is one sentence for the player."""


class EspeakSynthesiser:
    """espeak-ng through pyttsx3's bundled driver, in synchronous mode."""

    def __init__(self, voice: str = "gmw/en", rate: int = DEFAULT_RATE) -> None:
        try:
            from pyttsx3.drivers import _espeak
        except Exception as error:  # RuntimeError or OSError when espeak-ng is missing
            raise SpeechUnavailable("speech-no-espeak") from error
        self._espeak: Any = _espeak
        self._lock = threading.Lock()
        self._chunks: list[np.ndarray] = []
        self._abort = False
        rate_hz = _espeak.Initialize(_espeak.AUDIO_OUTPUT_SYNCHRONOUS, 100, None, 0)
        if rate_hz <= 0:
            raise SpeechUnavailable("speech-could-not-start")
        self.sample_rate = int(rate_hz)
        _espeak.SetSynthCallback(self._collect)
        self.set_voice(voice)
        self.set_rate(rate)

    def _collect(self, wav: Any, count: int, events: Any) -> int:
        if wav and count > 0:
            raw = ctypes.string_at(wav, count * 2)
            self._chunks.append(np.frombuffer(raw, dtype=np.int16).copy())
        return 1 if self._abort else 0

    def synthesise(self, text: str) -> np.ndarray:
        """The whole sentence as float32 samples in [-1, 1] at `sample_rate`."""
        with self._lock:
            self._chunks = []
            self._espeak.Synth(text, flags=self._espeak.CHARS_AUTO)
            self._espeak.Synchronize()
            chunks, self._chunks = self._chunks, []
        if not chunks:
            return np.zeros(0, dtype=np.float32)
        return (np.concatenate(chunks).astype(np.float32) / 32768.0).astype(np.float32)

    def set_rate(self, words_per_minute: int) -> None:
        with self._lock:
            self._espeak.SetParameter(self._espeak.RATE, clamp_rate(words_per_minute), 0)

    def set_voice(self, name: str) -> bool:
        with self._lock:
            return bool(self._espeak.SetVoiceByName(name.encode("utf-8")) == 0)

    def voices(self) -> list[str]:
        found = []
        for voice in self._espeak.ListVoices(None):
            identifier = voice.identifier
            found.append(identifier.decode() if isinstance(identifier, bytes) else str(identifier))
        return found


def voice_for(language: str, chosen: str) -> str:
    """The voice to speak `language` with: the player's chosen voice when it speaks that
    language ("roa/es-419" for Spanish), else the language's own. A voice chosen for
    English must not read Spanish sentences with English sounds."""
    own = LANGUAGE_VOICES.get(language)
    return chosen if own is None or voice_language(chosen) == language else own


def voice_language(voice: str) -> str:
    """The language an espeak-ng voice name speaks: 'gmw/en-US' en, 'mb/mb-de1' de."""
    name = voice.rsplit("/", 1)[-1].lower().removeprefix("mb-")
    return re.split(r"[-_0-9]", name, maxsplit=1)[0]


def clamp_rate(words_per_minute: int) -> int:
    return max(MIN_RATE, min(MAX_RATE, int(words_per_minute)))


def to_mixer_rate(samples: np.ndarray, source_rate: int, target_rate: int) -> np.ndarray:
    """Resample speech for the mixer. espeak's 22050 Hz doubles exactly to 44100 Hz, so
    the usual case is a cheap linear interpolation by two."""
    if source_rate == target_rate or samples.size == 0:
        return samples.astype(np.float32)
    duration = samples.size / source_rate
    target_count = round(duration * target_rate)
    source_times = np.arange(samples.size) / source_rate
    target_times = np.arange(target_count) / target_rate
    return np.interp(target_times, source_times, samples).astype(np.float32)

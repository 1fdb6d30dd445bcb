"""Choosing a recogniser by name, with the measured default and clear fallbacks."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from voice_games.catalogue import Catalogue, catalogue
from voice_games.grammar import Grammar
from voice_games.speech.recognition import EngineUnavailable, Recogniser

if TYPE_CHECKING:
    from voice_games.speech.whisper import WhisperSettings

# Chosen by measurement: bench/asr/README.md.
DEFAULT_ENGINE = "whisper"
ENGINES = ("whisper", "pocketsphinx", "vosk")
# the model as it came (tiny.en, or the multilingual base) even when a tuned one is
# installed (to compare them)
BUNDLED_WHISPER = "whisper-bundled"
REPO_MODELS = Path(__file__).resolve().parents[2] / "models"


def resolve_models_dir(option: str | Path | None = None) -> Path:
    """Where speech models live: the option, else $VOICE_GAMES_MODELS, else models/."""
    if option:
        return Path(option)
    env = os.environ.get("VOICE_GAMES_MODELS")
    return Path(env) if env else REPO_MODELS


def vosk_model_for(grammar: Grammar, directory: Path) -> Path | None:
    """The installed Vosk model for the grammar's language, if any."""
    if not directory.is_dir():
        return None
    prefix = "vosk-model-small-" + ("en-us" if grammar.language == "en" else grammar.language)
    for path in sorted(directory.iterdir()):
        if path.is_dir() and path.name.startswith(prefix):
            return path
    return None


def _build(
    name: str, grammar: Grammar, directory: Path,
    on_status: Callable[[str], None] | None = None,
) -> Recogniser:
    if name in ("whisper", BUNDLED_WHISPER):
        from voice_games.speech.tuning.tune import tuned_model
        from voice_games.speech.whisper import WhisperRecogniser

        tuned = tuned_model(directory, grammar) if name == "whisper" else None
        if tuned is not None:
            try:
                return WhisperRecogniser(grammar, tuned[0], model_sha256=tuned[1],
                                         settings=whisper_settings(grammar))
            except EngineUnavailable as error:
                # a damaged tuned model: the bundled one still works
                if on_status is not None:
                    said = _said(error, grammar)
                    on_status(_words(grammar)("engine-bundled-instead", reason=said))
        if grammar.language != "en":
            return _multilingual_whisper(grammar, directory)
        return WhisperRecogniser(grammar)
    if name in ("pocketsphinx", "sphinx"):
        from voice_games.speech.sphinx_engine import SphinxRecogniser

        return SphinxRecogniser(grammar)
    if name == "vosk":
        from voice_games.speech.vosk_engine import VoskRecogniser

        model = vosk_model_for(grammar, directory)
        if model is None:
            raise EngineUnavailable(
                "engine-no-vosk-model", language=grammar.language, directory=str(directory)
            )
        return VoskRecogniser(grammar, model)
    raise EngineUnavailable("engine-unknown", name=name)


def _multilingual_whisper(grammar: Grammar, directory: Path) -> Recogniser:
    """Whisper base for a language other than English, when it is installed."""
    from voice_games.speech.whisper import WhisperRecogniser
    from voice_games.speech.whisper.multilingual import SHA256, installed_model

    folder = installed_model(directory)
    if folder is None:
        raise EngineUnavailable("engine-no-language-model", language=grammar.language)
    return WhisperRecogniser(grammar, folder, model_sha256=SHA256,
                             settings=whisper_settings(grammar))


def whisper_settings(grammar: Grammar) -> WhisperSettings:
    """The Whisper engine's settings for the grammar's language: English hears with
    tiny.en, the others with the multilingual model, which has its own."""
    from voice_games.speech.whisper import MULTILINGUAL, SHIPPED

    return SHIPPED if grammar.language == "en" else MULTILINGUAL


def make_recogniser(
    name: str | None,
    grammar: Grammar,
    models_dir: str | Path | None = None,
    on_status: Callable[[str], None] | None = None,
) -> Recogniser:
    """The named engine, or the measured default. When it cannot run, the others are
    tried in order and `on_status` hears one sentence saying so; EngineUnavailable only
    when none can run."""
    directory = resolve_models_dir(models_dir)
    wanted = name or DEFAULT_ENGINE
    order = [wanted, *(e for e in ENGINES if e != wanted)]
    first_error: EngineUnavailable | None = None
    for engine in order:
        try:
            recogniser = _build(engine, grammar, directory, on_status)
        except EngineUnavailable as error:
            first_error = first_error or error
            if engine == wanted and name is not None and not _known(name):
                raise
            continue
        if engine != wanted and on_status is not None and first_error is not None:
            on_status(
                _words(grammar)("engine-instead", reason=_said(first_error, grammar), engine=engine)
            )
        return recogniser
    raise first_error or EngineUnavailable("engine-none")


def _words(grammar: Grammar) -> Catalogue:
    """What speech says, in the language of the commands it hears."""
    return catalogue(grammar.language)


def _said(error: EngineUnavailable, grammar: Grammar) -> str:
    return error.speak(grammar.language)


def _known(name: str) -> bool:
    return name in (*ENGINES, "sphinx", BUNDLED_WHISPER)

"""Vosk (Kaldi) restricted to the grammar's words, when a Vosk model is installed.

The phrase list of the whole grammar is far too long for Vosk, so the recogniser gets
the grammar's *words* plus "[unk]": speech outside the vocabulary lands on [unk], and a
result with [unk] in it, or that the grammar does not parse, is table talk."""

from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np

from voice_games.grammar import Grammar
from voice_games.speech.audio import RATE, resample, to_int16
from voice_games.speech.recognition import EngineUnavailable, Recognition, distinct_readings

UNKNOWN = "[unk]"


class VoskRecogniser:
    name = "vosk"

    def __init__(self, grammar: Grammar, model_dir: Path, *, alternatives: int = 5) -> None:
        try:
            import vosk
        except ImportError:
            raise EngineUnavailable("engine-vosk-missing") from None
        if not (model_dir / "am").is_dir() and not (model_dir / "conf").is_dir():
            raise EngineUnavailable("engine-not-vosk-model", directory=str(model_dir))
        vosk.SetLogLevel(-1)
        self.grammar = grammar
        self.model = vosk.Model(str(model_dir))
        words = sorted(grammar.vocabulary())
        self.vocabulary = json.dumps([*words, UNKNOWN])
        self.alternatives = alternatives

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        import vosk

        started = time.perf_counter()
        recogniser = vosk.KaldiRecognizer(self.model, RATE, self.vocabulary)
        recogniser.SetMaxAlternatives(self.alternatives)
        recogniser.AcceptWaveform(to_int16(resample(samples, rate, RATE)))
        result = json.loads(recogniser.FinalResult())
        candidates = candidates_from(result)
        readings = distinct_readings(
            self.grammar, [(t, c) for t, c in candidates if UNKNOWN not in t.split()]
        )
        heard = candidates[0][0] if candidates else ""
        rejected = not readings or readings[0].confidence < 0.5 or UNKNOWN in heard.split()
        return Recognition(readings, heard, self.name, time.perf_counter() - started, rejected)


def candidates_from(result: dict[str, object]) -> list[tuple[str, float]]:
    """(text, confidence) from a Vosk result with alternatives. Vosk's alternative
    confidences are total log-likelihoods: turn them into shares of the n-best."""
    alternatives = result.get("alternatives")
    if not isinstance(alternatives, list):
        text = str(result.get("text", ""))
        return [(text, 1.0)] if text else []
    scored = [(str(a.get("text", "")), float(a.get("confidence", 0.0))) for a in alternatives]
    scored = [(t, c) for t, c in scored if t]
    if not scored:
        return []
    top = max(c for _, c in scored)
    weights = [np.exp(min(0.0, c - top)) for _, c in scored]
    total = sum(weights)
    return [(t, float(w / total)) for (t, _), w in zip(scored, weights, strict=True)]

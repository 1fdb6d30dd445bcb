"""PocketSphinx with a JSGF grammar generated from the command grammar.

Settings from measurement (see bench/asr/README.md): a low language weight and the whole
utterance decoded after end-pointing (batch CMN). The confidence is the posterior
probability of the best path; the grammar has no garbage path, so table talk is
rejected only when that posterior is low."""

from __future__ import annotations

import os
import time

import numpy as np

from voice_games.grammar import Grammar
from voice_games.speech.audio import RATE, resample, to_int16
from voice_games.speech.matching import EXTRA_PRONUNCIATIONS, phones
from voice_games.speech.recognition import EngineUnavailable, Recognition, distinct_readings


def missing_words(grammar: Grammar) -> list[str]:
    """Grammar words the CMU dictionary lacks (PocketSphinx gets them from
    EXTRA_PRONUNCIATIONS, but the grammar's author should know)."""
    from voice_games.speech.matching import _dictionary

    known = _dictionary()
    return sorted(w for w in grammar.vocabulary() if w not in known)


class SphinxRecogniser:
    name = "pocketsphinx"

    def __init__(
        self,
        grammar: Grammar,
        *,
        include_bare: bool = True,
        language_weight: float = 1.0,
        reject_below: float = 0.5,
    ) -> None:
        try:
            import pocketsphinx
        except ImportError:
            raise EngineUnavailable("PocketSphinx is not installed.") from None
        if grammar.language != "en":
            raise EngineUnavailable("PocketSphinx has an English model only.")
        self.grammar = grammar
        self.reject_below = reject_below
        model = pocketsphinx.get_model_path()
        config = pocketsphinx.Config(
            hmm=os.path.join(model, "en-us", "en-us"),
            dict=os.path.join(model, "en-us", "cmudict-en-us.dict"),
            samprate=RATE,
            lw=language_weight,
            loglevel="FATAL",
        )
        self.decoder = pocketsphinx.Decoder(config)
        for word in missing_words(grammar):
            pronunciation = EXTRA_PRONUNCIATIONS.get(word) or phones(word)
            self.decoder.add_word(word, " ".join(pronunciation), True)
        self.decoder.add_jsgf_string("command", grammar.jsgf(include_bare=include_bare))
        self.decoder.activate_search("command")

    def _decode(self, pcm: bytes) -> list[tuple[str, float]]:
        """(text, posterior probability) of the best path, then other n-best paths."""
        decoder = self.decoder
        decoder.start_utt()
        decoder.process_raw(pcm, full_utt=True)
        decoder.end_utt()
        hyp = decoder.hyp()
        if hyp is None or not hyp.hypstr:
            return []
        found = [(hyp.hypstr, float(hyp.prob))]
        try:
            for index, entry in enumerate(decoder.nbest()):
                if index >= 8:
                    break
                h = entry.hyp()
                if h is not None and h.hypstr and h.hypstr != hyp.hypstr:
                    # PocketSphinx gives no posterior for other paths: rank them below
                    found.append((h.hypstr, found[0][1] * 0.5 ** len(found)))
        except (RuntimeError, AttributeError):
            pass
        return found

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        started = time.perf_counter()
        pcm = to_int16(resample(samples, rate, RATE))
        found = self._decode(pcm)
        readings = distinct_readings(self.grammar, found)
        elapsed = time.perf_counter() - started
        rejected = not readings or readings[0].confidence < self.reject_below
        return Recognition(readings, found[0][0] if found else "", self.name, elapsed, rejected)

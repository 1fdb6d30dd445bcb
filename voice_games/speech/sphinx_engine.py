"""PocketSphinx with a JSGF grammar generated from the command grammar.

Settings from measurement (see bench/asr/README.md): a low language weight and the whole
utterance decoded after end-pointing (batch CMN). The hypothesis is the search's own
backtrace (`bestpath=False`): building the word lattice for the grammar (needed for a
lattice best path, a posterior or an n-best list) took 1-4 s per clip and its best path
often left the grammar ("trade five for" for *shake pot four*), while the search itself
takes 0.1-0.2 s. The confidence compares the grammar path's score with a free phone
loop's on the same audio (about 0.1 s more); the grammar has no garbage path, so table
talk is rejected only when its best command path scores far below the phone loop."""

from __future__ import annotations

import math
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
            raise EngineUnavailable("engine-sphinx-missing") from None
        if grammar.language != "en":
            raise EngineUnavailable("engine-english-only")
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
        config["bestpath"] = False
        self.decoder = pocketsphinx.Decoder(config)
        for word in missing_words(grammar):
            pronunciation = EXTRA_PRONUNCIATIONS.get(word) or phones(word)
            self.decoder.add_word(word, " ".join(pronunciation), True)
        self.decoder.add_jsgf_string("command", grammar.jsgf(include_bare=include_bare))
        self.decoder.add_allphone_file("phones", os.path.join(model, "en-us", "en-us-phone.lm.bin"))

    def _run(self, search: str, pcm: bytes) -> tuple[str, float | None]:
        decoder = self.decoder
        decoder.activate_search(search)
        decoder.start_utt()
        decoder.process_raw(pcm, full_utt=True)
        decoder.end_utt()
        hyp = decoder.hyp()
        if hyp is None or not (0.0 < hyp.score < 1.0):
            return (hyp.hypstr if hyp is not None else ""), None
        return hyp.hypstr, math.log(hyp.score)

    def _decode(self, pcm: bytes) -> list[tuple[str, float]]:
        """(text, confidence) of the grammar's best path, or nothing.

        The confidence is `(2.8 - ratio) / 1.8` clipped to 0-1, where `ratio` is the
        grammar path's log score over the free phone loop's (1 when the grammar fits as
        well as any phone sequence, 1.5 for the median correct clip, 1.95 for the median
        table-talk sentence, on every 4th `--quick` clip): the default threshold 0.5 is
        a ratio of 1.9, chosen on the tuning half. (In 5.1.1, with `bestpath=False`,
        `hyp().score` comes out between 0 and 1, apparently the exponentiated score; its
        log is used.)"""
        text, command = self._run("command", pcm)
        if not text:
            return []
        _, free = self._run("phones", pcm)
        if command is None or free is None or free >= 0.0:
            return [(text, 0.0)]
        ratio = command / free
        return [(text, min(1.0, max(0.0, (2.8 - ratio) / 1.8)))]

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        started = time.perf_counter()
        pcm = to_int16(resample(samples, rate, RATE))
        found = self._decode(pcm)
        readings = distinct_readings(self.grammar, found)
        elapsed = time.perf_counter() - started
        rejected = not readings or readings[0].confidence < self.reject_below
        return Recognition(readings, found[0][0] if found else "", self.name, elapsed, rejected)

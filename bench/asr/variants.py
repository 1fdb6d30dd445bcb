"""The Whisper engine's benchmark variants: other values of its settings, and the ways
of hearing that were measured and not shipped, which live here rather than in the game.

    .venv/bin/python bench/asr/run.py --quick --engine whisper-single --engine whisper

`variant(name, grammar)` builds one by its `run.py --engine` name (None for a name that
is no Whisper variant); bench/asr/README.md has what each one measured."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from voice_games.grammar import Grammar
from voice_games.speech.audio import RATE, resample
from voice_games.speech.recognition import Recognition
from voice_games.speech.whisper import SHIPPED, WhisperRecogniser, WhisperSettings
from voice_games.speech.whisper.encoding import (
    FULL_WINDOW,
    HOP,
    Encoded,
    hears_more,
    loud_room,
    window_frames,
)
from voice_games.speech.whisper.model import MODEL_SHA256
from voice_games.speech.whisper.prompts import prompt_text


@dataclass(frozen=True)
class BenchOptions:
    """Ways of hearing that only the benchmark uses; the defaults are the game's."""

    # the first decode's prompt: command examples, the digits, the one-word commands
    use_prompt: bool = True
    prompt_digits: bool = True
    prompt_words: bool = False
    # False: the free transcription mapped by sound alone, nothing rescored
    rescore: bool = True
    # False: one decode, never again with other prompts
    listen_again: bool = True
    # the encoder hears at least this much sound in every room, not only in a loud one
    encoder_seconds: float = 0.0
    # encoder and decoder both hear at least this much sound
    min_window_seconds: float = 0.0
    # the utterance heard also this many samples later, the encoder outputs averaged:
    # in every room (`shifts`), or in a loud room only (`loud_room_shifts`)
    shifts: tuple[int, ...] | None = None
    loud_room_shifts: tuple[int, ...] = ()
    # every text scored also in up to this many other spellings in tokens, their
    # probabilities summed (spellings.py)
    spellings: int = 0


class BenchWhisper(WhisperRecogniser):
    """The game's recogniser with `BenchOptions`."""

    def __init__(
        self,
        grammar: Grammar,
        model_dir: Path | None = None,
        *,
        model_sha256: str = MODEL_SHA256,
        settings: WhisperSettings = SHIPPED,
        options: BenchOptions = BenchOptions(),
    ) -> None:
        # the parent's constructor already decodes (its warm-up) with these
        self.options = options
        super().__init__(grammar, model_dir, model_sha256=model_sha256, settings=settings)
        self.listens_again = options.listen_again
        if options.spellings:
            self._score_in_spellings(options.spellings)

    def _score_in_spellings(self, most: int) -> None:
        """Every sequence the rescorer scores stands for its text in all its spellings:
        its own tokens, the tokenizer's and `most` others, their probabilities summed.
        The decode's own tokens of a text already scored (`Rescorer.analyse` adds them
        to the tokenizer's) add nothing more: their spellings are counted once."""
        from spellings import Spellings

        rescorer = self.rescorer
        tokenizer = self.model.hf_tokenizer
        spellings = Spellings(tokenizer, most)
        score_sequences = rescorer.score_sequences

        def summed(encoded: Any, window: int, sequences: list[list[int]]) -> list[float]:
            first_of: dict[str, list[int]] = {}
            each: list[list[list[int]]] = []
            for sequence in sequences:
                text = tokenizer.decode(sequence).strip()
                if first_of.setdefault(text, sequence) != sequence:
                    each.append([])
                    continue
                others = [s for s in spellings.of(text) if s != sequence]
                each.append([sequence, *others])
            scores = score_sequences(encoded, window, [s for all_ in each for s in all_])
            found, start = [], 0
            for all_ in each:
                part = scores[start : start + len(all_)]
                found.append(float(np.logaddexp.reduce(part)) if part else -math.inf)
                start += len(all_)
            return found

        rescorer.score_sequences = summed  # type: ignore[method-assign]

    def main_prompt(self, wake_word: str = "") -> str:
        options = self.options
        if not options.use_prompt:
            return ""
        return prompt_text(self.grammar, options.prompt_digits, options.prompt_words, wake_word)

    def listen_for(self, mode: str, wake_word: str = "") -> None:
        super().listen_for(mode, wake_word)
        self.listens_again = self.listens_again and self.options.listen_again

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        if self.options.rescore:
            return super().recognise(samples, rate)
        self.decoder.collect_ahead()
        started = time.perf_counter()
        audio = resample(samples, rate, RATE)
        encoded = self.encode(audio)
        first = self.free_decode(encoded[0], audio.size / RATE)
        found = self.match_text(first.text, first.avg_logprob, first.no_speech)
        elapsed = time.perf_counter() - started
        return Recognition(found.readings, first.text, self.name, elapsed, found.rejected)

    def framings(self, samples: np.ndarray, loud: bool) -> tuple[int, ...]:
        """The later starts (in samples) at which the utterance is heard as well as its
        own."""
        if self.options.shifts is not None:
            return self.options.shifts
        return self.options.loud_room_shifts if loud else ()

    def encode(self, samples: np.ndarray) -> Encoded:
        """`whisper.encoding.encode` with the options: a longer window, more sound in
        every room, and several framings averaged."""
        import ctranslate2

        options = self.options
        seconds = max(samples.size / RATE + self.settings.margin_seconds,
                      options.min_window_seconds)
        window = window_frames(seconds)
        samples = samples[: FULL_WINDOW * HOP]
        loud = loud_room(samples)
        heard_seconds = max(
            options.encoder_seconds,
            self.settings.loud_room_encoder_seconds if hears_more(samples, self.settings, loud)
            else 0.0,
        )
        heard_window = max(window, window_frames(heard_seconds))
        heard = [samples]
        # each framing as long as the utterance, so that the window stays the same
        for shift in self.framings(samples, loud):
            later = np.concatenate([np.zeros(shift, samples.dtype), samples])
            heard.append(later[: samples.size])
        chunk = np.ascontiguousarray(
            np.stack([
                self.model.feature_extractor(
                    one, padding=max(HOP, heard_window * HOP - one.size + HOP)
                )[:, :heard_window]
                for one in heard
            ]),
            dtype=np.float32,
        )
        encoded = self.model.model.encode(ctranslate2.StorageView.from_array(chunk), to_cpu=True)
        if len(heard) > 1 or heard_window > window:
            kept = np.asarray(encoded)[:, : window // 2]
            kept = kept.mean(axis=0, keepdims=True) if len(heard) > 1 else kept
            encoded = ctranslate2.StorageView.from_array(np.ascontiguousarray(kept))
        return encoded, window


def _decision(**changes: Any) -> WhisperSettings:
    return replace(SHIPPED, decision=replace(SHIPPED.decision, **changes))


VARIANTS: dict[str, tuple[WhisperSettings, BenchOptions]] = {
    "whisper": (SHIPPED, BenchOptions()),
    # the engine before rescoring: free transcription mapped by sound alone
    "whisper-free": (SHIPPED, BenchOptions(rescore=False)),
    # Whisper's own 30 s window: the margin reaches it for any utterance
    "whisper-full": (replace(SHIPPED, margin_seconds=30.0), BenchOptions()),
    "whisper-nodigits": (SHIPPED, BenchOptions(prompt_digits=False)),
    "whisper-noprompt": (SHIPPED, BenchOptions(use_prompt=False)),
    # one decode only: no second listen with other prompts
    "whisper-once": (SHIPPED, BenchOptions(listen_again=False)),
    # no second opinion on an unsure one-word reading
    "whisper-single": (_decision(second_opinion_below=-math.inf), BenchOptions()),
    # a second opinion on every one-word reading, however sure the first decode
    "whisper-always2nd": (_decision(second_opinion_below=1.0), BenchOptions()),
    # the slot variants as before: one estimate, never scored exactly
    "whisper-estimated": (
        replace(SHIPPED, rescore_expansion=-math.inf, expansions=1), BenchOptions()
    ),
    # one estimate, scored exactly when within a nat of the best
    "whisper-rescored1": (replace(SHIPPED, expansions=1), BenchOptions()),
    "whisper-rescored3": (replace(SHIPPED, expansions=3), BenchOptions()),
    "whisper-float32": (replace(SHIPPED, compute_type="float32"), BenchOptions()),
    "whisper-beam4": (replace(SHIPPED, beam_size=4), BenchOptions()),
    # the encoder outputs of the utterance heard at three framings, averaged
    "whisper-shift3": (SHIPPED, BenchOptions(shifts=(53, 107))),
    "whisper-shift4": (SHIPPED, BenchOptions(shifts=(40, 80, 120))),
    # the same three framings only for speech less than 20 dB over its room
    "whisper-loudroom": (SHIPPED, BenchOptions(loud_room_shifts=(53, 107))),
    # listening again only after a first decode less sure than this (the multilingual
    # model writes even clear table talk at -0.7 per token)
    "whisper-again0.8": (_decision(listen_again_below=-0.8), BenchOptions()),
    # no gain for a command written word for word
    "whisper-nogain": (_decision(written_word_for_word=0.0), BenchOptions()),
    # each text's probability summed over its spelling in tokens and up to six others
    "whisper-spellings": (SHIPPED, BenchOptions(spellings=6)),
}


def settings_of(name: str) -> tuple[WhisperSettings, BenchOptions] | None:
    """A variant's settings and options by its name; whisper-encoderN: the encoder hears
    every utterance in N seconds of sound, loud room or not (0: in its own window, as
    before the loud room's 10 s); whisper-windowN: encoder and decoder both hear at
    least N seconds, in every room; whisper-loudlongN: a loud room's utterance of up to
    N seconds is heard in 10 s (30: every one, as before the limit)."""
    if name.startswith("whisper-loudlong"):
        seconds = float(name.removeprefix("whisper-loudlong"))
        return replace(SHIPPED, loud_room_longest_seconds=seconds), BenchOptions()
    if name.startswith("whisper-encoder"):
        seconds = float(name.removeprefix("whisper-encoder"))
        return (replace(SHIPPED, loud_room_encoder_seconds=seconds),
                BenchOptions(encoder_seconds=seconds))
    if name.startswith("whisper-window"):
        seconds = float(name.removeprefix("whisper-window"))
        return (replace(SHIPPED, loud_room_encoder_seconds=0.0),
                BenchOptions(min_window_seconds=seconds))
    return VARIANTS.get(name)


def variant(
    name: str, grammar: Grammar, model_dir: Path | None = None,
    model_sha256: str = MODEL_SHA256,
) -> WhisperRecogniser | None:
    """The variant called `name` (None when there is none), on the bundled model or the
    one in `model_dir`."""
    found = settings_of(name)
    if found is None:
        return None
    settings, options = found
    settings = in_language(settings, grammar)
    if options == BenchOptions():  # the game's own recogniser, as the game builds it
        return WhisperRecogniser(grammar, model_dir, model_sha256=model_sha256,
                                 settings=settings)
    return BenchWhisper(grammar, model_dir, model_sha256=model_sha256, settings=settings,
                        options=options)


def in_language(settings: WhisperSettings, grammar: Grammar) -> WhisperSettings:
    """A variant's settings with what the game's own settings for the grammar's language
    change in the decision (`engines.whisper_settings`: the multilingual model refuses
    invented commands), so that a variant differs from the game only in itself."""
    from dataclasses import fields

    from voice_games.speech.engines import whisper_settings

    own = whisper_settings(grammar).decision
    changed = {f.name: getattr(own, f.name) for f in fields(own)
               if getattr(own, f.name) != getattr(SHIPPED.decision, f.name)}
    return replace(settings, decision=replace(settings.decision, **changed))


def on_tuned_model(engine: str, grammar: Grammar) -> WhisperRecogniser | None:
    """whisper-tuned[-VARIANT]: the variant whisper[-VARIANT] on the model `voice-games
    models tune` built for the grammar's language (None for another engine name, or no
    such variant); without that model, or with a damaged one, the benchmark stops with
    one sentence."""
    if not engine.startswith("whisper-tuned"):
        return None
    from voice_games.speech.engines import resolve_models_dir
    from voice_games.speech.recognition import EngineUnavailable
    from voice_games.speech.tuning.tune import tuned_model

    tuned = tuned_model(resolve_models_dir(), grammar)
    if tuned is None:
        raise SystemExit("No tuned model in models/: run voice-games models tune first.")
    try:
        return variant("whisper" + engine.removeprefix("whisper-tuned"), grammar, *tuned)
    except EngineUnavailable as error:
        raise SystemExit(str(error)) from None

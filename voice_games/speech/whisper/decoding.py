"""Free decodes: what Whisper writes for the audio after a prompt, in place or started
ahead on the model's second worker."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from voice_games.speech.whisper.settings import WhisperSettings

DecodeKey = tuple[int, tuple[int, ...], int, bool]


@dataclass(frozen=True)
class FreeDecode:
    text: str
    avg_logprob: float
    no_speech: float
    # log-probability of every vocabulary token as the first one, when asked for
    openings: np.ndarray | None = None
    # the tokens Whisper wrote, which need not be the tokenizer's own spelling of the
    # text (`Rescorer.analyse`)
    tokens: tuple[int, ...] = ()


class FreeDecoder:
    def __init__(self, model: Any, settings: WhisperSettings, language: str = "en") -> None:
        self.model = model
        self.settings = settings
        # the most tokens a free decode writes (the recogniser sets it for its grammar)
        self.max_tokens = settings.max_tokens
        tokenizer = model.hf_tokenizer
        # a multilingual model is told the language and the task, which the game knows:
        # it need not guess them from a word or two of a command
        told = (
            [tokenizer.token_to_id(f"<|{language}|>"), tokenizer.token_to_id("<|transcribe|>")]
            if model.model.is_multilingual else []
        )
        self.sot = [
            tokenizer.token_to_id("<|startoftranscript|>"),
            *told,
            tokenizer.token_to_id("<|notimestamps|>"),
        ]
        # decodes started ahead of need, by what they were started with
        self._ahead: dict[DecodeKey, tuple[Any, Any]] = {}

    def start_with(self, prompt: str) -> list[int]:
        """The decoder's opening tokens: `prompt` as the previous text, if any, then the
        start of the transcript."""
        if not prompt:
            return list(self.sot)
        tokenizer = self.model.hf_tokenizer
        ids = tokenizer.encode(" " + prompt, add_special_tokens=False).ids
        return [tokenizer.token_to_id("<|startofprev|>"), *ids, *self.sot]

    def free_decode(
        self, encoded: Any, seconds: float, start: list[int], openings: bool = False
    ) -> FreeDecode:
        """Greedy decoding after `start`; with `openings`, also the log-probability of
        every token as the first one. A decode started ahead with the same settings
        (`decode_ahead`) is waited for instead of run again."""
        key = self._decode_key(encoded, seconds, start, openings)
        pending = self._ahead.pop(key, None)
        if pending is not None:
            result = pending[1].result()
        else:
            result = self._generate(encoded, start, key[2], openings, asynchronous=False)
        return self._free_result(result, openings)

    def decode_ahead(
        self, encoded: Any, seconds: float, start: list[int], openings: bool = False
    ) -> None:
        """Start the free decode that `free_decode` with the same arguments would run, on
        the model's next free worker, and return at once."""
        key = self._decode_key(encoded, seconds, start, openings)
        if key not in self._ahead:
            handle = self._generate(encoded, start, key[2], openings, asynchronous=True)
            # the encoder output stays referenced until the decode is collected
            self._ahead[key] = (encoded, handle)

    def collect_ahead(self) -> None:
        """Wait for the decodes started ahead and not needed: an utterance accepted early
        leaves them running."""
        pending, self._ahead = list(self._ahead.values()), {}
        for _, handle in pending:
            try:
                handle.result()
            except Exception:  # a decode nobody needs may fail quietly
                pass

    def _decode_key(
        self, encoded: Any, seconds: float, start: list[int], openings: bool
    ) -> DecodeKey:
        # the prompt counts towards the length; a command needs few tokens per second,
        # and a short limit stops the repetitions a short window invites early (each
        # token costs ~5-12 ms)
        max_length = len(start) + min(self.max_tokens, 6 + int(4 * seconds))
        return id(encoded), tuple(start), max_length, openings

    def _generate(
        self, encoded: Any, start: list[int], max_length: int, openings: bool,
        asynchronous: bool,
    ) -> Any:
        return self.model.model.generate(
            encoded,
            [start],
            asynchronous=asynchronous,
            # the first token's whole distribution belongs to one path: greedy
            beam_size=1 if openings else self.settings.beam_size,
            max_length=max_length,
            return_scores=True,
            return_no_speech_prob=True,
            return_logits_vocab=openings,
            suppress_blank=True,
        )[0]

    def _free_result(self, result: Any, openings: bool) -> FreeDecode:
        ids = result.sequences_ids[0]
        text = self.model.hf_tokenizer.decode(ids).strip()
        score = result.scores[0] if result.scores else -5.0
        first = None
        if openings and result.logits and result.logits[0]:
            logits = np.asarray(result.logits[0][0], np.float64).ravel()
            first = logits - logits.max()
            first -= np.log(np.exp(first).sum())
        return FreeDecode(
            text, float(score), float(result.no_speech_prob), first, tuple(ids)
        )

"""The recogniser that joins the parts: one utterance through encoder, free decode,
rescoring and decision, and listening again when that gives no command."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from voice_games.grammar import Grammar
from voice_games.speech.audio import RATE, loud_speech_seconds, resample, speech_seconds
from voice_games.speech.matching import word_distance
from voice_games.speech.recognition import (
    Reading,
    Recognition,
    answering,
    without_numbers_while_answering,
)
from voice_games.speech.whisper.decision import (
    ENGINE_NAME,
    Analysis,
    close_near_miss,
    decide_analysis,
    decide_near_miss,
    merge_analyses,
)
from voice_games.speech.whisper.decoding import FreeDecode, FreeDecoder
from voice_games.speech.whisper.encoding import Encoded, encode
from voice_games.speech.whisper.model import MODEL_SHA256, load_model
from voice_games.speech.whisper.multilingual import SHA256 as MULTILINGUAL_SHA256
from voice_games.speech.whisper.prompts import FALLBACKS, ONE_WORD_COMMANDS, prompt_text
from voice_games.speech.whisper.rescoring import Allowed, Rescorer
from voice_games.speech.whisper.settings import SHIPPED, WhisperSettings
from voice_games.speech.whisper.writing import (
    one_command,
    one_sentence,
    written_clause,
)


class WhisperRecogniser:
    name = ENGINE_NAME

    def __init__(
        self,
        grammar: Grammar,
        model_dir: Path | None = None,
        *,
        model_sha256: str = MODEL_SHA256,
        settings: WhisperSettings = SHIPPED,
    ) -> None:
        self.settings = settings
        self.model = load_model(model_dir, model_sha256, settings)
        # a decoder tuned to the game's commands on this machine (`tuning`)
        self.name = (
            ENGINE_NAME if model_sha256 in (MODEL_SHA256, MULTILINGUAL_SHA256) else "whisper-tuned"
        )
        self.grammar = grammar
        self.decoder = FreeDecoder(self.model, settings, grammar.language)
        self.rescorer = Rescorer(self.model, grammar, settings, self.decoder.sot)
        self.decoder.max_tokens = self.longest_decode(grammar, settings)
        # whether a digit alone is a command of this game (the digits-only decode)
        self.has_bare = any(intent.variant == "bare" for intent in grammar.intents)
        self._start = self._main_start = self.start_with(self.main_prompt())
        # the prompts for listening again, in the order they are tried
        self.fallbacks = {name: self.start_with(text(grammar)) for name, text in FALLBACKS.items()}
        # where a bare digit is a command (push-to-talk, `recognize`), and whether an
        # utterance may be decoded again: both set by the listening mode (`listen_for`)
        self.bare_digits = True
        self.listens_again = True
        # intents that mean nothing at the moment (answers when no question is open):
        # never candidates, so they take no share from the commands that do
        self.excluded: frozenset[str] = frozenset()
        # what the rules allow now, when the game says (`prefer_allowed`)
        self.allowed: Allowed | None = None
        # the short commands by their first token as written ('Help.', 'Cancel.')
        self._short: dict[int, list[str]] = {}
        matcher = self.rescorer.matcher
        for text, parse in zip(matcher.texts, matcher.parses, strict=True):
            # bare digits have their own decode (the digits alone as the prompt)
            if len(text.split()) <= 2 and not parse.bare:
                for form in self.rescorer.written(text):
                    ids = self.tokens(form)
                    if len(ids) <= 3:
                        self._short.setdefault(ids[0], []).append(text)
        # The first decode is slow (memory allocation): pay for it at start-up.
        self.recognise(np.zeros(RATE, np.float32))

    def longest_decode(self, grammar: Grammar, settings: WhisperSettings) -> int:
        """The most tokens a free decode may write: `max_tokens`, or half as many again
        as the grammar's longest example as written, where its commands are longer (a
        list of pieces and a seat: 'Offer my pink bead for your green bead to bull.' is
        12 tokens, and players say longer ones)."""
        longest = max(
            (len(self.tokens(self.rescorer.written(example)[0]))
             for intent in grammar.intents for example in intent.examples),
            default=0,
        )
        return max(settings.max_tokens, math.ceil(1.5 * longest))

    # ----- the parts, as the tuning and the tests reach them ---------------------------

    def main_prompt(self, wake_word: str = "") -> str:
        """The first decode's prompt: command examples and the digits, after the wake
        word when there is one."""
        return prompt_text(self.grammar, wake_word=wake_word)

    def start_with(self, prompt: str) -> list[int]:
        return self.decoder.start_with(prompt)

    def tokens(self, text: str) -> list[int]:
        return self.rescorer.tokens(text)

    def encode(self, samples: np.ndarray) -> Encoded:
        return encode(self.model, samples, self.settings)

    def free_decode(
        self, encoded: Any, seconds: float, start: list[int] | None = None,
        openings: bool = False,
    ) -> FreeDecode:
        """A free decode after `start`, the main prompt when None."""
        return self.decoder.free_decode(encoded, seconds, start or self._start, openings)

    def fallback_decode(self, encoded: Any, seconds: float, name: str) -> FreeDecode:
        """A free decode with one of the FALLBACKS prompts. With the one-word commands as
        the prompt, the first token's distribution is worth reading: 'Tell.' was written
        for 'help', with ' Help' as likely."""
        return self.free_decode(
            encoded, seconds, self.fallbacks[name], name == ONE_WORD_COMMANDS
        )

    def fallback_ahead(self, encoded: Any, seconds: float, name: str) -> None:
        """Start the decode `fallback_decode` with the same arguments would run."""
        self.decoder.decode_ahead(
            encoded, seconds, self.fallbacks[name], name == ONE_WORD_COMMANDS
        )

    # ----- one utterance ---------------------------------------------------------------

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        # the last utterance's unneeded decodes end before this one is timed: between
        # two utterances there is at least the time it takes to say the second
        self.decoder.collect_ahead()
        started = time.perf_counter()
        audio = resample(samples, rate, RATE)
        encoded = self.encode(audio)
        analysis = self.analyse(audio, encoded, ahead=True)
        found = decide_analysis(analysis, self.settings.decision)
        if found.rejected:
            found, analysis = self.listen_again(audio, encoded, found, analysis)
            if found.rejected and self.near_miss(analysis):
                found = decide_near_miss(analysis, self.settings.decision)
        elif self.wants_second_opinion(analysis, found):
            found, analysis = self.second_opinion(audio, encoded, analysis)
        # the rule the listening input keeps for every engine, with this one's own
        # threshold (bench/asr/README.md)
        found = without_numbers_while_answering(
            found, self.excluded, self.settings.decision.reject
        )
        elapsed = time.perf_counter() - started
        return Recognition(found.readings, analysis.heard, self.name, elapsed, found.rejected)

    def analyse(
        self, samples: np.ndarray, encoded: Encoded | None = None, ahead: bool = False
    ) -> Analysis:
        """Steps 1-5 with the main prompt (`encoded`: the encoder output, if computed).
        `ahead`: when the first decode may lead to another, start the one-word prompt's
        decode (listening again and a second opinion both begin with it) while this one
        is rescored, once its candidates are scored: started before them, it held one of
        the two workers they share, and a long offer in a loud room waited for it
        (bench/asr/README.md: Threads)."""
        started = time.perf_counter()
        encoded = encoded or self.encode(samples)
        seconds = samples.size / RATE
        first = self.free_decode(encoded[0], seconds)
        then = None
        if ahead and self.may_decode_again(first.avg_logprob):
            then = partial(self.fallback_ahead, encoded[0], seconds, ONE_WORD_COMMANDS)
        spoken = speech_seconds(samples)
        # a loud room's length lets a short digit pass (`Decision.bare_loud_short`), but
        # not while a yes-or-no question is open: real people's 'no' written 'Four.' in
        # a loud room was then taken as a move (bench/asr/README.md)
        loud = None if spoken is not None or self.answering() else loud_speech_seconds(samples)
        return self.analyse_heard(
            encoded, first.text, first.avg_logprob, first.no_speech, started=started,
            speech=spoken, loud=loud, tokens=first.tokens, then=then,
        )

    def analyse_heard(
        self,
        encoded: Encoded,
        heard: str,
        avg: float,
        no_speech: float,
        started: float | None = None,
        extra: tuple[str, ...] = (),
        speech: float | None = None,
        loud: float | None = None,
        tokens: tuple[int, ...] = (),
        then: Callable[[], None] | None = None,
    ) -> Analysis:
        """Steps 3-5 for one free transcription, with what the game said about this
        moment (`exclude_intents`, `prefer_allowed`); `speech` and `loud`: how long the
        player spoke (`Analysis.speech_seconds`, `loud_speech_seconds`); `tokens`: the
        tokens the free decode wrote; `then`: what to start once the candidates are
        scored (`Rescorer.analyse`)."""
        analysis = self.rescorer.analyse(
            encoded, heard, avg, no_speech,
            time.perf_counter() if started is None else started,
            extra, speech, self.excluded, self.allowed, tokens, then,
        )
        return replace(analysis, loud_speech_seconds=loud)

    def listen_again(
        self, audio: np.ndarray, encoded: Encoded, found: Recognition, analysis: Analysis,
    ) -> tuple[Recognition, Analysis]:
        """Heard as no command: decode again with each fallback prompt in turn, on the
        encoder output already computed, and take the first reading that is accepted.
        The main prompt's digits make Whisper hear short words as look-alikes ('Rule
        of.' for 'rules', 'Kale.' for 'help'); with the one-word commands in the prompt
        it writes them right, but a plain digit then becomes 'Pause.', so that prompt
        only gets what the first one could not place (bench/asr/README.md). Fluent text
        (table talk heard clearly) is not decoded again."""
        decision = self.settings.decision
        if not self.listens_again or analysis.avg_logprob > decision.listen_again_below:
            return found, analysis
        spoken = analysis.speech_seconds
        if spoken is None:
            spoken = analysis.loud_speech_seconds
        # the digits-only decode only where a bare digit is a command; and a digit written
        # alone by that decode of a long utterance would be refused (`invented_digit`), so
        # table talk does not pay for it
        digits = self.bare_digits and self.has_bare and (
            spoken is None or spoken <= decision.bare_longest
        )
        names = [name for name in self.fallbacks if name != "digits" or digits]
        # what a transcription gives does not depend on the prompt that produced it
        # (rescoring is unprompted), only the free decode's own doubt does: a decode
        # that wrote what an earlier one wrote reuses its candidates
        known: dict[tuple[str, tuple[str, ...]], Analysis] = {
            (written_clause(analysis.heard), ()): analysis
        }
        seconds = audio.size / RATE
        # all of them at once, on both workers; the first accepted reading wins, and the
        # rest are collected before the next utterance
        for name in names:
            self.fallback_ahead(encoded[0], seconds, name)
        for name in names:
            bare_only = name == "digits"
            decoded = self.fallback_decode(encoded[0], seconds, name)
            text, avg, no_speech = decoded.text, decoded.avg_logprob, decoded.no_speech
            extra = self.opening_commands(decoded.openings)
            key = (written_clause(text), extra)
            earlier = known.get(key)
            if earlier is not None:
                again = replace(earlier, heard=text, avg_logprob=avg, no_speech=no_speech)
            else:
                again = self.analyse_heard(
                    encoded, text, avg, no_speech, extra=extra, speech=analysis.speech_seconds,
                    loud=analysis.loud_speech_seconds, tokens=decoded.tokens,
                )
                known[key] = again
            again = replace(again, written_gains=not bare_only)
            heard = decide_analysis(again, decision)
            best = heard.best
            # prompted with digits alone, Whisper writes a digit for anything: only a
            # bare digit counts from that decode, not 'try two' from 'I'm not sure'
            bare = best is not None and best.parse is not None and best.parse.bare
            if heard.rejected or (bare_only and not bare):
                continue
            return heard, again
        # still nothing: what the main prompt heard is the better report
        return found, analysis

    def near_miss(self, analysis: Analysis) -> bool:
        """Whether what Whisper wrote is a near miss of a command: close in sound and
        not much more probable as written (`close_near_miss`), or the best candidate
        word for word but one (`one_word_off`). Not after a wake word, where no decode
        is repeated either."""
        if not analysis.candidates or not self.listens_again:
            return False
        return close_near_miss(analysis, self.settings.decision) or self.one_word_off(
            analysis
        )

    def one_word_off(self, analysis: Analysis) -> bool:
        """Whether Whisper wrote the best candidate word for word but one, and it is a
        command of at least `near_miss_words` words (`Decision.near_miss_words`), while
        what Whisper wrote is no command ('Accept the offer from bull.' is another
        command than *accept the offer from whale*, not a near miss of it). Words that
        sound the same ('center', 'centre') are the same word."""
        said = analysis.candidates[0].match.text.split()
        heard = self.grammar.normalise(analysis.clause)
        if len(said) < self.settings.decision.near_miss_words or len(heard) != len(said):
            return False
        language = self.grammar.language
        differ = sum(
            h != c and word_distance(h, c, language) > 0 for h, c in zip(heard, said, strict=True)
        )
        return differ == 1 and self.grammar.parse_heard(" ".join(heard)) is None

    def may_decode_again(self, avg_logprob: float) -> bool:
        """Whether a first decode this sure of its text can lead to another decode
        (`listen_again`, `second_opinion`)."""
        decision = self.settings.decision
        return self.listens_again and avg_logprob <= max(
            decision.listen_again_below, decision.second_opinion_below
        )

    def wants_second_opinion(self, analysis: Analysis, found: Recognition) -> bool:
        """An accepted one-word reading, or one Whisper wrote as digits alone, that it
        was unsure of as written: the main prompt's digits turn short words said quickly
        into digits ('Three.' for 'quit', 'Four.' for 'done' in babble, 'Two. Three.'
        for 'history'), and sound matching then finds a look-alike ('sure', 'try
        seven')."""
        best = found.best
        return (
            self.listens_again
            and best is not None
            and analysis.avg_logprob < self.settings.decision.second_opinion_below
            and (len(best.text.split()) == 1 or self._digits_alone(analysis.clause))
        )

    def _digits_alone(self, clause: str) -> bool:
        words = self.grammar.normalise(clause)
        return bool(words) and all(w in self.grammar.digits for w in words)

    def second_opinion(
        self, audio: np.ndarray, encoded: Encoded, analysis: Analysis
    ) -> tuple[Recognition, Analysis]:
        """Decode again with the one-word commands as the prompt and let the candidates
        of both decodes compete: they are scored by the same unprompted forced decoding
        of the same encoder output, so their log-probabilities compare."""
        decoded = self.fallback_decode(encoded[0], audio.size / RATE, ONE_WORD_COMMANDS)
        again = self.analyse_heard(
            encoded, decoded.text, decoded.avg_logprob, decoded.no_speech,
            extra=self.opening_commands(decoded.openings), speech=analysis.speech_seconds,
            loud=analysis.loud_speech_seconds, tokens=decoded.tokens,
        )
        merged = merge_analyses(analysis, again)
        return decide_analysis(merged, self.settings.decision), merged

    def opening_commands(self, openings: np.ndarray | None) -> tuple[str, ...]:
        """The short commands (at most 3 tokens as written) that begin with one of the
        most probable first tokens, at most `opening_margin` below the best."""
        if openings is None:
            return ()
        best = np.argsort(-openings)[: self.settings.openings]
        floor = float(openings[best[0]]) - self.settings.opening_margin
        found: dict[str, None] = {}
        for token in best:
            if openings[token] >= floor:
                found.update(dict.fromkeys(self._short.get(int(token), ())))
        return tuple(found)

    # ----- matching by sound alone -----------------------------------------------------

    def match_text(self, text: str, score: float = 0.0, no_speech: float = 0.0) -> Recognition:
        """The commands closest to a transcription, by sound alone (the words after a
        wake word, already decoded with it)."""
        clause = one_command(text)
        matches = self.rescorer.matcher.match(
            clause, excluded=self.excluded, search=one_sentence(text)
        ) if clause else []
        readings = tuple(
            Reading(m.text, self.confidence(m.distance, score, no_speech), m.parse)
            for m in matches
        )
        rejected = not readings or readings[0].confidence < 0.5
        return Recognition(readings, text, self.name, 0.0, rejected)

    def confidence(self, distance: float, score: float, no_speech: float) -> float:
        """0.5 at the rejection distance; Whisper's own doubt (a very low token
        probability, or 'this was not speech') pulls it down."""
        closeness = max(0.0, 1.0 - distance / (2 * self.settings.reject_distance))
        # Real short words often score -2 per token and are right: only far below that
        # does Whisper's own probability say it was guessing.
        doubt = min(1.0, float(np.exp((score + 2.5) / 1.5))) * (1.0 - 0.5 * no_speech)
        return float(closeness * doubt)

    # ----- what the game tells ---------------------------------------------------------

    def listen_for(self, mode: str, wake_word: str = "") -> None:
        """Adapt to the listening mode (speech/listen.py). In open mic a bare digit is
        no command (the game asks for the verb), so the digits-only decode, which
        makes table talk into digits, is not tried. After a wake word the words that
        follow it are matched on the first decode's text, so no decode is repeated, and
        the prompt begins with the wake word."""
        self.bare_digits = mode != "open"
        self.listens_again = mode != "wake"
        self._start = self._main_start
        if mode == "wake" and wake_word:
            self._start = self.start_with(self.main_prompt(wake_word))

    def prefer_allowed(self, allowed: Allowed | None) -> None:
        """What the rules allow now (a parse -> bool, from the game), or None when
        nothing is known: readings it refuses lose `Decision.not_allowed` nats, and slot
        variants it refuses are not estimated."""
        self.allowed = allowed

    def exclude_intents(self, intents: frozenset[str]) -> None:
        """Leave these intents out of every reading until told otherwise: the game
        says which answers mean nothing now ('second' when no question asks for one,
        where a real speaker's 'seven' came out as 'Seven.' and lost to it)."""
        self.excluded = frozenset(intents)

    def answering(self) -> bool:
        """Whether a yes-or-no question is open, as the game said (`exclude_intents`)."""
        return answering(self.excluded)

"""Rescoring: the commands closest in sound to what Whisper wrote, each scored under
Whisper's own decoder given the same audio, and the variants of the best one in one
slot value, estimated from one forced decode and scored exactly when close."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

import numpy as np

from voice_games.grammar import Grammar
from voice_games.speech.matching import CommandMatcher, Match, value_siblings
from voice_games.speech.recognition import command_key
from voice_games.speech.whisper.decision import Analysis, Scored
from voice_games.speech.whisper.encoding import Encoded
from voice_games.speech.whisper.settings import WhisperSettings
from voice_games.speech.whisper.writing import (
    one_command,
    one_sentence,
    opening_word,
    written_clause,
    written_command,
)

Allowed = Callable[[Any], bool]
"""What the rules allow now: a parse -> bool, from the game."""


@dataclass
class Tables:
    """Forced decodes started for `Rescorer.token_tables`, to be finished."""

    texts: list[str]
    started: list[tuple[int, list[int], list[list[int]], Any, Any]]
    asynchronous: bool


def shared_out(
    sequences: list[tuple[int, ...]], parts: int
) -> list[list[tuple[int, ...]]]:
    """`sequences` in at most `parts` batches of about equal cost: a sequence costs
    about as much as six tokens more than its length (measured on `align` with tiny.en:
    7 ms a sequence and 1.3 ms a token, the vocabulary's softmax at every token)."""
    batches: list[list[tuple[int, ...]]] = [[] for _ in range(max(1, min(parts, len(sequences))))]
    costs = [0] * len(batches)
    for sequence in sorted(sequences, key=len, reverse=True):
        cheapest = costs.index(min(costs))
        batches[cheapest].append(sequence)
        costs[cheapest] += len(sequence) + 6
    return batches


def allows(allowed: Allowed | None, parse: Any) -> bool:
    return allowed is None or parse is None or allowed(parse)


class Rescorer:
    def __init__(
        self, model: Any, grammar: Grammar, settings: WhisperSettings, sot: list[int]
    ) -> None:
        self.model = model
        self.grammar = grammar
        self.settings = settings
        self.sot = sot
        self.matcher = CommandMatcher(grammar)
        self.siblings = value_siblings(grammar)
        self._tokens: dict[str, list[int]] = {}
        self._parsed: dict[str, Any] = {}
        # the forced scores of the utterance whose encoder output and window
        # `_scored_for` holds (the one heard last)
        self._scored_for: tuple[Any, int] | None = None
        self._scored: dict[tuple[int, ...], float] = {}

    def written(self, sentence: str) -> list[str]:
        """How Whisper would write a command of this grammar's language."""
        return written_command(sentence, self.grammar)

    @cached_property
    def openers(self) -> frozenset[str]:
        """The words that open a template too large to list (the search's templates),
        its optional words left out, and not a number: 'contraoferta', 'offer', 'give'.
        A digit, which opens many, would let 'Two. Two sugars please.' be searched."""
        from voice_games.grammar.matcher import opening_words
        from voice_games.speech.matching import large_intents

        return frozenset(
            word
            for intent in large_intents(self.grammar) for template in intent.templates
            for word in opening_words(template, self.grammar.rules)[0]
        ) - set(self.grammar.digits)

    def parse(self, text: str) -> Any:
        """The grammar's parse, remembered: slot expansion asks for the same few hundred
        sentences again and again."""
        if text not in self._parsed:
            self._parsed[text] = self.grammar.parse_heard(text)
        return self._parsed[text]

    def tokens(self, text: str) -> list[int]:
        found = self._tokens.get(text)
        if found is None:
            found = self.model.hf_tokenizer.encode(" " + text, add_special_tokens=False).ids
            if len(self._tokens) < 20000:
                self._tokens[text] = found
        return found

    def score_texts(self, encoded: Any, window: int, texts: list[str]) -> list[float]:
        """Log-probability of each text under Whisper's decoder, given the audio: forced
        decoding through `align`, which returns every text token's probability. No
        prompt here: it would make every prompted word likely, whatever was said."""
        return self.score_sequences(encoded, window, [self.tokens(t) for t in texts])

    def score_sequences(
        self, encoded: Any, window: int, sequences: list[list[int]]
    ) -> list[float]:
        """`score_texts` for texts already made tokens. Each sequence is forced once for
        an utterance: what Whisper wrote is most often one of the commands' forms, and
        listening again finds many of the same candidates. The batch is shared between
        the model's workers: `align` runs on one core, and a long offer's seven
        candidates took 130 ms there and 75 ms on two (the same scores here; int8
        kernels may round a sequence a little otherwise in another batch elsewhere)."""
        heard = self._scored_for
        if heard is None or heard[0] is not encoded or heard[1] != window:
            self._scored_for, self._scored = (encoded, window), {}
        scores = self._scored
        distinct = [s for s in dict.fromkeys(tuple(s) for s in sequences) if s not in scores]
        if distinct:
            parts = shared_out(distinct, self.settings.workers)
            later = [
                self._pool.submit(self._aligned, encoded, window, part) for part in parts[1:]
            ]
            scores.update(self._aligned(encoded, window, parts[0]))
            for future in later:
                scores.update(future.result())
        return [scores[tuple(s)] for s in sequences]

    @cached_property
    def _pool(self) -> ThreadPoolExecutor:
        # the calling thread scores one part; these threads wait for the others
        return ThreadPoolExecutor(max(1, self.settings.workers - 1), "rescoring")

    def _aligned(
        self, encoded: Any, window: int, sequences: list[tuple[int, ...]]
    ) -> dict[tuple[int, ...], float]:
        """The log-probability of each sequence, by forced decoding through `align`."""
        import ctranslate2

        array = np.asarray(encoded)
        batch = ctranslate2.StorageView.from_array(
            np.ascontiguousarray(np.repeat(array, len(sequences), axis=0))
        )
        results = self.model.model.align(
            batch, self.sot, [list(s) for s in sequences], window // 2
        )
        return {
            sequence: float(np.sum(np.log(np.maximum(
                np.asarray(result.text_token_probs, dtype=np.float64), 1e-30
            ))))
            for sequence, result in zip(sequences, results, strict=True)
        }

    def token_tables(self, encoded: Any, texts: list[str]) -> list[np.ndarray | None]:
        """For each text, the log-probability of every vocabulary token at each of its
        token positions, given the text before it: a forced decode through `generate`,
        which returns the whole distribution where `align` returns one probability.
        Texts of one length share a batch (generate forces the prompt only as far as
        the shortest one)."""
        return self.finish_tables(self.start_tables(encoded, texts, asynchronous=False))

    def start_tables(self, encoded: Any, texts: list[str], asynchronous: bool = True) -> Tables:
        """Start the forced decodes of `token_tables` (on the model's next free worker,
        when `asynchronous`); `finish_tables` waits for them."""
        import ctranslate2

        groups: dict[int, list[int]] = {}
        for number, text in enumerate(texts):
            groups.setdefault(len(self.tokens(text)), []).append(number)
        array = np.asarray(encoded)
        started = []
        for length, members in groups.items():
            prompts = [[*self.sot, *self.tokens(texts[n])] for n in members]
            batch = ctranslate2.StorageView.from_array(
                np.ascontiguousarray(np.repeat(array, len(members), axis=0))
            )
            results = self.model.model.generate(
                batch,
                prompts,
                asynchronous=asynchronous,
                beam_size=1,
                # generate counts a forced prompt inconsistently: 4 more than the prompt
                # covers a text of up to 6 tokens, and a longer one needs twice its own
                # length (measured: 7 tokens 14, 10 tokens 20, 15 tokens 30); the check
                # below drops a text it did not force through
                max_length=max(len(prompts[0]) + 4, 2 * length + 2),
                return_logits_vocab=True,
                suppress_blank=False,
                suppress_tokens=[],
            )
            # the batch stays referenced until the decode is collected
            started.append((length, members, prompts, batch, results))
        return Tables(texts, started, asynchronous)

    def finish_tables(self, pending: Tables) -> list[np.ndarray | None]:
        tables: list[np.ndarray | None] = [None] * len(pending.texts)
        for length, members, prompts, _, results in pending.started:
            for number, prompt, result in zip(members, prompts, results, strict=True):
                if pending.asynchronous:
                    result = result.result()
                steps = result.logits[0] if result.logits else []
                forced = prompt[len(self.sot) :]
                if len(steps) < length or result.sequences_ids[0][:length] != forced:
                    continue
                logits = np.stack([np.asarray(x, np.float64).ravel() for x in steps[:length]])
                peak = logits.max(axis=1, keepdims=True)
                tables[number] = logits - peak - np.log(
                    np.exp(logits - peak).sum(axis=1, keepdims=True)
                )
        return tables

    def has_variants(self, match: Match) -> bool:
        """Whether `expand_slots` estimates variants of `match`: a bare digit's neighbours
        are the other bare digits, which sound matching already offers, and the estimate
        is poor there, since the full stop after a lone first word depends on the word."""
        return not match.parse.bare and any(w in self.siblings for w in match.text.split())

    def expand_slots(
        self,
        encoded: Any,
        best: Scored,
        taken: set[Any],
        limit: int = 1,
        excluded: frozenset[str] = frozenset(),
        allowed: Allowed | None = None,
        started: Tables | None = None,
    ) -> list[Scored]:
        """Every command that differs from `best` in one slot value ('shake pot five' ->
        'shake pot one' ... 'nine'), scored from the token distributions of one forced
        decode of `best`: in noise the free transcription is often far from what was said,
        and its closest commands then miss the right value. The score swaps the value
        token's log-probability and keeps the rest, which is exact up to the tokens after
        the value (a full stop, mostly)."""
        words = best.match.text.split()
        if not self.has_variants(best.match):
            if started is not None:
                self.finish_tables(started)
            return []
        forms = self.written(best.match.text)
        # the forced decodes started while the candidates were scored, when they were
        # started for this one (and collected in any case, not left running)
        tables = self.finish_tables(started) if started is not None else None
        if tables is None or started is None or started.texts != forms:
            tables = self.token_tables(encoded, forms)
        if any(t is None for t in tables):
            return []
        own = [float(sum(t[k, tok] for k, tok in enumerate(self.tokens(f))))  # type: ignore[index]
               for f, t in zip(forms, tables, strict=True)]
        base = float(np.logaddexp.reduce(own))
        found: list[Scored] = []
        for index, word in enumerate(words):
            for other in self.siblings.get(word, ()):
                text = " ".join([*words[:index], other, *words[index + 1:]])
                parse = self.parse(text) if other != word else None
                if (
                    parse is None
                    or command_key(parse) in taken
                    or parse.intent in excluded
                    or not allows(allowed, parse)
                ):
                    continue
                scores = []
                for old, new, table, score in zip(
                    forms, self.written(text), tables, own, strict=False
                ):
                    a, b = self.tokens(old), self.tokens(new)
                    changed = [k for k in range(len(a)) if len(a) == len(b) and a[k] != b[k]]
                    if len(a) != len(b) or len(changed) != 1:
                        break
                    k = changed[0]
                    scores.append(score - table[k, a[k]] + table[k, b[k]])  # type: ignore[index]
                if len(scores) != len(forms):
                    continue
                taken.add(command_key(parse))
                logprob = best.logprob + float(np.logaddexp.reduce(scores)) - base
                found.append(Scored(Match(text, best.match.distance, parse), logprob, True))
        # Only the most probable `limit`: each further rival takes a little of the best
        # command's share, and the rejection threshold was not chosen for many rivals
        # (a third variant mended nothing on the benchmark and lost two commands).
        found.sort(key=lambda c: -c.logprob)
        return found[:limit]

    def rescored_if_close(
        self, encoded: Any, window: int, candidates: list[Scored]
    ) -> list[Scored]:
        """`candidates` with the estimated ones scored exactly, when they come within
        `rescore_expansion` nats of the best candidate (all in one batch)."""
        within = self.settings.rescore_expansion
        best = max(c.logprob for c in candidates)
        close = [
            number for number, c in enumerate(candidates)
            if c.expanded and c.logprob >= best - within
        ]
        forms = [self.written(candidates[n].match.text) for n in close]
        scores = self.score_texts(encoded, window, [text for own in forms for text in own])
        rescored = list(candidates)
        start = 0
        for number, own in zip(close, forms, strict=True):
            exact = float(np.logaddexp.reduce(scores[start : start + len(own)]))
            rescored[number] = replace(candidates[number], logprob=exact)
            start += len(own)
        return rescored

    def analyse(
        self,
        encoded_window: Encoded,
        heard: str,
        avg: float,
        no_speech: float,
        started: float,
        extra: tuple[str, ...] = (),
        speech: float | None = None,
        excluded: frozenset[str] = frozenset(),
        allowed: Allowed | None = None,
        heard_tokens: tuple[int, ...] = (),
        then: Callable[[], None] | None = None,
    ) -> Analysis:
        """Steps 3-5 for one free transcription (`voice_games.speech.whisper`).
        `extra`: more commands to score, found otherwise than by sound (the first
        token's distribution); `speech`: how long the player spoke
        (`Analysis.speech_seconds`); `excluded`: intents that are no candidates now;
        `allowed`: what the rules allow now; `heard_tokens`: the tokens Whisper wrote
        `heard` with; `then`: started once the candidates are scored (a decode that may
        be needed next), so that it waits behind their forced decodes on the model's
        workers and not they behind it."""
        encoded, window = encoded_window
        clause = one_command(heard)
        count = self.settings.candidates
        decision = self.settings.decision
        # a command is one sentence: the search over the templates' structure, which can
        # put a command together from pieces of several ('Swap four and six. Three.
        # Four and six. Three.' as *claim four and six and six*), hears one sentence only,
        # or one sentence after the word that opens a template, where a speaker pauses
        # ('Contraoferta. Mi cuenta rosa...', taught as "contraoferta: mi cuenta...")
        search = one_sentence(heard) or opening_word(heard) in self.openers
        found = (
            self.matcher.match(clause, count, excluded, decision.alike_word, search=search)
            if clause else []
        )
        # a command written alike must beat its own neighbours in sound to lose its
        # rival spelling ('Cancer.' for *chances* is alike *cancel*, but *chances* scores
        # better, and is not alike: the utterance is rejected rather than misheard)
        if any(m.alike for m in found[:count]):
            matches = [m for m in found if m.distance <= decision.alike_reach]
        else:
            matches = [m for m in found[:count] if m.distance <= decision.max_distance]
        taken = {command_key(m.parse) for m in matches}
        opened: set[str] = set()
        # a decode that wrote nothing heard no words: with no transcription to rival
        # it, a command begun by its first token alone would be sure however
        # improbable (a cut-off *yes* as *a hint*, forced at -16.9 nats); no such
        # command was right on the benchmark
        for text in extra if clause else ():
            parse = self.parse(text)
            # the start of what Whisper wrote always scores at least as well as all of
            # it (the scores do not count the end of the text): 'Two.' for 'Two sugars
            # please.' would win on that alone
            if clause == text or clause.startswith(text + " "):
                continue
            # nor can a short command stand for a long sentence: a command begun by its
            # first token is scored without its end, so one word beat a whole sentence
            # Whisper wrote ('Geht den Karnisch die Bilder schon auf...' as *gezeigt*)
            if len(clause.split()) - len(text.split()) > decision.opened_words_beyond:
                continue
            if (
                parse is not None
                and command_key(parse) not in taken
                and parse.intent not in excluded
            ):
                taken.add(command_key(parse))
                # as far as a sound match may be: no nearer than what Whisper wrote
                matches.append(Match(text, decision.max_distance, parse))
                opened.add(text)
        texts: list[str] = []
        owners: list[int] = []
        for number, match in enumerate(matches):
            for form in self.written(match.text):
                texts.append(form)
                owners.append(number)
        written = written_clause(heard)
        if written:
            texts.append(written)
        sequences = [self.tokens(t) for t in texts]
        # a text's probability is that of all its spellings in tokens: Whisper may write
        # a word in tokens other than the tokenizer's own (German 'Annehmen.' as ' An'
        # 'nehmen', 3.8 nats likelier than the tokenizer's ' Anne' 'hmen', which lost to
        # *ablehnen*), so a command it wrote is scored as it wrote it too. Only a
        # command: the free text as the rival of sound matches, spelt as written, lost
        # four clearly said Spanish commands ('Estamos.' for *estado*) for two
        # sentences of table talk (bench/asr/README.md: Scored as written)
        own = list(heard_tokens)
        spelt_own = (
            bool(written) and written in texts[:-1] and bool(own) and own != sequences[-1]
            and self.model.hf_tokenizer.decode(own).strip() == written
        )
        if spelt_own:
            sequences.append(own)
        # the slot variants are estimated from the best-scoring of the closest, which is
        # most often the closest: its forced decode starts now, on the model's other
        # worker, while every candidate is scored
        guess = min(matches, key=lambda m: m.distance) if matches else None
        ahead = (
            self.start_tables(encoded, self.written(guess.text))
            if guess is not None and self.has_variants(guess) else None
        )
        scores = self.score_sequences(encoded, window, sequences)
        if then is not None:
            then()
        if spelt_own:
            as_written = scores.pop()
            scores = [
                float(np.logaddexp(score, as_written)) if text == written else score
                for score, text in zip(scores, texts, strict=True)
            ]
        free_logprob = scores[-1] if written else -math.inf
        candidates = []
        for number, match in enumerate(matches):
            forms = [s for s, o in zip(scores, owners, strict=False) if o == number]
            candidates.append(
                Scored(match, float(np.logaddexp.reduce(forms)), opened=match.text in opened)
            )
        if candidates:
            pool = sorted(candidates, key=lambda c: c.match.distance)
            base = max(pool[: self.settings.expand_within], key=lambda c: c.logprob)
            taken = {command_key(c.match.parse) for c in candidates}
            if ahead is not None and base.match.text != guess.text:  # type: ignore[union-attr]
                self.finish_tables(ahead)  # not needed: collected, not left running
                ahead = None
            candidates += self.expand_slots(
                encoded, base, taken, self.settings.expansions, excluded, allowed, ahead
            )
        elif ahead is not None:
            self.finish_tables(ahead)
        candidates = [
            c if allows(allowed, c.match.parse)
            else replace(c, logprob=c.logprob - decision.not_allowed, refused=True)
            for c in candidates
        ]
        # after the rules' penalty: a variant close to a reading the rules refuse is
        # close to winning
        if any(c.expanded for c in candidates):
            candidates = self.rescored_if_close(encoded, window, candidates)
        candidates.sort(key=lambda c: -c.logprob)
        return Analysis(
            heard,
            clause,
            avg,
            no_speech,
            free_logprob,
            len(self.tokens(written)) if written else 0,
            tuple(candidates),
            time.perf_counter() - started,
            speech,
            self.grammar.language,
        )

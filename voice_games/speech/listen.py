"""Voice input for a game session: microphone -> end-pointing -> recogniser -> Utterance.

Listening modes (the session picks one; see README):
- "open": hands-free, here. Every utterance is decoded; a bare digit is refused because
  table talk is full of numbers (`verb_required`).
- "push": only what is said while the key is held (`push_to_talk`); a bare digit is a
  quick shake.
- "wake": only utterances that begin with the wake word (`wake`): for noisy tables.

On loudspeakers the game's own voice reaches the microphone, so `set_game_speaking(True)`
closes the gate until shortly after the game stops talking. With headphones the gate
stays open so a player can interrupt.

Time is counted in samples heard, not on the clock: a recording fed through `feed` (or a
capture device that delivers faster than real time) must behave as if it was spoken."""

from __future__ import annotations

import queue
import threading
import weakref
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any

import numpy as np

from voice_games.catalogue import catalogue
from voice_games.core import SpeakableError
from voice_games.grammar import Grammar, Parse
from voice_games.speech.audio import LOUD_ROOM_DB, RATE, resample, speech_over_room_db
from voice_games.speech.engines import make_recogniser
from voice_games.speech.matching import candidate_sentences
from voice_games.speech.microphone import (
    BLOCK_SECONDS,
    MicrophoneUnavailable,
    input_devices,
    open_microphone,
)
from voice_games.speech.push_to_talk import HeldSound, TerminalKeys
from voice_games.speech.recognition import (
    CommandKey,
    EngineUnavailable,
    Recogniser,
    Recognition,
    command_key,
    distinct_readings,
    without_numbers_while_answering,
    without_readings,
)
from voice_games.speech.vad import Endpointer, EndpointerSettings, held_words
from voice_games.speech.wake import WakeWord

# make_recogniser: the command line builds the recogniser from here
__all__ = ["Utterance", "VoiceInput", "make_recogniser"]

MODES = ("open", "push", "wake")
KEY_SOURCES = ("auto", "terminal", "none")
ECHO_TAIL_SECONDS = 0.3  # room echo of the game's last word
# Early answers (open and wake modes): at a short pause the speech so far is decoded
# while the end-pointer waits out its hangover. A command heard this surely, which no
# longer command begins with, is acted on at once; anything else waits for the end of
# the utterance, and is not decoded again when nothing was said after the pause.
EARLY_CONFIDENCE = 0.8
EARLY_MAX_SECONDS = 4.0  # longer is table talk: not worth a decode at every pause
_PRESS = np.zeros(0, np.float32)
_RELEASE = np.zeros(0, np.float32)


@dataclass(frozen=True)
class Utterance:
    text: str
    confidence: float
    alternatives: tuple[tuple[str, float], ...]
    source: str
    verb_required: bool
    rejected: bool = False
    # the words stood less than LOUD_ROOM_DB over the room (`loud_room`)
    loud_room: bool = False


def loud_room(speech: np.ndarray, rate: int = RATE) -> bool:
    """Whether the player's words stood out of the room by less than LOUD_ROOM_DB:
    there the recogniser mishears most (commands 10 dB over white noise or talk: about
    three in four understood, against 95 % in a quiet room), and getting closer to the
    microphone is the advice that helps."""
    level = speech_over_room_db(speech, rate)
    return level is not None and level < LOUD_ROOM_DB


def utterance_from(
    recognition: Recognition, verb_required: bool, loud: bool = False
) -> Utterance:
    readings = recognition.readings
    if recognition.rejected or not readings:
        return Utterance("", recognition.confidence, (), "voice", verb_required, True, loud)
    return Utterance(
        readings[0].text,
        readings[0].confidence,
        tuple((r.text, r.confidence) for r in readings[1:]),
        "voice",
        verb_required,
        loud_room=loud,
    )


def in_context(recognition: Recognition, excluded: frozenset[str]) -> Recognition:
    """The recognition with the readings of `excluded` intents dropped, and of numbers
    said alone while a yes-or-no question is open (`without_numbers_while_answering`);
    rejected when none is left or the best one was among them (its rival was no clear
    winner). Whatever the engine."""
    return without_numbers_while_answering(
        without_readings(recognition, lambda parse: parse.intent in excluded), excluded
    )


_CONTINUED: weakref.WeakKeyDictionary[Grammar, frozenset[CommandKey]] = (
    weakref.WeakKeyDictionary()
)


def continued_commands(grammar: Grammar) -> frozenset[CommandKey]:
    """The commands (`command_key`) that are also the start of a different, longer one:
    'take pot three' (and shake it), 'stop' (the game), 'help' (me choose), 'complete'
    (the top row). A pause after them may be a breath, not the end."""
    if grammar not in _CONTINUED:
        found = set()
        for sentence in candidate_sentences(grammar):
            whole = grammar.parse_heard(sentence)
            words = sentence.split()
            for end in range(1, len(words)):
                start = grammar.parse_heard(" ".join(words[:end]))
                if start is None:
                    continue
                if whole is None or command_key(start) != command_key(whole):
                    found.add(command_key(start))
        _CONTINUED[grammar] = frozenset(found)
    return _CONTINUED[grammar]


class VoiceInput:
    def __init__(
        self,
        grammar: Grammar,
        recogniser: Recogniser | None = None,
        device: str | int | None = None,
        mode: str = "open",
        wake_word: str = "computer",
        on_utterance: Callable[[Utterance], None] = lambda utterance: None,
        on_status: Callable[[str], None] = lambda sentence: None,
        *,
        headphones: bool = False,
        models_dir: str | None = None,
        keys: str = "auto",
        early: bool = True,
    ) -> None:
        if mode not in MODES:
            raise ValueError(f"The listening mode must be open, push or wake, not {mode!r}.")
        if keys not in KEY_SOURCES:
            raise ValueError(f"The push-to-talk keys must be auto, terminal or none, not {keys!r}.")
        self.grammar = grammar
        self.device = device
        self.mode = mode
        self.wake_word = wake_word
        self.on_utterance = on_utterance
        self.on_status = on_status
        self.headphones = headphones
        self.keys = keys
        self.models_dir = models_dir
        self.fallback_message: str | None = None
        # speech says what it has to say in the language of the commands it hears
        self.words = catalogue(grammar.language)
        self.recogniser = recogniser
        self._microphone: Any = None
        self._terminal: TerminalKeys | None = None
        self._blocks: queue.Queue[np.ndarray | None] = queue.Queue()
        self._worker: threading.Thread | None = None
        self._rate = RATE
        self._speaking = False
        self._mute_samples = 0  # samples still to drop after the game stopped speaking
        self._pressed = False
        self._held = HeldSound()  # the key as the worker has seen it, and its sound
        self._wake = WakeWord(wake_word, grammar, self._match)
        self._clock = 0  # samples heard so far: the file device has no real-time pacing
        self._excluded: frozenset[str] = frozenset()
        self._allowed: Callable[[Parse], bool] | None = None
        self._told = threading.Lock()  # what the session told, and the recogniser told it
        self.early = early and mode != "push"
        self._continued = continued_commands(grammar) if self.early else frozenset()
        self._early_guess: Recognition | None = None  # the decode at the last pause
        self._endpointer = self._new_endpointer(RATE)
        self._lock = threading.Lock()
        # what every decode runs inside (`give_way_while_hearing`)
        self._hearing: Callable[[], AbstractContextManager[object]] = nullcontext
        try:
            if not any(True for _ in input_devices()):
                self.fallback_message = self.words("mic-none-typed")
        except MicrophoneUnavailable as error:
            self.fallback_message = self._typed_because(error)
        if self.fallback_message is None and self.recogniser is None:
            try:
                self.recogniser = make_recogniser(None, grammar, models_dir, on_status)
            except EngineUnavailable as error:
                self.fallback_message = self._typed_because(error)
        adapt = getattr(self.recogniser, "listen_for", None)
        if adapt is not None:
            adapt(mode, wake_word)

    # ----- control ------------------------------------------------------------------

    def _typed_because(self, error: SpeakableError) -> str:
        return self.words("typed-because", reason=error.speak(self.words.language))

    def start(self) -> None:
        if self.fallback_message is not None or self._worker is not None:
            return
        try:
            self._microphone = open_microphone(self.device, on_block=self._blocks.put)
        except MicrophoneUnavailable as error:
            self.fallback_message = self._typed_because(error)
            self.on_status(self.fallback_message)
            return
        self._rate = self._microphone.rate
        self._endpointer = self._new_endpointer(self._rate)
        self._worker = threading.Thread(target=self._run, name="voice-input", daemon=True)
        self._worker.start()
        self._start_keys()

    def _start_keys(self) -> None:
        if self.mode != "push" or self.keys == "none":
            return
        if self.keys == "auto" and not TerminalKeys.available():
            return
        terminal = TerminalKeys(lambda: self.push_to_talk(not self._pressed))
        try:
            terminal.start()
        except (OSError, ImportError) as error:
            self.on_status(self.words("push-key-unreadable", reason=str(error)))
            return
        self._terminal = terminal
        self.on_status(self.words("push-help"))

    def stop(self) -> None:
        if self._terminal is not None:
            self._terminal.stop()
            self._terminal = None
        if self._microphone is not None:
            self._microphone.close()
            self._microphone = None
        if self._worker is not None:
            self._blocks.put(None)
            self._worker.join(timeout=5)
            self._worker = None

    def feed(self, samples: np.ndarray) -> None:
        """Hear a recording (float32 at 16 kHz) exactly as if the microphone had picked
        it up, in microphone-sized blocks, in the calling thread: for benchmarks and
        tests. Not while the microphone is open."""
        if self._worker is not None:
            raise RuntimeError("feed() is for recordings; the microphone is open.")
        block = int(self._rate * BLOCK_SECONDS)
        data = np.asarray(samples, dtype=np.float32)
        for start in range(0, data.size, block):
            self._handle(data[start : start + block])

    def set_game_speaking(self, speaking: bool) -> None:
        """On loudspeakers, what the microphone hears while the game speaks is dropped."""
        if self.headphones:
            return
        with self._lock:
            if self._speaking and not speaking:
                self._mute_samples = int(ECHO_TAIL_SECONDS * self._rate)
            self._speaking = speaking

    def prefer_allowed(self, allowed: Callable[[Parse], bool] | None) -> None:
        """What the rules allow now, for an engine that can prefer those readings."""
        with self._told:
            self._allowed = allowed
            tell = getattr(self.recogniser, "prefer_allowed", None)
            if tell is not None:
                tell(allowed)

    def use_recogniser(self, recogniser: Recogniser) -> None:
        """Hear with `recogniser` from the next utterance on (the tuned model, once the
        background tuning has built it). It is told first what this one was told: the
        listening mode, what the rules allow, the answers that mean nothing now."""
        adapt = getattr(recogniser, "listen_for", None)
        if adapt is not None:
            adapt(self.mode, self.wake_word)
        # the session may tell something new meanwhile: it reaches one or the other
        with self._told:
            tell = getattr(recogniser, "prefer_allowed", None)
            if tell is not None:
                tell(self._allowed)
            exclude = getattr(recogniser, "exclude_intents", None)
            if exclude is not None:
                exclude(self._excluded)
            # one assignment: an utterance being decoded ends with the recogniser it began
            self.recogniser = recogniser

    def give_way_while_hearing(
        self, hearing: Callable[[], AbstractContextManager[object]]
    ) -> None:
        """Decode every utterance inside `hearing()`: the background tuning stops for
        the time of a decode (`tuning.background.GivingWay`)."""
        self._hearing = hearing

    def _recognise(self, speech: np.ndarray) -> Recognition:
        assert self.recogniser is not None
        with self._hearing():
            return self.recogniser.recognise(resample(speech, self._rate, RATE), RATE)

    def hearing(self) -> str:
        """What the game hears with, and how far the tuning to the games' commands has
        come while it runs: the answer to a player who asks."""
        from voice_games.speech.engines import resolve_models_dir
        from voice_games.speech.tuning import background

        name = getattr(self.recogniser, "name", "")
        if name == "whisper-tuned":
            return self.words("hearing-tuned")
        try:
            directory = resolve_models_dir(self.models_dir)
            if background.running(directory, self.grammar):
                return background.tuning_progress(directory, self.grammar)
        except OSError:  # an unreadable models folder: nothing is known to be learning
            pass
        if name == "whisper":
            # English's model comes with the game; the other languages' is installed
            english = self.grammar.language == "en"
            return self.words("hearing-bundled" if english else "hearing-multilingual")
        return self.words("hearing-other", engine=name)

    def exclude_intents(self, intents: frozenset[str]) -> None:
        """Leave these intents out of what is heard (the session's answers that mean
        nothing now). An engine that can leave them out of its own decision does so;
        for the others the readings are filtered."""
        with self._told:
            self._excluded = frozenset(intents)
            tell = getattr(self.recogniser, "exclude_intents", None)
            if tell is not None:
                tell(self._excluded)

    def push_to_talk(self, pressed: bool) -> None:
        """Key down opens the microphone, key up sends what was said."""
        if pressed == self._pressed:
            return
        self._pressed = pressed
        if pressed:
            self.on_status("Listening.")
        # in the queue, so the worker sees key and sound in the order they happened
        marker = _PRESS if pressed else _RELEASE
        if self._worker is None:
            self._handle(marker)
        else:
            self._blocks.put(marker)

    # ----- the worker ---------------------------------------------------------------

    def _run(self) -> None:
        while True:
            block = self._blocks.get()
            if block is None:
                return
            try:
                self._handle(block)
            except Exception as error:  # a decoder failure must not end listening
                self.on_status(self.words("recognition-failed", reason=str(error)))

    def _gated(self, block: np.ndarray) -> bool:
        with self._lock:
            if self._speaking:
                return True
            if self._mute_samples > 0:
                self._mute_samples -= block.size
                return True
        return False

    def _handle(self, block: np.ndarray) -> None:
        self._clock += block.size
        if block is _PRESS:
            self._held.press()
            return
        if block is _RELEASE:
            held = self._held.release()
            if held is not None and self.mode == "push":
                self._decode(held_words(held, self._rate))
            return
        if self.mode == "push":
            if self._held.has_room(self._rate) and not self._gated(block):
                self._held.hold(block)
            return
        if self._gated(block):
            self._endpointer.reset()
            self._early_guess = None
            return
        for speech in self._endpointer.feed(block):
            guess = self._early_guess if self._endpointer.ended_after_pause else None
            # A pause decode that found no command is not reused: the pause can fall in
            # a soft last sound ('K pot six.' for *shake pot six* in noise), which the
            # whole utterance, with the quiet after it, gives back (10 dB commands
            # through the open microphone: white 76.3 -> 77.4, babble 72.6 -> 73.4 %).
            if guess is not None and guess.rejected:
                guess = None
            self._early_guess = None
            self._decode(speech, guess)

    def _new_endpointer(self, rate: int) -> Endpointer:
        # After a wake word the player's command is often louder than the wake word
        # itself, which must stay in the utterance: there the talk before the words is
        # cut at `trim_db` alone (the wake word may follow a scrap of it, WAKE_AFTER_WORDS)
        settings = EndpointerSettings(talk_lead_db=None) if self.mode == "wake" else None
        return Endpointer(rate, settings, on_pause=self._at_pause if self.early else None)

    def _at_pause(self, speech: np.ndarray) -> bool:
        """The player paused: decode the speech so far now, while the end-pointer waits
        to be sure the utterance is over. True (the utterance ends here) when it is a
        whole command heard surely; otherwise the decode is kept for the end."""
        self._early_guess = None
        if self.recogniser is None or speech.size > EARLY_MAX_SECONDS * self._rate:
            return False
        recognition = self._recognise(speech)
        if self._whole_and_sure(recognition):
            self._decode(speech, recognition)
            return True
        self._early_guess = recognition
        return False

    def _whole_and_sure(self, recognition: Recognition) -> bool:
        """A command that can be acted on without waiting: heard with confidence, no
        question to ask between readings, not a bare digit (open mic asks for the verb)
        and not the start of a longer command ('take pot three' and shake it, 'stop'
        the game, 'help' me choose). After a wake word, only with the command in the
        same utterance; no side effects here, in case it is not taken."""
        if self.mode == "wake":
            command = self._wake.command_in(recognition)
            if command is None:
                return False
            recognition = command
        recognition = in_context(recognition, self._excluded)
        best = recognition.best
        if best is None or best.parse is None or best.parse.bare:
            return False
        runner_up = recognition.readings[1].confidence if len(recognition.readings) > 1 else 0.0
        return (
            best.confidence >= EARLY_CONFIDENCE
            and runner_up <= 1.0 - EARLY_CONFIDENCE
            and command_key(best.parse) not in self._continued
        )

    def _decode(self, speech: np.ndarray, recognition: Recognition | None = None) -> None:
        """Act on one utterance; `recognition`: its decode, when already done at a pause."""
        if recognition is None:
            recognition = self._recognise(speech)
        if self.mode == "wake":
            woken = self._wake.heard(recognition, self._clock / self._rate, self.on_status)
            if woken is None:
                return
            recognition = woken
        recognition = in_context(recognition, self._excluded)
        self.on_utterance(utterance_from(
            recognition, verb_required=self.mode == "open",
            loud=loud_room(speech, self._rate),
        ))

    def _match(self, text: str, recognition: Recognition) -> Recognition:
        """The command in the words after the wake word."""
        match_text = getattr(self.recogniser, "match_text", None)
        if match_text is not None:
            found: Recognition = match_text(text)
            return Recognition(
                found.readings, recognition.heard, recognition.engine, recognition.seconds,
                found.rejected,
            )
        # a grammar-bound engine: its words are grammar words, parse them as they are
        readings = distinct_readings(self.grammar, [(text, recognition.confidence)])
        return Recognition(
            readings, recognition.heard, recognition.engine, recognition.seconds, not readings
        )

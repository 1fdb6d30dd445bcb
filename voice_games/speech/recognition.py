"""What every recogniser gives back, and the one interface they share.

A recogniser turns 16 kHz mono samples into readings in grammar words, best first,
each with a confidence in 0..1 and its parse. The engine decides what was *heard* and
whether to reject it; the grammar decides what it *means*; the game asks between close
readings."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

import numpy as np

from voice_games.core import SpeakableError
from voice_games.grammar import Grammar, Parse

RATE = 16000


class EngineUnavailable(SpeakableError):
    """A recogniser cannot run here; the message is one sentence for the player."""


CommandKey = tuple[str, tuple[tuple[str, str], ...]]
"""An intent with its slots: what two readings must share to be the same command."""


def command_key(parse: Parse) -> CommandKey:
    """Two readings are the same command when intent and slots agree: 'five' (bare) and
    'shake pot five' are one command; 'swap two and eight' and 'switch 2 with 8' too."""
    return parse.intent, tuple(sorted(parse.slots.items()))


@dataclass(frozen=True)
class Reading:
    text: str
    confidence: float
    parse: Parse | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Recognition:
    """One utterance as an engine understood it."""

    readings: tuple[Reading, ...]
    heard: str = ""
    engine: str = ""
    seconds: float = 0.0
    rejected: bool = False

    @property
    def best(self) -> Reading | None:
        return None if self.rejected or not self.readings else self.readings[0]

    @property
    def text(self) -> str:
        best = self.best
        return best.text if best else ""

    @property
    def confidence(self) -> float:
        best = self.best
        return best.confidence if best else 0.0


def without_readings(
    recognition: Recognition, dropped: Callable[[Parse], bool],
    reject_below: float | None = None,
) -> Recognition:
    """The recognition with the readings whose parse is `dropped` left out (the same
    object when none is). Rejected when none is left; otherwise, without
    `reject_below`, when it was already or the best one was dropped (its rival was no
    clear winner); with it, when the best one left is less sure than that."""
    readings = tuple(r for r in recognition.readings if r.parse is None or not dropped(r.parse))
    if len(readings) == len(recognition.readings):
        return recognition
    if not readings:
        rejected = True
    elif reject_below is None:
        rejected = recognition.rejected or readings[0] is not recognition.readings[0]
    else:
        rejected = readings[0].confidence < reject_below
    return Recognition(readings, recognition.heard, recognition.engine, recognition.seconds,
                       rejected)


def answering(excluded: frozenset[str]) -> bool:
    """Whether a yes-or-no question is open, from the intents the game left out of
    what is heard now (nothing left out: the game said nothing of its questions)."""
    return bool(excluded) and not {"yes", "no"} & excluded


def without_numbers_while_answering(
    recognition: Recognition, excluded: frozenset[str], reject_below: float | None = None,
) -> Recognition:
    """While a yes-or-no question is open (`answering`), a number said alone is no
    move: real people's 'no' was written 'Nine.' or 'Six.', and taken as a move it shook
    a pot in place of the answer. The other readings stay, as sure as they were
    (`without_readings`, `reject_below`)."""
    if not answering(excluded):
        return recognition
    return without_readings(recognition, lambda parse: parse.bare, reject_below)


@runtime_checkable
class Recogniser(Protocol):
    name: str

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        """Decode one end-pointed utterance; `samples` are float32 in -1..1."""
        ...


def distinct_readings(grammar: Grammar, candidates: list[tuple[str, float]]) -> tuple[Reading, ...]:
    """Keep the best reading of each distinct command that parses, best first."""
    seen: set[CommandKey] = set()
    readings: list[Reading] = []
    for text, confidence in sorted(candidates, key=lambda item: -item[1]):
        parse = grammar.parse_heard(text)
        if parse is None:
            continue
        key = command_key(parse)
        if key in seen:
            continue
        seen.add(key)
        readings.append(Reading(" ".join(grammar.normalise(text)), confidence, parse))
    return tuple(readings)


class TextRecogniser:
    """Typed text through the same parser: a reading has confidence 1 or is rejected."""

    name = "text"

    def __init__(self, grammar: Grammar) -> None:
        self.grammar = grammar

    def recognise_text(self, text: str) -> Recognition:
        readings = distinct_readings(self.grammar, [(text, 1.0)])
        return Recognition(readings, text, self.name, 0.0, not readings)

    def recognise(self, samples: np.ndarray, rate: int = RATE) -> Recognition:
        raise TypeError("The text recogniser reads typed text, not audio.")

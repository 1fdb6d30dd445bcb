"""The wake word: only utterances that begin with it ("computer, shake five"), or that
follow it alone within a few seconds, reach the game. For noisy tables."""

from __future__ import annotations

import re
from collections.abc import Callable

from voice_games.grammar import Grammar
from voice_games.speech.matching import word_distance
from voice_games.speech.recognition import Recognition

WAKE_WINDOW_SECONDS = 6.0
# How far (in sound, `word_distance`) a heard word may be from the wake word. Tighter
# than for commands: 'complete', a command, is 0.25 from 'computer', and woke the game
# in table talk; 'compute' and 'computers' (0.12) are how Whisper writes it.
WAKE_DISTANCE = 0.2
# Whisper, primed with our commands, often writes the wake word as 'complete' ('Complete.
# Repeat.'). Such a near miss still wakes when the words after it are a command and the
# whole is not a claim of its own ('Complete the top row' is a claim, not a wake).
WAKE_NEAR_DISTANCE = 0.35
# Talk that ran into the player's words before the wake word: Whisper writes a scrap of
# it as a sentence of its own ("Can. Computer. Shake pot one."). At most this many
# words of it before a wake word that starts a sentence.
WAKE_AFTER_WORDS = 2
_WORD = re.compile(r"[\w']+")
# a sentence ended (by Whisper's punctuation) just before this point of its text
_SENTENCE_END = re.compile(r"[.!?\u2026][\"')\]\u201d]*\s*$")


def _words_with_spans(text: str, grammar: Grammar) -> list[tuple[str, int, int]]:
    """Normalised words of `text`, each with the span of the written word it came from
    ('28' gives two words with one span), fillers dropped."""
    found: list[tuple[str, int, int]] = []
    for match in _WORD.finditer(text):
        for word in grammar.normalise(match.group()):
            found.append((word, match.start(), match.end()))
    return found


def _is_wake(words: list[str], wake: list[str], distance: float = WAKE_DISTANCE) -> bool:
    return len(words) == len(wake) and all(
        word_distance(w, k) <= distance for w, k in zip(words, wake, strict=True)
    )


def split_wake_word(
    heard: str, wake_word: str, grammar: Grammar, distance: float = WAKE_DISTANCE,
    scrap_words: int = WAKE_AFTER_WORDS,
) -> str | None:
    """What follows the wake word when a transcription starts with it, else None.

    It may also start a later sentence when what comes before is a scrap of other talk
    that ran into the player's words (at most `scrap_words` words: "Can. Computer.
    Shake pot one."), never the middle of a sentence ("My computer is so slow.").
    The rest keeps its punctuation, so the matcher still sees Whisper's sentences, and
    stops where the wake word comes again: a short window makes Whisper repeat the whole
    utterance ('Computer. Shake pot five. Computer. Shake pot five.')."""
    wake = wake_word.casefold().split()
    if not wake:
        return None
    words = _words_with_spans(heard, grammar)
    first = None
    for index in range(min(len(words), scrap_words + 1)):
        starts_sentence = index == 0 or bool(_SENTENCE_END.search(heard[: words[index][1]]))
        if starts_sentence and _is_wake(
            [w for w, _, _ in words[index : index + len(wake)]], wake, distance
        ):
            first = index
            break
    if first is None:
        return None
    rest = words[first + len(wake) :]
    start = words[first + len(wake) - 1][2]
    end = len(heard)
    for index in range(len(rest) - len(wake) + 1):
        if _is_wake([w for w, _, _ in rest[index : index + len(wake)]], wake):
            end = rest[index][1]
            break
    return heard[start:end].strip(" \t,.;:!?-")


Match = Callable[[str, Recognition], Recognition]
"""The command in the words after the wake word, read by the listening recogniser."""


class WakeWord:
    """Whether an utterance woke the game, and what command it carries. Time is the
    listener's, in seconds of sound heard."""

    def __init__(self, wake_word: str, grammar: Grammar, match: Match) -> None:
        self.wake_word = wake_word
        self.grammar = grammar
        self._match = match
        self._awake_until = -1.0

    def command_in(self, recognition: Recognition) -> Recognition | None:
        """The command said in the same utterance after the wake word, if any."""
        rest = split_wake_word(recognition.heard, self.wake_word, self.grammar)
        return self._match(rest, recognition) if rest else None

    def heard(
        self, recognition: Recognition, now: float, on_status: Callable[[str], None]
    ) -> Recognition | None:
        """The command the utterance gives the game at `now`, or None: no wake word, or
        the wake word alone, after which the game listens for a few seconds."""
        rest = split_wake_word(recognition.heard, self.wake_word, self.grammar)
        if rest is None:
            near = self._near_wake(recognition)
            if near is not None:
                self._awake_until = -1.0
                return near
            if now <= self._awake_until:
                self._awake_until = -1.0
                return recognition
            return None
        if rest:
            self._awake_until = -1.0
            return self._match(rest, recognition)
        self._awake_until = now + WAKE_WINDOW_SECONDS
        on_status("Listening.")
        return None

    def _near_wake(self, recognition: Recognition) -> Recognition | None:
        """The command after a near miss of the wake word, when that is the only way
        to read the utterance as one (see WAKE_NEAR_DISTANCE)."""
        best = recognition.best
        if best is not None and best.parse is not None and best.parse.intent == "claim":
            return None
        # only as the first thing heard: 'I see. Complete. Shake pot one.' is talk
        rest = split_wake_word(
            recognition.heard, self.wake_word, self.grammar, WAKE_NEAR_DISTANCE, 0
        )
        if not rest:
            return None
        found = self._match(rest, recognition)
        return None if found.rejected else found

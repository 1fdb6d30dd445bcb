"""Wake-word listening: only what begins with the wake word reaches the game.

Recordings go through `VoiceInput.feed`, the microphone's own path (end-pointer, Whisper,
wake word); bench/asr/wake.py measures false wakes in long table talk (WAKE.md)."""

from __future__ import annotations

import numpy as np
import pytest

from voice_games.grammar import load_grammar
from voice_games.session import answers_out_of_context
from voice_games.speech.listen import VoiceInput, in_context
from voice_games.speech.recognition import Reading, Recognition
from voice_games.speech.wake import WAKE_WINDOW_SECONDS, split_wake_word


def room(seconds: float, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).normal(0, 3e-4, int(seconds * 16000)).astype(np.float32)


@pytest.mark.parametrize(
    ("heard", "rest"),
    [
        ("Computer. Shake pot five.", "Shake pot five"),
        # a short window makes Whisper say it all again: the command is said once
        ("Computer. Shake pot five. Computer. Shake pot five. Computer.", "Shake pot five"),
        ("Computer swap 2 and 8", "swap 2 and 8"),
        ("Compute, complete the top row.", "complete the top row"),
        ("Computer.", ""),
        ("Computer. Computer. Computer.", ""),
        ("Um, computer, repeat.", "repeat"),
        # a scrap of other talk that ran into the player's words, as a sentence of its own
        ("Can. Computer. Shake pot one.", "Shake pot one"),
        ("You know. Computer, repeat.", "repeat"),
        ("Can\u2026 Computer, repeat.", "repeat"),
        ('"Can." Computer, repeat.', "repeat"),
        # more than a scrap: someone else's sentence, not the player's wake word
        ("I told you so. Computer, repeat.", None),
        # the wake word inside a sentence never wakes
        ("Can you computer shake pot one.", None),
        # 'complete' is a command and sounds like the wake word: it must not wake
        ("Complete the top row.", None),
        ("Complete.", None),
        ("My computer is so slow.", None),
        ("Shake pot five.", None),
        ("", None),
    ],
)
def test_the_wake_word_starts_the_utterance_or_nothing_happens(grammar, heard, rest):
    assert split_wake_word(heard, "computer", grammar) == rest


def listening(grammar, whisper):
    got = []
    statuses = []
    voice = VoiceInput(grammar, whisper, mode="wake", on_utterance=got.append,
                       on_status=statuses.append, keys="none")
    return voice, got, statuses


@pytest.mark.slow
def test_a_command_after_the_wake_word_is_taken_and_one_without_it_is_ignored(
    grammar, whisper, speak
):
    voice, got, _ = listening(grammar, whisper)
    voice.feed(np.concatenate([room(0.5), speak("shake pot five"), room(1.0, 1),
                               speak("swap two and eight"), room(1.0, 2)]))
    assert got == []
    voice.feed(np.concatenate([speak("computer, shake pot five"), room(1.0, 3)]))
    assert [(u.text, u.rejected, u.verb_required) for u in got] == [
        ("shake pot five", False, False)
    ]


@pytest.mark.slow
def test_the_wake_word_alone_opens_a_short_window_for_the_next_utterance(
    grammar, whisper, speak
):
    voice, got, statuses = listening(grammar, whisper)
    voice.feed(np.concatenate([room(0.5), speak("computer"), room(1.0, 1),
                               speak("swap two and eight"), room(1.0, 2)]))
    assert statuses == ["Listening."]
    assert [(u.text, u.rejected) for u in got] == [("swap two and eight", False)]
    # the window is used up, and after it has passed the game is deaf again
    voice.feed(np.concatenate([speak("computer"), room(WAKE_WINDOW_SECONDS + 1.0, 3),
                               speak("shake pot five"), room(1.0, 4)]))
    assert len(got) == 1


@pytest.mark.slow
def test_table_talk_that_names_the_wake_word_in_passing_does_not_wake(grammar, whisper, speak):
    voice, got, statuses = listening(grammar, whisper)
    for index, talk in enumerate(["my computer is so slow", "complete nonsense",
                                  "pass the salt"]):
        voice.feed(np.concatenate([speak(talk), room(1.0, index)]))
    assert got == [] and statuses == []


class Hears:
    """Whisper's matcher on given transcriptions, one per decode, the last one for any
    later decode (an utterance whose pause decode found no command is decoded again):
    what the wake rules do with a known text, without depending on what Whisper makes
    of a voice."""

    name = "whisper"

    def __init__(self, whisper, texts: list[str]) -> None:
        self.whisper = whisper
        self.texts = list(texts)

    def recognise(self, samples, rate=16000) -> Recognition:
        text = self.texts.pop(0) if len(self.texts) > 1 else self.texts[0]
        found = self.whisper.match_text(text)
        return Recognition(found.readings, text, self.name, 0.0, found.rejected)

    def match_text(self, text: str) -> Recognition:
        return self.whisper.match_text(text)


def burst(seed: int) -> np.ndarray:
    """Something loud enough to be an utterance, then the room."""
    t = np.arange(8000) / 16000
    return np.concatenate([room(0.3, seed), 0.2 * np.sin(2 * np.pi * 220 * t), room(1.0, seed)])


@pytest.mark.parametrize(
    ("heard", "delivered"),
    [
        # Whisper, primed with the commands, writes the wake word as 'complete'
        ("Complete. Repeat.", ["repeat"]),
        ("Complete the shake pot five.", ["shake pot five"]),
        ("Complete the top row.", []),  # a claim without the wake word
        ("Complete nonsense.", []),
        ("Complete.", []),
        # only as the first thing heard: after other words it is talk
        ("I see. Complete. Repeat.", []),
        ("I see. Computer. Repeat.", ["repeat"]),
    ],
)
def test_a_near_miss_of_the_wake_word_wakes_only_before_a_command(
    grammar, whisper, heard, delivered
):
    got = []
    voice = VoiceInput(grammar, Hears(whisper, [heard]), mode="wake",
                       on_utterance=got.append, keys="none")
    voice.feed(burst(1))
    assert [u.text for u in got if not u.rejected] == delivered


def test_readings_of_excluded_intents_are_dropped_for_any_engine():
    grammar = load_grammar("arabian_pots", "en")
    heard = Recognition(
        tuple(Reading(t, c, grammar.parse(t)) for t, c in [("yes", 0.6), ("shake pot six", 0.3)]),
        "yes", "vosk", 0.1,
    )
    assert in_context(heard, frozenset()) is heard
    # the best reading meant nothing now: what is left was no clear winner
    dropped = in_context(heard, frozenset({"yes", "no"}))
    assert [r.text for r in dropped.readings] == ["shake pot six"] and dropped.rejected
    kept = in_context(heard, frozenset({"no"}))
    assert kept.best is not None and kept.best.text == "yes"


def test_a_number_said_alone_is_no_move_for_any_engine_while_a_question_is_open():
    grammar = load_grammar("arabian_pots", "en")
    heard = Recognition(
        tuple(Reading(t, c, grammar.parse(t)) for t, c in [("nine", 0.7), ("no", 0.3)]),
        "Nine.", "pocketsphinx", 0.1,
    )
    # no question open: the answers mean nothing, the number is a move
    idle = in_context(heard, answers_out_of_context(None))
    assert idle.best is not None and idle.best.text == "nine" and not idle.rejected
    # a yes-or-no question open: the number is dropped, and 'no' was no clear winner
    asked = in_context(heard, answers_out_of_context("confirm"))
    assert [r.text for r in asked.readings] == ["no"] and asked.rejected


@pytest.mark.slow
def test_an_answer_said_when_no_question_is_open_is_not_taken(grammar, whisper, speak):
    got = []
    voice = VoiceInput(grammar, whisper, mode="push", on_utterance=got.append, keys="none")

    def say(text):
        voice.push_to_talk(True)
        voice.feed(speak(text))
        voice.push_to_talk(False)

    voice.exclude_intents(frozenset({"yes", "no", "cancel", "first", "second", "line"}))
    say("yes")
    assert [u.rejected for u in got] == [True]
    assert "yes" in whisper.excluded
    voice.exclude_intents(frozenset({"first", "second", "line"}))  # 'Yes or no?'
    say("yes")
    assert [(u.text, u.rejected) for u in got[1:]] == [("yes", False)]


@pytest.mark.slow
def test_an_utterance_says_whether_it_was_said_in_a_loud_room(grammar, whisper, speak):
    """The session's advice after two misses depends on it: words 10 dB over white noise
    are in a loud room, the same words over a quiet room are not."""
    got = []
    voice = VoiceInput(grammar, whisper, mode="push", on_utterance=got.append, keys="none")
    words = speak("shake pot five")
    level = float(np.sqrt(np.mean(np.square(words[np.abs(words) > 0.01]))))
    noise = np.random.default_rng(3).normal(0, level / np.sqrt(10), words.size)
    for samples in (words, (words + noise).astype(np.float32)):
        voice.push_to_talk(True)
        voice.feed(samples)
        voice.push_to_talk(False)
    assert [u.loud_room for u in got] == [False, True]


@pytest.mark.slow
def test_a_wake_word_softer_than_the_command_stays_in_the_utterance(grammar, whisper, speak):
    """At a table of talk the end-pointer cuts the talk before a player's words at 7 dB
    under their loudest stretch (`talk_lead_db`); a wake word said 9 dB softer than the
    command, right before it, would go with it, so after a wake word only `trim_db`
    cuts."""

    def words(text: str, gain: float = 1.0) -> np.ndarray:
        said = speak(text)
        loud = np.flatnonzero(np.abs(said) > 0.01 * np.max(np.abs(said)))
        return said[loud[0] : loud[-1] + 1] * gain

    player = np.concatenate([words("computer", 10 ** (-9 / 20)), words("shake pot five")])
    far_talk = np.concatenate([words(t) for t in ("we should go soon", "I think so")] * 3)
    stream = np.zeros(int(2.5 * 16000) + player.size + 24000, np.float32)
    stream[: far_talk.size] += far_talk[: stream.size] * 0.004  # talk far away, all along
    stream += room(stream.size / 16000)
    stream[int(2.5 * 16000) : int(2.5 * 16000) + player.size] += player
    got = []
    voice = VoiceInput(grammar, whisper, mode="wake", on_utterance=got.append, keys="none")
    voice.feed(stream.astype(np.float32))
    assert [u.text for u in got if not u.rejected] == ["shake pot five"]

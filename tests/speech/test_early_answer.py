"""Early answers: a command is decoded at the first short pause, while the end-pointer
waits out its hangover, and a whole command heard surely is acted on at once."""

from __future__ import annotations

import numpy as np
import pytest

from voice_games.speech.listen import VoiceInput, continued_commands
from voice_games.speech.recognition import command_key
from voice_games.speech.vad import Endpointer, EndpointerSettings

RATE = 16000


def tone(seconds: float, level: float = 0.3) -> np.ndarray:
    t = np.arange(int(seconds * RATE)) / RATE
    return (level * np.sin(2 * np.pi * 300 * t)).astype(np.float32)


def room(seconds: float, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).normal(0, 3e-4, int(seconds * RATE)).astype(np.float32)


def fed(endpointer: Endpointer, stream: np.ndarray) -> list[tuple[int, bool]]:
    """(length in samples, ended_after_pause) of every utterance, in 50 ms blocks."""
    found = []
    for start in range(0, stream.size, 800):
        for speech in endpointer.feed(stream[start : start + 800]):
            found.append((speech.size, endpointer.ended_after_pause))
    return found


def test_the_speech_so_far_is_offered_at_a_pause_and_can_end_the_utterance():
    offered: list[int] = []
    answer = [False]

    def at_pause(speech: np.ndarray) -> bool:
        offered.append(speech.size)
        return answer[0]

    settings = EndpointerSettings()
    stream = np.concatenate([room(1), tone(0.8), room(1, 1)])
    ends = fed(Endpointer(RATE, settings, at_pause), stream)
    # offered once, 150 ms into the quiet; the utterance then ends as usual, and it is
    # the speech offered, with more quiet
    assert len(offered) == 1 and len(ends) == 1 and ends[0][1] is True
    assert ends[0][0] - offered[0] == (settings.hangover_ms - settings.pause_ms) * RATE // 1000
    offered.clear()
    answer[0] = True
    assert fed(Endpointer(RATE, settings, at_pause), stream) == [] and len(offered) == 1


def test_speech_after_a_pause_makes_the_offered_part_stale():
    offered: list[int] = []
    stream = np.concatenate([room(1), tone(0.5), room(0.25, 1), tone(0.5), room(1, 2)])
    ends = fed(Endpointer(RATE, on_pause=lambda s: offered.append(s.size) is not None), stream)
    assert len(offered) == 2 and offered[1] > offered[0]
    # one utterance: the pause was shorter than the hangover; its last pause is the end
    assert len(ends) == 1 and ends[0][1] is True
    assert fed(Endpointer(RATE), stream)[0][1] is False  # nothing offered, nothing to reuse


def test_commands_that_begin_longer_ones_are_known(grammar):
    continued = continued_commands(grammar)
    for start in ["take pot three", "stop", "help", "complete"]:
        assert command_key(grammar.parse(start)) in continued, start
    for whole in ["shake pot five", "swap two and eight", "complete the top row", "louder"]:
        assert command_key(grammar.parse(whole)) not in continued, whole


def words_only(samples: np.ndarray) -> np.ndarray:
    """The rendering without its quiet start and end (within 40 dB of the loudest)."""
    loud = np.flatnonzero(np.abs(samples) > 0.01 * np.max(np.abs(samples)))
    return samples[int(loud[0]) : int(loud[-1]) + 1]


def speech_end(samples: np.ndarray, offset: float) -> float:
    """Where the words end, in seconds from the start of the stream they begin at
    `offset` in: the last sample within 40 dB of the loudest."""
    loud = np.flatnonzero(np.abs(samples) > 0.01 * np.max(np.abs(samples)))
    return offset + (int(loud[-1]) + 1) / RATE


class Counting:
    """The real engine, with every decode counted."""

    def __init__(self, engine):
        self.engine = engine
        self.name = engine.name
        self.decodes = 0

    def recognise(self, samples, rate=RATE):
        self.decodes += 1
        return self.engine.recognise(samples, rate)

    def __getattr__(self, name):
        return getattr(self.engine, name)


def listen(grammar, whisper, early=True):
    engine = Counting(whisper)
    got: list[tuple[str, bool, float]] = []
    voice: VoiceInput

    def heard(utterance):
        got.append((utterance.text, utterance.rejected, voice._clock / RATE))

    voice = VoiceInput(grammar, engine, mode="open", on_utterance=heard, keys="none",
                       early=early)
    return voice, engine, got


@pytest.mark.slow
def test_a_whole_command_is_acted_on_at_the_pause_without_waiting(grammar, whisper, speak):
    words = speak("shake pot five")
    said = np.concatenate([room(0.5), words, room(1.5, 1)])
    spoken_until = speech_end(words, 0.5)
    voice, engine, got = listen(grammar, whisper)
    voice.feed(said)
    assert [(text, rejected) for text, rejected, _ in got] == [("shake pot five", False)]
    assert engine.decodes == 1
    early_at = got[0][2] - spoken_until
    voice, engine, got = listen(grammar, whisper, early=False)
    voice.feed(said)
    assert [(text, rejected) for text, rejected, _ in got] == [("shake pot five", False)]
    late_at = got[0][2] - spoken_until
    # counted in samples heard: the 150 ms pause against the hangover's 400 ms (each
    # counted from where the end-pointer hears the words fade, a little before the end
    # of the last sample within 40 dB of the loudest)
    assert late_at > 0.3 and early_at <= late_at - 0.2


@pytest.mark.slow
def test_the_start_of_a_longer_command_waits_and_its_decode_is_reused(grammar, whisper, speak):
    words = speak("take pot three")
    voice, engine, got = listen(grammar, whisper)
    voice.feed(np.concatenate([room(0.5), words, room(1.5, 1)]))
    assert [(text, rejected) for text, rejected, _ in got] == [("take pot three", False)]
    assert engine.decodes == 1  # decoded at the pause, taken at the end
    assert got[0][2] - speech_end(words, 0.5) >= 0.4


@pytest.mark.slow
def test_a_pause_inside_a_command_does_not_cut_it(grammar, whisper, speak):
    first, rest = words_only(speak("swap two")), words_only(speak("and eight"))
    voice, engine, got = listen(grammar, whisper)
    # a pause of 250 ms: longer than the early decode's, shorter than the hangover
    voice.feed(np.concatenate([room(0.5), first, room(0.25, 1), rest, room(1.5, 2)]))
    assert [(text, rejected) for text, rejected, _ in got] == [("swap two and eight", False)]
    assert engine.decodes >= 2  # the part before the pause was decoded, then all of it


@pytest.mark.slow
def test_a_pause_decode_that_found_no_command_is_decoded_again_whole(grammar, whisper, speak):
    """Table talk decoded at its pause is no command; the whole utterance, with the
    quiet after it, is decoded again rather than taking that decode (a soft last sound
    in noise reads as a pause)."""
    words = speak("what a lovely day")
    voice, engine, got = listen(grammar, whisper)
    voice.feed(np.concatenate([room(0.5), words, room(1.5, 1)]))
    assert [rejected for _, rejected, _ in got] == [True]
    assert engine.decodes == 2

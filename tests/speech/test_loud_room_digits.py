"""A digit said alone in a loud room, where Whisper is unsure of every word, is told
from table talk it turned into a digit by how long the player spoke."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from tests.support.scoring import scored
from voice_games.speech.audio import active_part, loud_speech_seconds, rms_db, speech_seconds
from voice_games.speech.whisper import Analysis, Decision, decide_analysis


def _in_white_noise(samples: np.ndarray, snr_db: float = 10.0) -> np.ndarray:
    level = rms_db(active_part(samples))
    noise = np.random.default_rng(3).normal(0.0, 1.0, samples.size) * 10 ** ((level - snr_db) / 20)
    return (samples + noise).astype(np.float32)


def test_a_digit_is_short_and_a_sentence_long_in_a_loud_room(speak):
    digit = _in_white_noise(speak("five"))
    sentence = _in_white_noise(speak("where did I put my glasses"))
    # too loud for the quiet room's measure
    assert speech_seconds(digit) is None and speech_seconds(sentence) is None
    short = Decision().bare_loud_short
    assert loud_speech_seconds(digit) < short <= loud_speech_seconds(sentence)


def _digit_heard_unsurely(grammar) -> Analysis:
    """'Three.' written unsurely and improbable when forced, as real people's digits in
    a kitchen came out (average -0.94 a token, forced -8.1)."""
    three = scored(grammar, "three", 0.0, -8.1)
    return Analysis("Three.", "three", -0.94, 0.01, -7.5, 2, (three,))


def test_a_short_digit_in_a_loud_room_is_taken(grammar):
    heard = decide_analysis(replace(_digit_heard_unsurely(grammar), loud_speech_seconds=0.24),
                            Decision())
    assert not heard.rejected and heard.best is not None and heard.best.text == "three"


def test_a_long_or_unmeasured_utterance_written_as_a_digit_is_refused(grammar):
    unsure = _digit_heard_unsurely(grammar)
    assert decide_analysis(unsure, Decision()).rejected
    assert decide_analysis(replace(unsure, loud_speech_seconds=0.6), Decision()).rejected
    assert decide_analysis(replace(unsure, loud_speech_seconds=0.9), Decision()).rejected


def test_the_quiet_rooms_measure_decides_where_it_is_known(grammar):
    """The loud room's measure is only for rooms too loud for the other: a sentence
    heard in 0.98 s of speech stays refused whatever the other says."""
    unsure = replace(_digit_heard_unsurely(grammar), speech_seconds=0.98,
                     loud_speech_seconds=0.24)
    assert decide_analysis(unsure, Decision()).rejected


def test_a_digit_written_surely_in_a_loud_room_is_taken_however_long_it_measured(grammar):
    """Talk under the player lengthens the loud room's measure: a real *nine* in talk 10
    dB below measured 0.8 s, and Whisper wrote it surely (-0.23 a token, -0.86 forced).
    In a quiet room the same length still refuses it: there the measure is the words'."""
    nine = scored(grammar, "nine", 0.0, -0.86)
    sure = Analysis("Nine.", "nine", -0.23, 0.01, -0.9, 2, (nine,), loud_speech_seconds=0.8)
    heard = decide_analysis(sure, Decision())
    assert not heard.rejected and heard.best is not None and heard.best.text == "nine"
    assert decide_analysis(replace(sure, avg_logprob=-0.6), Decision()).rejected
    assert decide_analysis(replace(sure, speech_seconds=0.8), Decision()).rejected

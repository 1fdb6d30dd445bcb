"""The benchmark's clips, in one place for `run.py` (measure) and `tune.py` (choose
thresholds), with the split between the half used for tuning and the half held out.

Held-out protocol: thresholds and weights are chosen on the *tuning* half only:
FSDD clips with an even recording index, espeak-ng voices `en-us` and `en` at 150 wpm,
and the even-numbered table-talk sentences. Everything else (odd FSDD recordings, the
voices `en-us+f3`, `en-gb-x-rp+m3`, `en-029`, the 190 wpm rate, odd table talk) is held
out and reported separately, so that a setting that only suits the tuning voices shows."""

from __future__ import annotations

import glob
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from clips import PAD_SECONDS, babble, mix, speak
from corpus import BABBLE_SENTENCES, RATES, TABLE_TALK, TABLE_TALK_WORDS, VOICES, command_set

from voice_games.games.arabian_pots.play import PotsPlay
from voice_games.grammar import Grammar
from voice_games.session import ANSWERS, answers_out_of_context
from voice_games.speech.audio import RATE, read_wav, resample, with_noise_floor
from voice_games.speech.recognition import CommandKey, command_key

ROOT = Path(__file__).resolve().parents[2]
FSDD = ROOT.parent / "shared" / "data" / "fsdd-dev"
CONDITIONS = (("clean", None, 60.0), ("white20", "white", 20.0), ("white10", "white", 10.0),
              ("babble20", "babble", 20.0), ("babble10", "babble", 10.0))
NOISY_TALK = "table_talk_babble10"
# the answers to the table's questions and to the game's own (a line, for a claim)
GAME_ANSWERS = ANSWERS | PotsPlay.answer_intents
TUNING_VOICES = ("en-us", "en")
TUNING_RATE = RATES[0]



@dataclass(frozen=True)
class Clip:
    set: str
    samples: np.ndarray
    expected: CommandKey | None  # None: table talk, right only when rejected
    tuning: bool
    label: str
    # the question open when it is said, as the game knows it (session.ANSWERS_TO):
    # an answer is heard after a question, a command when none is open
    question: str | None = None
    # commands: where the words end, in seconds from the clip's start (the last sample
    # of the rendering within 40 dB of its loudest)
    words_end: float | None = None


def clips(grammar: Grammar, quick: bool, tail_seconds: float = 0.0) -> Iterator[Clip]:
    """Every clip of the benchmark; `tail_seconds` more of its room after each command
    (for hearing them through the end-pointer, `respond.py`)."""
    step = 4 if quick else 1
    voices, rates = (VOICES[:3], RATES[:1]) if quick else (VOICES, RATES)
    noise = {"white": None, "babble": babble(90.0, VOICES, BABBLE_SENTENCES)}
    files = sorted(glob.glob(str(FSDD / "*.wav")))[::step]
    for index, path in enumerate(files):
        name = Path(path).stem
        digit, _speaker, take = name.split("_")
        samples, rate = read_wav(path)
        samples = with_noise_floor(np.concatenate([np.zeros(2400), resample(samples, rate),
                                                   np.zeros(4800)]).astype(np.float32),
                                   -50.0, seed=index)
        yield Clip("real_digits", samples, ("shake", (("position", digit),)),
                   int(take) % 2 == 0, name)
    seed = 0
    for text, expected, question in expected_commands(grammar):
        for voice in voices:
            for speech_rate in rates:
                speech = speak(text, voice, speech_rate)
                tuning = voice in TUNING_VOICES and speech_rate == TUNING_RATE
                loud = np.flatnonzero(np.abs(speech) > 0.01 * np.max(np.abs(speech)))
                words_end = PAD_SECONDS + (int(loud[-1]) + 1) / RATE
                if tail_seconds:
                    speech = np.concatenate([speech, np.zeros(int(tail_seconds * RATE),
                                                              np.float32)])
                for name, kind, snr in CONDITIONS:
                    seed += 1
                    source = None if kind in (None, "white") else noise[kind]
                    yield Clip(name, mix(speech, source, snr, seed), expected, tuning,
                               f"{voice}/{speech_rate}: {text}", question, words_end)
    talk_sets = (
        ("table_talk", TABLE_TALK, None, 60.0),
        ("table_talk_words", TABLE_TALK_WORDS, None, 60.0),
        # the sentences at a loud table: the talk of others 10 dB below the speaker's
        (NOISY_TALK, TABLE_TALK, noise["babble"], 10.0),
    )
    yield from talk_clips(talk_sets, voices, quick, seed)


def expectation(grammar: Grammar, text: str) -> tuple[CommandKey, str | None]:
    """What a command must be heard as, and the question open while it is said (an
    answer is heard with one)."""
    parse = grammar.parse(text)
    assert parse is not None, text
    return command_key(parse), "confirm" if parse.intent in GAME_ANSWERS else None


def expected_commands(grammar: Grammar) -> Iterator[tuple[str, CommandKey, str | None]]:
    """Each command of the set with its `expectation`."""
    for text in command_set(grammar):
        yield text, *expectation(grammar, text)


def talk_clips(
    talk_sets: tuple[tuple[str, list[str], np.ndarray | None, float], ...],
    voices: tuple[str, ...], quick: bool, seed: int,
) -> Iterator[Clip]:
    """Table talk (no command: right only when rejected), each set of sentences said by
    the first two voices at 170 wpm in its room; the even sentences in the tuning voices
    are the development half. `seed`: the last seed the caller's clips used."""
    for name, talk, source, snr in talk_sets:
        for number, text in enumerate(talk):
            if quick and number % 2:
                continue
            for voice in voices[:2]:
                seed += 1
                yield Clip(name, mix(speak(text, voice, 170), source, snr, seed), None,
                           number % 2 == 0 and voice in TUNING_VOICES, f"{voice}: {text}")


def out_of_context(question: str | None) -> frozenset[str]:
    """The answers that mean nothing while `question` is open (None: no question), as
    the game tells the recogniser."""
    return answers_out_of_context(question, PotsPlay.answer_intents)

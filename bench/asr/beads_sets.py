"""The clips of `run.py --game beads`: Bead Trade's commands (`beads_corpus.py`) in the
pots' voices, rates, rooms and table talk (`sets.py`), and how the game would take a
reading (`meaning`, the unsure-move question).

Held out: every third command (`beads_corpus.held_out`), in every voice and room; the
table talk is split as for the pots (odd sentences and the voices other than `en-us`,
`en` held out)."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
from beads_corpus import TABLE_TALK_GAME, command_set, held_out, meaning
from clips import PAD_SECONDS, babble, mix, speak
from corpus import BABBLE_SENTENCES, RATES, TABLE_TALK, TABLE_TALK_WORDS, VOICES
from sets import CONDITIONS, NOISY_TALK, Clip, talk_clips

from voice_games.games.bead_trade.commands import MOVE_INTENTS
from voice_games.games.bead_trade.play import UNSURE_READING, BeadPlay
from voice_games.grammar import Grammar
from voice_games.session import answers_out_of_context
from voice_games.speech.audio import RATE
from voice_games.speech.recognition import Recognition

GAME_TALK = "table_talk_game"
# moves the game makes without asking, however unsure (BeadPlay.confirmation)
NEVER_ASKED = frozenset({"start", "finish_story", "decline"})


def clips(grammar: Grammar, quick: bool, tail_seconds: float = 0.0) -> Iterator[Clip]:
    voices, rates = (VOICES[:3], RATES[:1]) if quick else (VOICES, RATES)
    noise = {"white": None, "babble": babble(90.0, VOICES, BABBLE_SENTENCES)}
    seed = 0
    for number, (text, question) in enumerate(command_set(grammar)):
        parse = grammar.parse_heard(text)
        assert parse is not None
        expected = meaning(parse)
        for voice in voices:
            for speech_rate in rates:
                speech = speak(text, voice, speech_rate)
                loud = np.flatnonzero(np.abs(speech) > 0.01 * np.max(np.abs(speech)))
                words_end = PAD_SECONDS + (int(loud[-1]) + 1) / RATE
                if tail_seconds:
                    speech = np.concatenate([speech, np.zeros(int(tail_seconds * RATE),
                                                              np.float32)])
                for name, kind, snr in CONDITIONS:
                    seed += 1
                    source = None if kind in (None, "white") else noise[kind]
                    yield Clip(name, mix(speech, source, snr, seed), expected,
                               not held_out(number), f"{voice}/{speech_rate}: {text}",
                               question, words_end)
    talk_sets = (
        ("table_talk", TABLE_TALK, None, 60.0),
        ("table_talk_words", TABLE_TALK_WORDS, None, 60.0),
        (NOISY_TALK, TABLE_TALK, noise["babble"], 10.0),
        (GAME_TALK, TABLE_TALK_GAME, None, 60.0),
    )
    yield from talk_clips(talk_sets, voices, quick, seed)


def out_of_context(question: str | None) -> frozenset[str]:
    """The answers that mean nothing while `question` is open, as the game tells the
    recogniser; "Which offer?" is answered by the offer's seat, or by the command again."""
    asked = frozenset({"which_offer"}) if question == "which_offer" else frozenset()
    return answers_out_of_context(
        "ask" if question == "which_offer" else question, BeadPlay.answer_intents, asked
    )


def would_confirm(recognition: Recognition) -> bool:
    """Whether the game would ask "Offer ...? Yes or no." before making the accepted
    reading: a move heard with less confidence than UNSURE_READING."""
    best = recognition.best
    if best is None or best.parse is None:
        return False
    intent = best.parse.intent
    return (intent in MOVE_INTENTS and intent not in NEVER_ASKED
            and best.confidence < UNSURE_READING)

"""A short command the multilingual model made up from its prompt ('Acepto.' written for a
Spanish *paso* in babble, 'Regeln.' for a whole German sentence) is refused: Whisper was
sure of nothing it wrote, and the command is improbable when forced. A command Whisper
heard unsurely but that fits the audio, or one it was sure of, is still taken; and
English, heard with tiny.en, has no such check."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.support.scoring import scored
from voice_games.grammar import load_grammar
from voice_games.speech.engines import whisper_settings
from voice_games.speech.whisper import MULTILINGUAL, SHIPPED, Analysis, decide_analysis
from voice_games.speech.whisper.decision import decide_near_miss

DECISION = MULTILINGUAL.decision


@pytest.fixture(scope="module")
def spanish():
    return load_grammar("beads", "es")


def written(grammar, text: str, avg: float, forced: float) -> Analysis:
    """Whisper wrote the command `text` word for word at `avg` nats a token, and it is
    forced at `forced` nats."""
    return Analysis(text.capitalize() + ".", text, avg, 0.0, forced, 3,
                    (scored(grammar, text, 0.0, forced),))


def test_a_short_command_written_unsurely_and_improbable_forced_is_refused(spanish):
    """'Acepto.' in babble, measured: -1.2 nats a token as written, -17.2 forced."""
    found = decide_analysis(written(spanish, "acepto", -1.2, -17.2), DECISION)
    assert found.rejected
    assert found.readings[0].text == "acepto"


def test_it_is_taken_when_whisper_was_sure_or_the_audio_fits_it(spanish):
    decision = DECISION
    sure = decide_analysis(written(spanish, "acepto", -0.6, -17.2), decision)
    assert not sure.rejected
    fits = decide_analysis(written(spanish, "acepto", -1.2, -9.0), decision)
    assert not fits.rejected


def test_a_longer_command_is_no_invention(spanish):
    """The check is for what a prompt can make of noise: a command of a word or two.
    A long command written word for word is scored over many more tokens."""
    long = "rechazo la oferta de la grulla"
    assert not decide_analysis(written(spanish, long, -1.2, -17.2), DECISION).rejected


def test_nor_is_it_taken_as_a_near_miss(spanish):
    analysis = written(spanish, "acepto", -1.2, -17.2)
    near = replace(analysis, heard="Acepta.", clause="acepta", free_logprob=-15.0,
                   candidates=(scored(spanish, "acepto", 0.17, -17.2),))
    assert decide_near_miss(near, DECISION).rejected
    assert not decide_near_miss(
        near, replace(DECISION, invented_avg_logprob=-9.0)
    ).rejected


def test_only_the_multilingual_model_checks_for_invented_commands(spanish):
    """The bundled tiny.en writes right English commands as unsurely ('Shake pot.' for
    *shake five*, -18.3 nats forced): the check is the multilingual model's."""
    english = load_grammar("beads", "en")
    assert whisper_settings(spanish) is MULTILINGUAL
    assert whisper_settings(load_grammar("arabian_pots", "de")) is MULTILINGUAL
    assert whisper_settings(english) is SHIPPED
    found = decide_analysis(written(english, "accept", -1.2, -17.2), SHIPPED.decision)
    assert not found.rejected

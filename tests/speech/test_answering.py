"""While a yes-or-no question is open, a number said alone is no move."""

from __future__ import annotations

from voice_games.session import ANSWERS, answers_out_of_context


def test_a_number_said_alone_is_no_move_while_a_yes_or_no_question_is_open(whisper, speak):
    five = speak("five")
    whisper.exclude_intents(answers_out_of_context(None))
    assert not whisper.answering()
    heard = whisper.recognise(five)
    assert heard.best is not None and heard.best.parse.bare, heard
    whisper.exclude_intents(answers_out_of_context("confirm"))
    assert whisper.answering()
    heard = whisper.recognise(five)
    assert all(not r.parse.bare for r in heard.readings), heard
    assert heard.best is None or heard.best.parse.intent in ANSWERS, heard
    # the answers themselves are heard as before
    for said in ("yes", "no"):
        answer = whisper.recognise(speak(said))
        assert answer.best is not None and answer.best.parse.intent == said, answer

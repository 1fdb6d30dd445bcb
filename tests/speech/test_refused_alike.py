"""A move the rules refuse now never wins over an allowed one that sounds alike, and
answers are offered only while a question is open."""

from __future__ import annotations

from tests.support.scoring import scored
from voice_games.games.arabian_pots.engine import PotsRules
from voice_games.games.arabian_pots.play import UNSURE_READING
from voice_games.games.arabian_pots.view_actions import allowed_in
from voice_games.session import answers_out_of_context
from voice_games.speech.recognition import command_key
from voice_games.speech.whisper import Analysis, Decision, decide_analysis


def _in_play():
    """The first player's view of a basic two-player game in play: no draft."""
    state = PotsRules(seats=2, seed=1).new_game()
    while state.in_secret_step:
        state.apply(state.random_secret_action())
    return state.view(0)


def test_a_refused_move_gives_way_to_an_allowed_one_that_sounds_alike(grammar):
    """'Take pot one.' heard in a game without the draft: *take* is refused, *shake*
    sounds alike and is allowed, so *shake pot one* is the reading, asked about because
    the refused one sounded likelier."""
    allowed = allowed_in(_in_play())
    assert not allowed(grammar.parse("take pot one"))
    assert allowed(grammar.parse("shake pot one"))
    analysis = Analysis(
        "Take pot one.", "take pot one", -0.2, 0.0, -20.0, 4,
        (scored(grammar, "take pot one", 0.0, -4.0, refused=True),
         scored(grammar, "shake pot one", 0.11, -6.5)),
    )
    found = decide_analysis(analysis, Decision())
    assert not found.rejected
    assert found.best is not None and found.best.text == "shake pot one"
    assert found.best.confidence < UNSURE_READING
    assert [r.text for r in found.readings] == ["shake pot one", "take pot one"]


def test_a_refused_move_keeps_its_place_before_one_that_sounds_otherwise(grammar):
    """A swap out of line said clearly is not turned into another swap: *five* and
    *four* do not sound alike, and the game names the rule the move breaks."""
    analysis = Analysis(
        "Swap one and five.", "swap one and five", -0.1, 0.0, -20.0, 5,
        (scored(grammar, "swap one and five", 0.0, -3.0, refused=True),
         scored(grammar, "swap one and four", 0.1, -9.0)),
    )
    found = decide_analysis(analysis, Decision())
    assert found.best is not None and found.best.text == "swap one and five"


def test_an_allowed_move_that_wins_is_untouched(grammar):
    analysis = Analysis(
        "Shake pot one.", "shake pot one", -0.1, 0.0, -20.0, 4,
        (scored(grammar, "shake pot one", 0.0, -3.0),
         scored(grammar, "take pot one", 0.11, -9.0, refused=True)),
    )
    found = decide_analysis(analysis, Decision())
    assert found.best is not None and found.best.text == "shake pot one"
    assert found.best.confidence > UNSURE_READING


def test_take_said_in_the_basic_game_is_never_heard_as_take(grammar, whisper, speak):
    """Through the real model: *take pot one* said clearly while the basic game is in
    play is no *take* (the game has no draft); *shake pot one* is heard as said."""
    whisper.prefer_allowed(allowed_in(_in_play()))
    found = whisper.recognise(speak("take pot one"))
    assert found.best is None or found.best.parse is None or (
        found.best.parse.intent != "take"
    )
    if found.best is not None and not found.rejected:
        assert found.best.confidence < UNSURE_READING
    shaken = whisper.recognise(speak("shake pot one"))
    assert not shaken.rejected and shaken.best is not None
    assert command_key(shaken.best.parse) == command_key(grammar.parse("shake pot one"))


def test_answers_are_heard_only_while_a_question_is_open(grammar, whisper, speak):
    """'Yes' with no question open is no reading; with one open, it is the answer."""
    whisper.exclude_intents(answers_out_of_context(None, frozenset({"line"})))
    assert not whisper.answering()
    assert whisper.recognise(speak("yes")).rejected
    whisper.exclude_intents(answers_out_of_context("confirm", frozenset({"line"})))
    assert whisper.answering()
    found = whisper.recognise(speak("yes"))
    assert not found.rejected and found.best is not None
    assert found.best.parse is not None and found.best.parse.intent == "yes"

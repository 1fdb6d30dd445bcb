"""What the rules allow now, as speech recognition is told it: the readings it prefers
when two sound alike."""

from tests.support.pots import game_in_play
from voice_games.games.arabian_pots.commands import grammar
from voice_games.games.arabian_pots.engine import PotsRules
from voice_games.games.arabian_pots.view_actions import allowed_in, names_a_line

GRAMMAR = grammar()


def parse(text):
    found = GRAMMAR.parse(text)
    assert found is not None, text
    return found


def test_a_claim_must_name_a_line_in_every_phase():
    assert not names_a_line(parse("complete three six five"))
    assert names_a_line(parse("complete three six nine"))
    assert names_a_line(parse("complete the top row"))
    assert names_a_line(parse("shake pot five"))


def test_during_play_only_legal_moves_are_allowed():
    state = game_in_play(seed=0)
    allowed = allowed_in(state.view(state.current_player))
    assert allowed(parse("swap five and two"))  # the middle column
    assert not allowed(parse("swap nine and two"))  # not in one row or column
    assert allowed(parse("complete three six nine"))
    assert not allowed(parse("complete three six five"))
    assert allowed(parse("shake pot seven"))
    assert allowed(parse("help")) and allowed(parse("whose turn"))
    # rows only: a column is no claim
    state = PotsRules(seats=2, seed=0, rows_only=True).new_game()
    while state.in_secret_step:
        state.apply(state.random_secret_action())
    allowed = allowed_in(state.view(state.current_player))
    assert allowed(parse("complete the top row"))
    assert not allowed(parse("complete the left column"))


def test_setup_swaps_may_take_any_two_pots():
    state = PotsRules(seats=2, seed=0).new_game()
    assert state.in_secret_step
    allowed = allowed_in(state.view(state.current_player))
    assert allowed(parse("swap nine and two"))
    assert not allowed(parse("complete three six five"))


def test_out_of_turn_every_command_is_left_to_the_game():
    state = PotsRules(seats=2, seed=0).new_game()
    while state.in_secret_step:
        state.apply(state.random_secret_action())
    other = 1 - state.current_player
    allowed = allowed_in(state.view(other))
    assert allowed(parse("swap nine and two"))

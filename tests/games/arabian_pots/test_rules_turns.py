"""RULES.md 1, A turn: shake or swap in line; 'Complete!'; a lost turn; the draw."""

import pytest

from voice_games.core import IllegalAction
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.actions import Claim, EndTurn, SecretSwap, Shake, Swap
from voice_games.games.arabian_pots.board import ALL_LINES, Line
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsState, Variant


def ready(seats: int = 2, seed: int = 0, **options) -> PotsState:
    state = PotsRules(seats=seats, seed=seed, **options).new_game()
    while state.in_secret_step:
        state.apply(state.random_secret_action())
    return state


def test_a_shake_is_heard_by_everyone():
    state = ready()
    events = state.apply(Shake(0, 5))
    heard = [e for e in events if isinstance(e, ev.Shaken)]
    assert heard == [ev.Shaken(0, 5, state.board[4])]
    assert all(heard[0] in state.view(p).events for p in (0, 1))


def test_a_swap_must_stay_in_one_row_or_column():
    state = ready()
    with pytest.raises(IllegalAction, match="not in the same row or column"):
        state.apply(Swap(0, 1, 9))
    before = list(state.board)
    state.apply(Swap(0, 2, 8))
    assert state.board[1] == before[7] and state.board[7] == before[1]


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (Swap(0, 4, 4), "two different pots"),
        (Shake(0, 10), "no pot 10"),
        (Shake(0, 0), "no pot 0"),
        (Shake(1, 5), "not your turn"),
        (EndTurn(0), "Take your action first"),
        (SecretSwap(0, 1, 2), "only made right after shaking the silent pot"),
    ],
)
def test_refusals_say_the_rule(action, reason):
    with pytest.raises(IllegalAction, match=reason):
        ready().apply(action)


def test_one_action_per_turn_then_claim_or_end():
    state = ready()
    state.apply(Shake(0, 1))
    assert state.phase is Phase.CLAIM_WINDOW and state.current_player == 0
    with pytest.raises(IllegalAction, match="had your action"):
        state.apply(Shake(0, 2))
    state.apply(EndTurn(0))
    assert state.current_player == 1 and state.phase is Phase.PLAY


def complete_line(state: PotsState) -> Line | None:
    return next(
        (ln for ln in ALL_LINES if len({state.board[p - 1] for p in ln.positions}) == 1), None
    )


def incomplete_line(state: PotsState) -> Line:
    return next(ln for ln in ALL_LINES if len({state.board[p - 1] for p in ln.positions}) > 1)


def test_a_correct_claim_wins_and_shakes_the_three_pots():
    for seed in range(200):
        state = ready(seed=seed)
        line = complete_line(state)
        if line:
            break
    events = state.apply(Claim(0, line))
    assert [e.position for e in events if isinstance(e, ev.Shaken)] == list(line.positions)
    assert state.is_over and state.winner == 0
    assert any(isinstance(e, ev.ArrangementRevealed) for e in events)


def test_a_claim_instead_of_an_action_or_after_it():
    state = ready(seed=3)
    state.apply(Claim(0, incomplete_line(state)))  # instead of the action
    assert state.current_player == 1
    state.apply(Shake(1, 5))
    state.apply(Claim(1, incomplete_line(state)))  # after the action
    assert not state.is_over


def test_a_wrong_claim_loses_the_next_turn():
    state = ready(seats=3, seed=3)
    events = state.apply(Claim(0, incomplete_line(state)))
    assert ev.ClaimFailed(0, incomplete_line(state)) in events
    assert ev.WillLoseTurn(0, "failed claim") in events
    for player in (1, 2):
        state.apply(Shake(player, 1))
        events = state.apply(EndTurn(player))
    assert ev.TurnLost(0) in events
    assert state.current_player == 1


def test_rows_only_option_refuses_columns():
    state = ready(rows_only=True)
    with pytest.raises(IllegalAction, match="only rows"):
        state.apply(Claim(0, Line("column", 1)))


def test_no_winner_after_the_round_limit_is_a_draw():
    state = ready(seats=2, max_rounds=3)
    while not state.is_over:
        player = state.current_player
        state.apply(Shake(player, 1))
        state.apply(EndTurn(player))
    assert state.drawn and state.winner is None
    assert state.turn == 6


def test_silent_pot_in_a_claimed_line_fails_and_the_claimer_swaps_it():
    state = PotsRules(seats=2, variant=Variant.SILENT, seed=2).new_game()
    while state.in_secret_step:
        state.apply(state.random_secret_action())
    silent = state.silent_pot_position
    line = next(ln for ln in ALL_LINES if silent in ln.positions)
    events = state.apply(Claim(0, line))
    assert ev.ClaimFailed(0, line) in events
    assert state.phase is Phase.SECRET_SWAP and state.current_player == 0
    state.apply(state.legal_actions()[0])
    assert state.current_player == 1

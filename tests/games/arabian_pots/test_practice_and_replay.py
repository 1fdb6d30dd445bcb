"""One-player practice, and replay from a seed plus the actions."""

import random

from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.actions import Claim, Swap
from voice_games.games.arabian_pots.board import ALL_LINES
from voice_games.games.arabian_pots.engine import PotsRules, PotsState, Variant


def test_practice_counts_the_actions_it_took():
    state = PotsRules(seats=1, seed=21).new_game()
    while state.in_secret_step:
        state.apply(state.random_secret_action())
    state.apply(Swap(0, 1, 2))
    state.apply(Swap(0, 1, 2))
    wrong = next(ln for ln in ALL_LINES if len({state.board[p - 1] for p in ln.positions}) > 1)
    state.apply(Claim(0, wrong))  # one action, plus the lost turn
    assert state.current_player == 0
    right = next(
        (ln for ln in ALL_LINES if len({state.board[p - 1] for p in ln.positions}) == 1), None
    )
    if right is None:
        return
    events = state.apply(Claim(0, right))
    won = next(e for e in events if isinstance(e, ev.GameWon))
    assert won.actions == 2 + 1 + 1 + 1


def test_a_seed_and_the_actions_replay_the_game_exactly():
    for variant in Variant:
        rules = PotsRules(seats=3, variant=variant, seed=99)
        state = rules.new_game()
        chooser = random.Random(1)
        while not state.is_over and len(state.history) < 120:
            state.apply(chooser.choice(state.legal_actions()))
        again = PotsState.replay(rules, state.history)
        assert again.events == state.events and again.board == state.board


def test_random_secret_steps_are_seeded():
    a = PotsRules(seats=2, seed=4).new_game()
    b = PotsRules(seats=2, seed=4).new_game()
    assert a.random_secret_action() == b.random_secret_action()

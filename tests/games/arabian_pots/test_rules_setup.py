"""RULES.md 1, Basic setup and the silent-pot variant's setup."""

from collections import Counter

import pytest

from voice_games.core import IllegalAction
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.actions import PlaceSilent, SetupSwap, Shake
from voice_games.games.arabian_pots.engine import Phase, PotsRules, Variant


def test_nine_noisy_pots_three_of_each_sound():
    state = PotsRules(seats=2, seed=11).new_game()
    assert Counter(state.board) == {"ball": 3, "metal": 3, "beads": 3}


def test_the_seed_deals_the_same_board():
    assert PotsRules(seed=5).new_game().board == PotsRules(seed=5).new_game().board
    boards = {tuple(PotsRules(seed=s).new_game().board) for s in range(20)}
    assert len(boards) > 10


def test_each_player_swaps_three_times_in_turn_then_play_begins_with_the_first():
    state = PotsRules(seats=3, seed=1).new_game()
    order = []
    while state.phase is Phase.SETUP_SWAPS:
        order.append(state.current_player)
        state.apply(SetupSwap(state.current_player, 1, 9))  # any two positions, even far apart
    assert order == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    assert state.phase is Phase.PLAY and state.current_player == 0


def test_setup_swaps_are_not_shakes():
    state = PotsRules(seats=2, seed=1).new_game()
    with pytest.raises(IllegalAction, match="without shaking"):
        state.apply(Shake(0, 5))


def test_setup_swaps_move_pots():
    state = PotsRules(seats=1, seed=2).new_game()
    before = list(state.board)
    state.apply(SetupSwap(0, 1, 9))
    assert state.board[0] == before[8] and state.board[8] == before[0]


def test_silent_variant_first_player_replaces_a_pot_then_swaps():
    state = PotsRules(seats=2, variant=Variant.SILENT, seed=4).new_game()
    assert state.phase is Phase.PLACE_SILENT and state.current_player == 0
    replaced = state.board[4]
    state.apply(PlaceSilent(0, 5))
    counts = Counter(state.board)
    assert counts["silent"] == 1 and counts[replaced] == 2  # the replaced pot left the game
    assert state.phase is Phase.SETUP_SWAPS and state.current_player == 0


def test_silent_placement_is_secret():
    state = PotsRules(seats=2, variant=Variant.SILENT, seed=4).new_game()
    state.apply(PlaceSilent(0, 7))
    other = state.view(1).events
    assert any(isinstance(e, ev.SilentPotPlaced) for e in other)
    assert not any(isinstance(e, ev.SilentPotPlacedAt) for e in other)
    assert any(
        isinstance(e, ev.SilentPotPlacedAt) and e.position == 7 for e in state.view(0).events
    )

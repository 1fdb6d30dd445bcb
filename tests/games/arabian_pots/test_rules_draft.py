"""RULES.md 1, Draft variant: take, silent pot to five, put back, one pot leaves."""

import pytest

from voice_games.core import IllegalAction
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.actions import Place, SecretSwap, Shake, Take
from voice_games.games.arabian_pots.engine import Phase, PotsRules, Variant


def drafted(seats: int = 2, seed: int = 6):
    state = PotsRules(seats=seats, variant=Variant.DRAFT, seed=seed).new_game()
    assert state.phase is Phase.DRAFT_TAKE
    takers = []
    for position in range(1, 10):
        takers.append(state.current_player)
        state.apply(Take(state.current_player, position, shake=position == 1))
    return state, takers


def test_players_take_pots_in_turn_shaken_or_not():
    state, takers = drafted()
    assert takers == [0, 1, 0, 1, 0, 1, 0, 1, 0]
    public = state.view(1).events
    assert ev.PotTaken(0, 1, state._draft_sounds[1]) in public  # heard by all
    assert ev.PotTaken(1, 2, None) in public  # taken unheard
    assert state.view(1).hands[0][0] == (1, state._draft_sounds[1])


def test_silent_pot_goes_to_five_and_pots_go_back_where_players_choose():
    state, _ = drafted()
    assert state.board[4] == "silent" and state.phase is Phase.DRAFT_PLACE
    with pytest.raises(IllegalAction, match="already has the silent pot"):
        state.apply(Place(0, 1, 5))
    with pytest.raises(IllegalAction, match="not holding the pot taken from two"):
        state.apply(Place(0, 2, 1))
    placers = []
    empty = [1, 2, 3, 4, 6, 7, 8, 9]
    while state.phase is Phase.DRAFT_PLACE:
        player = state.current_player
        placers.append(player)
        origin = state.view(player).hands[player][0][0]
        events = state.apply(Place(player, origin, empty.pop(0)))
    assert placers == [0, 1, 0, 1, 0, 1, 0, 1]
    left = [e for e in events if isinstance(e, ev.PotLeftGame)]
    assert len(left) == 1 and left[0].player == 0  # nine pots, eight places
    assert state.phase is Phase.PLAY and state.current_player == 0
    assert sum(1 for s in state.board if s is None) == 0


def test_shaking_the_silent_pot_in_the_draft_game_also_loses_the_next_turn():
    state, _ = drafted()
    empty = [1, 2, 3, 4, 6, 7, 8, 9]
    while state.phase is Phase.DRAFT_PLACE:
        player = state.current_player
        state.apply(Place(player, state.view(player).hands[player][0][0], empty.pop(0)))
    events = state.apply(Shake(0, 5))
    assert ev.WillLoseTurn(0, "silent pot") in events
    state.apply(SecretSwap(0, 5, 2))
    assert state.board[1] == "silent"

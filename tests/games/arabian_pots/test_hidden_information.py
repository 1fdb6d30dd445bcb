"""RULES.md 1, Hidden information: views and narration hold only what a player may know,
in every language the game speaks."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from voice_games.games.arabian_pots.actions import (
    EndTurn,
    PlaceSilent,
    SecretSwap,
    SetupSwap,
    Shake,
    Swap,
)
from voice_games.games.arabian_pots.board import POSITIONS, in_line
from voice_games.games.arabian_pots.engine import Phase, PotsRules, Variant
from voice_games.games.arabian_pots.narration import Names, Narrator
from voice_games.games.arabian_pots.words import words_for

LANGUAGES = ("en", "es", "de")
in_every_language = pytest.mark.parametrize("language", LANGUAGES)


def narration_for(state, player, language="en"):
    names = Names.for_table(["human"] * state.seats, player, words_for(language))
    narrator = Narrator(names, state.seats, True)
    return narrator.narrate_all(state.view(player).events)


def table_narration(state, language="en"):
    """What a hot-seat table hears: public events only."""
    names = Names.for_table(["human"] * state.seats, None, words_for(language))
    narrator = Narrator(names, state.seats, True)
    return narrator.narrate_all([e for e in state.events if not e.is_private])


def play_setup(rules, first_swaps):
    state = rules.new_game()
    if state.phase is Phase.PLACE_SILENT:
        state.apply(PlaceSilent(0, 5))
    for a, b in first_swaps:
        state.apply(SetupSwap(0, a, b))
    while state.in_secret_step:
        state.apply(SetupSwap(state.current_player, 4, 6))
    return state


@in_every_language
def test_two_games_differing_only_in_a_setup_secret_look_the_same_to_everyone_else(language):
    rules = PotsRules(seats=3, seed=12)
    one = play_setup(rules, [(1, 2), (3, 4), (5, 9)])
    two = play_setup(rules, [(7, 8), (2, 6), (1, 5)])
    assert one.board != two.board
    for game in (one, two):  # public moves whose outcome does not depend on the board
        game.apply(Swap(0, 1, 3))
        game.apply(EndTurn(0))
        game.apply(Swap(1, 2, 8))
    for player in (1, 2):
        assert one.view(player) == two.view(player)
        assert narration_for(one, player, language) == narration_for(two, player, language)
    assert table_narration(one, language) == table_narration(two, language)
    assert one.view(0) != two.view(0)  # the swapper knows their own swaps
    assert narration_for(one, 0, language) != narration_for(two, 0, language)


@in_every_language
def test_two_games_differing_only_in_the_silent_pots_secret_swap(language):
    rules = PotsRules(seats=2, variant=Variant.SILENT, seed=3)
    games = [play_setup(rules, [(1, 2), (1, 2), (1, 2)]) for _ in range(2)]
    for game, neighbour in zip(games, (4, 6), strict=True):
        game.apply(Shake(0, 5))
        game.apply(SecretSwap(0, 5, neighbour))
        game.apply(EndTurn(0))
    assert games[0].board != games[1].board
    assert games[0].view(1) == games[1].view(1)
    assert narration_for(games[0], 1, language) == narration_for(games[1], 1, language)
    assert table_narration(games[0], language) == table_narration(games[1], language)


swap_pairs = [(a, b) for a in POSITIONS for b in POSITIONS if a < b and in_line(a, b)]


@in_every_language
@settings(max_examples=60, deadline=None)
@given(
    seeds=st.tuples(st.integers(0, 10**6), st.integers(0, 10**6)),
    seats=st.integers(1, 6),
    moves=st.lists(st.sampled_from(swap_pairs), max_size=15),
)
def test_views_never_depend_on_the_arrangement_until_a_pot_is_heard(
    language, seeds, seats, moves
):
    """Same actions, different hidden boards: as long as nothing was shaken, every
    player's view and narration must be identical."""
    states = [PotsRules(seats=seats, seed=s).new_game() for s in seeds]
    for state in states:
        while state.in_secret_step:
            state.apply(SetupSwap(state.current_player, 1, 9))
        for a, b in moves:
            player = state.current_player
            state.apply(Swap(player, a, b))
            if state.phase is Phase.CLAIM_WINDOW:
                state.apply(EndTurn(player))
    for player in range(seats):
        assert states[0].view(player) == states[1].view(player)
        assert narration_for(states[0], player, language) == narration_for(
            states[1], player, language
        )

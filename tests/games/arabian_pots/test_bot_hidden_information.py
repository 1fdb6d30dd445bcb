"""A computer player's input holds nothing its seat may not know.

Two games differ only in a secret the first player made (which setup swaps, where the
silent pot went), arranged so that the board ends up the same: every other seat then sees
identical views, so its bot must make identical choices all game long.
"""

from __future__ import annotations

import pytest

from voice_games.games.arabian_pots.actions import PlaceSilent, PotsAction, SetupSwap
from voice_games.games.arabian_pots.bots import LEVELS, make_bot
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsState, Variant


def same_sound_pairs(state: PotsState) -> list[tuple[int, int]]:
    board = state.board
    return [(a, b) for a in range(1, 10) for b in range(a + 1, 10) if board[a - 1] == board[b - 1]]


def play_from(rules: PotsRules, secrets: list[PotsAction], levels: tuple[str, ...]):
    """Apply the first player's secrets, then let bots play; record what seats 1.. saw
    and chose."""
    state = rules.new_game()
    for action in secrets:
        state.apply(action)
    bots = [make_bot(level, seat, rules, 5) for seat, level in enumerate(levels)]
    seen: list[tuple[int, object, PotsAction]] = []
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        action = bots[seat].choose(view)
        if seat != 0:
            seen.append((seat, view, action))
        state.apply(action)
    return seen, state


@pytest.mark.parametrize("levels", [("medium", "expert", "easy"), ("easy", "medium", "expert")])
def test_different_setup_swaps_give_identical_inputs_and_choices(levels) -> None:
    rules = PotsRules(seats=3, variant=Variant.BASIC, seed=21)
    pairs = same_sound_pairs(rules.new_game())
    a = [SetupSwap(0, *pairs[0]), SetupSwap(0, *pairs[1]), SetupSwap(0, *pairs[2])]
    b = [SetupSwap(0, *pairs[5]), SetupSwap(0, *pairs[3]), SetupSwap(0, *pairs[4])]
    seen_a, end_a = play_from(rules, a, levels)
    seen_b, end_b = play_from(rules, b, levels)
    assert end_a.history[:3] != end_b.history[:3]
    assert seen_a == seen_b
    assert end_a.history[3:] == end_b.history[3:]


def test_a_different_silent_pot_place_gives_identical_inputs_and_choices() -> None:
    rules = PotsRules(seats=3, variant=Variant.SILENT, seed=8)
    pairs = same_sound_pairs(rules.new_game())
    s1, s2 = pairs[0]
    c, d = next(pair for pair in pairs if not set(pair) & {s1, s2})
    # The same board in the end: the second game puts the silent pot on s2 and swaps it
    # to s1, which moves the pot from s1 (sounding like the one replaced) to s2; swapping
    # c and d, two pots that sound alike, changes nothing anyone could hear.
    a = [PlaceSilent(0, s1), SetupSwap(0, c, d), SetupSwap(0, c, d), SetupSwap(0, c, d)]
    b = [PlaceSilent(0, s2), SetupSwap(0, s1, s2), SetupSwap(0, c, d), SetupSwap(0, c, d)]
    for levels in (("expert", "expert", "medium"), ("medium", "easy", "expert")):
        seen_a, end_a = play_from(rules, a, levels)
        seen_b, end_b = play_from(rules, b, levels)
        assert end_a.history[:4] != end_b.history[:4]
        assert seen_a == seen_b
        assert end_a.history[4:] == end_b.history[4:]


@pytest.mark.parametrize("level", LEVELS)
def test_the_seed_in_the_rules_reaches_no_bot(level: str) -> None:
    """The rules' seed deals the pots; bots built with different deal seeds but fed the
    same views choose the same."""
    rules = PotsRules(seats=2, variant=Variant.SILENT, seed=1)
    other = PotsRules(seats=2, variant=Variant.SILENT, seed=999)
    state = rules.new_game()
    one, two = make_bot(level, 0, rules, 4), make_bot(level, 0, other, 4)
    partner = make_bot("medium", 1, rules, 4)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        if seat == 0:
            action = one.choose(view)
            assert two.choose(view) == action
        else:
            action = partner.choose(view)
        state.apply(action)


def test_a_bot_hears_only_events_its_seat_may_perceive() -> None:
    rules = PotsRules(seats=3, variant=Variant.SILENT, seed=2)
    state = rules.new_game()
    bots = [make_bot("expert", seat, rules, 0) for seat in range(3)]
    while not state.is_over and state.turn < 30:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        assert all(event.visible_to(seat) for event in view.events)
        state.apply(bots[seat].choose(view))
    assert state.phase is not Phase.SETUP_SWAPS

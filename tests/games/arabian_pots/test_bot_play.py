"""Computer players in whole games: always legal, reproducible, and fed only their view."""

from __future__ import annotations

import random

import pytest

from voice_games.games.arabian_pots.bots import LEVELS, PotsBot, make_bot
from voice_games.games.arabian_pots.engine import PotsRules, PotsState, Variant
from voice_games.games.arabian_pots.selfplay import play_levels
from voice_games.games.arabian_pots.view_actions import legal_actions


def play_checked(rules: PotsRules, bots: list[PotsBot]) -> PotsState:
    """Play to the end, checking every step that view and engine agree on what is legal
    and that each bot's answer is legal."""
    state = rules.new_game()
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        assert set(legal_actions(view)) == set(state.legal_actions())
        for other in range(rules.seats):
            if other != seat:
                assert legal_actions(state.view(other)) == []
        action = bots[seat].choose(view)
        assert state.is_legal(action), action
        state.apply(action)
    return state


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("seats", [1, 2, 3, 4, 5, 6])
def test_bots_play_legally_in_every_variant_and_table_size(variant: Variant, seats: int) -> None:
    for game in range(5):
        seed = 1000 * seats + game
        rng = random.Random(seed)
        rules = PotsRules(seats=seats, variant=variant, seed=seed, max_rounds=30)
        levels = [rng.choice(LEVELS) for _ in range(seats)]
        bots = [make_bot(level, seat, rules, seed) for seat, level in enumerate(levels)]
        state = play_checked(rules, bots)
        assert state.is_over


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_plays_alone_and_with_rows_only(level: str) -> None:
    for variant in Variant:
        for rows_only in (False, True):
            rules = PotsRules(seats=1, variant=variant, seed=7, rows_only=rows_only)
            state = play_checked(rules, [make_bot(level, 0, rules, 3)])
            assert state.is_over


@pytest.mark.parametrize("variant", list(Variant))
def test_seeded_bot_games_are_reproducible(variant: Variant) -> None:
    for seed in range(3):
        rules = PotsRules(seats=3, variant=variant, seed=seed)
        histories = []
        for _ in range(2):
            bots = [make_bot(level, seat, rules, seed) for seat, level in enumerate(LEVELS)]
            state = rules.new_game()
            while not state.is_over:
                seat = state.current_player
                assert seat is not None
                state.apply(bots[seat].choose(state.view(seat)))
            histories.append(state.history)
        assert histories[0] == histories[1]


@pytest.mark.parametrize("variant", list(Variant))
def test_experts_alone_do_not_wait_for_each_other(variant: Variant) -> None:
    """A shake tells the whole table what it tells the shaker, so every expert would
    rather another shook: without a growing urge to act, three experts shook known pots
    and swapped in loops until the 100-round draw."""
    for seed in range(6):
        rules = PotsRules(seats=3, variant=variant, seed=seed)
        record = play_levels(rules, ("expert",) * 3, seed)
        assert record.winner is not None and record.rounds < 30, (seed, record.rounds)


def test_play_levels_reports_the_game() -> None:
    rules = PotsRules(seats=2, seed=11)
    first = play_levels(rules, ("expert", "medium"), 11)
    again = play_levels(rules, ("expert", "medium"), 11)
    assert (first.winner, first.turns, first.decisions) == (
        again.winner,
        again.turns,
        again.decisions,
    )
    assert first.winner is not None or first.drawn
    assert sum(len(t) for t in first.timings) == first.decisions


def test_an_unknown_level_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="grandmaster"):
        make_bot("grandmaster", 0, PotsRules(), 0)


def test_a_bot_refuses_another_seat_view() -> None:
    rules = PotsRules(seats=2)
    state = rules.new_game()
    with pytest.raises(ValueError):
        make_bot("expert", 1, rules, 0).observe(state.view(0))

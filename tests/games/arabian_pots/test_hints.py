"""Hints and line chances for a human player, from that player's view only."""

from __future__ import annotations

from voice_games.games.arabian_pots.actions import Claim, SetupSwap, Shake, Take
from voice_games.games.arabian_pots.board import ROWS, Line
from voice_games.games.arabian_pots.engine import Phase, PotsRules, Variant
from voice_games.games.arabian_pots.hints import chances, hint


def rules_with_complete_top_row() -> PotsRules:
    for seed in range(500):
        rules = PotsRules(seats=1, seed=seed, setup_swaps=0)
        board = rules.new_game().board
        if board[0] == board[1] == board[2]:
            return rules
    raise AssertionError("no such seed")


def test_chances_name_every_line_with_a_percentage() -> None:
    rules = PotsRules(seats=2, seed=3)
    state = rules.new_game()
    text = chances(state.view(1), rules)
    assert text.startswith("Top row: 4 percent. Middle row: 4 percent.")
    assert text.endswith("Right column: 4 percent.")
    assert text.count("percent") == 6


def test_rows_only_games_speak_of_rows_only() -> None:
    rules = PotsRules(seats=1, seed=3, rows_only=True)
    text = chances(rules.new_game().view(0), rules)
    assert text.count("percent") == len(ROWS)
    assert "column" not in text


def test_a_heard_complete_line_is_certain_and_is_the_hint() -> None:
    rules = rules_with_complete_top_row()
    state = rules.new_game()
    for position in (1, 2, 3):
        state.apply(Shake(0, position))
    view = state.view(0)
    assert chances(view, rules).startswith("Top row: certain.")
    assert hint(view, rules) == "You are most sure of the top row: certain."


def test_at_the_start_the_hint_names_a_pot_to_shake() -> None:
    rules = PotsRules(seats=1, seed=4, setup_swaps=0)
    state = rules.new_game()
    assert hint(state.view(0), rules) == "Shaking pot one would tell you most."
    state.apply(Shake(0, 1))
    said = hint(state.view(0), rules)
    assert said.startswith("Shaking pot ") and "one " not in said


def test_after_a_failed_claim_its_line_has_no_chance() -> None:
    for seed in range(100):
        rules = PotsRules(seats=1, seed=seed, setup_swaps=0)
        board = rules.new_game().board
        if not board[0] == board[1] == board[2]:
            break
    state = rules.new_game()
    state.apply(Claim(0, Line("row", 1)))
    assert chances(state.view(0), rules).startswith("Top row: no chance.")


def test_hints_in_the_draft() -> None:
    rules = PotsRules(seats=2, variant=Variant.DRAFT, seed=1)
    state = rules.new_game()
    assert hint(state.view(0), rules) == "Taking pot one and shaking it would tell you most."
    assert "not all on the board" in chances(state.view(0), rules)
    state.apply(Take(0, 1, shake=True))
    assert hint(state.view(1), rules) == "Taking pot two and shaking it would tell you most."


def test_a_hint_knows_nothing_of_another_players_secret() -> None:
    rules = PotsRules(seats=2, seed=9)
    texts = []
    for pair in ((1, 2), (4, 9)):
        state = rules.new_game()
        for _ in range(3):
            state.apply(SetupSwap(0, *pair))
        assert state.phase is Phase.SETUP_SWAPS
        texts.append((hint(state.view(1), rules), chances(state.view(1), rules)))
    assert texts[0] == texts[1]


def test_the_silent_pot_lowers_every_line() -> None:
    rules = PotsRules(seats=2, variant=Variant.SILENT, seed=2)
    state = rules.new_game()
    state.apply(state.legal_actions()[0])
    assert chances(state.view(1), rules).startswith("Top row: 2 percent.")

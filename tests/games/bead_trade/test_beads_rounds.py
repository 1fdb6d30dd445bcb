"""RULES.md 2, Rounds and winner (three rounds, five with Extended Spirits, a reset after
each, ties shared) and the Storied Animals variant."""

import pytest
from beads_support import BASE, GREEN, LID, PINK, YELLOW, beads, end_round, playing, trade

from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import (
    FinishStory,
    Hide,
    OfferTrade,
    PlaceAnimal,
    Reveal,
    Start,
)
from voice_games.games.bead_trade.engine import BeadRules, Phase, starting_holdings
from voice_games.games.bead_trade.errors import BeadIllegal
from voice_games.games.bead_trade.pieces import FULL_SET, Pieces


def refused(state, action) -> str:
    with pytest.raises(BeadIllegal) as refusal:
        state.apply(action)
    return refusal.value.message_id


def play_rounds(state, count):
    for _ in range(count):
        if state.phase is Phase.WAITING:
            state.apply(Start(0))
        end_round(state)


def test_three_rounds_then_the_game_is_over():
    state = playing(3)
    play_rounds(state, 3)
    assert state.is_over and state.phase is Phase.OVER and len(state.round_scores) == 3
    assert refused(state, Reveal(0)) == "beads-game-over"
    assert state.legal_actions(0) == []


def test_extended_spirits_five_rounds():
    state = playing(4, extended_spirits=True)
    play_rounds(state, 4)
    assert not state.is_over and state.round == 5
    play_rounds(state, 1)
    assert state.is_over and len(state.round_scores) == 5


def test_after_a_round_every_piece_goes_back_and_the_boxes_are_emptied():
    state = playing(3)
    trade(state, 0, 1, beads(pink=2), beads(yellow=1))
    state.apply(Hide(2, BASE, beads(green=3)))
    state.apply(Reveal(1))
    state.apply(OfferTrade(1, 2, beads(yellow=1), beads(green=1)))
    state.apply(PlaceAnimal(0, PINK, LID))
    events = state.apply(PlaceAnimal(1, YELLOW, BASE))
    assert [type(e) for e in events] == [
        ev.AnimalPlaced, ev.OfferClosed, ev.RoundEnded, ev.AllRevealed, ev.RoundScored,
        ev.RoundSetUp, ev.WaitingForStart,
    ]
    assert state.round == 2 and state.phase is Phase.WAITING
    assert tuple(state.holdings) == starting_holdings(3)
    assert state.under(LID).is_empty and state.under(BASE).is_empty
    assert state.on_box == {LID: [], BASE: []}
    assert state.offers == {} and state.revealed == [None, None, None]
    assert state.all_pieces() == FULL_SET
    assert state.view(2).hidden_counts == ((0, 0),) * 3


def test_totals_add_up_the_rounds():
    state = playing(3)
    for _ in range(3):
        if state.phase is Phase.WAITING:
            state.apply(Start(0))
        # green: more under the base, and P3 still holds green; the bull goes on the lid
        # (P1 alone with pink: 0) and the snake on the base (P2 with yellow: -1)
        state.apply(Hide(2, BASE, beads(green=1)))
        end_round(state)
    assert [s.points for s in state.round_scores] == [(0, -1, -1)] * 3
    assert state.totals == [0, -3, -3]
    assert state.winners == (0,)


def test_ties_are_shared_wins():
    state = playing(3)
    play_rounds(state, 3)
    # every round: the bull on the lid (P1 alone with pink: 0) and the snake on the base
    # (P2 with yellow: -1), so P1 and P3 share the win
    assert state.totals == [0, -3, 0]
    assert state.winners == (0, 2)
    (over,) = [e for e in state.events if isinstance(e, ev.GameOver)]
    assert over == ev.GameOver((0, -3, 0), (0, 2))
    assert state.view(1).winners == (0, 2)


def test_no_winner_before_the_end():
    state = playing(3)
    assert state.winners == ()


# ----- Storied Animals -----------------------------------------------------------------


def test_storied_animals_a_speaking_turn_each_before_the_first_round_only():
    state = BeadRules(seats=3, storied_animals=True, story_seconds=30).new_game()
    assert state.phase is Phase.STORIES and state.storyteller == 0
    assert state.legal_actions(1) == [] and state.legal_actions(0) == [FinishStory(0)]
    assert refused(state, Start(1)) == "beads-stories-first"
    assert refused(state, FinishStory(1)) == "beads-not-your-story"
    assert state.apply(FinishStory(0)) == [ev.StoryEnded(0, False), ev.StoryTurn(1, 30)]
    state.tick(10)
    assert state.tick(40) == [ev.StoryEnded(1, True), ev.StoryTurn(2, 30)]
    assert state.tick(70) == [ev.StoryEnded(2, True), ev.WaitingForStart(1)]
    assert state.phase is Phase.WAITING and state.storyteller is None
    assert refused(state, FinishStory(0)) == "beads-no-story-now"
    state.apply(Start(0))
    end_round(state)
    assert state.phase is Phase.WAITING  # no stories before the second round


def test_story_turns_run_out_on_time_however_often_the_clock_ticks():
    rules = BeadRules(seats=3, storied_animals=True, story_seconds=30)
    once = rules.new_game()
    events = once.tick(95)
    assert [e for e in events if isinstance(e, ev.StoryEnded)] == [
        ev.StoryEnded(0, True), ev.StoryEnded(1, True), ev.StoryEnded(2, True),
    ]
    often = rules.new_game()
    for now in range(1, 96):
        often.tick(now)
    assert often.events == once.events


def test_stories_every_round():
    state = BeadRules(seats=2, storied_animals=True, stories_every_round=True).new_game()
    for _ in range(2):
        assert state.phase is Phase.STORIES
        state.apply(FinishStory(0))
        state.apply(FinishStory(1))
        state.apply(Start(1))
        end_round(state)
    assert state.phase is Phase.STORIES and state.round == 3


def test_stories_are_unscored():
    state = BeadRules(seats=2, storied_animals=True).new_game()
    state.apply(FinishStory(0))
    state.apply(FinishStory(1))
    assert state.totals == [0, 0] and state.holdings[0] == starting_holdings(2)[0]
    assert isinstance(state.holdings[0], Pieces) and GREEN in state.holdings[1].animals

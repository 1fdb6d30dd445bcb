"""RULES.md 2, Components and Setup: who holds what at the start, and the rules options."""

import pytest
from beads_support import BLUE, GREEN, LID, PINK, WHITE, YELLOW, animals, beads

from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import Hide, Start
from voice_games.games.bead_trade.engine import (
    BeadRules,
    Phase,
    seat_colours,
    starting_centre,
    starting_holdings,
)
from voice_games.games.bead_trade.errors import BeadError, BeadIllegal
from voice_games.games.bead_trade.pieces import ANIMAL_OF, BOXES, FULL_SET, Pieces


def test_five_animals_each_with_four_beads_named_by_colour():
    assert [ANIMAL_OF[c] for c in (PINK, YELLOW, GREEN, WHITE, BLUE)] == [
        "bull", "snake", "turtle", "crane", "whale",
    ]
    assert beads(pink=4, yellow=4, green=4, white=4, blue=4) + animals(
        PINK, YELLOW, GREEN, WHITE, BLUE
    ) == FULL_SET


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_each_player_takes_one_animal_and_its_four_beads_in_seat_order(seats):
    state = BeadRules(seats=seats).new_game()
    order = (PINK, YELLOW, GREEN, WHITE, BLUE)
    for seat in range(seats):
        assert state.holdings[seat] == Pieces.set_of(order[seat])
    absent = order[seats:]
    assert state.centre == sum((Pieces.set_of(c) for c in absent), Pieces())
    assert state.centre.bead_count == 4 * (5 - seats)


def test_five_players_leave_the_centre_empty():
    assert starting_centre(5).is_empty


def test_two_players_take_two_animals_and_eight_beads_each_and_the_rest_goes_to_the_centre():
    assert seat_colours(2) == ((PINK, YELLOW), (GREEN, WHITE))
    first, second = starting_holdings(2)
    assert first == beads(pink=4, yellow=4) + animals(PINK, YELLOW)
    assert second == beads(green=4, white=4) + animals(GREEN, WHITE)
    assert starting_centre(2) == Pieces.set_of(BLUE)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_deal_holds_every_piece_once(seats):
    state = BeadRules(seats=seats).new_game()
    assert state.all_pieces() == FULL_SET
    assert all(state.under(box).is_empty and not state.on_box[box] for box in BOXES)


@pytest.mark.parametrize("seats", [0, 1, 6])
def test_two_to_five_seats(seats):
    with pytest.raises(BeadError) as refused:
        BeadRules(seats=seats)
    assert refused.value.message_id == "beads-seats-out-of-range"


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"offer_timeout": 0}, "beads-timeout-positive"),
        ({"story_seconds": -1}, "beads-story-seconds-positive"),
        ({"stories_every_round": True}, "beads-stories-every-round-needs-stories"),
    ],
)
def test_options_no_game_can_have(options, code):
    with pytest.raises(BeadError) as refused:
        BeadRules(**options)
    assert refused.value.message_id == code


def test_the_variants_set_rounds_and_the_animals_that_end_a_round():
    assert (BeadRules().rounds, BeadRules().animals_to_end) == (3, 2)
    assert BeadRules(extended_spirits=True).rounds == 5
    assert BeadRules(prolonged_spirits=True).animals_to_end == 3


def test_nobody_trades_until_someone_says_lets_start():
    state = BeadRules(seats=3).new_game()
    assert state.phase is Phase.WAITING
    assert state.legal_actions(1) == [Start(1)]
    with pytest.raises(BeadIllegal) as refused:
        state.apply(Hide(0, LID, beads(pink=1)))
    assert refused.value.message_id == "beads-not-started"
    events = state.apply(Start(2))  # anyone may say it: the engine does not know ages
    assert events == [ev.TradingOpens(1, 2)]
    assert state.phase is Phase.PLAYING
    with pytest.raises(BeadIllegal) as again:
        state.apply(Start(0))
    assert again.value.message_id == "beads-already-started"


def test_the_deal_is_public():
    state = BeadRules(seats=4).new_game()
    dealt = next(e for e in state.events if isinstance(e, ev.RoundSetUp))
    assert dealt == ev.RoundSetUp(1, tuple(state.holdings), state.centre)
    assert not dealt.is_private

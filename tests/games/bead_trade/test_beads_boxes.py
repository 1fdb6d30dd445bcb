"""RULES.md 2, Hide beads and Place an animal; Locked Spirits; the end of a round."""

import pytest
from beads_support import BASE, BLUE, GREEN, LID, PINK, WHITE, YELLOW, animals, beads, playing

from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import (
    CentreTrade,
    Hide,
    OfferTrade,
    PlaceAnimal,
    Reveal,
)
from voice_games.games.bead_trade.errors import BeadIllegal
from voice_games.games.bead_trade.pieces import Piece, Pieces


def refused(state, action) -> str:
    with pytest.raises(BeadIllegal) as refusal:
        state.apply(action)
    return refusal.value.message_id


def test_any_number_of_beads_go_under_a_box_and_stay_there():
    state = playing(3)
    state.apply(Hide(0, LID, beads(pink=3)))
    state.apply(Hide(0, BASE, beads(pink=1)))
    assert state.holdings[0] == animals(PINK)
    assert state.under(LID) == beads(pink=3) and state.under(BASE) == beads(pink=1)
    assert refused(state, Hide(0, LID, beads(pink=1))) == "beads-not-yours"


def test_others_hear_how_many_beads_went_under_not_which():
    state = playing(3)
    trade_in = CentreTrade(0, Piece.bead(PINK), Piece.bead(WHITE))
    state.apply(trade_in)
    events = state.apply(Hide(0, LID, beads(pink=1, white=1)))
    assert events == [
        ev.BeadsHiddenTypes(0, LID, beads(pink=1, white=1)),
        ev.BeadsHidden(0, LID, 2),
    ]
    assert events[0].is_private and not events[1].is_private
    other = state.view(1)
    assert ev.BeadsHidden(0, LID, 2) in other.events
    assert not any(isinstance(e, ev.BeadsHiddenTypes) for e in other.events)
    assert other.hidden_counts[0] == (2, 0) and other.my_hidden == (Pieces(), Pieces())
    assert state.view(0).my_hidden == (beads(pink=1, white=1), Pieces())


@pytest.mark.parametrize(
    ("beads_hidden", "code"),
    [
        (animals(PINK), "beads-hide-beads-only"),
        (beads(pink=1) + animals(PINK), "beads-hide-beads-only"),
        (Pieces(), "beads-hide-nothing"),
        (beads(yellow=1), "beads-not-yours"),
    ],
)
def test_refused_hiding_names_the_rule(beads_hidden, code):
    assert refused(playing(3), Hide(0, LID, beads_hidden)) == code


def test_placing_an_animal_is_public_and_beads_may_still_go_under_that_box():
    state = playing(3)
    events = state.apply(PlaceAnimal(0, PINK, LID))
    assert events == [ev.AnimalPlaced(0, PINK, LID, 1)]
    assert state.view(2).on_lid == (PINK,)
    state.apply(Hide(1, LID, beads(yellow=2)))  # not Locked Spirits
    assert refused(state, PlaceAnimal(1, GREEN, BASE)) == "beads-not-yours"


def test_locked_spirits_no_more_beads_under_a_box_with_an_animal_on_it():
    state = playing(3, locked_spirits=True)
    state.apply(Hide(1, LID, beads(yellow=1)))
    state.apply(PlaceAnimal(0, PINK, LID))
    assert refused(state, Hide(1, LID, beads(yellow=1))) == "beads-box-locked"
    assert not any(isinstance(a, Hide) and a.box is LID for a in state.legal_actions(1))
    state.apply(Hide(1, BASE, beads(yellow=1)))  # the other box is still open
    assert PlaceAnimal(1, YELLOW, LID) in state.legal_actions(1)  # animals may still go on


def test_two_animals_in_any_combination_end_the_round_at_once():
    for first, second in ((LID, LID), (LID, BASE), (BASE, BASE)):
        state = playing(3)
        state.apply(PlaceAnimal(0, PINK, first))
        assert state.round == 1
        events = state.apply(PlaceAnimal(2, GREEN, second))
        ended = [e for e in events if isinstance(e, ev.RoundEnded)]
        assert len(ended) == 1 and ended[0].round == 1
        assert state.round == 2


def test_prolonged_spirits_three_animals_end_the_round():
    state = playing(3, prolonged_spirits=True)
    state.apply(PlaceAnimal(0, PINK, LID))
    state.apply(PlaceAnimal(1, YELLOW, BASE))
    assert state.round == 1 and state.on_box[LID] == [PINK]
    state.apply(CentreTrade(2, Piece.animal(GREEN), Piece.animal(BLUE)))
    state.apply(PlaceAnimal(2, BLUE, LID))
    assert state.round == 2


def test_reveal_shows_the_holdings_to_everyone():
    state = playing(3)
    state.apply(CentreTrade(0, Piece.bead(PINK), Piece.bead(WHITE)))
    events = state.apply(Reveal(0))
    shown = beads(pink=3, white=1) + animals(PINK)
    assert events == [ev.HoldingsRevealed(0, shown)]
    assert all(state.view(p).revealed == (shown, None, None) for p in (-1, 0, 1, 2))


def test_a_reveal_shows_pieces_held_out_in_offers_too():
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=2), beads(yellow=1)))
    assert state.apply(Reveal(0)) == [ev.HoldingsRevealed(0, beads(pink=4) + animals(PINK))]


def test_the_centre_and_the_boxes_are_nobodys():
    state = playing(5)
    assert state.centre.is_empty
    state.apply(Hide(4, BASE, beads(blue=4)))
    assert state.holdings[4] == animals(BLUE)
    assert state.under(BASE) == beads(blue=4) and state.under(LID).is_empty
    assert all(state.view(p).hidden_counts[4] == (0, 4) for p in range(5))
    assert state.view(0).holdings == Pieces.set_of(PINK) and WHITE not in state.view(0).on_lid

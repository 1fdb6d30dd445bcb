"""RULES.md 2, Trade with the centre: one for one, bead for bead or animal for animal; the
centre keeps its counts; the trades are public."""

import pytest
from beads_support import BLUE, GREEN, PINK, WHITE, YELLOW, animals, beads, playing

from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import CentreTrade, OfferTrade
from voice_games.games.bead_trade.errors import BeadIllegal
from voice_games.games.bead_trade.pieces import Piece


def refused(state, action) -> str:
    with pytest.raises(BeadIllegal) as refusal:
        state.apply(action)
    return refusal.value.message_id


def test_a_bead_for_a_bead_changes_types_not_counts():
    state = playing(3)
    before = state.centre
    events = state.apply(CentreTrade(0, Piece.bead(PINK), Piece.bead(WHITE)))
    assert events == [ev.CentreTraded(0, Piece.bead(PINK), Piece.bead(WHITE))]
    assert state.holdings[0] == beads(pink=3, white=1) + animals(PINK)
    assert state.centre == beads(pink=1, white=3, blue=4) + animals(WHITE, BLUE)
    assert (state.centre.bead_count, state.centre.animal_count) == (
        before.bead_count, before.animal_count,
    )


def test_an_animal_for_an_animal():
    state = playing(4)
    state.apply(CentreTrade(3, Piece.animal(WHITE), Piece.animal(BLUE)))
    assert state.holdings[3] == beads(white=4) + animals(BLUE)
    assert state.centre == beads(blue=4) + animals(WHITE)


@pytest.mark.parametrize(
    ("give", "take"),
    [(Piece.bead(PINK), Piece.animal(WHITE)), (Piece.animal(PINK), Piece.bead(WHITE))],
)
def test_never_a_bead_for_an_animal(give, take):
    assert refused(playing(3), CentreTrade(0, give, take)) == "beads-centre-kinds"


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (CentreTrade(0, Piece.bead(YELLOW), Piece.bead(WHITE)), "beads-not-yours"),
        (CentreTrade(0, Piece.bead(PINK), Piece.bead(GREEN)), "beads-centre-lacks"),
        (CentreTrade(0, Piece.animal(PINK), Piece.animal(GREEN)), "beads-centre-lacks"),
        (CentreTrade(0, Piece.bead(PINK), Piece.bead(PINK)), "beads-centre-same-type"),
    ],
)
def test_refused_centre_trades_name_the_rule(action, code):
    assert refused(playing(3), action) == code


def test_five_players_have_an_empty_centre():
    state = playing(5)
    assert refused(state, CentreTrade(0, Piece.bead(PINK), Piece.bead(BLUE))) == (
        "beads-centre-lacks"
    )
    assert not any(isinstance(a, CentreTrade) for a in state.legal_actions(0))


def test_one_at_a_time_each_received_piece_is_seen_before_the_next():
    """Each centre trade is one action and one public event: the piece received is in
    front of the player, known to all, before another trade can start."""
    state = playing(3)
    state.apply(CentreTrade(1, Piece.bead(YELLOW), Piece.bead(BLUE)))
    state.apply(CentreTrade(1, Piece.bead(BLUE), Piece.bead(WHITE)))  # the bead just received
    public = [e for e in state.view(2).events if isinstance(e, ev.CentreTraded)]
    assert public == [
        ev.CentreTraded(1, Piece.bead(YELLOW), Piece.bead(BLUE)),
        ev.CentreTraded(1, Piece.bead(BLUE), Piece.bead(WHITE)),
    ]
    assert state.view(2).centre == state.centre  # the centre's contents are public


def test_a_piece_held_out_in_an_offer_cannot_go_to_the_centre():
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=4), beads(yellow=1)))
    assert refused(state, CentreTrade(0, Piece.bead(PINK), Piece.bead(WHITE))) == (
        "beads-pieces-on-offer"
    )


def test_legal_centre_trades_are_listed_once_each():
    state = playing(3)
    trades = [a for a in state.legal_actions(0) if isinstance(a, CentreTrade)]
    assert sorted(trades, key=repr) == sorted(
        [
            CentreTrade(0, Piece.bead(PINK), Piece.bead(WHITE)),
            CentreTrade(0, Piece.bead(PINK), Piece.bead(BLUE)),
            CentreTrade(0, Piece.animal(PINK), Piece.animal(WHITE)),
            CentreTrade(0, Piece.animal(PINK), Piece.animal(BLUE)),
        ],
        key=repr,
    )

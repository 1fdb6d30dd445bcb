"""RULES.md 2, Trade with a player: any pieces for any pieces, both sides agreeing;
offers, counter-offers, withdrawals and offers that time out."""

import pytest
from beads_support import GREEN, PINK, YELLOW, animals, beads, playing, trade

from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import (
    Accept,
    ClockTick,
    Counter,
    Decline,
    Hide,
    OfferTrade,
    PlaceAnimal,
    Withdraw,
)
from voice_games.games.bead_trade.engine import BeadRules, BeadState, Offer
from voice_games.games.bead_trade.errors import BeadIllegal
from voice_games.games.bead_trade.pieces import Box, Pieces


def refused(state, action) -> str:
    with pytest.raises(BeadIllegal) as refusal:
        state.apply(action)
    return refusal.value.message_id


def test_any_pieces_for_any_pieces_not_equal_in_number_or_value():
    state = playing(3)
    trade(state, 0, 1, beads(pink=3), beads(yellow=2))  # three beads for two
    trade(state, 2, 0, animals(GREEN), beads(yellow=1))  # an animal for one bead
    assert state.holdings[0] == beads(pink=1, yellow=1) + animals(PINK, GREEN)
    assert state.holdings[1] == beads(pink=3, yellow=2) + animals(YELLOW)
    assert state.holdings[2] == beads(green=4, yellow=1)


def test_an_offer_is_only_an_offer_until_the_other_side_accepts():
    state = playing(3)
    before = list(state.holdings)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert state.holdings == before
    assert state.offers == {1: Offer(1, 0, 1, beads(pink=1), beads(yellow=1), 0.0)}
    state.apply(Accept(1, 1))
    assert state.holdings[0] == beads(pink=3, yellow=1) + animals(PINK)
    assert state.offers == {}


def test_only_the_player_offered_to_may_accept_decline_or_counter():
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    for action in (Accept(2, 1), Decline(2, 1), Counter(2, 1, beads(green=1), beads(pink=1))):
        assert refused(state, action) == "beads-offer-not-to-you"
    assert refused(state, Accept(0, 1)) == "beads-offer-not-to-you"  # not one's own offer


def test_only_the_offerer_may_withdraw():
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert refused(state, Withdraw(1, 1)) == "beads-not-your-offer"
    events = state.apply(Withdraw(0, 1))
    assert events == [ev.OfferClosed(1, "withdrawn")]
    assert refused(state, Accept(1, 1)) == "beads-offer-closed"


def test_decline_closes_the_offer():
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert state.apply(Decline(1, 1)) == [ev.OfferClosed(1, "declined")]
    assert refused(state, Accept(1, 1)) == "beads-offer-closed"
    assert refused(state, Accept(1, 7)) == "beads-no-such-offer"


def test_a_counter_closes_the_offer_and_makes_one_the_other_way():
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=2)))
    events = state.apply(Counter(1, 1, beads(yellow=1), beads(pink=1)))
    assert events[0] == ev.OfferClosed(1, "countered")
    assert events[1] == ev.OfferMade(2, 1, 0, 1, 0, 1, 0, counter_of=1)
    assert state.offers == {2: Offer(2, 1, 0, beads(yellow=1), beads(pink=1), 0.0, 1)}
    state.apply(Accept(0, 2))
    assert state.holdings[0].count(YELLOW) == 1 and state.holdings[1].count(PINK) == 1


def test_a_counter_is_checked_like_an_offer():
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert refused(state, Counter(1, 1, beads(green=1), beads(pink=1))) == "beads-not-yours"
    assert refused(state, Counter(1, 1, Pieces(), beads(pink=1))) == "beads-trade-both-sides"


@pytest.mark.parametrize(
    ("offer", "code"),
    [
        (OfferTrade(0, 0, beads(pink=1), beads(pink=1)), "beads-trade-with-yourself"),
        (OfferTrade(0, 3, beads(pink=1), beads(yellow=1)), "beads-no-such-seat"),
        (OfferTrade(0, 1, beads(yellow=1), beads(yellow=1)), "beads-not-yours"),
        (OfferTrade(0, 1, animals(YELLOW), beads(yellow=1)), "beads-not-yours"),
        (OfferTrade(0, 1, Pieces(), beads(yellow=1)), "beads-trade-both-sides"),
        (OfferTrade(0, 1, beads(pink=1), Pieces()), "beads-trade-both-sides"),
        (OfferTrade(0, 1, beads(pink=1), beads(yellow=5)), "beads-more-than-exist"),
        (OfferTrade(3, 1, beads(pink=1), beads(yellow=1)), "beads-no-such-seat"),
    ],
)
def test_refused_offers_name_the_rule(offer, code):
    assert refused(playing(3), offer) == code


def test_accepting_needs_the_pieces_asked_for():
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(green=1)))
    assert Accept(1, 1) not in state.legal_actions(1)
    assert Decline(1, 1) in state.legal_actions(1)
    assert refused(state, Accept(1, 1)) == "beads-not-yours"


def test_offered_pieces_are_held_out_until_the_offer_closes():
    """So an offer can always be honoured: the offerer cannot hide, place, centre-trade or
    offer again what they have offered."""
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=3) + animals(PINK), beads(yellow=1)))
    assert state.held_out(0) == beads(pink=3) + animals(PINK)
    assert refused(state, Hide(0, Box.LID, beads(pink=2))) == "beads-pieces-on-offer"
    assert refused(state, PlaceAnimal(0, PINK, Box.LID)) == "beads-pieces-on-offer"
    assert refused(state, OfferTrade(0, 2, beads(pink=2), beads(green=1))) == (
        "beads-pieces-on-offer"
    )
    state.apply(Hide(0, Box.LID, beads(pink=1)))  # the fourth bead was not offered
    state.apply(Withdraw(0, 1))
    state.apply(PlaceAnimal(0, PINK, Box.LID))


def test_an_accepter_cannot_pay_with_pieces_held_out_in_their_own_offer():
    state = playing(3)
    state.apply(OfferTrade(1, 2, beads(yellow=4), beads(green=1)))
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert refused(state, Accept(1, 2)) == "beads-pieces-on-offer"


def test_the_terms_reach_only_the_two_sides_and_the_table_hears_the_counts():
    state = playing(3)
    events = state.apply(OfferTrade(0, 1, beads(pink=2), animals(YELLOW)))
    assert events[0] == ev.OfferMade(1, 0, 1, 2, 0, 0, 1)
    terms = [e for e in events if isinstance(e, ev.OfferTerms)]
    assert {e.owner for e in terms} == {0, 1}
    assert not any(isinstance(e, ev.OfferTerms) for e in state.view(2).events)
    events = state.apply(Accept(1, 1))
    assert ev.Traded(1, 0, 1, 2, 0, 0, 1) in events
    received = {e.owner: e for e in events if isinstance(e, ev.TradeReceived)}
    assert received[0].received == animals(YELLOW) and received[1].received == beads(pink=2)
    assert not any(isinstance(e, ev.TradeReceived) for e in state.view(2).events)


def test_views_show_own_offers_in_full_and_others_as_counts():
    state = playing(3)
    state.apply(OfferTrade(0, 1, beads(pink=2), animals(YELLOW)))
    assert state.view(1).my_offers[0].give == beads(pink=2)
    assert state.view(2).my_offers == ()
    (sketch,) = state.view(2).other_offers
    assert (sketch.give_beads, sketch.take_animals) == (2, 1)


# ----- offers time out ---------------------------------------------------------------


def test_an_unanswered_offer_times_out_when_the_clock_passes_its_time():
    state = playing(3, offer_timeout=20)
    state.tick(5)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert state.tick(24.9) == []
    assert state.tick(25) == [ev.OfferClosed(1, "expired")]
    assert refused(state, Accept(1, 1)) == "beads-offer-closed"
    assert state.held_out(0) == Pieces()


def test_a_counter_starts_its_own_time():
    state = playing(3, offer_timeout=10)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    state.tick(8)
    state.apply(Counter(1, 1, beads(yellow=2), beads(pink=1)))
    assert state.tick(12) == []
    assert state.tick(18) == [ev.OfferClosed(2, "expired")]


def test_offers_expire_in_the_order_they_were_made():
    state = playing(3, offer_timeout=10)
    state.apply(OfferTrade(1, 2, beads(yellow=1), beads(green=1)))
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert state.tick(100) == [ev.OfferClosed(1, "expired"), ev.OfferClosed(2, "expired")]


def test_without_a_timeout_offers_wait():
    state = playing(3, offer_timeout=None)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    state.tick(10_000)
    state.apply(Accept(1, 1))


def test_the_clock_never_runs_backwards_and_ticks_replay():
    state = playing(3)
    state.tick(10)
    with pytest.raises(ValueError):
        state.tick(9)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    state.tick(50)
    assert ClockTick(10) in state.history
    again = BeadState.replay(BeadRules(seats=3), state.history)
    assert again.events == state.events and again.offers == state.offers == {}


def test_open_offers_lapse_when_the_round_ends():
    state = playing(3)
    state.apply(OfferTrade(2, 1, beads(green=1), beads(yellow=1)))
    state.apply(PlaceAnimal(0, PINK, Box.LID))
    events = state.apply(PlaceAnimal(1, YELLOW, Box.BASE))
    assert ev.OfferClosed(1, "round over") in events
    assert state.offers == {}

"""RULES.md 2, voice play: the calm option turns a round into turns. One move a turn (an
offer, a centre trade, hiding beads, placing an animal, or passing), in seat order from a
seat that moves on each round; an offer holds the turn until it is answered; reveals are
no moves; everything else out of turn is refused with a code that names the rule."""

import dataclasses
import random

import pytest
from beads_support import BASE, LID, PINK, YELLOW, animals, beads, playing
from hypothesis import given, settings
from hypothesis import strategies as st

from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import (
    Accept,
    BeadAction,
    CentreTrade,
    ClockTick,
    Counter,
    Decline,
    FinishStory,
    Hide,
    OfferTrade,
    Pass,
    PlaceAnimal,
    Reveal,
    Start,
    Withdraw,
)
from voice_games.games.bead_trade.engine import NO_SEAT, BeadRules, BeadState, Offer, Phase
from voice_games.games.bead_trade.errors import BeadIllegal
from voice_games.games.bead_trade.pieces import FULL_SET, Piece, Pieces


def calm(seats: int = 3, **options: object) -> BeadState:
    """A calm game whose first round is open for trading."""
    return playing(seats, calm=True, **options)


def refusal(state: BeadState, action: BeadAction) -> BeadIllegal:
    """The refusal of `action`, which must change nothing."""
    before = (list(state.holdings), list(state.events), list(state.history), state.turn)
    with pytest.raises(BeadIllegal) as refused:
        state.apply(action)
    assert (list(state.holdings), state.events, state.history, state.turn) == before
    return refused.value


def refused(state: BeadState, action: BeadAction) -> str:
    return refusal(state, action).message_id


def turns_begun(events) -> list[int]:
    return [e.player for e in events if isinstance(e, ev.TurnBegins)]


def end_round_in_turn(state: BeadState) -> None:
    """Each player in turn places their first animal (base, then lid) or passes, until
    the round ends."""
    number = state.round
    while state.round == number and not state.is_over:
        seat = state.turn
        assert seat is not None
        held = state.available(seat).animals
        box = BASE if seat % 2 else LID
        state.apply(PlaceAnimal(seat, held[0], box) if held else Pass(seat))


# ----- the option ---------------------------------------------------------------------


def test_calm_is_an_option_off_by_default_and_the_last_field_of_the_rules():
    assert BeadRules().calm is False
    assert [f.name for f in dataclasses.fields(BeadRules)][-1] == "calm"
    # positional rules written before the option keep their meaning
    assert BeadRules(3, False, False, False, False, False, False, 60.0, 30.0) == BeadRules()


def test_real_time_has_no_turns_and_no_passing():
    state = playing(3)
    assert state.turn is None and state.view(0).turn is None
    assert state.seats_to_act() == (0, 1, 2)
    assert not turns_begun(state.events)
    error = refusal(state, Pass(0))
    assert error.message_id == "beads-pass-calm-only"
    assert str(error) == "Passing is only for the calm game, on your turn."
    assert all(not isinstance(a, Pass) for p in range(3) for a in state.legal_actions(p))
    # real time: anyone, any number of offers, any moment
    state.apply(OfferTrade(1, 0, beads(yellow=1), beads(pink=1)))
    state.apply(OfferTrade(2, 0, beads(green=1), beads(pink=1)))
    state.apply(Hide(1, LID, beads(yellow=1)))
    assert not turns_begun(state.events) and state.seats_to_act() == (0, 1, 2)


def test_pass_outside_trading_in_real_time_is_still_for_the_calm_game_only():
    state = BeadRules(seats=3).new_game()
    assert refused(state, Pass(0)) == "beads-pass-calm-only"


# ----- turns --------------------------------------------------------------------------


def test_the_first_turn_begins_when_trading_opens():
    state = BeadRules(seats=3, calm=True).new_game()
    assert state.phase is Phase.WAITING and state.turn is None
    assert state.seats_to_act() == (0, 1, 2)  # anyone may say let's start
    assert refused(state, Pass(0)) == "beads-not-started"
    events = state.apply(Start(2))
    assert events == [ev.TradingOpens(1, 2), ev.TurnBegins(0)]
    assert state.turn == 0 and state.seats_to_act() == (0,)
    assert state.view(0).turn == state.view(2).turn == state.public_view().turn == 0
    assert ev.TurnBegins(0) in state.view(NO_SEAT).events  # public


def test_stories_come_before_the_turns():
    state = BeadRules(seats=3, calm=True, storied_animals=True).new_game()
    assert state.turn is None and state.seats_to_act() == (0,)
    assert refused(state, Pass(0)) == "beads-stories-first"
    state.apply(FinishStory(0))
    assert state.seats_to_act() == (1,)
    state.apply(FinishStory(1))
    state.apply(FinishStory(2))
    assert state.turn is None and state.seats_to_act() == (0, 1, 2)
    state.apply(Start(1))
    assert state.turn == 0


def test_a_centre_trade_hiding_placing_or_passing_ends_the_turn_in_seat_order():
    state = calm(3)  # seats hold pink, yellow, green; the centre white and blue
    assert state.apply(CentreTrade(0, Piece.bead(PINK), Piece.bead("white")))[-1] == (
        ev.TurnBegins(1)
    )
    assert state.apply(Hide(1, BASE, beads(yellow=2)))[-1] == ev.TurnBegins(2)
    assert state.apply(Pass(2)) == [ev.TurnBegins(0)]
    assert state.apply(PlaceAnimal(0, PINK, LID))[-1] == ev.TurnBegins(1)
    assert turns_begun(state.events) == [0, 1, 2, 0, 1]
    assert state.turn == 1 and state.seats_to_act() == (1,)


def test_revealing_is_no_move_and_anyone_may_reveal_at_any_time():
    state = calm(3)
    assert state.apply(Reveal(0)) == [ev.HoldingsRevealed(0, state.holdings[0])]
    assert state.turn == 0  # still their turn: they may move after showing
    state.apply(Reveal(2))  # out of turn
    assert state.turn == 0
    state.apply(Hide(0, LID, beads(pink=1)))
    assert state.turn == 1


def test_two_players_take_turns_in_turn():
    state = calm(2)
    for seat in (0, 1, 0, 1):
        assert state.turn == seat
        state.apply(Pass(seat))
    assert turns_begun(state.events) == [0, 1, 0, 1, 0]


# ----- offers -------------------------------------------------------------------------


def test_an_offer_counter_and_acceptance_hold_the_turn_then_pass_it_on():
    state = calm(3)
    state.apply(OfferTrade(0, 2, beads(pink=2), beads(green=1)))
    assert state.turn == 0 and state.seats_to_act() == (0, 2)
    assert state.view(1).turn == 0
    # the one whose turn it is waits for the answer; the others wait for their turn
    for action in (Pass(0), Hide(0, LID, beads(pink=1)), OfferTrade(0, 1, beads(pink=1),
                   beads(yellow=1)), CentreTrade(0, Piece.bead(PINK), Piece.bead("white")),
                   PlaceAnimal(0, PINK, LID)):
        error = refusal(state, action)
        assert (error.message_id, error.arguments) == ("beads-answer-pending", {"offer": 1})
    assert str(refusal(state, Pass(0))) == "First the offer on the table needs its answer."
    for action in (Hide(2, LID, beads(green=1)), Pass(2), Pass(1),
                   OfferTrade(1, 0, beads(yellow=1), beads(pink=1))):
        error = refusal(state, action)
        assert (error.message_id, error.arguments) == ("beads-not-your-turn", {"player": 1})
    assert refused(state, Accept(1, 1)) == "beads-offer-not-to-you"

    # the counter is a new offer to the one whose turn it is, who answers it the same way
    events = state.apply(Counter(2, 1, beads(green=1), beads(pink=3)))
    assert events[:2] == [ev.OfferClosed(1, "countered"),
                          ev.OfferMade(2, 2, 0, 1, 0, 3, 0, counter_of=1)]
    assert not turns_begun(events)
    assert state.offers == {2: Offer(2, 2, 0, beads(green=1), beads(pink=3), 0.0, 1)}
    assert state.turn == 0 and state.seats_to_act() == (0, 2)
    assert refused(state, Pass(0)) == "beads-answer-pending"
    state.apply(Counter(0, 2, beads(pink=2), beads(green=1)))
    assert state.offers[3].offerer == 0 and state.offers[3].to == 2
    assert refused(state, Accept(0, 3)) == "beads-offer-not-to-you"

    events = state.apply(Accept(2, 3))
    assert ev.Traded(3, 0, 2, 2, 0, 1, 0) in events
    assert events[-1] == ev.TurnBegins(1)  # the next seat after the one whose turn it was
    assert state.holdings[0] == beads(pink=2, green=1) + animals(PINK)
    assert state.turn == 1 and state.seats_to_act() == (1,) and not state.offers


def test_a_counter_made_to_the_one_whose_turn_it_is_may_be_declined():
    state = calm(3)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    state.apply(Counter(1, 1, beads(yellow=1), beads(pink=2)))
    events = state.apply(Decline(0, 2))
    assert events == [ev.OfferClosed(2, "declined"), ev.TurnBegins(1)]


@pytest.mark.parametrize("answer", ["decline", "withdraw", "withdraw the counter"])
def test_a_declined_or_withdrawn_offer_ends_the_turn(answer):
    state = calm(3, offer_timeout=None)
    state.apply(Pass(0))
    state.apply(OfferTrade(1, 0, beads(yellow=1), beads(pink=1)))
    if answer == "decline":
        events = state.apply(Decline(0, 1))
    elif answer == "withdraw":
        events = state.apply(Withdraw(1, 1))
    else:
        state.apply(Counter(0, 1, beads(pink=1), beads(yellow=2)))
        assert refused(state, Withdraw(1, 2)) == "beads-not-your-offer"
        events = state.apply(Withdraw(0, 2))  # the counterer takes theirs back
    assert events[-1] == ev.TurnBegins(2)
    assert state.turn == 2 and not state.offers


def test_the_offerer_may_reveal_or_withdraw_while_waiting():
    state = calm(3)
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    state.apply(Reveal(0))
    state.apply(Reveal(2))
    assert state.turn == 0 and 1 in state.offers
    state.apply(Withdraw(0, 1))
    assert state.turn == 1


def test_an_offer_that_expires_ends_the_turn():
    state = calm(3, offer_timeout=30)
    assert state.tick(100) == []  # time alone ends no turn
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert state.tick(120) == []
    state.apply(Counter(1, 1, beads(yellow=1), beads(pink=2)))  # a counter's time is its own
    assert state.tick(140) == []
    assert state.tick(150) == [ev.OfferClosed(2, "expired"), ev.TurnBegins(1)]
    assert state.turn == 1 and state.seats_to_act() == (1,)
    assert state.tick(400) == []


# ----- refusals -----------------------------------------------------------------------


def test_moves_out_of_turn_are_refused_naming_whose_turn_it_is():
    state = calm(3)
    state.apply(Pass(0))
    for action in (Pass(0), Pass(2), Hide(0, LID, beads(pink=1)),
                   CentreTrade(2, Piece.bead("green"), Piece.bead("white")),
                   PlaceAnimal(0, PINK, LID), OfferTrade(2, 1, beads(green=1), beads(yellow=1))):
        error = refusal(state, action)
        assert (error.message_id, error.arguments) == ("beads-not-your-turn", {"player": 2})
        assert str(error) == "Calm game: it is player two's turn."


def test_the_turn_is_checked_before_what_the_move_asks():
    state = calm(3)
    # seat 2 holds no pink beads, but the first thing wrong is that it is not their turn
    assert refused(state, Hide(2, LID, beads(pink=4))) == "beads-not-your-turn"
    assert refused(state, Hide(0, LID, beads(yellow=1))) == "beads-not-yours"


def test_answers_follow_the_offer_rules_not_the_turn():
    state = calm(3)
    assert refused(state, Accept(1, 1)) == "beads-no-such-offer"
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    state.apply(Decline(1, 1))
    assert refused(state, Accept(1, 1)) == "beads-offer-closed"


# ----- rounds -------------------------------------------------------------------------


def test_placing_the_animal_that_ends_a_round_gives_the_next_round_its_own_first_turn():
    state = calm(3)
    state.apply(PlaceAnimal(0, PINK, LID))
    events = state.apply(PlaceAnimal(1, YELLOW, BASE))
    assert any(isinstance(e, ev.RoundEnded) for e in events)
    assert not turns_begun(events)  # no turn between rounds
    assert state.phase is Phase.WAITING and state.round == 2
    assert state.turn is None and state.seats_to_act() == (0, 1, 2)
    assert refused(state, Pass(1)) == "beads-not-started"
    assert state.apply(Start(0))[-1] == ev.TurnBegins(1)  # round 2 starts at seat 2
    assert refused(state, Pass(0)) == "beads-not-your-turn"
    end_round_in_turn(state)
    assert state.apply(Start(0))[-1] == ev.TurnBegins(2)  # round 3 at seat 3
    end_round_in_turn(state)
    assert state.is_over and state.turn is None and state.seats_to_act() == ()
    assert state.view(0).turn is None
    assert refused(state, Pass(0)) == "beads-game-over"


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_first_turn_of_round_r_is_seat_r_minus_1_modulo_the_seats(seats):
    state = calm(seats, extended_spirits=True)
    firsts = []
    while not state.is_over:
        firsts.append(state.turn)
        end_round_in_turn(state)
        if not state.is_over:
            state.apply(Start(seats - 1))
    assert firsts == [(r - 1) % seats for r in range(1, 6)]


def test_an_animal_that_does_not_end_the_round_ends_the_turn():
    state = calm(3, prolonged_spirits=True)
    assert state.apply(PlaceAnimal(0, PINK, LID))[-1] == ev.TurnBegins(1)
    assert state.apply(PlaceAnimal(1, YELLOW, BASE))[-1] == ev.TurnBegins(2)


# ----- what may be done ---------------------------------------------------------------


def test_the_listed_actions_follow_the_turn():
    state = calm(3)
    mine = state.legal_actions(0)
    assert Pass(0) in mine and Reveal(0) in mine
    assert any(isinstance(a, Hide) for a in mine)
    assert any(isinstance(a, CentreTrade) for a in mine)
    assert any(isinstance(a, PlaceAnimal) for a in mine)
    assert state.legal_actions(1) == [Reveal(1)] == [
        a for a in state.legal_actions(1) if state.is_legal(a)
    ]
    state.apply(OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert state.legal_actions(0) == [Withdraw(0, 1), Reveal(0)]
    assert state.legal_actions(1) == [Accept(1, 1), Decline(1, 1), Reveal(1)]
    assert state.legal_actions(2) == [Reveal(2)]


# ----- random calm games --------------------------------------------------------------


def some_pieces(chooser: random.Random, within: Pieces) -> Pieces:
    pieces = list(within.pieces())
    chooser.shuffle(pieces)
    return sum((Pieces.from_piece(p) for p in pieces[: chooser.randint(1, 3)]), Pieces())


def candidates(chooser: random.Random, state: BeadState, player: int) -> list[BeadAction]:
    """What `player` might try: what the rules list for them, what they list for others
    (said by this player, so often out of turn), passing, and offers and counters."""
    options: list[BeadAction] = list(state.legal_actions(player))
    other = chooser.randrange(state.seats)
    options += [dataclasses.replace(a, player=player) for a in state.legal_actions(other)]
    options.append(Pass(player))
    if state.phase is Phase.PLAYING:
        to = chooser.choice([p for p in range(state.seats) if p != player])
        give = some_pieces(chooser, state.available(player))
        if not give.is_empty:
            options += [OfferTrade(player, to, give, some_pieces(chooser, state.holdings[to]))] * 3
        for offer in state.offers.values():
            give = some_pieces(chooser, state.available(player))
            if not give.is_empty:
                options.append(Counter(player, offer.id, give,
                                       some_pieces(chooser, state.holdings[offer.offerer])))
        # animals end rounds: keep them rarer so that rounds see some play first
        if chooser.random() < 0.8:
            options = [a for a in options if not isinstance(a, PlaceAnimal)] or options
    return options


def assert_turn_order(events, seats: int) -> None:
    """Each round's turns begin at seat round-1 and go on one seat at a time."""
    turns: list[int] = []
    for event in events:
        if isinstance(event, ev.TradingOpens):
            turns = []
            first = (event.round - 1) % seats
        elif isinstance(event, ev.TurnBegins):
            expected = first if not turns else (turns[-1] + 1) % seats
            assert event.player == expected
            turns.append(event.player)


@settings(max_examples=40, deadline=None)
@given(
    seats=st.integers(2, 5),
    choice_seed=st.integers(0, 10**6),
    storied=st.booleans(),
    timeout=st.sampled_from([None, 20.0]),
)
def test_random_calm_games_list_exactly_the_legal_actions_and_replay(
    seats, choice_seed, storied, timeout
):
    rules = BeadRules(seats=seats, calm=True, storied_animals=storied, offer_timeout=timeout,
                      story_seconds=10)
    state = rules.new_game()
    chooser = random.Random(choice_seed)
    for _ in range(300):
        if state.is_over:
            break
        if chooser.random() < 0.1:
            state.tick(state.now + chooser.choice([0.5, 3, 12, 40]))
            continue
        # mostly those the game waits on, so that it moves on; sometimes anyone
        waited = state.seats_to_act()
        player = chooser.choice(waited) if waited and chooser.random() < 0.7 else (
            chooser.randrange(seats)
        )
        listed = state.legal_actions(player)
        assert all(state.is_legal(a) for a in listed)
        action = chooser.choice(candidates(chooser, state, player))
        legal = state.is_legal(action)
        if not isinstance(action, OfferTrade | Counter):
            assert (action in listed) == legal
        if state.turn is not None and not legal and player != state.turn and isinstance(
            action, OfferTrade | CentreTrade | Hide | PlaceAnimal | Pass
        ):
            error = refusal(state, action)
            assert (error.message_id, error.arguments) == (
                "beads-not-your-turn", {"player": state.turn + 1}
            )
        if legal:
            state.apply(action)

        assert state.all_pieces() == FULL_SET
        assert (state.turn is not None) == (state.phase is Phase.PLAYING)
        assert state.view(NO_SEAT).turn == state.turn
        if state.turn is not None:
            assert len(state.offers) <= 1
            assert all(state.turn in (o.offerer, o.to) for o in state.offers.values())
            # the seats waited on are those who may do more than reveal
            movers = tuple(
                p for p in range(seats)
                if any(not isinstance(a, Reveal) for a in state.legal_actions(p))
            )
            assert movers == state.seats_to_act()
            assert state.seats_to_act() == (
                (state.turn,) if not state.offers
                else tuple(sorted({o.offerer for o in state.offers.values()}
                                  | {o.to for o in state.offers.values()}))
            )

    assert_turn_order(state.events, seats)
    again = BeadState.replay(rules, state.history)
    assert again == state
    assert again.events == state.events and again.turn == state.turn


def test_a_replayed_calm_game_is_the_same_game():
    rules = BeadRules(seats=3, calm=True, offer_timeout=30)
    state = rules.new_game()
    state.apply(Start(1))
    state.apply(OfferTrade(0, 2, beads(pink=1), beads(green=1)))
    state.tick(31)  # the offer expires: player 2's turn
    state.apply(Reveal(0))
    state.apply(Hide(1, LID, beads(yellow=2)))
    state.apply(Pass(2))
    state.apply(PlaceAnimal(0, PINK, BASE))
    state.apply(OfferTrade(1, 0, beads(yellow=1), beads(pink=1)))
    state.apply(Counter(0, 2, beads(pink=1), beads(yellow=2)))
    state.apply(Accept(1, 3))
    state.apply(PlaceAnimal(2, "green", LID))  # ends the round
    state.apply(Start(2))
    assert state.round == 2 and state.turn == 1
    assert state.history[2] == ClockTick(31)
    again = BeadState.replay(rules, state.history)
    assert again == state
    assert again.view(0) == state.view(0) and again.public_view() == state.public_view()

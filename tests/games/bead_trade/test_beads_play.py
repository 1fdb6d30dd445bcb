"""Bead Trade as the table sees it: commands read into actions of the seat that said
them, actions said back as commands, the save codec, confirmations, and the clock."""

from __future__ import annotations

import random

import pytest
from beads_support import BASE, LID, PINK, YELLOW, animals, beads

from voice_games.core import IllegalAction, NotUnderstood
from voice_games.game import Ask, Seats, TableSettings
from voice_games.games.bead_trade import actions as act
from voice_games.games.bead_trade.actions import ClockTick
from voice_games.games.bead_trade.engine import BeadRules, BeadState
from voice_games.games.bead_trade.game import GAME
from voice_games.games.bead_trade.pieces import COLOURS, Piece, Pieces
from voice_games.grammar import Parse


def play(seats: int = 4, kinds: list[str] | None = None, started: bool = True, **rules):
    kinds = kinds or ["human"] + ["bot"] * (seats - 1)
    p = GAME.start(BeadRules(seats=seats, **rules), Seats(tuple(kinds)), TableSettings())
    if started:
        p.apply(act.Start(0))
    return p


def read(p, text: str, seat: int = 0):
    reading = p.grammar.parse(text)
    assert reading is not None, text
    return p.to_action(reading, seat)


@pytest.mark.parametrize(("text", "action"), [
    ("offer my pink bead for your green bead to turtle",
     act.OfferTrade(0, 2, beads(pink=1), beads(green=1))),
    ("trade two pink for one white with crane",
     act.OfferTrade(0, 3, beads(pink=2), beads(white=1))),
    ("give the bull and two pink beads for three yellow beads to player two",
     act.OfferTrade(0, 1, beads(pink=2) + animals(PINK), beads(yellow=3))),
    ("offer snake one pink bead for the snake", act.OfferTrade(0, 1, beads(pink=1),
                                                               animals(YELLOW))),
    ("swap my pink bead for a blue bead from the centre",
     act.CentreTrade(0, Piece.bead(PINK), Piece.bead("blue"))),
    ("trade the bull for the whale with the centre",
     act.CentreTrade(0, Piece.animal(PINK), Piece.animal("blue"))),
    ("hide two pink beads under the lid", act.Hide(0, LID, beads(pink=2))),
    ("hide a pink bead under the base", act.Hide(0, BASE, beads(pink=1))),
    ("put the bull on the base", act.PlaceAnimal(0, PINK, BASE)),
    ("place the pink bull on top of the lid", act.PlaceAnimal(0, PINK, LID)),
    ("reveal my holdings", act.Reveal(0)),
])
def test_commands_become_actions_of_the_seat_that_said_them(text, action):
    assert read(play(), text) == action


def test_an_offer_names_any_number_of_pieces_the_player_holds():
    p = play(2)  # the first seat holds the bull, the snake and their eight beads
    action = read(p, "offer four pink beads and four yellow beads and the bull and the snake "
                     "for a green bead to turtle")
    assert action == act.OfferTrade(0, 1, beads(pink=4, yellow=4) + animals(PINK, YELLOW),
                                    beads(green=1))
    p.check(action)


def test_answers_find_the_offer_and_ask_which_when_there_are_two():
    p = play(4)
    p.apply(act.OfferTrade(1, 0, beads(yellow=1), beads(pink=1)))
    assert read(p, "accept") == act.Accept(0, 1)
    assert read(p, "decline the offer from snake") == act.Decline(0, 1)
    assert read(p, "counter my pink bead for your two yellow beads") == act.Counter(
        0, 1, beads(pink=1), beads(yellow=2))
    p.apply(act.OfferTrade(3, 0, beads(white=1), beads(pink=1)))
    asked = read(p, "accept")
    assert isinstance(asked, Ask) and "snake or crane" in asked.question
    answer = p.to_action(Parse("which_offer", {"from": "crane"}), 0)
    assert answer == act.Accept(0, 2)
    with pytest.raises(NotUnderstood, match="no offer to you from turtle"):
        read(p, "accept the offer from turtle")


def test_words_that_name_no_pieces_or_seat_are_not_understood():
    p = play()
    with pytest.raises(NotUnderstood, match="Nobody at this table is called whale"):
        read(p, "offer a pink bead for a white bead to whale")  # four seats: no whale
    with pytest.raises(NotUnderstood, match="The snake has its own colour"):
        read(p, "offer the pink snake for a white bead to crane")
    with pytest.raises(NotUnderstood, match="one piece for one piece"):
        read(p, "swap two pink beads for a blue bead from the centre")
    with pytest.raises(NotUnderstood, match="Nobody has made you an offer"):
        read(p, "accept")


def random_actions(rng: random.Random, seat: int, seats: int):
    """Moves with random pieces: what the table may have to say back."""
    def some() -> Pieces:
        counts = tuple(rng.choice((0, 0, 1, 2, 4)) for _ in COLOURS)
        chosen = tuple(c for c in COLOURS if rng.random() < 0.2)
        pieces = Pieces(counts, chosen)
        return pieces if not pieces.is_empty else beads(pink=1)
    others = [s for s in range(seats) if s != seat]
    yield act.OfferTrade(seat, rng.choice(others), some(), some())
    colour = rng.choice(COLOURS)
    yield act.Hide(seat, rng.choice((LID, BASE)), Pieces(tuple(
        rng.choice((1, 2)) if c == colour else 0 for c in COLOURS)))
    yield act.PlaceAnimal(seat, rng.choice(COLOURS), rng.choice((LID, BASE)))
    kind = rng.choice(("bead", "animal"))
    yield act.CentreTrade(seat, Piece(kind, rng.choice(COLOURS)), Piece(kind, rng.choice(COLOURS)))


def test_every_move_said_back_reads_as_the_same_move():
    rng = random.Random(7)
    for seats in (2, 3, 4, 5):
        p = play(seats)
        for _ in range(40):
            for action in random_actions(rng, 0, seats):
                said = p.say(action)
                assert read(p, said) == action, said


def test_plain_moves_are_said_as_their_commands():
    p = play(3)
    p.apply(act.OfferTrade(1, 0, beads(yellow=1), beads(pink=1)))
    for action in (act.Accept(0, 1), act.Decline(0, 1), act.Reveal(0)):
        assert read(p, p.say(action)) == action


def random_game(seed: int, seats: int = 3, **rules) -> BeadState:
    """A game of random legal moves, the clock read now and then."""
    rng = random.Random(seed)
    state = BeadRules(seats=seats, **rules).new_game()
    now = 0.0
    for _ in range(300):
        if state.is_over:
            break
        now += rng.choice((0.5, 3.0, 40.0))
        state.tick(now)
        seat = rng.randrange(seats)
        moves = [m for m in state.legal_actions(seat) if not isinstance(m, act.Hide)
                 or m.beads.bead_count == 1]
        if moves:
            state.apply(rng.choice(moves))
        if rng.random() < 0.3 and not state.is_over and state.phase.value == "playing":
            offerer = rng.randrange(seats)
            to = (offerer + 1) % seats
            give = next(state.available(offerer).pieces(), None)
            take = next(state.holdings[to].pieces(), None)
            if give and take:
                offer = act.OfferTrade(offerer, to, Pieces.from_piece(give),
                                       Pieces.from_piece(take))
                if state.is_legal(offer):
                    state.apply(offer)
    return state


@pytest.mark.parametrize("seed", range(6))
def test_a_saved_history_replays_to_the_same_game(seed):
    state = random_game(seed, seats=2 + seed % 4, calm=seed % 2 == 1)
    steps = [GAME.action_from_json(GAME.action_to_json(s)) for s in state.history]
    assert steps == state.history
    assert any(isinstance(s, ClockTick) for s in steps)
    rules = GAME.rules_from_json(GAME.rules_to_json(state.rules))
    again = BeadState.replay(rules, steps)
    assert again.events == state.events and again.holdings == state.holdings


def test_a_save_naming_no_step_of_the_game_is_refused_in_a_sentence():
    with pytest.raises(ValueError, match="does not have: 'Shake'"):
        GAME.action_from_json({"type": "Shake", "player": 0, "position": 5})
    with pytest.raises(ValueError, match="incomplete"):
        GAME.action_from_json({"type": "Hide", "player": 0})
    with pytest.raises(ValueError, match="does not know: 'variant'"):
        GAME.rules_from_json({"seats": 3, "variant": "draft"})


def test_accepting_and_the_animal_that_ends_the_round_are_confirmed_when_spoken():
    p = play(3)
    p.apply(act.OfferTrade(1, 0, beads(yellow=1), beads(pink=1)))
    asked = p.confirmation(act.Accept(0, 1), by_voice=True, confidence=0.9)
    assert asked is not None and asked.kind == "confirm"
    assert asked.question == (
        "Accept Snake's offer: a yellow bead, for a pink bead from you? Yes or no."
    )
    assert p.confirmation(act.Accept(0, 1), by_voice=False, confidence=None) is None
    first = act.PlaceAnimal(0, PINK, LID)
    assert p.confirmation(first, by_voice=True, confidence=0.9) is None
    p.apply(first)
    last = act.PlaceAnimal(1, YELLOW, BASE)
    ends = p.confirmation(last, by_voice=True, confidence=0.9)
    assert ends is not None and "ends the round" in ends.question
    unsure = p.confirmation(act.Hide(2, LID, beads(green=1)), by_voice=True, confidence=0.3)
    assert unsure is not None and unsure.kind == "unsure"
    assert unsure.question == "Did you say: hide a green bead under the lid? Yes or no."


def test_the_clock_ends_offers_and_enters_the_history_only_when_it_matters():
    p = play(3)
    p.tick(5.0)
    p.apply(act.OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert p.next_moment() == 35.0  # thirty seconds from when it was made
    for now in (6.0, 10.0, 34.9):
        p.tick(now)
    assert [s for s in p.history if isinstance(s, ClockTick)] == [ClockTick(5.0)]
    p.tick(35.0)
    assert p.state.offers == {} and p.next_moment() is None
    said = [p.narrate(e) for e in p.events]
    assert "Expired: your offer to snake." in said


def test_computer_traders_answer_offers_sooner_than_they_trade():
    p = play(3, kinds=["human", "bot", "bot"])
    p.table.pace = None
    pace = p.bot_delay(1)
    p.apply(act.OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    assert p.bot_delay(1) is not None and p.bot_delay(1) < pace
    waiting = play(3, kinds=["human", "bot", "bot"], started=False)
    assert waiting.bot_delay(1) is None  # the round starts when the human says so


def test_refusals_name_seats_by_their_animals():
    p = play(3)
    with pytest.raises(IllegalAction) as refused:
        p.check(act.Accept(0, 99))
    assert refused.value.speak("en") == "There is no such offer."
    p.apply(act.OfferTrade(1, 2, beads(yellow=1), beads(green=1)))
    with pytest.raises(IllegalAction) as refused:
        p.check(act.Accept(0, 1))
    assert refused.value.speak("en") == "That offer was made to turtle, not to you."


def test_speakers_are_named_by_their_animals():
    p = play(2)
    assert p.speaker_names(0) == ("bull", "the bull", "player one")
    assert p.speaker_names(1) == ("turtle", "the turtle", "player two")


def test_of_several_offers_between_the_same_two_players_the_newest_is_meant():
    p = play(4)
    p.apply(act.OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    p.apply(act.OfferTrade(0, 1, beads(pink=1), beads(yellow=2)))
    assert read(p, "withdraw my offer") == act.Withdraw(0, 2)
    p.apply(act.OfferTrade(0, 2, beads(pink=1), beads(green=1)))
    assert read(p, "withdraw my offer to snake") == act.Withdraw(0, 2)
    asked = read(p, "withdraw my offer")
    assert isinstance(asked, Ask) and asked.question == "Which offer: to snake or turtle?"
    p.apply(act.OfferTrade(3, 0, beads(white=1), beads(pink=1)))
    p.apply(act.OfferTrade(3, 0, beads(white=2), beads(pink=1)))
    assert read(p, "accept") == act.Accept(0, 5)


def test_a_typographic_apostrophe_is_an_apostrophe():
    p = play(3, started=False)
    assert read(p, "let’s start") == act.Start(0)

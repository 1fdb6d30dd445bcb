"""Bead Trade's computer traders (bots.py): they play only legal actions, finish games of
every variant at 2 to 5 seats, decide from their own view only, answer a person's offers
with a reason the catalogue can say, are deterministic for their seed, and the expert
beats a random player."""

import pytest
from beads_support import BASE, GREEN, LID, PINK, WHITE, YELLOW, animals, beads, playing

from bench.bead_bots.random_player import RandomPlayer
from bench.bead_bots.simulate import play_game
from bench.bead_bots.tournament import Table, Tally, play_table_game, wilson
from voice_games.catalogue import Catalogue
from voice_games.games.bead_trade.actions import (
    Accept,
    CentreTrade,
    Counter,
    Decline,
    FinishStory,
    Hide,
    OfferTrade,
    Pass,
    PlaceAnimal,
    Reveal,
    Start,
)
from voice_games.games.bead_trade.bot_reasons import REASON_IDS
from voice_games.games.bead_trade.bot_view import legal_moves
from voice_games.games.bead_trade.bots import LEVELS, make_bot
from voice_games.games.bead_trade.engine import BeadRules, Phase
from voice_games.games.bead_trade.pieces import Piece

VARIANTS = {
    "basic": {},
    "locked": {"locked_spirits": True},
    "normal": {"normal_spirits": True},
    "prolonged": {"prolonged_spirits": True},
    "extended": {"extended_spirits": True},
    "storied": {"storied_animals": True, "stories_every_round": True},
    "no timeout": {"offer_timeout": None},
    "all at once": {"locked_spirits": True, "normal_spirits": True, "prolonged_spirits": True,
                    "storied_animals": True},
    "calm": {"calm": True},
    "calm and locked": {"calm": True, "locked_spirits": True, "prolonged_spirits": True},
}


def catalogue() -> Catalogue:
    return Catalogue("en", ("voice_games", "voice_games.games.bead_trade"))


def said(reason) -> str:
    """The reason as the table would say it; fails if bots.ftl lacks the message."""
    message_id, args = reason
    assert message_id.startswith("beads-reason-")
    assert all(isinstance(v, str | int) for v in args.values())
    return catalogue()(message_id, **args)


def players_for(rules: BeadRules, kinds, seed: int):
    return [
        RandomPlayer(seat, rules, seed) if kind == "random" else make_bot(kind, seat, rules, seed)
        for seat, kind in enumerate(kinds)
    ]


# ----- whole games ----------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_all_bot_games_of_every_variant_finish_with_legal_actions_only(variant, seats):
    rules = BeadRules(seats=seats, **VARIANTS[variant])
    kinds = ("expert", "medium", "easy", "expert", "medium")[:seats]
    seen: list = []

    def check(state, action):
        assert state.is_legal(action), action
        seen.append(type(action))

    record = play_game(rules, players_for(rules, kinds, seed=seats), seed=seats, on_action=check)
    assert record.illegal == []
    assert record.rounds == rules.rounds
    assert record.capped == 0  # the bots ended every round by themselves
    assert PlaceAnimal in seen
    if rules.storied_animals:
        assert FinishStory in seen


@pytest.mark.parametrize("level", LEVELS)
def test_each_level_alone_against_random_players_plays_legally(level):
    rules = BeadRules(seats=4)
    record = play_game(rules, players_for(rules, (level, "random", level, "random"), 3), 3)
    assert record.illegal == [] and record.capped == 0 and record.rounds == 3


@pytest.mark.parametrize("options", [{}, {"calm": True, "locked_spirits": True}])
def test_what_a_view_allows_is_what_the_engine_allows(options):
    """`bot_view.legal_moves` works the legal actions out from a seat's view alone; they
    are the engine's own, at every moment of random games."""
    rules = BeadRules(seats=3, **options)

    def compare(state, action):
        for seat in range(state.seats):
            assert set(legal_moves(state.view(seat))) == set(state.legal_actions(seat))

    play_game(rules, players_for(rules, ("random", "random", "expert"), 2), 2, on_action=compare)


def test_bots_trade_hide_and_place_in_a_game_of_bots():
    rules = BeadRules(seats=3)
    kinds: list = []

    def note(state, action):
        kinds.append(type(action))

    record = play_game(rules, players_for(rules, ("expert", "medium", "easy"), 5), 5,
                       on_action=note)
    assert record.trades > 0
    for kind in (OfferTrade, Accept, Hide, PlaceAnimal):
        assert kind in kinds


def test_a_game_is_the_same_for_the_same_seeds_and_differs_for_others():
    rules = BeadRules(seats=4)
    kinds = ("expert", "medium", "easy", "expert")

    def history(seed):
        state_seen = []
        play_game(rules, players_for(rules, kinds, seed), seed=1,
                  on_action=lambda state, action: state_seen.append((state.now, action)))
        return state_seen

    assert history(11) == history(11)
    assert history(11) != history(12)


# ----- phases ----------------------------------------------------------------------------


def test_a_bot_waits_for_a_person_to_start_and_finishes_its_own_story():
    rules = BeadRules(seats=3, storied_animals=True)
    state = rules.new_game()
    bots = [make_bot("expert", seat, rules, 1) for seat in range(3)]
    assert state.phase is Phase.STORIES
    assert bots[1].choose(state.view(1)) is None
    assert bots[0].choose(state.view(0)) == FinishStory(0)
    state.apply(FinishStory(0))
    state.apply(FinishStory(1))
    state.apply(FinishStory(2))
    assert state.phase is Phase.WAITING
    for seat, bot in enumerate(bots):
        assert bot.choose(state.view(seat)) is None
    state.apply(Start(1))
    assert state.phase is Phase.PLAYING


# ----- hidden information ---------------------------------------------------------------


def twin_games():
    """Two games that differ only in secrets of seats 1 and 2: which beads seat 1 hid,
    and what passed in a trade between seats 1 and 2 (as many pieces each way)."""
    games = (playing(3), playing(3))
    for game in games:
        game.apply(CentreTrade(1, Piece.bead(YELLOW), Piece.bead(WHITE)))
        game.apply(CentreTrade(2, Piece.bead(GREEN), Piece.bead("blue")))
    games[0].apply(Hide(1, LID, beads(yellow=2)))
    games[1].apply(Hide(1, LID, beads(yellow=1, white=1)))
    games[0].apply(OfferTrade(2, 1, beads(green=1), beads(yellow=1)))
    games[1].apply(OfferTrade(2, 1, beads(blue=1), beads(yellow=1)))
    for game in games:
        game.apply(Accept(1, 1))
        game.tick(4.0)
        game.apply(Hide(2, BASE, beads(green=2)))
    return games


@pytest.mark.parametrize("level", LEVELS)
def test_a_bots_choices_do_not_depend_on_what_others_hold_or_hid(level):
    games = twin_games()
    assert games[0].holdings[1] != games[1].holdings[1]
    assert games[0].view(0) == games[1].view(0)
    bots = [make_bot(level, 0, games[0].rules, 5) for _ in games]
    for step in range(8):
        choices = [bot.choose(game.view(0)) for bot, game in zip(bots, games, strict=True)]
        assert choices[0] == choices[1], step
        assert bots[0].reason == bots[1].reason
        for game in games:
            if choices[0] is not None and game.is_legal(choices[0]):
                game.apply(choices[0])
            game.tick(game.now + 4.0)
        assert games[0].view(0) == games[1].view(0)


# ----- answering a person's offers ------------------------------------------------------


def person_pushes_yellow(box):
    """Seat 1 (a person) hid three of its yellow beads under `box`: the table hears that
    it hid three beads there, and it held only yellow ones."""
    state = playing(3)
    state.apply(Hide(1, box, beads(yellow=3)))
    state.tick(3.0)
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_accepts_a_clearly_good_offer_from_a_person_and_says_why(level):
    """Yellow is on its way up (the person hid their yellow under the lid) and the bot's
    pink is alone until someone else holds some: one yellow bead and the snake for one
    pink bead helps it twice."""
    state = person_pushes_yellow(LID)
    state.apply(OfferTrade(1, 0, beads(yellow=1) + animals(YELLOW), beads(pink=1)))
    bot = make_bot(level, 0, state.rules, 2)
    action = bot.choose(state.view(0))
    assert isinstance(action, Accept), action
    assert bot.reason is not None and bot.reason[0].startswith("beads-reason-accept")
    assert said(bot.reason)
    state.apply(action)
    assert state.holdings[0].has_animal(YELLOW)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_declines_a_clearly_bad_offer_from_a_person_and_says_why(level):
    """Yellow is on its way down (the person hid their yellow under the base): one
    yellow bead for the bull and all four pink beads is a bad bargain."""
    state = person_pushes_yellow(BASE)
    state.apply(OfferTrade(1, 0, beads(yellow=1), beads(pink=4) + animals(PINK)))
    bot = make_bot(level, 0, state.rules, 2)
    action = bot.choose(state.view(0))
    assert isinstance(action, Decline | Counter), action
    assert bot.reason is not None
    assert bot.reason[0].startswith(("beads-reason-decline", "beads-reason-counter"))
    assert said(bot.reason)
    state.apply(action)
    assert state.holdings[0].has_animal(PINK)


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_declines_an_offer_for_pieces_it_does_not_hold(level):
    state = playing(3)
    state.apply(OfferTrade(1, 0, beads(yellow=3), beads(green=1)))
    bot = make_bot(level, 0, state.rules, 2)
    assert bot.choose(state.view(0)) == Decline(0, 1)
    assert bot.reason == ("beads-reason-decline-not-held", {"colour": "green"})
    assert said(bot.reason) == "I have no green bead to give you."


@pytest.mark.parametrize("level", LEVELS)
def test_three_beads_for_one_is_taken(level):
    """A person may offer anything: three yellow beads for one pink bead."""
    state = playing(3)
    state.apply(OfferTrade(1, 0, beads(yellow=3), beads(pink=1)))
    bot = make_bot(level, 0, state.rules, 4)
    assert isinstance(bot.choose(state.view(0)), Accept)
    assert said(bot.reason)


def test_only_answers_carry_a_reason():
    state = playing(3)
    bot = make_bot("expert", 0, state.rules, 1)
    for _ in range(6):
        action = bot.choose(state.view(0))
        if isinstance(action, Accept | Decline | Counter):
            assert bot.reason is not None
        else:
            assert bot.reason is None
        if action is not None:
            state.apply(action)
        state.tick(state.now + 4.0)


def test_every_reason_is_in_the_catalogue():
    words = catalogue()
    args = {"colour": "pink", "animal": "bull"}
    for message_id in REASON_IDS:
        assert message_id.startswith("beads-reason-")
        assert words(message_id, **args)
    assert said(("beads-reason-decline-too-little", {"colour": "pink"})) == (
        "That is too little for my pink bead."
    )


def test_a_bot_only_plays_its_own_seat():
    state = playing(3)
    bot = make_bot("medium", 0, state.rules, 1)
    with pytest.raises(ValueError):
        bot.choose(state.view(1))
    with pytest.raises(ValueError):
        make_bot("grandmaster", 0, state.rules, 1)


# ----- the calm option --------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_in_a_calm_game_a_bot_moves_or_passes_on_its_turn_and_answers_offers(level):
    rules = BeadRules(seats=3, calm=True)
    state = rules.new_game()
    state.apply(Start(0))
    bots = [make_bot(level, seat, rules, 3) for seat in range(3)]
    answered = passed = 0
    for _ in range(60):
        if state.is_over or state.phase is not Phase.PLAYING:
            break
        for seat in range(3):
            action = bots[seat].choose(state.view(seat))
            if seat not in state.seats_to_act():
                assert action is None or isinstance(action, Reveal), action
                continue
            pending = [o for o in state.offers.values() if o.to == seat]
            if pending:
                assert isinstance(action, Accept | Decline | Counter), action
                answered += 1
            elif state.turn == seat and not state.offers:
                assert action is not None  # a move, or a pass
            passed += isinstance(action, Pass)
            if action is not None:
                assert state.is_legal(action), action
                state.apply(action)
                break
        state.tick(state.now + 1.0)
    assert answered > 0 and passed > 0


# ----- strength ----------------------------------------------------------------------------


def test_a_short_tournament_shows_the_expert_beats_random_players():
    tally = Tally()
    for seats in (2, 3, 4):
        table = Table("expert", "random", seats)
        rules = BeadRules(seats=seats)
        for game in range(8):
            tally.add(table, table.seating(game), play_table_game(table, game, 500 + game, rules))
    share, low, _ = wilson(sum(tally.shares), tally.games)
    assert low > 0.5, share
    assert sum(tally.diffs) / tally.games > 1.0
    assert tally.illegal == 0 and tally.capped == 0

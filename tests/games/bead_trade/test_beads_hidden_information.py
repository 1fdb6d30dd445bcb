"""RULES.md 2, hidden information: two games that differ only in a secret (which beads a
player hid, or what passed in a trade between two players) give every other player, and
the table as a whole, identical views and identical events."""

from beads_support import BASE, LID, PINK, WHITE, YELLOW, animals, beads, playing, trade
from hypothesis import given, settings
from hypothesis import strategies as st

from voice_games.games.bead_trade.actions import (
    Accept,
    CentreTrade,
    Hide,
    OfferTrade,
    PlaceAnimal,
    Reveal,
)
from voice_games.games.bead_trade.engine import NO_SEAT, BeadState
from voice_games.games.bead_trade.pieces import Piece, Pieces


def assert_same_to(games: tuple[BeadState, BeadState], players) -> None:
    one, two = games
    for player in players:
        assert one.view(player) == two.view(player), player
        seen = [[e for e in g.events if e.visible_to(player)] for g in games]
        assert seen[0] == seen[1], player


def test_which_beads_went_under_the_lid_is_the_hiders_secret():
    games = (playing(2), playing(2))
    games[0].apply(Hide(0, LID, beads(pink=2)))
    games[1].apply(Hide(0, LID, beads(pink=1, yellow=1)))
    for game in games:  # the game goes on in public
        game.apply(Hide(1, BASE, beads(green=1)))
        game.apply(CentreTrade(1, Piece.bead(WHITE), Piece.bead("blue")))
    assert_same_to(games, (1, NO_SEAT))
    assert games[0].view(0) != games[1].view(0)
    assert games[0].public_view() == games[1].public_view()


def test_the_terms_of_a_trade_are_its_two_players_secret():
    games = (playing(3), playing(3))
    for game in games:
        game.apply(CentreTrade(0, Piece.bead(PINK), Piece.bead(WHITE)))
    trade(games[0], 0, 1, beads(pink=1), beads(yellow=1))
    trade(games[1], 0, 1, beads(white=1), beads(yellow=1))
    assert games[0].holdings[1] != games[1].holdings[1]
    assert_same_to(games, (2, NO_SEAT))
    for player in (0, 1):
        assert games[0].view(player) != games[1].view(player)


def test_an_open_offer_is_the_secret_of_its_two_players():
    games = (playing(3), playing(3))
    games[0].apply(OfferTrade(0, 1, beads(pink=2), animals(YELLOW)))
    games[1].apply(OfferTrade(0, 1, beads(pink=2), animals(PINK)))
    assert_same_to(games, (2, NO_SEAT))
    games[0].apply(Accept(1, 1))
    assert games[1].is_legal(Accept(1, 1)) is False  # player 2 cannot give the bull


def test_a_reveal_ends_the_secret():
    games = (playing(2), playing(2))
    games[0].apply(Hide(0, LID, beads(pink=2)))
    games[1].apply(Hide(0, LID, beads(pink=1, yellow=1)))
    for game in games:
        game.apply(Reveal(0))
    assert games[0].view(1) != games[1].view(1)


@st.composite
def two_hidings(draw):
    """As many beads hidden in two games, of types chosen apart (pink and yellow)."""
    count = draw(st.integers(1, 4))
    pinks = [draw(st.integers(0, count)) for _ in range(2)]
    return tuple(Pieces.of({PINK: n, YELLOW: count - n}) for n in pinks)


@settings(max_examples=60, deadline=None)
@given(hidden=two_hidings(), box=st.sampled_from([LID, BASE]), later=st.booleans())
def test_any_two_hidings_of_as_many_beads_look_the_same_to_everyone_else(hidden, box, later):
    games = (playing(2), playing(2))
    for game, chosen in zip(games, hidden, strict=True):
        game.apply(Hide(0, box, chosen))
    for game in games:
        game.tick(5)
        game.apply(Hide(1, LID, beads(green=2)))
        if later:  # the other player shows their hand: public, whatever was hidden
            game.apply(Reveal(1))
    assert_same_to(games, (1, NO_SEAT))


def test_at_the_end_of_the_round_everything_is_revealed():
    games = (playing(2), playing(2))
    games[0].apply(Hide(0, LID, beads(pink=2)))
    games[1].apply(Hide(0, LID, beads(pink=1, yellow=1)))
    for game in games:
        game.apply(PlaceAnimal(0, PINK, BASE))
        game.apply(PlaceAnimal(1, "green", BASE))
    assert games[0].view(1) != games[1].view(1)  # the boxes were lifted for all to see

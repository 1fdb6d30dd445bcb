"""RULES.md 2, Scoring a round: each type once, by its animal on a box or else by the
boxes; the sole-holder exception for positive points only; at most -1 per type; Normal
Spirits; pieces in the centre never score. The rulebook's worked example is played out."""

from beads_support import (
    BASE,
    BLUE,
    GREEN,
    LID,
    PINK,
    WHITE,
    YELLOW,
    animals,
    beads,
    by_the_table,
    playing,
    trade,
)
from hypothesis import given, settings
from hypothesis import strategies as st

from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import CentreTrade, Hide, PlaceAnimal
from voice_games.games.bead_trade.pieces import FULL_SET, Colour, Piece, Pieces
from voice_games.games.bead_trade.scoring import score_round

NOTHING = Pieces()


def points_for(colour, holdings, lid=NOTHING, base=NOTHING, on_lid=(), on_base=(), **kw):
    return score_round(holdings, lid, base, on_lid, on_base, **kw).of_type(colour).points


# ----- the rulebook's worked example ---------------------------------------------------


def test_the_worked_example_scored_directly():
    p1 = beads(pink=3, green=1)
    p2 = beads(yellow=2)
    p3 = beads(pink=1, white=1) + animals(YELLOW)
    score = score_round(
        [p1, p2, p3],
        under_lid=beads(yellow=2),
        under_base=beads(green=1, white=1),
        on_lid=[PINK],
        on_base=[BLUE],
    )
    assert score.points == (0, 1, 1)
    assert score.of_type(PINK).points == (1, 0, 1)
    assert score.of_type(GREEN).points == (-1, 0, 0)
    assert score.of_type(YELLOW).points == (0, 1, 1)  # P3's +1 is the snake's bonus
    assert score.of_type(WHITE).points == (0, 0, -1)


def test_the_worked_example_played_out():
    """Three players trade, hide and place their way to the example's end of round."""
    state = playing(3)
    trade(state, 0, 2, beads(pink=1), beads(green=1))  # P1 gets the green bead
    trade(state, 1, 2, animals(YELLOW), beads(green=1))  # P3 gets the yellow snake
    state.apply(CentreTrade(2, Piece.bead(GREEN), Piece.bead(WHITE)))
    state.apply(CentreTrade(2, Piece.bead(GREEN), Piece.bead(WHITE)))
    state.apply(CentreTrade(2, Piece.animal(GREEN), Piece.animal(BLUE)))  # turtle to the centre
    state.apply(Hide(2, BASE, beads(white=1)))
    state.apply(Hide(1, BASE, beads(green=1)))
    state.apply(Hide(1, LID, beads(yellow=2)))
    state.apply(PlaceAnimal(0, PINK, LID))
    assert state.holdings == [
        beads(pink=3, green=1),
        beads(yellow=2),
        beads(pink=1, white=1) + animals(YELLOW, BLUE),
    ]
    events = state.apply(PlaceAnimal(2, BLUE, BASE))
    (scored,) = [e for e in events if isinstance(e, ev.RoundScored)]
    assert scored.score.points == (0, 1, 1)
    assert scored.totals == (0, 1, 1) and state.totals == [0, 1, 1]
    (shown,) = [e for e in events if isinstance(e, ev.AllRevealed)]
    assert shown.under_lid == beads(yellow=2) and shown.under_base == beads(green=1, white=1)
    assert shown.centre == beads(green=2, white=2, blue=4) + animals(GREEN, WHITE)


# ----- step 1: its animal on the lid ---------------------------------------------------


def test_animal_on_lid_plus_one_per_holder_however_many_beads():
    assert points_for(PINK, [beads(pink=3), beads(pink=1), NOTHING], on_lid=[PINK]) == (1, 1, 0)


def test_animal_on_lid_a_lone_holder_scores_nothing():
    assert points_for(PINK, [beads(pink=4), NOTHING], on_lid=[PINK]) == (0, 0)


def test_animal_on_lid_beats_the_boxes():
    """Each type is scored once: with its animal on a box, the beads under it do not count."""
    holdings = [beads(pink=1), beads(pink=1)]
    assert points_for(PINK, holdings, base=beads(pink=3), on_lid=[PINK]) == (1, 1)


# ----- step 2: its animal on the base --------------------------------------------------


def test_animal_on_base_minus_one_even_for_a_lone_holder():
    assert points_for(PINK, [beads(pink=4), NOTHING], on_base=[PINK]) == (-1, 0)
    assert points_for(PINK, [beads(pink=2), beads(pink=1)], lid=beads(pink=1),
                      on_base=[PINK]) == (-1, -1)


# ----- step 3: the boxes ----------------------------------------------------------------


def test_more_under_lid_bead_holders_plus_one_and_the_animal_a_bonus_even_without_beads():
    holdings = [beads(pink=1), animals(PINK), beads(pink=1) + animals(YELLOW)]
    assert points_for(PINK, holdings, lid=beads(pink=2), base=beads(pink=1)) == (1, 1, 1)
    both = [beads(pink=1) + animals(PINK), beads(pink=1)]
    assert points_for(PINK, both, lid=beads(pink=1)) == (2, 1)


def test_more_under_lid_a_lone_holder_of_beads_and_animal_scores_nothing():
    assert points_for(PINK, [beads(pink=2) + animals(PINK), NOTHING], lid=beads(pink=1)) == (0, 0)
    assert points_for(PINK, [beads(pink=2), NOTHING], lid=beads(pink=1)) == (0, 0)
    assert points_for(PINK, [NOTHING, animals(PINK)], lid=beads(pink=1)) == (0, 0)


def test_equal_under_both_boxes_nobody_scores():
    holdings = [beads(pink=1) + animals(PINK), beads(pink=1)]
    assert points_for(PINK, holdings, lid=beads(pink=1), base=beads(pink=1)) == (0, 0)
    assert points_for(PINK, holdings) == (0, 0)  # none under either box is equal too


def test_more_under_base_minus_one_for_bead_or_animal_at_most_once():
    holdings = [beads(pink=2) + animals(PINK), NOTHING, beads(pink=1)]
    assert points_for(PINK, holdings, base=beads(pink=1)) == (-1, 0, -1)
    assert points_for(PINK, [animals(PINK), NOTHING], base=beads(pink=1)) == (-1, 0)


def test_normal_spirits_an_animal_is_just_one_more_bead():
    both = [beads(pink=1) + animals(PINK), beads(pink=1), NOTHING]
    assert points_for(PINK, both, lid=beads(pink=1), normal_spirits=True) == (1, 1, 0)
    alone = [animals(PINK), beads(pink=1)]
    assert points_for(PINK, alone, lid=beads(pink=1), normal_spirits=True) == (1, 1)
    assert points_for(PINK, [animals(PINK), NOTHING], lid=beads(pink=1),
                      normal_spirits=True) == (0, 0)
    assert points_for(PINK, both, base=beads(pink=1), normal_spirits=True) == (-1, -1, 0)


def test_normal_spirits_in_a_game():
    state = playing(3, normal_spirits=True)
    trade(state, 0, 1, beads(pink=1), beads(yellow=1))
    state.apply(Hide(0, LID, beads(pink=1)))
    state.apply(PlaceAnimal(1, YELLOW, BASE))
    events = state.apply(PlaceAnimal(2, GREEN, BASE))
    (scored,) = [e for e in events if isinstance(e, ev.RoundScored)]
    # pink: more under the lid; P1 holds the bull and beads, P2 a bead: +1 each, no bonus
    assert scored.score.of_type(PINK).points == (1, 1, 0)


def test_pieces_in_the_centre_never_score():
    """The centre is not a player: a type held only in the centre scores for nobody, and
    a lone holder stays alone whatever the centre holds."""
    state = playing(3)
    state.apply(Hide(0, LID, beads(pink=1)))
    state.apply(PlaceAnimal(1, YELLOW, BASE))
    events = state.apply(PlaceAnimal(2, GREEN, LID))
    (scored,) = [e for e in events if isinstance(e, ev.RoundScored)]
    assert scored.score.of_type(WHITE).points == (0, 0, 0)
    assert scored.score.of_type(PINK).points == (0, 0, 0)  # P1 alone with pink
    assert scored.score.points == (0, -1, 0)


# ----- the rulebook's scoring table, read another way ----------------------------------

@st.composite
def end_of_round(draw):
    """Every piece of the game dropped somewhere: a player's hand, the centre, under a box
    (beads) or on a box (animals)."""
    seats = draw(st.integers(2, 5))
    holdings = [NOTHING] * seats
    lid = base = NOTHING
    on_lid, on_base = [], []
    for piece in FULL_SET.pieces():
        single = Pieces.from_piece(piece)
        where = draw(st.integers(-3, seats - 1))
        if where >= 0:
            holdings[where] = holdings[where] + single
        elif where == -1:
            pass  # the centre
        elif piece.kind == "bead":
            if where == -2:
                lid = lid + single
            else:
                base = base + single
        else:
            (on_lid if where == -2 else on_base).append(piece.colour)
    normal = draw(st.booleans())
    return holdings, lid, base, on_lid, on_base, normal


@settings(max_examples=300, deadline=None)
@given(end_of_round())
def test_a_rounds_scores_follow_the_table(case):
    holdings, lid, base, on_lid, on_base, normal = case
    score = score_round(holdings, lid, base, on_lid, on_base, normal)
    assert [t.points for t in score.types] == by_the_table(*case)
    for t in score.types:
        assert all(-1 <= p <= (1 if normal or t.resolution.startswith("animal") else 2)
                   for p in t.points)
    assert [t.colour for t in score.types] == list(Colour)  # each type scored once

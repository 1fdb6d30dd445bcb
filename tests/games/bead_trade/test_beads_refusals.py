"""Every refusal is a code that names the rule, with its arguments, said from the game's
catalogue: pieces as phrases, seats by their animals."""

import re
from pathlib import Path

import pytest
from beads_support import PINK, YELLOW, beads, playing

from voice_games.core import IllegalAction
from voice_games.games.bead_trade import errors
from voice_games.games.bead_trade.actions import Hide, Reveal
from voice_games.games.bead_trade.errors import PACKAGE, BeadError, BeadIllegal
from voice_games.games.bead_trade.pieces import Box, Piece, Pieces
from voice_games.games.bead_trade.words import words_for

SOURCES = Path(errors.__file__).parent


def raised_codes() -> set[str]:
    found: set[str] = set()
    for path in SOURCES.glob("*.py"):
        found.update(re.findall(
            r'Bead(?:Illegal|Error|NotUnderstood)\(\s*"([a-z-]+)"', path.read_text()
        ))
    return found


def test_every_code_raised_is_a_message_of_the_catalogue():
    codes = raised_codes()
    assert len(codes) > 30 and all(code.startswith("beads-") for code in codes)
    assert codes <= words_for("en").ids


def test_a_refusal_is_an_illegal_action_of_this_game_with_its_arguments():
    state = playing(3)
    with pytest.raises(IllegalAction) as refused:
        state.apply(Hide(0, Box.LID, beads(yellow=2, pink=1)))
    error = refused.value
    assert isinstance(error, BeadIllegal) and error.package == PACKAGE
    assert error.message_id == "beads-not-yours"
    assert error.arguments == {"pieces": beads(yellow=2)}  # what is missing, not all asked
    assert str(error) == (
        "You do not hold two yellow beads: you can only trade, hide or place what you hold."
    )


def test_refusals_read_as_sentences_naming_the_rule():
    assert str(BeadIllegal("beads-centre-lacks", piece=Piece.animal(YELLOW))) == (
        "The centre does not hold the snake."
    )
    assert str(BeadIllegal("beads-box-locked", box=Box.BASE)) == (
        "Locked spirits: an animal is on the base, so no more beads may go under it."
    )
    assert str(BeadIllegal("beads-not-yours", pieces=beads(pink=1) + Pieces.of(animals=[PINK])))\
        .startswith("You do not hold a pink bead and the bull:")


def test_seats_are_said_by_their_animals_once_the_table_is_known():
    error = BeadIllegal("beads-offer-not-to-you", to=4)
    assert str(error) == "That offer was made to player four, not to you."
    error.seats = 4
    assert str(error) == "That offer was made to crane, not to you."
    two = BeadIllegal("beads-not-your-turn", player=2)
    two.seats = 2  # two players: the second seat starts with the turtle
    assert two.speak("en") == "Calm game: it is turtle's turn."


def test_errors_are_value_errors_and_not_illegal_actions():
    with pytest.raises(ValueError) as bad:
        Pieces((1, 2))
    assert isinstance(bad.value, BeadError) and not isinstance(bad.value, IllegalAction)
    with pytest.raises(BeadError):
        Pieces((-1, 0, 0, 0, 0))
    with pytest.raises(BeadError):
        Pieces.of(animals=[PINK, PINK])
    with pytest.raises(BeadError):
        Piece("shell", PINK)  # type: ignore[arg-type]
    with pytest.raises(BeadError) as colour:
        Piece.bead("purple")
    assert colour.value.message_id == "beads-no-such-colour"


def test_pieces_are_one_value_however_they_are_named():
    assert Pieces.of({"pink": 2, YELLOW: 0}, ["yellow", PINK]) == Pieces(
        (2, 0, 0, 0, 0), (PINK, YELLOW)
    )
    assert hash(beads(pink=2)) == hash(Pieces.of({PINK: 2}))


def test_actions_of_seats_that_do_not_exist_or_of_no_game():
    state = playing(3)
    with pytest.raises(BeadIllegal) as refused:
        state.apply(Reveal(3))
    assert refused.value.message_id == "beads-no-such-seat"
    assert refused.value.arguments == {"seat": 4}  # seats are said from one
    assert state.legal_actions(3) == [] and state.legal_actions(-1) == []
    with pytest.raises(BeadError) as unknown:
        state.apply("shout")  # type: ignore[arg-type]
    assert unknown.value.message_id == "beads-unknown-action"


def test_a_refused_action_changes_nothing():
    state = playing(3)
    before = (list(state.holdings), list(state.events), list(state.history))
    with pytest.raises(BeadIllegal):
        state.apply(Hide(0, Box.LID, beads(yellow=1)))
    assert (state.holdings, state.events, state.history) == before

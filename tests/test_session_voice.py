"""How the game treats spoken commands: confirmation of claims, a grace period for swaps,
questions when two readings are close or a move that cannot be taken back was heard
unsurely, and no quick bare digits in open-microphone play."""

from __future__ import annotations

import io

import pytest

from tests.support.pots import game_in_play
from voice_games.audio.mixer import offline_mixer
from voice_games.config import Settings
from voice_games.game import Seats
from voice_games.games.arabian_pots import GAME as POTS
from voice_games.games.arabian_pots.actions import Claim, EndTurn, Shake, Swap
from voice_games.games.arabian_pots.board import Line
from voice_games.games.arabian_pots.engine import PotsRules
from voice_games.games.arabian_pots.sounds import EventSounds
from voice_games.inputs import TIMEOUT, InputItem
from voice_games.output import TextOutput
from voice_games.session import ANSWERS as TABLE_ANSWERS
from voice_games.session import Session, TableOptions
from voice_games.speech.listen import Utterance

# the answers speech leaves out while no question asks for them: the table's, and the
# pots' own 'line' (the answer to 'which line?')
ANSWERS = TABLE_ANSWERS | POTS.start(PotsRules(), Seats(("human",)), TableOptions()).answer_intents

WAIT = object()
"""In a script: nothing is said for longer than the grace period."""


def heard(text, confidence=0.9, alternatives=(), open_mic=True, rejected=False):
    utterance = Utterance(text, confidence, tuple(alternatives), "voice", open_mic, rejected)
    return InputItem(text, "voice", utterance)


class Spoken:
    def __init__(self, items, transcript):
        self.items = list(items)
        self.transcript = transcript

    def read(self, timeout=None):
        if not self.items:
            return None
        item = self.items.pop(0)
        if item is WAIT:
            return TIMEOUT
        self.transcript.write(f"> {item.text}\n")
        return item

    def set_secret(self, secret):
        return None

    def close(self):
        return None


def play(items, told=None, kinds=("human",), **options):
    """Play the script; `told`, a list, collects (what was said next, the answers the
    session told speech input to leave out before reading it); `kinds`: the seats, the
    speaker's first."""
    transcript = io.StringIO()
    setup = [heard("random")] * 3
    inputs = Spoken([*setup, *items], transcript)

    def exclude(intents):
        if told is not None:
            told.append((getattr(inputs.items[0], "text", None) if inputs.items else None, intents))

    session = Session(
        game=POTS,
        rules=PotsRules(seats=len(kinds), seed=4),
        kinds=list(kinds),
        out=TextOutput(transcript),
        inputs=inputs,
        options=TableOptions(grace=2.0, **options),
        exclude_intents=exclude,
    )
    session.run()
    played = [a for a in session.state.history if not type(a).__name__.startswith("Setup")]
    return transcript.getvalue(), played


def test_a_spoken_claim_is_confirmed_before_it_is_made():
    text, played = play([heard("complete the top row"), heard("no")])
    assert "Complete the top row? Yes or no." in text and "Not claimed." in text
    assert played == []
    text, played = play([heard("complete the top row"), heard("yes")])
    assert played == [Claim(0, Line("row", 1))]


def test_confirmation_can_be_switched_off():
    _, played = play([heard("complete the top row")], confirm="never")
    assert played == [Claim(0, Line("row", 1))]


def test_a_spoken_swap_waits_for_its_grace_period_and_can_be_cancelled():
    text, played = play([heard("swap two and eight"), heard("cancel")])
    assert "Swap two and eight." in text and "Swap cancelled." in text and played == []
    _, played = play([heard("swap two and eight"), WAIT])
    assert played == [Swap(0, 2, 8)]


def test_a_new_command_during_the_grace_period_lets_the_swap_stand():
    _, played = play([heard("swap two and eight"), heard("shake pot five")])
    assert played == [Swap(0, 2, 8), Shake(0, 5)]


def test_two_close_readings_are_asked_about():
    close = [("swap two and five", 0.8)]
    text, played = play([heard("swap two and eight", 0.85, close), heard("the second"), WAIT])
    assert "Did you mean swap two and eight, or swap two and five?" in text
    assert played == [Swap(0, 2, 5)]
    _, played = play([heard("swap two and eight", 0.85, close), heard("yes"), WAIT])
    assert played == [Swap(0, 2, 8)]


def test_a_clear_reading_is_not_questioned():
    text, played = play([heard("shake pot five", 0.95, [("shake pot nine", 0.3)])])
    assert "Did you mean" not in text and played == [Shake(0, 5)]


def test_open_microphone_needs_the_verb_and_push_to_talk_does_not():
    text, played = play([heard("five")])
    assert "Say the command with its verb, like shake five." in text and played == []
    _, played = play([heard("five", open_mic=False)])
    assert played == [Shake(0, 5)]


def test_speech_the_recogniser_rejected_moves_nothing():
    text, played = play([heard("", rejected=True), heard("pass the salt")])
    assert text.count("Not understood.") == 1 and "I did not understand 'pass the salt'" in text
    assert played == []


class HeardOutput(TextOutput):
    """Sentences as text, and sound cues played, as on loudspeakers or headphones."""

    plays_sounds = True
    speaks = True

    def sound(self, cue):
        cue()


class NamedSounds(EventSounds):
    """The game's real sounds on a mixer without a device, noting each earcon played."""

    def __init__(self, settings):
        super().__init__(offline_mixer(None, clocked=False), settings, seed=1)
        self.played = []

    def earcon(self, name):
        seconds = super().earcon(name)
        if self.scape.earcon_enabled(name):
            self.played.append(name)
        return seconds


def rejected_speech_answer(open_mic, **settings):
    transcript = io.StringIO()
    sounds = NamedSounds(Settings(**settings))
    items = [*[heard("random")] * 3, heard("", rejected=True, open_mic=open_mic)]
    session = Session(
        game=POTS,
        rules=PotsRules(seats=1, seed=4), kinds=["human"], out=HeardOutput(transcript),
        inputs=Spoken(items, transcript), options=TableOptions(), sounds=sounds,
    )
    session.run()
    return transcript.getvalue(), sounds.played


def test_table_talk_in_the_open_microphone_is_answered_by_the_signal_sound_alone():
    text, played = rejected_speech_answer(open_mic=True)
    assert played.count("not_understood") == 1 and "Not understood." not in text


@pytest.mark.parametrize(
    "open_mic, settings",
    [
        (False, {}),  # push-to-talk or the wake word: the player spoke to the game
        (True, {"earcons_off": ["not_understood"]}),
        (True, {"earcon_volume": 0.0}),
    ],
)
def test_rejected_speech_is_answered_aloud_where_the_signal_alone_would_not_do(
    open_mic, settings
):
    text, _ = rejected_speech_answer(open_mic, **settings)
    assert text.count("Not understood.") == 1


def test_a_player_not_understood_twice_in_a_row_is_told_what_helps():
    """Push-to-talk: the player spoke to the game. The second miss in a row gets advice,
    which in a loud room is to come closer to the microphone; a command understood in
    between starts the count again."""
    def miss(loud=False):
        return InputItem("", "voice", Utterance("", 0.1, (), "voice", False, True, loud))

    text, played = play([miss(), miss()])
    assert text.count("Not understood.") == 1
    assert "Not understood again. Say one command at a time, like shake five" in text
    text, _ = play([miss(True), miss(True), miss(True), miss(True), miss(True)])
    assert text.count("It is loud here: speak closer to the microphone") == 2  # 2nd, 5th
    assert text.count("Not understood.") == 3
    text, played = play([miss(True), heard("shake pot five", open_mic=False), miss(True)])
    assert "again" not in text and text.count("Not understood.") == 2
    assert played == [Shake(0, 5)]


def test_misses_in_the_open_microphone_are_not_lectured():
    """There most misses are table talk: no advice, however many."""
    text, _ = play([heard("", rejected=True)] * 4)
    assert "again" not in text and text.count("Not understood.") == 4


def test_speech_input_hears_answers_only_while_a_question_is_open():
    told = []
    _, played = play(
        [heard("complete the top row"), heard("yes"), heard("swap two and eight"),
         heard("cancel"), heard("swap one and three", 0.85, [("swap one and two", 0.8)]),
         heard("the second"), WAIT],
        told,
    )
    assert played == [Claim(0, Line("row", 1)), Swap(0, 1, 2)]
    out_of_context = dict(told)
    # no question open: every answer means nothing
    assert out_of_context["complete the top row"] == ANSWERS
    # 'Complete the top row? Yes or no.': yes, no and cancel answer it
    assert out_of_context["yes"] == ANSWERS - {"yes", "no", "cancel"}
    # the swap's grace period: cancel, no (and yes) answer it
    assert out_of_context["cancel"] == ANSWERS - {"yes", "no", "cancel"}
    # 'Did you mean ..., or ...?': the first, the second, yes, no, cancel
    assert out_of_context["the second"] == frozenset({"line"})


def test_speech_input_is_told_what_the_rules_allow_before_each_read():
    told = []
    transcript = io.StringIO()
    inputs = Spoken([*[heard("random")] * 3, heard("shake pot five"), WAIT], transcript)
    session = Session(
        game=POTS,
        rules=PotsRules(seats=1, seed=4),
        kinds=["human"],
        out=TextOutput(transcript),
        inputs=inputs,
        options=TableOptions(grace=2.0),
        prefer_allowed=told.append,
    )
    session.run()
    grammar = session.grammar
    setup, play_ = told[0], told[3]
    # setup swaps may take any two pots; in play a swap stays in one row or column
    assert setup(grammar.parse("swap nine and two"))
    assert not play_(grammar.parse("swap nine and two"))
    assert play_(grammar.parse("swap five and two"))
    # a claim names a line in every phase
    assert not setup(grammar.parse("complete three six five"))
    assert not play_(grammar.parse("complete three six five"))


def test_the_game_asks_only_between_two_different_moves():
    """What `close_choice` (shared with the speech benchmark) asks about: a close runner-up
    that is another move; not the same swap said the other way round, not a claim that
    names no line, not a runner-up far behind or one that is no move."""
    from voice_games.games.arabian_pots.commands import grammar
    from voice_games.games.arabian_pots.play import CLOSE_READINGS, close_choice

    view, words = game_in_play().view(0), grammar()

    def ask(first, runner_up, gap=0.05):
        return close_choice(words.parse(first), 0.5, [(runner_up, 0.5 - gap)], words, view)

    assert ask("shake pot five", "shake pot nine") == (Shake(0, 5), Shake(0, 9))
    assert ask("shake pot five", "shake pot nine", gap=CLOSE_READINGS) is None
    assert ask("swap two and five", "swap five and two") is None
    assert ask("shake pot five", "complete") is None
    assert ask("shake pot five", "help") is None
    assert close_choice(words.parse("shake pot five"), 0.5, [], words, view) is None


def test_a_shake_heard_unsurely_is_asked_about_before_it_reveals_a_sound():
    from voice_games.games.arabian_pots.play import UNSURE_READING

    unsure = UNSURE_READING - 0.01
    text, played = play([heard("shake pot five", unsure), heard("yes")])
    assert "Shake pot five? Yes or no." in text and played == [Shake(0, 5)]
    text, played = play([heard("shake pot five", unsure), heard("no")])
    assert "Then please say it again." in text and played == []
    # the player says the move again instead of answering: that one is made
    _, played = play([heard("shake pot five", unsure), heard("shake pot four")])
    assert played == [Shake(0, 4)]
    text, played = play([heard("shake pot five", UNSURE_READING)])
    assert "Yes or no" not in text and played == [Shake(0, 5)]


def test_done_heard_unsurely_is_asked_about_before_the_turn_ends():
    """Against a computer: after a shake the player may still claim, or say done."""
    script = [heard("shake pot five"), heard("done", 0.4)]
    text, played = play([*script, heard("no")], kinds=("human", "bot"))
    assert "End your turn? Yes or no." in text and played == [Shake(0, 5)]
    _, played = play([*script, heard("yes")], kinds=("human", "bot"))
    assert played[:2] == [Shake(0, 5), EndTurn(0)] and played[2].player == 1


def test_unsure_moves_that_are_confirmed_or_can_be_cancelled_get_no_second_question():
    text, _ = play([heard("swap two and eight", 0.35), heard("cancel")])
    assert "Yes or no" not in text and "Swap cancelled." in text
    text, played = play([heard("complete the top row", 0.35), heard("yes")])
    assert text.count("Yes or no.") == 1 and played == [Claim(0, Line("row", 1))]


def test_no_question_for_an_unsure_move_when_confirmation_is_off_or_it_was_typed():
    text, played = play([heard("shake pot five", 0.35)], confirm="never")
    assert "Yes or no" not in text and played == [Shake(0, 5)]
    text, played = play([InputItem("shake pot five", "keyboard")])
    assert "Yes or no" not in text and played == [Shake(0, 5)]


def test_speech_input_hears_answers_while_an_unsure_move_is_asked_about():
    told = []
    play([heard("shake pot five", 0.35), heard("yes")], told)
    assert dict(told)["yes"] == ANSWERS - {"yes", "no", "cancel"}


def test_an_unsure_secret_swap_at_a_table_of_several_humans_is_not_said_aloud():
    transcript = io.StringIO()
    session = Session(
        game=POTS,
        rules=PotsRules(seats=2, seed=4), kinds=["human", "human"], out=TextOutput(transcript),
        inputs=Spoken([heard("swap two and eight", 0.35)], transcript),
        options=TableOptions(secrets="typed"),
    )
    session.run()
    text = transcript.getvalue().replace("> swap two and eight", "")
    assert "two and eight" not in text and "Yes or no" not in text
    assert session.state.history[-1].a == 2 and session.state.history[-1].b == 8

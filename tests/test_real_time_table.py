"""The table is not a turn loop: in a real-time game any seat acts at any moment the rules
allow, computer players act when they say they want to, and every action carries its
actor and the time of the table's clock. Tested on a toy game with a fake clock."""

from __future__ import annotations

import io

from tests.support.tap_race import Tap, TapRace, TapRules
from tests.support.timed import FakeClock, TimedLines
from voice_games.output import TextOutput
from voice_games.session import Session, TableOptions


def race(kinds, lines, save_path=None):
    clock = FakeClock()
    transcript = io.StringIO()
    session = Session(
        game=TapRace(),
        rules=TapRules(seats=len(kinds), pace=2.0),
        kinds=list(kinds),
        out=TextOutput(transcript),
        inputs=TimedLines(clock, lines, transcript),
        options=TableOptions(describe_sounds=True),
        clock=clock,
        save_path=save_path,
    )
    session.run()
    return session, transcript.getvalue()


def test_two_seats_acting_at_the_same_instant_are_ordered_by_time_and_both_narrated(
    tmp_path,
):
    save = tmp_path / "race.json"
    session, said = race(
        ["human", "human"],
        [(1.0, "red, tap"), (1.0, "blue: tap"), (1.5, "blue tap"), (2.5, "red, tap now")],
        save,
    )
    assert list(session.play.history) == [Tap(0), Tap(1), Tap(1), Tap(0)]
    assert session.action_times == [1.0, 1.0, 1.5, 2.5]
    assert said.index("Red taps: 1.") < said.index("Blue taps: 1.") < said.index("Blue taps: 2.")
    saved = session.saved_game()
    assert [a["at"] for a in saved.actions] == [1.0, 1.0, 1.5, 2.5]
    assert [a["player"] for a in saved.actions] == [0, 1, 1, 0]


def test_a_computer_player_acts_when_it_wants_to_between_human_commands():
    session, said = race(["human", "bot"], [(1.0, "tap"), (3.5, "tap"), (4.0, "tap")])
    # the computer keeps its own pace, whatever the others do: it taps 2 s after its own
    # last action (at 2.0, and it would at 4.0, but red's third tap comes first)
    taken = zip(session.play.history, session.action_times, strict=True)
    assert [(action.player, at) for action, at in taken] == [
        (0, 1.0), (1, 2.0), (0, 3.5), (0, 4.0),
    ]
    assert "Red taps: 3.\nRed wins!" in said


def test_a_command_without_a_speaker_at_a_table_of_humans_is_answered_with_a_question():
    session, said = race(["human", "human"], [(1.0, "tap"), (2.0, "green, tap")])
    assert "Who is speaking? Start with your name: red or blue." in said
    assert list(session.play.history) == []
    assert "I did not understand" in said  # 'green' is nobody at this table

"""Golden transcripts: whole seeded games, what the player typed and what the game said.

A change to narration shows up here as a readable diff. After a deliberate change,
rewrite them with UPDATE_PLAYTHROUGHS=1."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pots_script import Script

from voice_games.games.arabian_pots import GAME as POTS
from voice_games.games.arabian_pots.engine import PotsRules, Variant
from voice_games.inputs import InputItem
from voice_games.output import TextOutput
from voice_games.session import Session, TableOptions

HERE = Path(__file__).parent / "playthroughs"


class ScriptedInput:
    """Lines given in advance; each is also written into the transcript."""

    def __init__(self, lines: list[str], transcript: io.StringIO) -> None:
        self.lines = list(lines)
        self.transcript = transcript

    def read(self, timeout=None):
        if not self.lines:
            return None
        line = self.lines.pop(0)
        self.transcript.write(f"> {line}\n")
        return InputItem(line, "text")

    def set_secret(self, secret: bool) -> None:
        return None

    def close(self) -> None:
        return None


def transcript_of(rules: PotsRules, humans: int, lines: list[str], describe: bool) -> str:
    buffer = io.StringIO()
    session = Session(
        game=POTS,
        rules=rules,
        kinds=["human"] * rules.seats,
        out=TextOutput(buffer),
        inputs=ScriptedInput(lines, buffer),
        options=TableOptions(describe_sounds=describe),
    )
    assert session.run() == 0
    return buffer.getvalue()


def practice_win() -> tuple[PotsRules, int, list[str]]:
    rules = PotsRules(seats=1, seed=2024)
    script = Script(rules, 1)
    script.win_top_row()
    return rules, 1, [*script.lines, "no"]


def silent_table() -> tuple[PotsRules, int, list[str]]:
    rules = PotsRules(seats=2, variant=Variant.SILENT, seed=77)
    script = Script(rules, 2)
    script.fail_claim()
    while script.player != 0 and not script.state.is_over:
        script.harmless_turn()
    script.shake_silent()
    script.win_top_row(winner=1)
    return rules, 2, ["history", *script.lines, "no"]


def draft_table() -> tuple[PotsRules, int, list[str]]:
    rules = PotsRules(seats=3, variant=Variant.DRAFT, seed=5)
    script = Script(rules, 3)
    script.draft()
    script.win_top_row(winner=2)
    return rules, 3, [*script.lines, "no"]


GAMES = {
    "practice-basic": practice_win,
    "silent-two-players": silent_table,
    "draft-three-players": draft_table,
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_playthrough_matches_its_golden_transcript(name):
    rules, humans, lines = GAMES[name]()
    text = transcript_of(rules, humans, lines, describe=True)
    path = HERE / f"{name}.txt"
    if os.environ.get("UPDATE_PLAYTHROUGHS") or not path.exists():
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
    assert "Traceback" not in text


def test_repeat_during_a_computer_players_pause_repeats_what_was_just_said():
    buffer = io.StringIO()
    session = Session(
        game=POTS,
        rules=PotsRules(seats=2, seed=3),
        kinds=["human", "bot"],
        levels=[None, "easy"],
        out=TextOutput(buffer),
        inputs=ScriptedInput(["random", "random", "random", "repeat"], buffer),
        options=TableOptions(bot_pause=0.5),
    )
    assert session.run() == 0
    before, after = buffer.getvalue().split("> repeat\n", 1)
    last_said = before.splitlines()[-2:]  # the human's last swap, then the computer's setup
    assert last_said[1] == "Setup: computer two makes three secret swaps. Everyone else, look away."
    assert after.splitlines()[:2] == last_said


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    lines=st.lists(
        st.one_of(
            st.text(max_size=80),
            st.sampled_from(
                [
                    "random",
                    "shake 5",
                    "swap 1 and 3",
                    "complete",
                    "yes",
                    "no",
                    "the top row",
                    "done",
                    "quit",
                    "cancel",
                    "history",
                    "repeat",
                    "take 3",
                    "put 1 on 2",
                    "silent pot on 4",
                    "five",
                    "pause",
                    "resume",
                    "hint",
                    "chances",
                    "help",
                    "tour",
                    "where is pot 12",
                ]
            ),
        ),
        max_size=25,
    ),
    variant=st.sampled_from(list(Variant)),
    humans=st.integers(1, 3),
)
def test_any_lines_at_all_never_crash_the_game(lines, variant, humans):
    buffer = io.StringIO()
    session = Session(
        game=POTS,
        rules=PotsRules(seats=humans, variant=variant, seed=len(lines)),
        kinds=["human"] * humans,
        out=TextOutput(buffer),
        inputs=ScriptedInput(lines, buffer),
        options=TableOptions(),
    )
    assert session.run() == 0

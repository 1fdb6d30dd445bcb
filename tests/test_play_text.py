"""Whole text-mode games driven from stdin by a script, as a screen reader or a braille
display would drive them: the real `voice-games` command in a subprocess."""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path

import pytest
from pots_script import Script

from tests.support.cli import VOICE_GAMES, game_environment
from voice_games.games.arabian_pots.actions import Claim
from voice_games.games.arabian_pots.board import ROWS
from voice_games.games.arabian_pots.engine import PotsRules, PotsState, Variant
from voice_games.games.arabian_pots.serial import action_from_json

COMMAND = [
    *VOICE_GAMES,
    "play",
    "pots",
    "--output",
    "text",
    "--describe-sounds",
]


def play(tmp_path: Path, lines: list[str], *options: str) -> tuple[str, dict]:
    save = tmp_path / "game.json"
    result = subprocess.run(
        [*COMMAND, "--save", str(save), *options],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=game_environment(tmp_path),
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    return result.stdout, json.loads(save.read_text())


def replayed(saved: dict) -> PotsState:
    rules = PotsRules(**{**saved["rules"], "variant": Variant(saved["rules"]["variant"])})
    return PotsState.replay(rules, [action_from_json(a) for a in saved["actions"]])


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("humans", [1, 3])
def test_every_variant_plays_to_a_win(tmp_path, variant, humans):
    script = Script(PotsRules(seats=humans, variant=variant, seed=41), humans)
    if variant is Variant.DRAFT:
        script.draft()
    script.win_top_row(winner=0)
    output, saved = play(
        tmp_path,
        [*script.lines, "no"],
        "--humans",
        str(humans),
        "--variant",
        variant.value,
        "--seed",
        "41",
    )
    expected = "Sorted! The top row" if humans == 1 else "Player one wins! The top row"
    assert expected in output
    assert "The pots were: Top row:" in output
    assert "Another game? Yes or no." in output
    state = replayed(saved)
    assert state.is_over and state.winner == 0


def test_a_failed_claim_costs_the_next_turn(tmp_path):
    script = Script(PotsRules(seats=2, seed=7), 2)
    line = script.fail_claim()
    script.harmless_turn()  # player two; then player one's turn is skipped
    output, saved = play(tmp_path, [*script.lines, "whose turn"], "--humans", "2", "--seed", "7")
    assert f"Complete! Player one claims {line.name}." in output
    assert "Not complete." in output
    assert "Player one misses the next turn." in output
    assert "Player one misses this turn." in output
    after_skip = output.split("Player one misses this turn.", 1)[1]
    assert after_skip.lstrip().startswith("Player two's turn.")
    assert replayed(saved).current_player == 1


def test_the_call_alone_is_refused_with_its_rule_where_no_line_may_be_claimed(tmp_path):
    """'Complete' alone asks which line only where a claim may be made: during setup
    any line named would be refused, so the rule is said at once."""
    lines = ["complete", "random", "random", "random", "complete", "top row"]
    output, saved = play(tmp_path, lines, "--seed", "3")
    setup_answer = output.split("three left: say swap and two pots, or random.", 1)[1]
    assert setup_answer.lstrip().startswith("During setup you swap pots in secret")
    assert output.count("Which line?") == 1
    assert "Complete! You claim the top row." in output
    assert replayed(saved).history[-1] == Claim(0, ROWS[0])


def test_a_silent_pot_secret_swap_by_a_lone_player(tmp_path):
    script = Script(PotsRules(seats=1, variant=Variant.SILENT, seed=5), 1)
    silent, other = script.shake_silent()
    output, saved = play(tmp_path, script.lines, "--variant", "silent", "--seed", "5")
    assert f"Pot {_word(silent)}: no sound. The silent pot." in output
    assert "Swap the silent pot, in secret, with a pot next to it" in output
    assert f"Secret swap: {_word(min(silent, other))} and {_word(max(silent, other))}." in output
    assert replayed(saved).silent_pot_position == other


def test_at_a_hot_seat_table_secret_steps_are_never_spoken(tmp_path):
    script = Script(PotsRules(seats=2, variant=Variant.SILENT, seed=5), 2)
    while script.state.silent_pot_position is None or script.player != 0:
        script.harmless_turn()
    silent = script.state.silent_pot_position
    output, _saved = play(
        tmp_path,
        [*script.lines, f"shake {silent}", "random", "done"],
        "--humans",
        "2",
        "--variant",
        "silent",
        "--seed",
        "5",
    )
    assert "Player one's secret swap: done." in output
    assert "Secret swap:" not in output and "Silent pot at" not in output
    assert "Player one's secret swap of the silent pot: done." in output


def test_bad_input_of_every_kind_gets_an_answer_not_a_traceback(tmp_path):
    lines = [
        "",
        "   ",
        "pass the salt",
        "x" * 100_000,
        "ça va? 日本語",
        "\x00\x07",
        "swap 1 and 9",
        "shake 10",
        "complete one five nine",
        "yes",
        "done",
        "random",
        "random",
        "random",
        "swap 1 and 9",
        "shake 10",
        "quit",
        "no",
    ]
    output, _ = play(tmp_path, lines, "--seed", "2")
    assert "I did not understand 'pass the salt'." in output
    assert "There is no pot 10: the pots are numbered one to nine." in output
    assert "One, five, nine are not a line." in output
    assert "There is no question to answer just now." in output
    assert "Pots one and nine are not in the same row or column" in output
    assert "We play on." in output


def test_resume_after_the_process_is_killed_mid_game(tmp_path):
    script = Script(PotsRules(seats=1, seed=13), 1)
    script.win_top_row()
    lines = script.lines
    half = len(lines) // 2
    save = tmp_path / "game.json"
    process = subprocess.Popen(
        [*COMMAND, "--seed", "13", "--save", str(save)],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=game_environment(tmp_path),
    )
    assert process.stdin is not None
    process.stdin.write("\n".join(lines[:half]) + "\n")
    process.stdin.flush()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if save.exists() and len(json.loads(save.read_text())["actions"]) >= half:
            break
        time.sleep(0.05)
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert len(json.loads(save.read_text())["actions"]) == half
    result = subprocess.run(
        [
            *VOICE_GAMES,
            "play",
            "--output",
            "text",
            "--resume",
            str(save),
        ],
        input="\n".join(["history", *lines[half:], "no"]) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=game_environment(tmp_path),
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert f"Resuming the game: {half} actions so far." in result.stdout
    assert "History. The Arabian Pots" in result.stdout
    assert "Sorted! The top row" in result.stdout
    assert replayed(json.loads(save.read_text())).winner == 0


def test_end_of_input_saves_and_leaves_cleanly(tmp_path):
    output, saved = play(tmp_path, ["random"], "--seed", "1")
    assert "Input ended. The game is saved in" in output
    assert len(saved["actions"]) == 1


def _word(n: int) -> str:
    return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][n]


@pytest.mark.parametrize("variant", list(Variant))
def test_a_human_and_computer_players_play_to_the_end_from_a_script(tmp_path, variant):
    # Lines the rules refuse (a pot already taken, a move of the wrong phase) are answered
    # and the next line is tried, so one script serves every variant.
    lines = ["random"] * 4
    lines += [f"take pot {_word(n)}" for n in range(1, 10)]
    lines += [
        f"put the pot from {_word(a)} on {_word(b)}" for a in range(1, 10) for b in range(1, 10)
    ]
    lines += ["shake pot one", "random", "done"] * 40
    output, saved = play(
        tmp_path,
        [*lines, "no"],
        "--bots",
        "easy,expert",
        "--seed",
        "8",
        "--variant",
        variant.value,
        "--max-rounds",
        "30",
    )
    state = replayed(saved)
    assert state.is_over
    assert ("wins!" in output) or ("A draw" in output)
    assert "Computer three" in output or "computer three" in output


def test_resuming_a_save_of_another_game_is_refused_in_one_sentence(tmp_path):
    save = tmp_path / "other.json"
    save.write_text('{"format": 1, "game": "chess", "rules": {}, "seats": [], "actions": []}')
    result = subprocess.run(
        [*VOICE_GAMES, "play", "--output", "text", "--resume", str(save)],
        capture_output=True,
        text=True,
        timeout=60,
        env=game_environment(tmp_path),
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "is a saved game of chess, which this version cannot play." in result.stdout


def test_voice_input_without_a_microphone_falls_back_to_typing(tmp_path):
    output, saved = play(tmp_path, ["random", "random", "random", "shake 5"], "--input", "voice")
    opening = [line.lower() for line in output.splitlines()[:2]]  # sound, then microphone
    assert any("microphone" in line and "typed" in line for line in opening), opening
    assert "Pot five:" in output
    assert len(saved["actions"]) == 4


def test_hints_are_for_a_lone_human_or_a_table_that_allowed_them(tmp_path):
    lines = ["random", "random", "random", "shake 5", "hint", "chances"]
    alone, _ = play(tmp_path, lines, "--seed", "6")
    assert "would tell you most" in alone or "most sure of" in alone
    assert "Top row:" in alone and "percent" in alone
    table_lines = ["shake 5", "done", "hint"]
    table, _ = play(tmp_path, table_lines, "--humans", "2", "--seed", "6")
    assert "Hints are off in this game." in table
    allowed, _ = play(tmp_path, table_lines, "--humans", "2", "--seed", "6", "--hints")
    assert "Hints are off" not in allowed
    assert "would tell you most" in allowed or "most sure of" in allowed
    strict, _ = play(tmp_path, lines, "--seed", "6", "--strict")
    assert "Hints are off in this game." in strict


def test_signal_sounds_and_sound_volumes_are_options_that_are_remembered(tmp_path):
    _, _ = play(
        tmp_path,
        ["random"],
        "--earcons-off",
        "understood,your_turn",
        "--sound-volume",
        "0.5",
        "--earcon-volume",
        "3",
    )
    settings = json.loads((tmp_path / "config" / "settings.json").read_text())
    assert settings["earcons_off"] == ["understood", "your_turn"]
    assert settings["sound_volume"] == 0.5 and settings["earcon_volume"] == 2.0
    result = subprocess.run(
        [*COMMAND, "--earcons-off", "beep"],
        capture_output=True,
        text=True,
        timeout=60,
        env=game_environment(tmp_path),
        input="",
    )
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "There is no signal sound 'beep': choose from your_turn, understood" in result.stdout

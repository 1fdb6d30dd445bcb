"""Saves per game: a save records its game, rules and actions with their times; any game
goes on with --resume; a save that is wrong inside is refused in one sentence."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.support.cli import VOICE_GAMES, game_environment

TEXT = ["--input", "text", "--output", "text", "--describe-sounds"]


def play(tmp_path: Path, arguments: list[str], lines: list[str]) -> subprocess.CompletedProcess:
    result = subprocess.run(
        [*VOICE_GAMES, "play", *arguments],
        input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=120,
        env=game_environment(tmp_path),
    )
    assert "Traceback" not in result.stdout + result.stderr, result.stderr
    return result


def saved_game(tmp_path: Path) -> Path:
    save = tmp_path / "game.json"
    result = play(tmp_path, ["pots", *TEXT, "--seed", "4", "--save", str(save)],
                  ["random", "random", "random", "shake 5", "swap 1 and 3"])
    assert result.returncode == 0
    return save


def test_a_save_records_its_game_rules_and_actions_with_their_times(tmp_path):
    data = json.loads(saved_game(tmp_path).read_text())
    assert data["game"] == "arabian_pots"
    assert data["rules"]["variant"] == "basic" and data["rules"]["seed"] == 4
    times = [action["at"] for action in data["actions"]]
    assert len(times) == 5 and times == sorted(times) and times[0] >= 0
    assert [action["type"] for action in data["actions"]][-2:] == ["Shake", "Swap"]


def test_resume_without_a_file_goes_on_with_the_game_saved_last(tmp_path):
    first = play(tmp_path, ["pots", *TEXT, "--seed", "4"], ["random"])
    assert first.returncode == 0
    result = play(tmp_path, ["--resume", *TEXT], ["history"])
    assert result.returncode == 0
    assert "Resuming the game: one action so far." in result.stdout
    assert "Secret swap:" in result.stdout  # the history, told to the lone player


def test_a_new_game_needs_a_name_and_an_unknown_one_lists_the_games(tmp_path):
    result = play(tmp_path, TEXT, [])
    assert result.returncode == 2
    assert result.stdout.strip() == "Which game? voice-games play pots or voice-games play beads."


def wrong(save: Path, change) -> None:
    data = json.loads(save.read_text())
    change(data)
    save.write_text(json.dumps(data))


@pytest.mark.parametrize(
    ("change", "sentence"),
    [
        (lambda d: d["rules"].update(variant="checkers"),
         "The saved game cannot be read: there is no variant 'checkers': it is basic, silent "
         "or draft."),
        (lambda d: d["rules"].update(seats=9),
         "The saved game cannot be read: it has 9 seats, and The Arabian Pots takes 1 to 6."),
        (lambda d: d["actions"].append({"type": "Shake", "player": 0, "position": 12}),
         "The saved game cannot be replayed: there is no pot 12: the pots are numbered one "
         "to nine."),
        (lambda d: d["actions"].insert(0, {"type": "Juggle", "player": 0}),
         "The saved game cannot be read: it holds an action The Arabian Pots does not have: "
         "'Juggle'."),
        (lambda d: d.update(seats=[{"kind": "human"}, {"kind": "human"}]),
         "The saved game cannot be read: it seats 2 players at a game for 1."),
    ],
)
def test_a_save_that_is_wrong_inside_is_refused_in_one_sentence(tmp_path, change, sentence):
    save = saved_game(tmp_path)
    wrong(save, change)
    result = play(tmp_path, ["--resume", str(save), *TEXT], [])
    assert result.returncode == 2
    assert result.stdout.strip().splitlines()[-1] == sentence


def test_options_that_contradict_the_save_are_named_in_one_sentence(tmp_path):
    save = saved_game(tmp_path)
    result = play(
        tmp_path,
        ["pots", "--resume", str(save), *TEXT, "--humans", "3", "--variant", "draft"],
        ["whose turn"],
    )
    assert result.returncode == 0
    assert ("The saved game has its own rules and seats, so --humans 3 and --variant draft "
            "are not used.") in result.stdout
    assert "Resuming the game: 5 actions so far." in result.stdout

"""A text player hears the pots or is told them; and the hard cases of a table: closed
streams, endless lines, commands at a computer's turn, refused secrets, hints spoken to
a table of humans, and what a killed save leaves behind."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import threading
from pathlib import Path

import numpy as np
import pytest

from tests.support.alsa_device import (
    PACE_ENVIRONMENT,
    alsa_environment,
    alsa_file_device_usable,
    feed_when_quiet,
    read_playback,
    write_asoundrc,
)
from tests.support.cli import VOICE_GAMES, game_environment
from voice_games.games.arabian_pots import GAME as POTS
from voice_games.games.arabian_pots.engine import PotsRules
from voice_games.inputs import MAX_LINE, InputItem, LineInput
from voice_games.output import TextOutput
from voice_games.session import Session

PLAY = [*VOICE_GAMES, "play", "pots", "--input", "text", "--output", "text"]
SOUND_NAMED = re.compile(r"Pot (\w+): (ball|metal|beads)\.")
UNHEARD = "The pots cannot be heard here, so each shake names its sound in words."


def run(tmp_path: Path, lines: list[str], *options: str, env=None, timeout=120):
    result = subprocess.run(
        [*PLAY, "--save", str(tmp_path / "game.json"), *options],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env or game_environment(tmp_path),
    )
    assert "Traceback" not in result.stdout + result.stderr, result.stderr
    assert result.returncode == 0, result.stderr
    return result.stdout


# ----- a player who reads text hears the pots, or is told them ------------------------


def test_without_a_sound_device_every_shake_names_its_sound(tmp_path):
    output = run(tmp_path, ["random"] * 3 + ["shake 4", "shake 6"], "--device", "no such card")
    assert output.splitlines()[0].endswith("so the game goes on in text.")
    assert output.count(UNHEARD) == 1
    assert [number for number, _ in SOUND_NAMED.findall(output)] == ["four", "six"]
    assert "rattles" not in output


def test_with_no_sound_every_shake_names_its_sound(tmp_path):
    output = run(tmp_path, ["random"] * 3 + ["shake 4"], "--no-sound", "--seed", "1")
    assert output.count(UNHEARD) == 1
    assert SOUND_NAMED.search(output)


def test_sound_lost_mid_game_is_said_once_and_shakes_are_named_from_then_on():
    class Speakers(TextOutput):
        plays_sounds = True

    class Sounds:
        def cue_for(self, event):
            return None

        def earcon(self, name):
            return 0.0

        def earcon_audible(self, name):
            return False

    class Lines:
        def __init__(self, session_out, lines):
            self.out, self.lines = session_out, list(lines)

        def read(self, timeout=None):
            if not self.lines:
                return None
            line = self.lines.pop(0)
            if line == "shake 6":  # the card dies between the two shakes
                self.out.plays_sounds = False
            return InputItem(line)

        def set_secret(self, secret):
            return None

        def close(self):
            return None

    buffer = io.StringIO()
    out = Speakers(buffer)
    session = Session(
        game=POTS,
        rules=PotsRules(seats=1, seed=4),
        kinds=["human"],
        out=out,
        inputs=Lines(out, ["random"] * 3 + ["shake 4", "shake 6", "shake 8"]),
        sounds=Sounds(),
    )
    session.run()
    said = buffer.getvalue()
    assert "Pot four: rattles." in said
    assert said.count(UNHEARD) == 1
    assert [number for number, _ in SOUND_NAMED.findall(said)] == ["six", "eight"]
    assert said.index("Pot four: rattles.") < said.index(UNHEARD) < said.index("Pot six:")


@pytest.mark.skipif(alsa_file_device_usable() is not None, reason=str(alsa_file_device_usable()))
def test_a_text_game_plays_its_rattles_on_the_sound_device(tmp_path):
    playback = tmp_path / "playback.raw"
    env = alsa_environment(write_asoundrc(tmp_path, playback=playback))
    env.update(game_environment(tmp_path))
    env.update(PACE_ENVIRONMENT)
    command = [*PLAY, "--seed", "3", "--rendering", "headphones", "--earcons-off", "all",
               "--save", str(tmp_path / "g.json")]
    finished, marks = feed_when_quiet(
        command, env, playback, ["random\nrandom\nrandom", "shake 1"], 1.0, 20.0,
        wait_first=False,
    )
    assert finished.returncode == 0, finished.stderr
    out, played = finished.stdout, marks[-1]
    assert "Pot one: rattles." in out and UNHEARD not in out
    rattle = read_playback(playback, from_frame=played).astype(np.float64)
    energy = np.sum(rattle**2, axis=0)
    assert energy.sum() > 1.0, "nothing was played for the shake"
    assert energy[0] > 2 * energy[1], "pot one stands on the left"


# ----- closed streams and endless lines ------------------------------------------------


@pytest.mark.parametrize("closed", ["<&-", ">&-"])
def test_a_closed_standard_stream_ends_the_game_cleanly_with_the_game_saved(tmp_path, closed):
    save = tmp_path / "game.json"
    command = " ".join([*map(str, PLAY), "--save", str(save), "--seed", "2"])
    feed = "" if closed == "<&-" else "printf 'random\\n' | "
    result = subprocess.run(
        ["bash", "-c", f"{feed}exec {command} {closed}"],
        capture_output=True,
        text=True,
        timeout=60,
        env=game_environment(tmp_path),
    )
    said = result.stdout + result.stderr
    assert result.returncode == 0 and "Traceback" not in said, said
    assert f"Input ended. The game is saved in {save}." in said
    if closed == ">&-":
        assert "Secret swap:" in result.stderr  # the stream that is left
        assert len(json.loads(save.read_text())["actions"]) == 1
    else:
        assert json.loads(save.read_text())["actions"] == []


def test_a_line_longer_than_the_limit_is_refused_whole(tmp_path):
    lines = ["random"] * 3 + ["x" * 135_000 + " shake pot five", "shake pot six"]
    output = run(tmp_path, lines, "--seed", "2", "--describe-sounds")
    assert output.count(f"That line is longer than {MAX_LINE} characters") == 1
    assert "Pot five" not in output and "I did not understand" not in output
    assert "Pot six:" in output


def test_line_input_reads_each_line_whole_up_to_the_limit():
    read_end, write_end = os.pipe()
    lines = [b"a" * MAX_LINE, b"b" * (MAX_LINE + 1) + b" shake five", b"c" * 70_000, b"done"]
    payload = b"\n".join(lines) + b"\n" + b"d" * (MAX_LINE + 5)
    writer = os.fdopen(write_end, "wb")
    source = LineInput(read_end)
    thread = threading.Thread(target=lambda: (writer.write(payload), writer.close()))
    thread.start()
    items = []
    while (item := source.read(10)) is not None:
        items.append(item)
    thread.join()
    os.close(read_end)
    assert [(i.text, i.too_long) for i in items] == [
        ("a" * MAX_LINE, False),
        ("", True),
        ("", True),
        ("done", False),
        ("", True),
    ]


# ----- nobody acts for a computer player; a refused secret stays secret ------------------


def test_random_during_a_computer_players_setup_does_not_move_for_it(tmp_path):
    command = [*PLAY, "--humans", "1", "--bots", "1", "--bot-pause", "1", "--seed", "3"]
    result = subprocess.run(
        ["bash", "-c", f"(printf 'random\\n%.0s' 1 2 3 4 5 6; sleep 5) | exec {' '.join(command)}"
         f" --save {tmp_path / 'game.json'}"],
        capture_output=True,
        text=True,
        timeout=60,
        env=game_environment(tmp_path),
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert result.stdout.count("It is computer two's turn.") == 3
    assert "Computer two's secret swap: done." in result.stdout
    actions = json.loads((tmp_path / "game.json").read_text())["actions"]
    assert [a["player"] for a in actions[:3]] == [0, 0, 0]


def test_a_refused_secret_move_at_a_table_of_humans_names_no_pot(tmp_path):
    lines = ["swap 1 and 1", "swap 1 and 10", "shake 10", "place the silent pot on 3",
             "swap one and nine and", "swap 2 and 3"]
    output = run(tmp_path, lines, "--humans", "2", "--secrets", "typed", "--seed", "3")
    refusals = output.split("Player one's turn: secret swap, three left")[1]
    refusals = refusals.split("Player one's secret swap: done.")[0]
    assert refusals.count("That secret step is not allowed. Try again.") >= 3
    for leak in ("one", "ten", "10", "twice", "There is no pot", "three"):
        assert leak not in refusals.replace("Try again", ""), refusals


# ----- hints spoken to a table of humans use public knowledge only -----------------------


def hints_after_the_silent_swap(tmp_path: Path, neighbour: int) -> str:
    lines = [
        "silent pot on 5", *["swap 1 and 3"] * 3, *["swap 7 and 9"] * 3,
        "shake 5", f"swap 5 and {neighbour}", "chances", "hint",
    ]
    output = run(
        tmp_path, lines, "--humans", "2", "--variant", "silent", "--secrets", "typed",
        "--hints", "--seed", "11",
    )
    return output.split("secret swap of the silent pot: done.")[1].split("Input ended.")[0]


def test_hints_at_a_table_of_humans_do_not_tell_where_the_silent_pot_went(tmp_path):
    left = hints_after_the_silent_swap(tmp_path / "a", 4)
    right = hints_after_the_silent_swap(tmp_path / "b", 6)
    assert "Top row:" in left and "most sure of" in left
    assert left == right


# ----- what a killed save leaves ---------------------------------------------------------


@pytest.mark.parametrize("resume", [False, True])
def test_a_killed_saves_leftover_is_removed_at_the_next_start(tmp_path, resume):
    save = tmp_path / "game.json"
    run(tmp_path, ["random"], "--seed", "1")
    leftover = save.with_name(save.name + ".tmp")
    leftover.write_text('{"format": 1, "ga')
    options = ["--resume", str(save)] if resume else ["--seed", "1", "--save", str(save)]
    subprocess.run(
        [*VOICE_GAMES, "play", "pots", "--output", "text", "--input", "text", *options],
        input="", capture_output=True, text=True, timeout=60, env=game_environment(tmp_path),
    )
    assert not leftover.exists()
    assert json.loads(save.read_text())["format"] == 1

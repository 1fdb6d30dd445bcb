"""Bead Trade through the real `voice-games` command, in text: a game killed in the
middle of a round goes on from its save, with what was hidden and the time of each step."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time

from tests.support.cli import VOICE_GAMES, game_environment


def test_a_game_killed_mid_round_resumes_where_it_stopped(tmp_path):
    save = tmp_path / "beads.json"
    env = game_environment(tmp_path)
    play = [*VOICE_GAMES, "play", "beads", "--input", "text", "--output", "text",
            "--no-sound", "--bots", "3", "--pace", "0.3", "--save", str(save)]
    process = subprocess.Popen(play, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=env)
    assert process.stdin is not None
    process.stdin.write(b"let's start\nhide two pink beads under the lid\n")
    process.stdin.flush()
    deadline = time.monotonic() + 30
    steps: list[dict] = []
    while time.monotonic() < deadline:
        time.sleep(0.2)
        try:
            steps = json.loads(save.read_text())["actions"]
        except (OSError, ValueError, KeyError):
            continue
        if any(s["type"] == "Hide" and s["player"] == 0 for s in steps) and len(steps) > 12:
            break
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    saved = json.loads(save.read_text())["actions"]
    assert any(s["type"] == "Hide" and s["player"] == 0 for s in saved)
    assert all("at" in s for s in saved)
    times = [s["at"] for s in saved]
    assert times == sorted(times)

    resumed = subprocess.run(
        [*VOICE_GAMES, "play", "beads", "--input", "text", "--output", "text", "--no-sound",
         "--resume", str(save)],
        input=b"what do i hold\nquit\nyes\n", capture_output=True, env=env, timeout=60,
    )
    said = resumed.stdout.decode()
    assert resumed.returncode == 0, resumed.stderr.decode()
    actions = sum(s["type"] != "ClockTick" for s in saved)
    assert f"Resuming the game: {actions} actions so far." in said
    assert "You hid under the lid: two pink beads." in said
    after = json.loads(save.read_text())["actions"]
    assert after[: len(saved)] == saved  # nothing of the game before the kill was lost
    assert os.listdir(tmp_path) and not list(tmp_path.glob("*.tmp"))

"""Keys mode in a real (pseudo) terminal: one key at a time, no Enter."""

import os
import subprocess
import time

from tests.support.cli import VOICE_GAMES, game_environment


def test_single_keys_play_the_game(tmp_path):
    controller, terminal = os.openpty()
    env = game_environment(tmp_path)
    process = subprocess.Popen(
        [
            *VOICE_GAMES,
            "play",
            "pots",
            "--input",
            "keys",
            "--output",
            "text",
            "--describe-sounds",
            "--seed",
            "9",
            "--save",
            str(tmp_path / "g.json"),
        ],
        stdin=terminal,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    os.close(terminal)
    time.sleep(2.0)  # keys typed before the game sets the terminal to cbreak wait for Enter
    for key in ["x", "x", "x", "5", "w", "1", "3", "q", "y"]:
        time.sleep(0.3)
        os.write(controller, key.encode())
    out, err = process.communicate(timeout=30)
    os.close(controller)
    text = out.decode()
    assert process.returncode == 0, err.decode()
    assert "Play begins." in text
    assert "Pot five:" in text
    assert "Swap: which two pots?" in text and "You swap pots one and three." in text
    assert "The game is saved. Goodbye." in text

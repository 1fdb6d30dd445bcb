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


def test_a_slash_types_a_whole_command_and_letters_ask_bead_trade_questions(tmp_path):
    """Bead Trade's trades name more than keys can: '/' types one as a line."""
    controller, terminal = os.openpty()
    process = subprocess.Popen(
        [*VOICE_GAMES, "play", "beads", "--input", "keys", "--output", "text", "--no-sound",
         "--bots", "1", "--pace", "600", "--save", str(tmp_path / "b.json")],
        stdin=terminal, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=game_environment(tmp_path),
    )
    os.close(terminal)
    time.sleep(2.0)
    for keys in ["g", "m", "/", "offer my pink bead for a green bead to turtle\n", "c",
                 "q", "y"]:
        time.sleep(0.4)
        os.write(controller, keys.encode())
    out, err = process.communicate(timeout=30)
    os.close(controller)
    text = out.decode()
    assert process.returncode == 0, err.decode()
    assert "Trading open! Round one." in text
    assert "You hold four pink beads, four yellow beads, the bull and the snake." in text
    assert "Type the command, then Enter." in text
    assert "Offer sent to turtle: a pink bead for a green bead." in text
    assert "The centre holds four blue beads and the whale." in text

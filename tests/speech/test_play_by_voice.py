"""A whole game by voice: espeak-ng commands are the microphone of `voice-games play`.

The recording goes through an ALSA `type file` capture device, so sounddevice, the
end-pointer, Whisper, the grammar and the session all run for real. The microphone holds
the file device back to real time, so the pauses in the recording are pauses for the
game too (the grace period of a swap, `--max-idle`); the recording ends in seconds of
noise, because past its end the device repeats its last buffers."""

from __future__ import annotations

import contextlib
import json
import os
import pty
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from tests.support.alsa_device import (
    alsa_environment,
    alsa_file_device_usable,
    write_asoundrc,
    write_capture_file,
)
from tests.support.cli import VOICE_GAMES, game_environment
from voice_games.catalogue import catalogue
from voice_games.games.arabian_pots.commands import grammar as pots_grammar
from voice_games.games.arabian_pots.commands import to_action
from voice_games.games.arabian_pots.engine import PotsRules, PotsState
from voice_games.games.arabian_pots.serial import action_from_json

pytestmark = [pytest.mark.audio, pytest.mark.slow]
SEED = 3
NOISE = 3e-4  # the room: far below speech, never exact digital silence
GAP = 1.5  # between utterances: well over the end-pointer's 400 ms hangover


def usable() -> None:
    reason = alsa_file_device_usable()
    if reason or shutil.which("espeak-ng") is None:
        pytest.skip(reason or "espeak-ng is not installed")
    pytest.importorskip("faster_whisper")


def quiet(seconds: float, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).normal(0, NOISE, int(seconds * 16000)).astype(np.float32)


def recording(speak, script: list[tuple[str, float]], lead: float = 1.0) -> np.ndarray:
    """Each sentence followed by its pause, after `lead` seconds of room noise."""
    parts = [quiet(lead, 0)]
    for index, (text, pause) in enumerate(script):
        parts += [speak(text), quiet(pause, index + 1)]
    return np.concatenate(parts)


def expected_state(commands: list[str]) -> PotsState:
    """The state that typed commands produce: 'random' is the computer's seeded choice."""
    rules = PotsRules(seats=1, seed=SEED)
    state = rules.new_game()
    parser = pots_grammar("en")
    for text in commands:
        if text == "random":
            state.apply(state.random_secret_action())
            continue
        reading = parser.parse(text)
        assert reading is not None, text
        action = to_action(reading, state.view(0))
        assert action is not None, text
        state.apply(action)  # type: ignore[arg-type]
    return state


def in_order(text: str, sentences: list[str]) -> None:
    position = 0
    for sentence in sentences:
        found = text.find(sentence, position)
        assert found >= 0, f"{sentence!r} missing or out of order in:\n{text}"
        position = found + len(sentence)


def replayed(save: Path) -> PotsState:
    actions = [action_from_json(a) for a in json.loads(save.read_text())["actions"]]
    return PotsState.replay(PotsRules(seats=1, seed=SEED), actions)


def same_game(a: PotsState, b: PotsState) -> bool:
    return (a.history, a.board, a.phase, a.current_player, a.lost_turn, a.turn) == (
        b.history, b.board, b.phase, b.current_player, b.lost_turn, b.turn
    )


def environment(tmp_path: Path, capture: Path) -> dict[str, str]:
    env = alsa_environment(write_asoundrc(tmp_path, tmp_path / "playback.raw", capture))
    env.update({k: v for k, v in game_environment(tmp_path).items() if k.startswith("VOICE")})
    env["PYTHONUNBUFFERED"] = "1"
    # a game that hangs is stopped with SIGABRT, and then shows where every thread was
    env["PYTHONFAULTHANDLER"] = "1"
    return env


def test_a_game_by_voice_moves_pots_and_table_talk_changes_nothing(tmp_path, speak):
    usable()
    script = [
        ("random", GAP),
        ("random", GAP),
        ("random", GAP),
        ("five", GAP),  # a bare digit: refused with a hint in open-microphone play
        ("shake pot five", GAP),
        ("pass the salt", GAP),
        ("what a lovely day", GAP),
        ("swap two and eight", 3.5),  # longer than the 2 s grace period: the swap stands
        ("complete the top row", GAP),
        ("yes", GAP),  # the spoken claim is confirmed
    ]
    capture = write_capture_file(tmp_path / "capture.raw", recording(speak, script),
                                 pad_seconds=4.0, noise_floor=NOISE)
    save = tmp_path / "game.json"
    process = subprocess.run(
        [*VOICE_GAMES, "play", "pots", "--input", "voice", "--output", "text",
         "--seed", str(SEED), "--save", str(save), "--listen", "open", "--engine", "whisper",
         "--grace", "2", "--max-idle", "10"],
        env=environment(tmp_path, capture), capture_output=True, text=True, timeout=180,
        stdin=subprocess.DEVNULL, check=False,
    )
    said = process.stdout + process.stderr[-3000:]
    assert process.returncode == 0, said
    assert "No command for a while: the game is saved." in process.stdout, said
    assert "Say the command with its verb, like shake five." in process.stdout, said
    assert process.stdout.count("Not understood.") >= 2, said  # the two bits of chatter
    in_order(process.stdout, ["Swap two and eight.", "You swap pots two and eight.",
                              "Complete the top row? Yes or no.", "You claim the top row."])
    wanted = expected_state(["random", "random", "random", "shake pot five",
                             "swap two and eight", "complete the top row"])
    assert same_game(replayed(save), wanted), (json.loads(save.read_text())["actions"], said)


def saved_setup(tmp_path: Path, save: Path) -> None:
    """A game past its three secret swaps, typed: the voice part starts in play."""
    done = subprocess.run(
        [*VOICE_GAMES, "play", "pots", "--input", "text", "--output", "text", "--seed",
         str(SEED), "--save", str(save), "--max-idle", "60"],
        input="random\nrandom\nrandom\n", env=game_environment(tmp_path),
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert done.returncode == 0 and len(json.loads(save.read_text())["actions"]) == 3, (
        done.stdout + done.stderr
    )


class Lines:
    """The game's output, read as it comes, so the test can act when it says something."""

    def __init__(self, stream) -> None:
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream) -> None:
        for line in stream:
            self.lines.append(line)

    def wait_for(self, text: str, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(text in line for line in self.lines):
                return True
            time.sleep(0.05)
        return False

    def text(self) -> str:
        return "".join(self.lines)


def stopped(process: subprocess.Popen, output: Lines) -> int | str:
    """The exit code, or, for a game still running 30 s after it was told to stop, the
    threads' tracebacks that SIGABRT makes it print."""
    try:
        return process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.send_signal(signal.SIGABRT)
        process.wait(timeout=30)
        time.sleep(0.5)  # the reader thread takes the last lines
        return "did not stop:\n" + output.text()


def test_push_to_talk_takes_a_bare_digit_as_a_shake(tmp_path, speak):
    """The space bar through a terminal (a pty): once to talk, once to send."""
    usable()
    save = tmp_path / "game.json"
    saved_setup(tmp_path, save)
    # three seconds of room first: the key goes down before the word, as a player's would
    track = recording(speak, [("five", 4.0)], lead=3.0)
    capture = write_capture_file(tmp_path / "capture.raw", track, pad_seconds=4.0,
                                 noise_floor=NOISE)
    master, slave = pty.openpty()
    process = subprocess.Popen(
        [*VOICE_GAMES, "play", "--resume", str(save), "--input", "voice", "--output", "text",
         "--listen", "push", "--engine", "whisper"],
        env=environment(tmp_path, capture), stdin=slave, stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, text=True,
        # Ctrl-C as in a terminal, even when the tests run as a background job, which
        # starts every program with it ignored
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    os.close(slave)
    try:
        output = Lines(process.stdout)
        assert output.wait_for(catalogue("en")("push-help"), 60), output.text()
        time.sleep(1.0)
        os.write(master, b" ")
        time.sleep(5.0)  # the word ends about 4.5 s into the recording
        os.write(master, b" ")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and len(json.loads(save.read_text())["actions"]) < 4:
            time.sleep(0.2)
        process.send_signal(signal.SIGINT)  # the player leaves: the game saves and stops
        assert stopped(process, output) == 130, output.text()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        os.close(master)
    wanted = expected_state(["random", "random", "random", "shake pot five"])
    assert same_game(replayed(save), wanted), output.text()
    assert "Listening." in output.text()


def test_the_first_game_by_voice_starts_tuning_the_recogniser_in_the_background(
    tmp_path, speak
):
    from voice_games.speech.tuning import background

    usable()
    capture = write_capture_file(
        tmp_path / "capture.raw",
        recording(speak, [("five", GAP), ("learning progress", GAP)]),
        pad_seconds=4.0, noise_floor=NOISE,
    )
    env = environment(tmp_path, capture)
    del env[background.SWITCH]
    grammar = pots_grammar("en")
    models = Path(env["VOICE_GAMES_MODELS"])
    try:
        process = subprocess.run(
            [*VOICE_GAMES, "play", "pots", "--input", "voice", "--output", "text",
             "--seed", str(SEED), "--save", str(tmp_path / "game.json"), "--max-idle", "4"],
            env=env, capture_output=True, text=True, timeout=180,
            stdin=subprocess.DEVNULL, check=False,
        )
        said = process.stdout + process.stderr[-3000:]
        assert process.returncode == 0, said
        assert "I am learning to hear the games' commands better in noisy rooms" in said
        # asked, the game says how far it is
        assert "I am still learning, in the background" in said
        # the tuning outlives the game that started it
        assert background.running(models, grammar), said
        assert "Rendering and hearing 5000 utterances." in background.log_file(
            models, grammar).read_text()
    finally:
        stop_tuning(models, grammar)


def stop_tuning(models: Path, grammar) -> None:
    """Stop the background tuning a game started, once it has named itself in its
    state (it does as it starts)."""
    from voice_games.speech.tuning import background

    deadline = time.monotonic() + 30
    while (not isinstance(pid := background.read_state(models, grammar).get("pid"), int)
           and background.running(models, grammar) and time.monotonic() < deadline):
        time.sleep(0.2)
    if isinstance(pid, int):
        with contextlib.suppress(ProcessLookupError):  # it may have ended already
            os.killpg(pid, signal.SIGTERM)  # its own process group: it and its threads


def test_a_game_of_bead_trade_by_voice_starts_the_one_tuning_of_every_game(tmp_path, speak):
    """Bead Trade's commands are in the same tuning as the pots': a player of both games
    pays for one."""
    from voice_games.games.bead_trade.commands import grammar as beads_grammar
    from voice_games.speech.tuning import background

    usable()
    capture = write_capture_file(tmp_path / "capture.raw", recording(speak, [("pass", GAP)]),
                                 pad_seconds=4.0, noise_floor=NOISE)
    env = environment(tmp_path, capture)
    del env[background.SWITCH]
    models = Path(env["VOICE_GAMES_MODELS"])
    beads, pots = beads_grammar("en"), pots_grammar("en")
    try:
        process = subprocess.run(
            [*VOICE_GAMES, "play", "beads", "--input", "voice", "--output", "text", "--calm",
             "--bots", "2", "--seed", str(SEED), "--save", str(tmp_path / "game.json"),
             "--max-idle", "4"],
            env=env, capture_output=True, text=True, timeout=180,
            stdin=subprocess.DEVNULL, check=False,
        )
        said = process.stdout + process.stderr[-3000:]
        assert process.returncode == 0, said
        assert "I am learning to hear the games' commands better" in said
        assert background.log_file(models, beads) == background.log_file(models, pots)
        # a game of the pots now would find it running, and start no other
        assert background.running(models, pots), said
    finally:
        stop_tuning(models, pots)


if sys.platform != "linux":  # the ALSA file device and pty are Linux facts
    pytestmark.append(pytest.mark.skip(reason="needs Linux"))

"""`voice-games recognize` and `voice-games mic-test`: what a player runs to see what the
game hears."""

import json
import subprocess
import textwrap
import wave

import numpy as np
import pytest

from tests.support.alsa_device import alsa_file_device_usable, run_with_alsa_device
from tests.support.cli import VOICE_GAMES, game_environment


def write_wav(path, samples, rate=16000):
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(rate)
        handle.writeframes((np.clip(samples, -1, 1) * 32767).astype("<i2").tobytes())


def recognize(tmp_path, path, *options):
    result = subprocess.run(
        [*VOICE_GAMES, "recognize", str(path), *options],
        capture_output=True,
        text=True,
        timeout=180,
        env=game_environment(tmp_path),
    )
    assert "Traceback" not in result.stderr, result.stderr
    return result


@pytest.mark.slow
def test_recognize_prints_heard_text_command_confidence_and_time(tmp_path, speak):
    clip = tmp_path / "swap.wav"
    write_wav(clip, speak("swap two and eight"))
    result = recognize(tmp_path, clip, "--json")
    assert result.returncode == 0
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["intent"] == "swap" and report["slots"] == {"a": "2", "b": "8"}
    assert not report["rejected"] and 0 < report["confidence"] <= 1
    assert report["decode_ms"] > 0 and report["engine"] == "whisper"
    plain = recognize(tmp_path, clip)
    assert "Command: swap two and eight (swap" in plain.stdout and "Decode:" in plain.stdout


def test_recognize_a_file_that_is_not_sound_says_so(tmp_path):
    bad = tmp_path / "notes.wav"
    bad.write_text("not a wave file")
    result = recognize(tmp_path, bad)
    assert result.returncode == 2 and result.stdout.startswith(f"Cannot read {bad}")


def test_mic_test_without_a_microphone_says_so_in_one_sentence(tmp_path):
    result = subprocess.run(
        [*VOICE_GAMES, "mic-test", "--seconds", "1"],
        capture_output=True,
        text=True,
        timeout=60,
        env=game_environment(tmp_path),
    )
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stdout.strip() == "No microphone was found."


@pytest.mark.audio
@pytest.mark.slow
def test_mic_test_reports_the_level_and_the_command(tmp_path, speak):
    reason = alsa_file_device_usable()
    if reason:
        pytest.skip(reason)
    code = textwrap.dedent(
        """
        import sys
        from voice_games.cli import main
        sys.exit(main(["mic-test", "--seconds", "4"]))
        """
    )
    done = run_with_alsa_device(
        code,
        tmp_path,
        playback=False,
        capture_samples=speak("shake pot five"),
        capture_pad_seconds=3.0,
        timeout=120,
    )
    assert done.process.returncode == 0, done.process.stderr[-2000:]
    out = done.process.stdout
    assert "Listening for 4 seconds at 16000 Hz" in out
    assert "Level:" in out and "Command: shake pot five" in out

"""Through the real sounddevice/PortAudio/ALSA path into an ALSA `type file` device.

Each test runs a small program in a fresh process whose default sound card is the file
device, then reads the raw float32 stereo file it played into. The device is not paced
in real time, so what is checked is content, order and side, not wall-clock time.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from tests.support.alsa_device import (
    SYSTEM_ALSA_CONFIG,
    alsa_file_device_usable,
    run_with_alsa_device,
)
from voice_games.audio.analysis import channel_levels_db
from voice_games.audio.mixer import ArraySink, offline_mixer
from voice_games.games.arabian_pots.soundscape import PotsSoundscape

_skip = alsa_file_device_usable()
pytestmark = [
    pytest.mark.audio,
    pytest.mark.skipif(_skip is not None, reason=_skip or ""),
]

SEQUENCE = [(1, "ball"), (3, "metal"), (7, "beads"), (9, "ball"), (5, "metal")]
SEED = 7


def _run(code: str, tmp_path: Path) -> tuple[dict[str, object], np.ndarray]:
    run = run_with_alsa_device(textwrap.dedent(code), tmp_path)
    assert run.process.returncode == 0, run.process.stderr
    report = json.loads(run.process.stdout.strip().splitlines()[-1])
    return report, run.playback_samples("<f4", 2)


def _next_sound(recorded: np.ndarray, cursor: int) -> int:
    """Index of the first frame at or after `cursor` that is not exact digital silence."""
    loud = np.flatnonzero(np.any(recorded[cursor:] != 0.0, axis=1))
    assert loud.size, "a sound is missing from the device's output"
    return cursor + int(loud[0])


def _trimmed(sound: np.ndarray) -> np.ndarray:
    frames = np.flatnonzero(np.any(sound != 0.0, axis=1))
    return sound[frames[0] : frames[-1] + 1]


def test_placed_rattles_reach_the_device_whole_in_order_and_on_their_side(
    tmp_path: Path,
) -> None:
    report, recorded = _run(
        f"""
        import json
        from voice_games.audio.mixer import open_mixer
        from voice_games.games.arabian_pots.soundscape import PotsSoundscape
        mixer = open_mixer()
        scape = PotsSoundscape(mixer, "speakers", seed={SEED})
        for position, group in {SEQUENCE!r}:
            scape.shake(position, group)
            mixer.wait()
        mixer.close()
        print(json.dumps({{"fallback": mixer.fallback_message}}))
        """,
        tmp_path,
    )
    assert report["fallback"] is None
    # the same shakes, rendered here with the same seed
    expected_scape = PotsSoundscape(
        offline_mixer(ArraySink(), clocked=False), "speakers", seed=SEED
    )
    expected = [_trimmed(expected_scape.shake(p, g)) for p, g in SEQUENCE]

    cursor = 0
    for (position, _group), sound in zip(SEQUENCE, expected, strict=True):
        start = _next_sound(recorded, cursor)
        played = recorded[start : start + sound.shape[0]]
        assert np.allclose(played, sound, atol=1e-6), f"shake at {position} altered"
        left_db, right_db = channel_levels_db(played)
        column = (position - 1) % 3
        if column == 0:
            assert left_db - right_db > 6.0
        elif column == 2:
            assert right_db - left_db > 6.0
        else:
            assert abs(left_db - right_db) < 1.0
        cursor = start + sound.shape[0]
    assert not np.any(recorded[cursor:])  # nothing else was played


def test_stopping_speech_on_the_device_keeps_the_rattle(tmp_path: Path) -> None:
    # speech on the right only, the "rattle" on the left only, so each can be followed
    report, recorded = _run(
        """
        import json
        import numpy as np
        from voice_games.audio.mixer import open_mixer
        speech = np.zeros((30 * 44100, 2), np.float32)
        speech[:, 1] = 0.1 * np.sin(np.arange(30 * 44100) * 0.03)
        rattle = np.zeros((44100, 2), np.float32)
        rattle[:, 0] = 0.2 * np.sin(np.arange(44100) * 0.05) + 0.25
        mixer = open_mixer()
        mixer.play(speech, "speech")
        mixer.play(rattle, "sounds")
        mixer.stop("speech")
        stopped = not mixer.is_playing("speech")
        finished = mixer.wait("sounds", timeout=20)
        mixer.close()
        print(json.dumps({"stopped": stopped, "finished": finished,
                          "fallback": mixer.fallback_message}))
        """,
        tmp_path,
    )
    assert report == {"stopped": True, "finished": True, "fallback": None}
    left = recorded[:, 0]
    start = int(np.flatnonzero(left)[0])
    rattle = 0.2 * np.sin(np.arange(44100) * 0.05) + 0.25
    assert np.allclose(left[start : start + 44100], rattle, atol=1e-6)
    assert not np.any(left[start + 44100 :])
    assert np.count_nonzero(recorded[:, 1]) < 30 * 44100 // 2  # speech was cut short


def test_a_device_lost_mid_game_lets_the_game_go_on(tmp_path: Path) -> None:
    report, _ = _run(
        """
        import json, time
        import numpy as np
        import sounddevice as sd
        from voice_games.audio.mixer import open_mixer
        mixer = open_mixer()
        before = mixer.fallback_message
        mixer.play(np.zeros((10 * 44100, 2), np.float32) + 0.1)
        def dead(out):
            raise sd.CallbackAbort  # what a dying card looks like: the stream ends itself
        mixer.core.mix = dead
        deadline = time.time() + 5
        while mixer.fallback_message is None and time.time() < deadline:
            time.sleep(0.01)
        del mixer.core.mix
        mixer.play(np.full(44100, 0.1, np.float32), "speech")
        finished = mixer.wait(timeout=30)
        mixer.close()
        print(json.dumps({"before": before, "after": mixer.fallback_message,
                          "finished": finished}))
        """,
        tmp_path,
    )
    assert report["before"] is None
    assert report["after"] == "The sound device stopped working, so the game goes on in text."
    assert report["finished"] is True


def test_an_unknown_device_name_is_one_sentence_and_no_sound(tmp_path: Path) -> None:
    report, recorded = _run(
        """
        import json
        import numpy as np
        from voice_games.audio.mixer import open_mixer
        mixer = open_mixer("the grand piano")
        mixer.play(np.full(4410, 0.1, np.float32))
        mixer.wait()
        mixer.close()
        print(json.dumps({"fallback": mixer.fallback_message}))
        """,
        tmp_path,
    )
    assert report["fallback"] == (
        "No sound output is called 'the grand piano', so the game goes on in text."
    )
    assert not np.any(recorded)


def test_devices_are_listed_and_chosen_by_name_or_number(tmp_path: Path) -> None:
    report, _ = _run(
        """
        import json
        from voice_games.audio.devices import describe_devices, find_output_device
        from voice_games.audio.devices import list_output_devices
        devices = list_output_devices()
        default = find_output_device(None, devices)
        print(json.dumps({
            "names": [d.name for d in devices],
            "default": default.name,
            "by_name": find_output_device("DEFAULT", devices).index,
            "by_number": find_output_device(str(default.index), devices).name,
            "listing": describe_devices(devices),
        }))
        """,
        tmp_path,
    )
    assert "default" in report["names"]
    assert report["default"] == "default" == report["by_number"]
    assert "default" in str(report["listing"]) and "*" in str(report["listing"])


def test_with_no_sound_card_at_all_the_game_goes_on_in_text(tmp_path: Path) -> None:
    """Real PortAudio with only the system ALSA configuration and an empty home."""
    env = dict(os.environ, HOME=str(tmp_path), ALSA_CONFIG_PATH=str(SYSTEM_ALSA_CONFIG))
    code = textwrap.dedent(
        """
        import json
        import numpy as np
        from voice_games.audio.devices import list_output_devices
        from voice_games.audio.mixer import open_mixer
        devices = list_output_devices()
        mixer = open_mixer()
        mixer.play(np.full(4410, 0.1, np.float32))
        mixer.wait()
        mixer.close()
        print(json.dumps({"devices": len(devices), "fallback": mixer.fallback_message}))
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    if report["devices"]:
        pytest.skip("this machine has a real sound card")
    assert report["fallback"] == "No sound device found, so the game goes on in text."


def test_a_paced_mixer_keeps_the_file_device_to_real_time(tmp_path: Path) -> None:
    """The file device takes samples as fast as they come; paced, it gets real time."""
    run = run_with_alsa_device(
        textwrap.dedent(
            """
            import json, time
            import numpy as np
            from voice_games.audio.mixer import open_mixer
            mixer = open_mixer()
            started = time.perf_counter()
            mixer.play(np.full(44100, 0.1, np.float32))
            mixer.wait()
            heard_after = time.perf_counter() - started
            time.sleep(0.5)  # a pause in the game: silence, but only as much as real time
            mixer.close()
            print(json.dumps({"wall": time.perf_counter() - started, "heard": heard_after,
                              "fallback": mixer.fallback_message}))
            """
        ),
        tmp_path,
        extra_env={"VOICE_GAMES_PACE_AUDIO": "1"},
    )
    assert run.process.returncode == 0, run.process.stderr
    report = json.loads(run.process.stdout.strip().splitlines()[-1])
    assert report["fallback"] is None
    assert report["heard"] > 0.9  # a second of sound took a second to play
    seconds = run.playback_samples("<f4", 2).shape[0] / 44100
    assert seconds < report["wall"] + 0.5  # unpaced, the pause alone gives a minute or more
    assert seconds > 1.0

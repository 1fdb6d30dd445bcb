"""A seeded game written with --audio-out: the speech is there, centred, and each
rattle comes from its pot's side of the board."""

import subprocess
import wave

import numpy as np
import pytest

from tests.support.cli import VOICE_GAMES, game_environment


def game_audio(tmp_path, lines, output="speech"):
    out = tmp_path / "game.wav"
    env = game_environment(tmp_path)
    result = subprocess.run(
        [
            *VOICE_GAMES,
            "play",
            "pots",
            "--input",
            "text",
            "--output",
            output,
            "--audio-out",
            str(out),
            "--rendering",
            "speakers",
            "--seed",
            "3",
            "--save",
            str(tmp_path / "g.json"),
        ],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    with wave.open(str(out)) as handle:
        assert handle.getnchannels() == 2 and handle.getframerate() == 44100
        frames = handle.readframes(handle.getnframes())
    return np.frombuffer(frames, dtype=np.int16).reshape(-1, 2).astype(np.float64) / 32768


@pytest.mark.parametrize(("position", "louder_side"), [(1, 0), (3, 1)])
def test_the_rattle_sounds_where_its_pot_stands(tmp_path, position, louder_side):
    audio = game_audio(tmp_path, ["random", "random", "random", f"shake {position}"])
    speech = audio[: 44100 * 2]  # the game opens by speaking, centred
    assert np.sqrt(np.mean(speech**2)) > 0.01
    assert np.allclose(speech[:, 0], speech[:, 1], atol=1e-3)
    # Speech is centred (left equals right), so where the sides differ a rattle is playing,
    # often under the next sentence: the game leans to the rattle's side there. The strict
    # level checks (> 6 dB for side columns) run on rendered buffers in tests/audio.
    off_centre = np.abs(audio[:, 0] - audio[:, 1]) > 1e-3
    assert off_centre.sum() > 44100 * 0.2  # at least a fifth of a second of rattle
    energy = np.sum(audio[off_centre] ** 2, axis=0)
    assert energy[louder_side] > energy[1 - louder_side]


@pytest.mark.parametrize(("position", "louder_side"), [(1, 0), (3, 1), (7, 0), (9, 1)])
def test_a_text_game_records_each_rattle_on_its_pots_side(tmp_path, position, louder_side):
    """In text the player's own screen reader speaks; the game still plays the rattles
    and signal sounds, and --audio-out records them."""
    audio = game_audio(tmp_path, ["random", "random", "random", f"shake {position}"], "text")
    # signal sounds and the secret swaps' shuffles are centred: where the sides differ,
    # the rattle is playing
    off_centre = np.abs(audio[:, 0] - audio[:, 1]) > 1e-3
    assert off_centre.sum() > 44100 * 0.2, "no rattle was recorded"
    energy = np.sum(audio[off_centre] ** 2, axis=0)
    assert energy[louder_side] > 2 * energy[1 - louder_side]

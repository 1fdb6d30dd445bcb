"""The pots' soundscape on an offline mixer, and the `sounds`/`devices` commands."""

from __future__ import annotations

import argparse
import wave
from pathlib import Path

import numpy as np
import pytest

from voice_games.audio.analysis import channel_levels_db, classify_group
from voice_games.audio.commands import register
from voice_games.audio.effects import SLIDE_SECONDS
from voice_games.audio.mixer import SAMPLE_RATE, ArraySink, offline_mixer
from voice_games.games.arabian_pots.soundscape import CLAIM_SPACING_SECONDS, PotsSoundscape


def _scape(rendering: str = "speakers") -> tuple[PotsSoundscape, ArraySink]:
    sink = ArraySink()
    return PotsSoundscape(offline_mixer(sink, clocked=False), rendering, seed=3), sink


def _lr(stereo: np.ndarray) -> float:
    left, right = channel_levels_db(stereo)
    return left - right


def test_a_shake_is_played_where_its_pot_stands_and_keeps_its_group() -> None:
    scape, sink = _scape()
    sound = scape.shake(4, "metal")
    scape.mixer.close()
    assert np.allclose(sink.samples()[: sound.shape[0]], sound)
    assert _lr(sound) > 6.0
    assert classify_group(sound.mean(axis=1)) == "metal"


def test_each_shake_is_a_new_performance() -> None:
    scape, _ = _scape()
    first, second = scape.shake_sound(5, "beads"), scape.shake_sound(5, "beads")
    assert first.shape != second.shape or not np.array_equal(first, second)


def test_a_claim_shakes_three_pots_in_quick_succession_left_to_right() -> None:
    scape, _ = _scape()
    sound = scape.claim_shakes([(7, "ball"), (8, "ball"), (9, "ball")])
    step = int(CLAIM_SPACING_SECONDS * SAMPLE_RATE)
    window = int(0.25 * SAMPLE_RATE)
    sides = [_lr(sound[k * step : k * step + window]) for k in range(3)]
    assert sides[0] > 6.0 and abs(sides[1]) < 3.0 and sides[2] < -6.0
    assert sound.shape[0] < 3.5 * SAMPLE_RATE


def test_the_secret_swap_is_the_same_whatever_the_game() -> None:
    first, _ = _scape()
    second = PotsSoundscape(offline_mixer(None), "speakers", seed=999)
    second.shake(1, "metal")
    second.slide(4, 6)
    assert np.array_equal(first.secret_swap(), second.secret_swap())


def test_a_public_swap_slides_from_one_pot_to_the_other() -> None:
    scape, _ = _scape()
    sound = scape.slide(1, 3, both_ways=False)
    quarter = int(SLIDE_SECONDS * SAMPLE_RATE) // 4  # the slide itself; its echo follows
    assert _lr(sound[:quarter]) > 3.0 and _lr(sound[3 * quarter : 4 * quarter]) < -3.0


def test_the_tour_taps_each_pot_in_order_and_speaks_its_number() -> None:
    scape, _ = _scape()
    spoken: list[int] = []

    def speak(position: int) -> np.ndarray:
        spoken.append(position)
        return np.full(int(0.3 * SAMPLE_RATE), 0.01 * position, np.float32)

    tour = scape.tour(speak)
    assert spoken == list(range(1, 10))
    assert scape.mixer.is_playing("speech") and scape.mixer.is_playing("sounds")
    scape.mixer.stop("speech")  # the taps go on without the numbers
    assert scape.mixer.is_playing("sounds") and not scape.mixer.is_playing("speech")
    assert tour.shape[0] > 9 * 0.3 * SAMPLE_RATE


def test_the_tour_without_speech_is_nine_taps_left_centre_right_row_by_row() -> None:
    scape, _ = _scape()
    tour = scape.tour()
    step = int(0.6 * SAMPLE_RATE)
    tap = int(0.1 * SAMPLE_RATE)
    sides = [_lr(tour[k * step : k * step + tap]) for k in range(9)]
    for row in range(3):
        left, centre, right = sides[3 * row : 3 * row + 3]
        assert left > 6.0 and abs(centre) < 1.0 and right < -6.0


def test_rendering_and_volumes_can_change_in_play() -> None:
    scape, _ = _scape("headphones")
    scape.set_rendering("speakers")
    assert scape.rendering == "speakers"
    with pytest.raises(ValueError):
        scape.set_rendering("surround")
    scape.set_volume("sounds", 0.4)
    assert scape.volume("sounds") == 0.4


def test_bad_arguments_are_refused_before_anything_plays() -> None:
    scape, sink = _scape()
    with pytest.raises(ValueError):
        scape.shake(10, "ball")
    with pytest.raises(ValueError):
        scape.shake(1, "gravel")
    scape.mixer.close()
    assert sink.samples().shape[0] == 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="voice-games")
    register(parser.add_subparsers(dest="command"))
    return parser


def test_the_sounds_command_writes_a_demo_wav(tmp_path: Path) -> None:
    out = tmp_path / "demo.wav"
    args = _parser().parse_args(["sounds", "--out", str(out), "--rendering", "speakers"])
    assert args.func(args) == 0
    with wave.open(str(out), "rb") as w:
        assert (w.getnchannels(), w.getframerate()) == (2, SAMPLE_RATE)
        assert w.getnframes() > 36 * SAMPLE_RATE  # 4 kinds x 9 positions, and more


def test_the_sounds_command_defaults(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    args = _parser().parse_args(["sounds"])
    assert args.game == "pots" and args.rendering == "headphones"
    monkeypatch.chdir(tmp_path)
    assert args.func(args) == 0
    assert (tmp_path / "pots-sounds.wav").is_file()


def test_the_devices_command_lists_or_says_there_are_none(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = _parser().parse_args(["devices"])
    code = args.func(args)
    printed = capsys.readouterr().out
    assert (code == 0 and printed.strip()) or (code == 1 and "No sound output" in printed)

"""Placing sounds on the board: columns by direction, rows by distance."""

from __future__ import annotations

import numpy as np
import pytest

from voice_games.audio.analysis import channel_levels_db, interaural_delay, level_db
from voice_games.audio.effects import locator_sound, public_swap, secret_swap_sound
from voice_games.audio.rattles import synthesize_shake
from voice_games.audio.spatial import RENDERINGS, glide, spatial_parts, spatialise
from voice_games.games.arabian_pots.places import place_of

LEFT, CENTRE, RIGHT = (1, 4, 7), (2, 5, 8), (3, 6, 9)
SOUNDS = ("noise", "ball", "metal", "beads")


def _sound(name: str, probe: np.ndarray) -> np.ndarray:
    return probe if name == "noise" else synthesize_shake(name, 11)


def _left_minus_right_db(stereo: np.ndarray) -> float:
    left, right = channel_levels_db(stereo)
    return left - right


@pytest.mark.parametrize("name", SOUNDS)
def test_speakers_put_the_left_column_left_the_centre_centred_and_right_right(
    name: str, noise_probe: np.ndarray
) -> None:
    sound = _sound(name, noise_probe)
    for left, centre, right in zip(LEFT, CENTRE, RIGHT, strict=True):
        assert _left_minus_right_db(spatialise(sound, place_of(left), "speakers")) > 6.0
        assert abs(_left_minus_right_db(spatialise(sound, place_of(centre), "speakers"))) < 1.0
        assert _left_minus_right_db(spatialise(sound, place_of(right), "speakers")) < -6.0


def test_speakers_have_no_time_difference(noise_probe: np.ndarray) -> None:
    for position in (1, 3, 7, 9):
        assert abs(interaural_delay(spatialise(noise_probe, place_of(position), "speakers"))) < 2e-5


def test_headphones_delay_the_far_ear_by_0_3_to_0_6_ms(noise_probe: np.ndarray) -> None:
    """Right channel lags for a left pot (positive), leads for a right pot."""
    for left, centre, right in zip(LEFT, CENTRE, RIGHT, strict=True):
        delays = [
            interaural_delay(spatialise(noise_probe, place_of(p), "headphones"))
            for p in (left, centre, right)
        ]
        assert 0.0003 <= delays[0] <= 0.0006
        assert abs(delays[1]) < 2e-5
        assert -0.0006 <= delays[2] <= -0.0003


@pytest.mark.parametrize("name", SOUNDS)
def test_headphones_also_lateralise_by_level_even_for_the_low_ball(
    name: str, noise_probe: np.ndarray
) -> None:
    sound = _sound(name, noise_probe)
    for left, centre, right in zip(LEFT, CENTRE, RIGHT, strict=True):
        assert _left_minus_right_db(spatialise(sound, place_of(left), "headphones")) > 6.0
        assert abs(_left_minus_right_db(spatialise(sound, place_of(centre), "headphones"))) < 1.0
        assert _left_minus_right_db(spatialise(sound, place_of(right), "headphones")) < -6.0


@pytest.mark.parametrize("rendering", RENDERINGS)
@pytest.mark.parametrize("name", SOUNDS)
def test_each_row_is_at_least_3_db_nearer_in_level_and_dry_to_reverb_ratio(
    rendering: str, name: str, noise_probe: np.ndarray
) -> None:
    sound = _sound(name, noise_probe)
    for column in range(3):
        levels, ratios = [], []
        for row in range(3):  # far (top) to near (bottom)
            dry, wet = spatial_parts(sound, place_of(row * 3 + column + 1), rendering)
            levels.append(level_db(dry + wet))
            ratios.append(level_db(dry) - level_db(wet))
        assert np.all(np.diff(levels) >= 3.0), levels
        assert np.all(np.diff(ratios) >= 3.0), ratios


def test_far_pots_sound_duller(noise_probe: np.ndarray) -> None:
    def treble_share(stereo: np.ndarray) -> float:
        spectrum = np.abs(np.fft.rfft(stereo[:, 0])) ** 2
        freqs = np.fft.rfftfreq(stereo.shape[0], 1 / 44100)
        return float(spectrum[freqs > 6000].sum() / spectrum.sum())

    far, near = (spatial_parts(noise_probe, place_of(p), "speakers")[0] for p in (2, 8))
    assert treble_share(far) < 0.8 * treble_share(near)


@pytest.mark.parametrize("rendering", RENDERINGS)
def test_a_slide_moves_from_one_position_to_the_other(rendering: str) -> None:
    source = synthesize_shake("beads", 1)  # a steady noisy source
    slid = glide(source, place_of(1), place_of(3), rendering)
    quarter = source.shape[0] // 4
    assert _left_minus_right_db(slid[:quarter]) > 3.0
    assert _left_minus_right_db(slid[3 * quarter : 4 * quarter]) < -3.0


def test_a_public_swap_is_two_soft_movements() -> None:
    swap = public_swap(np.random.default_rng(0), place_of(7), place_of(9), "speakers")
    assert _left_minus_right_db(swap[: int(0.15 * 44100)]) > 3.0  # the first pot leaves 7
    assert np.max(np.abs(swap)) < 0.5  # soft: never as loud as a rattle


def test_the_secret_swap_sound_is_the_same_whatever_happened_before() -> None:
    for rendering in RENDERINGS:
        before = np.array(secret_swap_sound(rendering))
        spatialise(synthesize_shake("metal", 3), place_of(1), rendering)  # other sounds in between
        public_swap(np.random.default_rng(8), place_of(1), place_of(2), rendering)
        assert np.array_equal(before, secret_swap_sound(rendering))
        assert abs(_left_minus_right_db(before)) < 1.0  # and it comes from no side


def test_locator_taps_differ_only_by_place() -> None:
    taps = [locator_sound(place_of(p), "speakers") for p in range(1, 10)]
    assert all(t.shape == taps[0].shape for t in taps)
    assert _left_minus_right_db(taps[0]) > 6.0 and _left_minus_right_db(taps[2]) < -6.0


def test_positions_outside_the_board_are_refused() -> None:
    for bad in (0, 10):
        with pytest.raises(ValueError, match="1 to 9"):
            place_of(bad)

"""Rattle synthesis: the three groups are told apart by ear, so by two spectral features
too; the silent pot is only handling; no two shakes are the same sound."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from voice_games.audio.analysis import (
    SILENT_MAX_RMS_DB,
    classify_group,
    level_db,
    max_correlation,
    spectral_features,
)
from voice_games.audio.rattles import GROUPS, SILENT, synthesize_shake

# The thresholds were derived from seeds 0-39; these tests draw other shakes.
FRESH_SEEDS = range(10_000, 10_100)


@pytest.mark.parametrize("group", GROUPS)
def test_a_fixed_two_feature_classifier_names_every_shake(group: str) -> None:
    """100 new shakes per group, 300 in all, with no error."""
    wrong = []
    for seed in FRESH_SEEDS:
        shake = synthesize_shake(group, seed)
        if classify_group(shake) != group:
            wrong.append((seed, spectral_features(shake)))
    assert wrong == []


def test_the_silent_pot_is_faint_handling_and_never_a_rattle() -> None:
    rng = np.random.default_rng(5)
    for _ in range(30):
        silent = synthesize_shake(SILENT, rng)
        assert np.any(silent != 0.0)
        assert -90.0 < level_db(silent) < SILENT_MAX_RMS_DB
    for group in GROUPS:
        for _ in range(30):
            assert level_db(synthesize_shake(group, rng)) > SILENT_MAX_RMS_DB + 6.0


@pytest.mark.parametrize("group", [*GROUPS, SILENT])
def test_no_two_shakes_of_a_group_correlate_above_0_6(group: str) -> None:
    """Over every pair of 32 shakes (496 pairs), at the best lag."""
    rng = np.random.default_rng(2024)
    shakes = [synthesize_shake(group, rng) for _ in range(32)]
    worst = max(max_correlation(a, b) for a, b in itertools.combinations(shakes, 2))
    assert worst <= 0.6


def test_a_generator_gives_a_new_performance_and_an_int_seed_repeats_one() -> None:
    rng = np.random.default_rng(1)
    first, second = synthesize_shake("beads", rng), synthesize_shake("beads", rng)
    assert first.shape != second.shape or not np.array_equal(first, second)
    assert np.array_equal(synthesize_shake("metal", 42), synthesize_shake("metal", 42))


def test_shakes_are_mono_float32_that_leave_headroom() -> None:
    for group in (*GROUPS, SILENT):
        shake = synthesize_shake(group, 3)
        assert shake.dtype == np.float32 and shake.ndim == 1
        assert 0.3 < shake.size / 44100 < 2.0
        assert np.max(np.abs(shake)) <= 0.6


def test_an_unknown_group_is_refused() -> None:
    with pytest.raises(ValueError, match="gravel"):
        synthesize_shake("gravel", 0)

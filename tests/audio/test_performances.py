"""Performances rendered ahead: ready at once, each used once, the same for a seed
whenever they are rendered."""

from __future__ import annotations

import itertools
import time

import numpy as np
import pytest

from voice_games.audio.analysis import max_correlation
from voice_games.audio.mixer import offline_mixer
from voice_games.audio.performances import DEPTH, PerformancePool
from voice_games.audio.rattles import GROUPS, SOUND_KINDS
from voice_games.games.arabian_pots.soundscape import CLAIM_SHAKE_SECONDS, PotsSoundscape


def test_a_shake_takes_a_ready_performance_and_the_pool_fills_up_again() -> None:
    pool = PerformancePool(11)
    assert pool.wait_ready()
    for group in SOUND_KINDS:
        assert pool.ready_count(group) == DEPTH
    started = time.perf_counter()
    pool.take("metal")
    taken_in = time.perf_counter() - started
    assert pool.rendered_on_demand == 0
    assert taken_in < 0.005  # nothing rendered: metal takes 10-30 ms to synthesise
    assert pool.ready_count("metal") == DEPTH - 1
    pool.refill()
    assert pool.wait_ready()
    assert pool.ready_count("metal") == DEPTH


@pytest.mark.parametrize("group", GROUPS)
def test_every_performance_is_used_once_and_no_two_are_alike(group: str) -> None:
    pool = PerformancePool(12)
    shakes = []
    for _ in range(10):
        shakes.append(pool.take(group))
        pool.refill()
    for a, b in itertools.combinations(shakes, 2):
        assert not np.shares_memory(a, b)
        assert max_correlation(a, b) <= 0.6


def test_a_seed_gives_the_same_shakes_however_the_rendering_ahead_is_timed() -> None:
    order = ["ball", "metal", "ball", "beads", "ball", "silent", "metal", "ball"]
    on_demand = PerformancePool(13, background=False)
    expected = [on_demand.take(g) for g in order]
    ahead = PerformancePool(13)
    hurried = []
    for k, group in enumerate(order):
        if k % 3 == 0:
            ahead.wait_ready()  # sometimes the pool is full, sometimes not
        hurried.append(ahead.take(group))
        ahead.refill()
    for a, b in zip(expected, hurried, strict=True):
        assert np.array_equal(a, b)
    # each group has its own stream: other groups taken in between change nothing
    alone = PerformancePool(13, background=False)
    balls = [shake for shake, group in zip(expected, order, strict=True) if group == "ball"]
    assert all(np.array_equal(alone.take("ball"), shake) for shake in balls)


def test_performances_are_read_only() -> None:
    shake = PerformancePool(14, background=False).take("beads")
    with pytest.raises(ValueError):
        shake[0] = 1.0


def test_the_soundscape_shakes_from_the_pool_and_slides_do_not_shift_its_shakes() -> None:
    first = PotsSoundscape(offline_mixer(None), "speakers", seed=15)
    first.performances.wait_ready()
    a1 = first.shake(1, "ball")
    first.slide(4, 6)
    a2 = first.shake(9, "ball")
    assert first.performances.rendered_on_demand == 0
    second = PotsSoundscape(offline_mixer(None), "speakers", seed=15, prerender=False)
    assert np.array_equal(second.shake(1, "ball"), a1)
    assert np.array_equal(second.shake(9, "ball"), a2)


def test_claims_draw_shorter_shakes_from_streams_of_their_own() -> None:
    scape = PotsSoundscape(offline_mixer(None), "speakers", seed=16)
    claim = scape.claim_shakes([(1, "beads"), (2, "beads"), (3, "beads")])
    assert claim.shape[0] > 0
    scape.performances.wait_ready()
    assert scape.performances.ready_count("beads", CLAIM_SHAKE_SECONDS) == DEPTH


def test_a_pool_that_is_dropped_is_not_rendered_for() -> None:
    pool = PerformancePool(17)
    pool.take("ball")
    pool.refill()
    del pool  # its waiting refill finds nothing to do and does not fail
    assert PerformancePool(18).wait_ready()

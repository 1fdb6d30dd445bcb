"""Earcons: each short, distinct from the others, and each can be switched off."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from voice_games.audio.analysis import max_correlation, spectral_features
from voice_games.audio.earcons import EARCON_NAMES, earcon
from voice_games.audio.mixer import ArraySink, offline_mixer
from voice_games.games.arabian_pots.soundscape import PotsSoundscape


def test_the_earcons_the_game_needs_exist() -> None:
    assert set(EARCON_NAMES) == {
        "your_turn",
        "understood",
        "not_understood",
        "illegal",
        "secret_swap",
        "lost_turn",
        "win",
    }


def test_earcons_are_short_centred_and_fixed() -> None:
    for name in EARCON_NAMES:
        sound = earcon(name)
        assert sound.dtype == np.float32 and sound.shape[1] == 2
        assert 0.05 <= sound.shape[0] / 44100 <= 1.5
        assert np.array_equal(sound[:, 0], sound[:, 1])
        assert np.array_equal(sound, earcon(name))


def test_no_two_earcons_are_alike() -> None:
    """Different waveforms (low correlation at every lag), and different in length or
    spectral centroid by a clear margin."""
    for a, b in itertools.combinations(EARCON_NAMES, 2):
        x, y = earcon(a)[:, 0], earcon(b)[:, 0]
        assert max_correlation(x, y) < 0.7, (a, b)
        length_ratio = max(x.size, y.size) / min(x.size, y.size)
        centroid_ratio = max(spectral_features(x)[0], spectral_features(y)[0]) / min(
            spectral_features(x)[0], spectral_features(y)[0]
        )
        assert length_ratio > 1.1 or centroid_ratio > 1.2, (a, b)


def test_each_earcon_can_be_switched_off_and_on() -> None:
    for name in EARCON_NAMES:
        sink = ArraySink()
        mixer = offline_mixer(sink, clocked=False)
        scape = PotsSoundscape(mixer, earcons=set(EARCON_NAMES) - {name})
        assert not scape.earcon_enabled(name)
        assert scape.earcon(name) is None
        mixer.wait()
        assert sink.samples().shape[0] == 0  # nothing at all was played
        scape.set_earcon_enabled(name, True)
        assert scape.earcon(name) is not None
        scape.set_earcon_enabled(name, False)
        assert scape.earcon(name) is None
        others = [n for n in EARCON_NAMES if n != name]
        assert all(scape.earcon_enabled(n) for n in others)


def test_an_unknown_earcon_is_refused() -> None:
    with pytest.raises(ValueError, match="fanfare"):
        earcon("fanfare")

"""The mixer, without a device: mixing, channels, volumes, the fallback, the WAV file."""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import numpy as np
import pytest

from voice_games.audio import mixer as mixer_module
from voice_games.audio.analysis import channel_levels_db
from voice_games.audio.mixer import (
    NO_PORTAUDIO,
    SAMPLE_RATE,
    ArraySink,
    WavSink,
    offline_mixer,
    open_mixer,
)
from voice_games.audio.rattles import synthesize_shake
from voice_games.audio.spatial import spatialise
from voice_games.games.arabian_pots.places import place_of


def _left(n: int, level: float = 0.3) -> np.ndarray:
    x = np.zeros((n, 2), np.float32)
    x[:, 0] = level * np.sin(np.arange(n) * 0.05)
    return x


def _right(n: int, level: float = 0.2) -> np.ndarray:
    x = np.zeros((n, 2), np.float32)
    x[:, 1] = level * np.sin(np.arange(n) * 0.07)
    return x


def read_wav(path: Path) -> np.ndarray:
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (2, 2, SAMPLE_RATE)
        data = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2")
    return data.reshape(-1, 2).astype(np.float32) / 32767.0


def test_overlapping_sounds_mix() -> None:
    sink = ArraySink()
    mixer = offline_mixer(sink, clocked=False)
    a, b = _left(5000), _right(3000)
    c = spatialise(synthesize_shake("ball", 1), place_of(5), "speakers")
    mixer.play(a)
    mixer.play(b)
    mixer.play(c)
    assert mixer.is_playing("sounds")
    assert mixer.wait()
    mixer.close()
    out = sink.samples()
    expected = np.zeros((max(5000, c.shape[0]), 2), np.float32)
    expected[:5000] += a
    expected[:3000] += b
    expected[: c.shape[0]] += c
    assert np.allclose(out[: expected.shape[0]], expected, atol=1e-6)


def test_a_mono_sound_plays_in_the_centre() -> None:
    sink = ArraySink()
    mixer = offline_mixer(sink, clocked=False)
    mixer.play(np.full(1000, 0.25, np.float32), "speech")
    mixer.close()
    out = sink.samples()
    assert np.array_equal(out[:1000, 0], out[:1000, 1]) and np.all(out[:1000] == 0.25)


def test_stopping_speech_leaves_the_rattle_playing() -> None:
    sink = ArraySink()
    mixer = offline_mixer(sink, clocked=False)
    speech, rattle = _right(2 * SAMPLE_RATE), _left(SAMPLE_RATE)
    mixer.play(speech, "speech")
    mixer.play(rattle, "sounds")
    assert not mixer.wait("speech", timeout=0.2)  # 0.2 s into both
    mixer.stop("speech")
    assert not mixer.is_playing("speech")
    assert mixer.is_playing("sounds")
    mixer.wait()
    mixer.close()
    out = sink.samples()
    cut = int(0.2 * SAMPLE_RATE)
    assert np.allclose(out[:SAMPLE_RATE, 0], rattle[:, 0])  # the whole rattle
    assert np.allclose(out[:cut, 1], speech[:cut, 1])  # speech until the stop ...
    assert not np.any(out[cut:, 1])  # ... and not one sample after


def test_stop_everything() -> None:
    mixer = offline_mixer(None, clocked=False)
    for channel in ("speech", "sounds", "earcons"):
        mixer.play(_left(10000), channel)
    mixer.stop()
    assert not mixer.is_playing()


def test_volumes_apply_per_channel_at_once() -> None:
    sink = ArraySink()
    mixer = offline_mixer(sink, clocked=False)
    mixer.set_volume("sounds", 0.5)
    mixer.set_volume("earcons", 0.0)
    assert mixer.volume("sounds") == 0.5 and mixer.volume("speech") == 1.0
    mixer.play(_left(4000), "sounds")
    mixer.play(_right(4000), "speech")
    mixer.play(_left(4000, 0.4), "earcons")
    mixer.wait(timeout=2000 / SAMPLE_RATE)
    mixer.set_volume("speech", 0.25)  # also for a sound already playing
    mixer.close()
    out = sink.samples()
    assert np.allclose(out[:4000, 0], 0.5 * _left(4000)[:, 0], atol=1e-7)
    assert np.allclose(out[:2000, 1], _right(4000)[:2000, 1], atol=1e-7)
    assert np.allclose(out[2000:4000, 1], 0.25 * _right(4000)[2000:, 1], atol=1e-7)


def test_volumes_are_clamped_and_channels_checked() -> None:
    mixer = offline_mixer(None)
    mixer.set_volume("speech", 3.0)
    assert mixer.volume("speech") == 2.0
    mixer.set_volume("speech", -1.0)
    assert mixer.volume("speech") == 0.0
    with pytest.raises(ValueError, match="music"):
        mixer.play(_left(10), "music")
    with pytest.raises(ValueError, match="shape"):
        mixer.play(np.zeros((10, 3), np.float32))


def test_the_mix_never_exceeds_full_scale() -> None:
    sink = ArraySink()
    mixer = offline_mixer(sink, clocked=False)
    for _ in range(5):
        mixer.play(np.full(100, 0.5, np.float32))
    mixer.close()
    assert np.max(np.abs(sink.samples())) <= 1.0


def test_without_portaudio_the_game_goes_on_in_text(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "sounddevice", None)  # import now fails
    mixer = open_mixer()
    assert mixer.fallback == (NO_PORTAUDIO, {})
    assert mixer.fallback_message == (
        "Sound is off because the PortAudio library is missing, so the game goes on in text."
    )
    mixer.play(_left(SAMPLE_RATE))
    assert mixer.is_playing()  # a sound "plays" for its length on the clock ...
    assert mixer.wait(timeout=5.0)  # ... but nobody waits for it
    assert not mixer.is_playing()
    mixer.stop("speech")
    mixer.close()


def test_audio_out_without_a_device_has_the_sounds_in_order(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Clocked: real time passes between calls, so starts are checked within 50 ms."""
    monkeypatch.setitem(sys.modules, "sounddevice", None)
    left = spatialise(synthesize_shake("metal", 1), place_of(1), "speakers")
    right = spatialise(synthesize_shake("beads", 2), place_of(3), "speakers")
    out = tmp_path / "game.wav"
    mixer = open_mixer(audio_out=out)
    assert mixer.fallback_message is not None and str(out) in mixer.fallback_message
    mixer.play(left)
    mixer.wait()
    mixer.play(right)
    mixer.wait()
    mixer.close()
    recorded = read_wav(out)
    begin = int(np.flatnonzero(np.any(recorded != 0, axis=1))[0])  # the clock ran from open
    assert begin < 0.05 * SAMPLE_RATE
    recorded = recorded[begin:]
    tolerance = int(0.05 * SAMPLE_RATE)
    start_right = left.shape[0]
    assert abs(recorded.shape[0] - (left.shape[0] + right.shape[0])) < tolerance
    first, second = recorded[: start_right - tolerance], recorded[start_right + tolerance :]
    assert np.subtract(*channel_levels_db(first)) > 6.0
    assert np.subtract(*channel_levels_db(second)) < -6.0


def test_an_offline_wav_has_each_sound_at_its_time_and_side(tmp_path: Path) -> None:
    out = tmp_path / "demo.wav"
    mixer = offline_mixer(WavSink(out), clocked=False)
    left = spatialise(synthesize_shake("ball", 3), place_of(4), "headphones")
    right = spatialise(synthesize_shake("metal", 4), place_of(9), "headphones")
    gap = np.zeros(SAMPLE_RATE // 2, np.float32)
    for sound in (left, gap, right):
        mixer.play(sound)
        mixer.wait()
    mixer.close()
    recorded = read_wav(out)
    start = left.shape[0] + gap.shape[0]
    assert recorded.shape[0] == start + right.shape[0]
    assert np.allclose(recorded[: left.shape[0]], left, atol=1.0 / 32767)
    assert not np.any(recorded[left.shape[0] : start])
    assert np.allclose(recorded[start:], right, atol=1.0 / 32767)
    assert np.subtract(*channel_levels_db(recorded[: left.shape[0]])) > 6.0
    assert np.subtract(*channel_levels_db(recorded[start:])) < -6.0


def test_an_unwritable_audio_out_is_a_sentence_not_a_crash(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "sounddevice", None)
    mixer = open_mixer(audio_out=tmp_path / "missing-folder" / "x.wav")
    assert mixer.fallback_message is not None
    mixer.play(_left(100))
    mixer.close()


def test_module_constants_are_the_agreed_ones() -> None:
    assert mixer_module.SAMPLE_RATE == 44100
    assert mixer_module.CHANNELS == ("speech", "sounds", "earcons")

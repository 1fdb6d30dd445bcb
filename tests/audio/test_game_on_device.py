"""A whole scripted game heard through the real path: `voice-games play pots` with espeak-ng
speech, the game's mixer, sounddevice and PortAudio, into an ALSA `type file` device.

The game runs once (about half a minute) in a child process whose default card is the
file device, paced to real time (`VOICE_GAMES_PACE_AUDIO=1`) so that the file holds the
game as a listener would hear it and stays small. Each command is typed only once the
game has gone quiet after the last one, as a player would wait, because a new command
cuts the sentence being spoken.

What was played is then taken apart. A seeded game sounds the same on every run, so each
rattle is rendered here too and found in the recording by its left-minus-right signal
(speech is centred, so it cancels there); what is left after taking the rattles out must
be centred speech, and a sentence as long as the one that announces each shake must
stand right before it.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from tests.support.alsa_device import (
    PACE_ENVIRONMENT,
    alsa_environment,
    alsa_file_device_usable,
    feed_when_quiet,
    read_playback,
    write_asoundrc,
)
from tests.support.cli import VOICE_GAMES, game_environment
from voice_games.audio.analysis import channel_levels_db
from voice_games.audio.mixer import SAMPLE_RATE, offline_mixer
from voice_games.audio.performances import PerformancePool
from voice_games.audio.spatial import spatial_parts
from voice_games.games.arabian_pots.places import place_of
from voice_games.games.arabian_pots.soundscape import PotsSoundscape


def _speech_missing() -> str | None:
    try:
        from voice_games.speech.tts import EspeakSynthesiser

        EspeakSynthesiser()
    except Exception as exc:  # no espeak-ng library, or no voice: nothing to hear
        return f"espeak-ng speech is not available: {exc}"
    return None


_skip = alsa_file_device_usable() or _speech_missing()
pytestmark = [pytest.mark.audio, pytest.mark.skipif(_skip is not None, reason=_skip or "")]

SEED = 5  # its pots 1, 3, 4, 7 and 9 rattle (metal, ball, ball, beads, beads)
RATE = 400  # words a minute (the fastest setting): the same game in less time
SHAKES = (1, 3, 4, 7, 9)  # side columns only: a centred rattle would cancel like speech
COMMANDS = ("random", "random", "random", *(f"shake {p}" for p in SHAKES))
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
NUMBERS |= {"eight": 8, "nine": 9}
QUIET_SECONDS = 0.6  # longer than any pause inside one answer of the game
FRAME_BYTES = 8  # float32 stereo
RATTLE_WINDOW = int(0.9 * SAMPLE_RATE)  # the shake itself; the next sentence comes later


@dataclass
class Rattle:
    position: int
    group: str
    start: int  # first frame of the rattle in the recording
    played: np.ndarray  # the recording over the rattle's own stretch
    drr_db: float  # dry to reverberant energy of the sound placed there


@dataclass
class Game:
    recording: np.ndarray
    speech: np.ndarray  # the recording with the rattles taken out
    rattles: list[Rattle]
    sentences: list[str]
    wall_seconds: float
    file_bytes: int


def _play(folder: Path) -> tuple[str, float, Path]:
    playback = folder / "playback.raw"
    env = alsa_environment(write_asoundrc(folder, playback=playback))
    env.update(game_environment(folder))
    env.update(PACE_ENVIRONMENT)
    command = [
        *VOICE_GAMES,
        *("play", "pots", "--input", "text", "--output", "speech", "--describe-sounds"),
        *("--rendering", "speakers", "--seed", str(SEED), "--rate", str(RATE)),
        *("--save", str(folder / "game.json")),
        # Signal sounds are centred like speech and can run into a sentence, which would
        # blur where each sentence begins and ends; they have their own tests.
        *("--earcons-off", "all"),
    ]
    started = time.monotonic()
    finished, _ = feed_when_quiet(command, env, playback, COMMANDS, QUIET_SECONDS)
    assert finished.returncode == 0, finished.stderr
    return finished.stdout, time.monotonic() - started, playback


def _find(signal: np.ndarray, pattern: np.ndarray) -> int:
    """Lag at which `pattern` best matches `signal` (plain cross-correlation by FFT)."""
    size = 1 << int(np.ceil(np.log2(signal.size + pattern.size)))
    spectrum = np.fft.rfft(signal, size) * np.conj(np.fft.rfft(pattern, size))
    return int(np.argmax(np.fft.irfft(spectrum, size)[: signal.size - pattern.size + 1]))


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> Game:
    folder = tmp_path_factory.mktemp("game_on_device")
    out, wall, playback = _play(folder)
    recording = read_playback(playback).astype(np.float64)
    said = re.findall(r"Pot (\w+): (\w+)\.", out)
    shaken = [(NUMBERS[word], group) for word, group in said]
    assert [p for p, _ in shaken] == list(SHAKES), out
    # the same shakes, rendered here: the seed fixes every performance of every group
    scape = PotsSoundscape(offline_mixer(None), "speakers", seed=SEED, prerender=False)
    pool = PerformancePool(SEED, background=False)
    side = recording[:, 0] - recording[:, 1]
    speech = recording.copy()
    rattles = []
    cursor = 0
    for position, group in shaken:
        expected = scape.shake_sound(position, group).astype(np.float64)
        dry, wet = spatial_parts(pool.take(group), place_of(position), "speakers")
        assert np.allclose(dry + wet, expected, atol=1e-5)
        at = cursor + _find(side[cursor:], expected[:, 0] - expected[:, 1])
        found = side[at : at + expected.shape[0]]
        assert np.allclose(found, expected[:, 0] - expected[:, 1], atol=1e-4), (
            f"the rattle of pot {position} is not in the recording whole"
        )
        speech[at : at + expected.shape[0]] -= expected
        first = int(np.flatnonzero(np.any(np.abs(expected) > 1e-4, axis=1))[0])
        start = at + first
        drr = 10.0 * np.log10(np.sum(dry**2) / np.sum(wet**2))
        played = recording[start : start + RATTLE_WINDOW]
        rattles.append(Rattle(position, group, start, played, drr))
        cursor = at + expected.shape[0] // 2
    return Game(recording, speech, rattles, said, wall, playback.stat().st_size)


def test_the_recording_keeps_to_real_time_so_it_stays_small(game: Game) -> None:
    seconds = game.file_bytes / FRAME_BYTES / SAMPLE_RATE
    assert seconds < game.wall_seconds + 2.0
    assert seconds > 0.8 * game.wall_seconds - 3.0  # and nothing was skipped


def test_the_speech_is_there_and_centred(game: Game) -> None:
    speech = game.speech
    assert np.max(np.abs(speech[:, 0] - speech[:, 1])) < 1e-4  # left equals right
    spoken = np.flatnonzero(np.abs(speech[:, 0]) > 1e-3)
    assert spoken.size > 5 * SAMPLE_RATE * 0.5  # seconds of it, not a click


def _last_utterance(mono: np.ndarray, end: int, pause: float = 0.3) -> tuple[int, int]:
    """(first, last) frame of the speech that ends last before frame `end`: sound with no
    pause of `pause` seconds or more inside it (a sentence has shorter ones)."""
    hop = SAMPLE_RATE // 100
    frames = mono[: end - end % hop].reshape(-1, hop)
    loud = np.flatnonzero(np.max(np.abs(frames), axis=1) > 1e-3)
    assert loud.size, "no speech before the rattle"
    first = len(loud) - 1
    while first > 0 and loud[first] - loud[first - 1] < pause * 100:
        first -= 1
    return int(loud[first]) * hop, (int(loud[-1]) + 1) * hop


def test_each_rattle_follows_the_sentence_that_announces_it(game: Game) -> None:
    """espeak-ng does not render a sentence the same way twice (its lengths differ by a
    few per cent), so the sentence is recognised by where it stands and how long it is."""
    from voice_games.speech.tts import EspeakSynthesiser

    synth = EspeakSynthesiser(voice="gmw/en", rate=RATE)
    mid = game.speech.mean(axis=1)
    for rattle in game.rattles:
        number = next(w for w, n in NUMBERS.items() if n == rattle.position)
        sentence = f"Pot {number}: {rattle.group}."
        said = synth.synthesise(sentence)
        voiced = np.flatnonzero(np.abs(said) > 1e-3)
        expected = (voiced[-1] - voiced[0]) / synth.sample_rate
        first, last = _last_utterance(mid, rattle.start)
        heard = (last - first) / SAMPLE_RATE
        assert abs(heard - expected) < 0.3 * expected, (sentence, heard, expected)
        # the sentence ends, then the rattle starts, with no more than a short breath
        assert 0 <= rattle.start - last < int(0.5 * SAMPLE_RATE), sentence
        # and nothing else is heard over the rattle's own stretch
        over = game.speech[rattle.start : rattle.start + RATTLE_WINDOW]
        assert np.max(np.abs(over)) < 1e-3, f"something plays over the rattle of {sentence!r}"


def test_each_rattle_sounds_on_its_columns_side(game: Game) -> None:
    for rattle in game.rattles:
        left_db, right_db = channel_levels_db(rattle.played)
        if (rattle.position - 1) % 3 == 0:
            assert left_db - right_db > 6.0, rattle.position
        else:
            assert right_db - left_db > 6.0, rattle.position


def _level_db(rattle: Rattle) -> float:
    """Peak level of the louder side: every shake is rendered to about the same peak, so
    the peak heard is the distance (and the side) it was placed at."""
    return float(20.0 * np.log10(np.max(np.abs(rattle.played))))


def test_each_row_is_at_least_3_db_from_the_next_in_level_or_dry_to_reverb_ratio(
    game: Game,
) -> None:
    row = {r.position: (r.position - 1) // 3 for r in game.rattles}  # 0 top (far) .. 2 near
    pairs = 0
    for near in game.rattles:
        for far in game.rattles:
            if row[near.position] <= row[far.position]:
                continue
            level = _level_db(near) - _level_db(far)
            drr = near.drr_db - far.drr_db
            assert level >= 3.0 or drr >= 3.0, (near.position, far.position, level, drr)
            pairs += 1
    assert pairs == 8  # top-middle 2, middle-bottom 2, top-bottom 4

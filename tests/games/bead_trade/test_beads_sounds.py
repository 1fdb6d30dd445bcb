"""Bead Trade's sounds on an offline mixer: clicks and knocks at their box, one click per
bead, a distinct signal for each kind of dealing, the round clock's thread, the tour, the
demonstration, and the sound settings."""

from __future__ import annotations

import time
import wave
from collections.abc import Callable, Iterator
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from voice_games.audio.analysis import channel_levels_db, max_correlation, spectral_features
from voice_games.audio.commands import render_demo
from voice_games.audio.earcons import EARCON_NAMES
from voice_games.audio.mixer import SAMPLE_RATE, ArraySink, Mixer, offline_mixer
from voice_games.audio.spatial import RENDERINGS
from voice_games.config import Settings
from voice_games.core import Event
from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.pieces import BOXES, COLOURS, NOTHING, Box, Colour, Piece
from voice_games.games.bead_trade.sounds import ROUND_CLOCK_SECONDS, BeadSounds, RoundClock
from voice_games.games.bead_trade.soundscape import (
    ANIMAL_PITCH,
    SIGNALS,
    BeadSoundscape,
    signal_sound,
    sound_demo,
    sounding_frames,
)

LID, BASE = Box.LID, Box.BASE


@pytest.fixture(autouse=True)
def _settings_in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings the sounds save go to a folder of the test's own."""
    monkeypatch.setenv("VOICE_GAMES_CONFIG_DIR", str(tmp_path / "config"))


def _mixer() -> tuple[Mixer, ArraySink]:
    sink = ArraySink()
    return offline_mixer(sink, clocked=False), sink


def _scape(rendering: str = "speakers", seed: int = 5) -> BeadSoundscape:
    mixer, _ = _mixer()
    return BeadSoundscape(mixer, rendering, seed=seed, prerender=False)


@pytest.fixture
def sounds() -> Iterator[BeadSounds]:
    made = BeadSounds(offline_mixer(ArraySink(), clocked=False), Settings(), seed=2)
    yield made
    made.close()


def _lr(stereo: np.ndarray) -> float:
    left, right = channel_levels_db(stereo)
    return left - right


def onsets(stereo: np.ndarray, hop: int = 110) -> list[int]:
    """Samples where a new sound starts: a 2.5 ms frame within 12 dB of the loudest that
    has risen 15 dB above the quietest of the 40 ms before it, at least 50 ms after the
    last onset."""
    x = np.asarray(stereo, dtype=np.float64)
    look, refractory = int(0.04 * SAMPLE_RATE / hop), int(0.05 * SAMPLE_RATE / hop)
    power = np.sum(x * x, axis=1) if x.ndim == 2 else x * x
    power = np.concatenate([np.zeros(look * hop), power])  # silence before the start
    frames = power[: power.size // hop * hop].reshape(-1, hop).mean(axis=1)
    level = 10 * np.log10(frames + 1e-20)
    top = float(level.max())
    found: list[int] = []
    for i, value in enumerate(level):
        if value < top - 12 or (found and i - found[-1] < refractory):
            continue
        if value - level[max(0, i - look) : i + 1].min() > 15:
            found.append(i)
    return [(i - look) * hop for i in found]


def _wait_for(condition: Callable[[], bool], timeout: float = 3.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.005)
    return condition()


# ----- the beads and the animals at their box --------------------------------------------


@pytest.mark.parametrize("rendering", RENDERINGS)
def test_beads_hidden_under_the_lid_click_on_the_left_and_under_the_base_on_the_right(
    rendering: str,
) -> None:
    scape = _scape(rendering)
    lid, base = scape.beads_hidden(LID, 3), scape.beads_hidden(BASE, 3)
    assert _lr(lid) > 6.0
    assert _lr(base) < -6.0


def test_what_a_box_plays_is_what_the_mixer_hears() -> None:
    mixer, sink = _mixer()
    scape = BeadSoundscape(mixer, "headphones", seed=1, prerender=False)
    sound = scape.beads_hidden("lid", 2)
    mixer.close()
    assert np.allclose(sink.samples()[: sound.shape[0]], sound)


@pytest.mark.parametrize("rendering", RENDERINGS)
@pytest.mark.parametrize("box", BOXES)
@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 8, 12, 20])
def test_one_click_per_bead(rendering: str, box: Box, count: int) -> None:
    sound = _scape(rendering, seed=count).beads_hidden(box, count)
    assert len(onsets(sound)) == count


def test_every_train_of_clicks_is_a_new_one_of_small_bright_clicks() -> None:
    scape = _scape()
    first, second = scape.clicks_sound(LID, 4), scape.clicks_sound(LID, 4)
    assert first.shape != second.shape or not np.array_equal(first, second)
    centroid, _ = spectral_features(first[:, 0])
    assert centroid > 2000.0


@pytest.mark.parametrize("rendering", RENDERINGS)
def test_an_animal_knocks_on_its_box_lower_and_duller_than_a_bead(rendering: str) -> None:
    scape = _scape(rendering)
    on_lid = scape.animal_placed(LID, Colour.PINK)
    on_base = scape.animal_placed("base", "blue")
    assert _lr(on_lid) > 4.0 and _lr(on_base) < -4.0
    for knock in (on_lid, on_base):
        assert spectral_features(knock.mean(axis=1))[0] < 800.0
        assert len(onsets(knock)) == 1  # the figure's settling is no second piece
    clicks = scape.clicks_sound(LID, 1)
    assert spectral_features(clicks.mean(axis=1))[0] > 3 * spectral_features(on_lid.mean(axis=1))[0]


def test_each_animal_has_its_weight_the_whale_lowest_and_the_crane_highest() -> None:
    assert sorted(ANIMAL_PITCH) == sorted(COLOURS)
    assert len(set(ANIMAL_PITCH.values())) == len(COLOURS)
    scape = _scape()

    def centroid(animal: Colour) -> float:
        knocks = [scape.knock_sound(LID, animal).mean(axis=1) for _ in range(5)]
        return float(np.median([spectral_features(k)[0] for k in knocks]))

    assert centroid(Colour.WHITE) > 1.4 * centroid(Colour.BLUE)


def test_bad_boxes_and_counts_are_refused_before_anything_plays() -> None:
    mixer, sink = _mixer()
    scape = BeadSoundscape(mixer, "speakers", seed=1, prerender=False)
    with pytest.raises(ValueError):
        scape.beads_hidden("top", 2)
    with pytest.raises(ValueError):
        scape.beads_hidden(LID, 0)
    with pytest.raises(ValueError):
        scape.animal_placed(BASE, "purple")
    with pytest.raises(ValueError):
        signal_sound("applause", "speakers")
    mixer.close()
    assert sink.samples().shape[0] == 0


# ----- the signals ---------------------------------------------------------------------


@pytest.mark.parametrize("rendering", RENDERINGS)
def test_the_signals_are_distinct_and_a_centre_trade_comes_from_the_centre(
    rendering: str,
) -> None:
    made = {name: signal_sound(name, rendering) for name in SIGNALS}
    names = list(made)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert max_correlation(made[a].mean(axis=1), made[b].mean(axis=1)) < 0.5, (a, b)
    assert abs(_lr(made["centre_trade"])) < 1.0
    # the centre trade rings ceramic, the trade between players is wooden and lower
    assert (
        spectral_features(made["centre_trade"].mean(axis=1))[0]
        > 1.5 * spectral_features(made["trade"].mean(axis=1))[0]
    )


def test_the_signals_are_the_same_every_time_and_the_tick_is_very_soft() -> None:
    first, second = _scape(seed=1), _scape(seed=99)
    second.beads_hidden(LID, 3)
    assert np.array_equal(first.trade(), second.trade())
    assert np.array_equal(first.centre_trade(), second.centre_trade())
    tick, round_end = first.tick(), first.round_end()
    assert float(np.max(np.abs(tick))) < 0.1 * float(np.max(np.abs(round_end)))
    assert float(np.max(np.abs(first.offer()))) < float(np.max(np.abs(first.trade())))


# ----- the adapter: a cue for each event ---------------------------------------------------


SOUNDING_EVENTS: list[Event] = [
    ev.BeadsHidden(player=0, box=LID, count=3),
    ev.AnimalPlaced(player=1, animal=Colour.BLUE, box=BASE, on_boxes=1),
    ev.OfferMade(
        offer=1, offerer=0, to=1, give_beads=2, give_animals=0, take_beads=1, take_animals=1
    ),
    ev.Traded(offer=1, offerer=0, to=1, give_beads=2, give_animals=0, take_beads=1, take_animals=1),
    ev.CentreTraded(player=2, gave=Piece.bead("pink"), took=Piece.bead("blue")),
    ev.TradingOpens(round=1, player=0),
    ev.RoundEnded(round=1, on_lid=(Colour.PINK,), on_base=(Colour.BLUE,)),
]


@pytest.mark.parametrize("event", SOUNDING_EVENTS, ids=lambda e: type(e).__name__)
def test_each_kind_of_event_has_a_cue_that_plays_on_the_sounds_channel(
    sounds: BeadSounds, event: Event
) -> None:
    cue = sounds.cue_for(event)
    assert cue is not None
    assert not sounds.mixer.is_playing()  # type: ignore[attr-defined]
    seconds = cue()
    assert 0.0 <= seconds < 3.0
    assert sounds.mixer.is_playing("sounds")  # type: ignore[attr-defined]
    assert not sounds.mixer.is_playing("earcons")  # type: ignore[attr-defined]


def test_a_cue_waits_until_its_sound_is_heard_but_not_for_its_echo(sounds: BeadSounds) -> None:
    cue = sounds.cue_for(ev.BeadsHidden(player=0, box=BASE, count=4))
    assert cue is not None
    seconds = cue()
    assert 0.4 < seconds < 1.2
    assert sounds.cue_for(ev.TradingOpens(round=1, player=0))() == 0.0  # type: ignore[misc]


def test_a_cue_s_clicks_are_heard_at_their_box_one_per_bead() -> None:
    mixer, sink = _mixer()
    sounds = BeadSounds(mixer, Settings(rendering="speakers"), seed=4)
    cue = sounds.cue_for(ev.BeadsHidden(player=1, box=BASE, count=5))
    assert cue is not None
    cue()
    mixer.wait()
    heard = sink.samples()
    assert len(onsets(heard)) == 5 and _lr(heard) < -6.0


QUIET_EVENTS: list[Event] = [
    ev.GameStarted(seats=3, rounds=3, animals_to_end=2),
    ev.WaitingForStart(round=1),
    ev.StoryTurn(player=0, seconds=30.0),
    ev.OfferTerms(owner=1, offer=1, offerer=0, to=1, give=NOTHING, take=NOTHING),
    ev.OfferClosed(offer=1, reason="declined"),
    ev.TradeReceived(owner=0, offer=1, partner=1, gave=NOTHING, received=NOTHING),
    ev.BeadsHiddenTypes(owner=0, box=LID, beads=NOTHING),
    ev.HoldingsRevealed(player=0, holdings=NOTHING),
    ev.BeadsHidden(player=0, box=LID, count=0),
    ev.GameOver(totals=(1, 2, 0), winners=(1,)),
]


@pytest.mark.parametrize("event", QUIET_EVENTS, ids=lambda e: type(e).__name__)
def test_other_events_have_no_sound(sounds: BeadSounds, event: Event) -> None:
    assert sounds.cue_for(event) is None


# ----- the round clock -------------------------------------------------------------------


def test_the_round_clock_ticks_every_ten_seconds_by_default(sounds: BeadSounds) -> None:
    assert ROUND_CLOCK_SECONDS == 10.0
    assert sounds.clock.interval == ROUND_CLOCK_SECONDS
    assert "every ten seconds" in sounds.tour_told


def test_the_round_clock_runs_from_trading_open_to_the_round_s_end() -> None:
    mixer, sink = _mixer()
    sounds = BeadSounds(mixer, Settings(), seed=3, clock_seconds=0.02)
    assert not sounds.clock.running
    sounds.cue_for(ev.TradingOpens(round=1, player=0))
    assert sounds.clock.running
    thread = sounds.clock.thread
    assert thread is not None and thread.daemon
    assert _wait_for(lambda: sounds.clock.ticks >= 3)
    sounds.cue_for(ev.TradingOpens(round=1, player=0))  # already running: the same clock
    assert sounds.clock.thread is thread
    sounds.cue_for(ev.RoundEnded(round=1, on_lid=(), on_base=()))
    assert not sounds.clock.running
    thread.join(1.0)
    assert not thread.is_alive()
    ticks = sounds.clock.ticks
    time.sleep(0.1)
    assert sounds.clock.ticks == ticks
    mixer.wait()
    assert float(np.max(np.abs(sink.samples()))) > 0.0  # the ticks were played

    sounds.cue_for(ev.TradingOpens(round=2, player=1))  # the next round: a new clock
    assert sounds.clock.running and sounds.clock.thread is not thread
    sounds.cue_for(ev.GameOver(totals=(0, 0, 0), winners=(0, 1, 2)))
    assert not sounds.clock.running


def test_close_stops_the_clock_at_once_without_waiting_for_a_tick() -> None:
    sounds = BeadSounds(offline_mixer(None, clocked=False), Settings(), seed=3)
    sounds.cue_for(ev.TradingOpens(round=1, player=0))
    thread = sounds.clock.thread
    assert thread is not None and thread.is_alive()
    started = time.monotonic()
    sounds.close()
    assert time.monotonic() - started < 0.1
    thread.join(1.0)
    assert not thread.is_alive() and sounds.clock.ticks == 0
    sounds.close()  # closing twice is harmless


def test_a_tick_that_fails_does_not_stop_the_clock() -> None:
    calls: list[int] = []

    def tick() -> None:
        calls.append(1)
        if len(calls) == 1:
            raise RuntimeError("no device")

    clock = RoundClock(tick, 0.01)
    clock.start()
    assert _wait_for(lambda: clock.ticks >= 2)
    clock.stop()
    assert clock.thread is not None
    clock.thread.join(1.0)
    assert not clock.thread.is_alive()
    with pytest.raises(ValueError):
        RoundClock(tick, 0.0)


# ----- the tour and the demonstration --------------------------------------------------


def test_the_tour_plays_the_lid_on_the_left_then_the_base_on_the_right() -> None:
    tour = _scape("headphones").tour()
    starts = onsets(tour)[:5]
    window = int(0.04 * SAMPLE_RATE)
    sides = [_lr(tour[s : s + window]) for s in starts]
    assert all(side > 6.0 for side in sides[:3]), sides
    assert all(side < -6.0 for side in sides[3:5]), sides
    assert tour.shape[0] > 5 * SAMPLE_RATE


def test_the_tour_says_each_count_after_its_clicks_and_tells_what_was_heard(
    sounds: BeadSounds,
) -> None:
    said: list[int] = []

    def speak(count: int) -> np.ndarray:
        said.append(count)
        return np.full(int(0.3 * SAMPLE_RATE), 0.01, np.float32)

    sounds.speak = speak
    seconds = sounds.tour_cue()()
    assert said == [3, 2]
    assert seconds > 5.0
    mixer = sounds.mixer
    assert mixer.is_playing("speech") and mixer.is_playing("sounds")  # type: ignore[attr-defined]
    told = sounds.tour_told
    order = [
        "three beads hidden under the lid",
        "left",
        "two under the base",
        "right",
        "an animal",
        "an offer",
        "a trade between players",
        "a trade with the centre",
        "the end of a round",
        "round clock",
    ]
    places = [told.index(part) for part in order]
    assert places == sorted(places), told


def test_a_voice_that_fails_leaves_the_tour_s_sounds(sounds: BeadSounds) -> None:
    def speak(count: int) -> np.ndarray:
        raise RuntimeError("no voice")

    sounds.speak = speak
    assert sounds.tour_cue()() > 5.0
    assert not sounds.mixer.is_playing("speech")  # type: ignore[attr-defined]


def test_the_demonstration_plays_every_sound_in_turn() -> None:
    mixer, sink = _mixer()
    demo = sound_demo(mixer, "speakers", 1)
    assert len(demo) == 2 * 3 + 2 * len(COLOURS) + len(SIGNALS) + 1
    for play in demo:
        before = sink.samples().shape[0]
        played = play()
        assert isinstance(played, np.ndarray) and sounding_frames(played) > 0
        assert mixer.is_playing("sounds")
        mixer.wait()
        assert sink.samples().shape[0] > before
    mixer.close()


def test_the_demonstration_is_written_as_the_sounds_command_writes_it(tmp_path: Path) -> None:
    out = tmp_path / "beads-sounds.wav"
    render_demo(SimpleNamespace(sound_demo=sound_demo), out, "headphones", 7)
    with wave.open(str(out), "rb") as w:
        assert (w.getnchannels(), w.getframerate()) == (2, SAMPLE_RATE)
        assert w.getnframes() > 20 * SAMPLE_RATE


# ----- settings --------------------------------------------------------------------------


def test_the_volume_changes_in_steps_within_bounds_and_is_kept(sounds: BeadSounds) -> None:
    assert sounds.change_volume(0.2) == "Bead Trade sounds at 120 percent."
    assert sounds.mixer.volume("sounds") == 1.2  # type: ignore[attr-defined]
    assert Settings.load().sound_volume == 1.2
    for _ in range(10):
        sounds.change_volume(0.2)
    assert sounds.settings.sound_volume == 2.0
    for _ in range(20):
        said = sounds.change_volume(-0.2)
    assert said == "Bead Trade sounds at 0 percent."
    assert sounds.mixer.volume("sounds") == 0.0  # type: ignore[attr-defined]


def test_signal_sounds_switch_off_and_on(sounds: BeadSounds) -> None:
    mixer = sounds.mixer
    assert sounds.earcon_audible("your_turn")
    assert sounds.set_earcons(False) == "Signal sounds off."
    assert not any(sounds.earcon_audible(name) for name in EARCON_NAMES)
    assert sounds.earcon("your_turn") == 0.0
    assert not mixer.is_playing("earcons")  # type: ignore[attr-defined]
    assert Settings.load().earcons_off == list(EARCON_NAMES)
    assert sounds.set_earcons(True) == "Signal sounds on."
    assert sounds.earcon("your_turn") == 0.0  # nothing waits for an earcon
    assert mixer.is_playing("earcons")  # type: ignore[attr-defined]
    assert Settings.load().earcons_off == []


def test_the_settings_a_player_keeps_are_applied() -> None:
    settings = Settings(
        earcons_off=["win"], earcon_volume=0.0, sound_volume=0.5, rendering="speakers"
    )
    sounds = BeadSounds(offline_mixer(None, clocked=False), settings, seed=1)
    assert sounds.scape.rendering == "speakers"
    assert sounds.mixer.volume("sounds") == 0.5  # type: ignore[attr-defined]
    assert not sounds.scape.earcon_enabled("win") and sounds.scape.earcon_enabled("illegal")
    assert not sounds.earcon_audible("illegal")  # the earcons' channel is muted


def test_the_sentences_come_from_the_catalogue() -> None:
    sounds = BeadSounds(offline_mixer(None, clocked=False), Settings(), seed=1, language="pseudo")
    for said in (sounds.tour_told, sounds.change_volume(0.0), sounds.set_earcons(True)):
        assert said.startswith("⟦") and said.endswith("⟧")

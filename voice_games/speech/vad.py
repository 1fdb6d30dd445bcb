"""End-pointing: where an utterance starts and ends in a stream of samples.

Energy in 10 ms frames against a noise floor that follows the room: it starts at the
first frame heard, falls at once to a quieter frame and rises slowly, so speech does
not raise it. A sound that starts loud and stays loud (a fan switched on, a kettle) is
taken for speech at first; but speech rises and falls, so a sound that for two seconds
stays far above the floor and within a few decibels of itself is the room getting
louder: the floor rises to it and that sound is dropped. Times are counted in samples,
not on the clock, because a capture device may deliver seconds of audio at once (a file
device does)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np


@dataclass
class EndpointerSettings:
    start_db: float = 12.0  # above the floor: speech
    stay_db: float = 6.0  # above the floor: still speech (hysteresis)
    # In a steady room (a fan, a hum, white noise) the quiet frames stay within a
    # decibel or two of the floor, and words 10 dB over it reach 12 dB only on their
    # loudest vowels: there speech starts `steady_start_margin_db` above the room's own
    # rises (the 95th percentile of the last `room_ms` of quiet frames over the floor),
    # never less than `min_start_db`. A room that rises and falls (talk) keeps `start_db`.
    min_start_db: float = 6.0
    steady_start_margin_db: float = 5.0
    room_ms: int = 2000
    # A frame counts as the room only this long after it was heard, if no utterance
    # started meanwhile: the first syllables of words in noise often stay under the
    # start threshold for a few hundred milliseconds, and counted at once they raised
    # it to `start_db` before the words could reach it ('complete the' of *complete
    # the bottom row* lost in white noise 10 dB under the words).
    room_lag_ms: int = 500
    start_ms: int = 60  # this much loud sound starts an utterance
    hangover_ms: int = 400  # this much quiet ends it
    # kept from before the start, soft first consonants; counted back from the moment
    # speech is known to have started, so `start_ms` of it are already the words
    preroll_ms: int = 250
    # In a steady noise (the start threshold lowered, above, and the words' loudest
    # stretch less than `noisy_words_db` over the floor), more of the room is kept
    # before the words: Whisper hears words in steady noise better after hearing the
    # noise alone (white noise 10 dB under the words: 69 -> 77 % of commands), while
    # before talk it only hears more talk, and in a quiet room silence.
    steady_preroll_ms: int = 550
    noisy_words_db: float = 30.0
    min_ms: int = 150  # less sound than this is a click or a knock, not words
    max_ms: int = 8000  # nobody's command is longer; cut runaway babble
    floor_rise_db_per_s: float = 3.0
    min_floor_db: float = -75.0
    # At the start or end of an utterance, sound this far below its loudest stretch is
    # someone farther from the microphone: table talk that started the utterance before
    # the player spoke, or went on after. It is cut away (keeping `preroll_ms` before
    # and `hangover_ms` after the player's words), so that a wake word is still the
    # first thing heard. None: keep everything.
    trim_db: float | None = 15.0
    trim_smooth_ms: int = 50
    # In a room of talk (not a steady noise), others' talk that ran into the player's
    # words is often less than `trim_db` below them: at a loud table the utterance
    # began up to a second early, and Whisper wrote the talk ('Five. Five. Five.'). So
    # there the player's words begin at the first stretch within `talk_lead_db` of the
    # loudest (levels over `end_smooth_ms`), and `talk_before_ms` are kept before it.
    # Every benchmark command's first stretch that loud comes at most 390 ms into its
    # words (5 voices, 2 rates), so the player's own soft first syllables stay. Commands
    # in talk 10 dB down, through the open microphone: 67.1 -> 72.6 % (9 dB: 69.1, 6 dB:
    # 72.9, 5 dB: 71.4). None: cut at `trim_db` alone.
    talk_lead_db: float | None = 7.0
    talk_before_ms: int = 400
    # This much quiet after speech is a pause: the speech so far is offered to
    # `on_pause` while the hangover runs, so it can be decoded before the utterance
    # is known to have ended.
    pause_ms: int = 150
    # Quiet also means this far below the utterance's loudest stretch (levels averaged
    # over `end_smooth_ms`, which bridges the short gaps inside words): talk that goes
    # on behind the player does not hold the utterance open. None: the floor alone.
    end_drop_db: float | None = 15.0
    end_smooth_ms: int = 100
    # At a loud table the others' talk is often less than `end_drop_db` below the
    # player's words, and the utterance would run on to `max_ms`. Sound this far below
    # the loudest stretch for `end_soft_ms` (longer than the hangover: a player's own
    # soft syllables never last so long) also ends it. None: only `end_drop_db`.
    end_soft_db: float | None = 8.0
    end_soft_ms: int = 700
    # An utterance this long whose quietest tenth stays `start_db` above the floor,
    # and whose loudest tenth is within `steady_spread_db` of its quietest, is the room
    # getting louder, not speech.
    steady_ms: int = 2000
    steady_spread_db: float = 8.0


class Endpointer:
    """`on_pause`, when given, hears the speech so far at every pause (`pause_ms`) and
    answers True to end the utterance there (it was a whole command). After an
    utterance is yielded, `ended_after_pause` says whether it is the speech last
    offered to `on_pause` (nothing loud came after it), only followed by more quiet."""

    def __init__(
        self,
        rate: int,
        settings: EndpointerSettings | None = None,
        on_pause: Callable[[np.ndarray], bool] | None = None,
    ) -> None:
        self.rate = rate
        self.on_pause = on_pause
        self.ended_after_pause = False
        self._paused = False
        self.settings = settings or EndpointerSettings()
        self.frame = rate // 100
        self.floor_db = -50.0
        self._heard_any = False
        self._pending = np.zeros(0, np.float32)
        most = max(self.settings.preroll_ms, self.settings.steady_preroll_ms)
        self._preroll: deque[np.ndarray] = deque(maxlen=max(1, most // 10))
        self._speech: list[np.ndarray] = []
        self._levels: list[float] = []  # of the frames since the utterance started
        self._peak_db = -130.0  # its loudest stretch so far (levels over end_smooth_ms)
        self._loud_run = 0
        self._quiet_run = 0
        self._soft_run = 0
        self.in_speech = False
        self.level_db = -120.0
        # the quiet frames' levels over the floor, for the room's own rises
        self._room: deque[float] = deque(maxlen=max(1, self.settings.room_ms // 10))
        # the latest frames, not yet known to be the room (`room_lag_ms`)
        self._recent: deque[float] = deque()
        self._start_db = self.settings.start_db
        self._room_frames = 0
        self._before_ms = self.settings.preroll_ms  # of room kept before the words

    def reset(self) -> None:
        self._speech.clear()
        self._preroll.clear()
        self._loud_run = self._quiet_run = self._soft_run = 0
        self.in_speech = False
        self._paused = False

    def feed(self, samples: np.ndarray) -> Iterator[np.ndarray]:
        """Yield every utterance that ends within `samples`."""
        data = np.concatenate([self._pending, samples.astype(np.float32, copy=False)])
        count = data.size // self.frame
        self._pending = data[count * self.frame :]
        s = self.settings
        rise = s.floor_rise_db_per_s / 100
        for index in range(count):
            frame = data[index * self.frame : (index + 1) * self.frame]
            power = float(np.mean(np.square(frame, dtype=np.float64)))
            level = 10 * np.log10(power) if power > 1e-13 else -130.0
            self.level_db = level
            if not self._heard_any:
                # the room as the microphone opens, not a guess
                self.floor_db = max(level, s.min_floor_db)
                self._heard_any = True
            if level < self.floor_db:
                self.floor_db = max(level, s.min_floor_db)
            elif not self.in_speech:
                self.floor_db = min(self.floor_db + rise, level)
            utterance = self._step(frame, level)
            if utterance is not None:
                yield utterance

    def _step(self, frame: np.ndarray, level: float) -> np.ndarray | None:
        s = self.settings
        if not self.in_speech:
            self._preroll.append(frame)
            self._listen_to_room(level)
            self._loud_run = self._loud_run + 1 if level > self.floor_db + self._start_db else 0
            if self._loud_run * 10 >= s.start_ms:
                self.in_speech = True
                self._recent.clear()  # the start of the words, not the room
                steady = self._start_db < s.start_db
                self._before_ms = s.steady_preroll_ms if steady else s.preroll_ms
                kept = self._before_ms // 10
                self._speech = list(self._preroll)[-kept:] if kept else []
                self._levels = []
                self._peak_db = -130.0
                self._preroll.clear()
                self._quiet_run = self._soft_run = 0
            return None
        self._speech.append(frame)
        self._levels.append(level)
        if len(self._levels) * 10 >= s.steady_ms and len(self._levels) % 10 == 0:
            quiet, loud = np.percentile(self._levels, (10, 90))
            # from its start, never near the floor and never much louder than its own
            # quiet moments: the room got louder (a fan), not talk, which rises and
            # falls by far more even when two people talk at once
            # (over the floor by the threshold that started it: in a steady room a sound
            # 6 dB up starts an utterance, and must become the room too)
            if quiet > self.floor_db + self._start_db and loud - quiet < s.steady_spread_db:
                self.floor_db = float(quiet)
                self.reset()
                return None
        loud = level > self.floor_db + s.stay_db
        soft = not loud
        if s.end_drop_db is not None:
            # the talker's own words, not softer talk behind them: in a room where others
            # never stop, the utterance still ends when the player does
            recent = np.asarray(self._levels[-max(1, s.end_smooth_ms // 10) :])
            smooth = float(10 * np.log10(np.mean(np.power(10.0, recent / 10))))
            self._peak_db = max(self._peak_db, smooth)
            loud = loud and smooth > self._peak_db - s.end_drop_db
            soft = not loud or (
                s.end_soft_db is not None and smooth <= self._peak_db - s.end_soft_db
            )
        self._quiet_run = 0 if loud else self._quiet_run + 1
        self._soft_run = self._soft_run + 1 if soft else 0
        if self._quiet_run == 0:
            self._paused = False
        length_ms = len(self._speech) * 10
        # the sound since the start, not the pre-roll: a click must not pass for words
        spoken_ms = s.start_ms + (len(self._levels) - self._quiet_run) * 10
        if (
            self.on_pause is not None
            and self._quiet_run * 10 == s.pause_ms
            and s.pause_ms < s.hangover_ms
            and spoken_ms >= s.min_ms
        ):
            first, last = self._nearest_talker()
            if self.on_pause(np.concatenate(self._speech[first:last])):
                self.reset()
                return None
            self._paused = True
        softly_ended = s.end_soft_db is not None and self._soft_run * 10 >= s.end_soft_ms
        if self._quiet_run * 10 >= s.hangover_ms or softly_ended or length_ms >= s.max_ms:
            first, last = self._nearest_talker()
            speech = np.concatenate(self._speech[first:last])
            self.ended_after_pause = self._paused
            self.reset()
            if spoken_ms >= s.min_ms:
                return speech
        return None

    def _listen_to_room(self, level: float) -> None:
        """Follow how far the room's quiet frames rise over the floor, and with them the
        level at which speech starts (`_start_db`, between `min_start_db` and
        `start_db`). Every 100 ms, once half a second of the room is heard (after
        `room_lag_ms`)."""
        s = self.settings
        self._recent.append(level - self.floor_db)
        if len(self._recent) <= s.room_lag_ms // 10:
            return
        self._room.append(self._recent.popleft())
        self._room_frames += 1
        enough = min(50, self._room.maxlen or 1)
        if len(self._room) >= enough and self._room_frames % 10 == 0:
            rises = float(np.percentile(self._room, 95))
            self._start_db = min(s.start_db, max(s.min_start_db,
                                                 rises + s.steady_start_margin_db))

    def _nearest_talker(self) -> tuple[int, int]:
        """The frames to keep: from `preroll_ms` (in steady noise `steady_preroll_ms`)
        before the first loud stretch to `hangover_ms` after the last, where loud is
        within `trim_db` of the utterance's loudest stretch (levels averaged over
        `trim_smooth_ms`, so that a click is no stretch); in a room of talk the first
        loud stretch is within `talk_lead_db` (`talk_before_ms` kept before it)."""
        s = self.settings
        count = len(self._speech)
        if s.trim_db is None or count == 0:
            return 0, count
        power = np.mean(np.square(np.stack(self._speech), dtype=np.float64), axis=1)
        levels = smoothed_db(power, s.trim_smooth_ms)
        loud = np.flatnonzero(levels >= levels.max() - s.trim_db)
        before = self._before_ms if levels.max() - self.floor_db < s.noisy_words_db else (
            s.preroll_ms
        )
        start = int(loud[0])
        talk_room = self._before_ms == s.preroll_ms  # not a steady noise
        if talk_room and s.talk_lead_db is not None:
            wide = smoothed_db(power, s.end_smooth_ms)
            near = int(np.flatnonzero(wide >= wide.max() - s.talk_lead_db)[0])
            if near > start:
                start, before = near, max(before, s.talk_before_ms)
        first = max(0, start - before // 10)
        last = min(count, int(loud[-1]) + 1 + s.hangover_ms // 10)
        return first, last


def held_words(
    samples: np.ndarray, rate: int, settings: EndpointerSettings | None = None
) -> np.ndarray:
    """What a push-to-talk key held, as Whisper should hear it. At a table of talk a key
    pressed early holds the others' talk before the player's words, as an open
    microphone's utterance did: cut it the same way, at the first stretch within
    `talk_lead_db` of the loudest, `talk_before_ms` kept before it. In a steady room
    (quiet, a fan, white noise) all of it is kept: Whisper hears words in steady noise
    better after the noise alone. Steady is judged as the end-pointer judges it: the
    room before the words rises less than `start_db` - `steady_start_margin_db` over
    its quietest frames. Talk that stays `trim_db` under the words is kept too."""
    s = settings or EndpointerSettings()
    frame = rate // 100
    count = samples.size // frame
    if s.talk_lead_db is None or count == 0:
        return samples
    power = np.mean(np.square(samples[: count * frame].reshape(count, frame),
                              dtype=np.float64), axis=1)
    wide = smoothed_db(power, s.end_smooth_ms)
    near = int(np.flatnonzero(wide >= wide.max() - s.talk_lead_db)[0])
    first = near - s.talk_before_ms // 10
    # too little before the kept part to cut, or to tell the room by
    if first * 10 < s.min_ms:
        return samples
    room = 10 * np.log10(np.maximum(power[:first], 1e-13))
    rises = float(np.percentile(room, 95) - np.percentile(room, 5))
    if rises + s.steady_start_margin_db < s.start_db:
        return samples
    # talk further down than `trim_db` is a murmur, which Whisper hears as the room
    # (cut, talk 20 dB down lost 7 of 105 commands)
    if s.trim_db is not None and float(wide[:first].max()) < float(wide.max()) - s.trim_db:
        return samples
    return samples[first * frame :]


def smoothed_db(power: np.ndarray, milliseconds: int) -> np.ndarray:
    """The level in dB of each 10 ms frame's power averaged over `milliseconds` around
    it: a stretch of sound, not a click or the gap inside a word."""
    width = max(1, min(power.size, milliseconds // 10))
    smooth = np.convolve(power, np.ones(width) / width, mode="same")
    return np.asarray(10 * np.log10(np.maximum(smooth, 1e-13)))

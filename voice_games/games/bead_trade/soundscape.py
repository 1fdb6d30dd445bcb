"""What Bead Trade sounds like: the table's events turned into placed sounds on the mixer.

The listener sits before the two boxes: the lid on the left, the base on the right, the
centre (the absent players' pieces) straight ahead between them. Beads hidden under a
box click there, one small ceramic click per bead; an animal set on a box is a softer,
heavier knock there, a little lower or higher for each animal. The signals of the
trading (an offer, a trade between players, a trade with the centre, the round's end,
the round clock's tick) are short figures of wood and ceramic, each its own, and the
same every time.

Every method renders its sound and starts it at once on the mixer; none waits. Each
returns the stereo buffer it played (None if nothing was played), which makes the sound
of a game checkable and recordable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache

import numpy as np

from voice_games.audio.clicks import (
    CLICK_SECONDS,
    SLOWEST_CLICKS_SECONDS,
    bowl_strike,
    click_train,
    clock_tick,
    knock,
    seconds_apart,
    wood_note,
)
from voice_games.audio.earcons import EARCON_NAMES
from voice_games.audio.earcons import earcon as earcon_sound
from voice_games.audio.mixer import SAMPLE_RATE, Mixer, as_stereo
from voice_games.audio.performances import in_background
from voice_games.audio.spatial import Place, Rendering, check_rendering, prepare, spatialise
from voice_games.games.bead_trade.pieces import BOXES, COLOURS, Box, Colour

BOX_PLACES: dict[Box, Place] = {Box.LID: Place(-45.0, 1.5), Box.BASE: Place(45.0, 1.5)}
"""Where each box stands for the listener: clearly apart, well to either side, a little
in front (near enough that the room's echo never blurs the count of the clicks)."""
CENTRE = Place(0.0, 1.5)
"""The centre, between the boxes."""
NEAR = Place(0.0, 2.0)
"""Straight ahead and close: where the players' own dealings are heard."""
FAR = Place(0.0, 0.5)
"""Straight ahead, far: the round clock ticks in the background."""

ANIMAL_PITCH: dict[Colour, float] = {
    Colour.PINK: 0.8,  # the bull: heavy and low
    Colour.YELLOW: 1.15,  # the snake
    Colour.GREEN: 0.9,  # the turtle
    Colour.WHITE: 1.3,  # the crane: the lightest
    Colour.BLUE: 0.72,  # the whale: the heaviest
}
"""Each animal's figure knocks a little lower (heavier) or higher (lighter) than another,
so that with practice the animal is heard, not only that one was set down."""

MANY_CLICKS = 12
"""Click trains up to this many beads share one prepared placement at each box; longer
ones are placed just as well, a little slower the first time."""
TOUR_LID_BEADS = 3
TOUR_BASE_BEADS = 2
TOUR_GAP_SECONDS = 0.7  # from the end of one sound of the tour to the next
TOUR_SPEECH_DELAY_SECONDS = 0.2  # a count follows its clicks

_PLACED_FRAMES = int((MANY_CLICKS * SLOWEST_CLICKS_SECONDS + CLICK_SECONDS + 0.05) * SAMPLE_RATE)


def _mix_at(parts: Sequence[tuple[int, np.ndarray]]) -> np.ndarray:
    """Stereo buffers placed at sample offsets and summed."""
    if not parts:
        return np.zeros((0, 2), np.float32)
    end = max(offset + part.shape[0] for offset, part in parts)
    out = np.zeros((end, 2), dtype=np.float32)
    for offset, part in parts:
        out[offset : offset + part.shape[0]] += part
    return out


def sounding_frames(sound: np.ndarray, floor_db: float = -30.0) -> int:
    """Frames until `sound` has fallen for good below `floor_db` under its peak: how long
    it is heard as itself, its faint echo left out."""
    if sound.shape[0] == 0:
        return 0
    mag = np.abs(sound) if sound.ndim == 1 else np.max(np.abs(sound), axis=1)
    loud = np.flatnonzero(mag > float(mag.max()) * 10 ** (floor_db / 20.0))
    return int(loud[-1]) + 1 if loud.size else 0


# -- the signals: fixed, so each is learnt once ---------------------------------------------


def offer_mono() -> np.ndarray:
    """An offer: one soft wooden note whose pitch rises a little, as a voice asks."""
    return wood_note(740.0, 0.3, level=0.16, rise=1.19)


def trade_mono() -> np.ndarray:
    """A trade between players: two wooden notes rising a fifth, "tok-tik", as pieces go
    from hand to hand."""
    return seconds_apart(wood_note(587.0, 0.25), wood_note(880.0, 0.3), gap=0.11)


def centre_trade_mono() -> np.ndarray:
    """A trade with the centre: two small ceramic rings of one pitch, a piece out and a
    piece in, one for one."""
    return seconds_apart(bowl_strike(1320.0, 0.45, 0.3), bowl_strike(1320.0, 0.5, 0.3), gap=0.14)


def round_end_mono() -> np.ndarray:
    """The round is over: a low ceramic bowl struck twice, falling, that rings on."""
    return seconds_apart(bowl_strike(262.0, 1.4, 0.45), bowl_strike(196.0, 1.6, 0.45), gap=0.35)


SIGNALS: dict[str, tuple[Callable[[], np.ndarray], Place]] = {
    "offer": (offer_mono, NEAR),
    "trade": (trade_mono, NEAR),
    "centre_trade": (centre_trade_mono, CENTRE),
    "round_end": (round_end_mono, CENTRE),
    "tick": (clock_tick, FAR),
}
"""Each signal's sound and where it is heard."""


@cache
def signal_sound(name: str, rendering: str) -> np.ndarray:
    """Signal `name` (one of SIGNALS) placed, stereo float32, read-only, always the same."""
    if name not in SIGNALS:
        raise ValueError(f"unknown signal {name!r}; expected one of {tuple(SIGNALS)}")
    make, place = SIGNALS[name]
    sound = spatialise(make(), place, check_rendering(rendering))
    sound.setflags(write=False)
    return sound


class BeadSoundscape:
    """Bead Trade's sounds placed at the table, and the table's earcons.

    `rendering`: "headphones" or "speakers" (see `voice_games.audio.spatial`).
    `earcons`: the names switched on (None: all). `seed`: an int or numpy Generator; every
    click and knock draws from it, so no two are alike. `prerender`: prepare the places
    and the signals in a background thread, so a sound costs little when it is due; the
    sounds are the same either way."""

    def __init__(
        self,
        mixer: Mixer,
        rendering: str = "headphones",
        earcons: Iterable[str] | None = None,
        seed: int | np.random.Generator | None = None,
        prerender: bool = True,
    ) -> None:
        self.mixer = mixer
        self._rendering: Rendering = check_rendering(rendering)
        enabled = set(EARCON_NAMES if earcons is None else earcons)
        for name in enabled:
            self._check_earcon(name)
        self._earcons = enabled
        self._rng = seed if isinstance(seed, np.random.Generator) else np.random.default_rng(seed)
        self._prerender = prerender
        self._prepare()

    # -- settings ------------------------------------------------------------------------

    @property
    def rendering(self) -> Rendering:
        return self._rendering

    def set_rendering(self, rendering: str) -> None:
        self._rendering = check_rendering(rendering)
        self._prepare()

    def _prepare(self) -> None:
        """Have the boxes' placements and the signals ready, in the background: a cold
        placement costs tens of milliseconds."""
        if not self._prerender:
            return
        rendering = self._rendering

        def job() -> None:
            for place in BOX_PLACES.values():
                prepare(place, rendering, _PLACED_FRAMES)
            for name in SIGNALS:
                signal_sound(name, rendering)

        in_background(job)

    @staticmethod
    def _check_earcon(name: str) -> None:
        if name not in EARCON_NAMES:
            raise ValueError(f"unknown earcon {name!r}; expected one of {EARCON_NAMES}")

    def set_earcon_enabled(self, name: str, enabled: bool) -> None:
        self._check_earcon(name)
        if enabled:
            self._earcons.add(name)
        else:
            self._earcons.discard(name)

    def earcon_enabled(self, name: str) -> bool:
        self._check_earcon(name)
        return name in self._earcons

    def set_volume(self, channel: str, volume: float) -> None:
        """Volume 0..2 (1 as rendered) of "speech", "sounds" or "earcons"."""
        self.mixer.set_volume(channel, volume)

    def volume(self, channel: str) -> float:
        return self.mixer.volume(channel)

    # -- rendering (no playing) ----------------------------------------------------------

    def clicks_sound(self, box: Box | str, count: int) -> np.ndarray:
        """`count` beads set down one by one under `box`, heard at the box, stereo."""
        place = BOX_PLACES[Box(box)]
        mono, _ = click_train(self._rng, count)
        return spatialise(mono, place, self._rendering, fft_frames=_PLACED_FRAMES)

    def knock_sound(self, box: Box | str, animal: Colour | str | None = None) -> np.ndarray:
        """An animal's figure set down on `box`, heard at the box, stereo; `animal` (its
        colour) chooses the figure's weight, None a middling one."""
        place = BOX_PLACES[Box(box)]
        pitch = 1.0 if animal is None else ANIMAL_PITCH[Colour(animal)]
        mono = knock(self._rng, pitch)
        return spatialise(mono, place, self._rendering, fft_frames=_PLACED_FRAMES)

    def _play(self, sound: np.ndarray, channel: str = "sounds") -> np.ndarray:
        self.mixer.play(sound, channel)
        return sound

    # -- events --------------------------------------------------------------------------

    def beads_hidden(self, box: Box | str, count: int) -> np.ndarray:
        """A player put `count` beads under `box`: one click per bead, at the box."""
        return self._play(self.clicks_sound(box, count))

    def animal_placed(self, box: Box | str, animal: Colour | str | None = None) -> np.ndarray:
        """A player set an animal on `box`: its figure's knock, at the box."""
        return self._play(self.knock_sound(box, animal))

    def offer(self) -> np.ndarray:
        return self._play(signal_sound("offer", self._rendering))

    def trade(self) -> np.ndarray:
        return self._play(signal_sound("trade", self._rendering))

    def centre_trade(self) -> np.ndarray:
        """A trade with the centre, heard from the centre."""
        return self._play(signal_sound("centre_trade", self._rendering))

    def round_end(self) -> np.ndarray:
        return self._play(signal_sound("round_end", self._rendering))

    def tick(self) -> np.ndarray:
        """The round clock's soft tick, far ahead."""
        return self._play(signal_sound("tick", self._rendering))

    def earcon(self, name: str) -> np.ndarray | None:
        """Play earcon `name` unless it is switched off; returns what was played."""
        self._check_earcon(name)
        if name not in self._earcons:
            return None
        return self._play(earcon_sound(name), "earcons")

    def tour(self, speak: Callable[[int], np.ndarray] | None = None) -> np.ndarray:
        """Every sound of the game once, in this order: beads hidden under the lid (on the
        left), under the base (on the right), an animal set on the lid, an offer, a trade,
        a trade with the centre, the end of a round and the round clock's tick. With
        `speak(count)` (speech, mono or stereo float32 at 44.1 kHz) each train of clicks
        is followed by its count, on the "speech" channel, so stopping speech leaves the
        sounds. Returns the whole tour as one stereo buffer."""
        rendering = self._rendering
        steps: list[tuple[np.ndarray, int | None]] = [
            (self.clicks_sound(Box.LID, TOUR_LID_BEADS), TOUR_LID_BEADS),
            (self.clicks_sound(Box.BASE, TOUR_BASE_BEADS), TOUR_BASE_BEADS),
            (self.knock_sound(Box.LID), None),
            *((signal_sound(name, rendering), None) for name in SIGNALS),
        ]
        sounds: list[tuple[int, np.ndarray]] = []
        words: list[tuple[int, np.ndarray]] = []
        cursor = 0
        gap = int(TOUR_GAP_SECONDS * SAMPLE_RATE)
        for sound, count in steps:
            sounds.append((cursor, sound))
            cursor += sounding_frames(sound)
            said = _spoken(speak, count)
            if said is not None:
                start = cursor + int(TOUR_SPEECH_DELAY_SECONDS * SAMPLE_RATE)
                words.append((start, said))
                cursor = start + said.shape[0]
            cursor += gap
        track = _mix_at(sounds)
        self.mixer.play(track, "sounds")
        if not words:
            return track
        speech = _mix_at(words)
        self.mixer.play(speech, "speech")
        return _mix_at([(0, track), (0, speech)])


def _spoken(speak: Callable[[int], np.ndarray] | None, count: int | None) -> np.ndarray | None:
    """The count said, stereo; None without one or where it cannot be said (the tour's
    sounds play on without it)."""
    if speak is None or count is None:
        return None
    try:
        return as_stereo(speak(count))
    except Exception:  # a voice that fails must not cost the player the sounds
        return None


def sound_demo(
    mixer: Mixer, rendering: str, seed: int | np.random.Generator | None
) -> list[Callable[[], object]]:
    """What `voice-games sounds --game beads` plays, one sound after the other: beads
    hidden under each box (one, three and six), every animal set on each box, the
    signals (an offer, a trade, a centre trade, the round's end, the clock's tick) and
    the tour."""
    scape = BeadSoundscape(mixer, rendering, seed=seed, prerender=False)
    sounds: list[Callable[[], object]] = [
        (lambda box=box, count=count: scape.beads_hidden(box, count))
        for box in BOXES
        for count in (1, 3, 6)
    ]
    sounds += [
        (lambda box=box, animal=animal: scape.animal_placed(box, animal))
        for box in BOXES
        for animal in COLOURS
    ]
    sounds += [scape.offer, scape.trade, scape.centre_trade, scape.round_end, scape.tick]
    sounds.append(scape.tour)
    return sounds

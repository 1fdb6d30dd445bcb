"""Bead Trade's events as sounds: clicks of beads hidden under a box and the knock of an
animal set on one, each at its box; the signals of offers, trades, centre trades and
the round's end; and a soft round clock. Only events the listener may perceive reach
this adapter, and the public ones say no more than the sounds do (how many beads went
under which box, never which)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import numpy as np

from voice_games.audio.earcons import EARCON_NAMES
from voice_games.audio.mixer import SAMPLE_RATE
from voice_games.catalogue import TABLE_PACKAGE, Catalogue, catalogue
from voice_games.config import Settings
from voice_games.core import Event
from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.soundscape import (
    TOUR_BASE_BEADS,
    TOUR_LID_BEADS,
    BeadSoundscape,
    sounding_frames,
)

PACKAGE = "voice_games.games.bead_trade"

ROUND_CLOCK_SECONDS = 10.0
"""While a round is open for trading, the round clock ticks this often."""
SETTLE_SECONDS = 0.1
"""After a sound, this long before the next sentence: the sound is over, not cut off."""


def _seconds(buffer: np.ndarray | None, settle: float = SETTLE_SECONDS) -> float:
    """How long to wait after starting `buffer` before what follows: until it has been
    heard (its faint echo may go on under the next sentence)."""
    if buffer is None:
        return 0.0
    return sounding_frames(buffer) / SAMPLE_RATE + settle


class RoundClock:
    """Calls `tick` every `interval` seconds on a daemon thread while it runs. Starting
    a running clock does nothing, nor does stopping a stopped one; neither blocks. A tick
    that fails is skipped: the clock is a comfort, never a reason to stop."""

    def __init__(self, tick: Callable[[], object], interval: float = ROUND_CLOCK_SECONDS) -> None:
        if interval <= 0:
            raise ValueError(f"the round clock needs a positive interval, not {interval}")
        self.interval = interval
        self.ticks = 0
        self.thread: threading.Thread | None = None
        """The thread of the last start (kept after a stop, to be joined by a test)."""
        self._tick = tick
        self._lock = threading.Lock()
        self._stop: threading.Event | None = None

    @property
    def running(self) -> bool:
        with self._lock:
            return self._stop is not None

    def start(self) -> None:
        with self._lock:
            if self._stop is not None:
                return
            # a new event for each run: a thread still finishing its last tick never
            # sees the next run's
            stop = self._stop = threading.Event()
            self.thread = threading.Thread(
                target=self._run, args=(stop,), name="round-clock", daemon=True
            )
            self.thread.start()

    def stop(self) -> None:
        with self._lock:
            if self._stop is not None:
                self._stop.set()
                self._stop = None

    def _run(self, stop: threading.Event) -> None:
        while not stop.wait(self.interval):
            try:
                self._tick()
            except Exception:  # see the class docstring
                continue
            self.ticks += 1


class BeadSounds:
    """The table's sound adapter for Bead Trade (the interface of the pots' EventSounds).

    `cue_for(event)` also runs the round clock: it starts when trading opens and stops
    when the round or the game ends; `close()` stops it for good. `clock_seconds`: how
    often the clock ticks (None: ROUND_CLOCK_SECONDS)."""

    def __init__(
        self,
        mixer: object,
        settings: Settings,
        seed: int,
        language: str = "en",
        clock_seconds: float | None = None,
    ) -> None:
        self.words: Catalogue = catalogue(language, (TABLE_PACKAGE, PACKAGE))
        self.settings = settings
        self.mixer = mixer
        enabled = [name for name in EARCON_NAMES if name not in settings.earcons_off]
        self.scape = BeadSoundscape(mixer, settings.rendering, enabled, seed)  # type: ignore[arg-type]
        self.scape.set_volume("sounds", settings.sound_volume)
        self.scape.set_volume("earcons", settings.earcon_volume)
        self.clock = RoundClock(
            self.scape.tick, ROUND_CLOCK_SECONDS if clock_seconds is None else clock_seconds
        )
        self.speak: Callable[[int], np.ndarray] | None = None

    @property
    def tour_told(self) -> str:
        """Said after the tour has played: what it played, in order."""
        return self.words(
            "beads-tour-told",
            lid=TOUR_LID_BEADS,
            base=TOUR_BASE_BEADS,
            seconds=round(self.clock.interval),
        )

    def cue_for(self, event: Event) -> Callable[[], float] | None:
        scape = self.scape
        match event:
            case ev.BeadsHidden(box=box, count=count) if count > 0:
                return lambda: _seconds(scape.beads_hidden(box, count))
            case ev.AnimalPlaced(box=box, animal=animal):
                return lambda: _seconds(scape.animal_placed(box, animal))
            case ev.OfferMade():
                return lambda: _seconds(scape.offer())
            case ev.Traded():
                return lambda: _seconds(scape.trade())
            case ev.CentreTraded():
                return lambda: _seconds(scape.centre_trade())
            case ev.TradingOpens():
                self.clock.start()
                return self._first_tick
            case ev.RoundEnded():
                self.clock.stop()
                return lambda: _seconds(scape.round_end())
            case ev.GameOver():
                self.clock.stop()
        return None

    def _first_tick(self) -> float:
        """The clock's first tick as trading opens; soft, so nothing waits for it."""
        self.scape.tick()
        return 0.0

    def close(self) -> None:
        """Stop the round clock (the game is over or left); returns at once."""
        self.clock.stop()

    def earcon(self, name: str) -> float:
        """Play earcon `name` (if it is on); what follows need not wait for it."""
        self.scape.earcon(name)
        return 0.0

    def earcon_audible(self, name: str) -> bool:
        """Earcon `name` is switched on and its channel not muted."""
        return self.scape.earcon_enabled(name) and self.scape.volume("earcons") > 0

    def change_volume(self, step: float) -> str:
        volume = round(min(2.0, max(0.0, self.settings.sound_volume + step)), 2)
        self.settings.sound_volume = volume
        self.scape.set_volume("sounds", volume)
        self.settings.save()
        return self.words("beads-sound-volume", percent=round(volume * 100))

    def set_earcons(self, on: bool) -> str:
        for name in EARCON_NAMES:
            self.scape.set_earcon_enabled(name, on)
        self.settings.earcons_off = [] if on else list(EARCON_NAMES)
        self.settings.save()
        return self.words("beads-sound-signals-on" if on else "beads-sound-signals-off")

    def tour_cue(self) -> Callable[[], float]:
        return lambda: _seconds(self.scape.tour(self.speak))

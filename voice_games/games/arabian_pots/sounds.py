"""The pots' events as sounds: each rattle where its pot stands, slides for swaps, a
neutral shuffle for secret swaps, and earcons. Only events the listener may perceive
reach this adapter, so a secret swap's positions never become a sound."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from voice_games.audio.earcons import EARCON_NAMES
from voice_games.audio.mixer import SAMPLE_RATE
from voice_games.catalogue import Catalogue
from voice_games.config import Settings
from voice_games.core import Event
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.soundscape import PotsSoundscape
from voice_games.games.arabian_pots.words import words_for

OVERLAP = 0.85
"""The next sentence may start when this much of a rattle has sounded."""


def _seconds(buffer: np.ndarray | None, share: float = OVERLAP) -> float:
    return 0.0 if buffer is None else share * buffer.shape[0] / SAMPLE_RATE


class EventSounds:
    def __init__(
        self, mixer: object, settings: Settings, seed: int, language: str = "en"
    ) -> None:
        self.words: Catalogue = words_for(language)
        self.settings = settings
        self.mixer = mixer
        enabled = [name for name in EARCON_NAMES if name not in settings.earcons_off]
        self.scape = PotsSoundscape(mixer, settings.rendering, enabled, seed)  # type: ignore[arg-type]
        self.scape.set_volume("sounds", settings.sound_volume)
        self.scape.set_volume("earcons", settings.earcon_volume)
        self.speak: Callable[[int], np.ndarray] | None = None

    @property
    def tour_told(self) -> str:
        """Said after the tour has played."""
        return self.words("pots-tour-told")

    def cue_for(self, event: Event) -> Callable[[], float] | None:
        scape = self.scape
        match event:
            case ev.Shaken(position=position, sound=sound):
                return lambda: _seconds(scape.shake(position, sound))
            case ev.PotTaken(origin=origin, sound=sound) if sound is not None:
                return lambda: _seconds(scape.shake(origin, sound))
            case ev.Swapped(a=a, b=b):
                return lambda: _seconds(scape.slide(a, b))
            case ev.SecretSwapDone():
                return lambda: _seconds(scape.secret_swap())
            case ev.SetupTurn() | ev.MustSwapSilent():
                return lambda: _seconds(scape.earcon("secret_swap"), 0.0)
        return None

    def earcon(self, name: str) -> float:
        return _seconds(self.scape.earcon(name), 0.0)

    def earcon_audible(self, name: str) -> bool:
        """Earcon `name` is switched on and its channel not muted."""
        return self.scape.earcon_enabled(name) and self.scape.volume("earcons") > 0

    def change_volume(self, step: float) -> str:
        volume = round(min(2.0, max(0.0, self.settings.sound_volume + step)), 2)
        self.settings.sound_volume = volume
        self.scape.set_volume("sounds", volume)
        self.settings.save()
        return self.words("pots-sound-volume", percent=round(volume * 100))

    def set_earcons(self, on: bool) -> str:
        for name in EARCON_NAMES:
            self.scape.set_earcon_enabled(name, on)
        self.settings.earcons_off = [] if on else list(EARCON_NAMES)
        self.settings.save()
        return self.words("pots-signals-on" if on else "pots-signals-off")

    def tour_cue(self) -> Callable[[], float]:
        return lambda: _seconds(self.scape.tour(self.speak), 1.0)

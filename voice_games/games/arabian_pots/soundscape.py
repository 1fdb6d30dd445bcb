"""What The Arabian Pots sounds like: game events turned into placed sounds on the mixer.

Every method renders its sound and starts it at once on the mixer; none waits. Each
returns the stereo buffer it played (None if nothing was played), which makes the sound
of a game checkable and recordable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import numpy as np

from voice_games.audio.earcons import EARCON_NAMES
from voice_games.audio.earcons import earcon as earcon_sound
from voice_games.audio.effects import (
    locator_sound,
    moving_slide,
    public_swap,
    secret_swap_sound,
)
from voice_games.audio.mixer import SAMPLE_RATE, Mixer, as_stereo
from voice_games.audio.performances import PerformancePool, in_background
from voice_games.audio.rattles import SHAKE_SECONDS, SOUND_KINDS, max_shake_frames
from voice_games.audio.spatial import Rendering, check_rendering, prepare, spatialise
from voice_games.games.arabian_pots.places import place_of

CLAIM_SHAKE_SECONDS = 0.7
CLAIM_SPACING_SECONDS = 0.75  # the three pots of a claimed line, one after another
TOUR_STEP_SECONDS = 0.6  # from one pot's tap to the next when no numbers are spoken
TOUR_SPEECH_DELAY_SECONDS = 0.15  # the number follows its tap


def _mix_at(parts: Sequence[tuple[int, np.ndarray]]) -> np.ndarray:
    """Stereo buffers placed at sample offsets and summed."""
    end = max(offset + part.shape[0] for offset, part in parts)
    out = np.zeros((end, 2), dtype=np.float32)
    for offset, part in parts:
        out[offset : offset + part.shape[0]] += part
    return out


class PotsSoundscape:
    """The pots' sounds placed on the board, and the game's earcons.

    `rendering`: "headphones" (interaural time and level differences) or "speakers"
    (constant-power panning). `earcons`: the names switched on (None: all).
    `seed`: an int or numpy Generator; every shake draws a new random performance.
    `prerender`: keep performances of every group rendered ahead in a background thread,
    so a shake only has to be placed (see `performances`); the sounds are the same either
    way."""

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
        # the shakes have streams of their own, so slides and swaps never shift them
        self.performances = PerformancePool(
            seed if isinstance(seed, int) else self._rng, background=prerender
        )
        self._prerender = prerender
        self._prepare_places()

    # -- settings ------------------------------------------------------------------------

    @property
    def rendering(self) -> Rendering:
        return self._rendering

    def set_rendering(self, rendering: str) -> None:
        self._rendering = check_rendering(rendering)
        self._prepare_places()

    def _prepare_places(self) -> None:
        """Have the placing of a shake at each of the nine positions cached ahead, in the
        background: a cold first placement costs tens of milliseconds."""
        if not self._prerender:
            return
        rendering = self._rendering

        def job() -> None:
            for seconds in (SHAKE_SECONDS, CLAIM_SHAKE_SECONDS):
                for position in range(1, 10):
                    prepare(place_of(position), rendering, max_shake_frames(seconds))

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

    def shake_sound(self, position: int, group: str, seconds: float = SHAKE_SECONDS) -> np.ndarray:
        """A new random shake of a pot of `group` ("ball", "metal", "beads" or "silent")
        standing at board `position`, stereo float32."""
        if group not in SOUND_KINDS:
            raise ValueError(f"unknown sound group {group!r}; expected one of {SOUND_KINDS}")
        place_of(position)  # reject a bad position before any work
        mono = self.performances.take(group, seconds)
        return spatialise(
            mono, place_of(position), self._rendering, fft_frames=max_shake_frames(seconds)
        )

    def _play(self, sound: np.ndarray, channel: str) -> None:
        self.mixer.play(sound, channel)
        self.performances.refill()  # only now: see PerformancePool.refill

    # -- events --------------------------------------------------------------------------

    def shake(self, position: int, group: str) -> np.ndarray:
        """A player shook the pot at `position`; everyone hears it there."""
        sound = self.shake_sound(position, group)
        self._play(sound, "sounds")
        return sound

    def claim_shakes(self, shakes: Sequence[tuple[int, str]]) -> np.ndarray:
        """A claimed line: its pots (position, group) shaken in quick succession."""
        spacing = int(CLAIM_SPACING_SECONDS * SAMPLE_RATE)
        parts = [
            (k * spacing, self.shake_sound(position, group, CLAIM_SHAKE_SECONDS))
            for k, (position, group) in enumerate(shakes)
        ]
        if not parts:
            return np.zeros((0, 2), np.float32)
        sound = _mix_at(parts)
        self._play(sound, "sounds")
        return sound

    def slide(self, a: int, b: int, both_ways: bool = True) -> np.ndarray:
        """A public swap: the pot at `a` slides to `b` and the pot at `b` to `a`. With
        `both_ways=False` only one pot slides, from `a` to `b`."""
        if both_ways:
            sound = public_swap(self._rng, place_of(a), place_of(b), self._rendering)
        else:
            sound = moving_slide(self._rng, place_of(a), place_of(b), self._rendering)
        self.mixer.play(sound, "sounds")
        return sound

    def secret_swap(self) -> np.ndarray:
        """A hidden swap happened: a muffled shuffle in the middle of the board, the same
        every time whatever pots moved. (The "secret_swap" earcon is separate: use it to
        tell the others to look away.)"""
        sound = secret_swap_sound(self._rendering)
        self.mixer.play(sound, "sounds")
        return sound

    def earcon(self, name: str) -> np.ndarray | None:
        """Play earcon `name` unless it is switched off; returns what was played."""
        self._check_earcon(name)
        if name not in self._earcons:
            return None
        sound = earcon_sound(name)
        self.mixer.play(sound, "earcons")
        return sound

    def tour(self, speak: Callable[[int], np.ndarray] | None = None) -> np.ndarray:
        """A tap at each position 1..9 in order, each followed by its spoken number when
        `speak(position)` gives the speech (mono or stereo float32 at 44.1 kHz). The taps
        go to "sounds" and the speech to "speech", so stopping speech silences the
        numbers and leaves the taps. Returns the whole tour as one stereo buffer."""
        taps: list[tuple[int, np.ndarray]] = []
        words: list[tuple[int, np.ndarray]] = []
        cursor = 0
        for position in range(1, 10):
            tap = locator_sound(place_of(position), self._rendering)
            taps.append((cursor, tap))
            step = int(TOUR_STEP_SECONDS * SAMPLE_RATE)  # taps may overlap in their echo
            if speak is not None:
                said = as_stereo(speak(position))
                start = cursor + int(TOUR_SPEECH_DELAY_SECONDS * SAMPLE_RATE)
                words.append((start, said))
                step = max(step, start - cursor + said.shape[0] + int(0.25 * SAMPLE_RATE))
            cursor += step
        tap_track = _mix_at(taps)
        self.mixer.play(tap_track, "sounds")
        if not words:
            return tap_track
        speech_track = _mix_at(words)
        self.mixer.play(speech_track, "speech")
        return _mix_at([(0, tap_track), (0, speech_track)])

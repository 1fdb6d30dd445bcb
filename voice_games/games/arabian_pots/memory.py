"""A listener's memory of what each pot sounded like, fading as the game goes on.

This is how the easy and medium computer players remember: not a probability over
arrangements but a handful of facts ("pot three is a ball"), each forgotten once too many
things have happened since it was heard. Following a pot through a swap is extra effort,
so a moved fact ages faster. Everything is deterministic: the same events give the same
memory.
"""

from __future__ import annotations

from dataclasses import dataclass

from voice_games.core import Event
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.board import neighbours
from voice_games.games.arabian_pots.events import Sound

# Events that take a listener's attention; the rest (turn changes) pass unnoticed.
_BUSY = (ev.Shaken, ev.Swapped, ev.SecretSwapDone, ev.PotTaken, ev.PotPlaced)


@dataclass
class Fact:
    sound: Sound
    heard_at: int


@dataclass(frozen=True)
class MemoryStyle:
    """How a player remembers: `span` events before a fact is gone; `follows_swaps`:
    whether a public swap moves the fact with the pot (else both are forgotten);
    `swap_effort`: how many events of age following one swap costs."""

    span: int
    follows_swaps: bool
    swap_effort: int


class FadingMemory:
    def __init__(self, seat: int, style: MemoryStyle) -> None:
        self.seat = seat
        self.style = style
        self.clock = 0
        self._facts: dict[int, Fact] = {}  # by position (by origin for pots held in the draft)
        self._held: dict[int, Fact] = {}
        self._silent_shaken_at: int | None = None

    def recall(self) -> dict[int, Sound]:
        """What this player still remembers, by position."""
        limit = self.style.span
        return {p: f.sound for p, f in self._facts.items() if self.clock - f.heard_at <= limit}

    def observe(self, event: Event) -> None:
        if isinstance(event, _BUSY):
            self.clock += 1
        if isinstance(event, ev.Shaken):
            self._facts[event.position] = Fact(event.sound, self.clock)
        elif isinstance(event, ev.Swapped):
            self._move(event.a, event.b, self.style.follows_swaps)
        elif isinstance(event, ev.SecretSwapMade) and event.owner == self.seat:
            self._move(event.a, event.b, follow=True)
        elif isinstance(event, ev.MustSwapSilent):
            self._silent_shaken_at = event.position
        elif isinstance(event, ev.SecretSwapDone) and event.player != self.seat:
            self._lose_track(event.setup)
        elif isinstance(event, ev.SilentPotToCentre):
            self._facts[5] = Fact("silent", self.clock)
        elif isinstance(event, ev.PotTaken):
            self._facts.pop(event.origin, None)
            if event.sound is not None:
                self._held[event.origin] = Fact(event.sound, self.clock)
        elif isinstance(event, ev.PotPlaced):
            fact = self._held.pop(event.origin, None)
            if fact is not None:
                self._facts[event.position] = fact

    def _move(self, a: int, b: int, follow: bool) -> None:
        fa, fb = self._facts.pop(a, None), self._facts.pop(b, None)
        if not follow:
            return
        effort = self.style.swap_effort
        if fa is not None:
            self._facts[b] = Fact(fa.sound, fa.heard_at - effort)
        if fb is not None:
            self._facts[a] = Fact(fb.sound, fb.heard_at - effort)

    def _lose_track(self, setup: bool) -> None:
        if setup:
            self._facts.clear()  # nothing was heard yet; someone rearranged in secret
            return
        # The silent pot went to a neighbour of where it was heard, and one of those
        # neighbours' pots now stands there: none of those places is sure any more.
        where = self._silent_shaken_at
        assert where is not None
        for position in (where, *neighbours(where)):
            self._facts.pop(position, None)

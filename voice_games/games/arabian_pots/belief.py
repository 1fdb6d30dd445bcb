"""Exact belief over where the pots stand, built from one player's view and nothing else.

The belief is a probability vector over an enumerated table of arrangements (which sound
group stands at each of the nine positions). There are 9!/(3!3!3!) = 1,680 arrangements
of the basic game and 15,120 once the silent pot is in: nobody knows which group lost a
pot, so every split into groups of 3, 3 and 2 is in the table. Every public event is then
one cheap numpy step: a swap is a gather through a precomputed index map, a shake is a
mask, and an unseen swap of the silent pot is a mixture of gathers.

Models, chosen where the rules leave a player guessing:

* **Other players' setup swaps: unknown, so after them every arrangement is possible.**
  A setup swap is a free choice of a player we cannot read, and a player may pick the
  same pair three times, three disjoint pairs, or aim at the one pot they know (the
  first player knows where the silent pot went). Calling each swap "a uniformly random
  pair" would invent a habit nobody promised and leave a belief that is confidently wrong
  against a deliberate swapper. So another player's unseen setup swaps replace the belief
  by its average over all rearrangements of the board: the uniform distribution (within
  each split of the groups, keeping that split's weight). This costs nothing in the basic
  and draft games and for every seat but the first in the silent game, because there the
  belief before those swaps is already uniform and any swaps keep it so; it only makes
  the first player forget where it put the silent pot once others have swapped in secret.
* **The silent pot's secret swap by someone else: each neighbour equally likely.** The
  others know the silent pot stood at the shaken position, so it is now at one of its
  neighbours and that neighbour's pot stands where it was.
* **Who placed the silent pot where, when unseen: any position equally likely.**
* The initial shuffle is uniform, as the engine deals it.

In the draft, until play begins the belief is over the *starting* arrangement (positions
are then the pots' origins, the names the public events use); when play begins it is
mapped through the public placements onto the board, the silent pot at five and the pot
that left the game summed out.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from voice_games.core import Event
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.board import ALL_LINES, POSITIONS, in_line, neighbours
from voice_games.games.arabian_pots.engine import Variant
from voice_games.games.arabian_pots.events import Sound

SOUNDS: tuple[Sound, ...] = ("ball", "metal", "beads", "silent")
SOUND_CODE: dict[Sound, int] = {sound: code for code, sound in enumerate(SOUNDS)}
SILENT_CODE = 3
CENTRE = 5

# The 18 public swaps, in a fixed order; index 0 of the "after swap" tables is no swap.
IN_LINE_PAIRS: tuple[tuple[int, int], ...] = tuple(
    (a, b) for a in POSITIONS for b in POSITIONS if a < b and in_line(a, b)
)
NO_SWAP_AND_SWAPS: tuple[tuple[int, int] | None, ...] = (None, *IN_LINE_PAIRS)

FloatArray = npt.NDArray[np.float64]
_POWERS = 4 ** np.arange(9, dtype=np.int64)


class ArrangementTable:
    """Every arrangement of one game's pots, with the index maps that make updates cheap.

    `arrangements[k, i]` is the sound code at position i + 1. `swap[a - 1, b - 1]` maps
    arrangement k to the arrangement with positions a and b exchanged (the identity when
    a == b), so a belief `p` becomes `p[swap[a - 1, b - 1]]` after that swap.
    """

    def __init__(self, with_silent: bool) -> None:
        codes = np.arange(4**9, dtype=np.int64)
        digits = (codes[:, None] // _POWERS[None, :]) % 4
        counts = np.stack([(digits == s).sum(axis=1) for s in range(4)], axis=1)
        if with_silent:
            noisy = np.sort(counts[:, :3], axis=1)
            keep = (counts[:, 3] == 1) & (noisy[:, 0] == 2) & (noisy[:, 1] == 3)
        else:
            keep = (counts[:, 0] == 3) & (counts[:, 1] == 3) & (counts[:, 2] == 3)
        self.with_silent = with_silent
        self.codes = codes[keep]
        self.arrangements = digits[keep].astype(np.int8)
        self.size = len(self.codes)
        self.lookup = np.full(4**9, -1, dtype=np.int32)
        self.lookup[self.codes] = np.arange(self.size, dtype=np.int32)
        # Which group is short (0-2); all 0 in the basic game. Unseen setup swaps keep it.
        self.split = (
            np.argmin(counts[keep, :3], axis=1)
            if with_silent
            else np.zeros(self.size, dtype=np.int64)
        )
        self.swap = np.empty((9, 9, self.size), dtype=np.int32)
        for a in range(9):
            for b in range(9):
                self.swap[a, b] = self._swapped(a, b)
        self.in_line_swap = np.stack([self.swap[a - 1, b - 1] for a, b in IN_LINE_PAIRS])
        arr = self.arrangements
        # One-hot of "position q sounds s", shape (size, 36) with column q * 4 + s.
        self.onehot = (arr[:, :, None] == np.arange(4)[None, None, :]).reshape(self.size, 36)
        self.onehot_f = self.onehot.astype(np.float32)
        self.line_complete = np.stack([self._complete(arr, line.positions) for line in ALL_LINES])
        self.line_complete_f = self.line_complete.astype(np.float64)
        # Line l complete after swap j (j = 0: no swap), shape (size, 19 * 6).
        after = []
        for pair in NO_SWAP_AND_SWAPS:
            moved = arr if pair is None else arr[self.swap[pair[0] - 1, pair[1] - 1]]
            after.append(np.stack([self._complete(moved, ln.positions) for ln in ALL_LINES], 1))
        self.after_swap_lines = np.concatenate(after, axis=1).astype(np.float32)

    def _swapped(self, a: int, b: int) -> npt.NDArray[np.int32]:
        if a == b:
            return np.arange(self.size, dtype=np.int32)
        da = self.arrangements[:, a].astype(np.int64)
        db = self.arrangements[:, b].astype(np.int64)
        moved = self.codes + (db - da) * _POWERS[a] + (da - db) * _POWERS[b]
        return self.lookup[moved]

    @staticmethod
    def _complete(arr: npt.NDArray[np.int8], positions: tuple[int, int, int]) -> np.ndarray:
        x, y, z = (arr[:, p - 1] for p in positions)
        return (x == y) & (y == z) & (x != SILENT_CODE)

    def index_of(self, arrangement: npt.NDArray[np.integer]) -> npt.NDArray[np.int32]:
        """Table index of each row of an (n, 9) array of sound codes (-1 if not in the table)."""
        return self.lookup[(arrangement.astype(np.int64) * _POWERS).sum(axis=-1)]


@cache
def arrangement_table(with_silent: bool) -> ArrangementTable:
    return ArrangementTable(with_silent)


@dataclass(frozen=True)
class Outcomes:
    """What one shake of each position could sound like: `joint[q, s]` is P(pot q + 1
    sounds s), and `lines_after[q, s, j, l]` the probability of that sound and of line l
    being complete after swap j (NO_SWAP_AND_SWAPS order)."""

    joint: FloatArray
    lines_after: FloatArray


class Belief:
    """The distribution over arrangements that one seat's events imply."""

    def __init__(self, seat: int, variant: Variant) -> None:
        self.seat = seat
        self.variant = Variant(variant)
        self.table = arrangement_table(False)
        self._p: FloatArray = np.full(self.table.size, 1.0 / self.table.size)
        self._support: npt.NDArray[np.intp] | None = None
        self.in_draft = self.variant is Variant.DRAFT
        self._origin_at: dict[int, int] = {}
        self._silent_shaken_at: int | None = None
        self.events_seen = 0

    @property
    def p(self) -> FloatArray:
        """The probability of each arrangement of `table` (read only: use the updates)."""
        return self._p

    @p.setter
    def p(self, value: FloatArray) -> None:
        self._p = value
        self._support = None

    # ----- feeding events -----------------------------------------------------------

    def observe_all(self, events: Iterable[Event]) -> None:
        for event in events:
            self.observe(event)

    def observe(self, event: Event) -> None:
        self.events_seen += 1
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def _on_silent_placed_at(self, event: ev.SilentPotPlacedAt) -> None:
        if event.owner == self.seat:
            self._to_silent_table(event.position)

    def _on_silent_placed(self, event: ev.SilentPotPlaced) -> None:
        if not self.table.with_silent:  # placed by someone else: anywhere
            self._to_silent_table(None)

    def _on_secret_swap_made(self, event: ev.SecretSwapMade) -> None:
        if event.owner == self.seat:
            self.swap(event.a, event.b)

    def _on_secret_swap_done(self, event: ev.SecretSwapDone) -> None:
        if event.player == self.seat:
            return  # our own: already applied from SecretSwapMade
        if event.setup:
            self._forget_arrangement()
        else:
            assert self._silent_shaken_at is not None
            self._mix_silent_swap(self._silent_shaken_at)

    def _on_shaken(self, event: ev.Shaken) -> None:
        self.heard(event.position, event.sound)

    def _on_swapped(self, event: ev.Swapped) -> None:
        self.swap(event.a, event.b)

    def _on_must_swap_silent(self, event: ev.MustSwapSilent) -> None:
        self._silent_shaken_at = event.position

    def _on_pot_taken(self, event: ev.PotTaken) -> None:
        if event.sound is not None:
            self.heard(event.origin, event.sound)

    def _on_pot_placed(self, event: ev.PotPlaced) -> None:
        self._origin_at[event.position] = event.origin

    def _on_play_begins(self, event: ev.PlayBegins) -> None:
        if self.in_draft:
            self._leave_draft()

    # ----- updates ------------------------------------------------------------------

    def swap(self, a: int, b: int) -> None:
        self.p = self.p[self.table.swap[a - 1, b - 1]]

    def heard(self, position: int, sound: Sound) -> None:
        mask = self.table.arrangements[:, position - 1] == SOUND_CODE[sound]
        self._set(np.where(mask, self.p, 0.0))

    def _set(self, weights: FloatArray) -> None:
        total = weights.sum()
        if total <= 0:
            # Only a model error could get here (every model above keeps the truth
            # possible); start again from ignorance rather than divide by zero.
            weights = np.ones(self.table.size)
            total = weights.sum()
        self.p = weights / total

    def _to_silent_table(self, position: int | None) -> None:
        """The silent pot replaced the pot at `position` (None: at an unknown position)."""
        basic, silent = self.table, arrangement_table(True)
        places = [position] if position is not None else list(POSITIONS)
        weights = np.zeros(silent.size)
        for place in places:
            moved = basic.arrangements.copy()
            moved[:, place - 1] = SILENT_CODE
            weights += np.bincount(silent.index_of(moved), self.p, minlength=silent.size)
        self.table = silent
        self._set(weights)

    def _forget_arrangement(self) -> None:
        """Average over every rearrangement of the board: uniform within each split."""
        split = self.table.split
        mass = np.bincount(split, self.p, minlength=3)
        sizes = np.bincount(split, minlength=3)
        self._set(mass[split] / sizes[split])

    def _mix_silent_swap(self, position: int) -> None:
        around = neighbours(position)
        mixed = np.zeros(self.table.size)
        for other in around:
            mixed += self.p[self.table.swap[position - 1, other - 1]]
        self._set(mixed / len(around))

    def _leave_draft(self) -> None:
        """Map the belief over the starting arrangement onto the board as placed."""
        basic, silent = self.table, arrangement_table(True)
        placed = np.empty((basic.size, 9), dtype=np.int8)
        for position in POSITIONS:
            if position == CENTRE:
                placed[:, position - 1] = SILENT_CODE
            else:
                placed[:, position - 1] = basic.arrangements[:, self._origin_at[position] - 1]
        weights = np.bincount(silent.index_of(placed), self.p, minlength=silent.size)
        self.table = silent
        self.in_draft = False
        self._set(weights)

    # ----- questions ----------------------------------------------------------------

    def marginals(self) -> FloatArray:
        """(9, 4): probability that position q + 1 sounds s (by origin during the draft)."""
        return (self.p @ self.table.onehot_f).reshape(9, 4)

    def line_probabilities(self) -> FloatArray:
        """(6,): probability that each line of ALL_LINES is complete now."""
        return self.table.line_complete_f @ self.p

    def support(self) -> npt.NDArray[np.intp]:
        """Indices of the arrangements still possible."""
        if self._support is None:
            self._support = np.flatnonzero(self._p)
        return self._support

    def outcomes(self, swaps: bool = True) -> Outcomes:
        """For every shake and sound, its probability and the line chances that follow,
        including after any one public swap (what the next player could then claim);
        with `swaps=False` only without a swap (`lines_after` then has one swap row).

        Remembered for the last few beliefs: every game starts from the same few wide
        beliefs, which are the costly ones."""
        digest = hashlib.blake2b(self.p.tobytes(), digest_size=16).digest()
        key = (self.table.with_silent, swaps, digest)
        found = _OUTCOMES.get(key)
        if found is None:
            found = self._outcomes(swaps)
            if len(_OUTCOMES) >= _OUTCOMES_KEPT:
                _OUTCOMES.pop(next(iter(_OUTCOMES)))
            _OUTCOMES[key] = found
        return found

    def _outcomes(self, swaps: bool) -> Outcomes:
        idx = self.support()
        w = self.p[idx].astype(np.float32)
        onehot = self.table.onehot_f[idx]
        weighted = onehot * w[:, None]
        joint = weighted.sum(axis=0).reshape(9, 4).astype(np.float64)
        columns = len(NO_SWAP_AND_SWAPS) * len(ALL_LINES) if swaps else len(ALL_LINES)
        after = self.table.after_swap_lines[idx, :columns]
        lines = (weighted.T @ after).astype(np.float64).reshape(9, 4, -1, len(ALL_LINES))
        joint.setflags(write=False)  # shared through the cache
        lines.setflags(write=False)
        return Outcomes(joint, lines)

    def lines_after_swaps(self) -> FloatArray:
        """(19, 6): probability of each line being complete after each swap (row 0: none)."""
        idx = self.support()
        lines = self.p[idx].astype(np.float32) @ self.table.after_swap_lines[idx]
        return lines.astype(np.float64).reshape(len(NO_SWAP_AND_SWAPS), len(ALL_LINES))

    def after_swap(self, a: int, b: int) -> FloatArray:
        """The belief if positions a and b were exchanged (without changing this one)."""
        return self.p[self.table.swap[a - 1, b - 1]]


_OUTCOMES: dict[tuple[bool, bool, bytes], Outcomes] = {}
_OUTCOMES_KEPT = 64

_HANDLERS = {
    ev.SilentPotPlacedAt: Belief._on_silent_placed_at,
    ev.SilentPotPlaced: Belief._on_silent_placed,
    ev.SecretSwapMade: Belief._on_secret_swap_made,
    ev.SecretSwapDone: Belief._on_secret_swap_done,
    ev.Shaken: Belief._on_shaken,
    ev.Swapped: Belief._on_swapped,
    ev.MustSwapSilent: Belief._on_must_swap_silent,
    ev.PotTaken: Belief._on_pot_taken,
    ev.PotPlaced: Belief._on_pot_placed,
    ev.PlayBegins: Belief._on_play_begins,
}


def entropy_bits(probabilities: np.ndarray) -> np.ndarray:
    """Entropy in bits of each row of an (n, k) array of probabilities: for a shake, the
    expected information it gives, since the sound follows from the arrangement."""
    safe = np.where(probabilities > 0, probabilities, 1.0)
    return -(probabilities * np.log2(safe)).sum(axis=1)


def belief_from_events(seat: int, variant: Variant, events: Iterable[Event]) -> Belief:
    belief = Belief(seat, variant)
    belief.observe_all(events)
    return belief

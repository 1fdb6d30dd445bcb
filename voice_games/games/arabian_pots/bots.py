"""Computer players for The Arabian Pots, at three levels.

A bot hears exactly what a person in its seat would: it is given that seat's `PotsView`
(public events and its own secrets, nobody else's) and never the game state. The rules
it is built with are kept without their seed, because the seed deals the pots.

* `easy` remembers only the last few sounds, forgets any pot that is moved, shakes
  almost at random and claims on a hunch (two pots alike and a third it has not heard).
* `medium` remembers like a person: a sound stays known for a while and fades as more
  happens; it follows public swaps, shakes the pot that would finish a line it is
  building, swaps a remembered pot into place, and claims what it knows.
* `expert` keeps the exact distribution over arrangements (`belief.Belief`) and plays a
  one-step lookahead: each shake or swap is scored by the chance of a claim it could
  then make and win, by what the next player could claim if it does not, and by what the
  shake would tell it (expected information gain). Its patience shrinks with every
  opponent's turn that tells it nothing new, so that a table of experts, each waiting
  for another to give sounds away, does not wait forever.

Every level is deterministic for its seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import numpy as np

from voice_games.core import Event
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.actions import (
    Claim,
    EndTurn,
    Place,
    PlaceSilent,
    PotsAction,
    SecretSwap,
    SetupSwap,
    Shake,
    Swap,
    Take,
)
from voice_games.games.arabian_pots.belief import (
    CENTRE,
    IN_LINE_PAIRS,
    SILENT_CODE,
    SOUND_CODE,
    Belief,
    entropy_bits,
)
from voice_games.games.arabian_pots.board import ALL_LINES, POSITIONS, Line, in_line
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsView, Variant
from voice_games.games.arabian_pots.errors import PotsError
from voice_games.games.arabian_pots.events import NOISY_SOUNDS, Sound
from voice_games.games.arabian_pots.memory import FadingMemory, MemoryStyle
from voice_games.games.arabian_pots.view_actions import claimable_lines, legal_actions

LEVELS = ("easy", "medium", "expert")
# Above this many possible arrangements the two-swap lookahead is skipped, and above
# WIDE_SUPPORT even the one-swap one: so little is known then that no swap makes a line
# likely, and skipping keeps every decision within a few milliseconds.
TWO_SWAP_SUPPORT = 600
WIDE_SUPPORT = 3000


class PotsBot:
    """The shared part of every level: reading new events and answering with a legal action."""

    level = "base"

    def __init__(self, seat: int, rules: PotsRules, seed: int) -> None:
        self.seat = seat
        # The rules' seed shuffles the pots: a player may not know it, so drop it here.
        self.rules = replace(rules, seed=0)
        self.rng = random.Random(f"{self.level}/{seat}/{seed}")
        self._seen = 0

    def observe(self, view: PotsView) -> None:
        """Read the events of this seat's view that have not been read yet."""
        if view.player != self.seat:
            raise ValueError(f"this bot plays seat {self.seat}, not {view.player}")
        fresh = view.events[self._seen :]
        self._seen = len(view.events)
        for event in fresh:
            self._hear(event)

    def choose(self, view: PotsView) -> PotsAction:
        """The bot's action now; only asked when it is this seat's turn."""
        self.observe(view)
        options = legal_actions(view)
        if not options:
            raise ValueError(f"seat {self.seat} has nothing to do now")
        action = self._decide(view, options)
        if action not in options:  # a level's bug must not stop the game
            action = options[0]
        return action

    # ----- for the levels -----------------------------------------------------------

    def _hear(self, event: Event) -> None:
        raise NotImplementedError

    def _decide(self, view: PotsView, options: list[PotsAction]) -> PotsAction:
        phase = view.phase
        if phase is Phase.PLACE_SILENT:
            return PlaceSilent(self.seat, self.rng.choice(POSITIONS))
        if phase is Phase.SETUP_SWAPS:
            a, b = self.rng.sample(POSITIONS, 2)
            return SetupSwap(self.seat, a, b)
        if phase is Phase.SECRET_SWAP:
            return self._secret_swap(view, [o for o in options if isinstance(o, SecretSwap)])
        if phase is Phase.DRAFT_TAKE:
            return self._take(view)
        if phase is Phase.DRAFT_PLACE:
            return self._place(view, [o for o in options if isinstance(o, Place)])
        return self._play(view, options)

    def _secret_swap(self, view: PotsView, options: list[SecretSwap]) -> PotsAction:
        return self.rng.choice(options)

    def _take(self, view: PotsView) -> PotsAction:
        empty = set(view.empty_positions)
        position = self.rng.choice([p for p in POSITIONS if p not in empty])
        return Take(self.seat, position, shake=True)

    def _place(self, view: PotsView, options: list[Place]) -> PotsAction:
        return self.rng.choice(options)

    def _play(self, view: PotsView, options: list[PotsAction]) -> PotsAction:
        raise NotImplementedError

    def _last_turn(self, view: PotsView) -> bool:
        """True when the game will be drawn before this seat plays again."""
        return view.turn + view.rules_seats > self.rules.max_rounds * view.rules_seats


# ----- easy and medium: a fading memory of facts ----------------------------------------


@dataclass(frozen=True)
class Habits:
    """How a memory player plays: `memory` how it remembers; `careful`: shakes only pots
    it does not remember and builds lines (else often shakes any pot); `swaps`: moves a
    remembered pot to finish a line; `hunch`: claims two alike and one unheard."""

    memory: MemoryStyle
    careful: float
    swaps: bool
    hunch: bool


EASY_HABITS = Habits(MemoryStyle(span=4, follows_swaps=False, swap_effort=0), 0.4, False, True)
MEDIUM_HABITS = Habits(MemoryStyle(span=24, follows_swaps=True, swap_effort=3), 1.0, True, False)


class MemoryBot(PotsBot):
    habits = MEDIUM_HABITS

    def __init__(self, seat: int, rules: PotsRules, seed: int) -> None:
        super().__init__(seat, rules, seed)
        self.memory = FadingMemory(seat, self.habits.memory)

    def _hear(self, event: Event) -> None:
        self.memory.observe(event)

    def _play(self, view: PotsView, options: list[PotsAction]) -> PotsAction:
        known = self.memory.recall()
        lines = claimable_lines(view)
        me = self.seat
        full = [line for line in lines if _alike(known, line.positions) == 3]
        if full:
            return Claim(me, full[0])
        window = view.phase is Phase.CLAIM_WINDOW
        hunches = self._hunches(known, lines)
        if window:
            if self.habits.hunch and hunches:
                return Claim(me, hunches[0][1])
            if self._last_turn(view):
                return Claim(me, self.rng.choice(lines))
            return EndTurn(me)
        if self.habits.swaps:
            move = self._completing_swap(known, lines)
            if move is not None:
                return Swap(me, *move)
            unknown = [p for p in POSITIONS if p not in known]
            if len(unknown) <= 2:
                move = self._preparing_swap(known, lines)
                if move is not None:
                    return Swap(me, *move)
        if self.habits.hunch and hunches and view.rules_seats == 1:
            return Claim(me, hunches[0][1])
        if self._last_turn(view) and view.rules_seats == 1:
            return Claim(me, self.rng.choice(lines))
        return Shake(me, self._pick_shake(known, hunches))

    def _hunches(self, known: dict[int, Sound], lines: tuple[Line, ...]) -> list[tuple[int, Line]]:
        """Lines with two remembered pots alike and a third not remembered, with that third."""
        found = []
        for line in lines:
            unknown = [p for p in line.positions if p not in known]
            if len(unknown) == 1 and _alike(known, line.positions) == 2:
                found.append((unknown[0], line))
        return found

    def _completing_swap(
        self, known: dict[int, Sound], lines: tuple[Line, ...]
    ) -> tuple[int, int] | None:
        for line in lines:
            for gap in line.positions:
                others = [known.get(p) for p in line.positions if p != gap]
                sound = others[0]
                if sound is None or sound == "silent" or others[1] != sound:
                    continue
                if known.get(gap) == sound:
                    continue
                for source, heard in known.items():
                    if heard == sound and source not in line.positions and in_line(source, gap):
                        return (gap, source)
        return None

    def _preparing_swap(
        self, known: dict[int, Sound], lines: tuple[Line, ...]
    ) -> tuple[int, int] | None:
        """Two alike in a line and a third alike that no single swap brings in: move the
        third to a place from which the next swap can."""
        for line in lines:
            for gap in line.positions:
                others = [known.get(p) for p in line.positions if p != gap]
                sound = others[0]
                if sound is None or sound == "silent" or others[1] != sound:
                    continue
                for source, heard in known.items():
                    if heard != sound or source in line.positions:
                        continue
                    for step in POSITIONS:
                        if step in line.positions and step != gap:
                            continue
                        if in_line(source, step) and in_line(step, gap):
                            return (source, step)
        return None

    def _pick_shake(self, known: dict[int, Sound], hunches: list[tuple[int, Line]]) -> int:
        if self.rng.random() >= self.habits.careful:
            return self.rng.choice(POSITIONS)
        if hunches:
            return hunches[0][0]
        unknown = [p for p in POSITIONS if p not in known]
        if not unknown:
            return self.rng.choice(POSITIONS)
        # Prefer a pot in line with something remembered: that is where lines are found.
        near = [p for p in unknown if any(in_line(p, q) for q in known if known[q] != "silent")]
        return self.rng.choice(near or unknown)


def _alike(known: dict[int, Sound], positions: tuple[int, ...]) -> int:
    """How many of `positions` are remembered with the most common noisy sound among them."""
    sounds = [known[p] for p in positions if p in known and known[p] != "silent"]
    return max((sounds.count(s) for s in NOISY_SOUNDS), default=0)


class EasyBot(MemoryBot):
    level = "easy"
    habits = EASY_HABITS

    def _take(self, view: PotsView) -> PotsAction:
        empty = set(view.empty_positions)
        position = self.rng.choice([p for p in POSITIONS if p not in empty])
        return Take(self.seat, position, shake=self.rng.random() < 0.5)


class MediumBot(MemoryBot):
    level = "medium"
    habits = MEDIUM_HABITS


# ----- expert: exact inference and a one-step lookahead ----------------------------------


@dataclass(frozen=True)
class ExpertTuning:
    """The expert's few numbers, tuned with `bench/bots/tune.py`.

    `keep`: what a turn that ends without a claim is worth to it, by number of opponents:
    it claims when the chance of the line beats that, discounted once per opponent by the
    threat behind it, so the bar falls as opponents are added and as lines get near.
    (A sweep of `keep` per table size found 0.6 best or level with the best everywhere.)
    `threat`: how likely an opponent is to take a line one swap away. `curiosity`: value
    of one bit of information from a shake.
    `stall`: per opponent's turn in a row that let it hear nothing it did not know,
    patience shrinks by this factor. Waiting is worth something only while others give
    sounds away; when they wait too (experts do: a shake tells the whole table what it
    tells the shaker, so each prefers a shake of a known pot or a swap) or nothing is
    left to hear, the shrinking patience makes it shake, build or claim, and so breaks
    the stalemate. Counted per opponent's turn, not per round, so that a table of four
    waiting players breaks it as soon as a table of two.
    `silent_cost`: share of the turn's value lost by missing a turn (draft silent pot).
    """

    keep: tuple[float, ...] = (0.6, 0.6, 0.6, 0.6)
    threat: float = 0.8
    curiosity: float = 0.03
    stall: float = 0.8
    silent_cost: float = 0.5

    def keep_for(self, opponents: int) -> float:
        return self.keep[min(opponents, len(self.keep) - 1)]


class ExpertBot(PotsBot):
    level = "expert"

    def __init__(
        self, seat: int, rules: PotsRules, seed: int, tuning: ExpertTuning | None = None
    ) -> None:
        super().__init__(seat, rules, seed)
        self.tuning = tuning or ExpertTuning()
        self.belief = Belief(seat, self.rules.variant)
        self._lines = np.array([ALL_LINES.index(line) for line in self.rules.claimable_lines])
        # Opponents' turns in a row that let this seat hear nothing it did not know, and
        # whether the turn under way has: the measure of a stalemate, from its own view.
        self._quiet = 0
        self._told = False

    def _hear(self, event: Event) -> None:
        if isinstance(event, ev.TurnBegins):
            self._told = False
        elif isinstance(event, ev.Shaken) and event.player != self.seat and not self._told:
            self._told = self._news(event.position, event.sound)
        self.belief.observe(event)
        if isinstance(event, ev.TurnEnded) and event.player != self.seat:
            self._quiet = 0 if self._told else self._quiet + 1

    def _news(self, position: int, sound: Sound) -> bool:
        """Whether `sound` at `position` is news to this seat (asked before it hears it)."""
        belief = self.belief
        heard = belief.table.arrangements[:, position - 1] == SOUND_CODE[sound]
        return float(belief.p[heard].sum()) < 1.0 - 1e-9

    # ----- play ---------------------------------------------------------------------

    def _play(self, view: PotsView, options: list[PotsAction]) -> PotsAction:
        me = self.seat
        after = self.belief.lines_after_swaps()[:, self._lines]  # (19, L)
        now = after[0]
        best_line = ALL_LINES[int(self._lines[int(np.argmax(now))])]
        chance = float(now.max())
        threat = float(after.max())
        if view.phase is Phase.CLAIM_WINDOW:
            bar = self._waiting(view, np.float64(threat), np.float64(threat))
            if chance > 0 and (self._last_turn(view) or chance >= bar):
                return Claim(me, best_line)
            return EndTurn(me)
        if view.rules_seats == 1:
            return self._play_alone(view, after, best_line, chance)
        return self._best_action(view, after, threat)

    def _waiting(self, view: PotsView, threat: np.ndarray, mine: np.ndarray) -> np.ndarray:
        """What ending the turn without a claim is worth: every opponent must miss the
        `threat` (a line one swap away), and then this seat has its `mine` or its patience."""
        opponents = view.rules_seats - 1
        keep = self.tuning.keep_for(opponents) * self.tuning.stall**self._quiet
        missed = np.clip(1.0 - self.tuning.threat * threat, 0.0, 1.0) ** opponents
        return missed * np.maximum(keep, mine)

    def _best_action(self, view: PotsView, after: np.ndarray, threat: float) -> PotsAction:
        me, tuning = self.seat, self.tuning
        out = self.belief.outcomes(swaps=len(self.belief.support()) <= WIDE_SUPPORT)
        joint = out.joint  # (9, 4)
        lines_after = out.lines_after[:, :, :, self._lines]  # (9, 4, 19, L)
        with np.errstate(divide="ignore", invalid="ignore"):
            claim = np.where(joint > 0, lines_after[:, :, 0, :].max(axis=2) / joint, 0.0)
            risk = np.where(joint > 0, lines_after.max(axis=(2, 3)) / joint, 0.0)
        bits = entropy_bits(joint)
        wait = self._waiting(view, risk, risk)
        if view.variant is Variant.DRAFT:
            wait[:, SILENT_CODE] *= 1.0 - tuning.silent_cost
        value = (joint * np.maximum(claim, wait)).sum(axis=1) + tuning.curiosity * bits
        actions: list[PotsAction] = [Shake(me, q) for q in POSITIONS]
        scores = list(value)
        swap_claim = after[1:].max(axis=1)
        next_threat = np.maximum(self._threat_after_swaps(threat), swap_claim)
        swap_wait = self._waiting(view, next_threat, next_threat)
        scores += list(np.maximum(swap_claim, swap_wait))
        actions += [Swap(me, a, b) for a, b in IN_LINE_PAIRS]
        return self._pick(actions, scores)

    def _pick(self, actions: list[PotsAction], scores: list[float]) -> PotsAction:
        # Ties (common at the start) are broken by the seeded generator, not by position.
        top = max(scores)
        return self.rng.choice([a for a, v in zip(actions, scores, strict=True) if v >= top - 1e-9])

    def _threat_after_swaps(self, threat: float) -> np.ndarray:
        """For each public swap, the best claim anyone could make after it and one more
        swap. Exact while the belief is narrow; while it is wide no two swaps can make a
        line likely, so the current threat stands in (and keeps decisions fast)."""
        idx = self.belief.support()
        if len(idx) > TWO_SWAP_SUPPORT:
            return np.full(len(IN_LINE_PAIRS), threat)
        table = self.belief.table
        w = self.belief.p[idx].astype(np.float32)
        moved = table.after_swap_lines[table.in_line_swap[:, idx]]  # (18, K, 19 * 6)
        lines = (w @ moved).reshape(len(IN_LINE_PAIRS), len(IN_LINE_PAIRS) + 1, 6)
        return lines[:, :, self._lines].max(axis=(1, 2)).astype(np.float64)

    def _play_alone(
        self, view: PotsView, after: np.ndarray, best_line: Line, chance: float
    ) -> PotsAction:
        """Alone there is no claim after an action: claim, or prepare the next turns."""
        me = self.seat
        keep = self.tuning.keep_for(0)
        if chance >= keep or (self._last_turn(view) and chance > 0):
            return Claim(me, best_line)
        swap_claim = after[1:].max(axis=1)
        j = int(np.argmax(swap_claim))
        if swap_claim[j] >= keep and swap_claim[j] > chance:
            return Swap(me, *IN_LINE_PAIRS[j])
        out = self.belief.outcomes()
        lines_after = out.lines_after[:, :, :, self._lines]
        # Shakes and swaps alike are scored by the best claim two turns on.
        ready = lines_after.max(axis=(2, 3)).sum(axis=1)
        scores = list(ready + self.tuning.curiosity * entropy_bits(out.joint))
        scores += list(self._threat_after_swaps(0.0))
        actions: list[PotsAction] = [Shake(me, q) for q in POSITIONS]
        actions += [Swap(me, a, b) for a, b in IN_LINE_PAIRS]
        return self._pick(actions, scores)

    # ----- secret steps and the draft -----------------------------------------------

    def _secret_swap(self, view: PotsView, options: list[SecretSwap]) -> PotsAction:
        """Put the silent pot where the lines left are the best ones for this seat."""
        scores = []
        for option in options:
            moved = self.belief.after_swap(option.a, option.b)
            lines = (self.belief.table.line_complete_f[self._lines] @ moved).max()
            scores.append(float(lines))
        top = max(scores)
        return self.rng.choice([o for o, s in zip(options, scores, strict=True) if s >= top - 1e-9])

    def _take(self, view: PotsView) -> PotsAction:
        """Everything heard in the draft is heard by all, and the first player moves first
        in play: it shakes the pot whose sound is least certain, to know most; everyone
        else takes unheard, to leave the first player as little to exploit as possible."""
        empty = set(view.empty_positions)
        left = [p for p in POSITIONS if p not in empty]
        bits = entropy_bits(self.belief.marginals())
        top = max(bits[p - 1] for p in left)
        choice = self.rng.choice([p for p in left if bits[p - 1] >= top - 1e-9])
        return Take(self.seat, choice, shake=self.seat == 0)

    def _place(self, view: PotsView, options: list[Place]) -> PotsAction:
        """The first player moves first in play, so it builds lines others would spoil."""
        placed = {e.position: e.origin for e in view.events if isinstance(e, ev.PotPlaced)}
        arr = self.belief.table.arrangements
        p = self.belief.p
        sign = 1.0 if self.seat == 0 else -1.0
        scores = []
        for option in options:
            board = {**placed, option.position: option.origin}
            score = 0.0
            for line in ALL_LINES:
                if option.position not in line.positions or CENTRE in line.positions:
                    continue
                origins = [board[q] for q in line.positions if q in board]
                if len(origins) < 2:
                    continue
                same = np.all(arr[:, [o - 1 for o in origins]] == arr[:, [origins[0] - 1]], 1)
                score += float(p @ same) * (1.0 if len(origins) == 3 else 0.3)
            scores.append(sign * score)
        top = max(scores)
        return self.rng.choice([o for o, s in zip(options, scores, strict=True) if s >= top - 1e-9])


_LEVEL_CLASSES: dict[str, type[PotsBot]] = {
    "easy": EasyBot,
    "medium": MediumBot,
    "expert": ExpertBot,
}


def make_bot(level: str, seat: int, rules: PotsRules, seed: int) -> PotsBot:
    """A computer player of `level` (one of LEVELS) for `seat`, deterministic for `seed`."""
    try:
        cls = _LEVEL_CLASSES[level]
    except KeyError:
        raise PotsError("pots-no-bot-level", level=str(level)) from None
    return cls(seat, rules, seed)

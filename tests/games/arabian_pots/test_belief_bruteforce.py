"""The expert's exact belief against an independent brute force over labelled pots.

The brute force knows nothing of the arrangement table: it enumerates every permutation
of nine labelled noisy pots (and, with the silent pot, which labelled pot stands aside),
applies each event to every permutation and collapses to sound groups only at the end.
Random short games of every variant are played; after every step the probability that
each position holds each group must agree.
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from voice_games.core import Event
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.actions import Claim, EndTurn, PotsAction, Shake
from voice_games.games.arabian_pots.belief import Belief
from voice_games.games.arabian_pots.board import neighbours
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsState, Variant

SILENT_LABEL = 9
# Labels 0-8 are the noisy pots (three per group), 9 the silent pot.
GROUP_OF_LABEL = np.array([0, 0, 0, 1, 1, 1, 2, 2, 2, 3], dtype=np.int8)
GROUP_OF_SOUND = {"ball": 0, "metal": 1, "beads": 2, "silent": 3}
ASIDE = 9  # slot of the pot that is not on the board


def permutations(n: int) -> np.ndarray:
    """All n! orderings of range(n), built by inserting each new item at every place."""
    perms = np.zeros((1, 0), dtype=np.int8)
    for item in range(n):
        rows = []
        for place in range(perms.shape[1] + 1):
            rows.append(np.insert(perms, place, item, axis=1))
        perms = np.concatenate(rows)
    return perms


class BruteForce:
    """Weights over (board slots 0-8, aside slot 9) -> labelled pot."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        perms = permutations(9)
        aside = np.full((len(perms), 1), SILENT_LABEL, dtype=np.int8)
        self.configs = np.concatenate([perms, aside], axis=1)
        self.w = np.full(len(perms), 1.0 / len(perms))
        self.silent_at: int | None = None
        self.origin_at: dict[int, int] = {}
        self.left_origin: int | None = None

    def observe(self, event: Event) -> None:
        if isinstance(event, ev.SilentPotPlacedAt):
            self._place_silent([event.position])
        elif isinstance(event, ev.SilentPotPlaced):
            if not (self.configs[:, :9] == SILENT_LABEL).any():
                self._place_silent(list(range(1, 10)))
        elif isinstance(event, ev.SecretSwapMade):
            assert event.owner == self.seat
            self._swap_columns(event.a, event.b)
        elif isinstance(event, ev.SecretSwapDone) and event.player != self.seat:
            if event.setup:
                self._symmetrise()
            else:
                assert self.silent_at is not None
                self._mix(self.silent_at)
        elif isinstance(event, ev.Shaken):
            self._hear(event.position, event.sound)
        elif isinstance(event, ev.Swapped):
            self._swap_columns(event.a, event.b)
        elif isinstance(event, ev.MustSwapSilent):
            self.silent_at = event.position
        elif isinstance(event, ev.PotTaken) and event.sound is not None:
            self._hear(event.origin, event.sound)
        elif isinstance(event, ev.PotPlaced):
            self.origin_at[event.position] = event.origin
        elif isinstance(event, ev.PotLeftGame):
            self.left_origin = event.origin
        elif isinstance(event, ev.PlayBegins) and self.origin_at:
            self._board_from_draft()

    def _place_silent(self, places: list[int]) -> None:
        versions = []
        for place in places:
            moved = self.configs.copy()
            moved[:, ASIDE] = moved[:, place - 1]
            moved[:, place - 1] = SILENT_LABEL
            versions.append(moved)
        self.configs = np.concatenate(versions)
        self.w = np.concatenate([self.w / len(places)] * len(places))

    def _swap_columns(self, a: int, b: int) -> None:
        self.configs[:, [a - 1, b - 1]] = self.configs[:, [b - 1, a - 1]]

    def _hear(self, slot: int, sound: str) -> None:
        keep = GROUP_OF_LABEL[self.configs[:, slot - 1]] == GROUP_OF_SOUND[sound]
        self.configs, self.w = self.configs[keep], self.w[keep]
        self.w /= self.w.sum()

    def _symmetrise(self) -> None:
        """Unknown setup swaps: every board order equally likely, the pot aside kept.

        Averaging over all 9! board permutations leaves, for each label set aside, the
        uniform distribution over board orders; enumerate exactly that."""
        mass = np.bincount(self.configs[:, ASIDE], self.w, minlength=10)
        rebuilt, weights = [], []
        perms = permutations(9)
        for aside_label in np.flatnonzero(mass):
            on_board = np.array([x for x in range(10) if x != aside_label], dtype=np.int8)
            board = on_board[perms]
            aside = np.full((len(perms), 1), aside_label, dtype=np.int8)
            rebuilt.append(np.concatenate([board, aside], axis=1))
            weights.append(np.full(len(perms), mass[aside_label] / len(perms)))
        self.configs, self.w = np.concatenate(rebuilt), np.concatenate(weights)

    def _mix(self, position: int) -> None:
        around = neighbours(position)
        versions = []
        for other in around:
            moved = self.configs.copy()
            moved[:, [position - 1, other - 1]] = moved[:, [other - 1, position - 1]]
            versions.append(moved)
        configs = np.concatenate(versions)
        weights = np.concatenate([self.w / len(around)] * len(around))
        codes = (configs.astype(np.int64) * (10 ** np.arange(10, dtype=np.int64))).sum(axis=1)
        unique, first, inverse = np.unique(codes, return_index=True, return_inverse=True)
        self.configs = configs[first]
        self.w = np.bincount(inverse, weights, minlength=len(unique))

    def _board_from_draft(self) -> None:
        origins = self.configs.copy()
        for position in range(1, 10):
            if position == 5:
                self.configs[:, 4] = SILENT_LABEL
            else:
                self.configs[:, position - 1] = origins[:, self.origin_at[position] - 1]
        assert self.left_origin is not None
        self.configs[:, ASIDE] = origins[:, self.left_origin - 1]

    def marginals(self) -> np.ndarray:
        groups = GROUP_OF_LABEL[self.configs[:, :9]]
        return (
            np.stack([np.bincount(groups[:, q], self.w, minlength=4) for q in range(9)])
            / self.w.sum()
        )


def random_action(state: PotsState, rng: random.Random) -> PotsAction:
    """Mostly shakes, some swaps and claims; the silent pot is shaken often, so that its
    secret swaps (seen and unseen) are exercised."""
    options = state.legal_actions()
    player = state.current_player
    assert player is not None
    if state.phase is Phase.PLAY:
        silent = state.silent_pot_position
        roll = rng.random()
        if silent is not None and roll < 0.25:
            return Shake(player, silent)
        if roll < 0.75:
            return rng.choice([o for o in options if isinstance(o, Shake)])
        if roll < 0.95:
            return rng.choice([o for o in options if not isinstance(o, Shake | Claim)])
        return rng.choice([o for o in options if isinstance(o, Claim)])
    if state.phase is Phase.CLAIM_WINDOW:
        return EndTurn(player) if rng.random() < 0.85 else rng.choice(options)
    return rng.choice(options)


CASES = [
    # (variant, seats, observing seat, game seed, steps)
    (Variant.BASIC, 2, 0, 1, 30),
    (Variant.BASIC, 3, 2, 2, 30),
    (Variant.SILENT, 1, 0, 3, 25),
    (Variant.SILENT, 2, 0, 4, 25),
    (Variant.SILENT, 2, 1, 5, 25),
    (Variant.SILENT, 3, 1, 6, 25),
    (Variant.DRAFT, 2, 0, 7, 40),
    (Variant.DRAFT, 3, 2, 8, 40),
]


@pytest.mark.parametrize(("variant", "seats", "seat", "seed", "steps"), CASES)
def test_belief_matches_brute_force(
    variant: Variant, seats: int, seat: int, seed: int, steps: int
) -> None:
    rules = PotsRules(seats=seats, variant=variant, seed=seed)
    state = rules.new_game()
    rng = random.Random(seed)
    belief, brute = Belief(seat, variant), BruteForce(seat)
    seen = 0
    played_steps = 0
    while not state.is_over and played_steps < steps + 40:
        events = state.view(seat).events
        for event in events[seen:]:
            belief.observe(event)
            brute.observe(event)
        seen = len(events)
        # During the draft both describe the pots by origin, afterwards by position.
        np.testing.assert_allclose(belief.marginals(), brute.marginals(), atol=1e-6)
        if state.phase in (Phase.PLAY, Phase.CLAIM_WINDOW):
            played_steps += 1
            if played_steps > steps:
                break
        state.apply(random_action(state, rng))
    np.testing.assert_allclose(belief.marginals(), brute.marginals(), atol=1e-6)


def test_the_random_games_exercise_every_kind_of_event() -> None:
    """The cases above hear unseen and own silent-pot swaps, failed claims and the draft."""
    kinds: set[str] = set()
    for variant, seats, seat, seed, steps in CASES:
        state = PotsRules(seats=seats, variant=variant, seed=seed).new_game()
        rng = random.Random(seed)
        while not state.is_over and state.turn <= steps:
            state.apply(random_action(state, rng))
        for event in state.view(seat).events:
            if isinstance(event, ev.SecretSwapDone) and not event.setup:
                kinds.add("own silent swap" if event.player == seat else "unseen silent swap")
            elif isinstance(event, ev.ClaimFailed):
                kinds.add("failed claim")
            elif isinstance(event, ev.PotTaken):
                kinds.add("heard take" if event.sound else "unheard take")
            elif isinstance(event, ev.Swapped):
                kinds.add("public swap")
    assert kinds >= {
        "own silent swap",
        "unseen silent swap",
        "failed claim",
        "heard take",
        "unheard take",
        "public swap",
    }

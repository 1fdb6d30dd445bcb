"""The rules of The Arabian Pots (RULES.md section 1), pure: no sound, no threads, no I/O.

A `PotsRules` holds the parameters; `new_game()` gives a `PotsState` whose arrangement
comes from the seed alone, so the seed and the list of actions replay a game exactly.
`apply()` refuses an illegal action with a `PotsIllegal`: a message id of the game's
catalogue and its arguments, so the rules hold no words and a refusal is said in the
language of whoever hears it.
Hidden information leaves the state only through `view(player)` and events, each of which
says who may perceive it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache

from voice_games.core import Event, IllegalAction
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
from voice_games.games.arabian_pots.board import (
    ALL_LINES,
    POSITIONS,
    ROWS,
    Line,
    adjacent,
    in_line,
    is_position,
    neighbours,
)
from voice_games.games.arabian_pots.errors import Pots, PotsError, PotsIllegal
from voice_games.games.arabian_pots.events import NOISY_SOUNDS, Sound

MAX_SEATS = 6
SILENT: Sound = "silent"


class Variant(StrEnum):
    BASIC = "basic"
    SILENT = "silent"
    DRAFT = "draft"


class Phase(StrEnum):
    PLACE_SILENT = "place silent pot"
    SETUP_SWAPS = "setup swaps"
    DRAFT_TAKE = "draft: take pots"
    DRAFT_PLACE = "draft: put pots back"
    PLAY = "play"
    CLAIM_WINDOW = "claim or end turn"
    SECRET_SWAP = "secret swap of the silent pot"
    OVER = "over"


SECRET_PHASES = frozenset({Phase.PLACE_SILENT, Phase.SETUP_SWAPS, Phase.SECRET_SWAP})


@dataclass(frozen=True)
class PotsRules:
    """The parameters of one game. `rows_only` restricts claims to rows (a rules option)."""

    seats: int = 1
    variant: Variant = Variant.BASIC
    seed: int = 0
    rows_only: bool = False
    max_rounds: int = 100
    setup_swaps: int = 3

    def __post_init__(self) -> None:
        if not 1 <= self.seats <= MAX_SEATS:
            raise PotsError("pots-seats-out-of-range", low=1, high=MAX_SEATS, seats=self.seats)
        object.__setattr__(self, "variant", Variant(self.variant))

    @property
    def claimable_lines(self) -> tuple[Line, ...]:
        return ROWS if self.rows_only else ALL_LINES

    def new_game(self) -> PotsState:
        return PotsState(self)


NO_SEAT = -1
"""The player of a view that belongs to nobody: it holds public events only."""


@dataclass(frozen=True)
class PotsView:
    """Everything one player may know, and nothing more.

    Built only from public facts and the events this player may perceive; a bot's input
    and everything the game says to this player come from here.
    """

    player: int
    rules_seats: int
    variant: Variant
    rows_only: bool
    phase: Phase
    current_player: int | None
    turn: int
    lost_turn: tuple[bool, ...]
    setup_swaps_left: int
    silent_pot_to_swap: int | None
    hands: tuple[tuple[tuple[int, Sound | None], ...], ...]
    empty_positions: tuple[int, ...]
    actions_taken: tuple[int, ...]
    winner: int | None
    drawn: bool
    events: tuple[Event, ...]


def legal_actions_from(
    player: int,
    phase: Phase,
    rows_only: bool,
    silent_at: int | None,
    empty_positions: tuple[int, ...],
    hand: tuple[int, ...],
) -> list[PotsAction]:
    """The legal actions of the player to move, from public facts alone, so that the
    engine and a player holding only a view (a computer player) share one statement of
    the rules."""
    if phase in _FIXED_PHASES:
        return list(_fixed_actions(player, phase, rows_only))
    if phase is Phase.SECRET_SWAP:
        assert silent_at is not None
        return [SecretSwap(player, silent_at, n) for n in neighbours(silent_at)]
    if phase is Phase.DRAFT_TAKE:
        return [
            Take(player, pos, shake)
            for pos in POSITIONS
            if pos not in empty_positions
            for shake in (True, False)
        ]
    if phase is Phase.DRAFT_PLACE:
        return [Place(player, origin, pos) for origin in hand for pos in empty_positions]
    return []


_FIXED_PHASES = frozenset({Phase.PLACE_SILENT, Phase.SETUP_SWAPS, Phase.PLAY, Phase.CLAIM_WINDOW})


@cache
def _fixed_actions(player: int, phase: Phase, rows_only: bool) -> tuple[PotsAction, ...]:
    """Phases whose choices depend only on who plays them: built once, asked often."""
    if phase is Phase.PLACE_SILENT:
        return tuple(PlaceSilent(player, pos) for pos in POSITIONS)
    if phase is Phase.SETUP_SWAPS:
        return tuple(SetupSwap(player, a, b) for a in POSITIONS for b in POSITIONS if a < b)
    claims = [Claim(player, line) for line in (ROWS if rows_only else ALL_LINES)]
    if phase is Phase.CLAIM_WINDOW:
        return (*claims, EndTurn(player))
    shakes = [Shake(player, pos) for pos in POSITIONS]
    swaps = [Swap(player, a, b) for a in POSITIONS for b in POSITIONS if a < b and in_line(a, b)]
    return (*shakes, *swaps, *claims)


@dataclass
class PotsState:
    rules: PotsRules
    board: list[Sound | None] = field(init=False)
    phase: Phase = field(init=False)
    current_player: int | None = field(init=False)
    history: list[PotsAction] = field(init=False, default_factory=list)
    events: list[Event] = field(init=False, default_factory=list)
    lost_turn: list[bool] = field(init=False)
    actions_taken: list[int] = field(init=False)
    turn: int = field(init=False, default=0)
    winner: int | None = field(init=False, default=None)
    drawn: bool = field(init=False, default=False)
    _setup_swaps_left: int = field(init=False, default=0)
    _silent_at: int | None = field(init=False, default=None)
    _after_secret: Phase = field(init=False, default=Phase.CLAIM_WINDOW)
    _hands: list[list[int]] = field(init=False)
    _draft_sounds: dict[int, Sound] = field(init=False, default_factory=dict)
    _heard_in_draft: dict[int, Sound] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        rules = self.rules
        sounds: list[Sound] = [s for s in NOISY_SOUNDS for _ in range(3)]
        random.Random(rules.seed).shuffle(sounds)
        self.board = list(sounds)
        self.lost_turn = [False] * rules.seats
        self.actions_taken = [0] * rules.seats
        self._hands = [[] for _ in range(rules.seats)]
        self._emit(ev.GameStarted(rules.seats, rules.variant.value))
        if rules.variant is Variant.DRAFT:
            self.phase = Phase.DRAFT_TAKE
            self.current_player = 0
        elif rules.variant is Variant.SILENT:
            self.phase = Phase.PLACE_SILENT
            self.current_player = 0
            self._emit(ev.SetupTurn(0, rules.setup_swaps, place_silent=True))
        else:
            self._begin_setup_swaps(0)

    # ----- replay -------------------------------------------------------------------

    @classmethod
    def replay(cls, rules: PotsRules, actions: Sequence[PotsAction]) -> PotsState:
        state = cls(rules)
        for action in actions:
            state.apply(action)
        return state

    # ----- queries ------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def seats(self) -> int:
        return self.rules.seats

    @property
    def in_secret_step(self) -> bool:
        """True while the current player does something nobody else may see."""
        return self.phase in SECRET_PHASES

    @property
    def silent_pot_position(self) -> int | None:
        """Full state, not a view: for the engine and saved games only."""
        for index, sound in enumerate(self.board):
            if sound == SILENT:
                return index + 1
        return None

    def round(self) -> int:
        return (self.turn - 1) // self.seats + 1 if self.turn else 0

    def legal_actions(self, player: int | None = None) -> list[PotsAction]:
        """Every action `player` (default: whoever is to move) may take now."""
        who = self.current_player if player is None else player
        if who is None or who != self.current_player or self.is_over:
            return []
        return legal_actions_from(
            who,
            self.phase,
            self.rules.rows_only,
            self._silent_at,
            tuple(p for p in POSITIONS if self.board[p - 1] is None),
            tuple(self._hands[who]),
        )

    def is_legal(self, action: PotsAction) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    # ----- checking -----------------------------------------------------------------

    def check(self, action: PotsAction) -> None:
        """Raise IllegalAction, with the rule that forbids it, unless `action` is legal now."""
        if self.is_over:
            raise PotsIllegal("pots-game-over")
        self._check_positions(action)
        player = action.player
        if not 0 <= player < self.seats:
            raise PotsIllegal("pots-no-such-seat", seat=player + 1)
        if player != self.current_player:
            assert self.current_player is not None
            raise PotsIllegal(
                "pots-not-your-turn",
                current=self.current_player + 1,
                missing=_yes(self.lost_turn[player]),
            )
        checker = _PHASE_CHECKS[self.phase]
        checker(self, action)

    def _check_positions(self, action: PotsAction) -> None:
        for name in ("position", "a", "b", "origin"):
            value = getattr(action, name, None)
            if value is not None and not is_position(value):
                # a number or whatever a saved game held: said as it was given
                said = value if isinstance(value, int) else str(value)
                raise PotsIllegal("pots-no-such-pot", position=said)
        a, b = getattr(action, "a", None), getattr(action, "b", None)
        if a is not None and a == b:
            raise PotsIllegal("pots-same-pot-twice", position=a)

    def _check_place_silent(self, action: PotsAction) -> None:
        if not isinstance(action, PlaceSilent):
            raise PotsIllegal("pots-place-silent-first")

    def _check_setup_swap(self, action: PotsAction) -> None:
        if not isinstance(action, SetupSwap):
            raise PotsIllegal("pots-setup-swaps-only", left=self._setup_swaps_left)

    def _check_secret_swap(self, action: PotsAction) -> None:
        silent = self._silent_at
        assert silent is not None
        options = Pots(neighbours(silent), "or")
        if not isinstance(action, SecretSwap):
            raise PotsIllegal("pots-secret-swap-first", options=options)
        if silent not in (action.a, action.b):
            raise PotsIllegal("pots-secret-swap-with-silent", position=silent, options=options)
        if not adjacent(action.a, action.b):
            raise PotsIllegal("pots-secret-swap-adjacent", options=options)

    def _check_play(self, action: PotsAction) -> None:
        if isinstance(action, Shake):
            return
        if isinstance(action, Swap):
            if not in_line(action.a, action.b):
                raise PotsIllegal("pots-swap-not-in-line", a=action.a, b=action.b)
            return
        if isinstance(action, Claim):
            self._check_claim(action)
            return
        if isinstance(action, EndTurn):
            raise PotsIllegal("pots-act-first")
        raise self._wrong_kind(action)

    def _check_claim_window(self, action: PotsAction) -> None:
        if isinstance(action, Claim):
            self._check_claim(action)
            return
        if isinstance(action, EndTurn):
            return
        if isinstance(action, Shake | Swap):
            raise PotsIllegal("pots-action-had")
        raise self._wrong_kind(action)

    def _check_claim(self, action: Claim) -> None:
        if action.line not in self.rules.claimable_lines:
            raise PotsIllegal("pots-rows-only")

    def _check_draft_take(self, action: PotsAction) -> None:
        if not isinstance(action, Take):
            raise PotsIllegal("pots-draft-on")
        if self.board[action.position - 1] is None:
            raise PotsIllegal("pots-place-emptied", position=action.position)

    def _check_draft_place(self, action: PotsAction) -> None:
        if not isinstance(action, Place):
            raise PotsIllegal("pots-put-back")
        hand = self._hands[action.player]
        if action.origin not in hand:
            raise PotsIllegal(
                "pots-not-holding", origin=action.origin, held=Pots(tuple(sorted(hand)), "or")
            )
        if self.board[action.position - 1] is not None:
            raise PotsIllegal(
                "pots-place-full",
                position=action.position,
                silent=_yes(self.board[action.position - 1] == SILENT),
            )

    def _wrong_kind(self, action: PotsAction) -> PotsIllegal:
        """The refusal of a kind of move that belongs to another phase of the game."""
        return PotsIllegal(_WRONG_KIND.get(type(action), "pots-cannot-now"))

    # ----- applying -----------------------------------------------------------------

    def apply(self, action: PotsAction) -> list[Event]:
        """Apply a legal action and return the events it caused, in order."""
        self.check(action)
        first = len(self.events)
        self.history.append(action)
        handler = _HANDLERS[type(action)]
        handler(self, action)
        return self.events[first:]

    def _emit(self, event: Event) -> None:
        self.events.append(event)

    def _begin_setup_swaps(self, player: int) -> None:
        self.phase = Phase.SETUP_SWAPS
        self.current_player = player
        self._setup_swaps_left = self.rules.setup_swaps
        if self.rules.setup_swaps == 0:
            self._finish_setup_of(player)
            return
        if player != 0 or self.rules.variant is not Variant.SILENT:
            self._emit(ev.SetupTurn(player, self.rules.setup_swaps, place_silent=False))

    def _finish_setup_of(self, player: int) -> None:
        if player + 1 < self.seats:
            self._begin_setup_swaps(player + 1)
        else:
            self._begin_play()

    def _begin_play(self) -> None:
        self._emit(ev.PlayBegins(0))
        self.current_player = 0
        self._start_turn(0)

    def _start_turn(self, player: int) -> None:
        """Begin the next turn at `player`, skipping turns lost to penalties."""
        limit = self.rules.max_rounds * self.seats
        while True:
            self.turn += 1
            if self.turn > limit:
                self.turn = limit
                self.drawn = True
                self._emit(ev.GameDrawn(self.rules.max_rounds))
                self._finish()
                return
            if self.lost_turn[player]:
                self.lost_turn[player] = False
                self.actions_taken[player] += 1
                self._emit(ev.TurnLost(player))
                player = (player + 1) % self.seats
                continue
            self.current_player = player
            self.phase = Phase.PLAY
            self._emit(ev.TurnBegins(player, self.turn))
            return

    def _end_turn(self) -> None:
        assert self.current_player is not None
        player = self.current_player
        self._emit(ev.TurnEnded(player))
        self._start_turn((player + 1) % self.seats)

    def _after_action(self) -> None:
        """After a shake or swap the player may still claim; alone, the next turn is theirs
        anyway, so the claim window would only add a step."""
        if self.seats == 1:
            self._end_turn()
        else:
            self.phase = Phase.CLAIM_WINDOW

    def _finish(self) -> None:
        self.phase = Phase.OVER
        self.current_player = None
        self._emit(ev.ArrangementRevealed(tuple(self.board)))

    def _apply_place_silent(self, action: PlaceSilent) -> None:
        self.board[action.position - 1] = SILENT
        self._emit(ev.SilentPotPlacedAt(action.player, action.position))
        self._emit(ev.SilentPotPlaced(action.player))
        self._begin_setup_swaps(action.player)

    def _swap_board(self, a: int, b: int) -> None:
        self.board[a - 1], self.board[b - 1] = self.board[b - 1], self.board[a - 1]

    def _apply_setup_swap(self, action: SetupSwap) -> None:
        self._swap_board(action.a, action.b)
        self._emit(ev.SecretSwapMade(action.player, action.a, action.b, setup=True))
        self._emit(ev.SecretSwapDone(action.player, setup=True))
        self._setup_swaps_left -= 1
        if self._setup_swaps_left == 0:
            self._finish_setup_of(action.player)

    def _apply_shake(self, action: Shake) -> None:
        sound = self.board[action.position - 1]
        assert sound is not None
        self.actions_taken[action.player] += 1
        self._emit(ev.Shaken(action.player, action.position, sound))
        if sound == SILENT:
            self._must_swap_silent(action.player, action.position, after=Phase.CLAIM_WINDOW)
        else:
            self._after_action()

    def _must_swap_silent(self, player: int, position: int, after: Phase) -> None:
        self._silent_at = position
        self._after_secret = after
        self.phase = Phase.SECRET_SWAP
        self._emit(ev.MustSwapSilent(player, position))
        if self.rules.variant is Variant.DRAFT and not self.lost_turn[player]:
            self.lost_turn[player] = True
            self._emit(ev.WillLoseTurn(player, "silent pot"))

    def _apply_swap(self, action: Swap) -> None:
        self._swap_board(action.a, action.b)
        self.actions_taken[action.player] += 1
        self._emit(ev.Swapped(action.player, action.a, action.b))
        self._after_action()

    def _apply_secret_swap(self, action: SecretSwap) -> None:
        self._swap_board(action.a, action.b)
        self._emit(ev.SecretSwapMade(action.player, action.a, action.b, setup=False))
        self._emit(ev.SecretSwapDone(action.player, setup=False))
        self._silent_at = None
        if self._after_secret is Phase.CLAIM_WINDOW:
            self._after_action()
        else:
            self._end_turn()

    def _apply_claim(self, action: Claim) -> None:
        player = action.player
        self.actions_taken[player] += 1
        self._emit(ev.ClaimMade(player, action.line))
        sounds = [self.board[p - 1] for p in action.line.positions]
        for position, sound in zip(action.line.positions, sounds, strict=True):
            assert sound is not None
            self._emit(ev.Shaken(player, position, sound, in_claim=True))
        first = sounds[0]
        if first is not None and first != SILENT and all(s == first for s in sounds):
            self.winner = player
            self._emit(ev.GameWon(player, action.line, first, self.actions_taken[player]))
            self._finish()
            return
        self._emit(ev.ClaimFailed(player, action.line))
        self.lost_turn[player] = True
        self._emit(ev.WillLoseTurn(player, "failed claim"))
        silent = next(
            (p for p, s in zip(action.line.positions, sounds, strict=True) if s == SILENT), None
        )
        if silent is not None:
            self._must_swap_silent(player, silent, after=Phase.OVER)
        else:
            self._end_turn()

    def _apply_end_turn(self, action: EndTurn) -> None:
        self._end_turn()

    def _apply_take(self, action: Take) -> None:
        sound = self.board[action.position - 1]
        assert sound is not None
        self.board[action.position - 1] = None
        self._draft_sounds[action.position] = sound
        self._hands[action.player].append(action.position)
        if action.shake:
            self._heard_in_draft[action.position] = sound
        self._emit(ev.PotTaken(action.player, action.position, sound if action.shake else None))
        if all(s is None for s in self.board):
            self.board[4] = SILENT
            self._emit(ev.SilentPotToCentre())
            self.phase = Phase.DRAFT_PLACE
            self.current_player = self._next_holder(self.seats - 1)
        else:
            self.current_player = (action.player + 1) % self.seats

    def _next_holder(self, after: int) -> int:
        for step in range(1, self.seats + 1):
            candidate = (after + step) % self.seats
            if self._hands[candidate]:
                return candidate
        raise AssertionError("someone always holds a pot while the board has room")

    def _apply_place(self, action: Place) -> None:
        self._hands[action.player].remove(action.origin)
        self.board[action.position - 1] = self._draft_sounds[action.origin]
        self._emit(ev.PotPlaced(action.player, action.origin, action.position))
        if any(s is None for s in self.board):
            self.current_player = self._next_holder(action.player)
            return
        for holder, hand in enumerate(self._hands):
            for origin in hand:
                self._emit(ev.PotLeftGame(holder, origin))
            hand.clear()
        self._begin_play()

    # ----- a random secret step, and the views ------------------------------------------

    def random_secret_action(self) -> PotsAction:
        """A random choice for the current secret step, when the table lets the computer
        make it. Seeded by the game's seed and its length, so a replay chooses the same."""
        rng = random.Random(f"{self.rules.seed}/{len(self.history)}")
        options = self.legal_actions()
        if not options or not self.in_secret_step:
            raise PotsIllegal("pots-no-secret-step")
        return rng.choice(options)

    def public_view(self) -> PotsView:
        """What everyone at the table knows: the view of a seat that holds no secret.
        Help spoken to a table of several humans is worked out from this."""
        return self.view(NO_SEAT)

    def view(self, player: int) -> PotsView:
        return PotsView(
            player=player,
            rules_seats=self.seats,
            variant=self.rules.variant,
            rows_only=self.rules.rows_only,
            phase=self.phase,
            current_player=self.current_player,
            turn=self.turn,
            lost_turn=tuple(self.lost_turn),
            setup_swaps_left=self._setup_swaps_left if self.current_player == player else 0,
            silent_pot_to_swap=self._silent_at,
            hands=tuple(
                tuple((origin, self._heard_in_draft.get(origin)) for origin in hand)
                for hand in self._hands
            ),
            empty_positions=tuple(p for p in POSITIONS if self.board[p - 1] is None),
            actions_taken=tuple(self.actions_taken),
            winner=self.winner,
            drawn=self.drawn,
            events=tuple(e for e in self.events if e.visible_to(player)),
        )


def _yes(condition: bool) -> str:
    """A yes-or-no argument of a message, for the catalogue's selectors."""
    return "yes" if condition else "no"


_WRONG_KIND: dict[type, str] = {
    PlaceSilent: "pots-silent-already-placed",
    SetupSwap: "pots-setup-over",
    SecretSwap: "pots-secret-swap-not-now",
    Take: "pots-draft-over",
    Place: "pots-draft-over",
}

_PHASE_CHECKS = {
    Phase.PLACE_SILENT: PotsState._check_place_silent,
    Phase.SETUP_SWAPS: PotsState._check_setup_swap,
    Phase.SECRET_SWAP: PotsState._check_secret_swap,
    Phase.PLAY: PotsState._check_play,
    Phase.CLAIM_WINDOW: PotsState._check_claim_window,
    Phase.DRAFT_TAKE: PotsState._check_draft_take,
    Phase.DRAFT_PLACE: PotsState._check_draft_place,
}

_HANDLERS = {
    PlaceSilent: PotsState._apply_place_silent,
    SetupSwap: PotsState._apply_setup_swap,
    Shake: PotsState._apply_shake,
    Swap: PotsState._apply_swap,
    SecretSwap: PotsState._apply_secret_swap,
    Claim: PotsState._apply_claim,
    EndTurn: PotsState._apply_end_turn,
    Take: PotsState._apply_take,
    Place: PotsState._apply_place,
}

"""The legal actions of a player, worked out from that player's view alone.

A computer player never holds the game state, so it needs the engine's legality rules
restated over `PotsView`; the tests check both agree on every step of many games.
"""

from __future__ import annotations

from functools import cache

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
    in_line,
    neighbours,
)
from voice_games.games.arabian_pots.engine import Phase, PotsView


def claimable_lines(view: PotsView) -> tuple[Line, ...]:
    return ROWS if view.rows_only else ALL_LINES


def legal_actions(view: PotsView) -> list[PotsAction]:
    """What the viewing player may do now: empty unless it is their turn."""
    p = view.player
    if view.current_player != p or view.phase is Phase.OVER:
        return []
    phase = view.phase
    if phase in _FIXED:
        return list(_fixed_actions(p, phase, view.rows_only))
    if phase is Phase.SECRET_SWAP:
        silent = view.silent_pot_to_swap
        assert silent is not None
        return [SecretSwap(p, silent, n) for n in neighbours(silent)]
    if phase is Phase.DRAFT_TAKE:
        empty = set(view.empty_positions)
        return [
            Take(p, pos, shake) for pos in POSITIONS if pos not in empty for shake in (True, False)
        ]
    if phase is Phase.DRAFT_PLACE:
        return [
            Place(p, origin, pos) for origin, _ in view.hands[p] for pos in view.empty_positions
        ]
    raise AssertionError(f"unknown phase {phase}")


_FIXED = frozenset({Phase.PLACE_SILENT, Phase.SETUP_SWAPS, Phase.PLAY, Phase.CLAIM_WINDOW})


@cache
def _fixed_actions(p: int, phase: Phase, rows_only: bool) -> tuple[PotsAction, ...]:
    """The phases whose choices depend only on who plays them (built once: bots ask often)."""
    if phase is Phase.PLACE_SILENT:
        return tuple(PlaceSilent(p, pos) for pos in POSITIONS)
    if phase is Phase.SETUP_SWAPS:
        return tuple(SetupSwap(p, a, b) for a in POSITIONS for b in POSITIONS if a < b)
    claims: list[PotsAction] = [Claim(p, line) for line in (ROWS if rows_only else ALL_LINES)]
    if phase is Phase.CLAIM_WINDOW:
        return (*claims, EndTurn(p))
    shakes: list[PotsAction] = [Shake(p, pos) for pos in POSITIONS]
    swaps: list[PotsAction] = [
        Swap(p, a, b) for a in POSITIONS for b in POSITIONS if a < b and in_line(a, b)
    ]
    return (*shakes, *swaps, *claims)

"""The legal actions of a player, worked out from that player's view alone.

A computer player never holds the game state; the engine states its legality rules over
public facts (`legal_actions_from`), and this feeds them from a `PotsView`.
"""

from __future__ import annotations

from voice_games.games.arabian_pots.actions import PotsAction
from voice_games.games.arabian_pots.board import ALL_LINES, ROWS, Line
from voice_games.games.arabian_pots.engine import Phase, PotsView, legal_actions_from


def claimable_lines(view: PotsView) -> tuple[Line, ...]:
    return ROWS if view.rows_only else ALL_LINES


def legal_actions(view: PotsView) -> list[PotsAction]:
    """What the viewing player may do now: empty unless it is their turn."""
    p = view.player
    if view.current_player != p or view.phase is Phase.OVER:
        return []
    return legal_actions_from(
        p,
        view.phase,
        view.rows_only,
        view.silent_pot_to_swap,
        view.empty_positions,
        tuple(origin for origin, _ in view.hands[p]),
    )

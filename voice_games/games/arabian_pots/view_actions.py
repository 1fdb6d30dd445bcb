"""The legal actions of a player, worked out from that player's view alone.

A computer player never holds the game state; the engine states its legality rules over
public facts (`legal_actions_from`), and this feeds them from a `PotsView`.
"""

from __future__ import annotations

from collections.abc import Callable

from voice_games.core import NotUnderstood
from voice_games.games.arabian_pots.actions import PotsAction
from voice_games.games.arabian_pots.board import ALL_LINES, ROWS, Line
from voice_games.games.arabian_pots.commands import GAME_INTENTS, NeedsLine, line_from, to_action
from voice_games.games.arabian_pots.engine import Phase, PotsView, legal_actions_from
from voice_games.grammar import Parse


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


def names_a_line(parse: Parse) -> bool:
    """False for a claim of three pots that are not a line, which no rule ever allows;
    True for every other command."""
    if parse.intent not in ("claim", "line"):
        return True
    try:
        line_from(parse)
    except NotUnderstood:
        return False
    return True


def allowed_in(view: PotsView) -> Callable[[Parse], bool]:
    """Whether the rules allow what a parse asks for, in this player's view: a game
    action that is not among the legal ones is not allowed (a swap of pots out of line
    during play, a claim of a column when only rows count); a command that is no game
    action always is. Speech recognition prefers allowed readings when it hears two
    alike; what is said clearly still reaches the game, which names the rule."""
    legal = set(legal_actions(view))

    def allowed(parse: Parse) -> bool:
        if not legal or parse.intent not in GAME_INTENTS:
            # not this player's turn (the game says so), or no game action
            return names_a_line(parse)
        try:
            action = to_action(parse, view)
        except NotUnderstood:
            return False
        return action is None or isinstance(action, NeedsLine) or action in legal

    return allowed

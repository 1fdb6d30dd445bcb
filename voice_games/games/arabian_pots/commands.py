"""Between words and actions: what a parsed command means in the current phase, and the
canonical sentence for every action (`say`), so that parse(say(action)) == action."""

from __future__ import annotations

from dataclasses import dataclass

from voice_games.core import NotUnderstood
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
from voice_games.games.arabian_pots.board import Line, number_word
from voice_games.games.arabian_pots.engine import Phase, PotsView
from voice_games.grammar import Grammar, Parse, load_grammar

GAME_INTENTS = frozenset(
    {"shake", "swap", "claim", "line", "end_turn", "place_silent", "take", "place"}
)


@dataclass(frozen=True)
class NeedsLine:
    """'Complete' without a line: the game asks which line."""

    player: int


def grammar(language: str = "en") -> Grammar:
    return load_grammar("arabian_pots", language)


def _position(parse: Parse, slot: str) -> int:
    value = parse.slot_int(slot)
    if value is None:
        raise NotUnderstood(f"I did not catch which pot in '{parse.text}'.")
    return value


def line_from(parse: Parse) -> Line | None:
    """The line a parse names, None when it names none; NotUnderstood for three
    positions that are not a line."""
    row, column = parse.slot_int("row"), parse.slot_int("column")
    if row is not None:
        return Line("row", row)
    if column is not None:
        return Line("column", column)
    positions = [parse.slot_int(name) for name in ("p1", "p2", "p3")]
    if all(p is not None for p in positions):
        found = Line.through([p for p in positions if p is not None])
        if found is None:
            spoken = ", ".join(
                number_word(p) if p is not None and 0 <= p <= 9 else str(p) for p in positions
            )
            raise NotUnderstood(
                f"{spoken.capitalize()} are not a line. A line is a row or a column, "
                "like one two three, or one four seven."
            )
        return found
    return None


def to_action(parse: Parse, view: PotsView) -> PotsAction | NeedsLine | None:
    """The game action a parse asks for, in the phase the player's view shows; None for
    commands that are not game actions (help, repeat, ...)."""
    player = view.player
    intent = parse.intent
    if intent == "shake":
        return Shake(player, _position(parse, "position"))
    if intent == "swap":
        a, b = _position(parse, "a"), _position(parse, "b")
        if view.phase is Phase.SETUP_SWAPS:
            return SetupSwap(player, a, b)
        if view.phase is Phase.SECRET_SWAP:
            return SecretSwap(player, a, b)
        return Swap(player, a, b)
    if intent in ("claim", "line"):
        line = line_from(parse)
        return NeedsLine(player) if line is None else Claim(player, line)
    if intent == "end_turn":
        return EndTurn(player)
    if intent == "place_silent":
        return PlaceSilent(player, _position(parse, "position"))
    if intent == "take":
        return Take(player, _position(parse, "position"), parse.slots.get("shake") == "yes")
    if intent == "place":
        return Place(player, _position(parse, "origin"), _position(parse, "position"))
    return None


def say(action: PotsAction) -> str:
    """The canonical sentence for an action, as a player would say it."""
    w = number_word
    if isinstance(action, Shake):
        return f"shake pot {w(action.position)}"
    if isinstance(action, Swap | SetupSwap | SecretSwap):
        return f"swap {w(action.a)} and {w(action.b)}"
    if isinstance(action, Claim):
        return f"complete {action.line.name}"
    if isinstance(action, EndTurn):
        return "done"
    if isinstance(action, PlaceSilent):
        return f"silent pot on {w(action.position)}"
    if isinstance(action, Take):
        return f"take pot {w(action.position)}" + (" and shake it" if action.shake else "")
    if isinstance(action, Place):
        return f"put the pot from {w(action.origin)} on {w(action.position)}"
    raise TypeError(f"not an action of The Arabian Pots: {action!r}")

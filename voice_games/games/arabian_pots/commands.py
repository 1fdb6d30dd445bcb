"""Between words and actions: what a parsed command means in the current phase, and the
canonical sentence for every action (`say`), so that parse(say(action)) == action.

The canonical sentences and the questions about a move are messages of the game's
catalogue, so each language says its moves in the words its grammar reads."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from voice_games.catalogue import PSEUDO, Catalogue
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
from voice_games.games.arabian_pots.board import Line
from voice_games.games.arabian_pots.engine import Phase, PotsView
from voice_games.games.arabian_pots.errors import PotsNotUnderstood
from voice_games.games.arabian_pots.words import words_for
from voice_games.grammar import Grammar, Parse, load_grammar

GAME_INTENTS = frozenset(
    {"shake", "swap", "claim", "line", "end_turn", "place_silent", "take", "place"}
)


@dataclass(frozen=True)
class NeedsLine:
    """'Complete' without a line: the game asks which line."""

    player: int


def grammar(language: str = "en") -> Grammar:
    # the pseudo-language is English underneath: its players say English commands
    return load_grammar("arabian_pots", "en" if language == PSEUDO else language)


def _position(parse: Parse, slot: str) -> int:
    value = parse.slot_int(slot)
    if value is None:
        raise PotsNotUnderstood("pots-which-pot", text=parse.text)
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
            a, b, c = positions
            raise PotsNotUnderstood("pots-not-a-line", a=a, b=b, c=c)
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


def say(action: PotsAction, words: Catalogue | None = None) -> str:
    """The canonical sentence for an action, as a player would say it."""
    said, _, arguments = _command(action)
    return (words or words_for())(said, **arguments)


def question(action: PotsAction, words: Catalogue | None = None) -> str:
    """The yes-or-no question that makes sure of an action: 'Shake pot five? Yes or no.'"""
    _, asked, arguments = _command(action)
    return (words or words_for())(asked, **arguments)


def _command(action: PotsAction) -> tuple[str, str, dict[str, Any]]:
    """The messages of an action (how it is said, how it is asked about) and their
    arguments."""
    if isinstance(action, Shake):
        return "pots-say-shake", "pots-ask-shake", {"position": action.position}
    if isinstance(action, Swap | SetupSwap | SecretSwap):
        return "pots-say-swap", "pots-ask-swap", {"a": action.a, "b": action.b}
    if isinstance(action, Claim):
        return "pots-say-claim", "pots-ask-claim", {"line": action.line.key}
    if isinstance(action, EndTurn):
        return "pots-say-end-turn", "pots-ask-end-turn", {}
    if isinstance(action, PlaceSilent):
        return "pots-say-place-silent", "pots-ask-place-silent", {"position": action.position}
    if isinstance(action, Take):
        shake = "yes" if action.shake else "no"
        return "pots-say-take", "pots-ask-take", {"position": action.position, "shake": shake}
    if isinstance(action, Place):
        where = {"origin": action.origin, "position": action.position}
        return "pots-say-place", "pots-ask-place", where
    raise TypeError(f"not an action of The Arabian Pots: {action!r}")

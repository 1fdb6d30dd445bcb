"""Actions and rules to and from JSON, for saved games."""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any

from voice_games.games.arabian_pots import actions as act
from voice_games.games.arabian_pots.board import Line
from voice_games.games.arabian_pots.engine import MAX_SEATS, PotsRules, Variant
from voice_games.games.arabian_pots.errors import PotsError

_ACTION_TYPES: dict[str, type[act.PotsAction]] = {
    cls.__name__: cls  # type: ignore[misc]
    for cls in (
        act.PlaceSilent,
        act.SetupSwap,
        act.Shake,
        act.Swap,
        act.SecretSwap,
        act.Claim,
        act.EndTurn,
        act.Take,
        act.Place,
    )
}


def action_to_json(action: act.PotsAction) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(action).__name__}
    for f in fields(action):
        value = getattr(action, f.name)
        data[f.name] = asdict(value) if isinstance(value, Line) else value
    return data


def action_from_json(data: dict[str, Any]) -> act.PotsAction:
    """An action of a save; PotsError (a ValueError), saying what is wrong, for one that
    is not."""
    kind = _ACTION_TYPES.get(str(data.get("type")))
    if kind is None:
        raise PotsError("pots-save-unknown-action", kind=str(data.get("type")))
    names = {f.name for f in fields(kind)}
    # "at" is when the table took the action, not part of the action
    values = {k: v for k, v in data.items() if k not in ("type", "at")}
    if set(values) != names:
        raise PotsError("pots-save-incomplete-action", kind=kind.__name__)
    if "line" in values:
        values["line"] = Line(values["line"]["kind"], int(values["line"]["index"]))
    return kind(**values)


def rules_to_json(rules: PotsRules) -> dict[str, Any]:
    data = asdict(rules)
    data["variant"] = rules.variant.value
    return data


def rules_from_json(data: dict[str, Any]) -> PotsRules:
    """The rules of a save; PotsError (a ValueError) with one sentence for rules no game
    can have."""
    values = dict(data)
    known = {f.name for f in fields(PotsRules)}
    if not set(values) <= known:
        extra = sorted(set(values) - known)[0]
        raise PotsError("pots-save-unknown-option", option=str(extra))
    try:
        values["variant"] = Variant(values.get("variant", Variant.BASIC.value))
    except ValueError:
        raise PotsError("pots-save-unknown-variant", variant=str(values.get("variant"))) from None
    seats = values.get("seats", 1)
    if not isinstance(seats, int) or not 1 <= seats <= MAX_SEATS:
        said = seats if isinstance(seats, int) else str(seats)
        raise PotsError("pots-save-seats", seats=said, low=1, high=MAX_SEATS)
    return PotsRules(**values)

"""Actions and rules to and from JSON, for saved games."""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any

from voice_games.games.arabian_pots import actions as act
from voice_games.games.arabian_pots.board import Line
from voice_games.games.arabian_pots.engine import PotsRules, Variant

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
    kind = _ACTION_TYPES[data["type"]]
    values = {k: v for k, v in data.items() if k != "type"}
    if "line" in values:
        values["line"] = Line(values["line"]["kind"], int(values["line"]["index"]))
    return kind(**values)


def rules_to_json(rules: PotsRules) -> dict[str, Any]:
    data = asdict(rules)
    data["variant"] = rules.variant.value
    return data


def rules_from_json(data: dict[str, Any]) -> PotsRules:
    values = dict(data)
    values["variant"] = Variant(values["variant"])
    return PotsRules(**values)

"""Bead Trade's steps and rules to and from JSON, for saved games. A step is an action
or a reading of the table's clock (`ClockTick`), so a saved game replays exactly."""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any

from voice_games.games.bead_trade import actions as act
from voice_games.games.bead_trade.engine import BeadRules
from voice_games.games.bead_trade.errors import BeadError
from voice_games.games.bead_trade.pieces import Box, Colour, Piece, Pieces

_STEP_TYPES: dict[str, type[Any]] = {
    cls.__name__: cls
    for cls in (
        act.FinishStory, act.Start, act.OfferTrade, act.Accept, act.Decline, act.Counter,
        act.Withdraw, act.CentreTrade, act.Hide, act.PlaceAnimal, act.Reveal, act.Pass,
        act.ClockTick,
    )
}


def _to_json(value: Any) -> Any:
    if isinstance(value, Pieces):
        return {"beads": list(value.beads), "animals": [a.value for a in value.animals]}
    if isinstance(value, Piece):
        return {"kind": value.kind, "colour": value.colour.value}
    if isinstance(value, Box | Colour):
        return value.value
    return value


def step_to_json(step: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(step).__name__}
    for f in fields(step):
        data[f.name] = _to_json(getattr(step, f.name))
    return data


def _field_from_json(name: str, value: Any) -> Any:
    if name in ("give", "take", "beads") and isinstance(value, dict) and "beads" in value:
        return Pieces(tuple(int(n) for n in value["beads"]),
                      tuple(Colour(a) for a in value["animals"]))
    if name in ("give", "take") and isinstance(value, dict):
        return Piece(value["kind"], Colour(value["colour"]))
    if name == "box":
        return Box(value)
    if name == "animal":
        return Colour(value)
    return value


def step_from_json(data: dict[str, Any]) -> Any:
    """A step of a save; BeadError (a ValueError) saying what is wrong for one that is
    not."""
    kind = _STEP_TYPES.get(str(data.get("type")))
    if kind is None:
        raise BeadError("beads-save-unknown-action", kind=str(data.get("type")))
    names = {f.name for f in fields(kind)}
    # "at" is when the table took the step, not part of it
    values = {k: v for k, v in data.items() if k not in ("type", "at")}
    if set(values) != names:
        raise BeadError("beads-save-incomplete-action", kind=kind.__name__)
    return kind(**{k: _field_from_json(k, v) for k, v in values.items()})


def rules_to_json(rules: BeadRules) -> dict[str, Any]:
    return asdict(rules)


def rules_from_json(data: dict[str, Any]) -> BeadRules:
    known = {f.name for f in fields(BeadRules)}
    if not set(data) <= known:
        extra = sorted(set(data) - known)[0]
        raise BeadError("beads-save-unknown-option", option=str(extra))
    return BeadRules(**data)

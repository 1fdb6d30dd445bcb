"""Saved games: the rules, the seats and every action so far, written after each action.

A save holds the full game (like the box on the table), so it is never read out to a
player; it is replayed. Writes go to a temporary file renamed over the old one, so a
crash mid-write leaves the previous save intact."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from voice_games.core import SpeakableError
from voice_games.files import write_json

FORMAT = 1


class SaveError(SpeakableError):
    """The file is not a saved game this program can read; the message says why."""


@dataclass
class SavedGame:
    game: str
    rules: dict[str, Any]
    seats: list[dict[str, Any]]
    actions: list[dict[str, Any]] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)

    def write(self, path: Path) -> None:
        payload = {
            "format": FORMAT,
            "game": self.game,
            "rules": self.rules,
            "seats": self.seats,
            "options": self.options,
            "actions": self.actions,
        }
        write_json(path, payload)

    @classmethod
    def read(cls, path: Path) -> SavedGame:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except OSError as error:
            raise SaveError(
                "save-cannot-open", path=str(path), reason=error.strerror or str(error)
            ) from None
        except ValueError:
            raise SaveError("save-not-json", path=str(path)) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SaveError("save-other-version", path=str(path))
        try:
            return cls(
                game=str(data["game"]),
                rules=dict(data["rules"]),
                seats=list(data["seats"]),
                actions=list(data["actions"]),
                options=dict(data.get("options", {})),
            )
        except (KeyError, TypeError, ValueError):
            raise SaveError("save-incomplete", path=str(path)) from None

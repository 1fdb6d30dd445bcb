"""Settings a player keeps between games, in a small JSON file in their config folder.

`VOICE_GAMES_CONFIG_DIR` overrides the folder (tests use it). A damaged file is
replaced by defaults rather than stopping the game."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from platformdirs import user_config_dir, user_data_dir

from voice_games.files import discard_unfinished_write, write_json


@dataclass
class Settings:
    rate: int = 175
    volume: float = 1.0
    voice: str = "gmw/en"
    keypad: bool = False
    verbosity: str = "full"
    rendering: str = "headphones"
    sound_volume: float = 1.0
    earcon_volume: float = 0.6
    earcons_off: list[str] = field(default_factory=list)
    # the language the game speaks ("" until one is chosen: then the system locale's)
    language: str = ""

    @classmethod
    def load(cls) -> Settings:
        path = settings_path()
        discard_unfinished_write(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        known = {f.name for f in fields(cls)}
        settings = cls()
        if isinstance(data, dict):
            for key, value in data.items():
                if key in known and isinstance(value, type(getattr(settings, key))):
                    setattr(settings, key, value)
        return settings

    def save(self) -> None:
        path = settings_path()
        try:
            write_json(path, asdict(self), indent=2)
        except OSError:
            pass  # settings are a comfort, never a reason to stop a game


def config_dir() -> Path:
    override = os.environ.get("VOICE_GAMES_CONFIG_DIR")
    return Path(override) if override else Path(user_config_dir("voice_games"))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def saves_dir() -> Path:
    override = os.environ.get("VOICE_GAMES_DATA_DIR")
    return (Path(override) if override else Path(user_data_dir("voice_games"))) / "saves"

"""Running the real `voice-games` command in tests, with its settings and saves kept in
a temporary folder instead of the user's own."""

from __future__ import annotations

import os
import sys
from pathlib import Path

VOICE_GAMES = [sys.executable, "-m", "voice_games.cli"]


def game_environment(folder: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["VOICE_GAMES_CONFIG_DIR"] = str(folder / "config")
    env["VOICE_GAMES_DATA_DIR"] = str(folder / "data")
    # the bundled recogniser, whatever models this checkout has built or installed
    env["VOICE_GAMES_MODELS"] = str(folder / "models")
    # English, whatever the machine's locale: the first game chooses its language from it
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        env.pop(name, None)
    env["LANG"] = "C.UTF-8"
    return env

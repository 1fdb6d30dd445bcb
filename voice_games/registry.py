"""The games this installation has, found by looking: every package in voice_games.games
exports `GAME`. Nothing outside a game's own package names a game."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

import voice_games.games
from voice_games.catalogue import catalogue
from voice_games.core import SpeakableError
from voice_games.game import Game


class UnknownGame(SpeakableError):
    """No game answers to the name; one sentence for the player."""


@cache
def games() -> tuple[Game, ...]:
    found = []
    for module in sorted(pkgutil.iter_modules(voice_games.games.__path__), key=lambda m: m.name):
        if not module.ispkg:
            continue
        package = importlib.import_module(f"voice_games.games.{module.name}")
        game = getattr(package, "GAME", None)
        if game is not None:
            found.append(game)
    return tuple(found)


def find(name: str) -> Game:
    """The game called `name` (its name or one of its aliases, in any case)."""
    wanted = name.strip().lower()
    for game in games():
        if wanted == game.name or wanted in game.aliases:
            return game
    raise UnknownGame("no-game", name=name, games=choices())


def choices(language: str = "en") -> str:
    """The commands that start each game, as one list."""
    words = catalogue(language)
    return words.join([words("play-game", name=game.aliases[0]) for game in games()], "or")


def title(game: Game, language: str) -> str:
    """The game's title in `language` where the game can say it (`title_in`), else the
    title it is registered with."""
    title_in = getattr(game, "title_in", None)
    return str(title_in(language)) if callable(title_in) else game.title

"""The table knows no game: nothing outside voice_games/games/<game>/ imports a game, and
games are found by the registry, not named in the table's code."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from voice_games import registry

PACKAGE = Path(__file__).resolve().parents[1] / "voice_games"
GAMES = PACKAGE / "games"


def imported_modules(path: Path) -> set[str]:
    """Every module `path` imports, at the top or inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def table_modules() -> list[Path]:
    return sorted(
        path for path in PACKAGE.rglob("*.py")
        if GAMES not in path.parents and "__pycache__" not in path.parts
    )


def test_the_table_finds_the_modules_it_checks():
    names = {path.relative_to(PACKAGE).parts[0] for path in table_modules()}
    for part in ("session.py", "cli.py", "speech", "audio", "inputs.py", "output.py",
                 "keyboard.py", "savegame.py"):
        assert part in names


@pytest.mark.parametrize("path", table_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_outside_a_game_imports_a_game(path):
    games = [
        name for name in imported_modules(path)
        if name.startswith("voice_games.games.")
    ]
    assert not games, f"{path.relative_to(PACKAGE)} imports {games}"


def test_every_game_package_is_registered_and_answers_to_its_names():
    """A package that exports GAME is a game the registry finds (one still being built
    exports none yet)."""
    packages = sorted(
        p.name for p in GAMES.iterdir()
        if (p / "__init__.py").is_file()
        and re.search(r"^(from .* import .*\bGAME\b|GAME\s*=)", (p / "__init__.py").read_text(),
                      re.MULTILINE)
    )
    assert "arabian_pots" in packages
    assert sorted(game.name for game in registry.games()) == packages
    for game in registry.games():
        for alias in (game.name, *game.aliases):
            assert registry.find(alias.upper()) is game
    with pytest.raises(registry.UnknownGame, match="There is no game 'chess'"):
        registry.find("chess")


SOUND_WORDS = {"audio/rattles.py": {"beads"}, "audio/analysis.py": {"beads"}}


@pytest.mark.parametrize("path", table_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_outside_a_game_names_a_game(path):
    """The registry finds games; no string in the table's code names one."""
    names = {
        word.casefold()
        for game in registry.games()
        for word in (game.name, game.title, game.save_name, *game.aliases)
    }
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.value) for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    strings = [
        node.value for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
        and id(node) not in docstrings
    ]
    # a rattle of beads is a sound the audio makes, not the game of that name
    names -= SOUND_WORDS.get(path.relative_to(PACKAGE).as_posix(), set())
    named = [
        text for text in strings
        if any(re.search(rf"\b{re.escape(name)}\b", text.casefold()) for name in names)
    ]
    assert not named, named

"""Installed like any package: the wheel carries the grammars, and a fresh virtual
environment with `pip install` of it plays a game from anywhere."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.support.cli import game_environment

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_folder_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "packages"
    ])
    found = {
        ".".join(folder.relative_to(ROOT).parts)
        for folder in (ROOT / "voice_games").rglob("*")
        if (folder / "__init__.py").is_file() and "__pycache__" not in folder.parts
    }
    found.add("voice_games")
    assert found | {"voice_games.grammars"} == listed


@pytest.mark.slow
def test_a_wheel_installed_in_a_fresh_environment_plays_a_game(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(wheels), "."],
        cwd=ROOT, check=True, timeout=600,
    )
    (wheel,) = wheels.glob("voice_games-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    sources = {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "voice_games").rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert sources <= names, sorted(sources - names)
    grammars = {
        "voice_games/grammars/" + path.relative_to(ROOT / "grammars").as_posix()
        for path in (ROOT / "grammars").rglob("*.ini")
    }
    assert grammars and grammars <= names
    assert "voice_games/py.typed" in names

    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    subprocess.run(
        [venv / "bin" / "python", "-m", "pip", "install", "--quiet",
         "--disable-pip-version-check", str(wheel)],
        check=True, timeout=900,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = game_environment(tmp_path)
    env.pop("PYTHONPATH", None)
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env['PATH']}"
    result = subprocess.run(
        ["voice-games", "play", "pots", "--input", "text", "--output", "text", "--seed", "5",
         "--describe-sounds", "--save", str(tmp_path / "game.json")],
        input="random\nrandom\nrandom\nshake 5\nhelp\n", capture_output=True, text=True,
        cwd=elsewhere, env=env, timeout=120,
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert "The Arabian Pots: the basic game, one player." in result.stdout
    assert "Pot five:" in result.stdout and "Say: shake pot five" in result.stdout
    where = subprocess.run(
        [venv / "bin" / "python", "-c", "import voice_games; print(voice_games.__file__)"],
        capture_output=True, text=True, cwd=elsewhere, env=env, check=True,
    ).stdout
    assert str(venv) in where, where

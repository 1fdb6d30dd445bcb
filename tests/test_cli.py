"""The command line: a subcommand whose module cannot be imported is listed with its
reason and fails with it, instead of silently missing from `voice-games --help`."""

from __future__ import annotations

import importlib

from voice_games import cli


def test_a_subcommand_that_cannot_import_says_why(monkeypatch, capsys):
    real = importlib.import_module

    def failing(name, *args, **kwargs):
        if name == "voice_games.speech.commands":
            raise ImportError("No module named 'faster_whisper'")
        return real(name, *args, **kwargs)

    monkeypatch.setattr(importlib, "import_module", failing)
    parser = cli.build_parser()
    listing = parser.format_help()
    for name in ("recognize", "mic-test", "models", "sounds", "devices", "play"):
        assert name in listing
    assert "cannot run here: No module named 'faster_whisper'" in listing
    assert cli.main(["recognize", "clip.wav"]) == 1
    said = capsys.readouterr().out
    assert said.strip() == (
        "voice-games recognize cannot run here: No module named 'faster_whisper'."
    )

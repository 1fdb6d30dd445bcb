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


def test_ctrl_c_while_the_program_starts_never_shows_a_traceback(tmp_path):
    """However early Ctrl-C comes, the program ends quietly: 130, or (before Python has
    started at all) killed by the signal."""
    import shutil
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    from tests.support.cli import game_environment

    program = shutil.which("voice-games", path=str(Path(sys.executable).parent))
    assert program is not None
    for delay in (0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8):
        process = subprocess.Popen(
            [program, "play", "pots", "--input", "text", "--output", "text",
             "--save", str(tmp_path / "game.json")],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=game_environment(tmp_path),
            # as from a terminal: a runner started in the background (`cmd &`) ignores
            # Ctrl-C, and a child inherits that, which no player's program does
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
        time.sleep(delay)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
        assert "Traceback" not in err + out, (delay, err)
        assert process.returncode in (130, -signal.SIGINT), (delay, process.returncode, err)

"""The `voice-games` program: the command line, and its exit code.

Kept apart from `cli` so that a Ctrl-C at any moment, even while the game's modules
load, ends the program quietly with 130, as a shell expects, and never with a traceback;
and one that comes while the program is already leaving (the game saved, the sound
closing) is ignored, so that it ends with its own code rather than killed by the signal.
"""

from __future__ import annotations

import os
import signal
import sys


def _quit_while_loading(_signal: int, _frame: object) -> None:
    """Ctrl-C while the game's modules load: nothing is there to save yet. Raised as
    KeyboardInterrupt there, it can land in one of the import machinery's callbacks,
    where Python prints it as a traceback and carries on loading."""
    os._exit(130)


def run() -> None:
    signal.signal(signal.SIGINT, _quit_while_loading)
    try:
        from voice_games.cli import main

        signal.signal(signal.SIGINT, signal.default_int_handler)
        code = main()
    except KeyboardInterrupt:
        code = 130
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.exit(code)


if __name__ == "__main__":
    run()

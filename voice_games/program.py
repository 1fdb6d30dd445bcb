"""The `voice-games` program: the command line, and its exit code.

Kept apart from `cli` so that a Ctrl-C at any moment, even while the game's modules
load, ends the program quietly with 130, as a shell expects, and never with a traceback;
and one that comes while the program is already leaving (the game saved, the sound
closing) is ignored, so that it ends with its own code rather than killed by the signal.
"""

from __future__ import annotations

import signal
import sys


def run() -> None:
    try:
        from voice_games.cli import main

        code = main()
    except KeyboardInterrupt:
        code = 130
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.exit(code)


if __name__ == "__main__":
    run()

"""The terminal in a mode of the game's choosing, and put back as it was: keys one at a
time without Enter (single-key play, the push-to-talk key), echo off (a secret typed
at the table). The game reads the file descriptor itself, with `select`, so that it can
wait with a timeout."""

from __future__ import annotations

import os
import select
import sys
from typing import Any


def is_terminal(fd: int | None = None) -> bool:
    """Whether `fd` (standard input by default) is a terminal; False when there is none."""
    try:
        return os.isatty(sys.stdin.fileno() if fd is None else fd)
    except (OSError, ValueError, AttributeError):
        return False


def read_keys(fd: int, timeout: float | None, size: int = 64) -> bytes | None:
    """What was typed on `fd`, waiting at most `timeout` seconds (None: for ever): None
    when nothing came in time, b"" at the end of input. A key that sends several bytes
    (arrows, function keys, an escape sequence) arrives in one read."""
    ready, _, _ = select.select([fd], [], [], timeout)
    if not ready:
        return None
    return os.read(fd, size)


class TerminalMode:
    """One terminal's settings, changed for a while. `restore` puts back those it had
    before the first change."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self._saved: Any = None

    def cbreak(self) -> None:
        """Keys arrive one at a time, unechoed. Cbreak, not raw: Ctrl+C must still stop
        the game."""
        import tty

        self._save()
        tty.setcbreak(self.fd)

    def echo_off(self) -> None:
        """Lines are still edited and sent with Enter, but not shown."""
        import termios

        self._save()
        quiet = termios.tcgetattr(self.fd)
        quiet[3] &= ~termios.ECHO
        termios.tcsetattr(self.fd, termios.TCSADRAIN, quiet)

    def restore(self) -> None:
        if self._saved is None:
            return
        import termios

        try:
            termios.tcsetattr(self.fd, termios.TCSADRAIN, self._saved)
        except termios.error:  # the terminal is gone: nothing left to restore
            pass
        self._saved = None

    def _save(self) -> None:
        import termios

        if self._saved is None:
            self._saved = termios.tcgetattr(self.fd)

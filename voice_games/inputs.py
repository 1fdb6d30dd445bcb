"""Where commands come from: typed lines, single keys, or recognised speech.

Every source gives `InputItem`s with the text of a command; the game's grammar parses
them all the same way. Reading uses the raw file descriptor with `select`, so the game
can wait with a timeout (for a computer player's pause or a grace period), and so that
broken bytes, endless lines and Ctrl-D are handled here rather than becoming errors."""

from __future__ import annotations

import os
import queue
import select
import sys
import time
from dataclasses import dataclass
from typing import Any, Protocol

MAX_LINE = 4096


@dataclass(frozen=True)
class InputItem:
    text: str
    source: str = "text"
    utterance: Any = None


class _Timeout:
    def __repr__(self) -> str:
        return "TIMEOUT"


TIMEOUT = _Timeout()
"""Returned by `read` when nothing arrived in time (distinct from None, the end of input)."""


class InputSource(Protocol):
    def read(self, timeout: float | None = None) -> InputItem | _Timeout | None: ...

    def set_secret(self, secret: bool) -> None: ...

    def close(self) -> None: ...


class LineInput:
    """Lines from a file descriptor (stdin by default): a pipe, a file or a terminal."""

    def __init__(self, fd: int | None = None) -> None:
        self.fd = sys.stdin.fileno() if fd is None else fd
        self._buffer = b""
        self._ended = False
        self._secret = False
        self._saved_terminal: Any = None

    def read(self, timeout: float | None = None) -> InputItem | _Timeout | None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            line = self._take_line()
            if line is not None:
                return InputItem(line, "text")
            if self._ended:
                if self._buffer:
                    rest, self._buffer = self._buffer, b""
                    return InputItem(_decode(rest), "text")
                return None
            remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                ready, _, _ = select.select([self.fd], [], [], remaining)
            except (OSError, ValueError):
                self._ended = True
                continue
            if not ready:
                return TIMEOUT
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                self._ended = True
            self._buffer += chunk

    def _take_line(self) -> str | None:
        newline = self._buffer.find(b"\n")
        if newline < 0:
            if len(self._buffer) > MAX_LINE:
                # An endless line: keep its start as the command, drop the rest up to
                # the next newline as it arrives.
                line, self._buffer = self._buffer[:MAX_LINE], b""
                self._skip_rest = True
                return _decode(line)
            return None
        line, self._buffer = self._buffer[:newline], self._buffer[newline + 1 :]
        if getattr(self, "_skip_rest", False):
            self._skip_rest = False
            return self._take_line()
        return _decode(line[:MAX_LINE])

    def set_secret(self, secret: bool) -> None:
        """Turn the terminal's echo off while a secret is typed (no-op for pipes)."""
        if secret == self._secret:
            return
        self._secret = secret
        try:
            import termios

            if not os.isatty(self.fd):
                return
            if secret:
                self._saved_terminal = termios.tcgetattr(self.fd)
                quiet = termios.tcgetattr(self.fd)
                quiet[3] &= ~termios.ECHO
                termios.tcsetattr(self.fd, termios.TCSADRAIN, quiet)
            elif self._saved_terminal is not None:
                termios.tcsetattr(self.fd, termios.TCSADRAIN, self._saved_terminal)
        except (ImportError, OSError):
            pass

    def close(self) -> None:
        self.set_secret(False)


class QueueInput:
    """Items pushed from another thread: recognised speech, or keys."""

    def __init__(self) -> None:
        self.items: queue.Queue[InputItem | None] = queue.Queue()

    def put(self, item: InputItem | None) -> None:
        self.items.put(item)

    def read(self, timeout: float | None = None) -> InputItem | _Timeout | None:
        try:
            return self.items.get(timeout=timeout)
        except queue.Empty:
            return TIMEOUT

    def set_secret(self, secret: bool) -> None:
        return None

    def close(self) -> None:
        return None


def _decode(raw: bytes) -> str:
    return raw.decode("utf-8", errors="replace").replace("\r", "")

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

from voice_games.terminal import TerminalMode

MAX_LINE = 4096


@dataclass(frozen=True)
class InputItem:
    text: str
    source: str = "text"
    utterance: Any = None
    # a line longer than MAX_LINE: refused whole, so nothing hidden in it runs
    too_long: bool = False
    # the seat that said it, when the input knows (a key chose the seat); else the
    # table works it out
    speaker: int | None = None
    # what it means, when the input knows without the grammar (a key)
    reading: Any = None


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
        # Started with standard input closed, there is nothing to read: the game hears
        # the end of input at once, saves and says so.
        self._ended = fd is None and sys.stdin is None
        self.fd = -1 if self._ended else (sys.stdin.fileno() if fd is None else fd)
        self._buffer = b""
        # the line being read is longer than MAX_LINE: what comes up to its newline is
        # thrown away, and the line is refused as a whole
        self._overlong = False
        self._secret = False
        self._terminal = TerminalMode(self.fd)

    def read(self, timeout: float | None = None) -> InputItem | _Timeout | None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            item = self._take_line()
            if item is not None:
                return item
            if self._ended:
                if self._overlong:
                    self._overlong, self._buffer = False, b""
                    return InputItem("", "text", too_long=True)
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

    def _take_line(self) -> InputItem | None:
        """The next whole line in the buffer, if one has arrived. A line longer than
        MAX_LINE bytes is not cut into commands: it is dropped as it arrives, and once
        its newline comes it is one refused item."""
        newline = self._buffer.find(b"\n")
        if newline < 0:
            if len(self._buffer) > MAX_LINE:
                self._overlong, self._buffer = True, b""
            return None
        line, self._buffer = self._buffer[:newline], self._buffer[newline + 1 :]
        if self._overlong or len(line) > MAX_LINE:
            self._overlong = False
            return InputItem("", "text", too_long=True)
        return InputItem(_decode(line), "text")

    def set_secret(self, secret: bool) -> None:
        """Turn the terminal's echo off while a secret is typed (no-op for pipes)."""
        if secret == self._secret:
            return
        self._secret = secret
        try:
            if not os.isatty(self.fd):
                return
            if secret:
                self._terminal.echo_off()
            else:
                self._terminal.restore()
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

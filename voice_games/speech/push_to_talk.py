"""Push-to-talk: only what is said while the key is held reaches the recogniser. In a
terminal, which reports presses but no releases, the space bar (or Enter) starts and
ends a command; a program can call `VoiceInput.push_to_talk` instead."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable

import numpy as np

from voice_games.terminal import TerminalMode, is_terminal, read_keys

PUSH_MAX_SECONDS = 15.0  # a key held down and forgotten must not fill the memory
PUSH_KEYS = frozenset(b" \r\n")


class HeldSound:
    """The sound heard while the key is down, as the listener's worker saw key and sound
    in the order they happened."""

    def __init__(self) -> None:
        self.down = False
        self._blocks: list[np.ndarray] = []
        self._samples = 0

    def press(self) -> None:
        self.down = True

    def release(self) -> np.ndarray | None:
        """Everything held since the key went down, or None when nothing was."""
        self.down = False
        held, self._blocks, self._samples = self._blocks, [], 0
        return np.concatenate(held) if held else None

    def has_room(self, rate: int) -> bool:
        """Whether the key is down and the limit not yet reached."""
        return self.down and PUSH_MAX_SECONDS * rate - self._samples > 0

    def hold(self, block: np.ndarray) -> None:
        self._blocks.append(block)
        self._samples += block.size


class TerminalKeys:
    """Push-to-talk keys from a terminal. Terminals report presses, never releases, so
    a key toggles: the space bar (or Enter) once to start talking, once to send."""

    def __init__(self, on_toggle: Callable[[], None], fd: int | None = None) -> None:
        self.on_toggle = on_toggle
        self.fd = sys.stdin.fileno() if fd is None else fd
        self._terminal = TerminalMode(self.fd)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @staticmethod
    def available(fd: int | None = None) -> bool:
        return is_terminal(fd)

    def start(self) -> None:
        self._terminal.cbreak()
        self._thread = threading.Thread(target=self._run, name="push-keys", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=2)
            self._thread = None
        self._terminal.restore()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                data = read_keys(self.fd, 0.1)
            except OSError:
                return
            if data is None:
                continue
            if not data:
                return
            if data.startswith(b"\x1b"):
                continue  # arrow and function keys arrive as escape sequences
            for byte in data:
                if byte in PUSH_KEYS:
                    self.on_toggle()

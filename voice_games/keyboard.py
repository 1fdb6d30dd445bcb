"""Playing with single keys, each one answered aloud.

The keys produce ordinary command sentences ("swap two and eight"), which go through the
same grammar as speech and typed lines:

    1-9        shake that pot (in the draft: take it and shake it)
    w a b      swap a and b (also the secret swaps)
    c a b c    complete the line a b c
    k a        draft: take a without shaking; p a b  put the pot from a on b
    s a        silent pot on a (silent-pot setup)
    d / Enter  done (end the turn)          x  random secret step
    r repeat   h help   t whose turn   b board   i history   y yes   n no   q quit
    + - louder/softer    > < faster/slower    Escape  stop speaking

With the keypad option the digits follow a numeric keypad: 7 8 9 is the top row.
"""

from __future__ import annotations

import os
import select
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from voice_games.games.arabian_pots.board import number_word
from voice_games.inputs import TIMEOUT, InputItem, _Timeout

KEYPAD_TO_POSITION = {7: 1, 8: 2, 9: 3, 4: 4, 5: 5, 6: 6, 1: 7, 2: 8, 3: 9}
ESCAPE = "\x1b"

_SINGLE = {
    "r": "repeat",
    "h": "help",
    "t": "whose turn",
    "b": "board",
    "i": "history",
    "y": "yes",
    "n": "no",
    "q": "quit",
    "d": "done",
    "\n": "done",
    "\r": "done",
    "x": "random",
    "+": "louder",
    "-": "softer",
    ">": "faster",
    "<": "slower",
}
_PREFIXES = {
    "w": (2, "Swap: which two pots?", "swap {0} and {1}"),
    "c": (3, "Complete: which three pots?", "complete {0} {1} {2}"),
    "k": (1, "Take which pot, unshaken?", "take {0}"),
    "p": (2, "Put back: the pot from where, and on which place?", "put {0} on {1}"),
    "s": (1, "Silent pot on which place?", "silent pot on {0}"),
}


@dataclass
class KeyMapper:
    """Turns key presses into commands. `feed` returns (feedback to speak, command)."""

    keypad: bool = False
    draft: bool = False
    _prefix: str | None = None
    _digits: list[int] = field(default_factory=list)

    def position(self, key: str) -> int:
        digit = int(key)
        return KEYPAD_TO_POSITION.get(digit, digit) if self.keypad else digit

    def feed(self, key: str) -> tuple[str | None, str | None]:
        if key == ESCAPE:
            self._prefix, self._digits = None, []
            return None, "stop"
        if self._prefix is not None:
            if key.isdigit() and key != "0":
                self._digits.append(self.position(key))
                count, _, pattern = _PREFIXES[self._prefix]
                spoken = number_word(self._digits[-1])
                if len(self._digits) == count:
                    words = [number_word(d) for d in self._digits]
                    self._prefix, self._digits = None, []
                    return spoken, pattern.format(*words)
                return spoken, None
            self._prefix, self._digits = None, []
            return "Cancelled.", None
        if key.isdigit() and key != "0":
            word = number_word(self.position(key))
            return None, (f"take {word} and shake it" if self.draft else f"shake {word}")
        lowered = key.lower()
        if lowered in _PREFIXES:
            self._prefix, self._digits = lowered, []
            return _PREFIXES[lowered][1], None
        if key in _SINGLE or lowered in _SINGLE:
            return None, _SINGLE.get(key, _SINGLE.get(lowered))
        if key in ("\x04",):
            return None, "quit"
        return "That key does nothing. Press h for help.", None


class KeyInput:
    """Single keys from a terminal in cbreak mode (no Enter needed, no echo)."""

    def __init__(
        self, mapper: KeyMapper, say: Any, fd: int | None = None, on_key: Any = None
    ) -> None:
        import termios
        import tty

        self.fd = sys.stdin.fileno() if fd is None else fd
        self.mapper = mapper
        self.say = say
        self._saved = termios.tcgetattr(self.fd)
        tty.setcbreak(self.fd)
        self.on_key = on_key  # any key press cuts the sentence being spoken

    def read(self, timeout: float | None = None) -> InputItem | _Timeout | None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([self.fd], [], [], remaining)
            if not ready:
                return TIMEOUT
            raw = os.read(self.fd, 16)
            if not raw:
                return None
            key = raw.decode("utf-8", errors="replace")
            if key.startswith(ESCAPE) and len(key) > 1:
                continue  # arrow and function keys: not used
            if self.on_key is not None:
                self.on_key()
            feedback, command = self.mapper.feed(key[:1])
            if feedback:
                self.say(feedback)
            if command:
                return InputItem(command, "keys")

    def set_secret(self, secret: bool) -> None:
        return None  # keys are never echoed in cbreak mode

    def close(self) -> None:
        import termios

        termios.tcsetattr(self.fd, termios.TCSADRAIN, self._saved)

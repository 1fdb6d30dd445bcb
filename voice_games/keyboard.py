"""Playing with single keys, each one answered aloud.

Keys mean intents with their slots, the readings the grammar gives speech and typed
lines; the game in play adds its own keys (`voice_games.game.KeyBindings`). The table's
keys, the same in every game and language:

    r repeat   h help   i history   y yes   n no   q quit
    + - louder/softer    > < faster/slower    Escape  stop speaking
    Tab  the next human seat speaks (at a table of several humans)
    /    type a whole command, then Enter (a trade names more than keys can)

With the keypad option the digits follow a numeric keypad: 7 8 9 is the top row.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from typing import Any

from voice_games.catalogue import Catalogue, catalogue
from voice_games.game import KeyBindings
from voice_games.grammar import Parse
from voice_games.inputs import TIMEOUT, InputItem, _Timeout
from voice_games.terminal import TerminalMode, read_keys

KEYPAD_TO_POSITION = {7: 1, 8: 2, 9: 3, 4: 4, 5: 5, 6: 6, 1: 7, 2: 8, 3: 9}
ESCAPE = "\x1b"
NEXT_SEAT = "\t"
TYPE_LINE = "/"

TABLE_KEYS = {
    "r": "repeat",
    "h": "help",
    "i": "history",
    "y": "yes",
    "n": "no",
    "q": "quit",
    "\x04": "quit",
    "+": "louder",
    "-": "softer",
    ">": "faster",
    "<": "slower",
}


@dataclass
class KeyMapper:
    """Turns key presses into readings. `feed` returns (feedback to speak, reading)."""

    keypad: bool = False
    bindings: KeyBindings | None = None
    words: Catalogue = field(default_factory=lambda: catalogue("en"))
    # the human seats and their names, for Tab; the seat the next command speaks for
    seats: list[tuple[int, str]] = field(default_factory=list)
    speaker: int | None = None
    _prefix: str | None = None
    _digits: list[int] = field(default_factory=list)

    def position(self, key: str) -> int:
        digit = int(key)
        return KEYPAD_TO_POSITION.get(digit, digit) if self.keypad else digit

    def feed(self, key: str) -> tuple[str | None, Parse | None]:
        bindings = self.bindings
        if key == ESCAPE:
            self._prefix, self._digits = None, []
            return None, Parse("stop_speech")
        if self._prefix is not None and bindings is not None:
            prefix = bindings.prefixes[self._prefix]
            if key.isdigit() and key != "0":
                self._digits.append(self.position(key))
                spoken = self.words.number(self._digits[-1])
                if len(self._digits) == len(prefix.slots):
                    slots = {s: str(d) for s, d in zip(prefix.slots, self._digits, strict=True)}
                    self._prefix, self._digits = None, []
                    return spoken, Parse(prefix.intent, slots)
                return spoken, None
            self._prefix, self._digits = None, []
            return self.words("key-cancelled"), None
        if key == NEXT_SEAT and self.seats:
            return self._next_seat(), None
        if key.isdigit() and key != "0" and bindings is not None:
            return None, bindings.digit(self.position(key))
        lowered = key.lower()
        if bindings is not None and lowered in bindings.prefixes:
            self._prefix, self._digits = lowered, []
            return bindings.prefixes[lowered].prompt, None
        if bindings is not None and (key in bindings.single or lowered in bindings.single):
            return None, bindings.single.get(key, bindings.single.get(lowered))
        if key in TABLE_KEYS or lowered in TABLE_KEYS:
            return None, Parse(TABLE_KEYS.get(key, TABLE_KEYS.get(lowered, "")))
        return self.words("key-unknown"), None

    def _next_seat(self) -> str:
        """Tab: the next human seat speaks the commands that follow."""
        seats = [seat for seat, _ in self.seats]
        at = seats.index(self.speaker) + 1 if self.speaker in seats else 0
        self.speaker, name = self.seats[at % len(self.seats)]
        return self.words("key-speaker", name=name)


class KeyInput:
    """Single keys from a terminal in cbreak mode (no Enter needed, no echo)."""

    def __init__(
        self, mapper: KeyMapper, say: Any, fd: int | None = None, on_key: Any = None
    ) -> None:
        self.fd = sys.stdin.fileno() if fd is None else fd
        self.mapper = mapper
        self.say = say
        self._terminal = TerminalMode(self.fd)
        self._terminal.cbreak()
        self.on_key = on_key  # any key press cuts the sentence being spoken

    def read(self, timeout: float | None = None) -> InputItem | _Timeout | None:
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            remaining = None if deadline is None else max(0.0, deadline - time.monotonic())
            raw = read_keys(self.fd, remaining, 16)
            if raw is None:
                return TIMEOUT
            if not raw:
                return None
            key = raw.decode("utf-8", errors="replace")
            if key.startswith(ESCAPE) and len(key) > 1:
                continue  # arrow and function keys: not used
            if self.on_key is not None:
                self.on_key()
            if key[:1] == TYPE_LINE and self.mapper._prefix is None:
                return self._typed_line()
            feedback, reading = self.mapper.feed(key[:1])
            if feedback:
                self.say(feedback)
            if reading is not None:
                return InputItem("", "keys", reading=reading, speaker=self.mapper.speaker)

    def _typed_line(self) -> InputItem | None:
        """'/': a whole command typed and echoed as a line, read until Enter."""
        self.say(self.mapper.words("key-type-line"))
        self._terminal.restore()
        try:
            raw = read_keys(self.fd, None, 4096)
        finally:
            self._terminal.cbreak()
        if not raw:
            return None
        text = raw.decode("utf-8", errors="replace").strip()
        return InputItem(text, "keys", speaker=self.mapper.speaker)

    def set_secret(self, secret: bool) -> None:
        return None  # keys are never echoed in cbreak mode

    def close(self) -> None:
        self._terminal.restore()

"""A fake clock and lines said at given moments of it: real-time tables tested in no time."""

from __future__ import annotations

from voice_games.inputs import TIMEOUT, InputItem


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class TimedLines:
    """Lines said at given moments of the fake clock. A read with a timeout that ends
    before the next line moves the clock on to its end and times out."""

    def __init__(
        self, clock: FakeClock, lines: list[tuple[float, str]], transcript,
        linger: float | None = None,
    ) -> None:
        self.clock, self.lines, self.transcript = clock, list(lines), transcript
        # the players leave this long after their last line (None: only when nothing
        # else would happen)
        self.leave_at = None if linger is None else (lines[-1][0] if lines else 0) + linger

    def read(self, timeout=None):
        if not self.lines:
            if timeout is None or (
                self.leave_at is not None and self.clock.now + timeout >= self.leave_at
            ):
                return None
            self.clock.now += timeout
            return TIMEOUT
        at, text = self.lines[0]
        if timeout is not None and self.clock.now + timeout < at:
            self.clock.now += timeout
            return TIMEOUT
        self.lines.pop(0)
        self.clock.now = max(self.clock.now, at)
        self.transcript.write(f"> {text}\n")
        return InputItem(text)

    def set_secret(self, secret):
        return None

    def close(self):
        return None

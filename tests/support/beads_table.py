"""Bead Trade at a table in tests: a Session with a fake clock, text out, and a player
who is a script (lines at given moments) or a policy (a function that looks at the
table, as a player listening to it would, and says the next command)."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.support.timed import FakeClock, TimedLines
from voice_games import registry
from voice_games.games.bead_trade.engine import BeadRules
from voice_games.inputs import TIMEOUT, InputItem
from voice_games.output import TextOutput
from voice_games.session import Session, TableOptions

GAME = registry.find("beads")


class PolicyInput:
    """A player who thinks `think` seconds, then says what `policy(session)` gives
    (None: nothing more, the input ends). Reads that time out first move the clock."""

    def __init__(self, clock: FakeClock, think: float, transcript: io.StringIO) -> None:
        self.clock, self.think, self.transcript = clock, think, transcript
        self.policy: Callable[[Session], str | None] = lambda session: None
        self.session: Session | None = None
        self._ready_at = think

    def read(self, timeout: float | None = None) -> Any:
        if timeout is not None and self.clock.now + timeout < self._ready_at:
            self.clock.now += timeout
            return TIMEOUT
        self.clock.now = max(self.clock.now, self._ready_at)
        self._ready_at = self.clock.now + self.think
        assert self.session is not None
        text = self.policy(self.session)
        if text is None:
            return None
        self.transcript.write(f"> {text}\n")
        return InputItem(text)

    def set_secret(self, secret: bool) -> None:
        return None

    def close(self) -> None:
        return None


def table(
    kinds: list[str],
    lines: list[tuple[float, str]] | None = None,
    *,
    levels: list[str | None] | None = None,
    rules: BeadRules | None = None,
    options: TableOptions | None = None,
    save_path: Path | None = None,
    policy: Callable[[Session], str | None] | None = None,
    think: float = 4.0,
    linger: float = 20.0,
    out: Any = None,
    **session_options: Any,
) -> tuple[Session, io.StringIO]:
    """A table of Bead Trade; run it with `session.run()` and read the transcript. The
    players of `lines` leave `linger` seconds after their last line."""
    clock = FakeClock()
    transcript = io.StringIO()
    inputs: Any
    if policy is not None:
        inputs = PolicyInput(clock, think, transcript)
        inputs.policy = policy
    else:
        inputs = TimedLines(clock, lines or [], transcript, linger)
    session = Session(
        game=GAME,
        rules=rules or BeadRules(seats=len(kinds)),
        kinds=list(kinds),
        levels=list(levels or [None if k == "human" else "medium" for k in kinds]),
        out=out or TextOutput(transcript),
        inputs=inputs,
        options=options or TableOptions(pace=5.0),
        clock=clock,
        save_path=save_path,
        **session_options,
    )
    if policy is not None:
        inputs.session = session
    return session, transcript

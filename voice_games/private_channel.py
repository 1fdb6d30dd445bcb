"""Private channels: what only one seat may know, written where only that player reads
it (a second terminal, a braille display's own device, a file), while the shared
speaker says public events only.

`--private-channel PATH` gives every human seat the same channel, each line marked with
the seat's name (one player with a braille display); `--private-channel SEAT=PATH` gives
one seat its own (several players, each with a terminal). A channel that cannot be
opened is told in one sentence, and the game asks before saying private things aloud."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TextIO

from voice_games.session import Session


def _writer(stream: TextIO, name: str | None) -> Callable[[str], None]:
    def write(text: str) -> None:
        stream.write(f"{name}: {text}\n" if name else text + "\n")
        stream.flush()

    return write


def _seat_named(session: Session, name: str) -> int | None:
    wanted = name.strip().casefold()
    for seat in session.humans:
        names = [n.casefold() for n in session.play.speaker_names(seat)]
        if wanted in names or wanted == str(seat + 1):
            return seat
    return None


def open_private_channels(
    specs: Sequence[str], session: Session
) -> dict[int, Callable[[str], None]]:
    """Each human seat's channel, from the command line's `[SEAT=]PATH` specs."""
    channels: dict[int, Callable[[str], None]] = {}
    for spec in specs:
        name, _, path = spec.rpartition("=")
        if name:
            seat = _seat_named(session, name)
            if seat is None:
                session.say(session.words("private-channel-unknown-seat", name=name, path=path))
                continue
            seats = [seat]
        else:
            seats = list(session.humans)
        try:
            stream = open(path, "a", encoding="utf-8")  # noqa: SIM115 (open for the game)
        except OSError:
            session.say(session.words("private-channel-unusable", path=path))
            continue
        for seat in seats:
            label = None if name else session.play.seat_name(seat)
            channels[seat] = _writer(stream, label if len(seats) > 1 else None)
    return channels

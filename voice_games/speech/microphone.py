"""The microphone through sounddevice: int16 mono blocks into a queue.

Recognisers want 16 kHz; some devices refuse it, so we open at 16 kHz if we can and at
the device's own rate otherwise, and resample each utterance after end-pointing (cheaper
and better than resampling every block).

A device that delivers sound faster than it could have been spoken is held back to real
time (`Pacer`). A sound card never runs ahead of the clock, so for it this does nothing;
ALSA's `type file` capture device, which serves a recording as the microphone, hands over
hundreds of seconds a second and, past the end of its file, repeats stale buffers for
ever. Unpaced, that fills memory by tens of megabytes a second, keeps a core busy, and
makes every wall-clock rule of the game (the grace period of a swap, leaving after a
while without a command) meaningless against the recording's own timing."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from voice_games.core import SpeakableError

RATE = 16000
BLOCK_SECONDS = 0.05
# How far a device may run ahead of the clock before it is held back: more than any
# real card's burst after a stall, and a real card's clock drifts from ours by far less
# than this in hours.
PACE_SLACK_SECONDS = 0.5


class MicrophoneUnavailable(SpeakableError):
    """No microphone can be opened; the message is one sentence for the player."""


def _sounddevice() -> Any:
    try:
        import sounddevice
    except (ImportError, OSError):
        raise MicrophoneUnavailable("mic-no-portaudio") from None
    return sounddevice


def resolve_device(device: str | int | None) -> int | str | None:
    """A device number given as text becomes a number; a name is passed on as it is."""
    if isinstance(device, str) and device.strip().isdigit():
        return int(device)
    return device


def input_devices() -> list[tuple[int, str, int]]:
    """(index, name, default sample rate) of every device with an input."""
    sd = _sounddevice()
    found = []
    for index, info in enumerate(sd.query_devices()):
        if info["max_input_channels"] > 0:
            found.append((index, str(info["name"]), int(info["default_samplerate"])))
    return found


class Pacer:
    """Holds a capture callback back while it is ahead of real time by more than `slack`
    seconds. `wait(frames)` is called once per block, on the audio thread."""

    def __init__(
        self,
        rate: int,
        slack: float = PACE_SLACK_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.rate = rate
        self.slack = slack
        self.clock = clock
        self.sleep = sleep
        self.frames = 0
        self.started: float | None = None
        self._lock = threading.Lock()

    def wait(self, frames: int) -> None:
        with self._lock:
            now = self.clock()
            if self.started is None:
                self.started = now
            self.frames += frames
            ahead = self.frames / self.rate - (now - self.started) - self.slack
        if ahead > 0:
            self.sleep(ahead)


@dataclass
class Microphone:
    """An open input stream; `blocks` holds float32 arrays at `rate`."""

    stream: Any
    rate: int
    blocks: queue.Queue[np.ndarray]

    def close(self) -> None:
        try:
            self.stream.stop()
            self.stream.close()
        except Exception:  # closing a stream that failed must not hide the first error
            pass


def open_microphone(
    device: str | int | None = None, on_block: Callable[[np.ndarray], None] | None = None
) -> Microphone:
    sd = _sounddevice()
    device = resolve_device(device)
    try:
        info = sd.query_devices(device, "input")
    except (ValueError, sd.PortAudioError):
        if device is None:
            raise MicrophoneUnavailable("mic-none") from None
        raise MicrophoneUnavailable("mic-not-called", name=str(device)) from None
    blocks: queue.Queue[np.ndarray] = queue.Queue()

    def make_callback(pacer: Pacer) -> Callable[[Any, int, Any, Any], None]:
        def callback(data: Any, frames: int, when: Any, status: Any) -> None:
            pacer.wait(frames)
            samples = np.frombuffer(bytes(data), dtype="<i2").astype(np.float32) / 32768.0
            if on_block is not None:
                on_block(samples)
            else:
                blocks.put(samples)

        return callback

    last_error: Exception | None = None
    for rate in dict.fromkeys((RATE, int(info["default_samplerate"]))):
        try:
            stream = sd.RawInputStream(
                samplerate=rate,
                blocksize=int(rate * BLOCK_SECONDS),
                device=device,
                channels=1,
                dtype="int16",
                callback=make_callback(Pacer(rate)),
            )
            stream.start()
            return Microphone(stream, rate, blocks)
        except (sd.PortAudioError, ValueError) as error:
            last_error = error
    raise MicrophoneUnavailable("mic-cannot-open", reason=str(last_error)) from None

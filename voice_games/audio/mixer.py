"""The one audio output of the game: a callback mixer on a single sounddevice stream.

`sounddevice.play()` stops whatever is playing, so speech, rattles and earcons could not
overlap through it. Instead one `OutputStream` (44.1 kHz, stereo, float32) runs for the
whole game and its callback adds up every sound that is playing, per channel and volume.

When there is no sound device (PortAudio missing, no card, or the card lost mid-game) the
same `Mixer` keeps the game going on a virtual clock: sounds "play" for their length,
`wait()` returns at once, and nothing is heard; `fallback` then names one sentence for
the player (a catalogue message id and its arguments; `fallback_message` says it in
English). With `audio_out`, everything the mixer plays is also written to a WAV
file, with or without a device.

A device with no clock of its own (ALSA's `type file` or `null` PCM, as used to record a
game in tests) takes samples as fast as the callback makes them: a game that waits in
real time between sentences would fill it with minutes of silence per second. With
`pace=True`, or the environment variable `VOICE_GAMES_PACE_AUDIO=1`, the callback itself
keeps to the real-time rate (it sleeps until each block is due), as a sound card would.
Never needed with a real card, whose own clock paces the callback.
"""

from __future__ import annotations

import os
import queue
import threading
import time
import wave
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import numpy as np

SAMPLE_RATE = 44100
CHANNELS: tuple[str, ...] = ("speech", "sounds", "earcons")
MAX_VOLUME = 2.0
BLOCK_FRAMES = 256  # 5.8 ms: small enough that a sound starts almost at once
_RENDER_CHUNK = 8192
_STALL_SECONDS = 2.0  # no callback for this long while sounds wait: the device is gone
_PACE_RESET_SECONDS = 0.5  # paced and this far behind: start the clock again, do not race
PACE_ENV = "VOICE_GAMES_PACE_AUDIO"

NO_DEVICE = "sound-no-device"
NO_PORTAUDIO = "sound-no-portaudio"
DEVICE_LOST = "sound-device-lost"

Message = tuple[str, dict[str, Any]]
"""A sentence for the player as a catalogue message id with its arguments."""


def as_stereo(samples: np.ndarray) -> np.ndarray:
    """float32 (n, 2) C-contiguous; a mono sound goes equally to both sides (centre)."""
    x = np.asarray(samples, dtype=np.float32)
    if x.ndim == 1:
        x = np.repeat(x[:, None], 2, axis=1)
    elif x.ndim != 2 or x.shape[1] != 2:
        raise ValueError(f"samples must have shape (n,) or (n, 2), not {x.shape}")
    return np.ascontiguousarray(x)


class _Voice:
    __slots__ = ("channel", "cursor", "queued_at", "samples")

    def __init__(self, samples: np.ndarray, channel: str) -> None:
        self.samples = samples
        self.channel = channel
        self.cursor = 0
        self.queued_at = time.perf_counter()


class MixCore:
    """The sounds playing and their mix; shared by the device callback and the clock."""

    def __init__(self) -> None:
        self.cond = threading.Condition(threading.Lock())
        self._voices: list[_Voice] = []
        self._volumes = dict.fromkeys(CHANNELS, 1.0)
        # (play() time, time its first sample was mixed), and seconds spent per block
        self.start_latencies: deque[tuple[float, float]] = deque(maxlen=10000)
        self.block_seconds: deque[float] = deque(maxlen=10000)
        self.last_block_at = time.perf_counter()

    def add(self, samples: np.ndarray, channel: str) -> None:
        if samples.shape[0] == 0:
            return
        with self.cond:
            self._voices.append(_Voice(samples, channel))

    def stop(self, channel: str | None) -> None:
        with self.cond:
            self._voices = [v for v in self._voices if channel is not None and v.channel != channel]
            self.cond.notify_all()

    def active(self, channel: str | None) -> bool:
        with self.cond:
            return self._active(channel)

    def _active(self, channel: str | None) -> bool:
        return any(channel is None or v.channel == channel for v in self._voices)

    def remaining_frames(self, channel: str | None) -> int:
        with self.cond:
            return max(
                (
                    v.samples.shape[0] - v.cursor
                    for v in self._voices
                    if channel is None or v.channel == channel
                ),
                default=0,
            )

    def set_volume(self, channel: str, volume: float) -> None:
        with self.cond:
            self._volumes[channel] = volume

    def volume(self, channel: str) -> float:
        return self._volumes[channel]

    def mix(self, out: np.ndarray) -> None:
        """Fill `out` (frames, 2) with the next block of every playing sound."""
        started = time.perf_counter()
        frames = out.shape[0]
        out.fill(0.0)
        with self.cond:
            finished = False
            for v in self._voices:
                take = min(frames, v.samples.shape[0] - v.cursor)
                if v.cursor == 0:
                    self.start_latencies.append((v.queued_at, started))
                gain = self._volumes[v.channel]
                block = v.samples[v.cursor : v.cursor + take]
                if gain == 1.0:
                    out[:take] += block
                elif gain > 0.0:
                    out[:take] += block * np.float32(gain)
                v.cursor += take
                finished = finished or v.cursor >= v.samples.shape[0]
            if finished:
                self._voices = [v for v in self._voices if v.cursor < v.samples.shape[0]]
                self.cond.notify_all()
        np.clip(out, -1.0, 1.0, out=out)
        self.last_block_at = time.perf_counter()
        self.block_seconds.append(self.last_block_at - started)

    def skip(self, frames: int) -> None:
        """Advance every sound by `frames` without mixing (nobody listens)."""
        with self.cond:
            for v in self._voices:
                v.cursor += frames
            self._voices = [v for v in self._voices if v.cursor < v.samples.shape[0]]
            self.cond.notify_all()


class Sink(Protocol):
    """Where a copy of the mixed output goes (a WAV file, or memory in tests)."""

    def write(self, block: np.ndarray) -> None: ...
    def close(self) -> None: ...


class WavSink:
    """16-bit stereo 44.1 kHz WAV (the stdlib `wave` writes integer PCM only)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        # open the file first: wave.open on a bad path leaves a half-made writer behind
        self._raw = self.path.open("wb")
        self._file: wave.Wave_write | None = wave.open(self._raw, "wb")  # noqa: SIM115 - closed in close()
        self._file.setnchannels(2)
        self._file.setsampwidth(2)
        self._file.setframerate(SAMPLE_RATE)
        self._lock = threading.Lock()

    def write(self, block: np.ndarray) -> None:
        pcm = np.clip(np.round(block * 32767.0), -32768, 32767).astype("<i2")
        with self._lock:
            if self._file is not None:
                self._file.writeframes(pcm.tobytes())

    def close(self) -> None:
        with self._lock:
            if self._file is not None:
                self._file.close()
                self._raw.close()
                self._file = None


class ArraySink:
    """Keeps the mixed output in memory, float32, exactly as mixed."""

    def __init__(self) -> None:
        self._blocks: list[np.ndarray] = []

    def write(self, block: np.ndarray) -> None:
        self._blocks.append(np.array(block, dtype=np.float32))

    def close(self) -> None:
        pass

    def samples(self) -> np.ndarray:
        return np.concatenate(self._blocks) if self._blocks else np.zeros((0, 2), np.float32)


class _Driver(Protocol):
    def sync(self) -> None: ...
    def wait(self, channel: str | None, timeout: float | None) -> bool: ...
    def close(self) -> None: ...


class _ClockDriver:
    """Plays on a virtual clock. Clocked, the clock follows real time and jumps ahead on
    `wait()`, so sounds keep their order and spacing in the file and `is_playing()` turns
    false as time passes; unclocked, only `wait()` moves it (exact and instant, for
    rendering files)."""

    def __init__(self, core: MixCore, sink: Sink | None, clocked: bool) -> None:
        self._core = core
        self._sink = sink
        self._clocked = clocked
        self._origin = time.perf_counter()
        self._jumped = 0
        self._rendered = 0
        self._lock = threading.RLock()

    def _now(self) -> int:
        real = int((time.perf_counter() - self._origin) * SAMPLE_RATE) if self._clocked else 0
        return real + self._jumped

    def _render(self, frames: int) -> None:
        if self._sink is None:
            self._core.skip(frames)
        else:
            block = np.zeros((_RENDER_CHUNK, 2), dtype=np.float32)
            done = 0
            while done < frames:
                n = min(_RENDER_CHUNK, frames - done)
                self._core.mix(block[:n])
                self._sink.write(block[:n])
                done += n
        self._rendered += frames

    def sync(self) -> None:
        with self._lock:
            now = self._now()
            if now > self._rendered:
                self._render(now - self._rendered)

    def wait(self, channel: str | None, timeout: float | None) -> bool:
        with self._lock:
            self.sync()
            remaining = self._core.remaining_frames(channel)
            limit = None if timeout is None else int(timeout * SAMPLE_RATE)
            step = remaining if limit is None else min(remaining, limit)
            self._render(step)
            self._jumped += step
            return step == remaining

    def close(self) -> None:
        with self._lock:
            self.sync()
            # let the last sounds ring out into the file
            self._render(self._core.remaining_frames(None))
            if self._sink is not None:
                self._sink.close()


class _StreamDriver:
    """Plays through a sounddevice OutputStream whose callback runs the mixer."""

    def __init__(
        self,
        core: MixCore,
        sink: Sink | None,
        sd: Any,
        device: int | None,
        on_lost: Callable[[], None],
        pace: bool = False,
    ) -> None:
        self._core = core
        self._sink = sink
        self._pace = pace
        self._paced_origin: float | None = None
        self._paced_frames = 0
        self._on_lost = on_lost
        self._closing = False
        self._lost = False
        self._copies: queue.SimpleQueue[np.ndarray | None] = queue.SimpleQueue()
        self._writer: threading.Thread | None = None
        self.stream = sd.OutputStream(
            samplerate=SAMPLE_RATE,
            channels=2,
            dtype="float32",
            blocksize=BLOCK_FRAMES,
            latency="low",
            device=device,
            callback=self._callback,
            finished_callback=self._finished,
        )
        if sink is not None:
            # file writes are slow and may block: never in the audio callback
            self._writer = threading.Thread(target=self._write_copies, daemon=True)
            self._writer.start()
        core.last_block_at = time.perf_counter()
        self.stream.start()

    def _callback(self, outdata: np.ndarray, frames: int, time_info: Any, status: Any) -> None:
        if self._pace:
            self._keep_pace(frames)
        self._core.mix(outdata)
        if self._writer is not None:
            self._copies.put(outdata.copy())

    def _keep_pace(self, frames: int) -> None:
        """Wait until this block is due by the wall clock (see the module docstring)."""
        now = time.perf_counter()
        if self._paced_origin is None:
            self._paced_origin = now
        due = self._paced_origin + self._paced_frames / SAMPLE_RATE
        if due > now:
            time.sleep(due - now)
        elif now - due > _PACE_RESET_SECONDS:
            # the process was held up: going on from now keeps the sound continuous
            # instead of a burst that would put later sounds early
            self._paced_origin = now - self._paced_frames / SAMPLE_RATE
        self._paced_frames += frames

    def _write_copies(self) -> None:
        assert self._sink is not None
        while (block := self._copies.get()) is not None:
            self._sink.write(block)

    def _finished(self) -> None:
        if not self._closing:
            self._declare_lost()

    def _declare_lost(self) -> None:
        if not self._lost:
            self._lost = True
            self._on_lost()

    def _stalled(self) -> bool:
        return time.perf_counter() - self._core.last_block_at > _STALL_SECONDS

    def sync(self) -> None:
        if not self._lost and not self._closing and self._core.active(None) and self._stalled():
            self._declare_lost()

    def wait(self, channel: str | None, timeout: float | None) -> bool:
        deadline = None if timeout is None else time.perf_counter() + timeout
        core = self._core
        with core.cond:
            while core._active(channel):
                if self._lost:
                    return False
                left = None if deadline is None else deadline - time.perf_counter()
                if left is not None and left <= 0:
                    return False
                core.cond.wait(0.25 if left is None else min(0.25, left))
                if self._stalled():
                    break
            else:
                return True
        self._declare_lost()
        return False

    def release(self) -> Sink | None:
        """Stop the stream and the writer; hand back the sink for whoever plays on."""
        self._closing = True
        try:
            self.stream.abort(ignore_errors=True)
            self.stream.close(ignore_errors=True)
        except Exception:  # a dead device may fail in any way on close
            pass
        if self._writer is not None:
            self._copies.put(None)
            self._writer.join(timeout=5.0)
        return self._sink

    def close(self) -> None:
        sink = self.release()
        if sink is not None:
            sink.close()


class Mixer:
    """Channels "speech", "sounds" and "earcons", each with a volume; any number of sounds
    overlap. All methods may be called from any thread and never block for long except
    `wait()`."""

    def __init__(self, core: MixCore, fallback: Message | None = None) -> None:
        self._core = core
        self._driver: _Driver = _ClockDriver(core, None, clocked=True)
        self._switch_lock = threading.Lock()
        self.fallback: Message | None = fallback

    @property
    def fallback_message(self) -> str | None:
        """The fallback's sentence in English (None when sound plays as asked)."""
        if self.fallback is None:
            return None
        from voice_games.catalogue import catalogue

        message_id, arguments = self.fallback
        return catalogue("en")(message_id, **arguments)

    @property
    def core(self) -> MixCore:
        """The mixing state, for measurements (latency stamps, time per block)."""
        return self._core

    @property
    def audible(self) -> bool:
        """Whether what plays reaches a sound device: False on the clock alone (no
        device, or the device lost mid-game), where the player hears nothing."""
        return isinstance(self._driver, _StreamDriver)

    @staticmethod
    def _check(channel: str | None) -> None:
        if channel is not None and channel not in CHANNELS:
            raise ValueError(f"unknown channel {channel!r}; expected one of {CHANNELS}")

    def play(self, samples: np.ndarray, channel: str = "sounds") -> None:
        """Start `samples` (float32 (n,) mono, played centre, or (n, 2)) now on `channel`."""
        self._check(channel)
        stereo = as_stereo(samples)
        self._driver.sync()
        self._core.add(stereo, channel)

    def stop(self, channel: str | None = None) -> None:
        """Silence `channel` at once (None: everything); other channels play on."""
        self._check(channel)
        self._core.stop(channel)

    def is_playing(self, channel: str | None = None) -> bool:
        self._check(channel)
        self._driver.sync()
        return self._core.active(channel)

    def wait(self, channel: str | None = None, timeout: float | None = None) -> bool:
        """Block until `channel` (None: all) is quiet; False if `timeout` came first."""
        self._check(channel)
        while True:
            driver = self._driver
            done = driver.wait(channel, timeout)
            if done or driver is self._driver:
                return done
            # the device was lost while waiting: the clock takes over

    def set_volume(self, channel: str, volume: float) -> None:
        """Volume of `channel`: 0 silent, 1 as given, up to 2 (+6 dB; the mix is clipped
        at full scale); clamped to that range. Applies at once, also to sounds already
        playing."""
        self._check(channel)
        self._core.set_volume(channel, min(MAX_VOLUME, max(0.0, float(volume))))

    def volume(self, channel: str) -> float:
        self._check(channel)
        return self._core.volume(channel)

    def close(self) -> None:
        """Let the output finish cleanly (a WAV file gets the last sounds' tails)."""
        self._driver.close()

    def __enter__(self) -> Mixer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- construction --------------------------------------------------------------------

    def _use(self, driver: _Driver) -> None:
        self._driver = driver

    def _device_lost(self) -> None:
        """Called from the stream's thread when the device dies: go on silently."""
        with self._switch_lock:
            driver = self._driver
            if not isinstance(driver, _StreamDriver):
                return
            self.fallback = (DEVICE_LOST, {})
            # the callback thread may be the caller: release the stream from another thread
            sink = driver._sink
            self._driver = _ClockDriver(self._core, sink, clocked=True)
            threading.Thread(target=self._release_stream, args=(driver,), daemon=True).start()
        with self._core.cond:
            self._core.cond.notify_all()

    @staticmethod
    def _release_stream(driver: _StreamDriver) -> None:
        driver.release()


def offline_mixer(
    sink: Sink | None = None, clocked: bool = True, fallback: Message | None = None
) -> Mixer:
    """A mixer with no device: see `_ClockDriver`. With `clocked=False` the output is
    exact and instant: each `play()` starts where the last `wait()` left the clock."""
    mixer = Mixer(MixCore(), fallback)
    mixer._use(_ClockDriver(mixer.core, sink, clocked))
    return mixer


def _open_sink(audio_out: str | Path | None) -> tuple[Sink | None, Message | None]:
    if audio_out is None:
        return None, None
    try:
        return WavSink(audio_out), None
    except OSError as exc:
        reason = exc.strerror or str(exc)
        return None, ("sound-file-unwritable", {"file": str(audio_out), "reason": reason})


def open_mixer(
    device: str | int | None = None,
    audio_out: str | Path | None = None,
    pace: bool | None = None,
) -> Mixer:
    """The game's mixer on `device` (name, number, or None for the default output).

    Never raises: without a usable device it returns a mixer that plays silently (still
    writing `audio_out`), with `fallback` set to one sentence for the player.
    `pace`: keep the device's callback to real time (see the module docstring); None
    reads `VOICE_GAMES_PACE_AUDIO` ("1" paces)."""
    if pace is None:
        pace = os.environ.get(PACE_ENV, "").strip() == "1"
    sink, sink_problem = _open_sink(audio_out)

    def fallback(message_id: str, **arguments: Any) -> Mixer:
        if sink is not None:
            message_id, arguments = f"{message_id}-recorded", {**arguments, "file": str(audio_out)}
        return offline_mixer(sink, clocked=True, fallback=(message_id, arguments))

    try:
        import sounddevice as sd
    except (OSError, ImportError):
        return fallback(NO_PORTAUDIO)
    from .devices import DeviceChoiceError, find_output_device

    try:
        chosen = find_output_device(device)
    except DeviceChoiceError as exc:
        return fallback(exc.message_id, **exc.arguments)
    except Exception:  # PortAudio may fail in many ways: play on silently
        return fallback(NO_DEVICE)
    if chosen is None:
        return fallback(NO_DEVICE)
    mixer = Mixer(MixCore(), sink_problem)
    try:
        mixer._use(_StreamDriver(mixer.core, sink, sd, chosen.index, mixer._device_lost, pace))
    except Exception:  # any failure to open the stream means no sound
        return fallback(NO_DEVICE)
    return mixer

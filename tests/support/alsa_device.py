"""A sound card for tests: the ALSA `file` device, driven through the real PortAudio path.

ALSA's `type file` PCM with `slave.pcm "null"` writes whatever a program plays to a raw
file (`file`), and serves a raw file as the microphone (`infile`). A program started with
`ALSA_CONFIG_PATH` pointing at such a configuration sees it as its default device, so
sounddevice, PortAudio and ALSA all run for real and the test reads or writes plain bytes.

Functions
---------
``write_asoundrc(directory, playback=None, capture=None) -> Path``
    Write an ALSA configuration into `directory` whose default PCM records playback to the
    raw file `playback` and/or plays the raw file `capture` as the microphone (both given:
    a ``type asym`` device joins them). Returns the configuration's path.

``alsa_environment(config) -> dict[str, str]``
    A copy of ``os.environ`` that makes ALSA read the system configuration followed by
    `config`, so its ``pcm.!default`` wins.

``write_capture_file(path, samples, pad_seconds=1.0, rate=16000, noise_floor=0.0, seed=0)``
    Write mono int16 (or float in -1..1, converted) samples as a raw capture file, padded
    at the end. Past the end of an infile the device repeats stale buffers instead of
    silence, so pad generously; a faint `noise_floor` (amplitude, e.g. 1e-3) makes the
    padding look like a real microphone rather than exact digital silence.

``run_with_alsa_device(code, directory, playback=True, capture_samples=None, ...)``
    Run `python -c code` (the test's interpreter) with such a device and return an
    `AlsaRun`: the finished process (returncode, stdout, stderr) and the paths of the raw
    playback and capture files. ``AlsaRun.playback_samples(dtype, channels)`` reads what
    was played as an array (frames, channels).

``read_playback(path, channels=2) -> np.ndarray``
    The float32 frames a program has played so far (the file may still be growing).

``wait_for_quiet(path, after_frame, quiet_seconds, timeout, process=None) -> int``
    For a program whose output is paced (``VOICE_GAMES_PACE_AUDIO=1``): wait until it
    has played something after frame `after_frame` and then been quiet for
    `quiet_seconds`; returns the number of frames played so far. This is how a test can
    tell that the game has said and played everything for the last command.

``alsa_file_device_usable() -> str | None``
    None if these tests can run here, else the reason to skip them.

Facts to keep in mind (measured):

- the raw files carry no header and no format: samples are in whatever format, rate and
  channel count the stream asked for (e.g. float32 stereo for the game's mixer, int16
  mono at 16 kHz for speech input);
- there is no real-time pacing: the device consumes or produces seconds of audio at
  once, so the program's own clock, not wall time, decides where sounds land. A program
  that waits in real time between sounds (the game's speech does) fills the file with
  silence at hundreds of megabytes a minute; the game's mixer keeps to real time when
  ``VOICE_GAMES_PACE_AUDIO=1`` is set (``PACE_ENVIRONMENT``), and then the file grows
  at 352.8 kB (float32 stereo at 44.1 kHz) per second of wall time;
- a playback stream starts with about 2,000-3,000 frames of silence: align before
  comparing;
- the playback file is truncated each time a stream opens;
- the capture file must exist before PortAudio starts, or the device has no inputs.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

SYSTEM_ALSA_CONFIG = Path("/usr/share/alsa/alsa.conf")
PACE_ENVIRONMENT = {"VOICE_GAMES_PACE_AUDIO": "1"}
QUIET_LEVEL = 1e-4  # below this (-80 dBFS) a played sample counts as silence


def _file_pcm(name: str, output: Path, infile: Path | None) -> str:
    lines = [
        f"pcm.{name} {{",
        "  type file",
        '  slave.pcm "null"',
        f'  file "{output}"',
        '  format "raw"',
    ]
    if infile is not None:
        lines.append(f'  infile "{infile}"')
    lines.append("}")
    return "\n".join(lines)


def write_asoundrc(
    directory: Path, playback: Path | None = None, capture: Path | None = None
) -> Path:
    """See the module docstring."""
    if playback is None and capture is None:
        raise ValueError("give a playback file, a capture file, or both")
    directory.mkdir(parents=True, exist_ok=True)
    config = directory / "asoundrc"
    if capture is not None and playback is not None:
        text = "\n".join(
            [
                "pcm.!default {",
                "  type asym",
                '  playback.pcm "test_playback"',
                '  capture.pcm "test_capture"',
                "}",
                _file_pcm("test_playback", playback, None),
                # a file PCM must have an output file even when it is only read from
                _file_pcm("test_capture", Path(os.devnull), capture),
            ]
        )
    elif capture is not None:
        text = _file_pcm("!default", Path(os.devnull), capture)
    else:
        assert playback is not None
        text = _file_pcm("!default", playback, None)
    config.write_text(text + "\n")
    return config


def alsa_environment(config: Path) -> dict[str, str]:
    """See the module docstring."""
    env = dict(os.environ)
    env["ALSA_CONFIG_PATH"] = f"{SYSTEM_ALSA_CONFIG}:{config}"
    return env


def write_capture_file(
    path: Path,
    samples: np.ndarray,
    pad_seconds: float = 1.0,
    rate: int = 16000,
    noise_floor: float = 0.0,
    seed: int = 0,
) -> Path:
    """See the module docstring."""
    x = np.asarray(samples)
    if x.dtype.kind == "f":
        x = np.clip(np.round(x * 32767.0), -32768, 32767)
    x = x.astype(np.int16)
    pad = np.zeros(int(pad_seconds * rate), dtype=np.int16)
    if noise_floor > 0:
        rng = np.random.default_rng(seed)
        floor = rng.standard_normal(x.size + pad.size) * noise_floor * 32767.0
        x = np.concatenate([x, pad]) + np.round(floor).astype(np.int16)
    else:
        x = np.concatenate([x, pad])
    path.write_bytes(x.astype("<i2").tobytes())
    return path


@dataclass(frozen=True)
class AlsaRun:
    process: subprocess.CompletedProcess[str]
    playback: Path | None
    capture: Path | None

    def playback_samples(self, dtype: str = "<f4", channels: int = 2) -> np.ndarray:
        """What the program played, (frames, channels); empty if nothing was played."""
        if self.playback is None or not self.playback.exists():
            return np.zeros((0, channels), dtype=dtype)
        raw = np.fromfile(self.playback, dtype=dtype)
        return raw[: raw.size - raw.size % channels].reshape(-1, channels)


def run_with_alsa_device(
    code: str,
    directory: Path,
    playback: bool = True,
    capture_samples: np.ndarray | None = None,
    capture_rate: int = 16000,
    capture_pad_seconds: float = 1.0,
    timeout: float = 60.0,
    extra_env: dict[str, str] | None = None,
) -> AlsaRun:
    """See the module docstring. `capture_samples` (mono) becomes the microphone."""
    directory.mkdir(parents=True, exist_ok=True)
    playback_path = directory / "playback.raw" if playback else None
    capture_path = None
    if capture_samples is not None:
        capture_path = write_capture_file(
            directory / "capture.raw", capture_samples, capture_pad_seconds, capture_rate
        )
    config = write_asoundrc(directory, playback_path, capture_path)
    env = alsa_environment(config)
    if extra_env:
        env.update(extra_env)
    process = subprocess.run(
        [sys.executable, "-c", code],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    return AlsaRun(process, playback_path, capture_path)


def read_playback(path: Path, channels: int = 2, from_frame: int = 0) -> np.ndarray:
    """See the module docstring; `from_frame` skips what was played before it."""
    if not path.exists() or path.stat().st_size <= from_frame * 4 * channels:
        return np.zeros((0, channels), dtype="<f4")
    raw = np.fromfile(path, dtype="<f4", offset=from_frame * 4 * channels)
    return raw[: raw.size - raw.size % channels].reshape(-1, channels)


def wait_for_quiet(
    path: Path,
    after_frame: int,
    quiet_seconds: float,
    timeout: float,
    process: subprocess.Popen[str] | None = None,
    rate: int = 44100,
) -> int:
    """See the module docstring. Raises TimeoutError, or RuntimeError if `process` ends."""
    deadline = time.monotonic() + timeout
    quiet = int(quiet_seconds * rate)
    while time.monotonic() < deadline:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"the program ended early with code {process.returncode}")
        new = read_playback(path, from_frame=after_frame)  # only the new part: cheap
        loud = np.flatnonzero(np.max(np.abs(new), axis=1) > QUIET_LEVEL) if new.size else new
        if loud.size and new.shape[0] - int(loud[-1]) > quiet:
            return after_frame + int(new.shape[0])
        time.sleep(0.05)
    raise TimeoutError(f"no sound followed by {quiet_seconds} s of quiet within {timeout} s")


def feed_when_quiet(
    command: list[str],
    env: dict[str, str],
    playback: Path,
    lines: list[str],
    quiet_seconds: float,
    timeout: float = 15.0,
    wait_first: bool = True,
) -> tuple[subprocess.CompletedProcess[str], list[int]]:
    """Run a paced game on the device and type each of `lines` once what came before it
    has been played and then been quiet (the first at once unless `wait_first`: a game
    in text plays nothing before it); at the end, close its input. Returns the finished
    process and, for each line, the frames played before it was typed."""
    process = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, env=env,
    )
    marks: list[int] = []
    try:
        assert process.stdin is not None
        played = 0
        for index, line in enumerate(lines):
            if index or wait_first:
                played = wait_for_quiet(playback, played, quiet_seconds, timeout, process)
            marks.append(played)
            process.stdin.write(line + "\n")
            process.stdin.flush()
        wait_for_quiet(playback, played, quiet_seconds, timeout, process)
        out, err = process.communicate(timeout=30)  # end of input: the game saves and ends
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    return subprocess.CompletedProcess(command, process.returncode, out, err), marks


def alsa_file_device_usable() -> str | None:
    """See the module docstring."""
    if not SYSTEM_ALSA_CONFIG.exists():
        return f"no ALSA configuration at {SYSTEM_ALSA_CONFIG}"
    try:
        import sounddevice  # noqa: F401
    except (OSError, ImportError) as exc:
        return f"sounddevice/PortAudio cannot be loaded: {exc}"
    return None

"""Tuning in the background: the first game played by voice starts it, on what the game
leaves idle, so that a later game hears better in loud rooms without the player running
anything. The game itself plays on with the bundled model meanwhile.

A lock file beside the models is held by the tuning process for as long as it lives (the
system lets it go however the process ends), so that a second game, or a tuning started
by hand, does not start another. A small state file says which process it is, how many
runs were started without finishing, and why the last one failed, so that a run that
cannot succeed is not started at every game; the run's own lines go to a log."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from voice_games.catalogue import catalogue
from voice_games.files import write_json
from voice_games.grammar import Grammar
from voice_games.speech.tuning.speakers import SPEAKERS
from voice_games.speech.tuning.tune import tuned_folder, tuned_model
from voice_games.speech.whisper.multilingual import installed_model

try:
    import fcntl
except ImportError:  # not on this system: tuning is then never known to be running
    fcntl = None  # type: ignore[assignment]

# switched off with this set to 'off' (or the game's --no-tuning)
SWITCH = "VOICE_GAMES_TUNING"
# what a run holds at its peak, by the model it starts from: measured, resident memory
# at the peak, the pages of the heard corpus read as it learns (a file the system may
# page out) and what the first epoch keeps for the others (`tune.Teacher`: the kept
# block's output and the teacher's last hidden states) included: English (tiny.en)
# 1.64 GB, Spanish (base, wider and deeper, learnt through its prompt) 3.3 GB
MEMORY_NEEDED_MB = {"en": 1800, "es": 3400, "de": 3400}
# how long a run takes on two idle cores, measured (bench/asr/README.md,
# LANGUAGES.md): what a game says when it starts one, before there is a pace of its
# own to tell by
EXPECTED_MINUTES = {"en": 23, "es": 38, "de": 38}
# runs that ended without a model and without a word (killed, the computer switched
# off) before the game stops starting them: one killed for memory would be killed again
MAX_UNFINISHED = 3


def state_file(directory: Path, grammar: Grammar) -> Path:
    return Path(directory) / f".{tuned_folder(directory, grammar).name}.tuning.json"


def log_file(directory: Path, grammar: Grammar) -> Path:
    return Path(directory) / f"{tuned_folder(directory, grammar).name}.tuning.log"


def read_state(directory: Path, grammar: Grammar) -> dict[str, object]:
    try:
        state = json.loads(state_file(directory, grammar).read_text())
    except (OSError, ValueError):
        return {}
    return state if isinstance(state, dict) else {}


def write_state(directory: Path, grammar: Grammar, state: dict[str, object]) -> None:
    """By the holder of the lock alone, so no two processes write it at once."""
    write_json(state_file(directory, grammar), state)


def lock_file(directory: Path, grammar: Grammar) -> Path:
    return Path(directory) / f".{tuned_folder(directory, grammar).name}.tuning.lock"


def take_lock(directory: Path, grammar: Grammar) -> BinaryIO | None:
    """The tuning's lock, held until the returned file is closed (or its process ends,
    or every process it was passed to); None when another holds it."""
    if fcntl is None:  # no such locks here: nothing can be known to be running
        return open(os.devnull, "rb")
    handle = open(lock_file(directory, grammar), "ab")  # noqa: SIM115 - held by the caller
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return None
    return handle


def running(directory: Path, grammar: Grammar) -> bool:
    """Whether a tuning for the grammar is running: its lock is held."""
    if fcntl is None or not lock_file(directory, grammar).exists():
        return False
    try:
        handle = take_lock(directory, grammar)
    except OSError:
        return False
    if handle is None:
        return True
    handle.close()
    return False


def progress(directory: Path, grammar: Grammar) -> float | None:
    """How far the running tuning is, from 0 to 1, read from its log: hearing the corpus
    is the first third of the time, learning the rest."""
    try:
        lines = log_file(directory, grammar).read_text(errors="replace").splitlines()
    except OSError:
        return None
    for line in reversed(lines):
        if line.startswith("The tuned model is in"):
            return 1.0
        words = line.split()
        if len(words) >= 4 and words[0] in ("Heard", "Learnt") and words[2] == "of":
            try:
                done, total = int(words[1]), int(words[3].rstrip(".;"))
            except ValueError:
                continue
            share = done / max(1, total)
            return share / 3 if words[0] == "Heard" else 1 / 3 + 2 * share / 3
    return 0.0


def minutes_left(directory: Path, grammar: Grammar, done: float) -> int:
    """About how many minutes the running tuning still needs, at the pace it has kept
    since it started (`EXPECTED_MINUTES` until it has done a little)."""
    expected = EXPECTED_MINUTES.get(grammar.language, EXPECTED_MINUTES["en"])
    started = read_state(directory, grammar).get("started")
    if not isinstance(started, int | float) or done < 0.02:
        return round(expected * (1 - done))
    elapsed = max(0.0, time.time() - started) / 60
    return max(1, round(elapsed * (1 - done) / done))


def why_not(directory: Path, grammar: Grammar) -> str | None:
    """Why a tuning cannot start now, or None when it can."""
    if os.environ.get(SWITCH, "").lower() in ("off", "0", "no", "false"):
        return f"tuning is switched off by {SWITCH}"
    if grammar.language not in SPEAKERS:
        return "there is no tuning for this language"
    if grammar.language != "en" and installed_model(directory) is None:
        return "the multilingual speech model it starts from is not installed"
    if shutil.which("espeak-ng") is None:
        return "espeak-ng, which speaks the commands to learn from, is not installed"
    available = _available_memory_mb()
    needed = MEMORY_NEEDED_MB[grammar.language]
    if available is not None and available < needed:
        return f"only {available} MB of memory is free; tuning needs {needed}"
    state = read_state(directory, grammar)
    if state.get("failed"):
        return f"the last tuning failed ({state['failed']}); voice-games models tune tries again"
    unfinished = state.get("unfinished", 0)
    if isinstance(unfinished, int) and unfinished >= MAX_UNFINISHED:
        return (f"{unfinished} tunings were stopped before they ended; voice-games models "
                "tune tries again")
    nearest = Path(directory).absolute()
    while not nearest.exists() and nearest != nearest.parent:
        nearest = nearest.parent
    if not os.access(nearest, os.W_OK):
        return f"{directory} cannot be written"
    return None


def _available_memory_mb() -> int | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def start(
    grammar: Grammar, directory: Path, options: Sequence[str] = (),
) -> subprocess.Popen[bytes] | None:
    """Start `voice-games models tune` for the grammar as a process of its own (it goes
    on when the game ends), idle-scheduled, its lines into the log; None when another
    tuning holds the lock. The lock is taken here and passed to the process, so that no
    moment exists in which neither holds it."""
    directory = Path(directory).resolve()
    directory.mkdir(parents=True, exist_ok=True)
    lock = take_lock(directory, grammar)
    if lock is None:
        return None
    try:
        before = read_state(directory, grammar).get("unfinished", 0)
        # counted as unfinished until it says otherwise (mark_finished)
        write_state(directory, grammar, {
            "started": time.time(),
            "unfinished": (before if isinstance(before, int) else 0) + 1,
        })
        with log_file(directory, grammar).open("wb") as log:
            return subprocess.Popen(
                [sys.executable, "-m", "voice_games.cli", "models", "--models",
                 str(directory), "tune", "--language", grammar.language, "--background",
                 *options],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                # each line in the log as it is said: the game reads its progress there
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
                start_new_session=True, pass_fds=(lock.fileno(),) if fcntl else (),
            )
    finally:
        lock.close()


def on_game_start(
    grammar: Grammar, directory: Path, say: Callable[[str], None],
    options: Sequence[str] = (),
) -> subprocess.Popen[bytes] | None:
    """For a game heard by the bundled model: start the tuning when it can start, or say
    how far a running one is. One sentence either way; nothing when it cannot start
    (`voice-games models list` says why)."""
    if running(directory, grammar):
        # stopped by a game that was killed while it decoded (`GivingWay`)
        left_stopped = _tuning_process(directory, grammar)
        if left_stopped is not None and hasattr(signal, "SIGCONT"):
            _signal_tuning(left_stopped, signal.SIGCONT)
        say(tuning_progress(directory, grammar))
        return None
    if why_not(directory, grammar) is not None:
        return None
    try:
        process = start(grammar, directory, options)
    except OSError:
        # the game goes on without it; `voice-games models tune` shows the reason
        return None
    if process is None:
        return None
    minutes = EXPECTED_MINUTES[grammar.language]
    say(catalogue(grammar.language)("tuning-started", minutes=minutes))
    return process


def _tuning_process(directory: Path, grammar: Grammar) -> int | None:
    """The running tuning's process number: the holder of the lock, as it wrote it
    (`mark_running`); None when no tuning runs, or it has not said, or it is this one."""
    if not running(directory, grammar):
        return None
    pid = read_state(directory, grammar).get("pid")
    if not isinstance(pid, int) or pid <= 0 or pid == os.getpid():
        return None
    return pid


def _signal_tuning(pid: int, which: signal.Signals) -> bool:
    """Send `which` to the tuning: to its whole group (the espeak-ng it runs to hear its
    corpus) when it leads a group of its own, as a game starts it, else to it alone."""
    try:
        group = os.getpgid(pid)
        if group == pid and group != os.getpgrp():
            os.killpg(group, which)
        else:
            os.kill(pid, which)
    except OSError:  # it has just ended, or is another user's
        return False
    return True


class GivingWay:
    """A running tuning stops while the game decodes an utterance, and goes on after.

    Beside a tuning, idle-scheduled as a game starts it and getting little of the
    processor, the bundled model's decodes took 1.7-1.9 times as long (p95 525-593 ms
    against 291-300: bench/asr/README.md, Beside the tuning): the two share more than
    processor time. Stopped, it loses only the time of the decodes. A game that ends
    while one is stopped lets it go on (`atexit`); a game killed then leaves it
    stopped, and the next game lets it go on (`on_game_start`)."""

    def __init__(self, directory: Path, grammar: Grammar) -> None:
        self.directory = Path(directory)
        self.grammar = grammar
        self._stopped: int | None = None
        self._lock = threading.Lock()
        atexit.register(self.resume)

    @contextmanager
    def hearing(self) -> Iterator[None]:
        stop = getattr(signal, "SIGSTOP", None)  # not on every system
        pid = None
        with self._lock:
            if stop is not None and self._stopped is None:
                pid = _tuning_process(self.directory, self.grammar)
                if pid is not None and _signal_tuning(pid, stop):
                    self._stopped = pid
                else:
                    pid = None
        try:
            yield
        finally:
            if pid is not None:
                self.resume()

    def resume(self) -> None:
        """Let a tuning this stopped go on."""
        with self._lock:
            pid, self._stopped = self._stopped, None
        if pid is not None:
            _signal_tuning(pid, signal.SIGCONT)


def tuning_progress(directory: Path, grammar: Grammar) -> str:
    """How far the running tuning is, as a sentence in the grammar's language."""
    words = catalogue(grammar.language)
    done = progress(directory, grammar)
    if not done:
        return words("tuning-still-learning")
    return words("tuning-still-learning-done", percent=round(100 * done),
                 minutes=minutes_left(directory, grammar, done))


def when_built(
    directory: Path, grammar: Grammar, then: Callable[[], None], poll_seconds: float = 15.0,
) -> threading.Thread:
    """Call `then` once the running tuning has built its model (and never if it ends
    without one), from a thread that the game's end does not wait for."""

    def wait() -> None:
        try:
            while running(directory, grammar):
                time.sleep(poll_seconds)
            built = tuned_model(directory, grammar) is not None
        except Exception:  # a watch that fails only leaves the game as it was
            return
        if built:
            then()

    thread = threading.Thread(target=wait, name="tuning-watch", daemon=True)
    thread.start()
    return thread


def lowest_priority() -> None:
    """Run only when the game (or anything else) leaves a core idle: Linux's idle
    scheduling for every thread of this process (those the numerical libraries
    started too), else the lowest niceness. Beside a game, nice 19 alone slowed its
    decodes more than idle scheduling does (p95 239 against 179 ms, when measured);
    even idle-scheduled it slows them, so the game also stops it while it decodes
    (`GivingWay`)."""
    if hasattr(os, "nice"):
        os.nice(19)
    idle = getattr(os, "SCHED_IDLE", None)
    if idle is None:
        return
    try:
        threads = [int(name) for name in os.listdir("/proc/self/task")]
    except OSError:
        threads = [0]
    for thread in threads:
        try:
            os.sched_setscheduler(thread, idle, os.sched_param(0))
        except OSError:
            continue


def mark_running(directory: Path, grammar: Grammar) -> None:
    """Called by the tuning process, with the lock held: which process it is."""
    write_state(directory, grammar, {**read_state(directory, grammar), "pid": os.getpid()})


def mark_finished(directory: Path, grammar: Grammar, error: str | None) -> None:
    """Called by the tuning process as it ends, with the lock held: forget it (a run
    that ended, or one interrupted on purpose), or keep why it failed."""
    if error is None:
        state_file(directory, grammar).unlink(missing_ok=True)
    else:
        write_state(directory, grammar, {"failed": error, "ended": time.time()})

"""Rattle performances rendered ahead of time, so a shake is heard at once.

Synthesising a ball or metal shake costs 10-30 ms of CPU (more on busy cores), which
alone would eat most of the 50 ms between a command and its sound. So each sound group
keeps a couple of random performances ready; a shake takes one, which is never handed out
again, and a background thread renders a fresh one in its place. Only the spatialisation
(a few milliseconds with the cached room responses) is left for the moment of the shake.

Every (group, length) has its own random stream derived from the seed, and its
performances are drawn from that stream strictly in order, whoever renders them and
whenever. So a seeded game sounds the same on every run, however the refills are timed,
and a test can render the very same shakes offline.
"""

from __future__ import annotations

import queue
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable

import numpy as np

from .rattles import SHAKE_SECONDS, SOUND_KINDS, synthesize_shake

DEPTH = 2
"""Ready performances per group: one for a shake, one more for a quick second shake of
the same group while the first refill is still rendering."""

Key = tuple[str, int]  # (group, length in milliseconds)


def _key(group: str, seconds: float) -> Key:
    if group not in SOUND_KINDS:
        raise ValueError(f"unknown sound group {group!r}; expected one of {SOUND_KINDS}")
    return group, round(seconds * 1000)


class _Stream:
    """The performances of one group and length, in the order they are drawn."""

    def __init__(self, rng: np.random.Generator, key: Key) -> None:
        self.key = key
        self.rng = rng
        # held while drawing from `rng`: draws happen one at a time, in order
        self.drawing = threading.Lock()
        self.ready: deque[np.ndarray] = deque()

    def draw(self) -> np.ndarray:
        group, millis = self.key
        sound = synthesize_shake(group, self.rng, millis / 1000.0)
        sound.setflags(write=False)  # the rendering is the record of what was heard: keep it
        return sound


class PerformancePool:
    """Random shakes of every group, rendered ahead. `take()` is thread-safe.

    `seed`: an int, a numpy Generator (one number is drawn from it) or None (fresh
    entropy). `background=False` renders only on demand, on the caller's thread (the same
    sounds, just slower; for offline rendering where latency does not matter)."""

    def __init__(
        self,
        seed: int | np.random.Generator | None = None,
        depth: int = DEPTH,
        background: bool = True,
        prefill: tuple[float, ...] = (SHAKE_SECONDS,),
    ) -> None:
        if isinstance(seed, np.random.Generator):
            entropy = int(seed.integers(0, 2**63))
        elif seed is None:
            entropy = int(np.random.SeedSequence().entropy)  # type: ignore[arg-type]
        else:
            entropy = int(seed)
        self._entropy = entropy
        self._depth = depth
        self._background = background
        self._streams: dict[Key, _Stream] = {}
        self._lock = threading.Lock()  # guards `_streams`, `_short` and each `ready`
        self._short: set[Key] = set()  # streams taken from since the last refill()
        self.taken = 0
        self.rendered_on_demand = 0
        for seconds in prefill:
            for group in SOUND_KINDS:
                self._schedule(self._stream(_key(group, seconds)))

    def _stream(self, key: Key) -> _Stream:
        with self._lock:
            stream = self._streams.get(key)
            if stream is None:
                # a stream per key, independent of the order in which keys are first used
                spawn = (SOUND_KINDS.index(key[0]), key[1])
                rng = np.random.default_rng(np.random.SeedSequence(self._entropy, spawn_key=spawn))
                stream = self._streams[key] = _Stream(rng, key)
            return stream

    def take(self, group: str, seconds: float = SHAKE_SECONDS) -> np.ndarray:
        """The next performance of `group` lasting `seconds`, mono float32, read-only.
        Ready at once when the pool has one; rendered here otherwise."""
        stream = self._stream(_key(group, seconds))
        with self._lock:
            sound = stream.ready.popleft() if stream.ready else None
        if sound is None:
            with stream.drawing:
                # a refill may have finished while this thread waited for the stream
                with self._lock:
                    sound = stream.ready.popleft() if stream.ready else None
                if sound is None:
                    sound = stream.draw()
                    self.rendered_on_demand += 1
        self.taken += 1
        with self._lock:
            self._short.add(stream.key)
        return sound

    def refill(self) -> None:
        """Render replacements for what was taken, in the background. Called by whoever
        took once its sound is playing: a refill running at the same time as the shake's
        own placing would slow the very sound it is meant to speed up."""
        with self._lock:
            keys, self._short = self._short, set()
        for key in keys:
            self._schedule(self._stream(key))

    def ready_count(self, group: str, seconds: float = SHAKE_SECONDS) -> int:
        stream = self._stream(_key(group, seconds))
        with self._lock:
            return len(stream.ready)

    def wait_ready(self, timeout: float = 10.0) -> bool:
        """Block until every stream used so far is full (for benchmarks and tests)."""
        done = threading.Event()
        in_background(done.set)
        return done.wait(timeout) and all(
            self.ready_count(g, m / 1000.0) >= self._depth for g, m in list(self._streams)
        )

    def _schedule(self, stream: _Stream) -> None:
        if not self._background:
            return
        pool, key = weakref.ref(self), stream.key

        def refill() -> None:
            alive = pool()
            if alive is not None:  # a pool that is gone needs nothing
                alive._refill(key)

        in_background(refill, REFILL_DELAY_SECONDS)

    def _refill(self, key: Key) -> None:
        stream = self._stream(key)
        while True:
            with self._lock:
                if len(stream.ready) >= self._depth:
                    return
            with stream.drawing:
                with self._lock:
                    if len(stream.ready) >= self._depth:
                        return
                sound = stream.draw()
                with self._lock:
                    stream.ready.append(sound)


REFILL_DELAY_SECONDS = 0.03
"""A refill starts this long after the shake it replaces: by then the shake's first blocks
have been mixed, which a rendering thread competing for the interpreter would delay."""

_Job = tuple[float, Callable[[], None]]  # (not before this perf_counter time, the work)
_jobs: queue.SimpleQueue[_Job] | None = None
_jobs_lock = threading.Lock()


def in_background(job: Callable[[], None], delay: float = 0.0) -> None:
    """Run `job` on the one daemon thread that renders ahead for every pool, after the
    jobs already waiting and not before `delay` seconds from now. A job that fails only
    means the work is done later, on demand."""
    global _jobs
    with _jobs_lock:
        if _jobs is None:
            _jobs = queue.SimpleQueue()
            worker = threading.Thread(target=_run_jobs, args=(_jobs,), name="sounds", daemon=True)
            worker.start()
    _jobs.put((time.perf_counter() + delay, job))


def _run_jobs(jobs: queue.SimpleQueue[_Job]) -> None:
    while True:
        due, job = jobs.get()
        wait = due - time.perf_counter()
        if wait > 0:
            time.sleep(wait)
        try:
            job()
        except Exception:  # see in_background
            pass
        del job

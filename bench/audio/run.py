"""Sound benchmarks: synthesis cost, play-to-first-sample latency, mixer CPU.

Run from the repository root:

    .venv/bin/python bench/audio/run.py

The latency and per-block figures come from a child process whose default sound card is
an ALSA `type file` device, so they go through the real sounddevice/PortAudio/ALSA path.
That device is not paced in real time (its callbacks come back to back), so the latency
measured there is the mixer's own share: the time from `play()` to the callback that
mixes the sound's first sample. On a real card add up to one block (5.8 ms) of waiting
for the next callback plus the device's output latency (PortAudio's "low" setting).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.support.alsa_device import alsa_environment, write_asoundrc  # noqa: E402
from voice_games.audio.mixer import BLOCK_FRAMES, SAMPLE_RATE, MixCore  # noqa: E402
from voice_games.audio.rattles import SOUND_KINDS, synthesize_shake  # noqa: E402
from voice_games.audio.spatial import RENDERINGS, spatialise  # noqa: E402
from voice_games.games.arabian_pots.places import place_of  # noqa: E402

BLOCK_SECONDS = BLOCK_FRAMES / SAMPLE_RATE


def _stats(values: list[float]) -> tuple[float, float]:
    return float(np.median(values)), float(np.percentile(values, 95))


def bench_synthesis(shakes: int) -> list[str]:
    rng = np.random.default_rng(1)
    lines = ["| sound | rendering | median ms | p95 ms |", "|---|---|---|---|"]
    for group in SOUND_KINDS:
        for rendering in RENDERINGS:
            times = []
            for _ in range(shakes):
                start = time.perf_counter()
                spatialise(
                    synthesize_shake(group, rng), place_of(int(rng.integers(1, 10))), rendering
                )
                times.append((time.perf_counter() - start) * 1e3)
            median, p95 = _stats(times)
            lines.append(f"| {group} | {rendering} | {median:.1f} | {p95:.1f} |")
    return lines


def _paced_run(voices: int, seconds: float) -> tuple[list[float], float]:
    core = MixCore()
    rng = np.random.default_rng(2)
    long = (rng.standard_normal((int((seconds + 1) * SAMPLE_RATE), 2)) * 0.05).astype(np.float32)
    for channel in ("speech", "sounds", "sounds", "earcons")[:voices]:
        core.add(long.copy(), channel)
    core.set_volume("sounds", 0.8)
    out = np.zeros((BLOCK_FRAMES, 2), np.float32)
    per_block: list[float] = []
    share: list[float] = []

    def run() -> None:
        cpu0, wall0 = time.thread_time(), time.perf_counter()
        next_block = wall0
        while time.perf_counter() - wall0 < seconds:
            before = time.thread_time()
            core.mix(out)
            per_block.append(time.thread_time() - before)
            next_block += BLOCK_SECONDS
            time.sleep(max(0.0, next_block - time.perf_counter()))
        share.append((time.thread_time() - cpu0) / (time.perf_counter() - wall0))

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    return per_block, share[0]


def bench_paced_mixer(seconds: float) -> list[str]:
    """A thread mixes in 256-frame blocks at the real-time rate, as a card would ask, and
    sleeps between blocks; its CPU time over wall time is its share of one core. With no
    sound playing the same loop shows the cost of waking up at all."""
    lines = []
    for voices in (0, 4):
        per_block, share = _paced_run(voices, seconds)
        median, p95 = _stats([s * 1e6 for s in per_block])
        lines.append(
            f"- paced, {voices} sounds playing: CPU per block median {median:.0f} µs, "
            f"p95 {p95:.0f} µs (budget {BLOCK_SECONDS * 1e6:.0f} µs); "
            f"thread {share * 100:.2f} % of one core"
        )
    return lines


_CHILD = """
import json, sys, time
import numpy as np
sys.path.insert(0, {root!r})
from voice_games.audio.mixer import open_mixer
from voice_games.games.arabian_pots.soundscape import PotsSoundscape
mixer = open_mixer()
assert mixer.fallback_message is None, mixer.fallback_message
rng = np.random.default_rng(3)
click = np.full((2000, 2), 0.1, np.float32)
for _ in range({plays}):
    time.sleep(rng.uniform(0.0, 0.004))
    mixer.play(click)
    mixer.wait()
plain = [first - queued for queued, first in mixer.core.start_latencies]
mixer.core.start_latencies.clear()
scape = PotsSoundscape(mixer, "headphones", seed=4)
scape.performances.wait_ready()
requests = []
groups = ["ball", "metal", "beads"]
for k in range({shakes}):
    requests.append(time.perf_counter())
    scape.shake(int(rng.integers(1, 10)), groups[k % 3])
    mixer.wait()
firsts = [first for _, first in mixer.core.start_latencies]
shake = [f - r for r, f in zip(requests, firsts)]
mixer.core.block_seconds.clear()
long = (rng.standard_normal((20 * 44100, 2)) * 0.05).astype(np.float32)
for channel in ("speech", "sounds", "sounds", "earcons"):
    mixer.play(long, channel)
mixer.wait()
blocks = list(mixer.core.block_seconds)
mixer.close()
print(json.dumps({{"plain": plain, "shake": shake, "blocks": blocks}}))
"""


def bench_device(plays: int, shakes: int) -> list[str]:
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        config = write_asoundrc(directory, playback=directory / "playback.raw")
        done = subprocess.run(
            [sys.executable, "-c", _CHILD.format(root=str(ROOT), plays=plays, shakes=shakes)],
            env=alsa_environment(config),
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    if done.returncode != 0:
        return [f"- device run failed: {done.stderr.strip().splitlines()[-1:]}"]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    plain = _stats([s * 1e3 for s in result["plain"]])
    shake = _stats([s * 1e3 for s in result["shake"]])
    blocks = _stats([s * 1e6 for s in result["blocks"]])
    return [
        f"- play() to first sample mixed in the callback ({plays} plays): "
        f"median {plain[0]:.3f} ms, p95 {plain[1]:.3f} ms",
        f"- shake() (a performance rendered ahead, placed, played) to first sample "
        f"({shakes} shakes, back to back): "
        f"median {shake[0]:.1f} ms, p95 {shake[1]:.1f} ms",
        f"- callback with 4 sounds playing ({len(result['blocks'])} blocks): median "
        f"{blocks[0]:.1f} µs, p95 {blocks[1]:.1f} µs = {blocks[0] / BLOCK_SECONDS / 1e4:.2f} % "
        f"(p95 {blocks[1] / BLOCK_SECONDS / 1e4:.2f} %) of one core at the real-time rate",
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shakes", type=int, default=40, help="shakes per sound and mode")
    parser.add_argument("--plays", type=int, default=300, help="plays for the latency")
    parser.add_argument("--paced-seconds", type=float, default=5.0)
    args = parser.parse_args()
    print("## Synthesis and spatialisation of one shake\n")
    print("\n".join(bench_synthesis(args.shakes)))
    print("\n## Through sounddevice on the ALSA file device\n")
    print("\n".join(bench_device(args.plays, args.shakes)))
    print("\n## Mixer paced at the real-time rate\n")
    print("\n".join(bench_paced_mixer(args.paced_seconds)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

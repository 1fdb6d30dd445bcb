"""From a shake command to its first sound: median and p95, through the real device path.

Run from the repository root:

    .venv/bin/python bench/audio/latency.py

Each configuration runs in a child process whose default card is an ALSA `type file`
device (sounddevice, PortAudio and ALSA all real). The clock starts when the game calls
the cue for a shake, `EventSounds.cue_for(Shaken(...))()`, the moment a command has been
accepted and its sound is asked for; it stops in the mixer callback that mixes the
rattle's first sample (`MixCore.start_latencies`).

Configurations:

- `pool`: the game as it is: performances rendered ahead in the background, so a shake
  is only placed (spatialised) when asked for.
- `render`: every shake synthesised on demand (`prerender=False`), as before the pool.

Devices:

- `paced`: the mixer keeps the file device to real time (`VOICE_GAMES_PACE_AUDIO=1`), so
  callbacks come every 5.8 ms as on a sound card; the figure includes waiting for the next
  callback. On a real card add the device's own output latency (PortAudio reports 5.8 ms
  for `latency="low"` on this ALSA set-up).
- `unpaced`: the file device as it comes: callbacks back to back, competing for the CPU.

Schedules:

- `game`: a shake, its sound played out, a pause of 0.2-0.5 s, the next: about as often
  as a game can shake.
- `burst`: a new shake every 60 ms, faster than the pool refills: the worst case, where
  shakes of one group come quicker than performances can be rendered ahead.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.support.alsa_device import alsa_environment, write_asoundrc  # noqa: E402

_CHILD = """
import json, sys, time
import numpy as np
sys.path.insert(0, {root!r})
from voice_games.audio.mixer import open_mixer
from voice_games.games.arabian_pots.soundscape import PotsSoundscape
from voice_games.config import Settings
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.sounds import EventSounds

mixer = open_mixer(pace={pace})
assert mixer.fallback_message is None, mixer.fallback_message
settings = Settings(rendering={rendering!r})
sounds = EventSounds(mixer, settings, seed=4)
if not {pool}:
    sounds.scape = PotsSoundscape(mixer, settings.rendering, seed=4, prerender=False)
sounds.scape.performances.wait_ready()
rng = np.random.default_rng(5)
groups = ["ball", "metal", "beads", "silent"]
latencies, on_demand = [], 0
for k in range({shakes}):
    event = ev.Shaken(player=0, position=int(rng.integers(1, 10)), sound=groups[k % 4])
    cue = sounds.cue_for(event)
    before = len(mixer.core.start_latencies)
    start = time.perf_counter()
    cue()
    deadline = start + 2.0
    first = None
    while first is None and time.perf_counter() < deadline:
        for queued, mixed in list(mixer.core.start_latencies)[before:]:
            if queued >= start:
                first = mixed
                break
        else:
            time.sleep(0.0005)
    latencies.append(None if first is None else first - start)
    if {schedule!r} == "game":
        mixer.wait("sounds")
        time.sleep(rng.uniform(0.2, 0.5))
    else:
        time.sleep(max(0.0, start + 0.06 - time.perf_counter()))
mixer.close()
print(json.dumps({{"latencies": latencies,
                   "on_demand": sounds.scape.performances.rendered_on_demand}}))
"""


def run(pool: bool, pace: bool, schedule: str, shakes: int, rendering: str) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as folder:
        directory = Path(folder)
        config = write_asoundrc(directory, playback=directory / "playback.raw")
        code = _CHILD.format(
            root=str(ROOT),
            pace=pace,
            pool=pool,
            schedule=schedule,
            shakes=shakes,
            rendering=rendering,
        )
        done = subprocess.run(
            [sys.executable, "-c", code],
            env=alsa_environment(config),
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
    if done.returncode != 0:
        raise RuntimeError(done.stderr.strip()[-2000:])
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shakes", type=int, default=40, help="shakes per configuration")
    parser.add_argument("--rendering", choices=("headphones", "speakers"), default="headphones")
    parser.add_argument(
        "--only", default=None, help="comma-separated configurations, e.g. pool-paced-game"
    )
    args = parser.parse_args()
    wanted = set(args.only.split(",")) if args.only else None
    print(f"load average before: {' '.join(f'{v:.2f}' for v in os.getloadavg())}\n")
    print("| sounds | device | schedule | median ms | p95 ms | max ms | rendered on demand |")
    print("|---|---|---|---|---|---|---|")
    for pool in (True, False):
        for pace in (True, False):
            for schedule in ("game", "burst"):
                name = f"{'pool' if pool else 'render'}-{'paced' if pace else 'unpaced'}-{schedule}"
                if wanted is not None and name not in wanted:
                    continue
                result = run(pool, pace, schedule, args.shakes, args.rendering)
                raw = result["latencies"]
                assert isinstance(raw, list)
                values = [v * 1e3 for v in raw if v is not None]
                missed = len(raw) - len(values)
                median, p95 = np.median(values), np.percentile(values, 95)
                print(
                    f"| {name.split('-')[0]} | {name.split('-')[1]} | {schedule} | "
                    f"{median:.1f} | {p95:.1f} | {max(values):.1f} | "
                    f"{result['on_demand']} of {len(raw)}"
                    + (f" ({missed} never heard)" if missed else "")
                    + " |",
                    flush=True,
                )
    print(f"\nload average after: {' '.join(f'{v:.2f}' for v in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

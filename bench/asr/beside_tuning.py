"""Decode time while the background tuning runs: a player's first games by voice.

    .venv/bin/python bench/asr/beside_tuning.py     # about 15 minutes on 2 cores

The first game played by voice starts the tuning (`tuning/background.py`, idle-scheduled)
and is heard by the bundled model until the tuning has built its own. This starts a real
tuning as a game does, in a models folder of its own, and hears the pots' `--quick`
commands, quiet and with talk 10 dB below (`sets.py`), with the bundled model three
ways, clip by clip in turn:

- `giving way`: as the game hears, the tuning stopped for the time of each decode
  (`background.GivingWay`), running up to the moment the decode starts;
- `beside`: the tuning running throughout, idle-scheduled (what the game did before);
- `alone`: the tuning stopped half a second before the decode too, so that the decode
  has the machine to itself.

Each clip is heard once while the tuning hears its corpus (espeak-ng and the encoder)
and once while it learns; the tuning is then ended. Writes results/beside-tuning.json.
Run it on an otherwise idle machine: anything else beside it is part of the figure."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from sets import clips  # noqa: E402

from voice_games.grammar import load_grammar  # noqa: E402
from voice_games.speech.audio import RATE  # noqa: E402
from voice_games.speech.engines import make_recogniser  # noqa: E402
from voice_games.speech.tuning import background  # noqa: E402

SETS = ("clean", "babble10")
WAYS = ("giving way", "beside", "alone")
RESULTS = Path(__file__).resolve().parent / "results" / "beside-tuning.json"


def phase(directory: Path, grammar) -> str:
    """What the tuning is doing now: hearing its corpus, or learning."""
    done = background.progress(directory, grammar) or 0.0
    return "hearing" if done < 1 / 3 else "learning"


def hear(recogniser, samples: np.ndarray, way: str, giving_way, pid: int) -> float:
    """One decode's time, heard `way`."""
    if way == "alone":
        os.killpg(pid, signal.SIGSTOP)
        time.sleep(0.5)
    try:
        started = time.perf_counter()
        if way == "giving way":
            with giving_way.hearing():
                recogniser.recognise(samples, RATE)
        else:
            recogniser.recognise(samples, RATE)
        return time.perf_counter() - started
    finally:
        if way == "alone":
            os.killpg(pid, signal.SIGCONT)


def summary(seconds: list[float]) -> dict[str, float]:
    ms = 1000 * np.asarray(seconds)
    return {"clips": int(ms.size), "median_ms": round(float(np.median(ms)), 1),
            "p95_ms": round(float(np.percentile(ms, 95)), 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args()
    os.environ.pop(background.SWITCH, None)
    grammar = load_grammar("arabian_pots", "en")
    heard = [c.samples for c in clips(grammar, quick=True) if c.set in SETS]
    recogniser = make_recogniser("whisper-bundled", grammar)
    with tempfile.TemporaryDirectory(prefix="beside-tuning-") as folder:
        directory = Path(folder)
        process = background.start(grammar, directory)
        assert process is not None
        giving_way = background.GivingWay(directory, grammar)
        times: dict[str, dict[str, list[float]]] = {
            p: {way: [] for way in WAYS} for p in ("hearing", "learning")}
        try:
            while "pid" not in background.read_state(directory, grammar):
                time.sleep(0.1)
            for wanted in ("hearing", "learning"):
                while phase(directory, grammar) != wanted:
                    time.sleep(1.0)
                for index, samples in enumerate(heard):
                    shift = index % len(WAYS)
                    for way in WAYS[shift:] + WAYS[:shift]:
                        times[wanted][way].append(
                            hear(recogniser, samples, way, giving_way, process.pid))
                print(wanted, {way: summary(times[wanted][way]) for way in WAYS}, flush=True)
                if process.poll() is not None:
                    print("the tuning ended before the clips did", flush=True)
                    return 1
        finally:
            process.kill()
            process.wait()
    result = {
        "sets": list(SETS),
        "load_average": [round(x, 2) for x in os.getloadavg()],
        **{p: {way: summary(t[way]) for way in WAYS} for p, t in times.items()},
    }
    RESULTS.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

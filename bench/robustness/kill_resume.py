"""Kill a game with SIGKILL at random points, then check that it goes on as if nothing
had happened. The game is The Arabian Pots (`--game pots`, the default) or Bead Trade
(`--game beads`).

A game (text in and out, some computer players, `--save FILE`) is fed commands slowly
through a pipe and killed: after a random delay, or as soon as a save is being written
(a file other than the save appears beside it). Then:

- the save file loads (SavedGame.read; a Bead Trade save also replays, through the
  game's codec and `Session.from_saved`, to the same history, every step with its
  time) and `voice-games play --resume FILE` goes on with it (exit 0, no traceback,
  "Resuming the game: N actions" with N the save's count);
- no state is lost: every action a save held before the kill (seen by polling the save
  while the game ran, and the save the game was resumed from) is still there, in order;
- the history after resume equals the history before the kill as far as the save
  recorded it: the resumed game's save begins with exactly the killed game's actions
  (computer players, and the computer's secret swaps at a table of several humans, may
  add moves of their own at once);
- no temporary file (`*.tmp`, a dot-file, anything but the save) is left in the save
  folder after that next start: looked at once the resumed game has spoken (before it
  saves anything itself, unless a computer player moves at once) and again when it
  ends.

Each game is killed one to four times in a row, resumed each time, before a new game
starts. Everything is chosen from `--seed`; when the kill lands depends on timing.

Bead Trade is played in real time: its computer traders act at `--pace` 0.05 to 0.5 s
(so a kill lands as often while they act as while a command is handled), its table is
2 to 5 seats, sometimes the calm game, variants and short offer timeouts. It is never
told "yes" nor "new game": its saves keep no seed, so a new game after the end could not
be told from a history lost.

    .venv/bin/python bench/robustness/kill_resume.py --kills 100 --seed 1 \
        --json bench/robustness/results/kill_resume.json
    .venv/bin/python bench/robustness/kill_resume.py --game beads --kills 100 --seed 1 \
        --json bench/robustness/results/kill_resume-beads.json
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from fuzz import (  # noqa: E402  (the folder is put on the path just above)
    BEADS_LEVELS,
    BEADS_VARIANTS,
    ERROR_MARKS,
    GAMES,
    LEVELS,
    REPO,
    SAVE_NAME,
    VARIANTS,
    Grammar,
    LineMaker,
    beads_table,
    clean_env,
    default_program,
    replay_problem,
    signature_of,
    source_tree,
)

ODD_COMMANDS = ("history", "help", "whose turn", "board", "repeat", "hint", "chances")
BEADS_ODD_COMMANDS = ("history", "help", "status", "what do i hold", "scores", "open offers",
                      "what is on the boxes", "players", "repeat")
BEADS_NEVER = (b"yes", b"no", b"quit", b"new game", b"another game")
"""What the feeder never says to Bead Trade (said instead: "let's start"): its saves keep
no seed, so a new game would look like a history lost; nor does it leave."""
RESUMING = re.compile(r"Resuming the game: (\d+) actions?")


@dataclass
class Snapshot:
    seed: int | None
    actions: list[dict[str, Any]]


@dataclass
class Started:
    returncode: int
    stdout: bytes
    stderr: bytes
    leftovers: list[str]  # in the save folder once the game had started


@dataclass
class Failure:
    kill: int
    kind: str
    detail: str
    repro: str = ""


@dataclass
class Totals:
    kills: int = 0
    kills_during_save: int = 0
    ended_before_kill: int = 0
    no_save_yet: int = 0
    saves_valid: int = 0
    saves_invalid: int = 0
    resumes_ok: int = 0
    histories_equal: int = 0
    lost_state: int = 0
    leftover_temp_files: int = 0
    tracebacks: int = 0
    actions_at_kill: list[int] = field(default_factory=list)
    failures: list[Failure] = field(default_factory=list)
    modes: Counter[str] = field(default_factory=Counter)


def read_save(path: Path, replay: bool = False) -> tuple[Snapshot | None, str | None]:
    """The save's rules seed and actions, or why it does not load (with `replay`, or
    why it does not replay: see fuzz.replay_problem)."""
    from voice_games.savegame import SavedGame, SaveError

    try:
        saved = SavedGame.read(path)
    except SaveError as error:
        return None, str(error)
    if replay:
        problem = replay_problem(saved)
        if problem is not None:
            return None, problem
    seed = saved.rules.get("seed") if isinstance(saved.rules, dict) else None
    return Snapshot(seed if isinstance(seed, int) else None, list(saved.actions)), None


def others_in(folder: Path) -> list[str]:
    """Everything in the save folder but the save itself: temporary files."""
    try:
        return sorted(entry.name for entry in os.scandir(folder) if entry.name != SAVE_NAME)
    except OSError:
        return []


def identities(folder: Path) -> dict[str, tuple[int, int]]:
    """The temporary files in the save folder, each with its inode number and the time
    it was last written: a file left as it was keeps both, a new one (which may get the
    freed inode number again) does not."""
    found = {}
    for name in others_in(folder):
        try:
            status = (folder / name).stat()
        except OSError:
            continue
        found[name] = (status.st_ino, status.st_mtime_ns)
    return found


def is_prefix(before: Snapshot | None, after: Snapshot) -> bool:
    """Whether `after` keeps everything `before` held. A new game after the end of the
    last (its seed one more) starts a new history, so it is not compared."""
    if before is None or before.seed != after.seed:
        return True
    return after.actions[: len(before.actions)] == before.actions


def new_game_args(rng: random.Random, save: Path) -> list[str]:
    humans = rng.randint(1, 3)
    bots = rng.randint(1, min(3, 6 - humans))
    args = ["play", "pots", "--input", "text", "--output", "text",
            "--humans", str(humans), "--bots", ",".join(rng.choice(LEVELS) for _ in range(bots)),
            "--variant", rng.choice(VARIANTS), "--seed", str(rng.randrange(1_000_000)),
            "--secrets", rng.choice(("auto", "typed")), "--bot-pause", "0",
            "--save", str(save)]
    if rng.random() < 0.3:
        args.append("--describe-sounds")
    if rng.random() < 0.3:
        args += ["--max-rounds", str(rng.choice((2, 5)))]
    return args


def beads_new_game_args(rng: random.Random, save: Path) -> list[str]:
    humans = rng.choices((0, 1, 2, 3), weights=(1, 6, 2, 1))[0]
    bots = rng.randint(max(1, 2 - humans), 5 - humans)
    args = ["play", "beads", "--input", "text", "--output", "text",
            "--humans", str(humans),
            "--bots", ",".join(rng.choice(BEADS_LEVELS) for _ in range(bots)),
            "--seed", str(rng.randrange(1_000_000)),
            "--pace", str(rng.choice((0.05, 0.1, 0.2, 0.3, 0.5))),
            "--bot-pause", "0", "--save", str(save)]
    if rng.random() < 0.25:
        args.append("--calm")
    for variant in BEADS_VARIANTS:
        if rng.random() < 0.1:
            args.append(variant)
    if rng.random() < 0.3:
        args += ["--story-seconds", str(rng.choice((0.2, 0.5, 1)))]
    if rng.random() < 0.4:
        args += ["--offer-timeout", str(rng.choice((0, 0.1, 0.3, 1, 2)))]
    if rng.random() < 0.3:
        args.append("--describe-sounds")
    if rng.random() < 0.5:
        args.append("--no-sound")
    return args


def resume_args(save: Path) -> list[str]:
    return ["play", "--resume", str(save), "--input", "text", "--output", "text"]


class Feeder(threading.Thread):
    """Commands that move the game on, one at a time with a pause between them."""

    def __init__(self, stream: Any, maker: LineMaker, rng: random.Random, pause: float) -> None:
        super().__init__(daemon=True)
        self.stream = stream
        self.maker = maker
        self.rng = random.Random(rng.random())
        self.pause = pause
        self.stop = threading.Event()

    def run(self) -> None:
        beads = self.maker.game == "beads"
        odd = BEADS_ODD_COMMANDS if beads else ODD_COMMANDS
        try:
            while not self.stop.is_set():
                if self.rng.random() < 0.05:
                    line = self.rng.choice(odd).encode()
                else:
                    line = self.maker.progress(self.rng)
                    if beads:
                        if any(line == w or line.endswith(b" " + w) for w in BEADS_NEVER):
                            line = b"let's start"
                    elif line in (b"no", b"quit"):
                        line = b"random"
                self.stream.write(line + b"\n")
                self.stream.flush()
                self.stop.wait(self.rng.uniform(0, self.pause))
        except (BrokenPipeError, OSError, ValueError):
            pass


class Harness:
    def __init__(self, program: Sequence[str], work: Path, keep: Path, seed: int,
                 mode: str | None = None, game: str = "pots") -> None:
        self.program = list(program)
        self.mode = mode
        self.work = work
        self.keep = keep
        self.seed = seed
        self.game = game
        self.replay = game == "beads"
        self.maker = LineMaker(Grammar(game))
        self.totals = Totals()
        self.leftovers_at_start: list[str] = []
        # temporary files in the save folder at the kill
        self.stale: dict[str, tuple[int, int]] = {}

    def start(self, args: list[str], env: dict[str, str], cwd: Path) -> subprocess.Popen[bytes]:
        return subprocess.Popen(
            [*self.program, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, env=env, cwd=cwd, process_group=0,
        )

    def run(self, kills: int, progress: bool = False) -> Totals:
        rng = random.Random(f"voice-games-kill:{self.seed}" if self.game == "pots"
                            else f"voice-games-kill-{self.game}:{self.seed}")
        t = self.totals
        game = 0
        attempts = 0
        while t.kills < kills and attempts < kills * 3:
            game += 1
            home = Path(tempfile.mkdtemp(prefix=f"game{game}-", dir=self.work))
            env = clean_env(home)
            folder = home / "saves"
            folder.mkdir()
            save = folder / SAVE_NAME
            if self.game == "beads":
                first_args = beads_new_game_args(rng, save)
                self.maker.table = beads_table(first_args)
            else:
                first_args = new_game_args(rng, save)
            previous: Snapshot | None = None
            chain = rng.randint(1, 4)
            failed_before = len(t.failures)
            for step in range(chain):
                if t.kills >= kills:
                    break
                attempts += 1
                args = first_args if step == 0 or not save.exists() else resume_args(save)
                going_on = self.one_kill(rng, args, env, home, folder, save, previous)
                if progress:
                    print(f"kill {t.kills}/{kills}: game {game} step {step + 1}, "
                          f"{len(t.failures)} failures", file=sys.stderr, flush=True)
                if going_on is None:
                    break
                previous = going_on
            if len(t.failures) == failed_before:
                shutil.rmtree(home, ignore_errors=True)
        return t

    def one_kill(
        self, rng: random.Random, args: list[str], env: dict[str, str], home: Path,
        folder: Path, save: Path, previous: Snapshot | None,
    ) -> Snapshot | None:
        """Start, feed, kill and check once. Returns the save to go on from, or None
        when the game cannot go on (nothing saved, or a failure)."""
        t = self.totals
        mode = rng.choice(("timer", "timer", "save"))
        mode = self.mode or mode
        delay = rng.uniform(0.0, 2.5) if mode == "timer" else rng.uniform(0.1, 2.0)
        pause = rng.choice((0.002, 0.01, 0.03))
        process = self.start(args, env, home)
        assert process.stdin and process.stdout and process.stderr
        out: list[bytes] = []
        err: list[bytes] = []
        readers = [
            threading.Thread(target=_drain, args=(process.stdout, out), daemon=True),
            threading.Thread(target=_drain, args=(process.stderr, err), daemon=True),
        ]
        for reader in readers:
            reader.start()
        feeder = Feeder(process.stdin, self.maker, rng, pause)
        feeder.start()
        started = time.monotonic()
        seen: Snapshot | None = None
        last_mtime = 0
        writing_seen = False
        if mode == "timer":
            while time.monotonic() - started < delay and process.poll() is None:
                # what the game has saved so far, to check nothing of it is lost
                try:
                    mtime = save.stat().st_mtime_ns
                except OSError:
                    mtime = 0
                if mtime and mtime != last_mtime:
                    snapshot, _ = read_save(save)
                    if snapshot is not None:
                        seen, last_mtime = snapshot, mtime
                time.sleep(0.005)
        else:
            time.sleep(delay)
            limit = time.monotonic() + 3.0
            while time.monotonic() < limit and process.poll() is None:
                if others_in(folder):
                    writing_seen = True
                    break
        alive = process.poll() is None
        if alive:
            process.send_signal(signal.SIGKILL)
        process.wait()
        feeder.stop.set()
        try:
            process.stdin.close()
        except OSError:
            pass
        for reader in readers:
            reader.join(5)
        feeder.join(5)
        kill = t.kills + 1
        stderr = b"".join(err).decode("utf-8", errors="replace")
        stdout = b"".join(out).decode("utf-8", errors="replace")
        state_dir = Path(tempfile.mkdtemp(prefix="at-kill-", dir=self.work))
        shutil.copytree(folder, state_dir / "saves", dirs_exist_ok=True)
        where = {"args": args, "mode": mode, "delay": round(delay, 3), "state": state_dir}
        if any(mark in text for text in (stdout, stderr) for mark in ERROR_MARKS):
            t.tracebacks += 1
            text = stderr if any(m in stderr for m in ERROR_MARKS) else stdout
            self.fail(kill, "traceback", signature_of(text) + "\n" + text[-3000:], where)
        if not alive:
            t.ended_before_kill += 1
            if process.returncode != 0:
                self.fail(kill, "bad_exit", f"exit {process.returncode}: {stderr[-1500:]}",
                          where)
            shutil.rmtree(state_dir, ignore_errors=True)
            return read_save(save)[0] if save.exists() else None
        t.kills += 1
        temporary = identities(folder)
        self.stale = temporary
        t.modes[mode + (" (write seen)" if writing_seen else "")] += 1
        if temporary:
            t.kills_during_save += 1
        if not save.exists():
            if seen is not None or previous is not None:
                t.lost_state += 1
                self.fail(kill, "lost_state", "the save file is gone", where)
            else:
                t.no_save_yet += 1
                self.next_start_leftovers(kill, args, env, home, folder, where)
            shutil.rmtree(state_dir, ignore_errors=True)
            return None
        before, problem = read_save(save, self.replay)
        if before is None:
            t.saves_invalid += 1
            self.fail(kill, "invalid_save", str(problem), where)
            return None
        t.saves_valid += 1
        t.actions_at_kill.append(len(before.actions))
        for earlier, what in ((seen, "seen while it ran"), (previous, "resumed from")):
            if not is_prefix(earlier, before):
                t.lost_state += 1
                assert earlier is not None
                self.fail(kill, "lost_state",
                          f"the save {what} had {len(earlier.actions)} actions that the save "
                          f"after the kill ({len(before.actions)} actions) does not begin with",
                          where)
                return None
        self.leftovers_at_start = []
        after = self.check_resume(kill, before, env, home, save, where)
        leftovers = sorted(set(self.leftovers_at_start) | set(others_in(folder)))
        if leftovers:
            t.leftover_temp_files += 1
            self.fail(kill, "leftover_temp_file",
                      f"after the next start: {', '.join(leftovers)}", where)
        else:
            shutil.rmtree(state_dir, ignore_errors=True)
        return after

    def check_resume(
        self, kill: int, before: Snapshot, env: dict[str, str], home: Path, save: Path,
        where: dict[str, Any],
    ) -> Snapshot | None:
        t = self.totals
        result = self.start_and_look(resume_args(save), b"history\n", env, home, save.parent)
        if result is None:
            self.fail(kill, "resume_hang", "play --resume did not end within 60 s", where)
            return None
        self.leftovers_at_start = result.leftovers
        stdout = result.stdout.decode("utf-8", errors="replace")
        stderr = result.stderr.decode("utf-8", errors="replace")
        if any(mark in text for text in (stdout, stderr) for mark in ERROR_MARKS):
            t.tracebacks += 1
            self.fail(kill, "resume_traceback", (stderr or stdout)[-3000:], where)
            return None
        said = RESUMING.search(stdout)
        if result.returncode != 0:
            self.fail(kill, "resume_failed", f"exit {result.returncode}: {stdout[-1500:]}",
                      where)
            return None
        # the game counts the players' actions, not the readings of the clock beside them
        actions = sum(step.get("type") != "ClockTick" for step in before.actions)
        if said is not None and int(said.group(1)) != actions:
            self.fail(kill, "resume_count",
                      f"resumed with {said.group(1)} actions, the save has {actions}", where)
            return None
        t.resumes_ok += 1
        after, problem = read_save(save, self.replay)
        if after is None:
            t.saves_invalid += 1
            self.fail(kill, "invalid_save_after_resume", str(problem), where)
            return None
        if after.seed == before.seed and after.actions[: len(before.actions)] == before.actions:
            t.histories_equal += 1
        else:
            self.fail(kill, "history_differs",
                      f"before the kill {len(before.actions)} actions, after resume "
                      f"{len(after.actions)}, not beginning with them", where)
            return None
        return after

    def next_start_leftovers(
        self, kill: int, args: list[str], env: dict[str, str], home: Path, folder: Path,
        where: dict[str, Any],
    ) -> None:
        """Killed before its first save: start the same game again (at once ending its
        input), and check that nothing but the save is left beside it."""
        result = self.start_and_look(args, b"", env, home, folder)
        if result is None:
            self.fail(kill, "start_hang", "the new start did not end within 60 s", where)
            return
        leftovers = sorted(set(result.leftovers) | set(others_in(folder)))
        if leftovers:
            self.totals.leftover_temp_files += 1
            self.fail(kill, "leftover_temp_file",
                      f"after the next start: {', '.join(leftovers)}", where)

    def start_and_look(
        self, args: list[str], data: bytes, env: dict[str, str], home: Path, folder: Path
    ) -> Started | None:
        """Start the game, and once it speaks (it has started and waits for commands, or
        has moved for the computer players), look for the temporary files the killed game
        left (`self.stale`: the same file, not a new one the game is writing just then);
        then give it `data`, end its input and wait for it. None when it does not end
        within 60 s. Once it has ended, anything beside the save is left over."""
        process = self.start(args, env, home)
        assert process.stdin and process.stdout and process.stderr
        out: list[bytes] = []
        err: list[bytes] = []
        spoke = threading.Event()
        readers = [
            threading.Thread(target=_drain, args=(process.stdout, out, spoke), daemon=True),
            threading.Thread(target=_drain, args=(process.stderr, err), daemon=True),
        ]
        for reader in readers:
            reader.start()
        spoke.wait(30)
        time.sleep(0.05)  # the rest of what it says at the start
        # a file the killed game left, still there: not one the new game is writing now
        leftovers = [name for name, identity in identities(folder).items()
                     if self.stale.get(name) == identity]
        try:
            process.stdin.write(data)
            process.stdin.close()
        except OSError:
            pass
        try:
            process.wait(60)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            return None
        for reader in readers:
            reader.join(5)
        return Started(process.returncode, b"".join(out), b"".join(err), leftovers)

    def fail(self, kill: int, kind: str, detail: str, where: dict[str, Any]) -> None:
        folder = self.keep / f"seed{self.seed}-kill{kill}-{kind}"
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        state = Path(where["state"])
        if (state / "saves").exists():
            shutil.copytree(state / "saves", folder / "saves-at-kill", dirs_exist_ok=True)
        command = " ".join(shlex.quote(a) for a in [*self.program, *where["args"]])
        resume = " ".join(shlex.quote(a) for a in [*self.program, "play", "--resume",
                                                    "saves/save.json", "--input", "text",
                                                    "--output", "text"])
        (folder / "README.txt").write_text(
            f"{kind}: {detail}\n\nThe game was started as\n  {command}\nfed commands through "
            f"a pipe and killed ({where['mode']} mode, {where['delay']} s). saves-at-kill/ "
            "holds its save folder just after the kill. To check it again:\n"
            "  cp -r saves-at-kill saves && printf 'history\\n' | "
            f"{resume}; ls -a saves\n"
        )
        self.totals.failures.append(Failure(kill, kind, detail[:3000], str(folder)))


def _drain(stream: Any, sink: list[bytes], spoke: threading.Event | None = None) -> None:
    while True:
        chunk = stream.read1(65536)
        if not chunk:
            break
        sink.append(chunk)
        if spoke is not None:
            spoke.set()
    if spoke is not None:
        spoke.set()
    stream.close()


def kill_resume(
    kills: int = 100, seed: int = 1, keep: Path | None = None,
    program: Sequence[str] | None = None, progress: bool = False, mode: str | None = None,
    game: str = "pots",
) -> dict[str, Any]:
    """Kill games of `game` ("pots" or "beads") `kills` times and check each; returns
    the totals (see `main`). `mode`: 'timer' kills after a random delay, 'save' as soon
    as a save is being written; by default a third of the kills are 'save'."""
    started = time.monotonic()
    work = Path(tempfile.mkdtemp(prefix="voice-games-kill-"))
    keep = keep or work / "repro"
    harness = Harness(program or default_program(), work, keep, seed, mode, game)
    t = harness.run(kills, progress)
    for child in work.iterdir():
        if child.name.startswith(("game", "at-kill")):
            shutil.rmtree(child, ignore_errors=True)
    counts = t.actions_at_kill
    kinds = Counter(f.kind for f in t.failures)
    return ({"game": game} if game != "pots" else {}) | {
        "seed": seed,
        "kills": t.kills,
        "kills_during_save": t.kills_during_save,
        "ended_before_kill": t.ended_before_kill,
        "no_save_yet": t.no_save_yet,
        "saves_valid": t.saves_valid,
        "saves_invalid": t.saves_invalid,
        "resumes_ok": t.resumes_ok,
        "histories_equal": t.histories_equal,
        "lost_state": t.lost_state,
        "leftover_temp_files": t.leftover_temp_files,
        "tracebacks": t.tracebacks,
        "failures_total": len(t.failures),
        "failure_kinds": dict(kinds.most_common()),
        "actions_at_kill": {
            "min": min(counts, default=0), "max": max(counts, default=0),
            "mean": round(sum(counts) / len(counts), 1) if counts else 0,
        },
        "modes": dict(t.modes.most_common()),
        "seconds": round(time.monotonic() - started, 1),
        "failures": [f.__dict__ for f in t.failures][:200],
        "repro_dir": str(keep),
        "program": " ".join(program or default_program()).replace(str(REPO) + "/", ""),
        "tree": source_tree(),
        "finished": time.strftime("%Y-%m-%d %H:%M:%S"),
    }


def failed(totals: dict[str, Any]) -> bool:
    return bool(totals["failures_total"]) or totals["kills"] == 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=GAMES, default="pots",
                        help="the game to play: pots (The Arabian Pots) or beads (Bead Trade)")
    parser.add_argument("--kills", type=int, default=100, help="how many SIGKILLs in all")
    parser.add_argument("--seed", type=int, default=1, help="the same seed, the same games")
    parser.add_argument("--json", type=Path, default=None, help="write the totals here")
    parser.add_argument("--repro-dir", type=Path, default=None,
                        help="keep the save folder of each failure here (default: temporary)")
    parser.add_argument("--program", default=None,
                        help="the voice-games command (default: .venv/bin/voice-games)")
    parser.add_argument("--mode", choices=("timer", "save"), default=None,
                        help="kill after a random delay, or while a save is written "
                        "(default: both, one in three while saving)")
    args = parser.parse_args(argv)
    totals = kill_resume(args.kills, args.seed, args.repro_dir,
                         shlex.split(args.program) if args.program else None, progress=True,
                         mode=args.mode, game=args.game)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(totals, indent=2) + "\n")
    for key in ("kills", "kills_during_save", "ended_before_kill", "no_save_yet", "saves_valid",
                "saves_invalid", "resumes_ok", "histories_equal", "lost_state",
                "leftover_temp_files", "tracebacks", "failures_total"):
        print(f"{key}: {totals[key]}")
    print(f"actions in the save at a kill: {totals['actions_at_kill']}; {totals['seconds']} s")
    if failed(totals):
        print("Failures (each folder holds the save at the kill and how to check it):")
        for failure in totals["failures"]:
            print(f"  kill {failure['kill']}: {failure['kind']}: "
                  f"{failure['detail'].splitlines()[0] if failure['detail'] else ''}")
            print(f"      {failure['repro']}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Short runs of the robustness harnesses in bench/robustness on Bead Trade (`--game
beads`): the fuzzer over a few hundred lines, a long line, lines typed while the
computer traders act in real time, three kills with resume, and kills while a save is
being written. Every one asserts: no traceback, no hang, a normal exit code, a save that
loads and replays (the game's codec and `Session.from_saved`) to the same history,
nothing left beside it, no lost state."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROBUSTNESS = Path(__file__).resolve().parents[1] / "bench" / "robustness"
if str(ROBUSTNESS) not in sys.path:
    sys.path.insert(0, str(ROBUSTNESS))

import fuzz  # noqa: E402  (bench/robustness is put on the path just above)
import kill_resume  # noqa: E402

pytestmark = pytest.mark.slow

PLAY = ["play", "beads", "--input", "text", "--output", "text"]


def run_game(
    tmp_path: Path, options: list[str], data: bytes, **streams: Any
) -> tuple[fuzz.PartResult, list[fuzz.Finding]]:
    """One Bead Trade process as the fuzzer runs it, checked as the fuzzer checks it."""
    home = tmp_path / "home"
    saves = home / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    args = [*PLAY, *options, "--save", str(saves / fuzz.SAVE_NAME)]
    part = fuzz.Part(args, data, data.count(b"\n"), {}, **streams)
    result = fuzz.run_part(fuzz.default_program(), args, part, fuzz.clean_env(home), home, 60)
    findings = fuzz.check_part(0, part, result, saves, fuzz.sentinel_reply("beads"),
                               game="beads")
    return result, findings


def explain(findings: list[fuzz.Finding], result: fuzz.PartResult) -> str:
    said = result.stdout.decode("utf-8", errors="replace")[-1500:]
    problems = "\n".join(f"{f.kind}: {f.signature}\n{f.detail[:2000]}" for f in findings)
    return f"{problems}\nexit code {result.exit_code}; the game said:\n{said}"


def test_fuzz_a_few_hundred_lines(tmp_path: Path) -> None:
    totals = fuzz.fuzz(
        lines=300, seed=7, workers=2, timeout=60, keep=tmp_path / "repro",
        per_run=(60, 120), shrink_budget=0, game="beads",
    )
    assert totals["lines"] == 300 and totals["game"] == "beads"
    assert not fuzz.failed(totals), json.dumps(
        {k: totals[k] for k in ("signatures", "reproducers", "failures")}, indent=2
    )[:6000]


@pytest.mark.parametrize("size", [4200, 65_537])
def test_a_long_line_is_one_refused_command(tmp_path: Path, size: int) -> None:
    """Spaces with 'time remaining' every 4096 bytes after the first 4096: read as one
    refused line, the time is never said."""
    line = fuzz.sentinel_line(size, "beads")
    assert len(line) == size and fuzz.BEADS_SENTINEL_COMMAND.encode() in line
    data = b"let's start\n" + line + b"\nscores\n" + line + b"\n"
    options = ["--bots", "2", "--pace", "0.05", "--no-sound"]
    result, findings = run_game(tmp_path, options, data, chunk=4096)
    assert not findings, explain(findings, result)


def test_the_sentinel_is_answered_when_asked(tmp_path: Path) -> None:
    """The check above can fail: asked on a line of its own, the time is said."""
    data = b"let's start\n" + fuzz.BEADS_SENTINEL_COMMAND.encode() + b"\n"
    result, findings = run_game(tmp_path, ["--bots", "1", "--no-sound"], data)
    assert [f.kind for f in findings] == ["long_line_split"], explain(findings, result)


def test_lines_while_the_traders_act(tmp_path: Path) -> None:
    """Moves typed one every 20 ms at a table of one human and three computer traders
    at a pace of 0.05 s, short offers, the input held open a second after the last line:
    the traders act meanwhile, and the save replays to the same history."""
    maker = fuzz.LineMaker(fuzz.Grammar("beads"))
    maker.table = (4, 1)
    rng = fuzz.random.Random(5)
    data = b"".join(maker.beads_progress(rng) + b"\n" for _ in range(80))
    options = ["--bots", "3", "--pace", "0.05", "--offer-timeout", "0.3", "--no-sound"]
    result, findings = run_game(tmp_path, options, data, pace=0.02, linger=1.0)
    assert not findings, explain(findings, result)
    saved = json.loads((tmp_path / "home" / "saves" / fuzz.SAVE_NAME).read_text())
    assert any(step.get("player", 0) != 0 for step in saved["actions"]), explain([], result)


def test_a_save_that_does_not_replay_is_found(tmp_path: Path) -> None:
    result, findings = run_game(tmp_path, ["--bots", "1", "--no-sound"], b"let's start\n")
    assert not findings, explain(findings, result)
    save = tmp_path / "home" / "saves" / fuzz.SAVE_NAME
    data = json.loads(save.read_text())
    assert data["actions"]
    del data["actions"][-1]["at"]
    save.write_text(json.dumps(data))
    assert "steps without a time" in (fuzz.save_problem(save, "beads") or "")
    data["actions"][-1] |= {"at": 1.0, "player": 9}
    save.write_text(json.dumps(data))
    assert "does not replay" in (fuzz.save_problem(save, "beads") or "")


def test_an_answer_while_paused_keeps_the_times_in_order(tmp_path: Path) -> None:
    """At a table of three humans (no computer trader to answer the offers), two offers,
    "withdraw my offer" (the game asks which), "pause", the answer a second later,
    "resume", one more move: the answer is refused while paused, and every step's time
    in the save is at least the one before.
    The lines come 0.3 s apart, the first after 3 s (blank lines, which change nothing)."""
    blank = [b""]
    lines = [*blank * 10, b"bull let's start",
             b"bull offer my pink bead for your yellow bead to snake",
             b"bull offer my pink bead for your green bead to turtle", b"bull withdraw my offer",
             b"pause", *blank * 3, b"bull my offer to snake", *blank * 3, b"resume",
             b"bull hide a pink bead under the lid"]
    options = ["--humans", "3", "--bots", "0", "--offer-timeout", "0", "--no-sound"]
    result, findings = run_game(tmp_path, options, b"\n".join(lines) + b"\n", pace=0.3)
    said = result.stdout.decode("utf-8", errors="replace")
    # the answer comes while the game is paused: it is refused, not applied on the
    # paused clock
    assert "Which offer" in said and "The game is paused." in said, explain(findings, result)
    assert "Withdrawn" not in said, explain(findings, result)
    assert not findings, explain(findings, result)


def test_kill_and_resume_a_few_times(tmp_path: Path) -> None:
    totals = kill_resume.kill_resume(kills=3, seed=11, keep=tmp_path / "repro", game="beads")
    assert totals["kills"] == 3
    assert not kill_resume.failed(totals), json.dumps(totals["failures"], indent=2)[:6000]
    assert totals["saves_valid"] + totals["no_save_yet"] == 3
    assert totals["histories_equal"] == totals["saves_valid"]


def test_kill_while_saving_leaves_nothing_after_the_next_start(tmp_path: Path) -> None:
    totals = kill_resume.kill_resume(kills=4, seed=12, keep=tmp_path / "repro", mode="save",
                                     game="beads")
    assert totals["kills"] == 4
    assert totals["kills_during_save"] >= 1
    assert totals["leftover_temp_files"] == 0, json.dumps(totals["failures"], indent=2)[:6000]
    assert not kill_resume.failed(totals), json.dumps(totals["failures"], indent=2)[:6000]

"""Short runs of the robustness harnesses in bench/robustness: the fuzzer over a few
hundred lines, a few kills with resume, and one test for each kind of input that has
broken the game before (an endless line, closed streams, "random" at a computer's
setup, a kill while saving). Every one asserts: no traceback, no hang, a normal exit
code, a save that loads, nothing left beside it, no lost state."""

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

PLAY = ["play", "pots", "--input", "text", "--output", "text"]


def run_game(
    tmp_path: Path, options: list[str], data: bytes, **streams: Any
) -> tuple[fuzz.PartResult, list[fuzz.Finding]]:
    """One game process as the fuzzer runs it, checked as the fuzzer checks it."""
    home = tmp_path / "home"
    saves = home / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    args = [*PLAY, *options, "--save", str(saves / fuzz.SAVE_NAME)]
    part = fuzz.Part(args, data, data.count(b"\n"), {}, **streams)
    result = fuzz.run_part(fuzz.default_program(), args, part, fuzz.clean_env(home), home, 60)
    findings = fuzz.check_part(0, part, result, saves, fuzz._describe_position_five())
    return result, findings


def explain(findings: list[fuzz.Finding], result: fuzz.PartResult) -> str:
    said = result.stdout.decode("utf-8", errors="replace")[-1500:]
    problems = "\n".join(f"{f.kind}: {f.signature}\n{f.detail[:2000]}" for f in findings)
    return f"{problems}\nexit code {result.exit_code}; the game said:\n{said}"


def test_fuzz_a_few_hundred_lines(tmp_path: Path) -> None:
    totals = fuzz.fuzz(
        lines=300, seed=7, workers=2, timeout=60, keep=tmp_path / "repro",
        per_run=(60, 120), shrink_budget=0,
    )
    assert totals["lines"] == 300
    assert not fuzz.failed(totals), json.dumps(
        {k: totals[k] for k in ("signatures", "reproducers", "failures")}, indent=2
    )[:6000]


@pytest.mark.parametrize("size", [4200, 9000, 65_537, 300_000])
@pytest.mark.parametrize("chunk", [4096, 1 << 20])
def test_a_long_line_is_one_refused_command(tmp_path: Path, size: int, chunk: int) -> None:
    """A line longer than 4096 bytes, spaces with 'where is pot five' every 4096 bytes
    after the first 4096, must not be cut into pieces read as commands of their own."""
    line = fuzz.sentinel_line(size)
    assert len(line) == size and fuzz.SENTINEL_COMMAND.encode() in line
    data = b"help\n" + line + b"\nwhose turn\n" + line + b"\n"
    result, findings = run_game(tmp_path, ["--seed", "3", "--bot-pause", "0"], data, chunk=chunk)
    assert not findings, explain(findings, result)


def test_started_with_standard_input_closed(tmp_path: Path) -> None:
    result, findings = run_game(tmp_path, ["--seed", "4", "--bot-pause", "0"], b"",
                                stdin="closed")
    assert not findings, explain(findings, result)
    assert (tmp_path / "home" / "saves" / fuzz.SAVE_NAME).exists()


@pytest.mark.parametrize("stdout,keep", [("closed", 0), ("early", 0), ("early", 300)])
def test_standard_output_closed(tmp_path: Path, stdout: str, keep: int) -> None:
    data = b"random\n" * 3 + b"help\nhistory\nshake five\n" * 200
    options = ["--seed", "5", "--bots", "1", "--bot-pause", "0"]
    result, findings = run_game(tmp_path, options, data, stdout=stdout, stdout_keep=keep)
    assert not findings, explain(findings, result)


@pytest.mark.parametrize("humans,secrets", [(1, "auto"), (2, "auto"), (2, "typed")])
def test_random_while_a_computer_player_sets_up(tmp_path: Path, humans: int,
                                                 secrets: str) -> None:
    """Commands, "random" above all, typed while a computer player makes its setup swaps
    (it waits --bot-pause seconds, reading input meanwhile): one line every 0.1 s."""
    data = b"random\n" * 12 + b"done\nrandom\nshake five\n" * 3
    options = ["--seed", "3", "--humans", str(humans), "--bots", "2", "--secrets", secrets,
               "--bot-pause", "0.3"]
    result, findings = run_game(tmp_path, options, data, pace=0.1)
    assert not findings, explain(findings, result)


def test_ctrl_c_saves_and_exits_130(tmp_path: Path) -> None:
    """Ctrl-C (SIGINT) half a second after the game first spoke; its input stays open,
    so it is waiting for the next command."""
    data = b"random\n" * 3 + b"shake five\n" * 5
    options = ["--seed", "6", "--bots", "1", "--bot-pause", "0"]
    result, findings = run_game(tmp_path, options, data, interrupt=0.5)
    assert not findings, explain(findings, result)
    assert result.interrupted and result.exit_code == 130, explain(findings, result)
    assert fuzz.save_problem(tmp_path / "home" / "saves" / fuzz.SAVE_NAME) is None


def test_kill_and_resume_a_few_times(tmp_path: Path) -> None:
    totals = kill_resume.kill_resume(kills=3, seed=11, keep=tmp_path / "repro")
    assert totals["kills"] == 3
    assert not kill_resume.failed(totals), json.dumps(totals["failures"], indent=2)[:6000]
    assert totals["saves_valid"] + totals["no_save_yet"] == 3
    assert totals["histories_equal"] == totals["saves_valid"]


def test_kill_while_saving_leaves_nothing_after_the_next_start(tmp_path: Path) -> None:
    totals = kill_resume.kill_resume(kills=6, seed=12, keep=tmp_path / "repro", mode="save")
    assert totals["kills"] == 6
    assert totals["kills_during_save"] >= 1
    assert totals["leftover_temp_files"] == 0, json.dumps(totals["failures"], indent=2)[:6000]
    assert not kill_resume.failed(totals), json.dumps(totals["failures"], indent=2)[:6000]

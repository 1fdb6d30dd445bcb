"""The tournament script runs end to end in its quick mode and reports what it promises."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[3] / "bench" / "bots" / "tournament.py"


@pytest.fixture(scope="module")
def tournament():
    spec = importlib.util.spec_from_file_location("bots_tournament", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop(spec.name, None)


def test_quick_tournament_reports_rates_times_and_speed(tournament, tmp_path, capsys) -> None:
    out = tmp_path / "figures.json"
    assert (
        tournament.main(["--quick", "--workers", "1", "--variants", "basic", "--json", str(out)])
        == 0
    )
    text = capsys.readouterr().out
    assert "basic: expert vs medium" in text and "median ms" in text and "games/s" in text
    figures = json.loads(out.read_text())
    assert figures["tables"]["basic: expert vs medium vs easy"]["games"] == 6
    assert figures["expert_ms"]["p95"] > 0
    assert "basic: 3 experts" in text and "won before round 30" in text
    experts = figures["tables"]["basic: 4 experts"]
    assert experts["games"] == 6
    assert 0 <= experts["won_before_round_30"]["share"] <= 1
    assert experts["end_round"]["median"] <= experts["end_round"]["p95"]


def test_wilson_interval(tournament) -> None:
    low, high = tournament.wilson(50, 100)
    assert low == pytest.approx(0.404, abs=1e-3) and high == pytest.approx(0.596, abs=1e-3)


def test_seats_rotate_through_every_order(tournament) -> None:
    from voice_games.games.arabian_pots.engine import Variant

    table = tournament.Table("t", Variant.BASIC, ("expert", "medium", "easy"))
    assert len({table.seating(g) for g in range(6)}) == 6

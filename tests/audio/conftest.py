"""Shared fixtures for the sound tests."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

# `tests.support` is imported by absolute name; make the repository root importable when
# pytest has not put it on the path already.
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)


@pytest.fixture
def noise_probe() -> np.ndarray:
    """Half a second of white noise: a probe that no resonance can fool."""
    return np.random.default_rng(99).standard_normal(22050) * 0.1

"""Files written whole or not at all."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def write_json(path: Path, data: Any, indent: int | None = None) -> None:
    """Write `data` as JSON to `path` through a file beside it, flushed to the disk and
    then renamed into place: a reader, or the game after a crash, finds the old file or
    the new one, never half of one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = _temporary(path)
    with open(temporary, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=indent)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(temporary, path)


def discard_unfinished_write(path: Path) -> None:
    """Remove what a write of `path` that was killed before its rename left beside it.
    The file itself, old or new, is whole; the leftover is never read."""
    try:
        _temporary(Path(path)).unlink(missing_ok=True)
    except OSError:
        pass  # a folder that cannot be written to is told when the game saves


def _temporary(path: Path) -> Path:
    return path.with_name(path.name + ".tmp")

"""Where each of the nine pots is heard: the board laid out around the listener."""

from __future__ import annotations

from voice_games.audio.spatial import SIDE_AZIMUTH_DEG, Place


def place_of(position: int) -> Place:
    """The place of board position 1..9 (reading order from the top-left): the left
    column to the left, the top row furthest away."""
    if not 1 <= position <= 9:
        raise ValueError(f"board positions are 1 to 9, not {position}")
    row, column = divmod(position - 1, 3)
    return Place((column - 1) * SIDE_AZIMUTH_DEG, float(row))

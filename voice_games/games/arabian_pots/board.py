"""The 3x3 board: positions 1-9 in reading order from the top-left, the notch at the bottom.

1 2 3     top row (far from the notch)
4 5 6
7 8 9     bottom row (at the notch)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

POSITIONS: tuple[int, ...] = tuple(range(1, 10))
ROW_NAMES = ("top", "middle", "bottom")
COLUMN_NAMES = ("left", "centre", "right")
NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")

LineKind = Literal["row", "column"]


def row_of(position: int) -> int:
    """Row 1 (top) to 3 (bottom)."""
    return (position - 1) // 3 + 1


def column_of(position: int) -> int:
    """Column 1 (left) to 3 (right)."""
    return (position - 1) % 3 + 1


def is_position(value: object) -> bool:
    return isinstance(value, int) and 1 <= value <= 9


def adjacent(a: int, b: int) -> bool:
    """Two positions are adjacent when they share an edge (no diagonals)."""
    return abs(row_of(a) - row_of(b)) + abs(column_of(a) - column_of(b)) == 1


def neighbours(position: int) -> tuple[int, ...]:
    return tuple(p for p in POSITIONS if adjacent(position, p))


def in_line(a: int, b: int) -> bool:
    """Two different positions are in line when they share a row or a column."""
    return a != b and (row_of(a) == row_of(b) or column_of(a) == column_of(b))


@dataclass(frozen=True, order=True)
class Line:
    """A row or a column; index 1-3 counts rows from the top and columns from the left."""

    kind: LineKind
    index: int

    def __post_init__(self) -> None:
        if self.kind not in ("row", "column") or self.index not in (1, 2, 3):
            raise ValueError(f"no such line: {self.kind} {self.index}")

    @property
    def positions(self) -> tuple[int, int, int]:
        if self.kind == "row":
            first = (self.index - 1) * 3 + 1
            return (first, first + 1, first + 2)
        return (self.index, self.index + 3, self.index + 6)

    @property
    def name(self) -> str:
        """Spoken name: 'the top row', 'the left column'."""
        names = ROW_NAMES if self.kind == "row" else COLUMN_NAMES
        return f"the {names[self.index - 1]} {self.kind}"

    @staticmethod
    def through(positions: tuple[int, ...] | list[int]) -> Line | None:
        """The line made of exactly these three positions, in any order, or None."""
        wanted = sorted(positions)
        for line in ALL_LINES:
            if list(line.positions) == wanted:
                return line
        return None


ROWS: tuple[Line, ...] = tuple(Line("row", i) for i in (1, 2, 3))
COLUMNS: tuple[Line, ...] = tuple(Line("column", i) for i in (1, 2, 3))
ALL_LINES: tuple[Line, ...] = ROWS + COLUMNS


def number_word(n: int) -> str:
    return NUMBER_WORDS[n]


def describe_position(position: int) -> str:
    """Where a position stands, in words a listener can picture."""
    row = ROW_NAMES[row_of(position) - 1]
    column = COLUMN_NAMES[column_of(position) - 1]
    if position == 5:
        place = "the centre of the board"
    elif row == "middle":
        place = f"the middle of the {column} side"
    elif column == "centre":
        place = f"the middle of the {row} edge"
    else:
        place = f"the {row} {column} corner"
    notch = " at the notch" if row == "bottom" else ""
    return f"Pot {number_word(position)} is in the {row} row, {column} column: {place}{notch}."


def describe_board() -> str:
    return (
        "The board has three rows of three. Top row, far from the notch: one, two, three. "
        "Middle row: four, five, six. Bottom row, at the notch: seven, eight, nine. "
        "Columns: left is one, four, seven; centre is two, five, eight; right is three, six, nine."
    )

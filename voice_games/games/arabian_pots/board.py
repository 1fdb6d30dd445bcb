"""The 3x3 board: positions 1-9 in reading order from the top-left, the notch at the bottom.

1 2 3     top row (far from the notch)
4 5 6
7 8 9     bottom row (at the notch)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from voice_games.catalogue import Catalogue
from voice_games.games.arabian_pots.errors import PotsError
from voice_games.games.arabian_pots.words import words_for

POSITIONS: tuple[int, ...] = tuple(range(1, 10))

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
            # a saved game that names a line the board does not have
            raise PotsError("pots-save-no-line", kind=str(self.kind), index=str(self.index))

    @property
    def positions(self) -> tuple[int, int, int]:
        if self.kind == "row":
            first = (self.index - 1) * 3 + 1
            return (first, first + 1, first + 2)
        return (self.index, self.index + 3, self.index + 6)

    @property
    def key(self) -> str:
        """The line as the catalogue's messages take it (`$line`): 'row-1', 'column-3'."""
        return f"{self.kind}-{self.index}"

    @property
    def name(self) -> str:
        """The English name, 'the top row', for tests and tools; what is spoken asks its
        own language's catalogue for `pots-line`."""
        return words_for("en")("pots-line", line=self.key)

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


def number_word(n: int, language: str = "en") -> str:
    """A number as a word of `language`: 'five'."""
    return words_for(language)("pots-number", number=n)


def describe_position(position: int, words: Catalogue | None = None) -> str:
    """Where a position stands, in words a listener can picture."""
    return (words or words_for())("pots-where", position=position)


def describe_board(words: Catalogue | None = None) -> str:
    return (words or words_for())("pots-board")

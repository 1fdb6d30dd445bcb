"""RULES.md 1, Positions: numbering, rows and columns, adjacency, lines."""

from voice_games.games.arabian_pots.board import (
    ALL_LINES,
    Line,
    adjacent,
    describe_position,
    in_line,
    neighbours,
)


def test_positions_read_from_the_top_left():
    assert Line("row", 1).positions == (1, 2, 3)
    assert Line("row", 3).positions == (7, 8, 9)
    assert Line("column", 1).positions == (1, 4, 7)
    assert Line("column", 3).positions == (3, 6, 9)


def test_adjacent_means_sharing_an_edge():
    assert neighbours(5) == (2, 4, 6, 8)
    assert neighbours(1) == (2, 4)
    assert not adjacent(1, 5)  # diagonal
    assert not adjacent(1, 3)  # same row, not neighbours


def test_in_line_means_same_row_or_column():
    assert in_line(1, 3) and in_line(2, 8)
    assert not in_line(1, 9) and not in_line(5, 5)


def test_lines_are_rows_and_columns_not_diagonals():
    assert len(ALL_LINES) == 6
    assert Line.through([1, 5, 9]) is None
    assert Line.through([7, 4, 1]) == Line("column", 1)


def test_position_words_name_the_notch():
    assert "bottom row" in describe_position(8) and "notch" in describe_position(8)
    assert "top right corner" in describe_position(3)
    assert "centre of the board" in describe_position(5)

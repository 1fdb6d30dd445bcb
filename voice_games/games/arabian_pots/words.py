"""The catalogue The Arabian Pots speaks from, and lists said the way it says them.

Every sentence of the game is a message of `locales/<language>/*.ftl` in this package,
asked for by id with arguments; the table's catalogue (number words) comes with it. A
list is built from the right out of catalogue messages ("one, two and three"), so a
language decides its own separators."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from voice_games.catalogue import PSEUDO, TABLE_PACKAGE, Catalogue, catalogue

PACKAGE = "voice_games.games.arabian_pots"
PACKAGES = (TABLE_PACKAGE, PACKAGE)

Joiner = Literal["and", "or", "commas", "sentences"]
# (two items, more items): the messages that join a list's first item to the rest
_JOINERS: dict[str, tuple[str, str]] = {
    "and": ("pots-list-and-two", "pots-list-and-more"),
    "or": ("pots-list-or-two", "pots-list-or-more"),
    "commas": ("pots-list-commas", "pots-list-commas"),
    "sentences": ("pots-list-sentences", "pots-list-sentences"),
}


def words_for(language: str = "en") -> Catalogue:
    """The game's messages in `language` (loaded once per language)."""
    return catalogue(language, PACKAGES)


def source_words(words: Catalogue) -> Catalogue:
    """The catalogue without the pseudo-language's brackets: for words a player says
    back (a seat's name before a command), which must match what is typed."""
    return words_for("en") if words.language == PSEUDO else words


def spoken_list(words: Catalogue, items: Sequence[str], how: Joiner = "and") -> str:
    """`items` as one phrase: "one, two and three", "two or four", "ball, ball, beads";
    the catalogue's "none" when there are none."""
    if not items:
        return words("pots-list-none")
    if len(items) == 1:
        return items[0]
    two, more = _JOINERS[how]
    if len(items) == 2:
        if two == more:
            return words(more, first=items[0], rest=items[1])
        return words(two, first=items[0], second=items[1])
    return words(more, first=items[0], rest=spoken_list(words, items[1:], how))


def numbers(words: Catalogue, positions: Sequence[int], how: Joiner = "and") -> str:
    """Pots' numbers as a spoken list: "two, four and six"."""
    return spoken_list(words, [words("pots-number", number=p) for p in positions], how)

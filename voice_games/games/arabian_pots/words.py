"""The catalogue The Arabian Pots speaks from, and lists said the way it says them.

Every sentence of the game is a message of `locales/<language>/*.ftl` in this package,
asked for by id with arguments; the table's catalogue (number words, lists) comes with
it."""

from __future__ import annotations

from collections.abc import Sequence

from voice_games.catalogue import PSEUDO, TABLE_PACKAGE, Catalogue, catalogue

PACKAGE = "voice_games.games.arabian_pots"
PACKAGES = (TABLE_PACKAGE, PACKAGE)

def words_for(language: str = "en") -> Catalogue:
    """The game's messages in `language` (loaded once per language)."""
    return catalogue(language, PACKAGES)


def source_words(words: Catalogue) -> Catalogue:
    """The catalogue without the pseudo-language's brackets: for words a player says
    back (a seat's name before a command), which must match what is typed."""
    return words_for("en") if words.language == PSEUDO else words


def numbers(words: Catalogue, positions: Sequence[int], how: str = "and") -> str:
    """Pots' numbers as a spoken list: "two, four and six" (`Catalogue.join`)."""
    return words.join([words("pots-number", number=p) for p in positions], how)

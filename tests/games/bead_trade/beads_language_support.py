"""Shared by the Bead Trade tests in Spanish and German: which words are English only,
to catch an English sentence (or an English id) said to a Spanish or German table, and
random legal moves, for games that say all they can.

A word is English only when some English message or English command of the game or of
the table holds it, and neither the table's messages and commands in the other language
nor the game's words reviewed in `SHARED` do: "beads", "offer", "pink" and "bull" are,
"no" and "a" are not."""

from __future__ import annotations

import random
import re
from functools import cache
from importlib import resources
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from voice_games.catalogue import TABLE_PACKAGE
from voice_games.games.bead_trade import actions as act
from voice_games.games.bead_trade.errors import BeadIllegal
from voice_games.games.bead_trade.pieces import Pieces, total
from voice_games.games.bead_trade.play import BeadPlay
from voice_games.games.bead_trade.words import PACKAGE

LANGUAGES = ["es", "de"]
SHARED = {
    "es": frozenset({
        "animal", "me", "real",  # Spanish words too: "el animal", "me alegra", "tiempo real"
        "bead", "trade",  # the game's name, which the Spanish rulebook keeps
    }),
    "de": frozenset({"bonus", "deal", "fair", "minus", "option", "plus", "rest", "start",
                     "status"}),  # German words too
}
"""The words of the game's catalogue and commands in each language that English has
too, each reviewed: any other English word in them is an English message left behind."""
WORD = re.compile(r"[^\W\d_]+")
GRAMMARS = Path(str(resources.files("voice_games.grammars")))


def locale_folders(language: str) -> list[Path]:
    return [Path(str(resources.files(package))) / "locales" / language
            for package in (TABLE_PACKAGE, PACKAGE)]


class _Text(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []

    def visit_TextElement(self, node: ftl.TextElement) -> None:
        self.parts.append(node.value)

    def visit_Comment(self, node: ftl.Comment) -> None:
        return None  # comments are for translators, never said

    visit_GroupComment = visit_ResourceComment = visit_Comment


def words_of(text: str) -> set[str]:
    return {word.casefold() for word in WORD.findall(text)}


@cache
def vocabulary(language: str, table: bool = True, game: bool = True) -> frozenset[str]:
    """Every word the catalogues and the commands of `language` hold: the table's (what
    every game says and hears), the game's, or both."""
    folders, grammars = [], []
    if table:
        folders.append(locale_folders(language)[0])
        grammars.append("common")
    if game:
        folders.append(locale_folders(language)[1])
        grammars.append("beads")
    found: set[str] = set()
    for folder in folders:
        for path in sorted(folder.glob("*.ftl")):
            text = _Text()
            text.visit(FluentParser().parse(path.read_text(encoding="utf-8")))
            found |= words_of(" ".join(text.parts))
    for name in grammars:
        found |= words_of(said_in_grammar(GRAMMARS / name / f"{language}.ini"))
    return frozenset(found)


def said_in_grammar(path: Path) -> str:
    """The words a grammar file lets a player say and tells them in help: not its
    rules' and slots' names, nor the ids its words stand for ("rosa:pink")."""
    said, section = [], ""
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line.startswith("[") and line.endswith("]"):
            section = line
            continue
        if section in ("[values]", "[language]"):
            continue
        line = re.sub(r"<[^>]*>|\{[^}]*\}|:\S+|^(help|example)\s*=", " ", line)
        said.append(line)
    return " ".join(said)


@cache
def english_only(language: str) -> frozenset[str]:
    """English words that no line in `language` may hold. The game's own catalogue
    does not vouch for its words (an English message left in it would vouch for
    itself): only the table's, and the game's words reviewed in `SHARED`."""
    return vocabulary("en") - vocabulary(language, game=False) - SHARED[language]


def english_words(line: str, language: str) -> set[str]:
    """The words of `line` that only English has: none in a line of `language`."""
    return words_of(line) & english_only(language)


# ----- games to say things about ------------------------------------------------------


def some_of(rng: random.Random, pieces: Pieces) -> Pieces:
    """A few of `pieces`, at least one."""
    every = list(pieces.pieces())
    chosen = [piece for piece in every if rng.random() < 0.3] or [rng.choice(every)]
    return total(Pieces.from_piece(piece) for piece in chosen)


def next_move(rng: random.Random, p: BeadPlay) -> act.BeadAction | None:
    """A legal move of anyone, often an offer to or from the first seat (whose answers
    are then said back), seldom an animal placed (which soon ends the round)."""
    seats = range(p.rules.seats)
    if rng.random() < 0.4 and p.legal_actions(0):
        other = rng.choice([s for s in seats if s != 0])
        offerer, to = rng.sample((0, other), 2)
        have = [p.view(s).holdings - p.view(s).held_out for s in (offerer, to)]
        if not have[0].is_empty and not have[1].is_empty:
            offer = act.OfferTrade(offerer, to, some_of(rng, have[0]), some_of(rng, have[1]))
            try:
                p.check(offer)
            except BeadIllegal:  # the calm game's turns, an answer still awaited
                pass
            else:
                return offer
    moves = [a for s in seats for a in p.legal_actions(s)
             if not isinstance(a, act.PlaceAnimal) or rng.random() < 0.02]
    return rng.choice(moves) if moves else None

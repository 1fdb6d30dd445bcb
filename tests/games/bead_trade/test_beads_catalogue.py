"""Every sentence of Bead Trade comes from its message catalogue: the ids the code names
exist, every message is used, the files parse whole, and a game played in the
pseudo-language says nothing outside the catalogue's brackets."""

from __future__ import annotations

import ast
import re
from importlib import resources
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from tests.support.beads_table import table
from voice_games.catalogue import PSEUDO, PSEUDO_CLOSE, PSEUDO_OPEN
from voice_games.games.bead_trade.words import PACKAGE, words_for
from voice_games.session import TableOptions

PACKAGE_DIR = Path(str(resources.files(PACKAGE)))
MESSAGE_ID = re.compile(r"beads-[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*")


def ids_in_code() -> dict[str, str]:
    found: dict[str, str] = {}
    for path in sorted(PACKAGE_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                MESSAGE_ID.fullmatch(node.value)
            ):
                found.setdefault(node.value, path.name)
    return found


class _References(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.ids.add(node.id.name)
        self.generic_visit(node)


def entries() -> tuple[dict[str, str], set[str], list[str]]:
    messages: dict[str, str] = {}
    references = _References()
    junk: list[str] = []
    for path in sorted((PACKAGE_DIR / "locales" / "en").glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ftl.Message):
                assert entry.id.name not in messages, f"{entry.id.name} twice"
                messages[entry.id.name] = path.name
            elif isinstance(entry, ftl.Junk):
                junk.append(f"{path.name}: {entry.content.strip()[:80]}")
        references.visit(resource)
    return messages, references.ids, junk


def test_the_catalogue_files_parse_whole():
    _, _, junk = entries()
    assert not junk, junk


def test_every_id_the_code_uses_is_in_the_catalogue():
    words = words_for("en")
    used = ids_in_code()
    assert len(used) > 100
    missing = {i: where for i, where in used.items() if not words.has(i)}
    assert not missing, missing


def test_every_message_is_used_and_is_the_games_own():
    messages, referenced, _ = entries()
    used = set(ids_in_code()) | referenced
    unused = {i: where for i, where in messages.items() if i not in used}
    assert not unused, unused
    assert all(MESSAGE_ID.fullmatch(i) for i in messages)


def outside_brackets(text: str) -> str:
    depth, outside = 0, []
    for char in text:
        if char == PSEUDO_OPEN:
            depth += 1
        elif char == PSEUDO_CLOSE:
            depth -= 1
        elif depth == 0:
            outside.append(char)
    assert depth == 0, text
    return "".join(outside)


def test_a_game_in_the_pseudo_language_says_nothing_outside_the_catalogue():
    lines = [(1, "let's start"), (2, "what do i hold"), (3, "offer my pink bead for a white "
             "bead to crane"), (5, "hide two pink beads under the lid"), (6, "offers"),
             (7, "centre"), (8, "boxes"), (9, "under the boxes"), (10, "shown"),
             (11, "time left"), (12, "players"), (13, "status"), (14, "rules"),
             (15, "help"), (16, "accept"), (17, "offer three for two"), (18, "reveal"),
             (19, "put the bull on the base"), (40, "scores"), (300, "history")]
    session, transcript = table(["human", "bot", "bot", "bot"], lines,
                                options=TableOptions(language=PSEUDO, pace=4.0))
    session.run()
    said = [line for line in transcript.getvalue().splitlines() if not line.startswith("> ")]
    assert len(said) > 30
    for line in said:
        assert line.startswith(PSEUDO_OPEN) and not outside_brackets(line).strip(), line

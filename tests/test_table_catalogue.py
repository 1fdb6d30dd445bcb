"""Every sentence of the table comes from its message catalogue: each message id its code
asks for exists in the English catalogue, and each entry there is asked for."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from voice_games.catalogue import PSEUDO, Catalogue, MissingMessage, catalogue

PACKAGE = Path(__file__).resolve().parents[1] / "voice_games"
# What asks the catalogue for a message, with the id as its first argument: the
# catalogue itself and the errors that carry a message id.
ASKERS = {
    "words", "_words", "UsageError", "SaveError", "UnknownGame", "EngineUnavailable",
    "MicrophoneUnavailable", "SpeechUnavailable", "DeviceChoiceError", "fallback", "WORDS", "HELP",
    "InstallError", "MultilingualInstallError",
}
# Ids the code puts together (a list's joiners, a device fallback with its recording,
# a number word) or keeps as constants and replies
BUILT = ("list-", "-recorded", "number-")
KEPT = {"play-on", "say-again", "sound-no-device", "sound-no-portaudio", "sound-device-lost"}
MESSAGE_ID = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")


def table_sources() -> list[Path]:
    return [
        path for path in PACKAGE.rglob("*.py")
        if PACKAGE / "games" not in path.parents and "__pycache__" not in path.parts
    ]


def asked_ids() -> set[str]:
    """The message ids the table's code asks for: the first argument of a catalogue (or
    of an error that carries an id), and the id of a (message, arguments) pair."""
    found: set[str] = set()
    for path in table_sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            candidates: list[ast.expr] = []
            if isinstance(node, ast.Call) and node.args:
                func = node.func
                if (
                    isinstance(func, ast.Call | ast.BoolOp)  # catalogue("en")("id")
                    or (isinstance(func, ast.Name) and func.id in ASKERS)
                    or (isinstance(func, ast.Attribute) and func.attr in ASKERS)
                ):
                    candidates.append(node.args[0])
            elif isinstance(node, ast.Tuple) and len(node.elts) == 2 and isinstance(
                node.elts[1], ast.Dict
            ):
                candidates.append(node.elts[0])
            for candidate in candidates:
                choices = (
                    [candidate.body, candidate.orelse]
                    if isinstance(candidate, ast.IfExp) else [candidate]
                )
                for choice in choices:
                    if (
                        isinstance(choice, ast.Constant)
                        and isinstance(choice.value, str)
                        and MESSAGE_ID.match(choice.value)
                    ):
                        found.add(choice.value)
    return found


def test_every_id_the_table_asks_for_is_in_the_english_catalogue():
    english = catalogue("en")
    asked = asked_ids()
    assert len(asked) > 50
    missing = sorted(
        message for message in asked if (not english.has(message) and "-" in message)
        or (message in {"history", "paused", "resumed", "resuming"} and not english.has(message))
    )
    assert not missing


def test_every_entry_of_the_table_catalogue_is_asked_for():
    english = Catalogue("en")
    asked = asked_ids() | KEPT
    unused = sorted(
        message for message in english.ids
        if message not in asked and not any(part in message for part in BUILT)
    )
    assert not unused


def test_a_missing_message_is_an_error_not_a_silence():
    with pytest.raises(MissingMessage):
        catalogue("en")("no-such-message")


def test_the_pseudo_language_marks_every_sentence_and_keeps_its_words():
    pseudo = catalogue(PSEUDO)
    said = "Resuming the game: 3 actions so far. Say history to hear them."
    assert pseudo("resuming", count=3) == f"⟦{said}⟧"
    assert catalogue("en").join(["a", "b", "c"]) == "a, b and c"
    assert catalogue("en").join(["a", "b"], "or") == "a or b"
    assert catalogue("en").number(7) == "seven"


def unmarked(line: str) -> str:
    """What is left of a line once every ⟦...⟧ (nested or not) is taken out."""
    left, depth = [], 0
    for character in line:
        if character == "⟦":
            depth += 1
        elif character == "⟧":
            depth -= 1
        elif depth == 0:
            left.append(character)
    return "".join(left).strip()


@pytest.mark.parametrize(
    ("variant", "humans", "extra"),
    [("basic", 1, []), ("silent", 2, ["--hints"]), ("draft", 3, ["--secrets", "typed"])],
)
def test_a_whole_text_game_in_the_pseudo_language_says_nothing_outside_the_catalogue(
    tmp_path, variant, humans, extra
):
    """Every line the program prints in a whole game, with help, rules, history, hints,
    refusals and misunderstandings, comes from a catalogue."""
    import subprocess

    from pots_script import Script

    from tests.support.cli import VOICE_GAMES, game_environment
    from voice_games.games.arabian_pots.engine import PotsRules, Variant

    rules = PotsRules(seats=humans, variant=Variant(variant), seed=21)
    script = Script(rules, humans)
    if variant == "draft":
        script.draft()
    script.win_top_row()
    talk = ["help", "rules", "whose turn", "board", "where is pot five", "history", "hint",
            "chances", "pass the salt", "shake 10", "yes", "louder", "tour", "pause", "done",
            "resume", "repeat", "x" * 5000]
    lines = talk + script.lines + ["history", "no"]
    result = subprocess.run(
        [*VOICE_GAMES, "play", "pots", "--lang", "pseudo", "--input", "text", "--output",
         "text", "--variant", variant, "--humans", str(humans), "--seed", "21",
         "--save", str(tmp_path / "game.json"), *extra],
        input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=120,
        env=game_environment(tmp_path),
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    printed = [line for line in (result.stdout + result.stderr).splitlines() if line.strip()]
    assert len(printed) > 40
    left = [line for line in printed if unmarked(line)]
    assert not left

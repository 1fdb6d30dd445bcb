"""The Arabian Pots in Spanish and German: the same messages and commands as in English,
every move said in the language and read back as that move, and whole games played from
a script of native commands with not one English sentence in what the players hear."""

from __future__ import annotations

import random
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor
from pots_script import Script

from tests.support.cli import VOICE_GAMES, game_environment
from voice_games.games.arabian_pots.actions import (
    Claim,
    EndTurn,
    Place,
    PlaceSilent,
    PotsAction,
    SetupSwap,
    Shake,
    Swap,
    Take,
)
from voice_games.games.arabian_pots.board import Line
from voice_games.games.arabian_pots.commands import grammar, say, to_action
from voice_games.games.arabian_pots.engine import PotsRules, Variant
from voice_games.games.arabian_pots.words import PACKAGE, words_for
from voice_games.grammar import Grammar
from voice_games.grammar import template as t

ROOT = Path(__file__).resolve().parents[3]
POTS_LOCALES = ROOT / "voice_games" / "games" / "arabian_pots" / "locales"
TABLE_LOCALES = ROOT / "voice_games" / "locales"
TRANSLATIONS = ("es", "de")
RANDOM = {"es": "al azar", "de": "zufällig"}


# ----- the catalogues ------------------------------------------------------------------------


class _Parts(Visitor):
    """A catalogue's message ids with the variables each reads (itself or through the
    messages it refers to), and the words of its text."""

    def __init__(self) -> None:
        super().__init__()
        self.direct: dict[str, set[str]] = {}
        self.refers: dict[str, set[str]] = {}
        self.words: set[str] = set()
        self._message = ""

    def visit_Message(self, node: ftl.Message) -> None:
        self._message = node.id.name
        self.direct[self._message], self.refers[self._message] = set(), set()
        self.generic_visit(node)

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.direct[self._message].add(node.id.name)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.refers[self._message].add(node.id.name)

    @property
    def variables(self) -> dict[str, set[str]]:
        def read(message: str, seen: frozenset[str]) -> set[str]:
            inner = (read(m, seen | {m}) for m in self.refers[message] - seen)
            return self.direct[message].union(*inner)

        return {message: read(message, frozenset({message})) for message in self.direct}

    def visit_TextElement(self, node: ftl.TextElement) -> None:
        self.words |= set(re.findall(r"[^\W\d_]+", node.value.lower()))

    def visit_StringLiteral(self, node: ftl.StringLiteral) -> None:
        self.words |= set(re.findall(r"[^\W\d_]+", node.value.lower()))


def parts(*folders: Path) -> _Parts:
    found = _Parts()
    for folder in folders:
        for path in sorted(folder.glob("*.ftl")):
            resource = FluentParser().parse(path.read_text(encoding="utf-8"))
            junk = [e for e in resource.body if isinstance(e, ftl.Junk)]
            assert not junk, f"{path}: {junk[0].content[:80]}"
            found.visit(resource)
    return found


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_pots_say_every_english_message_in_each_language_and_no_other(language):
    english = parts(POTS_LOCALES / "en").variables
    translated = parts(POTS_LOCALES / language).variables
    assert sorted(set(english) ^ set(translated)) == []
    asks_more = {
        message: sorted(variables - english[message])
        for message, variables in translated.items()
        if variables - english[message]
    }
    assert not asks_more


@pytest.mark.parametrize(
    ("language", "title", "line", "seat"),
    [("es", "Las ollas árabes", "la fila de arriba", "el jugador dos"),
     ("de", "Die arabischen Töpfe", "die obere Reihe", "Spieler zwei")],
)
def test_the_rulebook_s_own_words_name_the_game_its_lines_and_seats(language, title, line, seat):
    words = words_for(language)
    assert words("pots-title") == title
    assert words("pots-line", line="row-1") == line
    assert words("pots-seat", you="no", computer="no", seat=2) == seat
    rules = words("pots-rules", variant="silent", rows_only="no", rounds=100)
    for term in {"es": ("muesca", "fila", "columna", "olla silenciosa"),
                 "de": ("Kerbe", "Reihe", "Spalte", "stillen Topf")}[language]:
        assert term in rules


def test_numbers_agree_with_what_they_count():
    spanish, german = words_for("es"), words_for("de")
    assert spanish("pots-game-started", variant="basic", seats=1).endswith("un jugador.")
    assert spanish("pots-setup-swaps", swaps=1) == "un intercambio secreto"
    assert spanish("pots-setup-swaps", swaps=3) == "tres intercambios secretos"
    assert spanish("pots-won-alone", line="row-1", sound="ball", count=1).endswith(
        "una jugada."
    )
    assert spanish("pots-say-shake", position=1) == "agita la olla uno"
    assert german("pots-setup-swaps", swaps=3) == "dreimal"
    assert german("pots-won-alone", line="row-1", sound="beads", count=1).endswith(
        "einen Zug gebraucht."
    )
    assert german("pots-say-shake", position=5) == "schüttle Topf fünf"


# ----- the grammars --------------------------------------------------------------------------


def slots_of(
    node: t.Node, rules: dict[str, t.Node], seen: frozenset[str] = frozenset()
) -> set[str]:
    if isinstance(node, t.Tagged):
        return {node.slot} | slots_of(node.item, rules, seen)
    if isinstance(node, t.RuleRef):
        return set() if node.name in seen else slots_of(rules[node.name], rules, seen | {node.name})
    if isinstance(node, t.Sequence):
        return set().union(*(slots_of(i, rules, seen) for i in node.items))
    if isinstance(node, t.Alternatives):
        return set().union(*(slots_of(o, rules, seen) for o in node.options))
    if isinstance(node, t.Optional):
        return slots_of(node.item, rules, seen)
    return set()


def shape(commands: Grammar) -> list[tuple[str, str, frozenset[str]]]:
    """Each intent of a grammar with the slots it can fill."""
    return [
        (i.name, i.variant, frozenset().union(*(slots_of(n, commands.rules) for n in i.templates)))
        for i in commands.intents
    ]


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_commands_are_the_english_ones_with_the_same_slots(language):
    english, translated = grammar("en"), grammar(language)
    assert shape(translated) == shape(english)
    assert translated.values == english.values
    assert [i.name for i in translated.intents if i.help] == [
        i.name for i in english.intents if i.help
    ]


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_help_example_is_read_as_its_own_command(language):
    commands = grammar(language)
    for intent in commands.intents:
        for example in intent.examples:
            reading = commands.parse(example)
            assert reading is not None and reading.intent == intent.name, example


def every_legal_action(seeds: range) -> list[tuple[PotsAction, object]]:
    found = []
    for variant in Variant:
        for seed in seeds:
            state = PotsRules(seats=3, variant=variant, seed=seed).new_game()
            chooser = random.Random(seed)
            while not state.is_over:
                view = state.view(state.current_player)
                found += [(action, view) for action in state.legal_actions()]
                state.apply(chooser.choice(state.legal_actions()))
    return found


LEGAL = every_legal_action(range(3))


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_legal_action_round_trips_through_its_sentence(language):
    commands, words = grammar(language), words_for(language)
    wrong = []
    for action, view in LEGAL:
        reading = commands.parse(say(action, words))
        if reading is None or to_action(reading, view) != action:
            wrong.append(say(action, words))
    assert len(LEGAL) > 10_000 and not wrong[:5]


@pytest.mark.parametrize(
    ("language", "text", "action"),
    [
        ("es", "agita la olla cinco", Shake(0, 5)),
        ("es", "agita cinco", Shake(0, 5)),
        ("es", "cinco", Shake(0, 5)),
        ("es", "Agitá la olla 5", Shake(0, 5)),
        ("es", "cambia dos y ocho", Swap(0, 2, 8)),
        ("es", "intercambia la dos con la ocho", Swap(0, 2, 8)),
        ("es", "completa la fila de arriba", Claim(0, Line("row", 1))),
        ("es", "¡completo! la columna del centro", Claim(0, Line("column", 2))),
        ("es", "canto la primera columna", Claim(0, Line("column", 1))),
        ("es", "completo: siete ocho nueve", Claim(0, Line("row", 3))),
        ("es", "paso", EndTurn(0)),
        ("de", "schüttle Topf fünf", Shake(0, 5)),
        ("de", "schüttel fünf", Shake(0, 5)),
        ("de", "fünf", Shake(0, 5)),
        ("de", "schuettle fuenf", Shake(0, 5)),
        ("de", "schuttle funf", Shake(0, 5)),
        ("de", "tausche zwei und acht", Swap(0, 2, 8)),
        ("de", "vertausche Topf eins mit Topf drei", Swap(0, 1, 3)),
        ("de", "vollständig: obere Reihe", Claim(0, Line("row", 1))),
        ("de", "fertig: die rechte Spalte", Claim(0, Line("column", 3))),
        ("de", "die untere Reihe ist komplett", Claim(0, Line("row", 3))),
        ("de", "Zug beenden", EndTurn(0)),
    ],
)
def test_natural_ways_of_saying_a_move_are_understood(language, text, action):
    state = PotsRules(seats=2, seed=4, setup_swaps=0).new_game()
    reading = grammar(language).parse(text)
    assert reading is not None
    assert to_action(reading, state.view(0)) == action


@pytest.mark.parametrize(
    ("language", "text", "action"),
    [
        ("es", "olla silenciosa en la cinco", PlaceSilent(0, 5)),
        ("de", "stell den stillen Topf auf fünf", PlaceSilent(0, 5)),
    ],
)
def test_the_silent_pot_is_placed_in_words_of_the_language(language, text, action):
    state = PotsRules(seats=2, variant=Variant.SILENT, seed=4).new_game()
    reading = grammar(language).parse(text)
    assert reading is not None and to_action(reading, state.view(0)) == action
    swap = grammar(language).parse({"es": "intercambia 1 y 9", "de": "tausche 1 und 9"}[language])
    assert swap is not None
    state.apply(action)
    assert to_action(swap, state.view(0)) == SetupSwap(0, 1, 9)


@pytest.mark.parametrize(
    ("language", "take", "put"),
    [("es", "toma la tres y agítala", "pon la tres en la siete"),
     ("de", "nimm drei und schüttle ihn", "stell drei auf sieben")],
)
def test_the_draft_is_played_in_words_of_the_language(language, take, put):
    state = PotsRules(seats=2, variant=Variant.DRAFT, seed=4).new_game()
    reading = grammar(language).parse(take)
    assert reading is not None and to_action(reading, state.view(0)) == Take(0, 3, True)
    reading = grammar(language).parse(put)
    assert reading is not None and to_action(reading, state.view(0)) == Place(0, 3, 7)


# ----- whole games in the language ---------------------------------------------------------------


@dataclass
class NativeScript(Script):
    """The script of a whole game, its commands typed in `language`: every other move
    with its numbers in digits, as a player at a keyboard might type them."""

    language: str = "en"

    def __post_init__(self) -> None:
        self.words = words_for(self.language)
        super().__post_init__()

    def settle(self) -> None:
        before = len(self.lines)
        super().settle()
        self.lines[before:] = [RANDOM[self.language] for _ in self.lines[before:]]

    def do(self, action: PotsAction, text: str | None = None) -> None:
        said = text or say(action, self.words)
        if len(self.lines) % 2:
            for number in range(1, 10):
                said = re.sub(rf"\b{self.words.number(number)}\b", str(number), said)
        super().do(action, said)


TALK = {
    "es": ["ayuda", "reglas", "¿a quién le toca?", "tablero", "¿dónde está la olla cinco?",
           "historial", "pista", "probabilidades", "pásame la sal", "agita 10", "sí",
           "más alto", "recorrido", "pausa", "paso", "sigue", "repite", "x" * 5000],
    "de": ["Hilfe", "Regeln", "wer ist dran?", "Brett", "wo ist Topf fünf?", "Verlauf",
           "Tipp", "Chancen", "reich mir das Salz", "schüttle 10", "ja", "lauter",
           "Rundgang", "Pause", "Zug beenden", "weiter", "wiederholen", "x" * 5000],
}
END = {"es": ["historial", "no"], "de": ["Verlauf", "nein"]}
NOT_UNDERSTOOD = {"es": "No he entendido", "de": "habe ich nicht verstanden"}
WON = {"es": ("¡Clasificadas! La fila de arriba", "¡Gana el jugador uno! La fila de arriba"),
       "de": ("Sortiert! Die obere Reihe", "Spieler eins gewinnt! Die obere Reihe")}


def english_only_words(language: str) -> set[str]:
    """Words the English catalogues say and the language's never do, nor its commands:
    any English sentence that reaches the players holds some of them ("the", "pot",
    "turn", "is"...)."""
    english = parts(TABLE_LOCALES / "en", POTS_LOCALES / "en").words
    own = parts(TABLE_LOCALES / language, POTS_LOCALES / language).words
    spoken = {word.lower() for word in grammar(language).vocabulary()}
    return {word for word in english - own - spoken if len(word) > 1}


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_list_of_english_only_words_would_catch_an_english_sentence(language):
    forbidden = english_only_words(language)
    assert len(forbidden) > 300
    for sentence in (words_for("en")("pots-prompt-play"), words_for("en")("not-understood"),
                     words_for("en")("pots-claim-failed"), words_for("en")("history-end")):
        assert set(re.findall(r"[^\W\d_]+", sentence.lower())) & forbidden, sentence


@pytest.mark.parametrize("language", TRANSLATIONS)
@pytest.mark.parametrize(
    ("variant", "humans", "extra"),
    [("basic", 1, []), ("silent", 2, ["--hints"]), ("draft", 3, ["--secrets", "typed"])],
)
def test_a_whole_text_game_is_played_and_heard_in_the_language(
    tmp_path, language, variant, humans, extra
):
    rules = PotsRules(seats=humans, variant=Variant(variant), seed=21)
    script = NativeScript(rules, humans, language=language)
    if variant == "draft":
        script.draft()
    script.win_top_row()
    lines = TALK[language] + script.lines + END[language]
    result = subprocess.run(
        [*VOICE_GAMES, "play", "pots", "--lang", language, "--input", "text", "--output",
         "text", "--variant", variant, "--humans", str(humans), "--seed", "21",
         "--save", str(tmp_path / "game.json"), "--describe-sounds", *extra],
        input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=120,
        env=game_environment(tmp_path),
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    printed = [line for line in (result.stdout + result.stderr).splitlines() if line.strip()]
    assert len(printed) > 40
    said = "\n".join(printed)
    assert WON[language][humans > 1] in said
    # the table talk alone is not understood: every command of the script was
    assert said.count(NOT_UNDERSTOOD[language]) == 1
    forbidden = english_only_words(language)
    leaks = [
        line for line in printed
        if set(re.findall(r"[^\W\d_]+", line.lower())) & forbidden
    ]
    assert not leaks, leaks[:3]


def test_the_catalogues_are_found_where_the_package_ships_them():
    from importlib import resources

    shipped = resources.files(PACKAGE) / "locales"
    assert {"en", "es", "de"} <= {folder.name for folder in shipped.iterdir()}

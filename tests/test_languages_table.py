"""The table in Spanish and German: the same messages and commands as in English, typed
with or without accents, the language chosen with --lang, remembered, or taken from the
system locale, and spoken with the language's own voice."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from tests.support.cli import VOICE_GAMES, game_environment
from voice_games.catalogue import LANGUAGES, PSEUDO, Catalogue, locale_language
from voice_games.cli import table_language
from voice_games.config import Settings
from voice_games.grammar.grammar import Grammar, fold
from voice_games.speech.tts import voice_for, voice_language

LOCALES = Path(__file__).resolve().parents[1] / "voice_games" / "locales"
GRAMMARS = Path(__file__).resolve().parents[1] / "grammars"
TRANSLATIONS = ("es", "de")
# A number's own forms ("una", "eine") exist only where a language has them.
NUMBER_FORM = re.compile(r"^number-\d+-[a-z]+$")


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)


def messages(folder: Path) -> dict[str, set[str]]:
    """Every message of a locale folder, with the variables it reads; unreadable text
    (which Fluent would drop without a word) fails the test."""
    found: dict[str, set[str]] = {}
    for path in sorted(folder.glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            assert not isinstance(entry, ftl.Junk), f"{path}: {entry.content[:80]}"
            if isinstance(entry, ftl.Message):
                variables = _Variables()
                variables.visit(entry)
                found[entry.id.name] = variables.names
    return found


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_table_says_every_english_message_in_each_language_and_no_other(language):
    english = messages(LOCALES / "en")
    translated = messages(LOCALES / language)
    own = {i for i in translated if not NUMBER_FORM.match(i)}
    assert sorted(set(english) - own) == []
    assert sorted(own - set(english)) == []


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_translation_asks_only_for_arguments_the_code_gives(language):
    english = messages(LOCALES / "en")
    translated = messages(LOCALES / language)
    extra = {
        message: sorted(variables - english[message])
        for message, variables in translated.items()
        if message in english and variables - english[message]
    }
    assert not extra


def test_lists_and_numbers_are_said_the_language_s_way():
    spanish, german = Catalogue("es"), Catalogue("de")
    assert spanish.join(["dos", "cuatro", "seis"]) == "dos, cuatro y seis"
    assert spanish.join(["seis", "ocho"], "or") == "seis u ocho"  # "o" before an o sound
    assert spanish.join(["dos", "seis"], "or") == "dos o seis"
    assert german.join(["zwei", "vier", "sechs"], "or") == "zwei, vier oder sechs"
    assert spanish.number(5) == "cinco" and german.number(5) == "fünf"
    assert spanish("resuming", count=1).startswith("Seguimos la partida: una jugada")
    assert german("resuming", count=3).startswith("Das Spiel geht weiter: bisher 3 Züge")


# ----- the commands every game shares --------------------------------------------------------


def common(language: str) -> Grammar:
    text = (GRAMMARS / "common" / f"{language}.ini").read_text(encoding="utf-8")
    return Grammar("common", language, text)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_common_commands_are_the_english_ones_with_help_and_examples(language):
    english, translated = common("en"), common(language)
    assert [(i.name, i.variant) for i in translated.intents] == [
        (i.name, i.variant) for i in english.intents
    ]
    assert {i.name for i in translated.intents if i.help} == {
        i.name for i in english.intents if i.help
    }
    assert len(translated.digits) == 10 and translated.tens["10"]
    for intent in translated.intents:
        for example in intent.examples:
            reading = translated.parse(example)
            assert reading is not None and reading.intent == intent.name, example


@pytest.mark.parametrize(
    ("language", "text", "intent"),
    [
        ("es", "¡Sí!", "yes"),
        ("es", "si", "yes"),
        ("es", "continúa", "resume"),
        ("es", "continua", "resume"),
        ("es", "¿qué puedo decir?", "help"),
        ("es", "repite, por favor", "repeat"),
        ("es", "más alto", "louder"),
        ("es", "mas alto", "louder"),
        ("de", "Hilfe", "help"),
        ("de", "rückgängig", "cancel"),
        ("de", "rueckgaengig", "cancel"),
        ("de", "ruckgangig", "cancel"),
        ("de", "Geräusche lauter", "sounds_louder"),
        ("de", "nein danke", "no"),
        ("de", "wie bitte?", "repeat"),
        ("de", "Tschüß", "quit"),
    ],
)
def test_commands_read_with_or_without_accents_umlauts_and_sharp_s(language, text, intent):
    reading = common(language).parse(text)
    assert reading is not None and reading.intent == intent


def test_folding_keeps_the_words_as_written_for_recognisers():
    german = common("de")
    assert "rückgängig" in german.vocabulary()
    assert german.normalise("Rückgängig!") == ["rückgängig"]
    assert fold("Schüttle", (("ue", "u"),)) == fold("schuettle", (("ue", "u"),)) == "schuttle"
    assert fold("schließ") == fold("schliess")


# ----- choosing the language -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "es_ES.UTF-8"}, "es"),
        ({"LANG": "es_MX"}, "es"),
        ({"LANG": "de_AT"}, "de"),
        ({"LANG": "de_DE.UTF-8@euro"}, "de"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
        ({"LC_ALL": "de_CH.UTF-8", "LC_MESSAGES": "es_ES", "LANG": "en_GB"}, "de"),
        ({"LC_ALL": "", "LC_MESSAGES": "es_ES", "LANG": "de_DE"}, "es"),
        ({"LC_ALL": "", "LANG": "de_DE"}, "de"),
    ],
)
def test_the_system_locale_names_the_language(environ, language):
    assert locale_language(environ) == language


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("VOICE_GAMES_CONFIG_DIR", str(tmp_path))
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    return monkeypatch


def test_lang_is_remembered_and_used_next_time(config):
    assert table_language("de", Settings.load()) == "de"
    config.setenv("LANG", "es_ES.UTF-8")
    assert Settings.load().language == "de"
    assert table_language(None, Settings.load()) == "de"


def test_the_first_time_the_locale_chooses_and_is_remembered(config):
    config.setenv("LANG", "es_ES.UTF-8")
    assert table_language(None, Settings.load()) == "es"
    config.setenv("LANG", "de_DE.UTF-8")
    assert table_language(None, Settings.load()) == "es"
    assert table_language("en", Settings.load()) == "en"
    assert table_language(None, Settings.load()) == "en"


def test_the_pseudo_language_is_not_remembered(config):
    assert table_language(PSEUDO, Settings.load()) == PSEUDO
    assert Settings.load().language == ""
    assert table_language(None, Settings.load()) == "en"
    assert PSEUDO in LANGUAGES and {"en", "es", "de"} <= set(LANGUAGES)


def run_game(tmp_path: Path, lines: list[str], *options: str, lang_env: str = "C.UTF-8") -> str:
    env = game_environment(tmp_path)
    for variable in ("LC_ALL", "LC_MESSAGES"):
        env.pop(variable, None)
    env["LANG"] = lang_env
    result = subprocess.run(
        [*VOICE_GAMES, "play", "pots", "--input", "text", "--output", "text", "--no-sound",
         "--seed", "5", *options],
        input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=120, env=env,
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    return result.stdout


def test_the_command_line_remembers_lang_and_otherwise_follows_the_locale(tmp_path):
    german = run_game(tmp_path / "one", ["beenden", "ja"], "--lang", "de")
    assert "Die arabischen Töpfe: das Grundspiel, ein Spieler." in german
    again = run_game(tmp_path / "one", ["beenden", "ja"], "--resume")
    assert "Das Spiel geht weiter" in again and "Tschüss" in again
    spanish = run_game(tmp_path / "two", ["salir", "sí"], lang_env="es_ES.UTF-8")
    assert "Las ollas árabes: el juego básico, un jugador." in spanish
    assert "Adiós" in spanish


def test_a_game_saved_in_one_language_goes_on_in_the_one_chosen_now(tmp_path):
    run_game(tmp_path, ["quit", "yes"], "--lang", "en")
    spanish = run_game(tmp_path, ["salir", "sí"], "--lang", "es", "--resume")
    assert "Seguimos la partida" in spanish


# ----- speech out --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("language", "chosen", "voice"),
    [
        ("en", "gmw/en", "gmw/en"),
        ("es", "gmw/en", "roa/es"),
        ("de", "gmw/en", "gmw/de"),
        ("de", "gmw/en-US", "gmw/de"),
        ("es", "roa/es-419", "roa/es-419"),
        ("de", "mb/mb-de1", "mb/mb-de1"),
        ("en", "gmw/de", "gmw/en"),
        (PSEUDO, "gmw/en-GB-scotland", "gmw/en-GB-scotland"),
    ],
)
def test_each_language_is_spoken_by_a_voice_of_its_own(language, chosen, voice):
    assert voice_for(language, chosen) == voice


def test_voice_names_tell_their_language():
    assert [voice_language(v) for v in ("gmw/en-US", "roa/es", "mb/mb-de4", "de")] == [
        "en", "es", "de", "de"
    ]

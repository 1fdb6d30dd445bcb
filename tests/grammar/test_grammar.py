"""The command language: one declaration for the parser, the recogniser and help."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.pots import game_in_play
from voice_games.games.arabian_pots.actions import Claim, SetupSwap, Shake, Swap
from voice_games.games.arabian_pots.board import Line
from voice_games.games.arabian_pots.commands import NeedsLine, grammar, say, to_action
from voice_games.games.arabian_pots.engine import PotsRules, Variant
from voice_games.grammar.grammar import Grammar, load_grammar
from voice_games.grammar.template import TemplateError, parse_template

G = grammar()


def play_view():
    return game_in_play().view(0)


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("shake pot five", Shake(0, 5)),
        ("shake five", Shake(0, 5)),
        ("five", Shake(0, 5)),
        ("Shake 5.", Shake(0, 5)),
        ("swap two and eight", Swap(0, 2, 8)),
        ("swap pot one with pot three", Swap(0, 1, 3)),
        ("switch 4 and 6", Swap(0, 4, 6)),
        ("complete the top row", Claim(0, Line("row", 1))),
        ("complete the middle column", Claim(0, Line("column", 2))),
        ("complete the centre column", Claim(0, Line("column", 2))),
        ("complete the center column", Claim(0, Line("column", 2))),
        ("complete the right column", Claim(0, Line("column", 3))),
        ("complete column two", Claim(0, Line("column", 2))),
        ("complete one two three", Claim(0, Line("row", 1))),
        ("complete 3 6 9", Claim(0, Line("column", 3))),
        ("please complete the bottom row", Claim(0, Line("row", 3))),
    ],
)
def test_the_issue_examples_parse_to_their_actions(text, action):
    assert to_action(G.parse(text), play_view()) == action


def test_complete_alone_asks_for_the_line_and_the_answer_names_it():
    view = play_view()
    assert to_action(G.parse("complete"), view) == NeedsLine(0)
    answer = G.parse("the top row")
    assert answer.intent == "line" and to_action(answer, view) == Claim(0, Line("row", 1))
    assert to_action(G.parse("one two three"), view) == Claim(0, Line("row", 1))


def test_three_positions_that_are_not_a_line_are_explained():
    with pytest.raises(ValueError, match="not a line"):
        to_action(G.parse("complete one five nine"), play_view())


def test_a_bare_digit_is_marked_bare():
    assert G.parse("five").bare and not G.parse("shake five").bare


@pytest.mark.parametrize(
    "text",
    [
        "repeat",
        "help",
        "rules",
        "whose turn",
        "where is pot five",
        "board",
        "history",
        "louder",
        "softer",
        "faster",
        "slower",
        "pause",
        "quit",
    ],
)
def test_meta_commands_parse(text):
    assert G.parse(text) is not None


@pytest.mark.parametrize(
    "text", ["pass the salt", "what a lovely day", "I think it's five", "", "!!!"]
)
def test_table_talk_is_not_a_command(text):
    assert G.parse(text) is None


def test_setup_and_secret_swaps_are_said_like_swaps():
    state = PotsRules(seats=2, seed=1).new_game()
    assert to_action(G.parse("swap 1 and 9"), state.view(0)) == SetupSwap(0, 1, 9)


def test_every_legal_action_round_trips_through_its_sentence():
    checked = 0
    for variant in Variant:
        for seed in range(6):
            state = PotsRules(seats=3, variant=variant, seed=seed).new_game()
            chooser = random.Random(seed)
            while not state.is_over:
                view = state.view(state.current_player)
                for action in state.legal_actions():
                    assert to_action(G.parse(say(action)), view) == action
                    checked += 1
                state.apply(chooser.choice(state.legal_actions()))
    assert checked > 10_000


def test_jsgf_phrases_and_help_come_from_the_same_declaration():
    jsgf = G.jsgf()
    assert jsgf.startswith("#JSGF V1.0;") and "public <command> =" in jsgf
    assert "shake" in jsgf and "{" not in jsgf and ":" not in jsgf.replace("#JSGF V1.0;", "")
    vocabulary = G.vocabulary()
    assert {"shake", "swap", "complete", "five", "centre", "center"} <= vocabulary
    for intent, _, examples in G.help_entries():
        for example in examples:
            assert G.parse(example).intent == intent, example
    assert "shake pot five" in set(G.phrases())
    assert "five" not in set(G.phrases(include_bare=False))


def test_a_grammar_for_another_language_uses_its_own_digits():
    spanish = Grammar(
        "demo",
        "es",
        """
[language]
digits = cero uno dos tres cuatro cinco seis siete ocho nueve
[rules]
<digit> = uno:1 | dos:2 | cinco:5
[shake]
help = Agita una olla.
example = agita la olla cinco
agita [la olla] <digit>{position}
""",
    )
    assert spanish.parse("agita 5").slots == {"position": "5"}
    assert spanish.parse("Agita la olla cinco").slots == {"position": "5"}


def test_malformed_templates_are_reported():
    with pytest.raises(TemplateError):
        parse_template("(shake | rattle")
    with pytest.raises(TemplateError):
        Grammar("demo", "en", "[x]\nshake <missing>\n")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_random_strings_never_raise(text):
    readings = G.parse_all(text)
    for reading in readings:
        try:
            to_action(reading, play_view())
        except ValueError:
            pass  # a speakable refusal, not a crash


def test_commands_every_game_shares_are_declared_once_in_the_common_grammar():
    from importlib import resources

    folder = resources.files("voice_games.grammars")
    common = Grammar("common", "en", (folder / "common" / "en.ini").read_text())
    shared = {intent.name for intent in common.intents}
    for needed in ("repeat", "help", "game_rules", "history", "louder", "softer", "faster",
                   "slower", "sounds_louder", "earcons_off", "earcons_on", "tour", "pause",
                   "resume", "stop_speech", "quit", "yes", "no", "cancel", "first", "second"):
        assert needed in shared
    pots = Grammar("arabian_pots", "en", (folder / "arabian_pots" / "en.ini").read_text())
    # a game's file may add ways to say a shared command, never declare it again
    for intent in pots.intents:
        if intent.name in shared:
            assert not intent.help and not intent.examples, intent.name
    joined = load_grammar("arabian_pots", "en")
    assert joined.parse("pots louder").intent == "sounds_louder"
    assert joined.parse("say that again").intent == "repeat"
    assert joined.intents[-1].variant == "bare"  # a digit alone loses to any command


def test_the_words_that_open_a_template_leave_its_optional_parts_out():
    from voice_games.grammar.matcher import opening_words

    rules = {"verb": parse_template("(give | offer)")}
    assert opening_words(parse_template("[please] <verb> [the] bead"), rules) == (
        {"give", "offer"}, False)
    assert opening_words(parse_template("(counter | [now]) bead"), rules) == (
        {"counter", "bead"}, False)
    assert opening_words(parse_template("[please] [now]"), rules) == (set(), True)

"""Every sentence of The Arabian Pots comes from its message catalogue.

The code asks for messages by id; the ids are string literals starting "pots-" (the
package never builds one), so reading the package's source finds them all. Played in
the pseudo-language, a sentence that does not come from the catalogue shows: it is the
only kind with a character outside the ⟦ ⟧ brackets.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import replace
from importlib import resources
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from voice_games.catalogue import PSEUDO, PSEUDO_CLOSE, PSEUDO_OPEN
from voice_games.core import IllegalAction, NotUnderstood
from voice_games.game import Seats, TableSettings
from voice_games.games.arabian_pots import actions as act
from voice_games.games.arabian_pots import hints
from voice_games.games.arabian_pots.board import ALL_LINES, describe_board, describe_position
from voice_games.games.arabian_pots.bots import make_bot
from voice_games.games.arabian_pots.commands import question, say
from voice_games.games.arabian_pots.engine import PotsRules, PotsState, Variant
from voice_games.games.arabian_pots.errors import PotsError, PotsIllegal
from voice_games.games.arabian_pots.narration import Names, Narrator, prompt
from voice_games.games.arabian_pots.play import PotsPlay
from voice_games.games.arabian_pots.rules_text import rules_text
from voice_games.games.arabian_pots.selfplay import play_bots
from voice_games.games.arabian_pots.serial import rules_from_json
from voice_games.games.arabian_pots.words import PACKAGE, words_for

PACKAGE_DIR = Path(str(resources.files(PACKAGE)))
MESSAGE_ID = re.compile(r"pots-[a-z0-9]+(?:-[a-z0-9]+)*")


# ----- the ids ----------------------------------------------------------------------------


def ids_in_code() -> dict[str, str]:
    """Every message id the package's code names, with a file that names it."""
    found: dict[str, str] = {}
    for path in sorted(PACKAGE_DIR.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
            if is_text and MESSAGE_ID.fullmatch(node.value):
                found.setdefault(node.value, path.name)
    return found


def ftl_files(language: str = "en") -> list[Path]:
    return sorted((PACKAGE_DIR / "locales" / language).glob("*.ftl"))


class _References(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.ids.add(node.id.name)
        self.generic_visit(node)


def catalogue_entries(language: str = "en") -> tuple[dict[str, str], set[str], list[str]]:
    """The package's messages (id: file), the ids its messages refer to, and any text
    the parser could not read (which Fluent would otherwise drop without a word)."""
    messages: dict[str, str] = {}
    references = _References()
    junk: list[str] = []
    for path in ftl_files(language):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ftl.Message):
                assert entry.id.name not in messages, f"{entry.id.name} twice"
                messages[entry.id.name] = path.name
            elif isinstance(entry, ftl.Junk):
                junk.append(f"{path.name}: {entry.content.strip()[:80]}")
        references.visit(resource)
    return messages, references.ids, junk


def test_the_catalogue_files_parse_whole() -> None:
    _, _, junk = catalogue_entries()
    assert ftl_files() and not junk, junk


def test_every_id_the_code_uses_is_in_the_english_catalogue() -> None:
    words = words_for("en")
    used = ids_in_code()
    assert len(used) > 50
    missing = {i: where for i, where in used.items() if not words.has(i)}
    assert not missing, f"ids used but not in locales/en: {missing}"


def test_every_message_of_the_catalogue_is_used() -> None:
    messages, referenced, _ = catalogue_entries()
    used = set(ids_in_code()) | referenced
    unused = {i: where for i, where in messages.items() if i not in used}
    assert not unused, f"messages no code asks for: {unused}"


def test_every_message_id_of_the_game_is_its_own() -> None:
    """The game's ids start 'pots-', so they never clash with the table's."""
    messages, _, _ = catalogue_entries()
    assert all(MESSAGE_ID.fullmatch(i) for i in messages)


# ----- the pseudo-language ------------------------------------------------------------------


def outside_brackets(text: str) -> str:
    """What of `text` stands outside every ⟦...⟧ (brackets may nest)."""
    depth, outside = 0, []
    for char in text:
        if char == PSEUDO_OPEN:
            depth += 1
        elif char == PSEUDO_CLOSE:
            assert depth > 0, f"unbalanced: {text!r}"
            depth -= 1
        elif depth == 0:
            outside.append(char)
    assert depth == 0, f"unbalanced: {text!r}"
    return "".join(outside)


def assert_from_catalogue(text: str) -> None:
    assert text.startswith(PSEUDO_OPEN), repr(text)
    assert not outside_brackets(text).strip(" "), repr(text)


def whole_games() -> Iterator[PotsState]:
    """Finished games of every variant at tables of one to three, played by computer
    players: between them they hold every kind of event the game has."""
    for variant in Variant:
        for seats in (1, 2, 3):
            for seed in range(3):
                rules = PotsRules(seats=seats, variant=variant, seed=seed, max_rounds=40)
                state = rules.new_game()
                bots = [make_bot("medium", s, rules, seed * 31 + s) for s in range(seats)]
                play_bots(rules, bots, state)
                yield state


def failed_claim_then_draw() -> PotsState:
    """A game nobody wins: a claim of a line that is not complete, then shakes until the
    rounds run out."""
    state = PotsRules(seats=2, seed=1, max_rounds=2, setup_swaps=0).new_game()
    wrong = next(
        line for line in ALL_LINES if len({state.board[p - 1] for p in line.positions}) > 1
    )
    state.apply(act.Claim(0, wrong))
    while not state.is_over:
        player = state.current_player
        assert player is not None
        state.apply(act.Shake(player, 1) if state.legal_actions()[0] == act.Shake(player, 1)
                    else act.EndTurn(player))
    return state


GAMES = [*whole_games(), failed_claim_then_draw()]


def _game_id(state: PotsState) -> str:
    return f"{state.rules.variant}-{state.seats}-{state.rules.seed}"


@pytest.mark.parametrize("state", GAMES, ids=_game_id)
def test_narration_in_pseudo_is_all_from_the_catalogue(state: PotsState) -> None:
    words = words_for(PSEUDO)
    told = 0
    for listener in range(state.seats):
        for kinds in (
            ["human"] * state.seats,
            ["human" if seat == listener else "bot" for seat in range(state.seats)],
        ):
            you = listener if kinds.count("human") == 1 else None
            for named in (True, False):
                narrator = Narrator(Names.for_table(kinds, you, words), state.seats, named)
                for text in narrator.narrate_all(state.view(listener).events):
                    assert_from_catalogue(text)
                    told += 1
    assert told


def test_the_pseudo_games_hold_every_kind_of_event() -> None:
    from voice_games.games.arabian_pots import events as ev

    kinds = {type(e) for state in GAMES for e in state.events}
    public = {
        cls for cls in vars(ev).values()
        if isinstance(cls, type) and issubclass(cls, ev.Event) and cls.__module__ == ev.__name__
    }
    assert not public - kinds, public - kinds


def test_prompts_hints_and_refusals_in_pseudo_are_from_the_catalogue() -> None:
    words = words_for(PSEUDO)
    probes = [
        act.Shake(0, 0), act.Swap(0, 1, 9), act.Swap(0, 2, 2), act.Place(0, 1, 5),
        act.Take(0, 5, True), act.PlaceSilent(0, 1), act.SecretSwap(0, 1, 9), act.EndTurn(0),
        act.Claim(0, ALL_LINES[4]),
    ]
    for state in GAMES[::4]:
        replay = state.rules.new_game()
        for action in [None, *state.history]:
            if action is not None:
                replay.apply(action)
            player = replay.current_player if replay.current_player is not None else 0
            names = Names.for_table(["human"] * state.seats, player, words)
            view = replay.view(player)
            for text in (
                prompt(view, names, True),
                hints.hint(view, state.rules, words),
                hints.chances(view, state.rules, words),
            ):
                assert_from_catalogue(text)
            for legal in replay.legal_actions()[:3]:
                assert_from_catalogue(say(legal, words))
                assert_from_catalogue(question(legal, words))
            for probe in probes:
                for who in (player, (player + 1) % state.seats, 7):
                    try:
                        replay.check(replace(probe, player=who))
                    except IllegalAction as error:
                        assert_from_catalogue(error.speak(PSEUDO))
        assert_from_catalogue(rules_text(state.rules, words))
    for position in range(1, 10):
        assert_from_catalogue(describe_position(position, words))
    assert_from_catalogue(describe_board(words))


def test_a_table_in_pseudo_says_everything_from_the_catalogue() -> None:
    rules = PotsRules(seats=2, variant=Variant.DRAFT, seed=3)
    play = PotsPlay(rules, Seats(("human", "bot")), TableSettings(language=PSEUDO, hints=True))
    grammar = play.grammar
    for command in ("whose_turn", "board", "hint", "chances"):
        for text in play.commands[command](grammar.parse("board"), 0):  # type: ignore[arg-type]
            assert_from_catalogue(text)
    where = grammar.parse("where is pot five")
    assert where is not None
    for text in play.commands["where"](where, 0):
        assert_from_catalogue(text)
    assert_from_catalogue(play.rules_text())
    assert_from_catalogue(play.prompt(0, True))
    assert_from_catalogue(play.example_command())
    for key in play.key_bindings().prefixes.values():
        assert_from_catalogue(key.prompt)
    assert_from_catalogue(play.seat_name(1))
    assert play.speaker_names(1) == ("computer two",)  # said back as typed, unbracketed
    # the call alone: in the draft refused with its rule, where a claim may be made asked
    # about
    with pytest.raises(PotsIllegal) as refused:
        play.to_action(grammar.parse("complete"), 0)  # type: ignore[arg-type]
    assert_from_catalogue(refused.value.speak(PSEUDO))
    assert_from_catalogue(play.which_line.question)
    assert_from_catalogue(play.which_line.declined)
    for event in play.events:
        line = play.history_line(event)
        if line:
            assert_from_catalogue(line)


# ----- errors are codes, said in the listener's language -------------------------------------


def test_a_refusal_is_a_code_with_arguments_and_english_as_its_text() -> None:
    state = PotsRules(seats=2, seed=0, setup_swaps=0).new_game()
    with pytest.raises(PotsIllegal) as caught:
        state.apply(act.Swap(0, 1, 9))
    error = caught.value
    assert (error.message_id, error.arguments) == ("pots-swap-not-in-line", {"a": 1, "b": 9})
    assert str(error) == error.sentence == (
        "Pots one and nine are not in the same row or column: a swap must stay in one line."
    )
    assert_from_catalogue(error.speak(PSEUDO))


def test_a_list_in_a_refusal_is_said_by_the_listener_s_catalogue() -> None:
    rules = PotsRules(seats=1, variant=Variant.SILENT, seed=0, setup_swaps=0)
    state = rules.new_game()
    state.apply(act.PlaceSilent(0, 5))
    state.apply(act.Shake(0, 5))
    with pytest.raises(IllegalAction) as caught:
        state.apply(act.Shake(0, 1))
    assert str(caught.value) == (
        "First swap the silent pot, in secret, with a pot next to it: two, four, six or eight."
    )
    pseudo = caught.value.speak(PSEUDO)
    assert_from_catalogue(pseudo)
    assert pseudo.count(PSEUDO_OPEN) > 4  # the list's items and joins are messages too


def test_words_not_understood_are_codes_too() -> None:
    play = PotsPlay(PotsRules(seats=1, seed=0), Seats(("human",)), TableSettings())
    reading = play.grammar.parse("complete one two five")
    assert reading is not None
    with pytest.raises(NotUnderstood) as caught:
        play.to_action(reading, 0)
    assert caught.value.message_id == "pots-not-a-line"
    assert str(caught.value).startswith("One, two, five are not a line.")
    assert_from_catalogue(caught.value.speak(PSEUDO))


def test_a_bad_save_is_said_in_one_sentence_of_the_catalogue() -> None:
    with pytest.raises(PotsError) as caught:
        rules_from_json({"variant": "checkers"})
    assert isinstance(caught.value, ValueError)
    assert str(caught.value) == "there is no variant 'checkers': it is basic, silent or draft"
    assert_from_catalogue(caught.value.speak(PSEUDO))


def test_plurals_and_you_are_the_catalogue_s() -> None:
    words = words_for("en")
    one = words("pots-setup-turn", you="yes", computer="no", seat=1, swaps=1, place_silent="no")
    many = words("pots-setup-turn", you="no", computer="yes", seat=2, swaps=2, place_silent="no")
    assert one == "Setup: make one secret swap."
    assert many == "Setup: computer two makes two secret swaps. Everyone else, look away."

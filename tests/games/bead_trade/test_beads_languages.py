"""Bead Trade in Spanish and German: the same messages and the same commands as in
English, pieces read in each language's word order with its agreement, every move said
back read as the same move, and the game found by its German name."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from beads_language_support import (
    GRAMMARS,
    LANGUAGES,
    english_words,
    locale_folders,
    next_move,
)
from beads_support import BASE, LID, PINK, YELLOW, animals, beads
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from voice_games import registry
from voice_games.core import NotUnderstood
from voice_games.game import Ask, Seats, TableSettings
from voice_games.games.bead_trade import actions as act
from voice_games.games.bead_trade.commands import pieces_from
from voice_games.games.bead_trade.engine import BeadRules
from voice_games.games.bead_trade.game import GAME
from voice_games.games.bead_trade.pieces import ANIMAL_OF, COLOURS, Piece, Pieces
from voice_games.games.bead_trade.words import words_for
from voice_games.grammar import template as t
from voice_games.grammar.grammar import Grammar

# ----- the catalogues ------------------------------------------------------------------


class _Uses(Visitor):
    """The variables and the other messages one message names, and the variables it
    chooses by (a selector's, a function's): ids and numbers, not finished phrases."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.messages: set[str] = set()
        self.chosen_by: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node: ftl.SelectExpression) -> None:
        if isinstance(node.selector, ftl.VariableReference):
            self.chosen_by.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: ftl.FunctionReference) -> None:
        self.chosen_by |= {a.id.name for a in node.arguments.positional
                           if isinstance(a, ftl.VariableReference)}
        self.generic_visit(node)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.messages.add(node.id.name)


def game_folder(language: str) -> Path:
    return locale_folders(language)[1]


def catalogue(language: str) -> tuple[dict[str, _Uses], list[str]]:
    """Each message of the game in `language` with what it names, and the junk."""
    messages: dict[str, _Uses] = {}
    junk: list[str] = []
    for path in sorted(game_folder(language).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ftl.Message):
                assert entry.id.name not in messages, f"{entry.id.name} twice"
                uses = _Uses()
                uses.visit(entry)
                messages[entry.id.name] = uses
            elif isinstance(entry, ftl.Junk):
                junk.append(f"{path.name}: {entry.content.strip()[:80]}")
    return messages, junk


def variables(message: str, messages: dict[str, _Uses], chosen_by: bool = False) -> set[str]:
    """The arguments a message reads (or only those it chooses by), itself or through
    the messages it names (which see the same arguments)."""
    seen, todo, found = set(), [message], set()
    while todo:
        name = todo.pop()
        if name in seen or name not in messages:
            continue
        seen.add(name)
        found |= messages[name].chosen_by if chosen_by else messages[name].variables
        todo.extend(messages[name].messages)
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_files_parse_whole_and_are_the_same_files(language):
    _, junk = catalogue(language)
    assert not junk, junk
    names = sorted(p.name for p in game_folder(language).glob("*.ftl"))
    assert names == sorted(p.name for p in game_folder("en").glob("*.ftl"))


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_catalogue_has_every_english_message_and_no_other(language):
    english, _ = catalogue("en")
    messages, _ = catalogue(language)
    assert sorted(set(english) - set(messages)) == []
    assert sorted(set(messages) - set(english)) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_reads_an_argument_the_english_one_is_not_given(language):
    english, _ = catalogue("en")
    messages, _ = catalogue(language)
    unknown = {
        name: sorted(variables(name, messages) - variables(name, english))
        for name in messages
        if variables(name, messages) - variables(name, english)
    }
    assert not unknown, unknown


SAMPLES: dict[str, tuple[object, ...]] = {
    "colour": tuple(c.value for c in COLOURS),
    "box": ("lid", "base"),
    "sign": ("zero", "minus", "plus"),
    "reason": ("declined", "withdrawn", "expired"),
    "resolution": ("animal-on-lid", "animal-on-base", "more-under-lid", "more-under-base",
                   "equal"),
    **{name: tuple(ANIMAL_OF.values()) for name in ("animal", "seat", "offerer", "to", "other")},
    **{name: ("yes", "no") for name in ("you", "counter", "offerer_you", "to_you",
                                        "timed_out", "you_win", "shared", "never", "mine",
                                        "computer")},
    **{name: (0, 1, 2, 4, -1) for name in (
        "count", "beads", "animals", "points", "round", "rounds", "seats", "seconds",
        "timeout", "percent", "number", "low", "high", "left", "lid", "base", "rules_seats",
        "before", "now")},
}
"""Values to give each argument, in turn, to reach each message's variants; any other
argument is a finished phrase."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_formats_in_each_variant_and_says_no_english_word(language):
    english, _ = catalogue("en")
    messages, _ = catalogue(language)
    words = words_for(language)
    for name in english:
        chosen_by = variables(name, english, True) | variables(name, messages, True)
        for turn in range(6):
            arguments = {
                variable: SAMPLES[variable][(turn + index) % len(SAMPLES[variable])]
                if variable in chosen_by else "…"
                for index, variable in enumerate(sorted(variables(name, english)))
            }
            said = words(name, **arguments)
            assert not english_words(said, language), (name, said)


# ----- the commands --------------------------------------------------------------------


def own_grammar(language: str) -> Grammar:
    """The game's own commands, without those every game shares."""
    path = GRAMMARS / "beads" / f"{language}.ini"
    return Grammar("beads", language, path.read_text(encoding="utf-8"))


def slots(node: t.Node, rules: dict[str, t.Node]) -> Iterator[str]:
    if isinstance(node, t.Tagged):
        yield node.slot
        yield from slots(node.item, rules)
    elif isinstance(node, t.Sequence):
        for item in node.items:
            yield from slots(item, rules)
    elif isinstance(node, t.Alternatives):
        for option in node.options:
            yield from slots(option, rules)
    elif isinstance(node, t.Optional):
        yield from slots(node.item, rules)
    elif isinstance(node, t.RuleRef):
        yield from slots(rules[node.name], rules)


def commands(grammar: Grammar) -> dict[tuple[str, str], tuple[frozenset[str], bool]]:
    """Each intent: the slots its templates capture, and whether it has help."""
    return {
        (intent.name, intent.variant): (
            frozenset(s for template in intent.templates for s in slots(template, grammar.rules)),
            bool(intent.help and intent.examples),
        )
        for intent in grammar.intents
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_grammar_has_the_english_commands_slots_and_help(language):
    english, grammar = own_grammar("en"), own_grammar(language)
    assert commands(grammar) == commands(english)
    assert grammar.values == english.values


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_example_that_help_gives_is_understood_as_its_command(language):
    grammar = GAME.grammar(language)
    examples = [(intent.name, example) for intent in own_grammar(language).intents
                for example in intent.examples]
    assert len(examples) >= 30
    for intent, example in examples:
        reading = grammar.parse(example)
        assert reading is not None and reading.intent == intent, example


def play(language: str, seats: int = 4, started: bool = True):
    kinds = ("human",) + ("bot",) * (seats - 1)
    p = GAME.start(BeadRules(seats=seats), Seats(kinds), TableSettings(language=language))
    if started:
        p.apply(act.Start(0))
    return p


def read(p, text: str, seat: int = 0):
    reading = p.grammar.parse(text)
    assert reading is not None, text
    return p.to_action(reading, seat)


SNAKE_SAYS = 1  # the first examples are said by the snake, to the bull
COMMANDS = [
    ("es", "ofrezco mi cuenta rosa por tu cuenta verde al toro", SNAKE_SAYS,
     act.OfferTrade(1, 0, beads(pink=1), beads(green=1))),
    ("de", "biete meine rosa Perle für deine grüne Perle an Stier", SNAKE_SAYS,
     act.OfferTrade(1, 0, beads(pink=1), beads(green=1))),
    ("es", "le ofrezco a la grulla dos cuentas rosas y la serpiente amarilla por una verde",
     0, act.OfferTrade(0, 3, beads(pink=2) + animals(YELLOW), beads(green=1))),
    ("de", "biete dem Kranich zwei rosa Perlen und die gelbe Schlange für eine grüne an", 0,
     act.OfferTrade(0, 3, beads(pink=2) + animals(YELLOW), beads(green=1))),
    ("es", "cambio 2 rosas por 1 blanca con grulla", 0,
     act.OfferTrade(0, 3, beads(pink=2), beads(white=1))),
    ("de", "tausche 2 rosa gegen 1 weisse mit Kranich", 0,
     act.OfferTrade(0, 3, beads(pink=2), beads(white=1))),
    ("es", "doy el toro y dos cuentas rosas a cambio de tres cuentas amarillas al jugador dos",
     0, act.OfferTrade(0, 1, beads(pink=2) + animals(PINK), beads(yellow=3))),
    ("de", "gib Spieler zwei den Stier und zwei rosa Perlen für drei gelbe Perlen", 0,
     act.OfferTrade(0, 1, beads(pink=2) + animals(PINK), beads(yellow=3))),
    ("es", "cambio mi cuenta rosa por una cuenta azul del centro", 0,
     act.CentreTrade(0, Piece.bead(PINK), Piece.bead("blue"))),
    ("de", "tausche meine rosa Perle gegen eine blaue Perle mit der Mitte", 0,
     act.CentreTrade(0, Piece.bead(PINK), Piece.bead("blue"))),
    ("es", "cambia el toro por la ballena con el centro", 0,
     act.CentreTrade(0, Piece.animal(PINK), Piece.animal("blue"))),
    ("de", "tausche den Stier gegen den Wal aus der Mitte", 0,
     act.CentreTrade(0, Piece.animal(PINK), Piece.animal("blue"))),
    ("es", "esconde dos cuentas rosas bajo la tapa", 0, act.Hide(0, LID, beads(pink=2))),
    ("de", "verstecke zwei rosa Perlen unter dem Deckel", 0, act.Hide(0, LID, beads(pink=2))),
    ("es", "oculto una rosa debajo de la base", 0, act.Hide(0, BASE, beads(pink=1))),
    ("de", "leg eine rosa Perle unter den Boden", 0, act.Hide(0, BASE, beads(pink=1))),
    ("es", "pon el toro en la base", 0, act.PlaceAnimal(0, PINK, BASE)),
    ("de", "setze den Stier auf den Boden", 0, act.PlaceAnimal(0, PINK, BASE)),
    ("es", "coloco mi toro rosa encima de la tapa", 0, act.PlaceAnimal(0, PINK, LID)),
    ("de", "stell den rosa Stier auf den Deckel", 0, act.PlaceAnimal(0, PINK, LID)),
    ("es", "muestro mis piezas", 0, act.Reveal(0)),
    ("de", "alles zeigen", 0, act.Reveal(0)),
]


@pytest.mark.parametrize(("language", "text", "seat", "action"), COMMANDS)
def test_native_commands_become_actions(language, text, seat, action):
    assert read(play(language), text, seat) == action


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_round_starts_when_the_player_says_so(language):
    p = play(language, started=False)
    assert read(p, {"es": "empecemos", "de": "los geht's"}[language]) == act.Start(0)


ANSWERS = {
    "es": {"accept": "acepto", "decline": "rechazo la oferta de serpiente",
           "counter": "contraoferta: mi cuenta rosa por tus dos cuentas amarillas",
           "which": "serpiente o grulla", "from crane": "la de la grulla", "crane": "grulla",
           "withdraw": "retiro mi oferta", "to turtle": "a la tortuga", "turtle": "tortuga",
           "nobody": "acepto la oferta de tortuga"},
    "de": {"accept": "annehmen", "decline": "lehne das Angebot von Schlange ab",
           "counter": "biete stattdessen meine rosa Perle für deine zwei gelben Perlen",
           "which": "Schlange oder Kranich", "from crane": "das Angebot von Kranich",
           "crane": "Kranich", "withdraw": "Angebot zurückziehen", "to turtle": "an Schildkröte",
           "turtle": "Schildkröte", "nobody": "nimm das Angebot von Schildkröte an"},
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_answers_find_the_offer_and_ask_which_in_the_language(language):
    said = ANSWERS[language]
    p = play(language)
    p.apply(act.OfferTrade(1, 0, beads(yellow=1), beads(pink=1)))
    assert read(p, said["accept"]) == act.Accept(0, 1)
    assert read(p, said["decline"]) == act.Decline(0, 1)
    assert read(p, said["counter"]) == act.Counter(0, 1, beads(pink=1), beads(yellow=2))
    p.apply(act.OfferTrade(3, 0, beads(white=1), beads(pink=1)))
    for answer in (said["from crane"], said["crane"]):
        asked = read(p, said["accept"])
        assert isinstance(asked, Ask) and said["which"] in asked.question
        assert read(p, answer) == act.Accept(0, 2)
    with pytest.raises(NotUnderstood):
        read(p, said["nobody"])
    p.apply(act.OfferTrade(0, 1, beads(pink=1), beads(yellow=1)))
    p.apply(act.OfferTrade(0, 2, beads(pink=1), beads(green=1)))
    for answer in (said["to turtle"], said["turtle"]):
        asked = read(p, said["withdraw"])
        assert isinstance(asked, Ask)
        assert read(p, answer) == act.Withdraw(0, 4)


# ----- pieces in each language's word order --------------------------------------------

PIECES = [
    ("es", "dos cuentas rosas y la serpiente amarilla", beads(pink=2) + animals(YELLOW)),
    ("es", "la serpiente y una cuenta amarilla", beads(yellow=1) + animals(YELLOW)),
    ("es", "una rosa y la serpiente", beads(pink=1) + animals(YELLOW)),
    ("es", "cuatro cuentas rosas cuatro cuentas amarillas el toro la serpiente",
     beads(pink=4, yellow=4) + animals(PINK, YELLOW)),
    ("es", "mi cuenta blanca y tus dos verdes", beads(white=1, green=2)),
    ("es", "el toro rosa", animals(PINK)),
    ("de", "zwei rosa Perlen und die gelbe Schlange", beads(pink=2) + animals(YELLOW)),
    ("de", "die Schlange und eine gelbe Perle", beads(yellow=1) + animals(YELLOW)),
    ("de", "vier rosa Perlen vier gelbe Perlen den Stier die Schlange",
     beads(pink=4, yellow=4) + animals(PINK, YELLOW)),
    ("de", "meine weiße Perle und deine zwei grünen", beads(white=1, green=2)),
    ("de", "den rosa Stier", animals(PINK)),
]


@pytest.mark.parametrize(("language", "said", "pieces"), PIECES)
def test_pieces_are_read_in_the_languages_word_order(language, said, pieces):
    hide_or_offer = {"es": "ofrezco {} por la ballena a grulla",
                     "de": "biete Kranich {} für den Wal an"}[language]
    action = read(play(language), hide_or_offer.format(said))
    assert action == act.OfferTrade(0, 3, pieces, animals("blue"))


MISREAD = [
    ("es", "ofrezco la serpiente rosa por una cuenta blanca a grulla",
     "La serpiente tiene su propio color"),
    ("de", "biete Kranich die rosa Schlange für eine weiße Perle an",
     "Die Schlange hat ihre eigene Farbe"),
    ("es", "cambio dos cuentas rosas por una azul con el centro", "una pieza por una pieza"),
    ("de", "tausche zwei rosa Perlen gegen eine blaue mit der Mitte",
     "einen Stein gegen einen Stein"),
    ("es", "ofrezco una cuenta rosa por una blanca a la ballena", "nadie se llama ballena"),
    ("de", "biete dem Wal eine rosa Perle für eine weiße an", "Niemand an diesem Tisch heißt Wal"),
]


@pytest.mark.parametrize(("language", "text", "told"), MISREAD)
def test_words_that_name_no_pieces_or_seat_are_told_in_the_language(language, text, told):
    p = play(language)  # four seats: no whale
    with pytest.raises(NotUnderstood) as error:
        read(p, text)
    assert told in error.value.speak(language)


@pytest.mark.parametrize(("value", "colour_after_noun"), [
    ("2 bead", False), ("2 bead", True), ("bead bull", True), ("1 bead 2 pink", True),
])
def test_beads_without_their_colour_are_asked_about(value, colour_after_noun):
    with pytest.raises(NotUnderstood) as error:
        pieces_from(value, "...", colour_after_noun)
    assert error.value.message_id == "beads-which-colour"


def test_a_colour_after_its_noun_belongs_to_that_noun():
    read = {"bead pink bead green": beads(pink=1, green=1), "2 bead pink": beads(pink=2),
            "2 pink bull": beads(pink=2) + animals(PINK), "bull pink 1 pink": (
                beads(pink=1) + animals(PINK)), "pink bull": beads(pink=1) + animals(PINK)}
    for value, pieces in read.items():
        assert pieces_from(value, value, colour_after_noun=True) == pieces, value
    assert pieces_from("pink bull", "", colour_after_noun=False) == animals(PINK)


# ----- every move said back ------------------------------------------------------------


def some_pieces(rng: random.Random) -> Pieces:
    counts = tuple(rng.choice((0, 0, 1, 2, 4)) for _ in COLOURS)
    chosen = tuple(c for c in COLOURS if rng.random() < 0.2)
    pieces = Pieces(counts, chosen)
    return pieces if not pieces.is_empty else beads(pink=1)


def new_terms(rng: random.Random, p, seat: int) -> list[act.BeadAction]:
    """Offers and counter-offers, which `legal_actions` cannot list: any terms at all."""
    others = [s for s in range(p.rules.seats) if s != seat]
    moves: list[act.BeadAction] = [
        act.OfferTrade(seat, rng.choice(others), some_pieces(rng), some_pieces(rng))
    ]
    for offer in p.view(seat).my_offers:
        if offer.to == seat:
            moves.append(act.Counter(seat, offer.id, some_pieces(rng), some_pieces(rng)))
    return moves


def named_alone(p, action: act.BeadAction) -> bool:
    """Whether the command said for `action` names its offer: "accept" names none, so
    it is the offer only when there is no other to choose from."""
    offers = p.view(0).my_offers
    if isinstance(action, act.Accept | act.Decline | act.Counter):
        return len([o for o in offers if o.to == 0]) == 1
    if isinstance(action, act.Withdraw):
        return len([o for o in offers if o.offerer == 0]) == 1
    return True


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_legal_move_said_back_reads_as_the_same_move(language, seats):
    rng = random.Random(seats)
    p = play(language, seats, started=False)
    checked: set[type] = set()
    for _ in range(80):
        for action in p.legal_actions(0) + new_terms(rng, p, 0):
            if named_alone(p, action):
                said = p.say(action)
                assert read(p, said) == action, said
                checked.add(type(action))
        move = next_move(rng, p)
        if move is None:
            break
        p.apply(move)
    moves = {act.Start, act.OfferTrade, act.Accept, act.Decline, act.Counter, act.Withdraw,
             act.Hide, act.PlaceAnimal, act.Reveal}
    centre = {act.CentreTrade} if seats < 5 else set()  # five seats leave no centre
    assert moves | centre <= checked


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_calm_game_and_the_stories_are_said_back_too(language):
    calm = GAME.start(BeadRules(seats=3, calm=True, storied_animals=True),
                      Seats(("human", "bot", "bot")), TableSettings(language=language))
    for action in (act.Pass(0), act.FinishStory(0), act.Start(0)):
        assert read(calm, calm.say(action)) == action


def test_the_game_is_found_by_its_german_name():
    assert registry.find("Perlenhandel") is registry.find("beads")


def test_english_still_reads_colours_before_their_nouns():
    p = play("en")
    assert read(p, "offer two pink beads and the yellow snake for a green bead to crane") == (
        act.OfferTrade(0, 3, beads(pink=2) + animals(YELLOW), beads(green=1)))
    assert read(p, "hide a white bead under the base") == act.Hide(0, BASE, beads(white=1))

"""Hidden information at the table: two games that differ only in a secret (the terms of
an offer between two others, what a trade gave, which beads went under a box) give
every other seat the same view, the same narration and the same computer-trader moves,
in every language the game speaks."""

from __future__ import annotations

import pytest
from beads_support import LID, beads

from voice_games.game import Seats, TableSettings
from voice_games.games.bead_trade import actions as act
from voice_games.games.bead_trade.bots import make_bot
from voice_games.games.bead_trade.engine import NO_SEAT, BeadRules
from voice_games.games.bead_trade.game import GAME

SNAKE, TURTLE, CRANE, BULL = 1, 2, 3, 0


LANGUAGES = ["en", "es", "de"]
QUESTIONS = {
    # how each question is asked in each language
    "en": {"time_left": "time left", "whose_turn": "status", "hidden": "hidden beads",
           "shown": "shown"},
    "es": {"centre": "qué hay en el centro", "boxes": "qué hay sobre las cajas",
           "hidden": "cuentas escondidas", "shown": "qué se ha mostrado",
           "offers": "ofertas abiertas", "scores": "puntuación", "time_left": "cuánto queda",
           "players": "jugadores", "whose_turn": "estado"},
    "de": {"centre": "was liegt in der Mitte", "boxes": "was steht auf den Schachteln",
           "hidden": "versteckte Perlen", "shown": "was wurde gezeigt",
           "offers": "offene Angebote", "scores": "Punktestand", "time_left": "Restzeit",
           "players": "Spieler", "whose_turn": "Status"},
}


def game(secret: str, kinds: tuple[str, ...], language: str = "en"):
    """Four seats. The turtle and the snake trade two green beads for two yellow ones
    (in both games); then the snake trades with the crane, hides a bead and offers the
    turtle a bead: yellow, yellow, green in game 'a'; green, green, yellow in 'b'."""
    p = GAME.start(BeadRules(seats=4), Seats(kinds), TableSettings(language=language))
    colour = "yellow" if secret == "a" else "green"
    p.tick(1.0)
    p.apply(act.Start(BULL))
    p.tick(2.0)
    p.apply(act.OfferTrade(TURTLE, SNAKE, beads(green=2), beads(yellow=2)))
    p.apply(act.Accept(SNAKE, 1))
    p.tick(3.0)
    p.apply(act.OfferTrade(SNAKE, CRANE, beads(**{colour: 1}), beads(white=1)))
    p.apply(act.Accept(CRANE, 2))
    p.tick(4.0)
    p.apply(act.Hide(SNAKE, LID, beads(**{colour: 1})))
    other = "green" if secret == "a" else "yellow"
    p.apply(act.OfferTrade(SNAKE, TURTLE, beads(**{other: 1}), beads(white=1)))
    return p


TABLES = [("human", "bot", "bot", "bot"), ("human", "human", "human", "human"),
          ("bot", "human", "human", "bot")]


@pytest.mark.parametrize("kinds", TABLES)
def test_the_games_really_differ(kinds):
    a, b = game("a", kinds), game("b", kinds)
    assert a.view(SNAKE) != b.view(SNAKE)
    assert a.view(CRANE).holdings != b.view(CRANE).holdings


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_snake_hears_its_secret(language):
    """What the others must not hear differs in words too: the test below could fail."""
    kinds = TABLES[0]
    a, b = game("a", kinds, language), game("b", kinds, language)
    heard_a = [a.narrate_to(e, SNAKE) for e in a.events if e.visible_to(SNAKE)]
    heard_b = [b.narrate_to(e, SNAKE) for e in b.events if e.visible_to(SNAKE)]
    assert heard_a != heard_b


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("kinds", TABLES)
@pytest.mark.parametrize("seat", [BULL, NO_SEAT])
def test_others_see_and_hear_the_same(kinds, seat, language):
    a, b = game("a", kinds, language), game("b", kinds, language)
    view_a, view_b = a.view(seat), b.view(seat)
    assert view_a == view_b
    heard_a = [a.narrate_to(e, seat) for e in a.events if e.visible_to(seat)]
    heard_b = [b.narrate_to(e, seat) for e in b.events if e.visible_to(seat)]
    assert heard_a == heard_b
    if seat == NO_SEAT:  # the shared speaker of a table of several humans
        said_a = [a.narrate_to(e, None) for e in a.events if not e.is_private]
        said_b = [b.narrate_to(e, None) for e in b.events if not e.is_private]
        assert said_a == said_b


@pytest.mark.parametrize("question", ["centre", "boxes", "hidden", "shown", "offers",
                                      "scores", "time_left", "players", "whose_turn"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_public_answers_and_the_bulls_own_are_the_same(question, language):
    kinds = ("human", "human", "human", "human")
    a, b = game("a", kinds, language), game("b", kinds, language)
    for asker in (None, BULL):
        reading = a.grammar.parse(QUESTIONS[language].get(question, question))
        assert reading is not None and reading.intent == question
        assert a.commands[question](reading, asker) == b.commands[question](reading, asker)


@pytest.mark.parametrize("level", ["easy", "medium", "expert"])
def test_a_computer_trader_that_knows_no_secret_moves_the_same(level):
    kinds = ("bot", "human", "human", "bot")
    a, b = game("a", kinds), game("b", kinds)
    for seat in (BULL,):
        bot_a = make_bot(level, seat, a.rules, 5)
        bot_b = make_bot(level, seat, b.rules, 5)
        for now in (5.0, 9.0, 14.0):
            a.tick(now)
            b.tick(now)
            bot_a.observe(a.view(seat))
            bot_b.observe(b.view(seat))
            assert bot_a.choose(a.view(seat)) == bot_b.choose(b.view(seat))

"""Bead Trade at a table in Spanish and in German: one human against computer traders,
in text, with the commands a Spanish or German player says. The commands are
understood, and every line the table says is in the language: no English word in it
(`english_words`), a check that catches every line of the same game played in English."""

from __future__ import annotations

import itertools
import random

import pytest
from beads_language_support import LANGUAGES, SHARED, english_words, next_move, vocabulary

from tests.support.beads_table import table
from voice_games.game import Seats, TableSettings
from voice_games.games.bead_trade import actions as act
from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.engine import BeadRules, Phase
from voice_games.games.bead_trade.errors import BeadIllegal
from voice_games.games.bead_trade.game import GAME
from voice_games.games.bead_trade.pieces import ANIMAL_OF, COLOURS, Pieces
from voice_games.games.bead_trade.words import pieces_phrase
from voice_games.grammar import Parse
from voice_games.session import Session, TableOptions

SCRIPTS = {
    "en": [(1, "let's start"), (2, "what do i hold"),
           (3, "offer my pink bead for a white bead to crane"),
           (5, "hide two pink beads under the lid"), (6, "offers"), (7, "centre"),
           (8, "boxes"), (9, "under the boxes"), (10, "shown"), (11, "time left"),
           (12, "players"), (13, "status"), (14, "rules"), (15, "help"), (16, "accept"),
           (18, "reveal"), (19, "put the bull on the base"), (40, "scores"),
           (300, "history")],
    "es": [(1, "empecemos"), (2, "qué tengo"),
           (3, "ofrezco mi cuenta rosa por una cuenta blanca a la grulla"),
           (5, "esconde dos cuentas rosas bajo la tapa"), (6, "ofertas"),
           (7, "qué hay en el centro"), (8, "qué hay sobre las cajas"),
           (9, "cuántas cuentas hay bajo cada caja"), (10, "qué se ha mostrado"),
           (11, "cuánto tiempo queda"), (12, "jugadores"), (13, "estado"), (14, "reglas"),
           (15, "ayuda"), (16, "acepto"), (18, "muestro mis piezas"),
           (19, "pon el toro en la base"), (40, "puntuación"), (300, "historial")],
    "de": [(1, "los geht's"), (2, "was habe ich"),
           (3, "biete dem Kranich meine rosa Perle für eine weiße Perle an"),
           (5, "verstecke zwei rosa Perlen unter dem Deckel"), (6, "offene Angebote"),
           (7, "was liegt in der Mitte"), (8, "was steht auf den Schachteln"),
           (9, "wie viele Perlen sind unter jeder Schachtel"), (10, "was wurde gezeigt"),
           (11, "wie viel Zeit bleibt"), (12, "Spieler"), (13, "Status"), (14, "Regeln"),
           (15, "Hilfe"), (16, "annehmen"), (18, "alles zeigen"),
           (19, "setze den Stier auf den Boden"), (40, "Punktestand"), (300, "Verlauf")],
}
"""The same game said in each language: start, ask, offer, hide, every question, rules
and help, accept the offer that has come meanwhile, show, place the bull, scores."""

HEARD = {
    "es": ["Tienes cuatro cuentas rosas y el toro.", "Oferta enviada a grulla:",
           "Bajo la tapa escondiste dos cuentas rosas.", "En el centro:", "Sobre la tapa:",
           "Bajo la base:", "Toro: tú.", "Ronda uno de tres", "Bead Trade, para cuatro",
           "Ahora: Ofrece un intercambio", "A la vista: tienes",
           "El toro sobre la base, colocado por ti.", "Fin de la ronda uno:",
           "Totales tras la ronda uno:", "Historial."],
    "de": ["Du hast vier rosa Perlen und den Stier.", "Angebot an Kranich: Du bietest",
           "Unter dem Deckel hast du zwei rosa Perlen versteckt.", "In der Mitte gibt es",
           "Der Deckel trägt", "Unter dem Boden:", "Stier: du.", "Runde eins von drei",
           "Perlenhandel, für vier", "Jetzt: Biete einem anderen Spieler",
           "Gezeigt: Du hast", "Der Stier auf dem Boden, gesetzt von dir.",
           "Runde eins ist vorbei:", "Gesamt nach Runde eins:", "Verlauf."],
}


def said_lines(transcript: str) -> list[str]:
    """What the table said: every line but the player's own commands."""
    return [line for line in transcript.splitlines() if line and not line.startswith("> ")]


def scripted(language: str) -> tuple[Session, list[str]]:
    session, transcript = table(["human", "bot", "bot", "bot"], SCRIPTS[language],
                                options=TableOptions(language=language, pace=4.0))
    session.run()
    return session, said_lines(transcript.getvalue())


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_scripted_game_is_understood_and_answered_in_the_language(language):
    session, said = scripted(language)
    mine = [type(a) for a in session.play.history if getattr(a, "player", None) == 0]
    assert mine == [act.Start, act.OfferTrade, act.Hide, act.Accept, act.Reveal,
                    act.PlaceAnimal]
    text = "\n".join(said)
    for heard in HEARD[language]:
        assert heard in text, heard
    leaks = {line: english_words(line, language) for line in said if english_words(line, language)}
    assert not leaks, leaks


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_games_words_that_english_has_too_are_all_reviewed(language):
    """An English message left in the game's catalogue, or English help in its
    grammar, shows here as words English and the table's language do not share."""
    english = vocabulary(language, table=False) & vocabulary("en")
    assert english - vocabulary(language, game=False) <= SHARED[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_line_of_the_same_game_in_english_would_be_caught(language):
    _, said = scripted("en")
    assert len(said) > 30
    missed = [line for line in said if not english_words(line, language)]
    assert not missed, missed


# ----- a whole game, three rounds, by a player who listens ---------------------------

COMMANDS = {
    "es": {"start": "empecemos", "accept": "acepto la oferta de {who}",
           "decline": "rechazo la oferta de {who}",
           "counter": "contraoferta a {who}: {give} por {take}",
           "offer": "ofrezco mi cuenta {colour} por una cuenta {wanted} a {to}",
           "hide": "esconde una cuenta {colour} bajo la tapa",
           "place": "pon {animal} en la base", "no": "no",
           "questions": ["qué tengo", "ofertas", "puntuación", "qué hay en el centro",
                         "cajas"]},
    "de": {"start": "los geht's", "accept": "nimm das Angebot von {who} an",
           "decline": "lehne das Angebot von {who} ab",
           "counter": "Gegenangebot an {who}: {give} für {take}",
           "offer": "biete {to} meine {colour} Perle für eine {wanted} Perle an",
           "hide": "verstecke eine {colour} Perle unter dem Deckel",
           "place": "setze {animal} auf den Boden", "no": "nein",
           "questions": ["was habe ich", "Angebote", "Punktestand", "Mitte", "Schachteln"]},
}
WHOLE_GAME = {
    "es": ["Oferta enviada a", "Intercambio con", "Rechazada: rechazas", "Contraoferta",
           "escondiste una cuenta", "sobre la base, colocad", "Fin de la ronda tres",
           "Totales tras la ronda tres", "¡Fin de la partida!"],
    "de": ["Angebot an", "Handel mit", "Abgelehnt: Du lehnst", "Gegenangebot",
           "hast du eine", "auf dem Boden, gesetzt von dir", "Runde drei ist vorbei",
           "Gesamt nach Runde drei", "Spiel vorbei!"],
}


def native_policy(language: str):
    """The English table test's player, speaking `language`: starts rounds, answers
    offers in turn (accept, decline, counter), offers, hides, asks, and places an
    animal after a while each round. Pieces are named as the game names them."""
    say = COMMANDS[language]
    answers = itertools.cycle(["accept", "decline", "counter"])
    moves = itertools.cycle(["offer", "question", "hide", "question", "offer", "question"])
    questions = itertools.cycle(say["questions"])
    steps = {"round": 0, "in_round": 0}

    def policy(session: Session) -> str | None:
        play = session.play
        state, words, names = play.state, play.words, play.names
        if state.is_over:
            return say["no"]
        if state.phase is Phase.WAITING:
            return say["start"]
        if state.round != steps["round"]:
            steps["round"], steps["in_round"] = state.round, 0
        steps["in_round"] += 1
        view = state.view(0)
        to_me = [o for o in view.my_offers if o.to == 0]
        if to_me:
            offer, answer = to_me[0], next(answers)
            who = names.seat_name(offer.offerer)
            mine = next(iter(view.holdings.only_beads().pieces()), None)
            if answer == "counter" and mine is not None:
                return say["counter"].format(who=who, give=pieces_phrase(
                    words, Pieces.from_piece(mine)), take=pieces_phrase(words, offer.give))
            return say["decline" if answer == "counter" else answer].format(who=who)
        if steps["in_round"] > 9 and view.holdings.animals:
            animal = ANIMAL_OF[view.holdings.animals[0]]
            return say["place"].format(animal=words("beads-the-animal", animal=animal))
        move = next(moves)
        beads = (view.holdings - view.held_out).only_beads()
        if move == "offer" and beads.bead_count:
            other = 1 + steps["in_round"] % (state.seats - 1)
            wanted = COLOURS[other % len(COLOURS)]
            return say["offer"].format(
                colour=words("beads-colour", colour=beads.bead_colours()[0].value),
                wanted=words("beads-colour", colour=wanted.value), to=names.seat_name(other))
        if move == "hide" and beads.bead_count > 1:
            colour = beads.bead_colours()[-1].value
            return say["hide"].format(colour=words("beads-colour", colour=colour))
        return next(questions)

    return policy


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_human_plays_three_rounds_in_the_language(language):
    session, transcript = table(
        ["human", "bot", "bot", "bot"], levels=[None, "easy", "medium", "expert"],
        policy=native_policy(language), think=3.0,
        options=TableOptions(language=language, pace=5.0),
    )
    assert session.run() == 0
    assert session.play.is_over
    said = said_lines(transcript.getvalue())
    text = "\n".join(said)
    for heard in WHOLE_GAME[language]:
        assert heard in text, heard
    trades = [e for e in session.play.events if isinstance(e, ev.Traded)]
    assert any(0 in (t.offerer, t.to) for t in trades)
    leaks = {line: english_words(line, language) for line in said if english_words(line, language)}
    assert not leaks, leaks


# ----- everything the game can say, from random games -----------------------------------

VARIANTS = [{}, {"calm": True, "storied_animals": True, "locked_spirits": True,
                 "offer_timeout": None}, {"seats": 2, "prolonged_spirits": True}]


def everything_said(p, rng: random.Random) -> list[str]:
    """A random game, and all it says: each event to each listener and to the whole
    table, summaries, every question's answer, confirmations, the computer traders'
    reasons, refusals of illegal moves, the rules."""
    said: list[str] = [p.rules_text(), p.example_command()]
    listeners = [*range(p.rules.seats), None]
    now, seen = 0.0, 0
    for _ in range(400):
        if p.is_over:
            break
        now += rng.uniform(0.0, 8.0)
        p.tick(now)
        seat = rng.randrange(p.rules.seats)
        move = p.bot_action(seat) if seat in p.bots and rng.random() < 0.5 else next_move(
            rng, p)
        if move is None:
            continue
        try:
            p.check(move)
        except BeadIllegal as refusal:
            said.append(refusal.speak(p.table.language))
            continue
        confirmation = p.confirmation(move, True, 0.3)
        if confirmation is not None:
            said += [confirmation.question, confirmation.declined]
        said.append(p.say(move))
        p.apply(move)
        p.after_bot_action()
        new = p.events[seen:]
        seen = len(p.events)
        said += [p.narrate_to(e, listener) or "" for e in new for listener in listeners
                 if (e.visible_to(listener) if listener is not None else not e.is_private)]
        said += p.summarise(new)
        for question, answer in p.commands.items():
            for line in answer(Parse(question), rng.choice(listeners)):
                said.append(getattr(line, "text", line))
        said.append(p.prompt(0, True))
    return [line for line in said if line]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("options", VARIANTS)
def test_everything_random_games_say_is_in_the_language(language, options):
    rules = BeadRules(**{"seats": 4, **options})
    kinds = ("human",) + ("bot",) * (rules.seats - 1)
    p = GAME.start(rules, Seats(kinds), TableSettings(language=language))
    said = everything_said(p, random.Random(len(options)))
    assert len(said) > 500
    leaks = {line: english_words(line, language) for line in said if english_words(line, language)}
    assert not leaks, leaks


TWO_HUMANS = {
    "es": [(1, "toro: empecemos"), (2, "el toro, ofrezco mi cuenta rosa por tu cuenta amarilla "
           "a la serpiente"), (3, "serpiente: acepto"),
           (4, "la serpiente: esconde dos cuentas amarillas bajo la tapa"),
           (5, "jugador uno, qué hay sobre las cajas")],
    "de": [(1, "Stier: los geht's"), (2, "der Stier, biete der Schlange meine rosa Perle für "
           "deine gelbe Perle an"), (3, "Schlange: annehmen"),
           (4, "die Schlange: verstecke zwei gelbe Perlen unter dem Deckel"),
           (5, "Spieler eins, was steht auf den Schachteln")],
}
TWO_HUMANS_HEARD = {
    "es": ["Intercambio: toro y serpiente, una cuenta por una cuenta.",
           "Serpiente esconde dos cuentas bajo la tapa.", "Sobre la tapa: nada."],
    "de": ["Handel: Stier und Schlange, eine Perle für eine Perle.",
           "Schlange versteckt zwei Perlen unter dem Deckel.", "Der Deckel trägt nichts."],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_two_humans_start_their_commands_with_their_animal(language):
    session, transcript = table(["human", "human", "bot"], TWO_HUMANS[language],
                                options=TableOptions(language=language, pace=5.0))
    session.run()
    moves = [(type(a), a.player) for a in session.play.history if not isinstance(a, act.ClockTick)]
    assert moves[:4] == [(act.Start, 0), (act.OfferTrade, 0), (act.Accept, 1), (act.Hide, 1)]
    said = said_lines(transcript.getvalue())
    for heard in TWO_HUMANS_HEARD[language]:
        assert heard in "\n".join(said), heard
    leaks = {line: english_words(line, language) for line in said if english_words(line, language)}
    assert not leaks, leaks

"""Bead Trade at a table: whole games in text against computer traders, several humans
sharing one keyboard and speaker, private answers, the clock, the calm game, and speech
that summarises what comes faster than it can be said. A fake clock makes minutes of
real-time play take no time."""

from __future__ import annotations

import io
import itertools

from tests.support.beads_table import table
from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.engine import BeadRules, Phase
from voice_games.games.bead_trade.pieces import ANIMAL_OF, COLOURS
from voice_games.games.bead_trade.words import pieces_phrase
from voice_games.output import TextOutput
from voice_games.session import Session, TableOptions


def one_human_policy():
    """A player who starts rounds, answers offers in turn (accept, decline, counter),
    offers, hides, asks questions, and places an animal after a while each round."""
    answers = itertools.cycle(["accept", "decline", "counter"])
    moves = itertools.cycle(["offer", "what do i hold", "hide", "offers", "scores", "offer",
                             "centre"])
    steps = {"round": 0, "in_round": 0}

    def policy(session: Session) -> str | None:
        play = session.play
        state = play.state
        if state.is_over:
            return "no"
        if state.phase is Phase.WAITING:
            return "let's start"
        if state.round != steps["round"]:
            steps["round"], steps["in_round"] = state.round, 0
        steps["in_round"] += 1
        view = state.view(0)
        words = play.words
        to_me = [o for o in view.my_offers if o.to == 0]
        if to_me:
            answer = next(answers)
            offer = to_me[0]
            who = play.names.animal_of(offer.offerer)
            if answer == "counter":
                mine = next(iter(view.holdings.only_beads().pieces()), None)
                if mine is not None:
                    give = pieces_phrase(words, type(view.holdings).from_piece(mine))
                    return f"counter the offer from {who} with {give} for " + pieces_phrase(
                        words, offer.give)
                answer = "decline"
            return f"{answer} the offer from {who}"
        if steps["in_round"] > 9 and view.holdings.animals:
            return f"put the {ANIMAL_OF[view.holdings.animals[0]]} on the base"
        move = next(moves)
        available = view.holdings - view.held_out
        beads = available.only_beads()
        if move == "offer" and beads.bead_count:
            colour = beads.bead_colours()[0]
            other = 1 + steps["in_round"] % (state.seats - 1)
            wanted = COLOURS[other % len(COLOURS)]
            return (f"offer my {colour} bead for a {wanted} bead to "
                    f"{play.names.animal_of(other)}")
        if move == "hide" and beads.bead_count > 1:
            return f"hide a {beads.bead_colours()[-1]} bead under the lid"
        return move if move in ("what do i hold", "offers", "scores", "centre") else "boxes"

    return policy


def test_one_human_against_three_computer_traders_plays_three_rounds_to_a_winner(tmp_path):
    session, transcript = table(
        ["human", "bot", "bot", "bot"], levels=[None, "easy", "medium", "expert"],
        policy=one_human_policy(), think=3.0, save_path=tmp_path / "beads.json",
    )
    assert session.run() == 0
    said = transcript.getvalue()
    assert session.play.is_over
    for heard in (
        "Offer sent to", "Traded with", "Declined: you turn down", "Counter-offer",
        "Hidden under the lid:", "on the base, placed by you", "You hold",
        "Round three over", "Totals after round three", "Game over!",
    ):
        assert heard in said, heard
    # the computer traders traded with the human, not only with each other
    trades = [e for e in session.play.events if isinstance(e, ev.Traded)]
    assert any(0 in (t.offerer, t.to) for t in trades)
    assert any(0 not in (t.offerer, t.to) for t in trades)
    # the scores were read type by type, then the totals
    assert said.index("Pink:") < said.index("Blue:") < said.index("Totals after round one")
    saved = session.saved_game()
    assert len(saved.actions) == len(session.play.history)
    assert all("at" in step for step in saved.actions)


def test_a_game_resumed_from_its_save_goes_on_where_it_stopped(tmp_path):
    path = tmp_path / "beads.json"
    lines = [(1, "let's start"), (2, "offer my pink bead for a yellow bead to snake"),
             (3, "hide two pink beads under the base")]
    session, _ = table(["human", "bot", "bot"], lines, save_path=path)
    session.run()
    history = list(session.play.history)
    from voice_games.savegame import SavedGame

    again = Session.from_saved(
        SavedGame.read(path), session.game, out=TextOutput(io.StringIO()),
        inputs=session.inputs, save_path=path,
    )
    assert list(again.play.history) == history
    assert again.play.view(0).my_hidden == session.play.view(0).my_hidden
    assert again.play.state.offers == session.play.state.offers


def two_humans(lines, **options):
    return table(["human", "human", "bot"], lines, **options)


def test_two_humans_each_speak_with_their_name_and_no_holding_is_said_unasked():
    session, transcript = two_humans([
        (1, "bull: let's start"),
        (2, "bull, offer my pink bead for your yellow bead to snake"),
        (3, "snake: accept"),
        (4, "snake: hide two yellow beads under the lid"),
        (5, "offer my pink bead for your yellow bead to snake"),
        (6, "what do i hold"),
        (7, "bull: what do i hold"),
        (8, "no"),
        (9, "snake, what do i hold"),
        (10, "yes"),
        (11, "snake, what do i hold"),
    ])
    session.run()
    said = transcript.getvalue()
    # nobody's holdings or hidden beads were said before they were asked for
    before = said[: said.index("> snake, what do i hold")]
    for secret in ("You hold", "Hidden under", "Traded with", "Offer sent", "Offer from"):
        assert secret not in before, secret
    # what the table heard: counts, not terms
    assert "Trade: bull and snake, one bead for one bead." in said
    assert "Snake hides two beads under the lid." in said
    # a move or a private question without a speaker is answered with a question
    assert said.count("Who is speaking?") == 1
    assert "Who is asking? Say your animal first" in said
    # the first private answer is asked about; no keeps it unsaid, yes says it
    assert "Bull, everyone at the table will hear this. Say it aloud? Yes or no." in said
    assert "Not said." in said
    after = said[said.index("> snake, what do i hold"):]
    assert "You hold a pink bead, a yellow bead and the snake." in after
    assert "You hid under the lid: two yellow beads." in after
    # the second time, no warning
    assert after.count("everyone at the table will hear this") == 1


def test_private_channels_carry_what_only_one_seat_may_know(tmp_path):
    channels = {0: io.StringIO(), 1: io.StringIO()}
    session, transcript = two_humans(
        [(1, "bull: let's start"), (2, "bull: offer my pink bead for your yellow bead to snake"),
         (3, "snake: accept"), (4, "snake: hide a yellow bead under the base"),
         (5, "bull: what do i hold")],
        private_channels={seat: stream.write for seat, stream in channels.items()},
    )
    session.run()
    said = transcript.getvalue()
    bull, snake = channels[0].getvalue(), channels[1].getvalue()
    assert "Offer sent to snake: a pink bead for a yellow bead." in bull
    assert "Offer from Bull: a pink bead, for a yellow bead from you." in snake
    assert "you gave a pink bead and got a yellow bead" in bull
    assert "Hidden under the base: a yellow bead." in snake and "Hidden" not in bull
    assert "You hold three pink beads, a yellow bead and the bull." in bull
    assert "Sent to bull's private channel." in said
    for private in ("Offer sent", "Offer from", "Traded with", "Hidden under", "You hold"):
        assert private not in said, private


def test_an_offer_runs_out_on_the_clock_and_a_pause_stops_the_clock():
    session, transcript = table(
        ["human", "human"],
        [(1, "bull: let's start"), (2, "bull: offer my pink bead for a green bead to turtle"),
         (10, "pause"), (100, "resume"), (110, "turtle: offers"), (200, "bull: offers")],
    )
    session.run()
    said = transcript.getvalue()
    paused = said[said.index("> pause"):said.index("> resume")]
    assert "Expired" not in paused
    # thirty seconds of play from the offer: 2 + 30 seconds, less the pause of 90
    expired_at = said.index("Expired: bull's offer to turtle.")
    assert said.index("> turtle: offers") < expired_at < said.index("> bull: offers")


def test_the_calm_game_takes_turns_and_waits_for_answers():
    said_moves: list[str] = []

    def policy(session: Session) -> str | None:
        state = session.play.state
        if state.round > 1 or len(said_moves) > 12:
            return None
        view = state.view(0)
        if state.phase is Phase.WAITING:
            return "let's start"
        if any(o.to == 0 for o in view.my_offers):
            return "decline"
        if state.turn != 0:
            return "status"
        said_moves.append("move")
        if len(said_moves) == 1:
            return "offer my pink bead for a yellow bead to snake"
        return "pass" if len(said_moves) % 2 else "hide a pink bead under the lid"

    session, transcript = table(
        ["human", "bot", "bot"], rules=BeadRules(seats=3, calm=True, offer_timeout=None),
        policy=policy, think=2.0,
    )
    session.run()
    said = transcript.getvalue()
    assert "Your turn." in said and "Snake's turn." in said and "Turtle's turn." in said
    turns = [e.player for e in session.play.events if type(e).__name__ == "TurnBegins"]
    assert turns[:6] == [0, 1, 2, 0, 1, 2]
    # the human's offer waited for the snake's answer: the turn passed only then
    events = session.play.events
    offer = next(i for i, e in enumerate(events) if isinstance(e, ev.OfferMade))
    answered = next(i for i, e in enumerate(events) if isinstance(e, ev.OfferClosed))
    second_turn = [i for i, e in enumerate(events) if type(e).__name__ == "TurnBegins"][1]
    assert offer < answered < second_turn


def test_in_the_calm_game_a_move_out_of_turn_is_refused_with_whose_turn_it_is():
    session, transcript = table(
        ["human", "human"], [(1, "bull: let's start"),
                             (2, "turtle: hide a green bead under the lid"),
                             (3, "bull: pass"), (4, "turtle: hide a green bead under the lid")],
        rules=BeadRules(seats=2, calm=True),
    )
    session.run()
    said = transcript.getvalue()
    assert "It is bull's turn." in said
    assert "Turtle hides one bead under the lid." in said
    assert said.index("It is bull's") < said.index("> bull: pass") < said.index("Turtle hides")


class BusySpeech(TextOutput):
    """Speech still saying something until the clock reaches `until`."""

    speaks = True

    def __init__(self, stream: io.StringIO, until: float) -> None:
        super().__init__(stream)
        self.until = until
        self.clock = lambda: 0.0

    def busy(self) -> bool:
        return self.clock() < self.until


def test_events_faster_than_speech_are_summarised_not_queued():
    transcript = io.StringIO()
    out = BusySpeech(transcript, until=250.0)
    session, _ = table(
        ["human", "bot", "bot", "bot"], [(1, "let's start"), (260, "what do i hold")],
        out=out, options=TableOptions(pace=2.0),
    )
    out.clock = session.clock
    session.run()
    said = transcript.getvalue().splitlines()
    summaries = [line for line in said if line.startswith(("While you listened",
                                                            "Meanwhile", "Hidden meanwhile"))]
    assert summaries, said
    one_by_one = [line for line in said if line.startswith(
        ("Offer: ", "Trade: ", "Centre: ", "Declined: ", "Withdrawn: ", "Expired: "))
        and "you" not in line and " hides " not in line]
    public = [e for e in session.play.events if session.play.summarisable(e)]
    # a few are said one by one when a question or an animal interrupts, the rest summed up
    assert len(one_by_one) < len(public) / 2, (one_by_one, len(public))
    # what was for the listener was said at once: offers made to the human
    assert any(line.startswith("Offer from") for line in said)

"""Bead Trade in play at a table: what the table asks of the game, answered.

The table (voice_games.session) knows no game. This object tells it who may act (every
seat at once, in real time; one seat at a time in the calm game), when each computer
trader wants to act and when the clock next matters (an offer's or a story's end), how
a reading becomes an action of the seat that said it, and how each event is said to a
listener. Private answers (what a seat holds and hid) are marked `Private`, so that the
table decides how they reach only that seat."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from voice_games.core import Event
from voice_games.game import Ask, Confirmation, KeyBindings, Private, Seats, TableSettings
from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import (
    Accept,
    BeadAction,
    Decline,
    FinishStory,
    Pass,
    PlaceAnimal,
    Start,
    Step,
)
from voice_games.games.bead_trade.bots import make_bot
from voice_games.games.bead_trade.commands import Reader, grammar, say
from voice_games.games.bead_trade.engine import BeadRules, BeadState, BeadView, Phase
from voice_games.games.bead_trade.errors import BeadIllegal, BeadSpeakable
from voice_games.games.bead_trade.narration import Narrator
from voice_games.games.bead_trade.questions import Questions
from voice_games.games.bead_trade.words import Names, pieces_phrase, words_for
from voice_games.grammar import Parse

UNSURE_READING = 0.5
"""A spoken move heard with less confidence than this is asked about before it is made
(as in the pots): a trade, a hiding or an animal placed cannot be taken back."""
ANSWER_DELAY = 3.0
"""Seconds a computer trader takes to answer an offer made to it: long enough for the
table to hear the offer, short against any offer's time."""
CALM_DELAY = 1.5
"""Seconds a computer trader waits before its move in the calm game."""
ROUND_AT_LEAST = 120.0
"""Seconds a round with people at the table lasts before a computer trader may end it:
time to listen, think and trade. Computer traders alone end rounds when they like."""
STORY_SECONDS = 4.0
"""How long a computer trader's story lasts (its one sentence is said meanwhile)."""
SUMMARISED = (ev.OfferMade, ev.OfferClosed, ev.Traded, ev.CentreTraded, ev.BeadsHidden,
              ev.HoldingsRevealed)
"""Events that may be summarised when they come faster than they can be said; the rest
(animals placed, a round's end and scores, offers to the listener) are always said."""


@dataclass(frozen=True)
class TraderSaid(Event):
    """A computer trader's short reason for answering an offer, said aloud."""

    player: int
    message: str
    arguments: tuple[tuple[str, Any], ...]


class BeadPlay:
    """One game of Bead Trade at a table (see `voice_games.game.Play`)."""

    answer_intents = frozenset({"which_offer"})
    real_time = True

    def __init__(
        self,
        rules: BeadRules,
        seats: Seats,
        table: TableSettings,
        actions: Sequence[Step] = (),
        pace: float = 8.0,
    ) -> None:
        if len(seats.kinds) != rules.seats:
            raise BeadIllegal(
                "beads-save-seats-unlike", seats=len(seats.kinds), rules_seats=rules.seats
            )
        self.rules = rules
        self.seats = seats
        self.table = table
        self.pace = pace
        self.grammar = grammar(table.language)
        self.words = words_for(table.language)
        self.humans = seats.humans
        self.you = self.humans[0] if len(self.humans) == 1 else None
        self.names = Names(rules.seats, tuple(k == "bot" for k in seats.kinds), self.you,
                           self.words)
        self.narrator = Narrator(self.names)
        self.reader = Reader(self.names, self.words)
        self.questions = Questions(self)
        self.commands: dict[str, Callable[[Parse, int | None], list[str | Private]]] = (
            self.questions.commands()
        )
        self.restart(actions)

    # ----- the state --------------------------------------------------------------------

    def restart(self, actions: Sequence[Step] = ()) -> None:
        self.state = BeadState.replay(self.rules, actions)
        self._now = self.state.now
        self._events: list[Event] = []
        self._seen = 0
        self._opened_at = 0.0
        self._take_events()
        self.bots: dict[int, Any] = {}
        levels = self.seats.levels or (None,) * self.rules.seats
        for seat, kind in enumerate(self.seats.kinds):
            if kind == "bot":
                level = levels[seat] or "medium"
                self.bots[seat] = make_bot(level, seat, self.rules, seat * 7 + 1)

    def next_game(self) -> None:
        """Another game at the same table and rules: the deal is always the same."""
        self.restart()

    def seats_to_act(self) -> tuple[int, ...]:
        return self.state.seats_to_act()

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    in_secret_step = False  # nothing is done in secret: hidden beads are announced by count

    @property
    def events(self) -> Sequence[Event]:
        return self._events

    @property
    def history(self) -> Sequence[Step]:
        return self.state.history

    def view(self, seat: int) -> BeadView:
        return self.state.view(seat)

    def legal_actions(self, seat: int) -> list[BeadAction]:
        return self.state.legal_actions(seat)

    def _take_events(self) -> None:
        new = self.state.events[self._seen:]
        for event in new:
            if isinstance(event, ev.OfferMade):
                self.narrator.parties[event.offer] = (event.offerer, event.to)
            elif isinstance(event, ev.TradingOpens):
                self._opened_at = self.state.now
        self._events.extend(new)
        self._seen = len(self.state.events)

    def apply(self, action: BeadAction) -> None:
        # the clock is read into the history before each action, so that an offer's
        # time runs from when it was made, in play and in a replay alike
        with self._seats_named():
            self.state.check(action)
        if self._now > self.state.now:
            self.state.tick(self._now)
        with self._seats_named():
            self.state.apply(action)
        self._take_events()

    def check(self, action: BeadAction) -> None:
        with self._seats_named():
            self.state.check(action)

    @contextmanager
    def _seats_named(self) -> Iterator[None]:
        """A refusal names seats by number; told the table's size, it says animals."""
        try:
            yield
        except BeadSpeakable as error:
            error.seats = self.rules.seats
            raise

    def tick(self, now: float) -> None:
        """The table's clock, in seconds since the game began: offers and stories whose
        time is up end. Only a reading that ends something enters the history (and the
        one before each action): the table reads its clock many times a second. A
        resumed game's clock may read a hair behind the saved one."""
        self._now = max(self._now, now)
        moment = self.next_moment()
        if moment is not None and now >= moment and now > self.state.now:
            self.state.tick(now)
            self._take_events()

    def next_moment(self) -> float | None:
        """When, on the game's clock, an offer or a story next runs out."""
        moments = []
        timeout = self.rules.offer_timeout
        if timeout is not None:
            moments += [o.made_at + timeout for o in self.state.offers.values()]
        if self.state.phase is Phase.STORIES:
            moments.append(self.state.story_deadline)
        return min(moments) if moments else None

    def random_secret_action(self) -> BeadAction:
        raise BeadIllegal("beads-no-secret-step")

    def bot_action(self, seat: int) -> BeadAction | None:
        """What computer trader `seat` does now; None when it has nothing to do. In a
        table of computer traders only, the first one starts the round."""
        if self.state.phase is Phase.WAITING:
            return Start(seat) if not self.humans else None
        bot = self.bots[seat]
        view = self.state.view(seat)
        bot.observe(view)
        action: BeadAction | None = bot.choose(view)
        if (
            isinstance(action, PlaceAnimal)
            and self.humans
            and self._ends_round()
            and self._now - self._opened_at < ROUND_AT_LEAST
        ):
            # not yet: the people at the table are still trading (in the calm game,
            # whose turns wait for nobody, it passes instead)
            return Pass(seat) if self.state.turn == seat else None
        reason = getattr(bot, "reason", None)
        if action is not None and reason is not None:
            message, arguments = reason
            self._remark = TraderSaid(seat, message, tuple(sorted(arguments.items())))
        else:
            self._remark = None
        return action

    def after_bot_action(self) -> None:
        """The reason a computer trader gave for its answer, said after the answer."""
        remark = getattr(self, "_remark", None)
        if remark is not None:
            self._events.append(remark)
            self._remark = None

    def bot_delay(self, seat: int) -> float | None:
        """How long computer trader `seat` waits, from the last action, before it acts:
        its pace in real time, less to answer an offer made to it, a moment on its turn
        in the calm game; never while the table waits for a human to start."""
        phase = self.state.phase
        if phase is Phase.WAITING:
            return None if self.humans else CALM_DELAY
        if phase is Phase.STORIES:
            return STORY_SECONDS if seat == self.state.storyteller else None
        if phase is not Phase.PLAYING:
            return None
        if any(o.to == seat for o in self.state.offers.values()):
            return ANSWER_DELAY
        if self.rules.calm:
            return CALM_DELAY
        # the traders keep the same pace but not in step: each starts at its own offset
        return self.pace * (1.0 + 0.15 * seat)

    # ----- words ------------------------------------------------------------------------

    def to_action(self, reading: Parse, seat: int) -> BeadAction | Ask | None:
        with self._seats_named():
            return self.reader.to_action(reading, self.state.view(seat), seat)

    def say(self, action: BeadAction) -> str:
        return say(action, self.names, self.words)

    def narrate(self, event: Event) -> str | None:
        return self.narrate_to(event, self.you)

    def narrate_to(self, event: Event, seat: int | None) -> str | None:
        """What `seat` hears of `event` (None: the whole table, public events only)."""
        if isinstance(event, TraderSaid):
            return self.words("beads-trader-said", seat=self.names.animal_of(event.player),
                              reason=self.words(event.message, **dict(event.arguments)))
        return self.narrator.narrate(event, seat)

    def summarise(self, events: Sequence[Event]) -> list[str]:
        """Events that came faster than they could be said, in a sentence or two."""
        trades = [e for e in events if isinstance(e, ev.Traded | ev.CentreTraded)]
        hidden = [e for e in events if isinstance(e, ev.BeadsHidden)]
        offers = [e for e in events if isinstance(e, ev.OfferMade)]
        said = []
        if trades:
            names = [
                self.words("beads-trade-pair", a=self.names.seat_name(e.offerer),
                           b=self.names.seat_name(e.to))
                if isinstance(e, ev.Traded)
                else self.words("beads-centre-pair", a=self.names.seat_name(e.player))
                for e in trades
            ]
            said.append(self.words("beads-summary-trades", count=len(trades),
                                   trades=self.words.join(names, "and")))
        if hidden:
            counts: dict[tuple[int, str], int] = {}
            for e in hidden:
                counts[(e.player, e.box.value)] = counts.get((e.player, e.box.value), 0) + e.count
            parts = [self.words("beads-hidden-by", seat=self.names.animal_of(seat), count=count,
                                box=box) for (seat, box), count in counts.items()]
            said.append(self.words("beads-summary-hidden", hidden=self.words.join(parts)))
        if offers:
            said.append(self.words("beads-summary-offers", count=len(offers)))
        return said

    def summarisable(self, event: Event) -> bool:
        """Whether `event` may wait for a summary: not when it is about the listener."""
        if isinstance(event, ev.OfferMade | ev.Traded) and self.you in (
            event.offerer, event.to
        ):
            return False
        if isinstance(event, ev.OfferClosed) and self.you in self.narrator.parties.get(
            event.offer, ()
        ):
            return False
        return isinstance(event, SUMMARISED)

    def seat_name(self, seat: int) -> str:
        return self.names.object(seat)

    def key_bindings(self) -> KeyBindings:
        from voice_games.games.bead_trade.keys import bead_keys

        return bead_keys()

    def example_command(self) -> str:
        other = next((s for s in range(self.rules.seats) if s != (self.you or 0)), 1)
        return self.words("beads-example-command", to=self.names.animal_of(other))

    def speaker_names(self, seat: int) -> tuple[str, ...]:
        return self.names.said_names(seat)

    def history_line(self, event: Event) -> str | None:
        if isinstance(event, TraderSaid):
            return None
        return self.narrate(event)

    def prompt(self, seat: int, verbose: bool) -> str:
        phase = self.state.phase
        if phase is Phase.WAITING:
            return self.words("beads-prompt-start")
        if phase is Phase.STORIES:
            return self.words("beads-prompt-story") if seat == self.state.storyteller else ""
        if not verbose or phase is not Phase.PLAYING:
            return ""
        return self.words("beads-prompt-calm" if self.rules.calm else "beads-prompt-trade")

    def lesson(self, seat: int) -> Phase:
        return self.state.phase

    def earcon_for(self, event: Event) -> str | None:
        if isinstance(event, ev.OfferTerms) and event.to in self.humans and (
            event.owner == event.to
        ):
            return "your_turn"
        if type(event).__name__ == "TurnBegins" and getattr(event, "player", None) in (
            self.humans
        ):
            return "your_turn"
        if isinstance(event, ev.GameOver) and any(w in self.humans for w in event.winners):
            return "win"
        return None

    def confirmation(
        self, action: BeadAction, by_voice: bool, confidence: float | None
    ) -> Confirmation | None:
        """Accepting an offer and placing the animal that ends a round are confirmed
        when spoken (or always, if the table asks); any other move heard unsurely is
        asked about."""
        table = self.table
        confirm = table.confirm == "always" or (table.confirm == "voice" and by_voice)
        if confirm and isinstance(action, Accept):
            offer = self.state.offers.get(action.offer)
            if offer is not None:
                question = self.words(
                    "beads-confirm-accept", offerer=self.names.animal_of(offer.offerer),
                    give=pieces_phrase(self.words, offer.give),
                    take=pieces_phrase(self.words, offer.take),
                )
                return Confirmation("confirm", question, self.words("beads-not-accepted"))
        if confirm and isinstance(action, PlaceAnimal) and self._ends_round():
            question = self.words("beads-confirm-last-animal", animal=self.say(action))
            return Confirmation("confirm", question, self.words("beads-not-placed"))
        if (
            confidence is not None
            and table.confirm != "never"
            and confidence < UNSURE_READING
            and not isinstance(action, Start | FinishStory | Decline)
        ):
            question = self.words("beads-unsure", command=self.say(action))
            return Confirmation("unsure", question, self.words("beads-say-again"))
        return None

    def _ends_round(self) -> bool:
        placed = sum(len(animals) for animals in self.state.on_box.values())
        return placed + 1 >= self.rules.animals_to_end

    def close_choice(
        self, reading: Parse, confidence: float, alternatives: Sequence[tuple[str, float]],
        seat: int,
    ) -> tuple[Any, Any] | None:
        """Two spoken readings that sound alike are not asked between: every move of
        this game names its pieces, and one heard unsurely is asked about on its own."""
        return None

    def allowed(self, seat: int) -> Callable[[Parse], bool]:
        """Which readings the rules allow `seat` now, for speech to prefer them."""
        phase = self.state.phase
        offers = self.state.offers.values()
        to_me = any(o.to == seat for o in offers)
        mine = any(o.offerer == seat for o in offers)

        def allowed(reading: Parse) -> bool:
            intent = reading.intent
            if intent == "start":
                return phase is Phase.WAITING
            if intent == "finish_story":
                return phase is Phase.STORIES and seat == self.state.storyteller
            if intent in ("accept", "decline", "counter"):
                return to_me
            if intent == "withdraw":
                return mine
            if intent == "pass":
                return self.rules.calm and phase is Phase.PLAYING
            if intent in ("offer", "centre_trade", "hide", "place", "reveal"):
                return phase is Phase.PLAYING
            return True

        return allowed

    def intents_now(self) -> tuple[str, ...]:
        phase = self.state.phase
        if phase is Phase.WAITING:
            return ("start",)
        if phase is Phase.STORIES:
            return ("finish_story",)
        if phase is Phase.OVER:
            return ("new_game", "quit")
        moves = ("offer", "accept", "decline", "counter", "withdraw", "centre_trade",
                 "hide", "place", "reveal")
        return (*moves, "pass") if self.rules.calm else moves

    def help_always(self) -> tuple[str, ...]:
        return ("holdings", "centre", "boxes", "hidden", "shown", "offers", "scores",
                "time_left", "players", "whose_turn", "repeat", "history", "game_rules",
                "louder", "tour", "pause", "quit")

    def rules_text(self) -> str:
        from voice_games.games.bead_trade.rules_text import rules_text

        return rules_text(self.rules, self.words)

    def name_sounds(self) -> str | None:
        """Every sound of this game is also said in words, so nothing more is named."""
        return None

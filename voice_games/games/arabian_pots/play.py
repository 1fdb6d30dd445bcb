"""The Arabian Pots in play at a table: what the table asks of the game, answered.

The table (voice_games.session) knows no game. It asks this object who may act, what a
reading asks for, how to make sure of a move, what to say of an event and what to prompt;
everything that is about pots, turns, phases, claims and secret swaps is here. What it
says comes from the game's catalogue in the table's language (`TableSettings.language`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from voice_games.catalogue import Catalogue
from voice_games.core import Event, NotUnderstood
from voice_games.game import Ask, Confirmation, KeyBindings, Private, Seats, TableSettings
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.actions import Claim, PotsAction, Swap
from voice_games.games.arabian_pots.board import ROWS, describe_board, describe_position
from voice_games.games.arabian_pots.bots import make_bot
from voice_games.games.arabian_pots.commands import NeedsLine, grammar, question, say, to_action
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsView
from voice_games.games.arabian_pots.errors import PotsError, PotsIllegal
from voice_games.games.arabian_pots.narration import Names, Narrator, prompt
from voice_games.games.arabian_pots.rules_text import rules_text
from voice_games.games.arabian_pots.view_actions import allowed_in
from voice_games.games.arabian_pots.view_actions import legal_actions as view_legal_actions
from voice_games.games.arabian_pots.words import numbers, words_for
from voice_games.grammar import Grammar, Parse

PHASE_INTENTS = {
    Phase.PLACE_SILENT: ("place_silent", "random"),
    Phase.SETUP_SWAPS: ("swap", "random"),
    Phase.SECRET_SWAP: ("swap", "random"),
    Phase.DRAFT_TAKE: ("take",),
    Phase.DRAFT_PLACE: ("place",),
    Phase.PLAY: ("shake", "swap", "claim"),
    Phase.CLAIM_WINDOW: ("claim", "end_turn"),
    Phase.OVER: ("new_game", "quit"),
}
ALWAYS_HELP = (
    "repeat",
    "whose_turn",
    "where",
    "board",
    "history",
    "game_rules",
    "hint",
    "chances",
    "louder",
    "sounds_louder",
    "earcons_off",
    "tour",
    "pause",
    "quit",
)
CLOSE_READINGS = 0.15
"""Two voice readings whose confidences differ by less than this are asked about."""
UNSURE_READING = 0.5
"""A spoken move heard with less confidence than this is asked about before it is made,
when nothing else would let the player stop it. On the speech benchmark a quarter of the
shakes heard this unsurely were the wrong pot, and no right 'done' was this unsure."""
LINE_ANSWERS = frozenset({"line", "claim"})
"""The intents that answer 'Which line?'."""


def close_choice(
    reading: Parse,
    confidence: float,
    alternatives: Sequence[tuple[str, float]],
    grammar: Grammar,
    view: PotsView,
) -> tuple[PotsAction, PotsAction] | None:
    """The two moves to ask between when speech gave `reading` and, less than
    CLOSE_READINGS behind it, a runner-up (first of `alternatives`) that is a shake, a
    swap or a claim and means another move in `view`; None when there is nothing to ask."""
    if not alternatives:
        return None
    other_text, other_confidence = alternatives[0]
    if confidence - other_confidence >= CLOSE_READINGS:
        return None
    other = grammar.parse(other_text)
    if other is None or other.intent not in ("shake", "swap", "claim"):
        return None
    try:
        first, second = to_action(reading, view), to_action(other, view)
    except NotUnderstood:
        return None
    if (
        isinstance(first, NeedsLine | type(None))
        or isinstance(second, NeedsLine | type(None))
        or first == second
    ):
        return None
    return first, second


def asks_if_unsure(action: PotsAction, confidence: float, grace: float = 2.0) -> bool:
    """Whether a move heard by voice with `confidence` is asked about first ('Shake pot
    five? Yes or no.'). Not a claim, which is confirmed anyway, nor a swap with a grace
    period, which is announced and can be cancelled: the rest cannot be taken back (a
    shake reveals a sound, 'done' gives up the claim)."""
    if isinstance(action, Claim) or (isinstance(action, Swap) and grace > 0):
        return False
    return confidence < UNSURE_READING


def unsure_question(action: PotsAction, words: Catalogue | None = None) -> str:
    """What the game asks about a move heard unsurely, answered by yes or no."""
    return question(action, words)


class PotsPlay:
    """One game of The Arabian Pots at a table (see `voice_games.game.Play`)."""

    answer_intents = frozenset({"line"})
    real_time = False  # turns: the table lets each move be heard before the next

    def __init__(
        self,
        rules: PotsRules,
        seats: Seats,
        table: TableSettings,
        actions: Sequence[PotsAction] = (),
    ) -> None:
        if len(seats.kinds) != rules.seats:
            raise PotsError(
                "pots-save-seats-unlike", seats=len(seats.kinds), rules_seats=rules.seats
            )
        self.rules = rules
        self.seats = seats
        self.table = table
        self.grammar = grammar(table.language)
        self.words = words_for(table.language)
        humans = seats.humans
        self.humans = humans
        self.you = humans[0] if len(humans) == 1 else None
        self.names = Names.for_table(list(seats.kinds), self.you, self.words)
        self.narrator = Narrator(self.names, rules.seats, table.describe_sounds)
        self.which_line = Ask(
            self.words("pots-which-line"), LINE_ANSWERS, self.words("pots-no-claim")
        )
        self.commands: dict[str, Callable[[Parse, int | None], list[str | Private]]] = {
            "whose_turn": lambda reading, seat: self._whose_turn(reading),
            "where": lambda reading, seat: self._where(reading),
            "board": lambda reading, seat: self._board(reading),
            "hint": lambda reading, seat: self._assist("hint"),
            "chances": lambda reading, seat: self._assist("chances"),
        }
        self.restart(actions)

    # ----- the state --------------------------------------------------------------------

    def restart(self, actions: Sequence[PotsAction] = ()) -> None:
        self.state = self.rules.new_game()
        for action in actions:
            self.state.apply(action)
        self.bots: dict[int, Any] = {}
        levels = self.seats.levels or (None,) * self.rules.seats
        for seat, kind in enumerate(self.seats.kinds):
            if kind == "bot":
                level = levels[seat] or "medium"
                self.bots[seat] = make_bot(level, seat, self.rules, self.rules.seed * 7 + seat)

    def next_game(self) -> None:
        """Another game at the same table: the same rules, the next deal."""
        r = self.rules
        self.rules = PotsRules(
            seats=r.seats,
            variant=r.variant,
            seed=r.seed + 1,
            rows_only=r.rows_only,
            max_rounds=r.max_rounds,
            setup_swaps=r.setup_swaps,
        )
        self.restart()

    def seats_to_act(self) -> tuple[int, ...]:
        player = self.state.current_player
        return () if player is None else (player,)

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def in_secret_step(self) -> bool:
        return self.state.in_secret_step

    @property
    def events(self) -> Sequence[Event]:
        return self.state.events

    @property
    def history(self) -> Sequence[PotsAction]:
        return self.state.history

    def view(self, seat: int) -> PotsView:
        return self.state.view(seat)

    def legal_actions(self, seat: int) -> list[PotsAction]:
        """What `seat` may do now, worked out from its own view: nothing when it is not
        its turn."""
        return view_legal_actions(self.state.view(seat))

    def apply(self, action: PotsAction) -> None:
        self.state.apply(action)

    def check(self, action: PotsAction) -> None:
        self.state.check(action)

    def tick(self, now: float) -> None:
        """The pots keep no clock: a turn lasts as long as the player needs."""

    def next_moment(self) -> float | None:
        return None

    def random_secret_action(self) -> PotsAction:
        if not self.state.in_secret_step:
            raise PotsIllegal("pots-random-needs-secret-step")
        return self.state.random_secret_action()

    def bot_action(self, seat: int) -> PotsAction:
        bot = self.bots[seat]
        view = self.state.view(seat)
        bot.observe(view)
        return bot.choose(view)

    # ----- words ------------------------------------------------------------------------

    def to_action(self, reading: Parse, seat: int) -> PotsAction | Ask | None:
        action = to_action(reading, self.state.view(seat))
        if isinstance(action, NeedsLine):
            # a call the rules refuse now is refused at once with its rule, not asked
            # about: whichever line the answer named would be refused the same way (the
            # top row is a line every variant lets a player claim)
            self.check(Claim(seat, ROWS[0]))
            return self.which_line
        return action

    def say(self, action: PotsAction) -> str:
        return say(action, self.words)

    def narrate(self, event: Event) -> str | None:
        return self.narrator.narrate(event)

    def narrate_to(self, event: Event, seat: int | None) -> str | None:
        """What `seat` alone hears: the pots say secrets to the lone human only."""
        return self.narrator.narrate(event) if seat == self.you else None

    def summarise(self, events: Sequence[Event]) -> list[str]:
        """A turn game is never ahead of its speech: each event is said in turn."""
        return [text for text in map(self.narrate, events) if text]

    def summarisable(self, event: Event) -> bool:
        return False

    def after_bot_action(self) -> None:
        """A computer player of the pots says nothing beyond its move."""

    def seat_name(self, seat: int) -> str:
        return self.names.object(seat)

    def key_bindings(self) -> KeyBindings:
        from voice_games.games.arabian_pots.keys import pots_keys

        return pots_keys(lambda: self.state.phase is Phase.DRAFT_TAKE, self.words)

    def example_command(self) -> str:
        """A command to show how commands are said: a shake."""
        return self.words("pots-example-command")

    def speaker_names(self, seat: int) -> tuple[str, ...]:
        """How a command says who speaks: 'player two, shake five'."""
        return (self.names.said_name(seat),)

    def bot_delay(self, seat: int) -> float | None:
        """A computer player moves on its turn, after the table's pause."""
        return self.table.bot_pause if seat == self.state.current_player else None

    def history_line(self, event: Event) -> str | None:
        if isinstance(event, ev.TurnEnded | ev.ArrangementRevealed):
            return None
        if isinstance(event, ev.TurnBegins) and self.rules.seats > 1:
            return self.words(
                "pots-history-turn", **self.names.args(event.player), turn=event.turn
            )
        return self.narrator.narrate(event)

    def prompt(self, seat: int, verbose: bool) -> str:
        return prompt(self.state.view(seat), self.names, verbose=verbose)

    def lesson(self, seat: int) -> Phase:
        """What a full prompt teaches once: the phase."""
        return self.state.phase

    def earcon_for(self, event: Event) -> str | None:
        if isinstance(event, ev.TurnBegins) and event.player in self.humans and (
            self.rules.seats > 1
        ):
            return "your_turn"
        if isinstance(event, ev.TurnLost):
            return "lost_turn"
        if isinstance(event, ev.GameWon):
            return "win"
        return None

    def confirmation(
        self, action: PotsAction, by_voice: bool, confidence: float | None
    ) -> Confirmation | None:
        """A claim is confirmed (always, or when spoken); a spoken swap is announced and
        can be cancelled for a grace period; another move heard unsurely is asked
        about, unless the question would say a secret aloud."""
        table = self.table
        if isinstance(action, Claim) and (
            table.confirm == "always" or (table.confirm == "voice" and by_voice)
        ):
            return Confirmation(
                "confirm", question(action, self.words), self.words("pots-not-claimed")
            )
        if isinstance(action, Swap) and by_voice and table.grace > 0:
            announced = self.words("pots-announce-swap", a=action.a, b=action.b)
            return Confirmation("grace", announced, self.words("pots-swap-cancelled"))
        if (
            confidence is not None
            and table.confirm != "never"
            and not (len(self.humans) > 1 and self.in_secret_step)
            and asks_if_unsure(action, confidence, table.grace)
        ):
            return Confirmation(
                "unsure", unsure_question(action, self.words), self.words("pots-say-again")
            )
        return None

    def close_choice(
        self,
        reading: Parse,
        confidence: float,
        alternatives: Sequence[tuple[str, float]],
        seat: int,
    ) -> tuple[PotsAction, PotsAction] | None:
        return close_choice(reading, confidence, alternatives, self.grammar, self.view(seat))

    def allowed(self, seat: int) -> Callable[[Parse], bool]:
        return allowed_in(self.state.view(seat))

    def intents_now(self) -> tuple[str, ...]:
        return PHASE_INTENTS.get(self.state.phase, ())

    def help_always(self) -> tuple[str, ...]:
        return ALWAYS_HELP

    def rules_text(self) -> str:
        return rules_text(self.rules, self.words)

    def name_sounds(self) -> str | None:
        """From now on each shake names its sound group; the sentence that tells the
        table so (None when they were named already)."""
        if self.narrator.describe_sounds:
            return None
        self.narrator.describe_sounds = True
        return self.words("pots-sounds-named")

    # ----- the game's own commands ---------------------------------------------------------

    def _whose_turn(self, reading: Parse) -> list[str]:
        player = self.state.current_player
        if player is None:
            return [self.words("pots-game-over")]
        said = [prompt(self.state.view(player), self.names, verbose=True)]
        missing = [self.names.object(p) for p, lost in enumerate(self.state.lost_turn) if lost]
        if missing:
            names = self.words.join(missing, "commas")
            said.append(self.words("pots-missing-turn", missing=names))
        if self.state.turn:
            said.append(
                self.words("pots-round", round=self.state.round(), rounds=self.rules.max_rounds)
            )
        return said

    def _where(self, reading: Parse) -> list[str]:
        position = reading.slot_int("position")
        if position is None or not 1 <= position <= 9:
            said = str(position) if position is None else position
            return [self.words("pots-no-such-pot", position=said)]
        return [describe_position(position, self.words)]

    def _board(self, reading: Parse) -> list[str]:
        said = [describe_board(self.words)]
        if self.state.phase in (Phase.DRAFT_TAKE, Phase.DRAFT_PLACE):
            empty = self.state.view(0).empty_positions
            places = numbers(self.words, empty, "commas")
            said.append(self.words("pots-empty-places", places=places))
        return said

    def _assist(self, kind: str) -> list[str]:
        if not self.table.hints:
            return [self.words("pots-hints-off")]
        player = self.state.current_player
        if player is None or self.seats.kinds[player] != "human":
            return [self.words("pots-hints-for-human")]
        from voice_games.games.arabian_pots import hints

        function = hints.hint if kind == "hint" else hints.chances
        # spoken to a table of several humans, a hint may use only what all of them
        # know: the asker's own secret swaps (or those the computer made for them)
        # would tell everyone where the pots went
        view = self.state.public_view() if len(self.humans) > 1 else self.state.view(player)
        return [function(view, self.rules, self.words)]

"""The loop that joins a table of players, the rules engine, narration and the outputs.

The session never shows the hidden state: what it says comes from events filtered for
the table's listener. With one human at the table, the listener is that human (their
own secret swaps are spoken to them); with several humans, only public events are
spoken, and secret steps are made by the computer at random unless the table chose to
type them unseen."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from voice_games.config import Settings
from voice_games.core import Event, IllegalAction, NotUnderstood
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.actions import Claim, EndTurn, PotsAction, Swap
from voice_games.games.arabian_pots.board import describe_board, describe_position, number_word
from voice_games.games.arabian_pots.commands import NeedsLine, grammar, say, to_action
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsView
from voice_games.games.arabian_pots.narration import Names, Narrator, prompt
from voice_games.games.arabian_pots.rules_text import rules_text
from voice_games.games.arabian_pots.serial import action_from_json, action_to_json, rules_to_json
from voice_games.games.arabian_pots.view_actions import allowed_in
from voice_games.grammar import Grammar, Parse
from voice_games.inputs import TIMEOUT, InputItem, InputSource
from voice_games.output import Output
from voice_games.savegame import SavedGame

META_WHEN_NOT_YOUR_TURN = frozenset(
    {
        "repeat",
        "help",
        "game_rules",
        "whose_turn",
        "where",
        "board",
        "history",
        "louder",
        "softer",
        "faster",
        "slower",
        "sounds_louder",
        "sounds_softer",
        "earcons_off",
        "earcons_on",
        "tour",
        "pause",
        "resume",
        "quit",
        "stop_speech",
    }
)
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
ANSWERS = frozenset({"yes", "no", "cancel", "first", "second", "line"})
# What answers each open question (by its kind; None: no question is open).
ANSWERS_TO: dict[str | None, frozenset[str]] = {
    None: frozenset(),
    "line": frozenset({"line", "no", "cancel"}),
    "confirm": frozenset({"yes", "no", "cancel"}),
    "grace": frozenset({"yes", "no", "cancel"}),
    "quit": frozenset({"yes", "no", "cancel"}),
    "unsure": frozenset({"yes", "no", "cancel"}),
    "choice": frozenset({"first", "second", "yes", "no", "cancel"}),
}


def answers_out_of_context(question: str | None) -> frozenset[str]:
    """The answers that mean nothing while `question` is open (None: no question).
    Speech input leaves them out: a real 'seven' heard as 'Seven.' must not become
    'second' when nothing asks 'the first or the second?'."""
    return ANSWERS - ANSWERS_TO.get(question, ANSWERS)


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


def unsure_question(action: PotsAction) -> str:
    """What the game asks about a move heard unsurely, answered by yes or no."""
    if isinstance(action, EndTurn):
        return "End your turn? Yes or no."
    return f"{say(action).capitalize()}? Yes or no."


@dataclass
class TableOptions:
    describe_sounds: bool = False
    history: bool = True
    hints: bool = False
    secrets: str = "auto"
    confirm: str = "voice"
    grace: float = 2.0
    bot_pause: float = 0.0
    verbose: bool = True
    max_idle: float | None = None
    language: str = "en"


@dataclass
class _Pending:
    """A question the game is waiting to have answered."""

    kind: str
    action: PotsAction | None = None
    choices: tuple[PotsAction, ...] = ()
    deadline: float = 0.0


@dataclass
class PotsSession:
    rules: PotsRules
    kinds: list[str]
    out: Output
    inputs: InputSource
    options: TableOptions = field(default_factory=TableOptions)
    settings: Settings = field(default_factory=Settings)
    levels: list[str | None] = field(default_factory=list)
    save_path: Path | None = None
    sounds: Any = None
    actions: list[PotsAction] = field(default_factory=list)
    # told, before every read, the answers that mean nothing now (speech input leaves
    # them out of its readings)
    exclude_intents: Callable[[frozenset[str]], None] | None = None
    # told, before every read, what the rules allow now (speech input prefers those
    # readings when two sound alike)
    prefer_allowed: Callable[[Callable[[Parse], bool] | None], None] | None = None

    def __post_init__(self) -> None:
        if len(self.kinds) != self.rules.seats:
            raise ValueError("one kind (human or bot) is needed for every seat")
        self.grammar = grammar(self.options.language)
        self.humans = [seat for seat, kind in enumerate(self.kinds) if kind == "human"]
        self.you = self.humans[0] if len(self.humans) == 1 else None
        self.names = Names.for_table(self.kinds, self.you)
        self.narrator = Narrator(self.names, self.rules.seats, self.options.describe_sounds)
        if not self.levels:
            self.levels = [None] * self.rules.seats
        self._start_state(self.actions)
        self._block: list[str] = []
        self._last_block: list[str] = []
        self._pending: _Pending | None = None
        self._prompted_for: tuple[int, int | None, str] | None = None
        # spoken commands not understood one after another (push-to-talk, wake word)
        self._misheard_in_row = 0
        self._paused = False
        self._taught: set[Phase] = set()
        self._quit = False
        self._last_input = time.monotonic()

    # ----- setting up ------------------------------------------------------------------

    def _start_state(self, actions: list[PotsAction]) -> None:
        self.state = self.rules.new_game()
        self._told = 0
        for action in actions:
            self.state.apply(action)
        self.bots: dict[int, Any] = {}
        for seat, kind in enumerate(self.kinds):
            if kind == "bot":
                from voice_games.games.arabian_pots.bots import make_bot

                level = self.levels[seat] or "medium"
                self.bots[seat] = make_bot(level, seat, self.rules, self.rules.seed * 7 + seat)

    @property
    def multi_human(self) -> bool:
        return len(self.humans) > 1

    def listener_hears(self, event: Event) -> bool:
        if self.you is not None:
            return event.visible_to(self.you)
        return not event.is_private

    # ----- speaking ------------------------------------------------------------------

    def say(self, text: str) -> None:
        self._block.append(text)
        self.out.say(text)

    def earcon(self, name: str) -> None:
        if self.sounds is not None:
            self.out.sound(lambda: self.sounds.earcon(name))

    def _earcon_heard(self, name: str) -> bool:
        """Whether earcon `name` reaches the player: sounds on, the earcon on, and the
        earcons' channel not muted. In the open microphone, speech the recogniser
        rejects is mostly table talk, so the earcon alone answers it: a sentence after
        each would talk over the table and, on loudspeakers, close the microphone while
        it is said. Where the player spoke to the game (push-to-talk, the wake word) or
        cannot hear the earcon, the sentence is said too."""
        return (
            self.sounds is not None
            and getattr(self.out, "plays_sounds", False)
            and bool(self.sounds.earcon_audible(name))
        )

    def _narrate_new(self, quiet: bool = False) -> None:
        """Speak every event since the last call that the listener may perceive."""
        events = self.state.events[self._told :]
        self._told = len(self.state.events)
        if quiet:
            return
        for event in events:
            if not self.listener_hears(event):
                continue
            text = self.narrator.narrate(event)
            if text:
                self.say(text)
            if self.sounds is not None:
                cue = self.sounds.cue_for(event)
                if cue is not None:
                    self.out.sound(cue)
            self._earcon_for(event)

    def _earcon_for(self, event: Event) -> None:
        if (
            isinstance(event, ev.TurnBegins)
            and event.player in self.humans
            and self.rules.seats > 1
        ):
            self.earcon("your_turn")
        elif isinstance(event, ev.TurnLost):
            self.earcon("lost_turn")
        elif isinstance(event, ev.GameWon):
            self.earcon("win")

    def _prompt_if_needed(self) -> None:
        view = self.state.view(self.state.current_player or 0)
        key = (len(self.state.history), self.state.current_player, self._pending_kind())
        if key == self._prompted_for:
            return
        self._prompted_for = key
        mapper = getattr(self.inputs, "mapper", None)
        if mapper is not None:  # in the draft a digit key takes and shakes that pot
            mapper.draft = view.phase is Phase.DRAFT_TAKE
        if self._pending is not None:
            return
        full = self.options.verbose and view.phase not in self._taught
        self._taught.add(view.phase)
        text = prompt(view, self.names, verbose=full)
        if text:
            self.say(text)

    def _pending_kind(self) -> str:
        return self._pending.kind if self._pending else ""

    # ----- saving --------------------------------------------------------------------

    def saved_game(self) -> SavedGame:
        return SavedGame(
            game="arabian_pots",
            rules=rules_to_json(self.rules),
            seats=[
                {"kind": k, "level": lvl} for k, lvl in zip(self.kinds, self.levels, strict=True)
            ],
            actions=[action_to_json(a) for a in self.state.history],
            options=asdict(self.options),
        )

    def save(self) -> None:
        if self.save_path is None:
            return
        try:
            self.saved_game().write(self.save_path)
        except OSError as error:
            self.say(f"The game could not be saved: {error.strerror}.")

    @classmethod
    def from_saved(cls, saved: SavedGame, **kwargs: Any) -> PotsSession:
        from voice_games.games.arabian_pots.serial import rules_from_json

        rules = rules_from_json(saved.rules)
        options = TableOptions(
            **{k: v for k, v in saved.options.items() if k in TableOptions.__dataclass_fields__}
        )
        kwargs.setdefault("options", options)
        return cls(
            rules=rules,
            kinds=[s["kind"] for s in saved.seats],
            levels=[s.get("level") for s in saved.seats],
            actions=[action_from_json(a) for a in saved.actions],
            **kwargs,
        )

    # ----- the loop --------------------------------------------------------------------

    def run(self, resumed: bool = False) -> int:
        """Play until the players leave. Returns the process exit code."""
        try:
            return self._run(resumed)
        except KeyboardInterrupt:
            self.save()
            self.out.say("Stopped. The game is saved.")
            return 130
        finally:
            self.inputs.close()

    def _run(self, resumed: bool) -> int:
        if resumed:
            self._narrate_new(quiet=True)
            count = len(self.state.history)
            self.say(f"Resuming the game: {count} actions so far. Say history to hear them.")
        else:
            self._narrate_new()
            self.save()
        while not self._quit:
            if self.state.is_over:
                if not self._offer_new_game():
                    break
                continue
            player = self.state.current_player
            assert player is not None
            if self._paused:
                self._read_and_handle(player)
                continue
            if self.kinds[player] == "bot":
                self._bot_turn(player)
                continue
            if self.state.in_secret_step and self.multi_human and self.options.secrets == "auto":
                self._apply(self.state.random_secret_action())
                continue
            self._prompt_if_needed()
            self._read_and_handle(player)
        self.save()
        return 0

    def _read(self, timeout: float | None) -> InputItem | object | None:
        idle = self.options.max_idle
        if idle is not None:
            left = max(0.0, idle - (time.monotonic() - self._last_input))
            timeout = left if timeout is None else min(timeout, left)
        secret = self.multi_human and self.state.in_secret_step and self.options.secrets == "typed"
        self.inputs.set_secret(secret)
        if self.exclude_intents is not None:
            self.exclude_intents(
                answers_out_of_context(self._pending.kind if self._pending else None)
            )
        if self.prefer_allowed is not None:
            self.prefer_allowed(allowed_in(self.state.view(self.state.current_player or 0)))
        item = self.inputs.read(timeout)
        if item is TIMEOUT and idle is not None and time.monotonic() - self._last_input >= idle:
            self.say("No command for a while: the game is saved. Goodbye.")
            self._quit = True
            return None
        if item is not TIMEOUT:
            self._last_input = time.monotonic()
        return item

    def _read_and_handle(self, player: int) -> None:
        pending = self._pending
        timeout = None
        if pending is not None and pending.kind == "grace":
            timeout = max(0.0, pending.deadline - time.monotonic())
        item = self._read(timeout)
        if self._quit:
            return
        if item is TIMEOUT:
            if pending is not None and pending.kind == "grace" and pending.action is not None:
                self._pending = None
                self._apply(pending.action)
            return
        if item is None:
            self._end_of_input()
            return
        assert isinstance(item, InputItem)
        self._take_input(item, player)

    def _take_input(self, item: InputItem, player: int) -> None:
        """Cut the current sentence, keep what was said last for `repeat`, and act."""
        self.out.stop_speech()
        if self._block:
            self._last_block = self._block
        self._block = []
        try:
            self.handle(item, player)
        except (NotUnderstood, IllegalAction) as error:
            self.earcon("illegal" if isinstance(error, IllegalAction) else "not_understood")
            self.say(error.sentence)

    def _end_of_input(self) -> None:
        self.save()
        if self.save_path is not None and not self.state.is_over:
            self.say(f"Input ended. The game is saved in {self.save_path}.")
        self._quit = True

    # ----- handling one command ------------------------------------------------------------

    def handle(self, item: InputItem, player: int) -> None:
        """Act on one command from the human whose turn it is (or from the table)."""
        secret_typing = (
            self.multi_human and self.state.in_secret_step and self.options.secrets == "typed"
        )
        utterance = item.utterance
        if utterance is not None and getattr(utterance, "rejected", False):
            self._not_heard(utterance)
            return
        self._misheard_in_row = 0
        if not item.text.strip():
            self._prompted_for = None
            return
        readings = self.grammar.parse_all(item.text)
        if not readings:
            self.earcon("not_understood")
            self.say(self._not_understood(item.text, secret_typing))
            return
        reading = self._choose_reading(readings, item)
        if reading is None:
            return
        if self._answer_pending(reading, item):
            return
        self.earcon("understood")
        self._dispatch(reading, item, player)

    def _not_heard(self, utterance: Any) -> None:
        """Speech the recogniser could not place. In the open microphone that is mostly
        table talk, answered by the signal sound alone where it is heard. A player who
        spoke to the game (push-to-talk, the wake word) and was not understood twice in
        a row is told what helps (in a loud room, to come closer to the microphone), and
        again every third time after that."""
        self.earcon("not_understood")
        if getattr(utterance, "verb_required", False):
            if not self._earcon_heard("not_understood"):
                self.say("Not understood.")
            return
        self._misheard_in_row += 1
        if self._misheard_in_row % 3 != 2:
            self.say("Not understood.")
        elif getattr(utterance, "loud_room", False):
            self.say(
                "Not understood again. It is loud here: speak closer to the microphone, "
                "one command at a time."
            )
        else:
            self.say(
                "Not understood again. Say one command at a time, like shake five, "
                "or say help to hear the commands."
            )

    def _not_understood(self, text: str, secret: bool) -> str:
        shown = text.strip()
        if secret or not shown:
            return "I did not understand. Say help to hear what you can say."
        if len(shown) > 40:
            shown = shown[:40] + "..."
        if not shown.isprintable():
            return "I did not understand that. Say help to hear what you can say."
        return f"I did not understand '{shown}'. Say help to hear what you can say."

    def _choose_reading(self, readings: list[Parse], item: InputItem) -> Parse | None:
        reading = next((r for r in readings if not r.bare), readings[0])
        utterance = item.utterance
        if reading.bare and utterance is not None and getattr(utterance, "verb_required", False):
            self.say("Say the command with its verb, like shake five.")
            return None
        if utterance is not None and self._pending is None:
            self._maybe_ask_between(reading, utterance)
            if self._pending is not None:
                return None
        return reading

    def _maybe_ask_between(self, reading: Parse, utterance: Any) -> None:
        """When speech gave two close readings that mean different moves, ask."""
        alternatives = getattr(utterance, "alternatives", ()) or ()
        view = self.state.view(self.state.current_player or 0)
        choice = close_choice(reading, utterance.confidence, alternatives, self.grammar, view)
        if choice is None:
            return
        first, second = choice
        self._pending = _Pending("choice", choices=(first, second))
        self.say(f"Did you mean {say(first)}, or {say(second)}?")

    def _answer_pending(self, reading: Parse, item: InputItem) -> bool:
        """Answer the open question, if the reading answers it. True when consumed."""
        pending = self._pending
        if pending is None:
            return False
        intent = reading.intent
        if pending.kind == "line":
            if intent in ("line", "claim") and reading.slots:
                self._pending = None
                self._offer_game_action(reading, item)
                return True
            if intent in ("no", "cancel"):
                self._pending = None
                self.say("No claim.")
                return True
            if intent == "line":
                return True
        if pending.kind in ("confirm", "unsure", "choice", "quit", "grace"):
            chosen: PotsAction | None = None
            if pending.kind == "choice" and intent in ("first", "second", "yes"):
                chosen = pending.choices[1 if intent == "second" else 0]
            elif pending.kind in ("confirm", "unsure", "grace") and intent == "yes":
                chosen = pending.action
            elif pending.kind == "quit" and intent in ("yes", "quit"):
                self._pending = None
                self.save()
                self.say("The game is saved. Goodbye.")
                self._quit = True
                return True
            if chosen is not None:
                self._pending = None
                self._apply(chosen)
                return True
            if intent in ("no", "cancel"):
                self._pending = None
                reply = {
                    "grace": "Swap cancelled.",
                    "confirm": "Not claimed.",
                    "unsure": "Then please say it again.",
                    "quit": "We play on.",
                    "choice": "Then please say it again.",
                }[pending.kind]
                self.say(reply)
                return True
            if pending.kind == "grace" and pending.action is not None:
                # Another command ends the grace period: the swap stands.
                self._pending = None
                self._apply(pending.action)
                return False
            self._pending = None
        return False

    def _dispatch(self, reading: Parse, item: InputItem, player: int) -> None:
        intent = reading.intent
        if self._paused and intent not in ("resume", "quit", "help", "repeat", "stop_speech"):
            self.say("The game is paused. Say resume to go on.")
            return
        handler = getattr(self, f"_meta_{intent}", None)
        if handler is not None:
            handler(reading)
            return
        if intent in ("yes", "no", "cancel", "first", "second"):
            self.say("There is no question to answer just now.")
            return
        if intent == "new_game":
            self.say("Finish this game first, or say quit.")
            return
        if intent == "random":
            self._random_secret()
            return
        if self.kinds[player] != "human":
            self.say(f"It is {self.names.object(player)}'s turn.")
            return
        self._offer_game_action(reading, item)

    def _offer_game_action(self, reading: Parse, item: InputItem) -> None:
        player = self.state.current_player
        assert player is not None
        action = to_action(reading, self.state.view(player))
        if action is None:
            self.say("That cannot be done now.")
            return
        if isinstance(action, NeedsLine):
            self._pending = _Pending("line")
            self.say("Which line? Say the top row, the left column, or three numbers.")
            return
        self.state.check(action)
        by_voice = item.source == "voice"
        if isinstance(action, Claim) and self._confirm_claims(by_voice):
            self._pending = _Pending("confirm", action=action)
            self.say(f"{say(action).capitalize()}? Yes or no.")
            return
        if isinstance(action, Swap) and by_voice and self.options.grace > 0:
            self._pending = _Pending(
                "grace", action=action, deadline=time.monotonic() + self.options.grace
            )
            self.say(f"Swap {number_word(action.a)} and {number_word(action.b)}.")
            return
        if self._unsure(action, item):
            self._pending = _Pending("unsure", action=action)
            self.say(unsure_question(action))
            return
        self._apply(action)

    def _unsure(self, action: PotsAction, item: InputItem) -> bool:
        """A move heard unsurely by voice, asked about unless confirmations are off."""
        utterance = item.utterance
        if item.source != "voice" or utterance is None or self.options.confirm == "never":
            return False
        if self.multi_human and self.state.in_secret_step:
            return False  # the question would say a secret aloud
        return asks_if_unsure(action, utterance.confidence, self.options.grace)

    def _confirm_claims(self, by_voice: bool) -> bool:
        mode = self.options.confirm
        return mode == "always" or (mode == "voice" and by_voice)

    def _apply(self, action: PotsAction) -> bool:
        try:
            self.state.apply(action)
        except IllegalAction as error:
            self.earcon("illegal")
            secret = self.multi_human and self.state.in_secret_step
            self.say("That secret step is not allowed. Try again." if secret else error.sentence)
            return False
        self.save()
        self._narrate_new()
        return True

    def _random_secret(self) -> None:
        if not self.state.in_secret_step:
            self.say("Random is for secret steps, like the setup swaps.")
            return
        self._apply(self.state.random_secret_action())

    # ----- computer players --------------------------------------------------------------

    def _bot_turn(self, seat: int) -> None:
        """Let the table hear what happened, pause, then move. A human may ask for
        repeat or history during the pause."""
        self._prompted_for = None
        self.out.wait_idle(timeout=30)
        deadline = time.monotonic() + self.options.bot_pause
        while time.monotonic() < deadline or self._paused:
            remaining = max(0.0, deadline - time.monotonic())
            item = self._read(remaining if not self._paused else None)
            if self._quit:
                return
            if item is None:
                self._end_of_input()
                return
            if isinstance(item, InputItem):
                self._take_input(item, seat)
                if self._quit:
                    return
        bot = self.bots[seat]
        view = self.state.view(seat)
        bot.observe(view)
        action = bot.choose(view)
        self._apply(action)

    # ----- the end of a game --------------------------------------------------------------

    def _offer_new_game(self) -> bool:
        self.say("Another game? Yes or no.")
        while True:
            item = self._read(None)
            if item is None or self._quit:
                return False
            if not isinstance(item, InputItem):
                continue
            self.out.stop_speech()
            reading = self.grammar.parse(item.text)
            intent = reading.intent if reading else None
            if intent in ("yes", "new_game"):
                self.rules = PotsRules(
                    seats=self.rules.seats,
                    variant=self.rules.variant,
                    seed=self.rules.seed + 1,
                    rows_only=self.rules.rows_only,
                    max_rounds=self.rules.max_rounds,
                    setup_swaps=self.rules.setup_swaps,
                )
                self._start_state([])
                self._prompted_for = None
                self._narrate_new()
                self.save()
                return True
            if intent in ("no", "quit", "cancel"):
                self.say("Thank you for playing. Goodbye.")
                return False
            if reading is not None and intent in META_WHEN_NOT_YOUR_TURN:
                self._dispatch(reading, item, 0)
                continue
            self.say("The game is over. Say yes for another game, or no to leave.")

    # ----- commands about the game, not moves -------------------------------------------------

    def _meta_repeat(self, reading: Parse) -> None:
        if not self._last_block:
            self.say("Nothing to repeat yet.")
            return
        for text in self._last_block:
            self.say(text)

    def _meta_help(self, reading: Parse) -> None:
        """What can be said now first, then the commands that always work."""
        player = self.state.current_player
        if player is not None:
            self.say(prompt(self.state.view(player), self.names, verbose=True))
        now = PHASE_INTENTS.get(self.state.phase, ())
        entries = {
            name: (sentence, examples) for name, sentence, examples in self.grammar.help_entries()
        }
        lines = []
        for intent in now:
            if intent in entries:
                sentence, examples = entries[intent]
                lines.append(f"{sentence} Say: {'; or '.join(examples)}.")
        if lines:
            self.say("Now: " + " ".join(lines))
        always = [entries[i][1][0] if entries[i][1] else i for i in ALWAYS_HELP if i in entries]
        self.say("At any time: " + ", ".join(always) + ".")

    def _meta_game_rules(self, reading: Parse) -> None:
        self.say(rules_text(self.rules))

    def _meta_whose_turn(self, reading: Parse) -> None:
        player = self.state.current_player
        if player is None:
            self.say("The game is over.")
            return
        self.say(prompt(self.state.view(player), self.names, verbose=True))
        missing = [self.names.object(p) for p, lost in enumerate(self.state.lost_turn) if lost]
        if missing:
            self.say("Missing their next turn: " + ", ".join(missing) + ".")
        if self.state.turn:
            self.say(f"Round {self.state.round()} of at most {self.rules.max_rounds}.")

    def _meta_where(self, reading: Parse) -> None:
        position = reading.slot_int("position")
        if position is None or not 1 <= position <= 9:
            self.say(f"There is no pot {position}: the pots are numbered one to nine.")
            return
        self.say(describe_position(position))

    def _meta_board(self, reading: Parse) -> None:
        self.say(describe_board())
        if self.state.phase in (Phase.DRAFT_TAKE, Phase.DRAFT_PLACE):
            empty = self.state.view(0).empty_positions
            words = ", ".join(number_word(p) for p in empty) or "none"
            self.say(f"Empty places: {words}.")

    def _meta_history(self, reading: Parse) -> None:
        if not self.options.history:
            self.say("History is off in this game.")
            return
        told = []
        for event in self.state.events:
            if not self.listener_hears(event) or isinstance(event, ev.TurnEnded):
                continue
            if isinstance(event, ev.ArrangementRevealed):
                continue
            text = self.narrator.narrate(event)
            if isinstance(event, ev.TurnBegins) and self.rules.seats > 1:
                text = f"Turn {event.turn}: {self.names.object(event.player)}."
            if text:
                told.append(text)
        if not told:
            self.say("Nothing has happened yet.")
            return
        self.say("History. " + " ".join(told) + " That is all so far.")

    def _adjust_speech(self, change: str) -> None:
        self.say(self.out.adjust(change))

    def _meta_louder(self, reading: Parse) -> None:
        self._adjust_speech("louder")

    def _meta_softer(self, reading: Parse) -> None:
        self._adjust_speech("softer")

    def _meta_faster(self, reading: Parse) -> None:
        self._adjust_speech("faster")

    def _meta_slower(self, reading: Parse) -> None:
        self._adjust_speech("slower")

    def _sound_command(self, method: str, *args: Any) -> None:
        if self.sounds is None:
            self.say("Sounds are off in this game.")
            return
        self.say(getattr(self.sounds, method)(*args))

    def _meta_sounds_louder(self, reading: Parse) -> None:
        self._sound_command("change_volume", 0.2)

    def _meta_sounds_softer(self, reading: Parse) -> None:
        self._sound_command("change_volume", -0.2)

    def _meta_earcons_off(self, reading: Parse) -> None:
        self._sound_command("set_earcons", False)

    def _meta_earcons_on(self, reading: Parse) -> None:
        self._sound_command("set_earcons", True)

    def _meta_tour(self, reading: Parse) -> None:
        if self.sounds is None:
            self.say("Sounds are off in this game, so there is no tour to hear.")
            return
        self.out.sound(self.sounds.tour_cue())
        self.say("That was the tour: one to nine, top left to bottom right.")

    def _meta_pause(self, reading: Parse) -> None:
        self._paused = True
        self.say("Paused. Say resume to go on.")

    def _meta_resume(self, reading: Parse) -> None:
        if not self._paused:
            self.say("The game is not paused.")
            return
        self._paused = False
        self._prompted_for = None
        self.say("Resumed.")

    def _meta_stop_speech(self, reading: Parse) -> None:
        self.out.stop_speech()

    def _meta_quit(self, reading: Parse) -> None:
        self._pending = _Pending("quit")
        where = " You can go on with it later." if self.save_path else ""
        self.say(f"Leave the game? It is saved.{where} Yes or no.")

    def _hints_allowed(self) -> bool:
        return self.options.hints

    def _meta_hint(self, reading: Parse) -> None:
        self._assist("hint")

    def _meta_chances(self, reading: Parse) -> None:
        self._assist("chances")

    def _assist(self, kind: str) -> None:
        if not self._hints_allowed():
            self.say("Hints are off in this game.")
            return
        player = self.state.current_player
        if player is None or self.kinds[player] != "human":
            self.say("Hints are for the human whose turn it is.")
            return
        from voice_games.games.arabian_pots import hints

        function = hints.hint if kind == "hint" else hints.chances
        self.say(function(self.state.view(player), self.rules))

"""The table: the loop that joins its players, a game in play, narration and the outputs.

The table knows no game: it runs a `Play` (voice_games.game) and asks it who may act,
what a reading asks for and what to say. It never shows the hidden state: what it says
comes from events filtered for the table's listener. With one human at the table, the
listener is that human (their own secret steps are spoken to them); with several
humans, only public events are spoken, and secret steps are made by the computer at
random unless the table chose to type them unseen."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from voice_games.catalogue import catalogue
from voice_games.config import Settings
from voice_games.core import Action, Event, IllegalAction, NotUnderstood, SpeakableError
from voice_games.game import Ask, Game, Play, Private, Seats, TableSettings
from voice_games.grammar import Parse
from voice_games.inputs import MAX_LINE, TIMEOUT, InputItem, InputSource
from voice_games.output import Output
from voice_games.savegame import SavedGame, SaveError

TableOptions = TableSettings
"""The table's options (kept under the name the command line and saves use)."""

BACKLOG_POLL = 0.25
"""Seconds between looks at whether the speech has caught up with a real-time game."""
TABLE_COMMANDS = frozenset(
    {
        "repeat",
        "help",
        "game_rules",
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
        "hearing",
        "pause",
        "resume",
        "quit",
        "stop_speech",
    }
)
YES_NO = frozenset({"yes", "no", "cancel"})
ANSWERS = frozenset({"yes", "no", "cancel", "first", "second"})
# What answers each open question (by its kind; None: no question is open). A game's
# own question ("ask": which line?) is answered by the intents it names.
ANSWERS_TO: dict[str | None, frozenset[str]] = {
    None: frozenset(),
    "ask": frozenset({"no", "cancel"}),
    "confirm": YES_NO,
    "grace": YES_NO,
    "quit": YES_NO,
    "unsure": YES_NO,
    "choice": frozenset({"first", "second", "yes", "no", "cancel"}),
}


def answers_out_of_context(
    question: str | None, game_answers: frozenset[str] = frozenset(),
    asked: frozenset[str] = frozenset(),
) -> frozenset[str]:
    """The answers that mean nothing while `question` is open (None: no question).
    Speech input leaves them out: a real 'seven' heard as 'Seven.' must not become
    'second' when nothing asks 'the first or the second?'. `game_answers` are the
    intents the game's own questions are answered with; `asked`, those of the open one."""
    every = ANSWERS | game_answers
    return every - (ANSWERS_TO.get(question, every) | asked)


@dataclass
class _Pending:
    """A question the game is waiting to have answered."""

    kind: str
    action: Any = None
    choices: tuple[Any, ...] = ()
    deadline: float = 0.0
    ask: Ask | None = None
    seat: int = 0
    declined: str = ""  # said when the answer is no
    text: str = ""  # a private answer, said once everyone knows they will hear it


@dataclass
class Session:
    game: Game
    rules: Any
    kinds: list[str]
    out: Output
    inputs: InputSource
    options: TableOptions = field(default_factory=TableOptions)
    settings: Settings = field(default_factory=Settings)
    levels: list[str | None] = field(default_factory=list)
    save_path: Path | None = None
    sounds: Any = None
    actions: list[Any] = field(default_factory=list)
    # told, before every read, the answers that mean nothing now (speech input leaves
    # them out of its readings)
    exclude_intents: Callable[[frozenset[str]], None] | None = None
    # told, before every read, what the rules allow now (speech input prefers those
    # readings when two sound alike)
    prefer_allowed: Callable[[Callable[[Parse], bool] | None], None] | None = None
    # asked how the game hears: the speech input's answer (what it hears with, how far
    # its learning is); None when nobody listens
    hearing: Callable[[], str] | None = None
    # the table's clock: when each action was taken, in seconds
    clock: Callable[[], float] = time.monotonic
    # each seat's private channel (a second terminal, a braille display): what only that
    # seat may know is written there, and the shared speaker says public events only
    private_channels: dict[int, Callable[[str], None]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.levels:
            self.levels = [None] * len(self.kinds)
        self.humans = [seat for seat, kind in enumerate(self.kinds) if kind == "human"]
        self.you = self.humans[0] if len(self.humans) == 1 else None
        self.play: Play = self.game.start(
            self.rules, Seats(tuple(self.kinds), tuple(self.levels)), self.options, self.actions
        )
        self.grammar = self.play.grammar
        self.words = catalogue(self.options.language)
        self._told = 0
        self._started_at = self.clock()
        self._times: list[float] = []
        self._block: list[str] = []
        self._last_block: list[str] = []
        self._pending: _Pending | None = None
        self._prompted_for: tuple[int, tuple[int, ...], str] | None = None
        # spoken commands not understood one after another (push-to-talk, wake word)
        self._misheard_in_row = 0
        self._paused = False
        self._taught: set[Any] = set()
        # since when each computer player that may act has been waiting, by the clock
        self._since: dict[int, float] = {}
        self._quit = False
        self._last_input = time.monotonic()
        # events of a real-time game that came while the speech was still busy: said as
        # a summary once it has caught up
        self._backlog: list[Event] = []
        # the seats told that a private answer is heard by the whole table
        self._warned: set[int] = set()
        self._paused_at: float | None = None

    @property
    def state(self) -> Any:
        """The game's state, for tests and tools: the table itself only asks `play`."""
        return self.play.state  # type: ignore[attr-defined]

    @property
    def multi_human(self) -> bool:
        return len(self.humans) > 1

    @property
    def secret_at_table(self) -> bool:
        """A secret step at a table of several humans: whatever is said about it, a
        refusal included, reaches every player, so nothing is said but that it is done
        or not allowed."""
        return self.multi_human and self.play.in_secret_step

    def _refusal(self, error: IllegalAction | NotUnderstood) -> str:
        """A refusal in the table's language. One of a secret move names what it was
        given: at a table of humans it would tell everyone where the secret went."""
        if self.secret_at_table:
            return self.words("secret-refused")
        return error.speak(self.options.language)

    @property
    def action_times(self) -> list[float]:
        """When each action of the game was taken, in seconds of the table's clock from
        the game's start."""
        return list(self._times)

    def _seat_to_act(self) -> int | None:
        """The seat a command is most likely for: the lone human when they may act (in
        a real-time game every seat may), else the first seat that may."""
        seats = self.play.seats_to_act()
        if self.you is not None and self.you in seats:
            return self.you
        return seats[0] if seats else None

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
        cannot hear the earcon, the sentence is said too; and in text, which talks over
        nobody and may be read on a braille display by a player who hears nothing."""
        return (
            self._sounds_reach_player()
            and bool(getattr(self.out, "speaks", False))
            and bool(self.sounds.earcon_audible(name))
        )

    def _sounds_reach_player(self) -> bool:
        return self.sounds is not None and bool(getattr(self.out, "plays_sounds", False))

    def _name_sounds_if_unheard(self) -> None:
        """Where no sound can be heard (no sound device, sound switched off, the device
        lost mid-game), each sound is named in words, as the table's --describe-sounds
        does; the players are told so once."""
        if self._sounds_reach_player():
            return
        told = self.play.name_sounds()
        if told:
            self.say(told)

    def _narrate_new(self, quiet: bool = False) -> None:
        """Speak every event since the last call that the listener may perceive."""
        self._name_sounds_if_unheard()
        events = self.play.events[self._told :]
        self._told = len(self.play.events)
        if quiet:
            return
        for event in events:
            owner = getattr(event, "owner", None) if event.is_private else None
            if owner in self.private_channels:
                text = self.play.narrate_to(event, owner)
                if text:
                    self._write_private(owner, text)
                continue
            if not self.listener_hears(event):
                continue
            if self._backlog or (self._behind() and self.play.summarisable(event)):
                if self.play.summarisable(event):
                    self._backlog.append(event)
                    continue
                self._say_backlog()
            text = self.play.narrate(event)
            if text:
                self.say(text)
            if self.sounds is not None:
                cue = self.sounds.cue_for(event)
                if cue is not None:
                    self.out.sound(cue)
            earcon = self.play.earcon_for(event)
            if earcon is not None:
                self.earcon(earcon)

    def _behind(self) -> bool:
        """Whether the speech has not yet said what came before: in a real-time game,
        events are then summarised rather than queued."""
        busy = getattr(self.out, "busy", None)
        return bool(self.play.real_time and busy is not None and busy())

    def _say_backlog(self) -> None:
        """What came while the speech was busy: each event when there are only a few,
        a summary of them otherwise."""
        backlog, self._backlog = self._backlog, []
        if len(backlog) <= 2:
            for event in backlog:
                text = self.play.narrate(event)
                if text:
                    self.say(text)
            return
        for sentence in self.play.summarise(backlog):
            self.say(sentence)

    def _write_private(self, seat: int, text: str) -> None:
        try:
            self.private_channels[seat](text)
        except (OSError, ValueError):
            del self.private_channels[seat]
            self.say(self.words("private-channel-lost", name=self.play.seat_name(seat)))

    def _tell(self, answers: list[str | Private]) -> None:
        """Say a command's answers: a private one only to its seat (see `Private`)."""
        for answer in answers:
            if not isinstance(answer, Private):
                self.say(answer)
            elif answer.seat in self.private_channels:
                self._write_private(answer.seat, answer.text)
                self.say(self.words("private-sent", name=self.play.seat_name(answer.seat)))
            elif not self.multi_human or answer.seat in self._warned:
                self.say(answer.text)
            else:
                name = self.play.seat_name(answer.seat)
                self._pending = _Pending("private", seat=answer.seat, text=answer.text)
                self.say(self.words("private-warning", name=name[:1].upper() + name[1:]))
                return

    def _game_time(self) -> float:
        return self.clock() - self._started_at

    def _tick(self) -> None:
        """Tell the game the table's time: an offer or a story may run out."""
        if not self._paused:
            self.play.tick(self._game_time())
            self._keep_times()

    def _keep_times(self) -> None:
        """Every step of the game's history (an action, a reading of the clock) is kept
        with the time it was taken."""
        now = self._game_time()
        self._times.extend([now] * (len(self.play.history) - len(self._times)))

    def _prompt_if_needed(self, seat: int) -> None:
        key = (len(self.play.history), self.play.seats_to_act(), self._pending_kind())
        if key == self._prompted_for:
            return
        self._prompted_for = key
        mapper = getattr(self.inputs, "mapper", None)
        if mapper is not None and mapper.bindings is None:  # the game's own keys
            mapper.bindings = self.play.key_bindings()
            mapper.words = self.words
            if self.multi_human:
                mapper.seats = [(seat, self.play.seat_name(seat)) for seat in self.humans]
        if self._pending is not None:
            return
        lesson = self.play.lesson(seat)
        full = self.options.verbose and lesson not in self._taught
        self._taught.add(lesson)
        text = self.play.prompt(seat, full)
        if text:
            self.say(text)

    def _pending_kind(self) -> str:
        return self._pending.kind if self._pending else ""

    # ----- saving --------------------------------------------------------------------

    def saved_game(self) -> SavedGame:
        actions = []
        for index, action in enumerate(self.play.history):
            data = self.game.action_to_json(action)
            if index < len(self._times):
                data["at"] = round(self._times[index], 3)
            actions.append(data)
        return SavedGame(
            game=self.game.name,
            rules=self.game.rules_to_json(self.play.rules),
            seats=[
                {"kind": k, "level": lvl} for k, lvl in zip(self.kinds, self.levels, strict=True)
            ],
            actions=actions,
            options=asdict(self.options),
        )

    def save(self) -> None:
        if self.save_path is None:
            return
        try:
            self.saved_game().write(self.save_path)
        except OSError as error:
            self.say(self.words("not-saved", reason=error.strerror or str(error)))

    @classmethod
    def from_saved(
        cls, saved: SavedGame, game: Game, language: str | None = None, **kwargs: Any
    ) -> Session:
        """The table of a saved game, its actions replayed. A save that is valid JSON
        but wrong inside raises SaveError with one sentence. `language` is the one the
        players chose now: a game saved in English goes on in Spanish for them."""
        options = TableOptions(
            **{k: v for k, v in saved.options.items() if k in TableOptions.__dataclass_fields__}
        )
        if language is not None:
            options.language = language
        kwargs.setdefault("options", options)
        language = kwargs["options"].language
        try:
            rules = game.rules_from_json(saved.rules)
            kinds = [str(s["kind"]) for s in saved.seats]
            levels = [s.get("level") for s in saved.seats]
            actions = [game.action_from_json(a) for a in saved.actions]
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise SaveError("save-unreadable", reason=_reason(error, language)) from None
        times = [float(a["at"]) for a in saved.actions if isinstance(a.get("at"), int | float)]
        try:
            session = cls(
                game=game, rules=rules, kinds=kinds, levels=levels, actions=actions, **kwargs
            )
        except IllegalAction as error:
            said = error.speak(language)
            raise SaveError(
                "save-not-replayable", reason=said[:1].lower() + said[1:]
            ) from None
        except (KeyError, TypeError, ValueError) as error:
            raise SaveError("save-unreadable", reason=_reason(error, language)) from None
        if len(times) == len(actions):
            session._times = times
            session._started_at = session.clock() - (times[-1] if times else 0.0)
        return session

    # ----- the loop --------------------------------------------------------------------

    def run(self, resumed: bool = False) -> int:
        """Play until the players leave. Returns the process exit code."""
        try:
            return self._run(resumed)
        except KeyboardInterrupt:
            self.save()
            self.out.say(self.words("stopped-saved"))
            return 130
        finally:
            self.inputs.close()

    def _run(self, resumed: bool) -> int:
        if resumed:
            self._narrate_new(quiet=True)
            # what the players did, not the readings of the clock kept beside it
            count = sum(isinstance(step, Action) for step in self.play.history)
            self.say(self.words("resuming", count=count))
        else:
            self._narrate_new()
            self.save()
        while not self._quit:
            if self.play.is_over:
                if not self._offer_new_game():
                    break
                continue
            self._step()
        self.save()
        return 0

    def _step(self) -> None:
        """One turn of the loop: a computer player whose moment has come acts, or the
        table listens until the next one's moment (or for as long as it takes)."""
        if self._paused:
            self._read_and_handle(None)
            return
        self._tick()
        self._narrate_new()
        if self._backlog and not self._behind():
            self._say_backlog()
        acting = self.play.seats_to_act()
        if self.secret_at_table and self.options.secrets == "auto":
            self._apply(self.play.random_secret_action())
            return
        due = self._computer_moments(acting)
        humans = [seat for seat in acting if self.kinds[seat] == "human"]
        if humans:
            self._prompt_if_needed(humans[0])
        now = self.clock()
        moment = self.play.next_moment()
        if moment is not None:
            due[-1] = self._started_at + moment  # the clock's own moment, no seat's
        if self._backlog:
            due[-2] = now + BACKLOG_POLL  # look again whether the speech has caught up
        if due:
            when, seat = min((when, seat) for seat, when in due.items())
            if when <= now:
                if seat >= 0:
                    self._computer_acts(seat)
                return
            self._read_and_handle(when - now)
            return
        self._read_and_handle(None)

    def _computer_acts(self, seat: int) -> None:
        action = self.play.bot_action(seat)
        if action is None:  # nothing to do now: it looks again after its pace
            self._since[seat] = self.clock()
            return
        if self._apply(action):
            self.play.after_bot_action()
            self._narrate_new()
        else:  # refused: it waits its pace again rather than try the same at once
            self._since[seat] = self.clock()

    def _computer_moments(self, acting: tuple[int, ...]) -> dict[int, float]:
        """When each computer player that may act wants to: the table first lets the
        players hear what happened, then each waits as long as it says it will (a turn
        game's pause, a real-time trader's pace), counted from the last action."""
        due = {}
        for seat in acting:
            if self.kinds[seat] != "bot":
                continue
            if seat not in self._since:
                self._prompted_for = None
                if not self.play.real_time:
                    self.out.wait_idle(timeout=30)
                self._since[seat] = self.clock()
            delay = self.play.bot_delay(seat)
            if delay is not None:
                due[seat] = self._since[seat] + delay
        return due

    def _read(self, timeout: float | None) -> InputItem | object | None:
        idle = self.options.max_idle
        if idle is not None:
            left = max(0.0, idle - (time.monotonic() - self._last_input))
            timeout = left if timeout is None else min(timeout, left)
        self.inputs.set_secret(self.secret_at_table and self.options.secrets == "typed")
        if self.exclude_intents is not None:
            pending = self._pending
            asked = pending.ask.answers if pending and pending.ask else frozenset()
            self.exclude_intents(
                answers_out_of_context(
                    pending.kind if pending else None, self.play.answer_intents, asked
                )
            )
        if self.prefer_allowed is not None:
            self.prefer_allowed(self.play.allowed(self._seat_to_act() or 0))
        item = self.inputs.read(timeout)
        if item is TIMEOUT and idle is not None and time.monotonic() - self._last_input >= idle:
            self.say(self.words("idle-saved"))
            self._quit = True
            return None
        if item is not TIMEOUT:
            self._last_input = time.monotonic()
        return item

    def _read_and_handle(self, timeout: float | None) -> None:
        """Listen for one command (until `timeout`, or a grace period's end) and act."""
        pending = self._pending
        grace_ends = False  # the read ends with the grace period, not before it
        if pending is not None and pending.kind == "grace":
            left = max(0.0, pending.deadline - time.monotonic())
            grace_ends = timeout is None or left <= timeout
            timeout = left if timeout is None else min(timeout, left)
        item = self._read(timeout)
        if self._quit:
            return
        if item is TIMEOUT:
            if grace_ends and pending is not None and pending.action is not None and (
                not self._paused
            ):
                self._pending = None
                self._apply(pending.action)
            return
        if item is None:
            self._end_of_input()
            return
        assert isinstance(item, InputItem)
        self._take_input(item)

    def _take_input(self, item: InputItem) -> None:
        """Cut the current sentence, keep what was said last for `repeat`, and act."""
        self.out.stop_speech()
        if self._block:
            self._last_block = self._block
        self._block = []
        try:
            self.handle(item)
        except (NotUnderstood, IllegalAction) as error:
            self.earcon("illegal" if isinstance(error, IllegalAction) else "not_understood")
            self.say(self._refusal(error))

    def _end_of_input(self) -> None:
        self.save()
        if self.save_path is not None and not self.play.is_over:
            self.say(self.words("input-ended", path=str(self.save_path)))
        self._quit = True

    # ----- handling one command ------------------------------------------------------------

    def handle(self, item: InputItem) -> None:
        """Act on one command, from the seat that said it (or from the table)."""
        if item.too_long:
            self.earcon("not_understood")
            self.say(self.words("line-too-long", limit=str(MAX_LINE)))
            return
        utterance = item.utterance
        if utterance is not None and getattr(utterance, "rejected", False):
            self._not_heard(utterance)
            return
        self._misheard_in_row = 0
        if item.reading is None and not item.text.strip():
            self._prompted_for = None
            return
        speaker, text = self._speaker_of(item)
        readings = [item.reading] if item.reading is not None else self.grammar.parse_all(text)
        if not readings:
            self.earcon("not_understood")
            self.say(self._not_understood(text, self.secret_at_table))
            return
        reading = self._choose_reading(readings, item)
        if reading is None:
            return
        if self._answer_pending(reading, item):
            return
        self.earcon("understood")
        self._dispatch(reading, item, speaker)

    def _not_heard(self, utterance: Any) -> None:
        """Speech the recogniser could not place. In the open microphone that is mostly
        table talk, answered by the signal sound alone where it is heard. A player who
        spoke to the game (push-to-talk, the wake word) and was not understood twice in
        a row is told what helps (in a loud room, to come closer to the microphone), and
        again every third time after that."""
        self.earcon("not_understood")
        if getattr(utterance, "verb_required", False):
            if not self._earcon_heard("not_understood"):
                self.say(self.words("not-understood"))
            return
        self._misheard_in_row += 1
        if self._misheard_in_row % 3 != 2:
            self.say(self.words("not-understood"))
        elif getattr(utterance, "loud_room", False):
            self.say(self.words("not-understood-loud"))
        else:
            self.say(self.words("not-understood-again", example=self.play.example_command()))

    def _not_understood(self, text: str, secret: bool) -> str:
        shown = text.strip()
        if secret or not shown:
            return self.words("did-not-understand")
        if len(shown) > 40:
            shown = shown[:40] + "..."
        if not shown.isprintable():
            return self.words("did-not-understand-that")
        return self.words("did-not-understand-text", text=shown)

    def _choose_reading(self, readings: list[Parse], item: InputItem) -> Parse | None:
        reading = next((r for r in readings if not r.bare), readings[0])
        utterance = item.utterance
        if reading.bare and utterance is not None and getattr(utterance, "verb_required", False):
            self.say(self.words("say-the-verb", example=self.play.example_command()))
            return None
        if utterance is not None and self._pending is None and not self.secret_at_table:
            self._maybe_ask_between(reading, utterance)
            if self._pending is not None:
                return None
        return reading

    def _maybe_ask_between(self, reading: Parse, utterance: Any) -> None:
        """When speech gave two close readings that mean different moves, ask."""
        alternatives = getattr(utterance, "alternatives", ()) or ()
        choice = self.play.close_choice(
            reading, utterance.confidence, alternatives, self._seat_to_act() or 0
        )
        if choice is None:
            return
        first, second = choice
        self._pending = _Pending("choice", choices=(first, second))
        self.say(
            self.words("did-you-mean", first=self.play.say(first), second=self.play.say(second))
        )

    def _answer_pending(self, reading: Parse, item: InputItem) -> bool:
        """Answer the open question, if the reading answers it. True when consumed."""
        pending = self._pending
        if pending is None:
            return False
        if self._paused and pending.kind != "quit":
            return False  # a paused game takes no move, not even one asked about before
        intent = reading.intent
        if pending.kind == "ask" and pending.ask is not None:
            if intent in pending.ask.answers and reading.slots:
                self._pending = None
                self._offer_game_action(reading, item, pending.seat)
                return True
            if intent in ("no", "cancel"):
                self._pending = None
                self.say(pending.ask.declined)
                return True
            if intent in pending.ask.answers and intent in self.play.answer_intents:
                return True
        if pending.kind == "private":
            self._pending = None
            if intent == "yes":
                self._warned.add(pending.seat)
                self.say(pending.text)
                return True
            if intent in ("no", "cancel"):
                self.say(self.words("private-not-said"))
                return True
            return False
        if pending.kind in ("confirm", "unsure", "choice", "quit", "grace"):
            chosen: Any = None
            if pending.kind == "choice" and intent in ("first", "second", "yes"):
                chosen = pending.choices[1 if intent == "second" else 0]
            elif pending.kind in ("confirm", "unsure", "grace") and intent == "yes":
                chosen = pending.action
            elif pending.kind == "quit" and intent in ("yes", "quit"):
                self._pending = None
                self.save()
                self.say(self.words("goodbye-saved"))
                self._quit = True
                return True
            if chosen is not None:
                self._pending = None
                self._apply(chosen)
                return True
            if intent in ("no", "cancel"):
                self._pending = None
                reply = {"quit": "play-on", "choice": "say-again"}
                self.say(pending.declined or self.words(reply[pending.kind]))
                return True
            if pending.kind == "grace" and pending.action is not None:
                # Another command ends the grace period: the swap stands.
                self._pending = None
                self._apply(pending.action)
                return False
            self._pending = None
        return False

    def _speaker_of(self, item: InputItem) -> tuple[int | None, str]:
        """Who said `item`, and the command without their name. A command may start with
        the speaker's seat ('player two, shake five'); a key may have chosen the seat
        (`item.speaker`). Otherwise it is the lone human's, or, at a hot-seat table, the
        seat whose turn it is; None when several humans could have said it."""
        if item.speaker is not None:
            return item.speaker, item.text
        words = item.text.strip().split(maxsplit=3)
        lowered = [w.strip(",:;.!").casefold() for w in words]
        for seat in range(len(self.kinds)):
            for spoken in self.play.speaker_names(seat):
                name = spoken.casefold().split()
                if lowered[: len(name)] == name and len(words) > len(name):
                    return seat, " ".join(words[len(name) :])
        if len(self.humans) == 1:
            return self.humans[0], item.text
        acting = self.play.seats_to_act()
        return (acting[0] if len(acting) == 1 else None), item.text

    def _dispatch(self, reading: Parse, item: InputItem, player: int | None) -> None:
        intent = reading.intent
        if self._paused and intent not in ("resume", "quit", "help", "repeat", "stop_speech"):
            self.say(self.words("paused-now"))
            return
        handler = getattr(self, f"_meta_{intent}", None) if intent in TABLE_COMMANDS else None
        if handler is not None:
            handler(reading)
            return
        command = self.play.commands.get(intent)
        if command is not None:
            self._tell(command(reading, player))
            return
        if intent in ("yes", "no", "cancel", "first", "second"):
            self.say(self.words("no-question"))
            return
        if intent == "new_game":
            self.say(self.words("finish-first"))
            return
        # a move is for the seat that may act now, before anything else: nobody moves
        # for a computer player, not even at random, nor for another player
        acting = self.play.seats_to_act()
        if player is None:
            names = self.words.join([self.play.seat_name(seat) for seat in self.humans], "or")
            self.say(self.words("who-is-speaking", names=names))
            return
        if self.kinds[player] != "human" or player not in acting:
            # `you`: the seat named is the listener's own, and the verb agrees with it
            # ("Ahora juegas tú", "Du kannst jetzt nichts tun")
            listener = getattr(self.play, "you", None)
            if len(acting) == 1:
                self.say(self.words(
                    "whose-turn-it-is", name=self.play.seat_name(acting[0]),
                    you="yes" if acting[0] == listener else "no",
                ))
            else:
                name = self.play.seat_name(player)
                self.say(self.words(
                    "cannot-act-now", name=name[:1].upper() + name[1:],
                    you="yes" if player == listener else "no",
                ))
            return
        if intent == "random":
            self._random_secret()
            return
        self._offer_game_action(reading, item, player)

    def _offer_game_action(self, reading: Parse, item: InputItem, player: int) -> None:
        action = self.play.to_action(reading, player)
        if action is None:
            self.say(self.words("cannot-be-done-now"))
            return
        if isinstance(action, Ask):
            self._pending = _Pending("ask", ask=action, seat=player)
            self.say(action.question)
            return
        self.play.check(action)
        utterance = item.utterance
        by_voice = item.source == "voice"
        confidence = utterance.confidence if by_voice and utterance is not None else None
        confirmation = self.play.confirmation(action, by_voice, confidence)
        if confirmation is not None:
            deadline = time.monotonic() + self.options.grace
            self._pending = _Pending(
                confirmation.kind, action=action, deadline=deadline,
                declined=confirmation.declined,
            )
            self.say(confirmation.question)
            return
        self._apply(action)

    def _apply(self, action: Any) -> bool:
        self._tick()
        try:
            self.play.apply(action)
        except IllegalAction as error:
            self._keep_times()  # the clock may have been read into the history first
            self._narrate_new()  # what the clock ended, which may be why
            self.earcon("illegal")
            self.say(self._refusal(error))
            return False
        self._keep_times()
        if self.play.real_time:
            # the others keep their pace; the one who acted starts its wait again
            self._since.pop(action.player, None)
        else:
            self._since.clear()  # every computer player's wait starts again from this move
        self.save()
        self._narrate_new()
        return True

    def _random_secret(self) -> None:
        try:
            action = self.play.random_secret_action()
        except IllegalAction as error:
            self.say(self._refusal(error))
            return
        self._apply(action)

    # ----- the end of a game --------------------------------------------------------------

    def _offer_new_game(self) -> bool:
        self.say(self.words("another-game"))
        while True:
            item = self._read(None)
            if item is None or self._quit:
                return False
            if not isinstance(item, InputItem):
                continue
            self.out.stop_speech()
            reading = item.reading or self.grammar.parse(item.text)
            intent = reading.intent if reading else None
            if intent in ("yes", "new_game"):
                self.play.next_game()
                self.rules = self.play.rules
                self._told = 0
                self._times = []
                self._started_at = self.clock()
                self._prompted_for = None
                self._narrate_new()
                self.save()
                return True
            if intent in ("no", "quit", "cancel"):
                self.say(self.words("thank-you"))
                return False
            if reading is not None and (
                intent in TABLE_COMMANDS or intent in self.play.commands
            ):
                self._dispatch(reading, item, None)
                continue
            self.say(self.words("game-over-answer"))

    # ----- commands about the game, not moves -------------------------------------------------

    def _meta_repeat(self, reading: Parse) -> None:
        if not self._last_block:
            self.say(self.words("nothing-to-repeat"))
            return
        for text in self._last_block:
            self.say(text)

    def _meta_help(self, reading: Parse) -> None:
        """What can be said now first, then the commands that always work."""
        player = self._seat_to_act()
        if player is not None:
            self.say(self.play.prompt(player, True))
        entries = {
            name: (sentence, examples) for name, sentence, examples in self.grammar.help_entries()
        }
        lines = []
        for intent in self.play.intents_now():
            if intent in entries:
                sentence, examples = entries[intent]
                said = self.words.join(examples, "examples")
                lines.append(self.words("help-entry", sentence=sentence, examples=said))
        if lines:
            self.say(self.words("help-now", entries=" ".join(lines)))
        always = [
            entries[i][1][0] if entries[i][1] else i
            for i in self.play.help_always()
            if i in entries
        ]
        self.say(self.words("help-always", commands=self.words.join(always, "commas")))

    def _meta_game_rules(self, reading: Parse) -> None:
        self.say(self.play.rules_text())

    def _meta_history(self, reading: Parse) -> None:
        if not self.options.history:
            self.say(self.words("history-off"))
            return
        told = []
        for event in self.play.events:
            if not self.listener_hears(event):
                continue
            text = self.play.history_line(event)
            if text:
                told.append(text)
        if not told:
            self.say(self.words("history-empty"))
            return
        # one passage, its sentences one after the other: the history of a long game
        # is longer than a message's argument may be
        self.say(" ".join([self.words("history-start"), *told, self.words("history-end")]))

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
            self.say(self.words("sounds-off"))
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
            self.say(self.words("no-tour"))
            return
        self.out.sound(self.sounds.tour_cue())
        self.say(self.sounds.tour_told)

    def _meta_hearing(self, reading: Parse) -> None:
        self.say(self.hearing() if self.hearing is not None else self.words("hearing-typed"))

    def _meta_pause(self, reading: Parse) -> None:
        if not self._paused:
            self._paused_at = self.clock()
        self._paused = True
        self.say(self.words("paused"))

    def _meta_resume(self, reading: Parse) -> None:
        if not self._paused:
            self.say(self.words("not-paused"))
            return
        self._paused = False
        if self._paused_at is not None:
            # the game's clock stood still: no offer ran out while the table was away
            self._started_at += self.clock() - self._paused_at
            self._paused_at = None
        self._prompted_for = None
        self.say(self.words("resumed"))

    def _meta_stop_speech(self, reading: Parse) -> None:
        self.out.stop_speech()

    def _meta_quit(self, reading: Parse) -> None:
        self._pending = _Pending("quit")
        self.say(self.words("quit-question-saved" if self.save_path else "quit-question"))


def _reason(error: BaseException, language: str) -> str:
    """Why a save could not be read, as the end of a sentence."""
    if isinstance(error, SpeakableError):
        text = error.speak(language)
    elif isinstance(error, KeyError):
        part = str(error.args[0]) if error.args else "part"
        return catalogue(language)("save-missing-part", part=part)
    else:
        text = str(error).strip() or type(error).__name__
    return text + ("" if text.endswith(".") else ".")

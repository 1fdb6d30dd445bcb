"""What a game gives the table: the one interface a game package implements.

In the spirit of OpenSpiel's Game/State split and boardgame.io's game object: a `Game`
is a value the table runs without knowing it. It declares its rules and their
command-line options, its save codec and its sounds, and starts a `Play`: one game in
play at a table, which holds the pure engine's state and answers the table's questions
(who may act, what a reading asks for, how an event is said to a listener, what the
prompt is, which computer players there are). Hidden information reaches the table only
through a seat's view or through events marked with their audience.

Nothing here is turn-based: `seats_to_act` may name any number of seats, and an action
names its actor.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from voice_games.core import Event
from voice_games.grammar import Grammar, Parse


@dataclass(frozen=True)
class Ask:
    """A reading that needs more words before it is an action ('complete', and which
    line?). `question` is said; `answers` are the intents that answer it; `declined` is
    said when the player answers no."""

    question: str
    answers: frozenset[str]
    declined: str


@dataclass(frozen=True)
class Confirmation:
    """How the table makes sure of an action before it is applied: asked with a yes or
    no question (`kind` "confirm" or "unsure"), or announced and applied after a grace
    period in which "cancel" takes it back ("grace"). `declined` is said when the player
    says no."""

    kind: str
    question: str
    declined: str


@dataclass(frozen=True)
class Private:
    """An answer for one seat's ears only (what it holds, what it hid). The table says
    it to that seat alone: on its private channel, or aloud when the seat is the only
    human, or, at a table of several humans, only once they know everyone will hear."""

    seat: int
    text: str


@dataclass(frozen=True)
class PrefixKey:
    """A key that takes digits after it: `prompt` is said when it is pressed, and once
    one digit for each of `slots` has come, the key means `intent` with those slots."""

    prompt: str
    intent: str
    slots: tuple[str, ...]


@dataclass(frozen=True)
class KeyBindings:
    """A game's own keys. The table's keys (repeat, help, yes, no, quit...) are the
    keyboard's; a game adds single keys, keys that take digits, and what a digit alone
    means now (`digit(position)`)."""

    single: dict[str, Parse]
    prefixes: dict[str, PrefixKey]
    digit: Callable[[int], Parse]


@dataclass
class TableSettings:
    """What the table around a game was asked for: read by the game when it speaks."""

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
    # seconds between a real-time computer player's moves (None: the game's own pace)
    pace: float | None = None


@dataclass(frozen=True)
class Seats:
    """Who sits at the table: 'human' or 'bot' for every seat, and each bot's level."""

    kinds: tuple[str, ...]
    levels: tuple[str | None, ...] = field(default=())

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(seat for seat, kind in enumerate(self.kinds) if kind == "human")


class Bot(Protocol):
    def observe(self, view: Any) -> None: ...

    def choose(self, view: Any) -> Any: ...


class Play(Protocol):
    """One game in play at a table."""

    rules: Any
    grammar: Grammar
    # the intents the game's questions are answered with ('line'), heard only while
    # such a question is open
    answer_intents: frozenset[str]
    # the game's own commands that are no moves ('where', 'board', 'hint'), each
    # answered, for the seat that asked (None: unknown), by a function that returns the
    # sentences to say; a `Private` one is for the asker's ears only
    commands: dict[str, Callable[[Parse, int | None], list[str | Private]]]
    # True for a game on the table's clock: computer players act at their pace without
    # waiting for the speech, which summarises what it cannot keep up with
    real_time: bool

    # ----- the state --------------------------------------------------------------------
    def seats_to_act(self) -> tuple[int, ...]: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def in_secret_step(self) -> bool: ...

    @property
    def events(self) -> Sequence[Event]: ...

    @property
    def history(self) -> Sequence[Any]: ...

    def view(self, seat: int) -> Any: ...

    def legal_actions(self, seat: int) -> Sequence[Any]: ...

    def apply(self, action: Any) -> None: ...

    def check(self, action: Any) -> None: ...

    def tick(self, now: float) -> None: ...

    def next_moment(self) -> float | None: ...

    def random_secret_action(self) -> Any: ...

    def bot_action(self, seat: int) -> Any | None: ...

    def after_bot_action(self) -> None: ...

    def restart(self, actions: Sequence[Any] = ()) -> None: ...

    def next_game(self) -> None: ...

    # ----- words ------------------------------------------------------------------------
    def to_action(self, reading: Parse, seat: int) -> Any | Ask | None: ...

    def say(self, action: Any) -> str: ...

    def narrate(self, event: Event) -> str | None: ...

    def narrate_to(self, event: Event, seat: int | None) -> str | None: ...

    def summarise(self, events: Sequence[Event]) -> list[str]: ...

    def summarisable(self, event: Event) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def speaker_names(self, seat: int) -> tuple[str, ...]: ...

    def example_command(self) -> str: ...

    def key_bindings(self) -> KeyBindings: ...

    def bot_delay(self, seat: int) -> float | None: ...

    def history_line(self, event: Event) -> str | None: ...

    def prompt(self, seat: int, verbose: bool) -> str: ...

    def lesson(self, seat: int) -> Any: ...

    def earcon_for(self, event: Event) -> str | None: ...

    def confirmation(self, action: Any, by_voice: bool, confidence: float | None) -> (
        Confirmation | None
    ): ...

    def close_choice(
        self, reading: Parse, confidence: float, alternatives: Sequence[tuple[str, float]],
        seat: int,
    ) -> tuple[Any, Any] | None: ...

    def allowed(self, seat: int) -> Callable[[Parse], bool]: ...

    def intents_now(self) -> tuple[str, ...]: ...

    def help_always(self) -> tuple[str, ...]: ...

    def rules_text(self) -> str: ...

    def name_sounds(self) -> str | None: ...


class Game(Protocol):
    """A game as the registry knows it."""

    name: str  # the save files' and grammars' name: 'arabian_pots'
    aliases: tuple[str, ...]  # what a player types: 'pots'
    title: str  # 'The Arabian Pots'
    seat_range: tuple[int, int]
    save_name: str  # its own save file in the saves folder: 'arabian-pots'
    # whether a game by voice builds the recogniser's tuning to its commands
    speech_tuning: bool

    def add_options(self, parser: argparse.ArgumentParser) -> None: ...

    def rules_from_options(self, args: argparse.Namespace, seats: int, seed: int) -> Any: ...

    def options_unlike(self, args: argparse.Namespace, rules: Any) -> list[str]: ...

    def rules_to_json(self, rules: Any) -> dict[str, Any]: ...

    def rules_from_json(self, data: dict[str, Any]) -> Any: ...

    def action_to_json(self, action: Any) -> dict[str, Any]: ...

    def action_from_json(self, data: dict[str, Any]) -> Any: ...

    def grammar(self, language: str) -> Grammar: ...

    def start(
        self, rules: Any, seats: Seats, table: TableSettings, actions: Sequence[Any] = ()
    ) -> Play: ...

    def sounds(self, mixer: Any, settings: Any, seed: int, language: str = "en") -> Any: ...

    def sound_demo(
        self, mixer: Any, rendering: str, seed: int | None
    ) -> list[Callable[[], object]]: ...

    def spoken_number(self, number: int, language: str = "en") -> str: ...

"""A toy real-time game for testing the table, not a shipped game: every seat may tap at
any moment; the first to three taps wins. Computer players tap at a steady pace."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from voice_games.core import Action, Event, IllegalAction
from voice_games.game import KeyBindings, Seats, TableSettings
from voice_games.grammar import Grammar, Parse

COLOURS = ("red", "blue", "green")
GRAMMAR = Grammar("tap_race", "en", "[tap]\nhelp = Tap.\nexample = tap\ntap | tap now\n")


@dataclass(frozen=True)
class TapRules:
    seats: int = 2
    target: int = 3
    pace: float = 2.0  # seconds between a computer player's taps
    seed: int = 0


@dataclass(frozen=True)
class Tap(Action):
    pass


@dataclass(frozen=True)
class Tapped(Event):
    player: int
    count: int


@dataclass(frozen=True)
class Won(Event):
    player: int


@dataclass
class TapState:
    rules: TapRules
    taps: list[int] = field(default_factory=list)
    history: list[Tap] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    winner: int | None = None

    def __post_init__(self) -> None:
        self.taps = [0] * self.rules.seats

    def legal_actions(self, seat: int) -> list[Tap]:
        return [] if self.is_over else [Tap(seat)]

    def apply(self, action: Tap) -> None:
        if self.winner is not None:
            raise IllegalAction("The race is over.")
        self.taps[action.player] += 1
        self.history.append(action)
        self.events.append(Tapped(action.player, self.taps[action.player]))
        if self.taps[action.player] >= self.rules.target:
            self.winner = action.player
            self.events.append(Won(action.player))


class TapPlay:
    answer_intents: frozenset[str] = frozenset()

    def __init__(self, rules: TapRules, seats: Seats, table: TableSettings,
                 actions: Sequence[Tap] = ()) -> None:
        self.rules, self.seats, self.table = rules, seats, table
        self.grammar = GRAMMAR
        self.commands: dict[str, Callable[[Parse, int | None], list[Any]]] = {}
        self.restart(actions)

    def restart(self, actions: Sequence[Tap] = ()) -> None:
        self.state = TapState(self.rules)
        for action in actions:
            self.state.apply(action)

    def next_game(self) -> None:
        self.restart()

    def seats_to_act(self) -> tuple[int, ...]:
        return () if self.is_over else tuple(range(self.rules.seats))

    @property
    def is_over(self) -> bool:
        return self.state.winner is not None

    in_secret_step = False
    real_time = True

    def tick(self, now: float) -> None:
        return None

    def next_moment(self) -> float | None:
        return None

    def narrate_to(self, event: Event, seat: int | None) -> str | None:
        return self.narrate(event)

    def summarise(self, events: Sequence[Event]) -> list[str]:
        return [f"{len(events)} taps while you listened."]

    def summarisable(self, event: Event) -> bool:
        return isinstance(event, Tapped)

    def after_bot_action(self) -> None:
        return None

    @property
    def events(self) -> Sequence[Event]:
        return self.state.events

    @property
    def history(self) -> Sequence[Tap]:
        return self.state.history

    def view(self, seat: int) -> Any:
        return tuple(self.state.taps)

    def apply(self, action: Tap) -> None:
        self.state.apply(action)

    def check(self, action: Tap) -> None:
        return None

    def random_secret_action(self) -> Tap:
        raise IllegalAction("There are no secrets in a race.")

    def bot_action(self, seat: int) -> Tap:
        return Tap(seat)

    def bot_delay(self, seat: int) -> float | None:
        return self.rules.pace

    def to_action(self, reading: Parse, seat: int) -> Tap | None:
        return Tap(seat) if reading.intent == "tap" else None

    def say(self, action: Tap) -> str:
        return "tap"

    def narrate(self, event: Event) -> str | None:
        if isinstance(event, Tapped):
            return f"{self.seat_name(event.player).capitalize()} taps: {event.count}."
        if isinstance(event, Won):
            return f"{self.seat_name(event.player).capitalize()} wins!"
        return None

    def seat_name(self, seat: int) -> str:
        return COLOURS[seat]

    def example_command(self) -> str:
        return "tap"

    def key_bindings(self) -> KeyBindings:
        return KeyBindings({"t": Parse("tap")}, {}, lambda position: Parse("tap"))

    def speaker_names(self, seat: int) -> tuple[str, ...]:
        return (COLOURS[seat],)

    def history_line(self, event: Event) -> str | None:
        return self.narrate(event)

    def prompt(self, seat: int, verbose: bool) -> str:
        return ""

    def lesson(self, seat: int) -> Any:
        return None


    def earcon_for(self, event: Event) -> str | None:
        return None

    def confirmation(self, action: Tap, by_voice: bool, confidence: float | None) -> None:
        return None

    def close_choice(self, reading: Parse, confidence: float,
                     alternatives: Sequence[tuple[str, float]], seat: int) -> None:
        return None

    def allowed(self, seat: int) -> Callable[[Parse], bool]:
        return lambda reading: True

    def intents_now(self) -> tuple[str, ...]:
        return ("tap",)

    def help_always(self) -> tuple[str, ...]:
        return ()

    def rules_text(self) -> str:
        return "Tap three times before anyone else."

    def name_sounds(self) -> str | None:
        return None  # a race has no sounds to name


class TapRace:
    name = "tap_race"
    aliases = ("taps",)
    title = "Tap Race"
    seat_range = (2, 3)
    save_name = "tap-race"

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        return None

    def rules_from_options(self, args: argparse.Namespace, seats: int, seed: int) -> TapRules:
        return TapRules(seats=seats, seed=seed)

    def options_unlike(self, args: argparse.Namespace, rules: TapRules) -> list[str]:
        return []

    def rules_to_json(self, rules: TapRules) -> dict[str, Any]:
        return {"seats": rules.seats, "target": rules.target, "pace": rules.pace}

    def rules_from_json(self, data: dict[str, Any]) -> TapRules:
        return TapRules(**data)

    def action_to_json(self, action: Tap) -> dict[str, Any]:
        return {"type": "Tap", "player": action.player}

    def action_from_json(self, data: dict[str, Any]) -> Tap:
        return Tap(int(data["player"]))

    def grammar(self, language: str) -> Grammar:
        return GRAMMAR

    def start(self, rules: TapRules, seats: Seats, table: TableSettings,
              actions: Sequence[Tap] = ()) -> TapPlay:
        return TapPlay(rules, seats, table, actions)

    def sounds(self, mixer: Any, settings: Any, seed: int, language: str = "en") -> Any:
        return None

    def sound_demo(self, mixer: Any, rendering: str, seed: int | None) -> list[Any]:
        return []

    def spoken_number(self, number: int, language: str = "en") -> str:
        return str(number)

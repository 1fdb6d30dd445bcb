"""The Arabian Pots as the table's registry sees it: its options, rules, save codec,
grammar, sounds and a game in play (`voice_games.game.Game`). Its title and the help of
its command-line options are English messages of its catalogue: the command line is
read before any table, and so before any language, is chosen. What the table says of
the game names it in the players' language (`title_in`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

from voice_games.game import Seats, TableSettings
from voice_games.games.arabian_pots.commands import grammar
from voice_games.games.arabian_pots.engine import MAX_SEATS, PotsRules, Variant
from voice_games.games.arabian_pots.play import PotsPlay
from voice_games.games.arabian_pots.serial import (
    action_from_json,
    action_to_json,
    rules_from_json,
    rules_to_json,
)
from voice_games.games.arabian_pots.words import words_for
from voice_games.grammar import Grammar

DEFAULT_MAX_ROUNDS = 100


class PotsGame:
    name = "arabian_pots"
    aliases = ("pots", "arabian-pots", "arabian_pots")
    title = words_for("en")("pots-title")
    seat_range = (1, MAX_SEATS)
    save_name = "arabian-pots"
    # a game by voice builds the recogniser's tuning to these commands in the background
    # (measured: bench/asr/README.md)
    speech_tuning = True

    def title_in(self, language: str) -> str:
        """The title as a player of `language` hears it: "Las ollas árabes"."""
        return words_for(language)("pots-title")

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        words = words_for("en")
        rules = parser.add_argument_group(words("pots-options"))
        rules.add_argument(
            "--variant", choices=[v.value for v in Variant], default=None,
            help=words("pots-option-variant"),
        )
        rules.add_argument(
            "--rows-only", action="store_true", help=words("pots-option-rows-only")
        )
        rules.add_argument(
            "--max-rounds", type=int, default=None,
            help=words("pots-option-max-rounds", rounds=DEFAULT_MAX_ROUNDS),
        )

    def rules_from_options(self, args: argparse.Namespace, seats: int, seed: int) -> PotsRules:
        return PotsRules(
            seats=seats,
            variant=Variant(args.variant or Variant.BASIC.value),
            seed=seed,
            rows_only=bool(args.rows_only),
            max_rounds=args.max_rounds if args.max_rounds is not None else DEFAULT_MAX_ROUNDS,
        )

    def options_unlike(self, args: argparse.Namespace, rules: PotsRules) -> list[str]:
        """The rules options given on the command line that differ from `rules`."""
        unlike = []
        if args.variant is not None and Variant(args.variant) is not rules.variant:
            unlike.append(f"--variant {args.variant}")
        if args.rows_only and not rules.rows_only:
            unlike.append("--rows-only")
        if args.max_rounds is not None and args.max_rounds != rules.max_rounds:
            unlike.append(f"--max-rounds {args.max_rounds}")
        return unlike

    def rules_to_json(self, rules: PotsRules) -> dict[str, Any]:
        return rules_to_json(rules)

    def rules_from_json(self, data: dict[str, Any]) -> PotsRules:
        return rules_from_json(data)

    def action_to_json(self, action: Any) -> dict[str, Any]:
        return action_to_json(action)

    def action_from_json(self, data: dict[str, Any]) -> Any:
        return action_from_json(data)

    def grammar(self, language: str) -> Grammar:
        return grammar(language)

    def start(
        self, rules: PotsRules, seats: Seats, table: TableSettings, actions: Sequence[Any] = ()
    ) -> PotsPlay:
        return PotsPlay(rules, seats, table, actions)

    def sounds(self, mixer: Any, settings: Any, seed: int, language: str = "en") -> Any:
        """The game's sounds; `language` is that of what they say (the tour's end, the
        volume)."""
        from voice_games.games.arabian_pots.sounds import EventSounds

        return EventSounds(mixer, settings, seed, language)

    def sound_demo(
        self, mixer: Any, rendering: str, seed: int | None
    ) -> list[Callable[[], object]]:
        """What `voice-games sounds` plays, one sound after the other: every group shaken
        at each of the nine places, a public swap, the hidden swap and the tour."""
        from voice_games.audio.rattles import SOUND_KINDS
        from voice_games.games.arabian_pots.soundscape import PotsSoundscape

        scape = PotsSoundscape(mixer, rendering, seed=seed)
        sounds: list[Callable[[], object]] = [
            (lambda group=group, position=position: scape.shake(position, group))
            for group in SOUND_KINDS
            for position in range(1, 10)
        ]
        sounds += [
            lambda: scape.slide(1, 3),
            lambda: scape.slide(3, 9),
            scape.secret_swap,
            scape.tour,
        ]
        return sounds

    def spoken_number(self, number: int, language: str = "en") -> str:
        return words_for(language)("pots-number", number=number)


GAME = PotsGame()

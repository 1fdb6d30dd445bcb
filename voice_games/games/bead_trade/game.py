"""Bead Trade as the table's registry sees it: its options, rules, save codec, grammar,
sounds and a game in play (`voice_games.game.Game`). Its title and the help of its
command-line options are English messages of its catalogue: the command line is read
before any table, and so before any language, is chosen."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

from voice_games.game import Seats, TableSettings
from voice_games.games.bead_trade.commands import grammar
from voice_games.games.bead_trade.engine import MAX_SEATS, MIN_SEATS, BeadRules
from voice_games.games.bead_trade.play import BeadPlay
from voice_games.games.bead_trade.serial import (
    rules_from_json,
    rules_to_json,
    step_from_json,
    step_to_json,
)
from voice_games.games.bead_trade.words import words_for
from voice_games.grammar import Grammar

DEFAULT_OFFER_TIMEOUT = 30.0
DEFAULT_PACE = 8.0
"""Seconds between a computer trader's moves: room for a listener to hear each one."""
VARIANTS = {
    "locked_spirits": "beads-option-locked-spirits",
    "normal_spirits": "beads-option-normal-spirits",
    "prolonged_spirits": "beads-option-prolonged-spirits",
    "extended_spirits": "beads-option-extended-spirits",
    "storied_animals": "beads-option-storied-animals",
    "stories_every_round": "beads-option-stories-every-round",
}
"""The rulebook's variants, each an option named after it, and its help."""


class BeadGame:
    name = "bead_trade"
    # the names a player of each language knows it by: the Spanish rulebook keeps
    # "Bead Trade", German says "Perlenhandel"
    aliases = ("beads", "bead-trade", "bead_trade", "ceramic", "perlenhandel")
    title = words_for("en")("beads-title")
    seat_range = (MIN_SEATS, MAX_SEATS)
    save_name = "bead-trade"
    # its commands are in the one tuning of every game (bench/asr/README.md)
    speech_tuning = True

    def title_in(self, language: str) -> str:
        """The title as a player of `language` hears it: "Perlenhandel"."""
        return words_for(language)("beads-title")

    def add_options(self, parser: argparse.ArgumentParser) -> None:
        words = words_for("en")
        rules = parser.add_argument_group(words("beads-options"))
        for variant, help_id in VARIANTS.items():
            rules.add_argument(
                "--" + variant.replace("_", "-"), action="store_true", help=words(help_id)
            )
        rules.add_argument("--calm", action="store_true", help=words("beads-option-calm"))
        rules.add_argument(
            "--offer-timeout", type=float, default=None,
            help=words("beads-option-offer-timeout", seconds=round(DEFAULT_OFFER_TIMEOUT)),
        )
        rules.add_argument(
            "--story-seconds", type=float, default=None, help=words("beads-option-story-seconds")
        )
        rules.add_argument(
            "--pace", type=float, default=None,
            help=words("beads-option-pace", seconds=round(DEFAULT_PACE)),
        )

    def rules_from_options(self, args: argparse.Namespace, seats: int, seed: int) -> BeadRules:
        """The rules asked for. The calm game waits for answers unless a timeout is
        given: its players asked for a listening pace; 0 seconds means never."""
        timeout = args.offer_timeout
        if timeout is None:
            offer_timeout = None if args.calm else DEFAULT_OFFER_TIMEOUT
        else:
            offer_timeout = timeout if timeout > 0 else None
        stories = bool(args.storied_animals or args.stories_every_round)
        return BeadRules(
            seats=seats,
            locked_spirits=bool(args.locked_spirits),
            normal_spirits=bool(args.normal_spirits),
            prolonged_spirits=bool(args.prolonged_spirits),
            extended_spirits=bool(args.extended_spirits),
            storied_animals=stories,
            stories_every_round=bool(args.stories_every_round),
            story_seconds=args.story_seconds if args.story_seconds else 60.0,
            offer_timeout=offer_timeout,
            calm=bool(args.calm),
        )

    def options_unlike(self, args: argparse.Namespace, rules: BeadRules) -> list[str]:
        """The rules options given on the command line that differ from `rules`."""
        unlike = [
            "--" + variant.replace("_", "-")
            for variant in (*VARIANTS, "calm")
            if getattr(args, variant, False) and not getattr(rules, variant)
        ]
        if args.offer_timeout is not None:
            wanted = args.offer_timeout if args.offer_timeout > 0 else None
            if wanted != rules.offer_timeout:
                unlike.append(f"--offer-timeout {args.offer_timeout:g}")
        return unlike

    def rules_to_json(self, rules: BeadRules) -> dict[str, Any]:
        return rules_to_json(rules)

    def rules_from_json(self, data: dict[str, Any]) -> BeadRules:
        return rules_from_json(data)

    def action_to_json(self, action: Any) -> dict[str, Any]:
        return step_to_json(action)

    def action_from_json(self, data: dict[str, Any]) -> Any:
        return step_from_json(data)

    def grammar(self, language: str) -> Grammar:
        return grammar(language)

    def start(
        self, rules: BeadRules, seats: Seats, table: TableSettings, actions: Sequence[Any] = ()
    ) -> BeadPlay:
        pace = table.pace if table.pace is not None else DEFAULT_PACE
        return BeadPlay(rules, seats, table, actions, pace=pace)

    def sounds(self, mixer: Any, settings: Any, seed: int, language: str = "en") -> Any:
        from voice_games.games.bead_trade.sounds import BeadSounds

        return BeadSounds(mixer, settings, seed, language)

    def sound_demo(
        self, mixer: Any, rendering: str, seed: int | None
    ) -> list[Callable[[], object]]:
        """What `voice-games sounds --game beads` plays: every sound of the game."""
        from voice_games.games.bead_trade.soundscape import sound_demo

        return sound_demo(mixer, rendering, seed)

    def spoken_number(self, number: int, language: str = "en") -> str:
        return words_for(language).number(number)


GAME = BeadGame()

"""Every sentence the product says, from message catalogues a translator edits.

Project Fluent (`fluent.runtime`), chosen over gettext because its messages choose their
own words: plurals, the verb form for "you" and for "player two", gender and word order
are selectors inside the `.ftl` file, so the code asks for a message by id with
arguments and never builds a sentence. A language is a set of files: `locales/<lang>/`
beside the table's code for what every game says, and the same folder inside a game's
package for what that game says.

Numbers are the catalogue's business too: `{ NUMBER_WORD($position) }` says
`number-5` ("five") of the language, and `{ NUMBER_WORD($count, form: "feminine") }`
its `number-5-feminine` where a language has one.

A player's language is `--lang`, else the one remembered in their settings, else the
system locale's (`locale_language`), else English.

The pseudo-language `pseudo` is English with every message wrapped in ⟦ ⟧: a whole game
played in it shows any sentence that does not come from a catalogue.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

PSEUDO = "pseudo"
SPOKEN_LANGUAGES = ("en", "es", "de")
"""The languages the games are written in: English, Spanish, German."""
LANGUAGES = (*SPOKEN_LANGUAGES, PSEUDO)
"""The languages the game speaks."""
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""Where the system names its language for messages, the first one set winning (POSIX)."""
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"
TABLE_PACKAGE = "voice_games"


class MissingMessage(KeyError):
    """A message id that the catalogue of the language does not hold."""


class Catalogue:
    """The messages of one language from one or more packages' `locales/` folders."""

    def __init__(self, language: str, packages: Iterable[str] = (TABLE_PACKAGE,)) -> None:
        self.language = language
        self.pseudo = language == PSEUDO
        source = "en" if self.pseudo else language
        self._bundle = FluentBundle(
            [source], use_isolating=False, functions={"NUMBER_WORD": self._number_word}
        )
        self._ids: set[str] = set()
        for package in packages:
            for resource in _resources(package, source):
                self._bundle.add_resource(resource)
                self._ids.update(
                    entry.id.name for entry in resource.body if type(entry).__name__ == "Message"
                )

    def __call__(self, message_id: str, **args: Any) -> str:
        if not self._bundle.has_message(message_id):
            raise MissingMessage(message_id)
        message = self._bundle.get_message(message_id)
        if message.value is None:
            raise MissingMessage(message_id)
        # numbers without thousands separators: "16000 Hz", "9000 utterances", paths
        args = {
            key: fluent_number(value, useGrouping=False)
            if isinstance(value, int) and not isinstance(value, bool) else value
            for key, value in args.items()
        }
        text, errors = self._bundle.format_pattern(message.value, args)
        if errors:
            raise ValueError(f"{message_id}: {errors[0]}")
        return f"{PSEUDO_OPEN}{text}{PSEUDO_CLOSE}" if self.pseudo else text

    def join(self, items: Sequence[str], how: str = "and") -> str:
        """Items said as one phrase, as the language joins them: "and" ("a, b and c"),
        "or", "commas" ("ball, metal, beads"), "sentences" (one after another) or
        "examples" (help's "a; or b"); the catalogue's "none" when there are none.
        Built from the right out of `list-<how>-two` and `list-<how>-more`, so that a
        language decides its own separators."""
        if not items:
            return self("list-none")
        if len(items) == 1:
            return items[0]
        if len(items) == 2 and self.has(f"list-{how}-two"):
            return self(f"list-{how}-two", first=items[0], second=items[1])
        return self(f"list-{how}-more", first=items[0], rest=self.join(items[1:], how))

    def number(self, value: int) -> str:
        """A number as the language says it."""
        return self._number_word(value)

    def has(self, message_id: str) -> bool:
        return self._bundle.has_message(message_id)

    @property
    def ids(self) -> frozenset[str]:
        return frozenset(self._ids)

    def _number_word(self, number: Any, form: str = "") -> str:
        """The number as a word of the language where the catalogue has one."""
        value = int(getattr(number, "value", number))
        for message_id in (f"number-{value}-{form}" if form else "", f"number-{value}"):
            if message_id and self._bundle.has_message(message_id):
                message = self._bundle.get_message(message_id)
                text, _ = self._bundle.format_pattern(message.value, {})
                return str(text)
        return str(value)


def _resources(package: str, language: str) -> list[FluentResource]:
    folder: Traversable = resources.files(package) / "locales" / language
    if not folder.is_dir():
        return []
    files = sorted((f for f in folder.iterdir() if f.name.endswith(".ftl")), key=lambda f: f.name)
    return [FluentResource(f.read_text(encoding="utf-8")) for f in files]


@cache
def catalogue(language: str = "en", packages: tuple[str, ...] = (TABLE_PACKAGE,)) -> Catalogue:
    """The catalogue of `language` for these packages, loaded once."""
    return Catalogue(language, packages)


def locale_language(environ: Mapping[str, str]) -> str:
    """The language of the system locale, as the game speaks it: 'es_ES.UTF-8' is
    Spanish, 'de_AT' German; any language the game does not speak, or none, English."""
    for variable in LOCALE_VARIABLES:
        value = environ.get(variable, "")
        if value:
            code = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0]
            return code.lower() if code.lower() in SPOKEN_LANGUAGES else "en"
    return "en"

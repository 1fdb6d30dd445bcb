"""A game's command language, loaded from `grammars/<game>/<language>.ini`.

The file is declared once and gives three things: the text parser (`parse`), what a
speech recogniser needs (`jsgf`, `phrases`, `vocabulary`) and the `help` text.

File format: `[language]` (digits, fillers, spellings, capitalised), `[rules]`
(`<name> = template`), `[values]` (`slot slot ... = value value ...`: what a slot can
name in the game), then one section per intent, `[intent]` or `[intent.variant]`,
holding `help = ...`, `example = ...` and one template per line. The variant `bare`
marks readings without a verb (a digit alone), which open-microphone play refuses.

Typed text may name a value the game does not have ("shake pot ten") and is told the
rule; a recogniser's reading must name values the game has (`parse_heard`), so that
speech never offers an impossible move.

Typed words and the grammar's own are compared folded (`fold`): case, accents and
umlauts aside, and the language's `spellings` (German `ue:u`) made alike, so "agita" and
"agitá", "schüttle", "schuettle" and "schuttle", "schließ" and "schliess" all read the
same. The grammar keeps its words as written for the recognisers and for help.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources

from voice_games.grammar import template as t
from voice_games.grammar.matcher import expand, match_all, to_jsgf, words_of
from voice_games.grammar.template import Node, TemplateError, parse_template

MAX_WORDS = 60
MAX_CHARACTERS = 400


def fold(word: str, spellings: tuple[tuple[str, str], ...] = ()) -> str:
    """A word as compared, not as shown: case-folded ("ß" is "ss"), accents and umlauts
    dropped, then the language's other spellings made one ("ue" is "u"), so that a word
    typed without its accents, or with a keyboard's "ue" for "ü", still reads."""
    bare = unicodedata.normalize("NFD", word.casefold())
    word = "".join(c for c in bare if not unicodedata.combining(c))
    for written, plain in spellings:
        word = word.replace(written, plain)
    return word


def fold_tree(node: Node, spellings: tuple[tuple[str, str], ...]) -> Node:
    """The same template with every word folded (see `fold`)."""
    if isinstance(node, t.Word):
        return t.Word(fold(node.text, spellings), node.value)
    if isinstance(node, t.Sequence):
        return t.Sequence(tuple(fold_tree(item, spellings) for item in node.items))
    if isinstance(node, t.Alternatives):
        return t.Alternatives(tuple(fold_tree(option, spellings) for option in node.options))
    if isinstance(node, t.Optional):
        return t.Optional(fold_tree(node.item, spellings))
    if isinstance(node, t.Tagged):
        return t.Tagged(fold_tree(node.item, spellings), node.slot)
    return node


@dataclass(frozen=True)
class Parse:
    """One reading of what was said: which intent, with which slots."""

    intent: str
    slots: dict[str, str] = field(default_factory=dict, hash=False, compare=True)
    bare: bool = False
    text: str = ""

    def slot_int(self, name: str) -> int | None:
        value = self.slots.get(name)
        return int(value) if value is not None and value.isdigit() else None


@dataclass(frozen=True)
class IntentSpec:
    name: str
    variant: str
    help: str
    examples: tuple[str, ...]
    templates: tuple[Node, ...]
    sources: tuple[str, ...]


class Grammar:
    def __init__(self, game: str, language: str, text: str, common: Grammar | None = None) -> None:
        self.game = game
        self.language = language
        self.digits: tuple[str, ...] = ()
        self.tens: dict[str, str] = {}
        self.fillers: frozenset[str] = frozenset()
        # letters a keyboard may spell otherwise (German "ue" for "ü"): see `fold`
        self.spellings: tuple[tuple[str, str], ...] = ()
        # words the language writes with a capital letter (German nouns): how a
        # recogniser that writes what it hears is expected to write them
        self.capitalised: frozenset[str] = frozenset()
        self.rules: dict[str, Node] = {}
        self.values: dict[str, frozenset[str]] = {}
        self.intents: list[IntentSpec] = []
        self._read(text)
        if common is not None:
            self._join(common)

    def _join(self, common: Grammar) -> None:
        """Take in the commands every game shares. The game's own come first, then the
        common ones (a section of the game's with a common command's name adds its ways
        of saying it), then the game's bare ones (a digit alone), which must lose to any
        command that says more."""
        self.digits = self.digits or common.digits
        self.tens = {**common.tens, **self.tens}
        self.fillers = common.fillers | self.fillers
        self.spellings = self.spellings or common.spellings
        self.capitalised = common.capitalised | self.capitalised
        self.rules = {**common.rules, **self.rules}
        shared = {intent.name for intent in common.intents}
        own = [i for i in self.intents if i.name not in shared and i.variant != "bare"]
        bare = [i for i in self.intents if i.name not in shared and i.variant == "bare"]
        added = {i.name: i for i in self.intents if i.name in shared}
        joined = []
        for intent in common.intents:
            extra = added.get(intent.name)
            if extra is not None and extra.variant == intent.variant:
                intent = IntentSpec(
                    intent.name,
                    intent.variant,
                    intent.help or extra.help,
                    intent.examples + extra.examples,
                    intent.templates + extra.templates,
                    intent.sources + extra.sources,
                )
            joined.append(intent)
        self.intents = own + joined + bare

    # ----- loading ------------------------------------------------------------------

    def _read(self, text: str) -> None:
        section = ""
        meta: dict[str, list[str]] = {}
        templates: list[tuple[Node, str]] = []

        def close_section() -> None:
            if section and section not in ("language", "rules", "values"):
                name, _, variant = section.partition(".")
                self.intents.append(
                    IntentSpec(
                        name=name,
                        variant=variant,
                        help=" ".join(meta.get("help", [])),
                        examples=tuple(meta.get("example", [])),
                        templates=tuple(t for t, _ in templates),
                        sources=tuple(s for _, s in templates),
                    )
                )

        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if line.startswith("[") and line.endswith("]") and " " not in line:
                close_section()
                section, meta, templates = line[1:-1], {}, []
                continue
            try:
                self._read_line(section, line, meta, templates)
            except TemplateError as error:
                raise TemplateError(f"{self.game}/{self.language} line {number}: {error}") from None
        close_section()
        for name in self._referenced_rules():
            if name not in self.rules:
                raise TemplateError(f"{self.game}/{self.language}: rule <{name}> is not defined")

    def _read_line(
        self, section: str, line: str, meta: dict[str, list[str]], templates: list[tuple[Node, str]]
    ) -> None:
        if section == "language":
            key, _, value = (part.strip() for part in line.partition("="))
            if key == "digits":
                self.digits = tuple(value.split())
            elif key == "tens":
                self.tens = dict(item.split(":") for item in value.split())
            elif key == "fillers":
                self.fillers = frozenset(value.split())
            elif key == "capitalised":
                self.capitalised = frozenset(value.split())
            elif key == "spellings":
                pairs = (item.split(":") for item in value.split())
                self.spellings = tuple((written, plain) for written, plain in pairs)
            return
        if section == "values":
            slots, _, values = (part.strip() for part in line.partition("="))
            for slot in slots.split():
                self.values[slot] = frozenset(values.split())
            return
        if section == "rules":
            name, _, body = (part.strip() for part in line.partition("="))
            if not (name.startswith("<") and name.endswith(">")):
                raise TemplateError(f"a rule is written <name> = template, not {line!r}")
            self.rules[name[1:-1]] = parse_template(body)
            return
        key, equals, value = line.partition("=")
        if equals and key.strip() in ("help", "example"):
            meta.setdefault(key.strip(), []).append(value.strip())
            return
        templates.append((parse_template(line), line))

    def _referenced_rules(self) -> set[str]:
        found: set[str] = set()

        def walk(node: Node) -> None:
            if isinstance(node, t.RuleRef):
                found.add(node.name)
            elif isinstance(node, t.Sequence):
                for item in node.items:
                    walk(item)
            elif isinstance(node, t.Alternatives):
                for option in node.options:
                    walk(option)
            elif isinstance(node, t.Optional | t.Tagged):
                walk(node.item)

        for rule in self.rules.values():
            walk(rule)
        for intent in self.intents:
            for template in intent.templates:
                walk(template)
        return found

    # ----- parsing ------------------------------------------------------------------

    def normalise(self, text: str) -> list[str]:
        """Lower-case words, digits spelled out ('28' -> 'two eight', '10' -> 'ten'),
        punctuation dropped ("¡completo!"), fillers at either end dropped. Lower-cased,
        not case-folded: the words keep their "ß" and accents as the grammar writes
        them, for the recognisers; parsing compares them folded."""
        text = unicodedata.normalize("NFKC", text[:MAX_CHARACTERS]).lower()
        text = text.replace("\u2019", "'").replace("\u02bc", "'")  # let’s, as phones type it
        text = re.sub(r"[^\w'\s]|_", " ", text)
        words: list[str] = []
        for token in text.split():
            if token.isdigit() and token.isascii():
                if token in self.tens:
                    words.append(self.tens[token])
                elif self.digits:
                    words.extend(self.digits[int(d)] for d in token)
                else:
                    words.append(token)
            else:
                words.append(token.strip("'"))
        words = [w for w in words if w]
        while words and self._fold(words[0]) in self._folded_fillers:
            words.pop(0)
        while words and self._fold(words[-1]) in self._folded_fillers:
            words.pop()
        return words

    def _fold(self, word: str) -> str:
        return fold(word, self.spellings)

    @cached_property
    def _folded_fillers(self) -> frozenset[str]:
        return frozenset(map(self._fold, self.fillers))

    @cached_property
    def _folded(self) -> tuple[dict[str, Node], list[tuple[IntentSpec, tuple[Node, ...]]]]:
        """The rules and every intent's templates with their words folded: what typed
        words are matched against (built once, on the first parse)."""
        rules = {name: fold_tree(node, self.spellings) for name, node in self.rules.items()}
        intents = [
            (intent, tuple(fold_tree(node, self.spellings) for node in intent.templates))
            for intent in self.intents
        ]
        return rules, intents

    def parse_all(self, text: str) -> list[Parse]:
        """Every reading of `text`, in the order the intents are declared."""
        words = self.normalise(text)
        if not words or len(words) > MAX_WORDS:
            return []
        folded = [self._fold(word) for word in words]
        rules, intents = self._folded
        readings: list[Parse] = []
        seen: set[tuple[str, str, tuple[tuple[str, str], ...]]] = set()
        for intent, templates in intents:
            for template in templates:
                for slots in match_all(template, folded, rules):
                    key = (intent.name, intent.variant, tuple(sorted(slots.items())))
                    if key not in seen:
                        seen.add(key)
                        readings.append(
                            Parse(intent.name, slots, intent.variant == "bare", " ".join(words))
                        )
        return readings

    def parse(self, text: str) -> Parse | None:
        """The first reading of `text`, or None when nothing matches."""
        readings = self.parse_all(text)
        return readings[0] if readings else None

    def names_known_values(self, parse: Parse) -> bool:
        """Whether every slot of `parse` holds a value the game has (see `[values]`)."""
        return all(
            value in self.values[slot]
            for slot, value in parse.slots.items()
            if slot in self.values
        )

    def parse_heard(self, text: str) -> Parse | None:
        """The first reading of recognised speech that names only values the game has:
        'ten', heard for 'hint', is no pot, and so no reading at all."""
        return next((p for p in self.parse_all(text) if self.names_known_values(p)), None)

    # ----- what a recogniser needs -------------------------------------------------------

    def vocabulary(self) -> set[str]:
        words: set[str] = set()
        for intent in self.intents:
            for template in intent.templates:
                words |= words_of(template, self.rules)
        return words

    def phrases(self, include_bare: bool = True) -> Iterator[str]:
        """Every sentence the grammar accepts, each once."""
        seen: set[str] = set()
        for intent in self.intents:
            if intent.variant == "bare" and not include_bare:
                continue
            for template in intent.templates:
                for words in expand(template, self.rules):
                    sentence = " ".join(words)
                    if sentence not in seen:
                        seen.add(sentence)
                        yield sentence

    def jsgf(self, include_bare: bool = True, intents: list[str] | None = None) -> str:
        """A JSGF grammar for PocketSphinx: one public rule, `<command>`."""
        lines = ["#JSGF V1.0;", f"grammar {self.game};"]
        chosen = [
            i
            for i in self.intents
            if (include_bare or i.variant != "bare") and (intents is None or i.name in intents)
        ]
        alternatives = []
        for index, intent in enumerate(chosen):
            rule = f"intent_{index}_{intent.name}"
            body = " | ".join(f"({to_jsgf(t)})" for t in intent.templates)
            lines.append(f"<{rule}> = {body};")
            alternatives.append(f"<{rule}>")
        for name, node in self.rules.items():
            lines.append(f"<{name.replace('.', '_')}> = {to_jsgf(node)};")
        lines.append("public <command> = " + " | ".join(alternatives) + ";")
        return "\n".join(lines) + "\n"

    # ----- help ---------------------------------------------------------------------

    def help_entries(self) -> list[tuple[str, str, tuple[str, ...]]]:
        """(intent, help sentence, examples) for every intent that has help."""
        entries: dict[str, tuple[str, str, tuple[str, ...]]] = {}
        for intent in self.intents:
            if intent.help and intent.name not in entries:
                entries[intent.name] = (intent.name, intent.help, intent.examples)
        return list(entries.values())


@cache
def load_grammar(game: str, language: str = "en") -> Grammar:
    """A game's grammar joined with the commands every game shares, found through the
    package (`grammars/` is shipped inside it)."""
    folder = resources.files("voice_games.grammars")
    path = folder / game / f"{language}.ini"
    if not path.is_file():
        raise FileNotFoundError(f"No {language} commands for {game}: {path} is missing.")
    common_path = folder / "common" / f"{language}.ini"
    common = (
        Grammar("common", language, common_path.read_text(encoding="utf-8"))
        if common_path.is_file()
        else None
    )
    return Grammar(game, language, path.read_text(encoding="utf-8"), common)

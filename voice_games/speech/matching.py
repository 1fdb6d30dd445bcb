"""Free transcription onto the command grammar: the closest command, by sound.

Whisper writes what it hears ('Slap 2 and 8', 'Shake salmon.'). We compare that, word
by word, with a few sentences for every command of the grammar, where swapping one word
for another costs how different the two *sound* (phone edit distance from the CMU
pronouncing dictionary that PocketSphinx ships). A sentence too far from every command
is table talk and is rejected."""

from __future__ import annotations

import itertools
import math
import os
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np

from voice_games.grammar import Grammar, Parse
from voice_games.grammar.grammar import IntentSpec, fold
from voice_games.grammar.matcher import words_of
from voice_games.speech.alignment import TemplateAligner
from voice_games.speech.recognition import CommandKey, command_key

# Intents with more sentences than this are represented by their examples, with every
# digit substituted, instead of every sentence (swap alone has hundreds of thousands),
# and by the closest sentence of each of their templates, searched over the template's
# structure for every transcription (`alignment`).
FULL_EXPANSION_LIMIT = 400
# Words the grammar lets a player leave out ('the', 'pot', 'number') cost little to add
# or drop; words that carry a value (digits, row names) cost double to get wrong,
# because hearing the wrong one moves the wrong pot.
CHEAP_WORD = 0.3
VALUE_WEIGHT = 2.0
# A word spelled otherwise than the one heard, however alike it sounds, costs this much
# more: it breaks ties only.
SPELLED_OTHERWISE = 1e-6
# The search finds a sentence of a template for any transcription; a short one is what
# a short command misheard becomes ('Complete.' for *quit* as a claim naming no line,
# 'Shake one.' beside *take one*), and the short sentences players say are the listed
# examples. It offers sentences of this many words or more.
SEARCHED_WORDS = 3

_VOWELS = frozenset(
    ("AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW")
)
_STOPS = frozenset(("B", "D", "G", "K", "P", "T"))
_FRICATIVES = frozenset(("CH", "DH", "F", "HH", "JH", "S", "SH", "TH", "V", "Z", "ZH"))
_NASALS = frozenset(("M", "N", "NG"))
_GLIDES = frozenset(("L", "R", "W", "Y"))
_CLASSES = (_VOWELS, _STOPS, _FRICATIVES, _NASALS, _GLIDES)


@cache
def _dictionary() -> dict[str, tuple[str, ...]]:
    try:
        import pocketsphinx
    except ImportError:
        return {}
    path = os.path.join(pocketsphinx.get_model_path(), "en-us", "cmudict-en-us.dict")
    entries: dict[str, tuple[str, ...]] = {}
    with open(path, encoding="utf-8") as source:
        for line in source:
            parts = line.split()
            if len(parts) > 1 and "(" not in parts[0]:
                entries[parts[0]] = tuple(parts[1:])
    return entries


EXTRA_PRONUNCIATIONS = {
    # Words of the grammar that the CMU dictionary lacks.
    "earcons": ("IH", "R", "K", "AA", "N", "Z"),
    "shush": ("SH", "AH", "SH"),
    "unpause": ("AH", "N", "P", "AO", "Z"),
}


# A language without a pronunciation dictionary here (Spanish, German) is compared by
# its letters, each vowel as a vowel so that 'una' against 'uno' costs half a letter.
_LETTER_VOWELS = {"a": "AA", "e": "EH", "i": "IY", "o": "OW", "u": "UW", "y": "IY"}


def phones(word: str, language: str = "en") -> tuple[str, ...]:
    if language != "en":
        return _letters(word)
    found = EXTRA_PRONUNCIATIONS.get(word) or _dictionary().get(word)
    if found:
        return found
    # Unknown words: letters stand in for phones, good enough to tell 'xyzzy' from 'six'.
    return tuple(letter.upper() for letter in word if letter.isalpha()) or ("?",)


def _letters(word: str) -> tuple[str, ...]:
    """A word of a language spelled about as it sounds: its letters, accents and umlauts
    dropped (Whisper writes 'agitala' for 'agítala', 'schuttle' for 'schüttle'), the
    English dictionary never asked ('dos' is no English word)."""
    letters = [c for c in fold(word) if c.isalpha()]
    return tuple(_LETTER_VOWELS.get(c, c.upper()) for c in letters) or ("?",)


def _substitution(a: str, b: str) -> float:
    if a == b:
        return 0.0
    for group in _CLASSES:
        if a in group and b in group:
            return 0.5
    return 1.0


@cache
def word_distance(a: str, b: str, language: str = "en") -> float:
    """0 for the same sound, 1 for nothing in common: phone edit distance over the
    longer word's length, a vowel for a vowel costing half."""
    if a == b:
        return 0.0
    pa, pb = phones(a, language), phones(b, language)
    row = [float(j) for j in range(len(pb) + 1)]
    for i, x in enumerate(pa, start=1):
        previous, row[0] = row[0], float(i)
        for j, y in enumerate(pb, start=1):
            current = min(row[j] + 1, row[j - 1] + 1, previous + _substitution(x, y))
            previous, row[j] = row[j], current
    return min(1.0, row[-1] / max(len(pa), len(pb)))


@dataclass(frozen=True)
class Match:
    text: str
    distance: float
    parse: Parse
    # Said word for word like the transcription, every word that differs sounding alike
    # ('console' for 'cancel', 'loader' for 'louder'; `CommandMatcher.sounds_alike`):
    # Whisper heard the command and spelled it as a word it knows better.
    alike: bool = False


# A group of more words than this is a language's declined forms ('grüne', 'grünen',
# 'grüner' for every colour): a word's siblings are then one form of each other value,
# the one that ends as it does ('grüne' -> 'gelbe', 'weiße'), not every form of every
# value, which made tens of thousands of candidate sentences of a German offer.
DECLINED_GROUP = 12


def _same_form(word: str, node: Any) -> list[str]:
    """`word`, and for each other value of its group the word ending most like it."""
    from voice_games.grammar import template as t

    by_value: dict[str | None, list[str]] = {}
    own = None
    for option in node.options:
        if isinstance(option, t.Word):
            by_value.setdefault(option.value, []).append(option.text)
            if option.text == word:
                own = option.value
    return [
        word if value == own
        else max(texts, key=lambda text: (_common_ending(text, word), -texts.index(text)))
        for value, texts in by_value.items()
    ]


def _common_ending(a: str, b: str) -> int:
    length = 0
    while length < min(len(a), len(b)) and a[-1 - length] == b[-1 - length]:
        length += 1
    return length


def _siblings(grammar: Grammar) -> dict[str, list[str]]:
    """For a word that carries a value, the other words of its group of alternatives
    ('top' -> 'middle', 'bottom', ...; 'lid' -> 'base', ...; 'five' -> every digit but
    zero and ten, which name no pot). A group is a rule, or alternatives inside a rule or
    a template ('player (one:1 | two:2 | ...)'), whose every option is a word with a value;
    the rules' own groups come first."""
    from voice_games.grammar import template as t

    digits = set(grammar.digits)
    numbers = digits | set(grammar.tens.values())
    found: dict[str, list[str]] = {}

    def take(node: t.Alternatives) -> None:
        words = [o.text for o in node.options if isinstance(o, t.Word)]
        # a group of numbers: any digit may be heard for any other, never zero or ten,
        # which name no pot; the group's other ways of saying a digit ('una', 'zwo')
        # stay among them
        if set(words) & digits and (set(words) <= numbers or len(set(words) & digits) >= 5):
            words = [*grammar.digits[1:], *(w for w in words if w not in numbers)]
        elif len(words) > DECLINED_GROUP:
            for word in words:
                found.setdefault(word, _same_form(word, node))
            return
        for word in words:
            found.setdefault(word, list(dict.fromkeys(words)))

    def pure(node: t.Node) -> bool:
        return isinstance(node, t.Alternatives) and all(
            isinstance(o, t.Word) and o.value is not None for o in node.options
        )

    def walk(node: t.Node) -> None:
        if isinstance(node, t.Alternatives):
            if pure(node):
                take(node)
                return
            for option in node.options:
                walk(option)
        elif isinstance(node, t.Sequence):
            for item in node.items:
                walk(item)
        elif isinstance(node, t.Optional | t.Tagged):
            walk(node.item)

    rules = list(grammar.rules.values())
    for node in rules:
        if pure(node):
            take(node)  # type: ignore[arg-type]
    for node in rules:
        walk(node)
    for intent in grammar.intents:
        for template in intent.templates:
            walk(template)
    return found


def value_siblings(grammar: Grammar) -> dict[str, list[str]]:
    """For each word that carries a slot value, the words that could stand in its place."""
    return _siblings(grammar)


def _expansion(grammar: Grammar, intent: IntentSpec) -> list[str] | None:
    """Every sentence of `intent`, or None when it has more than FULL_EXPANSION_LIMIT."""
    from voice_games.grammar.matcher import expand

    expanded: list[str] = []
    for template in intent.templates:
        for words in expand(template, grammar.rules):
            expanded.append(" ".join(words))
            if len(expanded) > FULL_EXPANSION_LIMIT:
                return None
    return expanded


def large_intents(grammar: Grammar, include_bare: bool = True) -> list[IntentSpec]:
    """The intents too large to list (`FULL_EXPANSION_LIMIT`)."""
    return [
        intent for intent in grammar.intents
        if (include_bare or intent.variant != "bare") and _expansion(grammar, intent) is None
    ]


def candidate_sentences(grammar: Grammar, include_bare: bool = True) -> list[str]:
    """A few sentences for every command: all of a small intent, and the examples of a
    large one with every combination of values (digits, row names) put in."""
    siblings = _siblings(grammar)
    sentences: dict[str, None] = {}
    for intent in grammar.intents:
        if intent.variant == "bare" and not include_bare:
            continue
        expanded = _expansion(grammar, intent)
        if expanded is not None:
            sentences.update(dict.fromkeys(expanded))
            continue
        examples = list(intent.examples)
        if intent.variant == "bare" and len(grammar.digits) > 5:
            examples = [grammar.digits[5]]
        for example in examples:
            # as heard: lower case, no punctuation ('fertig: die obere Reihe')
            words = grammar.normalise(example)
            slots = [i for i, w in enumerate(words) if w in siblings]
            choices = [siblings[words[i]] for i in slots]
            combos = (
                itertools.product(*choices)
                if len(slots) < 3
                else itertools.combinations(choices[0], len(slots))
            )
            for combo in combos:
                filled = list(words)
                for index, digit in zip(slots, combo, strict=True):
                    filled[index] = digit
                sentences[" ".join(filled)] = None
    return list(sentences)


def _word_roles(grammar: Grammar) -> tuple[set[str], set[str]]:
    """(words that are optional somewhere, words that carry a value)."""
    from voice_games.grammar import template as t

    optional: set[str] = set()
    valued: set[str] = set()

    def walk(node: t.Node, inside_optional: bool) -> None:
        if isinstance(node, t.Word):
            if inside_optional:
                optional.add(node.text)
            if node.value is not None:
                valued.add(node.text)
        elif isinstance(node, t.Sequence):
            for item in node.items:
                walk(item, inside_optional)
        elif isinstance(node, t.Alternatives):
            for option in node.options:
                walk(option, inside_optional)
        elif isinstance(node, t.Optional):
            walk(node.item, True)
        elif isinstance(node, t.Tagged):
            walk(node.item, inside_optional)

    for rule in grammar.rules.values():
        walk(rule, False)
    for intent in grammar.intents:
        for template in intent.templates:
            walk(template, False)
    # a word that is optional in one place but required in another is still cheap to
    # drop only when it never carries a value
    return optional - valued, valued


class CommandMatcher:
    """The commands closest in sound to a transcription, each command once."""

    def __init__(self, grammar: Grammar, include_bare: bool = True) -> None:
        self.grammar = grammar
        self.fillers = grammar.fillers
        texts, parses = [], []
        for sentence in candidate_sentences(grammar, include_bare):
            parse = grammar.parse_heard(sentence)
            if parse is not None and (include_bare or not parse.bare):
                texts.append(sentence)
                parses.append(parse)
        self.texts = texts
        self.parses = parses
        self.vocabulary = sorted({w for t in texts for w in t.split()})
        # the templates of the intents too large to list, searched whole (`alignment`)
        self.structured = [
            (intent, template)
            for intent in large_intents(grammar, include_bare)
            for template in intent.templates
        ]
        structured_words: set[str] = set()
        for _, template in self.structured:
            structured_words |= words_of(template, grammar.rules)
        # the words of the listed sentences: a word that only a searched template says
        # may still be a spelling of another ('ten' for *done*: a sentence with 'ten'
        # names no pot)
        self.known_words = frozenset(self.vocabulary)
        self.structured_words = sorted(structured_words)
        optional, valued = _word_roles(grammar)
        self.cheap = optional | set(grammar.fillers)
        index = {w: i for i, w in enumerate(self.vocabulary)}
        self.weights = np.array(
            [VALUE_WEIGHT if w in valued else CHEAP_WORD if w in optional else 1.0
             for w in self.vocabulary]
        )
        self.weight_of = {
            w: VALUE_WEIGHT if w in valued else CHEAP_WORD if w in optional else 1.0
            for w in self.known_words | structured_words
        }
        self.structured_weights = np.array([self.weight_of[w] for w in self.structured_words])
        self.language = grammar.language
        for word in self.weight_of:
            phones(word, self.language)  # load the dictionary now, not on the first utterance
        self.valued = valued
        # how the grammar's words sound: a word written otherwise that sounds the same is
        # one of them ('Write.' is *right*)
        self.known_sounds = frozenset(phones(w, self.language) for w in self.known_words)
        self.include_bare = include_bare
        self._structured_parses: dict[str, Parse | None] = {}
        self.lengths = np.array([len(t.split()) for t in texts])
        width = int(self.lengths.max())
        self.ids = np.full((len(texts), width), -1, dtype=np.int64)
        for row, text in enumerate(texts):
            for column, word in enumerate(text.split()):
                self.ids[row, column] = index[word]

    def match(
        self, text: str, limit: int = 3, excluded: frozenset[str] = frozenset(),
        alike_within: float = 0.0, search: bool = True,
    ) -> list[Match]:
        """The `limit` closest commands, leaving out the intents in `excluded` (answers
        when no question is open); `alike_within`: how close in sound a word must be to
        the command's to count as the same word said otherwise (`Match.alike`);
        `search`: whether the intents too large to list are searched over their
        structure too (`closest_structured`), not only listed."""
        heard = self.grammar.normalise(text)
        if not heard:
            return []
        distances = self._distances(heard)
        texts, parses = self.texts, self.parses
        # a searched sentence joins where the list falls short: only one closer than
        # every listed sentence (the pots' swaps and claims, said as their examples with
        # other values, keep the candidates they had)
        searched = self.closest_structured(
            heard, excluded, self._closest_listed(distances, excluded)
        ) if search else []
        if searched:
            texts = [*texts, *(m.text for m in searched)]
            parses = [*parses, *(m.parse for m in searched)]
            distances = np.concatenate([distances, [m.distance for m in searched]])
        order = np.argsort(distances, kind="stable")
        found: list[Match] = []
        seen: set[CommandKey] = set()
        for row in order:
            key = command_key(parses[row])
            if key in seen or parses[row].intent in excluded:
                continue
            seen.add(key)
            command = texts[row]
            alike = self.sounds_alike(heard, command.split(), alike_within)
            found.append(Match(command, float(distances[row]), parses[row], alike))
            if len(found) == limit:
                break
        return found

    def _closest_listed(self, distances: np.ndarray, excluded: frozenset[str]) -> float:
        """The distance of the closest listed command (`excluded` left out)."""
        if not self.structured:
            return math.inf
        for row in np.argsort(distances, kind="stable"):
            if self.parses[row].intent not in excluded:
                return float(distances[row])
        return math.inf

    def closest_structured(
        self, heard: list[str], excluded: frozenset[str] = frozenset(),
        within: float = math.inf,
    ) -> list[Match]:
        """For each template of the intents too large to list, its sentence closest to
        `heard` over the template's whole structure (`alignment`), with the same
        distance as a listed sentence's; those that name a value the game does not have
        are left out, and those not closer than `within`."""
        if not self.structured:
            return []
        weight = self.weight_of
        drop = [CHEAP_WORD if w in self.cheap else 1.0 for w in heard]
        words = self.structured_words
        # between words that sound the same ('center', 'centre'), the one Whisper wrote
        replace = np.array(
            [[word_distance(h, w, self.language) + (SPELLED_OTHERWISE if h != w else 0.0)
              for h in heard]
             for w in words]
        ) * np.maximum(self.structured_weights, 1.0)[:, None]
        aligner = TemplateAligner(
            heard, self.grammar.rules, drop, words, self.structured_weights, replace
        )
        found: list[Match] = []
        # a sentence's words weigh at most what it adds and what it pairs with heard words
        paired = VALUE_WEIGHT * len(heard)
        for intent, template in self.structured:
            if intent.name in excluded:
                continue
            total = aligner.total(template)
            if total / max(total + paired, sum(drop)) >= within:
                continue
            words = aligner.sentence(template)
            if len(words) < SEARCHED_WORDS:
                continue
            sentence = " ".join(words)
            if sentence not in self._structured_parses:
                if len(self._structured_parses) > 20000:
                    self._structured_parses.clear()
                parse = self.grammar.parse_heard(sentence)
                if parse is not None and (parse.bare and not self.include_bare):
                    parse = None
                self._structured_parses[sentence] = parse
            parse = self._structured_parses[sentence]
            if parse is None:
                continue
            size = max(sum(weight.get(w, 1.0) for w in words), sum(drop))
            if total / size < within:
                found.append(Match(sentence, total / size, parse))
        return found

    def sounds_alike(self, heard: list[str], command: list[str], within: float) -> bool:
        """Whether `heard` is `command` word for word, each word that differs within
        `within` in sound. Not when the command's word is a value: 'fine' may be 'five'
        or 'nine', and a wrong value moves the wrong pot. Not when Whisper wrote a word
        of the grammar, or one that sounds the same: that is the word it heard, not a
        spelling of another ('turn' of *whose turn* is not *done*, which would end the
        player's turn; 'Write.', a real *right* said alone, is not *wait*)."""
        if within <= 0 or len(heard) != len(command) or heard == command:
            return False
        return all(
            h == c
            or (c not in self.valued and h not in self.known_words
                and not self.sounds_like_another(h, c)
                and word_distance(h, c, self.language) <= within)
            for h, c in zip(heard, command, strict=True)
        )

    def sounds_like_another(self, heard: str, word: str) -> bool:
        """Whether `heard` sounds the same as a word of the grammar other than `word`
        ('write' as *right*; 'who's' is *whose* itself)."""
        sound = phones(heard, self.language)
        return sound in self.known_sounds and sound != phones(word, self.language)

    def _distances(self, heard: list[str]) -> np.ndarray:
        """Weighted word edit distance to every candidate at once, over the longer of
        the two lengths, so that extra words ('I think it's five') cost as much as
        missing ones."""
        costs = np.array(
            [[word_distance(h, v, self.language) for v in self.vocabulary] for h in heard]
        )  # heard x vocabulary
        count, width = len(self.texts), self.ids.shape[1]
        safe_ids = np.where(self.ids < 0, 0, self.ids)
        weight = np.where(self.ids < 0, 0.0, self.weights[safe_ids])  # count x width
        delete = [CHEAP_WORD if w in self.cheap else 1.0 for w in heard]
        # previous[:, j]: cost of the heard words so far against the first j candidate words
        previous = np.concatenate([np.zeros((count, 1)), np.cumsum(weight, axis=1)], axis=1)
        for i in range(len(heard)):
            current = np.empty_like(previous)
            current[:, 0] = previous[:, 0] + delete[i]
            substitute = costs[i][safe_ids] * np.maximum(weight, 1.0)
            for j in range(1, width + 1):
                current[:, j] = np.minimum(
                    np.minimum(previous[:, j] + delete[i], current[:, j - 1] + weight[:, j - 1]),
                    previous[:, j - 1] + substitute[:, j - 1],
                )
            previous = current
        total = previous[np.arange(count), self.lengths]
        size = np.maximum(weight.sum(axis=1), sum(delete))
        return total / size

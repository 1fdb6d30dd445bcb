"""Free transcription onto the command grammar: the closest command, by sound.

Whisper writes what it hears ('Slap 2 and 8', 'Shake salmon.'). We compare that, word
by word, with a few sentences for every command of the grammar, where swapping one word
for another costs how different the two *sound* (phone edit distance from the CMU
pronouncing dictionary that PocketSphinx ships). A sentence too far from every command
is table talk and is rejected."""

from __future__ import annotations

import itertools
import os
from dataclasses import dataclass
from functools import cache

import numpy as np

from voice_games.grammar import Grammar, Parse
from voice_games.speech.recognition import CommandKey, command_key

# Intents with more sentences than this are represented by their examples, with every
# digit substituted, instead of every sentence (swap alone has hundreds of thousands).
FULL_EXPANSION_LIMIT = 400
# Words the grammar lets a player leave out ('the', 'pot', 'number') cost little to add
# or drop; words that carry a value (digits, row names) cost double to get wrong,
# because hearing the wrong one moves the wrong pot.
CHEAP_WORD = 0.3
VALUE_WEIGHT = 2.0

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


def phones(word: str) -> tuple[str, ...]:
    found = EXTRA_PRONUNCIATIONS.get(word) or _dictionary().get(word)
    if found:
        return found
    # Unknown words: letters stand in for phones, good enough to tell 'xyzzy' from 'six'.
    return tuple(letter.upper() for letter in word if letter.isalpha()) or ("?",)


def _substitution(a: str, b: str) -> float:
    if a == b:
        return 0.0
    for group in _CLASSES:
        if a in group and b in group:
            return 0.5
    return 1.0


@cache
def word_distance(a: str, b: str) -> float:
    """0 for the same sound, 1 for nothing in common: phone edit distance over the
    longer word's length, a vowel for a vowel costing half."""
    if a == b:
        return 0.0
    pa, pb = phones(a), phones(b)
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


def _siblings(grammar: Grammar) -> dict[str, list[str]]:
    """For a word that carries a value, the other words of its rule ('top' -> 'middle',
    'bottom', ...; 'five' -> every digit but zero and ten, which name no pot)."""
    from voice_games.grammar import template as t

    found: dict[str, list[str]] = {}
    for node in grammar.rules.values():
        if isinstance(node, t.Alternatives) and all(
            isinstance(o, t.Word) and o.value is not None for o in node.options
        ):
            words = [o.text for o in node.options if isinstance(o, t.Word)]
            if set(words) & set(grammar.digits):
                words = [w for w in grammar.digits if w not in ("zero",)]
            for word in words:
                found.setdefault(word, list(dict.fromkeys(words)))
    return found


def value_siblings(grammar: Grammar) -> dict[str, list[str]]:
    """For each word that carries a slot value, the words that could stand in its place."""
    return _siblings(grammar)


def candidate_sentences(grammar: Grammar, include_bare: bool = True) -> list[str]:
    """A few sentences for every command: all of a small intent, and the examples of a
    large one with every combination of values (digits, row names) put in."""
    siblings = _siblings(grammar)
    sentences: dict[str, None] = {}
    for intent in grammar.intents:
        if intent.variant == "bare" and not include_bare:
            continue
        expanded: list[str] = []
        for template in intent.templates:
            from voice_games.grammar.matcher import expand

            for words in expand(template, grammar.rules):
                expanded.append(" ".join(words))
                if len(expanded) > FULL_EXPANSION_LIMIT:
                    break
            if len(expanded) > FULL_EXPANSION_LIMIT:
                break
        if len(expanded) <= FULL_EXPANSION_LIMIT:
            sentences.update(dict.fromkeys(expanded))
            continue
        examples = list(intent.examples)
        if intent.variant == "bare":
            examples = ["five"]
        for example in examples:
            words = example.split()
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
        self.known_words = frozenset(self.vocabulary)
        optional, valued = _word_roles(grammar)
        self.cheap = optional | set(grammar.fillers)
        index = {w: i for i, w in enumerate(self.vocabulary)}
        self.weights = np.array(
            [VALUE_WEIGHT if w in valued else CHEAP_WORD if w in optional else 1.0
             for w in self.vocabulary]
        )
        for word in self.vocabulary:
            phones(word)  # load the dictionary now, not on the first utterance
        self.valued = valued
        self.lengths = np.array([len(t.split()) for t in texts])
        width = int(self.lengths.max())
        self.ids = np.full((len(texts), width), -1, dtype=np.int64)
        for row, text in enumerate(texts):
            for column, word in enumerate(text.split()):
                self.ids[row, column] = index[word]

    def match(
        self, text: str, limit: int = 3, excluded: frozenset[str] = frozenset(),
        alike_within: float = 0.0,
    ) -> list[Match]:
        """The `limit` closest commands, leaving out the intents in `excluded` (answers
        when no question is open); `alike_within`: how close in sound a word must be to
        the command's to count as the same word said otherwise (`Match.alike`)."""
        heard = self.grammar.normalise(text)
        if not heard:
            return []
        distances = self._distances(heard)
        order = np.argsort(distances, kind="stable")
        found: list[Match] = []
        seen: set[CommandKey] = set()
        for row in order:
            key = command_key(self.parses[row])
            if key in seen or self.parses[row].intent in excluded:
                continue
            seen.add(key)
            command = self.texts[row]
            alike = self.sounds_alike(heard, command.split(), alike_within)
            found.append(Match(command, float(distances[row]), self.parses[row], alike))
            if len(found) == limit:
                break
        return found

    def sounds_alike(self, heard: list[str], command: list[str], within: float) -> bool:
        """Whether `heard` is `command` word for word, each word that differs within
        `within` in sound. Not when the command's word is a value: 'fine' may be 'five'
        or 'nine', and a wrong value moves the wrong pot. Not when Whisper wrote a word
        of the grammar: that is the word it heard, not a spelling of another ('turn' of
        *whose turn* is not *done*, which would end the player's turn)."""
        if within <= 0 or len(heard) != len(command) or heard == command:
            return False
        return all(
            h == c
            or (c not in self.valued and h not in self.known_words
                and word_distance(h, c) <= within)
            for h, c in zip(heard, command, strict=True)
        )

    def _distances(self, heard: list[str]) -> np.ndarray:
        """Weighted word edit distance to every candidate at once, over the longer of
        the two lengths, so that extra words ('I think it's five') cost as much as
        missing ones."""
        costs = np.array(
            [[word_distance(h, v) for v in self.vocabulary] for h in heard]
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

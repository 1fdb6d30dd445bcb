"""Match a list of words against a template tree, with backtracking.

Yields every way the whole input can be read; each reading carries its slots. The
grammars are small and sentences short, so a plain recursive matcher is fast enough
(see bench/grammar)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from voice_games.grammar.template import (
    Alternatives,
    Node,
    Optional,
    RuleRef,
    Sequence,
    Tagged,
    Word,
)


@dataclass(frozen=True)
class _Partial:
    end: int
    values: tuple[str, ...]
    words: tuple[str, ...]
    slots: tuple[tuple[str, str], ...]


def match_all(node: Node, words: list[str], rules: Mapping[str, Node]) -> Iterator[dict[str, str]]:
    for partial in _match(node, words, 0, rules):
        if partial.end == len(words):
            yield dict(partial.slots)


def _match(
    node: Node, words: list[str], start: int, rules: Mapping[str, Node]
) -> Iterator[_Partial]:
    if isinstance(node, Word):
        if start < len(words) and words[start] == node.text:
            values = (node.value,) if node.value is not None else ()
            yield _Partial(start + 1, values, (node.text,), ())
    elif isinstance(node, Sequence):
        yield from _match_sequence(node.items, 0, words, start, rules)
    elif isinstance(node, Alternatives):
        for option in node.options:
            yield from _match(option, words, start, rules)
    elif isinstance(node, Optional):
        yield from _match(node.item, words, start, rules)
        yield _Partial(start, (), (), ())
    elif isinstance(node, RuleRef):
        yield from _match(rules[node.name], words, start, rules)
    elif isinstance(node, Tagged):
        for partial in _match(node.item, words, start, rules):
            captured = " ".join(partial.values) if partial.values else " ".join(partial.words)
            yield _Partial(
                partial.end, partial.values, partial.words, (*partial.slots, (node.slot, captured))
            )


def _match_sequence(
    items: tuple[Node, ...], index: int, words: list[str], start: int, rules: Mapping[str, Node]
) -> Iterator[_Partial]:
    if index == len(items):
        yield _Partial(start, (), (), ())
        return
    for head in _match(items[index], words, start, rules):
        for tail in _match_sequence(items, index + 1, words, head.end, rules):
            yield _Partial(
                tail.end,
                head.values + tail.values,
                head.words + tail.words,
                head.slots + tail.slots,
            )


def expand(node: Node, rules: Mapping[str, Node]) -> Iterator[tuple[str, ...]]:
    """Every word sequence the template accepts (the grammars are finite)."""
    if isinstance(node, Word):
        yield (node.text,)
    elif isinstance(node, Sequence):
        yield from _expand_sequence(node.items, rules)
    elif isinstance(node, Alternatives):
        for option in node.options:
            yield from expand(option, rules)
    elif isinstance(node, Optional):
        yield ()
        yield from expand(node.item, rules)
    elif isinstance(node, RuleRef):
        yield from expand(rules[node.name], rules)
    elif isinstance(node, Tagged):
        yield from expand(node.item, rules)


def sample(node: Node, rules: Mapping[str, Node], rng: random.Random,
           optional: float = 0.5) -> tuple[str, ...]:
    """One word sequence the template accepts, each choice drawn at random, an optional
    part with the probability `optional`: the sentences of a template too large to
    list."""
    if isinstance(node, Word):
        return (node.text,)
    if isinstance(node, Sequence):
        return tuple(word for item in node.items
                     for word in sample(item, rules, rng, optional))
    if isinstance(node, Alternatives):
        return sample(rng.choice(node.options), rules, rng, optional)
    if isinstance(node, Optional):
        return sample(node.item, rules, rng, optional) if rng.random() < optional else ()
    if isinstance(node, RuleRef):
        return sample(rules[node.name], rules, rng, optional)
    return sample(node.item, rules, rng, optional)


def _expand_sequence(
    items: tuple[Node, ...], rules: Mapping[str, Node]
) -> Iterator[tuple[str, ...]]:
    if not items:
        yield ()
        return
    for head in expand(items[0], rules):
        for tail in _expand_sequence(items[1:], rules):
            yield head + tail


def opening_words(node: Node, rules: Mapping[str, Node]) -> tuple[set[str], bool]:
    """The words that can open what the template accepts when its optional parts are
    left out, and whether it can then say nothing at all."""
    if isinstance(node, Word):
        return {node.text}, False
    if isinstance(node, Optional):
        return set(), True
    if isinstance(node, Sequence):
        found: set[str] = set()
        for item in node.items:
            words, empty = opening_words(item, rules)
            found |= words
            if not empty:
                return found, False
        return found, True
    if isinstance(node, Alternatives):
        parts = [opening_words(option, rules) for option in node.options]
        return set().union(*(w for w, _ in parts)), any(e for _, e in parts)
    if isinstance(node, RuleRef):
        return opening_words(rules[node.name], rules)
    return opening_words(node.item, rules)


def words_of(node: Node, rules: Mapping[str, Node]) -> set[str]:
    if isinstance(node, Word):
        return {node.text}
    if isinstance(node, Sequence):
        return set().union(*(words_of(i, rules) for i in node.items))
    if isinstance(node, Alternatives):
        return set().union(*(words_of(o, rules) for o in node.options))
    if isinstance(node, Optional | Tagged):
        return words_of(node.item, rules)
    return words_of(rules[node.name], rules)


def to_jsgf(node: Node) -> str:
    """The template in JSGF syntax: words, [optional], (a | b), <rule>; values and slots
    are for the parser only."""
    if isinstance(node, Word):
        return node.text
    if isinstance(node, Sequence):
        return " ".join(to_jsgf(i) for i in node.items)
    if isinstance(node, Alternatives):
        return "(" + " | ".join(to_jsgf(o) for o in node.options) + ")"
    if isinstance(node, Optional):
        return "[" + to_jsgf(node.item) + "]"
    if isinstance(node, RuleRef):
        return f"<{node.name.replace('.', '_')}>"
    return to_jsgf(node.item)

"""Sentence templates, in the style of rhasspy-nlu and JSGF.

    word            a word that must be said
    word:value      a word said as `word` that stands for `value` ("centre:2")
    [ ... ]         optional
    ( a | b )       alternatives
    <rule>          a named rule defined elsewhere in the grammar
    element{slot}   what `element` matched is captured as `slot`

A template compiles to a small tree; the same tree gives the text parser, the JSGF
grammar and the phrase list of a speech recogniser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN = re.compile(r"\s*(\[|\]|\(|\)|\||<[^<>\s]+>|\{[^{}\s]+\}|[^\s\[\]()|<>{}]+)")


class TemplateError(ValueError):
    """A template in a grammar file is malformed; the message names it."""


@dataclass(frozen=True)
class Word:
    text: str
    value: str | None = None


@dataclass(frozen=True)
class Sequence:
    items: tuple[Node, ...]


@dataclass(frozen=True)
class Alternatives:
    options: tuple[Node, ...]


@dataclass(frozen=True)
class Optional:
    item: Node


@dataclass(frozen=True)
class RuleRef:
    name: str


@dataclass(frozen=True)
class Tagged:
    item: Node
    slot: str


Node = Word | Sequence | Alternatives | Optional | RuleRef | Tagged


def parse_template(text: str) -> Node:
    tokens = _tokenize(text)
    node, index = _parse_alternatives(tokens, 0, text)
    if index != len(tokens):
        raise TemplateError(f"unexpected {tokens[index]!r} in template: {text}")
    return node


def _tokenize(text: str) -> list[str]:
    tokens: list[str] = []
    position = 0
    stripped = text.rstrip()
    while position < len(stripped):
        match = _TOKEN.match(stripped, position)
        if not match:
            raise TemplateError(f"cannot read template at {stripped[position:]!r}")
        tokens.append(match.group(1))
        position = match.end()
    return tokens


def _parse_alternatives(tokens: list[str], index: int, source: str) -> tuple[Node, int]:
    options: list[Node] = []
    sequence, index = _parse_sequence(tokens, index, source)
    options.append(sequence)
    while index < len(tokens) and tokens[index] == "|":
        sequence, index = _parse_sequence(tokens, index + 1, source)
        options.append(sequence)
    return (options[0] if len(options) == 1 else Alternatives(tuple(options))), index


def _parse_sequence(tokens: list[str], index: int, source: str) -> tuple[Node, int]:
    items: list[Node] = []
    while index < len(tokens) and tokens[index] not in ("|", ")", "]"):
        item, index = _parse_item(tokens, index, source)
        items.append(item)
    if not items:
        raise TemplateError(f"empty alternative in template: {source}")
    return (items[0] if len(items) == 1 else Sequence(tuple(items))), index


def _parse_item(tokens: list[str], index: int, source: str) -> tuple[Node, int]:
    token = tokens[index]
    node: Node
    if token in ("(", "["):
        closing = ")" if token == "(" else "]"
        inner, index = _parse_alternatives(tokens, index + 1, source)
        if index >= len(tokens) or tokens[index] != closing:
            raise TemplateError(f"missing {closing!r} in template: {source}")
        index += 1
        node = inner if token == "(" else Optional(inner)
    elif token.startswith("<"):
        node = RuleRef(token[1:-1])
        index += 1
    elif token.startswith("{"):
        raise TemplateError(f"a slot name must follow something to capture: {source}")
    else:
        spoken, _, value = token.partition(":")
        node = Word(spoken.lower(), value or None)
        index += 1
    while index < len(tokens) and tokens[index].startswith("{"):
        node = Tagged(node, tokens[index][1:-1])
        index += 1
    return node, index

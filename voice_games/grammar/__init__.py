"""One command language per game and language: text parser, recogniser grammar, help."""

from voice_games.grammar.grammar import Grammar, Parse, load_grammar

__all__ = ["Grammar", "Parse", "load_grammar"]

"""Rescored candidates made by hand, for tests of the recogniser's decision."""

from typing import Any

from voice_games.speech.matching import Match
from voice_games.speech.whisper import Scored


def scored(grammar: Any, text: str, distance: float, logprob: float, **flags: bool) -> Scored:
    """The command `text` of `grammar`, matched at `distance` and forced at `logprob`;
    `flags`: Scored's own (expanded, opened, refused)."""
    return Scored(Match(text, distance, grammar.parse(text)), logprob, **flags)

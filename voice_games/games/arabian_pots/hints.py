"""Spoken hints for a human player, worked out from that player's view only.

The same exact belief the expert computer player keeps (`belief.Belief`) is rebuilt from
the events in the player's view, so a hint can never tell more than the player could have
worked out: it only does the sums for them.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from voice_games.catalogue import Catalogue
from voice_games.games.arabian_pots.belief import (
    IN_LINE_PAIRS,
    Belief,
    belief_from_events,
    entropy_bits,
)
from voice_games.games.arabian_pots.board import ALL_LINES, POSITIONS, ROWS, Line
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsView
from voice_games.games.arabian_pots.words import words_for

# A line this likely is worth naming as "the one you are most sure of".
SURE_ENOUGH = 0.5


def chances(view: PotsView, rules: PotsRules, words: Catalogue | None = None) -> str:
    """The chance that each claimable line is complete, as one speakable passage."""
    say = words or words_for()
    if view.phase in (Phase.DRAFT_TAKE, Phase.DRAFT_PLACE):
        return say("pots-chances-draft")
    belief = _belief(view, rules)
    probabilities = belief.line_probabilities()
    parts = [
        say("pots-chance", line=line.key, **_chance(probabilities[ALL_LINES.index(line)]))
        for line in _lines(view, rules)
    ]
    return say.join(parts, "sentences")


def hint(view: PotsView, rules: PotsRules, words: Catalogue | None = None) -> str:
    """One suggestion: the line the player can be most sure of, or the pot that would
    tell them most, depending on where the game stands."""
    say = words or words_for()
    phase = view.phase
    if phase is Phase.OVER:
        return say("pots-game-over")
    if phase in (Phase.PLACE_SILENT, Phase.SETUP_SWAPS):
        return say("pots-hint-nothing-heard")
    belief = _belief(view, rules)
    if phase is Phase.DRAFT_TAKE:
        left = [p for p in POSITIONS if p not in view.empty_positions]
        bits = entropy_bits(belief.marginals())
        best = max(left, key=lambda p: (bits[p - 1], -p))
        return say("pots-hint-take", position=best)
    if phase is Phase.DRAFT_PLACE:
        return say("pots-hint-draft-place")
    lines = _lines(view, rules)
    indices = [ALL_LINES.index(line) for line in lines]
    after = belief.lines_after_swaps()[:, indices]
    now = after[0]
    best_line = lines[int(np.argmax(now))]
    sure = float(now.max())
    surest = {"line": best_line.key, **_chance(sure)}
    if phase is Phase.SECRET_SWAP:
        return say("pots-hint-secret-swap", **surest)
    if phase is Phase.CLAIM_WINDOW or sure >= SURE_ENOUGH:
        return say("pots-hint-surest", **surest)
    swap_best = after[1:].max(axis=1)
    j = int(np.argmax(swap_best))
    if swap_best[j] >= SURE_ENOUGH:
        a, b = IN_LINE_PAIRS[j]
        made = lines[int(np.argmax(after[1 + j]))]
        return say("pots-hint-swap", a=a, b=b, line=made.key, **_chance(float(swap_best[j])))
    bits = entropy_bits(belief.marginals())
    if bits.max() < 1e-6:
        return say("pots-hint-nothing-new", **surest)
    pot = int(np.argmax(bits)) + 1
    return say("pots-hint-shake", position=pot)


def _belief(view: PotsView, rules: PotsRules) -> Belief:
    return belief_from_events(view.player, rules.variant, view.events)


def _lines(view: PotsView, rules: PotsRules) -> tuple[Line, ...]:
    return ROWS if view.rows_only or rules.rows_only else ALL_LINES


def _chance(probability: float) -> dict[str, Any]:
    """A probability as the catalogue's `pots-chance-words` takes it: near-certainties
    are said as words, since a rounded "100 percent" would overstate them."""
    if probability >= 1 - 1e-9:
        return {"chance": "certain", "percent": 100}
    if probability <= 1e-9:
        return {"chance": "none", "percent": 0}
    if probability < 0.005:
        return {"chance": "under", "percent": 0}
    if probability > 0.995:
        return {"chance": "over", "percent": 100}
    return {"chance": "percent", "percent": round(probability * 100)}

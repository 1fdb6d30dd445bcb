"""Spoken hints for a human player, worked out from that player's view only.

The same exact belief the expert computer player keeps (`belief.Belief`) is rebuilt from
the events in the player's view, so a hint can never tell more than the player could have
worked out: it only does the sums for them.
"""

from __future__ import annotations

import numpy as np

from voice_games.games.arabian_pots.belief import (
    IN_LINE_PAIRS,
    Belief,
    belief_from_events,
    entropy_bits,
)
from voice_games.games.arabian_pots.board import (
    ALL_LINES,
    COLUMN_NAMES,
    POSITIONS,
    ROW_NAMES,
    ROWS,
    Line,
    number_word,
)
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsView

# A line this likely is worth naming as "the one you are most sure of".
SURE_ENOUGH = 0.5


def chances(view: PotsView, rules: PotsRules) -> str:
    """The chance that each claimable line is complete, as one speakable passage."""
    if view.phase in (Phase.DRAFT_TAKE, Phase.DRAFT_PLACE):
        return "The pots are not all on the board yet, so no line can be judged."
    belief = _belief(view, rules)
    probabilities = belief.line_probabilities()
    parts = [
        f"{_line_title(line)}: {_percent(probabilities[ALL_LINES.index(line)])}."
        for line in _lines(view, rules)
    ]
    return " ".join(parts)


def hint(view: PotsView, rules: PotsRules) -> str:
    """One suggestion: the line the player can be most sure of, or the pot that would
    tell them most, depending on where the game stands."""
    phase = view.phase
    if phase is Phase.OVER:
        return "The game is over."
    if phase in (Phase.PLACE_SILENT, Phase.SETUP_SWAPS):
        return "Nothing has been heard yet: every pot is as uncertain as any other."
    belief = _belief(view, rules)
    if phase is Phase.DRAFT_TAKE:
        left = [p for p in POSITIONS if p not in view.empty_positions]
        bits = entropy_bits(belief.marginals())
        best = max(left, key=lambda p: (bits[p - 1], -p))
        return f"Taking pot {number_word(best)} and shaking it would tell you most."
    if phase is Phase.DRAFT_PLACE:
        return "Lines can be judged once every pot is back on the board."
    lines = _lines(view, rules)
    indices = [ALL_LINES.index(line) for line in lines]
    after = belief.lines_after_swaps()[:, indices]
    now = after[0]
    best = lines[int(np.argmax(now))]
    sure = float(now.max())
    if phase is Phase.SECRET_SWAP:
        return (
            f"Whichever pot you swap it with, you are most sure of {best.name}: {_percent(sure)}."
        )
    if phase is Phase.CLAIM_WINDOW or sure >= SURE_ENOUGH:
        return f"You are most sure of {best.name}: {_percent(sure)}."
    swap_best = after[1:].max(axis=1)
    j = int(np.argmax(swap_best))
    if swap_best[j] >= SURE_ENOUGH:
        a, b = IN_LINE_PAIRS[j]
        made = lines[int(np.argmax(after[1 + j]))]
        return (
            f"Swapping pots {number_word(a)} and {number_word(b)} would make {made.name} "
            f"{_percent(float(swap_best[j]))} sure."
        )
    bits = entropy_bits(belief.marginals())
    if bits.max() < 1e-6:
        return (
            f"Shaking tells you nothing new now. You are most sure of {best.name}: "
            f"{_percent(sure)}."
        )
    pot = int(np.argmax(bits)) + 1
    return f"Shaking pot {number_word(pot)} would tell you most."


def _belief(view: PotsView, rules: PotsRules) -> Belief:
    return belief_from_events(view.player, rules.variant, view.events)


def _lines(view: PotsView, rules: PotsRules) -> tuple[Line, ...]:
    return ROWS if view.rows_only or rules.rows_only else ALL_LINES


def _line_title(line: Line) -> str:
    names = ROW_NAMES if line.kind == "row" else COLUMN_NAMES
    return f"{names[line.index - 1].capitalize()} {line.kind}"


def _percent(probability: float) -> str:
    if probability >= 1 - 1e-9:
        return "certain"
    if probability <= 1e-9:
        return "no chance"
    if probability < 0.005:
        return "under 1 percent"
    if probability > 0.995:
        return "over 99 percent"
    return f"{round(probability * 100)} percent"

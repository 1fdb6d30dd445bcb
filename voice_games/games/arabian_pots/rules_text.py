"""The rules of The Arabian Pots as the game reads them aloud."""

from __future__ import annotations

from voice_games.games.arabian_pots.engine import PotsRules, Variant

_BASIC = (
    "The Arabian Pots. Nine pots stand on a board of three rows of three, numbered one to nine "
    "from the top left; the notch marks the bottom edge, nearest you. Three pots hold one ball, "
    "three hold two metal pieces, three hold many small beads. "
    "Be the first to call complete on a line of three pots that sound the same: a row or a "
    "column{rows_only}. "
    "Setup: each player, unseen, swaps pairs of pots three times without shaking them. "
    "On your turn, do one thing: shake a pot, and everyone hears it; or swap two pots in the "
    "same row or column, without shaking them. Then, or instead, you may call complete and "
    "name a line. Its three pots are shaken: if they all sound the same, you win; if not, you "
    "miss your next turn."
)
_SILENT = (
    " The silent-pot game: before the setup swaps, the first player secretly puts the silent "
    "pot in place of one pot, which leaves the game. Whoever shakes the silent pot must swap "
    "it, in secret, with a pot next to it: up, down, left or right. A line with the silent "
    "pot is never complete."
)
_DRAFT = (
    " The draft game: there are no setup swaps. Players take turns taking a pot from the "
    "board, shaking it or not. When the board is empty the silent pot goes to five, and "
    "players take turns putting their pots back on empty places; the last pot leaves the "
    "game unheard. Whoever shakes the silent pot swaps it in secret with a pot next to it, "
    "and misses their next turn."
)
_ALONE = (
    " Playing alone, sort the pots until you call complete on a true line; the game tells "
    "you how many actions it took. A game with no winner after {rounds} rounds is a draw."
)


def rules_text(rules: PotsRules) -> str:
    text = _BASIC.format(rows_only=", but in this game only rows" if rules.rows_only else "")
    if rules.variant is Variant.SILENT:
        text += _SILENT
    elif rules.variant is Variant.DRAFT:
        text += _DRAFT
    return text + _ALONE.format(rounds=rules.max_rounds)

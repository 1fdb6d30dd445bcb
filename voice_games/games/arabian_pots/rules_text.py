"""The rules of The Arabian Pots as the game reads them aloud (`pots-rules` of the
catalogue: the basic rules, the variant's own, and the game alone)."""

from __future__ import annotations

from voice_games.catalogue import Catalogue
from voice_games.games.arabian_pots.engine import PotsRules
from voice_games.games.arabian_pots.words import words_for


def rules_text(rules: PotsRules, words: Catalogue | None = None) -> str:
    return (words or words_for())(
        "pots-rules",
        variant=rules.variant.value,
        rows_only="yes" if rules.rows_only else "no",
        rounds=rules.max_rounds,
    )

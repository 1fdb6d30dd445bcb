"""The rules of Bead Trade as the game reads them aloud (`beads-rules` of the
catalogue: the basic rules, then each variant in play)."""

from __future__ import annotations

from voice_games.catalogue import Catalogue
from voice_games.games.bead_trade.engine import BeadRules
from voice_games.games.bead_trade.words import yes

VARIANT_RULES = {
    "locked_spirits": "beads-rules-locked-spirits",
    "normal_spirits": "beads-rules-normal-spirits",
    "prolonged_spirits": "beads-rules-prolonged-spirits",
    "extended_spirits": "beads-rules-extended-spirits",
    "storied_animals": "beads-rules-storied-animals",
    "calm": "beads-rules-calm",
}


def rules_text(rules: BeadRules, words: Catalogue) -> str:
    said = [words("beads-rules", seats=rules.seats, rounds=rules.rounds,
                  animals=rules.animals_to_end)]
    for variant, message in VARIANT_RULES.items():
        if getattr(rules, variant):
            said.append(words(message))
    timeout = rules.offer_timeout
    said.append(words("beads-rules-timeout", never=yes(timeout is None),
                      seconds=round(timeout or 0)))
    return " ".join(said)

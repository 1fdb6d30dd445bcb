"""Narration for a lone human: every sentence about 'you' takes the verb form of 'you'."""

import re

import pytest

from voice_games.games.arabian_pots.bots import make_bot
from voice_games.games.arabian_pots.engine import PotsRules, Variant
from voice_games.games.arabian_pots.narration import Names, Narrator
from voice_games.games.arabian_pots.selfplay import play_bots

# The third-person forms of the verbs narration uses (and a few it may come to use):
# after "You" none may stand in the same sentence.
THIRD_PERSON = frozenset(
    {
        "takes", "shakes", "swaps", "puts", "places", "claims", "misses", "wins", "makes",
        "hears", "loses", "gets", "chooses", "calls", "ends", "moves", "passes", "has", "is",
        "does", "returns", "removes", "picks",
    }
)


def whole_games(variant):
    """Finished games of `variant` at tables of one to three, played by computer players:
    between them they hold every kind of event the variant has."""
    for seats in (1, 2, 3):
        for seed in range(3):
            rules = PotsRules(seats=seats, variant=variant, seed=seed)
            state = rules.new_game()
            bots = [make_bot("medium", seat, rules, seed * 31 + seat) for seat in range(seats)]
            play_bots(rules, bots, state)
            yield state


def sentences_about_you(text):
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        if re.search(r"\bYou\b", sentence):
            yield sentence


@pytest.mark.parametrize("variant", list(Variant))
def test_no_third_person_verb_after_you(variant):
    said = []
    for state in whole_games(variant):
        for you in range(state.seats):
            kinds = ["human" if seat == you else "bot" for seat in range(state.seats)]
            narrator = Narrator(Names.for_table(kinds, you), state.seats, describe_sounds=True)
            for text in narrator.narrate_all(state.view(you).events):
                for sentence in sentences_about_you(text):
                    said.append(sentence)
                    words = set(re.findall(r"[a-z-]+", sentence.lower()))
                    assert not words & THIRD_PERSON, sentence
    assert said, "no sentence about 'you' was narrated"
    if variant is Variant.DRAFT:  # the sentence that once read "and shakes it"
        assert any(re.match(r"You take pot \w+ and shake it", line) for line in said)

"""Invariants under random legal play (hypothesis)."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.engine import Phase, PotsRules, Variant
from voice_games.games.arabian_pots.narration import Names, Narrator
from voice_games.games.arabian_pots.words import words_for

SOUND_EVENTS = (ev.Shaken, ev.PotTaken, ev.GameWon, ev.ArrangementRevealed)
# the words that name a noisy sound group, as the English catalogue says them
SOUND_WORDS = frozenset(words_for("en")("pots-sound", sound=s) for s in ev.NOISY_SOUNDS)


@settings(max_examples=80, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    choice_seed=st.integers(0, 10**6),
    seats=st.integers(1, 6),
    variant=st.sampled_from(list(Variant)),
)
def test_random_legal_play_keeps_the_pots_and_leaks_no_arrangement(
    seed, choice_seed, seats, variant
):
    state = PotsRules(seats=seats, variant=variant, seed=seed, max_rounds=20).new_game()
    chooser = random.Random(choice_seed)
    board_in_play = None
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        state.apply(action)
        if state.phase in (Phase.PLAY, Phase.CLAIM_WINDOW, Phase.SECRET_SWAP):
            counts = Counter(state.board)
            if board_in_play is None:
                board_in_play = counts
            assert counts == board_in_play  # swaps and shakes never add or remove a pot
            assert None not in counts
    for player in range(seats):
        narrator = Narrator(
            Names.for_table(["human"] * seats, player), seats, describe_sounds=False
        )
        for event in state.view(player).events:
            text = narrator.narrate(event) or ""
            if not isinstance(event, SOUND_EVENTS):
                words = set(text.lower().replace(".", " ").replace(",", " ").split())
                assert not words & SOUND_WORDS, text

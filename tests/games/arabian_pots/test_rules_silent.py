"""RULES.md 1, Silent-pot variant: shaking the silent pot means a secret adjacent swap."""

import pytest

from voice_games.core import IllegalAction
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.actions import PlaceSilent, SecretSwap, SetupSwap, Shake
from voice_games.games.arabian_pots.engine import Phase, PotsRules, Variant


def silent_at_five():
    state = PotsRules(seats=2, variant=Variant.SILENT, seed=8).new_game()
    state.apply(PlaceSilent(0, 5))
    for player in (0, 1):
        for _ in range(3):
            state.apply(SetupSwap(player, 1, 3))
    assert state.silent_pot_position == 5
    return state


def test_shaking_the_silent_pot_is_heard_as_silence_and_forces_a_secret_swap():
    state = silent_at_five()
    events = state.apply(Shake(0, 5))
    assert ev.Shaken(0, 5, "silent") in events and ev.MustSwapSilent(0, 5) in events
    assert state.phase is Phase.SECRET_SWAP


@pytest.mark.parametrize(
    ("a", "b", "reason"), [(5, 1, "adjacent"), (1, 2, "silent pot is at five")]
)
def test_the_secret_swap_must_be_with_an_adjacent_pot(a, b, reason):
    state = silent_at_five()
    state.apply(Shake(0, 5))
    with pytest.raises(IllegalAction, match=reason):
        state.apply(SecretSwap(0, a, b))


def test_others_learn_only_that_a_secret_swap_happened():
    state = silent_at_five()
    state.apply(Shake(0, 5))
    state.apply(SecretSwap(0, 5, 6))
    assert state.silent_pot_position == 6
    mine, theirs = state.view(0).events, state.view(1).events
    assert ev.SecretSwapMade(0, 5, 6, setup=False) in mine
    assert not any(
        isinstance(e, ev.SecretSwapMade) and e.owner == 0 and not e.setup for e in theirs
    )
    assert ev.SecretSwapDone(0, setup=False) in theirs
    assert state.phase is Phase.CLAIM_WINDOW  # the turn goes on: claim or end
    assert not state.lost_turn[0]  # only the draft variant costs a turn

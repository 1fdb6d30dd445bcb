"""Games of The Arabian Pots set up for a test."""

from voice_games.games.arabian_pots.engine import PotsRules, PotsState


def game_in_play(seed: int = 1, seats: int = 2) -> PotsState:
    """A new game whose secret steps (silent pot, setup swaps) were taken at random."""
    state = PotsRules(seats=seats, seed=seed).new_game()
    while state.in_secret_step:
        state.apply(state.random_secret_action())
    return state

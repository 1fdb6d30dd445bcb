"""The Arabian Pots: nine pots, three sounds, and a line to find by ear."""

from voice_games.games.arabian_pots.game import GAME

__all__ = ["GAME"]

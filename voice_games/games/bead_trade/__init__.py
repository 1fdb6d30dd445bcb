"""Bead Trade (from Ceramic, Jordan Draper): real-time trading of beads and spirit animals,
whose values change with the beads hidden under two ceramic boxes (RULES.md section 2)."""

from voice_games.games.bead_trade.game import GAME

__all__ = ["GAME"]

"""Bead Trade (from Ceramic, Jordan Draper): real-time trading of beads and spirit animals,
whose values change with the beads hidden under two ceramic boxes (RULES.md section 2).

Only the pure rules live here so far; the package exports no `GAME` until it can be played.
"""

"""voice_games: voice-first tabletop games that need no screen."""

__version__ = "0.1.0"

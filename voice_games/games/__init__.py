"""The games: each package here exports `GAME`, which the registry finds by itself."""

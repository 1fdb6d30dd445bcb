"""The command grammars, one folder a game (and common/), one file a language. Shipped
inside the package as voice_games.grammars, so that an installed game finds them."""

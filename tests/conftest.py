"""Settings for the whole suite."""

import os

# A game played by voice starts tuning its recogniser in the background, which takes
# a quarter of an hour of both cores; no test but the one about that may start it.
os.environ["VOICE_GAMES_TUNING"] = "off"

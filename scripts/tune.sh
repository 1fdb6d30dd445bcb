#!/usr/bin/env bash
# Tunes the speech recogniser to The Arabian Pots on this computer (about 35 minutes
# on two cores): installs PyTorch into .venv if it is missing, then builds the tuned
# model in models/, which the game then uses by default.
set -euo pipefail
cd "$(dirname "$0")/.."
VOICE_GAMES_EXTRAS=${VOICE_GAMES_EXTRAS:-test,tune} scripts/setup.sh
exec .venv/bin/voice-games models tune "$@"

#!/usr/bin/env bash
# Tunes the speech recogniser to The Arabian Pots on this computer, now and in the
# foreground (about half an hour on two cores; the first game played by voice starts
# the same in the background): builds the tuned model in models/, which the game then
# uses by default.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/voice-games models tune "$@"

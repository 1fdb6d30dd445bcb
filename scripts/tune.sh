#!/usr/bin/env bash
# Tunes the speech recogniser to the games' commands on this computer, now and in the
# foreground (about 23 minutes on two cores; the first game played by voice starts the
# same in the background): builds the tuned model in models/, which the games then use
# by default (README: Hearing better in a loud room).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/voice-games models tune "$@"

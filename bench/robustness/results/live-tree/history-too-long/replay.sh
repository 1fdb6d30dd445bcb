#!/bin/sh
# `history` when the history is longer than 2500 characters: ValueError at
# catalogue.py:__call__, "history: Too many characters in placeable (2639, max allowed is
# 1000)". fluent.runtime refuses a placeable longer than MAX_PART_LENGTH (2500); its
# message names another limit. Found by kill_resume.py (--kills 6 --seed 12 --mode save)
# and fuzz.py (--seed 4, --seed 6) on the working tree of 2026-12-06 01:20 UTC; the copy
# of 01:05 UTC (bcfc7f3707fe) has no catalogue.py.
cd "$(dirname "$0")"
VG="$(cd ../../../../.. && pwd)/.venv/bin/voice-games"
T=$(mktemp -d)
export HOME="$T" VOICE_GAMES_CONFIG_DIR="$T/config" VOICE_GAMES_DATA_DIR="$T/data" VOICE_GAMES_TUNING=off
# 1. two humans, sixty rounds of a shake and done, then history
python3 -c "print('\n'.join(['shake 1', 'done'] * 60 + ['history']))" |
    "$VG" play pots --input text --output text --humans 2 --seed 2 --save "$T/game.json" >"$T/said"
echo "exit code: $?" >&2
# 2. the save of 63 actions the kill harness left, resumed, then history
cp save.json "$T/save.json"
printf 'history\n' | "$VG" play --resume "$T/save.json" --input text --output text >"$T/said"
echo "exit code: $?" >&2

#!/usr/bin/env bash
# Prepares this checkout to run: the Debian packages for speech and sound, a Python
# virtual environment in .venv, and the project installed into it. Safe to run again:
# it only does what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

# flite: a second family of voices that the recogniser's tuning learns from
debian_packages=(espeak-ng libportaudio2 flite sox alsa-utils python3-venv)
missing=()
if command -v dpkg-query >/dev/null 2>&1; then
    for package in "${debian_packages[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$package")
        fi
    done
fi
if [ "${#missing[@]}" -gt 0 ]; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "Installing Debian packages: ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "Missing Debian packages: ${missing[*]}."
        echo "Install them with: sudo apt-get install ${missing[*]}"
        echo "Without espeak-ng and libportaudio2 the game still runs, in text."
    fi
fi

python=${PYTHON:-python3}
if ! "$python" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' 2>/dev/null; then
    for candidate in python3.11 python3; do
        if command -v "$candidate" >/dev/null 2>&1 && \
           "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))'; then
            python=$candidate
            break
        fi
    done
fi
if ! "$python" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' 2>/dev/null; then
    echo "voice_games needs Python 3.11; found $("$python" --version 2>&1)." >&2
    exit 1
fi

if [ ! -x .venv/bin/python ]; then
    echo "Creating the Python environment in .venv"
    "$python" -m venv .venv
fi
# the optional parts to install: test (the test tools, and the Spanish and German
# speech model they hear with), languages (that model alone); none to play in English
extras=${VOICE_GAMES_EXTRAS-test}
target=.
[ -n "$extras" ] && target=".[$extras]"
stamp=.venv/.installed-$( (cat pyproject.toml; echo "$extras") | sha256sum | cut -c1-16)
if [ ! -f "$stamp" ]; then
    echo "Installing voice_games and its Python packages ${extras:+($extras) }into .venv"
    .venv/bin/python -m pip install --quiet --upgrade pip >/dev/null 2>&1 || true
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e "$target" \
        2>&1 | grep -v "is ignored: it is neither" || true
    .venv/bin/python -c 'import voice_games.cli' 
    touch "$stamp"
fi

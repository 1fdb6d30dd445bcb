"""Whisper tiny.en's decoder tuned to the games' commands on this computer.

`voice-games models tune` renders the commands of every game that tunes, and table
talk, with espeak-ng voices that the benchmark never uses (and flite's, when it is
installed), in quiet, hiss, talk and a kitchen's clatter, passes them through the
bundled model's own encoder, and trains the decoder to write what was said. One tuning
serves all the games of the language. The encoder, the vocabulary and the file format
stay as they were, so the tuned model runs in the same engine at the same speed.
bench/asr/README.md has what it changes."""

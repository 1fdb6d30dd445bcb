"""Whisper tiny.en's decoder tuned to the game's commands on this machine.

`voice-games models tune` renders commands and table talk with espeak-ng voices that the
benchmark never uses, in quiet, hiss and talk, passes them through the bundled model's
own encoder, and trains the decoder to write what was said. The encoder, the vocabulary
and the file format stay as they were, so the tuned model runs in the same engine at the
same speed. bench/asr/README.md has what it changes."""

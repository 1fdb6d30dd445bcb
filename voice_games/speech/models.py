"""Vosk models: which are installed, and installing the official small ones.

A download is checked (size, a readable zip, the SHA-256 when we know it), unpacked into
a temporary folder beside the target and renamed into place, so an interrupted install
never leaves a half model that would be mistaken for a whole one."""

from __future__ import annotations

import hashlib
import shutil
import tempfile
import urllib.error
import urllib.request
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from voice_games.catalogue import catalogue
from voice_games.core import SpeakableError

# the speech tools on the command line speak English, as their options do
WORDS = catalogue("en")

BASE_URL = "https://alphacephei.com/vosk/models/"


@dataclass(frozen=True)
class ModelInfo:
    language: str
    name: str
    size_mb: int  # as published on the models page
    sha256: str | None = None  # None: not published; recorded beside the model at install


OFFICIAL = {
    "en": ModelInfo("en", "vosk-model-small-en-us-0.15", 40),
    "es": ModelInfo("es", "vosk-model-small-es-0.42", 39),
    "de": ModelInfo("de", "vosk-model-small-de-0.15", 45),
}


class InstallError(SpeakableError):
    """The model could not be installed; the message is one sentence."""


def installed(directory: Path) -> list[Path]:
    if not directory.is_dir():
        return []
    return sorted(p for p in directory.iterdir() if p.is_dir() and p.name.startswith("vosk-model"))


class Progress:
    """A plain line every 10 %: screen readers read it, and logs stay short."""

    def __init__(self, say: Callable[[str], None], label: str) -> None:
        self.say = say
        self.label = label
        self.next_step = 10

    def update(self, done: int, total: int) -> None:
        if total <= 0:
            return
        percent = 100 * done // total
        while percent >= self.next_step and self.next_step <= 100:
            self.say(WORDS("models-progress", label=self.label, percent=self.next_step))
            self.next_step += 10


def download(url: str, target: Path, say: Callable[[str], None], label: str) -> str:
    """Fetch `url` into `target`; returns the SHA-256 of what was received."""
    digest = hashlib.sha256()
    progress = Progress(say, label)
    try:
        with urllib.request.urlopen(url, timeout=30) as response, open(target, "wb") as out:
            total = int(response.headers.get("Content-Length") or 0)
            done = 0
            while block := response.read(1 << 16):
                out.write(block)
                digest.update(block)
                done += len(block)
                progress.update(done, total)
    except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as error:
        raise InstallError("models-no-network", label=label, reason=str(error)) from None
    if total and done != total:
        raise InstallError("models-stopped-early", label=label, done=done, total=total)
    return digest.hexdigest()


def install(
    language: str,
    directory: Path,
    say: Callable[[str], None] = print,
    base_url: str = BASE_URL,
    catalogue: dict[str, ModelInfo] | None = None,
) -> Path:
    info = (catalogue or OFFICIAL).get(language)
    if info is None:
        known = ", ".join(sorted(catalogue or OFFICIAL))
        raise InstallError("models-unknown-language", language=language, known=known)
    final = directory / info.name
    if final.is_dir():
        say(WORDS("models-already-installed", model=info.name, directory=str(directory)))
        return final
    directory.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=directory, prefix=".install-") as temporary:
        work = Path(temporary)
        archive = work / f"{info.name}.zip"
        say(WORDS("models-downloading", model=info.name, megabytes=info.size_mb))
        sha256 = download(base_url + info.name + ".zip", archive, say, info.name)
        if info.sha256 is not None and sha256 != info.sha256:
            raise InstallError("models-bad-checksum", model=info.name)
        try:
            with zipfile.ZipFile(archive) as bundle:
                if bundle.testzip() is not None:
                    raise InstallError("models-corrupt-zip", model=info.name)
                unpacked = work / "unpacked"
                _safe_extract(bundle, unpacked)
        except zipfile.BadZipFile:
            raise InstallError("models-not-zip", model=info.name) from None
        inner = unpacked / info.name
        source = inner if inner.is_dir() else unpacked
        (source / "SHA256").write_text(f"{sha256}  {info.name}.zip\n", encoding="utf-8")
        source.rename(final)  # atomic within one file system
    say(WORDS("models-installed", model=info.name, directory=str(directory)))
    return final


def _safe_extract(bundle: zipfile.ZipFile, target: Path) -> None:
    """Unpack, refusing names that would land outside `target`."""
    root = target.resolve()
    for member in bundle.infolist():
        path = (target / member.filename).resolve()
        if root not in path.parents and path != root:
            raise InstallError("models-unsafe-path", path=member.filename)
    bundle.extractall(target)


def remove(path: Path) -> None:
    shutil.rmtree(path)

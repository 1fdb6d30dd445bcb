"""The ALSA file device of tests/support works both ways: a program's playback
lands in a raw file, and a raw file is heard as its microphone."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import numpy as np
import pytest

from tests.support.alsa_device import (
    alsa_file_device_usable,
    run_with_alsa_device,
    write_asoundrc,
)

_skip = alsa_file_device_usable()
pytestmark = [pytest.mark.audio, pytest.mark.skipif(_skip is not None, reason=_skip or "")]

_RECORD = textwrap.dedent(
    """
    import json, time
    import numpy as np
    import sounddevice as sd
    blocks = []
    with sd.RawInputStream(samplerate=16000, channels=1, dtype="int16", blocksize=1600,
                           callback=lambda data, frames, t, status: blocks.append(bytes(data))):
        time.sleep(0.2)
    got = np.frombuffer(b"".join(blocks), dtype="<i2")
    np.save("{out}", got)
    {playback}
    print(json.dumps({{"frames": int(got.size)}}))
    """
)

_PLAY = "sd.play(np.full((4410, 2), 0.5, np.float32), 44100); sd.wait()"


def _tone() -> np.ndarray:
    return (np.sin(np.arange(16000) * 2 * np.pi * 440 / 16000) * 12000).astype(np.int16)


@pytest.mark.parametrize("with_playback", [False, True])
def test_a_raw_file_is_heard_as_the_microphone_byte_for_byte(
    tmp_path: Path, with_playback: bool
) -> None:
    out = tmp_path / "heard.npy"
    code = _RECORD.format(out=out, playback=_PLAY if with_playback else "")
    run = run_with_alsa_device(code, tmp_path, playback=with_playback, capture_samples=_tone())
    assert run.process.returncode == 0, run.process.stderr
    heard = np.load(out)
    assert np.array_equal(heard[:16000], _tone())
    if with_playback:  # capture and playback at once: the asym device
        played = run.playback_samples("<f4", 2)
        assert np.count_nonzero(played == 0.5) == 2 * 4410


def test_the_configuration_names_the_files(tmp_path: Path) -> None:
    config = write_asoundrc(tmp_path, tmp_path / "out.raw", tmp_path / "in.raw")
    text = config.read_text()
    assert "type asym" in text and str(tmp_path / "out.raw") in text
    assert f'infile "{tmp_path / "in.raw"}"' in text
    with pytest.raises(ValueError):
        write_asoundrc(tmp_path)


def test_the_report_of_a_run_is_plain_json(tmp_path: Path) -> None:
    run = run_with_alsa_device("import json; print(json.dumps({'ok': 1}))", tmp_path)
    assert json.loads(run.process.stdout) == {"ok": 1}
    assert run.playback_samples().shape == (0, 2)  # nothing played, nothing written

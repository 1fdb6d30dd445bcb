"""Speech synthesised to memory with real espeak-ng, and played on the mixer."""

import numpy as np
import pytest

from voice_games.config import Settings
from voice_games.output import SpeechOutput
from voice_games.speech.tts import EspeakSynthesiser, to_mixer_rate


@pytest.fixture(scope="module")
def synth():
    return EspeakSynthesiser()


def test_espeak_speaks_to_memory_and_honours_the_rate(synth):
    synth.set_rate(175)
    normal = synth.synthesise("Pot five: rattles. Player two swaps pots one and three.")
    synth.set_rate(350)
    fast = synth.synthesise("Pot five: rattles. Player two swaps pots one and three.")
    synth.set_rate(175)
    assert synth.sample_rate == 22050
    assert normal.dtype == np.float32 and 0.1 < np.abs(normal).max() <= 1.0
    assert fast.size < 0.7 * normal.size


def test_voices_can_be_chosen(synth):
    assert "gmw/en-US" in synth.voices()
    assert synth.set_voice("gmw/en-us") and not synth.set_voice("no-such-voice")
    synth.set_voice("gmw/en")


def test_resampling_to_the_mixer_doubles_espeak_rate():
    samples = np.sin(np.linspace(0, 100, 22050)).astype(np.float32)
    assert to_mixer_rate(samples, 22050, 44100).size == 44100


class RecordingMixer:
    sample_rate = 44100

    def __init__(self):
        self.played, self.volumes, self.stopped = [], {}, 0

    def play(self, samples, channel="sounds"):
        self.played.append((channel, samples.size))

    def stop(self, channel=None):
        self.stopped += 1

    def is_playing(self, channel=None):
        return False

    def set_volume(self, channel, volume):
        self.volumes[channel] = volume


def test_speech_output_plays_sentences_in_order_and_changes_on_request(
    synth, tmp_path, monkeypatch
):
    monkeypatch.setenv("VOICE_GAMES_CONFIG_DIR", str(tmp_path))
    mixer = RecordingMixer()
    settings = Settings()
    out = SpeechOutput(synth, mixer, settings)
    out.say("Pot five: rattles.")
    out.say("Your turn.")
    assert out.wait_idle(timeout=20)
    assert [c for c, _ in mixer.played] == ["speech", "speech"]
    assert out.adjust("softer") == "Speech volume 80 percent."
    assert mixer.volumes["speech"] == 0.8
    assert out.adjust("faster") == "Speech rate 200 words a minute."
    assert Settings.load().rate == 200  # remembered
    out.stop_speech()
    assert mixer.stopped == 1
    out.close()

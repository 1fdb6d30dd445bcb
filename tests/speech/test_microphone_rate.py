"""A microphone that refuses 16 kHz: the game opens it at its own rate and resamples.

No device here refuses 16 kHz (ALSA's plugins convert any rate), so the one fake is the
refusal itself: the real RawInputStream is used for every other rate, and the speech
goes through the real ALSA file device, PortAudio, end-pointing and recognition."""

import json
import textwrap

import pytest

from tests.support.alsa_device import alsa_file_device_usable, run_with_alsa_device
from voice_games.speech.audio import resample

DEVICE_RATE = 44100  # what PortAudio reports as the file device's own rate

LISTEN = textwrap.dedent(
    """
    import json, time
    import sounddevice
    real = sounddevice.RawInputStream

    def refuses_16k(*args, samplerate=None, **kwargs):
        if samplerate == 16000:
            raise sounddevice.PortAudioError("Invalid sample rate")
        return real(*args, samplerate=samplerate, **kwargs)

    sounddevice.RawInputStream = refuses_16k
    from voice_games.grammar import load_grammar
    from voice_games.speech.listen import VoiceInput
    got = []
    voice = VoiceInput(load_grammar("arabian_pots", "en"), mode="open",
                       on_utterance=got.append, on_status=print, keys="none")
    assert voice.fallback_message is None, voice.fallback_message
    voice.start()
    time.sleep(10)
    voice.stop()
    print(json.dumps([[u.text, u.rejected] for u in got]))
    """
)


@pytest.mark.audio
@pytest.mark.slow
def test_a_microphone_that_refuses_16_khz_is_opened_at_its_own_rate(tmp_path, speak):
    reason = alsa_file_device_usable()
    if reason:
        pytest.skip(reason)
    track = resample(speak("shake pot five"), 16000, DEVICE_RATE)
    done = run_with_alsa_device(
        LISTEN,
        tmp_path,
        playback=False,
        capture_samples=track,
        capture_rate=DEVICE_RATE,
        capture_pad_seconds=3.0,
        timeout=120,
    )
    assert done.process.returncode == 0, done.process.stderr[-2000:]
    got = json.loads(done.process.stdout.strip().splitlines()[-1])
    assert [text for text, rejected in got if not rejected] == ["shake pot five"]

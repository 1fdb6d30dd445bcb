"""The listening loop for real: espeak-ng speech played as the microphone through an
ALSA file capture device, sounddevice, end-pointing, Whisper, grammar. And the gate that
keeps the game's own voice, heard back through the microphone, from becoming a command."""

import json
import textwrap

import numpy as np
import pytest

from tests.support.alsa_device import alsa_file_device_usable, run_with_alsa_device
from voice_games.speech.listen import ECHO_TAIL_SECONDS, VoiceInput

# The game's own sentences, full of command words: on loudspeakers the microphone hears
# them as well as any player would.
GAME_SAYS = [
    "Secret swap, three left: say swap and two pots, or random.",
    "Play begins. Shake a pot, swap two in a line, or call complete.",
    "Complete the top row? Yes or no.",
]

LISTEN = textwrap.dedent(
    """
    import json, time
    from voice_games.grammar import load_grammar
    from voice_games.speech.listen import VoiceInput
    got = []
    voice = VoiceInput(load_grammar("arabian_pots", "en"), mode=MODE,
                       on_utterance=got.append, on_status=print, keys="none")
    assert voice.fallback_message is None, voice.fallback_message
    PRESS
    voice.start()
    RELEASE
    time.sleep(WAIT)
    voice.stop()
    print(json.dumps([[u.text, u.rejected, u.verb_required] for u in got]))
    """
)


def speech_track(speak, parts: list[str]) -> np.ndarray:
    gap = np.random.default_rng(0).normal(0, 3e-4, 16000).astype(np.float32)
    return np.concatenate([x for p in parts for x in (speak(p), gap)])


def run(tmp_path, samples, mode: str, push: str = "", wait: float = 20.0) -> list:
    reason = alsa_file_device_usable()
    if reason:
        pytest.skip(reason)
    # the file device delivers the whole track at once: the key is down before it starts
    press = "voice.push_to_talk(True)" if push else ""
    release = "time.sleep(4); voice.push_to_talk(False)" if push else ""
    code = (LISTEN.replace("MODE", repr(mode)).replace("PRESS", press)
            .replace("RELEASE", release).replace("WAIT", str(wait)))
    done = run_with_alsa_device(code, tmp_path, playback=False, capture_samples=samples,
                                capture_pad_seconds=3.0, timeout=120)
    assert done.process.returncode == 0, done.process.stderr[-2000:]
    return json.loads(done.process.stdout.strip().splitlines()[-1])


@pytest.mark.audio
@pytest.mark.slow
def test_open_mic_hears_commands_and_refuses_table_talk(tmp_path, speak):
    track = speech_track(speak, ["swap two and eight", "pass the salt", "shake pot five"])
    got = run(tmp_path, track, "open", wait=16.0)
    accepted = [text for text, rejected, _ in got if not rejected]
    assert accepted == ["swap two and eight", "shake pot five"]
    assert all(verb for _, _, verb in got)


@pytest.mark.audio
@pytest.mark.slow
def test_push_to_talk_takes_a_bare_digit(tmp_path, speak):
    track = speech_track(speak, ["five"])
    got = run(tmp_path, track, "push", push=True, wait=6.0)
    assert got == [["five", False, False]]


class Counting:
    """The real recogniser, counting what reaches it: a closed gate means zero."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.name = inner.name
        self.decoded = 0

    def recognise(self, samples, rate=16000):
        self.decoded += 1
        return self.inner.recognise(samples, rate)


def room(seconds: float, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).normal(0, 3e-4, int(seconds * 16000)).astype(np.float32)


def game_speech(speak) -> np.ndarray:
    return np.concatenate([x for text in GAME_SAYS for x in (speak(text), room(0.8))])


def test_the_game_speaking_on_loudspeakers_is_never_heard_as_a_command(grammar, whisper, speak):
    engine = Counting(whisper)
    got = []
    voice = VoiceInput(grammar, engine, on_utterance=got.append, keys="none")
    voice.set_game_speaking(True)
    voice.feed(game_speech(speak))
    voice.set_game_speaking(False)
    voice.feed(room(ECHO_TAIL_SECONDS + 1.0, seed=1))
    assert got == [] and engine.decoded == 0
    # the gate opens again once the game has finished: the player is heard
    voice.feed(np.concatenate([speak("shake pot five"), room(1.0, seed=2)]))
    assert [(u.text, u.rejected) for u in got] == [("shake pot five", False)]


def test_the_gate_closes_again_mid_sentence_and_drops_the_words_in_progress(
    grammar, whisper, speak
):
    """The game starts talking while the player is half-way through: the half is lost,
    not glued to whatever comes after the game has finished."""
    engine = Counting(whisper)
    got = []
    voice = VoiceInput(grammar, engine, on_utterance=got.append, keys="none")
    words = speak("swap two and eight")
    voice.feed(np.concatenate([room(0.5), words[: words.size // 2]]))
    voice.set_game_speaking(True)
    voice.feed(speak(GAME_SAYS[2]))
    voice.set_game_speaking(False)
    voice.feed(room(1.5, seed=3))
    assert got == [] and engine.decoded == 0


def test_with_headphones_the_gate_stays_open_so_a_player_can_interrupt(grammar, whisper, speak):
    engine = Counting(whisper)
    got = []
    voice = VoiceInput(grammar, engine, on_utterance=got.append, headphones=True, keys="none")
    voice.set_game_speaking(True)
    voice.feed(np.concatenate([speak("shake pot five"), room(1.0, seed=4)]))
    assert engine.decoded == 1
    assert [(u.text, u.rejected) for u in got] == [("shake pot five", False)]


def test_the_listening_mode_sets_what_whisper_tries_again(grammar, whisper):
    """Open mic: no digits-only decode, since a bare digit is no command there. After a
    wake word: no decode repeated, since the words after it are matched as heard."""
    expected = {"open": (False, True), "push": (True, True), "wake": (True, False)}
    for mode, (bare_digits, listens_again) in expected.items():
        VoiceInput(grammar, whisper, mode=mode, keys="none")
        assert (whisper.bare_digits, whisper.listens_again) == (bare_digits, listens_again), mode


def test_listening_for_a_wake_word_puts_it_in_whispers_prompt(grammar, whisper):
    """Told of the wake word, Whisper writes 'Computer.' where it wrote 'Can you' or
    'Compute the' in table talk (bench/asr/WAKE.md); the other modes keep the prompt."""
    tokenizer = whisper.model.hf_tokenizer

    def prompt() -> str:
        return tokenizer.decode(whisper._start, skip_special_tokens=True).strip()

    VoiceInput(grammar, whisper, mode="open", keys="none")
    open_prompt = prompt()
    assert "computer" not in open_prompt.casefold()
    VoiceInput(grammar, whisper, mode="wake", wake_word="hey table", keys="none")
    assert prompt().startswith("Hey table.") and prompt().endswith(open_prompt)
    VoiceInput(grammar, whisper, mode="push", keys="none")
    assert prompt() == open_prompt


def test_a_recogniser_taken_up_in_play_hears_the_next_utterance_as_the_first_was_told(
    grammar, whisper, speak
):
    """The tuned model, built while the game plays, replaces the bundled one between two
    utterances, and knows the listening mode and the session's answers at once."""
    from voice_games.speech.whisper import WhisperRecogniser

    got = []
    first = Counting(whisper)
    voice = VoiceInput(grammar, first, mode="open", on_utterance=got.append, keys="none")
    voice.exclude_intents(frozenset({"second"}))

    def allowed(parse) -> bool:
        return parse.intent != "take"

    voice.prefer_allowed(allowed)
    later = WhisperRecogniser(grammar)
    later.listen_for("push")  # told otherwise before: the voice input's mode wins
    voice.use_recogniser(later)
    assert voice.recogniser is later
    assert later.bare_digits is False  # open mic: a bare digit is no command
    assert later.excluded == frozenset({"second"}) and later.allowed is allowed
    voice.feed(np.concatenate([room(0.5), speak("shake pot five"), room(1.0, seed=2)]))
    assert [(u.text, u.rejected) for u in got] == [("shake pot five", False)]
    assert first.decoded == 0

"""Spanish and German by voice: the multilingual Whisper model, constrained by the
language's grammar, hears espeak-ng's voice of the language as commands and its table
talk as nothing; `recognize` takes the language; and a game runs by voice in Spanish
from a file microphone."""

from __future__ import annotations

import json
import shutil
import subprocess
import wave
from pathlib import Path

import numpy as np
import pytest

from tests.support.cli import VOICE_GAMES, game_environment
from voice_games.catalogue import catalogue
from voice_games.grammar import load_grammar
from voice_games.speech.recognition import command_key

pytestmark = pytest.mark.slow

HEARD = {
    "es": [
        ("agita la olla cinco", ("shake", (("position", "5"),))),
        ("intercambia dos y ocho", ("swap", (("a", "2"), ("b", "8")))),
        ("completa la fila de arriba", ("claim", (("row", "1"),))),
    ],
    "de": [
        ("schüttle Topf fünf", ("shake", (("position", "5"),))),
        ("tausche zwei und acht", ("swap", (("a", "2"), ("b", "8")))),
        ("fertig: die obere Reihe", ("claim", (("row", "1"),))),
    ],
}
TALK = {"es": ["hoy hace mucho calor", "me pasas el pan"],
        "de": ["heute ist schönes Wetter", "wie spät ist es"]}


@pytest.fixture(scope="module", params=["es", "de"])
def language_recogniser(request, multilingual_models):
    from voice_games.speech.engines import make_recogniser

    grammar = load_grammar("arabian_pots", request.param)
    return request.param, make_recogniser(None, grammar, models_dir=multilingual_models)


def test_commands_of_the_language_are_heard_and_its_table_talk_is_not(
    language_recogniser, speak
):
    language, recogniser = language_recogniser
    recogniser.exclude_intents(frozenset({"line", "yes", "no", "cancel", "first", "second"}))
    for said, meant in HEARD[language]:
        result = recogniser.recognise(speak(said, language))
        assert not result.rejected and result.best is not None, (said, result.heard)
        assert result.best.parse is not None
        assert command_key(result.best.parse) == meant, (said, result.heard, result.text)
    for talk in TALK[language]:
        result = recogniser.recognise(speak(talk, language))
        assert result.rejected, (talk, result.heard, result.text)


def test_a_counter_offer_said_with_the_pause_its_spanish_example_teaches_is_heard(
    multilingual_models, speak
):
    """Taught as "contraoferta: mi cuenta rosa...", it is written as two sentences
    ('Contraoferta. Mi cuenta rosa...'): the search over the offers' templates still
    hears it, as it hears one sentence."""
    from voice_games.speech.engines import make_recogniser

    grammar = load_grammar("beads", "es")
    said = "contraoferta: mi cuenta rosa por tus dos cuentas verdes"
    assert said in [e for intent in grammar.intents for e in intent.examples]
    recogniser = make_recogniser("whisper-bundled", grammar, models_dir=multilingual_models)
    result = recogniser.recognise(speak(said, "es"))
    assert result.heard.count(".") + result.heard.count(",") >= 2, result.heard
    assert result.best is not None and result.best.parse is not None, result.heard
    assert command_key(result.best.parse) == command_key(grammar.parse(said))


def write_wav(path: Path, samples: np.ndarray) -> None:
    with wave.open(str(path), "wb") as handle:
        handle.setnchannels(1)
        handle.setsampwidth(2)
        handle.setframerate(16000)
        handle.writeframes((np.clip(samples, -1, 1) * 32767).astype("<i2").tobytes())


def environment(tmp_path: Path, models: Path) -> dict[str, str]:
    env = game_environment(tmp_path)
    env["VOICE_GAMES_MODELS"] = str(models)
    return env


@pytest.mark.parametrize(("language", "said", "slots"), [
    ("es", "intercambia dos y ocho", {"a": "2", "b": "8"}),
    ("de", "tausche zwei und acht", {"a": "2", "b": "8"}),
])
def test_recognize_hears_a_file_in_the_language(
    tmp_path, speak, multilingual_models, language, said, slots
):
    clip = tmp_path / "command.wav"
    write_wav(clip, speak(said, language))
    result = subprocess.run(
        [*VOICE_GAMES, "recognize", str(clip), "--game", "pots", "--language", language,
         "--json"],
        capture_output=True, text=True, timeout=180,
        env=environment(tmp_path, multilingual_models), check=False,
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["intent"] == "swap" and report["slots"] == slots, report
    assert not report["rejected"]


def test_without_the_model_a_spanish_game_says_so_in_spanish_and_takes_typing(tmp_path):
    """No multilingual model in the models folder: one Spanish sentence, then the game
    goes on from typed lines."""
    result = subprocess.run(
        [*VOICE_GAMES, "play", "pots", "--lang", "es", "--input", "voice", "--output",
         "text", "--seed", "3", "--max-idle", "30"],
        input="al azar\nal azar\nal azar\nagita la olla cinco\nsalir\nsí\n",
        capture_output=True, text=True, timeout=120, env=game_environment(tmp_path),
        check=False,
    )
    said = result.stdout + result.stderr[-2000:]
    assert "Traceback" not in said, said
    words = catalogue("es")
    missing = words("engine-no-language-model", language="es")
    assert missing in said, said
    assert "voice-games models install es" in missing
    assert "shake" not in result.stdout.casefold(), said


@pytest.mark.audio
def test_a_game_by_voice_in_spanish_on_a_file_microphone(tmp_path, speak, multilingual_models):
    """The whole microphone path in Spanish: sounddevice reads the ALSA file device, the
    end-pointer cuts, the multilingual model hears, the game answers in Spanish."""
    from tests.speech.test_play_by_voice import (
        NOISE,
        expected_state,
        recording,
        replayed,
        same_game,
        saved_setup,
    )
    from tests.support.alsa_device import (
        alsa_environment,
        alsa_file_device_usable,
        write_asoundrc,
        write_capture_file,
    )

    reason = alsa_file_device_usable()
    if reason or shutil.which("espeak-ng") is None:
        pytest.skip(reason or "espeak-ng is not installed")
    save = tmp_path / "game.json"
    saved_setup(tmp_path, save)
    script = [("agita la olla cinco", 1.5), ("hoy hace mucho calor", 1.5),
              ("intercambia dos y ocho", 3.5)]
    track = recording(lambda text: speak(text, "es"), script)
    capture = write_capture_file(tmp_path / "capture.raw", track, pad_seconds=4.0,
                                 noise_floor=NOISE)
    env = alsa_environment(write_asoundrc(tmp_path, tmp_path / "playback.raw", capture))
    env.update({k: v for k, v in environment(tmp_path, multilingual_models).items()
                if k.startswith("VOICE")})
    env["PYTHONUNBUFFERED"] = "1"
    process = subprocess.run(
        [*VOICE_GAMES, "play", "--resume", str(save), "--lang", "es", "--input", "voice",
         "--output", "text", "--listen", "open", "--engine", "whisper", "--grace", "2",
         "--max-idle", "10"],
        env=env, capture_output=True, text=True, timeout=240, stdin=subprocess.DEVNULL,
        check=False,
    )
    said = process.stdout + process.stderr[-3000:]
    assert process.returncode == 0, said
    words = catalogue("es")
    assert words("idle-saved") in process.stdout, said
    assert words("not-understood") in process.stdout, said  # the table talk
    wanted = expected_state(["random", "random", "random", "shake pot five",
                             "swap two and eight"])
    assert same_game(replayed(save), wanted), (json.loads(save.read_text())["actions"], said)

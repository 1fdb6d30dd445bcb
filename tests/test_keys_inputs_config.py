"""Keys, line input edge cases, settings and saved games."""

import os

from voice_games.config import Settings
from voice_games.inputs import TIMEOUT, LineInput
from voice_games.keyboard import KeyMapper
from voice_games.savegame import SavedGame, SaveError


def feed(mapper, keys):
    said, commands = [], []
    for key in keys:
        feedback, command = mapper.feed(key)
        said.append(feedback)
        if command:
            commands.append(command)
    return said, commands


def test_keys_make_the_same_sentences_as_speech():
    _, commands = feed(KeyMapper(), ["5", "w", "2", "8", "c", "1", "2", "3", "r", "\x1b"])
    assert commands == [
        "shake five",
        "swap two and eight",
        "complete one two three",
        "repeat",
        "stop",
    ]


def test_each_key_is_answered_aloud():
    said, _ = feed(KeyMapper(), ["w", "2", "8"])
    assert said == ["Swap: which two pots?", "two", "eight"]


def test_keypad_layout_puts_seven_eight_nine_on_top():
    _, commands = feed(KeyMapper(keypad=True), ["7", "3", "w", "1", "9"])
    assert commands == ["shake one", "shake nine", "swap seven and three"]


def test_line_input_survives_broken_bytes_huge_lines_and_end_of_input():
    read_end, write_end = os.pipe()
    os.write(write_end, b"\xff\xfe bad\n" + b"y" * 10000 + b"\nshake 5\n")
    reader = LineInput(read_end)
    first = reader.read(1)
    assert first.text.endswith("bad")
    assert len(reader.read(1).text) <= 4096
    assert reader.read(1).text == "shake 5"
    assert reader.read(0.05) is TIMEOUT
    os.close(write_end)
    assert reader.read(1) is None


def test_settings_survive_a_damaged_file(tmp_path, monkeypatch):
    monkeypatch.setenv("VOICE_GAMES_CONFIG_DIR", str(tmp_path))
    (tmp_path / "settings.json").write_text("{not json")
    assert Settings.load() == Settings()
    settings = Settings(rate=220, keypad=True)
    settings.save()
    assert Settings.load().rate == 220 and Settings.load().keypad


def test_saved_game_errors_are_sentences(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2]")
    for path in (bad, tmp_path / "missing.json"):
        try:
            SavedGame.read(path)
        except SaveError as error:
            assert str(error).endswith(".")
        else:
            raise AssertionError("a broken save must be refused")

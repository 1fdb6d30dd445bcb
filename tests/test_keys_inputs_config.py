"""Keys, line input edge cases, settings and saved games."""

import os

from voice_games.config import Settings
from voice_games.game import Seats
from voice_games.games.arabian_pots import GAME as POTS
from voice_games.games.arabian_pots.engine import PotsRules
from voice_games.inputs import TIMEOUT, LineInput
from voice_games.keyboard import KeyMapper
from voice_games.savegame import SavedGame, SaveError
from voice_games.session import TableOptions


def pots_mapper(**options):
    """The keyboard with the keys of The Arabian Pots in play."""
    play = POTS.start(PotsRules(), Seats(("human",)), TableOptions())
    return KeyMapper(bindings=play.key_bindings(), **options)


def feed(mapper, keys):
    said, readings = [], []
    for key in keys:
        feedback, reading = mapper.feed(key)
        said.append(feedback)
        if reading is not None:
            readings.append(reading)
    return said, readings


def test_keys_mean_what_the_same_words_spoken_mean():
    grammar = POTS.grammar("en")
    _, readings = feed(pots_mapper(), ["5", "w", "2", "8", "c", "1", "2", "3", "r", "\x1b"])
    spoken = ["shake five", "swap two and eight", "complete one two three", "repeat", "stop"]
    assert [(r.intent, r.slots) for r in readings] == [
        (p.intent, p.slots) for p in map(grammar.parse, spoken)
    ]


def test_each_key_is_answered_aloud():
    said, _ = feed(pots_mapper(), ["w", "2", "8", "z", "k", "q"])
    assert said == [
        "Swap: which two pots?", "two", "eight", "That key does nothing. Press h for help.",
        "Take which pot, unshaken?", "Cancelled.",
    ]


def test_keypad_layout_puts_seven_eight_nine_on_top():
    _, readings = feed(pots_mapper(keypad=True), ["7", "3", "w", "1", "9"])
    slots = [r.slots for r in readings]
    assert slots == [{"position": "1"}, {"position": "9"}, {"a": "7", "b": "3"}]


def test_tab_chooses_the_seat_the_next_keys_speak_for():
    mapper = pots_mapper(seats=[(0, "player one"), (1, "player two")])
    said, _ = feed(mapper, ["\t", "\t"])
    assert said == ["player one speaks.", "player two speaks."] and mapper.speaker == 1
    assert feed(mapper, ["\t"])[0] == ["player one speaks."] and mapper.speaker == 0


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

import numpy as np

from voice_games.speech.vad import Endpointer


def tone(seconds: float, level: float = 0.3) -> np.ndarray:
    t = np.arange(int(seconds * 16000)) / 16000
    return (level * np.sin(2 * np.pi * 300 * t)).astype(np.float32)


def noise(seconds: float, level: float = 0.001, seed: int = 0) -> np.ndarray:
    return (np.random.default_rng(seed).normal(0, level, int(seconds * 16000))).astype(np.float32)


def test_two_words_apart_are_two_utterances_of_the_right_length():
    stream = np.concatenate([noise(1), tone(0.8), noise(1, seed=1), tone(0.5), noise(1, seed=2)])
    utterances = []
    endpointer = Endpointer(16000)
    for start in range(0, stream.size, 800):  # 50 ms blocks like the microphone
        utterances += list(endpointer.feed(stream[start : start + 800]))
    assert len(utterances) == 2
    assert 0.8 < utterances[0].size / 16000 < 1.6  # speech + preroll + hangover


def test_clicks_and_steady_noise_are_not_speech():
    click = np.zeros(1600, np.float32)
    click[100:200] = 0.5
    stream = np.concatenate([noise(2), click, noise(3, level=0.01, seed=3)])
    assert list(Endpointer(16000).feed(stream)) == []


def test_a_device_faster_than_real_time_is_held_back_and_a_real_one_is_not():
    from voice_games.speech.microphone import Pacer

    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    # the ALSA file device: a whole recording at once, no time passing between blocks
    pacer = Pacer(16000, slack=0.5, clock=lambda: now[0], sleep=sleep)
    for _ in range(100):  # 5 s of 50 ms blocks
        pacer.wait(800)
    assert abs(now[0] - 4.5) < 1e-6  # real time, less the slack

    # a sound card: each block arrives when it has been spoken
    now[0], slept[:] = 0.0, []
    pacer = Pacer(16000, slack=0.5, clock=lambda: now[0], sleep=sleep)
    for _ in range(100):
        now[0] += 0.05
        pacer.wait(800)
    assert slept == []


def utterances_of(stream: np.ndarray, endpointer: Endpointer) -> list[np.ndarray]:
    found = []
    for start in range(0, stream.size, 800):
        found += list(endpointer.feed(stream[start : start + 800]))
    return found


def test_softer_talk_before_and_after_the_player_is_cut_from_the_utterance():
    """Table talk 20 dB down ran into the player's words: the utterance keeps the
    player's words with a little before and after, so that a wake word comes first."""
    player = tone(0.8, 0.3)
    table = tone(1.5, 0.03)
    stream = np.concatenate([noise(1), table, player, table, noise(1, seed=1)])
    (utterance,) = utterances_of(stream, Endpointer(16000))
    # 0.8 s of the player, 0.25 s kept before, 0.4 s after; not the 3 s of table talk
    assert abs(utterance.size / 16000 - 1.45) < 0.05
    assert np.max(np.abs(utterance[: int(0.25 * 16000)])) < 0.05  # table talk, kept short

    from voice_games.speech.vad import EndpointerSettings

    untrimmed = Endpointer(16000, EndpointerSettings(trim_db=None))
    (whole,) = utterances_of(stream, untrimmed)
    assert whole.size / 16000 > 3.5


def test_a_soft_start_and_end_of_the_players_own_words_are_kept():
    """Within `trim_db` of the loudest stretch nothing is cut: a quieter first word."""
    stream = np.concatenate([noise(1), tone(0.4, 0.1), tone(0.6, 0.3), noise(1, seed=1)])
    (utterance,) = utterances_of(stream, Endpointer(16000))
    assert utterance.size / 16000 > 1.0 + 0.4  # both words and the hangover

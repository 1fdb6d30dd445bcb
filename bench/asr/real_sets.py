"""The benchmark's clips of real people, of voices made otherwise than espeak-ng's, and
of real rooms: sets beside those of sets.py, whose figures they leave as they were.

- **people_\\***: Speech Commands (many speakers, one word each): a digit said alone is
  *shake pot N* (as the FSDD set), *yes* and *no* are answers heard with a yes-or-no
  question open, and *go*, *left*, *right* said alone with no question open are no
  command. Picovoice recordings: sentences that are no command (coffee orders: table
  talk), and the wake word *computer* said alone, which is no move either. Each is heard
  in the quiet of its own recording and with a real kitchen, a running tap, or babble
  10 dB below the voice. A digit or answer whose word the recording cut off mid-sound is
  heard apart, in quiet (**people_cut**, `word_cut`).
- **\\*_natural**: the pots' commands in flite's and festival's voices (voices.py).
- **kitchen10 / tap10**: the pots' commands in espeak-ng's voices with the real kitchen
  or tap 10 dB below.

Development and held-out halves: a person's clips all fall in one half, by a hash of the
speaker id (Speech Commands' file names carry it; a Picovoice file is one person's), and
synthetic voices by name (voices.NATURAL_VOICES). Settings are chosen on the development
half alone (`Clip.tuning`)."""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from pathlib import Path

import numpy as np
from clips import PAD_SECONDS, babble, mix, room, speak
from corpus import BABBLE_SENTENCES, RATES, VOICES
from sets import TUNING_RATE, TUNING_VOICES, Clip, expectation, expected_commands
from voices import natural_voices, speak_natural

from voice_games.grammar import Grammar
from voice_games.speech.audio import RATE, read_wav, resample

ROOT = Path(__file__).resolve().parents[2]
REAL = ROOT.parent / "shared" / "data" / "real-dev"
ROOMS = {"kitchen": REAL / "noise" / "doing_the_dishes.wav",
         "tap": REAL / "noise" / "running_tap.wav"}
DIGITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
ANSWER_WORDS = ("yes", "no")
# said alone with no question open, none of them is a command of the pots ('right' is
# a yes, which means nothing without a question)
NOT_COMMAND_WORDS = ("go", "left", "right")
# the rooms the people's commands are heard in, beside the quiet of their recordings
PEOPLE_ROOMS = (("kitchen10", "kitchen", 10.0), ("tap10", "tap", 10.0),
                ("babble10", "babble", 10.0))
NATURAL_ROOMS = (("clean_natural", None, 60.0), ("kitchen10_natural", "kitchen", 10.0),
                 ("babble10_natural", "babble", 10.0))
ESPEAK_ROOMS = (("kitchen10", "kitchen", 10.0), ("tap10", "tap", 10.0))
# The table talk of these sets, and the name of its false-accept rate (run.py).
TALK_SETS = {
    "people_talk": "false_accept_people_talk",
    "people_talk_kitchen10": "false_accept_people_talk_kitchen10",
    "people_words": "false_accept_people_words",
    "people_wake_word": "false_accept_people_wake_word",
}
# A recording whose first or last 40 ms is this close to its loudest 20 ms starts or stops
# in the middle of its word (`word_cut`).
CUT_WITHIN_DB = 3.0
# as the FSDD digits: the end-pointer keeps some room before and after the words
BEFORE_SECONDS = 0.15
AFTER_SECONDS = 0.3
SEED = 500_000  # apart from sets.py's seeds, which count from 0


def development(speaker: str) -> bool:
    """Whether a speaker's clips are in the development half: a stable hash of the id,
    chosen before any clip was heard."""
    return zlib.crc32(speaker.encode()) % 2 == 0


def clip_seed(set_name: str, label: str) -> int:
    """The noise seed of a clip, from its set and label alone (apart from sets.py's
    seeds, which count from 0)."""
    return SEED + zlib.crc32(f"{set_name} {label}".encode())


def recording(path: Path, after: float = AFTER_SECONDS) -> np.ndarray:
    """A real recording at 16 kHz with the room the end-pointer keeps either side (a
    Speech Commands clip is one second, and its word can touch either end), `after`
    seconds of it after. The room is the recording's own: silence or a fainter floor
    beside its room would be a step no microphone makes, and it would count the room as
    speech (`audio.speech_seconds`)."""
    samples, rate = read_wav(path)
    samples = resample(samples, rate, RATE)
    seed = zlib.crc32(path.name.encode())
    return np.concatenate([room_tone(samples, BEFORE_SECONDS, seed), samples,
                           room_tone(samples, after, seed + 1)])


def levels(samples: np.ndarray, frame: int) -> np.ndarray:
    """The level in dB of each whole frame of `frame` samples."""
    count = samples.size // frame
    frames = samples[: count * frame].astype(np.float64).reshape(count, frame)
    return 10 * np.log10(np.mean(frames**2, axis=1) + 1e-12)


def words_end(samples: np.ndarray) -> float:
    """Where the words of a clip end, in seconds: the end of its last 10 ms at least
    halfway in level (dB) from its room (its quietest tenth) to its loudest. A real room
    is often less than 40 dB under the voice, the limit sets.py takes for espeak-ng's
    silence, and some are within 15 dB of it."""
    frame = RATE // 100
    level = levels(samples, frame)
    floor = (level.max() + float(np.percentile(level, 10))) / 2
    return (int(np.flatnonzero(level >= floor)[-1]) + 1) * frame / RATE


def word_cut(path: Path) -> bool:
    """Whether the recording starts or stops in the middle of its word: a 20 ms frame
    among its first or last two is within `CUT_WITHIN_DB` of its loudest. Speech
    Commands cut every recording to one second, and a few words with it ('ye' of *yes*,
    80 ms at full level, then nothing). The game's end-pointer waits for the end of a
    word, so a cut word is no command a player can say: these are heard in a set of
    their own (quiet only), kept out of the sets the targets are measured on."""
    samples, rate = read_wav(path)
    level = levels(samples, rate // 50)
    edges = np.concatenate([level[:2], level[-2:]])
    return float(edges.max()) > float(level.max()) - CUT_WITHIN_DB


def people_command(word: str) -> tuple[str, str] | None:
    """The set and the command of a Speech Commands word said alone, when it is one (a
    digit shakes a pot; yes and no answer)."""
    if word in DIGITS:
        return "people_digits", f"shake pot {word}"
    if word in ANSWER_WORDS:
        return "people_yes_no", word
    return None


def room_tone(samples: np.ndarray, seconds: float, seed: int) -> np.ndarray:
    """`seconds` of a recording's room: its quietest tenth of 20 ms frames, in random
    order."""
    frame = RATE // 50
    count = samples.size // frame
    frames = samples[: count * frame].reshape(count, frame)
    quiet = frames[np.argsort(np.mean(frames.astype(np.float64) ** 2, axis=1))
                   [: max(1, count // 10)]]
    rng = np.random.default_rng(seed)
    needed = int(np.ceil(seconds * RATE / frame))
    tone = quiet[rng.integers(0, len(quiet), needed)].reshape(-1)
    return tone[: int(seconds * RATE)].astype(np.float32)


def people_clips(grammar: Grammar, noise: dict[str, np.ndarray]) -> Iterator[Clip]:
    """The Speech Commands words, the sentences that are no command and the wake word,
    quiet and in rooms; every clip of the folder, `--quick` too (there are few)."""
    seed = SEED
    folder = REAL / "speech-commands"
    for path in sorted(folder.glob("*.wav")):
        word, speaker, _, _take = path.stem.split("_")
        command = people_command(word)
        if command is not None:
            name, text = command
        elif word in NOT_COMMAND_WORDS:
            name, text = "people_words", None
        else:
            continue  # 'stop' (a command of the table, not of this set)
        expected, question = (None, None) if text is None else expectation(grammar, text)
        speech = recording(path)
        label = f"{path.stem}: {text or word}"
        tuning = development(speaker)
        if text is not None and word_cut(path):
            yield Clip("people_cut", speech, expected, tuning, label, question)
            seed += len(PEOPLE_ROOMS)  # the other clips' rooms as they were drawn before
            continue
        # quiet: the recording's own room is its floor
        yield Clip(name, speech, expected, tuning, label, question)
        if text is None:
            continue
        for room_name, kind, snr in PEOPLE_ROOMS:
            seed += 1
            yield Clip(f"{name}_{room_name}", mix(speech, noise[kind], snr, seed, 0.0, 0.0),
                       expected, tuning, label, question)
    talk = (("people_talk", REAL / "not-commands", True),
            ("people_wake_word", REAL / "wake-computer", False))
    for name, folder, in_kitchen in talk:
        for path in sorted(folder.glob("*.wav")):
            speech = recording(path)
            tuning = development(path.stem)
            yield Clip(name, speech, None, tuning, f"{path.stem}: {name}")
            if in_kitchen:
                seed += 1
                yield Clip(f"{name}_kitchen10", mix(speech, noise["kitchen"], 10.0, seed,
                                                    0.0, 0.0),
                           None, tuning, f"{path.stem}: {name}")


def command_clips(grammar: Grammar, quick: bool,
                  noise: dict[str, np.ndarray]) -> Iterator[Clip]:
    """The pots' commands in flite's and festival's voices, and in espeak-ng's voices in
    the real rooms. Each clip's noise is drawn from its own name (`clip_seed`), so that
    a set's clips are the same whichever other voices this machine has."""
    espeak = (VOICES[:3], RATES[:1]) if quick else (VOICES, RATES)
    voices = natural_voices(quick)
    for text, expected, question in expected_commands(grammar):
        for voice in voices:
            speech = speak_natural(text, voice)
            label = f"{voice.label}: {text}"
            for name, kind, snr in NATURAL_ROOMS:
                source = None if kind is None else noise[kind]
                yield Clip(name, mix(speech, source, snr, clip_seed(name, label)), expected,
                           voice.tuning, label, question)
        for voice_name in espeak[0]:
            for speech_rate in espeak[1]:
                speech = speak(text, voice_name, speech_rate)
                tuning = voice_name in TUNING_VOICES and speech_rate == TUNING_RATE
                label = f"{voice_name}/{speech_rate}: {text}"
                for name, kind, snr in ESPEAK_ROOMS:
                    yield Clip(name, mix(speech, noise[kind], snr, clip_seed(name, label)),
                               expected, tuning, label, question)


def microphone_clips(grammar: Grammar, quick: bool, tail_seconds: float) -> Iterator[Clip]:
    """The commands of this module's sets as a microphone hears them (respond.py,
    push.py): people's digits and answers (none cut, `word_cut`) and the flite and
    festival voices' commands, quiet and with the kitchen 10 dB below, each with
    `tail_seconds` more of its room and the moment its words end (`Clip.words_end`)."""
    kitchen = room(ROOMS["kitchen"])
    seed = 3 * SEED
    for path in sorted((REAL / "speech-commands").glob("*.wav")):
        word, speaker, _, _take = path.stem.split("_")
        command = people_command(word)
        if command is None or word_cut(path):
            continue
        name, text = command
        expected, question = expectation(grammar, text)
        end = words_end(recording(path))
        speech = recording(path, AFTER_SECONDS + tail_seconds)
        seed += 1
        for set_name, heard in ((name, speech),
                                (f"{name}_kitchen10", mix(speech, kitchen, 10.0, seed, 0.0, 0.0))):
            yield Clip(set_name, heard, expected, development(speaker),
                       f"{path.stem}: {text}", question, end)
    silence = np.zeros(int(tail_seconds * RATE), np.float32)
    for text, expected, question in expected_commands(grammar):
        for voice in natural_voices(quick):
            speech = speak_natural(text, voice)
            end = PAD_SECONDS + words_end(speech)
            for set_name, source, snr in (("clean_natural", None, 60.0),
                                          ("kitchen10_natural", kitchen, 10.0)):
                seed += 1
                yield Clip(set_name, mix(np.concatenate([speech, silence]), source, snr, seed),
                           expected, voice.tuning, f"{voice.label}: {text}", question, end)


def more_clips(grammar: Grammar, quick: bool) -> Iterator[Clip]:
    """Every clip of this module's sets."""
    noise = {kind: room(path) for kind, path in ROOMS.items()}
    noise["babble"] = babble(90.0, VOICES, BABBLE_SENTENCES)
    yield from command_clips(grammar, quick, noise)
    yield from people_clips(grammar, noise)

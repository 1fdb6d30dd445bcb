"""What the decoder learns from: the commands of every game that tunes, in one language,
and table talk, spoken by espeak-ng voices (and, in English, flite's, when it is
installed) in quiet, in hiss, at a table of talk and among the clatter of a kitchen.

None of it is what the benchmark speaks (bench/asr/corpus.py, language_corpus.py):
other espeak-ng voices (`speakers`), none of the flite voices the benchmark holds out,
other table talk, other babble, and rooms made here rather than the benchmark's
recordings. The tests check that, so a tuned model is always measured on voices it
never heard."""

from __future__ import annotations

import itertools
import random
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from voice_games.grammar import Grammar
from voice_games.speech.audio import RATE, active_part, pad, read_wav, resample, rms_db
from voice_games.speech.tuning.speakers import Speakers, speakers
from voice_games.speech.whisper.writing import written_command

# flite's voices beside espeak-ng's, when flite is installed: voices made otherwise
# (clustergen and diphones), closer to a recorded person. Not awb, which the benchmark
# holds out; rms and slt are in its development half.
FLITE_VOICES = ("kal", "kal16", "rms", "slt")
# the share of the utterances said by a flite voice, when flite is there
FLITE_SHARE = 0.25
# (kind of room, speech over it in dB); a quiet room still has a floor 60 dB down.
# 'hiss' is white or pink, 'clatter' a kitchen's: dishes over a low rumble.
ROOMS = (("quiet", 60.0), ("hiss", 20.0), ("hiss", 10.0), ("hiss", 5.0),
         ("talk", 20.0), ("talk", 10.0), ("talk", 5.0), ("clatter", 10.0))
LOUD_ROOMS = tuple(room for room in ROOMS if room[1] <= 10.0)
# where a short command is said alone: talk twice as often as hiss, since talk is where
# they were heard as digits most
SHORT_COMMAND_ROOMS = LOUD_ROOMS + tuple(room for room in LOUD_ROOMS if room[0] == "talk")
# the share of the intents' one-word examples ('pause', 'tour', 'help') kept (`plan`)
ONE_WORD_KEPT = 0.4
# the share of the corpus that is a short command said alone in a loud room (`plan`)
SHORT_IN_LOUD_ROOMS = 0.20
# the share of the corpus that is one of the intents' examples (`plan`)
EXAMPLES = 0.16
# the share of the corpus that is an answer said alone (yes, no), in any room: real
# people's 'no' was written "Now now now." and their 'yes' "Yeah. Yeah." when it was
# learnt only within the examples
ANSWERS_ALONE = 0.04
# the share of a game's other sentences drawn from its templates too large to list
# (an offer of pieces), when it has them: they are what its players say most
STRUCTURED_SHARE = 0.5


@dataclass(frozen=True)
class Utterance:
    """One training utterance: what is said, how it is written, who says it, where."""

    said: str
    written: str
    voice: str
    rate: int
    pitch: int
    room: str
    snr_db: float
    telephone: bool  # heard through an 8 kHz channel, as many headsets and the real digits
    gain_db: float
    seed: int
    game: str = ""  # whose prompt it is heard after; any game's for talk and digits


def written(sentence: str) -> str:
    """As Whisper writes a sentence: capitalised, 'I' upper-case, a full stop."""
    words = ["I" if w == "i" else "I'm" if w == "i'm" else "I'll" if w == "i'll" else w
             for w in sentence.split()]
    text = " ".join(words)
    return text[:1].upper() + text[1:] + "."


@dataclass(frozen=True)
class GameSentences:
    """What one game's players say: its listed sentences, its short commands, its
    intents' examples, its answers, and sentences drawn from its largest templates."""

    grammar: Grammar
    digits: tuple[str, ...]  # one to nine in the game's language
    sentences: list[str]
    short: list[str]
    examples: list[str]
    short_examples: list[str]
    answers: list[str]
    structured: list[str]

    @classmethod
    def of(cls, grammar: Grammar, rng: random.Random) -> GameSentences:
        sentences = grammar_sentences(grammar)
        examples = [e for intent in grammar.intents for e in intent.examples]
        by_intent: dict[str, list[str]] = {}
        for said in sentences:
            parse = grammar.parse(said)
            if parse is not None and parse.intent in ("yes", "no"):
                by_intent.setdefault(parse.intent, []).append(said)
        # the plainest way to answer ('yes', 'no') as often as all the others together
        answers = [way for ways in by_intent.values() for way in [ways[0]] * len(ways) + ways]
        language = speakers(grammar.language)
        return cls(grammar, tuple(grammar.digits[1:10]), sentences,
                   short_commands(sentences, grammar, language), examples,
                   short_commands(examples, grammar, language), answers,
                   structured_sentences(grammar, rng))

    def written(self, said: str) -> str:
        """A command as the engine writes it when it scores it (German nouns with
        their capital)."""
        return written_command(said, self.grammar)[0]


def plan(grammars: Sequence[Grammar], count: int, seed: int = 0,
         flite: bool | None = None) -> list[Utterance]:
    """`count` utterances for the games of `grammars` (of one language, said by its
    `speakers`): a sixth table talk, a fifth digits
    said alone (quick play), a few with no words at all (the room alone, so that the
    decoder still tells when no one spoke), `ANSWERS_ALONE` yes or no,
    `SHORT_IN_LOUD_ROOMS` short commands said alone in a loud room, then `EXAMPLES` the
    intents' examples (the commands that help teaches, so what players say most), the
    rest any sentence of a game (`STRUCTURED_SHARE` of them from its largest templates).
    Each command is one game's, the games drawn alike. `flite`: whether flite's voices
    say a share (`FLITE_SHARE`); by default, when flite is installed.

    In a loud room a one-word command sounds like a digit, and the digits said alone
    outnumber it, so it was heard as one ('help' as 'two'): the short commands are said
    more often there, most of all in talk, and no more often in a quiet room, where they
    would become what a real digit sounds like; those that real digits were heard as
    (`Speakers.sound_like_digits`) are not among them. An example's digits are drawn anew each
    time: as written ('shake pot five') they taught the decoder to expect those digits.
    An example of one word other than a digit is kept only at `ONE_WORD_KEPT`: as often
    as a digit, 'pause' and 'tour' became what a real speaker's 'four' and 'two' were
    heard as; never, and 'help' was heard as 'two'."""
    rng = random.Random(seed)
    language = speakers(grammars[0].language)
    games = [GameSentences.of(grammar, random.Random(seed)) for grammar in grammars]
    if not language.flite:
        flite = False
    voices = flite_voices() if flite is None else FLITE_VOICES if flite else ()
    chosen = []
    for number in range(count):
        draw = rng.random()
        game = rng.choice(games)
        rooms = ROOMS
        command = True
        if draw < 0.16:
            said = rng.choice(language.chatter)
            command = False
        elif draw < 0.36:
            said = rng.choice(game.digits)
        elif draw < 0.40:
            said = ""
        elif draw < 0.40 + ANSWERS_ALONE:
            said = rng.choice(game.answers or game.digits)
        elif draw < 0.40 + ANSWERS_ALONE + SHORT_IN_LOUD_ROOMS:
            # half of them those that help teaches, half any short sentence
            said = rng.choice(game.short_examples if rng.random() < 0.5 else game.short)
            rooms = SHORT_COMMAND_ROOMS
        elif draw < 0.40 + ANSWERS_ALONE + SHORT_IN_LOUD_ROOMS + EXAMPLES:
            said = with_other_digits(game, rng.choice(game.examples), rng)
            if " " not in said and rng.random() > ONE_WORD_KEPT:
                said = rng.choice(game.sentences)
        elif game.structured and rng.random() < STRUCTURED_SHARE:
            said = rng.choice(game.structured)
        else:
            said = rng.choice(game.sentences)
        room, snr = rng.choice(rooms)
        if voices and rng.random() < FLITE_SHARE:
            voice = "flite/" + rng.choice(voices)
        else:
            voice = rng.choice(language.accents) + rng.choice(language.variants)
        text = "" if not said else game.written(said) if command else written(said)
        chosen.append(Utterance(
            said, text, voice,
            rng.randrange(120, 211), rng.randrange(25, 76), room, snr,
            rng.random() < 0.25, rng.uniform(-12.0, 3.0), seed * 1_000_003 + number,
            game.grammar.game,
        ))
    return chosen


# how often a sentence drawn from a template says an optional part: at one half, an
# offer ran to four pieces, most without their 'and', and read as a list of words
# ("give the whale green whale blue blue for his yellow bead crane")
OPTIONAL_SAID = 0.35


def structured_sentences(grammar: Grammar, rng: random.Random, each: int = 300) -> list[str]:
    """Sentences drawn at random from each template too large to list (`each` tries a
    template; those the grammar reads and that say no word twice running are kept):
    the matcher searches these templates rather than listing them, so
    `grammar_sentences` has only their examples."""
    from voice_games.grammar.matcher import sample
    from voice_games.speech.matching import large_intents

    drawn: dict[str, None] = {}
    for intent in large_intents(grammar):
        for template in intent.templates:
            for _ in range(each):
                words = sample(template, grammar.rules, rng, OPTIONAL_SAID)
                if any(a == b for a, b in itertools.pairwise(words)):
                    continue
                sentence = " ".join(words)
                if sentence and grammar.parse(sentence) is not None:
                    drawn[sentence] = None
    return list(drawn)


def short_commands(sentences: list[str], grammar: Grammar, language: Speakers) -> list[str]:
    """The sentences of one or two words with no number in them ('help', 'whose turn',
    'cancel'), leaving out those that sound like a digit (`Speakers.sound_like_digits`)."""
    numbers = {*grammar.digits, language.ten}
    return [s for s in sentences if len(s.split()) <= 2 and not numbers & set(s.split())
            and s not in language.sound_like_digits]


def with_other_digits(game: GameSentences, sentence: str, rng: random.Random) -> str:
    """The sentence with each digit drawn anew, as long as the grammar still takes it
    ('swap two and two' it does not); the sentence itself after a few tries."""
    for _ in range(5):
        words = [rng.choice(game.digits) if w in game.digits else w for w in sentence.split()]
        drawn = " ".join(words)
        if game.grammar.parse(drawn) is not None:
            return drawn
    return sentence


def grammar_sentences(grammar: Grammar) -> list[str]:
    from voice_games.speech.matching import CommandMatcher

    return list(CommandMatcher(grammar).texts)


def speak(text: str, voice: str, rate: int, pitch: int = 50) -> np.ndarray:
    """espeak-ng's rendering of `text`, at 16 kHz."""
    with tempfile.NamedTemporaryFile(suffix=".wav") as file:
        subprocess.run(
            ["espeak-ng", "-v", voice, "-s", str(rate), "-p", str(pitch), "-w", file.name, text],
            check=True, capture_output=True,
        )
        samples, rate_hz = read_wav(file.name)
    return resample(samples, rate_hz, RATE)


@cache
def flite_voices() -> tuple[str, ...]:
    """The flite voices of `FLITE_VOICES` that render here; none without flite."""
    if shutil.which("flite") is None:
        return ()
    found = []
    for voice in FLITE_VOICES:
        try:
            speak_flite("one", voice, 170)
        except (subprocess.CalledProcessError, ValueError, OSError):
            continue
        found.append(voice)
    return tuple(found)


def speak_flite(text: str, voice: str, rate: int) -> np.ndarray:
    """flite's rendering of `text` at about `rate` words a minute, at 16 kHz."""
    with tempfile.NamedTemporaryFile(suffix=".wav") as file:
        subprocess.run(
            ["flite", "-voice", voice, "--setf", f"duration_stretch={170 / rate:.2f}",
             "-t", text, "-o", file.name],
            check=True, capture_output=True,
        )
        samples, rate_hz = read_wav(file.name)
    return resample(samples, rate_hz, RATE)


def babble(seconds: float, seed: int, language: str = "en", talkers: int = 6) -> np.ndarray:
    """A table of talk: several voices saying the language's table talk back to back,
    all at once."""
    rng = random.Random(seed)
    talk = speakers(language)
    total = np.zeros(int(seconds * RATE), np.float64)
    for _ in range(talkers):
        position = rng.randrange(RATE)
        voice = rng.choice(talk.accents) + rng.choice(talk.variants)
        while position < total.size:
            said = speak(rng.choice(talk.chatter), voice, rng.choice((140, 170, 200)),
                         rng.randrange(30, 70))
            said = said / (np.sqrt(np.mean(said**2)) + 1e-9)
            end = min(total.size, position + said.size)
            total[position:end] += said[: end - position]
            position = end + rng.randrange(RATE // 10, RATE // 2)
    return (total / np.sqrt(np.mean(total**2))).astype(np.float32)


def in_room(utterance: Utterance, speech: np.ndarray, talk: np.ndarray) -> np.ndarray:
    """The words with 0.4 s of the room either side, the room `snr_db` below them (with
    no words, the room alone at the level it would have under words at -20 dB)."""
    rng = np.random.default_rng(utterance.seed)
    if utterance.telephone:
        speech = resample(resample(speech, RATE, 8000), 8000, RATE)
    padded = pad(speech, 0.4, 0.4)
    level = rms_db(active_part(speech)) if np.any(speech) else -20.0
    if utterance.room == "talk":
        start = int(rng.integers(0, talk.size - padded.size))
        room = talk[start : start + padded.size].astype(np.float64)
    elif utterance.room == "clatter":
        room = clatter(padded.size, rng)
    elif rng.random() < 0.5:
        room = pink(padded.size, rng)
    else:
        room = rng.normal(0.0, 1.0, padded.size)
    room *= 10 ** ((level - utterance.snr_db) / 20) / (np.sqrt(np.mean(room**2)) + 1e-12)
    heard = (padded + room) * 10 ** (utterance.gain_db / 20)
    peak = float(np.max(np.abs(heard)))
    return (heard / peak * 0.7 if peak > 0.99 else heard).astype(np.float32)


def pink(size: int, rng: np.random.Generator) -> np.ndarray:
    """Noise whose power falls with frequency, as a fan's or a road's does."""
    spectrum = np.fft.rfft(rng.normal(0.0, 1.0, size))
    spectrum /= np.sqrt(np.maximum(np.arange(spectrum.size), 1.0))
    return np.fft.irfft(spectrum, size)


def clatter(size: int, rng: np.random.Generator) -> np.ndarray:
    """A kitchen: the clinks of dishes and cutlery, each a few bright tones dying away,
    two to eight a second, over a low rumble."""
    spectrum = np.fft.rfft(rng.normal(0.0, 1.0, size))
    # power falling twice as fast as pink noise's, nothing below 20 Hz
    lowest = max(1, int(20.0 * size / RATE))
    spectrum[:lowest] = 0.0
    spectrum /= np.maximum(np.arange(spectrum.size), lowest)
    rumble = np.fft.irfft(spectrum, size)
    total = rumble / (np.sqrt(np.mean(rumble**2)) + 1e-12) * 0.3
    clinks = int(rng.poisson(rng.uniform(2.0, 8.0) * size / RATE))
    for _ in range(clinks):
        length = int(RATE * rng.uniform(0.05, 0.4))
        time = np.arange(length) / RATE
        tones = sum(np.sin(2 * np.pi * rng.uniform(1500.0, 7000.0) * time + rng.uniform(0, 6))
                    for _ in range(3))
        clink = tones * np.exp(-time * rng.uniform(10.0, 60.0)) * rng.uniform(0.5, 3.0)
        start = int(rng.integers(0, max(1, size - 1)))
        end = min(size, start + length)
        total[start:end] += clink[: end - start]
    return total


def words(utterance: Utterance) -> np.ndarray:
    """What the utterance says, rendered; with no words, 0.6 s of nothing."""
    if not utterance.said:
        return np.zeros(int(0.6 * RATE), np.float32)
    if utterance.voice.startswith("flite/"):
        return speak_flite(utterance.said, utterance.voice.removeprefix("flite/"),
                           utterance.rate)
    return speak(utterance.said, utterance.voice, utterance.rate, utterance.pitch)

"""The prompts: the 'previous text' that makes Whisper favour the game's words, for the
first decode and for listening again."""

from __future__ import annotations

from collections.abc import Callable

from voice_games.grammar import Grammar


def prompt_text(
    grammar: Grammar, digits: bool = True, single_words: bool = False, wake_word: str = ""
) -> str:
    """Examples of the main commands, and the digits alone, as the 'previous text':
    Whisper then favours our words and spells digits out (bench/asr/README.md). Only
    the first intents' examples: with the rarer ones (take, put) it heard 'take six'
    for a plain 'six'. A wake word comes first, as a sentence of its own: in table talk
    Whisper otherwise writes 'computer' as 'Can you' or 'Compute the' (before every
    example instead, it invented whole commands after a wake word said alone)."""
    examples = [e for i in grammar.intents[:3] for e in i.examples[:2]]
    if wake_word:
        examples = [wake_word, *examples]
    if single_words:
        # the one-word commands, which a short window turns into look-alikes
        # ('Rule of. Rule of.' for 'rules', 'Logon.' for 'louder')
        examples += [e for i in grammar.intents[3:] for e in i.examples[:1] if " " not in e]
    if digits:
        examples += list(grammar.digits[1:])  # one to nine: zero names no pot
    return " ".join(sentence(e) for e in examples)


def sentence(example: str) -> str:
    """An example as Whisper writes a sentence: its first letter a capital, its other
    words as the grammar writes them (German nouns keep their capital: 'Schüttle Topf
    fünf.'; `capitalize` would teach Whisper 'topf')."""
    return example[:1].upper() + example[1:] + "."


# Prompts for listening again (`WhisperRecogniser.listen_again`), tried in this order
# (bench/asr/README.md has what each one mends).
FALLBACKS: dict[str, Callable[[Grammar], str]] = {
    # the one-word commands, which the main prompt's digits turn into look-alikes
    "words": lambda grammar: prompt_text(grammar, digits=False, single_words=True),
    # no prompt at all: nothing to imitate
    "none": lambda grammar: "",
    # the digits alone, when a bare digit may be a command (push-to-talk, `recognize`):
    # 'Takes.' for a real speaker's 'six' becomes 'Six.'
    "digits": lambda grammar: " ".join(d.capitalize() + "." for d in grammar.digits[1:]),
    # the first example of every intent: in loud babble Whisper writes commands it heard
    # only in part ('Shake.') more fully after them. Last, after the digits: before them
    # it took a real speaker's 'four' as 'pause'.
    "examples": lambda grammar: " ".join(
        sentence(e) for intent in grammar.intents for e in intent.examples[:1]
    ),
}


# the first prompt for listening again, and for a second opinion
ONE_WORD_COMMANDS = "words"

"""How Whisper writes: a command as it would write it, and its transcription without
the repeats a short window invites."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def written_command(sentence: str, grammar: Any) -> list[str]:
    """How Whisper would write a command of the grammar's language (`written_forms`,
    with its digits and the words it writes with a capital)."""
    return written_forms(sentence, grammar.digits, capitalised_words(grammar))


def written_forms(
    sentence: str, digits: Sequence[str] = DIGIT_WORDS, capitalised: Iterable[str] = ()
) -> list[str]:
    """How Whisper would write a command: a capitalised sentence with a full stop (the
    stop matters: it is where Whisper thinks the utterance ends, so 'Complete.' scores
    badly for 'complete the top row'), with digits as words and, when there are any,
    as numerals, which tiny.en writes as often. `digits`: the language's digit words,
    zero first; `capitalised`: words the language writes with a capital (German nouns)."""
    upper = {w.casefold(): w for w in capitalised}
    words = [
        "I" if w == "i" else "I'm" if w == "i'm" else upper.get(w, w) for w in sentence.split()
    ]
    spelled = " ".join(words)
    forms = [spelled[:1].upper() + spelled[1:] + "."]
    if any(w in digits for w in words):
        numerals = " ".join(str(list(digits).index(w)) if w in digits else w for w in words)
        forms.append(numerals[:1].upper() + numerals[1:] + ".")
    return forms


@cache
def capitalised_words(grammar: Any) -> frozenset[str]:
    """The words a grammar's language writes with a capital (German nouns): those the
    grammar names, and those its examples write so ('schüttle Topf fünf'). Whisper
    writes 'Topf', and a command forced as 'topf' would score as a word it did not hear."""
    shown = {
        word.strip(":,.;!?¡¿")
        for intent in grammar.intents for example in intent.examples
        for word in example.split() if word[:1].isupper() and word not in ("I", "I'm")
    }
    return frozenset(grammar.capitalised | shown)


_SENTENCE = re.compile(r"[^.!?,;]+")


def _sentences(text: str) -> list[str]:
    """Whisper's sentences with repeats dropped: a short window sometimes makes it say
    the command over and over ('Shake 5. Shake 5.'), which is still one command, while
    'Two. Two sugars please.' is table talk and must stay whole to be rejected."""
    found: list[str] = []
    folded: list[str] = []
    for part in _SENTENCE.findall(text):
        words = _unrepeated(part.split())
        clean = " ".join(words).casefold()
        if clean and not any(clean == s or s.startswith(clean) for s in folded):
            found.append(" ".join(words))
            folded.append(clean)
    return found


def _unrepeated(words: list[str]) -> list[str]:
    """The words once, when a sentence is the same few words over and over without
    full stops ('Board Board Board Board'): no command repeats itself, so that is the
    short window's repetition, like 'Shake 5. Shake 5.'."""
    folded = [w.casefold().strip(",") for w in words]
    last = len(words) - 1
    for size in range(1, len(words) // 2 + 1):
        # the last word may be cut short where the decode was stopped
        if all(
            folded[i] == folded[i % size]
            or (i == last and folded[i % size].startswith(folded[i]))
            for i in range(len(words))
        ):
            return words[:size]
    return words


def one_sentence(text: str) -> bool:
    """Whether Whisper wrote one sentence, its repeats left aside."""
    return len(_sentences(text)) == 1


def opening_word(text: str) -> str | None:
    """The first sentence's one word, when Whisper wrote one word and then one sentence
    more ('Contraoferta. Mi cuenta rosa por tus dos cuentas verdes.': the pause after a
    command's first word that a colon invites); None otherwise."""
    found = _sentences(text)
    if len(found) == 2 and len(found[0].split()) == 1:
        return found[0].casefold()
    return None


def one_command(text: str) -> str:
    return " ".join(s.casefold() for s in _sentences(text))


def written_clause(text: str) -> str:
    """The free transcription without its repeats, as Whisper wrote it, to be scored
    the same way as the candidates."""
    sentences = _sentences(text)
    return " ".join(s[:1].upper() + s[1:] + "." for s in sentences)

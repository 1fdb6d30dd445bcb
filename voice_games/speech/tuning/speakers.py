"""Who says the tuning corpus of each language, and the table talk among it.

English has four espeak-ng accents that the benchmark never speaks with, and flite.
Spanish and German have only espeak-ng's own voices here (the benchmark speaks with
`es`, `es-419`, `es+f3`, `es-419+m3`, `de`, `de+f3`, `de+m3` and `de+f4`): their corpus
is said by the other variants of those voices, so that it is never the benchmark's
voice, though it is the same synthesiser's. The table talk of each language was
written for the tuning, apart from the benchmark's; some of it holds a command's words
on purpose, so that the decoder keeps writing talk as talk."""

from __future__ import annotations

from dataclasses import dataclass

from voice_games.speech.tuning.chatter import CHATTER


@dataclass(frozen=True)
class Speakers:
    accents: tuple[str, ...]
    variants: tuple[str, ...]
    chatter: tuple[str, ...]
    # one-word commands that real speakers' digits were heard as: never said more often
    # in loud rooms (`corpus.plan`)
    sound_like_digits: tuple[str, ...]
    # the number word after the digits, which a short command must not hold either
    ten: str
    # whether flite's (English) voices say a share of the corpus
    flite: bool


VARIANTS = ("", "+m1", "+m2", "+m4", "+m5", "+m6", "+m7", "+m8", "+f1", "+f2", "+f4", "+f5",
            "+klatt", "+klatt2", "+klatt4")
# the variants of the benchmark's voices (`+f3`, `+m3`, `+f4`) and the plain voice left out
OTHER_VARIANTS = tuple(v for v in VARIANTS if v not in ("", "+f3", "+m3", "+f4"))

SPEAKERS = {
    "en": Speakers(
        accents=("en-gb-scotland", "en-gb-x-gbclan", "en-gb-x-gbcwmd", "en-us-nyc"),
        variants=VARIANTS,
        chatter=CHATTER["en"],
        sound_like_digits=("pause", "tour", "board", "bye", "wait", "pardon"),
        ten="ten",
        flite=True,
    ),
    "es": Speakers(
        accents=("es", "es-419"),
        variants=OTHER_VARIANTS,
        chatter=CHATTER["es"],
        sound_like_digits=(),
        ten="diez",
        flite=False,
    ),
    "de": Speakers(
        accents=("de",),
        variants=OTHER_VARIANTS,
        chatter=CHATTER["de"],
        sound_like_digits=(),
        ten="zehn",
        flite=False,
    ),
}


def speakers(language: str) -> Speakers:
    """The speakers of a language; RuntimeError for one there is no tuning for."""
    try:
        return SPEAKERS[language]
    except KeyError:
        raise RuntimeError(f"there is no tuning for the language {language!r}") from None

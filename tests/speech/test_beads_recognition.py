"""Bead Trade's long commands through the real decoders, on espeak-ng renderings: each is
heard as the move that was said (its pieces as the game counts them), and table talk,
about the game's own pieces too, is refused."""

from __future__ import annotations

import pytest

from voice_games.games.bead_trade.commands import pieces_from
from voice_games.grammar import Parse, load_grammar
from voice_games.speech.recognition import CommandKey, command_key

COMMANDS = [
    "offer my pink bead for your green bead to bull",
    "give the yellow snake for two white beads to crane",
    "swap my pink bead for a blue bead from the centre",
    "hide two pink beads under the lid",
    "counter my pink bead for your two green beads",
    "decline the offer from crane",
    "what do i hold",
]
TABLE_TALK = ["pass the salt", "I love the pink beads", "what a lovely day"]


def meaning(parse: Parse) -> CommandKey:
    """The move a reading names: '2 pink' and '2 pink bead' are the same two beads."""
    slots = {
        name: repr(pieces_from(value, parse.text)) if name in ("give", "take", "beads")
        else value
        for name, value in parse.slots.items()
    }
    return command_key(Parse(parse.intent, slots))


@pytest.fixture(scope="module")
def beads():
    return load_grammar("beads", "en")


@pytest.fixture(scope="module")
def whisper_beads(beads):
    pytest.importorskip("faster_whisper")
    from voice_games.speech.whisper import WhisperRecogniser

    return WhisperRecogniser(beads)


@pytest.mark.slow
def test_whisper_hears_long_bead_trade_commands(beads, whisper_beads, speak):
    for said in COMMANDS:
        result = whisper_beads.recognise(speak(said))
        assert not result.rejected, (said, result.heard, result.readings[:2])
        expected = beads.parse_heard(said)
        assert expected is not None and result.best is not None
        assert result.best.parse is not None
        assert meaning(result.best.parse) == meaning(expected), (said, result.heard)


def test_whisper_rejects_table_talk_at_a_bead_trade_table(whisper_beads, speak):
    for talk in TABLE_TALK:
        result = whisper_beads.recognise(speak(talk))
        assert result.rejected, (talk, result.heard, result.readings[:1])


def test_an_offer_is_matched_over_the_grammar_not_a_list(beads):
    """No list holds every offer; the closest sentence of each template is searched over
    its structure, so a transcription with a misheard word still finds the offer."""
    from voice_games.speech.matching import CommandMatcher

    matcher = CommandMatcher(beads)
    said = "offer three blue beads and a pink bead for the crane to player two"
    assert said not in matcher.texts
    best = matcher.match("Offer 3 blue beads and a pink bed for the crane to player two.")[0]
    assert best.text == said
    assert meaning(best.parse) == meaning(beads.parse_heard(said))


def test_pocketsphinx_hears_bead_trade_commands(beads, speak):
    pytest.importorskip("pocketsphinx")
    from voice_games.speech.sphinx_engine import SphinxRecogniser

    sphinx = SphinxRecogniser(beads)
    for said in ["hide two pink beads under the lid", "decline the offer from crane"]:
        result = sphinx.recognise(speak(said))
        assert result.best is not None and result.best.parse is not None, (said, result.heard)
        assert meaning(result.best.parse) == meaning(beads.parse_heard(said)), said


def test_the_search_over_a_template_finds_its_closest_sentence(beads):
    """The structured search gives the same cost as trying every sentence of a template
    (one small enough to list): the weighted word edit distance of the closest one."""
    import numpy as np

    from voice_games.grammar.matcher import expand
    from voice_games.speech.alignment import TemplateAligner
    from voice_games.speech.matching import CommandMatcher, word_distance

    matcher = CommandMatcher(beads)
    template = next(i for i in beads.intents if i.name == "place").templates[0]
    words = sorted(matcher.weight_of)
    weights = np.array([matcher.weight_of[w] for w in words])
    for text in ["put the bowl on the bass", "please place my crane on top of lid", "hello"]:
        heard = beads.normalise(text)
        drop = [0.3 if w in matcher.cheap else 1.0 for w in heard]
        replace = np.array([[word_distance(h, w) for h in heard] for w in words])
        aligner = TemplateAligner(heard, beads.rules, drop, words, weights,
                                  replace * np.maximum(weights, 1.0)[:, None])

        def cost(sentence: tuple[str, ...], heard: list[str] = heard,
                 drop: list[float] = drop) -> float:
            add = [matcher.weight_of[w] for w in sentence]
            row = [0.0, *np.cumsum(add)]
            for h, d in zip(heard, drop, strict=True):
                new = [row[0] + d]
                for j, w in enumerate(sentence, start=1):
                    swap = word_distance(h, w) * max(add[j - 1], 1.0)
                    new.append(min(row[j] + d, new[j - 1] + add[j - 1], row[j - 1] + swap))
                row = new
            return float(row[-1])

        best = min(cost(s) for s in expand(template, beads.rules))
        assert abs(aligner.total(template) - best) < 1e-9, text
        assert abs(cost(tuple(aligner.sentence(template))) - best) < 1e-9, text

"""A transcription is scored in the tokens Whisper wrote it with as well as in the
tokenizer's own: a word's probability is that of all its spellings in tokens, and the
tokenizer's spelling can be one the model never writes."""

from __future__ import annotations

import numpy as np
import pytest

from voice_games.grammar import load_grammar

pytestmark = pytest.mark.slow

WRITTEN = "Annehmen."


@pytest.fixture(scope="module")
def german_beads(multilingual_models):
    from voice_games.speech.engines import make_recogniser

    grammar = load_grammar("beads", "de")
    return make_recogniser("whisper-bundled", grammar, models_dir=multilingual_models)


def _candidate(analysis, text):
    return next(c for c in analysis.candidates if c.match.text == text)


def test_what_whisper_wrote_counts_in_the_tokens_it_wrote_it_with(german_beads, speak):
    """*annehmen*: Whisper writes ' An' 'nehmen' '.'; the tokenizer spells the same text
    ' Anne' 'hmen' '.', which the model finds far less likely (with the model tuned for
    German, 3.8 nats: *ablehnen* won)."""
    recogniser = german_beads
    tokenizer = recogniser.model.hf_tokenizer
    own = tuple(tokenizer.token_to_id(t) for t in ("ĠAn", "nehmen", "."))
    canonical = recogniser.tokens(WRITTEN)
    assert list(own) != canonical and tokenizer.decode(list(own)).strip() == WRITTEN
    audio = speak("annehmen", "de+m3")
    encoded = recogniser.encode(audio)
    rescorer = recogniser.rescorer

    def analysed(tokens):
        return rescorer.analyse(encoded, WRITTEN, -0.5, 0.0, 0.0, heard_tokens=tokens)

    as_tokenized = analysed(())
    as_written = analysed(own)
    by_tokenizer, by_whisper = rescorer.score_sequences(
        encoded[0], encoded[1], [canonical, list(own)]
    )
    assert by_whisper > by_tokenizer + 1.0
    # int8 kernels score a sequence a little otherwise in a batch of another size (0.02
    # nats on some processors); one spelling left out would be more than 1.3 nats off
    near = 0.1
    for analysis, expected in ((as_tokenized, by_tokenizer),
                               (as_written, np.logaddexp(by_tokenizer, by_whisper))):
        assert _candidate(analysis, "annehmen").logprob == pytest.approx(expected, abs=near)
        assert analysis.free_logprob == pytest.approx(expected, abs=near)
    # the other candidates are scored as before
    assert _candidate(as_written, "ablehnen").logprob == pytest.approx(
        _candidate(as_tokenized, "ablehnen").logprob, abs=1e-3
    )
    assert as_written.candidates[0].match.text == "annehmen"


def test_tokens_that_do_not_spell_the_transcription_are_not_used(german_beads, speak):
    """Tokens of another text (a decode whose repeats were dropped from the clause)
    change nothing."""
    recogniser = german_beads
    encoded = recogniser.encode(speak("annehmen", "de+m3"))
    other = tuple(recogniser.tokens("Ablehnen. Ablehnen."))
    plain = recogniser.rescorer.analyse(encoded, WRITTEN, -0.5, 0.0, 0.0)
    given = recogniser.rescorer.analyse(encoded, WRITTEN, -0.5, 0.0, 0.0, heard_tokens=other)
    assert [c.logprob for c in given.candidates] == [c.logprob for c in plain.candidates]


def test_a_transcription_that_is_no_command_is_scored_as_the_tokenizer_spells_it(
    german_beads, speak
):
    """The free text as the rival of the commands near it in sound keeps the
    tokenizer's spelling: spelt as written it took clearly said Spanish commands."""
    recogniser = german_beads
    tokenizer = recogniser.model.hf_tokenizer
    heard = "Annehmen Sie."
    own = tuple(tokenizer.token_to_id(t) for t in ("ĠAn", "nehmen", "ĠSie", "."))
    assert tokenizer.decode(list(own)).strip() == heard
    assert list(own) != recogniser.tokens(heard)
    encoded = recogniser.encode(speak("annehmen Sie", "de+m3"))
    plain = recogniser.rescorer.analyse(encoded, heard, -0.5, 0.0, 0.0)
    given = recogniser.rescorer.analyse(encoded, heard, -0.5, 0.0, 0.0, heard_tokens=own)
    assert given.free_logprob == pytest.approx(plain.free_logprob, abs=1e-6)
    [by_tokenizer] = recogniser.rescorer.score_texts(encoded[0], encoded[1], [heard])
    assert given.free_logprob == pytest.approx(by_tokenizer, abs=1e-3)

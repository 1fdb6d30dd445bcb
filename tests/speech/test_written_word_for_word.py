"""A command Whisper wrote word for word, listening with the game's words in its
prompt, is not overruled by a neighbour that only the unprompted scoring prefers."""

from __future__ import annotations

from dataclasses import replace

from tests.support.scoring import scored
from voice_games.speech.whisper import Analysis, Decision, decide_analysis


def test_the_command_written_word_for_word_wins_over_a_neighbour_scored_likelier(grammar):
    """'Shake pot four.' in a kitchen: the forced scoring put *take pot four* 1.6 nats
    above it (bench/asr/README.md); both are allowed (a game with the draft)."""
    analysis = Analysis(
        "Shake pot four.", "shake pot four", -0.5, 0.0, -7.0, 4,
        (scored(grammar, "take pot four", 0.12, -5.4),
         scored(grammar, "shake pot four", 0.0, -7.0)),
    )
    found = decide_analysis(analysis, Decision())
    assert not found.rejected and found.best is not None
    assert found.best.text == "shake pot four"
    assert [r.text for r in found.readings] == ["shake pot four", "take pot four"]
    # without the written command's weight the unprompted scoring decides
    unweighted = decide_analysis(analysis, replace(Decision(), written_word_for_word=0.0))
    assert unweighted.best is not None and unweighted.best.text == "take pot four"


def test_a_slot_variant_of_the_written_command_gains_nothing(grammar):
    """A variant found by changing one slot value carries the distance of the command it
    came from; only the command Whisper wrote gains."""
    analysis = Analysis(
        "Shake pot five.", "shake pot five", -0.5, 0.0, -4.0, 4,
        (scored(grammar, "shake pot nine", 0.0, -3.0, expanded=True),
         scored(grammar, "shake pot five", 0.0, -4.0)),
    )
    found = decide_analysis(analysis, Decision())
    assert found.best is not None and found.best.text == "shake pot five"
    assert found.readings[1].text == "shake pot nine"


def test_a_digit_written_after_the_digits_alone_gains_nothing(grammar):
    """Prompted with digits alone, Whisper writes a digit for anything ('Five.' for a
    real *one* in babble): that decode's digit is scored as it sounds, no more."""
    analysis = Analysis(
        "Five.", "five", -0.3, 0.0, -3.0, 2,
        (scored(grammar, "one", 0.3, -2.5), scored(grammar, "five", 0.0, -3.5)),
    )
    assert decide_analysis(analysis, Decision()).best.text == "five"
    digits_alone = replace(analysis, written_gains=False)
    assert decide_analysis(digits_alone, Decision()).best.text == "one"


def test_a_second_opinion_that_wrote_otherwise_takes_the_gain_away(grammar):
    """*help* in babble: the main prompt wrote 'Four.', the one-word prompt 'Bill.'.
    The second opinion is asked because a short word written as a digit is in doubt,
    so the digit does not gain for having been written; when both decodes wrote the
    same command, it does."""
    from voice_games.speech.whisper.decision import merge_analyses

    first = Analysis("Four.", "four", -1.4, 0.0, -6.0, 2,
                     (scored(grammar, "four", 0.0, -6.0),))
    second = Analysis("Bill.", "bill", -1.2, 0.0, -5.0, 2,
                      (scored(grammar, "help", 0.3, -5.5),))
    merged = merge_analyses(first, second)
    assert decide_analysis(merged, Decision()).best.text == "help"
    agreed = merge_analyses(first, replace(first, avg_logprob=-1.0))
    assert agreed.written_gains


def test_a_command_begun_by_the_first_token_is_never_read_beside_one_written_whole():
    """"Withdraw my offer to bull." in hiss 20 dB below: *quit*, found from the first
    token's distribution and scored without its end, was 3.5 nats likelier than the
    whole command Whisper wrote, and the game would have quit. Begun by another word, it
    is no rival either."""
    from voice_games.grammar import load_grammar

    beads = load_grammar("beads", "en")
    analysis = Analysis(
        "Withdraw my offer to bull.", "withdraw my offer to bull", -0.4, 0.0, -11.9, 8,
        (scored(beads, "quit", 0.4, -8.4, opened=True),
         scored(beads, "withdraw my offer to bull", 0.0, -11.9),
         scored(beads, "withdraw my offer to turtle", 0.31, -16.6)),
    )
    found = decide_analysis(analysis, Decision())
    assert not found.rejected and found.best is not None
    assert found.best.text == "withdraw my offer to bull"
    assert found.best.confidence > 0.9
    assert "quit" not in [r.text for r in found.readings]
    # written by a decode that does not gain (digits alone), the opened command is read
    undecided = decide_analysis(replace(analysis, written_gains=False), Decision())
    assert undecided.best is not None and undecided.best.text == "quit"


def test_commands_the_first_token_began_keep_a_written_command_in_doubt(grammar):
    """"Shake pot two." in babble for *shake pot six*, with *shake one*, *shake five* and
    *shake six* begun by the first token scoring as well: the written command is read,
    but so unsure that the game asks about it."""
    analysis = Analysis(
        "Shake pot two.", "shake pot two", -0.9, 0.0, -18.55, 4,
        (scored(grammar, "shake one", 0.4, -17.57, opened=True),
         scored(grammar, "shake five", 0.4, -17.74, opened=True),
         scored(grammar, "shake six", 0.4, -18.35, opened=True),
         scored(grammar, "shake pot two", 0.0, -18.55)),
    )
    found = decide_analysis(analysis, Decision())
    assert not found.rejected and found.best is not None
    assert found.best.text == "shake pot two"
    assert found.best.confidence < 0.45
    without_rivals = replace(analysis, candidates=analysis.candidates[3:])
    assert decide_analysis(without_rivals, Decision()).best.confidence > 0.9


def test_a_digit_alone_written_leaves_the_first_tokens_commands_in(grammar):
    """'Four.' for *help* in babble: a digit alone is what the prompt's digits make of a
    short word, so the commands the first token began still compete with it."""
    analysis = Analysis(
        "Four.", "four", -0.5, 0.0, -3.8, 2,
        (scored(grammar, "help", 0.4, -3.0, opened=True), scored(grammar, "four", 0.0, -3.8)),
    )
    found = decide_analysis(analysis, Decision())
    assert [r.text for r in found.readings][:2] == ["four", "help"]
    assert "help" in [r.text for r in found.readings]

"""Forced scoring: every text is forced once for an utterance, in batches shared between
the model's workers, and each score is what one batch of all of them gives."""

from __future__ import annotations

import numpy as np
import pytest

from voice_games.speech.whisper.rescoring import shared_out


def test_sequences_are_shared_out_by_cost_and_none_is_lost():
    sequences = [tuple(range(n)) for n in (15, 14, 14, 13, 8, 3)]
    parts = shared_out(sequences, 2)
    assert len(parts) == 2
    assert sorted(s for part in parts for s in part) == sorted(sequences)
    costs = [sum(len(s) + 6 for s in part) for part in parts]
    # the longest first, each to the cheaper part: within one sequence's cost
    assert abs(costs[0] - costs[1]) <= 15 + 6
    # never an empty batch, and never more parts than asked for
    assert shared_out(sequences[:1], 2) == [[sequences[0]]]
    assert len(shared_out(sequences, 8)) == 6
    assert shared_out(sequences, 1) == [sequences]


def test_every_text_is_forced_once_and_scored_as_in_one_batch(whisper, speak, monkeypatch):
    """What Whisper wrote is most often one of a command's forms, and listening again
    finds many of the same candidates: each is forced once for an utterance. The parts
    run on both workers and give the scores a single batch of every text gives."""
    import ctranslate2

    rescorer = whisper.rescorer
    samples = speak("trade two pink for one blue with whale")
    encoded, window = whisper.encode(samples)
    texts = [
        "Trade two pink for one blue with whale.",
        "Trade 2 pink for 1 blue with whale.",
        "Trade two pink for one blue with bull.",
        "Trade two pink for one blue with whale.",
        "Trade to pink for one blue with whale.",
    ]
    sequences = [rescorer.tokens(t) for t in texts]
    forced: list[list[tuple[int, ...]]] = []
    aligned = rescorer._aligned

    def recorded(encoded, window, part):
        forced.append(list(part))
        return aligned(encoded, window, part)

    monkeypatch.setattr(rescorer, "_aligned", recorded)
    scores = rescorer.score_sequences(encoded, window, sequences)
    assert sorted(s for part in forced for s in part) == sorted({tuple(s) for s in sequences})
    assert len(forced) == min(whisper.settings.workers, 4)
    assert scores[0] == scores[3]
    batch = ctranslate2.StorageView.from_array(
        np.ascontiguousarray(np.repeat(np.asarray(encoded), len(sequences), axis=0))
    )
    one_batch = [
        float(np.sum(np.log(np.maximum(np.asarray(r.text_token_probs, np.float64), 1e-30))))
        for r in whisper.model.model.align(batch, rescorer.sot, sequences, window // 2)
    ]
    # int8 kernels score a sequence a little otherwise in a batch of another size
    assert scores == pytest.approx(one_batch, abs=0.05)
    # and the texts are told apart: the one said scores above another seat (not
    # necessarily above 'to' for 'two', which sounds the same: which of the two is
    # likelier is the decoder's language, and a processor's int8 rounding moved it)
    assert scores[0] > scores[2] + 5.0
    # listening again to the same utterance forces only what is new
    forced.clear()
    again = rescorer.score_sequences(encoded, window, [sequences[2], sequences[1]])
    assert again == [scores[2], scores[1]] and forced == []
    new = rescorer.tokens("Trade two pink for one blue with crane.")
    rescorer.score_sequences(encoded, window, [sequences[0], new])
    assert forced == [[tuple(new)]]
    # another utterance is forced anew
    forced.clear()
    other, _ = whisper.encode(samples)
    rescorer.score_sequences(other, window, [sequences[0]])
    assert forced == [[tuple(sequences[0])]]

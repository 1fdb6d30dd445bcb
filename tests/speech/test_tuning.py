"""Whisper tuned to the game's commands: the model file, the decoder, the corpus, and a
small tuning run whose model the game then loads."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from voice_games.speech.engines import make_recogniser
from voice_games.speech.recognition import command_key
from voice_games.speech.tuning import corpus
from voice_games.speech.tuning.speakers import speakers
from voice_games.speech.tuning.tune import MANIFEST, TuneSettings, tuned_folder, tuned_model
from voice_games.speech.tuning.weights import read_model, write_model

BENCH = Path(__file__).resolve().parents[2] / "bench" / "asr"
DIGITS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


@pytest.fixture(scope="module")
def bundled():
    pytest.importorskip("faster_whisper")
    from voice_games.speech.whisper import bundled_model_dir

    return bundled_model_dir()


def test_the_model_file_is_written_back_byte_for_byte(bundled, tmp_path):
    model = read_model(bundled / "model.bin")
    assert model.spec == "WhisperSpec"
    assert model.variables["decoder/embeddings/weight"].shape == [51864, 384]
    write_model(model, tmp_path / "model.bin")
    assert (tmp_path / "model.bin").read_bytes() == (bundled / "model.bin").read_bytes()


def test_a_replaced_variable_keeps_its_type_and_refuses_another_shape(bundled):
    model = read_model(bundled / "model.bin")
    name = "decoder/layer_norm/gamma"
    model.replace(name, np.full(384, 0.5, np.float64))
    assert model.variables[name].array().dtype == np.float16
    assert np.all(model.variables[name].array() == 0.5)
    with pytest.raises(ValueError, match="shape"):
        model.replace(name, np.zeros(383))


def test_the_decoder_scores_as_ctranslate2_does(bundled, grammar, speak):
    from dataclasses import replace

    from voice_games.speech.tuning.decoder import WhisperDecoder
    from voice_games.speech.whisper import SHIPPED, WhisperRecogniser

    # float32 in both, so that any difference is the decoder's, not int8 rounding
    whisper = WhisperRecogniser(
        grammar, settings=replace(SHIPPED, compute_type="float32", workers=1)
    )
    decoder = WhisperDecoder(read_model(bundled / "model.bin"))
    encoded, _window = whisper.encode(speak("swap two and eight"))
    texts = ["Swap two and eight.", "Swap two and nine.", "Pass the salt."]
    tables = whisper.rescorer.token_tables(encoded, texts)
    for text, table in zip(texts, tables, strict=True):
        assert table is not None
        ids = [*whisper.start_with(""), *whisper.tokens(text)]
        ours, _ = decoder.scores(np.array([ids]), np.asarray(encoded))
        start = len(whisper.start_with(""))
        for position in range(table.shape[0]):
            token = ids[start + position]
            assert ours[start + position - 1, token] == pytest.approx(
                table[position, token], abs=0.01
            )


def test_the_decoder_gradients_are_the_slopes_of_its_loss(bundled):
    """Every learnt kind of weight, against central differences, in float64."""
    from voice_games.speech.tuning.decoder import WhisperDecoder

    decoder = WhisperDecoder(read_model(bundled / "model.bin"), dtype=np.float64)
    rng = np.random.default_rng(2)
    tokens = rng.integers(0, 50000, (2, 5))
    memory = rng.normal(0, 1, (2, 7, 384))
    mask = np.ones((2, 7), bool)
    mask[1, 4:] = False
    learnt = np.array([[False, True, True, False, True], [True, False, True, True, True]])
    wanted = rng.integers(0, 50000, learnt.sum())
    rows = np.arange(len(wanted))

    def loss() -> float:
        scores, _ = decoder.scores(tokens, memory, mask, learnt)
        return float(-scores[rows, wanted].mean())

    scores, record = decoder.scores(tokens, memory, mask, learnt)
    d_logits = np.exp(scores)
    d_logits[rows, wanted] -= 1.0
    grads = decoder.gradients(record, d_logits / len(wanted))
    assert set(grads) == set(decoder.learnt)
    single = WhisperDecoder(read_model(bundled / "model.bin"))
    scores32, record32 = single.scores(tokens, memory.astype(np.float32), mask, learnt)
    grads32 = single.gradients(record32, np.exp(scores32) / len(wanted))
    assert scores32.dtype == np.float32
    assert {g.dtype for g in grads32.values()} == {np.dtype(np.float32)}
    assert "decoder/embeddings/weight" not in grads
    # with the first block kept: no gradient for it, the same for the others
    later = WhisperDecoder(read_model(bundled / "model.bin"), dtype=np.float64, kept_blocks=1)
    later_scores, later_record = later.scores(tokens, memory, mask, learnt)
    assert np.allclose(later_scores, scores)
    later_grads = later.gradients(later_record, d_logits / len(wanted))
    assert {n.split("/")[1] for n in later_grads} == {"layer_1", "layer_2", "layer_3",
                                                      "layer_norm"}
    assert all(np.allclose(later_grads[n], grads[n]) for n in later_grads)
    checked = [
        ("decoder/layer_0/self_attention/linear_0/weight", (5, 17)),  # a query
        ("decoder/layer_0/self_attention/linear_0/weight", (780, 3)),  # a value
        ("decoder/layer_1/attention/linear_1/weight", (400, 9)),  # a value of the audio
        ("decoder/layer_1/attention/linear_0/bias", (11,)),
        ("decoder/layer_2/ffn/linear_0/weight", (100, 200)),
        ("decoder/layer_2/ffn/layer_norm/gamma", (30,)),
        ("decoder/layer_3/ffn/linear_1/bias", (7,)),
        ("decoder/layer_norm/beta", (300,)),
    ]
    for name, index in checked:
        weight = decoder.weights[name]
        kept = weight[index]
        step = 1e-5
        weight[index] = kept + step
        above = loss()
        weight[index] = kept - step
        below = loss()
        weight[index] = kept
        assert grads[name][index] == pytest.approx((above - below) / (2 * step),
                                                   rel=1e-4, abs=1e-9), name


def test_the_training_corpus_is_none_of_the_benchmarks(grammar):
    sys.path.insert(0, str(BENCH))
    try:
        from corpus import TABLE_TALK, TABLE_TALK_WORDS, VOICES
        from voices import NATURAL_VOICES
    finally:
        sys.path.remove(str(BENCH))
    english = speakers("en")
    benchmark_accents = {voice.split("+")[0] for voice in VOICES}
    assert not benchmark_accents & set(english.accents)
    # of the benchmark's flite and festival voices, only development ones are learnt from
    held_out = {v.name for v in NATURAL_VOICES if not v.tuning}
    assert not held_out & set(corpus.FLITE_VOICES)
    assert not set(english.chatter) & {*TABLE_TALK, *TABLE_TALK_WORDS}
    assert [talk for talk in english.chatter if grammar.parse(talk) is not None] == []
    planned = corpus.plan([grammar], 600, seed=3, flite=False)
    said = [u.said for u in planned]
    assert sum(s in english.chatter for s in said) > 60
    assert sum(s in DIGITS for s in said) > 60
    # a one-word command is rarer than a digit said alone in the quieter rooms, and one
    # that sounds like a digit is rarer everywhere: it must not become what a real
    # speaker's digit sounds like
    more = corpus.plan([grammar], 4000, seed=3, flite=False)
    quieter = [u.said for u in more if u.snr_db > 10.0]
    one_words = {e for i in grammar.intents for e in i.examples if " " not in e} - {*DIGITS}
    assert one_words & set(english.sound_like_digits)
    rarest_in_quieter = min(quieter.count(d) for d in DIGITS)
    assert max(quieter.count(w) for w in one_words) < rarest_in_quieter / 2
    planned_more = [u.said for u in more]
    rarest_anywhere = min(planned_more.count(d) for d in DIGITS)
    assert max(planned_more.count(w) for w in english.sound_like_digits) < rarest_anywhere / 2
    # short commands are said in loud rooms more than anything else, where they sound
    # like digits, and most in talk; digits alone keep the mix of rooms they had
    short = set(corpus.short_commands(corpus.grammar_sentences(grammar), grammar, english))
    assert not short & set(english.sound_like_digits)
    rooms_of_short = [u.room for u in more if u.said in short and u.snr_db <= 10.0]
    assert rooms_of_short.count("talk") > 1.5 * rooms_of_short.count("hiss")
    in_loud_rooms = {
        kind: [u.snr_db <= 10.0 for u in more if wanted(u.said)]
        for kind, wanted in (("short", short.__contains__), ("digits", DIGITS.__contains__))
    }
    assert sum(in_loud_rooms["short"]) > 0.7 * len(in_loud_rooms["short"])
    assert sum(in_loud_rooms["digits"]) < 0.65 * len(in_loud_rooms["digits"])
    assert {u.room for u in planned} == {"quiet", "hiss", "talk", "clatter"}
    assert {u.voice.split("+")[0] for u in planned} == set(english.accents)
    spoken = [u for u in planned if u.said]
    assert 10 < len(planned) - len(spoken) < 60  # the room alone, no words
    assert all(u.written[0].isupper() and u.written.endswith(".") for u in spoken)
    assert corpus.plan([grammar], 50, seed=3, flite=False) == planned[:50]
    # yes and no alone, as a real player answers a question, in every kind of room
    answers = [u for u in more if u.said in ("yes", "no")]
    assert len(answers) > 0.02 * len(more)
    assert {u.room for u in answers} == {"quiet", "hiss", "talk", "clatter"}


def test_one_tuning_learns_every_game_and_flite_voices(grammar):
    from voice_games.games.bead_trade.commands import grammar as beads_grammar

    beads = beads_grammar("en")
    english = speakers("en")
    planned = corpus.plan([grammar, beads], 2000, seed=4, flite=True)
    by_game = {game: [u for u in planned if u.game == game] for game in (grammar.game, beads.game)}
    assert all(len(u) > 800 for u in by_game.values())
    # each game's commands heard after its own game's prompt, and read by its grammar
    commands = [u.said for u in by_game[beads.game]
                if u.said and u.said not in {*english.chatter, *DIGITS}]
    assert sum(beads.parse(said) is not None for said in commands) == len(commands)
    # offers of several pieces, which no list of sentences holds, drawn from the templates
    offers = [said for said in commands
              if (parse := beads.parse(said)) is not None and parse.intent == "offer"]
    assert len(set(offers)) > 20
    assert max(len(o.split()) for o in offers) >= 8
    flite = [u for u in planned if u.voice.startswith("flite/")]
    assert 0.15 * len(planned) < len(flite) < 0.35 * len(planned)
    assert {u.voice.removeprefix("flite/") for u in flite} == set(corpus.FLITE_VOICES)


@pytest.mark.skipif(not corpus.flite_voices(), reason="flite is not installed")
def test_a_flite_voice_says_the_words_at_the_asked_pace():
    slow = corpus.speak_flite("shake pot five", "kal", 120)
    fast = corpus.speak_flite("shake pot five", "kal", 200)
    assert slow.size > 1.4 * fast.size
    assert np.sqrt(np.mean(fast**2)) > 0.01




def test_what_is_learnt_starts_at_the_transcript_and_says_when_no_one_spoke(whisper):
    from voice_games.speech.tuning.tune import _batch

    tokenizer = whisper.model.hf_tokenizer
    end, nothing = tokenizer.token_to_id("<|endoftext|>"), tokenizer.token_to_id("<|nocaptions|>")
    untimed = tokenizer.token_to_id("<|notimestamps|>")
    memory = np.ones((20, 384), np.float16)
    plain, prompted = whisper.start_with(""), whisper.start_with("Shake five.")
    chosen = [(memory, "Shake pot two.", "pots"), (memory[:12], "Shake pot two.", "pots"),
              (memory, "", "pots")]
    tokens, targets, frames, mask = _batch(chosen, [plain, prompted, plain], whisper, end,
                                           nothing)
    words = whisper.tokens("Shake pot two.")
    # after the start of the transcript: no timestamps, the words, the end
    assert targets[0, : len(words) + 2].tolist() == [untimed, *words, end]
    # the prompt itself is not learnt
    skipped = len(prompted) - 2
    assert targets[1, :skipped].tolist() == [-100] * skipped
    assert targets[1, skipped : skipped + len(words) + 2].tolist() == [untimed, *words, end]
    # the room alone: 'no speech' where the transcript starts, nothing else
    assert targets[2].tolist() == [nothing] + [-100] * (targets.shape[1] - 1)
    assert tokens[0, : len(plain)].tolist() == plain
    assert mask[1].sum() == 12 and mask[0].all() and not frames[1, 12:].any()


def test_a_rows_context_is_read_as_it_is_and_not_learnt_through(bundled):
    """A prompt before a row's learnt positions: the pass is the same as without
    context; no gradient goes into it, whichever other rows share the pass (a row's
    gradient alone and in a batch add up); what reads only the learnt positions learns
    as without context, what the context's keys and values came from does not."""
    from voice_games.speech.tuning.decoder import WhisperDecoder

    decoder = WhisperDecoder(read_model(bundled / "model.bin"), dtype=np.float64,
                             kept_blocks=1)
    rng = np.random.default_rng(5)
    tokens = rng.integers(0, 50000, (2, 9))
    memory = rng.normal(0, 1, (2, 7, 384))
    mask = np.ones((2, 7), bool)
    learnt = np.zeros((2, 9), bool)
    learnt[0, 6:] = True  # a prompted row
    learnt[1, 2:] = True  # a plain one
    context = learnt.argmax(1)
    by_row = np.split(rng.integers(0, 50000, learnt.sum()), [learnt[0].sum()])

    def gradients(rows: list[int], with_context: bool) -> dict[str, np.ndarray]:
        chosen = learnt[rows]
        states, record = decoder.states(tokens[rows], memory[rows], mask[rows], chosen,
                                        context=context[rows] if with_context else None)
        d_logits = np.exp(decoder.log_probabilities(states))
        picked = np.concatenate([by_row[row] for row in rows])
        d_logits[np.arange(len(picked)), picked] -= 1.0
        return decoder.gradients(record, d_logits)

    plain, _ = decoder.states(tokens, memory, mask, learnt)
    read, _ = decoder.states(tokens, memory, mask, learnt, context=context)
    assert np.allclose(read, plain)
    whole, each = gradients([0, 1], True), [gradients([0], True), gradients([1], True)]
    assert all(np.allclose(whole[n], each[0][n] + each[1][n]) for n in whole)
    full = gradients([0, 1], False)
    last = "decoder/layer_3"
    for name in ("decoder/layer_norm/gamma", f"{last}/ffn/linear_0/weight",
                 f"{last}/attention/linear_0/weight", f"{last}/self_attention/linear_1/weight"):
        assert np.allclose(whole[name], full[name]), name
    queries, keys_values = np.split(whole[f"{last}/self_attention/linear_0/weight"], [384])
    full_queries, full_keys_values = np.split(full[f"{last}/self_attention/linear_0/weight"],
                                              [384])
    assert np.allclose(queries, full_queries)
    assert not np.allclose(keys_values, full_keys_values)
    assert not np.allclose(whole["decoder/layer_1/ffn/linear_0/weight"],
                           full["decoder/layer_1/ffn/linear_0/weight"])


def test_distillation_keeps_the_decoder_nearer_to_what_it_heard_before(whisper, bundled):
    from voice_games.speech.tuning.decoder import WhisperDecoder
    from voice_games.speech.tuning.tune import _batch, learn

    rng = np.random.default_rng(5)
    examples = [(rng.normal(0, 1, (30, 384)).astype(np.float16), text, whisper.grammar.game)
                for text in ("Pause.", "Tour.", "Shake pot two.", "Help.") * 4]
    tokenizer = whisper.model.hf_tokenizer
    end, nothing = tokenizer.token_to_id("<|endoftext|>"), tokenizer.token_to_id("<|nocaptions|>")
    plain = whisper.start_with("")
    tokens, targets, memory, mask = _batch(examples, [plain] * len(examples), whisper, end,
                                           nothing)
    learnt = targets != -100
    original = WhisperDecoder(read_model(bundled / "model.bin"))
    before, _ = original.scores(tokens, memory, mask, learnt)

    def drift(distill: float) -> tuple[float, list[float]]:
        decoder = WhisperDecoder(read_model(bundled / "model.bin"))
        settings = TuneSettings(epochs=3.0, batch=8, learning_rate=1e-4, distill=distill)
        losses = learn(decoder, examples, [whisper.grammar], whisper, settings,
                       say=lambda _: None)
        after, _ = decoder.scores(tokens, memory, mask, learnt)
        return float((np.exp(before) * (before - after)).sum(-1).mean()), losses

    (free, losses), (held, _) = drift(0.0), drift(5.0)
    assert np.mean(losses[-2:]) < np.mean(losses[:2])  # it learns
    assert free > 0.01
    assert held < free * 0.8


def test_what_the_teacher_keeps_is_what_it_would_compute_again(whisper, bundled):
    """An example's kept blocks and teacher's distributions, kept from its first batch,
    are the same in a later batch of other rows and another length, to the half
    precision they are kept in; and the learnt blocks read from them score as the whole
    decoder does."""
    from voice_games.speech.tuning.decoder import WhisperDecoder
    from voice_games.speech.tuning.tune import Teacher, _batch

    rng = np.random.default_rng(11)
    examples = [(rng.normal(0, 1, (18 + 5 * n, 384)).astype(np.float16), text,
                 whisper.grammar.game)
                for n, text in enumerate(("Shake pot two.", "Help.", "",
                                          "Swap four and six with the pot on the left."))]
    tokenizer = whisper.model.hf_tokenizer
    end, nothing = tokenizer.token_to_id("<|endoftext|>"), tokenizer.token_to_id("<|nocaptions|>")
    plain = whisper.start_with("")

    def batch(rows: list[int]) -> tuple[np.ndarray, ...]:
        return _batch([examples[row] for row in rows], [plain] * len(rows), whisper, end,
                      nothing)

    decoder = WhisperDecoder(read_model(bundled / "model.bin"), kept_blocks=1)
    teacher = Teacher(decoder)
    teacher.of([0, 1, 2, 3], batch([0, 1, 2, 3]))
    later = batch([1, 0])  # shorter than the first: its longest row is gone
    tokens, targets, memory, mask = later
    learnt = targets != -100
    assert tokens.shape[1] < batch([0, 1, 2, 3])[0].shape[1]
    kept, teacher_states = teacher.of([1, 0], later)
    fresh, _ = decoder.scores(tokens, memory, mask, learnt, backward=False)
    kept_probabilities = teacher.probabilities(teacher_states)
    # what the distillation learns from: within a hundred-thousandth of a nat of the fresh
    # distributions, and a thousandth of a probability of each token
    divergence = (np.exp(fresh) * (fresh - np.log(kept_probabilities))).sum(-1)
    assert divergence.max() < 1e-5, divergence.max()
    assert np.abs(kept_probabilities - np.exp(fresh)).max() < 1e-3
    states, _ = decoder.states(tokens, memory, mask, learnt, kept=kept)
    assert np.abs(decoder.log_probabilities(states) - fresh).max() < 0.01
    # only the learnt blocks run on what was kept: a change to a kept block changes a
    # whole pass, not one from the kept output
    name = "decoder/layer_0/ffn/linear_1/bias"
    assert name not in decoder.learnt
    decoder.weights[name] += rng.normal(0, 0.5, decoder.weights[name].shape).astype(np.float32)
    changed, _ = decoder.scores(tokens, memory, mask, learnt, backward=False)
    assert not np.allclose(changed, fresh, atol=1e-2)
    again, _ = decoder.states(tokens, memory, mask, learnt, kept=kept)
    assert np.allclose(again, states)


def test_a_batch_learnt_in_several_passes_takes_the_same_step(whisper, bundled):
    """Rows through the decoder a few at a time, gradients summed, the teacher's pass
    keeping nothing: the same losses and weights as the whole batch in one pass."""
    from voice_games.speech.tuning.decoder import WhisperDecoder
    from voice_games.speech.tuning.tune import learn

    rng = np.random.default_rng(7)
    examples = [(rng.normal(0, 1, (20 + 3 * n, 384)).astype(np.float16), text,
                 whisper.grammar.game)
                for n, text in enumerate(("Pause.", "Shake pot two.", "Help.", "",
                                          "Swap four and six.", "Tour.") * 2)]

    def learnt(rows: int) -> tuple[WhisperDecoder, list[float]]:
        decoder = WhisperDecoder(read_model(bundled / "model.bin"))
        settings = TuneSettings(epochs=2.0, batch=6, learning_rate=1e-4, rows_per_pass=rows)
        return decoder, learn(decoder, examples, [whisper.grammar], whisper, settings,
                              say=lambda _: None)

    (whole, whole_losses), (parts, parts_losses) = learnt(6), learnt(4)
    original = WhisperDecoder(read_model(bundled / "model.bin"))
    assert np.allclose(whole_losses, parts_losses, rtol=1e-4)
    # over all learnt weights: a weight whose gradient is only rounding (the bias of the
    # keys read from the encoder, which softmax ignores) moves by Adam's step either way
    moved = sum(float(np.square(whole.weights[n] - original.weights[n]).sum())
                for n in whole.learnt)
    apart = sum(float(np.square(whole.weights[n] - parts.weights[n]).sum())
                for n in whole.learnt)
    assert moved > 0 and apart <= 1e-4 * moved


def test_a_room_puts_the_words_at_the_asked_level(tmp_path):
    speech = np.sin(np.linspace(0, 800 * np.pi, 16000)).astype(np.float32) * 0.3
    talk = np.random.default_rng(1).normal(0, 1, 16000 * 5).astype(np.float32)
    for room in ("hiss", "talk", "clatter"):
        for seed in (7, 8):  # white hiss and pink
            heard = corpus.in_room(corpus.Utterance("x", "X.", "en-us-nyc", 150, 50, room,
                                                    10.0, False, 0.0, seed), speech, talk)
            noise = heard - np.concatenate([np.zeros(6400), speech, np.zeros(6400)])
            level = 10 * np.log10(np.mean(speech**2) / np.mean(noise**2))
            assert level == pytest.approx(10.0, abs=1.0), room
    # the kitchen's clinks stand out of its rumble: its loudest moments far above its level
    clatter = corpus.clatter(16000 * 5, np.random.default_rng(3))
    assert np.max(np.abs(clatter)) > 6 * np.sqrt(np.mean(clatter**2))


def test_a_damaged_tuned_model_falls_back_with_one_sentence(grammar, bundled, tmp_path):
    folder = tuned_folder(tmp_path, grammar)
    folder.mkdir(parents=True)
    for name in ("model.bin", "config.json", "tokenizer.json", "vocabulary.txt"):
        (folder / name).symlink_to(bundled / name)
    (folder / MANIFEST).write_text(json.dumps({"sha256": "0" * 64, "games": ["beads"]}))
    # built for other games only: not this game's
    assert tuned_model(tmp_path, grammar) is None
    (folder / MANIFEST).write_text(json.dumps({"sha256": "0" * 64, "games": [grammar.game]}))
    assert tuned_model(tmp_path, grammar) == (folder, "0" * 64)
    heard: list[str] = []
    recogniser = make_recogniser(None, grammar, tmp_path, on_status=heard.append)
    assert recogniser.name == "whisper"
    assert len(heard) == 1 and "Using the bundled model instead" in heard[0]
    heard.clear()
    assert make_recogniser("whisper-bundled", grammar, tmp_path, heard.append).name == "whisper"
    assert heard == []


def test_the_first_game_by_voice_builds_in_the_background_a_model_the_next_uses(
    grammar, bundled, speak, tmp_path, capsys, monkeypatch
):
    from voice_games.speech.commands import models_list_command
    from voice_games.speech.tuning import background
    from voice_games.speech.whisper import file_sha256

    monkeypatch.delenv(background.SWITCH)
    said: list[str] = []
    small = ["--utterances", "24", "--epochs", "1"]
    process = background.on_game_start(grammar, tmp_path, said.append, small)
    assert process is not None
    minutes = background.EXPECTED_MINUTES["en"]
    assert said == ["I am learning to hear the games' commands better in noisy rooms, in the "
                    f"background. That takes about {minutes} minutes; I will "
                    "say when I hear with it."]
    built = threading.Event()
    background.when_built(tmp_path, grammar, built.set, poll_seconds=0.2)
    # a second game while it runs starts no second run
    assert background.on_game_start(grammar, tmp_path, said.append, small) is None
    assert len(said) == 2 and said[1].startswith("I am still learning")
    models_list_command(argparse.Namespace(models=str(tmp_path)))
    assert "being built in the background" in capsys.readouterr().out
    # it runs only on what the game leaves idle: every thread of it, once it has started
    policies: set[int] = set()
    for _ in range(300):
        policies = set()
        for thread in os.listdir(f"/proc/{process.pid}/task"):
            with contextlib.suppress(OSError):  # a thread that has just ended
                policies.add(os.sched_getscheduler(int(thread)))
        if policies == {os.SCHED_IDLE}:
            break
        time.sleep(0.1)
    assert policies == {os.SCHED_IDLE}
    try:
        assert process.wait(timeout=300) == 0, background.log_file(tmp_path, grammar).read_text()
    finally:
        if process.poll() is None:
            process.kill()
    assert not background.running(tmp_path, grammar)
    assert built.wait(10)  # the game would now take the tuned model up
    assert not background.state_file(tmp_path, grammar).exists()
    log = background.log_file(tmp_path, grammar).read_text()
    assert "Learnt" in log and background.progress(tmp_path, grammar) == 1.0

    folder = tuned_folder(tmp_path, grammar)
    manifest = json.loads((folder / MANIFEST).read_text())
    assert manifest["sha256"] == file_sha256(folder / "model.bin")
    assert manifest["base_sha256"] == file_sha256(bundled / "model.bin")
    assert manifest["settings"]["utterances"] == 24
    # English learns with its decoder's first block kept and its prompt read as context
    assert manifest["settings"]["kept_blocks"] == 1
    assert manifest["settings"]["prompt_as_context"] is True
    assert manifest["games"] == ["arabian_pots", "beads"]
    tuned, base = read_model(folder / "model.bin"), read_model(bundled / "model.bin")
    changed = {n for n, v in tuned.variables.items() if v.raw != base.variables[n].raw}
    assert changed and all(n.startswith("decoder/layer") for n in changed)
    assert not list(tmp_path.glob(".tuning-*"))

    recogniser = make_recogniser(None, grammar, tmp_path)
    assert recogniser.name == "whisper-tuned"
    found = recogniser.recognise(speak("shake pot five"))
    assert found.best is not None and found.best.parse.slots == {"position": "5"}
    # the same tuning serves Bead Trade
    from voice_games.games.bead_trade.commands import grammar as beads_grammar

    assert make_recogniser(None, beads_grammar("en"), tmp_path).name == "whisper-tuned"

    models_list_command(argparse.Namespace(models=str(tmp_path)))
    assert f"{folder.name} in {tmp_path}, used by default" in capsys.readouterr().out


def test_a_tuning_that_failed_or_is_switched_off_is_not_started_by_a_game(
    grammar, tmp_path, monkeypatch
):
    from voice_games.speech.tuning import background

    said: list[str] = []
    assert "switched off" in (background.why_not(tmp_path, grammar) or "")
    assert background.on_game_start(grammar, tmp_path, said.append) is None
    monkeypatch.delenv(background.SWITCH)
    monkeypatch.setattr(background, "_available_memory_mb", lambda: 900)
    assert "900 MB" in (background.why_not(tmp_path, grammar) or "")
    monkeypatch.setattr(background, "_available_memory_mb", lambda: 20000)
    assert background.why_not(tmp_path, grammar) is None
    # a models folder that cannot be made (a file has its name): the game goes on
    taken = tmp_path / "taken"
    taken.write_text("")
    assert background.on_game_start(grammar, taken, said.append) is None
    background.mark_finished(tmp_path, grammar, "espeak-ng stopped")
    assert "espeak-ng stopped" in (background.why_not(tmp_path, grammar) or "")
    assert background.on_game_start(grammar, tmp_path, said.append) is None
    assert said == []
    # nothing was built: nothing is taken up
    built = threading.Event()
    background.when_built(tmp_path, grammar, built.set, poll_seconds=0.05).join(5)
    assert not built.is_set()
    # a run that ended with its process gone (killed, or the computer switched off) is
    # not taken for a running one, even when its process number is in use again, and a
    # new game may start again, up to a point
    background.write_state(tmp_path, grammar, {"pid": os.getpid(), "started": 0,
                                               "unfinished": 1})
    assert not background.running(tmp_path, grammar)
    assert background.why_not(tmp_path, grammar) is None
    background.write_state(tmp_path, grammar, {"pid": os.getpid(), "started": 0,
                                               "unfinished": background.MAX_UNFINISHED})
    assert "stopped before they ended" in (background.why_not(tmp_path, grammar) or "")
    background.mark_finished(tmp_path, grammar, None)
    # a tuning that holds the lock (here: this test) is running; a game starts no other
    lock = background.take_lock(tmp_path, grammar)
    assert lock is not None and background.running(tmp_path, grammar)
    assert background.take_lock(tmp_path, grammar) is None
    assert background.start(grammar, tmp_path) is None
    assert background.on_game_start(grammar, tmp_path, said.append) is None
    assert len(said) == 1 and said[0].startswith("I am still learning")
    lock.close()
    assert not background.running(tmp_path, grammar)


def test_a_game_hears_with_the_tuned_model_as_soon_as_the_background_has_built_it(
    grammar, tmp_path, monkeypatch, speak
):
    from voice_games.cli import take_up_tuned_model
    from voice_games.speech.listen import VoiceInput
    from voice_games.speech.tuning import background
    from voice_games.speech.whisper import WhisperRecogniser

    monkeypatch.delenv(background.SWITCH)
    monkeypatch.setenv("VOICE_GAMES_MODELS", str(tmp_path))
    got: list = []
    voice = VoiceInput(grammar, WhisperRecogniser(grammar), mode="push",
                       on_utterance=got.append, keys="none")
    said: list[str] = []
    take_up_tuned_model(grammar, voice, said.append, ["--utterances", "16", "--epochs", "1"])
    assert len(said) == 1 and said[0].startswith("I am learning")
    # meanwhile the tuning stops while the game decodes (`background.GivingWay`)
    deadline = time.monotonic() + 60
    while "pid" not in background.read_state(tmp_path, grammar) and time.monotonic() < deadline:
        time.sleep(0.05)
    tuning = background.read_state(tmp_path, grammar)["pid"]
    bundled = voice.recogniser
    during: list[str] = []

    def watched(samples, rate=16000):
        during.append(settled_state(tuning))
        return WhisperRecogniser.recognise(bundled, samples, rate)

    bundled.recognise = watched
    voice.push_to_talk(True)
    voice.feed(np.concatenate([speak("five"), np.zeros(8000, np.float32)]))
    voice.push_to_talk(False)
    voice.feed(np.zeros(1600, np.float32))
    assert during == ["T"] and [(u.text, u.rejected) for u in got] == [("five", False)]
    assert process_state(tuning) != "T"
    got.clear()
    deadline = time.monotonic() + 300
    while len(said) < 2 and time.monotonic() < deadline:
        time.sleep(0.5)
    assert said[1:] == ["I have learnt to hear the games' commands in noisy rooms, and hear "
                        "with that from now on."], background.log_file(tmp_path, grammar)
    assert voice.recogniser.name == "whisper-tuned"
    assert voice.recogniser.bare_digits  # told the voice input's mode: push-to-talk
    voice.push_to_talk(True)
    voice.feed(np.concatenate([speak("five"), np.zeros(8000, np.float32)]))
    voice.push_to_talk(False)
    voice.feed(np.zeros(1600, np.float32))
    assert [(u.text, u.rejected) for u in got] == [("five", False)]


def test_a_player_who_asks_hears_how_the_game_hears_and_how_far_its_learning_is(
    grammar, whisper, tmp_path
):
    from voice_games.speech.listen import VoiceInput
    from voice_games.speech.tuning import background

    voice = VoiceInput(grammar, whisper, mode="push", keys="none", models_dir=str(tmp_path))
    assert voice.hearing() == ("I hear you with the recogniser that came with the game; it is "
                               "not tuned to the games' commands on this computer.")
    # a tuning running for ten minutes, half way through its learning: two thirds done
    lock = background.take_lock(tmp_path, grammar)
    assert lock is not None
    try:
        background.write_state(tmp_path, grammar, {"started": time.time() - 600})
        background.log_file(tmp_path, grammar).write_text(
            "Rendering and hearing 5000 utterances.\nHeard 5000 of 5000 utterances.\n"
            "Tuning the decoder.\nLearnt 50 of 100 steps; loss 1.234.\n")
        assert voice.hearing() == (
            "I am still learning, in the background, to hear the games' commands in noisy "
            "rooms: 67 % done, about 5 minutes left. I will say when I hear with it.")
        # just started: no pace yet, the expected time
        background.log_file(tmp_path, grammar).write_text("Rendering and hearing 5000.\n")
        assert voice.hearing().startswith("I am still learning, in the background")
        background.write_state(tmp_path, grammar, {"started": time.time()})
        assert background.minutes_left(tmp_path, grammar, 0.01) == round(
            background.EXPECTED_MINUTES["en"] * 0.99)
    finally:
        lock.close()
    voice.recogniser = type("Tuned", (), {"name": "whisper-tuned"})()
    assert voice.hearing().startswith("I hear you with the recogniser tuned on this computer")
    # Spanish is heard with the multilingual model until its own tuning is built
    from voice_games.games.arabian_pots.commands import grammar as pots_grammar

    spanish = VoiceInput(pots_grammar("es"), type("Base", (), {"name": "whisper"})(),
                         mode="push", keys="none", models_dir=str(tmp_path))
    assert spanish.hearing() == ("Te oigo con el reconocedor de varios idiomas instalado en "
                                 "este ordenador; no está afinado a las órdenes de los juegos "
                                 "en este ordenador.")


def test_asked_in_a_typed_game_nobody_is_listening(tmp_path):
    import subprocess

    from tests.support.cli import VOICE_GAMES, game_environment

    done = subprocess.run(
        [*VOICE_GAMES, "play", "pots", "--input", "text", "--output", "text", "--seed", "3",
         "--save", str(tmp_path / "game.json")],
        input="learning progress\nquit\nyes\n", env=game_environment(tmp_path),
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert "No microphone is listening in this game: commands are typed or keyed." in (
        done.stdout), done.stdout + done.stderr


def test_batches_hold_every_example_once_an_epoch_and_pad_little():
    import random

    from voice_games.speech.tuning.tune import POOL, _batches

    rng = np.random.default_rng(2)
    examples = [(np.zeros((int(frames), 4), np.float16), "Text." * int(words), "pots")
                for frames, words in zip(rng.integers(40, 300, 700), rng.integers(1, 12, 700),
                                         strict=True)]
    settings = TuneSettings(batch=16)
    batches = _batches(examples, settings, random.Random(0))
    epoch = [next(batches) for _ in range(-(-len(examples) // settings.batch) + POOL)]
    seen = [index for batch in epoch for index, _ in batch]
    assert sorted(seen[: len(examples)]) == list(range(len(examples)))
    prompted = [with_prompt for batch in epoch for _, with_prompt in batch]
    assert 0.4 < np.mean(prompted) < 0.6
    # a batch's rows are alike: most batches all prompted or all plain, and the frames
    # padded are a small part of what a batch holds
    alike = [len({p for _, p in batch}) == 1 for batch in epoch]
    assert np.mean(alike) > 0.8
    padded = [max(examples[i][0].shape[0] for i, _ in batch) * len(batch) for batch in epoch]
    real = [sum(examples[i][0].shape[0] for i, _ in batch) for batch in epoch]
    assert sum(real) / sum(padded) > 0.75  # drawn at random: about 0.6


def test_a_game_that_does_not_tune_is_listed_as_heard_with_the_bundled_model(
    tmp_path, capsys, monkeypatch
):
    from voice_games import registry
    from voice_games.speech.commands import models_list_command, tuning_grammars

    beads = registry.find("beads")
    assert {g.game for g in tuning_grammars()} == {"arabian_pots", "beads"}
    monkeypatch.setattr(type(beads), "speech_tuning", False)
    assert {g.game for g in tuning_grammars()} == {"arabian_pots"}
    models_list_command(argparse.Namespace(models=str(tmp_path)))
    out = capsys.readouterr().out
    assert "Whisper tuned to Bead Trade: none; the game is heard with the bundled model." in out
    assert "Whisper tuned to The Arabian Pots in English: not built" in out


@pytest.mark.parametrize("language", ["es", "de"])
def test_spanish_and_german_are_learnt_from_voices_and_talk_the_benchmark_never_uses(language):
    from voice_games.speech.commands import tuning_grammars

    sys.path.insert(0, str(BENCH))
    try:
        from language_corpus import TABLE_TALK, VOICES
    finally:
        sys.path.remove(str(BENCH))
    talkers = speakers(language)
    grammars = tuning_grammars(language)
    voices = {a + v for a in talkers.accents for v in talkers.variants}
    assert len(voices) >= 10 and not voices & set(VOICES[language])
    assert not set(talkers.chatter) & set(TABLE_TALK[language])
    assert [t for t in talkers.chatter if any(g.parse(t) is not None for g in grammars)] == []
    planned = corpus.plan(grammars, 800, seed=5)
    assert {u.voice for u in planned} <= voices  # flite speaks English only
    digits = set(grammars[0].digits[1:10])
    said = [u.said for u in planned]
    assert sum(s in digits for s in said) > 100 and sum(s in talkers.chatter for s in said) > 80
    by_game = {g.game: g for g in grammars}
    # a digit said alone is any game's (quick play), heard after either prompt
    commands = [u for u in planned if u.said and u.said not in {*talkers.chatter, *digits}]
    assert all(by_game[u.game].parse(u.said) is not None for u in commands)
    assert {u.game for u in commands} == set(by_game)
    if language == "de":
        # written as Whisper writes German, and as the engine scores commands
        pots = [u.written for u in commands if "topf" in u.said.split()]
        assert pots and all("Topf" in w.split() or "Topf." in w.split() for w in pots)


def test_a_spanish_tuning_starts_from_the_multilingual_model_and_the_game_hears_with_it(
    multilingual_models, speak, tmp_path
):
    from dataclasses import replace

    from voice_games.speech.commands import tuning_grammars
    from voice_games.speech.tuning.tune import settings_for, tune
    from voice_games.speech.whisper import multilingual

    grammars = tuning_grammars("es")
    (tmp_path / multilingual.FOLDER).symlink_to(multilingual_models / multilingual.FOLDER)
    lines: list[str] = []
    small = replace(settings_for("es"), utterances=24, epochs=1)
    folder = tune(grammars, tmp_path, small, lines.append)
    assert folder == tmp_path / "whisper-base-tuned-es"
    manifest = json.loads((folder / MANIFEST).read_text())
    assert manifest["base_sha256"] == multilingual.SHA256 and manifest["language"] == "es"
    # the multilingual model keeps its first block, as its figures were measured
    assert manifest["settings"]["kept_blocks"] == 1 and manifest["settings"]["epochs"] == 1
    # learnt through its prompt: read as context, Spanish heard fewer commands
    assert manifest["settings"]["prompt_as_context"] is False
    assert manifest["voices"] == ["espeak-ng"]
    assert (folder / "vocabulary.json").is_file()
    pots = grammars[0]
    recogniser = make_recogniser(None, pots, tmp_path)
    assert recogniser.name == "whisper-tuned"
    recogniser.exclude_intents(frozenset({"line", "yes", "no", "cancel", "first", "second"}))
    heard = recogniser.recognise(speak("agita la olla cinco", "es"))
    assert heard.best is not None and heard.best.parse is not None
    assert command_key(heard.best.parse) == command_key(pots.parse("agita la olla cinco"))
    # the English tuning is another model: an English game still hears with tiny.en
    english = make_recogniser(None, tuning_grammars("en")[0], tmp_path)
    assert english.name == "whisper"
    assert make_recogniser("whisper-bundled", pots, tmp_path).name == "whisper"


def test_a_spanish_tuning_without_the_multilingual_model_says_how_to_get_it(
    tmp_path, capsys, monkeypatch
):
    from voice_games.speech.commands import models_tune_command, tuning_grammars
    from voice_games.speech.tuning import background

    monkeypatch.delenv(background.SWITCH)
    grammar = tuning_grammars("de")[0]
    assert background.why_not(tmp_path, grammar) == (
        "the multilingual speech model it starts from is not installed")
    code = models_tune_command(argparse.Namespace(
        models=str(tmp_path), utterances=None, epochs=None, language="de", background=False))
    assert code == 1
    assert ("The tuning for German starts from the multilingual speech model, which is not "
            "installed; voice-games models install de installs it.") in capsys.readouterr().out
    assert tuned_model(tmp_path, grammar) is None


TUNING_STAND_IN = """
import subprocess, sys, time
from pathlib import Path
from voice_games.grammar import load_grammar
from voice_games.speech.tuning import background
grammar, directory = load_grammar("arabian_pots", "en"), Path(sys.argv[1])
lock = background.take_lock(directory, grammar)
background.mark_running(directory, grammar)
helper = subprocess.Popen(["sleep", "60"])  # as the espeak-ng a tuning runs
print(helper.pid, flush=True)
while True:
    time.sleep(0.02)
"""


def process_state(pid: int) -> str:
    """'T' when the process is stopped, or will stop before it runs again (a stop not
    yet taken: an idle-scheduled process may wait for a processor to take it), else
    the kernel's one-letter state."""
    text = Path(f"/proc/{pid}/stat").read_text()
    state = text[text.rindex(")") + 2]
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("ShdPnd:") and int(line.split()[1], 16) >> (signal.SIGSTOP - 1) & 1:
            return "T"
    return state


def settled_state(pid: int) -> str:
    """The process's state once a stop sent to it has been taken, or a few seconds have
    passed: its threads take it only when they next run."""
    deadline = time.monotonic() + 5
    while process_state(pid) != "T" and time.monotonic() < deadline:
        time.sleep(0.01)
    return process_state(pid)


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="no process groups here")
def test_a_running_tuning_stops_while_the_game_decodes_and_goes_on_after(
    grammar, whisper, speak, tmp_path
):
    """The background tuning gives way to the game's decodes (`GivingWay`): stopped,
    its helpers too, for each decode and no longer; a game killed mid-decode leaves it
    stopped, and the next game lets it go on. A process that does not hold the
    tuning's lock is never stopped, even with its number in the tuning's state."""
    from voice_games.speech.listen import VoiceInput
    from voice_games.speech.tuning import background

    tuning = subprocess.Popen(
        [sys.executable, "-c", TUNING_STAND_IN, str(tmp_path)],
        stdout=subprocess.PIPE, text=True, start_new_session=True,
    )
    helper = 0
    try:
        assert tuning.stdout is not None
        helper = int(tuning.stdout.readline())
        states: list[tuple[str, str]] = []

        class Watching:
            name = whisper.name

            def recognise(self, samples, rate=16000):
                states.append((settled_state(tuning.pid), settled_state(helper)))
                return whisper.recognise(samples, rate)

        got = []
        voice = VoiceInput(grammar, Watching(), on_utterance=got.append, keys="none")
        giving_way = background.GivingWay(tmp_path, grammar)
        voice.give_way_while_hearing(giving_way.hearing)
        quiet = np.zeros(16000, dtype=np.float32)
        voice.feed(np.concatenate([quiet, speak("shake pot five"), quiet]))
        assert [(u.text, u.rejected) for u in got] == [("shake pot five", False)]
        assert states == [("T", "T")]
        assert process_state(tuning.pid) != "T" and process_state(helper) != "T"

        # a game killed while it decoded: the next game lets the tuning go on
        decoding = giving_way.hearing()
        decoding.__enter__()  # and never left
        assert process_state(tuning.pid) == "T"
        said: list[str] = []
        assert background.on_game_start(grammar, tmp_path, said.append) is None
        assert len(said) == 1 and said[0].startswith("I am still learning")
        assert process_state(tuning.pid) != "T" and process_state(helper) != "T"
    finally:
        tuning.kill()
        tuning.wait()
    # the tuning has ended: its number, left in the state, now names another process
    background.write_state(tmp_path, grammar, {"pid": helper})
    assert not background.running(tmp_path, grammar)
    with background.GivingWay(tmp_path, grammar).hearing():
        assert process_state(helper) != "T"
    os.kill(helper, signal.SIGKILL)

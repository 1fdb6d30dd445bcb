"""Whisper tuned to the game's commands: the model file, the decoder, the corpus, and a
small tuning run whose model the game then loads."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np
import pytest

from voice_games.speech.engines import make_recogniser
from voice_games.speech.tuning import corpus
from voice_games.speech.tuning.tune import MANIFEST, TuneSettings, tuned_folder, tuned_model
from voice_games.speech.tuning.weights import read_model, write_model

BENCH = Path(__file__).resolve().parents[2] / "bench" / "asr"


@pytest.fixture(scope="module")
def bundled():
    pytest.importorskip("faster_whisper")
    from voice_games.speech.whisper_engine import bundled_model_dir

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


def test_the_torch_decoder_scores_as_ctranslate2_does(bundled, grammar, speak):
    torch = pytest.importorskip("torch")
    from voice_games.speech.tuning.decoder import WhisperDecoder
    from voice_games.speech.whisper_engine import WhisperRecogniser

    # float32 in both, so that any difference is the decoder's, not int8 rounding
    whisper = WhisperRecogniser(grammar, compute_type="float32", workers=1)
    decoder = WhisperDecoder(read_model(bundled / "model.bin"))
    encoded, _window = whisper.encode(speak("swap two and eight"))
    texts = ["Swap two and eight.", "Swap two and nine.", "Pass the salt."]
    tables = whisper.token_tables(encoded, texts)
    for text, table in zip(texts, tables, strict=True):
        assert table is not None
        ids = [*whisper.start_with(""), *whisper.tokens(text)]
        with torch.no_grad():
            ours = decoder(torch.tensor([ids]), torch.tensor(np.asarray(encoded)))[0].numpy()
        start = len(whisper.start_with(""))
        for position in range(table.shape[0]):
            token = ids[start + position]
            assert ours[start + position - 1, token] == pytest.approx(
                table[position, token], abs=0.01
            )


def test_the_training_corpus_is_none_of_the_benchmarks(grammar):
    sys.path.insert(0, str(BENCH))
    try:
        from corpus import TABLE_TALK, TABLE_TALK_WORDS, VOICES
    finally:
        sys.path.remove(str(BENCH))
    benchmark_accents = {voice.split("+")[0] for voice in VOICES}
    assert not benchmark_accents & set(corpus.ACCENTS)
    assert not set(corpus.CHATTER) & {*TABLE_TALK, *TABLE_TALK_WORDS}
    assert [talk for talk in corpus.CHATTER if grammar.parse(talk) is not None] == []
    planned = corpus.plan(grammar, 600, seed=3)
    said = [u.said for u in planned]
    assert sum(s in corpus.CHATTER for s in said) > 60
    assert sum(s in corpus.DIGITS for s in said) > 60
    # a one-word command is rarer than a digit said alone in the quieter rooms, and one
    # that sounds like a digit is rarer everywhere: it must not become what a real
    # speaker's digit sounds like
    more = corpus.plan(grammar, 4000, seed=3)
    quieter = [u.said for u in more if u.snr_db > 10.0]
    one_words = {e for i in grammar.intents for e in i.examples if " " not in e} - {*corpus.DIGITS}
    assert one_words & set(corpus.SOUND_LIKE_DIGITS)
    rarest_in_quieter = min(quieter.count(d) for d in corpus.DIGITS)
    assert max(quieter.count(w) for w in one_words) < rarest_in_quieter / 2
    planned_more = [u.said for u in more]
    rarest_anywhere = min(planned_more.count(d) for d in corpus.DIGITS)
    assert max(planned_more.count(w) for w in corpus.SOUND_LIKE_DIGITS) < rarest_anywhere / 2
    # short commands are said in loud rooms more than anything else, where they sound
    # like digits, and most in talk; digits alone keep the mix of rooms they had
    short = set(corpus.short_commands(corpus.grammar_sentences(grammar)))
    assert not short & set(corpus.SOUND_LIKE_DIGITS)
    rooms_of_short = [u.room for u in more if u.said in short and u.snr_db <= 10.0]
    assert rooms_of_short.count("talk") > 1.5 * rooms_of_short.count("hiss")
    in_loud_rooms = {
        kind: [u.snr_db <= 10.0 for u in more if wanted(u.said)]
        for kind, wanted in (("short", short.__contains__), ("digits", corpus.DIGITS.__contains__))
    }
    assert sum(in_loud_rooms["short"]) > 0.7 * len(in_loud_rooms["short"])
    assert sum(in_loud_rooms["digits"]) < 0.65 * len(in_loud_rooms["digits"])
    assert {u.room for u in planned} == {"quiet", "hiss", "talk"}
    spoken = [u for u in planned if u.said]
    assert 10 < len(planned) - len(spoken) < 60  # the room alone, no words
    assert all(u.written[0].isupper() and u.written.endswith(".") for u in spoken)
    assert corpus.plan(grammar, 50, seed=3) == planned[:50]


def test_what_is_learnt_starts_at_the_transcript_and_says_when_no_one_spoke(whisper):
    pytest.importorskip("torch")
    from voice_games.speech.tuning.tune import _batch

    tokenizer = whisper.model.hf_tokenizer
    end, nothing = tokenizer.token_to_id("<|endoftext|>"), tokenizer.token_to_id("<|nocaptions|>")
    untimed = tokenizer.token_to_id("<|notimestamps|>")
    memory = np.ones((20, 384), np.float16)
    plain, prompted = whisper.start_with(""), whisper.start_with("Shake five.")
    chosen = [(memory, "Shake pot two."), (memory[:12], "Shake pot two."), (memory, "")]
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


def test_distillation_keeps_the_decoder_nearer_to_what_it_heard_before(whisper, bundled):
    pytest.importorskip("torch")
    import torch

    from voice_games.speech.tuning.decoder import WhisperDecoder
    from voice_games.speech.tuning.tune import _batch, learn

    rng = np.random.default_rng(5)
    examples = [(rng.normal(0, 1, (30, 384)).astype(np.float16), text)
                for text in ("Pause.", "Tour.", "Shake pot two.", "Help.") * 4]
    tokenizer = whisper.model.hf_tokenizer
    end, nothing = tokenizer.token_to_id("<|endoftext|>"), tokenizer.token_to_id("<|nocaptions|>")
    plain = whisper.start_with("")
    tokens, targets, memory, mask = _batch(examples, [plain] * len(examples), whisper, end,
                                           nothing)
    original = WhisperDecoder(read_model(bundled / "model.bin"))
    with torch.no_grad():
        before = original(tokens, memory, mask)

    def drift(distill: float) -> float:
        decoder = WhisperDecoder(read_model(bundled / "model.bin"))
        settings = TuneSettings(epochs=3.0, batch=8, learning_rate=1e-4, distill=distill)
        learn(decoder, examples, whisper, settings, say=lambda _: None)
        with torch.no_grad():
            after = decoder(tokens, memory, mask)
        return float((before.exp() * (before - after)).sum(-1)[targets != -100].mean())

    free, held = drift(0.0), drift(5.0)
    assert free > 0.01
    assert held < free * 0.8


def test_a_room_puts_the_words_at_the_asked_level(tmp_path):
    speech = np.sin(np.linspace(0, 800 * np.pi, 16000)).astype(np.float32) * 0.3
    talk = np.random.default_rng(1).normal(0, 1, 16000 * 5).astype(np.float32)
    for room in ("hiss", "talk"):
        heard = corpus.in_room(corpus.Utterance("x", "X.", "en-us-nyc", 150, 50, room, 10.0,
                                                False, 0.0, 7), speech, talk)
        before = heard[: int(0.4 * 16000)]
        level = 10 * np.log10(np.mean(speech**2) / np.mean(before**2))
        assert level == pytest.approx(10.0, abs=1.0)


def test_a_damaged_tuned_model_falls_back_with_one_sentence(grammar, bundled, tmp_path):
    folder = tuned_folder(tmp_path, grammar)
    folder.mkdir(parents=True)
    for name in ("model.bin", "config.json", "tokenizer.json", "vocabulary.txt"):
        (folder / name).symlink_to(bundled / name)
    (folder / MANIFEST).write_text(json.dumps({"sha256": "0" * 64}))
    assert tuned_model(tmp_path, grammar) == (folder, "0" * 64)
    heard: list[str] = []
    recogniser = make_recogniser(None, grammar, tmp_path, on_status=heard.append)
    assert recogniser.name == "whisper"
    assert len(heard) == 1 and "Using the bundled model instead" in heard[0]
    heard.clear()
    assert make_recogniser("whisper-bundled", grammar, tmp_path, heard.append).name == "whisper"
    assert heard == []


def test_tuning_builds_a_model_the_game_uses(grammar, bundled, speak, tmp_path, capsys):
    pytest.importorskip("torch")
    from voice_games.speech.commands import models_list_command
    from voice_games.speech.tuning.tune import tune
    from voice_games.speech.whisper_engine import file_sha256

    settings = TuneSettings(utterances=24, epochs=1.0, batch=8, learning_rate=1e-5,
                            talk_seconds=6.0)
    folder = tune(grammar, tmp_path, settings, say=lambda _: None)
    manifest = json.loads((folder / MANIFEST).read_text())
    assert manifest["sha256"] == file_sha256(folder / "model.bin")
    assert manifest["base_sha256"] == file_sha256(bundled / "model.bin")
    assert manifest["settings"]["utterances"] == 24
    tuned, base = read_model(folder / "model.bin"), read_model(bundled / "model.bin")
    changed = {n for n, v in tuned.variables.items() if v.raw != base.variables[n].raw}
    assert changed and all(n.startswith("decoder/layer") for n in changed)
    assert not list(tmp_path.glob(".tuning-*"))

    recogniser = make_recogniser(None, grammar, tmp_path)
    assert recogniser.name == "whisper-tuned"
    found = recogniser.recognise(speak("shake pot five"))
    assert found.best is not None and found.best.parse.slots == {"position": "5"}

    models_list_command(argparse.Namespace(models=str(tmp_path)))
    assert f"{folder.name} in {tmp_path}, used by default" in capsys.readouterr().out

"""The multilingual Whisper model for Spanish and German: joined from its two packages,
checked by hash, refused when it is not the expected file, and told the language it
hears."""

from __future__ import annotations

from pathlib import Path

import pytest

from voice_games.grammar.grammar import Grammar
from voice_games.speech.recognition import EngineUnavailable
from voice_games.speech.whisper import multilingual

pytestmark = pytest.mark.skipif(
    not multilingual.packages_installed(), reason="the languages dependency group is missing"
)


def words(message_id: str, **arguments: object) -> str:
    from voice_games.catalogue import catalogue

    return catalogue("en")(message_id, **arguments)


@pytest.fixture
def models(multilingual_models) -> Path:
    return multilingual_models


def test_the_parts_join_into_the_model_with_the_published_hash(models):
    from voice_games.speech.whisper.model import file_sha256

    folder = multilingual.installed_model(models)
    assert folder == models / "whisper-base"
    assert file_sha256(folder / "model.bin") == multilingual.SHA256
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        ["model.bin", *multilingual.COMPANIONS]
    )
    # readable by others: a model is not a secret
    assert folder.stat().st_mode & 0o005 == 0o005


def test_an_installed_model_is_not_joined_again(models):
    lines: list[str] = []
    before = (models / "whisper-base" / "model.bin").stat().st_mtime_ns
    multilingual.install(models, lines.append, words)
    assert lines == [words("models-already-installed", model="whisper-base",
                           directory=str(models))]
    assert (models / "whisper-base" / "model.bin").stat().st_mtime_ns == before


def test_a_join_that_does_not_give_the_published_hash_leaves_no_model(tmp_path, monkeypatch):
    monkeypatch.setattr(multilingual, "SHA256", "0" * 64)
    with pytest.raises(multilingual.MultilingualInstallError) as refused:
        multilingual.install(tmp_path, lambda line: None, words)
    assert "not the expected file" in str(refused.value)
    assert multilingual.installed_model(tmp_path) is None
    assert list(tmp_path.iterdir()) == []  # no half model, no temporary folder


def test_a_damaged_model_is_refused_at_load(models, tmp_path):
    import shutil

    from voice_games.speech.whisper.model import check_model

    damaged = tmp_path / "whisper-base"
    shutil.copytree(models / "whisper-base", damaged)
    with open(damaged / "model.bin", "r+b") as model:
        model.seek(1000)
        model.write(b"\x00\x01\x02")
    with pytest.raises(EngineUnavailable):
        check_model(damaged, multilingual.SHA256)


def spanish() -> Grammar:
    return Grammar("arabian_pots", "es", """
[language]
digits = cero uno dos tres cuatro cinco seis siete ocho nueve

[shake]
example = agita la olla cinco
agita [la] [olla] (uno:1 | dos:2 | cinco:5){position}
""")


def test_without_the_model_spanish_says_so_in_spanish(tmp_path):
    from voice_games.speech.engines import make_recogniser

    with pytest.raises(EngineUnavailable) as missing:
        make_recogniser(None, spanish(), models_dir=tmp_path)
    sentence = missing.value.speak("es")
    assert "voice-games models install es" in sentence
    assert sentence != missing.value.speak("en")


def test_the_model_is_told_the_language_and_to_transcribe(models):
    from voice_games.speech.engines import make_recogniser

    recogniser = make_recogniser(None, spanish(), models_dir=models)
    tokenizer = recogniser.model.hf_tokenizer
    start = [tokenizer.id_to_token(t) for t in recogniser.decoder.sot]
    assert start == ["<|startoftranscript|>", "<|es|>", "<|transcribe|>", "<|notimestamps|>"]
    assert recogniser.name == "whisper"

"""Model installation against a local HTTP server: no network needed."""

import hashlib
import http.server
import io
import socket
import threading
import zipfile
from pathlib import Path

import pytest

from voice_games.speech.engines import make_recogniser, resolve_models_dir, vosk_model_for
from voice_games.speech.models import InstallError, ModelInfo, install


def small_model_zip(name: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as bundle:
        bundle.writestr(f"{name}/conf/model.conf", "--sample-frequency=16000\n")
        bundle.writestr(f"{name}/am/final.mdl", b"\0" * 200_000)
    return buffer.getvalue()


@pytest.fixture
def server(tmp_path):
    root = tmp_path / "site"
    root.mkdir()
    handler = lambda *a, **k: http.server.SimpleHTTPRequestHandler(*a, directory=str(root), **k)  # noqa: E731
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield root, f"http://127.0.0.1:{httpd.server_address[1]}/"
    httpd.shutdown()


def test_install_checks_unpacks_atomically_and_reports_progress(server, tmp_path):
    root, url = server
    data = small_model_zip("vosk-model-small-xx-0.1")
    (root / "vosk-model-small-xx-0.1.zip").write_bytes(data)
    info = ModelInfo("xx", "vosk-model-small-xx-0.1", 1, hashlib.sha256(data).hexdigest())
    lines: list[str] = []
    models = tmp_path / "models"
    path = install("xx", models, lines.append, url, {"xx": info})
    assert (path / "conf" / "model.conf").exists()
    assert [p.name for p in models.iterdir()] == ["vosk-model-small-xx-0.1"]  # no temp left
    percents = [line for line in lines if line.endswith("%")]
    assert percents[-1].endswith("100 %") and len(percents) == 10
    assert hashlib.sha256(data).hexdigest() in (path / "SHA256").read_text()


def test_a_wrong_checksum_installs_nothing(server, tmp_path):
    root, url = server
    (root / "vosk-model-small-xx-0.1.zip").write_bytes(small_model_zip("vosk-model-small-xx-0.1"))
    info = ModelInfo("xx", "vosk-model-small-xx-0.1", 1, "0" * 64)
    with pytest.raises(InstallError, match="checksum"):
        install("xx", tmp_path / "models", lambda s: None, url, {"xx": info})
    assert list((tmp_path / "models").iterdir()) == []


def test_no_network_is_one_clear_sentence(tmp_path):
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    info = ModelInfo("xx", "vosk-model-small-xx-0.1", 1)
    with pytest.raises(InstallError, match="no network") as error:
        install("xx", tmp_path, lambda s: None, f"http://127.0.0.1:{port}/", {"xx": info})
    assert str(error.value).count(".") >= 1 and "\n" not in str(error.value)


def test_models_folder_comes_from_option_then_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("VOICE_GAMES_MODELS", str(tmp_path / "env"))
    assert resolve_models_dir(None) == tmp_path / "env"
    assert resolve_models_dir(str(tmp_path / "opt")) == tmp_path / "opt"


def test_vosk_without_a_model_falls_back_with_a_sentence(grammar, tmp_path):
    pytest.importorskip("pocketsphinx")
    heard: list[str] = []
    recogniser = make_recogniser("vosk", grammar, tmp_path, on_status=heard.append)
    assert recogniser.name != "vosk"
    assert heard and "No Vosk model" in heard[0]


def test_a_real_vosk_model_recognises_a_command(grammar, speak):
    model = vosk_model_for(grammar, resolve_models_dir(None))
    if model is None:
        pytest.skip("no Vosk model is installed in models/")
    from voice_games.speech.vosk_engine import VoskRecogniser

    result = VoskRecogniser(grammar, Path(model)).recognise(speak("shake pot five"))
    assert result.best is not None and result.best.parse.slots == {"position": "5"}

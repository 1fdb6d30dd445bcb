"""Where the game's words and sounds go: plain text, or speech and sounds on one mixer.

Speech output keeps one queue of sentences and sound cues, played in order by a worker
thread, so a rattle follows the sentence that announces it. Stopping speech drops the
sentences still waiting and cuts the current one at once; sound cues still play."""

from __future__ import annotations

import queue
import sys
import threading
import time
from collections.abc import Callable
from typing import Any, Protocol, TextIO

from voice_games.catalogue import Catalogue, catalogue
from voice_games.config import Settings
from voice_games.speech.tts import MAX_RATE, MIN_RATE, Synthesiser, to_mixer_rate

SoundCue = Callable[[], float]
"""Starts a sound on the mixer and returns how many seconds to wait before what follows."""


class Output(Protocol):
    # whether sentences are spoken aloud (False: written, for the player to read)
    speaks: bool

    @property
    def plays_sounds(self) -> bool:
        """Whether `sound` cues reach the player (earcons, rattles), or only sentences."""
        ...

    def say(self, text: str) -> None: ...

    def sound(self, cue: SoundCue) -> None: ...

    def stop_speech(self) -> None: ...

    def wait_idle(self, timeout: float | None = None) -> bool: ...

    def adjust(self, change: str) -> str: ...

    def close(self) -> None: ...


class TextOutput:
    """One line per sentence on a text stream: for screen readers, braille and scripts."""

    plays_sounds = False
    speaks = False

    def __init__(self, stream: TextIO | None = None, words: Catalogue | None = None) -> None:
        self.words = words or catalogue("en")
        # Started with standard output closed, the game writes to standard error, the
        # stream that is left; with neither, it plays on silently and saves as ever.
        self.stream: TextIO | None = stream or sys.stdout or sys.stderr

    def say(self, text: str) -> None:
        if self.stream is None:
            return
        try:
            self.stream.write(text + "\n")
            self.stream.flush()
        except (OSError, ValueError):
            pass  # a closed terminal must not crash the game; the save keeps the state

    def sound(self, cue: SoundCue) -> None:
        return None

    def stop_speech(self) -> None:
        return None

    def wait_idle(self, timeout: float | None = None) -> bool:
        return True

    def adjust(self, change: str) -> str:
        return self.words("speech-off-in-text")

    def close(self) -> None:
        return None


class _InOrder:
    """A worker thread that plays what is queued, one thing after the other, so that a
    rattle follows the sentence that announces it and a claim's three rattles do not
    sound as one."""

    def __init__(self, name: str) -> None:
        self._queue: queue.Queue[tuple[str, Any]] = queue.Queue()
        self._playing = False
        self._worker = threading.Thread(target=self._run, name=name, daemon=True)
        self._worker.start()

    def sound(self, cue: SoundCue) -> None:
        self._queue.put(("sound", cue))

    def busy(self) -> bool:
        """Whether something is still being played or waits its turn."""
        return self._playing or not self._queue.empty()

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until everything queued has been played."""
        done = threading.Event()
        self._queue.put(("mark", done))
        return done.wait(timeout)

    def close(self) -> None:
        self._queue.put(("close", None))
        self._worker.join(timeout=2)

    def _run(self) -> None:
        while True:
            kind, payload = self._queue.get()
            if kind == "close":
                return
            if kind == "mark":
                payload.set()
                continue
            self._playing = True
            try:
                self._play(kind, payload)
            finally:
                self._playing = False

    def _play(self, kind: str, payload: Any) -> None:
        raise NotImplementedError


class TextWithSounds(_InOrder):
    """Text for the player's own screen reader or braille display, and the game's sounds
    (each rattle where its pot stands, the signal sounds) on the mixer, in order."""

    speaks = False

    def __init__(self, text: TextOutput, mixer: Any) -> None:
        self.text = text
        self.mixer = mixer
        super().__init__("sounds")

    @property
    def plays_sounds(self) -> bool:
        return bool(self.mixer.audible)

    def say(self, text: str) -> None:
        self.text.say(text)

    def busy(self) -> bool:
        return False  # text is shown at once: a reader never falls behind the table

    def stop_speech(self) -> None:
        return None  # the screen reader's own key stops its speech

    def adjust(self, change: str) -> str:
        return self.text.adjust(change)

    def _play(self, kind: str, payload: Any) -> None:
        time.sleep(_play_cue(payload))


class SpeechOutput(_InOrder):
    """Sentences synthesised to memory and played on the mixer's speech channel."""

    speaks = True

    def __init__(
        self,
        synth: Synthesiser,
        mixer: Any,
        settings: Settings,
        echo: TextOutput | None = None,
        on_speaking: Callable[[bool], None] | None = None,
        words: Catalogue | None = None,
    ) -> None:
        self.words = words or (echo.words if echo is not None else catalogue("en"))
        self.synth = synth
        self.mixer = mixer
        self.settings = settings
        self.echo = echo
        self.on_speaking = on_speaking
        self._generation = 0
        self._lock = threading.Lock()
        mixer.set_volume("speech", settings.volume)
        synth.set_rate(settings.rate)
        super().__init__("speech")

    @property
    def plays_sounds(self) -> bool:
        return bool(getattr(self.mixer, "audible", True))

    def say(self, text: str) -> None:
        if self.echo:
            self.echo.say(text)
        self._queue.put(("say", (self._generation, text)))

    def stop_speech(self) -> None:
        with self._lock:
            self._generation += 1
        self.mixer.stop("speech")

    def adjust(self, change: str) -> str:
        s = self.settings
        if change in ("louder", "softer"):
            step = 0.2 if change == "louder" else -0.2
            s.volume = round(min(1.6, max(0.2, s.volume + step)), 2)
            self.mixer.set_volume("speech", s.volume)
            reply = self.words("speech-volume", percent=round(s.volume * 100))
        else:
            step = 25 if change == "faster" else -25
            s.rate = max(MIN_RATE, min(MAX_RATE, s.rate + step))
            self.synth.set_rate(s.rate)
            reply = self.words("speech-rate", rate=s.rate)
        s.save()
        return reply

    def _speaking(self, state: bool) -> None:
        if self.on_speaking:
            try:
                self.on_speaking(state)
            except Exception:  # a listener's trouble must not silence the game
                pass

    def _play(self, kind: str, payload: Any) -> None:
        if kind == "sound":
            self._sleep_interruptible(_play_cue(payload), None)
            return
        generation, text = payload
        if generation != self._generation:
            return  # stopped before it began
        samples = to_mixer_rate(
            self.synth.synthesise(text), self.synth.sample_rate, _mixer_rate(self.mixer)
        )
        if samples.size == 0:
            return
        self._speaking(True)
        self.mixer.play(samples, "speech")
        self._sleep_interruptible(samples.size / _mixer_rate(self.mixer) + 0.05, generation)
        self._speaking(False)

    def _sleep_interruptible(self, seconds: float, generation: int | None) -> None:
        """Wait for a sentence (or sound) to finish, returning early when speech is
        stopped."""
        step = 0.02
        waited = 0.0
        while waited < seconds:
            if generation is not None and generation != self._generation:
                return
            if generation is not None and waited > 0.1 and not self.mixer.is_playing("speech"):
                return
            time.sleep(step)
            waited += step


def _play_cue(cue: SoundCue) -> float:
    """Start a sound; the seconds to wait before what follows it (0 if it failed)."""
    try:
        return float(cue())
    except Exception:  # a sound that cannot be made must not stop the game
        return 0.0


def _mixer_rate(mixer: Any) -> int:
    return int(getattr(mixer, "sample_rate", 44100))

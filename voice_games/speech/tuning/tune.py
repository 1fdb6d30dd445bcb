"""Tuning the decoder: render and encode the corpus, learn, write the model beside the
others in models/ (a temporary folder renamed into place, so an interrupted run never
leaves a half model), with a manifest that the engine checks at load."""

from __future__ import annotations

import json
import math
import random
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np

from voice_games.catalogue import catalogue
from voice_games.grammar import Grammar
from voice_games.speech.tuning import corpus
from voice_games.speech.tuning.decoder import WhisperDecoder
from voice_games.speech.tuning.speakers import speakers

# the speech tools on the command line speak English, as their options do
WORDS = catalogue("en")

MANIFEST = "tuned.json"
# what a model folder holds beside model.bin (tiny.en's vocabulary is text, base's JSON)
COMPANIONS = ("config.json", "tokenizer.json", "vocabulary.txt", "vocabulary.json")


@dataclass(frozen=True)
class TuneSettings:
    # for every game together: one tuning serves all the games of a language
    utterances: int = 5000
    # the learning steps, not the utterances, hear the loud rooms better: 5,000 for
    # three epochs as well as 10,000 for one and a half, five and seven better again
    # (bench/asr/README.md)
    epochs: float = 7.0
    learning_rate: float = 1e-5
    batch: int = 32
    # a batch's rows go through the decoder this many at a time, their gradients summed:
    # the same step for less memory (a pass keeps every layer's activations for its
    # backward pass, which for the base model's batch of 32 was gigabytes)
    rows_per_pass: int = 8
    # half the sequences with the engine's main prompt before them (its free
    # transcription), half without (its forced scoring of commands)
    prompted_share: float = 0.5
    # how much the decoder is held to the bundled one's word distributions (the
    # Kullback-Leibler divergence from them, beside the loss on the corpus): learnt
    # freely from synthetic voices, it heard a real speaker worse (bench/asr/README.md)
    distill: float = 0.5
    # the decoder's first blocks kept as they are: their output for an utterance is
    # computed once, not at every step (`Teacher`), and a step costs half of one that
    # learns every block, for most of its gain (tiny.en: one of four)
    kept_blocks: int = 1
    # the prompt before a row's words read as context, not learnt through
    # (`WhisperDecoder.states`): tiny.en's step a fifth cheaper for the same gain
    prompt_as_context: bool = True
    seed: int = 0
    threads: int = 2
    # seconds of the table of talk that the 'talk' rooms are cut from
    talk_seconds: float = 60.0


def settings_for(language: str) -> TuneSettings:
    """The tuning measured for the language's model, its first block kept: English's
    tiny.en learns seven epochs; the multilingual base, whose step costs two to three
    times as much, three, in a little more time than the epoch and a half of all its
    blocks it learnt before, and through its prompt: with the prompt read as context
    (78-90 tokens before its words) Spanish heard 14 commands fewer
    (bench/asr/LANGUAGES.md)."""
    if language == "en":
        return TuneSettings()
    return TuneSettings(epochs=3.0, prompt_as_context=False)


def tuned_folder(directory: Path, grammar: Grammar) -> Path:
    """Where the tuning of the grammar's language is: one for all the games that tune,
    so that a player of several games pays for one."""
    base = "tiny.en" if grammar.language == "en" else "base"
    return Path(directory) / f"whisper-{base}-tuned-{grammar.language}"


def base_model(directory: Path, language: str) -> tuple[Path, str]:
    """The model a language's tuning starts from, and its SHA-256: the bundled tiny.en
    for English, the multilingual base (when it is installed) for the others."""
    from voice_games.speech.whisper import MODEL_SHA256, bundled_model_dir, multilingual

    if language == "en":
        return bundled_model_dir(), MODEL_SHA256
    folder = multilingual.installed_model(directory)
    if folder is None:
        raise RuntimeError(WORDS("tune-no-multilingual-model", language=language))
    return folder, multilingual.SHA256


def tuned_model(directory: Path, grammar: Grammar) -> tuple[Path, str] | None:
    """The tuned model that learnt this game's commands, in `directory`, and the
    SHA-256 its manifest records, when there is one."""
    folder = tuned_folder(directory, grammar)
    try:
        manifest = json.loads((folder / MANIFEST).read_text())
        digest = str(manifest["sha256"])
        games = list(manifest["games"])
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if grammar.game not in games:
        return None
    return (folder, digest) if (folder / "model.bin").is_file() else None


Example = tuple[np.ndarray, str, str]
"""An utterance as the encoder heard it, the text to learn, and the game it is of."""


def encode_corpus(
    grammars: list[Grammar], recogniser: Any, settings: TuneSettings,
    say: Callable[[str], None], store: BinaryIO,
) -> list[Example]:
    """Each utterance as the engine's encoder hears it, with the text to learn. The
    encoder outputs are written to `store`, an open file, and come back as views of it:
    a gigabyte for the full corpus, which held in memory was a third of what tuning
    held, and which the system can page out beside a game."""
    utterances = corpus.plan(grammars, settings.utterances, settings.seed)
    talk = corpus.babble(settings.talk_seconds, settings.seed, grammars[0].language)

    def one(utterance: corpus.Utterance) -> np.ndarray:
        encoded, _window = recogniser.encode(
            corpus.in_room(utterance, corpus.words(utterance), talk)
        )
        return np.ascontiguousarray(np.asarray(encoded)[0], np.float16)

    lengths: list[int] = []
    width = 0
    with ThreadPoolExecutor(settings.threads) as pool:
        for number, encoded in enumerate(pool.map(one, utterances), 1):
            store.write(encoded.tobytes())
            lengths.append(encoded.shape[0])
            width = encoded.shape[1]
            if number % max(1, len(utterances) // 10) == 0:
                say(WORDS("tune-heard", number=number, total=len(utterances)))
    store.flush()
    frames = np.memmap(store, dtype=np.float16, mode="r", shape=(sum(lengths), width))
    ends = np.cumsum(lengths)
    return [(frames[end - length : end], utterance.written, utterance.game)
            for end, length, utterance in zip(ends, lengths, utterances, strict=True)]


def learn(
    decoder: WhisperDecoder, examples: list[Example], grammars: list[Grammar],
    recogniser: Any, settings: TuneSettings, say: Callable[[str], None],
) -> list[float]:
    """Teacher-forced training of the decoder's blocks on the examples, with Adam; the
    losses of every step, for the record. With `settings.distill`, a copy of the decoder
    as it was keeps it near what it heard before (at every learnt position). A prompted
    example is heard after its own game's prompt, as in that game."""
    from voice_games.speech.whisper.prompts import prompt_text

    rng = random.Random(settings.seed)
    plain = list(recogniser.start_with(""))
    prompted = {grammar.game: list(recogniser.start_with(prompt_text(grammar)))
                for grammar in grammars}
    tokenizer = recogniser.model.hf_tokenizer
    end = tokenizer.token_to_id("<|endoftext|>")
    no_speech = tokenizer.token_to_id("<|nospeech|>") or tokenizer.token_to_id("<|nocaptions|>")
    teacher = Teacher(decoder)
    optimiser = Adam(decoder.weights, decoder.learnt)
    steps = max(1, int(settings.epochs * len(examples) / settings.batch))
    warm_up = min(20, steps)
    batches = _batches(examples, settings, rng)
    losses = []
    for step in range(steps):
        picked = next(batches)
        chosen = [examples[index] for index, _ in picked]
        starts = [prompted[examples[index][2]] if with_prompt else plain
                  for index, with_prompt in picked]
        rate = settings.learning_rate * min(1.0, (step + 1) / warm_up)
        rate *= 0.5 * (1 + math.cos(math.pi * step / steps))
        parts = [
            (_batch(chosen[at : at + settings.rows_per_pass],
                    starts[at : at + settings.rows_per_pass], recogniser, end, no_speech),
             [index for index, _ in picked[at : at + settings.rows_per_pass]])
            for at in range(0, len(chosen), settings.rows_per_pass)
        ]
        gradients, loss = _gradients(decoder, teacher, parts, settings.distill,
                                     settings.prompt_as_context)
        losses.append(loss)
        optimiser.step(gradients, rate)
        if (step + 1) % max(1, steps // 10) == 0 or step + 1 == steps:
            recent = f"{np.mean(losses[-20:]):.3f}"
            say(WORDS("tune-learnt", step=step + 1, steps=steps, loss=recent))
    return losses


Batch = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]
"""Tokens, targets, encoder outputs and their mask (`_batch`)."""

# how `Teacher` keeps what it computed once
KEPT_AS = np.float16


class Teacher:
    """What stays the same for an example however much is learnt: the output of the
    decoder's kept blocks, and the distributions of the decoder as it was, which keep
    the learning near what it heard before. Both depend only on the example and on
    whether it follows the prompt, which is fixed for an example (`_batches`), so they
    are computed at the example's first batch and kept: the epochs after the first run
    neither the teacher's blocks nor the kept ones. Of the distributions, the last hidden
    state is kept (over the whole vocabulary they would be a gigabyte an epoch): the
    output layer makes them again. Both are kept in half precision, as the encoder's
    output is: in single precision they were 0.3 GB for tiny.en and 0.6 GB for the
    multilingual base (wider, and its prompts longer), and the rounding is a
    thousandth of a value."""

    def __init__(self, decoder: WhisperDecoder) -> None:
        self.decoder = decoder.copy()
        self.states: dict[int, np.ndarray] = {}
        # none when no block is kept: the embeddings alone are cheaper made again
        self.blocks: dict[int, np.ndarray] = {}

    def of(self, examples: list[int], batch: Batch) -> tuple[np.ndarray | None, np.ndarray]:
        """For `batch`, whose rows are `examples`: the kept blocks' output [batch,
        length, width] (None when no block is kept), and the teacher's last hidden
        state at every learnt position, flattened in order as `WhisperDecoder.scores`
        flattens them (`probabilities` makes its distributions)."""
        tokens, targets, memory, mask = batch
        learnt = targets != -100
        some_kept = self.decoder.first_learnt > 0
        # a row's learnt positions end before its padding, and a position reads only
        # those before it: what follows the last is never read
        lengths = [int(np.flatnonzero(row).max()) + 1 for row in learnt]
        if any(example not in self.states for example in examples):
            blocks = self.decoder.kept_blocks(tokens, memory, mask)
            states = self.decoder.states(tokens, memory, mask, learnt, backward=False,
                                         kept=blocks)[0]
            rows = np.split(states, np.cumsum(learnt.sum(1))[:-1])
            for row, example in enumerate(examples):
                # copies (a view would keep the whole batch's arrays alive)
                self.states.setdefault(example, rows[row].astype(KEPT_AS))
                if some_kept:
                    self.blocks.setdefault(example,
                                           blocks[row, : lengths[row]].astype(KEPT_AS))
        dtype = self.decoder.dtype
        states = np.concatenate([self.states[example] for example in examples]).astype(dtype)
        if not some_kept:
            return None, states
        blocks = np.zeros((*tokens.shape, memory.shape[-1]), dtype)
        for row, example in enumerate(examples):
            blocks[row, : lengths[row]] = self.blocks[example]
        return blocks, states

    def probabilities(self, states: np.ndarray) -> np.ndarray:
        """The teacher's distributions from its kept hidden states (`of`)."""
        return self.decoder.probabilities(states)


def _gradients(decoder: WhisperDecoder, teacher: Teacher,
               parts: list[tuple[Batch, list[int]]],
               distill: float, prompt_as_context: bool,
               ) -> tuple[dict[str, np.ndarray], float]:
    """The gradient of one step for every learnt weight, and its loss: the mean over
    every learnt position of the batch, whichever of its parts (`rows_per_pass`) has
    it, of the negative log-likelihood and `distill` times the divergence from the
    teacher's distributions. A part is its batch and the examples of its rows. With
    `prompt_as_context`, no gradient goes into a row's positions before its first
    learnt one (`WhisperDecoder.states`)."""
    count = sum(int((batch[1] != -100).sum()) for batch, _ in parts)
    total: dict[str, np.ndarray] = {}
    loss = 0.0
    for batch, examples in parts:
        tokens, targets, memory, mask = batch
        learnt = targets != -100
        wanted = targets[learnt]
        rows = np.arange(len(wanted))
        # the teacher's first: a pass of its own keeps nothing, so the student's pass,
        # kept for its backward pass, is the only large one
        kept, teacher_states = teacher.of(examples, batch)
        # a row's positions before its first learnt one (the prompt, most of a
        # prompted row) are context: computed, not learnt through (`states`)
        context = learnt.argmax(1) if prompt_as_context else None
        states, record = decoder.states(tokens, memory, mask, learnt, kept=kept,
                                        context=context)
        # the gradient for the logits of each: the student's probabilities less the
        # target's (a one-hot; the teacher's probabilities), made in place
        d_logits = decoder.probabilities(states)
        del kept, states
        # a probability too small for single precision is the loss's limit, not zero
        loss -= float(np.log(np.maximum(d_logits[rows, wanted], 1e-30)).sum())
        d_logits *= (1.0 + distill) / count
        d_logits[rows, wanted] -= 1.0 / count
        if distill:  # the teacher's output layer is a product with the whole vocabulary
            taught = teacher.probabilities(teacher_states)
            taught *= distill / count
            d_logits -= taught
            del taught
        del teacher_states
        for name, gradient in decoder.gradients(record, d_logits).items():
            if name in total:
                total[name] += gradient
            else:
                total[name] = gradient
        # before the next pass, not after it: two records at once would double what a
        # pass holds
        del record, d_logits
    return total, loss / count


# batches are made from a pool of this many batches' examples, sorted by length
POOL = 8


def _batches(examples: list[Example], settings: TuneSettings,
             rng: random.Random) -> Iterator[list[tuple[int, bool]]]:
    """Endless batches of (example, heard after the prompt or not). Each batch is
    drawn from a shuffled pool of `POOL` batches' examples sorted by prompt and length,
    so that it pads little: a row costs as much as the batch's longest, and a plain
    command padded to a prompted one's length, or a digit to an offer's, paid for
    words it does not have."""
    # an example follows the prompt in every epoch or in none: what the teacher says of
    # it is then the same each time, and kept (`Teacher`)
    prompted = [rng.random() < settings.prompted_share for _ in examples]
    while True:
        order = list(range(len(examples)))
        rng.shuffle(order)
        size = settings.batch * POOL
        for start in range(0, len(order), size):
            pool = [(index, prompted[index]) for index in order[start : start + size]]
            pool.sort(key=lambda item: (item[1], examples[item[0]][0].shape[0],
                                        len(examples[item[0]][1])))
            groups = [pool[at : at + settings.batch]
                      for at in range(0, len(pool), settings.batch)]
            rng.shuffle(groups)
            yield from groups


class Adam:
    """Adam (Kingma and Ba), in place on the named weights."""

    def __init__(self, weights: dict[str, np.ndarray], names: list[str],
                 betas: tuple[float, float] = (0.9, 0.999), epsilon: float = 1e-8) -> None:
        self.weights, self.names = weights, names
        self.betas, self.epsilon = betas, epsilon
        self.moments = {n: (np.zeros_like(weights[n]), np.zeros_like(weights[n])) for n in names}
        self.count = 0

    def step(self, grads: dict[str, np.ndarray], rate: float) -> None:
        self.count += 1
        first, second = self.betas
        for name in self.names:
            mean, square = self.moments[name]
            grad = grads[name]
            mean *= first
            mean += (1 - first) * grad
            square *= second
            square += (1 - second) * grad * grad
            corrected = np.sqrt(square / (1 - second**self.count)) + self.epsilon
            self.weights[name] -= rate / (1 - first**self.count) * mean / corrected


def _batch(chosen: list[Example], starts: list[list[int]], recogniser: Any,
           end: int, no_speech: int) -> Batch:
    """Tokens, targets (-100 where nothing is learnt: the prompt and the padding), the
    encoder outputs padded to the longest, and which of their frames are real.

    What follows the start of the transcript is learnt too: Whisper's no-speech
    probability is read there, so an utterance with words must not come to sound like
    none (a real speaker's 'eight' was refused, no-speech 0.71, when it was not
    learnt), and the room alone (no text) learns the no-speech token there instead."""
    sequences = [
        (start + (recogniser.tokens(text) if text else []) + [end], len(start))
        for (_, text, _), start
        in zip(chosen, starts, strict=True)
    ]
    length = max(len(s) for s, _ in sequences) - 1
    frames = max(e.shape[0] for e, _, _ in chosen)
    tokens = np.full((len(chosen), length), end, dtype=np.int64)
    targets = np.full((len(chosen), length), -100, dtype=np.int64)
    memory = np.zeros((len(chosen), frames, chosen[0][0].shape[1]), np.float32)
    mask = np.zeros((len(chosen), frames), dtype=bool)
    for row, ((ids, start), (encoded, _, _)) in enumerate(zip(sequences, chosen, strict=True)):
        tokens[row, : len(ids) - 1] = ids[:-1]
        learnt = np.array(ids[1:])
        # ids[start - 2] is the start of the transcript: from there on everything counts
        learnt[: start - 2] = -100
        if len(ids) == start + 1:  # no words: only 'no speech' after the start
            learnt[start - 2] = no_speech
            learnt[start - 1 :] = -100
        targets[row, : len(ids) - 1] = learnt
        memory[row, : encoded.shape[0]] = encoded
        mask[row, : encoded.shape[0]] = True
    return tokens, targets, memory, mask


def tune(
    grammars: list[Grammar], directory: Path, settings: TuneSettings | None = None,
    say: Callable[[str], None] = print,
) -> Path:
    """Build the tuned model for the games of `grammars` (of one language) in
    `directory`; its folder."""
    from voice_games.speech.tuning.weights import read_model, write_model
    from voice_games.speech.whisper import WhisperRecogniser, file_sha256

    settings = settings or settings_for(grammars[0].language)
    started = time.monotonic()
    grammar = grammars[0]
    source, source_sha256 = base_model(directory, grammar.language)
    recogniser = WhisperRecogniser(grammar, source, model_sha256=source_sha256)
    say(WORDS("tune-rendering", count=settings.utterances))
    target = tuned_folder(directory, grammar)
    target.parent.mkdir(parents=True, exist_ok=True)
    # beside the models, not in /tmp, which may be memory; a file without a name, gone
    # when the run ends however it ends
    flite = speakers(grammar.language).flite and bool(corpus.flite_voices())
    with tempfile.TemporaryFile(dir=target.parent) as store:
        examples = encode_corpus(grammars, recogniser, settings, say, store)
        model = read_model(source / "model.bin")
        decoder = WhisperDecoder(model, kept_blocks=settings.kept_blocks)
        say(WORDS("tune-decoder"))
        losses = learn(decoder, examples, grammars, recogniser, settings, say)
        del examples
    decoder.store(model)
    staging = Path(tempfile.mkdtemp(prefix=".tuning-", dir=target.parent))
    try:
        for name in COMPANIONS:
            if (source / name).is_file():
                shutil.copy(source / name, staging / name)
        write_model(model, staging / "model.bin")
        manifest = {
            "sha256": file_sha256(staging / "model.bin"),
            # the recogniser above checked the model it started from against it
            "base_sha256": source_sha256,
            "games": [g.game for g in grammars],
            "language": grammar.language,
            "voices": sorted({"espeak-ng", *(["flite"] if flite else [])}),
            "settings": asdict(settings),
            "first_loss": round(float(np.mean(losses[:20])), 4),
            "last_loss": round(float(np.mean(losses[-20:])), 4),
            "minutes": round((time.monotonic() - started) / 60, 1),
        }
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n")
        if target.exists():
            shutil.rmtree(target)
        staging.rename(target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    say(WORDS("tune-written", target=str(target)))
    return target

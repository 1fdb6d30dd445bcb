"""Whisper's decoder in NumPy, forward and backward, on the weights of a CTranslate2
model.bin.

It computes what CTranslate2 computes for the same weights (pre-norm blocks of
self-attention, attention to the encoder output and a GELU feed-forward; the output is
the token embedding transposed), so that what is learnt here is what the engine then
runs. Only the decoder is here: the encoder's outputs come from CTranslate2 itself.
NumPy, not a learning framework, so that tuning needs nothing beyond what the game
already installs."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from voice_games.speech.tuning.weights import ModelFile

# kept: the token and position embeddings, which the output shares with every word
# Whisper knows, not only the game's
EMBEDDINGS = ("decoder/embeddings/weight", "decoder/position_encodings/encodings")
_EPSILON = 1e-5  # the layer norms' epsilon, as in Whisper and CTranslate2
_HIDDEN = -1e9  # an attention score that softmax turns into nothing

Arrays = dict[str, np.ndarray]


def _erf(x: np.ndarray) -> np.ndarray:
    """The error function (Abramowitz and Stegun 7.1.26, within 1.5e-7: below float32's
    own rounding at these magnitudes)."""
    sign = np.sign(x)
    x = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * x)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027
                                                                         + t * 1.061405429))))
    return sign * (1.0 - poly * np.exp(-x * x))


def _gelu(u: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """GELU of `u` and its derivative."""
    # Python floats, not NumPy's: a NumPy float64 would turn float32 arrays into float64
    cumulative = 0.5 * (1.0 + _erf(u * math.sqrt(0.5)))
    density = np.exp(-0.5 * u * u) * (1.0 / math.sqrt(2.0 * math.pi))
    return u * cumulative, cumulative + u * density


def _softmax(scores: np.ndarray) -> np.ndarray:
    """Softmax over the last axis, in place: every caller's scores are its own."""
    scores -= scores.max(-1, keepdims=True)
    np.exp(scores, out=scores)
    scores /= scores.sum(-1, keepdims=True)
    return scores


class _Forgotten(list):  # type: ignore[type-arg]
    """The steps of a pass that no backward pass follows: none is kept, so that each
    layer's activations are freed as the next is computed."""

    def append(self, _step: Any) -> None:
        pass


@dataclass
class Pass:
    """What a forward pass keeps for its backward pass."""

    steps: list[tuple[str, Any]] = field(default_factory=list)
    positions: np.ndarray | None = None
    shape: tuple[int, ...] = ()
    blocks: int = 0
    # [batch, length]: the positions that are context (`states`), no gradient into them
    given: np.ndarray | None = None


class WhisperDecoder:
    """The decoder's weights (float32, or float64 for checking gradients) and the two
    passes over them.

    Learnt: the blocks after the first `kept_blocks` and the last layer norm. Kept: the
    embeddings and those first blocks, whose output for an utterance is then the same
    at every step, so that a tuning computes it once (`kept_blocks`, `tune.Teacher`)."""

    def __init__(self, model: ModelFile, dtype: Any = np.float32, kept_blocks: int = 0) -> None:
        self.heads = int(model.variables["decoder/num_heads"].array().reshape(-1)[0])
        self.layers = len({m.group(1) for n in model.variables
                           if (m := re.match(r"decoder/layer_(\d+)/", n))})
        self.first_learnt = kept_blocks
        self.weights: Arrays = {
            name: variable.array().astype(dtype)
            for name, variable in model.variables.items()
            if name.startswith("decoder/") and variable.shape and variable.type_id == 4
        }
        self.learnt = [name for name in self.weights if self._learns(name)]

    def _learns(self, name: str) -> bool:
        block = re.match(r"decoder/layer_(\d+)/", name)
        if block is not None:
            return int(block.group(1)) >= self.first_learnt
        return name not in EMBEDDINGS

    def copy(self) -> WhisperDecoder:
        twin = object.__new__(WhisperDecoder)
        twin.heads, twin.layers, twin.first_learnt = self.heads, self.layers, self.first_learnt
        twin.learnt = list(self.learnt)
        # the kept weights are shared: nothing changes them
        twin.weights = {name: values.copy() if name in self.learnt else values
                        for name, values in self.weights.items()}
        return twin

    @property
    def dtype(self) -> np.dtype:
        """What the weights and every pass over them are in."""
        return self.weights["decoder/layer_norm/gamma"].dtype

    def store(self, model: ModelFile) -> None:
        """Write the learnt weights into `model`, in its own types."""
        for name in self.learnt:
            model.replace(name, self.weights[name])

    # forward

    def scores(self, tokens: np.ndarray, memory: np.ndarray,
               memory_mask: np.ndarray | None = None,
               positions: np.ndarray | None = None,
               backward: bool = True) -> tuple[np.ndarray, Pass]:
        """Log-probabilities of each next token, given the tokens so far [batch, length]
        and the encoder output [batch, frames, width] (`memory_mask` [batch, frames]:
        True where a frame is the utterance's own). With `positions` (a boolean
        [batch, length]) only those rows, flattened in order: the vocabulary is large,
        and only the learnt positions need it. Without `backward` the pass keeps
        nothing for `gradients` (a teacher's pass: as large as the student's)."""
        states, record = self.states(tokens, memory, memory_mask, positions, backward)
        return self.log_probabilities(states), record

    def states(self, tokens: np.ndarray, memory: np.ndarray,
               memory_mask: np.ndarray | None = None,
               positions: np.ndarray | None = None,
               backward: bool = True, kept: np.ndarray | None = None,
               context: np.ndarray | None = None) -> tuple[np.ndarray, Pass]:
        """What `scores` computes before the vocabulary: the last layer norm's output at
        each chosen position [rows, width], a row as small as a word's embedding. With
        `kept`, the kept blocks' output for these tokens (`kept_blocks`), which are then
        not run again; only the learnt blocks are in the pass.

        `context` [batch]: how many of each row's first positions are context, before
        its chosen ones (a prompt): the pass computes them as it computes the others,
        but no gradient goes back into them, so what is learnt is learnt from the
        chosen positions' own computation, their attention to the context's keys and
        values as they are. The positions that are context in every row are not in
        the backward pass at all: a prompt three times as long as the words after it
        is then not carried back through every learnt layer."""
        memory = np.asarray(memory, self.dtype)
        batch, length = tokens.shape
        if positions is None:
            positions = np.ones((batch, length), bool)
        in_context = np.arange(length) < (np.zeros(batch, int) if context is None
                                          else context)[:, None]
        assert not (positions & in_context).any(), "a chosen position is in the context"
        common = int(in_context.all(0).sum())
        record = Pass(steps=[] if backward else _Forgotten(),
                      shape=(batch, length - common),
                      blocks=self.layers - self.first_learnt, given=in_context[:, common:])
        if kept is None:
            kept = self.kept_blocks(tokens, memory, memory_mask)
        x = self._blocks(kept, memory, memory_mask, range(self.first_learnt, self.layers),
                         record, common)
        record.positions = positions[:, common:]
        return self._norm(x[record.positions], "decoder/layer_norm", record), record

    def kept_blocks(self, tokens: np.ndarray, memory: np.ndarray,
                    memory_mask: np.ndarray | None = None) -> np.ndarray:
        """The output of the blocks that are not learnt [batch, length, width]: what
        the learnt blocks read, the same for an utterance whatever has been learnt."""
        w = self.weights
        memory = np.asarray(memory, self.dtype)
        length = tokens.shape[1]
        x = w["decoder/embeddings/weight"][tokens] + w["decoder/position_encodings/encodings"][
            :length
        ]
        return self._blocks(x, memory, memory_mask, range(self.first_learnt),
                            Pass(steps=_Forgotten()))

    def _blocks(self, x: np.ndarray, memory: np.ndarray, memory_mask: np.ndarray | None,
                numbers: range, record: Pass, context: int = 0) -> np.ndarray:
        """The blocks `numbers` over `x`; with `context`, the output after the context's
        positions only, the context itself run outside `record` (`states`)."""
        dtype = x.dtype
        batch, length = x.shape[:2]
        causal = np.where(np.tri(length, dtype=bool), 0.0, _HIDDEN).astype(dtype)
        cross = (np.zeros((batch, 1, 1, memory.shape[1]), dtype) if memory_mask is None
                 else np.where(memory_mask[:, None, None, :], 0.0, _HIDDEN).astype(dtype))
        forgotten = Pass(steps=_Forgotten())
        before, x = x[:, :context], x[:, context:]
        for number in numbers:
            block = f"decoder/layer_{number}"
            attention = block + "/self_attention"
            # of the context, the positions after it read only its keys and values: in
            # the last block nothing else of it is needed
            last = number == numbers[-1]
            keys = None
            if context and last:
                keys = self._queries_keys_values(before, attention, forgotten)[1:]
            elif context:
                before, keys = self._self_attention(before, attention,
                                                    causal[:context, :context], forgotten)
            x, _ = self._self_attention(x, attention, causal[context:], record, keys)
            x, audio = self._cross_attention(x, memory, block + "/attention", cross, record)
            if context and not last:
                before, _ = self._cross_attention(before, memory, block + "/attention",
                                                  cross, forgotten, audio)
                before = self._feed_forward(before, block + "/ffn", forgotten)
            x = self._feed_forward(x, block + "/ffn", record)
        return x

    def probabilities(self, normed: np.ndarray) -> np.ndarray:
        """`log_probabilities` exponentiated, in fewer passes over the vocabulary: the
        largest arrays of a learning step, and most of a step's time after the first
        epoch."""
        return _softmax(normed @ self.weights["decoder/embeddings/weight"].T)

    def log_probabilities(self, normed: np.ndarray) -> np.ndarray:
        """The log-probabilities of the next token from the last layer norm's output
        [rows, width]: the output is the token embedding transposed."""
        logits = normed @ self.weights["decoder/embeddings/weight"].T
        logits -= logits.max(-1, keepdims=True)
        logits -= np.log(np.exp(logits).sum(-1, keepdims=True))
        return logits

    def _linear(self, x: np.ndarray, name: str, record: Pass) -> np.ndarray:
        record.steps.append(("linear", (name, x)))
        return x @ self.weights[name + "/weight"].T + self.weights[name + "/bias"]

    def _norm(self, x: np.ndarray, name: str, record: Pass) -> np.ndarray:
        mean = x.mean(-1, keepdims=True)
        centred = x - mean
        inverse = 1.0 / np.sqrt((centred * centred).mean(-1, keepdims=True) + _EPSILON)
        unit = centred * inverse
        record.steps.append(("norm", (name, unit, inverse)))
        return unit * self.weights[name + "/gamma"] + self.weights[name + "/beta"]

    def _split_heads(self, x: np.ndarray) -> np.ndarray:
        batch, length, width = x.shape
        return x.reshape(batch, length, self.heads, width // self.heads).transpose(0, 2, 1, 3)

    def _attend(self, q: np.ndarray, k: np.ndarray, v: np.ndarray, mask: np.ndarray,
                record: Pass) -> np.ndarray:
        batch, length, width = q.shape
        q, k, v = self._split_heads(q), self._split_heads(k), self._split_heads(v)
        scale = 1.0 / math.sqrt(width // self.heads)
        weights = _softmax(q @ k.transpose(0, 1, 3, 2) * scale + mask)
        record.steps.append(("attend", (q, k, v, weights, scale)))
        return (weights @ v).transpose(0, 2, 1, 3).reshape(batch, length, width)

    def _self_attention(self, x: np.ndarray, name: str, mask: np.ndarray, record: Pass,
                        before: tuple[np.ndarray, np.ndarray] | None = None,
                        ) -> tuple[np.ndarray, tuple[np.ndarray, np.ndarray]]:
        """The block's self-attention, and its keys and values; `before`: the keys and
        values of the positions before `x` (the context), attended to as they are."""
        record.steps.append(("residual", None))
        q, k, v = self._queries_keys_values(x, name, record)
        keys, values = (k, v) if before is None else (
            np.concatenate([before[0], k], 1), np.concatenate([before[1], v], 1))
        out = self._linear(self._attend(q, keys, values, mask, record), name + "/linear_1",
                           record)
        return x + out, (k, v)

    def _queries_keys_values(self, x: np.ndarray, name: str,
                             record: Pass) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        q, k, v = np.split(
            self._linear(self._norm(x, name + "/layer_norm", record), name + "/linear_0",
                         record), 3, axis=-1)
        return q, k, v

    def _cross_attention(self, x: np.ndarray, memory: np.ndarray, name: str, mask: np.ndarray,
                         record: Pass, audio: tuple[np.ndarray, np.ndarray] | None = None,
                         ) -> tuple[np.ndarray, tuple[np.ndarray, np.ndarray]]:
        """The attention to the encoder output, and the keys and values it made of it;
        `audio`: those keys and values, already made (the context's, outside `record`)."""
        record.steps.append(("residual", None))
        q = self._linear(self._norm(x, name + "/layer_norm", record), name + "/linear_0",
                         record)
        if audio is None:
            record.steps.append(("memory", None))
            k, v = np.split(self._linear(memory, name + "/linear_1", record), 2, axis=-1)
            record.steps.append(("split", None))
        else:
            k, v = audio
        out = self._linear(self._attend(q, k, v, mask, record), name + "/linear_2", record)
        return x + out, (k, v)

    def _feed_forward(self, x: np.ndarray, name: str, record: Pass) -> np.ndarray:
        record.steps.append(("residual", None))
        hidden = self._linear(self._norm(x, name + "/layer_norm", record), name + "/linear_0",
                              record)
        activated, slope = _gelu(hidden)
        record.steps.append(("gelu", slope))
        return x + self._linear(activated, name + "/linear_1", record)

    # backward

    def gradients(self, record: Pass, d_logits: np.ndarray) -> Arrays:
        """The gradient of a loss for every learnt weight, given its gradient for the
        logits, the scores before the log-softmax, at the rows that `scores` returned
        with `record` (for a cross-entropy: the probabilities less the target). Only
        the learnt blocks are in the pass, so none flows into the kept weights."""
        grads: Arrays = {}
        steps = list(record.steps)
        embeddings = self.weights["decoder/embeddings/weight"]
        d_chosen = self._norm_back(d_logits @ embeddings, steps.pop(), grads)
        dx = np.zeros((*record.shape, embeddings.shape[1]), d_chosen.dtype)
        dx[record.positions] = d_chosen
        for _ in range(record.blocks):
            dx = self._feed_forward_back(dx, steps, grads)
            dx = self._cross_attention_back(dx, steps, grads)
            dx = self._self_attention_back(dx, steps, grads, record.given)
        return grads

    def _linear_back(self, dy: np.ndarray, step: tuple[str, Any], grads: Arrays,
                     wants_input: bool = True) -> np.ndarray | None:
        kind, (name, x) = step
        assert kind == "linear"
        flat_x = x.reshape(-1, x.shape[-1])
        flat_dy = dy.reshape(-1, dy.shape[-1])
        grads[name + "/weight"] = flat_dy.T @ flat_x
        grads[name + "/bias"] = flat_dy.sum(0)
        return dy @ self.weights[name + "/weight"] if wants_input else None

    def _norm_back(self, dy: np.ndarray, step: tuple[str, Any], grads: Arrays) -> np.ndarray:
        kind, (name, unit, inverse) = step
        assert kind == "norm"
        axes = tuple(range(dy.ndim - 1))
        grads[name + "/gamma"] = (dy * unit).sum(axes)
        grads[name + "/beta"] = dy.sum(axes)
        d_unit = dy * self.weights[name + "/gamma"]
        return inverse * (d_unit - d_unit.mean(-1, keepdims=True)
                          - unit * (d_unit * unit).mean(-1, keepdims=True))

    def _attend_back(self, dy: np.ndarray, step: tuple[str, Any]) -> tuple[np.ndarray, ...]:
        kind, (q, k, v, weights, scale) = step
        assert kind == "attend"
        batch, _, width = dy.shape
        d_out = self._split_heads(dy)
        d_v = weights.transpose(0, 1, 3, 2) @ d_out
        d_weights = d_out @ v.transpose(0, 1, 3, 2)
        d_scores = weights * (d_weights - (d_weights * weights).sum(-1, keepdims=True))
        d_q = d_scores @ k * scale
        d_k = d_scores.transpose(0, 1, 3, 2) @ q * scale

        def merge(x: np.ndarray) -> np.ndarray:
            return x.transpose(0, 2, 1, 3).reshape(batch, x.shape[2], width)

        return merge(d_q), merge(d_k), merge(d_v)

    def _expect(self, steps: list[tuple[str, Any]], kind: str) -> Any:
        found, value = steps.pop()
        assert found == kind, (found, kind)
        return value

    def _residual_back(self, dx: np.ndarray, d_normed: np.ndarray,
                       steps: list[tuple[str, Any]], grads: Arrays) -> np.ndarray:
        """The end of every block's backward pass: through the layer norm that began its
        branch, and back onto the residual stream that went around it."""
        d_branch = self._norm_back(d_normed, steps.pop(), grads)
        self._expect(steps, "residual")
        return dx + d_branch

    def _feed_forward_back(self, dx: np.ndarray, steps: list[tuple[str, Any]],
                           grads: Arrays) -> np.ndarray:
        d_activated = self._linear_back(dx, steps.pop(), grads)
        slope = self._expect(steps, "gelu")
        d_hidden = self._linear_back(d_activated * slope, steps.pop(), grads)
        return self._residual_back(dx, d_hidden, steps, grads)

    def _cross_attention_back(self, dx: np.ndarray, steps: list[tuple[str, Any]],
                              grads: Arrays) -> np.ndarray:
        d_attended = self._linear_back(dx, steps.pop(), grads)
        d_q, d_k, d_v = self._attend_back(d_attended, steps.pop())
        self._expect(steps, "split")
        # the encoder output is given, not learnt: only the weights that read it
        self._linear_back(np.concatenate([d_k, d_v], -1), steps.pop(), grads,
                          wants_input=False)
        self._expect(steps, "memory")
        d_normed = self._linear_back(d_q, steps.pop(), grads)
        return self._residual_back(dx, d_normed, steps, grads)

    def _self_attention_back(self, dx: np.ndarray, steps: list[tuple[str, Any]],
                             grads: Arrays, given: np.ndarray | None) -> np.ndarray:
        d_attended = self._linear_back(dx, steps.pop(), grads)
        d_q, d_k, d_v = self._attend_back(d_attended, steps.pop())
        # the context's keys and values are given: those before these positions (no
        # pass went back into them) and those of a row's context among them. Only
        # through its keys and values does a later position read a position, so no
        # gradient reaches the context.
        own = d_q.shape[1]
        d_k, d_v = d_k[:, -own:], d_v[:, -own:]
        if given is not None and given.any():
            d_k[given] = 0.0
            d_v[given] = 0.0
        d_normed = self._linear_back(np.concatenate([d_q, d_k, d_v], -1), steps.pop(), grads)
        return self._residual_back(dx, d_normed, steps, grads)

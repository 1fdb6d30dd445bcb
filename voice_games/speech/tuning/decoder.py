"""Whisper's decoder in PyTorch, on the weights of a CTranslate2 model.bin.

It computes exactly what CTranslate2 computes for the same weights (pre-norm blocks of
self-attention, attention to the encoder output and a GELU feed-forward; the output is
the token embedding transposed), so that what is learnt here is what the engine then
runs. Only the decoder is here: the encoder's outputs come from CTranslate2 itself."""

from __future__ import annotations

import re

import numpy as np
import torch
import torch.nn.functional as F

from voice_games.speech.tuning.weights import ModelFile

# learnt: the blocks and the last layer norm; kept: the token and position embeddings,
# which the output shares with every word Whisper knows, not only the game's
FROZEN = ("decoder/embeddings/weight", "decoder/position_encodings/encodings")


class WhisperDecoder(torch.nn.Module):
    def __init__(self, model: ModelFile) -> None:
        super().__init__()
        self.heads = int(model.variables["decoder/num_heads"].array().reshape(-1)[0])
        self.layers = len({m.group(1) for n in model.variables
                           if (m := re.match(r"decoder/layer_(\d+)/", n))})
        self.weights = torch.nn.ParameterDict()
        self.names: dict[str, str] = {}
        for name, variable in model.variables.items():
            if not name.startswith("decoder/") or not variable.shape or variable.type_id != 4:
                continue
            key = name.replace("/", "__")
            self.names[key] = name
            parameter = torch.nn.Parameter(torch.tensor(variable.array().astype(np.float32)))
            parameter.requires_grad = name not in FROZEN
            self.weights[key] = parameter

    def _w(self, name: str) -> torch.Tensor:
        return self.weights[name.replace("/", "__")]

    def _norm(self, x: torch.Tensor, name: str) -> torch.Tensor:
        return F.layer_norm(x, (x.shape[-1],), self._w(name + "/gamma"), self._w(name + "/beta"))

    def _linear(self, x: torch.Tensor, name: str) -> torch.Tensor:
        return F.linear(x, self._w(name + "/weight"), self._w(name + "/bias"))

    def _attend(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                mask: torch.Tensor | None) -> torch.Tensor:
        batch, length, width = q.shape

        def heads(x: torch.Tensor) -> torch.Tensor:
            return x.view(batch, -1, self.heads, width // self.heads).transpose(1, 2)

        out = F.scaled_dot_product_attention(heads(q), heads(k), heads(v), attn_mask=mask)
        return out.transpose(1, 2).reshape(batch, length, width)

    def forward(self, tokens: torch.Tensor, memory: torch.Tensor,
                memory_mask: torch.Tensor | None = None) -> torch.Tensor:
        """Log-probabilities [batch, length, vocabulary] of each next token, given the
        tokens so far [batch, length] and the encoder output [batch, frames, width]
        (`memory_mask` [batch, frames]: True where a frame is the utterance's own)."""
        width = memory.shape[-1]
        embeddings = self._w("decoder/embeddings/weight")
        x = embeddings[tokens] + self._w("decoder/position_encodings/encodings")[
            : tokens.shape[1]
        ]
        causal = torch.ones(tokens.shape[1], tokens.shape[1], dtype=torch.bool).tril()
        cross = None if memory_mask is None else memory_mask[:, None, None, :]
        for number in range(self.layers):
            block = f"decoder/layer_{number}"
            q, k, v = self._linear(
                self._norm(x, block + "/self_attention/layer_norm"),
                block + "/self_attention/linear_0",
            ).split(width, dim=-1)
            x = x + self._linear(self._attend(q, k, v, causal), block + "/self_attention/linear_1")
            q = self._linear(self._norm(x, block + "/attention/layer_norm"),
                             block + "/attention/linear_0")
            k, v = self._linear(memory, block + "/attention/linear_1").split(width, dim=-1)
            x = x + self._linear(self._attend(q, k, v, cross), block + "/attention/linear_2")
            hidden = F.gelu(self._linear(self._norm(x, block + "/ffn/layer_norm"),
                                         block + "/ffn/linear_0"))
            x = x + self._linear(hidden, block + "/ffn/linear_1")
        x = self._norm(x, "decoder/layer_norm")
        return torch.log_softmax(x @ embeddings.T, dim=-1)

    def store(self, model: ModelFile) -> None:
        """Write the learnt weights into `model`, in its own types."""
        for key, name in self.names.items():
            if name not in FROZEN:
                model.replace(name, self.weights[key].detach().numpy())

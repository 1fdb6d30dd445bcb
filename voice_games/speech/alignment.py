"""The sentence of a template closest in sound to a transcription, found over the
template's structure instead of a list of its sentences.

A grammar whose commands combine freely (a list of pieces, each with a count, a colour
and a name; several lists in one command) has more sentences than any list can hold,
and its examples with other values put in cover few of them. Here every node of a
template gets, for every stretch of the transcription's words, the cost of the cheapest
way of saying that stretch as the node: a word, the words of a sequence one after the
other, the best of some alternatives, an optional part or nothing. A template's cost
over the whole transcription is then the weighted word edit distance of its closest
sentence (the costs of `matching.CommandMatcher`: a word missing, a word too many, a
word for another by how alike they sound), and tracing back the choices gives that
sentence. One pass over a template costs a few small matrix products per node, whatever
the number of its sentences."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from voice_games.grammar import template as t

INFINITE = 1e9


class TemplateAligner:
    """Aligns one transcription with templates; build one per transcription.

    `drop[k]`: the cost of leaving the k-th heard word out; `add(word)`: of a template
    word not heard; `replace(heard, word)`: of hearing one word for the other."""

    def __init__(
        self,
        heard: list[str],
        rules: Mapping[str, t.Node],
        drop: list[float],
        words: list[str],
        add: np.ndarray,
        replace: np.ndarray,
    ) -> None:
        """`words`: every word the templates may say; `add[w]`: the cost of the w-th word
        not heard; `replace[w, k]`: of hearing the k-th heard word for it."""
        self.heard = heard
        self.rules = rules
        size = len(heard) + 1
        self.size = size
        totals = np.concatenate([[0.0], np.cumsum(drop)])
        # every heard word of heard[i:j] left out; no stretch runs backwards
        upper = np.triu(np.ones((size, size), dtype=bool))
        self.empty = np.where(upper, totals[None, :] - totals[:, None], INFINITE)
        self._cost: dict[int, np.ndarray] = {}
        self._index = {word: number for number, word in enumerate(words)}
        self._words = self._all_words(np.asarray(drop, dtype=np.float64), add, replace)
        # the partial products of a sequence, for tracing it back
        self._prefixes: dict[int, list[np.ndarray]] = {}
        self._traced: dict[tuple[int, int, int], list[str]] = {}

    def _all_words(self, drop: np.ndarray, add: np.ndarray, replace: np.ndarray) -> np.ndarray:
        """[w, i, j]: saying heard[i:j] as the w-th word: every heard word left out but at
        most one, which is heard for it; or all of them left out and the word not heard."""
        size = self.size
        gain = replace - drop[None, :]  # words x heard
        starts = np.arange(size)[:, None] <= np.arange(size - 1)[None, :]  # stretch start <= k
        spread = np.where(starts[None, :, :], gain[:, None, :], np.inf)
        best = np.full((len(add), size, size), np.inf)
        best[:, :, 1:] = np.minimum.accumulate(spread, axis=2)
        found = self.empty[None] + np.minimum(best, add[:, None, None])
        return np.where(self.empty[None] >= INFINITE, INFINITE, found)

    # ----- costs ------------------------------------------------------------------------

    def cost(self, node: t.Node) -> np.ndarray:
        """(heard words + 1) squared: [i, j] is the cheapest way to say heard[i:j] as
        `node`."""
        key = id(node)
        found = self._cost.get(key)
        if found is None:
            found = self._compute(node)
            self._cost[key] = found
        return found

    def _compute(self, node: t.Node) -> np.ndarray:
        if isinstance(node, t.Word):
            return self._word(node.text)
        if isinstance(node, t.Tagged):
            return self.cost(node.item)
        if isinstance(node, t.RuleRef):
            return self.cost(self.rules[node.name])
        if isinstance(node, t.Optional):
            return np.minimum(self.cost(node.item), self.empty)
        if isinstance(node, t.Alternatives):
            return np.minimum.reduce([self.cost(option) for option in node.options])
        prefixes = [self.cost(node.items[0])]
        for item in node.items[1:]:
            prefixes.append(_min_plus(prefixes[-1], self.cost(item)))
        self._prefixes[id(node)] = prefixes
        return prefixes[-1]

    def _word(self, word: str) -> np.ndarray:
        return self._words[self._index[word]]

    # ----- the sentence -----------------------------------------------------------------

    def total(self, node: t.Node) -> float:
        return float(self.cost(node)[0, self.size - 1])

    def sentence(self, node: t.Node) -> list[str]:
        """The words of the closest sentence of `node` over the whole transcription."""
        return list(self._trace(node, 0, self.size - 1))

    def _trace(self, node: t.Node, start: int, end: int) -> list[str]:
        # the templates of one grammar share their rules: each stretch is traced once
        key = (id(node), start, end)
        found = self._traced.get(key)
        if found is None:
            found = self._traced[key] = self._trace_new(node, start, end)
        return found

    def _trace_new(self, node: t.Node, start: int, end: int) -> list[str]:
        if isinstance(node, t.Word):
            return [node.text]
        if isinstance(node, t.Tagged):
            return self._trace(node.item, start, end)
        if isinstance(node, t.RuleRef):
            return self._trace(self.rules[node.name], start, end)
        if isinstance(node, t.Optional):
            if self.cost(node.item)[start, end] < self.empty[start, end]:
                return self._trace(node.item, start, end)
            return []
        if isinstance(node, t.Alternatives):
            costs = [self.cost(option)[start, end] for option in node.options]
            return self._trace(node.options[int(np.argmin(costs))], start, end)
        self.cost(node)
        prefixes = self._prefixes[id(node)]
        words: list[str] = []
        for index in range(len(node.items) - 1, 0, -1):
            item = self.cost(node.items[index])
            split = int(np.argmin(prefixes[index - 1][start, : end + 1] + item[: end + 1, end]))
            words = self._trace(node.items[index], split, end) + words
            end = split
        return self._trace(node.items[0], start, end) + words


def _min_plus(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """[i, j] = min over k of a[i, k] + b[k, j]."""
    return np.minimum.reduce(a[:, :, None] + b[None, :, :], axis=1)

"""Other spellings in tokens: the same text written with other tokens than the
tokenizer's, for the `whisper-spellings` variant (variants.py).

Whisper does not always write a word in the tokenizer's tokens: German 'Annehmen.' as
' An' 'nehmen' where the tokenizer has ' Anne' 'hmen', 'Lehne' as ' Le' 'h' 'ne' rather
than ' Leh' 'ne', each 1.5-3.8 nats likelier for the same audio. A text's probability is
that of all its spellings; the variant sums a few of them for every text scored."""

from __future__ import annotations

from functools import cache
from typing import Any


class Spellings:
    def __init__(self, tokenizer: Any, most: int, per_piece: int = 3) -> None:
        self.tokenizer = tokenizer
        self.vocab: dict[str, int] = tokenizer.get_vocab()
        self.longest = max(len(t) for t in self.vocab)
        self.most = most
        self.per_piece = per_piece

    def of(self, text: str) -> list[list[int]]:
        """The tokenizer's spelling of `text` first, then up to `most` others, each
        differing from it in one piece (a word with its leading space), taken in turn
        from the pieces."""
        # the pre-tokenizer's pieces (a word with its leading space, a full stop), in
        # its byte-level letters: tokens never cross them
        split = self.tokenizer.pre_tokenizer.pre_tokenize_str(" " + text)
        pieces = [self.piece(written) for written, _ in split]
        canonical = [t for own, _ in pieces for t in own]
        found = [canonical]
        round_ = 0
        while len(found) <= self.most:
            added = False
            for number, (_, others) in enumerate(pieces):
                if round_ < len(others) and len(found) <= self.most:
                    spelt = [
                        t for n, (own, more) in enumerate(pieces)
                        for t in (more[round_] if n == number else own)
                    ]
                    found.append(spelt)
                    added = True
            if not added:
                break
            round_ += 1
        return found

    @cache  # noqa: B019 - one per benchmark run
    def piece(self, written: str) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
        """A piece's own tokens and its other spellings with at most one token more,
        fewest tokens first."""
        own = tuple(t.id for t in self.tokenizer.model.tokenize(written))
        limit = len(own) + 1
        space = self.vocab.get("\u0120")  # a space alone, which Whisper never writes
        others = sorted(
            (s for s in self._splits(written, limit) if s != own and space not in s),
            # fewer tokens first, then the commoner tokens (BPE numbers them by rank)
            key=lambda s: (len(s), sum(s)),
        )
        return own, tuple(others[: self.per_piece])

    def _splits(self, written: str, limit: int) -> list[tuple[int, ...]]:
        @cache
        def ways(start: int, left: int) -> tuple[tuple[int, ...], ...]:
            if start == len(written):
                return ((),)
            if left == 0:
                return ()
            found = []
            for end in range(start + 1, min(len(written), start + self.longest) + 1):
                token = self.vocab.get(written[start:end])
                if token is not None:
                    found += [(token, *rest) for rest in ways(end, left - 1)]
            return tuple(found)

        return list(ways(0, limit))

"""The Arabian Pots on the keyboard: its own keys, as intents and slots.

    1-9        shake that pot (in the draft: take it and shake it)
    w a b      swap a and b (also the secret swaps)
    c a b c    complete the line a b c
    k a        draft: take a without shaking; p a b  put the pot from a on b
    s a        silent pot on a (silent-pot setup)
    d / Enter  done (end the turn)          x  random secret step
    t  whose turn   b  board

The table's own keys (repeat, help, history, yes, no, quit, louder...) are the
keyboard's (voice_games/keyboard.py)."""

from __future__ import annotations

from collections.abc import Callable

from voice_games.catalogue import Catalogue
from voice_games.game import KeyBindings, PrefixKey
from voice_games.games.arabian_pots.words import words_for
from voice_games.grammar import Parse


def pots_keys(digit_takes: Callable[[], bool], words: Catalogue | None = None) -> KeyBindings:
    """The pots' keys; `digit_takes()` says whether a digit now takes a pot and shakes
    it (in the draft) rather than shaking it where it stands. What a key that waits for
    digits asks is said from `words`, the game's catalogue."""
    say = words or words_for()

    def digit(position: int) -> Parse:
        if digit_takes():
            return Parse("take", {"position": str(position), "shake": "yes"})
        return Parse("shake", {"position": str(position)})

    done = Parse("end_turn")
    return KeyBindings(
        single={
            "t": Parse("whose_turn"),
            "b": Parse("board"),
            "d": done,
            "\n": done,
            "\r": done,
            "x": Parse("random"),
        },
        prefixes={
            "w": PrefixKey(say("pots-key-swap"), "swap", ("a", "b")),
            "c": PrefixKey(say("pots-key-claim"), "claim", ("p1", "p2", "p3")),
            "k": PrefixKey(say("pots-key-take"), "take", ("position",)),
            "p": PrefixKey(say("pots-key-place"), "place", ("origin", "position")),
            "s": PrefixKey(say("pots-key-place-silent"), "place_silent", ("position",)),
        },
        digit=digit,
    )

"""Bead Trade on the keyboard: keys for the questions and for answering offers; trades
themselves are typed (their pieces are too many for keys). Tab chooses which seat the
next command speaks for, at a table of several humans (the keyboard's own key).

    a  accept     d  decline     x  withdraw my offer    g  let's start (go)
    m  my holdings   c  centre   b  boxes   u  under the boxes   o  offers
    s  scores     t  time        p  players   w  status       v  reveal my holdings
    Enter  pass (the calm game)  a digit: status

The table's own keys (repeat, help, history, yes, no, quit...) are the keyboard's
(voice_games/keyboard.py)."""

from __future__ import annotations

from voice_games.game import KeyBindings
from voice_games.grammar import Parse


def bead_keys() -> KeyBindings:
    single = {
        "a": Parse("accept"),
        "d": Parse("decline"),
        "x": Parse("withdraw"),
        "g": Parse("start"),
        "m": Parse("holdings"),
        "c": Parse("centre"),
        "b": Parse("boxes"),
        "u": Parse("hidden"),
        "o": Parse("offers"),
        "s": Parse("scores"),
        "t": Parse("time_left"),
        "p": Parse("players"),
        "w": Parse("whose_turn"),
        "v": Parse("reveal"),
        "\n": Parse("pass"),
        "\r": Parse("pass"),
    }
    return KeyBindings(single=single, prefixes={}, digit=lambda position: Parse("whose_turn"))

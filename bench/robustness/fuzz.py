"""Feed random and adversarial lines to `voice-games play GAME --input text --output text`.

GAME is The Arabian Pots (`--game pots`, the default) or Bead Trade (`--game beads`).
Each run is one game process (sometimes two: a game, then `play --resume` of its save)
with a random table (the game's variants and options, humans, bots, seed; for Bead Trade
also its pace, the calm game, offer timeouts and private channels) and a few hundred
input lines: commands from the game's grammar, mutated commands, numbers out of range,
random bytes, broken UTF-8, lines longer than the game reads (4096 bytes), control
characters, empty lines, answers at odd times, and an end of input (Ctrl-D) at a random
point. Everything a run does follows from `--seed` and the run's number. Bead Trade is
played in real time: some of its runs feed their lines one at a time, or hold the input
open a while after the last one, so that its computer traders (at `--pace` 0.05 to
0.5 s) act meanwhile.

A run fails on a traceback (or Python's "Exception ignored", or a fault dump), on a hang
(no exit within `--timeout` seconds), on an exit code other than 0 (130 after the Ctrl-C
that some runs send), on a save file that does not load, on a file left next to the
save, and on a line longer than 4096 bytes read as more than one command (see
SENTINEL). A Bead Trade save must also replay: `Session.from_saved` with the game's codec
gives the same history, every step with its time, in order. Failing runs are kept with
a shell script that replays them, shrunk to fewer lines where the failure does not
depend on timing.

    .venv/bin/python bench/robustness/fuzz.py --lines 100000 --seed 1 --workers 2 \
        --json bench/robustness/results/fuzz.json
    .venv/bin/python bench/robustness/fuzz.py --game beads --lines 20000 --seed 1 \
        --workers 2 --json bench/robustness/results/fuzz-beads.json
"""

from __future__ import annotations

import argparse
import dataclasses
import io
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.append(str(REPO))  # last: a copy of the game on PYTHONPATH goes first

MAX_LINE = 4096
SENTINEL_COMMAND = "where is pot five"
SENTINEL_REPLY = "Pot five is in the middle row, centre column"
"""Most lines longer than MAX_LINE are `sentinel_line`s: spaces and SENTINEL_COMMAND.
Read as one refused line, one is never answered; cut into pieces, a piece is a command
of its own, answered with SENTINEL_REPLY. Other lines never ask where pot five is."""
GAME_OVER = b"Another game? Yes or no."
NORMAL_EXITS = frozenset({0})
INTERRUPTED_EXITS = frozenset({0, 130})
"""Exit codes that are normal: 0 always; 130 also after the Ctrl-C (SIGINT) a run sent."""
ERROR_MARKS = ("Traceback (most recent call last)", "Exception ignored", "Fatal Python error")
SAVE_NAME = "save.json"
VARIANTS = ("basic", "silent", "draft")
LEVELS = ("easy", "medium", "expert")
DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
ROWS = ((1, 2, 3), (4, 5, 6), (7, 8, 9))
COLUMNS = ((1, 4, 7), (2, 5, 8), (3, 6, 9))
ODD_WORDS = (
    "random", "yes", "no", "quit", "cancel", "first", "second", "pause", "resume", "new game",
    "another game", "stop", "undo", "exit", "again", "help", "repeat", "history", "hint",
    "chances", "tour", "board", "rules", "whose turn", "louder", "softer", "faster", "slower",
    "sounds louder", "earcons off", "earcons on", "done", "complete", "the first", "yes please",
)
OUT_OF_RANGE = ("0", "10", "-1", "999999", "11", "99", "1000000000", "3.5", "-0", "+5", "1e9",
                "ten", "zero", "eleven", "minus one", "0x5", "5th", "nine hundred")
OUT_OF_RANGE_FORMS = (
    "shake {n}", "shake pot {n}", "{n}", "swap {n} and {m}", "swap pot {n} with pot {m}",
    "where is pot {n}", "complete {n} {m} {k}", "complete row {n}", "complete column {n}",
    "take pot {n}", "take {n} and shake it", "put {n} on {m}", "put the pot from {n} on {m}",
    "silent pot on {n}", "pot number {n}", "complete the {n} row", "swap {n} {m}",
)
BROKEN_UTF8 = (
    b"\xff", b"\xfe\xfe", b"\xc3\x28", b"\xa0\xa1", b"\xe2\x28\xa1", b"\xf0\x28\x8c\xbc",
    b"\xc0\xaf", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\xe2\x82", b"\xc3", b"\x80",
    b"\xf4\x90\x80\x80", b"\xef\xbf\xbe",
)
CONTROLS = (
    b"\x00", b"\x04", b"\x03", b"\x1b[A", b"\x1b", b"\x7f", b"\x08", b"\t", b"\r", b"\x0c",
    b"\x0b", b"\x1c", b"\x1a", b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9", b"\xef\xbb\xbf",
    b"\x1b]0;title\x07", b"\r\r\r",
)
UNICODE_LINES = (
    "shake ５", "ＳＨＡＫＥ five", "shake ٥", "shake ५", "shake ⑤", "shake ²", "shake Ⅴ",
    "shake ﬁve", "shake \u0130", "shake 🏺", "\u202eshake five", "shake fi\u200bve",
    "shake five\u0301", "shake 5\u20e3", "swap ①  and ②", "ßhake five", "shake 五",
    "\ufdfa" * 30, "shake\u00a0five", "SHAKE FIVE", "Shake Pot Five!", "shake ⁵",
    "complete the top row\u200d", "swap 1 and 2 \U0001f600", "ǅone", "\u0085five",
)
GAME_INTENTS = frozenset({"shake", "swap", "claim", "line", "end_turn", "place_silent", "take",
                          "place", "random", "yes"})
FILLERS = ("please", "okay", "um", "uh", "so", "now", "well", "hey")

# ----- Bead Trade ---------------------------------------------------------------------------

GAMES = ("pots", "beads")
"""The games the harnesses play, by the name `voice-games play` knows them by."""
SAVED_NAMES = {"pots": "arabian_pots", "beads": "bead_trade"}
"""Each game's name in its save file."""
GRAMMAR_NAMES = {"pots": "arabian_pots", "beads": "beads"}
BEADS_SENTINEL_COMMAND = "time remaining"
BEADS_SENTINEL_REPLY = "seconds into the game"
"""Bead Trade's sentinel: "time remaining" (a `time_left` question) is answered "Round
one, 12 seconds into the game. ..." in every phase, and nothing else the game says holds
these words. Other lines never ask for the time (those that would, `time left`, `time`,
"bull, how much time", are replaced by BEADS_NOT_SENTINEL)."""
BEADS_NOT_SENTINEL = b"scores"
BEADS_INTENTS = frozenset({"offer", "counter", "accept", "decline", "withdraw", "which_offer",
                           "centre_trade", "hide", "place", "reveal", "start", "finish_story",
                           "pass"})
BEAD_COLOURS = ("pink", "yellow", "green", "white", "blue")
ANIMALS = ("bull", "snake", "turtle", "crane", "whale")
"""Seat n is the n-th animal, with the beads of the n-th colour."""
BOXES = ("lid", "base", "top", "bottom")
COUNT_WORDS = ("a", "one", "two", "three", "four")


def seat_colours(seats: int) -> list[tuple[str, ...]]:
    """The colours each seat starts with (and is named after): at two seats, two each."""
    if seats == 2:
        return [("pink", "yellow"), ("green", "white")]
    return [(colour,) for colour in BEAD_COLOURS[:seats]]

BEADS_LEVELS = LEVELS
BEADS_VARIANTS = ("--locked-spirits", "--normal-spirits", "--prolonged-spirits",
                  "--extended-spirits", "--storied-animals", "--stories-every-round")
BEADS_ODD_WORDS = (
    "yes", "no", "quit", "cancel", "first", "second", "pause", "resume", "new game",
    "another game", "stop", "undo", "exit", "again", "help", "repeat", "history", "rules",
    "tour", "louder", "softer", "faster", "slower", "earcons off", "earcons on", "random",
    "deal", "no deal", "it's a deal", "take back", "accept", "decline", "withdraw", "pass",
    "skip", "done", "ready", "start", "the end", "story over", "reveal", "show everything",
    "boxes", "centre", "the middle", "hidden beads", "offers", "players", "who am i",
    "status", "what now", "holdings", "scores", "shown", "beads louder", "beads softer",
    "the offer from bull", "my offer to snake", "one from crane", "offer", "hide", "put",
    "counter", "swap", "trade", "give", "under the lid", "on the base", "for", "to whale",
    "sounds louder", "hint", "chances", "board", "shake five", "where is pot six",
)
BEADS_OUT_OF_RANGE = (*OUT_OF_RANGE, "five", "six", "seven", "zero", "4", "5", "6", "many",
                      "all", "no", "twenty", "a hundred")
BEADS_OUT_OF_RANGE_FORMS = (
    "hide {n} pink beads under the lid", "hide {n} beads under the base",
    "hide {n} {m} pink beads under the lid", "put {n} pink beads under the base",
    "offer {n} pink beads for {m} green beads to snake",
    "offer my pink bead for your green bead to player {n}",
    "offer {n} pink for {m} yellow to player {k}", "give player {n} {m} pink for {k} white",
    "trade with player {n} {m} pink beads for {k} yellow beads",
    "player {n} let's start", "player {n}, accept", "accept the offer from player {n}",
    "decline the offer from player {n}", "withdraw my offer to player {n}",
    "counter {n} pink for {m} green", "counter from player {n} {m} pink for {k} blue",
    "swap {n} pink for {m} blue with the centre", "trade {n} pink for {m} white in the centre",
    "put the {n} on the lid", "place player {n} on the base", "{n}", "{n} pink beads",
    "the offer from player {n}", "my offer to player {n}", "snake {n} {m} {k}",
)
BEADS_UNICODE_LINES = (
    "ｌｅｔ'ｓ ｓｔａｒｔ", "ＡＣＣＥＰＴ", "let\u2019s start", "let`s start", "accept 🤝",
    "hide ２ pink beads under the lid", "hide ٢ pink beads under the lid",
    "hide ² pink beads under the lid", "hide Ⅱ pink beads under the lid",
    "hide 二 pink beads under the lid", "hide ⑵ pink beads under the lid",
    "\u202eaccept", "acc\u200bept", "put the bull\u0301 on the base", "ｐｕｔ the bull on the base",
    "offer my ｐｉｎｋ bead for your green bead to snake",
    "offer my pink bead for your green bead to 🐍",
    "\ufdfa" * 30, "accept\u00a0the offer", "İ accept", "DEAL!", "Let's Start!",
    "put the bull on the base\u200d", "hide a pink bead under the lid \U0001f600",
    "ǅeal", "\u0085accept", "swap my pink bead for a blue bead from the ｃｅｎｔｒｅ",
    "trade pink for blue with the centre\u0301", "ßnake, accept", "snake\u2028accept",
)
BEADS_REPEAT_UNIT = b"let's start "


def _describe_position_five() -> str:
    try:
        from voice_games.games.arabian_pots.board import describe_position

        return str(describe_position(5)).split(":")[0]
    except Exception:  # the game's own text when it loads, the known text when not
        return SENTINEL_REPLY


def sentinel_command(game: str = "pots") -> str:
    return BEADS_SENTINEL_COMMAND if game == "beads" else SENTINEL_COMMAND


def sentinel_reply(game: str = "pots") -> str:
    """What the game answers its sentinel command with (see SENTINEL_COMMAND)."""
    return BEADS_SENTINEL_REPLY if game == "beads" else _describe_position_five()


# ----- making lines ------------------------------------------------------------------------


class Grammar:
    """Random sentences from the game's grammar (grammars/arabian_pots/en.ini, or
    grammars/beads/en.ini for `game` "beads", each with the commands every game shares),
    and the game's own parser to keep its sentinel command out of them."""

    def __init__(self, game: str = "pots") -> None:
        from voice_games.grammar import load_grammar
        from voice_games.grammar import template as t
        from voice_games.grammar.grammar import Grammar as GameGrammar

        self._t = t
        self.game = game
        name = GRAMMAR_NAMES[game]
        try:
            self.grammar = load_grammar(name, "en")
        except (FileNotFoundError, ImportError):  # an installation that does not ship it
            source = REPO / "grammars" / name / "en.ini"
            common_source = REPO / "grammars" / "common" / "en.ini"
            common = (
                GameGrammar("common", "en", common_source.read_text(encoding="utf-8"))
                if game == "beads" and common_source.is_file() else None
            )
            self.grammar = GameGrammar(name, "en", source.read_text(encoding="utf-8"), common)
        self.intents = list(self.grammar.intents)
        # the moves of the game three times as often as the commands about it
        moves = BEADS_INTENTS if game == "beads" else GAME_INTENTS
        self.weights = [3.0 if i.name in moves else 1.0 for i in self.intents]

    def sentence(self, rng: random.Random) -> str:
        intent = rng.choices(self.intents, weights=self.weights)[0]
        template = rng.choice(intent.templates)
        return " ".join(self._expand(template, rng))

    def _expand(self, node: Any, rng: random.Random) -> list[str]:
        t = self._t
        if isinstance(node, t.Word):
            return [node.text]
        if isinstance(node, t.Sequence):
            return [word for item in node.items for word in self._expand(item, rng)]
        if isinstance(node, t.Alternatives):
            return self._expand(rng.choice(node.options), rng)
        if isinstance(node, t.Optional):
            return self._expand(node.item, rng) if rng.random() < 0.5 else []
        if isinstance(node, t.RuleRef):
            return self._expand(self.grammar.rules[node.name], rng)
        if isinstance(node, t.Tagged):
            return self._expand(node.item, rng)
        return []

    def asks_where_five(self, raw: bytes) -> bool:
        text = raw.decode("utf-8", errors="replace").replace("\r", "")
        try:
            readings = self.grammar.parse_all(text)
        except Exception:  # a parser crash shows up in the game run itself
            return False
        return any(r.intent == "where" and r.slots.get("position") == "5" for r in readings)

    def asks_the_time(self, raw: bytes) -> bool:
        """Whether Bead Trade would answer `raw` with the time (its sentinel's answer):
        read as the game reads it, also after a speaker's name of one or two words."""
        text = raw.decode("utf-8", errors="replace").replace("\r", "")
        words = text.strip().split(maxsplit=3)
        candidates = [text] + [" ".join(words[n:]) for n in (1, 2) if len(words) > n]
        for candidate in candidates:
            try:
                readings = self.grammar.parse_all(candidate)
            except Exception:  # a parser crash shows up in the game run itself
                continue
            if any(r.intent == "time_left" for r in readings):
                return True
        return False


class LineMaker:
    def __init__(self, grammar: Grammar) -> None:
        self.grammar = grammar
        self.game = grammar.game
        # Bead Trade: the table the lines are for, (seats, humans), when it is known
        self.table: tuple[int, int] | None = None
        self.kinds: list[tuple[str, float, Callable[[random.Random], bytes]]] = [
            ("valid", 22, self.valid),
            ("progress", 35, self.progress),
            ("mutated", 12, self.mutated),
            ("out_of_range", 7, self.out_of_range),
            ("odd_word", 7, self.odd_word),
            ("random_bytes", 3, self.random_bytes),
            ("broken_utf8", 3, self.broken_utf8),
            ("control", 3, self.control),
            ("empty", 3, self.empty),
            ("unicode", 3, self.unicode),
            ("long", 0.6, self.long),
        ]
        self.weights = [weight for _, weight, _ in self.kinds]

    def line(self, rng: random.Random) -> tuple[str, bytes]:
        name, _, make = rng.choices(self.kinds, weights=self.weights)[0]
        raw = make(rng)
        if name != "long":
            raw = raw.replace(b"\n", b" ")
            if self.game == "beads":
                if BEADS_SENTINEL_COMMAND.encode() in raw or self.grammar.asks_the_time(raw):
                    raw = BEADS_NOT_SENTINEL
            elif SENTINEL_COMMAND.encode() in raw or self.grammar.asks_where_five(raw):
                raw = b"where is pot six"
        return name, raw

    def valid(self, rng: random.Random) -> bytes:
        return self._dress(self.grammar.sentence(rng), rng).encode()

    def _dress(self, text: str, rng: random.Random) -> str:
        words = text.split()
        if rng.random() < 0.3:
            words = [str(DIGIT_WORDS.index(w)) if w in DIGIT_WORDS and rng.random() < 0.7
                     else w for w in words]
        if rng.random() < 0.1:
            words.insert(0, rng.choice(FILLERS))
        if rng.random() < 0.1:
            words.append(rng.choice(FILLERS))
        text = " ".join(words)
        roll = rng.random()
        if roll < 0.1:
            text = text.upper()
        elif roll < 0.2:
            text = text.capitalize() + rng.choice((".", "!", "?", ",", "..."))
        elif roll < 0.25:
            text = "  " + text + " \t "
        return text

    def progress(self, rng: random.Random) -> bytes:
        """Commands that move a game on: setup steps, shakes, swaps, claims, the draft."""
        if self.game == "beads":
            return self.beads_progress(rng)
        line = rng.choice(ROWS + COLUMNS)
        a, b = rng.sample(line, 2)
        d, e = rng.randint(1, 9), rng.randint(1, 9)
        forms = (
            "random", "random", "random", "done", "done", "done", "yes", f"shake {d}",
            f"shake pot {d}",
            f"swap {a} and {b}", f"switch {a} with {b}", f"swap {d} and {e}",
            f"complete the {rng.choice(('top', 'middle', 'bottom'))} row",
            f"complete the {rng.choice(('left', 'centre', 'right'))} column",
            f"complete {' '.join(map(str, line))}", "complete", "the top row",
            f"take pot {d}", f"take {d} and shake it", f"put {d} on {e}",
            f"silent pot on {d}", str(d), "no", "resume", "resume",
        )
        return rng.choice(forms).encode()

    def mutated(self, rng: random.Random) -> bytes:
        text = self.grammar.sentence(rng)
        for _ in range(rng.randint(1, 3)):
            text = rng.choice(MUTATIONS)(text, rng, self)
        return text.encode("utf-8", errors="surrogatepass")

    def beads_progress(self, rng: random.Random) -> bytes:
        """Bead Trade's moves: the round's start (most of all: every round waits for
        it), offers (most for beads the two seats started with), answers to offers,
        trades with the centre, beads hidden, animals placed, holdings shown, a story's
        end, a pass, "resume" after a pause. At a table of several humans most are said
        by one of them ('snake, accept'), since the game asks who speaks otherwise; now
        and then by a computer trader, or by a seat the table does not have."""
        seats, humans = self.table or (5, 1)
        colours = seat_colours(seats)
        me = rng.randrange(humans) if humans else rng.randrange(seats)
        prefix = ""
        if rng.random() < (0.85 if humans > 1 else 0.15 if humans else 0.3):
            if rng.random() < 0.1:
                me = rng.randrange(5)
            name = rng.choice((ANIMALS[me], ANIMALS[me], f"the {ANIMALS[me]}",
                               f"player {COUNT_WORDS[me + 1] if me < 4 else 'five'}"))
            prefix = name + rng.choice((" ", " ", ", ", ": "))
            me = min(me, seats - 1)
        others = [seat for seat in range(seats) if seat != me] or [0]
        other = rng.choice(others) if rng.random() < 0.9 else rng.randrange(5)
        theirs_all = colours[other] if other < seats else (BEAD_COLOURS[other],)
        mine, theirs = rng.choice(colours[me]), rng.choice(theirs_all)
        if rng.random() < 0.25:
            mine, theirs = rng.choice(BEAD_COLOURS), rng.choice(BEAD_COLOURS)
        animal = ANIMALS[BEAD_COLOURS.index(rng.choice(colours[me]))]
        to = ANIMALS[other] if other >= seats else ANIMALS[BEAD_COLOURS.index(theirs_all[0])]
        any_animal = rng.choice(ANIMALS)
        n, m = rng.choice(COUNT_WORDS), rng.choice(COUNT_WORDS)
        box, any_colour = rng.choice(BOXES), rng.choice(BEAD_COLOURS)
        forms = (
            "let's start", "let's start", "let's start", "let's start", "start", "ready",
            f"offer my {mine} bead for your {theirs} bead to {to}",
            f"offer my {mine} bead for your {theirs} bead to {to}",
            f"offer {n} {mine} for {m} {theirs} to {to}",
            f"trade {n} {mine} beads for {m} {theirs} beads with {to}",
            f"trade with {to} {n} {mine} for {m} {theirs}",
            f"give the {animal} for {m} {theirs} beads to {to}",
            f"offer the {mine} {animal} for the {theirs} {to} to {to}",
            "accept", "accept", "accept", "deal", "decline", "no deal",
            f"accept the offer from {to}", f"decline the offer from {to}",
            f"counter my {mine} bead for your {m} {theirs} beads",
            f"counter from {to} {n} {mine} for {m} {theirs}",
            "withdraw my offer", f"withdraw my offer to {to}", "take back my offer",
            f"swap my {mine} bead for a {any_colour} bead from the centre",
            f"trade {mine} for {any_colour} with the centre",
            f"swap the {animal} for the {any_animal} from the centre",
            f"hide {n} {mine} beads under the {box}", f"hide {n} {mine} beads under the {box}",
            f"hide a {any_colour} bead under the {box}",
            f"hide {n} {mine} and {m} {theirs} under the {box}",
            f"put the {animal} on the {box}", f"put the {animal} on the {box}",
            f"place the {any_animal} on top of the {box}",
            "reveal my holdings", "the end", "the end", "pass",
            f"the offer from {to}", f"my offer to {to}", "resume", "resume", "resume",
        )
        return (prefix + rng.choice(forms)).encode()

    def out_of_range(self, rng: random.Random) -> bytes:
        if self.game == "beads":
            form = rng.choice(BEADS_OUT_OF_RANGE_FORMS)

            def number() -> str:
                return (rng.choice(BEADS_OUT_OF_RANGE) if rng.random() < 0.7
                        else rng.choice((*COUNT_WORDS[1:], "five")))

            return form.format(n=number(), m=number(), k=number()).encode()
        form = rng.choice(OUT_OF_RANGE_FORMS)

        def pick() -> str:
            return rng.choice(OUT_OF_RANGE) if rng.random() < 0.7 else str(rng.randint(1, 9))

        return form.format(n=pick(), m=pick(), k=pick()).encode()

    def odd_word(self, rng: random.Random) -> bytes:
        if self.game == "beads":
            return rng.choice(BEADS_ODD_WORDS).encode()
        return rng.choice(ODD_WORDS).encode()

    def random_bytes(self, rng: random.Random) -> bytes:
        return rng.randbytes(rng.randint(1, 200)).replace(b"\n", b"")

    def broken_utf8(self, rng: random.Random) -> bytes:
        text = self.valid(rng)
        cut = rng.randint(0, len(text))
        return text[:cut] + rng.choice(BROKEN_UTF8) + text[cut:]

    def control(self, rng: random.Random) -> bytes:
        text = self.valid(rng) if rng.random() < 0.6 else b""
        for _ in range(rng.randint(1, 3)):
            cut = rng.randint(0, len(text))
            text = text[:cut] + rng.choice(CONTROLS) + text[cut:]
        return text

    def empty(self, rng: random.Random) -> bytes:
        return rng.choice((b"", b"", b" ", b"\t", b"   \r", b"\r"))

    def unicode(self, rng: random.Random) -> bytes:
        if self.game == "beads":
            return rng.choice(BEADS_UNICODE_LINES).encode("utf-8")
        return rng.choice(UNICODE_LINES).encode("utf-8")

    def long(self, rng: random.Random) -> bytes:
        size = rng.choice((4097, 4100, 4200, 5000, 8193, 65535, 65536, 65537, 100_000,
                           131_073, 200_000, 300_000))
        kind = rng.choice(("sentinel", "sentinel", "sentinel", "repeat", "printable", "bytes"))
        tail = sentinel_command(self.game).encode()
        if kind == "sentinel":
            return sentinel_line(size, self.game)
        if kind == "repeat":
            unit = BEADS_REPEAT_UNIT if self.game == "beads" else b"shake five "
            body = (unit * (size // len(unit) + 1))[: size - len(tail) - 1] + b" "
        elif kind == "printable":
            body = bytes(rng.choice(b"abcdefghijklmnopqrstuvwxyz ") for _ in range(size))
            body = body[: size - len(tail) - 1] + b" "
        else:
            body = rng.randbytes(size).replace(b"\n", b" ")[: size - len(tail) - 1] + b" "
        return body + tail


def sentinel_line(size: int, game: str = "pots") -> bytes:
    """A line of `size` bytes that no reading of it as one line answers, and that any
    cutting of it into pieces of at most MAX_LINE bytes does: MAX_LINE spaces (so that
    its first MAX_LINE bytes alone, a truncated line, are no command), then units of
    MAX_LINE bytes, each SENTINEL_COMMAND and spaces. Every window of MAX_LINE bytes
    after the first holds one whole SENTINEL_COMMAND and nothing else but spaces,
    unless it begins inside one. Bead Trade's lines hold BEADS_SENTINEL_COMMAND."""
    command = sentinel_command(game).encode()
    unit = command + b" " * (MAX_LINE - len(command))
    line = (b" " * MAX_LINE + unit * ((size - MAX_LINE) // MAX_LINE + 1))[:size]
    cut = (size - MAX_LINE) % MAX_LINE
    if 0 < cut < len(command):  # no half command at the end
        line = line[: size - cut] + b" " * cut
    return line


def _swap_chars(text: str, rng: random.Random, _: LineMaker) -> str:
    if len(text) < 2:
        return text
    i = rng.randrange(len(text) - 1)
    return text[:i] + text[i + 1] + text[i] + text[i + 2 :]


def _drop_char(text: str, rng: random.Random, _: LineMaker) -> str:
    if not text:
        return text
    i = rng.randrange(len(text))
    return text[:i] + text[i + 1 :]


def _insert_char(text: str, rng: random.Random, _: LineMaker) -> str:
    i = rng.randint(0, len(text))
    char = rng.choice("abcdefghijklmnopqrstuvwxyz0123456789 ,.;:!?'\"-_/\\()[]{}<>#@&*%$é字\t")
    return text[:i] + char + text[i:]


def _drop_word(text: str, rng: random.Random, _: LineMaker) -> str:
    words = text.split()
    if len(words) > 1:
        del words[rng.randrange(len(words))]
    return " ".join(words)


def _double_word(text: str, rng: random.Random, _: LineMaker) -> str:
    words = text.split()
    if words:
        i = rng.randrange(len(words))
        words.insert(i, words[i])
    return " ".join(words)


def _shuffle_words(text: str, rng: random.Random, _: LineMaker) -> str:
    words = text.split()
    rng.shuffle(words)
    return " ".join(words)


def _join_commands(text: str, rng: random.Random, maker: LineMaker) -> str:
    other = maker.grammar.sentence(rng)
    return text + rng.choice((" and ", ", ", "; ", " then ", " ")) + other


def _many_words(text: str, rng: random.Random, _: LineMaker) -> str:
    return " ".join([text] * rng.randint(2, 12))


def _number_swap(text: str, rng: random.Random, _: LineMaker) -> str:
    words = text.split()
    spots = [i for i, w in enumerate(words) if w in DIGIT_WORDS or w.isdigit()]
    if spots:
        words[rng.choice(spots)] = rng.choice(OUT_OF_RANGE)
    else:
        words.append(rng.choice(OUT_OF_RANGE))
    return " ".join(words)


def _foreign_word(text: str, rng: random.Random, maker: LineMaker) -> str:
    words = text.split()
    vocabulary = maker.grammar.sentence(rng).split()
    if words and vocabulary:
        words[rng.randrange(len(words))] = rng.choice(vocabulary)
    return " ".join(words)


def _case(text: str, rng: random.Random, _: LineMaker) -> str:
    return "".join(c.upper() if rng.random() < 0.5 else c for c in text)


def _surrogate(text: str, rng: random.Random, _: LineMaker) -> str:
    i = rng.randint(0, len(text))
    return text[:i] + rng.choice(("\ud800", "\udfff", "\x00", "\u0301", "\ufeff")) + text[i:]


MUTATIONS: tuple[Callable[[str, random.Random, LineMaker], str], ...] = (
    _swap_chars, _drop_char, _insert_char, _drop_word, _double_word, _shuffle_words,
    _join_commands, _many_words, _number_swap, _foreign_word, _case, _surrogate,
)


# ----- planning runs ----------------------------------------------------------------------


@dataclass
class Part:
    """One game process: its options, its input and how its streams are treated."""

    args: list[str]
    data: bytes
    lines: int
    kinds: dict[str, int]
    stdin: str = "pipe"  # pipe | closed (started with standard input closed)
    stdout: str = "pipe"  # pipe | closed (started without it) | early (closed after some)
    stdout_keep: int = 0
    interrupt: float | None = None  # Ctrl-C (SIGINT) this long after the first output
    chunk: int = 65536  # bytes written to the pipe at a time
    pace: float = 0.0  # when above 0: one line at a time, this many seconds apart
    linger: float = 0.0  # seconds the input stays open after the last line (real time)

    @property
    def lines_fed(self) -> int:
        if self.stdin == "closed":
            return 0
        return self.data.count(b"\n") + (0 if self.data.endswith(b"\n") or not self.data else 1)


@dataclass
class Plan:
    index: int
    seed: int
    parts: list[Part]
    bot_pause: float

    @property
    def lines(self) -> int:
        return sum(part.lines for part in self.parts)

    @property
    def lines_fed(self) -> int:
        """Lines written to the game: not those after an early end of input (Ctrl-D),
        nor any to a game started with its input closed."""
        return sum(part.lines_fed for part in self.parts)


def table_options(rng: random.Random, bot_pause: float, save: str) -> list[str]:
    humans = rng.randint(1, 3)
    bots = rng.randint(0, min(3, 6 - humans))
    args = ["play", "pots", "--input", "text", "--output", "text"]
    args += ["--humans", str(humans)]
    if bots and rng.random() < 0.4:
        args += ["--bots", ",".join(rng.choice(LEVELS) for _ in range(bots))]
    else:
        args += ["--bots", str(bots)]
        if rng.random() < 0.3:
            args += ["--level", rng.choice(LEVELS)]
    args += ["--variant", rng.choice(VARIANTS)]
    seed_roll = rng.random()
    game_seed = (
        rng.choice((0, 1, 2**31 - 1, 2**32, 2**63, -1)) if seed_roll < 0.03
        else rng.randrange(1_000_000)
    )
    args += ["--seed", str(game_seed)]
    args += ["--secrets", rng.choice(("auto", "typed"))]
    for flag, share in (("--hints", 0.3), ("--describe-sounds", 0.4), ("--rows-only", 0.2),
                        ("--strict", 0.15), ("--no-history", 0.1)):
        if rng.random() < share:
            args.append(flag)
    if rng.random() < 0.5:
        args += ["--confirm", rng.choice(("always", "voice", "never"))]
    if rng.random() < 0.4:
        args += ["--max-rounds", str(rng.choice((1, 2, 3, 5)))]
    if rng.random() < 0.1:
        args += ["--verbosity", rng.choice(("full", "short"))]
    args += ["--bot-pause", f"{bot_pause:g}", "--save", save]
    return args


def beads_table_options(rng: random.Random, save: str) -> list[str]:
    """A Bead Trade table: 2 to 5 seats, 0 to 4 of them humans; computer traders at a
    pace of 0.05 to 0.5 s, so that they act while the lines come; sometimes the calm
    game, variants, a short (or no) offer timeout, short stories, private channels
    (`{channels}` is a folder of the run's own, beside the save folder)."""
    humans = rng.choices((0, 1, 2, 3, 4), weights=(5, 45, 25, 15, 10))[0]
    bots = rng.randint(max(0, 2 - humans), 5 - humans)
    args = ["play", "beads", "--input", "text", "--output", "text", "--humans", str(humans)]
    if bots and rng.random() < 0.4:
        args += ["--bots", ",".join(rng.choice(BEADS_LEVELS) for _ in range(bots))]
    else:
        args += ["--bots", str(bots)]
        if rng.random() < 0.3:
            args += ["--level", rng.choice(BEADS_LEVELS)]
    args += ["--seed", str(rng.randrange(1_000_000))]
    pace = rng.choice((0.05, 0.1, 0.2, 0.3, 0.5)) if rng.random() < 0.7 else rng.uniform(0.05, 0.5)
    args += ["--pace", f"{pace:.3g}"]
    if rng.random() < 0.25:
        args.append("--calm")
    for variant in BEADS_VARIANTS:
        if rng.random() < 0.12:
            args.append(variant)
    if rng.random() < 0.5:
        args += ["--story-seconds", str(rng.choice((0.1, 0.3, 1, 2, 5)))]
    roll = rng.random()
    if roll < 0.35:
        args += ["--offer-timeout", str(rng.choice((0.05, 0.1, 0.3, 0.5, 1, 2)))]
    elif roll < 0.45:
        args += ["--offer-timeout", "0"]
    elif roll < 0.5:
        args += ["--offer-timeout", str(rng.choice((5, 30, 600)))]
    for flag, share in (("--hints", 0.3), ("--describe-sounds", 0.3), ("--strict", 0.1),
                        ("--no-history", 0.1), ("--no-sound", 0.5)):
        if rng.random() < share:
            args.append(flag)
    if rng.random() < 0.4:
        args += ["--confirm", rng.choice(("always", "voice", "never"))]
    if rng.random() < 0.1:
        args += ["--verbosity", rng.choice(("full", "short"))]
    if rng.random() < 0.05:
        args += ["--lang", "pseudo"]
    if rng.random() < 0.03:
        args += ["--max-idle", str(rng.choice((0.5, 1, 3)))]
    if rng.random() < 0.25:
        args += private_channels(rng, humans)
    args += ["--save", save]
    return args


def private_channels(rng: random.Random, humans: int) -> list[str]:
    """`--private-channel` options: one file for every human, a file for some seats by
    name or number, and now and then a seat nobody has, a folder, a file in a folder
    that is not there, or /dev/full (a device that takes nothing)."""
    roll = rng.random()
    if roll < 0.35:
        return ["--private-channel", "{channels}/all.txt"]
    if roll < 0.8:
        args = []
        for seat in range(max(1, humans)):
            name = rng.choice((ANIMALS[seat], str(seat + 1), f"player {seat + 1}"))
            args += ["--private-channel", f"{name}={{channels}}/seat{seat + 1}.txt"]
        return args
    odd = rng.choice(("dragon={channels}/dragon.txt", "{channels}", "{channels}/none/x.txt",
                      "/dev/full", "bull=/dev/full", "={channels}/empty-name.txt",
                      "snake=turtle={channels}/two.txt"))
    return ["--private-channel", odd]


def make_input(maker: LineMaker, rng: random.Random, count: int) -> tuple[bytes, dict[str, int]]:
    kinds: Counter[str] = Counter()
    lines = []
    for _ in range(count):
        kind, raw = maker.line(rng)
        kinds[kind] += 1
        lines.append(raw)
    ending = b"\r\n" if rng.random() < 0.05 else b"\n"
    data = ending.join(lines) + ending
    if rng.random() < 0.3:  # Ctrl-D: the input ends at a random point, maybe mid-line
        data = data[: rng.randint(0, len(data))]
        kinds["ctrl_d"] += 1
    elif rng.random() < 0.05:  # the last line has no newline
        data = data.rstrip(b"\n")
    return data, dict(kinds)


def plan_run(
    maker: LineMaker, seed: int, index: int, lines: int, paused_bots: float
) -> Plan:
    if maker.game == "beads":
        return plan_beads_run(maker, seed, index, lines)
    rng = random.Random(f"voice-games-fuzz:{seed}:{index}")
    bot_pause = 0.01 if rng.random() < paused_bots else 0.0
    parts = []
    count = lines
    resume = rng.random() < 0.2 and lines >= 20
    first = count // 2 if resume else count
    args = table_options(rng, bot_pause, "{save}")
    data, kinds = make_input(maker, rng, first)
    parts.append(_with_streams(Part(args, data, first, kinds), rng))
    if resume:
        second = count - first
        data, kinds = make_input(maker, rng, second)
        args = ["play", "--resume", "{save}", "--input", "text", "--output", "text"]
        parts.append(_with_streams(Part(args, data, second, kinds), rng))
    return Plan(index, seed, parts, bot_pause)


def plan_beads_run(maker: LineMaker, seed: int, index: int, lines: int) -> Plan:
    """A Bead Trade run: as a game of pots, and besides, in real time, lines fed one
    at a time in three runs in five (5 to 50 ms apart, at most 15 s in all), and the
    input held open 0.2 to 3 s after the last line in one run in two."""
    rng = random.Random(f"voice-games-fuzz-beads:{seed}:{index}")
    parts = []
    resume = rng.random() < 0.2 and lines >= 20
    first = lines // 2 if resume else lines
    args = beads_table_options(rng, "{save}")
    maker.table = beads_table(args)
    data, kinds = make_input(maker, rng, first)
    parts.append(_in_real_time(_with_streams(Part(args, data, first, kinds), rng), rng))
    if resume:
        second = lines - first
        data, kinds = make_input(maker, rng, second)
        args = ["play", "--resume", "{save}", "--input", "text", "--output", "text"]
        if rng.random() < 0.2:
            args += private_channels(rng, 1)
        parts.append(_in_real_time(_with_streams(Part(args, data, second, kinds), rng), rng))
    maker.table = None
    return Plan(index, seed, parts, 0.0)


def beads_table(args: Sequence[str]) -> tuple[int, int]:
    """(seats, humans) of a Bead Trade command line."""
    humans = int(args[args.index("--humans") + 1]) if "--humans" in args else 1
    bots = _seat_count(args[args.index("--bots") + 1]) if "--bots" in args else 0
    return humans + bots, humans


def _in_real_time(part: Part, rng: random.Random) -> Part:
    if rng.random() < 0.6:
        pace = rng.choice((0.005, 0.01, 0.02, 0.03, 0.05))
        part.pace = min(pace, 15.0 / max(1, part.lines))
    if rng.random() < 0.5:
        part.linger = rng.choice((0.2, 0.5, 1.0, 2.0, 3.0))
    return part


def _with_streams(part: Part, rng: random.Random) -> Part:
    roll = rng.random()
    if roll < 0.02:
        part.stdin = "closed"
    elif roll < 0.04:
        part.stdout = "closed"
    elif roll < 0.07:
        part.stdout = "early"
        part.stdout_keep = rng.choice((0, 1, 50, 200, 1000, 5000))
    elif roll < 0.10:
        part.interrupt = rng.choice((0.0, 0.001, 0.01, 0.05, 0.1, 0.3))
    part.chunk = rng.choice((1, 7, 64, 4096, 65536, 1 << 20)) if len(part.data) < 20_000 else (
        rng.choice((4096, 65536, 1 << 20))
    )
    return part


def plan_all(seed: int, total: int, paused_bots: float, maker: LineMaker,
             per_run: tuple[int, int]) -> list[Plan]:
    plans = []
    done = 0
    index = 0
    while done < total:
        rng = random.Random(f"voice-games-fuzz-size:{seed}:{index}"
                            if maker.game == "pots" else
                            f"voice-games-fuzz-size:{maker.game}:{seed}:{index}")
        count = min(rng.randint(*per_run), total - done)
        plans.append(plan_run(maker, seed, index, count, paused_bots))
        done += count
        index += 1
    return plans


# ----- running them -------------------------------------------------------------------------


def default_program() -> list[str]:
    """The game's command: $VOICE_GAMES_COMMAND (split like a shell line) when set, for
    instance to run another checkout; else .venv/bin/voice-games; else this Python."""
    override = os.environ.get("VOICE_GAMES_COMMAND")
    if override:
        return shlex.split(override)
    script = REPO / ".venv" / "bin" / "voice-games"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "voice_games.cli"]


def clean_env(home: Path) -> dict[str, str]:
    """A process environment with every folder the game (or a library) might write to
    inside `home`, so the user's settings and saves are never touched."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("XDG_", "VOICE_GAMES_"))}
    for name in ("config", "data", "cache", "state", "runtime"):
        (home / name).mkdir(parents=True, exist_ok=True)
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_STATE_HOME=str(home / "state"),
        XDG_RUNTIME_DIR=str(home / "runtime"),
        VOICE_GAMES_CONFIG_DIR=str(home / "config" / "voice_games"),
        VOICE_GAMES_DATA_DIR=str(home / "data" / "voice_games"),
        VOICE_GAMES_TUNING="off",
        PYTHONFAULTHANDLER="1",
        LANG="C.UTF-8",
    )
    env.pop("LC_ALL", None)
    return env


def shell_command(program: Sequence[str], args: Sequence[str], part: Part) -> list[str]:
    """The argv to start, with the stream redirections a part asks for (through sh)."""
    command = [*program, *args]
    if part.stdin == "closed":
        return ["/bin/sh", "-c", 'exec "$@" <&-', "sh", *command]
    if part.stdout == "closed":
        return ["/bin/sh", "-c", 'exec "$@" >&-', "sh", *command]
    return command


@dataclass
class PartResult:
    exit_code: int | None
    seconds: float
    hang: bool
    stdout: bytes
    stderr: bytes
    interrupted: bool


def run_part(
    program: Sequence[str], args: Sequence[str], part: Part, env: dict[str, str],
    cwd: Path, timeout: float,
) -> PartResult:
    command = shell_command(program, args, part)
    started = time.monotonic()
    process = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=env, cwd=cwd, process_group=0,
    )
    assert process.stdin and process.stdout and process.stderr
    out: list[bytes] = []
    err: list[bytes] = []
    first_output = threading.Event()
    # a game to be interrupted keeps its input open until the Ctrl-C, so that it is
    # still playing (waiting for a command, most of the time) when it comes
    interrupt_sent = threading.Event()
    if part.interrupt is None:
        interrupt_sent.set()

    def feed() -> None:
        stream = process.stdin
        assert stream is not None
        try:
            if part.stdin != "closed" and part.pace > 0:
                for line in paced_lines(part.data):
                    stream.write(line)
                    stream.flush()
                    time.sleep(part.pace)
            elif part.stdin != "closed":
                view = memoryview(part.data)
                for start in range(0, len(view), part.chunk):
                    stream.write(view[start : start + part.chunk])
                    stream.flush()
            if part.linger > 0:  # the game plays on in real time, its input still open
                until = time.monotonic() + part.linger
                while time.monotonic() < until and process.poll() is None:
                    time.sleep(0.02)
            interrupt_sent.wait(timeout)
        except (BrokenPipeError, OSError, ValueError):
            pass
        finally:
            try:
                stream.close()
            except OSError:
                pass

    def drain_out() -> None:
        stream = process.stdout
        assert stream is not None
        kept = 0
        while True:
            chunk = stream.read1(65536)
            if not chunk:
                break
            first_output.set()
            out.append(chunk)
            kept += len(chunk)
            if part.stdout == "early" and kept >= part.stdout_keep:
                break
        first_output.set()
        stream.close()

    def drain_err() -> None:
        stream = process.stderr
        assert stream is not None
        while True:
            chunk = stream.read1(65536)
            if not chunk:
                break
            first_output.set()
            err.append(chunk)
        stream.close()

    threads = [threading.Thread(target=f, daemon=True) for f in (feed, drain_out, drain_err)]
    for thread in threads:
        thread.start()
    interrupted = False
    if part.interrupt is not None and first_output.wait(timeout):
        time.sleep(part.interrupt)
        if process.poll() is None:
            _signal(process, signal.SIGINT)
            interrupted = True
    interrupt_sent.set()
    hang = False
    try:
        process.wait(max(0.1, timeout - (time.monotonic() - started)))
    except subprocess.TimeoutExpired:
        hang = True
        _signal(process, signal.SIGABRT)  # PYTHONFAULTHANDLER dumps every thread's stack
        try:
            process.wait(5)
        except subprocess.TimeoutExpired:
            _signal(process, signal.SIGKILL)
            process.wait()
    for thread in threads:
        thread.join(10)
    return PartResult(
        process.returncode, time.monotonic() - started, hang, b"".join(out), b"".join(err),
        interrupted,
    )


def paced_lines(data: bytes) -> list[bytes]:
    """`data` cut after each newline (and nowhere else: a CR in a line of random bytes
    is no end of line), to be written one at a time."""
    pieces = data.split(b"\n")
    return [piece + b"\n" for piece in pieces[:-1]] + ([pieces[-1]] if pieces[-1] else [])


def _signal(process: subprocess.Popen[bytes], number: int) -> None:
    """Signal the game itself (through sh it is the same process, after exec)."""
    try:
        process.send_signal(number)
    except ProcessLookupError:
        pass


@dataclass
class Finding:
    kind: str  # traceback | hang | bad_exit | bad_save | leftover_file | long_line_split
    signature: str
    part: int
    detail: str = ""


@dataclass
class RunReport:
    index: int
    lines: int
    bytes: int
    seconds: float
    exit_codes: list[int | None]
    findings: list[Finding] = field(default_factory=list)
    repro: str | None = None
    games_over: int = 0
    rounds_over: int = 0  # Bead Trade: rounds played to their end
    # Bead Trade: the steps of the run's last save, by kind and by who took them
    steps: Counter[str] = field(default_factory=Counter)


def signature_of(text: str) -> str:
    """'ValueError at bots.py:choose' from a traceback; the fault dump's top frame for a
    hang; what Python said for the rest."""
    frames = re.findall(r'File "([^"]+)", line \d+, in (\S+)', text)
    lines = [line for line in text.strip().splitlines() if line.strip()]
    last = ""
    for line in reversed(lines):
        if re.match(r"^[A-Za-z_][\w.]*(Error|Exception|Interrupt|Exit|Warning)\b", line):
            last = line.split(":")[0]
            break
    where = f"{Path(frames[-1][0]).name}:{frames[-1][1]}" if frames else "?"
    if not last and "Exception ignored" in text:
        last = "Exception ignored"
    return f"{last or 'error'} at {where}"


def check_part(
    index: int, part: Part, result: PartResult, save_dir: Path, reply: str,
    nothing_saved: bool = False, game: str = "pots",
) -> list[Finding]:
    findings = []
    stdout = result.stdout.decode("utf-8", errors="replace")
    stderr = result.stderr.decode("utf-8", errors="replace")
    for text in (stderr, stdout):
        if any(mark in text for mark in ERROR_MARKS):
            position = min(text.find(m) for m in ERROR_MARKS if m in text)
            block = text[position:][:4000]
            findings.append(Finding("traceback", signature_of(block), index, block))
            break
    if result.hang:
        where = signature_of(stderr) if "most recent call first" in stderr else "?"
        findings.append(Finding("hang", f"hang at {where}", index, stderr[-4000:]))
    else:
        normal = INTERRUPTED_EXITS if result.interrupted else NORMAL_EXITS
        if nothing_saved and "Cannot open the saved game" in stdout:
            normal = normal | {2}
        if result.exit_code not in normal:
            findings.append(Finding(
                "bad_exit", f"exit {result.exit_code}", index, (stderr or stdout)[-2000:]
            ))
    if reply in stdout or reply in stderr:
        findings.append(Finding("long_line_split", "a long line read as several commands",
                                index))
    save = save_dir / SAVE_NAME
    if save.exists():
        problem = save_problem(save, game)
        if problem and game == "beads":
            # a replay's problem: what it is, then "; " and where (kept out of the signature)
            findings.append(Finding("bad_save", f"bad save: {problem.split('; ')[0]}", index,
                                    problem))
        elif problem:
            findings.append(Finding("bad_save", f"bad save: {problem}", index))
    leftovers = sorted(p.name for p in save_dir.iterdir() if p.name != SAVE_NAME)
    if leftovers and not result.hang:
        findings.append(Finding("leftover_file", "file left next to the save", index,
                                ", ".join(leftovers)))
    return findings


def save_problem(path: Path, game: str = "pots") -> str | None:
    """Why the save at `path` does not load, or None when it does. A Bead Trade save
    must also replay (see `replay_problem`)."""
    try:
        from voice_games.savegame import SavedGame, SaveError
    except ImportError:
        return None
    try:
        saved = SavedGame.read(path)
    except SaveError as error:
        return str(error).replace(str(path), "the save")
    if saved.game != SAVED_NAMES[game]:
        return f"game {saved.game!r}"
    if game == "beads":
        return replay_problem(saved)
    return None


class _NoInput:
    """The input of a table that is only replayed, never played."""

    def read(self, timeout: float | None = None) -> None:
        return None

    def set_secret(self, secret: bool) -> None:
        return None

    def close(self) -> None:
        return None


_REPLAYING = threading.Lock()


def replay_problem(saved: Any) -> str | None:
    """Why a loaded save does not replay, or None when it does: the game's codec
    (`voice_games.registry.find`) and `Session.from_saved` must give back a table whose
    history is the save's steps, and every step must hold its time ("at"), the times
    never going back."""
    from voice_games import registry
    from voice_games.output import TextOutput
    from voice_games.savegame import SaveError
    from voice_games.session import Session

    times = [step.get("at") for step in saved.actions if isinstance(step, dict)]
    if len(times) != len(saved.actions):
        return "a step that is no JSON object"
    untimed = [i for i, at in enumerate(times) if not isinstance(at, int | float)]
    if untimed:
        return (f"steps without a time; {len(untimed)} of {len(times)}, the first step "
                f"{untimed[0]}")
    back = [i for i in range(1, len(times)) if times[i] < times[i - 1]]
    if back:
        at = back[0]
        kinds = f"{saved.actions[at - 1].get('type')}, {saved.actions[at].get('type')}"
        return (f"the time goes back; at step {at} of {len(times)} ({kinds}): "
                f"{times[at - 1]} then {times[at]}")
    with _REPLAYING:
        try:
            game = registry.find(saved.game)
            session = Session.from_saved(
                saved, game, out=TextOutput(io.StringIO()), inputs=_NoInput()
            )
            replayed = [game.action_to_json(step) for step in session.play.history]
        except SaveError as error:
            return f"does not replay; {error}"
        except Exception as error:  # a crash while replaying: a bug of its own
            return f"replaying raised {type(error).__name__}; {error}"
    stored = [{k: v for k, v in step.items() if k != "at"} for step in saved.actions]
    if replayed != stored:
        first = next((i for i, (a, b) in enumerate(zip(replayed, stored, strict=False))
                      if a != b), min(len(replayed), len(stored)))
        return (f"the replay's history differs from the save's; {len(replayed)} steps "
                f"against {len(stored)}, from step {first}")
    return None


ROUND_OVER = re.compile(rb"Round \w+ over: ")


def steps_of(path: Path) -> Counter[str]:
    """The steps of a Bead Trade save by kind ("OfferTrade"), and by who took them
    ("by a human", "by a computer trader"; the clock's readings by nobody)."""
    counts: Counter[str] = Counter()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        bots = {i for i, seat in enumerate(data["seats"]) if seat.get("kind") == "bot"}
        for step in data["actions"]:
            counts[str(step.get("type"))] += 1
            if isinstance(step.get("player"), int):
                counts["by a computer trader" if step["player"] in bots else "by a human"] += 1
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        pass
    return counts


FEED_SCRIPT = """import sys, time
data = open(sys.argv[1], "rb").read()
pace, linger = float(sys.argv[2]), float(sys.argv[3])
out = sys.stdout.buffer
lines = data.split(b"\\n")
pieces = [line + b"\\n" for line in lines[:-1]] + [lines[-1]]
for piece in pieces if pace > 0 else [data]:
    out.write(piece)
    out.flush()
    time.sleep(pace)
time.sleep(linger)"""
"""What a reproducer feeds a run with a pace or a linger through (see Part)."""


class Runner:
    def __init__(self, program: Sequence[str], timeout: float, work: Path, keep: Path,
                 reply: str, game: str = "pots") -> None:
        self.program = list(program)
        self.timeout = timeout
        self.work = work
        self.keep = keep
        self.reply = reply
        self.game = game

    def run(self, plan: Plan, parts: list[Part] | None = None) -> tuple[RunReport, Path]:
        parts = plan.parts if parts is None else parts
        home = Path(tempfile.mkdtemp(prefix=f"run{plan.index}-", dir=self.work))
        save_dir = home / "saves"
        save_dir.mkdir()
        save = str(save_dir / SAVE_NAME)
        env = clean_env(home)
        report = RunReport(plan.index, sum(p.lines for p in parts),
                           sum(len(p.data) for p in parts), 0.0, [])
        channels = home / "channels"
        channels.mkdir()
        for number, part in enumerate(parts):
            args = [a.replace("{save}", save).replace("{channels}", str(channels))
                    for a in part.args]
            # a game stopped before its first save leaves nothing to resume: the game
            # says so and exits with 2, as for any save that cannot be opened
            nothing_saved = "--resume" in args and not (save_dir / SAVE_NAME).exists()
            result = run_part(self.program, args, part, env, home, self.timeout)
            report.seconds += result.seconds
            report.exit_codes.append(result.exit_code)
            report.findings += check_part(
                number, part, result, save_dir, self.reply, nothing_saved, self.game
            )
            report.games_over += result.stdout.count(GAME_OVER)
            report.rounds_over += len(ROUND_OVER.findall(result.stdout))
            if result.hang:
                break
        if self.game == "beads":
            report.steps = steps_of(save_dir / SAVE_NAME)
        return report, home

    def keep_repro(self, plan: Plan, report: RunReport, home: Path,
                   parts: list[Part] | None = None, name: str | None = None) -> Path:
        parts = plan.parts if parts is None else parts
        folder = self.keep / (name or f"seed{plan.seed}-run{plan.index}")
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        script = [
            "#!/bin/sh",
            f"# fuzz seed {plan.seed}, run {plan.index}: "
            + "; ".join(f"{f.kind}: {f.signature}" for f in report.findings),
            "# Replays the run in a fresh folder, with the user's settings untouched.",
            'cd "$(dirname "$0")"',
            'T=$(mktemp -d)',
            'mkdir -p "$T/saves"',
            'export HOME="$T" XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" '
            'XDG_CACHE_HOME="$T/cache" XDG_STATE_HOME="$T/state"',
            'export VOICE_GAMES_CONFIG_DIR="$T/config/voice_games" '
            'VOICE_GAMES_DATA_DIR="$T/data/voice_games" VOICE_GAMES_TUNING=off '
            "PYTHONFAULTHANDLER=1 LANG=C.UTF-8",
        ]
        if any("{channels}" in a for part in parts for a in part.args):
            script.append('mkdir -p "$T/channels"')
        if any(part.pace > 0 or part.linger > 0 for part in parts):
            script.append(f"FEED={shlex.quote(FEED_SCRIPT)}")
        for number, part in enumerate(parts):
            input_name = f"input-{number + 1}.bin"
            (folder / input_name).write_bytes(part.data)
            args = [a.replace("{save}", "$T/saves/save.json").replace("{channels}", "$T/channels")
                    for a in part.args]
            words = " ".join(
                f'"{a}"' if "$T" in a else shlex.quote(a) for a in [*self.program, *args]
            )
            feed = f"cat {input_name}"
            if part.pace > 0 or part.linger > 0:
                feed = (f'{shlex.quote(sys.executable)} -c "$FEED" {input_name} '
                        f"{part.pace:g} {part.linger:g}")
            if part.stdin == "closed":
                line = f"{words} <&-"
            elif part.stdout == "closed":
                line = f"{feed} | {words} >&-"
            elif part.stdout == "early":
                line = f"{feed} | {words} | head -c {part.stdout_keep} >/dev/null"
            elif part.interrupt is not None:
                line = (f"({feed}; sleep 5) | timeout -s INT {0.2 + part.interrupt:g} "
                        f"{words}")
            else:
                line = f"{feed} | {words}"
            script.append(line)
            script.append('echo "exit code: $?" >&2')
        script.append('ls -a "$T/saves"')
        path = folder / "replay.sh"
        path.write_text("\n".join(script) + "\n")
        path.chmod(0o755)
        findings = [asdict(f) for f in report.findings]
        (folder / "findings.json").write_text(json.dumps(
            {"run": plan.index, "seed": plan.seed, "exit_codes": report.exit_codes,
             "findings": findings}, indent=2))
        shutil.copytree(home / "saves", folder / "saves", dirs_exist_ok=True)
        if any((home / "channels").iterdir()):
            shutil.copytree(home / "channels", folder / "channels", dirs_exist_ok=True)
        return path


def shrink(runner: Runner, plan: Plan, signature: str, budget: float) -> list[Part] | None:
    """Fewer input lines that still fail with `signature` (line-wise delta debugging),
    for one-process runs that send no Ctrl-C."""
    if len(plan.parts) != 1 or plan.parts[0].interrupt is not None:
        return None
    part = plan.parts[0]
    ending = b"\n"
    lines = part.data.split(ending)
    deadline = time.monotonic() + budget

    def fails(candidate: list[bytes]) -> bool:
        trial = dataclasses.replace(part, data=ending.join(candidate), lines=len(candidate),
                                    kinds={}, interrupt=None)
        report, home = runner.run(plan, [trial])
        shutil.rmtree(home, ignore_errors=True)
        return any(f.signature == signature for f in report.findings)

    granularity = 2
    while len(lines) >= 2 and time.monotonic() < deadline:
        size = max(1, len(lines) // granularity)
        reduced = False
        for start in range(0, len(lines), size):
            if time.monotonic() >= deadline:
                break
            candidate = lines[:start] + lines[start + size :]
            if candidate and fails(candidate):
                lines = candidate
                granularity = max(granularity - 1, 2)
                reduced = True
                break
        if not reduced:
            if size == 1:
                break
            granularity = min(len(lines), granularity * 2)
    if len(lines) >= len(part.data.split(ending)):
        return None
    return [dataclasses.replace(part, data=ending.join(lines), lines=len(lines), kinds={},
                                interrupt=None)]


# ----- the command --------------------------------------------------------------------------


def fuzz(
    lines: int = 100_000,
    seed: int = 1,
    workers: int = 2,
    timeout: float = 60.0,
    keep: Path | None = None,
    per_run: tuple[int, int] = (50, 600),
    paused_bots: float = 0.1,
    shrink_budget: float = 60.0,
    program: Sequence[str] | None = None,
    progress: bool = False,
    game: str = "pots",
) -> dict[str, Any]:
    """Run the fuzzer on `game` ("pots" or "beads"); returns the totals (see `main` for
    the meaning of each)."""
    started = time.monotonic()
    maker = LineMaker(Grammar(game))
    plans = plan_all(seed, lines, paused_bots, maker, per_run)
    work = Path(tempfile.mkdtemp(prefix="voice-games-fuzz-"))
    keep = keep or work / "repro"
    runner = Runner(program or default_program(), timeout, work, keep, sentinel_reply(game),
                    game)
    reports: dict[int, RunReport] = {}
    homes: dict[int, Path] = {}
    lock = threading.Lock()
    done_lines = 0

    def one(plan: Plan) -> None:
        nonlocal done_lines
        report, home = runner.run(plan)
        with lock:
            reports[plan.index] = report
            done_lines += plan.lines
            if report.findings:
                homes[plan.index] = home
            else:
                shutil.rmtree(home, ignore_errors=True)
            if progress and (plan.index % 50 == 0 or report.findings):
                found = "; ".join(f"{f.kind}: {f.signature}" for f in report.findings)
                print(f"[{time.monotonic() - started:7.1f}s] run {plan.index}: "
                      f"{done_lines}/{lines} lines {found}", file=sys.stderr, flush=True)

    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        list(pool.map(one, plans))

    # reproducers: every failing run is kept; the first of each signature is shrunk
    shrunk: dict[str, str] = {}
    plans_by_index = {plan.index: plan for plan in plans}
    for index in sorted(homes):
        plan, report = plans_by_index[index], reports[index]
        report.repro = str(runner.keep_repro(plan, report, homes[index]))
        shutil.rmtree(homes[index], ignore_errors=True)
        for finding in report.findings:
            if finding.signature in shrunk or finding.kind == "hang":
                continue
            if finding.kind == "bad_exit" and len(report.findings) > 1:
                continue  # the exit that follows a traceback: that one is shrunk
            shrunk[finding.signature] = report.repro
            smaller = shrink(runner, plan, finding.signature, shrink_budget)
            if smaller:
                small_report, home = runner.run(plan, smaller)
                if any(f.signature == finding.signature for f in small_report.findings):
                    path = runner.keep_repro(plan, small_report, home, smaller,
                                             f"seed{plan.seed}-run{plan.index}-shrunk")
                    shrunk[finding.signature] = str(path)
                shutil.rmtree(home, ignore_errors=True)
    shutil.rmtree(work / "tmp", ignore_errors=True)
    for child in work.iterdir():
        if child.name.startswith("run"):
            shutil.rmtree(child, ignore_errors=True)

    ordered = [reports[i] for i in sorted(reports)]
    kinds = Counter(f.kind for r in ordered for f in r.findings)
    signatures = Counter(f.signature for r in ordered for f in r.findings)
    exit_codes = Counter(str(code) for r in ordered for code in r.exit_codes)
    line_kinds: Counter[str] = Counter()
    modes: Counter[str] = Counter()
    for plan in plans:
        for part in plan.parts:
            line_kinds.update(part.kinds)
            modes[part_mode(part)] += 1
            if "--resume" in part.args:
                modes["resume"] += 1
            if part.pace > 0:
                modes["paced_lines"] += 1
            if part.linger > 0:
                modes["input_held_open"] += 1
        if plan.bot_pause:
            modes["bot_pause_0.01"] += 1
    failing = [r for r in ordered if r.findings]
    totals: dict[str, Any] = {"game": game} if game != "pots" else {}
    if game == "beads":
        steps: Counter[str] = Counter()
        for report in ordered:
            steps.update(report.steps)
        totals["rounds_played_to_the_end"] = sum(r.rounds_over for r in ordered)
        totals["steps_in_last_saves"] = dict(steps.most_common())
        options: Counter[str] = Counter()
        for plan in plans:
            first = plan.parts[0].args
            options.update({a for a in first if a.startswith("--") and a not in (
                "--input", "--output", "--save", "--humans", "--bots", "--seed", "--pace")})
            seats = sum(_seat_count(first[i + 1]) for i, a in enumerate(first)
                        if a in ("--humans", "--bots"))
            options[f"seats={seats}"] += 1
        totals["tables"] = dict(sorted(options.items()))
    return totals | {
        "seed": seed,
        "lines": sum(r.lines for r in ordered),
        "lines_fed": sum(plan.lines_fed for plan in plans),
        "bytes": sum(r.bytes for r in ordered),
        "runs": len(ordered),
        "processes": sum(len(r.exit_codes) for r in ordered),
        "workers": workers,
        "seconds": round(time.monotonic() - started, 1),
        "tracebacks": kinds.get("traceback", 0),
        "hangs": kinds.get("hang", 0),
        "bad_exits": kinds.get("bad_exit", 0),
        "long_line_splits": kinds.get("long_line_split", 0),
        "bad_saves": kinds.get("bad_save", 0),
        "leftover_files": kinds.get("leftover_file", 0),
        "failing_runs": len(failing),
        "games_played_to_the_end": sum(r.games_over for r in ordered),
        "exit_codes": dict(sorted(exit_codes.items())),
        "signatures": dict(signatures.most_common()),
        "reproducers": shrunk,
        "line_kinds": dict(line_kinds.most_common()),
        "modes": dict(modes.most_common()),
        "failures": [
            {"run": r.index, "exit_codes": r.exit_codes, "repro": r.repro,
             "findings": [{k: v for k, v in asdict(f).items() if k != "detail"}
                          | {"detail": f.detail[:1500]} for f in r.findings]}
            for r in failing
        ][:200],
        "repro_dir": str(keep),
        "program": " ".join(program or default_program()).replace(str(REPO) + "/", ""),
        "tree": source_tree(),
        "finished": time.strftime("%Y-%m-%d %H:%M:%S"),
    }


def _seat_count(value: str) -> int:
    return int(value) if value.isdigit() else len(value.split(","))


def source_tree() -> str:
    """The commit the game was run from, marked when files differ from it."""
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO,
                                capture_output=True, text=True, timeout=10).stdout.strip()
        changed = subprocess.run(["git", "status", "--porcelain", "--", "voice_games"],
                                 cwd=REPO, capture_output=True, text=True,
                                 timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return f"{commit} with changes in voice_games/" if changed else commit


def part_mode(part: Part) -> str:
    if part.stdin == "closed":
        return "stdin_closed"
    if part.stdout == "closed":
        return "stdout_closed"
    if part.stdout == "early":
        return "stdout_closed_early"
    if part.interrupt is not None:
        return "ctrl_c"
    return "pipe"


def failed(totals: dict[str, Any]) -> bool:
    return any(totals[k] for k in ("tracebacks", "hangs", "bad_exits", "long_line_splits",
                                   "bad_saves", "leftover_files"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=100_000, help="input lines in all")
    parser.add_argument("--seed", type=int, default=1, help="the same seed, the same runs")
    parser.add_argument("--workers", type=int, default=2, help="game processes at a time")
    parser.add_argument("--json", type=Path, default=None, help="write the totals here")
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="seconds a process may take before it counts as a hang")
    parser.add_argument("--repro-dir", type=Path, default=None,
                        help="keep failing runs here (default: a temporary folder)")
    parser.add_argument("--game", choices=GAMES, default="pots",
                        help="the game to play: pots (The Arabian Pots) or beads (Bead Trade)")
    parser.add_argument("--lines-per-run", default=None,
                        help="fewest and most lines fed to one game, e.g. 50,600 (the "
                        "default for pots; 30,300 for beads)")
    parser.add_argument("--paused-bots", type=float, default=0.1,
                        help="share of runs whose computer players wait 0.01 s "
                        "(reading input meanwhile) instead of --bot-pause 0 (pots only: "
                        "Bead Trade's traders keep their --pace)")
    parser.add_argument("--shrink-seconds", type=float, default=60.0,
                        help="time to shrink the first reproducer of each failure")
    parser.add_argument("--program", default=None,
                        help="the voice-games command (default: .venv/bin/voice-games)")
    args = parser.parse_args(argv)
    per_run = args.lines_per_run or ("30,300" if args.game == "beads" else "50,600")
    low, high = (int(x) for x in per_run.split(","))
    totals = fuzz(
        lines=args.lines, seed=args.seed, workers=args.workers, timeout=args.timeout,
        keep=args.repro_dir, per_run=(low, high), paused_bots=args.paused_bots,
        shrink_budget=args.shrink_seconds,
        program=shlex.split(args.program) if args.program else None, progress=True,
        game=args.game,
    )
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(totals, indent=2) + "\n")
    print(f"{totals['lines']} lines ({totals['lines_fed']} written to a game before its "
          f"input ended) in {totals['processes']} processes "
          f"({totals['runs']} runs), {totals['seconds']} s")
    for key in ("tracebacks", "hangs", "bad_exits", "long_line_splits", "bad_saves",
                "leftover_files", "failing_runs"):
        print(f"  {key}: {totals[key]}")
    print(f"  exit codes: {totals['exit_codes']}")
    if failed(totals):
        print("Failures, with a reproducer for each (replay.sh in the folder):")
        for signature, count in totals["signatures"].items():
            print(f"  {count} x {signature}")
            if signature in totals["reproducers"]:
                print(f"      {totals['reproducers'][signature]}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Every event of The Arabian Pots as short sentences, the most important word first.

Narration sees only events and views, never the state: what it says to a listener comes
from events that listener may perceive. Sound groups are named only when the table asked
for spoken sound descriptions, or when the game is over and the pots are revealed.

Every sentence is a message of the game's catalogue (`locales/<language>/`); this module
only chooses the message and its arguments. A player is given to a message as the
arguments `you`, `computer` and `seat` (see `Names.args`), so that the catalogue chooses
the verb form for "you" and for "player two", in whatever language it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from voice_games.catalogue import Catalogue
from voice_games.core import Event
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.board import neighbours
from voice_games.games.arabian_pots.engine import Phase, PotsView
from voice_games.games.arabian_pots.words import numbers, source_words, words_for


def yes(condition: bool) -> str:
    """A yes-or-no argument, for the catalogue's selectors."""
    return "yes" if condition else "no"


@dataclass(frozen=True)
class Names:
    """How players are named aloud. A lone human at a table with computer players is
    'you'; at a hot-seat table everyone is 'player N', and a computer 'computer N'."""

    computers: tuple[bool, ...]
    you: int | None = None
    words: Catalogue = field(default_factory=words_for, compare=False)

    @classmethod
    def for_table(
        cls, kinds: Sequence[str], you: int | None, words: Catalogue | None = None
    ) -> Names:
        return cls(tuple(kind == "bot" for kind in kinds), you, words or words_for())

    def args(self, player: int, you: bool | None = None) -> dict[str, Any]:
        """A player as a message's arguments; `you` overrides whether it is 'you'."""
        is_you = player == self.you if you is None else you
        return {"you": yes(is_you), "computer": yes(self.computers[player]), "seat": player + 1}

    def object(self, player: int) -> str:
        """The player within a sentence: 'you', 'player two'."""
        return self.words("pots-seat", **self.args(player))

    def seat_name(self, player: int) -> str:
        """The seat's own name, never 'you': 'player two', 'computer three'."""
        return self.words("pots-seat-name", **self.args(player))

    def said_name(self, player: int) -> str:
        """The seat's name as a player says it before a command ('player two, shake
        five'): plain words of the language, whatever the catalogue shows."""
        return source_words(self.words)("pots-seat-name", **self.args(player))


@dataclass
class Narrator:
    names: Names
    seats: int
    describe_sounds: bool = False

    @property
    def words(self) -> Catalogue:
        return self.names.words

    def sound_phrase(self, position: int, sound: str) -> str:
        return self.words("pots-heard", **self._sound(position, sound))

    def _sound(self, position: int, sound: str) -> dict[str, Any]:
        return {"position": position, "sound": sound, "named": yes(self.describe_sounds)}

    def narrate(self, event: Event) -> str | None:
        """One event as speech, or None for events that need no words."""
        n, say, alone = self.names, self.words, self.seats == 1
        match event:
            case ev.GameStarted(seats=seats, variant=variant):
                return say("pots-game-started", variant=variant, seats=seats)
            case ev.SetupTurn(player=p, swaps=swaps, place_silent=silent):
                # alone, or the lone human: told what to do, not what someone does
                addressed = p == n.you or alone
                return say(
                    "pots-setup-turn", **n.args(p, addressed), swaps=swaps, place_silent=yes(silent)
                )
            case ev.SilentPotPlaced(player=p):
                if p == n.you:
                    return None
                return say("pots-silent-placed", **n.args(p))
            case ev.SilentPotPlacedAt(position=pos):
                return say("pots-silent-placed-at", position=pos)
            case ev.SecretSwapMade(a=a, b=b):
                return say("pots-secret-swap-made", a=a, b=b)
            case ev.SecretSwapDone(player=p, setup=setup):
                if p == n.you:
                    return None  # the owner already heard the private event
                return say("pots-secret-swap-done", **n.args(p), setup=yes(setup))
            case ev.PlayBegins(first_player=p):
                return say("pots-play-begins", **n.args(p), alone=yes(alone))
            case ev.TurnBegins(player=p):
                if alone:
                    return None
                return say("pots-turn-begins", **n.args(p))
            case ev.Shaken(position=pos, sound=sound):
                return self.sound_phrase(pos, sound)
            case ev.Swapped(player=p, a=a, b=b):
                return say("pots-swapped", **n.args(p), a=a, b=b)
            case ev.MustSwapSilent(player=p, position=pos):
                options = numbers(say, neighbours(pos))
                return say("pots-must-swap-silent", **n.args(p), options=options)
            case ev.ClaimMade(player=p, line=line):
                return say("pots-claim-made", **n.args(p), line=line.key)
            case ev.ClaimFailed():
                return say("pots-claim-failed")
            case ev.WillLoseTurn(player=p, reason=reason):
                # the engine's reasons, "failed claim" and "silent pot", as selector keys
                return say("pots-will-lose-turn", **n.args(p), reason=reason.replace(" ", "-"))
            case ev.TurnLost(player=p):
                return say("pots-turn-lost", **n.args(p))
            case ev.PotTaken(player=p, origin=origin, sound=sound):
                if sound is None:
                    return say("pots-pot-taken", **n.args(p), position=origin)
                return say("pots-pot-taken-shaken", **n.args(p), **self._sound(origin, sound))
            case ev.SilentPotToCentre():
                return say("pots-silent-to-centre")
            case ev.PotPlaced(player=p, origin=origin, position=pos):
                return say("pots-pot-placed", **n.args(p), origin=origin, position=pos)
            case ev.PotLeftGame(origin=origin):
                return say("pots-pot-left-game", origin=origin)
            case ev.GameWon(player=p, line=line, sound=sound, actions=actions):
                if alone:
                    return say("pots-won-alone", line=line.key, sound=sound, count=actions)
                return say("pots-won", **n.args(p), line=line.key, sound=sound)
            case ev.GameDrawn(rounds=rounds):
                return say("pots-drawn", rounds=rounds)
            case ev.ArrangementRevealed(board=board):
                return reveal(board, say)
        return None

    def narrate_all(self, events: Sequence[Event]) -> list[str]:
        return [text for text in (self.narrate(e) for e in events) if text]


def reveal(board: Sequence[str | None], words: Catalogue | None = None) -> str:
    """The arrangement when the game is over, row by row from the top."""
    say = words or words_for()
    sounds = [say("pots-sound", sound=sound or "empty") for sound in board]
    rows = [say.join(sounds[i : i + 3], "commas") for i in (0, 3, 6)]
    return say("pots-revealed", top=rows[0], middle=rows[1], bottom=rows[2])


def prompt(view: PotsView, names: Names, verbose: bool = True) -> str:
    """What the player to move is asked to do now."""
    say = names.words
    p = view.current_player
    if p is None:
        return say("pots-game-over")
    turn = {**names.args(p), "alone": yes(view.rules_seats == 1)}
    phase = view.phase
    if phase is Phase.PLACE_SILENT:
        return say("pots-prompt-place-silent", **turn)
    if phase is Phase.SETUP_SWAPS:
        return say("pots-prompt-setup-swap", **turn, left=view.setup_swaps_left)
    if phase is Phase.SECRET_SWAP:
        at = view.silent_pot_to_swap or 0
        options = numbers(say, neighbours(at)) if at else ""
        return say("pots-prompt-secret-swap", **turn, position=at, options=options)
    if phase is Phase.DRAFT_TAKE:
        on_board = [x for x in range(1, 10) if x not in view.empty_positions]
        return say(
            "pots-prompt-take", **turn, full=yes(verbose), on_board=numbers(say, on_board)
        )
    if phase is Phase.DRAFT_PLACE:
        held = numbers(say, [origin for origin, _ in view.hands[p]])
        empty = numbers(say, view.empty_positions)
        return say("pots-prompt-place", **turn, held=held, empty=empty)
    # In play the narration has just said whose turn it is ("Player two's turn.").
    if phase is Phase.CLAIM_WINDOW:
        return say("pots-prompt-claim")
    if verbose:
        return say("pots-prompt-play")
    return ""

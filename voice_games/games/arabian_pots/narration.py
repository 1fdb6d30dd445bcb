"""Every event of The Arabian Pots as short sentences, the most important word first.

Narration sees only events and views, never the state: what it says to a listener comes
from events that listener may perceive. Sound groups are named only when the table asked
for spoken sound descriptions, or when the game is over and the pots are revealed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from voice_games.core import Event
from voice_games.games.arabian_pots import events as ev
from voice_games.games.arabian_pots.board import ROW_NAMES, neighbours, number_word
from voice_games.games.arabian_pots.engine import Phase, PotsView, Variant

SOUND_WORDS = {"ball": "ball", "metal": "metal", "beads": "beads", "silent": "silent"}
VARIANT_WORDS = {
    Variant.BASIC: "the basic game",
    Variant.SILENT: "the silent-pot game",
    Variant.DRAFT: "the draft game",
}


def _w(n: int) -> str:
    return number_word(n) if 0 <= n <= 9 else str(n)


def _list(items: Sequence[str]) -> str:
    if not items:
        return "none"
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


@dataclass(frozen=True)
class Names:
    """How players are named aloud. A lone human at a table with computer players is
    'you'; at a hot-seat table everyone is 'player N'."""

    names: tuple[str, ...]
    you: int | None = None

    @classmethod
    def for_table(cls, kinds: Sequence[str], you: int | None) -> Names:
        names = []
        for seat, kind in enumerate(kinds):
            label = "computer" if kind == "bot" else "player"
            names.append(f"{label} {_w(seat + 1)}")
        return cls(tuple(names), you)

    def subject(self, player: int) -> str:
        return "You" if player == self.you else self.names[player].capitalize()

    def object(self, player: int) -> str:
        return "you" if player == self.you else self.names[player]

    def possessive(self, player: int) -> str:
        return "your" if player == self.you else f"{self.names[player]}'s"

    def verb(self, player: int, third: str, base: str) -> str:
        return f"{self.subject(player)} {base if player == self.you else third}"


@dataclass
class Narrator:
    names: Names
    seats: int
    describe_sounds: bool = False

    def sound_phrase(self, position: int, sound: str) -> str:
        if sound == "silent":
            return f"Pot {_w(position)}: no sound. The silent pot."
        if self.describe_sounds:
            return f"Pot {_w(position)}: {SOUND_WORDS[sound]}."
        return f"Pot {_w(position)}: rattles."

    def narrate(self, event: Event) -> str | None:
        """One event as speech, or None for events that need no words."""
        n = self.names
        match event:
            case ev.GameStarted(seats=seats, variant=variant):
                who = "one player" if seats == 1 else f"{_w(seats)} players"
                return f"The Arabian Pots: {VARIANT_WORDS[Variant(variant)]}, {who}."
            case ev.SetupTurn(player=p, swaps=swaps, place_silent=silent):
                swaps_words = f"{_w(swaps)} secret swaps"
                if p == n.you or self.seats == 1:
                    steps = (
                        f"place the silent pot, then make {swaps_words}"
                        if silent
                        else (f"make {swaps_words}")
                    )
                    return f"Setup: {steps}."
                steps = (
                    f"places the silent pot, then makes {swaps_words}"
                    if silent
                    else f"makes {swaps_words}"
                )
                return f"Setup: {n.object(p)} {steps}. Everyone else, look away."
            case ev.SilentPotPlaced(player=p):
                if p == n.you:
                    return None
                return f"Silent pot placed by {n.object(p)}."
            case ev.SilentPotPlacedAt(position=pos):
                return f"Silent pot at {_w(pos)}; the pot that was there leaves the game."
            case ev.SecretSwapMade(a=a, b=b):
                return f"Secret swap: {_w(a)} and {_w(b)}."
            case ev.SecretSwapDone(player=p, setup=setup):
                if p == n.you:
                    return None  # the owner already heard the private event
                kind = "secret swap" if setup else "secret swap of the silent pot"
                return f"{n.possessive(p).capitalize()} {kind}: done."
            case ev.PlayBegins(first_player=p):
                return "Play begins." if self.seats == 1 else f"Play begins with {n.object(p)}."
            case ev.TurnBegins(player=p):
                if self.seats == 1:
                    return None
                return "Your turn." if p == n.you else f"{n.possessive(p).capitalize()} turn."
            case ev.Shaken(position=pos, sound=sound):
                return self.sound_phrase(pos, sound)
            case ev.Swapped(player=p, a=a, b=b):
                return f"{n.verb(p, 'swaps', 'swap')} pots {_w(a)} and {_w(b)}."
            case ev.MustSwapSilent(player=p, position=pos):
                options = _list([_w(x) for x in neighbours(pos)])
                if p == n.you:
                    return f"Swap the silent pot, in secret, with a pot next to it: {options}."
                return f"{n.subject(p)} must swap the silent pot, in secret, with a pot next to it."
            case ev.ClaimMade(player=p, line=line):
                return f"Complete! {n.verb(p, 'claims', 'claim')} {line.name}."
            case ev.ClaimFailed():
                return "Not complete."
            case ev.WillLoseTurn(player=p, reason=reason):
                why = "" if reason == "failed claim" else ", for shaking the silent pot"
                return f"{n.verb(p, 'misses', 'miss')} the next turn{why}."
            case ev.TurnLost(player=p):
                return f"{n.verb(p, 'misses', 'miss')} this turn."
            case ev.PotTaken(player=p, origin=origin, sound=sound):
                if sound is None:
                    return f"{n.verb(p, 'takes', 'take')} pot {_w(origin)}, unshaken."
                heard = self.sound_phrase(origin, sound)
                return f"{n.verb(p, 'takes', 'take')} pot {_w(origin)} and shakes it. {heard}"
            case ev.SilentPotToCentre():
                return "The board is empty. The silent pot goes to five, the centre."
            case ev.PotPlaced(player=p, origin=origin, position=pos):
                return f"{n.verb(p, 'puts', 'put')} the pot from {_w(origin)} on {_w(pos)}."
            case ev.PotLeftGame(player=p, origin=origin):
                return f"The board is full. The pot from {_w(origin)} leaves the game unheard."
            case ev.GameWon(player=p, line=line, sound=sound, actions=actions):
                if self.seats == 1:
                    return (
                        f"Sorted! {line.name.capitalize()}: three {sound}. "
                        f"It took {_w_count(actions)} actions."
                    )
                return f"{n.verb(p, 'wins', 'win')}! {line.name.capitalize()}: three {sound}."
            case ev.GameDrawn(rounds=rounds):
                return f"A draw: no winner after {rounds} rounds."
            case ev.ArrangementRevealed(board=board):
                return reveal(board)
        return None

    def narrate_all(self, events: Sequence[Event]) -> list[str]:
        return [text for text in (self.narrate(e) for e in events) if text]


def _w_count(count: int) -> str:
    return _w(count) if count <= 9 else str(count)


def reveal(board: Sequence[str | None]) -> str:
    rows = []
    for index, name in enumerate(ROW_NAMES):
        cells = [SOUND_WORDS.get(board[index * 3 + c] or "", "empty") for c in range(3)]
        rows.append(f"{name.capitalize()} row: {', '.join(cells)}.")
    return "The pots were: " + " ".join(rows)


def prompt(view: PotsView, names: Names, verbose: bool = True) -> str:
    """What the player to move is asked to do now."""
    text = _prompt(view, names, verbose)
    return text[:1].upper() + text[1:]


def short_prompt(view: PotsView, names: Names) -> str:
    """The prompt once the player has heard the full one: empty where the narration
    ('Your turn.') already says enough."""
    return prompt(view, names, verbose=False)


def _prompt(view: PotsView, names: Names, verbose: bool) -> str:
    p = view.current_player
    if p is None:
        return "The game is over."
    who = (
        ""
        if view.rules_seats == 1
        else ("Your turn" if p == names.you else f"{names.possessive(p).capitalize()} turn")
    )
    lead = f"{who}: " if who else ""
    phase = view.phase
    if phase is Phase.PLACE_SILENT:
        return (
            f"{lead}in secret, choose the pot the silent pot replaces: "
            "say silent pot on, and a number, or random."
        )
    if phase is Phase.SETUP_SWAPS:
        left = view.setup_swaps_left
        return f"{lead}secret swap, {_w(left)} left: say swap and two pots, or random."
    if phase is Phase.SECRET_SWAP:
        at = view.silent_pot_to_swap
        options = _list([_w(x) for x in neighbours(at)]) if at else ""
        return (
            f"{lead}swap the silent pot at {_w(at or 0)} in secret with {options}, or say random."
        )
    if phase is Phase.DRAFT_TAKE:
        on_board = [x for x in range(1, 10) if x not in view.empty_positions]
        tail = f" Pots on the board: {_list([_w(x) for x in on_board])}." if verbose else ""
        return f"{lead}take a pot: say take five, or take five and shake it.{tail}"
    if phase is Phase.DRAFT_PLACE:
        held = [_w(origin) for origin, _ in view.hands[p]]
        empty = [_w(x) for x in view.empty_positions]
        return (
            f"{lead}put a pot back. You hold the pots from {_list(held)}. "
            f"Empty places: {_list(empty)}. Say put three on seven."
        )
    # In play the narration has just said whose turn it is ("Player two's turn.").
    if phase is Phase.CLAIM_WINDOW:
        return "complete a line, or say done."
    if verbose:
        return "shake a pot, swap two in a line, or call complete."
    return ""

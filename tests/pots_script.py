"""Scripts for whole text-mode games of The Arabian Pots.

A test may look at the full state (the players never can): these helpers mirror the
game the program will play from a seed, and write the lines a player would type to
reach a chosen outcome."""

from __future__ import annotations

from dataclasses import dataclass, field

from voice_games.games.arabian_pots.actions import (
    Claim,
    EndTurn,
    Place,
    PotsAction,
    SecretSwap,
    Shake,
    Swap,
    Take,
)
from voice_games.games.arabian_pots.board import ALL_LINES, Line, column_of, neighbours, row_of
from voice_games.games.arabian_pots.commands import say
from voice_games.games.arabian_pots.engine import Phase, PotsRules, PotsState


@dataclass
class Script:
    """Plays a mirror of the game and records the typed commands."""

    rules: PotsRules
    humans: int
    state: PotsState = field(init=False)
    lines: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.state = self.rules.new_game()
        self.settle()

    def settle(self) -> None:
        """Make the secret steps: the computer's at a hot-seat table, 'random' alone."""
        while not self.state.is_over and self.state.in_secret_step:
            if self.state.phase is Phase.SECRET_SWAP:
                return
            if self.humans == 1:
                self.lines.append("random")
            self.state.apply(self.state.random_secret_action())

    def do(self, action: PotsAction, text: str | None = None) -> None:
        self.lines.append(text or say(action))
        self.state.apply(action)
        self.settle()

    @property
    def player(self) -> int:
        assert self.state.current_player is not None
        return self.state.current_player

    def sound(self, position: int) -> str | None:
        return self.state.board[position - 1]

    def finish_turn(self) -> None:
        if self.state.phase is Phase.CLAIM_WINDOW:
            self.do(EndTurn(self.player))

    def harmless_turn(self) -> None:
        """Shake a noisy pot and end the turn: changes nothing on the board."""
        position = next(p for p in range(1, 10) if self.sound(p) not in (None, "silent"))
        self.do(Shake(self.player, position))
        self.finish_turn()

    def draft(self) -> None:
        """Take every pot (shaking the odd ones), then put them back in order."""
        while self.state.phase is Phase.DRAFT_TAKE:
            position = next(p for p in range(1, 10) if self.sound(p) is not None)
            self.do(Take(self.player, position, shake=position % 2 == 1))
        while self.state.phase is Phase.DRAFT_PLACE:
            origin = self.state.view(self.player).hands[self.player][0][0]
            empty = next(p for p in range(1, 10) if self.sound(p) is None)
            self.do(Place(self.player, origin, empty))

    def swap_for(self, winner: int, a: int, b: int) -> None:
        while self.player != winner:
            self.harmless_turn()
        self.do(Swap(winner, a, b))
        self.finish_turn()

    def win_top_row(self, winner: int = 0) -> None:
        """Build the top row out of one full group with in-line swaps, then claim it."""
        counts = {
            s: sum(1 for p in range(1, 10) if self.sound(p) == s)
            for s in ("ball", "metal", "beads")
        }
        group = next(s for s in ("ball", "metal", "beads") if counts[s] == 3)
        for column in (1, 2, 3):
            if self.sound(column) == group:
                continue
            source = next(p for p in range(4, 10) if self.sound(p) == group)
            row = row_of(source)
            target = (row - 1) * 3 + column
            if source != target:
                self.swap_for(winner, source, target)
            self.swap_for(winner, target, column)
        while self.player != winner:
            self.harmless_turn()
        self.do(Claim(winner, Line("row", 1)))

    def fail_claim(self) -> Line:
        """Claim a line that is not complete; returns it."""
        line = next(
            line
            for line in ALL_LINES
            if len({self.sound(p) for p in line.positions}) > 1
            and "silent" not in {self.sound(p) for p in line.positions}
        )
        self.do(Claim(self.player, line))
        return line

    def shake_silent(self) -> tuple[int, int]:
        """Shake the silent pot and swap it with its first neighbour; returns the swap."""
        silent = self.state.silent_pot_position
        assert silent is not None
        player = self.player
        self.do(Shake(player, silent))
        other = neighbours(silent)[0]
        self.do(SecretSwap(player, silent, other))
        self.finish_turn()
        return silent, other


def same_column(a: int, b: int) -> bool:
    return column_of(a) == column_of(b)

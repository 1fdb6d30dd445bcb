"""Bead Trade's speakable errors: a message id of the game's catalogue and its arguments.

The engine raises these with codes only, so it stays free of words, and each code names
the rule that forbids the action. The game's catalogue (`locales/`) is still to be
written; until it holds a code, `MEANINGS` below gives its English, so `str(error)` reads
as a sentence rather than failing on a message the catalogue lacks.
"""

from __future__ import annotations

from typing import Any

from voice_games.catalogue import MissingMessage
from voice_games.core import IllegalAction, SpeakableError

PACKAGE = "voice_games.games.bead_trade"

MEANINGS: dict[str, str] = {
    # rules options that no game can have (BeadError)
    "beads-seats-out-of-range": "Bead Trade is for {low} to {high} players, not {seats}.",
    "beads-timeout-positive": "An offer's timeout must be more than 0 seconds, not {seconds}.",
    "beads-story-seconds-positive": "A story turn must last more than 0 seconds, not {seconds}.",
    "beads-stories-every-round-needs-stories":
        "Stories every round needs the Storied Animals variant.",
    "beads-clock-backwards": "The clock went back from {before} to {now} seconds.",
    "beads-bad-counts": "Bead counts are five numbers from 0 up, not {counts}.",
    "beads-animal-twice": "There is only one animal of each type.",
    "beads-no-such-kind": "A piece is a bead or an animal, not {kind}.",
    "beads-no-such-colour": "There are no {colour} pieces in this game.",
    "beads-take-away-missing": "Those pieces are not all there to take away.",
    "beads-unknown-action": "Bead Trade has no such action: {action}.",
    # refusals of actions (BeadIllegal); the comment after each says the rule
    "beads-game-over": "The game is over.",  # Rounds and winner
    "beads-no-such-seat": "There is no player {seat}.",
    "beads-no-story-now": "Nobody is telling a story now.",  # Storied Animals
    "beads-stories-first": "Wait: player {teller} is telling their animal's story.",
    "beads-not-your-story": "It is player {teller}'s story turn, not yours.",
    "beads-not-started": "The round has not started: say let's start.",  # Playing
    "beads-already-started": "The round has already started.",
    "beads-not-yours": "You do not hold {pieces}.",  # you can only give what you hold
    "beads-pieces-on-offer":
        "{pieces} are held out in your open offers; withdraw an offer to use them.",
    "beads-trade-with-yourself": "You cannot trade with yourself.",  # Trade with a player
    "beads-trade-both-sides": "A trade gives something and takes something.",
    "beads-more-than-exist": "The game does not have {pieces}.",
    "beads-no-such-offer": "There is no offer {offer}.",
    "beads-offer-closed": "Offer {offer} is no longer open.",
    "beads-offer-not-to-you": "Offer {offer} was made to player {to}, not to you.",
    "beads-not-your-offer": "Offer {offer} is player {offerer}'s to withdraw, not yours.",
    "beads-centre-kinds":
        "The centre trades a bead for a bead or an animal for an animal, never one for the "
        "other.",  # Trade with the centre
    "beads-centre-same-type": "That trade with the centre would change nothing.",
    "beads-centre-lacks": "The centre has no {piece}.",
    "beads-hide-beads-only": "Only beads go under the boxes; animals go on top.",  # Hide beads
    "beads-hide-nothing": "Name the beads to hide.",
    "beads-box-locked":
        "An animal is on the {box}, so no more beads may go under it.",  # Locked Spirits
}


def said(value: Any) -> str:
    """An argument as English words, for the meanings above until the catalogue says it."""
    from voice_games.games.bead_trade.pieces import ANIMAL_OF, Colour, Piece, Pieces

    if isinstance(value, Pieces):
        parts = [
            f"{n} {colour} bead{'s' if n > 1 else ''}"
            for colour, n in zip(Colour, value.beads, strict=True)
            if n
        ]
        parts += [f"the {colour} {ANIMAL_OF[colour]}" for colour in value.animals]
        return " and ".join(parts) if parts else "nothing"
    if isinstance(value, Piece):
        return f"{value.colour} bead" if value.kind == "bead" else ANIMAL_OF[value.colour]
    return str(value)


class BeadSpeakable(SpeakableError):
    """What every error of the game shares: its catalogue, and English meanings to fall
    back on while the catalogue lacks a message."""

    package = PACKAGE

    def speak(self, language: str = "en") -> str:
        try:
            return super().speak(language)
        except MissingMessage:
            meaning = MEANINGS.get(self.message_id)
            if meaning is None:
                return self.message_id
            return meaning.format(**{k: said(v) for k, v in self.arguments.items()})


class BeadIllegal(BeadSpeakable, IllegalAction):
    """An action the rules of Bead Trade forbid now: `BeadIllegal("beads-not-yours", ...)`."""


class BeadError(BeadSpeakable):
    """Rules no game can have, pieces that cannot exist, or a clock that runs backwards."""

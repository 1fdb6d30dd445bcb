"""Scoring a round of Bead Trade, exactly as RULES.md "Scoring a round" says.

Each bead type is resolved once, by the first of the three steps that applies: its animal
on the lid, its animal on the base, or else the beads under the boxes. Holdings are what
the players hold when the round ends; pieces in the centre and beads under the boxes
belong to nobody and never score.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from voice_games.games.bead_trade.pieces import COLOURS, Colour, Pieces

Resolution = Literal[
    "animal on lid", "animal on base", "more under lid", "equal", "more under base"
]


@dataclass(frozen=True)
class TypeScore:
    """How one bead type was resolved and what each player scored for it."""

    colour: Colour
    resolution: Resolution
    points: tuple[int, ...]


@dataclass(frozen=True)
class RoundScore:
    types: tuple[TypeScore, ...]

    @property
    def points(self) -> tuple[int, ...]:
        """Each player's score for the round."""
        return tuple(sum(column) for column in zip(*(t.points for t in self.types), strict=True))

    def of_type(self, colour: Colour) -> TypeScore:
        return next(t for t in self.types if t.colour == colour)


def score_round(
    holdings: Sequence[Pieces],
    under_lid: Pieces,
    under_base: Pieces,
    on_lid: Iterable[Colour],
    on_base: Iterable[Colour],
    normal_spirits: bool = False,
) -> RoundScore:
    lid_animals, base_animals = frozenset(on_lid), frozenset(on_base)
    return RoundScore(
        tuple(
            _score_type(colour, holdings, under_lid, under_base, lid_animals, base_animals,
                        normal_spirits)
            for colour in COLOURS
        )
    )


def _score_type(
    colour: Colour,
    holdings: Sequence[Pieces],
    under_lid: Pieces,
    under_base: Pieces,
    lid_animals: frozenset[Colour],
    base_animals: frozenset[Colour],
    normal_spirits: bool,
) -> TypeScore:
    seats = range(len(holdings))
    bead_holders = {p for p in seats if holdings[p].count(colour)}
    animal_holders = {p for p in seats if holdings[p].has_animal(colour)}
    points = [0] * len(holdings)

    if colour in lid_animals:
        # at most +1 per type however many beads; a lone holder of the type scores 0
        if len(bead_holders) > 1:
            for p in bead_holders:
                points[p] = 1
        return TypeScore(colour, "animal on lid", tuple(points))

    if colour in base_animals:
        # -1 even for a lone holder: the sole-holder exception is for positive points only
        for p in bead_holders:
            points[p] = -1
        return TypeScore(colour, "animal on base", tuple(points))

    lid, base = under_lid.count(colour), under_base.count(colour)
    if lid > base:
        if len(bead_holders | animal_holders) > 1:
            for p in bead_holders:
                points[p] += 1
            for p in animal_holders:
                if not normal_spirits:
                    points[p] += 1  # the animal's bonus, with or without a bead of its type
                elif p not in bead_holders:
                    points[p] += 1  # Normal Spirits: the animal is one more bead of its type
        return TypeScore(colour, "more under lid", tuple(points))

    if lid < base:
        for p in bead_holders | animal_holders:
            points[p] = -1  # at most -1 per type, even holding beads and the animal
        return TypeScore(colour, "more under base", tuple(points))

    return TypeScore(colour, "equal", tuple(points))

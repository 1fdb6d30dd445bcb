"""What sets the three levels of computer trader apart (`bots.py` plays them).

Every level runs the same machinery (a belief about hidden pieces, an expected score of
the round, every move weighed by the change it makes); a `Style` says how well each
part is done: how much the trader reads into what it hears, whether it plays against
the other seats or only for itself, how wide it looks for offers, how noisy its
judgement is, and when it ends a round.
"""

from __future__ import annotations

from dataclasses import dataclass

LEVELS = ("easy", "medium", "expert")


@dataclass(frozen=True)
class Style:
    """What sets the levels apart."""

    fitted: bool  # fit the belief to every count the table knows
    naive: bool  # others hide only their own colours; trades between others are unseen
    lid_bias: float  # how surely a player hides what it holds most of under the lid
    control: bool  # sees that whoever holds an animal may settle its colour
    rivalry: float  # weight of the other seats' points against its own
    duel_rivalry: float  # the same with two players, where every point is the other's loss
    leader: float  # weight of the leading other seat's lead, beside the others' mean
    noise: float  # spread of the error in each judgement of a move
    answer_noise: float  # spread of the error in judging an offer made to it
    accept_margin: float  # the least gain for which it accepts an offer
    move_margin: float  # the least gain for which it makes a move
    offer_margin: float  # the least expected gain for which it makes an offer
    counters: bool
    offer_shapes: tuple[tuple[int, int], ...]  # (pieces given, pieces taken) it offers
    offer_animals: bool  # offers and asks for animals
    open_offers: int  # how many offers of its own it keeps open at once
    patience: tuple[int, int]  # moves in a round before it must place an animal
    first_place: int  # moves in a round before it may place an animal at all
    end_edge: float  # how far ahead it must expect to be to end a round early
    future: float  # variance still to come in a margin per bead others hold, at first
    bead_worth: float  # what a bead is worth beyond its points (to hide, to trade)
    animal_worth: float  # what an animal is worth beyond its points (to place)


STYLES: dict[str, Style] = {
    "easy": Style(
        fitted=False, naive=True, lid_bias=1.0, control=False,
        rivalry=0.0, duel_rivalry=0.0, leader=0.0, noise=0.5, answer_noise=0.15,
        accept_margin=0.0, move_margin=0.15, offer_margin=0.1,
        counters=False, offer_shapes=((1, 1),), offer_animals=False, open_offers=1,
        patience=(4, 10), first_place=3, end_edge=0.0, future=0.3,
        bead_worth=0.02, animal_worth=0.1,
    ),
    "medium": Style(
        fitted=True, naive=False, lid_bias=1.0, control=True,
        rivalry=0.2, duel_rivalry=0.5, leader=1.0, noise=0.05, answer_noise=0.05,
        accept_margin=0.05, move_margin=0.1, offer_margin=0.1,
        counters=False, offer_shapes=((1, 1), (2, 1)), offer_animals=False, open_offers=1,
        patience=(8, 12), first_place=4, end_edge=0.6, future=0.4,
        bead_worth=0.03, animal_worth=0.15,
    ),
    "expert": Style(
        fitted=True, naive=False, lid_bias=2.0, control=True,
        rivalry=0.4, duel_rivalry=1.0, leader=1.0, noise=0.0, answer_noise=0.0,
        accept_margin=0.05, move_margin=0.08, offer_margin=0.1,
        counters=True, offer_shapes=((1, 1), (2, 1), (1, 2)), offer_animals=True,
        open_offers=1, patience=(9, 13), first_place=4, end_edge=0.8, future=0.4,
        bead_worth=0.03, animal_worth=0.15,
    ),
}

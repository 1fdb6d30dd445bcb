"""Why a computer trader answered an offer as it did: a message id of `locales/*/bots.ftl`
and plain str/int arguments, which the table speaks after the answer ("That is too
little for my pink bead.").

Colours are passed as their names (`pink`) and animals as their ids (`bull`), so that
a catalogue can choose its own words for them with a Fluent selector.
"""

from __future__ import annotations

from voice_games.games.bead_trade.bot_value import World
from voice_games.games.bead_trade.engine import Offer
from voice_games.games.bead_trade.pieces import ANIMAL_OF, COLOURS, Colour, Pieces

Reason = tuple[str, dict[str, object]]

ACCEPT_WANTED = "beads-reason-accept-wanted"
ACCEPT_ANIMAL = "beads-reason-accept-animal"
ACCEPT_RID = "beads-reason-accept-rid"
ACCEPT_FAIR = "beads-reason-accept-fair"
ACCEPT_GENEROUS = "beads-reason-accept-generous"
DECLINE_TOO_LITTLE = "beads-reason-decline-too-little"
DECLINE_ANIMAL = "beads-reason-decline-animal"
DECLINE_UNWANTED = "beads-reason-decline-unwanted"
DECLINE_NOT_HELD = "beads-reason-decline-not-held"
DECLINE_NOT_HELD_ANIMAL = "beads-reason-decline-not-held-animal"
DECLINE_KEEP = "beads-reason-decline-keep"
DECLINE_NO_USE = "beads-reason-decline-no-use"
COUNTER_LESS = "beads-reason-counter-less"
COUNTER_MORE = "beads-reason-counter-more"
COUNTER_OTHER = "beads-reason-counter-other"
COUNTER_ANIMAL = "beads-reason-counter-animal"

REASON_IDS: tuple[str, ...] = (
    ACCEPT_WANTED, ACCEPT_ANIMAL, ACCEPT_RID, ACCEPT_FAIR, ACCEPT_GENEROUS,
    DECLINE_TOO_LITTLE, DECLINE_ANIMAL, DECLINE_UNWANTED, DECLINE_NOT_HELD,
    DECLINE_NOT_HELD_ANIMAL, DECLINE_KEEP, DECLINE_NO_USE,
    COUNTER_LESS, COUNTER_MORE, COUNTER_OTHER, COUNTER_ANIMAL,
)
"""Every reason a trader gives; `bots.ftl` holds the English of each."""


def colour_arg(colour: Colour) -> dict[str, object]:
    return {"colour": colour.value}


def animal_arg(colour: Colour) -> dict[str, object]:
    return {"animal": ANIMAL_OF[colour], "colour": colour.value}


def first_colour(pieces: Pieces) -> Colour | None:
    """The colour of the most numerous bead of `pieces` (the first in colour order on a
    tie), or None when it has no beads."""
    best = max(range(len(pieces.beads)), key=lambda c: (pieces.beads[c], -c))
    if not pieces.beads[best]:
        return None
    return tuple(Colour)[best]


def not_held(held: Pieces, asked: Pieces) -> Reason:
    """Why an offer asking for pieces the trader lacks (or has on offer) is declined."""
    for colour in asked.animals:
        if not held.has_animal(colour):
            return (DECLINE_NOT_HELD_ANIMAL, animal_arg(colour))
    for c, colour in enumerate(COLOURS):
        if asked.beads[c] > held.beads[c]:
            return (DECLINE_NOT_HELD, colour_arg(colour))
    return (DECLINE_KEEP, colour_arg(first_colour(asked) or COLOURS[0]))


def accept_reason(world: World, me: int, offer: Offer) -> Reason:
    """Why the trader `me` accepts `offer`: an animal, a colour it lacked and likes, a
    colour it is glad to be rid of, or simply a good bargain."""
    for colour in offer.give.animals:
        return (ACCEPT_ANIMAL, animal_arg(colour))
    for c, colour in enumerate(COLOURS):
        if offer.give.beads[c] and world.beads[me][c] < 1 and world.lean(c) > 0:
            return (ACCEPT_WANTED, colour_arg(colour))
    for c, colour in enumerate(COLOURS):
        if offer.take.beads[c] and world.lean(c) < 0:
            return (ACCEPT_RID, colour_arg(colour))
    if _size(offer.give) > _size(offer.take):
        return (ACCEPT_GENEROUS, {})
    return (ACCEPT_FAIR, {})


def decline_reason(world: World, offer: Offer) -> Reason:
    """Why the trader declines `offer`: its animal is worth more, the colour offered is
    going down, or too little is offered for what is asked."""
    for colour in offer.take.animals:
        return (DECLINE_ANIMAL, animal_arg(colour))
    for c, colour in enumerate(COLOURS):
        if offer.give.beads[c] and world.lean(c) < 0:
            return (DECLINE_UNWANTED, colour_arg(colour))
    asked = first_colour(offer.take)
    if asked is None:
        return (DECLINE_NO_USE, {})
    return (DECLINE_TOO_LITTLE, colour_arg(asked))


def counter_reason(offer: Offer, give: Pieces, take: Pieces) -> Reason:
    """Why the trader answers `offer` with giving `give` for `take` instead."""
    for colour in offer.take.animals:
        if not give.has_animal(colour):
            return (COUNTER_ANIMAL, animal_arg(colour))
    if offer.take.contains(give) and give != offer.take:
        return (COUNTER_LESS, {})
    extra = Pieces(tuple(max(0, t - g) for t, g in zip(take.beads, offer.give.beads, strict=True)))
    colour = first_colour(extra)
    if colour is not None and take.contains(offer.give):
        return (COUNTER_MORE, colour_arg(colour))
    return (COUNTER_OTHER, {})


def _size(pieces: Pieces) -> int:
    return pieces.bead_count + pieces.animal_count

"""What a seat may do, worked out from its `BeadView` alone (never the `BeadState`).

The computer traders (`bots.py`) and the benchmark's random player ask these helpers
which actions are legal, so nothing they play needs the state that holds everyone's
secrets. They mirror `BeadState.check`: the engine still checks every action.

With the calm option a round is turns: `view.turn` is the seat whose turn it is (None
in real time), a move (offer, centre trade, hide, place or `Pass`) is the turn's one
move, and an open offer holds the turn until it is answered.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from voice_games.games.bead_trade.actions import (
    Accept,
    BeadAction,
    CentreTrade,
    Decline,
    FinishStory,
    Hide,
    Pass,
    PlaceAnimal,
    Reveal,
    Start,
    Withdraw,
)
from voice_games.games.bead_trade.engine import BeadView, Offer, Phase
from voice_games.games.bead_trade.pieces import BEADS_PER_TYPE, BOXES, Box, Pieces


def available(view: BeadView) -> Pieces:
    """The seat's pieces that are not held out in its own open offers."""
    return view.holdings - view.held_out


def offers_to_me(view: BeadView) -> list[Offer]:
    return [o for o in view.my_offers if o.to == view.player]


def my_open_offers(view: BeadView) -> list[Offer]:
    return [o for o in view.my_offers if o.offerer == view.player]


def may_move(view: BeadView) -> bool:
    """Whether the seat may make a move (offer, centre trade, hide, place, pass) now,
    trading being open: always in real time; in a calm game on its turn while no offer
    waits for an answer."""
    if view.turn is None:
        return True
    return view.turn == view.player and not view.my_offers and not view.other_offers


def must_move(view: BeadView) -> bool:
    """Calm game: the game waits for this seat's move (a pass will do)."""
    return view.rules.calm and view.phase is Phase.PLAYING and view.turn == view.player and (
        may_move(view)
    )


def locked(view: BeadView, box: Box) -> bool:
    """Locked Spirits: an animal on the box keeps beads from going under it."""
    on_box = view.on_lid if box is Box.LID else view.on_base
    return view.rules.locked_spirits and bool(on_box)


def open_boxes(view: BeadView) -> tuple[Box, ...]:
    return tuple(box for box in BOXES if not locked(view, box))


def offer_is_legal(view: BeadView, to: int, give: Pieces, take: Pieces) -> bool:
    """What `BeadState._check_terms` asks of an offer (or a counter) by this seat."""
    return (
        0 <= to < view.rules.seats
        and to != view.player
        and not give.is_empty
        and not take.is_empty
        and all(n <= BEADS_PER_TYPE for n in take.beads)
        and available(view).contains(give)
    )


def centre_trades(view: BeadView) -> list[CentreTrade]:
    """Every trade with the centre open to the seat: a bead for a bead of another colour,
    an animal for another animal (copies of a bead make the same trade: each once)."""
    return [
        CentreTrade(view.player, give, take)
        for give in dict.fromkeys(available(view).pieces())
        for take in dict.fromkeys(view.centre.pieces())
        if give.kind == take.kind and give != take
    ]


def sub_multisets(beads: Pieces) -> Iterator[Pieces]:
    """Every non-empty choice of beads among `beads` (animals left out)."""
    for counts in product(*(range(n + 1) for n in beads.beads)):
        if any(counts):
            yield Pieces(tuple(counts))


def legal_moves(view: BeadView) -> list[BeadAction]:
    """Every legal action of the seat now, except new offers and counters (any pieces
    for any pieces: `offer_is_legal` decides those, and `may_move` whether a new offer
    may be made now), in the order of `BeadState.legal_actions`."""
    seat = view.player
    if not 0 <= seat < view.rules.seats:
        return []
    if view.phase is Phase.STORIES:
        return [FinishStory(seat)] if view.storyteller == seat else []
    if view.phase is Phase.WAITING:
        return [Start(seat)]
    if view.phase is not Phase.PLAYING:
        return []
    mine = available(view)
    moves: list[BeadAction] = []
    for offer in view.my_offers:
        if offer.to == seat:
            if mine.contains(offer.take):
                moves.append(Accept(seat, offer.id))
            moves.append(Decline(seat, offer.id))
        elif offer.offerer == seat:
            moves.append(Withdraw(seat, offer.id))
    if may_move(view):
        moves.extend(centre_trades(view))
        for box in open_boxes(view):
            moves.extend(Hide(seat, box, beads) for beads in sub_multisets(mine.only_beads()))
        moves.extend(PlaceAnimal(seat, a, box) for box in BOXES for a in mine.animals)
        if view.rules.calm:
            moves.append(Pass(seat))
    moves.append(Reveal(seat))
    return moves

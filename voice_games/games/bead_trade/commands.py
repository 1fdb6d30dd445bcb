"""Between words and actions: what a parsed command of Bead Trade means for the seat
that said it, and the sentence for every action (`say`), so that what the table says
back reads as a command the grammar takes.

A list of pieces arrives as one slot: the values its words carried, in order ("2 pink
bead snake"). A count and a colour make beads ("two pink" needs no "beads"); an animal's
name is that animal (a colour before it must be the animal's own)."""

from __future__ import annotations

from collections.abc import Callable

from voice_games.catalogue import PSEUDO, Catalogue
from voice_games.game import Ask
from voice_games.games.bead_trade.actions import (
    Accept,
    BeadAction,
    CentreTrade,
    Counter,
    Decline,
    FinishStory,
    Hide,
    OfferTrade,
    Pass,
    PlaceAnimal,
    Reveal,
    Start,
    Withdraw,
)
from voice_games.games.bead_trade.engine import BeadView, Offer
from voice_games.games.bead_trade.errors import BeadNotUnderstood
from voice_games.games.bead_trade.pieces import (
    ANIMAL_OF,
    COLOURS,
    Box,
    Colour,
    Piece,
    Pieces,
)
from voice_games.games.bead_trade.words import Names, piece_phrase, pieces_phrase
from voice_games.grammar import Grammar, Parse, load_grammar

COLOUR_OF_ANIMAL = {animal: colour for colour, animal in ANIMAL_OF.items()}
MOVE_INTENTS = frozenset({
    "offer", "counter", "accept", "decline", "withdraw", "which_offer", "centre_trade",
    "hide", "place", "reveal", "start", "finish_story", "pass",
})


def grammar(language: str = "en") -> Grammar:
    # the pseudo-language is English underneath: its players say English commands
    return load_grammar("beads", "en" if language == PSEUDO else language)


def pieces_from(value: str | None, text: str) -> Pieces:
    """The pieces a slot names (see the module's note); BeadNotUnderstood otherwise."""
    if not value:
        raise BeadNotUnderstood("beads-which-pieces", text=text)
    counts = [0] * len(COLOURS)
    animals: list[Colour] = []
    count: int | None = None
    colour: Colour | None = None

    def close_beads() -> None:
        nonlocal count, colour
        if colour is not None:
            counts[COLOURS.index(colour)] += 1 if count is None else count
        elif count is not None:
            raise BeadNotUnderstood("beads-which-colour", text=text)
        count, colour = None, None

    for token in value.split():
        if token.isdigit():
            close_beads()
            count = int(token)
        elif token in COLOURS:
            if colour is not None:
                close_beads()
            colour = Colour(token)
        elif token == "bead":
            close_beads()
        elif token in COLOUR_OF_ANIMAL:
            animal_colour = COLOUR_OF_ANIMAL[token]
            if count not in (None, 1) or colour not in (None, animal_colour):
                raise BeadNotUnderstood("beads-animal-colour", animal=token, text=text)
            count, colour = None, None
            if animal_colour in animals:
                raise BeadNotUnderstood("beads-animal-twice-said", animal=token)
            animals.append(animal_colour)
        else:
            raise BeadNotUnderstood("beads-which-pieces", text=text)
    close_beads()
    return Pieces(tuple(counts), tuple(animals))


def one_piece(value: str | None, text: str) -> Piece:
    """A single piece, for the centre's one-for-one trades."""
    pieces = pieces_from(value, text)
    if pieces.bead_count + pieces.animal_count != 1:
        raise BeadNotUnderstood("beads-centre-one-piece")
    return next(pieces.pieces())


class Reader:
    """Turns readings into actions of one seat, from that seat's view."""

    def __init__(self, names: Names, words: Catalogue) -> None:
        self.names = names
        self.words = words
        # what a "Which offer?" question was asked for: accept, decline or withdraw
        self.asked: tuple[str, int] | None = None

    def seat(self, reading: Parse, slot: str) -> int | None:
        said = reading.slots.get(slot)
        if said is None:
            return None
        seat = self.names.seat_of(said)
        if seat is None:
            raise BeadNotUnderstood("beads-no-seat-named", name=said)
        return seat

    def to_action(self, reading: Parse, view: BeadView, seat: int) -> BeadAction | Ask | None:
        intent = reading.intent
        build: Callable[[Parse, BeadView, int], BeadAction | Ask | None] | None = getattr(
            self, f"_{intent}", None
        )
        if build is None or intent not in MOVE_INTENTS:
            return None
        return build(reading, view, seat)

    def _offer(self, reading: Parse, view: BeadView, seat: int) -> BeadAction:
        to = self.seat(reading, "to")
        assert to is not None  # the grammar names a seat in every offer
        give = pieces_from(reading.slots.get("give"), reading.text)
        take = pieces_from(reading.slots.get("take"), reading.text)
        return OfferTrade(seat, to, give, take)

    def _counter(self, reading: Parse, view: BeadView, seat: int) -> BeadAction | Ask:
        give = pieces_from(reading.slots.get("give"), reading.text)
        take = pieces_from(reading.slots.get("take"), reading.text)
        offer = self._offer_to_me(reading, view, seat, "counter")
        if isinstance(offer, Ask):
            return offer
        return Counter(seat, offer.id, give, take)

    def _accept(self, reading: Parse, view: BeadView, seat: int) -> BeadAction | Ask:
        offer = self._offer_to_me(reading, view, seat, "accept")
        return offer if isinstance(offer, Ask) else Accept(seat, offer.id)

    def _decline(self, reading: Parse, view: BeadView, seat: int) -> BeadAction | Ask:
        offer = self._offer_to_me(reading, view, seat, "decline")
        return offer if isinstance(offer, Ask) else Decline(seat, offer.id)

    def _withdraw(self, reading: Parse, view: BeadView, seat: int) -> BeadAction | Ask:
        mine = [o for o in view.my_offers if o.offerer == seat]
        to = self.seat(reading, "to")
        if to is not None:
            mine = [o for o in mine if o.to == to]
        if not mine:
            raise BeadNotUnderstood("beads-no-offer-of-yours")
        if to is not None or len({o.to for o in mine}) == 1:
            # several offers to one player: the newest is the one just talked about
            return Withdraw(seat, max(o.id for o in mine))
        if len(mine) > 1:
            self.asked = ("withdraw", seat)
            names = self.words.join(
                [self.names.seat_name(t) for t in dict.fromkeys(o.to for o in mine)], "or"
            )
            return Ask(self.words("beads-which-offer-to", names=names),
                       frozenset({"which_offer", "withdraw"}), self.words("beads-nothing-done"))
        return Withdraw(seat, mine[0].id)

    def _which_offer(self, reading: Parse, view: BeadView, seat: int) -> BeadAction | Ask | None:
        """The answer to "Which offer?": the question's own command, for that offer."""
        if self.asked is None or self.asked[1] != seat:
            return None
        kind = self.asked[0]
        self.asked = None
        return self.to_action(Parse(kind, reading.slots, False, reading.text), view, seat)

    def _offer_to_me(
        self, reading: Parse, view: BeadView, seat: int, kind: str
    ) -> Offer | Ask:
        offers = [o for o in view.my_offers if o.to == seat]
        offerer = self.seat(reading, "from")
        if offerer is not None:
            offers = [o for o in offers if o.offerer == offerer]
            if not offers:
                raise BeadNotUnderstood(
                    "beads-no-offer-from", **self.names.args(offerer)
                )
        if not offers:
            raise BeadNotUnderstood("beads-no-offer-to-you")
        if len({o.offerer for o in offers}) == 1:
            # several offers from one player: the newest is the one just heard
            return max(offers, key=lambda o: o.id)
        if len(offers) > 1:
            self.asked = (kind, seat)
            offerers = dict.fromkeys(o.offerer for o in offers)
            names = self.words.join([self.names.seat_name(s) for s in offerers], "or")
            return Ask(self.words("beads-which-offer-from", names=names),
                       frozenset({"which_offer", kind}), self.words("beads-nothing-done"))
        return offers[0]

    def _centre_trade(self, reading: Parse, view: BeadView, seat: int) -> BeadAction:
        give = one_piece(reading.slots.get("give"), reading.text)
        take = one_piece(reading.slots.get("take"), reading.text)
        return CentreTrade(seat, give, take)

    def _hide(self, reading: Parse, view: BeadView, seat: int) -> BeadAction:
        beads = pieces_from(reading.slots.get("beads"), reading.text)
        return Hide(seat, Box(reading.slots.get("box", "lid")), beads)

    def _place(self, reading: Parse, view: BeadView, seat: int) -> BeadAction:
        animal = COLOUR_OF_ANIMAL[reading.slots.get("animal", "")]
        return PlaceAnimal(seat, animal, Box(reading.slots.get("box", "lid")))

    def _reveal(self, reading: Parse, view: BeadView, seat: int) -> BeadAction:
        return Reveal(seat)

    def _start(self, reading: Parse, view: BeadView, seat: int) -> BeadAction:
        return Start(seat)

    def _finish_story(self, reading: Parse, view: BeadView, seat: int) -> BeadAction:
        return FinishStory(seat)

    def _pass(self, reading: Parse, view: BeadView, seat: int) -> BeadAction:
        return Pass(seat)


def say(action: BeadAction, names: Names, words: Catalogue) -> str:
    """An action as its command: 'offer two pink beads for a green bead to crane'."""
    match action:
        case OfferTrade(to=to, give=give, take=take):
            return words("beads-say-offer", give=pieces_phrase(words, give),
                         take=pieces_phrase(words, take), to=names.seat_name(to))
        case Counter(give=give, take=take):
            return words("beads-say-counter", give=pieces_phrase(words, give),
                         take=pieces_phrase(words, take))
        case CentreTrade(give=give, take=take):
            return words("beads-say-centre", give=piece_phrase(words, give),
                         take=piece_phrase(words, take))
        case Hide(box=box, beads=beads):
            return words("beads-say-hide", beads=pieces_phrase(words, beads), box=box.value)
        case PlaceAnimal(animal=animal, box=box):
            return words("beads-say-place", animal=ANIMAL_OF[animal], box=box.value)
    return words(PLAIN_COMMANDS[type(action)])


PLAIN_COMMANDS: dict[type, str] = {
    Accept: "beads-say-accept",
    Decline: "beads-say-decline",
    Withdraw: "beads-say-withdraw",
    Reveal: "beads-say-reveal",
    Start: "beads-say-start",
    FinishStory: "beads-say-finish-story",
    Pass: "beads-say-pass",
}
"""The moves said the same whatever their details."""


"""Between words and actions: what a parsed command of Bead Trade means for the seat
that said it, and the sentence for every action (`say`), so that what the table says
back reads as a command the grammar takes.

A list of pieces arrives as one slot: the values its words carried, in order ("2 pink
bead snake"). A count and a colour make beads ("two pink" needs no "beads"); an animal's
name is that animal (a colour before it must be the animal's own). Spanish says the
colour after its noun ("dos cuentas rosas y la serpiente amarilla" is "2 bead pink snake
yellow"): there a colour belongs to the noun before it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

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


COLOUR_AFTER_NOUN = frozenset({"es"})
"""Languages whose players say a piece's colour after its noun."""


def pieces_from(value: str | None, text: str, colour_after_noun: bool = False) -> Pieces:
    """The pieces a slot names (see the module's note); BeadNotUnderstood otherwise."""
    if not value:
        raise BeadNotUnderstood("beads-which-pieces", text=text)
    said = _SaidPieces(text, colour_after_noun)
    for token in value.split():
        said.read(token)
    return said.pieces()


@dataclass
class _SaidPieces:
    """The pieces a slot's words name, read one word at a time."""

    text: str
    colour_after_noun: bool
    counts: list[int] = field(default_factory=lambda: [0] * len(COLOURS))
    animals: list[Colour] = field(default_factory=list)
    # the beads being named: their count and colour so far, and (colour after the
    # noun) whether "cuentas" was said and waits for its colour
    count: int | None = None
    colour: Colour | None = None
    noun: bool = False
    # (colour after the noun) the animal just named, whose own colour may follow it
    animal: Colour | None = None

    def read(self, token: str) -> None:
        if token.isdigit():
            self.close_beads()
            self.count = int(token)
        elif token in COLOURS:
            self.read_colour(Colour(token))
        elif token == "bead":
            self.read_bead_noun()
        elif token in COLOUR_OF_ANIMAL:
            self.read_animal(COLOUR_OF_ANIMAL[token])
        else:
            raise BeadNotUnderstood("beads-which-pieces", text=self.text)

    def read_colour(self, colour: Colour) -> None:
        if self.animal is not None:
            # "la serpiente amarilla": the animal's own colour, said after it
            if colour != self.animal:
                raise BeadNotUnderstood(
                    "beads-animal-colour", animal=ANIMAL_OF[self.animal], text=self.text
                )
            self.animal = None
            return
        if self.colour is not None:
            self.close_beads()
        self.colour = colour

    def read_bead_noun(self) -> None:
        if not self.colour_after_noun or self.colour is not None:
            # "pink bead": the noun ends the beads; "cuenta rosa, cuenta verde": a new
            # noun starts other beads
            self.close_beads()
        self.noun = self.colour_after_noun
        self.animal = None

    def read_animal(self, colour: Colour) -> None:
        if self.colour_after_noun and (self.colour is not None or self.noun):
            self.close_beads()  # "una rosa y la serpiente": the colour was a bead's
        if self.count not in (None, 1) or self.colour not in (None, colour):
            raise BeadNotUnderstood("beads-animal-colour", animal=ANIMAL_OF[colour],
                                    text=self.text)
        self.count, self.colour = None, None
        if colour in self.animals:
            raise BeadNotUnderstood("beads-animal-twice-said", animal=ANIMAL_OF[colour])
        self.animals.append(colour)
        self.animal = colour if self.colour_after_noun else None

    def close_beads(self) -> None:
        if self.colour is not None:
            self.counts[COLOURS.index(self.colour)] += 1 if self.count is None else self.count
        elif self.count is not None or self.noun:
            raise BeadNotUnderstood("beads-which-colour", text=self.text)
        self.count, self.colour, self.noun, self.animal = None, None, False, None

    def pieces(self) -> Pieces:
        self.close_beads()
        return Pieces(tuple(self.counts), tuple(self.animals))


def one_piece(value: str | None, text: str, colour_after_noun: bool = False) -> Piece:
    """A single piece, for the centre's one-for-one trades."""
    pieces = pieces_from(value, text, colour_after_noun)
    if pieces.bead_count + pieces.animal_count != 1:
        raise BeadNotUnderstood("beads-centre-one-piece")
    return next(pieces.pieces())


class Reader:
    """Turns readings into actions of one seat, from that seat's view."""

    def __init__(self, names: Names, words: Catalogue) -> None:
        self.names = names
        self.words = words
        self.colour_after_noun = words.language in COLOUR_AFTER_NOUN
        # what a "Which offer?" question was asked for: accept, decline or withdraw
        self.asked: tuple[str, int] | None = None

    def seat(self, reading: Parse, slot: str) -> int | None:
        said = reading.slots.get(slot)
        if said is None:
            return None
        seat = self.names.seat_of(said)
        if seat is None:
            # the slot holds an animal's id or a number: said back in the table's words
            name = (self.words("beads-player-number", number=int(said)) if said.isdigit()
                    else self.words("beads-seat-name", seat=said))
            raise BeadNotUnderstood("beads-no-seat-named", name=name)
        return seat

    def pieces(self, reading: Parse, slot: str) -> Pieces:
        return pieces_from(reading.slots.get(slot), reading.text, self.colour_after_noun)

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
        give = self.pieces(reading, "give")
        take = self.pieces(reading, "take")
        return OfferTrade(seat, to, give, take)

    def _counter(self, reading: Parse, view: BeadView, seat: int) -> BeadAction | Ask:
        give = self.pieces(reading, "give")
        take = self.pieces(reading, "take")
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
        slots = dict(reading.slots)
        # a seat named alone ("grulla") answers either question: it names the side
        # the question asked about, the offer's maker or the player it was made to
        side, other = ("to", "from") if kind == "withdraw" else ("from", "to")
        if side not in slots and other in slots:
            slots[side] = slots.pop(other)
        return self.to_action(Parse(kind, slots, False, reading.text), view, seat)

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
        give = one_piece(reading.slots.get("give"), reading.text, self.colour_after_noun)
        take = one_piece(reading.slots.get("take"), reading.text, self.colour_after_noun)
        return CentreTrade(seat, give, take)

    def _hide(self, reading: Parse, view: BeadView, seat: int) -> BeadAction:
        beads = self.pieces(reading, "beads")
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


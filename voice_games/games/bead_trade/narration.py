"""Every event of Bead Trade as short sentences, the most important word first.

Narration sees only events, never the state. It speaks to one listener (`you`): the lone
human at a table of computer traders, a seat reading its private channel, or nobody in
particular at a table of several humans, where only public events are said. What only
the two traders may know (an offer's terms) reaches others as counts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from voice_games.catalogue import Catalogue
from voice_games.core import Event
from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.pieces import ANIMAL_OF, BOXES
from voice_games.games.bead_trade.scoring import RoundScore
from voice_games.games.bead_trade.words import (
    Names,
    counts_phrase,
    piece_phrase,
    pieces_phrase,
    yes,
)


@dataclass
class Narrator:
    names: Names
    # each offer's two players, by the offer's number: the events that close an offer
    # name only the offer
    parties: dict[int, tuple[int, int]] = field(default_factory=dict)

    @property
    def words(self) -> Catalogue:
        return self.names.words

    def seat(self, seat: int, listener: int | None) -> dict[str, Any]:
        return {"you": yes(seat == listener), "seat": self.names.animal_of(seat)}

    def narrate(self, event: Event, listener: int | None) -> str | None:
        """What `listener` (None: the whole table) hears of `event`."""
        handler = getattr(self, "_" + type(event).__name__, None)
        if handler is None:
            return None
        said: str | None = handler(event, listener)
        return said

    # ----- the game and its rounds --------------------------------------------------

    def _GameStarted(self, e: ev.GameStarted, you: int | None) -> str:
        said = self.words("beads-game-started", seats=e.seats, rounds=e.rounds,
                          animals=e.animals_to_end)
        if you is not None:
            said += " " + self.words("beads-you-are", seat=self.names.animal_of(you))
        return said

    def _RoundSetUp(self, e: ev.RoundSetUp, you: int | None) -> str:
        said = [self.words("beads-round-set-up", round=e.round)]
        if you is not None and 0 <= you < len(e.holdings):
            said.append(self.words("beads-you-hold", pieces=pieces_phrase(self.words,
                                                                          e.holdings[you])))
        if not e.centre.is_empty:
            said.append(self.words("beads-centre-holds",
                                   pieces=pieces_phrase(self.words, e.centre)))
        return " ".join(said)

    def _StoryTurn(self, e: ev.StoryTurn, you: int | None) -> str:
        return self.words("beads-story-turn", **self.seat(e.player, you),
                          seconds=round(e.seconds))

    def _StoryEnded(self, e: ev.StoryEnded, you: int | None) -> str:
        return self.words("beads-story-ended", **self.seat(e.player, you),
                          timed_out=yes(e.timed_out))

    def _WaitingForStart(self, e: ev.WaitingForStart, you: int | None) -> None:
        return None  # the table's prompt asks for "let's start"

    def _TradingOpens(self, e: ev.TradingOpens, you: int | None) -> str:
        return self.words("beads-trading-opens", round=e.round)

    def _TurnBegins(self, e: Any, you: int | None) -> str:
        return self.words("beads-turn-begins", **self.seat(e.player, you))

    # ----- offers and trades ----------------------------------------------------------

    def _OfferMade(self, e: ev.OfferMade, you: int | None) -> str | None:
        if you in (e.offerer, e.to):
            return None  # the two traders hear the terms instead (OfferTerms)
        return self.words(
            "beads-offer-made", counter=yes(e.counter_of is not None),
            offerer=self.names.animal_of(e.offerer), to=self.names.animal_of(e.to),
            give=counts_phrase(self.words, e.give_beads, e.give_animals),
            take=counts_phrase(self.words, e.take_beads, e.take_animals),
        )

    def _OfferTerms(self, e: ev.OfferTerms, you: int | None) -> str:
        w = self.words
        give, take = pieces_phrase(w, e.give), pieces_phrase(w, e.take)
        if you == e.offerer:
            return w("beads-offer-sent", counter=yes(e.counter_of is not None),
                     to=self.names.animal_of(e.to), give=give, take=take)
        return w("beads-offer-received", counter=yes(e.counter_of is not None),
                 offerer=self.names.animal_of(e.offerer), give=give, take=take)

    def _OfferClosed(self, e: ev.OfferClosed, you: int | None) -> str | None:
        if e.reason in ("accepted", "countered", "round over"):
            return None  # the trade, the counter-offer or the round's end says it
        offerer, to = self.parties.get(e.offer, (None, None))
        if offerer is None or to is None:
            return self.words("beads-offer-ended", reason=e.reason.replace(" ", "-"))
        return self.words(
            "beads-offer-closed-by", reason=e.reason.replace(" ", "-"),
            offerer=self.names.animal_of(offerer), to=self.names.animal_of(to),
            offerer_you=yes(offerer == you), to_you=yes(to == you),
        )

    def _Traded(self, e: ev.Traded, you: int | None) -> str | None:
        if you in (e.offerer, e.to):
            return None  # TradeReceived says what changed hands
        return self.words(
            "beads-traded", offerer=self.names.animal_of(e.offerer),
            to=self.names.animal_of(e.to),
            give=counts_phrase(self.words, e.give_beads, e.give_animals),
            take=counts_phrase(self.words, e.take_beads, e.take_animals),
        )

    def _TradeReceived(self, e: ev.TradeReceived, you: int | None) -> str:
        w = self.words
        return w("beads-trade-received", to=self.names.animal_of(e.partner),
                 gave=pieces_phrase(w, e.gave), received=pieces_phrase(w, e.received))

    def _CentreTraded(self, e: ev.CentreTraded, you: int | None) -> str:
        return self.words("beads-centre-traded", **self.seat(e.player, you),
                          gave=piece_phrase(self.words, e.gave),
                          took=piece_phrase(self.words, e.took))

    # ----- boxes ---------------------------------------------------------------------

    def _BeadsHidden(self, e: ev.BeadsHidden, you: int | None) -> str | None:
        if e.player == you:
            return None  # BeadsHiddenTypes tells the hider which beads
        return self.words("beads-hidden", **self.seat(e.player, you), count=e.count,
                          box=e.box.value)

    def _BeadsHiddenTypes(self, e: ev.BeadsHiddenTypes, you: int | None) -> str:
        return self.words("beads-hidden-yours", beads=pieces_phrase(self.words, e.beads),
                          box=e.box.value)

    def _AnimalPlaced(self, e: ev.AnimalPlaced, you: int | None) -> str:
        return self.words("beads-animal-placed", animal=ANIMAL_OF[e.animal],
                          box=e.box.value, **self.seat(e.player, you))

    def _HoldingsRevealed(self, e: ev.HoldingsRevealed, you: int | None) -> str:
        return self.words("beads-revealed", **self.seat(e.player, you),
                          pieces=pieces_phrase(self.words, e.holdings))

    # ----- the end of a round -----------------------------------------------------------

    def _RoundEnded(self, e: ev.RoundEnded, you: int | None) -> str:
        w = self.words
        on = [w("beads-animal-on", animal=ANIMAL_OF[a], box="lid") for a in e.on_lid]
        on += [w("beads-animal-on", animal=ANIMAL_OF[a], box="base") for a in e.on_base]
        return w("beads-round-ended", round=e.round, animals=w.join(on, "and"))

    def _AllRevealed(self, e: ev.AllRevealed, you: int | None) -> str:
        w = self.words
        said = [
            w("beads-under-box-revealed", box=box.value, pieces=pieces_phrase(w, under))
            for box, under in zip(BOXES, (e.under_lid, e.under_base), strict=True)
        ]
        said += [
            w("beads-holds", **self.seat(seat, you), pieces=pieces_phrase(w, held))
            for seat, held in enumerate(e.holdings)
        ]
        return " ".join(said)

    def _RoundScored(self, e: ev.RoundScored, you: int | None) -> str:
        return " ".join(
            [*self.score_lines(e.score, you), self.totals_line(e.totals, you, e.round)]
        )

    def _GameOver(self, e: ev.GameOver, you: int | None) -> str:
        w = self.words
        winners = w.join([w("beads-seat", **self.seat(s, you)) for s in e.winners], "and")
        return w("beads-game-ended", winners=winners, points=max(e.totals),
                 you_win=yes(you in e.winners), shared=yes(len(e.winners) > 1))

    # ----- scores, shared with the "scores" question -----------------------------------

    def score_lines(self, score: RoundScore, you: int | None) -> list[str]:
        """Each bead type: how it was resolved, then who gained or lost what."""
        w = self.words
        lines = []
        for kind in score.types:
            gains = [
                w("beads-points-of", **self.seat(seat, you), **signed(points))
                for seat, points in enumerate(kind.points)
                if points
            ]
            lines.append(w(
                "beads-type-scored", colour=kind.colour.value,
                animal=ANIMAL_OF[kind.colour],
                resolution=kind.resolution.replace(" ", "-"),
                points=w.join(gains, "and") if gains else w("beads-no-points"),
            ))
        return lines

    def totals_line(self, totals: tuple[int, ...], you: int | None, round: int) -> str:
        w = self.words
        parts = [w("beads-points-of", **self.seat(seat, you), **signed(points))
                 for seat, points in enumerate(totals)]
        return w("beads-totals", round=round, totals=w.join(parts, "and"))


def signed(points: int) -> dict[str, Any]:
    """Points as the catalogue says them: 'plus one', 'minus two', 'zero'."""
    sign = "zero" if points == 0 else "plus" if points > 0 else "minus"
    return {"sign": sign, "points": abs(points)}

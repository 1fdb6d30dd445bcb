"""The rules of Bead Trade (RULES.md section 2), pure: no sound, no threads, no I/O.

A `BeadRules` holds the options; `new_game()` gives a `BeadState`. The game is real time:
there is no current player, any player may act whenever the round is open, and each action
names its actor. The calm option makes a round turns for players who want a listening pace:
one move a turn in seat order, a turn with an offer waiting for its answer. The clock
enters only through `tick(now)` (seconds since the game began), which expires offers and
story turns; ticks are kept in the history beside the actions, so the history replays a
game exactly. There is no chance in this game: the deal is fixed by the number of seats.

`check()` refuses an illegal action with a `BeadIllegal` whose code names the rule.
Hidden information leaves the state only through `view(player)` and events, each of which
says who may perceive it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import product

from voice_games.core import Event, IllegalAction
from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import (
    Accept,
    BeadAction,
    CentreTrade,
    ClockTick,
    Counter,
    Decline,
    FinishStory,
    Hide,
    OfferTrade,
    Pass,
    PlaceAnimal,
    Reveal,
    Start,
    Step,
    Withdraw,
)
from voice_games.games.bead_trade.errors import BeadError, BeadIllegal
from voice_games.games.bead_trade.pieces import (
    BEADS_PER_TYPE,
    BOXES,
    COLOURS,
    NOTHING,
    Box,
    Colour,
    Pieces,
    shortfall,
    total,
)
from voice_games.games.bead_trade.scoring import RoundScore, score_round

MIN_SEATS, MAX_SEATS = 2, 5
NO_SEAT = -1
"""The player of a view that belongs to nobody: it holds public facts only."""


class Phase(StrEnum):
    STORIES = "stories"  # Storied Animals: one speaking turn per player
    WAITING = "waiting"  # dealt; trading opens when someone says "let's start"
    PLAYING = "playing"  # real time: anyone may act (in turn, with the calm option)
    OVER = "over"


@dataclass(frozen=True)
class BeadRules:
    """The options of one game; each variant of the rulebook is a flag.

    `offer_timeout` is how many seconds an unanswered offer stays open (None: until
    answered or withdrawn); `story_seconds` is the length of a Storied Animals turn.
    `calm` turns a round into turns (RULES.md's voice-play decision): each player in
    turn makes one move, and an offer holds the turn until it is answered.
    """

    seats: int = 3
    locked_spirits: bool = False
    normal_spirits: bool = False
    prolonged_spirits: bool = False
    extended_spirits: bool = False
    storied_animals: bool = False
    stories_every_round: bool = False
    story_seconds: float = 60.0
    offer_timeout: float | None = 30.0
    calm: bool = False

    def __post_init__(self) -> None:
        if not MIN_SEATS <= self.seats <= MAX_SEATS:
            raise BeadError("beads-seats-out-of-range", low=MIN_SEATS, high=MAX_SEATS,
                            seats=self.seats)
        if self.offer_timeout is not None and not self.offer_timeout > 0:
            raise BeadError("beads-timeout-positive", seconds=self.offer_timeout)
        if not self.story_seconds > 0:
            raise BeadError("beads-story-seconds-positive", seconds=self.story_seconds)
        if self.stories_every_round and not self.storied_animals:
            raise BeadError("beads-stories-every-round-needs-stories")

    @property
    def rounds(self) -> int:
        return 5 if self.extended_spirits else 3

    @property
    def animals_to_end(self) -> int:
        """Animals on the boxes, in total, that end a round at once."""
        return 3 if self.prolonged_spirits else 2

    def stories_before(self, round_number: int) -> bool:
        return self.storied_animals and (round_number == 1 or self.stories_every_round)

    def new_game(self) -> BeadState:
        return BeadState(self)


def seat_colours(seats: int) -> tuple[tuple[Colour, ...], ...]:
    """The animals each seat starts with: one each in seat order (bull, snake, turtle,
    crane, whale); with two players the first takes the first two, the second the next
    two, and the whale's set goes to the centre."""
    per_seat = 2 if seats == 2 else 1
    return tuple(COLOURS[s * per_seat:(s + 1) * per_seat] for s in range(seats))


def starting_holdings(seats: int) -> tuple[Pieces, ...]:
    return tuple(total(Pieces.set_of(c) for c in colours) for colours in seat_colours(seats))


def starting_centre(seats: int) -> Pieces:
    dealt = {c for colours in seat_colours(seats) for c in colours}
    return total(Pieces.set_of(c) for c in COLOURS if c not in dealt)


@dataclass(frozen=True)
class Offer:
    """An open offer, as its two players know it: `offerer` gives `give` for `take`."""

    id: int
    offerer: int
    to: int
    give: Pieces
    take: Pieces
    made_at: float
    counter_of: int | None = None


@dataclass(frozen=True)
class PublicOffer:
    """An open offer between two other players, as the rest of the table knows it."""

    id: int
    offerer: int
    to: int
    give_beads: int
    give_animals: int
    take_beads: int
    take_animals: int
    made_at: float


@dataclass(frozen=True)
class BeadView:
    """Everything one player may know, and nothing more.

    `holdings`, `held_out` and `my_hidden` are the player's own (empty for `NO_SEAT`);
    everything else is public: how many beads each player put under each box, the animals
    on the boxes, the centre (its start is known and every centre trade is public), the
    last holdings each player revealed, and the open offers (in full where the player is
    one of the two sides, as counts otherwise).
    """

    player: int
    rules: BeadRules
    phase: Phase
    round: int
    now: float
    storyteller: int | None
    turn: int | None
    starting: tuple[Pieces, ...]
    holdings: Pieces
    held_out: Pieces
    my_hidden: tuple[Pieces, ...]
    hidden_counts: tuple[tuple[int, ...], ...]
    on_lid: tuple[Colour, ...]
    on_base: tuple[Colour, ...]
    centre: Pieces
    revealed: tuple[Pieces | None, ...]
    my_offers: tuple[Offer, ...]
    other_offers: tuple[PublicOffer, ...]
    round_scores: tuple[RoundScore, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]
    events: tuple[Event, ...]


@dataclass
class BeadState:
    """The full state of a game, like the box on the table: never a player's view."""

    rules: BeadRules
    phase: Phase = field(init=False)
    round: int = field(init=False, default=0)
    now: float = field(init=False, default=0.0)
    holdings: list[Pieces] = field(init=False)
    centre: Pieces = field(init=False, default=NOTHING)
    hidden: list[dict[Box, Pieces]] = field(init=False)
    on_box: dict[Box, list[Colour]] = field(init=False)
    offers: dict[int, Offer] = field(init=False, default_factory=dict)
    revealed: list[Pieces | None] = field(init=False)
    round_scores: list[RoundScore] = field(init=False, default_factory=list)
    totals: list[int] = field(init=False)
    storyteller: int | None = field(init=False, default=None)
    turn: int | None = field(init=False, default=None)
    """The seat whose turn it is in a calm game's open round; None otherwise."""
    history: list[Step] = field(init=False, default_factory=list)
    events: list[Event] = field(init=False, default_factory=list)
    _next_offer: int = field(init=False, default=1)
    _story_deadline: float = field(init=False, default=0.0)

    def __post_init__(self) -> None:
        self.totals = [0] * self.seats
        self._emit(ev.GameStarted(self.seats, self.rules.rounds, self.rules.animals_to_end))
        self._begin_round(1)

    @classmethod
    def replay(cls, rules: BeadRules, steps: Sequence[Step]) -> BeadState:
        state = cls(rules)
        for step in steps:
            if isinstance(step, ClockTick):
                state.tick(step.now)
            else:
                state.apply(step)
        return state

    # ----- queries ------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return self.rules.seats

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def winners(self) -> tuple[int, ...]:
        """The players with the highest total once the game is over; ties share the win."""
        if not self.is_over:
            return ()
        best = max(self.totals)
        return tuple(p for p, t in enumerate(self.totals) if t == best)

    @property
    def story_deadline(self) -> float:
        """When the story being told runs out, on the game's clock."""
        return self._story_deadline

    def under(self, box: Box) -> Pieces:
        return total(hidden[box] for hidden in self.hidden)

    def held_out(self, player: int) -> Pieces:
        """The pieces `player` offers in open offers: held out until the offer closes,
        so an offer can always be honoured when it is accepted."""
        return total(o.give for o in self.offers.values() if o.offerer == player)

    def available(self, player: int) -> Pieces:
        return self.holdings[player] - self.held_out(player)

    def all_pieces(self) -> Pieces:
        """Every piece wherever it is: players, centre, under and on the boxes."""
        on_boxes = Pieces.of(animals=[a for box in BOXES for a in self.on_box[box]])
        return total([*self.holdings, self.centre, *(self.under(b) for b in BOXES), on_boxes])

    def _pending_offer(self) -> Offer | None:
        """A calm game's open offer, which holds the turn until it is answered: only the
        player whose turn it is makes offers, and only one at a time, so there is at most
        one. None in real time (where many offers may be open)."""
        if self.turn is None:
            return None
        return min(self.offers.values(), key=lambda o: o.id, default=None)

    def seats_to_act(self) -> tuple[int, ...]:
        """The seats the game is waiting on now. In real time every seat while trading is
        open; in a calm game the seat whose turn it is, or, while an offer is open, its
        two players (the one it was made to answers, the one who made it may withdraw).
        Anyone may still reveal their holdings: showing is not a move."""
        if self.phase is Phase.OVER:
            return ()
        if self.phase is Phase.STORIES:
            assert self.storyteller is not None
            return (self.storyteller,)
        if self.turn is None:
            return tuple(range(self.seats))
        pending = self._pending_offer()
        if pending is None:
            return (self.turn,)
        return tuple(sorted((pending.to, pending.offerer)))

    def _may_move(self, player: int) -> bool:
        """Whether `player` may make a move (offer, centre trade, hide, place, pass) now,
        trading being open: always in real time; in a calm game on their turn with no
        offer waiting for an answer."""
        return self.turn is None or (player == self.turn and not self.offers)

    def is_legal(self, action: BeadAction) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    def legal_actions(self, player: int) -> list[BeadAction]:
        """Every legal action of `player` now, except new offers and counter-offers:
        their terms are any pieces for any pieces, too many to list; `check()` decides
        those."""
        if not 0 <= player < self.seats:
            return []
        if self.phase is Phase.STORIES:
            return [FinishStory(player)] if player == self.storyteller else []
        if self.phase is Phase.WAITING:
            return [Start(player)]
        if self.phase is not Phase.PLAYING:
            return []
        available = self.available(player)
        actions: list[BeadAction] = []
        for offer in self.offers.values():
            if offer.to == player:
                if available.contains(offer.take):
                    actions.append(Accept(player, offer.id))
                actions.append(Decline(player, offer.id))
            elif offer.offerer == player:
                actions.append(Withdraw(player, offer.id))
        if self._may_move(player):
            # copies of a bead make the same trade: each kind of piece once
            for give in dict.fromkeys(available.pieces()):
                for take in dict.fromkeys(self.centre.pieces()):
                    if give.kind == take.kind and give != take:
                        actions.append(CentreTrade(player, give, take))
            for box in BOXES:
                if not self._locked(box):
                    actions.extend(
                        Hide(player, box, beads) for beads in _sub_multisets(available)
                    )
            # an animal may still go on a locked box: Locked Spirits stops beads only
            actions.extend(
                PlaceAnimal(player, a, box) for box in BOXES for a in available.animals
            )
            if self.rules.calm:
                actions.append(Pass(player))
        actions.append(Reveal(player))
        return actions

    def _locked(self, box: Box) -> bool:
        return self.rules.locked_spirits and bool(self.on_box[box])

    # ----- checking -----------------------------------------------------------------

    def check(self, action: BeadAction) -> None:
        """Raise a `BeadIllegal` naming the rule, unless `action` is legal now."""
        checker = _CHECKS.get(type(action))
        if checker is None:
            raise BeadError("beads-unknown-action", action=type(action).__name__)
        if self.is_over:
            raise BeadIllegal("beads-game-over")
        if not 0 <= action.player < self.seats:
            raise BeadIllegal("beads-no-such-seat", seat=action.player + 1)
        if isinstance(action, Pass) and not self.rules.calm:
            # said before the phase's refusals: in real time there is no moment to pass
            raise BeadIllegal("beads-pass-calm-only")
        if self.phase is Phase.STORIES:
            assert self.storyteller is not None
            if not isinstance(action, FinishStory):
                raise BeadIllegal("beads-stories-first", teller=self.storyteller + 1)
            if action.player != self.storyteller:
                raise BeadIllegal("beads-not-your-story", teller=self.storyteller + 1)
            return
        if isinstance(action, FinishStory):
            raise BeadIllegal("beads-no-story-now")
        if self.phase is Phase.WAITING:
            if not isinstance(action, Start):
                raise BeadIllegal("beads-not-started")
            return
        if isinstance(action, Start):
            raise BeadIllegal("beads-already-started")
        if self.turn is not None and isinstance(action, _MOVES):
            self._check_turn(action.player)
        checker(self, action)

    def _check_turn(self, player: int) -> None:
        """Calm game: a move is the turn's one move, and an offer's answer comes first.
        Answers and withdrawals are not moves: the offer's own rules say who gives them."""
        assert self.turn is not None
        if player != self.turn:
            raise BeadIllegal("beads-not-your-turn", player=self.turn + 1)
        pending = self._pending_offer()
        if pending is not None:
            raise BeadIllegal("beads-answer-pending", offer=pending.id)

    def _require(self, player: int, pieces: Pieces) -> None:
        """The player must hold `pieces` and not have them held out in an offer."""
        held = self.holdings[player]
        if not held.contains(pieces):
            raise BeadIllegal("beads-not-yours", pieces=shortfall(held, pieces))
        available = self.available(player)
        if not available.contains(pieces):
            raise BeadIllegal("beads-pieces-on-offer", pieces=shortfall(available, pieces))

    def _check_terms(self, player: int, to: int, give: Pieces, take: Pieces) -> None:
        if not 0 <= to < self.seats:
            raise BeadIllegal("beads-no-such-seat", seat=to + 1)
        if to == player:
            raise BeadIllegal("beads-trade-with-yourself")
        if give.is_empty or take.is_empty:
            raise BeadIllegal("beads-trade-both-sides")
        if any(n > BEADS_PER_TYPE for n in take.beads):
            raise BeadIllegal("beads-more-than-exist", pieces=take)
        self._require(player, give)

    def _open_offer(self, offer_id: int) -> Offer:
        if offer_id in self.offers:
            return self.offers[offer_id]
        if 1 <= offer_id < self._next_offer:
            raise BeadIllegal("beads-offer-closed", offer=offer_id)
        raise BeadIllegal("beads-no-such-offer", offer=offer_id)

    def _offer_to(self, player: int, offer_id: int) -> Offer:
        offer = self._open_offer(offer_id)
        if offer.to != player:
            raise BeadIllegal("beads-offer-not-to-you", offer=offer_id, to=offer.to + 1)
        return offer

    def _check_offer(self, action: OfferTrade) -> None:
        self._check_terms(action.player, action.to, action.give, action.take)

    def _check_accept(self, action: Accept) -> None:
        offer = self._offer_to(action.player, action.offer)
        self._require(action.player, offer.take)

    def _check_decline(self, action: Decline) -> None:
        self._offer_to(action.player, action.offer)

    def _check_counter(self, action: Counter) -> None:
        offer = self._offer_to(action.player, action.offer)
        self._check_terms(action.player, offer.offerer, action.give, action.take)

    def _check_withdraw(self, action: Withdraw) -> None:
        offer = self._open_offer(action.offer)
        if offer.offerer != action.player:
            raise BeadIllegal("beads-not-your-offer", offer=action.offer,
                              offerer=offer.offerer + 1)

    def _check_centre_trade(self, action: CentreTrade) -> None:
        if action.give.kind != action.take.kind:
            raise BeadIllegal("beads-centre-kinds")
        if action.give == action.take:
            raise BeadIllegal("beads-centre-same-type")
        self._require(action.player, Pieces.from_piece(action.give))
        if not self.centre.contains(Pieces.from_piece(action.take)):
            raise BeadIllegal("beads-centre-lacks", piece=action.take)

    def _check_hide(self, action: Hide) -> None:
        if action.beads.animals:
            raise BeadIllegal("beads-hide-beads-only")
        if action.beads.is_empty:
            raise BeadIllegal("beads-hide-nothing")
        if self._locked(action.box):
            raise BeadIllegal("beads-box-locked", box=action.box)
        self._require(action.player, action.beads)

    def _check_place(self, action: PlaceAnimal) -> None:
        self._require(action.player, Pieces.of(animals=[action.animal]))

    def _check_reveal(self, action: Reveal) -> None:
        """Anyone may show their holdings at any time of a round."""

    def _check_pass(self, action: Pass) -> None:
        """Decided in `check`: a calm game, the player's turn, no offer waiting."""

    def _check_phase_only(self, action: BeadAction) -> None:
        """Start and FinishStory are decided by the phase alone (see `check`)."""

    # ----- the clock ----------------------------------------------------------------

    def tick(self, now: float) -> list[Event]:
        """The table's clock reads `now`: end story turns and offers whose time is up."""
        if now < self.now:
            raise BeadError("beads-clock-backwards", before=self.now, now=now)
        first = len(self.events)
        if now == self.now:
            return []
        self.history.append(ClockTick(now))
        self.now = now
        while self.phase is Phase.STORIES and self._story_deadline <= now:
            # the next teller starts when the last one's time ran out, not at this tick,
            # so how often the table ticks changes nothing
            self._end_story(timed_out=True, at=self._story_deadline)
        timeout = self.rules.offer_timeout
        if timeout is not None:
            expired = False
            for offer in sorted(self.offers.values(), key=lambda o: o.id):
                if offer.made_at + timeout <= now:
                    self._close(offer, "expired")
                    expired = True
            if expired:
                # an unanswered offer ends the turn it was made in, as an answer would
                self._end_turn()
        return self.events[first:]

    # ----- applying -----------------------------------------------------------------

    def apply(self, action: BeadAction) -> list[Event]:
        """Apply a legal action and return the events it caused, in order."""
        self.check(action)
        first = len(self.events)
        self.history.append(action)
        _HANDLERS[type(action)](self, action)
        return self.events[first:]

    def _emit(self, event: Event) -> None:
        self.events.append(event)

    def _begin_round(self, number: int) -> None:
        """Deal: every piece with its starting owner, the absent sets in the centre, both
        boxes empty. The same deal starts every round (the rulebook's reset)."""
        self.round = number
        self.holdings = list(starting_holdings(self.seats))
        self.centre = starting_centre(self.seats)
        self.hidden = [{box: NOTHING for box in BOXES} for _ in range(self.seats)]
        self.on_box = {box: [] for box in BOXES}
        self.revealed = [None] * self.seats
        self._emit(ev.RoundSetUp(number, tuple(self.holdings), self.centre))
        if self.rules.stories_before(number):
            self.phase = Phase.STORIES
            self._begin_story(0, self.now)
        else:
            self._wait_for_start()

    def _begin_story(self, player: int, at: float) -> None:
        self.storyteller = player
        self._story_deadline = at + self.rules.story_seconds
        self._emit(ev.StoryTurn(player, self.rules.story_seconds))

    def _end_story(self, timed_out: bool, at: float) -> None:
        assert self.storyteller is not None
        teller = self.storyteller
        self._emit(ev.StoryEnded(teller, timed_out))
        if teller + 1 < self.seats:
            self._begin_story(teller + 1, at)
        else:
            self.storyteller = None
            self._wait_for_start()

    def _wait_for_start(self) -> None:
        self.phase = Phase.WAITING
        self._emit(ev.WaitingForStart(self.round))

    def _apply_finish_story(self, action: FinishStory) -> None:
        self._end_story(timed_out=False, at=self.now)

    def _apply_start(self, action: Start) -> None:
        self.phase = Phase.PLAYING
        self._emit(ev.TradingOpens(self.round, action.player))
        if self.rules.calm:
            # each round a different seat goes first, in seat order
            self._begin_turn((self.round - 1) % self.seats)

    def _begin_turn(self, player: int) -> None:
        self.turn = player
        self._emit(ev.TurnBegins(player))

    def _end_turn(self) -> None:
        """Calm game: the turn passes to the next seat once its move is done and no offer
        is left waiting. Nothing in real time, nor once the move ended the round (the
        next round's first turn comes when its trading opens)."""
        if self.turn is not None and not self.offers:
            self._begin_turn((self.turn + 1) % self.seats)

    def _make_offer(
        self, offerer: int, to: int, give: Pieces, take: Pieces, counter_of: int | None
    ) -> None:
        offer = Offer(self._next_offer, offerer, to, give, take, self.now, counter_of)
        self._next_offer += 1
        self.offers[offer.id] = offer
        self._emit(ev.OfferMade(
            offer.id, offerer, to, give.bead_count, give.animal_count, take.bead_count,
            take.animal_count, counter_of,
        ))
        for owner in (offerer, to):
            self._emit(ev.OfferTerms(owner, offer.id, offerer, to, give, take, counter_of))

    def _close(self, offer: Offer, reason: ev.CloseReason) -> None:
        del self.offers[offer.id]
        self._emit(ev.OfferClosed(offer.id, reason))

    def _apply_offer(self, action: OfferTrade) -> None:
        self._make_offer(action.player, action.to, action.give, action.take, None)

    def _apply_accept(self, action: Accept) -> None:
        offer = self.offers[action.offer]
        self._close(offer, "accepted")
        a, b = offer.offerer, offer.to
        self.holdings[a] = self.holdings[a] - offer.give + offer.take
        self.holdings[b] = self.holdings[b] - offer.take + offer.give
        self._emit(ev.Traded(
            offer.id, a, b, offer.give.bead_count, offer.give.animal_count,
            offer.take.bead_count, offer.take.animal_count,
        ))
        self._emit(ev.TradeReceived(a, offer.id, b, offer.give, offer.take))
        self._emit(ev.TradeReceived(b, offer.id, a, offer.take, offer.give))
        self._end_turn()

    def _apply_decline(self, action: Decline) -> None:
        self._close(self.offers[action.offer], "declined")
        self._end_turn()

    def _apply_counter(self, action: Counter) -> None:
        offer = self.offers[action.offer]
        self._close(offer, "countered")
        self._make_offer(action.player, offer.offerer, action.give, action.take, offer.id)

    def _apply_withdraw(self, action: Withdraw) -> None:
        self._close(self.offers[action.offer], "withdrawn")
        self._end_turn()

    def _apply_centre_trade(self, action: CentreTrade) -> None:
        give, take = Pieces.from_piece(action.give), Pieces.from_piece(action.take)
        self.holdings[action.player] = self.holdings[action.player] - give + take
        self.centre = self.centre - take + give
        self._emit(ev.CentreTraded(action.player, action.give, action.take))
        self._end_turn()

    def _apply_hide(self, action: Hide) -> None:
        player = action.player
        self.holdings[player] = self.holdings[player] - action.beads
        self.hidden[player][action.box] = self.hidden[player][action.box] + action.beads
        self._emit(ev.BeadsHiddenTypes(player, action.box, action.beads))
        self._emit(ev.BeadsHidden(player, action.box, action.beads.bead_count))
        self._end_turn()

    def _apply_place(self, action: PlaceAnimal) -> None:
        player = action.player
        self.holdings[player] = self.holdings[player] - Pieces.of(animals=[action.animal])
        self.on_box[action.box].append(action.animal)
        placed = sum(len(animals) for animals in self.on_box.values())
        self._emit(ev.AnimalPlaced(player, action.animal, action.box, placed))
        if placed >= self.rules.animals_to_end:
            self._end_round()
        self._end_turn()

    def _apply_reveal(self, action: Reveal) -> None:
        shown = self.holdings[action.player]
        self.revealed[action.player] = shown
        self._emit(ev.HoldingsRevealed(action.player, shown))

    def _apply_pass(self, action: Pass) -> None:
        self._end_turn()

    def _end_round(self) -> None:
        """At once when enough animals are on the boxes: open offers lapse, everything
        is revealed and scored, then the pieces go back for the next round."""
        self.turn = None
        for offer in sorted(self.offers.values(), key=lambda o: o.id):
            self._close(offer, "round over")
        on_lid, on_base = tuple(self.on_box[Box.LID]), tuple(self.on_box[Box.BASE])
        under_lid, under_base = self.under(Box.LID), self.under(Box.BASE)
        self._emit(ev.RoundEnded(self.round, on_lid, on_base))
        self._emit(ev.AllRevealed(tuple(self.holdings), under_lid, under_base, self.centre))
        score = score_round(
            self.holdings, under_lid, under_base, on_lid, on_base, self.rules.normal_spirits
        )
        self.round_scores.append(score)
        self.totals = [t + p for t, p in zip(self.totals, score.points, strict=True)]
        self._emit(ev.RoundScored(self.round, score, tuple(self.totals)))
        if self.round >= self.rules.rounds:
            self.phase = Phase.OVER
            self._emit(ev.GameOver(tuple(self.totals), self.winners))
        else:
            self._begin_round(self.round + 1)

    # ----- views --------------------------------------------------------------------

    def public_view(self) -> BeadView:
        return self.view(NO_SEAT)

    def view(self, player: int) -> BeadView:
        seated = 0 <= player < self.seats
        return BeadView(
            player=player,
            rules=self.rules,
            phase=self.phase,
            round=self.round,
            now=self.now,
            storyteller=self.storyteller,
            turn=self.turn,
            starting=starting_holdings(self.seats),
            holdings=self.holdings[player] if seated else NOTHING,
            held_out=self.held_out(player) if seated else NOTHING,
            my_hidden=tuple(self.hidden[player][box] if seated else NOTHING for box in BOXES),
            hidden_counts=tuple(
                tuple(hidden[box].bead_count for box in BOXES) for hidden in self.hidden
            ),
            on_lid=tuple(self.on_box[Box.LID]),
            on_base=tuple(self.on_box[Box.BASE]),
            centre=self.centre,
            revealed=tuple(self.revealed),
            my_offers=tuple(o for o in self.offers.values() if player in (o.offerer, o.to)),
            other_offers=tuple(
                PublicOffer(o.id, o.offerer, o.to, o.give.bead_count, o.give.animal_count,
                            o.take.bead_count, o.take.animal_count, o.made_at)
                for o in self.offers.values()
                if player not in (o.offerer, o.to)
            ),
            round_scores=tuple(self.round_scores),
            totals=tuple(self.totals),
            winners=self.winners,
            events=tuple(e for e in self.events if e.visible_to(player)),
        )


def _sub_multisets(pieces: Pieces) -> Iterable[Pieces]:
    """Every non-empty choice of beads among `pieces` (animals are left out)."""
    for counts in product(*(range(n + 1) for n in pieces.beads)):
        if any(counts):
            yield Pieces(tuple(counts))


_CHECKS = {
    FinishStory: BeadState._check_phase_only,
    Start: BeadState._check_phase_only,
    OfferTrade: BeadState._check_offer,
    Accept: BeadState._check_accept,
    Decline: BeadState._check_decline,
    Counter: BeadState._check_counter,
    Withdraw: BeadState._check_withdraw,
    CentreTrade: BeadState._check_centre_trade,
    Hide: BeadState._check_hide,
    PlaceAnimal: BeadState._check_place,
    Reveal: BeadState._check_reveal,
    Pass: BeadState._check_pass,
}

_HANDLERS = {
    FinishStory: BeadState._apply_finish_story,
    Start: BeadState._apply_start,
    OfferTrade: BeadState._apply_offer,
    Accept: BeadState._apply_accept,
    Decline: BeadState._apply_decline,
    Counter: BeadState._apply_counter,
    Withdraw: BeadState._apply_withdraw,
    CentreTrade: BeadState._apply_centre_trade,
    Hide: BeadState._apply_hide,
    PlaceAnimal: BeadState._apply_place,
    Reveal: BeadState._apply_reveal,
    Pass: BeadState._apply_pass,
}

_MOVES = (OfferTrade, CentreTrade, Hide, PlaceAnimal, Pass)
"""What a calm game's turn allows one of; answers, withdrawals and reveals are not moves."""

"""Computer traders for Bead Trade, at three levels: `make_bot(level, seat, rules, seed)`.

A trader knows exactly what a person in its seat would: it reads that seat's `BeadView`
(public events and its own secrets) and never the game's state. The table calls
`observe(view)` whenever it likes and `choose(view)` at the trader's pace; `choose`
returns an action or None (nothing worth doing now: the table asks again later). After
each `choose`, `reason` holds why it accepted, declined or countered an offer (a message
id of `locales/*/bots.ftl` and its arguments), or None.

Every level believes what `bot_belief.Belief` makes of the events, values a round as
`bot_value.World` does, and weighs each move by the change it makes to that value; a
`bot_styles.Style` sets the levels apart:

* `easy` believes each player hides only the beads it started with and does not follow
  trades between others; it values only its own points, judges with much noise, offers
  one bead for one, never counters, and places an animal when its patience runs out.
* `medium` fits its belief to every count the table knows, sees that whoever holds an
  animal may settle its colour, weighs the others' points a little against its own,
  offers one or two beads for one, and ends a round when it expects to be ahead.
* `expert` also believes a player hides mostly its own colour under the lid, weighs the
  others' points (the leader's above all) more against its own (fully with two players,
  where each point is the other's loss), offers up to two pieces for one or one for two,
  animals too, counters offers it declines, and ends a round only when it is ahead by
  more than it expects to gain by waiting.

In a calm game (turns) a trader answers every offer made to it, and on its turn makes a
move or passes. Every level is deterministic for its seed and the views it is shown.
"""

from __future__ import annotations

import math
import random

from voice_games.core import Event
from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import (
    Accept,
    BeadAction,
    Counter,
    Decline,
    FinishStory,
    Hide,
    OfferTrade,
    Pass,
    PlaceAnimal,
    Withdraw,
)
from voice_games.games.bead_trade.bot_belief import Belief, N
from voice_games.games.bead_trade.bot_reasons import (
    Reason,
    accept_reason,
    counter_reason,
    decline_reason,
    not_held,
)
from voice_games.games.bead_trade.bot_styles import LEVELS, STYLES
from voice_games.games.bead_trade.bot_value import World
from voice_games.games.bead_trade.bot_view import (
    available,
    centre_trades,
    may_move,
    must_move,
    my_open_offers,
    offer_is_legal,
    offers_to_me,
    open_boxes,
)
from voice_games.games.bead_trade.engine import BeadRules, BeadView, Offer, Phase
from voice_games.games.bead_trade.pieces import BOXES, COLOURS, Pieces

STALE_OFFER = 20.0
"""Seconds after which a trader takes back an offer nobody answered."""
REFUSED_FOR = 6
"""Moves for which a trader does not repeat an offer that was refused."""
COOL_DOWN = 2
"""Moves for which a trader makes no new offer to a player who refused one."""


class BeadBot:
    """A computer trader of one seat; `level` names its style."""

    def __init__(self, level: str, seat: int, rules: BeadRules, seed: int) -> None:
        if level not in STYLES:
            raise ValueError(f"no bot level {level!r}: choose one of {', '.join(LEVELS)}")
        self.level = level
        self.style = STYLES[level]
        self.seat = seat
        self.rules = rules
        self.rng = random.Random(f"bead-trade/{level}/{seat}/{seed}")
        self.belief = Belief(seat, rules, fitted=self.style.fitted,
                             lid_bias=self.style.lid_bias, naive=self.style.naive)
        self.reason: Reason | None = None
        self._seen = 0
        self._moves = 0
        self._patience = self._draw_patience()
        self._mine: dict[int, tuple[int, Pieces, Pieces]] = {}
        self._refused: dict[tuple[int, Pieces, Pieces], int] = {}
        self._snubs = [0] * rules.seats
        self._totals: tuple[int, ...] = (0,) * rules.seats
        self._snubbed_at = [-REFUSED_FOR] * rules.seats

    # ----- the table's side -------------------------------------------------------------

    def observe(self, view: BeadView) -> None:
        """Read the events of the seat's view not read yet."""
        if view.player != self.seat:
            raise ValueError(f"this bot plays seat {self.seat}, not {view.player}")
        fresh = view.events[self._seen:]
        self._seen = len(view.events)
        for event in fresh:
            self.belief.hear(event)
            self._note(event)
        self._totals = view.totals
        if view.phase is Phase.PLAYING:
            self.belief.sync(view)

    def choose(self, view: BeadView) -> BeadAction | None:
        """The trader's action now, or None when nothing is worth doing."""
        self.observe(view)
        self.reason = None
        action = self._decide(view)
        if action is None and must_move(view):
            action = Pass(self.seat)
        return action

    # ----- reading ----------------------------------------------------------------------

    def _note(self, event: Event) -> None:
        if isinstance(event, ev.RoundSetUp):
            self._moves = 0
            self._patience = self._draw_patience()
            self._mine.clear()
            self._refused.clear()
            self._snubs = [0] * self.rules.seats
            self._snubbed_at = [-REFUSED_FOR] * self.rules.seats
        elif isinstance(event, ev.OfferTerms) and event.offerer == self.seat:
            self._mine[event.offer] = (event.to, event.give, event.take)
        elif isinstance(event, ev.OfferClosed) and event.offer in self._mine:
            to, give, take = self._mine.pop(event.offer)
            if event.reason in ("declined", "expired", "countered"):
                self._refused[(to, give, take)] = self._moves
                self._snubs[to] += 1
                self._snubbed_at[to] = self._moves

    def _draw_patience(self) -> int:
        low, high = self.style.patience
        return self.rng.randint(low, high)

    # ----- deciding ---------------------------------------------------------------------

    def _decide(self, view: BeadView) -> BeadAction | None:
        if view.phase is Phase.STORIES:
            return FinishStory(self.seat) if view.storyteller == self.seat else None
        if view.phase is not Phase.PLAYING:
            return None  # a person says "let's start"
        world = self._world(view)
        waiting = sorted(offers_to_me(view), key=lambda o: o.id)
        if waiting:
            return self._answer(view, world, waiting[0])  # the oldest first
        stale = self._stale_offer(view)
        if stale is not None:
            return Withdraw(self.seat, stale.id)
        if not may_move(view):
            return None
        self._moves += 1
        return self._move(view, world)

    def _world(self, view: BeadView) -> World:
        placed = len(view.on_lid) + len(view.on_base)
        to_end = view.rules.animals_to_end
        left = (to_end - placed) / to_end
        return World.of(self.belief, view, self.style.future * left, self.style.control)

    def _stale_offer(self, view: BeadView) -> Offer | None:
        limit = STALE_OFFER
        timeout = view.rules.offer_timeout
        if timeout is not None and timeout <= limit:
            return None  # the table's clock takes it back
        for offer in my_open_offers(view):
            if view.now - offer.made_at >= limit:
                return offer
        return None

    def value(self, world: World, final: bool = False) -> float:
        """The trader's objective: its expected points, less `rivalry` times what the
        others score (their mean, and as much again how far the leading other would be
        ahead of it in the game), plus what its pieces are worth beyond points while the
        round goes on."""
        points = world.points()
        me = self.seat
        others = [p for p in range(len(points)) if p != me]
        result = points[me]
        rivalry = self.style.duel_rivalry if len(others) == 1 else self.style.rivalry
        if others and rivalry:
            mean = sum(points[p] for p in others) / len(others)
            totals = self._totals
            lead = max(totals[p] + points[p] for p in others) - totals[me]
            result -= rivalry * (mean + self.style.leader * lead) / (1.0 + self.style.leader)
        if not final:
            result += self.style.bead_worth * sum(max(0.0, b) for b in world.beads[me])
            result += self.style.animal_worth * sum(world.animals[me])
        return result

    def _noise(self, spread: float | None = None) -> float:
        """An error of judgement: of a move, or of `spread` when given."""
        spread = self.style.noise if spread is None else spread
        return self.rng.gauss(0.0, spread) if spread else 0.0

    # ----- moves ------------------------------------------------------------------------

    def _move(self, view: BeadView, world: World) -> BeadAction | None:
        base = self.value(world)
        mine = available(view)
        best: tuple[float, BeadAction] | None = None

        def consider(gain: float, action: BeadAction) -> None:
            nonlocal best
            gain += self._noise()
            if best is None or gain > best[0]:
                best = (gain, action)

        for box in open_boxes(view):
            for c, colour in enumerate(COLOURS):
                for n in range(1, mine.beads[c] + 1):
                    beads = Pieces.of({colour: n})
                    gain = self.value(world.hid(self.seat, box, beads)) - base
                    consider(gain, Hide(self.seat, box, beads))
        for move in centre_trades(view):
            gain = self.value(world.centre_traded(self.seat, move.give, move.take)) - base
            consider(gain, move)
        if len(my_open_offers(view)) < self.style.open_offers:
            offer = self._best_offer(view, world, base, None)
            if offer is not None and offer[0] > self.style.offer_margin:
                consider(*offer)
        placing = self._placement(view, world, base)
        if placing is not None:
            return placing
        if best is not None and best[0] > self.style.move_margin:
            return best[1]
        return None

    def _placement(self, view: BeadView, world: World, base: float) -> BeadAction | None:
        """An animal on a box, when it is time: at once when it ends the round with the
        trader far enough ahead, or when its patience has run out."""
        mine = available(view).animals
        if not mine or self._moves < self.style.first_place:
            return None
        placed = len(view.on_lid) + len(view.on_base)
        final = placed + 1 >= view.rules.animals_to_end
        options: list[tuple[float, BeadAction]] = []
        for colour in mine:
            for box in BOXES:
                # an animal on a box brings the end nearer: less is still to come
                after = world.placed(self.seat, colour, box, final, world.future * 0.5)
                worth = self.value(after, final)
                options.append((worth, PlaceAnimal(self.seat, colour, box)))
        worth, action = max(options, key=lambda o: o[0])
        urgency = min(1.0, self._moves / self._patience)
        if self._moves >= self._patience:
            return action
        if final:
            lead_needed = self.style.end_edge * (1.0 - urgency)
            if worth >= base + lead_needed and worth > 0:
                return action
            return None
        if worth - base > self.style.move_margin + self.style.end_edge * (1.0 - urgency):
            return action
        return None

    # ----- offers -----------------------------------------------------------------------

    def _best_offer(
        self, view: BeadView, world: World, base: float, only: int | None,
        counter_of: Offer | None = None,
    ) -> tuple[float, BeadAction] | None:
        """The offer (or counter, to `only`) with the best expected gain: the gain if it
        is accepted, times the chance the partner holds what is asked and accepts."""
        mine = available(view)
        gives = self._gives(mine)
        best: tuple[float, BeadAction] | None = None
        partners = [only] if only is not None else [
            p for p in range(view.rules.seats)
            if p != self.seat and self._moves - self._snubbed_at[p] >= COOL_DOWN
        ]
        for partner in partners:
            takes = self._takes(world, partner)
            partner_base = world.points()[partner]
            for give in gives:
                for take in takes:
                    if not self._shape_ok(give, take):
                        continue
                    if any(g and t for g, t in zip(give.beads, take.beads, strict=True)):
                        continue  # a colour both ways is the same trade, smaller
                    if counter_of is None and self._was_refused(partner, give, take):
                        continue
                    if counter_of is not None and (give, take) == (
                        counter_of.take, counter_of.give
                    ):
                        continue  # that is the offer itself
                    after = world.traded(self.seat, partner, give, take)
                    gain = self.value(after) - base
                    if gain <= self.style.move_margin:
                        continue
                    chance = self._acceptance(world, after, partner, partner_base, give, take)
                    expected = gain * chance
                    if best is None or expected > best[0]:
                        action: BeadAction
                        if counter_of is not None:
                            action = Counter(self.seat, counter_of.id, give, take)
                        else:
                            action = OfferTrade(self.seat, partner, give, take)
                        best = (expected, action)
        if best is not None:
            action = best[1]
            assert isinstance(action, OfferTrade | Counter)
            to = action.to if isinstance(action, OfferTrade) else partners[0]
            if not offer_is_legal(view, to, action.give, action.take):
                return None
        return best

    def _gives(self, mine: Pieces) -> list[Pieces]:
        colours = mine.bead_colours()
        gives = [Pieces.of({c: 1}) for c in colours]
        gives += [Pieces.of({c: 2}) for c in colours if mine.count(c) >= 2]
        gives += [
            Pieces.of({a: 1, b: 1}) for i, a in enumerate(colours) for b in colours[i + 1:]
        ]
        if self.style.offer_animals:
            gives += [Pieces.of(animals=[a]) for a in mine.animals]
            gives += [Pieces.of({c: 1}, [a]) for a in mine.animals for c in colours]
        return gives

    def _takes(self, world: World, partner: int) -> list[Pieces]:
        likely = [c for c in range(N) if world.beads[partner][c] >= 0.35]
        takes = [Pieces.of({COLOURS[c]: 1}) for c in likely]
        takes += [Pieces.of({COLOURS[c]: 2}) for c in likely if world.beads[partner][c] >= 1.6]
        takes += [
            Pieces.of({COLOURS[a]: 1, COLOURS[b]: 1})
            for i, a in enumerate(likely) for b in likely[i + 1:]
        ]
        if self.style.offer_animals:
            takes += [
                Pieces.of(animals=[COLOURS[c]]) for c in range(N)
                if world.animals[partner][c] >= 0.6
            ]
        return takes

    def _shape_ok(self, give: Pieces, take: Pieces) -> bool:
        size = (give.bead_count + give.animal_count, take.bead_count + take.animal_count)
        return size in self.style.offer_shapes

    def _was_refused(self, partner: int, give: Pieces, take: Pieces) -> bool:
        when = self._refused.get((partner, give, take))
        return when is not None and self._moves - when < REFUSED_FOR

    def _acceptance(
        self, world: World, after: World, partner: int, partner_base: float, give: Pieces,
        take: Pieces,
    ) -> float:
        """The chance that `partner` holds `take` and says yes to `give` for it, as the
        trader guesses: the partner is thought to take what raises its own points, and to
        like a few more pieces better than fewer."""
        holds = 1.0
        for c, n in enumerate(take.beads):
            if n:
                holds *= min(1.0, world.beads[partner][c] / n)
        for colour in take.animals:
            holds *= min(1.0, world.animals[partner][COLOURS.index(colour)])
        their_gain = after.points()[partner] - partner_base
        their_gain += 0.03 * (
            give.bead_count + give.animal_count - take.bead_count - take.animal_count
        )
        yes = 1.0 / (1.0 + math.exp(-(their_gain - 0.05) / 0.12))
        return holds * yes * (0.6 ** self._snubs[partner])

    # ----- answering --------------------------------------------------------------------

    def _answer(self, view: BeadView, world: World, offer: Offer) -> BeadAction:
        me = self.seat
        mine = available(view)
        base = self.value(world)
        # the offerer gives `offer.give` and takes `offer.take` from this seat
        after = world.traded(me, offer.offerer, offer.take, offer.give)
        gain = self.value(after) - base + self._noise(self.style.answer_noise)
        if not mine.contains(offer.take):
            if view.holdings.contains(offer.take) and gain >= self.style.accept_margin:
                for own in my_open_offers(view):  # free the pieces held out elsewhere
                    return Withdraw(me, own.id)
            self.reason = not_held(view.holdings, offer.take)
            return Decline(me, offer.id)
        if gain >= self.style.accept_margin:
            self.reason = accept_reason(world, me, offer)
            return Accept(me, offer.id)
        if self.style.counters and offer.counter_of is None:
            countered = self._best_offer(view, world, base, offer.offerer, counter_of=offer)
            if countered is not None and countered[0] > self.style.move_margin:
                action = countered[1]
                assert isinstance(action, Counter)
                self.reason = counter_reason(offer, action.give, action.take)
                return action
        self.reason = decline_reason(world, offer)
        return Decline(me, offer.id)


def make_bot(level: str, seat: int, rules: BeadRules, seed: int) -> BeadBot:
    """A computer trader of `level` ("easy", "medium" or "expert") for `seat`."""
    return BeadBot(level, seat, rules, seed)

"""Bead Trade's questions, answered from the asker's own view: what I hold, what is in
the centre and on the boxes, how many beads are under each box, what each player showed,
the open offers, the scores, the time. What only the asker may know comes back as
`Private`, for the table to deliver to that seat alone."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from voice_games.game import Private
from voice_games.games.bead_trade.engine import NO_SEAT, Phase
from voice_games.games.bead_trade.pieces import ANIMAL_OF, BOXES
from voice_games.games.bead_trade.words import counts_phrase, pieces_phrase
from voice_games.grammar import Parse

if TYPE_CHECKING:
    from voice_games.games.bead_trade.play import BeadPlay

Answer = list[str | Private]


class Questions:
    def __init__(self, play: BeadPlay) -> None:
        self.play = play

    @property
    def words(self):  # type: ignore[no-untyped-def]
        return self.play.words

    def commands(self) -> dict[str, Callable[[Parse, int | None], Answer]]:
        return {
            "holdings": self.holdings,
            "centre": self.centre,
            "boxes": self.boxes,
            "hidden": self.hidden,
            "shown": self.shown,
            "offers": self.offers,
            "scores": self.scores,
            "time_left": self.time_left,
            "players": self.players,
            "whose_turn": self.status,
        }

    def _asker(self, seat: int | None) -> int | None:
        """The seat a private answer is for: a human's (computer traders ask nothing)."""
        if seat is None or seat not in self.play.humans:
            return None
        return seat

    def holdings(self, reading: Parse, seat: int | None) -> Answer:
        asker = self._asker(seat)
        if asker is None:
            return [self.words("beads-say-who-asks")]
        view = self.play.view(asker)
        w = self.words
        said = w("beads-answer-holdings", pieces=pieces_phrase(w, view.holdings))
        if not view.held_out.is_empty:
            said += " " + w("beads-answer-held-out", pieces=pieces_phrase(w, view.held_out))
        for box, hidden in zip(BOXES, view.my_hidden, strict=True):
            if not hidden.is_empty:
                said += " " + w("beads-answer-my-hidden", box=box.value,
                                pieces=pieces_phrase(w, hidden))
        return [Private(asker, said)]

    def centre(self, reading: Parse, seat: int | None) -> Answer:
        view = self.play.view(NO_SEAT)
        return [self.words("beads-answer-centre", pieces=pieces_phrase(self.words, view.centre))]

    def boxes(self, reading: Parse, seat: int | None) -> Answer:
        view = self.play.view(NO_SEAT)
        w = self.words
        parts = [
            w("beads-answer-on-box", box=box.value,
              animals=w.join([w("beads-the-animal", animal=ANIMAL_OF[a]) for a in on], "and")
              if on else w("beads-nothing"))
            for box, on in zip(BOXES, (view.on_lid, view.on_base), strict=True)
        ]
        left = view.rules.animals_to_end - len(view.on_lid) - len(view.on_base)
        return [" ".join(parts) + " " + w("beads-answer-animals-left", count=left)]

    def hidden(self, reading: Parse, seat: int | None) -> Answer:
        view = self.play.view(NO_SEAT)
        w = self.words
        said: Answer = []
        for index, box in enumerate(BOXES):
            parts = [
                w("beads-hidden-short", seat=self.play.names.animal_of(s), count=counts[index],
                  box=box.value)
                for s, counts in enumerate(view.hidden_counts)
                if counts[index]
            ]
            total = sum(counts[index] for counts in view.hidden_counts)
            said.append(w("beads-answer-under", box=box.value, count=total,
                          who=w.join(parts, "and") if parts else ""))
        asker = self._asker(seat)
        if asker is not None:
            mine = self.play.view(asker).my_hidden
            if any(not m.is_empty for m in mine):
                said.append(Private(asker, " ".join(
                    w("beads-answer-my-hidden", box=box.value, pieces=pieces_phrase(w, m))
                    for box, m in zip(BOXES, mine, strict=True) if not m.is_empty
                )))
        return said

    def shown(self, reading: Parse, seat: int | None) -> Answer:
        view = self.play.view(NO_SEAT)
        w = self.words
        parts = [
            w("beads-answer-shown", seat=self.play.names.animal_of(s),
              pieces=pieces_phrase(w, shown))
            for s, shown in enumerate(view.revealed)
            if shown is not None
        ]
        return [" ".join(parts) if parts else w("beads-answer-nobody-shown")]

    def offers(self, reading: Parse, seat: int | None) -> Answer:
        w = self.words
        names = self.play.names
        asker = self._asker(seat)
        view = self.play.view(asker if asker is not None else NO_SEAT)
        said: Answer = []
        public = [
            w("beads-offer-line", offerer=names.animal_of(o.offerer), to=names.animal_of(o.to),
              give=counts_phrase(w, o.give_beads, o.give_animals),
              take=counts_phrase(w, o.take_beads, o.take_animals),
              seconds=self._seconds_left(o.made_at))
            for o in view.other_offers
        ]
        if public:
            said.append(" ".join(public))
        if asker is not None and view.my_offers:
            said.append(Private(asker, " ".join(
                w("beads-my-offer-line", mine="yes" if o.offerer == asker else "no",
                  other=names.animal_of(o.to if o.offerer == asker else o.offerer),
                  give=pieces_phrase(w, o.give), take=pieces_phrase(w, o.take),
                  seconds=self._seconds_left(o.made_at))
                for o in view.my_offers
            )))
        return said or [w("beads-answer-no-offers")]

    def _seconds_left(self, made_at: float) -> int:
        timeout = self.play.rules.offer_timeout
        if timeout is None:
            return -1
        return max(0, round(made_at + timeout - self.play.state.now))

    def scores(self, reading: Parse, seat: int | None) -> Answer:
        view = self.play.view(NO_SEAT)
        if not view.round_scores:
            return [self.words("beads-answer-no-scores")]
        narrator = self.play.narrator
        said: Answer = []
        for number, score in enumerate(view.round_scores, start=1):
            said.append(self.words("beads-answer-round", round=number))
            said.extend(narrator.score_lines(score, self.play.you))
        said.append(narrator.totals_line(view.totals, self.play.you, len(view.round_scores)))
        return said

    def time_left(self, reading: Parse, seat: int | None) -> Answer:
        view = self.play.view(NO_SEAT)
        w = self.words
        timeout = view.rules.offer_timeout
        return [w("beads-answer-time", seconds=round(view.now),
                  timeout=-1 if timeout is None else round(timeout), round=view.round)]

    def players(self, reading: Parse, seat: int | None) -> Answer:
        names = self.play.names
        w = self.words
        parts = [
            w("beads-answer-player", seat=names.animal_of(s), you="yes" if s == names.you else "no",
              computer="yes" if names.computers[s] else "no")
            for s in range(self.play.rules.seats)
        ]
        return [w.join(parts, "sentences")]

    def status(self, reading: Parse, seat: int | None) -> Answer:
        state = self.play.state
        w = self.words
        if state.phase is Phase.OVER:
            return [w("beads-answer-over")]
        if state.phase is Phase.WAITING:
            return [w("beads-prompt-start")]
        if state.phase is Phase.STORIES and state.storyteller is not None:
            return [w("beads-answer-story", seat=self.play.names.animal_of(state.storyteller))]
        turn = getattr(state, "turn", None)
        said = w("beads-answer-status", round=state.round, rounds=state.rules.rounds,
                 left=state.rules.animals_to_end - sum(len(a) for a in state.on_box.values()))
        if turn is not None:
            said += " " + w("beads-turn-begins", you="yes" if turn == self.play.you else "no",
                            seat=self.play.names.animal_of(turn))
        return [said]

"""Invariants under random legal play (hypothesis): every piece stays somewhere, the centre
keeps its counts, offers can always be honoured, every round's scores follow the rules,
and the history replays the game."""

import random

from beads_support import by_the_table
from hypothesis import given, settings
from hypothesis import strategies as st

from voice_games.games.bead_trade import events as ev
from voice_games.games.bead_trade.actions import ClockTick, Counter, OfferTrade
from voice_games.games.bead_trade.engine import (
    BeadRules,
    BeadState,
    Phase,
    starting_centre,
)
from voice_games.games.bead_trade.pieces import FULL_SET, Pieces


def some_pieces(chooser: random.Random, within: Pieces) -> Pieces:
    """A random choice of pieces among `within`: usually one to three of them."""
    pieces = list(within.pieces())
    chooser.shuffle(pieces)
    return sum(
        (Pieces.from_piece(p) for p in pieces[: chooser.randint(1, 3)]), Pieces()
    )


def random_terms(chooser: random.Random, state: BeadState, player: int, other: int):
    give = some_pieces(chooser, state.available(player))
    # mostly what the other side holds, sometimes anything at all
    pool = state.holdings[other] if chooser.random() < 0.8 else FULL_SET
    return give, some_pieces(chooser, pool)


def random_step(chooser: random.Random, state: BeadState):
    """A player at random does something legal, or the clock moves on."""
    if chooser.random() < 0.15:
        return ClockTick(state.now + chooser.choice([0.5, 3, 12, 40]))
    player = chooser.randrange(state.seats)
    options = state.legal_actions(player)
    if state.phase is Phase.PLAYING:
        other = chooser.choice([p for p in range(state.seats) if p != player])
        give, take = random_terms(chooser, state, player, other)
        options += [OfferTrade(player, other, give, take)] * 6
        for offer in state.offers.values():
            if offer.to == player:
                give, take = random_terms(chooser, state, player, offer.offerer)
                options.append(Counter(player, offer.id, give, take))
        # animals end rounds: keep them rarer so that rounds see some play first
        if chooser.random() < 0.8:
            options = [a for a in options if type(a).__name__ != "PlaceAnimal"] or options
    if not options:
        return None
    return chooser.choice(options)


@settings(max_examples=40, deadline=None)
@given(
    seats=st.integers(2, 5),
    choice_seed=st.integers(0, 10**6),
    locked=st.booleans(),
    normal=st.booleans(),
    prolonged=st.booleans(),
    storied=st.booleans(),
)
def test_random_legal_play_keeps_every_piece_and_scores_by_the_rules(
    seats, choice_seed, locked, normal, prolonged, storied
):
    rules = BeadRules(
        seats=seats, locked_spirits=locked, normal_spirits=normal, prolonged_spirits=prolonged,
        storied_animals=storied, offer_timeout=20, story_seconds=10,
    )
    state = rules.new_game()
    chooser = random.Random(choice_seed)
    centre_counts = (starting_centre(seats).bead_count, starting_centre(seats).animal_count)
    for _ in range(400):
        if state.is_over:
            break
        step = random_step(chooser, state)
        if step is None:
            continue
        if isinstance(step, ClockTick):
            state.tick(step.now)
        elif state.is_legal(step):
            state.apply(step)
        assert state.all_pieces() == FULL_SET
        assert (state.centre.bead_count, state.centre.animal_count) == centre_counts
        for player in range(seats):
            assert state.holdings[player].contains(state.held_out(player))
        if rules.offer_timeout is not None:
            assert all(o.made_at + rules.offer_timeout > state.now for o in state.offers.values())

    revealed = [e for e in state.events if isinstance(e, ev.AllRevealed)]
    ended = [e for e in state.events if isinstance(e, ev.RoundEnded)]
    scored = [e for e in state.events if isinstance(e, ev.RoundScored)]
    assert len(revealed) == len(ended) == len(scored) == len(state.round_scores)
    for shown, end, score in zip(revealed, ended, scored, strict=True):
        assert len(end.on_lid) + len(end.on_base) == rules.animals_to_end
        expected = by_the_table(
            shown.holdings, shown.under_lid, shown.under_base, end.on_lid, end.on_base, normal
        )
        assert [t.points for t in score.score.types] == expected
        assert shown.centre.bead_count == centre_counts[0]
    assert list(scored[-1].totals if scored else [0] * seats) == state.totals
    if state.is_over:
        assert len(scored) == rules.rounds
        assert state.winners and all(state.totals[w] == max(state.totals) for w in state.winners)

    again = BeadState.replay(rules, state.history)
    assert again.events == state.events


@settings(max_examples=30, deadline=None)
@given(seats=st.integers(2, 5), choice_seed=st.integers(0, 10**6))
def test_the_listed_actions_are_exactly_the_legal_ones(seats, choice_seed):
    """`legal_actions` lists only legal actions, and a listed kind of action that it does
    not list is refused."""
    state = BeadRules(seats=seats).new_game()
    chooser = random.Random(choice_seed)
    for _ in range(60):
        if state.is_over:
            break
        player = chooser.randrange(seats)
        listed = state.legal_actions(player)
        assert all(state.is_legal(a) for a in listed)
        step = random_step(chooser, state)
        if isinstance(step, ClockTick):
            state.tick(step.now)
        elif step is not None:
            if not isinstance(step, OfferTrade | Counter) and step.player == player:
                assert (step in listed) == state.is_legal(step)
            if state.is_legal(step):
                state.apply(step)

"""The Arabian Pots as the table plays it: the game interface agrees with the engine."""

from voice_games.game import Seats
from voice_games.games.arabian_pots import GAME
from voice_games.games.arabian_pots.engine import PotsRules, Variant
from voice_games.session import TableOptions


def test_a_seat_may_do_what_the_rules_allow_it_now_and_nothing_else():
    for variant in Variant:
        rules = PotsRules(seats=3, variant=variant, seed=8)
        play = GAME.start(rules, Seats(("bot",) * 3, ("medium",) * 3), TableOptions())
        steps = 0
        while not play.is_over and steps < 300:
            (seat,) = play.seats_to_act()
            assert set(play.legal_actions(seat)) == set(play.state.legal_actions(seat))
            for other in range(3):
                if other != seat:
                    assert play.legal_actions(other) == []
            play.apply(play.bot_action(seat))
            steps += 1
        assert steps > 10


def test_a_save_of_the_game_reads_back_the_same_rules_and_actions():
    rules = PotsRules(seats=2, variant=Variant.DRAFT, seed=5, rows_only=True)
    play = GAME.start(rules, Seats(("bot", "bot"), ("easy", "expert")), TableOptions())
    for _ in range(40):
        if play.is_over:
            break
        (seat,) = play.seats_to_act()
        play.apply(play.bot_action(seat))
    assert GAME.rules_from_json(GAME.rules_to_json(rules)) == rules
    saved = [GAME.action_to_json(action) for action in play.history]
    assert [GAME.action_from_json(data) for data in saved] == list(play.history)

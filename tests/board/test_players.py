"""Computer players: what each level chooses, determinism with a seed, leave values from data."""

from __future__ import annotations

import pytest

from wordplay.board.finder import all_plays
from wordplay.board.game import BoardGame
from wordplay.board.players import computer_player, leave_values
from wordplay.board.testing import self_play
from wordplay.core.lexicon import ENGLISH_ALPHABET, lexicon_from_words, load_lexicon
from wordplay.crossword.moves import Exchange, Pass, Play


@pytest.fixture(scope="module")
def enable():
    return load_lexicon("enable")


@pytest.fixture(scope="module")
def enable5(enable):
    return lexicon_from_words([w for w in enable.words() if len(w) <= 5], ENGLISH_ALPHABET, "enable5")


def midgame(lexicon, seed=5, moves=6):
    game = BoardGame("wordsmith", ["A", "B"], seed=seed, lexicon=lexicon)
    bot = computer_player(2, seed)
    for _ in range(moves):
        game.apply(bot.choose(game))
    return game


def test_level_1_plays_the_best_score(enable):
    game = midgame(enable)
    move = computer_player(2, 0).choose(game)
    best = all_plays(game.ruleset, game.board, game.rack, enable)[0]
    assert move == best.play


def test_level_2_maximises_score_plus_leave(enable):
    game = midgame(enable, seed=11)
    bot = computer_player(3, 0)
    move = bot.choose(game)
    values = leave_values("wordsmith")
    plays = all_plays(game.ruleset, game.board, game.rack, enable)
    top = max(p.score + values.value(p.leave) for p in plays)
    if isinstance(move, Play):
        chosen = next(p for p in plays if p.play == move)
        assert chosen.score + values.value(chosen.leave) == top
    else:
        assert isinstance(move, Exchange) and top < values.exchange_when_best_below


def test_level_2_exchanges_a_hopeless_rack(enable):
    game = BoardGame("wordsmith", ["A", "B"], seed=2, lexicon=enable)
    game.set_racks({game.to_move: "QVVUUUW"})
    move = computer_player(3, 0).choose(game)
    assert isinstance(move, Exchange) and "Q" in move.tiles and "?" not in move.tiles
    game.apply(move)


def test_level_3_plays_short_words_and_loses_to_level_1(enable5):
    report = self_play("wordsmith", 4, (2, 1), lexicon=enable5, check=False)
    assert report.games == 4
    wins = 0
    for seed in range(4):
        game = BoardGame("wordsmith", ["best", "beginner"], seed=seed, lexicon=enable5)
        seats = [computer_player(2, seed), computer_player(1, seed)]
        while not game.is_over:
            seat = seats[game.to_move]
            move = seat.choose(game)
            if game.to_move == 1 and seat.last_choice is not None:
                assert all(len(w) <= 5 for w in seat.last_choice.words)
            game.apply(move)
        wins += game.outcome.scores[0] > game.outcome.scores[1]
    assert wins >= 3


def test_choices_depend_only_on_seed_and_state(enable5):
    for level in (1, 2, 3):
        a, b = midgame(enable5, seed=4), midgame(enable5, seed=4)
        assert computer_player(level, 9).choose(a) == computer_player(level, 9).choose(b)
        bot = computer_player(level, 9)
        assert bot.choose(a) == bot.choose(a)  # asking twice gives the same answer


def test_no_play_means_exchange_or_pass():
    lexicon = lexicon_from_words(["ZZZ"], ENGLISH_ALPHABET)
    game = BoardGame("wordsmith", ["A", "B"], seed=1, lexicon=lexicon)
    move = computer_player(2, 0).choose(game)
    assert move == Exchange(game.rack)
    game.bag.clear()
    assert computer_player(2, 0).choose(game) == Pass()


def test_literaki_exchange_takes_any_number_while_the_bag_holds_one(enable):
    # docs/rules.md section 4 [decided]: the tiles go back first, then as many are drawn
    lexicon = lexicon_from_words(["ŹŹŹ"], "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ")
    game = BoardGame("literaki", ["A", "B"], seed=1, lexicon=lexicon)
    del game.bag[2:]
    move = computer_player(2, 0).choose(game)
    assert isinstance(move, Exchange) and len(move.tiles) == 7
    game.apply(move)
    # the setting of old: no more than the bag holds
    rules = game.ruleset.with_settings(exchange="bag_size")
    game = BoardGame(rules, ["A", "B"], seed=1, lexicon=lexicon)
    del game.bag[2:]
    move = computer_player(2, 0).choose(game)
    assert isinstance(move, Exchange) and len(move.tiles) == 2


def test_leave_values_come_from_data():
    values = leave_values("wordsmith")
    assert values.value("?") > values.value("S") > values.value("Q")
    assert values.value("QU") > values.value("Q") + values.value("U")  # the QU pair
    assert values.value("EE") < 2 * values.value("E")  # duplicates cost
    assert values.value("BCDFG") < values.value("BCDEA")  # balance
    polish = leave_values("literaki")
    assert polish.value("?") > polish.value("Ź")
    with pytest.raises(ValueError):
        leave_values("chess")


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="level"):
        computer_player(4)
    assert repr(computer_player(3, seed=3)) == "computer_player(3, seed=3)"

"""Word Thief computer players: what each level chooses, giving up, and determinism with a seed."""

from __future__ import annotations

import pytest

from tests.thief.test_thief_game import arrange, new
from wordplay.core.lexicon import lexicon_from_words
from wordplay.thief.finder import find_moves
from wordplay.thief.game import ThiefGame
from wordplay.thief.moves import GiveUp, Pass, Steal
from wordplay.thief.players import KeepThief, computer_player

WORDS = "CAT CATS SCAT CAST CASTE ACT ACTS AT TA AS ZAX QUA FRONT FROWN ANT ANTS WORK WORKS WORKED REWORKED RED DEER"
LEX = lexicon_from_words(WORDS.split(), "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "tiny-thief")


def game(hands, table=(), **arranged):
    from wordplay.core.registry import get_ruleset

    g = ThiefGame(get_ruleset("word-thief"), ["P0", "P1"], seed=1, lexicon=LEX)
    return arrange(g, hands, table, **arranged)


def test_level_1_takes_the_highest_score():
    g = game({0: "C/red A/blue S T ? J V", 1: "A"})
    move = computer_player(2).choose(g)
    best = find_moves(g.ruleset, LEX, g.hand, g.stealable())[0]
    assert move == best.move and best.words == ("CASTE",)  # C3 A1 S1 T1 + Wild as E, five letters: 11
    assert computer_player(2).choose(g) == move


def test_level_2_keeps_a_wild_rather_than_spend_it_for_a_few_points():
    # level 1 plays CASTE (11, the Wild as E); level 2 values a Wild kept at 12 and an S at 4, so it
    # plays ACT with its own A (3 + 1 + 1 = 5) and keeps the Wild and the S
    g = game({0: "C/red A/blue S T ? J V", 1: "A"})
    player = computer_player(3)
    move = player.choose(g)
    used = [g.deck.card(c).letter for c in move.cards]
    assert (move.word, player.last_choice.score) == ("ACT", 5) and "?" not in used
    assert computer_player(2).choose(g).word == "CASTE"


def test_level_2_plays_its_cards_out_once_the_pile_is_empty():
    # with the pile empty what stays in hand counts against: CASTE (11, uses the Wild) beats CATS (6)
    g = game({0: "C/red A/blue S T ?", 1: "A"}, pile_size=0)
    move = computer_player(3).choose(g)
    assert move.word == "CASTE"


def test_level_2_weighs_steals_and_what_stays_open():
    g = game({0: "R E E D W/yellow", 1: "A"}, [(1, "WORK", "W/red O/blue R/green K/green")])
    player = KeepThief(0, LEX)
    move = player.choose(g)
    assert isinstance(move, Steal) and move.words == ("REWORKED",)


def test_level_3_makes_short_common_words():
    g = game({0: "R E E D W/yellow X", 1: "A"}, [(1, "WORK", "W/red O/blue R/green K/green")])
    move = computer_player(1, seed=2).choose(g)
    words = move.words if isinstance(move, Steal) else (move.word,)
    assert all(len(w) <= 4 for w in words)
    assert "REWORKED" not in words  # the best move, but not a beginner's word


def test_level_3_is_deterministic_with_a_seed_and_varies_with_it():
    g = game({0: "C/red A/blue S T ? N E", 1: "A"})
    choices = {computer_player(1, seed=s).choose(g) for s in range(12)}
    assert len(choices) > 1
    assert computer_player(1, seed=5).choose(g) == computer_player(1, seed=5).choose(g)


@pytest.mark.parametrize("level", [1, 2, 3])
def test_no_move_gives_up_the_cards_worth_least_then_passes(level):
    g = arrange(new(), {0: "Q/red J/green V/blue X/yellow K/green Z/blue W/red", 1: "A"})
    move = computer_player(level).choose(g)
    assert isinstance(move, GiveUp)
    letters = sorted(g.deck.card(c).letter for c in move.discard)
    assert letters == ["J", "Q", "V"]  # keep values -3 J, -5 Q, -3 V: the lowest three
    g = arrange(new(), {0: "Q J V", 1: "A"}, pile_size=0)
    assert isinstance(computer_player(level).choose(g), Pass)


def test_whole_games_are_the_same_with_the_same_seeds():
    def play(seed: int) -> str:
        g = ThiefGame("word-thief", ["A", "B", "C"], seed=seed, lexicon=LEX)
        players = [computer_player(2, seed), computer_player(3, seed), computer_player(1, seed)]
        while not g.is_over:
            g.apply(players[g.to_move].choose(g))
        return g.to_json()

    assert play(4) == play(4)


def test_levels_are_1_to_3():
    with pytest.raises(ValueError):
        computer_player(4)
    assert repr(computer_player(3, seed=3)) == "computer_player(3, seed=3)"
    assert computer_player(2).name == "Computer (level 2)"

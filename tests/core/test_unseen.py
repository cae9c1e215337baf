"""The tiles and cards a player has not seen (issue 20, item 5), counted by hand on small positions."""

from __future__ import annotations

from collections import Counter

from tests.support.board_helpers import AcceptAll
from wordplay.board.game import BoardGame
from wordplay.core.unseen import board_unseen, thief_unseen, unseen
from wordplay.thief import ThiefGame


def test_unseen_counts_the_pile_and_the_other_hands_in_alphabet_order():
    # to draw: A, B, A; the other hands: B?, C -> A 2, B 2, C 1, ? 1 (blanks last); 3 to draw
    got = unseen("ABA", ["B?", "C"], "ABC")
    assert got.counts == (("A", 2), ("B", 2), ("C", 1), ("?", 1))
    assert got.to_draw == 3 and got.total == 6
    assert got.to_dict() == {"counts": {"A": 2, "B": 2, "C": 1, "?": 1}, "total": 6, "to_draw": 3}


def test_a_board_player_does_not_see_the_bag_nor_the_other_rack():
    game = BoardGame("wordsmith", ["Ann", "Ben"], seed=3, lexicon=AcceptAll())
    game.bag[:] = list("QZ")
    game.racks[:] = ["AEIOU??", "BCDFGHJ"]
    mine = board_unseen(game, 0)
    assert dict(mine.counts) == dict(Counter("QZBCDFGHJ")) and mine.to_draw == 2
    theirs = board_unseen(game, 1)
    assert dict(theirs.counts) == dict(Counter("QZAEIOU??")) and theirs.counts[-1] == ("?", 2)


def test_a_word_thief_player_sees_neither_the_pile_nor_the_other_hands():
    game = ThiefGame("word-thief", ["Ann", "Ben"], seed=4)
    got = thief_unseen(game, game.to_move)
    # 108 cards: 7 in the mover's hand, none on the table yet
    assert got.total == 108 - 7 and got.to_draw == len(game.pile) == 108 - 14
    mine = Counter(game.deck.card(c).letter for c in game.hands[game.to_move])
    deck = Counter(c.letter for c in game.deck.cards)
    assert Counter(dict(got.counts)) == deck - mine

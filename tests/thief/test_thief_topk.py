"""The best ``k`` moves of a search against a brute force, on both paths (compiled core and ``WORDPLAY_PURE=1``).

The brute force (:func:`tests.thief.test_thief_finder.brute_force`, written from docs/rules.md section 1 and
knowing nothing of the finder) lists every legal move of a small random position: plays, lengthenings and
splits into two, three words or more, with suits (one-suit words doubled) and Wilds in the hand and in the
stolen words. A search for the best ``k`` must give exactly the ``k`` best scores there are, each move one
of the brute force's with its score, every move scoring more than the ``k``-th among them; and the two
paths must give the same moves in the same order with the same steps spent. This is what keeps the
bounds of the search (:mod:`wordplay.thief.covering`, :mod:`wordplay.thief.steals`) exact: a bound that
undercounts what a split can score drops a best move.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from tests.thief.test_thief_finder import LEX, RULES, brute_force, deal
from wordplay.thief import native
from wordplay.thief.finder import search_moves

# deals whose brute force takes under a second (a hand of 8 against two words can take minutes)
SEEDS = (2, 7, 8, 12, 14, 24, 25, 26, 27, 28, 30, 34)


def _key(found) -> tuple:
    return (found.target.id if found.target else None, tuple(sorted(found.words)) if found.target else found.words)


def _position(seed: int):
    rng = random.Random(5000 + seed)
    return deal(rng, rng.choice([6, 7, 8]), rng.choice([1, 2]))


@cache
def _every(seed: int) -> dict:
    """Every legal move of the seed's position and its score, by brute force."""
    hand, table = _position(seed)
    return brute_force(hand, table)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_best_k_are_the_brute_forces_best_on_both_paths(seed, monkeypatch):
    hand, table = _position(seed)
    every = _every(seed)
    k = 1 + seed % 10
    paths = ("1", "0") if native.compiled_module() is not None else ("1",)
    seen = []
    for pure in paths:
        monkeypatch.setenv("WORDPLAY_PURE", pure)
        found = search_moves(RULES, LEX, hand, table, top=k)
        assert found.complete
        moves = list(found)
        best = sorted(every.values(), reverse=True)[:k]
        assert [m.score for m in moves] == best
        for m in moves:
            assert every[_key(m)] == m.score
        assert {_key(m) for m in moves if m.score > best[-1]} == {
            key for key, score in every.items() if score > best[-1]
        }
        seen.append(([(m.score, m.notation()) for m in moves], found.spent))
    assert all(s == seen[0] for s in seen)


def test_the_positions_hold_splits_into_three_and_wilds():
    """The random positions above check what they are meant to: splits into three among the best moves,
    Wilds in hands and in stolen words (the deal's cards are of three suits: one-suit words happen)."""
    kinds, wild_hands, wild_words = set(), 0, 0
    for seed in SEEDS:
        hand, table = _position(seed)
        wild_hands += any(c.is_wild for c in hand)
        wild_words += any(c.is_wild for t in table for c in t.cards)
        k = 1 + seed % 10
        for key, _ in sorted(_every(seed).items(), key=lambda kv: -kv[1])[:k]:
            kinds.add("play" if key[0] is None else len(key[1]))
    assert {1, 2, 3, 4} <= kinds
    assert wild_hands and wild_words


def test_a_later_kind_must_beat_the_top_th_best_when_it_would_rank_after_it():
    """Moves tie by kind (plays, lengthenings, splits into 2, 3... words) and the search looks for the kinds
    in that order: once the best ``top`` hold only earlier kinds at their lowest score, a move of the kind
    searched now that only ties that score ranks after them all and is not kept (the bar stands one higher),
    while a move tying a move of its own kind still is (its place among them depends on the words); the
    moves listed at the end are the ``top`` best, ties at the lowest score included."""
    from wordplay.thief.alphagram_cache import alphagram_index
    from wordplay.thief.finder import _Ranking

    index = alphagram_index(LEX)
    key = next(iter(index.words))  # any letters: the test reads the ranking only
    ranking = _Ranking(index, top=2)
    ranking.add(9, 0, None, (key,), [("A",)])
    ranking.add(9, 0, None, (key,), [("B",)])
    assert ranking.value == 9  # another play of 9 may rank before these by its words
    ranking.searching(1)
    assert ranking.value == 10  # a lengthening of 9 would come third
    ranking.add(9, 1, None, (key,), [("C",)])
    assert [g[4] for g in ranking.groups] == [[("A",)], [("B",)]]
    assert [m.words for m in ranking.moves(RULES, ())] == [("A",), ("B",)]

    ranking = _Ranking(index, top=2)
    ranking.searching(1)
    ranking.add(12, 1, None, (key,), [("D",)])
    ranking.add(9, 1, None, (key,), [("E",)])
    ranking.searching(2)
    assert ranking.value == 10  # a split of 9 would rank after the lengthening E
    ranking.add(11, 2, None, (key,), [("F",)])
    assert ranking.value == 11  # now the lowest of the best two is a split: another split of 11 may rank first
    ranking.add(11, 2, None, (key,), [("G",)])
    assert [m.words for m in ranking.moves(RULES, ())] == [("D",), ("F",)]  # F and G tie: by their words

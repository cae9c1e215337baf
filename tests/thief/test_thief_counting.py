"""Counting moves without listing them, and the partner lookup behind the splits, against brute force.

``count_moves`` must give exactly the number of moves the brute-force enumerator of
``test_thief_finder.py`` finds (and the finder lists), on random hands and tables with Wilds,
for every split limit; ``AlphagramIndex.supersets`` must give exactly the alphagrams a plain
scan of the word list keeps.
"""

from __future__ import annotations

import random

import pytest

from tests.thief.test_thief_finder import LEX, RULES, brute_force, deal
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.finder import count_moves, search_moves
from wordplay.thief.listing import SearchBound


@pytest.mark.parametrize("seed", range(24))
def test_the_count_is_the_number_of_legal_moves(seed):
    rng = random.Random(500 + seed)
    hand, table = deal(rng, rng.choice([4, 5, 6, 7]), rng.choice([1, 2, 3]))
    for max_split in (1, 2, 3):
        expected = len(brute_force(hand, table, max_split=max_split))
        assert count_moves(RULES, LEX, hand, table, max_split=max_split) == (expected, None)
        assert search_moves(RULES, LEX, hand, table, max_split=max_split).count == expected


def test_a_count_stops_at_its_bound_and_says_why():
    hand, table = deal(random.Random(7), 7, 3)
    counted, stopped = count_moves(RULES, LEX, hand, table, bound=SearchBound(steps=5))
    assert stopped == "steps" and counted < len(brute_force(hand, table))
    assert count_moves(RULES, LEX, [], table) == (0, None)


@pytest.mark.parametrize("seed", range(12))
def test_supersets_are_the_alphagrams_within_the_letters_and_wilds(seed):
    rng = random.Random(seed)
    index = alphagram_index(LEX)
    p = index.packing
    hi_letters = "".join(rng.choice("AEINORST") for _ in range(rng.randint(2, 8)))
    lo_letters = "".join(rng.sample(hi_letters, rng.randint(0, min(3, len(hi_letters)))))
    lo, hi, jokers, shortest = p.pack(lo_letters), p.pack(hi_letters), rng.choice([0, 1, 2]), rng.choice([1, 3])
    expected = sorted(
        key
        for key in index.words
        if not p.excess(lo, key) and p.size(p.excess(key, hi)) <= jokers and p.size(key) >= shortest
    )
    found, steps = index.supersets(lo, hi, jokers, shortest)
    assert sorted(found) == expected and len(found) == len(set(found)) and steps > 0

"""The move finder against the brute-force enumerator on the benchmark's mid-game position.

These checks used to run inside ``benchmarks/bench_finder.py`` (a benchmark must not be where a
wrong answer is caught). :func:`~tests.support.bruteforce.brute_force_plays` shares nothing with
the finder: it tries every ENABLE word on every segment of the board, so the number of plays it
finds is worked out independently. The rack with a blank tries every letter for it: slow.
"""

from __future__ import annotations

import pytest

from tests.support.bruteforce import brute_force_plays
from wordplay.board.finder import new_finder
from wordplay.board.position import parse_cgp
from wordplay.core.registry import get_ruleset

# benchmarks/bench_finder.py's English position (the published VsMatt2), 55 tiles on the board
VS_MATT2 = "14R/12Q1E/2TIGER4HI1I/6OF3U2N/4OCEAN1PRANK/7BAZAR3/11A3/7MOONY3/6DIF6/5VEG7/7SAnTOOR1/10OX3/7AGUE4/15/15"


@pytest.mark.parametrize("rack", ["AEILSTR", "DEIKNOR", pytest.param("AEILST?", marks=pytest.mark.slow)])
def test_the_finder_finds_exactly_the_plays_brute_force_finds(enable, rack):
    ruleset = get_ruleset("wordsmith")
    board = parse_cgp(VS_MATT2, ruleset).board
    found = brute_force_plays(ruleset, board, rack, enable.words())
    finder = new_finder(ruleset, enable)
    plays = finder.plays(board, rack)
    assert {p.play.placement_key() for p in plays} == set(found)
    assert finder.count(board, rack) == len(found)

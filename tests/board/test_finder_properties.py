"""Property tests: on random small positions the finder returns exactly what brute force finds.

The brute-force enumerator (``tests/bruteforce.py``) shares nothing with the finder: it tries
every word of the lexicon on every line segment and keeps what the engine's ``check_play``
accepts. Lexicons here are tiny random word lists over a few letters, so plays are plenty
and every example runs in milliseconds.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.bruteforce import brute_force_scores
from wordplay.board.finder import new_finder
from wordplay.board.legality import check_play
from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.crossword.board import Board

ALPHABETS = {
    "wordsmith": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "literaki": "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ",
}


@st.composite
def positions(draw):
    variant = draw(st.sampled_from(sorted(ALPHABETS)))
    ruleset = get_ruleset(variant)
    alphabet = ALPHABETS[variant]
    letters = "".join(draw(st.lists(st.sampled_from(alphabet), min_size=3, max_size=7, unique=True)))
    word = st.text(alphabet=letters, min_size=2, max_size=6)
    words = draw(st.lists(word, min_size=10, max_size=120, unique=True))
    size = ruleset.layout.size
    cells = [""] * (size * size)
    for _ in range(draw(st.integers(0, 7))):  # none drawn: an empty board, the first move
        across = draw(st.booleans())
        row = draw(st.integers(0, size - 1))
        col = draw(st.integers(0, size - 2))
        if words and draw(st.booleans()):
            text = draw(st.sampled_from(words))  # a real word, so the board looks like a game
        else:
            text = draw(st.text(alphabet=letters, min_size=1, max_size=5))
        for i, ch in enumerate(text):
            r, c = (row, col + i) if across else (col + i, row)
            if r < size and c < size:
                blank = draw(st.integers(0, 9)) == 0
                cells[r * size + c] = ch.lower() if blank else ch
    rack_letters = draw(st.lists(st.sampled_from(letters + "??"), min_size=2, max_size=6))
    if rack_letters.count("?") > 2:
        rack_letters = [ch for ch in rack_letters if ch != "?"] + ["?", "?"]
    rack = "".join(rack_letters)
    return ruleset, Board(ruleset.layout, cells), rack, words, alphabet


def _finder(ruleset, words, alphabet):
    return new_finder(ruleset, lexicon_from_words(words, alphabet, "test"))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_finder_matches_brute_force(case):
    ruleset, board, rack, words, alphabet = case
    finder = _finder(ruleset, words, alphabet)
    found = finder.plays(board, rack)
    keys = [f.play.placement_key() for f in found]
    assert len(keys) == len(set(keys)), "a placement was generated twice"
    expected = brute_force_scores(ruleset, board, rack, words)
    assert {f.play.placement_key(): f.score for f in found} == expected
    assert finder.count(board, rack) == len(expected)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_every_play_is_legal_and_scored_as_explained(case):
    ruleset, board, rack, words, alphabet = case
    lexicon = {w.upper() for w in words}
    for found in _finder(ruleset, words, alphabet).plays(board, rack):
        report = check_play(ruleset, board, found.play, rack, lexicon)
        assert report.ok, str(report)
        assert found.explanation.total == found.score
        assert Counter(found.leave) + Counter(found.play.rack_tiles()) == Counter(rack)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.integers(1, 12))
def test_best_first_search_equals_the_top_of_all_plays(case, n):
    ruleset, board, rack, words, alphabet = case
    finder = _finder(ruleset, words, alphabet)
    every = [(f.score, f.tiles) for f in finder.plays(board, rack)]
    top = [(f.score, f.tiles) for f in finder.best(board, rack, n)]
    assert top == every[:n]

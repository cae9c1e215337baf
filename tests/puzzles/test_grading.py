"""The grade worked out by hand, the choice's bounds and refusals, and the layering (quick tests)."""

from __future__ import annotations

import pytest

from wordplay.core.errors import WordplayError
from wordplay.puzzles import make_puzzles
from wordplay.puzzles.choosing import PuzzleSet, check_request
from wordplay.puzzles.grading import Answer, Candidate, grade, is_puzzle


def _candidate(scores, obvious, length=4, features=()):
    ranked = tuple(Answer(f"M{i}", s) for i, s in enumerate(scores))
    return Candidate("wordsmith", 7, 3, {"variant": "wordsmith"}, ranked, Answer("O", obvious), length, features)


def test_margin_gain_and_stars_by_hand():
    g = grade(_candidate([40, 30], 10))
    assert (g.margin, g.gain, g.stars) == (10, 30, 1)  # nothing hard: 0 points
    # a 7-letter word (2 points), a blank (1) and a runner-up 2 points behind (1): 4 points, 3 stars
    g = grade(_candidate([72, 70], 12, length=7, features=("blank",)))
    assert (g.margin, g.gain, g.stars) == (2, 60, 3)
    # a 5-letter word (1) and a split (2): 3 points, 2 stars
    assert grade(_candidate([30, 20], 5, length=5, features=("split",))).stars == 2


def test_a_puzzle_needs_a_unique_best_clearly_above_the_obvious():
    assert is_puzzle(_candidate([40, 30], 10), gain_min=15)
    assert not is_puzzle(_candidate([40, 40], 10), gain_min=15)  # two best moves
    assert not is_puzzle(_candidate([40, 30], 30), gain_min=15)  # the obvious move is nearly as good


def test_grade_sentences_name_the_features():
    lines = grade(_candidate([72, 70], 12, length=7, features=("blank", "all_tiles"))).sentences("en")
    assert lines[0] == "Difficulty: 3 of 3."
    assert "2 points above the runner-up." in lines
    assert "It uses a blank." in lines and "It uses every tile or card in hand." in lines


@pytest.mark.parametrize("count,seed", [(0, 1), (51, 1), (True, 1), (3, -1), (3, 1_000_000), ("3", 1)])
def test_bad_requests_are_refused(count, seed):
    with pytest.raises(WordplayError):
        check_request(count, seed)


def test_an_unknown_variant_is_refused():
    with pytest.raises(WordplayError) as caught:
        make_puzzles("chess", 3, 1)
    assert caught.value.code == "unknown_ruleset"


def test_the_fewer_sentence():
    short = PuzzleSet("wordsmith", 1, 5, 9, ())
    assert short.shortfall("en") == "Only 0 puzzles were found in 9 games; 5 were asked for."
    assert PuzzleSet("wordsmith", 1, 0, 9, ()).shortfall("en") is None


def test_only_the_command_line_imports_the_puzzles():
    from tests.support.imports import area, imports

    bad = [e for e in imports() if area(e.target) == "puzzles" and area(e.source) not in ("puzzles", "cli")]
    assert not bad, [f"{e.source}:{e.line} -> {e.target}" for e in bad]

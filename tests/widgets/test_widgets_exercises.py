"""The tutorials' helpers: positions built from plays, worked examples, exercises checked by the move finder."""

from __future__ import annotations

import pytest

from wordplay.core.errors import IllegalMoveError
from wordplay.widgets.exercises import EMPTY, exercise, position_after, worked


@pytest.fixture(scope="module")
def enable():
    from wordplay.core.lexicon import load_lexicon

    return load_lexicon("enable")


def test_position_after_lays_checked_plays(enable):
    assert position_after("wordsmith", ["8D QUIET"], enable) == "15/15/15/15/15/15/15/3QUIET7/15/15/15/15/15/15/15"
    with pytest.raises(IllegalMoveError):
        position_after("wordsmith", ["8D QUIET", "1A ZZZ"], enable)


def test_worked_example_text_and_html(enable):
    w = worked("wordsmith", EMPTY, "8D QUIET", enable)
    assert w.explanation.total == 28 and repr(w).splitlines()[0] == "8D QUIET"
    assert repr(w).splitlines()[-1] == "Total: 28"
    assert "wordplay-board" in w._repr_html_() and "QUIET scores 28" in w._repr_html_()


def test_exercise_verdicts(enable):
    cgp = position_after("wordsmith", ["8D QUIET"], enable)
    best = exercise("wordsmith", cgp, "ABSORNE", "I2 BORANES", lexicon=enable)
    assert best.solved and "Well done" in repr(best) and best.best_score == 45
    weaker = exercise("wordsmith", cgp, "ABSORNE", "7E NABES", lexicon=enable)
    assert not weaker.solved and weaker.answer_score == 20 and weaker.answer_rank == 6
    assert "6 plays score more" in repr(weaker) and "Can you find 45?" in repr(weaker)
    wrong = exercise("wordsmith", cgp, "ABSORNE", "7E NABX", lexicon=enable)
    assert wrong.refusal == "The rack ABSORNE does not hold X." and "not legal" in repr(wrong)
    empty = exercise("wordsmith", cgp, "ABSORNE", lexicon=enable, reveal=True)
    assert "Write your play" in repr(empty) and "I2 BORANES 45" in repr(empty)


def test_the_engine_adapters(enable):
    from wordplay.board.game import BoardGame
    from wordplay.board.position import parse_cgp
    from wordplay.crossword.moves import Exchange, Pass, Play
    from wordplay.widgets import engines

    pos = parse_cgp(EMPTY, "wordsmith")
    plays = engines.top_plays(pos.ruleset, pos.board, "QUIETLY", enable, 5)
    assert len(plays) == 5 and all(isinstance(p, Play) for p in plays)
    assert engines.best_play(pos.ruleset, pos.board, "QUIETLY", enable) == plays[0]
    assert engines.top_plays(pos.ruleset, pos.board, "", enable, 5) == []
    assert engines.computer_levels() == (1, 2, 3)
    game = BoardGame("wordsmith", ["A", "B"], seed=3, lexicon=enable)
    move = engines.computer_for(1, 7).choose(game)
    assert isinstance(move, (Play, Exchange, Pass))

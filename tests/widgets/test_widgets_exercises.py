"""The tutorials' helpers: positions built from plays, worked examples, exercises checked by the move finder."""

from __future__ import annotations

import pytest

from wordplay.core.errors import IllegalMoveError
from wordplay.widgets.board.exercises import EMPTY, exercise, position_after, worked


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


def test_the_finder_and_players_as_the_board_widgets_use_them(enable):
    from wordplay.board.finder import best_play
    from wordplay.board.game import BoardGame
    from wordplay.board.position import parse_cgp
    from wordplay.crossword.moves import Exchange, Pass, Play
    from wordplay.widgets.board.session import computer_player, top_plays

    pos = parse_cgp(EMPTY, "wordsmith")
    plays = top_plays(pos.ruleset, pos.board, "QUIETLY", enable, 5)
    assert len(plays) == 5 and all(isinstance(p, Play) for p in plays)
    assert best_play(pos.ruleset, pos.board, "QUIETLY", enable) == plays[0]
    assert top_plays(pos.ruleset, pos.board, "", enable, 5) == []
    assert top_plays(pos.ruleset, pos.board, "QUIETLY", enable, 0) == []
    game = BoardGame("wordsmith", ["A", "B"], seed=3, lexicon=enable)
    move = computer_player(1, 7).choose(game)
    assert isinstance(move, (Play, Exchange, Pass))

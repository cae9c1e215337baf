"""The Scrabble Cards tutorial's exercises: the finder checks an answer, ranks it, and says why one is refused."""

from __future__ import annotations

import pytest

from wordplay.cards import parse_play
from wordplay.core.lexicon import load_lexicon
from wordplay.widgets.cards.exercises import cards_exercise


@pytest.fixture(scope="module")
def pt():
    return load_lexicon("pt")


def test_an_answer_is_scored_and_ranked_against_the_best(pt):
    trava = dict(parse_play("0,0 across TRAVA", {}).cards)
    asked = cards_exercise("classic", trava, "CIUOXZB", lexicon=pt, reveal=True)
    best, score = asked.best[0]
    # the finder's best play, given as the answer, solves the exercise
    solved = cards_exercise("classic", trava, "CIUOXZB", best, lexicon=pt)
    assert solved.solved and solved.answer_score == score and "Well done" in repr(solved)
    # BUXO above TRAVA is legal and scores less than the best
    weaker = cards_exercise("classic", trava, "CIUOXZB", "1,-3 across BUXO", lexicon=pt)
    assert not weaker.solved and 0 < weaker.answer_score < score and weaker.better >= 1
    assert f"Can you find {score}?" in repr(weaker)


def test_a_refused_answer_says_why(pt):
    refused = cards_exercise("classic", {}, "ASERTOL", "0,0 across XYZ", lexicon=pt)
    assert refused.answer_score is None and not refused.solved and "is not legal" in repr(refused)
    not_held = cards_exercise("classic", {}, "ASERTOL", "0,0 across TREINO", lexicon=pt)
    assert not_held.refusal and "does not hold" in not_held.refusal


def test_a_rummy_answer_is_checked_against_the_task_solver(pt):
    from wordplay.widgets.cards.exercises import task_exercise

    asked = task_exercise("cinco_vence", "CASAROTE", lexicon=pt, reveal=True)
    assert asked.best_score > 0 and "discard" in asked.best[0][0]
    # CASAR meets the task (one five-letter word) but scores less than the solver's best
    weaker = task_exercise("cinco_vence", "CASAROTE", "CASAR", "E", lexicon=pt)
    assert weaker.refusal is None and 0 < weaker.answer_score < asked.best_score
    assert repr(weaker).endswith(f"Can you find {asked.best_score}?")
    words, _, discard = asked.best[0][0].partition(", discard ")
    assert task_exercise("cinco_vence", "CASAROTE", words, discard, lexicon=pt).solved
    short = task_exercise("cinco_vence", "CASAROTE", "CASA", "E", lexicon=pt)
    assert short.refusal and "does not meet the task" in short.refusal
    not_held = task_exercise("cinco_vence", "CASAROTE", "CASAX", "E", lexicon=pt)
    assert not_held.refusal and "not in the hand" in not_held.refusal


def test_an_action_card_exercise_counts_only_the_plays_that_fit(pt):
    """Hand CASOPER on TRAVA, action card "ends in S": ESCARPO scores 68 at several spots, but only down
    from -1,5 does it also make TRAVAS (its S on 0,5 ends TRAVA), so only that one fits."""
    from wordplay.widgets.cards.exercises import action_exercise

    trava = dict(parse_play("0,0 across TRAVA", {}).cards)
    elsewhere = action_exercise("ends_in_s", trava, "CASOPER", "-6,5 down ESCARPO", lexicon=pt, reveal=True)
    assert elsewhere.refusal is None and elsewhere.misfit is not None and not elsewhere.solved
    assert elsewhere.best[0] == ("-1,5 down ESCARPO", 68)
    assert all(n != "-6,5 down ESCARPO" for n, _ in elsewhere.best)
    through = action_exercise("ends_in_s", trava, "CASOPER", "-1,5 down ESCARPO", lexicon=pt)
    assert through.solved and through.answer_score == 68
    assert "is not legal" in repr(action_exercise("ends_in_s", trava, "CASOPER", "0,0 across ZZZ", lexicon=pt))

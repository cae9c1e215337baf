"""The Word Thief tutorial's helpers: worked examples and exercises checked by the steal finder."""

from __future__ import annotations

import pytest

from wordplay.core.lexicon import load_lexicon
from wordplay.widgets.thief.exercises import common_words, steal_exercise, worked_steal

FRONT = "F/blue R/green O/yellow N/yellow T/red"
WCA = "W/red C/red A/red"


@pytest.fixture(scope="module")
def enable():
    return load_lexicon("enable")


def test_a_worked_steal_lists_every_rule_and_every_step(enable):
    text = repr(worked_steal([FRONT], WCA, "FRONT -> FROWN CAT", lexicon=enable)).splitlines()
    assert text[:2] == ["Table: FRONT. Hand: W/red C/red A/red.", "FRONT -> FROWN + CAT is legal and scores 28."]
    assert "✔ Every new word holds a card from the hand." in text
    assert "CAT: every card is red, so the word is doubled and locked: 5 × 2 = 10" in text
    assert text[-1] == "Total: 28"
    html = worked_steal([FRONT], WCA, "FRONT -> FROWN CAT", lexicon=enable)._repr_html_()
    assert "FROWN 18" in html and "CAT 10" in html


def test_a_refused_steal_says_which_rule_it_breaks(enable):
    text = repr(worked_steal(["W/red O/blue R/green K/green"], "S E D", "WORK -> WORKS", lexicon=enable))
    assert "WORK -> WORKS is refused: WORKS only adds a plural to WORK." in text
    assert text.splitlines()[-1] == "✘ WORKS only adds a plural to WORK."


def test_an_exercise_is_checked_against_every_steal(enable):
    blank = steal_exercise([FRONT], WCA, lexicon=enable)
    assert blank.best_score == 30 and "Write yours in `answer`" in repr(blank)
    good = steal_exercise([FRONT], WCA, "FRONT -> FROWN CAT", reveal=True, lexicon=enable)
    assert good.score == 28 and good.better == 1 and not good.solved
    assert "1 play scores more. Can you find 30?" in repr(good) and "FRONT -> FANWORT 30" in repr(good)
    best = steal_exercise([FRONT], WCA, "FRONT -> FANWORT", lexicon=enable)
    assert best.solved and "Well done" in repr(best) and "#22662a" in best._repr_html_()
    wrong = steal_exercise([FRONT], WCA, "FRONT -> FRONTS", lexicon=enable)
    assert wrong.refusal == "The hand W/red C/red A/red cannot make FRONTS: it lacks S."
    unread = steal_exercise([FRONT], WCA, "WORK -> WORKS", lexicon=enable)
    assert unread.refusal == "WORK is not on the table."


def test_the_common_words_are_a_small_lexicon():
    words = common_words()
    assert "CAT" in words and "FANWORT" not in words and len(words) < 1000


def test_an_exercise_searches_by_steps_not_seconds_so_every_machine_gives_its_answer():
    from wordplay.thief.listing import SearchBound
    from wordplay.widgets.thief.session import ThiefPositionSession

    bound = SearchBound.exercise()
    assert bound.steps and bound.steps > 0 and "seconds" not in bound.__dataclass_fields__
    assert ThiefPositionSession(["WORK"], "R E E D").bound == SearchBound.default()  # a learner's own search

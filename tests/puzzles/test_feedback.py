"""Feedback that teaches: an answer short of the best is told the best move, and both are explained step by
step and drawn; an answer typed without quotes is told what to type (through a real IPython shell, as the
kernel runs the cells); a notation a puzzle needs (a bonus card) is explained in its notebooks, in a form the
notation reader accepts in every language."""

from __future__ import annotations

import contextlib
import dataclasses
import io
import re

import pytest

from tests.puzzles.support import puzzle_set
from wordplay.core.messages import render, using_language
from wordplay.puzzles.answers import Given, Reading, quoted, read_answer_cell
from wordplay.puzzles.assignment import build_assignment
from wordplay.puzzles.marking import mark
from wordplay.puzzles.notebook import build_notebook

LANGUAGES = ("en", "pl", "pt", "ro")


def test_a_near_answer_is_shown_the_best_move_step_by_step():
    p = puzzle_set("wordsmith").puzzles[0]  # 15A IZAR 33, 15A AKIN 27 (tests/puzzles/test_assignment.py)
    marked = mark(dict(p.candidate.position), "15A AKIN", best=33, most=2, language="en", best_move="15A IZAR")
    assert marked.feedback == (
        "15A AKIN scores 27, 6 points below the best move (33): within 10, so it counts as close. "
        "The best move here is 15A IZAR, scoring 33. Marks: 1 of 2 points."
    )
    yours, theirs = marked.steps.split("\n\n")
    assert yours.startswith("Your move, step by step\n15A AKIN") and yours.rstrip().endswith("27")
    assert theirs.startswith("The best move, step by step\n15A IZAR") and theirs.rstrip().endswith("33")
    assert marked.html.count("<table") == 4  # each move: its board and its score, side by side
    assert "Your move, step by step" in marked.html and "15A IZAR" in marked.html
    best = mark(dict(p.candidate.position), "15A IZAR", best=33, most=2, language="en", best_move="15A IZAR")
    assert best.steps == best.html == "" and "best move here is" not in best.feedback


def test_an_illegal_answer_is_told_the_best_move_too():
    p = puzzle_set("literaki").puzzles[0]
    best = p.candidate.best
    position = dict(p.candidate.position)
    marked = mark(position, "8H NIEWYRAZ", best=best.score, most=2, language="pl", best_move=best.move)
    assert marked.points == 0 and f"Najlepszy ruch tutaj to {best.move}, wynik: {best.score}." in marked.feedback
    assert marked.steps.startswith("Najlepszy ruch krok po kroku\n")


@pytest.mark.parametrize(
    ("cell", "typed"),
    [
        ("answer = 8H KOT", 'answer = "8H KOT"'),
        ("answer = KOT", 'answer = "KOT"'),
        ("answer = (CASA ROTE, Q)", 'answer = ("CASA ROTE", "Q")'),
        ("answer = '8H KOT'", None),
        ("# YOUR CODE HERE\nraise NotImplementedError()", None),
    ],
)
def test_what_to_type_instead(cell, typed):
    assert quoted(cell) == typed


def test_an_unquoted_answer_in_a_kernel_is_told_what_to_type():
    """The answer cell fails (a SyntaxError) in an IPython shell; the hidden test, run next, reads the
    failed cell from the shell's history and says what to type."""
    from IPython.core.interactiveshell import InteractiveShell

    p = puzzle_set("wordsmith").puzzles[0]
    nb = build_assignment(puzzle_set("wordsmith"), "ro")
    (test,) = [c for c in nb.cells if c.metadata["nbgrader"]["grade_id"] == f"puzzle-{p.number}-test"]
    shell = InteractiveShell.instance()
    try:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            failed = shell.run_cell("answer = 15A IZAR", store_history=True)
            result = shell.run_cell(test.source, store_history=True)
        assert isinstance(failed.error_before_exec, SyntaxError)
        assert result.result == 0.0
        assert 'Scrie: answer = "15A IZAR"' in out.getvalue()  # Romanian: the assignment's language
    finally:
        InteractiveShell.clear_instance()


def test_reading_an_answer_cell_runs_nothing():
    assert read_answer_cell("answer = '8H KOT'") == read_answer_cell("# mine\nanswer = '8H KOT'\n")
    assert read_answer_cell("answer = '8H KOT'").plain
    sneaky = read_answer_cell("import os\nanswer = '8H KOT'")
    assert sneaky.value == "8H KOT" and not sneaky.plain
    computed = read_answer_cell("answer = '8H ' + 'KOT'")
    assert computed.value is None and not computed.given and not computed.plain
    assert read_answer_cell("answer = 8H KOT") == Reading(None, False, False)  # not Python: nothing read
    unquoted = mark(
        {"variant": "wordsmith", "cgp": "/".join(["15"] * 15), "rack": "AEINRST"},
        Given(None, False, "answer = 8H KOT"),
        best=70,
        most=2,
        language="en",
    )
    assert unquoted.kind == "unquoted" and unquoted.points == 0
    said = 'The answer cell did not run: a move is text, so it goes in quotes. Type: answer = "8H KOT"'
    assert unquoted.feedback.startswith(said)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_bonus_card_puzzle_explains_its_notation(language):
    from wordplay.cards.table import _play_pattern

    puzzles = puzzle_set("scrabble-cards/classic")
    first = puzzles.puzzles[0]
    with_bonus = dataclasses.replace(
        puzzles,
        puzzles=(dataclasses.replace(first, candidate=dataclasses.replace(first.candidate, features=("bonus_card",))),),
    )
    with using_language(language):
        sentence = render("assignment.notation.bonus_card", {})
    assert sentence in build_assignment(with_bonus, language).cells[0].source
    assert sentence in build_notebook(with_bonus, language).cells[0].source
    assert sentence not in build_assignment(dataclasses.replace(puzzles, puzzles=(first,)), language).cells[0].source
    (example,) = re.findall(r'answer = "([^"]+)"', sentence)
    match = _play_pattern(language).match(example)
    assert match and match["card"] == "2" and (match["brow"], match["bcol"]) == ("0", "3")


def test_a_second_copy_of_a_letter_is_said_to_be_missing():
    """SOIOAAN holds one S; OSSO (and OSSA) need two: the refusal says so, not only "does not hold S"."""
    from wordplay.widgets.board.exercises import exercise
    from wordplay.widgets.cards.exercises import cards_exercise

    cards = cards_exercise("classic", {}, "SOIOAAN", "0,0 across OSSO", language="pt")
    assert cards.refusal == "A mão SOIOAAN não tem S. Tem 1 × S, e esta jogada precisa de 2."
    board = exercise("wordsmith", "/".join(["15"] * 15), "SOIOAAN", "8H OSSA", language="en")
    assert board.refusal == "The rack SOIOAAN does not hold S. It holds 1 × S, and this move needs 2."
    none_held = exercise("wordsmith", "/".join(["15"] * 15), "AEIOUNR", "8H RAZE", language="en")
    assert none_held.refusal == "The rack AEIOUNR does not hold Z."  # no Z at all: nothing more to say


@pytest.mark.parametrize(
    "cell",
    [
        "answer = " + "-" * 200_000 + "1",  # the parser runs out of memory
        "answer = " + "+".join(["1"] * 200_000),  # or of recursion
        "answer = '8H KOT'\n#" + "x" * 1_000_000,  # longer than any answer cell
    ],
)
def test_an_answer_cell_the_parser_cannot_take_is_unreadable_not_a_crash(cell):
    """One learner's cell never stops the re-mark of the class: it is read as nothing, and not plain."""
    assert read_answer_cell(cell) == Reading(None, False, False)


def test_an_annotated_answer_is_read_as_plain():
    assert read_answer_cell('answer: str = "8H KOT"') == Reading("8H KOT", True, True)
    assert read_answer_cell("answer: str") == Reading(None, False, False)  # annotated, never set


def test_an_answer_typed_in_lower_case_is_explained_step_by_step_too():
    """``h4 pułki`` is read from the rack as ``H4 PUŁKI`` (docs/rules.md, "Writing a move"): the same mark, and the
    same step-by-step explanation of the learner's own move."""
    position = {"variant": "literaki", "cgp": "/".join(["15"] * 15), "rack": "PUŁKIAB"}
    upper = mark(position, "H4 PUŁKI", best=500, most=2, language="en", best_move="H4 PUŁKI")
    lower = mark(position, "h4 pułki", best=500, most=2, language="en", best_move="H4 PUŁKI")
    assert lower.points == upper.points and lower.kind == upper.kind == "legal"
    assert lower.steps.startswith("Your move, step by step\nH4 PUŁKI") and lower.steps == upper.steps


CARDS_KEYWORDS = {"pt": ("horizontal", "vertical"), "pl": ("poziomo", "pionowo")}


@pytest.mark.parametrize("language", ["pt", "pl"])
def test_the_best_card_play_is_said_in_the_learner_s_language(language):
    """docs/rules.md: a Scrabble Cards play is written with the language's keywords (wordplay/data/notation.json):
    the best move a marking names is too."""
    p = puzzle_set("scrabble-cards/classic").puzzles[0]
    best = p.candidate.best
    stored = str.__str__(best.move)  # as the teacher's key holds it (JSON): plain text
    across, down = CARDS_KEYWORDS[language]
    said = stored.replace(" across ", f" {across} ").replace(" down ", f" {down} ")
    assert said != stored
    marked = mark(dict(p.candidate.position), None, best=best.score, most=2, language=language, best_move=stored)
    with using_language(language):
        sentence = render("assignment.better", {"move": "MOVE", "best": best.score}).replace("MOVE", said)
    assert sentence in marked.feedback and " across " not in marked.feedback and " down " not in marked.feedback

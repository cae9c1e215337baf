"""The nbgrader assignment of every variant: its cells as nbgrader reads them, and its hidden tests run
here (no nbgrader needed) on right, close, far, illegal, unreadable, empty and missing answers, the
points compared with the rule applied to the family finder's own scores (tests/hub runs nbgrader)."""

from __future__ import annotations

import ast
import contextlib
import io
import json
from importlib import resources

import pytest

from tests.puzzles.support import finder_moves, puzzle_set
from wordplay.core.messages import using_language
from wordplay.core.registry import RULESET_NAMES, complete_languages
from wordplay.puzzles.assignment import build_assignment, total_points
from wordplay.puzzles.family import maker_for
from wordplay.puzzles.judge import judge
from wordplay.puzzles.marking import mark

RULE = json.loads((resources.files("wordplay.data") / "puzzles.json").read_text(encoding="utf-8"))["assignment"]
LANGUAGES = complete_languages()


def _run_test_cell(source: str, answer: object = None, *, given: bool = True) -> tuple[object, str, str]:
    """Run a hidden test cell as the kernel would (``answer`` set first unless not ``given``): its last
    value, what it printed, and what it wrote on stderr."""
    namespace: dict = {"__name__": "__main__"}
    if given:
        namespace["answer"] = answer
    tree = ast.parse(source)
    last = tree.body.pop()
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        exec(compile(tree, "<test cell>", "exec"), namespace)
        value = eval(compile(ast.Expression(last.value), "<test cell>", "eval"), namespace)
    assert "answer" not in namespace  # taken, so a later puzzle never sees this answer
    return value, out.getvalue(), err.getvalue()


def _puzzle_of(source: str) -> dict:
    """The puzzle a hidden test cell hands to its marking process (the ``_wpq = {...}`` line, read as data)."""
    (line,) = [x for x in source.splitlines() if x.startswith("_wpq = ")]
    return ast.literal_eval(line.removeprefix("_wpq = "))


def _cells(nb, number: int):
    return [c for c in nb.cells if c.metadata["nbgrader"]["grade_id"].startswith(f"puzzle-{number}-")]


def _expected_answers(variant: str, position: dict) -> list[tuple[str, object, float]]:
    """(what, answer, share of the points), each share worked out from the finder's scores by the rule."""
    maker = maker_for(variant)
    moves = finder_moves(position)
    best = moves[0][1]
    close = RULE["close"][maker.family]
    out: list[tuple[str, object, float]] = [("best", moves[0][0], 1.0)]
    near = [m for m, s in moves if 0 < best - s <= close]
    far = [m for m, s in moves if best - s > close]
    if near:
        out.append(("close", near[0], RULE["close_share"]))
    if far:
        out.append(("far", far[0], RULE["legal_share"]))
    return [*out, ("illegal", "ZZZ 99", 0.0), ("not text", 42, 0.0), ("empty", "  ", 0.0), ("none", None, 0.0)]


@pytest.mark.parametrize("variant", RULESET_NAMES)
def test_the_cells_are_what_nbgrader_reads(variant):
    puzzles = puzzle_set(variant)
    nb = build_assignment(puzzles, "pl")
    first = nb.cells[0].metadata["nbgrader"]
    assert first["locked"] and not first["grade"] and not first["solution"]
    assert len(nb.cells) == 1 + 3 * len(puzzles.puzzles)
    for p in puzzles.puzzles:
        position, answer, test = _cells(nb, p.number)
        assert position.cell_type == "markdown" and position.metadata["nbgrader"]["locked"]
        with using_language("pl"):
            drawn = maker_for(variant).position_html(p.candidate.position)
        assert drawn.replace("\n", " ") in position.source
        assert answer.metadata["nbgrader"] == {
            "grade": False,
            "grade_id": f"puzzle-{p.number}-answer",
            "locked": False,
            "schema_version": 3,
            "solution": True,
            "task": False,
        }
        lines = answer.source.splitlines()
        assert lines[0] == "### BEGIN SOLUTION" and lines[-1] == "### END SOLUTION"
        meta = test.metadata["nbgrader"]
        assert meta["grade"] and meta["locked"] and not meta["solution"]
        assert meta["points"] == RULE["points_per_star"] * p.grade.stars
        assert "### BEGIN HIDDEN TESTS" in test.source and test.source.endswith("### END HIDDEN TESTS")
        assert test.source.startswith("# Ukryte testy")  # the comment the learner sees, in the language
    assert total_points(puzzles) == sum(c.metadata["nbgrader"].get("points", 0) for c in nb.cells)


@pytest.mark.parametrize("variant", RULESET_NAMES)
def test_the_hidden_tests_mark_by_the_rule(variant):
    language = LANGUAGES[RULESET_NAMES.index(variant) % len(LANGUAGES)]
    nb = build_assignment(puzzle_set(variant), language)
    kinds = set()
    for p in puzzle_set(variant).puzzles:
        _, solution, test = _cells(nb, p.number)
        most = RULE["points_per_star"] * p.grade.stars
        # the source's own solution earns every point
        namespace: dict = {}
        exec(solution.source, namespace)
        assert _run_test_cell(test.source, namespace["answer"])[0] == most
        for what, answer, share in _expected_answers(variant, dict(p.candidate.position)):
            kinds.add(what)  # marked as the cell's own process marks it (the cell itself: above and below)
            marked = judge({**_puzzle_of(test.source), "answer": answer, "given": True, "source": None})
            assert marked["points"] == most * share, (what, answer, marked["feedback"])
            assert isinstance(marked["points"], float) and marked["feedback"].strip(), what
        points, printed, _ = _run_test_cell(test.source, given=False)  # the answer cell failed: no answer
        assert points == 0 and printed.strip()
    assert {"best", "illegal", "not text"} <= kinds


def test_the_sentences_by_hand():
    p = puzzle_set("wordsmith").puzzles[0]  # 15A IZAR 33, 15A AKIN 27 (the finder's, see finder_moves)
    position = dict(p.candidate.position)
    assert mark(position, "15A IZAR", best=33, most=2, language="en").feedback == (
        "15A IZAR scores 33: the best move here. Marks: 2 of 2 points."
    )
    assert mark(position, "15A AKIN", best=33, most=2, language="en").feedback == (
        "15A AKIN scores 27, 6 points below the best move (33): within 10, so it counts as close. Marks: 1 of 2 points."
    )
    assert (
        mark(position, None, best=33, most=4, language="pl").feedback == "Nie podano odpowiedzi. Ocena: 0 z 4 punktów."
    )
    unreadable = mark(position, ["15A", "IZAR"], best=33, most=2, language="en")
    assert unreadable.points == 0 and unreadable.feedback.startswith("This answer cannot be read. Write each answer")


def test_a_rummy_answer_may_be_one_text():
    p = puzzle_set("scrabble-cards/rummy").puzzles[0]
    best = p.candidate.best
    both = mark(dict(p.candidate.position), best.move, best=best.score, most=2, language="pt")
    assert both.kind == "best" and both.points == 2
    words_only = mark(dict(p.candidate.position), best.move.split(",")[0], best=best.score, most=2)
    assert words_only.kind == "refused" and words_only.points == 0


def test_marking_needs_nothing_but_wordplay(tmp_path):
    """The hidden test's import and call work in a Python where nbformat (and Jupyter) cannot be imported."""
    import subprocess
    import sys

    p = puzzle_set("wordsmith").puzzles[0]
    code = (
        "import sys; sys.modules['nbformat'] = None; sys.modules['IPython'] = None\n"
        "from wordplay.puzzles.judge import judge\n"
        f"marked = judge({{'position': {dict(p.candidate.position)!r}, 'answer': {str(p.candidate.best.move)!r}, "
        f"'given': True, 'best': {p.candidate.best.score}, 'most': 2, 'language': 'ro'}})\n"
        "print(marked['feedback']); print(marked['points'])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.splitlines()[-1] == "2.0" and "Notă: 2 din 2 puncte." in done.stdout


NOT_MARKED_EN = "This answer could not be marked here; your teacher will mark it by hand. Marks: 0 of 2 points."


@pytest.mark.parametrize("judge_program", ["/bin/false", "/bin/echo"])  # fails; answers something not JSON
def test_a_judge_that_does_not_run_gives_no_points_and_a_sentence(judge_program, monkeypatch):
    """Under ``python -I`` a wordplay installed with ``pip --user`` or on PYTHONPATH is not importable: the
    hidden test still ends with 0 points and says why in a sentence, with no traceback."""
    import sys

    p = puzzle_set("wordsmith").puzzles[0]  # a one-star puzzle: 2 points
    nb = build_assignment(puzzle_set("wordsmith"), "en")
    test = _cells(nb, p.number)[2]
    monkeypatch.setattr(sys, "executable", judge_program)
    points, printed, err = _run_test_cell(test.source, "15A IZAR")
    assert points == 0 and printed.strip() == NOT_MARKED_EN and err == ""


def test_a_request_the_judge_cannot_mark_is_told_in_a_sentence_without_python_internals(monkeypatch):
    import sys

    from wordplay.puzzles import judge as judge_module

    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps({"position": {"variant": "no-such-game"}, "most": 2})))
    out = io.StringIO()
    with contextlib.redirect_stdout(out), using_language("en"):
        assert judge_module.main() == 0
    answer = json.loads(out.getvalue())
    assert answer["points"] == 0.0 and answer["feedback"] == NOT_MARKED_EN

"""The puzzles as an nbgrader source notebook: a graded assignment a teacher releases, collects and grades.

Per puzzle, three cells nbgrader knows by their metadata (``metadata.nbgrader``):

* a read-only description (``locked``): the puzzle's heading, its points and the position drawn
  as static HTML (the sheet's drawing), so the learner sees it without running anything;
* an autograded answer (``solution``): ``answer = ...`` between ``### BEGIN SOLUTION`` and
  ``### END SOLUTION``, so the source holds the finder's best move and the released copy nbgrader's
  blank in its place;
* an autograded test (``grade``, ``locked``, worth the puzzle's points): a comment the learner
  sees, then ``### BEGIN HIDDEN TESTS`` with the position, the best move and its score, marked in a
  process of its own (:func:`wordplay.puzzles.judge.test_cell`: the learner's code cannot replace the
  marking). Its last value is the points earned, which nbgrader (0.6 and later) takes as the cell's
  partial credit; the sentences it prints, and the moves it draws, are the learner's feedback, in the
  assignment's language.

Nothing a learner sees names the seed or the games the puzzles come from (the teacher's key file,
:mod:`wordplay.puzzles.keys`, keeps them in the course folder). The hidden test takes the answer out of
the namespace (``globals().pop``), so a later puzzle whose answer cell failed is marked "no answer" rather
than with the answer before it. The test needs only wordplay installed: no widget, no browser, no network
(``nbformat`` is imported only where a notebook is built, here and in :mod:`~wordplay.puzzles.notebook`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wordplay.core.messages import render, using_language
from wordplay.core.registry import get_ruleset
from wordplay.puzzles.choosing import PuzzleSet
from wordplay.puzzles.family import maker_for
from wordplay.puzzles.grading import Puzzle
from wordplay.puzzles.marking import assignment_hint, close_for, points_for, rule
from wordplay.puzzles.notebook import KERNEL

SCHEMA_VERSION = 3  # nbgrader's cell metadata schema


def _nbgrader(cell: Any, grade_id: str, *, locked: bool, solution: bool = False, points: int = 0) -> Any:
    """``cell`` with nbgrader's metadata: read-only, an answer, or (``points`` > 0) a graded test."""
    meta = {
        "grade": points > 0,
        "grade_id": grade_id,
        "locked": locked,
        "schema_version": SCHEMA_VERSION,
        "solution": solution,
        "task": False,
    }
    if points:
        meta["points"] = points
    cell.metadata["nbgrader"] = meta
    cell.id = grade_id  # fixed ids: the same puzzles write the same file
    return cell


def _puzzle_cells(p: Puzzle, language: str) -> list[Any]:
    """The description, answer and hidden test cells of puzzle ``p``."""
    import nbformat

    # imported here: ``python -m wordplay.puzzles.judge`` imports this package first, which must not import it
    from wordplay.puzzles.judge import test_cell

    c, maker = p.candidate, maker_for(p.candidate.variant)
    most, name = points_for(p.grade.stars), f"puzzle-{p.number}"
    lines = [  # not the game it comes from: its seed would let a learner replay it (the key file keeps it)
        render("puzzles.grade.stars", {"stars": p.grade.stars}),
        render("assignment.points", {"points": most}),
        render("puzzles.find", {}),
    ]
    drawing = maker.position_html(c.position).replace("\n", " ")  # one HTML block: no blank line inside
    description = f"## {render('puzzles.heading', {'number': p.number})}\n\n{' '.join(lines)}\n\n{drawing}"
    answer = f"### BEGIN SOLUTION\nanswer = {maker.answer_value(c.best.move)!r}\n### END SOLUTION"
    marking = test_cell(c.position, best=c.best.score, best_move=c.best.move, most=most, language=language)
    test = (
        f"# {render('assignment.hidden', {'number': p.number})}\n"
        f"### BEGIN HIDDEN TESTS\n{marking}\n### END HIDDEN TESTS"
    )
    return [
        _nbgrader(nbformat.v4.new_markdown_cell(description), f"{name}-position", locked=True),
        _nbgrader(nbformat.v4.new_code_cell(answer), f"{name}-answer", locked=False, solution=True),
        _nbgrader(nbformat.v4.new_code_cell(test), f"{name}-test", locked=True, points=most),
    ]


def build_assignment(puzzles: PuzzleSet, language: str = "en", title: str | None = None) -> Any:
    """The nbgrader source notebook of ``puzzles``, its sentences in ``language``."""
    import nbformat

    maker = maker_for(puzzles.variant)
    with using_language(language):
        heading = title or render("assignment.title", {"variant": get_ruleset(puzzles.variant).name})
        numbers = {
            "close": close_for(maker),
            "close_percent": round(100 * float(rule()["close_share"])),
            "legal_percent": round(100 * float(rule()["legal_share"])),
        }
        intro = [render("puzzles.intro", {}), render("assignment.rule", numbers), render(assignment_hint(maker), {})]
        intro += [render(f"assignment.notation.{need}", {}) for need in puzzles.notations()]
        shortfall = puzzles.shortfall()
        if shortfall:
            intro.append(shortfall)
        text = f"# {heading}\n\n" + "\n\n".join(intro)
        cells = [_nbgrader(nbformat.v4.new_markdown_cell(text), "instructions", locked=True)]
        for p in puzzles.puzzles:
            cells += _puzzle_cells(p, language)
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = KERNEL
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def total_points(puzzles: PuzzleSet) -> int:
    """What the whole assignment is worth."""
    return sum(points_for(p.grade.stars) for p in puzzles.puzzles)


def write_assignment(puzzles: PuzzleSet, path: str | Path, language: str = "en", title: str | None = None) -> Path:
    """Write ``puzzles`` as an nbgrader source notebook at ``path`` (not run: nbgrader runs it)."""
    import nbformat

    path = Path(path)
    nbformat.write(build_assignment(puzzles, language, title), str(path))
    return path

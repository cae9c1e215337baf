"""The teacher's re-mark: every submitted answer marked again outside any learner's kernel, beside the gradebook.

nbgrader's autograde runs the hidden tests in a kernel that has run the learner's own cells first, so code in
an answer cell can change what a test reports. This re-mark never runs a learner's code: it reads each
submitted notebook (``submitted/<student>/<assignment>/<notebook>.ipynb``), takes the value of each plain
``answer = <literal>`` line (:func:`wordplay.puzzles.answers.read_answer_cell`), marks it with the teacher's
key (:mod:`wordplay.puzzles.keys`) through :func:`wordplay.puzzles.marking.mark`, the very function the hidden
test's own process calls, and compares the points with nbgrader's gradebook. A mark that differs is listed
(with a note when the answer cell does more than set ``answer``); ``apply`` writes the re-marked points into
the gradebook as the teacher's manual score, which nbgrader then reports and returns.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wordplay.puzzles.answers import Given, read_answer_cell
from wordplay.puzzles.keys import Key, read_keys
from wordplay.puzzles.marking import mark


@dataclass(frozen=True)
class Remarked:
    """One answer marked again: who, where, what they answered, the points it earns and what the gradebook
    holds (None when the gradebook has no mark for it); ``plain`` is False when the cell did more than
    set ``answer``."""

    student: str
    notebook: str
    number: int
    answer: Any
    points: float
    most: int
    kind: str
    graded: float | None
    plain: bool

    @property
    def agrees(self) -> bool:
        return self.graded is not None and abs(self.graded - self.points) < 1e-6


def answer_cells(notebook: Any) -> dict[int, str]:
    """The source of each puzzle's answer cell of a notebook (nbformat), by puzzle number."""
    found = {}
    for cell in notebook.cells:
        grade_id = cell.get("metadata", {}).get("nbgrader", {}).get("grade_id", "")
        if grade_id.startswith("puzzle-") and grade_id.endswith("-answer"):
            found[int(grade_id.split("-")[1])] = cell.source
    return found


def remark_notebook(key: Key, student: str, path: Path | None) -> Iterator[Remarked]:
    """Every puzzle of ``key`` marked from the notebook ``path`` (None: not submitted, every answer missing)."""
    import nbformat

    cells = answer_cells(nbformat.read(str(path), as_version=4)) if path is not None and path.exists() else {}
    for p in key.puzzles:
        source = cells.get(p.number, "")
        reading = read_answer_cell(source)
        given = Given(reading.value, reading.given, source)
        marked = mark(p.position, given, best=p.best, most=p.most, language=key.language, best_move=p.best_move)
        yield Remarked(
            student, key.notebook, p.number, reading.value, marked.points, p.most, marked.kind, None, reading.plain
        )


def submitted(course: Path, assignment: str) -> list[str]:
    """The students with a submission of ``assignment`` in the course folder, by name."""
    return sorted(p.parent.name for p in (course / "submitted").glob(f"*/{assignment}") if p.is_dir())


def remark(course: Path, assignment: str, gradebook: Any) -> list[Remarked]:
    """Every answer of every submission of ``assignment`` marked again, with the gradebook's points beside it.

    ``gradebook`` is an open :class:`nbgrader.api.Gradebook` (or anything with its ``find_grade``)."""
    rows = []
    for key in read_keys(course, assignment):
        for student in submitted(course, assignment):
            path = course / "submitted" / student / assignment / f"{key.notebook}.ipynb"
            for row in remark_notebook(key, student, path):
                graded = _graded(gradebook, assignment, key.notebook, student, row.number)
                rows.append(Remarked(**{**row.__dict__, "graded": graded}))
    return rows


def _graded(gradebook: Any, assignment: str, notebook: str, student: str, number: int) -> float | None:
    try:
        grade = gradebook.find_grade(f"puzzle-{number}-test", notebook, assignment, student)
    except Exception:  # nbgrader's MissingEntry: not autograded yet
        return None
    score = grade.score
    return None if score is None else float(score)


def apply(gradebook: Any, assignment: str, rows: list[Remarked], *, not_plain: bool = False) -> int:
    """Write each disagreeing row's re-marked points as the gradebook's manual score; how many were written.

    A row whose answer cell is not plain and sets ``answer`` to no literal (``answer = "8H " + "KOT"``: the
    re-mark, never running it, reads no answer there) keeps the kernel's mark unless ``not_plain`` (the teacher
    read the cell and says so); a cell that does more but sets a literal (code that tampers with the marking,
    then ``answer = "8H KOT"``) is marked by that literal."""
    written = 0
    for row in rows:
        unread = not row.plain and row.answer is None
        if row.agrees or row.graded is None or (unread and not not_plain):
            continue
        grade = gradebook.find_grade(f"puzzle-{row.number}-test", row.notebook, assignment, row.student)
        grade.manual_score = row.points
        written += 1
    gradebook.db.commit()
    return written

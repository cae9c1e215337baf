"""A learner who tries to mark themselves: the known tampering gets no marks, and what the kernel can still be
made to report, the teacher's re-mark (which never runs a learner's code) catches.

* the one-line patch of the marking function (``m.mark = lambda *a, most, **k: ...``), run in the
  kernel before the hidden test, as an answer cell would: the hidden test marks in a process of its own, so
  an illegal answer still earns 0;
* a deeper patch (``subprocess.run`` made to answer "full marks"): the kernel reports full marks, and the
  re-mark from the submitted source flags the disagreement;
* the regenerate route: the released notebook names no seed (not in its file name, not in any cell a learner
  sees), the assignment's seed is random when the teacher gives none, and regenerating with the default seed
  or any number the learner can see does not rebuild the puzzles.
"""

from __future__ import annotations

import ast
import contextlib
import io
import json
import re
import subprocess
import sys

import nbformat
import pytest

from tests.puzzles.support import puzzle_set
from wordplay.puzzles import make_puzzles
from wordplay.puzzles.assignment import build_assignment
from wordplay.puzzles.keys import read_keys
from wordplay.puzzles.remark import remark_notebook

VARIANT = "wordsmith"
PATCH_MARKING = (
    "import wordplay.puzzles.marking as m\n"
    "m.mark = lambda *a, most, **k: type('M', (), {'points': most, 'feedback': 'all yours'})()\n"
)
PATCH_PROCESS = (
    "import subprocess, json\n"
    "subprocess.run = lambda *a, **k: type('R', (), {'returncode': 0, 'stdout': json.dumps("
    "{'points': 99.0, 'feedback': 'all yours', 'steps': '', 'html': ''})})()\n"
)


def _kernel(cells: list[str]) -> tuple[object, str]:
    """Run ``cells`` in one namespace as a kernel runs a notebook's cells in order; the last cell's last value
    (what nbgrader reads as the points) and everything printed."""
    namespace: dict = {"__name__": "__main__"}
    out = io.StringIO()
    value = None
    with contextlib.redirect_stdout(out):
        for source in cells:
            tree = ast.parse(source)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, "<cell>", "exec"), namespace)
            value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace) if last else None
    return value, out.getvalue()


def _test_source(nb, number: int) -> str:
    (cell,) = [c for c in nb.cells if c.metadata["nbgrader"]["grade_id"] == f"puzzle-{number}-test"]
    return cell.source


@pytest.fixture(autouse=True)
def _restore_modules():
    """The patches change modules of this process: put every one back after each test."""
    import subprocess as sp

    import wordplay.puzzles.marking as m

    saved = (m.mark, sp.run)
    yield
    m.mark, sp.run = saved


def test_patching_the_marking_function_earns_nothing():
    puzzles = puzzle_set(VARIANT)
    nb = build_assignment(puzzles, "en")
    p = puzzles.puzzles[0]
    most = 2 * p.grade.stars
    points, printed = _kernel([PATCH_MARKING + "answer = 'ZZZ 99'", _test_source(nb, p.number)])
    assert points == 0.0, printed  # an illegal answer, whatever the kernel's marking module now says
    assert "all yours" not in printed
    points, _ = _kernel([PATCH_MARKING + f"answer = {p.candidate.best.move!r}", _test_source(nb, p.number)])
    assert points == most  # the right answer still earns every point


class _Gradebook:
    """What the autograde recorded: the points the kernel reported, by (test cell, notebook, student)."""

    def __init__(self, scores: dict) -> None:
        self.scores = scores

    def find_grade(self, cell: str, notebook: str, assignment: str, student: str):
        return type("Grade", (), {"score": self.scores[(cell, notebook, student)]})()


def test_patching_the_marking_process_is_caught_by_the_re_mark(tmp_path):
    """The kernel can be made to report 99 points; the re-mark, from the submitted source alone, gives 0 and
    the teacher sees the disagreement."""
    course = tmp_path / "course"
    subprocess.run(
        [sys.executable, "-m", "wordplay", "puzzles", "--variant", VARIANT, "--count", "1", "--nbgrader",
         "--out", str(course / "source" / "ps1")],
        check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    (key,) = read_keys(course, "ps1")
    source = nbformat.read(str(course / "source/ps1" / f"{key.notebook}.ipynb"), as_version=4)
    answer_cell = PATCH_PROCESS + "answer = 'ZZZ 99'"
    reported, _ = _kernel([answer_cell, _test_source(source, 1)])
    assert reported == 99.0  # what the kernel (and so nbgrader) was made to record

    submitted = course / "submitted" / "mallory" / "ps1" / f"{key.notebook}.ipynb"
    submitted.parent.mkdir(parents=True)
    for cell in source.cells:
        if cell.metadata["nbgrader"]["grade_id"] == "puzzle-1-answer":
            cell.source = answer_cell
    nbformat.write(source, str(submitted))
    (row,) = remark_notebook(key, "mallory", submitted)
    assert row.points == 0.0 and row.kind == "refused" and not row.plain
    gradebook = _Gradebook({("puzzle-1-test", key.notebook, "mallory"): reported})
    from wordplay.puzzles.remark import remark

    (flagged,) = remark(course, "ps1", gradebook)
    assert not flagged.agrees and flagged.graded == 99.0 and flagged.points == 0.0


def test_a_learner_sees_no_seed_and_cannot_regenerate_the_assignment(tmp_path):
    course = tmp_path / "course"
    done = subprocess.run(
        [sys.executable, "-m", "wordplay", "puzzles", "--variant", VARIANT, "--count", "2", "--nbgrader",
         "--out", str(course / "source" / "ps1")],
        check=True, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    released = list((course / "source" / "ps1").iterdir())
    (notebook,) = released  # the key is not in the folder nbgrader releases
    (key,) = read_keys(course, "ps1")
    seed = key.seed
    assert str(seed) not in notebook.name
    nb = nbformat.read(str(notebook), as_version=4)
    seen = []  # what the learner's copy shows: every cell but the solutions and the hidden tests
    for cell in nb.cells:
        text = re.sub(r"### BEGIN SOLUTION.*?### END SOLUTION", "", cell.source, flags=re.DOTALL)
        seen.append(re.sub(r"### BEGIN HIDDEN TESTS.*?### END HIDDEN TESTS", "", text, flags=re.DOTALL))
    seen.append(json.dumps(nb.metadata))
    numbers = {int(n) for n in re.findall(r"\d+", "\n".join(seen))}
    game_seeds = {seed * 1000 + g for g in range(50)}
    assert str(seed) not in done.stdout.split(str(key.notebook))[0]  # not said on the way either
    assert not numbers & game_seeds  # no game of the assignment named
    # regenerating with the default seed, or the docs' example seed, gives other positions
    positions = {json.dumps(p.position, sort_keys=True) for p in key.puzzles}
    for guess in sorted({0, 3} - {seed}):
        again = make_puzzles(VARIANT, 2, guess)
        assert not positions & {json.dumps(dict(p.candidate.position), sort_keys=True) for p in again.puzzles}


def test_the_old_file_name_route_is_closed(tmp_path):
    """``puzzles-wordsmith-7.ipynb`` told the seed; an explicit seed now stays in the key only."""
    course = tmp_path / "course"
    subprocess.run(
        [sys.executable, "-m", "wordplay", "puzzles", "--variant", VARIANT, "--count", "1", "--seed", "7",
         "--nbgrader", "--out", str(course / "source" / "ps1")],
        check=True, capture_output=True, timeout=600,
    )  # fmt: skip
    (notebook,) = (course / "source" / "ps1").iterdir()
    assert "7" not in notebook.name and read_keys(course, "ps1")[0].seed == 7
    assert "7000" not in notebook.read_text(encoding="utf-8").split("BEGIN HIDDEN TESTS")[0]


def test_the_judge_needs_a_request_and_answers_in_json():
    done = subprocess.run(
        [sys.executable, "-I", "-m", "wordplay.puzzles.judge"], input="[1]", capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and json.loads(done.stdout)["points"] == 0.0


@pytest.mark.parametrize(
    "key_text", ['{"puzzles": []}', '{"assignment": "ps1", "puzzles": 5}', "[1]", "not json", '{"puzzles": [{}]}']
)
def test_a_malformed_key_is_one_line_and_status_2(key_text, tmp_path, capsys):
    from wordplay.cli import main

    keys = tmp_path / "wordplay-keys" / "ps1"
    keys.mkdir(parents=True)
    (keys / "puzzles-wordsmith-en.json").write_text(key_text)
    assert main(["--language", "en", "remark", "ps1", "--course", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert "puzzles-wordsmith-en.json" in err


class _Written:
    """A gradebook whose every grade records the manual score written to it."""

    def __init__(self) -> None:
        self.grades: dict = {}
        self.db = type("Db", (), {"commit": lambda self: None})()

    def find_grade(self, cell, notebook, assignment, student):
        return self.grades.setdefault((cell, notebook, student), type("Grade", (), {"manual_score": None})())


def test_apply_leaves_the_mark_of_an_answer_cell_it_cannot_read():
    """``answer = "8H " + "KOT"`` cannot be read without running it: its re-mark (missing, 0) is listed, but the
    kernel's mark stands unless the teacher asks for it to be overwritten too. A cell that tampers and then sets
    a literal is marked by that literal."""
    from wordplay.puzzles.remark import Remarked, apply

    computed = Remarked("ana", "nb", 1, None, 0.0, 2, "missing", 2.0, False)
    plain = Remarked("ben", "nb", 1, "ZZZ 99", 0.0, 2, "refused", 2.0, True)
    tampering = Remarked("eve", "nb", 1, "8H NIEWYRAZ", 0.0, 2, "refused", 2.0, False)
    gradebook = _Written()
    assert apply(gradebook, "ps1", [computed, plain, tampering]) == 2
    assert {k[2]: g.manual_score for k, g in gradebook.grades.items()} == {"ben": 0.0, "eve": 0.0}
    everything = _Written()
    assert apply(everything, "ps1", [computed, plain, tampering], not_plain=True) == 3
    assert {k[2]: g.manual_score for k, g in everything.grades.items()} == {"ana": 0.0, "ben": 0.0, "eve": 0.0}

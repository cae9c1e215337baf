"""A puzzle assignment through nbgrader itself: written by ``wordplay puzzles --nbgrader``, generated,
released, fetched, submitted and collected through nbgrader's exchange, autograded for five learners
(right, partly right, wrong, malformed and empty answers), and the gradebook's scores compared with
scores worked out from the move finder's own lists (tests/puzzles/support.py), not the marking code."""

from __future__ import annotations

import getpass
import json
import shutil
from importlib import resources
from pathlib import Path

import nbformat
import pytest

from tests.hub.support import BIN, run
from tests.puzzles.support import finder_moves
from wordplay.puzzles import make_puzzles

pytest.importorskip("nbgrader", reason="the classroom extra is not installed (CI installs it)")
from nbgrader.api import Gradebook

VARIANT, COUNT, SEED, LANGUAGE = "literaki", 3, 1, "pl"
RULE = json.loads((resources.files("wordplay.data") / "puzzles.json").read_text(encoding="utf-8"))["assignment"]
STEM = f"puzzles-{VARIANT}-{SEED}"


def _answers(puzzles) -> dict[str, list[tuple[str, float]]]:
    """Each learner's answer cells (the source written into the cell) and the share of each puzzle's
    points it should earn, from the finder's scores and the rule's numbers."""
    close = RULE["close"]["board"]
    best, near, far = [], [], []
    for p in puzzles.puzzles:
        moves = finder_moves(dict(p.candidate.position))
        top = moves[0][1]
        best.append((f"answer = {moves[0][0]!r}", 1.0))
        near_moves = [m for m, s in moves if 0 < top - s <= close]
        near.append((f"answer = {near_moves[0]!r}", RULE["close_share"]) if near_moves else best[-1])
        far.append((f"answer = {next(m for m, s in moves if top - s > close)!r}", RULE["legal_share"]))
    return {
        getpass.getuser(): best,  # through the exchange: fetched, answered, submitted, collected
        "partly": [best[0], near[1], far[2]],
        "wrong": [far[0], ("answer = '8H NIEWYRAZ'", 0.0), far[2]],
        "malformed": [("answer = 8H KOT", 0.0), ("answer = 42", 0.0), ("answer = ''", 0.0)],
        "empty": [],  # nbgrader's blank left as it was released
    }


def _answered(released: Path, answers: list[tuple[str, float]], to: Path) -> None:
    nb = nbformat.read(str(released), as_version=4)
    for number, (source, _) in enumerate(answers, start=1):
        (cell,) = [c for c in nb.cells if c.metadata.get("nbgrader", {}).get("grade_id") == f"puzzle-{number}-answer"]
        cell.source = source
    to.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(to))


@pytest.mark.slow
def test_nbgrader_releases_collects_and_grades_the_puzzles(tmp_path):
    if not (BIN / "nbgrader").exists():
        pytest.skip("no nbgrader command beside this Python")
    course, exchange, home = tmp_path / "course", tmp_path / "exchange", tmp_path / "home"
    for folder in (course, exchange, home):
        folder.mkdir()
    exchange.chmod(0o777)
    config = f"c = get_config()\nc.CourseDirectory.root = {str(course)!r}\nc.CourseDirectory.course_id = 'wordplay'\n"
    config += f"c.Exchange.root = {str(exchange)!r}\n"
    for folder in (course, home):
        (folder / "nbgrader_config.py").write_text(config, encoding="utf-8")

    # the teacher: one command writes the source assignment; nbgrader makes and releases the student copy
    out = run([str(BIN / "wordplay"), "--language", LANGUAGE, "puzzles", "--variant", VARIANT, "--count",
               str(COUNT), "--seed", str(SEED), "--nbgrader", "--out", "source/ps1"], course)  # fmt: skip
    assert "nbgrader" in out
    assert sorted(p.name for p in (course / "source/ps1").iterdir()) == [f"{STEM}.ipynb"]  # no answer sheet
    run([str(BIN / "nbgrader"), "generate_assignment", "ps1", "--create"], course)
    released = course / "release/ps1" / f"{STEM}.ipynb"
    assert "BEGIN SOLUTION" not in released.read_text(encoding="utf-8")
    assert "HIDDEN TESTS" not in released.read_text(encoding="utf-8")
    run([str(BIN / "nbgrader"), "release_assignment", "ps1"], course)

    puzzles = make_puzzles(VARIANT, COUNT, SEED)
    assert len(puzzles.puzzles) == COUNT
    answers = _answers(puzzles)
    me = getpass.getuser()
    # one learner through the exchange, as on a hub; the others' copies are laid where collect puts them
    run([str(BIN / "nbgrader"), "fetch_assignment", "ps1"], home)
    _answered(home / "ps1" / f"{STEM}.ipynb", answers[me], home / "ps1" / f"{STEM}.ipynb")
    run([str(BIN / "nbgrader"), "submit", "ps1"], home)
    run([str(BIN / "nbgrader"), "collect", "ps1"], course)
    for student, given in answers.items():
        if student != me:
            _answered(released, given, course / "submitted" / student / "ps1" / f"{STEM}.ipynb")
    run([str(BIN / "nbgrader"), "autograde", "ps1", "--create"], course, timeout=600)

    worth = [RULE["points_per_star"] * p.grade.stars for p in puzzles.puzzles]
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        for student, given in answers.items():
            expected = [share * most for (_, share), most in zip(given, worth, strict=False)]
            expected += [0.0] * (COUNT - len(expected))
            notebook = gradebook.find_submission_notebook(STEM, "ps1", student)
            scores = {g.name: g.score for g in notebook.grades}
            assert [scores[f"puzzle-{n}-test"] for n in range(1, COUNT + 1)] == expected, student
            assert gradebook.find_submission("ps1", student).max_score == sum(worth)

    # every test cell says why in a sentence, never with an error
    for student in answers:
        graded = nbformat.read(str(course / "autograded" / student / "ps1" / f"{STEM}.ipynb"), as_version=4)
        tests = [c for c in graded.cells if c.metadata.get("nbgrader", {}).get("grade")]
        for cell in tests:
            *said, points = cell.outputs
            assert points.output_type == "execute_result", (student, cell.outputs)
            assert all(o.output_type == "stream" and o.name == "stdout" for o in said), (student, cell.outputs)
            assert "Ocena:" in "".join(o.text for o in said)
    shutil.rmtree(exchange, ignore_errors=True)

"""A puzzle assignment through nbgrader itself: written by ``wordplay puzzles --nbgrader``, generated,
released, fetched, submitted and collected through nbgrader's exchange, autograded for six learners
(right, partly right, wrong, malformed and empty answers, and one who tampers with the marking), and the
gradebook's scores compared with scores worked out from the move finder's own lists (tests/puzzles/support.py),
not the marking code. Then the teacher's commands: ``wordplay remark`` finds the tampering learner's marks
(and only theirs) and ``--apply`` corrects them; ``wordplay class-report`` shows the class."""

from __future__ import annotations

import getpass
import json
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from importlib import resources
from pathlib import Path

import nbformat
import pytest

from tests.hub.support import BIN, run, tool_env
from tests.puzzles.support import finder_moves
from wordplay.puzzles import make_puzzles

pytest.importorskip("nbgrader", reason="the classroom extra is not installed (CI installs it)")
from nbgrader.api import Gradebook

VARIANT, COUNT, SEED, LANGUAGE = "literaki", 3, 1, "pl"
RULE = json.loads((resources.files("wordplay.data") / "puzzles.json").read_text(encoding="utf-8"))["assignment"]
STEM = f"puzzles-{VARIANT}-{LANGUAGE}"  # no seed in the name a learner sees
ASSIGNMENT = "wordplay-week1"  # not nbgrader quickstart's ps1
# code in an answer cell that makes the kernel report full marks (the marking process answers "every point")
TAMPER = (
    "import subprocess, json\n"
    "subprocess.run = lambda *a, input, **k: type('R', (), {'returncode': 0, 'stdout': json.dumps("
    "{'points': json.loads(input)['most'], 'feedback': 'ok', 'steps': '', 'html': ''})})()\n"
)


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
        # the kernel reports 6 points for each (what nbgrader records); the answer itself earns nothing
        "mallory": [(TAMPER + "answer = '8H NIEWYRAZ'", 0.0)] * 3,
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

    # the teacher: one command writes the source assignment (its key outside it); nbgrader makes the student copy
    out = run([str(BIN / "wordplay"), "--language", LANGUAGE, "puzzles", "--variant", VARIANT, "--count",
               str(COUNT), "--seed", str(SEED), "--nbgrader", "--out", f"source/{ASSIGNMENT}"], course)  # fmt: skip
    assert "nbgrader" in out
    assert sorted(p.name for p in (course / "source" / ASSIGNMENT).iterdir()) == [f"{STEM}.ipynb"]  # no answers
    assert (course / "wordplay-keys" / ASSIGNMENT / f"{STEM}.json").is_file()
    run([str(BIN / "nbgrader"), "generate_assignment", ASSIGNMENT, "--create"], course)
    released = course / "release" / ASSIGNMENT / f"{STEM}.ipynb"
    assert "BEGIN SOLUTION" not in released.read_text(encoding="utf-8")
    assert "HIDDEN TESTS" not in released.read_text(encoding="utf-8")
    assert f"{SEED * 1000}" not in released.read_text(encoding="utf-8")  # no game of the assignment named
    run([str(BIN / "nbgrader"), "release_assignment", ASSIGNMENT], course)

    puzzles = make_puzzles(VARIANT, COUNT, SEED)
    assert len(puzzles.puzzles) == COUNT
    answers = _answers(puzzles)
    me = getpass.getuser()
    # one learner through the exchange, as on a hub; the others' copies are laid where collect puts them
    run([str(BIN / "nbgrader"), "fetch_assignment", ASSIGNMENT], home)
    _answered(home / ASSIGNMENT / f"{STEM}.ipynb", answers[me], home / ASSIGNMENT / f"{STEM}.ipynb")
    run([str(BIN / "nbgrader"), "submit", ASSIGNMENT], home)
    run([str(BIN / "nbgrader"), "collect", ASSIGNMENT], course)
    for student, given in answers.items():
        if student != me:
            _answered(released, given, course / "submitted" / student / ASSIGNMENT / f"{STEM}.ipynb")
    run([str(BIN / "nbgrader"), "db", "student", "add", "absent"], course)  # on the roster, never submitted
    run([str(BIN / "nbgrader"), "autograde", ASSIGNMENT, "--create"], course, timeout=900)

    worth = [RULE["points_per_star"] * p.grade.stars for p in puzzles.puzzles]
    recorded = {**answers, "mallory": [("", 1.0)] * COUNT}  # what the tampered kernel reported: every point
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        for student, given in recorded.items():
            expected = [share * most for (_, share), most in zip(given, worth, strict=False)]
            expected += [0.0] * (COUNT - len(expected))
            notebook = gradebook.find_submission_notebook(STEM, ASSIGNMENT, student)
            scores = {g.name: g.score for g in notebook.grades}
            assert [scores[f"puzzle-{n}-test"] for n in range(1, COUNT + 1)] == expected, student
            assert gradebook.find_submission(ASSIGNMENT, student).max_score == sum(worth)

    # every test cell says why in a sentence, never with an error; the unquoted answer is told what to type
    for student in answers:
        graded = nbformat.read(str(course / "autograded" / student / ASSIGNMENT / f"{STEM}.ipynb"), as_version=4)
        tests = [c for c in graded.cells if c.metadata.get("nbgrader", {}).get("grade")]
        for number, cell in enumerate(tests, start=1):
            *said, points = cell.outputs
            assert points.output_type == "execute_result", (student, cell.outputs)
            assert all(o.output_type in ("stream", "display_data") for o in said), (student, cell.outputs)
            text = "".join(o.text for o in said if o.output_type == "stream")
            assert all(o.name == "stdout" for o in said if o.output_type == "stream"), (student, cell.outputs)
            if student != "mallory":
                assert "Ocena:" in text
            if student == "partly" and answers[student][number - 1][1] < 1:  # short of the best: named, drawn
                assert f"Najlepszy ruch tutaj to {puzzles.puzzles[number - 1].candidate.best.move}" in text
                assert any(o.output_type == "display_data" for o in said)
        if student == "malformed":
            first = "".join(o.text for o in tests[0].outputs if o.output_type == "stream")
            assert 'Wpisz: answer = "8H KOT"' in first, first

    # the teacher's re-mark: mallory's three marks differ from the answers' own, and no one else's
    remarked = subprocess.run([str(BIN / "wordplay"), "remark", ASSIGNMENT], cwd=course, capture_output=True,
                              text=True, env=tool_env(), timeout=600)  # fmt: skip
    assert remarked.returncode == 1, remarked.stdout + remarked.stderr
    flagged = [line for line in remarked.stdout.splitlines() if line.startswith(("mallory", *answers))]
    assert len(flagged) == COUNT and all(line.startswith("mallory,") for line in flagged), remarked.stdout
    assert "Marks that differ from the gradebook: 3." in remarked.stdout
    out = run([str(BIN / "wordplay"), "remark", ASSIGNMENT, "--apply"], course)
    assert "Manual scores written into the gradebook: 3." in out
    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        assert gradebook.find_submission(ASSIGNMENT, "mallory").score == 0.0
    out = run([str(BIN / "wordplay"), "remark", ASSIGNMENT], course)
    assert "Marks that differ from the gradebook: 0." in out

    # the teacher's view of the class, in the teacher's language
    out = run([str(BIN / "wordplay"), "--language", "pl", "class-report", "--out", "class.svg"], course)
    total = sum(worth)
    shares = {
        s: round(100 * sum(sh * w for (_, sh), w in zip(g, worth, strict=False)) / total) for s, g in answers.items()
    }
    shares["mallory"] = 0
    for student, share in shares.items():
        assert re.search(rf"^{re.escape(student)}\s.*\s{share}%$", out, re.MULTILINE), (student, share, out)
    assert re.search(r"^absent\s+nie oddano\s+0%$", out, re.MULTILINE), out
    assert "Najczęściej przeoczone ruchy" in out and f"{ASSIGNMENT}: absent" in out
    found = [sum(1 for g in answers.values() if n < len(g) and g[n][1] == 1.0) for n in range(COUNT)]
    for n, p in enumerate(puzzles.puzzles):
        row = rf"{re.escape(p.candidate.best.move)} \({p.candidate.best.score}\)\s+{found[n]}/{len(answers)}\s"
        assert re.search(row, out), (row, out)
    svg = (course / "class.svg").read_text(encoding="utf-8")
    ET.fromstring(svg)  # well-formed
    assert svg.count("<rect") == 1 + 2 * (len(shares) + 1 + COUNT)  # the background, two per bar
    shutil.rmtree(exchange, ignore_errors=True)

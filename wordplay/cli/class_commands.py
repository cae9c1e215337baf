"""The teacher's commands for a class on nbgrader, run in the course folder:

    wordplay remark ps1 [--apply]              every answer marked again outside the learners' kernels
    wordplay class-report [--assignment ps1]   each learner's and each puzzle's results, a table and a plot

Both read nbgrader's gradebook (``gradebook.db``, nbgrader's own API: nbgrader must be installed, as it is
where a teacher grades) and the teacher's keys (``wordplay-keys/``, written by ``wordplay puzzles --nbgrader``).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from wordplay.cli.parsing import say
from wordplay.core.errors import WordplayError
from wordplay.core.messages import render


def register(subparsers: Any) -> None:
    text = say("remark")
    parser = subparsers.add_parser("remark", help=text, description=text)
    parser.add_argument("assignment", help=say("remark_assignment"))
    parser.add_argument("--course", default=".", metavar="DIR", help=say("class_course"))
    parser.add_argument("--gradebook", metavar="FILE", help=say("class_gradebook"))
    parser.add_argument("--apply", action="store_true", help=say("remark_apply"))
    parser.add_argument("--apply-not-plain", action="store_true", help=say("remark_apply_not_plain"))
    parser.set_defaults(run=_remark)

    text = say("class_report")
    parser = subparsers.add_parser("class-report", help=text, description=text)
    parser.add_argument("--course", default=".", metavar="DIR", help=say("class_course"))
    parser.add_argument("--gradebook", metavar="FILE", help=say("class_gradebook"))
    parser.add_argument("--assignment", help=say("report_assignment"))
    parser.add_argument("--out", default="class-report.svg", metavar="FILE", help=say("report_out"))
    parser.set_defaults(run=_report)


@contextmanager
def _gradebook(course: Path, path: str | None) -> Iterator[Any]:
    """nbgrader's gradebook of the course (``gradebook.db`` in the course folder unless named)."""
    try:
        from nbgrader.api import Gradebook
    except ImportError:
        raise WordplayError("class_needs_nbgrader") from None
    db = Path(path) if path else course / "gradebook.db"
    if not db.is_file():
        raise WordplayError("class_no_gradebook", params={"path": str(db)})
    with Gradebook(f"sqlite:///{db.resolve()}") as gradebook:
        yield gradebook


def _remark(args: argparse.Namespace) -> int:
    from wordplay.puzzles.keys import read_keys
    from wordplay.puzzles.remark import apply, remark

    course = Path(args.course)
    if not read_keys(course, args.assignment):
        raise WordplayError("class_no_keys", params={"assignment": args.assignment, "course": str(course.resolve())})
    with _gradebook(course, args.gradebook) as gradebook:
        rows = remark(course, args.assignment, gradebook)
        differ = [r for r in rows if not r.agrees]
        for r in differ:
            said = {
                "student": r.student,
                "notebook": r.notebook,
                "number": r.number,
                "answer": repr(r.answer),
                "points": r.points,
                "graded": "-" if r.graded is None else r.graded,
            }
            print(render("remark.differs", said))
            if not r.plain:
                print("  " + render("remark.not_plain", {}))
        print(render("remark.summary", {"count": len(rows), "differ": len(differ)}))
        if args.apply and differ:
            written = apply(gradebook, args.assignment, rows, not_plain=args.apply_not_plain)
            print(render("remark.applied", {"count": written}))
    return 1 if differ and not args.apply else 0


def _report(args: argparse.Namespace) -> int:
    from wordplay.puzzles.report import class_report, report_svg, report_text

    course = Path(args.course)
    with _gradebook(course, args.gradebook) as gradebook:
        report = class_report(course, gradebook, args.assignment)
    print(report_text(report))
    out = Path(args.out)
    out.write_text(report_svg(report), encoding="utf-8")
    print(render("report.written", {"path": str(out)}))
    return 0

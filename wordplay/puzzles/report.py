"""A teacher's view of the class, from nbgrader's gradebook and the teacher's keys: each learner's points per
assignment, each puzzle's results (how many found the best move), the moves most often missed, and who has not
submitted; as plain-text tables and as one SVG plot (written here, no plotting library), in the language asked.

The learners and their points come from the gradebook (nbgrader's API); each puzzle's answers from the
submitted notebooks, read as the re-mark reads them (:mod:`wordplay.puzzles.remark`: no learner code is run).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from wordplay.core.messages import get_language, render
from wordplay.core.notation_words import Notation
from wordplay.puzzles.family import maker_for
from wordplay.puzzles.keys import read_keys
from wordplay.puzzles.remark import remark


@dataclass(frozen=True)
class PuzzleResult:
    """One puzzle of one assignment notebook across the class."""

    assignment: str
    notebook: str
    number: int
    best_move: str
    best: int
    answered: int  # submissions holding this puzzle
    found: int  # of them, the best move
    points: float  # the points given, summed over the submissions
    most: int


@dataclass
class ClassReport:
    """Points per (learner, assignment) (None: not submitted), the maximum per assignment, and the puzzles."""

    assignments: list[str]
    learners: list[str]
    points: dict[tuple[str, str], float | None] = field(default_factory=dict)
    most: dict[str, float] = field(default_factory=dict)
    puzzles: list[PuzzleResult] = field(default_factory=list)

    def missing(self, assignment: str) -> list[str]:
        return [s for s in self.learners if self.points.get((s, assignment)) is None]

    def share(self, learner: str) -> float:
        """The learner's points over what the assignments they were given could earn (0 to 1)."""
        most = sum(self.most[a] for a in self.assignments)
        got = sum(self.points.get((learner, a)) or 0.0 for a in self.assignments)
        return got / most if most else 0.0

    def most_missed(self, limit: int = 5) -> list[PuzzleResult]:
        missed = [p for p in self.puzzles if p.answered > p.found]
        return sorted(missed, key=lambda p: (-(p.answered - p.found), p.assignment, p.notebook, p.number))[:limit]


def class_report(course: Path, gradebook: Any, assignment: str | None = None) -> ClassReport:
    """The report of ``assignment`` (every assignment of the gradebook when None)."""
    names = [a.name for a in gradebook.assignments if assignment in (None, a.name)]
    report = ClassReport(names, sorted(s.id for s in gradebook.students))
    for name in names:
        report.most[name] = float(gradebook.find_assignment(name).max_score)
        for student in report.learners:
            try:
                report.points[(student, name)] = float(gradebook.find_submission(name, student).score)
            except Exception:  # nbgrader's MissingEntry: nothing submitted
                report.points[(student, name)] = None
        rows = remark(course, name, gradebook)
        by_puzzle: dict[tuple[str, int], list[Any]] = defaultdict(list)
        for row in rows:
            by_puzzle[(row.notebook, row.number)].append(row)
        for key in read_keys(course, name):
            for p in key.puzzles:
                given = by_puzzle.get((key.notebook, p.number), [])
                points = sum(r.graded if r.graded is not None else r.points for r in given)
                found = sum(r.kind == "best" for r in given)
                move = maker_for(key.variant).said_move(p.best_move)  # said in the report's language
                report.puzzles.append(
                    PuzzleResult(name, key.notebook, p.number, move, p.best, len(given), found, points, p.most)
                )
    return report


def _table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in [header, *rows]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _said(move: str) -> str:
    """A best move in the current language's keywords (a notation; a board move is the same in every language)."""
    return move.said(get_language()) if isinstance(move, Notation) else move


def _number(x: float) -> str:
    return f"{x:g}"


def report_text(report: ClassReport) -> str:
    """The report as plain-text tables and lines, in the current language."""
    not_in = render("report.not_submitted", {})
    header = [render("report.learner", {}), *report.assignments, render("report.total", {})]
    rows = []
    for s in report.learners:
        cells = [not_in if report.points.get((s, a)) is None else _number(report.points[(s, a)] or 0.0) for a in
                 report.assignments]  # fmt: skip
        rows.append([s, *cells, f"{round(100 * report.share(s))}%"])
    rows.append([render("report.most", {}), *(_number(report.most[a]) for a in report.assignments), ""])
    parts = [f"{render('report.learners', {})}\n{_table(header, rows)}"]
    if report.puzzles:
        header = [render(f"report.{k}", {}) for k in ("assignment", "puzzle", "best_move", "found", "average")]
        rows = [
            [
                f"{p.assignment} {p.notebook}",
                str(p.number),
                f"{_said(p.best_move)} ({p.best})",
                f"{p.found}/{p.answered}",
                f"{_number(round(p.points / p.answered, 2)) if p.answered else '-'}/{p.most}",
            ]
            for p in report.puzzles
        ]
        parts.append(f"{render('report.puzzles', {})}\n{_table(header, rows)}")
        missed = [
            render(
                "report.missed_line",
                {"notebook": p.notebook, "number": p.number, "move": p.best_move, "best": p.best}
                | {"missed": p.answered - p.found, "answered": p.answered},
            )
            for p in report.most_missed()
        ]
        parts.append("\n".join([render("report.missed", {}), *(missed or [render("report.none_missed", {})])]))
    absent = [
        render("report.missing_line", {"assignment": a, "learners": ", ".join(report.missing(a))})
        for a in report.assignments
        if report.missing(a)
    ]
    parts.append("\n".join([render("report.missing", {}), *(absent or [render("report.everyone", {})])]))
    return "\n\n".join(parts)


BAR, ROW, LABEL, WIDTH = 300, 22, 260, 640  # pixels: the longest bar, a row, the label column, the plot


def _bars(title: str, bars: list[tuple[str, float, str]], top: int) -> tuple[list[str], int]:
    """A titled chart of horizontal bars (label, share 0..1, the text beside the bar) from ``top``; its SVG
    elements and the height it takes."""
    out = [f'<text x="8" y="{top + 16}" font-weight="bold">{escape(title)}</text>']
    for i, (label, share, said) in enumerate(bars):
        y = top + 28 + i * ROW
        width = round(BAR * max(0.0, min(1.0, share)))
        out += [
            f'<text x="{LABEL - 8}" y="{y + 15}" text-anchor="end">{escape(label)}</text>',
            f'<rect x="{LABEL}" y="{y + 3}" width="{BAR}" height="{ROW - 6}" fill="#e6e6e6"/>',
            f'<rect x="{LABEL}" y="{y + 3}" width="{width}" height="{ROW - 6}" fill="#1f5f99"/>',
            f'<text x="{LABEL + BAR + 8}" y="{y + 15}">{escape(said)}</text>',
        ]
    return out, 28 + len(bars) * ROW + 16


def report_svg(report: ClassReport) -> str:
    """The plot: each learner's share of the points, then each puzzle's share of learners who found the best
    move (self-contained SVG, every text escaped)."""
    learners = [(s, report.share(s), f"{round(100 * report.share(s))}%") for s in report.learners]
    first, height = _bars(render("report.plot_learners", {}), learners, 0)
    puzzles = [
        (f"{p.notebook} #{p.number}", p.found / p.answered if p.answered else 0.0, f"{p.found}/{p.answered}")
        for p in report.puzzles
    ]
    second, more = _bars(render("report.plot_puzzles", {}), puzzles, height) if puzzles else ([], 0)
    body = "\n".join(first + second)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH + LABEL}" height="{height + more}" '
        f'font-family="sans-serif" font-size="13">\n<rect width="100%" height="100%" fill="white"/>\n{body}\n</svg>\n'
    )

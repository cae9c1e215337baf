"""How a puzzle assignment marks a learner's answer: points by a rule the teacher can read, and a sentence.

The rule (numbers in ``wordplay/data/puzzles.json``, ``assignment``): a puzzle is worth
``points_per_star`` points per star of its grade. The best move earns every point; a legal move
within ``close`` points of the best (a number per family, below its ``gain_min``, so the obvious
move never counts as close) earns ``close_share`` of them; any other legal move ``legal_share``;
an answer that is not legal, cannot be read (not text, too long) or is missing earns nothing.

The answer is checked by the family's exercise (the tutorials' own check: the rules say whether it
is legal, the scoring what it scores); the best score is the one the move finder found when the
puzzle was made. :func:`grade_answer` is what an assignment's hidden test cell calls: it prints
the sentence and returns the points, the number nbgrader reads as the cell's partial credit. It
never raises for a learner's answer and writes nothing on stderr (nbgrader would give the cell
no points for either).

>>> position = {"variant": "wordsmith", "cgp": "15/...", "rack": "AEINRST"}
>>> mark(position, "8D TRAINS", best=70, most=4).feedback  # doctest: +SKIP
'8D TRAINS scores 8; the best move here scores 70. Marks: 1 of 4 points.'
"""

from __future__ import annotations

import contextlib
import io
import warnings
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from wordplay.core.errors import WordplayError
from wordplay.core.messages import render, using_language
from wordplay.puzzles.family import Maker, maker_for, settings


def rule() -> dict[str, Any]:
    """The marking rule's numbers (``assignment`` in ``wordplay/data/puzzles.json``)."""
    found: dict[str, Any] = settings()["assignment"]
    return found


def points_for(stars: int) -> int:
    """What a puzzle of ``stars`` stars is worth."""
    return int(rule()["points_per_star"]) * stars


def assignment_hint(maker: Maker) -> str:
    """The message id of the sentence that says how to write ``answer = ...`` in ``maker``'s family."""
    return f"assignment.answer.{maker.family}"


def close_for(maker: Maker) -> int:
    """How near the best (in points) a move of ``maker``'s family must score to count as close."""
    return int(rule()["close"][maker.family])


@dataclass(frozen=True)
class Mark:
    """The points an answer earned out of ``most``, why (``kind``), and the sentences saying so."""

    points: float
    most: int
    kind: str  # best, close, legal, refused, unreadable, missing
    feedback: str


def _points(kind: str, most: int) -> float:
    share = {"best": 1.0, "close": float(rule()["close_share"]), "legal": float(rule()["legal_share"])}.get(kind, 0.0)
    return round(most * share, 2)


def mark(position: Mapping[str, Any], answer: Any, *, best: int, most: int, language: str | None = None) -> Mark:
    """Mark ``answer`` (what the learner set ``answer`` to) for the puzzle at ``position`` whose best
    move scores ``best``, out of ``most`` points, with the sentences in ``language``."""
    maker = maker_for(position["variant"])
    with using_language(language):
        kind, said = _verdict(maker, position, answer, best)
        points = _points(kind, most)
        marks = render("assignment.marks", {"points": points, "most": most})
        return Mark(points, most, kind, f"{said} {marks}")


def _verdict(maker: Maker, position: Mapping[str, Any], answer: Any, best: int) -> tuple[str, str]:
    """The kind of answer and the sentence that says what it scores (or why it earns nothing)."""
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return "missing", render("assignment.missing", {})
    text = maker.answer_text(answer)
    if text is None or len(text) > int(rule()["longest_answer"]):
        return "unreadable", f"{render('assignment.unreadable', {})} {render(assignment_hint(maker), {})}"
    try:
        with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
            warnings.simplefilter("ignore")
            checked = maker.check(position, text.strip())
    except WordplayError as exc:  # a move the notation cannot name (the exercises catch most)
        return "refused", render("exercise.refused", {"answer": text, "reason": exc.message})
    reading = getattr(checked, "reading", None)  # how an answer typed all in lower case was read
    read = "".join(f"{line} " for line in reading()) if callable(reading) else ""
    score = maker.answer_score(checked)
    if score is None:
        return "refused", read + render("exercise.refused", {"answer": text, "reason": checked.refusal or ""})
    said = {"answer": text.strip(), "score": score, "best": best, "below": best - score}
    if score >= best:
        return "best", read + render("assignment.best", said)
    kind = "close" if best - score <= close_for(maker) else "legal"
    return kind, read + render(f"assignment.{kind}", {**said, "close": close_for(maker)})


def grade_answer(
    position: Mapping[str, Any], answer: Any, *, best: int, most: int, language: str | None = None
) -> float:
    """Print the sentence marking ``answer`` and return its points (an assignment's hidden test cell)."""
    marked = mark(position, answer, best=best, most=most, language=language)
    print(marked.feedback)
    return marked.points

"""How a puzzle assignment marks a learner's answer: points by a rule the teacher can read, and a sentence.

The rule (numbers in ``wordplay/data/puzzles.json``, ``assignment``): a puzzle is worth
``points_per_star`` points per star of its grade. The best move earns every point; a legal move
within ``close`` points of the best (a number per family, below its ``gain_min``, so the obvious
move never counts as close) earns ``close_share`` of them; any other legal move ``legal_share``;
an answer that is not legal, cannot be read (not text, too long) or is missing earns nothing; an answer cell
that did not run because its move was not in quotes is told what to type.

The answer is checked by the family's exercise (the tutorials' own check: the rules say whether it
is legal, the scoring what it scores); the best score is the one the move finder found when the
puzzle was made. An answer short of the best is told the best move, and both are explained step by
step (:meth:`~wordplay.puzzles.family.Maker.worked`). :func:`mark` never raises for a learner's answer
and writes nothing on stderr (nbgrader would give the cell no points for either); an assignment's hidden
test calls it in a process of its own (:mod:`wordplay.puzzles.judge`).

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
from html import escape
from typing import Any

from wordplay.core.errors import WordplayError
from wordplay.core.messages import render, using_language
from wordplay.puzzles.answers import Given, quoted
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
    """The points an answer earned out of ``most``, why (``kind``), the sentences saying so (``feedback``), and
    the learner's move and the best one explained step by step (``steps``, plain text; ``html``, drawn)."""

    points: float
    most: int
    kind: str  # best, close, legal, refused, unquoted, unreadable, missing
    feedback: str
    steps: str = ""
    html: str = ""


def _points(kind: str, most: int) -> float:
    share = {"best": 1.0, "close": float(rule()["close_share"]), "legal": float(rule()["legal_share"])}.get(kind, 0.0)
    return round(most * share, 2)


def mark(
    position: Mapping[str, Any],
    answer: Any,
    *,
    best: int,
    most: int,
    language: str | None = None,
    best_move: str | None = None,
) -> Mark:
    """Mark ``answer`` (what the learner set ``answer`` to, or a :class:`~wordplay.puzzles.answers.Given`) for
    the puzzle at ``position`` whose best move, ``best_move``, scores ``best``, out of ``most`` points, with the
    sentences in ``language``. With ``best_move`` known, an answer short of the best is told which move was
    better, and both moves are explained step by step."""
    maker = maker_for(position["variant"])
    given = answer if isinstance(answer, Given) else Given(answer)
    with using_language(language):
        kind, said, text = _verdict(maker, position, given, best)
        points = _points(kind, most)
        sentences = [said]
        if best_move is not None and kind != "best":
            sentences.append(render("assignment.better", {"move": maker.said_move(best_move), "best": best}))
        sentences.append(render("assignment.marks", {"points": points, "most": most}))
        steps, html = _worked(maker, position, text if kind in ("close", "legal") else None, best_move, kind)
        return Mark(points, most, kind, " ".join(sentences), steps, html)


def _worked(
    maker: Maker, position: Mapping[str, Any], answer: str | None, best_move: str | None, kind: str
) -> tuple[str, str]:
    """The learner's legal move and the better one, each explained (text, and HTML side by side)."""
    if best_move is None or kind == "best":
        return "", ""
    shown = [(render("assignment.yours", {}), answer), (render("assignment.theirs", {}), best_move)]
    texts, drawings = [], []
    for heading, move in shown:
        example = maker.worked(position, move) if move is not None else None
        if example is None:
            continue
        texts.append(f"{heading}\n{example!r}")
        drawings.append(f"<div style='flex:1 1 320px'><p><b>{escape(heading)}</b></p>{example._repr_html_()}</div>")
    html = f"<div style='display:flex;flex-wrap:wrap;gap:16px'>{''.join(drawings)}</div>" if drawings else ""
    return "\n\n".join(texts), html


def _verdict(maker: Maker, position: Mapping[str, Any], given: Given, best: int) -> tuple[str, str, str | None]:
    """The kind of answer, the sentence that says what it scores (or why it earns nothing), and the answer as
    the move notation (None when there is none)."""
    answer = given.value
    if not given.given:
        typed = quoted(given.source)
        if typed is not None:
            return "unquoted", render("assignment.unquoted", {"typed": typed}), None
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return "missing", render("assignment.missing", {}), None
    text = maker.answer_text(answer)
    if text is None or len(text) > int(rule()["longest_answer"]):
        return "unreadable", f"{render('assignment.unreadable', {})} {render(assignment_hint(maker), {})}", None
    text = text.strip()
    try:
        with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
            warnings.simplefilter("ignore")
            checked = maker.check(position, text)
    except WordplayError as exc:  # a move the notation cannot name (the exercises catch most)
        return "refused", render("exercise.refused", {"answer": text, "reason": exc.message}), text
    reading = getattr(checked, "reading", None)  # how an answer typed all in lower case was read
    read = "".join(f"{line} " for line in reading()) if callable(reading) else ""
    notation = getattr(checked, "read_as", None) or text  # what the worked example lays: the move as read
    score = maker.answer_score(checked)
    if score is None:
        return "refused", read + render("exercise.refused", {"answer": text, "reason": checked.refusal or ""}), text
    said = {"answer": text, "score": score, "best": best, "below": best - score}
    if score >= best:
        return "best", read + render("assignment.best", said), notation
    kind = "close" if best - score <= close_for(maker) else "legal"
    return kind, read + render(f"assignment.{kind}", {**said, "close": close_for(maker)}), notation

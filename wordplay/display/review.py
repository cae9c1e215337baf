"""A game's review as static HTML: the score sheet with the best move and the points lost per
move, the misses beneath each move, then the summary. Used by ``GameReview._repr_html_`` and the
printable copies; every text is escaped and every sentence comes from the catalogue.
"""

from __future__ import annotations

from html import escape

from wordplay.core.messages import number, render
from wordplay.core.review import GameReview
from wordplay.display.common import FONT

COLUMNS = ("number", "player", "held", "played", "score", "best", "best_score", "lost")
LOST = "#b22"


def review_html(review: GameReview, language: str | None = None) -> str:
    """The review's score sheet and summary, in ``language`` (default: the package's)."""
    if not review.moves:
        return f"<div style='{FONT}'>{escape(render('review.nothing', {}, language))}</div>"
    head = "".join(f"<th style='text-align:left;padding:2px 6px'>{escape(render(f'review.column.{c}', {}, language))}"
                   "</th>" for c in COLUMNS)
    rows = []
    for m in review.moves:
        best = m.best[0].move if m.best else ""
        lost = f"<span style='color:{LOST}'>{escape(number(-m.lost, language))}</span>" if m.lost else "0"
        cells = (escape(number(m.number, language)), escape(m.name), f"<code>{escape(m.held)}</code>",
                 escape(m.played.move), escape(number(m.played.score, language)), escape(best),
                 escape(number(m.best_score, language)), lost)
        rows.append("<tr>" + "".join(f"<td style='padding:2px 6px'>{c}</td>" for c in cells) + "</tr>")
        notes = [*m.misses, *m.notes, *([m.choice] if m.choice is not None else [])]
        if notes:
            items = "".join(f"<li>{escape(n.sentence(language))}</li>" for n in notes)
            rows.append(f"<tr><td></td><td colspan='{len(COLUMNS) - 1}'><ul style='margin:0'>{items}</ul></td></tr>")
    summary = "".join(f"<li>{escape(s)}</li>" for s in review.summary(language))
    return (f"<div class='wordplay-review' style='{FONT}'>"
            f"<table style='border-collapse:collapse'><tr>{head}</tr>{''.join(rows)}</table>"
            f"<ul>{summary}</ul></div>")

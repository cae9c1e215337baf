"""A game's review as static HTML: the score sheet with the best move and the points lost per
move, the misses beneath each move, then the summary; with a move ``chosen``, that move beside the
best one, each with its scoring steps. Used by ``GameReview._repr_html_``, the game widgets' static
copies and the printable copies; every text is escaped and every sentence comes from the catalogue.
"""

from __future__ import annotations

from html import escape

from wordplay.core.messages import number, render
from wordplay.core.review import GameReview, MoveReview, Option
from wordplay.display.common import FONT

COLUMNS = ("number", "player", "held", "played", "score", "best", "best_score", "lost")
LOST = "#b22"


def review_html(review: GameReview, language: str | None = None, chosen: int | None = None) -> str:
    """The review's score sheet and summary, in ``language`` (default: the package's); ``chosen``: the
    number of a move to show beside the best one."""
    if not review.moves:
        return f"<div style='{FONT}'>{escape(render('review.nothing', {}, language))}</div>"
    head = "".join(
        f"<th style='text-align:left;padding:2px 6px'>{escape(render(f'review.column.{c}', {}, language))}</th>"
        for c in COLUMNS
    )
    rows = []
    for m in review.moves:
        best = m.best[0].move if m.best else ""
        lost = f"<span style='color:{LOST}'>{escape(number(-m.lost, language))}</span>" if m.lost else "0"
        cells = (
            escape(number(m.number, language)),
            escape(m.name),
            f"<code>{escape(m.held)}</code>",
            escape(m.played.move),
            escape(number(m.played.score, language)),
            escape(best),
            escape(number(m.best_score, language)),
            lost,
        )
        mark = " style='background:#fff4c2'" if m.number == chosen else ""
        rows.append(f"<tr{mark}>" + "".join(f"<td style='padding:2px 6px'>{c}</td>" for c in cells) + "</tr>")
        notes = [*m.misses, *m.notes, *([m.choice] if m.choice is not None else [])]
        if notes:
            items = "".join(f"<li>{escape(n.sentence(language))}</li>" for n in notes)
            rows.append(f"<tr><td></td><td colspan='{len(COLUMNS) - 1}'><ul style='margin:0'>{items}</ul></td></tr>")
    summary = "".join(f"<li>{escape(s)}</li>" for s in review.summary(language))
    pair = ""
    if chosen is not None and any(m.number == chosen for m in review.moves):
        pair = _pair_html(review.move(chosen), language)
    return (
        # its own light page, as the widgets keep: under a dark theme its red and yellow stay readable (4.5:1)
        f"<div class='wordplay-review' style='{FONT};background:#fff;color:#1a1a1a;padding:4px'>"
        f"<table style='border-collapse:collapse'><tr>{head}</tr>{''.join(rows)}</table>"
        f"{pair}<ul>{summary}</ul></div>"
    )


def _pair_html(m: MoveReview, language: str | None) -> str:
    """A move beside the best one, each with its scoring steps, and the verdict under them."""
    columns = [("played", m.played)] + ([("best", m.best[0])] if m.best else [])
    cells = "".join(
        f"<td style='vertical-align:top;padding:2px 12px 2px 0'>{_option_html(c, o, language)}</td>" for c, o in columns
    )
    return (
        f"<table class='wordplay-review-pair' style='margin:6px 0'><tr>{cells}</tr></table>"
        f"<div><b>{escape(m.verdict(language))}</b></div>"
    )


def _option_html(column: str, option: Option, language: str | None) -> str:
    title = escape(render(f"review.column.{column}", {}, language))
    steps = option.explanation.sentences(language) if option.explanation is not None else []
    items = "".join(f"<li>{escape(s)}</li>" for s in steps)
    return f"<div><b>{title}: {escape(option.move)}</b> ({escape(number(option.score, language))})</div>" + (
        f"<ol style='margin:2px 0'>{items}</ol>" if items else ""
    )

"""The puzzles as one printable HTML page: each position drawn (by :mod:`wordplay.display`) with a
line for the answer, and the answers with their grades on a last page of their own.

Self-contained: inline styles and one ``<style>`` block with the print rules, no script, no link,
no image, nothing fetched. Every text is escaped (the drawings escape theirs).
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from wordplay.core.messages import render, using_language, using_variant
from wordplay.core.registry import get_ruleset
from wordplay.puzzles.choosing import PuzzleSet
from wordplay.puzzles.family import maker_for
from wordplay.puzzles.grading import Puzzle

STYLE = """
body { font-family: sans-serif; margin: 16px; color: #222; }
h1 { font-size: 20px; margin: 0 0 6px; }
h2 { font-size: 16px; margin: 0 0 4px; }
p { margin: 4px 0; }
.puzzle { border-top: 1px solid #999; padding: 8px 0; break-inside: avoid; page-break-inside: avoid; }
.puzzle-label { font-size: 12px; color: #555; margin-top: 4px; }
.answer-line { margin-top: 8px; }
.answers { break-before: page; page-break-before: always; }
.answers li { margin-bottom: 6px; break-inside: avoid; page-break-inside: avoid; }
@page { size: A4; margin: 12mm; }
@media print { body { margin: 0; } .puzzle, .answers li { break-inside: avoid; } }
"""


def _p(text: str, css_class: str = "") -> str:
    attribute = f" class='{css_class}'" if css_class else ""
    return f"<p{attribute}>{escape(text)}</p>"


def _puzzle_html(p: Puzzle, draw: Any) -> str:
    c = p.candidate
    head = f"<h2>{escape(render('puzzles.heading', {'number': p.number}))}</h2>"
    note = " ".join(
        [
            render("puzzles.grade.stars", {"stars": p.grade.stars}),
            render("puzzles.source", {"game": str(c.game_seed), "move": c.move_number}),
            render("puzzles.find", {}),
        ]
    )
    return (
        f"<section class='puzzle'>{head}{_p(note)}<div>{draw(c.position)}</div>"
        f"<p class='answer-line'>____________________________________________</p></section>"
    )


def _answer_html(p: Puzzle) -> str:
    c = p.candidate
    lines = [
        render("puzzles.answer.best", {"number": p.number, "move": c.best.move, "score": c.best.score}),
        render("puzzles.answer.runner_up", {"move": c.runner_up.move, "score": c.runner_up.score}),
        render("puzzles.answer.obvious", {"move": c.obvious.move, "score": c.obvious.score}),
        " ".join(p.grade.sentences()),
    ]
    if c.obvious == c.runner_up:  # rummy: the obvious move is the runner-up
        del lines[2]
    return "<li>" + "".join(_p(line) for line in lines) + "</li>"


def sheet_html(puzzles: PuzzleSet, language: str = "en", title: str | None = None) -> str:
    """The whole page as one string; ``title`` (escaped) replaces the default title."""
    maker = maker_for(puzzles.variant)
    with using_language(language), using_variant(get_ruleset(puzzles.variant).id):  # each game's own words
        heading = (
            title if title is not None else render("puzzles.title", {"variant": get_ruleset(puzzles.variant).name})
        )
        parts = [
            f"<h1>{escape(heading)}</h1>",
            _p(
                f"{render('puzzles.sheet.name', {})} ______________________   "
                f"{render('puzzles.sheet.number', {'number': str(puzzles.seed)})}"
            ),
            _p(render("puzzles.intro", {})),
            _p(render(maker.answer_hint, {})),
        ]
        shortfall = puzzles.shortfall()
        if shortfall:
            parts.append(_p(shortfall))
        parts += [_puzzle_html(p, maker.position_html) for p in puzzles.puzzles]
        parts.append(
            f"<section class='answers'><h2>{escape(render('puzzles.answers', {}))}</h2>"
            # the seed is the teacher's (to make the sheet again), on the answers' page, not the learners'
            + _p(render("puzzles.sheet.seed", {"number": str(puzzles.seed), "seed": str(puzzles.seed)}))
            + f"<ol style='list-style:none;padding:0'>{''.join(_answer_html(p) for p in puzzles.puzzles)}"
            "</ol></section>"
        )
    return (
        f"<!DOCTYPE html>\n<html lang='{escape(language)}'><head><meta charset='utf-8'>"
        f"<title>{escape(heading)}</title><style>{STYLE}</style></head>\n<body>\n"
        + "\n".join(parts)
        + "\n</body></html>\n"
    )


def write_sheet(puzzles: PuzzleSet, path: str | Path, language: str = "en", title: str | None = None) -> Path:
    """Write the sheet of ``puzzles`` at ``path`` (UTF-8)."""
    path = Path(path)
    path.write_text(sheet_html(puzzles, language, title), encoding="utf-8")
    return path

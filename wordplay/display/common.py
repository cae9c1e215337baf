"""HTML pieces every family's static copy shares: sentences, rule lists, explained scores, the layout.

Every text that reaches the page (player names, words, sentences) goes through
:func:`html.escape`, and every sentence comes from the message catalogue (``display.*`` ids in
``wordplay/data/messages/display.en.json``), so a static copy speaks the learner's language too.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

from wordplay.core.messages import number, render

FONT = "font-family:sans-serif;font-size:12px"
# The light panel every static copy is drawn on, as the widgets are: its colours were chosen against white, and a
# copy that set its text colour but not its background was 3:1 or worse in a dark notebook (JupyterLab's dark
# theme puts #212121 behind an output).
LIGHT = "background:#ffffff;color:#222222"


def text(message_id: str, **params: Any) -> str:
    """The catalogue's sentence ``display.<message_id>``, escaped for HTML."""
    return escape(render(f"display.{message_id}", params))


def line(content: str, style: str = "") -> str:
    """One line of (already escaped) HTML in the shared font."""
    return f"<div style='{FONT};{style}'>{content}</div>"


def checks_html(checks: Iterable[tuple[bool, str]]) -> str:
    """Every rule tried, as ``(passed, sentence)``: a tick or a cross and the sentence."""
    items = "".join(
        f"<li style='color:{'#2a7a2a' if passed else '#b22'}'>{'✔' if passed else '✘'} {escape(sentence)}</li>"
        for passed, sentence in checks
    )
    return f"<ul class='wordplay-checks' style='{FONT};{LIGHT};list-style:none;padding-left:0'>{items}</ul>"


def steps_html(steps: Iterable[tuple[str, int, int]], total: int, words: Sequence[tuple[str, int]] = ()) -> str:
    """An explained score as a table: each step ``(sentence, points, running total)``, then the total."""
    rows = "".join(
        f"<tr><td style='text-align:left'>{escape(sentence)}</td>"
        f"<td style='text-align:right'>{'+' if points > 0 else ''}{number(points) if points else ''}</td>"
        f"<td style='text-align:right;color:#666'>{number(running)}</td></tr>"
        for sentence, points, running in steps
    )
    scored = ", ".join(render("display.word_score", {"word": w, "score": s}) for w, s in words)
    last = text("total_words", words=scored) if scored else text("total")
    return (
        f"<table class='wordplay-explanation' style='{FONT};{LIGHT}'>"
        f"<tr><th style='text-align:left'>{text('step')}</th><th>{text('points')}</th><th>{text('running')}</th></tr>"
        f"{rows}<tr><th style='text-align:left'>{last}</th>"
        f"<th style='text-align:right'>{number(total)}</th><th></th></tr></table>"
    )


def check_view_html(check: Mapping[str, Any]) -> str:
    """A widget's rule-check view (``checks``: ``passed``, ``text``) as a rule list."""
    return checks_html((c["passed"], c["text"]) for c in check["checks"])


def explanation_view_html(explanation: Mapping[str, Any]) -> str:
    """A widget's explanation view (``steps``, ``words``, ``total``) as a score table."""
    return steps_html(
        ((s["text"], s["points"], s["running"]) for s in explanation["steps"]),
        explanation["total"],
        [(w["word"], w["score"]) for w in explanation.get("words", [])],
    )


def player_line(player: Mapping[str, Any]) -> str:
    """A player of a widget's view: name, a computer's level by name, score; the player to move marked."""
    name = escape(player["name"])
    if player.get("seat"):
        name += " " + escape(f"({player['seat']})")
    return f"{'▶ ' if player.get('to_move') else ''}{name}"


def players_html(players: Iterable[Mapping[str, Any]]) -> str:
    """The players of a widget's view and their scores, as a small table."""
    rows = "".join(
        f"<tr><td>{player_line(p)}</td><td style='text-align:right'>{number(p['score'])}</td></tr>" for p in players
    )
    return f"<table style='{FONT}'>{rows}</table>"


def side_by_side(css_class: str, left: str, right: str) -> str:
    """The layout of every static copy: the table or board on the left, what explains it on the right."""
    return (
        f"<div class='{css_class}' style='display:flex;gap:16px;align-items:flex-start;{LIGHT}'>"
        f"<div>{left}</div><div>{right}</div></div>"
    )


def exercise_html(lines: Sequence[str], solved: bool, answered: bool) -> str:
    """A tutorial exercise's verdict, one line each: green when solved, orange when answered, grey before."""
    colour = "#22662a" if solved else "#9a3a00" if answered else "#444"
    body = "".join(f"<div>{escape(sentence)}</div>" for sentence in lines)
    return (
        f"<div class='wordplay-exercise' style='font-family:sans-serif;background:#ffffff;color:{colour}'>{body}</div>"
    )

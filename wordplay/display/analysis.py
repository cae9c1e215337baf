"""Static HTML of a game widget's analysis board and unseen tiles, drawn from the view alone.

The same content as the page's analysis board (``static/analysis.js``): the title of the position
shown, every mark ("played", "best 1"...) as a line, and the position with the chosen mark drawn in
place (a border style and a text badge, not colour alone), and in rummy the discard pile as sentences;
then the unseen tiles or cards by letter.
Every text goes through :func:`html.escape`; every sentence came from the catalogue in the view.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from wordplay.display.common import FONT, line

_MARK_STYLE = ("outline:3px solid #1f3f8f;outline-offset:-3px;", "outline:3px dashed #7a3d00;outline-offset:-3px;")


def _badge(mark: int) -> str:
    return "●" if mark == 0 else str(mark)


def analysis_html(analysis: Mapping[str, Any] | None, unseen: Mapping[str, Any] | None) -> str:
    """The analysis board (when a move is chosen) and the unseen list, or ``""``."""
    parts = []
    if analysis and analysis.get("number") is not None:
        parts.append(_position_html(analysis))
    if unseen:
        parts.append(unseen_html(unseen))
    return "".join(parts)


def _position_html(analysis: Mapping[str, Any]) -> str:
    marks = analysis.get("marks") or []
    index = int(analysis.get("mark") or 0)
    shown = marks[index] if index < len(marks) else None
    out = [line(f"<b>{escape(analysis.get('title', ''))}</b>")]
    for i, m in enumerate(marks):
        chosen = "font-weight:bold;" if i == index else ""
        out.append(line(f"[{escape(_badge(i))}] {escape(m['text'])}", chosen))
    if analysis.get("hidden_note"):
        out.append(line(f"<i>{escape(analysis['hidden_note'])}</i>"))
    position = analysis.get("position") or {}
    if "rows" in position:
        out.append(_grid_html(position, shown, index))
    elif "words" in position:
        out.append(_words_html(position, shown))
    label = escape(analysis.get("labels", {}).get("region", ""))
    return (
        f"<section class='wordplay-analysis' aria-label='{label}' style='margin:6px 0'>" + "".join(out) + "</section>"
    )


def _grid_html(position: Mapping[str, Any], shown: Mapping[str, Any] | None, index: int) -> str:
    top, left = position.get("origin") or (0, 0)
    tiles = {(c["row"], c["col"]): c for c in position["cells"]}
    marked = {(c["row"], c["col"]): c for c in (shown or {}).get("cells", ())}
    cols, rows = position["cols"], position["rows"]
    style = "border-collapse:collapse;font-family:sans-serif;font-size:11px;text-align:center"
    head = "<tr><th></th>" + "".join(f"<th>{escape(c)}</th>" for c in cols) + "</tr>"
    body = []
    for r, row_name in enumerate(rows):
        cells = [f"<th>{escape(row_name)}</th>"]
        for c in range(len(cols)):
            key = (r + top, c + left)
            cell = marked.get(key) or tiles.get(key)
            look = "width:20px;height:20px;border:1px solid #bbb;"
            if key in marked:
                look += _MARK_STYLE[0 if index == 0 else 1] + "background:#fff;"
            elif cell:
                look += "background:#f3dca4;"
            content = ""
            if cell:
                tile = str(cell["tile"])
                content = f"<b>{escape(tile.upper())}</b>"
                if key in marked:
                    content += f"<sup style='font-size:8px'>{escape(_badge(index))}</sup>"
            title = f" title='{escape(cell['name'])}'" if cell else ""
            cells.append(f"<td{title} style='{look}'>{content}</td>")
        body.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table class='wordplay-analysis-board' style='{style}'>{head}{''.join(body)}</table>"


def _words_html(position: Mapping[str, Any], shown: Mapping[str, Any] | None) -> str:
    stolen = (shown or {}).get("stolen")
    words = []
    for w in position["words"]:
        text = escape(w["text"])
        words.append(f"<s>{text}</s>" if stolen is not None and w["id"] == stolen else text)
    out = [line(" · ".join(words) or "-")]
    if shown and shown.get("new_words"):
        out.append(line("→ " + " + ".join(f"<b>{escape(w)}</b>" for w in shown["new_words"])))
    pile = position.get("discard")
    if pile:  # rummy: the discard pile before the move, what the turn drew and what the move shown discards
        out.append(line(escape(pile["name"])))
        if pile.get("drawn"):
            out.append(line(escape(pile["drawn"])))
        if shown and shown.get("discard_text"):
            out.append(line(f"→ {escape(shown['discard_text'])}"))
    return "".join(out)


def unseen_html(unseen: Mapping[str, Any]) -> str:
    """The unseen tiles or cards: the heading, then a list of each letter with its count, each named as
    the widget names it ("A: 4 unseen"; a blank by its name, not read out as "question mark")."""
    items = "".join(
        f"<li aria-label='{escape(i['name'])}' style='{ITEM}'><b>{escape(i['letter'])}</b>&nbsp;{int(i['count'])}</li>"
        for i in unseen.get("items", ())
    )
    heading = escape(unseen.get("heading", ""))
    draw = f" ({escape(unseen['to_draw_text'])})" if unseen.get("to_draw_text") else ""
    return (
        f"<div class='wordplay-unseen' style='{FONT};margin:4px 0'><p style='margin:0'>{heading}{draw}:</p>"
        f"<ul aria-label='{heading}' style='{LIST}'>{items}</ul></div>"
    )


# the unseen list as the widget draws it: boxed letters in a row that wraps
LIST = "list-style:none;display:flex;flex-wrap:wrap;gap:4px;margin:2px 0;padding:0"
ITEM = "border:1px solid #767676;padding:0 3px"

"""Static HTML of a Scrabble Cards widget, drawn from its view model: what a saved notebook shows
without a widget front end (GitHub, nbviewer).

Every text (player names, words, sentences) goes through :func:`html.escape`; the sentences come
from the view model or the message catalogue (see :mod:`wordplay.display.common`).
"""

from __future__ import annotations

from html import escape
from typing import Any

from wordplay.display.common import check_view_html, explanation_view_html, line, players_html, side_by_side, text

_CARD = (
    "display:inline-block;width:22px;height:26px;margin:1px;border-radius:3px;text-align:center;"
    "font:bold 14px/26px sans-serif"
)


def _card(text: str, background: str = "#fdf6e3") -> str:
    return f"<span style='{_CARD};background:{background};border:1px solid #b9a27a'>{escape(text)}</span>"


def table_html(table: dict[str, Any], marked: set[str]) -> str:
    """The table's window as an HTML table; cards laid this turn (or ``marked``) on yellow."""
    cells = {c["spot"]: c for c in table["cells"]}
    (r0, r1), (c0, c1) = table["rows"], table["cols"]
    if not cells:
        return ""
    rows_used = [c["row"] for c in cells.values()]
    cols_used = [c["col"] for c in cells.values()]
    rows = []
    for r in range(max(r0, min(rows_used)), min(r1, max(rows_used)) + 1):
        tds = []
        for c in range(max(c0, min(cols_used)), min(c1, max(cols_used)) + 1):
            cell = cells.get(f"{r},{c}")
            if cell is None:
                tds.append("<td style='width:24px;height:28px'></td>")
                continue
            shade = "#ffe08a" if cell["pending"] or cell["spot"] in marked else "#fdf6e3"
            tds.append(f"<td style='padding:0'>{_card(cell['card'].upper(), shade)}</td>")
        rows.append("<tr>" + "".join(tds) + "</tr>")
    return f"<table class='wordplay-cards-table' style='border-collapse:collapse'>{''.join(rows)}</table>"


def cards_widget_html(view: dict[str, Any]) -> str:
    """The players, the round, the table, the hand, the rules checked and the score explained."""
    side: list[str] = []
    if view.get("players"):
        side.append(players_html(view["players"]))
    for key in ("status", "notice"):
        if view.get(key):
            side.append(line(escape(view[key])))
    if view.get("round"):
        side.append(line(text("round", title=view["round"]["title"], task=view["round"]["task"])))
    shown = view.get("preview") or view.get("review")
    if shown:
        side.append(line(escape(shown.get("headline", "")), "font-weight:bold"))
        if shown.get("check"):
            side.append(check_view_html(shown["check"]))
        if shown.get("explanation"):
            side.append(explanation_view_html(shown["explanation"]))
    if view.get("summary"):
        side.append(line(escape(view["summary"]["result"]), "font-weight:bold"))
    marked = set(view["review"]["spots"]) if view.get("review") else set()
    table = table_html(view["table"], marked) if view.get("table") else ""
    words = "".join(
        f"<div>{''.join(_card(c['card'].upper()) for c in w['cards'])}</div>" for w in view.get("words", [])
    )
    hand = "".join(
        _card(c["card"] if c["card"] != "?" else " ", "#eee" if c["used"] else "#fdf6e3") for c in view.get("hand", [])
    )
    return side_by_side(
        "wordplay-widget-static",
        f"{table}{words}<div class='wordplay-hand' style='margin-top:6px'>{hand}</div>",
        "".join(side),
    )

"""Static HTML of a cards widget, drawn from its view model: what a saved notebook shows without a widget front end.

Every text (player names, words, sentences) goes through :func:`html.escape`.
"""

from __future__ import annotations

from html import escape
from typing import Any

from wordplay.core.messages import number

_FONT = "font-family:sans-serif;font-size:12px"
_CARD = ("display:inline-block;width:22px;height:26px;margin:1px;border-radius:3px;text-align:center;"
         "font:bold 14px/26px sans-serif")


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


def _steps(explanation: dict[str, Any]) -> str:
    rows = "".join(f"<tr><td>{escape(s['text'])}</td><td style='text-align:right'>{number(s['points']) if s['points'] else ''}</td>"
                   f"<td style='text-align:right;color:#666'>{number(s['running'])}</td></tr>" for s in explanation["steps"])
    return (f"<table class='wordplay-explanation' style='{_FONT}'>{rows}"
            f"<tr><th style='text-align:left'>Total</th><th>{number(explanation['total'])}</th><th></th></tr></table>")


def _checks(check: dict[str, Any]) -> str:
    items = "".join(f"<li style='color:{'#2a7a2a' if c['passed'] else '#b22'}'>{'✔' if c['passed'] else '✘'} "
                    f"{escape(c['text'])}</li>" for c in check["checks"])
    return f"<ul style='{_FONT};list-style:none;padding-left:0'>{items}</ul>"


def cards_html(view: dict[str, Any]) -> str:
    """The players, the round, the table, the hand, the rules checked and the score explained."""
    side: list[str] = []
    if view.get("players"):
        rows = "".join(f"<tr><td>{'▶ ' if p['to_move'] else ''}{escape(p['name'])}</td>"
                       f"<td style='text-align:right'>{number(p['score'])}</td></tr>" for p in view["players"])
        side.append(f"<table style='{_FONT}'>{rows}</table>")
    for key in ("status", "notice"):
        if view.get(key):
            side.append(f"<div style='{_FONT}'>{escape(view[key])}</div>")
    if view.get("round"):
        side.append(f"<div style='{_FONT}'><b>{escape(view['round']['title'])}</b>: {escape(view['round']['task'])}</div>")
    shown = view.get("preview") or view.get("review")
    if shown:
        side.append(f"<div style='{_FONT};font-weight:bold'>{escape(shown.get('headline', ''))}</div>")
        if shown.get("check"):
            side.append(_checks(shown["check"]))
        if shown.get("explanation"):
            side.append(_steps(shown["explanation"]))
    if view.get("summary"):
        side.append(f"<div style='{_FONT};font-weight:bold'>{escape(view['summary']['result'])}</div>")
    marked = set(view["review"]["spots"]) if view.get("review") else set()
    table = table_html(view["table"], marked) if view.get("table") else ""
    words = "".join(f"<div>{''.join(_card(c['card'].upper()) for c in w['cards'])}</div>" for w in view.get("words", []))
    hand = "".join(_card(c["card"] if c["card"] != "?" else " ", "#eee" if c["used"] else "#fdf6e3")
                   for c in view.get("hand", []))
    return ("<div class='wordplay-widget-static' style='display:flex;gap:16px;align-items:flex-start'>"
            f"<div>{table}{words}<div class='wordplay-hand' style='margin-top:6px'>{hand}</div></div>"
            f"<div>{''.join(side)}</div></div>")

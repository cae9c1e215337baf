"""Static HTML of a Word Thief widget, drawn from its view model: what a saved notebook shows
without a widget front end (GitHub, nbviewer). Every text goes through :func:`html.escape`.
"""

from __future__ import annotations

from html import escape
from typing import Any

from wordplay.core.messages import number

_FONT = "font-family:sans-serif;font-size:12px"
SUIT_COLOURS = {"red": "#c8283c", "blue": "#1f6fb2", "green": "#3c9a4b", "yellow": "#d4a300", "": "#999"}
# A second cue beside the colour, for learners who cannot tell the suits' colours apart.
SUIT_MARKS = {"red": "\u25b2", "blue": "\u25cf", "green": "\u25a0", "yellow": "\u25c6"}
_WILD = "#8a4fbf"


def card_html(card: dict[str, Any]) -> str:
    """One card: its letter in its suit's colour and its suit's mark (a Wild dashed), its value small."""
    colour = _WILD if card["wild"] else SUIT_COLOURS.get(card["suit"], "#999")
    border = "dashed" if card["wild"] else "solid"
    mark = "" if card["wild"] else SUIT_MARKS.get(card["suit"], "")
    return (f"<span style='display:inline-block;width:22px;height:28px;margin:1px;border:2px {border} {colour};"
            f"border-radius:4px;color:{colour};text-align:center;font:bold 14px/28px sans-serif' title='{card['suit']}'>"
            f"<sup style='font-size:7px'>{mark}</sup>{escape(card['letter'])}"
            f"<sub style='font-size:7px'>{card['value']}</sub></span>")


def cards_html(cards: list[dict[str, Any]]) -> str:
    return "".join(card_html(c) for c in cards)


def _line(text: str, style: str = "") -> str:
    return f"<div style='{_FONT};{style}'>{escape(text)}</div>"


def _explanation(explanation: dict[str, Any]) -> str:
    words = "".join(f"<div>{cards_html(w['cards'])} <span style='{_FONT}'>{escape(w['word'])} {w['score']}</span></div>"
                    for w in explanation["words"])
    steps = "".join(f"<tr><td>{escape(s['text'])}</td><td style='text-align:right'>{number(s['points']) if s['points'] else ''}</td>"
                    f"<td style='text-align:right;color:#666'>{number(s['running'])}</td></tr>" for s in explanation["steps"])
    return f"{words}<table style='{_FONT}'>{steps}<tr><th>Total</th><th>{number(explanation['total'])}</th></tr></table>"


def _rules(check: dict[str, Any]) -> str:
    items = "".join(f"<li style='color:{'#2a7a2a' if c['passed'] else '#b22'}'>{'✔' if c['passed'] else '✘'} "
                    f"{escape(c['text'])}</li>" for c in check["checks"])
    return f"<ul style='{_FONT};list-style:none;padding-left:0'>{items}</ul>"


def thief_html(view: dict[str, Any], names: list[str]) -> str:
    """The table by owner, the hand, the draft's rules and explained score (or the turn reviewed)."""
    side: list[str] = []
    table: list[str] = []
    for owner, name in enumerate(names):
        score = f" ({number(view['players'][owner]['score'])})" if view.get("players") else ""
        words = [w for w in view["table"] if w["owner"] == owner]
        rows = "".join(f"<div>{cards_html(w['cards'])}</div>" for w in words) or _line("no words", "color:#777")
        table.append(f"<div style='margin-bottom:6px'>{_line(name + score, 'font-weight:bold')}{rows}</div>")
    if view.get("status"):
        side.append(_line(view["status"]))
    if view["hand"]:
        side.append(f"<div>{cards_html(view['hand'])}</div>")
    preview = view["preview"]
    if preview["check"]:
        side.append(_line(preview["headline"], "font-weight:bold"))
        side.append(_rules(preview["check"]))
        if preview["explanation"]:
            side.append(_explanation(preview["explanation"]))
    elif view.get("review"):
        side.append(_line(view["review"]["headline"], "font-weight:bold"))
        side.append(_explanation(view["review"]["explanation"]))
    if view.get("summary"):
        side.append(_line(view["summary"]["reason"]))
        side.append(_line(view["summary"]["result"], "font-weight:bold"))
    return ("<div class='wordplay-thief-static' style='display:flex;gap:16px;align-items:flex-start'>"
            f"<div>{''.join(table)}</div><div>{''.join(side)}</div></div>")

"""Static HTML of a Word Thief widget, drawn from its view model: what a saved notebook shows
without a widget front end (GitHub, nbviewer).

Every text goes through :func:`html.escape`; the sentences come from the view model or the
message catalogue (see :mod:`wordplay.display.common`).
"""

from __future__ import annotations

from html import escape
from typing import Any

from wordplay.core.messages import Term, render
from wordplay.display.common import FONT, check_view_html, explanation_view_html, line, side_by_side, text

SUIT_COLOURS = {"red": "#c8283c", "blue": "#1f6fb2", "green": "#3c9a4b", "yellow": "#d4a300", "": "#999"}
# A second cue beside the colour, for learners who cannot tell the suits' colours apart.
SUIT_MARKS = {"red": "\u25b2", "blue": "\u25cf", "green": "\u25a0", "yellow": "\u25c6"}
_WILD = "#8a4fbf"


def suit_title(suit: str | None) -> str:
    """A suit as a card's title says it: Polish "kolor czerwony", Romanian "suita roșie" ("" for none)."""
    return render("thief.suit_title", {"suit": Term(f"thief.suit.{suit}")}) if suit else ""


def card_html(card: dict[str, Any]) -> str:
    """One card: its letter in its suit's colour and its suit's mark (a Wild dashed), its value small."""
    colour = _WILD if card["wild"] else SUIT_COLOURS.get(card["suit"], "#999")
    border = "dashed" if card["wild"] else "solid"
    mark = "" if card["wild"] else SUIT_MARKS.get(card["suit"], "")
    return (
        f"<span style='display:inline-block;width:22px;height:28px;margin:1px;border:2px {border} {colour};"
        f"border-radius:4px;color:{colour};text-align:center;font:bold 14px/28px sans-serif' "
        f"title='{escape(suit_title(card['suit']))}'>"
        f"<sup style='font-size:7px'>{mark}</sup>{escape(card['letter'])}"
        f"<sub style='font-size:7px'>{card['value']}</sub></span>"
    )


def card_row_html(cards: list[dict[str, Any]]) -> str:
    return "".join(card_html(c) for c in cards)


def _explanation(explanation: dict[str, Any]) -> str:
    words = "".join(
        f"<div>{card_row_html(w['cards'])} <span style='{FONT}'>"
        f"{text('word_score', word=w['word'], score=w['score'])}</span></div>"
        for w in explanation["words"]
    )
    return words + explanation_view_html({**explanation, "words": []})


def thief_widget_html(view: dict[str, Any], names: list[str]) -> str:
    """The table by owner, the hand, the draft's rules and explained score (or the turn reviewed)."""
    side: list[str] = []
    table: list[str] = []
    for owner, name in enumerate(names):
        title = (
            text("player_score", player=name, score=view["players"][owner]["score"])
            if view.get("players")
            else escape(name)
        )
        words = [w for w in view["table"] if w["owner"] == owner]
        rows = "".join(f"<div>{card_row_html(w['cards'])}</div>" for w in words) or line(text("no_words"), "color:#666")
        table.append(f"<div style='margin-bottom:6px'>{line(title, 'font-weight:bold')}{rows}</div>")
    if view.get("status"):
        side.append(line(escape(view["status"])))
    if view["hand"]:
        side.append(f"<div>{card_row_html(view['hand'])}</div>")
    preview = view["preview"]
    if preview["check"]:
        side.append(line(escape(preview["headline"]), "font-weight:bold"))
        side.append(check_view_html(preview["check"]))
        if preview["explanation"]:
            side.append(_explanation(preview["explanation"]))
    elif view.get("review"):
        side.append(line(escape(view["review"]["headline"]), "font-weight:bold"))
        side.append(_explanation(view["review"]["explanation"]))
    if view.get("summary"):
        side.append(line(escape(view["summary"]["reason"])))
        side.append(line(escape(view["summary"]["result"]), "font-weight:bold"))
    return side_by_side("wordplay-thief-static", "".join(table), "".join(side))

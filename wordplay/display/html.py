"""HTML for boards, racks, explanations and rule checks (no JavaScript needed).

Every piece of text that reaches the page (player names, words, messages) goes through
:func:`html.escape`. Colours come from ``wordplay/data/palettes.json``.
"""

from __future__ import annotations

import json
from functools import cache
from html import escape
from importlib import resources
from typing import TYPE_CHECKING, Any

from wordplay.crossword.grid import COLUMNS

if TYPE_CHECKING:
    from wordplay.board.game import BoardGame
    from wordplay.board.position import Position
    from wordplay.core.checks import CheckReport
    from wordplay.core.explanation import Explanation
    from wordplay.crossword.board import Board

_CELL = 26


@cache
def palette(board_source: str) -> dict[str, Any]:
    """The colours of a board layout (keyed by its data file, e.g. ``boards/literaki15.txt``)."""
    data = json.loads((resources.files("wordplay.data") / "palettes.json").read_text(encoding="utf-8"))
    return data.get(board_source, data["boards/standard15.txt"])


def board_html(board: Board, highlight: set[int] | None = None, values: dict[str, int] | None = None) -> str:
    """The board as an HTML table: premium colours and labels, tiles, new tiles highlighted."""
    colours = palette(board.layout.source)
    layout, size = board.layout, board.size
    highlight = highlight or set()
    style = ("border-collapse:collapse;font-family:sans-serif;font-size:11px;"
             "text-align:center;table-layout:fixed")
    rows = ['<tr><th></th>' + "".join(f"<th style='width:{_CELL}px'>{COLUMNS[c]}</th>" for c in range(size)) + "</tr>"]
    for r in range(size):
        cells = [f"<th style='padding-right:4px'>{r + 1}</th>"]
        for c in range(size):
            sq = r * size + c
            tile = board.cells[sq]
            premium = "start" if sq == layout.start else layout.premium(sq)
            if tile:
                background = colours["new"] if sq in highlight else colours["tile"]
                value = "" if tile.islower() or values is None else f"<sub style='font-size:7px'>{values.get(tile, '')}</sub>"
                weight = "normal;font-style:italic" if tile.islower() else "bold"
                content = f"<span style='font-size:14px;font-weight:{weight}'>{escape(tile.upper())}</span>{value}"
                title = f"{layout.name(sq)}: {tile}" + (" (blank)" if tile.islower() else "")
            else:
                background = colours.get(premium, colours["plain"]) if premium else colours["plain"]
                label = "★" if premium == "start" else premium
                colour = "#fff" if premium in colours["text_on_dark"] else "#333"
                content = f"<span style='color:{colour}'>{label}</span>"
                title = f"{layout.name(sq)}" + (f" {premium}" if premium else "")
            cells.append(f"<td title='{escape(title)}' style='width:{_CELL}px;height:{_CELL}px;"
                         f"border:1px solid #fff;background:{background}'>{content}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table class='wordplay-board' style='{style}'>" + "".join(rows) + "</table>"


def rack_html(rack: str, values: dict[str, int]) -> str:
    """A rack as a row of tiles with their values (``?`` is a blank)."""
    tiles = "".join(
        "<span style='display:inline-block;width:24px;height:24px;margin:1px;background:#f5deb3;"
        "border-radius:3px;text-align:center;font:bold 14px/24px sans-serif;position:relative'>"
        f"{escape(t if t != '?' else ' ')}<sub style='font-size:7px'>{values.get(t, 0) if t != '?' else 0}</sub></span>"
        for t in rack
    )
    return f"<div class='wordplay-rack'>{tiles}</div>"


def explanation_html(explanation: Explanation) -> str:
    """The steps of a scoring as a table: what each step adds, and the running total."""
    rows = "".join(
        f"<tr><td style='text-align:left'>{escape(step.sentence())}</td>"
        f"<td style='text-align:right'>{'+' if step.points > 0 else ''}{step.points or ''}</td>"
        f"<td style='text-align:right;color:#666'>{step.running}</td></tr>"
        for step in explanation.steps
    )
    words = ", ".join(f"{escape(w.word)} {w.score}" for w in explanation.words)
    return (
        "<table class='wordplay-explanation' style='font-family:sans-serif;font-size:12px'>"
        "<tr><th style='text-align:left'>step</th><th>points</th><th>running</th></tr>"
        f"{rows}<tr><th style='text-align:left'>Total{': ' + words if words else ''}</th>"
        f"<th style='text-align:right'>{explanation.total}</th><th></th></tr></table>"
    )


def check_report_html(report: CheckReport) -> str:
    """Every rule tried, with a tick or a cross and its sentence."""
    rows = "".join(
        f"<li style='color:{'#2a7a2a' if c.passed else '#b22'}'>{'✔' if c.passed else '✘'} {escape(c.message)}</li>"
        for c in report.checks
    )
    return f"<ul class='wordplay-checks' style='font-family:sans-serif;font-size:12px;list-style:none'>{rows}</ul>"


def position_html(position: Position) -> str:
    """A position: the board, and the rack of the player to move when known."""
    values = dict(position.ruleset.tiles.values)
    parts = [board_html(position.board, values=values)]
    if position.rack is not None:
        parts.append(rack_html(position.rack, values))
    if position.scores:
        parts.append("<div style='font-family:sans-serif'>Scores (player to move first): "
                     + " / ".join(str(s) for s in position.scores) + "</div>")
    return "<div class='wordplay-position'>" + "".join(parts) + "</div>"


def game_html(game: BoardGame) -> str:
    """A game: board, scores with the player to move marked, the rack to move, the outcome."""
    values = dict(game.ruleset.tiles.values)
    last = game.moves[-1] if game.moves else None
    highlight = {sq for sq, _ in last["tiles"]} if last and last["kind"] == "play" else set()
    scores = "".join(
        f"<tr><td>{'▶ ' if i == game.to_move and not game.is_over else ''}{escape(name)}</td>"
        f"<td style='text-align:right'>{score}</td></tr>"
        for i, (name, score) in enumerate(zip(game.names, game.scores))
    )
    status = ""
    if game.outcome is not None:
        winners = " and ".join(escape(game.names[i]) for i in game.outcome.winners)
        status = f"<div>Game over ({game.outcome.termination.value.replace('_', ' ')}): {winners} {'tie' if game.outcome.is_tie else 'wins'}.</div>"
    side = (f"<table style='font-family:sans-serif'>{scores}</table>"
            f"<div style='font-family:sans-serif'>Rack:</div>{rack_html(game.rack, values)}{status}")
    return ("<div class='wordplay-game' style='display:flex;gap:16px;align-items:flex-start'>"
            f"{board_html(game.board, highlight, values)}<div>{side}</div></div>")

"""Static HTML of the board games (Wordsmith, Literaki): boards, racks, positions, games and the widgets' copies.

No JavaScript is needed, so a notebook shows these without a kernel (GitHub, nbviewer).
Colours come from ``wordplay/data/palettes.json``; every sentence from the message catalogue
and every text through :func:`html.escape` (see :mod:`wordplay.display.common`).
:func:`board_widget_html` draws a board widget's static copy from its view model alone.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from html import escape
from importlib import resources
from typing import TYPE_CHECKING, Any

from wordplay.core.messages import render
from wordplay.core.outcome import and_list
from wordplay.crossword.board import Board
from wordplay.crossword.grid import COLUMNS
from wordplay.display.common import (
    LIGHT,
    check_view_html,
    checks_html,
    explanation_view_html,
    line,
    players_html,
    side_by_side,
    steps_html,
    text,
)

if TYPE_CHECKING:
    from wordplay.board.game import BoardGame
    from wordplay.board.position import Position
    from wordplay.board.ruleset import BoardRuleset
    from wordplay.core.checks import CheckReport
    from wordplay.core.explanation import Explanation
    from wordplay.crossword.board import Board

_CELL = 26


@cache
def palette(board_source: str) -> dict[str, Any]:
    """The colours of a board layout (keyed by its data file, e.g. ``boards/literaki15.txt``)."""
    data = json.loads((resources.files("wordplay.data") / "palettes.json").read_text(encoding="utf-8"))
    return data.get(board_source, data["boards/standard15.txt"])


PREMIUMS = ("2L", "3L", "2W", "3W")


def premium_words(language: str | None = None) -> dict[str, dict[str, str]]:
    """The squares' words in ``language``: ``label`` (short, printed on a square: Polish "2S" for a
    double word) and ``name`` (the whole name, a square's title: "podwójna premia słowna") per premium
    code, the start square's name under ``"start"``."""
    return {
        "label": {p: render(f"board.premium.label.{p}", {}, language) for p in PREMIUMS},
        "name": {p: render(f"board.premium.name.{p}", {}, language) for p in (*PREMIUMS, "start")},
    }


def board_html(board: Board, highlight: set[int] | None = None, values: Mapping[str, int] | None = None) -> str:
    """The board as an HTML table: premium colours and labels, tiles, new tiles highlighted."""
    colours = palette(board.layout.source)
    layout, size = board.layout, board.size
    highlight = highlight or set()
    words = premium_words()
    style = "border-collapse:collapse;font-family:sans-serif;font-size:11px;text-align:center;table-layout:fixed"
    rows = ["<tr><th></th>" + "".join(f"<th style='width:{_CELL}px'>{COLUMNS[c]}</th>" for c in range(size)) + "</tr>"]
    for r in range(size):
        cells = [f"<th style='padding-right:4px'>{r + 1}</th>"]
        for c in range(size):
            sq = r * size + c
            tile = board.cells[sq]
            premium = "start" if sq == layout.start else layout.premium(sq)
            if tile:
                background = colours["new"] if sq in highlight else colours["tile"]
                value = (
                    ""
                    if tile.islower() or values is None
                    else f"<sub style='font-size:7px'>{values.get(tile, '')}</sub>"
                )
                weight = "normal;font-style:italic" if tile.islower() else "bold"
                content = f"<span style='font-size:14px;font-weight:{weight}'>{escape(tile.upper())}</span>{value}"
                title = text("square_blank" if tile.islower() else "square_tile", square=layout.name(sq), tile=tile)
            else:
                background = colours.get(premium, colours["plain"]) if premium else colours["plain"]
                label = "★" if premium == "start" else words["label"].get(premium, premium) if premium else ""
                # white on a dark square only on a dark chip (alone, 3W/3L give 3.3-4.1:1), as the widgets draw it
                chip = (
                    "color:#fff;background:rgba(0,0,0,0.6);padding:0 2px;border-radius:2px"
                    if premium in colours["text_on_dark"]
                    else "color:#1a1a1a"
                )
                content = f"<span style='{chip}'>{escape(label)}</span>"
                named = words["name"].get(premium, "") if premium else ""
                title = escape(layout.name(sq) + (f": {named}" if named else ""))
            cells.append(
                f"<td title='{title}' style='width:{_CELL}px;height:{_CELL}px;"
                f"border:1px solid #fff;background:{background}'>{content}</td>"
            )
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table class='wordplay-board' style='{style}'>" + "".join(rows) + "</table>"


def rack_html(rack: str, values: Mapping[str, int]) -> str:
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
    return steps_html(
        ((s.sentence(), s.points, s.running) for s in explanation.steps),
        explanation.total,
        [(w.word, w.score) for w in explanation.words],
    )


def check_report_html(report: CheckReport) -> str:
    """Every rule tried, with a tick or a cross and its sentence."""
    return checks_html((c.passed, c.message) for c in report.checks)


def position_html(position: Position) -> str:
    """A position: the board, and the rack of the player to move when known."""
    values = dict(position.ruleset.tiles.values)
    parts = [board_html(position.board, values=values)]
    if position.rack is not None:
        parts.append(rack_html(position.rack, values))
    if position.scores:
        parts.append(line(text("scores", scores=" / ".join(str(s) for s in position.scores))))
    return f"<div class='wordplay-position' style='{LIGHT}'>" + "".join(parts) + "</div>"


def game_html(game: BoardGame) -> str:
    """A game: board, scores with the player to move marked, the rack to move, the outcome."""
    values = dict(game.ruleset.tiles.values)
    last = game.moves[-1] if game.moves else None
    highlight = {sq for sq, _ in last["tiles"]} if last and last["kind"] == "play" else set()
    players = [
        {"name": name, "score": score, "to_move": i == game.to_move and not game.is_over}
        for i, (name, score) in enumerate(zip(game.names, game.scores, strict=False))
    ]
    side = [players_html(players), line(text("rack")), rack_html(game.rack, values)]
    if game.outcome is not None:
        winners = [game.names[i] for i in game.outcome.winners]
        result = (
            text("over.tie", players=and_list(winners)) if game.outcome.is_tie else text("over.wins", player=winners[0])
        )
        side.append(line(text(f"over.{game.outcome.termination.value}") + " " + result))
    return side_by_side("wordplay-game", board_html(game.board, highlight, values), "".join(side))


def board_widget_html(ruleset: BoardRuleset, view: Mapping[str, Any]) -> str:
    """A board widget's static copy, from its view model: the board with this turn's tiles (or the
    move reviewed), the rack, the players, every rule checked and the explained score."""
    values = dict(ruleset.tiles.values)
    board = Board(ruleset.layout, view["board"])
    highlight: set[int] = set()
    side: list[str] = []
    if view.get("rack"):
        side.append(rack_html("".join(t["tile"] for t in view["rack"]), values))
    if view.get("players"):
        side.append(players_html(view["players"]))
    if view.get("status"):
        side.append(line(escape(view["status"])))
    preview, review = view.get("preview"), view.get("review")
    if preview is not None:
        side.append(line(escape(preview["headline"]), "font-weight:bold"))
        side.append(check_view_html(preview["check"]))
        if preview["explanation"] is not None:
            side.append(explanation_view_html(preview["explanation"]))
        for tile in view["pending"]:
            board.cells[tile["square"]] = tile["tile"]
        highlight = {tile["square"] for tile in view["pending"]}
    elif review is not None:
        side.append(line(escape(review["headline"]), "font-weight:bold"))
        side.append(explanation_view_html(review["explanation"]))
        highlight = set(review["squares"])
    return side_by_side("wordplay-widget-static", board_html(board, highlight, values), "".join(side))


def worked_html(
    board: Board, highlight: set[int], values: Mapping[str, int], play: str, explanation: Explanation
) -> str:
    """A worked example: the board with the play laid (highlighted), its notation and its explained score."""
    return side_by_side(
        "wordplay-worked",
        board_html(board, highlight, values),
        line(escape(play), "font-weight:bold") + explanation_html(explanation),
    )

"""Static HTML for the widgets' sessions: what a notebook shows without a widget front end.

A widget's output carries this beside the live view, so a saved notebook still shows the
board, the tiles laid and their explained score on GitHub or in nbviewer.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from wordplay.display.html import board_html, check_report_html, explanation_html, rack_html

if TYPE_CHECKING:
    from wordplay.widgets.session import Workbench


def session_html(session: Workbench) -> str:
    """The board with this turn's tiles, the rack, every rule checked and the explained score."""
    from wordplay.board.legality import check_play
    from wordplay.board.scoring import score_play

    ruleset = session.ruleset
    values = dict(ruleset.tiles.values)
    board = session.board.copy()
    play = session.pending_play()
    highlight: set[int] = set()
    side: list[str] = []
    game = getattr(session, "game", None)
    if game is not None:
        rows = "".join(
            f"<tr><td>{'▶ ' if i == game.to_move and not game.is_over else ''}{escape(name)}</td>"
            f"<td style='text-align:right'>{score}</td></tr>"
            for i, (name, score) in enumerate(zip(game.names, game.scores))
        )
        side.append(f"<table style='font-family:sans-serif'>{rows}</table>")
        side.append(f"<div style='font-family:sans-serif'>{escape(session.status_text())}</div>")
    if play is not None:
        report = check_play(ruleset, session.board, play, session.rack, session.lexicon)
        side.append(check_report_html(report))
        if all(c.passed for c in report.checks if c.rule in ("tiles_known", "squares_free", "one_line", "no_gaps")):
            side.append(explanation_html(score_play(ruleset, session.board, play)))
        for sq, tile in play.tiles:
            board.cells[sq] = tile
        highlight = set(play.squares)
    elif game is not None and getattr(session, "review", None) is not None and session.review < len(game.moves):
        move = game.moves[session.review]
        side.append(f"<div style='font-family:sans-serif'>{escape(move['notation'])}</div>")
        side.append(explanation_html(session.move_explanation(session.review)))
        highlight = {int(sq) for sq, _ in move["tiles"]}
    if session.rack:
        side.insert(0, rack_html(session.rack, values))
    return ("<div class='wordplay-widget-static' style='display:flex;gap:16px;align-items:flex-start'>"
            f"{board_html(board, highlight, values)}<div>{''.join(side)}</div></div>")

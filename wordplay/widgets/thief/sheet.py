"""A Word Thief game's score sheet, score chart and end summary, as plain data.

Everything is read from the engine: :attr:`ThiefGame.sheet` (every change of a score, each an
explanation) and :attr:`ThiefGame.events` (what each turn was). A row of the sheet is one
explanation: a turn, or a change with no turn of its own (a victim's loss, the end-of-game
deduction); the shared views (:mod:`wordplay.widgets.views`) draw them.
"""

from __future__ import annotations

from typing import Any

from wordplay.core.explanation import Explanation
from wordplay.thief.game import ThiefGame
from wordplay.widgets.thief.views import msg
from wordplay.widgets.views import chart_view, sheet_view, summary_view

# explanations that are not a turn of their own, by their first step
_NOT_TURNS = {"thief_victim_loses": "victim", "thief_hand_penalty": "end"}


def sheet_entries(game: ThiefGame) -> list[dict[str, Any]]:
    """One entry per explanation on the sheet: player, kind, text, score and that player's new total."""
    events = iter(game.events)
    totals = [0] * len(game.names)
    entries = []
    for player, explanation in game.sheet:
        first = explanation.steps[0].kind if explanation.steps else ""
        if first in _NOT_TURNS:
            kind, text = _NOT_TURNS[first], explanation.sentences()[0]
        else:
            event = next(events)
            kind = event["kind"]
            text = str(event["notation"]) if kind in ("play", "steal") else msg(f"sheet.{kind}")
        totals[player] += explanation.total
        entries.append(
            {"player": player, "kind": kind, "text": text, "score": explanation.total, "total": totals[player]}
        )
    return entries


def sheet(game: ThiefGame, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return sheet_view(entries, game.names, lambda entry: entry["text"])


def chart(game: ThiefGame, entries: list[dict[str, Any]]) -> dict[str, Any]:
    """Each player's total after every turn; the end-of-game deductions as the last point."""
    turns = [e for e in entries if e["kind"] != "end"]
    return chart_view(game.names, turns, game.scores if game.is_over else None)


def end_explanations(game: ThiefGame) -> list[Explanation]:
    """Each player's end-of-game deduction (no steps for a player left with no cards)."""
    out = [Explanation(()) for _ in game.names]
    for player, explanation in game.sheet:
        if explanation.steps and explanation.steps[0].kind == "thief_hand_penalty":
            out[player] = explanation
    return out


def summary(game: ThiefGame) -> dict[str, Any] | None:
    """Why the game ended, each player's deduction for the cards left, and who won."""
    outcome = game.outcome
    if outcome is None:
        return None
    if outcome.went_out is not None:
        reason = msg("summary.went_out", player=game.names[outcome.went_out])
    else:
        reason = msg("summary.no_words")
    return summary_view(game.names, game.scores, end_explanations(game), outcome.winners, reason)

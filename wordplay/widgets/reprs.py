"""The widgets' text reprs (``<BoardGameWidget literaki seed 2: Ala v Olek; 0 moves, ...>``) in their language.

A notebook saves a widget's ``text/plain`` beside its HTML, so the repr is read by learners too:
its words come from the catalogue (``widget.repr.*``); the class name, the variant's id and the
letters stay as they are. A widget says its repr in its own language (``IntentWidget.__repr__``);
a session on its own, in the package default.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wordplay.core.messages import render


def say(key: str, **params: Any) -> str:
    """``widget.repr.<key>`` in the current language."""
    return render(f"widget.repr.{key}", params)


def seat_line(names: Sequence[Any], levels: Sequence[int | None]) -> str:
    """``Ana v Computer (computer, level 3)``: the players as a repr shows them."""
    seats = [
        name if level is None else say("computer_seat", name=name, level=level)
        for name, level in zip(names, levels, strict=False)
    ]
    line = seats[0] if seats else ""
    for seat in seats[1:]:
        line = say("versus", first=line, second=seat)
    return line


def game_status(game: Any, round_no: int | None = None) -> str:
    """``over``, ``Ala to move`` or (a round game) ``round 2, Ala to move``."""
    if game.is_over:
        return say("over")
    player = game.names[game.to_move]
    return say("to_move", player=player) if round_no is None else say("round_to_move", round=round_no, player=player)


def game_repr(
    kind: str,
    game: Any,
    levels: Sequence[int | None],
    *,
    head: str = "",
    count: str | None = None,
    status: str | None = None,
) -> str:
    """``<kind head seed S: players; count, scores [..], status>`` (``count``: the moves or turns so far, said)."""
    params = {
        "seed": str(game.seed),
        "players": seat_line(game.names, levels),
        "scores": str(list(game.scores)),
        "status": game_status(game) if status is None else status,
    }
    body = say("game", count=count, **params) if count is not None else say("game_without_count", **params)
    return f"<{kind} {head + ' ' if head else ''}{body}>"

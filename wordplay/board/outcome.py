"""The explained end-of-game adjustments of the board games (the outcome itself is :mod:`wordplay.core.outcome`)."""

from __future__ import annotations

from wordplay.board.ruleset import BoardRuleset
from wordplay.core.explanation import Explanation, ExplanationBuilder


def end_adjustments(
    ruleset: BoardRuleset, names: list[str], racks: list[str], went_out: int | None
) -> list[Explanation]:
    """Each player's end-of-game adjustment, explained.

    Everyone left with tiles loses their value; the player who went out (if any) gets the
    going-out bonus and, when the ruleset says so, the sum of everyone else's losses.
    """
    tiles = ruleset.tiles
    left = [tiles.rack_value(rack) for rack in racks]
    collected = sum(v for i, v in enumerate(left) if i != went_out)
    result = []
    for i, name in enumerate(names):
        out = ExplanationBuilder()
        if i == went_out:
            if ruleset.going_out_bonus:
                out.add("going_out_bonus", ruleset.going_out_bonus, player=name, bonus=ruleset.going_out_bonus)
            if ruleset.going_out_collects_leftovers and collected:
                out.add("leftovers_collected", collected, player=name, value=collected)
        elif racks[i]:
            out.add("rack_penalty", -left[i], player=name, rack=racks[i], value=left[i])
        result.append(out.build())
    return result

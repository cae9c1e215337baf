"""Counting the moves of a position: distinct placements, exchanges and the pass, each apart.

A placement is a set of (square, tile) pairs: a one-tile play that forms words both ways is
one placement, and a blank standing for E differs from an E tile. Exchanges are counted as
the distinct non-empty sub-multisets of the rack the rules allow (all of them while the bag
is not empty, or no more tiles than the bag holds under ``exchange = "bag_size"``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from wordplay.board.ruleset import BoardRuleset
from wordplay.core.tiles import BLANK
from wordplay.crossword.board import Board


@dataclass(frozen=True)
class PlayCounts:
    """How many moves a rack has: placements, exchanges and passes (always 1)."""

    placements: int
    exchanges: int
    passes: int = 1

    @property
    def total(self) -> int:
        return self.placements + self.exchanges + self.passes

    def to_dict(self) -> dict[str, int]:
        return {"placements": self.placements, "exchanges": self.exchanges, "passes": self.passes, "total": self.total}


def bag_estimate(ruleset: BoardRuleset, board: Board, rack: str, players: int = 2) -> int:
    """Tiles in the bag when only the board and one rack are known: the unseen tiles less the
    other players' full racks."""
    unseen = ruleset.tiles.counter()
    unseen.subtract(BLANK if t.islower() else t for _, t in board.occupied())
    unseen.subtract(rack)
    return max(0, sum(n for n in unseen.values() if n > 0) - ruleset.rack_size * (players - 1))


def exchange_count(ruleset: BoardRuleset, rack: str, bag: int) -> int:
    """Distinct non-empty exchanges of ``rack`` with ``bag`` tiles in the bag."""
    if bag <= 0 or not rack:
        return 0
    limit = len(rack) if ruleset.exchange == "bag_not_empty" else min(len(rack), bag)
    # ways[k]: distinct sub-multisets of size k
    ways = [1] + [0] * limit
    for count in Counter(rack).values():
        new = [0] * (limit + 1)
        for size, n in enumerate(ways):
            if n:
                for take in range(min(count, limit - size) + 1):
                    new[size + take] += n
        ways = new
    return sum(ways[1:])


def count_plays(ruleset: BoardRuleset, board: Board, rack: str, lexicon: Any, bag: int | None = None) -> PlayCounts:
    """The placements, exchanges and passes of ``rack`` (``bag`` estimated when not given)."""
    from wordplay.board.finder import finder_for

    placements = finder_for(ruleset, lexicon).count(board, rack)
    if bag is None:
        bag = bag_estimate(ruleset, board, rack)
    return PlayCounts(placements, exchange_count(ruleset, rack, bag))

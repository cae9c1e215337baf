"""The draw for first player, shared by the tile and card games: each draws, nearest A starts.

The draw is a seeded chance event and every round is returned, so a game can show (and
replay) how its first player was chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wordplay.core.rng import Rng
from wordplay.core.tiles import BLANK, TileSet


def draw_for_first(rng: Rng, bag: Sequence[str], players: int, tiles: TileSet, blank_first: bool) -> list[dict[str, Any]]:
    """Each player draws a tile; the one nearest A starts (a blank first, when the rules say so).

    Tied players draw again; the tiles go back each time. Returns every round of the draw,
    ``{"drawn": {player: tile}, "winner": player or None}``; the last round has the winner.
    """

    def rank(tile: str) -> int:
        if tile == BLANK:
            return -1 if blank_first else len(tiles.alphabet)
        return tiles.rank(tile)

    rounds = []
    contenders = list(range(players))
    while True:
        pool = list(bag)
        drawn = {p: pool.pop(rng.below(len(pool))) for p in contenders}
        best = min(rank(t) for t in drawn.values())
        leaders = [p for p, t in drawn.items() if rank(t) == best]
        rounds.append({"drawn": {str(p): t for p, t in drawn.items()},
                       "winner": leaders[0] if len(leaders) == 1 else None})
        if len(leaders) == 1:
            return rounds
        contenders = leaders

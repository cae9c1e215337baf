"""The draw for first player, shared by the tile and card games: each draws, nearest A starts.

The draw is a seeded chance event and every round is returned, so a game can show (and
replay) how its first player was chosen. :func:`draw_nearest` is the general draw (any
items, any rank, a card that makes its player draw again, such as Word Thief's Wild);
:func:`draw_for_first` is the tile games' reading of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from wordplay.core.rng import Rng
from wordplay.core.tiles import BLANK, TileSet

T = TypeVar("T")


def draw_nearest(rng: Rng, pool: Sequence[T], players: int, rank: Callable[[T], int | None]) -> list[dict[str, Any]]:
    """Each player draws from ``pool``; the lowest ``rank`` leads, tied players draw again.

    ``rank`` None means "draw again" (the card stays out for that round). Everything drawn goes
    back before the next round. Returns every round, ``{"drawn": {player: [items drawn]},
    "winner": player or None}``; the last round has the winner.
    """
    rounds = []
    contenders = list(range(players))
    while True:
        left = list(pool)
        drawn: dict[int, list[T]] = {}
        ranks: dict[int, int] = {}
        for p in contenders:
            drawn[p] = [left.pop(rng.below(len(left)))]
            while (r := rank(drawn[p][-1])) is None:
                drawn[p].append(left.pop(rng.below(len(left))))
            ranks[p] = r
        best = min(ranks.values())
        leaders = [p for p in contenders if ranks[p] == best]
        rounds.append(
            {
                "drawn": {str(p): items for p, items in drawn.items()},
                "winner": leaders[0] if len(leaders) == 1 else None,
            }
        )
        if len(leaders) == 1:
            return rounds
        contenders = leaders


def draw_for_first(
    rng: Rng, bag: Sequence[str], players: int, tiles: TileSet, blank_first: bool
) -> list[dict[str, Any]]:
    """Each player draws a tile; the one nearest A starts (a blank first, when the rules say so).

    Tied players draw again; the tiles go back each time. Returns every round of the draw,
    ``{"drawn": {player: tile}, "winner": player or None}``; the last round has the winner.
    """

    def rank(tile: str) -> int:
        if tile == BLANK:
            return -1 if blank_first else len(tiles.alphabet)
        return tiles.rank(tile)

    rounds = draw_nearest(rng, bag, players, rank)
    return [{"drawn": {p: items[0] for p, items in r["drawn"].items()}, "winner": r["winner"]} for r in rounds]

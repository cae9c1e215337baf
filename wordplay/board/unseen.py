"""The tiles a player has not seen: the bag plus the other players' racks, by letter (as Woogles shows them).

What a player can count at the board: the full tile set, less every tile on the board (a blank
laid as a letter is still a blank), less their own rack. What is left is in the bag or on the
other racks, and the player cannot tell which.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from wordplay.core.tiles import BLANK, TileSet


def unseen_tiles(tiles: TileSet, on_board: Iterable[str], rack: str) -> dict[str, int]:
    """Each letter (``?`` for a blank, last) with how many of it the player holding ``rack`` has not seen,
    in the tile set's alphabetical order; letters all seen are left out.

    >>> from wordplay.core.registry import get_ruleset
    >>> tiles = get_ruleset("wordsmith").tiles
    >>> unseen = unseen_tiles(tiles, ["Q", "u", "I"], "AAB?")
    >>> unseen["A"], unseen["U"], "Q" in unseen, "?" in unseen
    (7, 4, False, False)
    """
    counts = Counter(tiles.full_bag())
    counts.subtract(BLANK if t.islower() else t for t in on_board if t)
    counts.subtract(rack)
    order = [*tiles.alphabet, BLANK]
    return {letter: counts[letter] for letter in order if counts[letter] > 0}

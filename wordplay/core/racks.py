"""A rack (or hand) less some of its tiles (or cards): written once for every family."""

from __future__ import annotations

from collections.abc import Iterable


def rack_minus(rack: str, tiles: Iterable[str]) -> str:
    """``rack`` without ``tiles`` (one of each listed), in the rack's order.

    A tile the rack lacks is a caller's mistake (legality checks come first): :class:`ValueError`."""
    left = list(rack)
    for tile in tiles:
        left.remove(tile)
    return "".join(left)

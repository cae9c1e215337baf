"""The moves of a board game as values: a play of tiles, an exchange, a pass."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Play:
    """Tiles laid in one move: ``(square, tile)`` pairs sorted by square.

    A tile is an upper-case letter, or the lower-case letter a blank stands for.
    ``across`` is the direction as written (it only matters for a one-tile play that forms
    words both ways: it picks the main word).

    ``origin`` is what found the play, when a move finder did (its token: the position, rack and score
    it was found for, see :class:`wordplay.crossword.generator.Origin`); it is neither compared nor saved,
    and a game trusts it only for the exact position it was found in (else it checks the play in full).
    """

    tiles: tuple[tuple[int, str], ...]
    across: bool = True
    origin: Any = field(default=None, compare=False, repr=False)

    @classmethod
    def from_tiles(cls, placed: Mapping[int, str], size: int, across: bool | None = None) -> Play:
        """A play from the squares a learner filled; the direction follows the tiles' line."""
        tiles = tuple(sorted(placed.items()))
        if across is None:
            across = len(tiles) < 2 or len({sq // size for sq, _ in tiles}) == 1
        return cls(tiles, across)

    @property
    def squares(self) -> tuple[int, ...]:
        return tuple(sq for sq, _ in self.tiles)

    def rack_tiles(self) -> list[str]:
        """The rack tiles this play uses (``?`` for each blank)."""
        return ["?" if t.islower() else t for _, t in self.tiles]

    def placement_key(self) -> frozenset[tuple[int, str]]:
        """What makes two plays the same placement (direction aside)."""
        return frozenset(self.tiles)


@dataclass(frozen=True)
class Exchange:
    """Tiles put back in the bag for as many new ones; the turn ends."""

    tiles: str


@dataclass(frozen=True)
class Pass:
    """The player gives up the turn."""


Move = Play | Exchange | Pass

"""The shape rules of a crossword placement, on (row, column) spots: pieces on free spots, each once,
in one line, with no gap between the first and the last that no piece fills.

The board (squares numbered ``row * size + col``) and the boardless card table (any integer spots)
both ask these; each writes its own rule checks and sentences around them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

Spot = tuple[int, int]


def taken(spots: Sequence[Spot], filled: Callable[[Spot], bool]) -> list[Spot]:
    """The spots of a placement that already hold a piece."""
    return [s for s in spots if filled(s)]


def repeats(spots: Sequence[Hashable]) -> bool:
    """Whether a placement names a spot (or a square) twice."""
    return len(set(spots)) != len(spots)


def in_one_line(spots: Sequence[Spot]) -> bool:
    """Whether the spots share a row or a column."""
    return len({r for r, _ in spots}) == 1 or len({c for _, c in spots}) == 1


def gaps(spots: Sequence[Spot], filled: Callable[[Spot], bool]) -> list[Spot]:
    """The empty spots between the first and the last of ``spots`` (sorted, in one line) that the
    placement leaves empty."""
    (r0, c0), (r1, c1) = spots[0], spots[-1]
    line = [(r0, c) for c in range(c0, c1 + 1)] if r0 == r1 else [(r, c0) for r in range(r0, r1 + 1)]
    placed = set(spots)
    return [s for s in line if s not in placed and not filled(s)]

"""The tiles on a board: a flat list of one-character strings, ``""`` for an empty square."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from wordplay.core.drawing import html
from wordplay.crossword.grid import Layout


class Board:
    """Which tile lies on each square (upper case letter; lower case for a blank)."""

    __slots__ = ("cells", "layout")

    def __init__(self, layout: Layout, cells: Iterable[str] | None = None) -> None:
        self.layout = layout
        self.cells = list(cells) if cells is not None else [""] * (layout.size * layout.size)
        if len(self.cells) != layout.size * layout.size:
            raise ValueError("board has the wrong number of squares")

    @property
    def size(self) -> int:
        return self.layout.size

    def copy(self) -> Board:
        return Board(self.layout, self.cells)

    def is_empty(self) -> bool:
        return not any(self.cells)

    def tile_count(self) -> int:
        return sum(1 for c in self.cells if c)

    def occupied(self) -> Iterator[tuple[int, str]]:
        return ((sq, t) for sq, t in enumerate(self.cells) if t)

    def neighbours(self, square: int) -> Iterator[int]:
        size = self.layout.size
        row, col = divmod(square, size)
        if row > 0:
            yield square - size
        if row < size - 1:
            yield square + size
        if col > 0:
            yield square - 1
        if col < size - 1:
            yield square + 1

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self.layout == other.layout and self.cells == other.cells

    def __getitem__(self, square: int) -> str:
        return self.cells[square]

    def _repr_html_(self) -> str:
        return html(self)

"""Which words a play forms: the main word along its line first, then each cross word."""

from __future__ import annotations

from dataclasses import dataclass

from wordplay.crossword.board import Board
from wordplay.crossword.moves import Play


@dataclass(frozen=True)
class FormedWord:
    """A run of two or more tiles a play forms or changes; ``new`` marks squares it covers now."""

    squares: tuple[int, ...]
    tiles: tuple[str, ...]
    new: tuple[bool, ...]
    across: bool

    @property
    def text(self) -> str:
        """The word as written on the board (a blank in lower case)."""
        return "".join(self.tiles)

    @property
    def letters(self) -> str:
        """The word in upper case, as the lexicon reads it."""
        return self.text.upper()


def _run(board: Board, placed: dict[int, str], square: int, across: bool) -> FormedWord:
    """The run of tiles (on the board or ``placed``) through ``square`` along its row or column."""
    size = board.size
    cells = board.cells
    if across:
        step, first = 1, square - square % size  # the row's first square
        last = first + size - 1
    else:
        step, first = size, square % size  # the column's first square
        last = first + size * (size - 1)
    start = square
    while start != first and (cells[start - step] or start - step in placed):
        start -= step
    end = square
    while end != last and (cells[end + step] or end + step in placed):
        end += step
    squares = tuple(range(start, end + 1, step))
    # per square the tile placed there, else the board's (map: the loop runs in C, as the game does this each move)
    tiles = tuple(map(placed.get, squares, map(cells.__getitem__, squares)))
    return FormedWord(squares, tiles, tuple(map(placed.__contains__, squares)), across)


def _main_run(board: Board, placed: dict[int, str], play: Play) -> FormedWord:
    """The run along the play's line (of any length); for a single tile, the written direction's
    when that run has two or more tiles, else the other one."""
    tiles = play.tiles
    first = tiles[0][0]
    if len(tiles) > 1:
        return _run(board, placed, first, first // board.size == tiles[-1][0] // board.size)
    main = _run(board, placed, first, play.across)
    return main if len(main.squares) >= 2 else _run(board, placed, first, not play.across)


def main_word(board: Board, play: Play) -> FormedWord | None:
    """The main word alone (``words_formed(board, play)[0]`` when the play forms one along its line, else
    ``None``): all a play's notation needs, found without the cross words."""
    if not play.tiles:
        return None
    main = _main_run(board, dict(play.tiles), play)
    return main if len(main.squares) >= 2 else None


def words_formed(board: Board, play: Play) -> list[FormedWord]:
    """The main word (along the play's line) then the cross words, each of two or more tiles.

    For a single tile, the main word is the one in the written direction when that word has
    two or more letters, else the other one.
    """
    placed = dict(play.tiles)
    if not placed:
        return []
    main = _main_run(board, placed, play)
    words = [main] if len(main.squares) >= 2 else []
    for sq in play.squares:
        cross = _run(board, placed, sq, not main.across)
        if len(cross.squares) >= 2:
            words.append(cross)
    return words

"""Players' notation for plays: ``8D WORD`` across from D8, ``D8 WORD`` down.

Tiles already on the board are written in parentheses (``8H (ZAX)ES``), as ``.`` (as in GCG
files), or simply as part of the whole word; a blank being played is a lower-case letter.
Three verbs, as python-chess has: :func:`parse_play` reads text, :func:`resolve_play`
places it on a board, :func:`play_notation` writes a play back. Given the rack, a word typed all in
lower case (``H8 quiet``) is read from it: its tiles where it holds them, blanks only for the rest
(:mod:`wordplay.core.lettercase`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from wordplay.core.errors import IllegalMoveError, NotationError
from wordplay.core.lettercase import all_lower, read_from_rack
from wordplay.core.tiles import TileSet
from wordplay.crossword.board import Board
from wordplay.crossword.grid import COLUMNS
from wordplay.crossword.moves import Play
from wordplay.crossword.words import FormedWord, words_formed

_ACROSS = re.compile(r"^([0-9]{1,2})([A-Za-z])$")
_DOWN = re.compile(r"^([A-Za-z])([0-9]{1,2})$")
_TOKEN = re.compile(r"\((?P<through>[^()]*)\)|(?P<dot>\.)|(?P<letter>[^\W\d_])")

THROUGH = None  # a token whose letter must be read from the board


@dataclass(frozen=True)
class PlayNotation:
    """A play as written: where it starts, its direction, and each square's letter.

    ``letters[i]`` is the tile to lay, or ``(letter_or_None,)`` for a tile written as
    already on the board; ``explicit`` is true when the writer marked played-through tiles.
    """

    row: int
    col: int
    across: bool
    letters: tuple[str | tuple[str | None], ...]
    explicit: bool
    text: str

    @property
    def all_lower(self) -> bool:
        """Whether the word is written all in lower case (``quiet``, ``(zax)es``)."""
        return all_lower("".join(t if isinstance(t, str) else t[0] or "" for t in self.letters))


def parse_play(text: str) -> PlayNotation:
    """Read ``8H (ZAX)ES`` style text; a malformed text raises :class:`NotationError`."""
    parts = text.split()
    if len(parts) != 2:
        raise NotationError("bad_play", params={"text": text})
    coord, word = parts
    if m := _ACROSS.match(coord):
        row, col, across = int(m.group(1)) - 1, COLUMNS.index(m.group(2).upper()), True
    elif m := _DOWN.match(coord):
        row, col, across = int(m.group(2)) - 1, COLUMNS.index(m.group(1).upper()), False
    else:
        raise NotationError("bad_coordinate", params={"text": text, "coordinate": coord})
    letters: list[str | tuple[str | None]] = []
    explicit = False
    pos = 0
    for m in _TOKEN.finditer(word):
        if m.start() != pos:
            break
        pos = m.end()
        if m.group("through") is not None:
            explicit = True
            if not m.group("through"):
                raise NotationError("bad_play", params={"text": text})
            letters.extend((ch,) for ch in m.group("through"))
        elif m.group("dot"):
            explicit = True
            letters.append((THROUGH,))
        else:
            letters.append(m.group("letter"))
    if pos != len(word) or not letters:
        raise NotationError("bad_play", params={"text": text})
    return PlayNotation(row, col, across, tuple(letters), explicit, text)


def resolve_play(notation: PlayNotation, board: Board, tiles: TileSet, rack: Iterable[str] | None = None) -> Play:
    """Lay the written word on ``board``: which squares get new tiles, which are played through.

    With ``rack`` (the learner's, as the move box, the puzzles and the marking have it), a word
    written all in lower case is read from it (:func:`~wordplay.core.lettercase.read_from_rack`);
    without it, and for a word with any capital, a lower-case letter is a blank.

    Refusals (:class:`IllegalMoveError`): the word runs off the board, a written letter
    differs from the tile on its square, a new tile is written on a taken square, or the
    word written is not the whole word (a tile touches either end).
    """
    size = board.size
    step = 1 if notation.across else size
    start = notation.row * size + notation.col
    along = notation.col if notation.across else notation.row
    name = board.layout.name
    if not 0 <= notation.col < size:
        raise NotationError(
            "no_column",
            params={
                "text": notation.text,
                "column": COLUMNS[notation.col],
                "first": COLUMNS[0],
                "last": COLUMNS[size - 1],
            },
        )
    if not 0 <= notation.row < size:
        raise NotationError("no_row", params={"text": notation.text, "row": notation.row + 1, "size": size})
    if along + len(notation.letters) > size:
        raise IllegalMoveError("off_board", params={"text": notation.text})
    placed: dict[int, str] = {}
    for i, token in enumerate(notation.letters):
        sq = start + i * step
        on_board = board.cells[sq]
        if isinstance(token, tuple):
            if not on_board:
                raise IllegalMoveError("through_empty", [name(sq)], {"square": name(sq)})
            if token[0] is not None and token[0].upper() != on_board.upper():
                raise IllegalMoveError(
                    "square_mismatch", [name(sq)], {"square": name(sq), "written": token[0], "tile": on_board}
                )
            continue
        if not tiles.is_letter(token):
            raise NotationError("not_a_tile", [name(sq)], {"letter": token, "text": notation.text})
        if on_board:
            if notation.explicit or token.upper() != on_board.upper():
                raise IllegalMoveError(
                    "square_taken" if notation.explicit else "square_mismatch",
                    [name(sq)],
                    {"square": name(sq), "written": token, "tile": on_board},
                )
            continue
        placed[sq] = token
    before, after = start - step, start + len(notation.letters) * step
    if along > 0 and board.cells[before]:
        raise IllegalMoveError("word_continues", [name(before)], {"square": name(before)})
    if along + len(notation.letters) < size and board.cells[after]:
        raise IllegalMoveError("word_continues", [name(after)], {"square": name(after)})
    if not placed:
        raise IllegalMoveError("no_new_tiles", params={"text": notation.text})
    if rack is not None and notation.all_lower:
        placed = dict(zip(placed, read_from_rack(list(placed.values()), rack), strict=True))
    blanks = sum(1 for t in placed.values() if t.islower())
    if blanks > tiles.blanks:
        raise NotationError("too_many_blanks", params={"text": notation.text, "count": blanks, "blanks": tiles.blanks})
    return Play(tuple(sorted(placed.items())), notation.across)


def play_notation(board: Board, play: Play, words: list[FormedWord] | None = None) -> str:
    """Write a play as players do: coordinate of the main word, played-through tiles in parentheses.

    ``words``: the words it forms, when already found (by the validation)."""
    words = words_formed(board, play) if words is None else words
    if not words:
        sq, tile = play.tiles[0]
        return _coordinate(board, sq, play.across) + " " + tile
    main = words[0]
    # each board tile in parentheses, then a run of them in one pair: "(A)(B)" is "(AB)"
    marked = "".join([tile if new else "(" + tile + ")" for tile, new in zip(main.tiles, main.new, strict=True)])
    return _coordinate(board, main.squares[0], main.across) + " " + marked.replace(")(", "")


def _coordinate(board: Board, square: int, across: bool) -> str:
    row, col = divmod(square, board.size)
    return f"{row + 1}{COLUMNS[col]}" if across else f"{COLUMNS[col]}{row + 1}"

"""Positions in the crossword-game position notation (CGP).

``<15 rows split by />  <racks split by />  <scores split by />  <scoreless turns>  [op value; ...]``
Digits are runs of empty squares, upper case letters are tiles, lower case letters are blanks;
the first rack and score belong to the player to move. The board part alone is accepted too.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from wordplay.board.ruleset import BoardRuleset, load_ruleset
from wordplay.core.drawing import html
from wordplay.core.errors import NotationError
from wordplay.core.tiles import BLANK
from wordplay.core.untrusted import SCORE_LIMIT, bounded_int
from wordplay.crossword.board import Board

_RUN = re.compile(r"\d+|\D")
_SCORES = re.compile(r"^-?\d+(/-?\d+)*$")


@dataclass
class Position:
    """A board, and optionally the racks, scores and scoreless-turn count (player to move first)."""

    ruleset: BoardRuleset
    board: Board
    racks: tuple[str, ...] | None = None
    scores: tuple[int, ...] | None = None
    scoreless_turns: int = 0
    operations: dict[str, str] = field(default_factory=dict)

    @property
    def rack(self) -> str | None:
        """The rack of the player to move, when known."""
        return self.racks[0] if self.racks else None

    def cgp(self) -> str:
        return position_cgp(self)

    def __repr__(self) -> str:
        return f"parse_cgp({self.cgp()!r}, {self.ruleset.id!r})"

    def _repr_html_(self) -> str:
        return html(self)


def parse_board(text: str, ruleset: BoardRuleset) -> Board:
    """Read the board part of a CGP string."""
    layout, tiles = ruleset.layout, ruleset.tiles
    rows = text.split("/")
    if len(rows) != layout.size:
        raise NotationError("cgp_rows", params={"rows": len(rows), "size": layout.size})
    cells: list[str] = []
    for r, row in enumerate(rows):
        width = 0
        for token in _RUN.findall(row):
            if token.isdigit():
                n = int(token) if token.isascii() and len(token) <= 2 else 0  # '²' is a digit to isdigit()
                if n == 0 or width + n > layout.size:
                    raise NotationError("cgp_row", params={"row": r + 1, "text": row, "size": layout.size})
                cells.extend([""] * n)
                width += n
            elif tiles.is_letter(token):
                cells.append(token)
                width += 1
            else:
                raise NotationError("not_a_tile", params={"letter": token, "text": row})
        if width != layout.size:
            raise NotationError("cgp_row", params={"row": r + 1, "text": row, "size": layout.size})
    return Board(layout, cells)


def parse_rack(text: str, ruleset: BoardRuleset) -> str:
    """A rack as upper-case letters and ``?`` for blanks (lower case input is accepted)."""
    if len(text) > ruleset.rack_size:
        raise NotationError("bad_rack", params={"rack": text[:20], "size": ruleset.rack_size})
    tiles = ruleset.tiles
    bad = [ch for ch in text if ch != BLANK and not tiles.is_letter(ch)]
    rack = "".join(BLANK if ch == BLANK else ch.upper() for ch in text)
    if bad:
        raise NotationError("bad_rack", params={"rack": text, "size": ruleset.rack_size})
    return rack


def parse_cgp(text: str, ruleset: BoardRuleset | str) -> Position:
    """Read a CGP string for a ruleset (or variant name); faults raise :class:`NotationError`."""
    if isinstance(ruleset, str):
        ruleset = load_ruleset(ruleset)
    fields = text.split()
    if not fields:
        raise NotationError("cgp_empty")
    board = parse_board(fields[0], ruleset)
    rest = fields[1:]
    racks: tuple[str, ...] | None = None
    scores: tuple[int, ...] | None = None
    scoreless = 0
    if rest and _looks_like_racks(rest[0]) and (len(rest) == 1 or _SCORES.match(rest[1])):
        racks = tuple(parse_rack(r, ruleset) for r in rest[0].split("/"))
        rest = rest[1:]
        if rest:
            scores = tuple(bounded_int(s, low=-SCORE_LIMIT, high=SCORE_LIMIT, what="score") for s in rest[0].split("/"))
            if len(scores) != len(racks):
                raise NotationError("cgp_scores", params={"text": rest[0]})
            rest = rest[1:]
        if rest and rest[0].isdigit():
            scoreless = bounded_int(rest[0], high=SCORE_LIMIT, what="scoreless_turns")
            rest = rest[1:]
    operations: dict[str, str] = {}
    tail = " ".join(rest)
    if tail and not tail.rstrip().endswith(";"):
        raise NotationError("cgp_fields", params={"text": tail})
    for op in tail.split(";"):
        if op.strip():
            key, _, value = op.strip().partition(" ")
            operations[key] = value.strip()
    _check_counts(board, racks or (), ruleset)
    return Position(ruleset, board, racks, scores, scoreless, operations)


def _looks_like_racks(field: str) -> bool:
    return "/" in field or all(ch == BLANK or ch.isupper() for ch in field)


def _check_counts(board: Board, racks: tuple[str, ...], ruleset: BoardRuleset) -> None:
    used = Counter(BLANK if t.islower() else t for _, t in board.occupied())
    for rack in racks:
        used.update(rack)
    available = ruleset.tiles.counter()
    over = sorted(t for t, n in used.items() if n > available[t])
    if over:
        raise NotationError("too_many_tiles", params={"tiles": ", ".join(over), "variant": ruleset.name})


def board_cgp(board: Board) -> str:
    rows = []
    for r in range(board.size):
        out, empty = [], 0
        for tile in board.cells[r * board.size : (r + 1) * board.size]:
            if tile:
                if empty:
                    out.append(str(empty))
                    empty = 0
                out.append(tile)
            else:
                empty += 1
        if empty:
            out.append(str(empty))
        rows.append("".join(out))
    return "/".join(rows)


def position_cgp(position: Position) -> str:
    parts = [board_cgp(position.board)]
    if position.racks is not None:
        parts.append("/".join(position.racks))
        parts.append("/".join(str(s) for s in (position.scores or (0,) * len(position.racks))))
        parts.append(str(position.scoreless_turns))
    parts.extend(f"{k} {v};" for k, v in position.operations.items())
    return " ".join(parts)

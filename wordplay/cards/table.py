"""The boardless card table: coordinates grow in every direction; plays and their notation.

A spot on the table is ``(row, col)``, any integers: rows grow downwards, columns to the right,
and the first play may go anywhere (``0,0`` by habit). A spot is written ``row,col`` (``-1,3``).

The table is a crossword too, so the words a play forms are found by the board engine's own
:func:`wordplay.crossword.words.words_formed`: the cards are projected onto a plain board (no
premiums) just big enough to hold them, and the result is mapped back to table spots.

Notation: ``0,0 across TREINO``; ``-1,2 down C(R)IAR`` (cards already on the table in
parentheses, or written plainly; ``.`` stands for one); a blank is the lower-case letter it
stands for; a bonus card is named after the word: ``... bonus 2 on 0,3`` (optionally
``across``/``down`` when that card lies in two words of the play).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from wordplay.core.errors import IllegalMoveError, NotationError
from wordplay.core.lettercase import all_lower, read_from_rack
from wordplay.core.messages import get_language
from wordplay.core.notation_words import Notation, alternatives, canonical
from wordplay.core.tiles import BLANK
from wordplay.core.untrusted import bounded_int, number_kind
from wordplay.crossword.board import Board
from wordplay.crossword.grid import Layout
from wordplay.crossword.moves import Play
from wordplay.crossword.words import words_formed as board_words_formed

TABLE_REACH = 300  # no card lies further than this from 0,0: far beyond any game, and the grid stays small

Coord = tuple[int, int]
Table = Mapping[Coord, str]


def spot_name(coord: Coord) -> str:
    return f"{coord[0]},{coord[1]}"


@dataclass(frozen=True)
class Bonus:
    """A bonus card used on a play: which card, and the letter (spot) the player names.

    ``across`` picks the word when the named card lies in two words of the play; left as
    ``None`` it means the play's main word.
    """

    card: str
    at: Coord
    across: bool | None = None


@dataclass(frozen=True)
class CardPlay:
    """Cards laid in one move: ``(spot, card)`` pairs sorted by spot, and maybe a bonus card."""

    cards: tuple[tuple[Coord, str], ...]
    across: bool = True
    bonus: Bonus | None = None

    @classmethod
    def make(
        cls,
        placed: Mapping[Coord, str] | Iterable[tuple[Coord, str]],
        across: bool | None = None,
        bonus: Bonus | None = None,
    ) -> CardPlay:
        spots: dict[Coord, str] = dict(placed)
        items = tuple(sorted(spots.items()))
        if across is None:
            across = len(items) < 2 or len({c[0] for c, _ in items}) == 1
        return cls(items, across, bonus)

    @property
    def coords(self) -> tuple[Coord, ...]:
        return tuple(c for c, _ in self.cards)

    def hand_cards(self) -> list[str]:
        """The hand cards this play uses: letters, ``?`` for each blank, and the bonus card."""
        used = [BLANK if t.islower() else t for _, t in self.cards]
        return used + ([self.bonus.card] if self.bonus else [])

    def translated(self, dr: int, dc: int) -> CardPlay:
        bonus = (
            None
            if self.bonus is None
            else Bonus(self.bonus.card, (self.bonus.at[0] + dr, self.bonus.at[1] + dc), self.bonus.across)
        )
        return CardPlay(tuple(((r + dr, c + dc), t) for (r, c), t in self.cards), self.across, bonus)

    def to_dict(self) -> dict[str, Any]:
        return {
            "cards": [[r, c, t] for (r, c), t in self.cards],
            "across": self.across,
            "bonus": None if self.bonus is None else [self.bonus.card, *self.bonus.at, self.bonus.across],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CardPlay:
        bonus = data.get("bonus")
        return cls(
            tuple(((_coordinate(r), _coordinate(c)), str(t)) for r, c, t in data["cards"]),
            bool(data["across"]),
            None if bonus is None else Bonus(str(bonus[0]), (_coordinate(bonus[1]), _coordinate(bonus[2])), bonus[3]),
        )


@dataclass(frozen=True)
class TableWord:
    """A run of two or more cards a play forms or changes; ``new`` marks the cards laid now."""

    coords: tuple[Coord, ...]
    cards: tuple[str, ...]
    new: tuple[bool, ...]
    across: bool

    @property
    def text(self) -> str:
        """As it lies on the table (a blank in lower case)."""
        return "".join(self.cards)

    @property
    def letters(self) -> str:
        return self.text.upper()

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(spot_name(c) for c in self.coords)


@cache
def _plain_layout(size: int) -> Layout:
    ones = (1,) * (size * size)
    return Layout(size, ones, ones, 0, "card table (no premiums)")


class _Projection:
    """The table's cards on a plain board with an empty border, and the way back."""

    def __init__(self, coords: Iterable[Coord]) -> None:
        coords = list(coords)
        rows = [r for r, _ in coords] or [0]
        cols = [c for _, c in coords] or [0]
        self.r0, self.c0 = min(rows) - 1, min(cols) - 1
        self.size = max(max(rows) - self.r0, max(cols) - self.c0) + 2

    def square(self, coord: Coord) -> int:
        return (coord[0] - self.r0) * self.size + coord[1] - self.c0

    def coord(self, square: int) -> Coord:
        r, c = divmod(square, self.size)
        return r + self.r0, c + self.c0

    def board(self, table: Table) -> Board:
        cells = [""] * (self.size * self.size)
        for coord, card in table.items():
            cells[self.square(coord)] = card
        return Board(_plain_layout(self.size), cells)


def words_formed(table: Table, play: CardPlay) -> list[TableWord]:
    """The main word (along the play's line) first, then the cross words; each of 2+ cards."""
    if not play.cards:
        return []
    projection = _Projection([*table, *play.coords])
    board = projection.board(table)
    move = Play(tuple((projection.square(c), t) for c, t in play.cards), play.across)
    return [
        TableWord(tuple(projection.coord(sq) for sq in w.squares), w.tiles, w.new, w.across)
        for w in board_words_formed(board, move)
    ]


def neighbours(coord: Coord) -> tuple[Coord, ...]:
    r, c = coord
    return (r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)


# ----- notation --------------------------------------------------------------------------------


@cache
def _play_pattern(language: str | None) -> re.Pattern[str]:
    """The play notation read in ``language``'s keywords and in English's (data: notation.json)."""

    def kw(key: str) -> str:
        return alternatives("cards_play", key, language)

    direction = f"{kw('across')}|{kw('down')}"
    return re.compile(
        rf"^\s*(?P<row>-?\d+)\s*,\s*(?P<col>-?\d+)\s+(?P<dir>{direction})\s+(?P<word>\S+)"
        rf"(?:\s+(?:{kw('bonus')})\s+(?P<card>\S)\s+(?:{kw('on')})\s+(?P<brow>-?\d+)\s*,\s*(?P<bcol>-?\d+)"
        rf"(?:\s+(?P<bdir>{direction}))?)?\s*$",
        re.IGNORECASE,
    )


_TOKEN = re.compile(r"\((?P<through>[^()]*)\)|(?P<dot>\.)|(?P<letter>[^\W\d_])")


def parse_play(text: str, table: Table, language: str | None = None, hand: str | None = None) -> CardPlay:
    """Read ``0,0 across TREINO`` (and the forms in the module docstring) against ``table``.

    The keywords may be English or ``language``'s (default: the package's), e.g. ``0,0 horizontal
    TREINO bónus 2 em 0,3`` in Portuguese. With ``hand`` (the learner's, as the move box and the
    puzzles have it), a word written all in lower case is read from it: its cards where it holds
    them, blanks only for the rest (:mod:`wordplay.core.lettercase`)."""
    language = get_language() if language is None else language
    m = _play_pattern(language).match(text)
    if not m:
        raise NotationError("cards_bad_play", params={"text": text})
    row, col = _coordinate(m["row"]), _coordinate(m["col"])
    across = canonical("cards_play", m["dir"], language) == "across"
    dr, dc = (0, 1) if across else (1, 0)
    word = m["word"]
    tokens: list[tuple[str | None, bool]] = []  # (letter or None for '.', written as on the table)
    pos = 0
    explicit = False
    for t in _TOKEN.finditer(word):
        if t.start() != pos:
            raise NotationError("cards_bad_play", params={"text": text})
        pos = t.end()
        if t["through"] is not None:
            explicit = True
            letters = t["through"] or [None]
            tokens.extend((ch, True) for ch in letters)
        elif t["dot"]:
            explicit = True
            tokens.append((None, True))
        else:
            tokens.append((t["letter"], False))
    if pos != len(word) or not tokens:
        raise NotationError("cards_bad_play", params={"text": text})
    placed: dict[Coord, str] = {}
    for i, (letter, through) in enumerate(tokens):
        spot = (row + dr * i, col + dc * i)
        on_table = table.get(spot)
        name = spot_name(spot)
        if through:
            if on_table is None:
                raise IllegalMoveError("cards_through_empty", [name], {"spot": name})
            if letter is not None and letter.upper() != on_table.upper():
                raise IllegalMoveError(
                    "cards_spot_mismatch", [name], {"spot": name, "card": on_table, "written": letter}
                )
        elif on_table is not None:
            if explicit or letter is None or letter.upper() != on_table.upper():
                raise IllegalMoveError("cards_spot_taken", [name], {"spot": name, "card": on_table})
        elif letter is not None:  # a token not through the table is a written letter
            placed[spot] = letter
    if not placed:
        raise IllegalMoveError("cards_no_new_cards", params={"text": text})
    if hand is not None and all_lower(word):
        placed = dict(zip(placed, read_from_rack(list(placed.values()), hand), strict=True))
    for spot in ((row - dr, col - dc), (row + dr * len(tokens), col + dc * len(tokens))):
        if spot in table:
            raise IllegalMoveError("cards_word_continues", [spot_name(spot)], {"spot": spot_name(spot)})
    bonus = None
    if m["card"]:
        bdir = canonical("cards_play", m["bdir"], language) == "across" if m["bdir"] else None
        bonus = Bonus(m["card"].upper(), (_coordinate(m["brow"]), _coordinate(m["bcol"])), bdir)
    return CardPlay.make(placed, across, bonus)


def written_lower(text: str, language: str | None = None) -> bool:
    """Whether the word of the play ``text`` is written all in lower case (and so read from the hand)."""
    m = _play_pattern(get_language() if language is None else language).match(text)
    return m is not None and all_lower(m["word"])


def _coordinate(value: Any) -> int:
    """A row or column read from text or a save, no further than :data:`TABLE_REACH` from the start."""
    return bounded_int(str(value), low=-TABLE_REACH, high=TABLE_REACH, what="row_or_column")


def check_reach(play: CardPlay) -> None:
    """Refuse a play with a card or bonus card beyond :data:`TABLE_REACH` (the table is drawn as a grid)."""
    spots = [spot for spot, _ in play.cards] + ([play.bonus.at] if play.bonus else [])
    for r, c in spots:
        if not (
            type(r) is int and type(c) is int and -TABLE_REACH <= r <= TABLE_REACH and -TABLE_REACH <= c <= TABLE_REACH
        ):
            raise NotationError(
                "bad_number",
                params={
                    "text": f"{r},{c}",
                    "what": number_kind("row_or_column"),
                    "low": -TABLE_REACH,
                    "high": TABLE_REACH,
                },
            )


def play_notation(table: Table, play: CardPlay) -> Notation:
    """Write a play back: the main word from its first card, table cards in parentheses (canonical,
    English keywords; a sentence says it in its language)."""
    words = words_formed(table, play)
    if words:
        main = words[0]
        start, across = main.coords[0], main.across
        out: list[str] = []
        run: list[str] = []
        for card, new in zip(main.cards, main.new, strict=False):
            if new:
                if run:
                    out.append("(" + "".join(run) + ")")
                    run = []
                out.append(card)
            else:
                run.append(card)
        if run:
            out.append("(" + "".join(run) + ")")
        text = f"{spot_name(start)} {'across' if across else 'down'} {''.join(out)}"
    else:
        first = play.cards[0][0]
        text = f"{spot_name(first)} {'across' if play.across else 'down'} {''.join(t for _, t in play.cards)}"
    if play.bonus:
        text += f" bonus {play.bonus.card} on {spot_name(play.bonus.at)}"
        if play.bonus.across is not None:
            text += " across" if play.bonus.across else " down"
    return Notation(text, "cards_play")


def table_rows(table: Table) -> list[str]:
    """The table as lines of text (``.`` for an empty spot), for printing."""
    if not table:
        return []
    rows = [r for r, _ in table]
    cols = [c for _, c in table]
    return [
        "".join(table.get((r, c), ".") for c in range(min(cols), max(cols) + 1))
        for r in range(min(rows), max(rows) + 1)
    ]

"""The compiled core's query and its packed answer, on the Python side (the layout is ``walk_core.h``'s).

The C core (:file:`walk_core.c`) takes one int32 array (:class:`Query`) and answers with one packed int32
array of the plays, best first. The plays become Python objects only when read: :class:`PackedPlays` is a
read-only sequence that makes each :class:`~wordplay.crossword.generator.FoundPlay` the first time it is
indexed, so a caller that shows ten plays of ten thousand makes ten. The CPython extension and the
browser's WebAssembly module answer with the same bytes, so both go through this module.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterator, Sequence
from typing import Any, overload

# the header of the query (walk_core.h's enum, in its order)
SIZE, NLETTERS, START, BLANK_VALUE, BLANKS, MIN_TILES, RACK_SIZE, BONUS, TOP, AT_LEAST, LIMIT, HEADER = range(12)
CROSS_CACHE_BYTES = 8 * (1 + 3 * 4096)  # walk_core.h's WP_CROSS_CACHE uint64 items

Tiles = tuple[tuple[int, str], ...]
Entry = tuple[int, Tiles, bool]


def query_length(size: int, nletters: int) -> int:
    """The int32 items of a query (``wp_query_length`` of walk_core.h)."""
    return HEADER + 4 * size * size + 4 * nletters


_fill: Any
try:  # the CPython extension writes a board into a query at C speed; elsewhere (the browser) Python does
    from wordplay.crossword import _walk  # type: ignore[attr-defined]  # C extension, no stub

    _fill = getattr(_walk, "fill", None)  # None from an extension built before it had fill()
except ImportError:
    _fill = None


class Query:
    """A finder's query array: the parts fixed by the ruleset and alphabet made once, the position's per call."""

    __slots__ = ("_board", "_codes", "_fixed", "_letter", "_value", "size")

    def __init__(
        self,
        size: int,
        alphabet: str,
        letter_values: list[int],
        blank_value: int,
        lm: list[int],
        wm: list[int],
        rack_size: int,
        bonus: int,
    ) -> None:
        header = [0] * HEADER
        header[SIZE], header[NLETTERS], header[BLANK_VALUE] = size, len(alphabet), blank_value
        header[RACK_SIZE], header[BONUS] = rack_size, bonus
        codes = [ord(ch if blank == 0 else ch.lower()) for ch in alphabet for blank in (0, 1)]
        self.size = size
        self._fixed = array("i", header + lm + wm + letter_values + codes)
        # each board tile's letter (-1: an empty square; -2: a tile the lexicon cannot spell) and value
        self._letter = _Table(-2, {None: -1, "": -1})
        self._value = _Table(blank_value, {None: 0, "": 0})
        for i, ch in enumerate(alphabet):
            self._letter[ch], self._value[ch] = i, letter_values[i]
            self._letter.setdefault(ch.lower(), i)  # a blank, worth blank_value
        # the same as (letter, value) pairs by code point, for the extension's fill(): one pair per code point up
        # to the alphabet's last, then the pair of every other character
        tiles = [ch for ch in self._letter if isinstance(ch, str) and len(ch) == 1]
        points = max(map(ord, tiles), default=0) + 1
        pairs = [(self._letter[chr(c)], self._value[chr(c)]) for c in range(points)] + [(-2, blank_value)]
        self._codes = array("i", [x for pair in pairs for x in pair])
        self._board = array("i", [0]) * (2 * size * size)

    def make(
        self,
        counts: list[int],
        cells: Sequence[str | None],
        *,
        start: int,
        blanks: int,
        min_tiles: int,
        top: int,
        at_least: int,
        limit: int,
    ) -> array[int]:
        """The whole query for one search on a board of these ``cells`` (see walk_core.h for each field)."""
        query = self._fixed[:]
        query[START], query[BLANKS], query[MIN_TILES] = start, blanks, min_tiles
        query[TOP], query[AT_LEAST], query[LIMIT] = top, at_least, limit
        query.extend(array("i", counts))
        at = len(query)
        query.extend(self._board)
        if _fill is None or not _fill(query, at, cells, self._codes):
            # array(list(map(...))): the fastest way from Python objects to int32 in Python
            query[at:] = array(
                "i", list(map(self._letter.__getitem__, cells)) + list(map(self._value.__getitem__, cells))
            )
        return query


class _Table(dict[Any, int]):
    """A dict with one answer for every key it lacks (read through ``__getitem__``, so ``map`` runs in C)."""

    __slots__ = ("default",)

    def __init__(self, default: int, items: dict[Any, int]) -> None:
        super().__init__(items)
        self.default = default

    def __missing__(self, key: object) -> int:
        return self.default


def tile_table(pair: list[list[tuple[int, str]]], blank_pair: list[list[tuple[int, str]]]) -> list[tuple[int, str]]:
    """The finder's ``(square, tile)`` pairs (``pair[square][letter]``, ``blank_pair`` for a blank) by the packed
    answer's tile code (square * 128 + letter * 2 + blank), so a play's tiles are read by one ``map`` in C: codes
    of no letter hold ``(-1, "")``."""
    table = [(-1, "")] * (128 * len(pair))
    for square, (plain, blank) in enumerate(zip(pair, blank_pair, strict=True)):
        at = 128 * square
        table[at : at + 2 * len(plain) : 2] = plain
        table[at + 1 : at + 1 + 2 * len(blank) : 2] = blank
    return table


def unpack(packed: bytes | None, tile_of: list[tuple[int, str]]) -> list[Entry]:
    """Every play of a packed answer as (score, tiles, across), best first (``tile_of``: :func:`tile_table`)."""
    data = _ints(packed)
    return [_entry(data, i, tile_of) for i in range(data[0])]


def _ints(packed: bytes | None) -> memoryview:
    return memoryview(packed or b"\0\0\0\0").cast("i")


def _entry(data: memoryview, i: int, tile_of: list[tuple[int, str]]) -> Entry:
    at = data[1 + i]
    n = data[at + 2]
    return data[at], tuple(map(tile_of.__getitem__, data[at + 3 : at + 3 + n])), data[at + 1] != 0


class PackedPlays(Sequence[Any]):
    """The plays of one packed answer, best first, each made (by ``make(score, tiles, across)``) when first read.

    ``tile_of`` is the finder's per-square, per-letter ``(square, tile)`` tuples by tile code (:func:`tile_table`),
    so the tiles of a play are those shared objects, as on the pure path."""

    __slots__ = ("_data", "_made", "_make", "_tile_of")

    def __init__(
        self, packed: bytes | None, tile_of: list[tuple[int, str]], make: Callable[[int, Tiles, bool], Any]
    ) -> None:
        self._data = _ints(packed)
        self._tile_of = tile_of
        self._make = make
        self._made: list[Any] = [None] * self._data[0]

    def entry(self, i: int) -> Entry:
        """Play ``i`` as (score, tiles, across), no object made."""
        return _entry(self._data, i, self._tile_of)

    def __len__(self) -> int:
        return len(self._made)

    @overload
    def __getitem__(self, i: int) -> Any: ...

    @overload
    def __getitem__(self, i: slice) -> list[Any]: ...

    def __getitem__(self, i: int | slice) -> Any:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self._made)))]
        made = self._made[i]  # IndexError, negative indices: as a list's
        if made is None:
            k = i % len(self._made)
            made = self._made[k] = self._make(*self.entry(k))
        return made

    def __iter__(self) -> Iterator[Any]:
        for i in range(len(self._made)):
            yield self[i]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list's equality, so unhashable like one

    def __repr__(self) -> str:
        return f"<{len(self)} plays{': ' + repr(self[0]) + ', ...' if len(self) else ''}>"

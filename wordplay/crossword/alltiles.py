"""The lexicon's long words by letter position and letter count, to find all-tiles plays by lookup.

A play using every rack tile from a given start covers a fixed span: the first ``rack size``
empty squares from the start and the board tiles among and right after them. The words that
fit it have a known length, a known letter at each board square, and hold the rack's letters
and the span's board letters. The pure-Python search asks this index for them instead of
walking the word graph from every start (where most starts hold no such word, yet their
bound, all-tiles bonus included, makes the walk necessary).

For each word length ``L`` (from the rack size to the board size) the index keeps, as Python
integers used as bit sets over the words of that length (bit ``i``: the ``i``-th word):
``at[L][p][x]``, the words with letter ``x`` at position ``p``; ``least[L][x][c]``, the words
holding letter ``x`` at least ``c`` times. A lookup is a few ``&`` of such integers.

Built from the word graph in about 0.2 s for ENABLE (140,000 words of 7 to 15 letters, 4 MB);
lexicons of more than :data:`MAX_WORDS` words (the Polish list) get no index: the search then
walks as before. Built once per graph and process, on the first search that can use it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

MAX_WORDS = 1_000_000  # larger lexicons get no index (memory: about 40 bytes per long word)

_INDEXES: dict[tuple[int, int, int], tuple[Any, AllTilesIndex | None]] = {}


class AllTilesIndex:
    """Words of ``lo`` to ``hi`` letters, as bit sets by (position, letter) and (letter, count)."""

    __slots__ = ("at", "hi", "least", "lo", "words")

    def __init__(self, by_length: dict[int, list[bytes]], nletters: int, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi
        self.words: dict[int, list[bytes]] = {}
        self.at: dict[int, list[list[int]]] = {}
        self.least: dict[int, list[list[int]]] = {}
        for length in range(lo, hi + 1):
            words = by_length.get(length, [])
            self.words[length] = words
            blob = b"".join(words)
            tables = [bytes(49 if b == x else 48 for b in range(256)) for x in range(nletters)]
            at = []
            for p in range(length):
                column = blob[p::length]
                at.append([int(column.translate(tables[x])[::-1] or b"0", 2) for x in range(nletters)])
            self.at[length] = at
            least = []
            for x in range(nletters):
                levels = [0] * (length + 1)  # levels[c]: at least c times (levels[0] unused)
                for p in range(length):
                    bits = at[p][x]
                    for c in range(min(p + 1, length), 0, -1):
                        levels[c] |= levels[c - 1] & bits if c > 1 else bits
                top = length
                while top > 0 and not levels[top]:
                    top -= 1
                least.append(levels[:top + 1])
            self.least[length] = least

    def fitting(self, length: int, fixed: list[tuple[int, int]], need: dict[int, int]) -> list[bytes]:
        """The words of ``length`` letters with letter ``x`` at each position ``p`` of ``fixed`` that
        hold each letter ``x`` of ``need`` at least ``need[x]`` times."""
        if length < self.lo or length > self.hi:
            raise ValueError(f"the index holds words of {self.lo} to {self.hi} letters, not {length}")
        at = self.at[length]
        least = self.least[length]
        words = self.words[length]
        bits = -1
        for p, x in fixed:
            bits &= at[p][x]
            if not bits:
                return []
        for x, c in need.items():
            levels = least[x]
            if c >= len(levels):
                return []
            bits &= levels[c]
            if not bits:
                return []
        if bits < 0:  # nothing asked: every word
            return list(words)
        return [words[i] for i in _set_bits(bits)]


def _set_bits(bits: int) -> Iterator[int]:
    """The indices of the 1 bits of ``bits``, lowest first."""
    text = bin(bits)
    last = len(text) - 1
    i = text.find("1", 2)
    found = []
    while i >= 0:
        found.append(last - i)
        i = text.find("1", i + 1)
    found.reverse()
    return iter(found)


def all_tiles_index(graph: Any, word_count: int, lo: int, hi: int) -> AllTilesIndex | None:
    """The index of the words of ``lo`` to ``hi`` letters of a :class:`~wordplay.crossword.graph.FastGraph`
    (``word_count`` words in all), made once per graph; ``None`` for a lexicon too large for one."""
    key = (id(graph), lo, hi)
    entry = _INDEXES.get(key)
    if entry is not None and entry[0] is graph:
        return entry[1]
    index = None
    if word_count <= MAX_WORDS:
        index = AllTilesIndex(_words_by_length(graph, lo, hi), len(graph.alphabet), lo, hi)
    if len(_INDEXES) > 8:
        _INDEXES.clear()
    _INDEXES[key] = (graph, index)
    return index


def _words_by_length(graph: Any, lo: int, hi: int) -> dict[int, list[bytes]]:
    """The graph's words of ``lo`` to ``hi`` letters as bytes of letter indices, by length, in order."""
    mask, first, child, terminal = graph.mask, graph.first, graph.child, graph.terminal
    by_length: dict[int, list[bytes]] = {length: [] for length in range(lo, hi + 1)}
    prefix = bytearray()

    def go(node: int) -> None:
        depth = len(prefix)
        if depth >= lo and terminal[node]:
            by_length[depth].append(bytes(prefix))
        if depth == hi:
            return
        m = mask[node]
        edge = first[node]
        letter = 0
        while m:
            if m & 1:
                prefix.append(letter)
                go(child[edge])
                prefix.pop()
                edge += 1
            m >>= 1
            letter += 1

    go(graph.root)
    return by_length

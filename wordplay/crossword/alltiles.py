"""The lexicon's long words by letter position and letter count, to find all-tiles plays by lookup.

A play using every rack tile from a given start covers a fixed span: the first ``rack size``
empty squares from the start and the board tiles among and right after them. The words that
fit it have a known length, a known letter at each board square, and hold the rack's letters
and the span's board letters. The pure-Python search asks this index for them instead of
walking the word graph from every start (most starts hold no such word, yet their bound, with
the all-tiles bonus, is high enough that the walk must be made).

For each word length ``L`` (from the rack size to the board size) the index keeps the words as
one byte string of letter indices, and, as Python integers used as bit sets over those words
(bit ``i``: the ``i``-th word): ``at[L][p][x]``, the words with letter ``x`` at position ``p``;
``least[L][x][c]``, the words holding letter ``x`` at least ``c`` times. A lookup is a few
``&`` of such integers.

**Cost, and when it is paid.** ENABLE (140,000 words of 7 to 15 letters): built in about 0.5 s,
7 MB in memory, a 2 MB cache file read back in about 35 ms; Portuguese (350,000): 0.8 s, 17 MB,
3.4 MB, 90 ms. Lexicons of more than :data:`MAX_WORDS` words (the Polish list: 3.2 million long
words, some 150 MB of bit sets) get none; the search then walks as before. The index is read from the disk cache (or the
prebuilt data package) when there; otherwise it is built only once the walks it would have saved
have cost as much as building it (:func:`charge`), then cached on disk: a first hint never pays
the build, and a long session pays it at most once.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import pathlib
import zlib
from array import array
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # for the annotations only: these modules are imported where they are used
    from wordplay.core.lexicon import Lexicon
    from wordplay.crossword.graph import FastGraph

MAX_WORDS = 1_000_000  # larger lexicons get no index
BUILD_SECONDS_PER_WORD = 3e-6  # the build's cost per word of the lexicon (ENABLE: 0.5 s), to decide when to build
SAVE_WORDS = 20_000  # smaller lexicons build theirs in a few ms: not worth a cache file
FORMAT = 2


class AllTilesIndex:
    """Words of ``lo`` to ``hi`` letters, as bit sets by (position, letter) and (letter, count)."""

    __slots__ = ("at", "blobs", "hi", "least", "lo")

    def __init__(
        self,
        lo: int,
        hi: int,
        blobs: dict[int, bytes],
        at: dict[int, list[list[int]]],
        least: dict[int, list[list[int]]],
    ) -> None:
        self.lo, self.hi = lo, hi
        self.blobs = blobs
        self.at = at
        self.least = least

    @classmethod
    def build(cls, blobs: dict[int, bytes], nletters: int, lo: int, hi: int) -> AllTilesIndex:
        """The index of the words in ``blobs`` (per length, the words' letter indices end to end, in order)."""
        tables = [bytes(49 if b == x else 48 for b in range(256)) for x in range(nletters)]  # x -> "1", else "0"
        at: dict[int, list[list[int]]] = {}
        least: dict[int, list[list[int]]] = {}
        for length in range(lo, hi + 1):
            blob = blobs.setdefault(length, b"")
            columns = [blob[p::length] for p in range(length)]
            at[length] = [
                [int(column.translate(tables[x])[::-1] or b"0", 2) for x in range(nletters)] for column in columns
            ]
            least[length] = [_counts(at[length], x) for x in range(nletters)]
        return cls(lo, hi, blobs, at, least)

    def fitting(self, length: int, fixed: list[tuple[int, int]], need: dict[int, int]) -> list[bytes]:
        """The words of ``length`` letters with letter ``x`` at each position ``p`` of ``fixed`` that
        hold each letter ``x`` of ``need`` at least ``need[x]`` times."""
        bits = self._bits(length, fixed, need)
        if not bits:
            return []
        blob = self.blobs[length]
        if bits < 0:  # nothing asked: every word
            return [blob[i : i + length] for i in range(0, len(blob), length)]
        text = bin(bits)
        last = len(text) - 1
        words = []
        i = text.find("1", 2)
        while i >= 0:
            start = (last - i) * length
            words.append(blob[start : start + length])
            i = text.find("1", i + 1)
        words.reverse()
        return words

    def holds(self, length: int, need: dict[int, int]) -> bool:
        """Whether some word of ``length`` letters holds each letter ``x`` of ``need`` ``need[x]`` times or more."""
        return self._bits(length, [], need) != 0

    def _bits(self, length: int, fixed: list[tuple[int, int]], need: dict[int, int]) -> int:
        """The bit set of the words :meth:`fitting` returns (-1: every word)."""
        if length < self.lo or length > self.hi:
            raise ValueError(f"the index holds words of {self.lo} to {self.hi} letters, not {length}")
        at = self.at[length]
        least = self.least[length]
        bits = -1
        for p, x in fixed:
            bits &= at[p][x]
            if not bits:
                return 0
        for x, c in need.items():
            levels = least[x]
            if c >= len(levels):
                return 0
            bits &= levels[c]
            if not bits:
                return 0
        return bits

    def to_bytes(self) -> bytes:
        """The index as a cache file: a digest of the rest, then the rest (format number and contents,
        compressed: the bit sets are sparse, so the file is a fifth of the memory)."""
        body = zlib.compress(marshal.dumps((FORMAT, self.lo, self.hi, self.blobs, self.at, self.least)), 1)
        return hashlib.blake2b(body, digest_size=16).digest() + body

    @classmethod
    def from_bytes(cls, data: bytes) -> AllTilesIndex | None:
        """The index in a cache file's bytes; ``None`` if damaged or of another format."""
        digest, body = data[:16], data[16:]
        if hashlib.blake2b(body, digest_size=16).digest() != digest:
            return None
        try:
            version, lo, hi, blobs, at, least = marshal.loads(zlib.decompress(body))
        except (ValueError, EOFError, TypeError, zlib.error):
            return None
        if version != FORMAT:
            return None
        return cls(lo, hi, blobs, at, least)


def _counts(at: list[list[int]], x: int) -> list[int]:
    """``levels[c]``: the words holding letter ``x`` at least ``c`` times (a bit-sliced count over
    the positions; ``levels[0]`` unused), up to the most any word holds."""
    levels = [0]
    for column in at:
        bits = column[x]
        if not bits:
            continue
        levels.append(0)
        for c in range(len(levels) - 1, 1, -1):
            levels[c] |= levels[c - 1] & bits
        levels[1] |= bits
    while len(levels) > 1 and not levels[-1]:
        levels.pop()
    return levels


class _Entry:
    """What is known of one graph's index: the index, whether the disk was tried, the walking time
    an index would have saved so far."""

    __slots__ = ("graph", "index", "spent", "tried")

    def __init__(self, graph: FastGraph) -> None:
        self.graph = graph
        self.index: AllTilesIndex | None = None
        self.spent = 0.0
        self.tried = False


_ENTRIES: dict[tuple[int, int, int], _Entry] = {}


def _entry(graph: FastGraph, lo: int, hi: int) -> _Entry:
    key = (id(graph), lo, hi)
    entry = _ENTRIES.get(key)
    if entry is None or entry.graph is not graph:
        if len(_ENTRIES) > 8:
            _ENTRIES.clear()
        entry = _ENTRIES[key] = _Entry(graph)
    return entry


def all_tiles_index(graph: FastGraph, word_count: int, lo: int, hi: int) -> AllTilesIndex | None:
    """The index of the words of ``lo`` to ``hi`` letters of a :class:`~wordplay.crossword.graph.FastGraph`
    of ``word_count`` words, when it is in memory or on disk, or worth building now (see :func:`charge`);
    ``None`` otherwise, and always for a lexicon of more than :data:`MAX_WORDS` words."""
    if word_count > MAX_WORDS:
        return None
    entry = _entry(graph, lo, hi)
    if entry.index is None and not entry.tried:
        entry.tried = True
        entry.index = _read(graph, lo, hi)
    if entry.index is None and entry.spent >= word_count * BUILD_SECONDS_PER_WORD:
        entry.index = build_index(graph, lo, hi, save=word_count >= SAVE_WORDS)
    return entry.index


def charge(graph: FastGraph, lo: int, hi: int, seconds: float) -> None:
    """Count ``seconds`` of walking that the index of ``graph`` would have saved: once they add up to
    the build's cost, :func:`all_tiles_index` builds it."""
    _entry(graph, lo, hi).spent += seconds


def build_index(graph: FastGraph, lo: int, hi: int, *, save: bool = True) -> AllTilesIndex:
    """Build the index of ``graph`` (kept in memory, and in the disk cache when ``save`` and writable)."""
    index = AllTilesIndex.build(_words_by_length(graph, lo, hi), len(graph.alphabet), lo, hi)
    entry = _entry(graph, lo, hi)
    entry.index, entry.tried = index, True
    if save:
        from wordplay.core.lexicon_cache import write_atomic

        with contextlib.suppress(OSError):  # a read-only cache: kept in memory only
            write_atomic(index_file(graph, lo, hi), index.to_bytes())
    return index


def index_file(graph: FastGraph, lo: int, hi: int) -> pathlib.Path:
    """The cache file of ``graph``'s index: named by a digest of the graph's arrays (so any graph,
    shipped or not, finds its own), the lengths and the format."""
    from wordplay.core.lexicon_cache import cache_dir

    digest = hashlib.blake2b(digest_size=8)
    digest.update(graph.alphabet.encode())
    for values in (graph.mask, graph.first, graph.child, graph.terminal):
        digest.update(array("Q", values).tobytes())  # the same bytes whatever the arrays' item sizes
    return cache_dir() / f"alltiles-{digest.hexdigest()}-{lo}-{hi}-f{FORMAT}.bin"


def prepare(lexicon: Lexicon, lo: int = 7, hi: int = 15) -> pathlib.Path:
    """Make sure the cache file of ``lexicon``'s index (words of ``lo`` to ``hi`` letters: a rack of
    seven on a 15x15 board) exists, building it if needed; return its path (for a data package that
    ships it, as the word graphs are shipped). Raises :class:`OSError` when the cache cannot be written."""
    from wordplay.crossword.graph import fast_graph

    graph = fast_graph(lexicon.graph, lexicon.alphabet)
    path = index_file(graph, lo, hi)
    if not path.exists() or _read(graph, lo, hi) is None:
        build_index(graph, lo, hi)
        if not path.exists():
            raise OSError(f"cannot write the cache file {path}")
    return path


def _read(graph: FastGraph, lo: int, hi: int) -> AllTilesIndex | None:
    from wordplay.core import prebuilt

    for data, _ in prebuilt.candidates(index_file(graph, lo, hi)):
        index = AllTilesIndex.from_bytes(data)
        if index is not None and (index.lo, index.hi) == (lo, hi):
            return index
    return None


def _words_by_length(graph: FastGraph, lo: int, hi: int) -> dict[int, bytes]:
    """The graph's words of ``lo`` to ``hi`` letters, per length as their letter indices end to end, in order."""
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
    return {length: b"".join(words) for length, words in by_length.items()}

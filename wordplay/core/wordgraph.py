"""A minimal DAWG (directed acyclic word graph) in flat arrays, its builder and its file format.

Pure Python, standard library only (``array``, ``hashlib``, ``struct``): it runs in Pyodide.

Letters are small integers: the index of the letter in the lexicon's alphabet
(``0 .. len(alphabet) - 1``, at most 64 letters). A word is a path from :attr:`WordGraph.root`
to a node whose terminal flag is set (flags are on nodes, not on edges).

Array layout
============

``N`` nodes numbered ``0 .. N-1`` and ``E`` edges numbered ``0 .. E-1``. All arrays are public
attributes of :class:`WordGraph`; treat them as read-only.

``first_edge``   ``array('I')``, ``N + 1`` items. The edges leaving node ``n`` are the
                 contiguous range ``first_edge[n] .. first_edge[n + 1] - 1``, sorted by letter.
                 ``first_edge[N] == E``.
``edge_letters`` ``array('B')``, ``E`` items: the letter index of each edge.
``edge_targets`` ``array('I')``, ``E`` items: the node each edge leads to.
``letter_masks`` ``array('I')`` (alphabets of at most 32 letters) or ``array('Q')`` (33-64),
                 ``N`` items: bit ``l`` is set when node ``n`` has an edge for letter ``l``.
                 Cross-checks are ``mask & rack_mask`` on these.
``terminals``    ``array('B')``, ``N`` items: 1 when the path from the root to the node spells a
                 word.

Nodes are numbered in the order the builder registered them, children before parents, so every
edge goes from a higher number to a lower one and the root is the last node (``root == N - 1``).

The child of ``node`` by ``letter``, in O(1) without a search, is the edge whose rank among the
node's edges is the number of mask bits below ``letter``::

    m = letter_masks[node]
    if (m >> letter) & 1:
        child = edge_targets[first_edge[node] + (m & ((1 << letter) - 1)).bit_count()]

A hot loop should bind the arrays to locals and inline this (``WordGraph.child`` does exactly
this plus a bounds check). To visit all children, iterate
``range(first_edge[n], first_edge[n + 1])`` over ``edge_letters`` / ``edge_targets``.

Construction
============

:func:`build_graph` is the incremental construction of a minimal acyclic automaton from sorted
input (Daciuk, Mihov, Watson and Watson, "Incremental construction of minimal acyclic finite-state
automata", Computational Linguistics 26(1), 2000): words arrive in increasing order; when a word
leaves the previous word's path, the nodes of that path below the common prefix can no longer
change, so each is replaced by an equal registered node (same terminal flag, same edges to the same
children) or registered as new. Only one path of unfinished nodes is held, plus the register, so the
3.28 million Polish words build in seconds in well under 150 MB.

File format (version :data:`FORMAT_VERSION`)
============================================

All integers little-endian. A header (``struct`` format :data:`_HEADER`): magic ``b"WPDAWG\\r\\n"``,
format version, mask item size (4 or 8), root, node count ``N``, edge count ``E``, word count,
the 32-byte sha256 of the source list (zeros when unknown), the byte length of the UTF-8 alphabet;
then the alphabet; then the arrays ``first_edge`` (4*(N+1) bytes), ``letter_masks``
(N*itemsize), ``terminals`` (N), ``edge_letters`` (E), ``edge_targets`` (4*E); then a 16-byte
BLAKE2b digest of everything before it. :func:`graph_from_bytes` checks the magic, version,
lengths, digest and basic structure, and raises :class:`CorruptGraphError` on any mismatch.
"""

from __future__ import annotations

import hashlib
import struct
import sys
from array import array
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

__all__ = [
    "FORMAT_VERSION",
    "CorruptGraphError",
    "WordGraph",
    "build_graph",
    "graph_from_bytes",
    "graph_to_bytes",
]

FORMAT_VERSION = 1
MAX_ALPHABET = 64

_MAGIC = b"WPDAWG\r\n"
# magic, version, mask itemsize, root, nodes, edges, words, source sha256, alphabet byte length
_HEADER = struct.Struct("<8sIIIIIQ32sI")
_DIGEST_SIZE = 16
# A 4-byte unsigned typecode ('I' everywhere that matters, 'L' as a fallback).
_U32 = "I" if array("I").itemsize == 4 else "L"
_BIG_ENDIAN = sys.byteorder == "big"


class CorruptGraphError(ValueError):
    """A graph file that is truncated, damaged, of another format version, or not a graph at all."""


class WordGraph:
    """A minimal DAWG over letters ``0 .. len(alphabet) - 1``, stored in flat arrays.

    See the module docstring for the layout of the public arrays. Build one with
    :func:`build_graph`; read and write one with :func:`graph_from_bytes` / :func:`graph_to_bytes`.
    """

    __slots__ = (
        "alphabet",
        "edge_letters",
        "edge_targets",
        "first_edge",
        "letter_masks",
        "root",
        "terminals",
        "word_count",
    )

    def __init__(
        self,
        alphabet: str,
        root: int,
        first_edge: array[int],
        edge_letters: array[int],
        edge_targets: array[int],
        letter_masks: array[int],
        terminals: array[int],
        word_count: int,
    ) -> None:
        self.alphabet = alphabet
        self.root = root
        self.first_edge = first_edge
        self.edge_letters = edge_letters
        self.edge_targets = edge_targets
        self.letter_masks = letter_masks
        self.terminals = terminals
        self.word_count = word_count

    # -- the interface the move finder uses -------------------------------------------------

    def child(self, node: int, letter: int) -> int:
        """The node reached from ``node`` by ``letter``, or -1 when there is no such edge."""
        m = self.letter_masks[node]
        if letter < 0 or not (m >> letter) & 1:
            return -1
        return self.edge_targets[self.first_edge[node] + (m & ((1 << letter) - 1)).bit_count()]

    def edges(self, node: int) -> Iterator[tuple[int, int]]:
        """``(letter, child)`` pairs leaving ``node``, in letter order."""
        a = self.first_edge[node]
        b = self.first_edge[node + 1]
        return zip(self.edge_letters[a:b], self.edge_targets[a:b], strict=False)

    def is_terminal(self, node: int) -> bool:
        """True when the path from the root to ``node`` spells a word."""
        return self.terminals[node] != 0

    def letter_mask(self, node: int) -> int:
        """Bit ``l`` set for every letter ``l`` with an edge out of ``node``."""
        return self.letter_masks[node]

    def follow(self, letters: Iterable[int], node: int | None = None) -> int:
        """The node reached by reading ``letters`` from ``node`` (default: the root), or -1."""
        masks, first, targets = self.letter_masks, self.first_edge, self.edge_targets
        if node is None:
            node = self.root
        for letter in letters:
            m = masks[node]
            if letter < 0 or not (m >> letter) & 1:
                return -1
            node = targets[first[node] + (m & ((1 << letter) - 1)).bit_count()]
        return node

    def accepts(self, letters: Sequence[int]) -> bool:
        """True when the letter indices spell a word of the graph."""
        try:
            node = self.follow(letters)
        except TypeError:
            return False
        return node >= 0 and self.terminals[node] != 0

    # -- whole-graph helpers ---------------------------------------------------------------

    @property
    def node_count(self) -> int:
        return len(self.terminals)

    @property
    def edge_count(self) -> int:
        return len(self.edge_targets)

    def sequences(self) -> Iterator[list[int]]:
        """Every word as a list of letter indices, in order (the same list object is reused:
        copy it if you keep it)."""
        first, letters, targets, terminals = (self.first_edge, self.edge_letters, self.edge_targets, self.terminals)
        path: list[int] = []
        # Stack of (edge cursor, end) per depth: iterative DFS, no recursion limit.
        if terminals[self.root]:
            yield path
        stack = [[first[self.root], first[self.root + 1]]]
        while stack:
            top = stack[-1]
            e, end = top
            if e == end:
                stack.pop()
                if path:
                    path.pop()
                continue
            top[0] = e + 1
            node = targets[e]
            path.append(letters[e])
            if terminals[node]:
                yield path
            a, b = first[node], first[node + 1]
            if a == b:
                path.pop()
            else:
                stack.append([a, b])

    def __repr__(self) -> str:
        return (
            f"<WordGraph {len(self.alphabet)} letters, {self.word_count} words, "
            f"{self.node_count} nodes, {self.edge_count} edges>"
        )


def _mask_typecode(alphabet_size: int) -> str:
    if alphabet_size > MAX_ALPHABET:
        raise ValueError(f"an alphabet has at most {MAX_ALPHABET} letters, not {alphabet_size}")
    return _U32 if alphabet_size <= 32 else "Q"


def build_graph(sequences: Iterable[bytes], alphabet: str) -> WordGraph:
    """Build the minimal DAWG of words given as byte strings of letter indices.

    ``sequences`` must be in increasing order (``bytes`` comparison, which is alphabet order);
    exact repeats are skipped; anything out of order raises :class:`ValueError`, as does a letter
    index outside the alphabet or an empty word. Streams: only one word is held at a time.
    """
    size = len(alphabet)
    mask_code = _mask_typecode(size)
    register: dict[tuple[int, ...], int] = {}
    first = array(_U32)
    letters = bytearray()
    targets = array(_U32)
    masks = array(mask_code)
    terminals = bytearray()

    # The unfinished path: per depth, its terminal flag, its edges (flat letter, child, ...)
    # and its letter mask. Depth 0 is the root.
    cap = 32
    p_edges: list[list[int]] = [[] for _ in range(cap + 1)]
    p_term = [False] * (cap + 1)
    p_mask = [0] * (cap + 1)

    def close(depth_from: int, depth_to: int, prev: bytes) -> None:
        # Register the nodes at depths depth_from .. depth_to + 1 (deepest first) and hang each
        # under its parent. Inlined into the main loop below for speed; used for the final flush.
        for d in range(depth_from, depth_to, -1):
            e = p_edges[d]
            sig = (p_term[d], *e)
            nid = register.get(sig)
            if nid is None:
                nid = len(terminals)
                register[sig] = nid
                first.append(len(targets))
                terminals.append(p_term[d])
                masks.append(p_mask[d])
                letters.extend(e[0::2])
                targets.extend(e[1::2])
            letter = prev[d - 1]
            p_edges[d - 1] += (letter, nid)
            p_mask[d - 1] |= 1 << letter
            p_edges[d] = []
            p_term[d] = False
            p_mask[d] = 0

    prev = b""
    count = 0
    for w in sequences:
        lw = len(w)
        lp = len(prev)
        m = lw if lw < lp else lp
        p = 0
        while p < m and w[p] == prev[p]:
            p += 1
        if p == lw:
            if lw == lp and count:
                continue  # a repeat
            if lw == 0:
                raise ValueError("the empty word cannot be in a lexicon")
            raise ValueError(f"words out of order: {list(w)} after {list(prev)}")
        if p < lp and w[p] < prev[p]:
            raise ValueError(f"words out of order: {list(w)} after {list(prev)}")
        if max(w) >= size:
            raise ValueError(f"letter index {max(w)} outside an alphabet of {size} letters")
        if lw > cap:
            grow = lw - cap
            p_edges.extend([] for _ in range(grow))
            p_term.extend([False] * grow)
            p_mask.extend([0] * grow)
            cap = lw
        # close(lp, p, prev), inlined: this loop is where the build spends its time.
        for d in range(lp, p, -1):
            e = p_edges[d]
            sig = (p_term[d], *e)
            nid = register.get(sig)
            if nid is None:
                nid = len(terminals)
                register[sig] = nid
                first.append(len(targets))
                terminals.append(p_term[d])
                masks.append(p_mask[d])
                letters.extend(e[0::2])
                targets.extend(e[1::2])
            letter = prev[d - 1]
            p_edges[d - 1] += (letter, nid)
            p_mask[d - 1] |= 1 << letter
            p_edges[d] = []
            p_term[d] = False
            p_mask[d] = 0
        p_term[lw] = True
        prev = w
        count += 1

    close(len(prev), 0, prev)
    register.clear()  # the register is the build's largest object; free it before packing
    root = len(terminals)
    first.append(len(targets))
    terminals.append(p_term[0])
    masks.append(p_mask[0])
    letters.extend(p_edges[0][0::2])
    targets.extend(p_edges[0][1::2])
    first.append(len(targets))
    return WordGraph(alphabet, root, first, array("B", letters), targets, masks, array("B", terminals), count)


# -- file format ----------------------------------------------------------------------------


def _le_bytes(arr: array[int]) -> bytes:
    if _BIG_ENDIAN and arr.itemsize > 1:
        arr = array(arr.typecode, arr)
        arr.byteswap()
    return arr.tobytes()


def graph_to_bytes(graph: WordGraph, source_sha256: bytes = b"") -> bytes:
    """Serialise ``graph`` (see the module docstring for the format)."""
    alpha = graph.alphabet.encode("utf-8")
    sha = (source_sha256 or b"").ljust(32, b"\0")[:32]
    header = _HEADER.pack(
        _MAGIC,
        FORMAT_VERSION,
        graph.letter_masks.itemsize,
        graph.root,
        graph.node_count,
        graph.edge_count,
        graph.word_count,
        sha,
        len(alpha),
    )
    body = b"".join(
        (
            header,
            alpha,
            _le_bytes(graph.first_edge),
            _le_bytes(graph.letter_masks),
            graph.terminals.tobytes(),
            graph.edge_letters.tobytes(),
            _le_bytes(graph.edge_targets),
        )
    )
    return body + hashlib.blake2b(body, digest_size=_DIGEST_SIZE).digest()


def read_header(data: bytes) -> dict[str, Any]:
    """The header fields of a graph file (no digest check); :class:`CorruptGraphError` if bad."""
    if len(data) < _HEADER.size:
        raise CorruptGraphError("graph file truncated (no header)")
    magic, version, mask_size, root, nodes, edges, words, sha, alpha_len = _HEADER.unpack_from(data)
    if magic != _MAGIC:
        raise CorruptGraphError("not a wordplay graph file (bad magic)")
    if version != FORMAT_VERSION:
        raise CorruptGraphError(f"graph file format {version}, this wordplay reads {FORMAT_VERSION}")
    if mask_size not in (4, 8):
        raise CorruptGraphError(f"bad mask item size {mask_size}")
    return {
        "mask_size": mask_size,
        "root": root,
        "nodes": nodes,
        "edges": edges,
        "words": words,
        "source_sha256": sha,
        "alphabet_len": alpha_len,
    }


def graph_from_bytes(data: bytes, expect_sha256: bytes | None = None) -> WordGraph:
    """Read a graph written by :func:`graph_to_bytes`.

    Raises :class:`CorruptGraphError` when the data is truncated, damaged (digest mismatch), of
    another format version, structurally inconsistent, or (with ``expect_sha256``) built from
    another source list.
    """
    h = read_header(data)
    n, e, isz = h["nodes"], h["edges"], h["mask_size"]
    pos = _HEADER.size
    alpha_end = pos + h["alphabet_len"]
    sizes = (4 * (n + 1), isz * n, n, e, 4 * e)
    total = alpha_end + sum(sizes) + _DIGEST_SIZE
    if len(data) != total:
        raise CorruptGraphError(f"graph file is {len(data)} bytes, its header says {total}")
    view = memoryview(data)
    digest = hashlib.blake2b(view[:-_DIGEST_SIZE], digest_size=_DIGEST_SIZE).digest()
    if digest != bytes(view[-_DIGEST_SIZE:]):
        raise CorruptGraphError("graph file damaged (digest mismatch)")
    if expect_sha256 is not None and h["source_sha256"] != expect_sha256:
        raise CorruptGraphError("graph file was built from another word list")
    try:
        alphabet = bytes(view[pos:alpha_end]).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CorruptGraphError("graph file alphabet is not UTF-8") from exc
    if isz != array(_mask_typecode(len(alphabet))).itemsize:
        raise CorruptGraphError("mask item size does not fit the alphabet")
    arrays = []
    pos = alpha_end
    for code, nbytes in zip((_U32, _mask_typecode(len(alphabet)), "B", "B", _U32), sizes, strict=False):
        arr = array(code)
        arr.frombytes(view[pos : pos + nbytes])
        if _BIG_ENDIAN and arr.itemsize > 1:
            arr.byteswap()
        arrays.append(arr)
        pos += nbytes
    first, masks, terminals, letters, targets = arrays
    if n == 0 or not 0 <= h["root"] < n or first[0] != 0 or first[n] != e:
        raise CorruptGraphError("graph file structure is inconsistent")
    if e and (max(targets) >= n or max(letters) >= len(alphabet)):
        raise CorruptGraphError("graph file structure is inconsistent")
    return WordGraph(alphabet, h["root"], first, letters, targets, masks, terminals, h["words"])

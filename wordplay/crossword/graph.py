"""The lexicon's word graph seen as flat arrays the move generator can walk quickly.

The generator needs three things per node: the set of letters leaving it (a bit mask,
bit ``i`` for the ``i``-th letter of the alphabet), whether a word ends there, and the child
reached by a letter. Edges of a node are stored contiguously and sorted by letter, so the
child for letter ``L`` is ``child[first[node] + popcount(mask[node] & ((1 << L) - 1))]``:
no per-node dictionaries, no method calls in the inner loop.

:func:`fast_graph` takes these arrays from the word graph's public attributes (the layout of
:mod:`wordplay.core.wordgraph` is exactly this one), or builds them by walking
``edges()`` for any other graph, once per graph.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any


class FastGraph:
    """``mask``, ``first``, ``terminal`` per node; ``child`` per edge; ``root``; the ``alphabet``."""

    __slots__ = ("alphabet", "child", "cross_cache", "first", "index", "mask", "root", "terminal")

    def __init__(
        self,
        root: int,
        mask: Sequence[int],
        first: Sequence[int],
        terminal: Sequence[int],
        child: Sequence[int],
        alphabet: str,
    ) -> None:
        self.root = root
        self.mask: Sequence[int] = mask
        self.first: Sequence[int] = first
        self.terminal: Sequence[int] = terminal
        self.child: Sequence[int] = child
        self.alphabet = alphabet
        self.index = {ch: i for i, ch in enumerate(alphabet)}
        self.cross_cache: dict[tuple[tuple[int, ...], tuple[int, ...]], int] = {}

    def step(self, node: int, letter: int) -> int:
        """The child of ``node`` by ``letter``, or -1."""
        m = self.mask[node]
        bit = 1 << letter
        if not m & bit:
            return -1
        return self.child[self.first[node] + (m & (bit - 1)).bit_count()]

    def walk(self, node: int, letters: Iterable[int]) -> int:
        for letter in letters:
            node = self.step(node, letter)
            if node < 0:
                return -1
        return node

    def accepts(self, letters: Iterable[int]) -> bool:
        node = self.walk(self.root, letters)
        return node >= 0 and bool(self.terminal[node])

    def cross_mask(self, before: tuple[int, ...], after: tuple[int, ...]) -> int:
        """Letters ``x`` for which ``before + x + after`` is a word (cached per graph)."""
        key = (before, after)
        cached = self.cross_cache.get(key)
        if cached is not None:
            return cached
        result = 0
        node = self.walk(self.root, before)
        if node >= 0:
            mask, child, first, terminal = self.mask, self.child, self.first, self.terminal
            m = mask[node]
            edge = first[node]
            letter = 0
            while m:
                if m & 1:
                    c = child[edge]
                    edge += 1
                    for x in after:
                        cm = mask[c]
                        bit = 1 << x
                        if not cm & bit:
                            c = -1
                            break
                        c = child[first[c] + (cm & (bit - 1)).bit_count()]
                    if c >= 0 and terminal[c]:
                        result |= 1 << letter
                m >>= 1
                letter += 1
        if len(self.cross_cache) > 200_000:
            self.cross_cache.clear()
        self.cross_cache[key] = result
        return result


_GRAPHS: dict[int, tuple[object, FastGraph]] = {}  # id -> (the graph itself, to tell a reused id apart)

# Below this many edges the arrays are copied into lists (indexing a list is a little faster
# than indexing an ``array``); a larger graph (the Polish one) is used in place.
_COPY_LIMIT = 1_500_000


def fast_graph(graph: Any, alphabet: str) -> FastGraph:
    """The flat arrays of a :class:`~wordplay.core.wordgraph.WordGraph`, made once per graph."""
    entry = _GRAPHS.get(id(graph))
    if entry is not None and entry[0] is graph and entry[1].alphabet == alphabet:
        return entry[1]
    fast = _from_raw_arrays(graph, alphabet) or _from_edges(graph, alphabet)
    if len(_GRAPHS) > 8:
        _GRAPHS.clear()
    _GRAPHS[id(graph)] = (graph, fast)
    return fast


def _from_raw_arrays(graph: Any, alphabet: str) -> FastGraph | None:
    """Use the graph's public arrays (see :mod:`wordplay.core.wordgraph`): same layout, no search."""
    names = ("letter_masks", "first_edge", "terminals", "edge_targets")
    if not all(hasattr(graph, name) for name in names):
        return None
    arrays = [getattr(graph, name) for name in names]
    if len(graph.edge_targets) <= _COPY_LIMIT:
        arrays = [list(a) for a in arrays]
    mask, first, terminal, child = arrays
    return FastGraph(graph.root, mask, first, terminal, child, alphabet)


def _from_edges(graph: Any, alphabet: str) -> FastGraph:
    """Renumber the reachable nodes breadth first and lay their edges out contiguously."""
    number = {graph.root: 0}
    order = [graph.root]
    mask: list[int] = []
    first: list[int] = []
    terminal: list[bool] = []
    child: list[int] = []
    i = 0
    while i < len(order):
        node = order[i]
        i += 1
        m = 0
        first.append(len(child))
        terminal.append(bool(graph.is_terminal(node)))
        for letter, target in sorted(graph.edges(node)):
            m |= 1 << letter
            n = number.get(target)
            if n is None:
                n = number[target] = len(order)
                order.append(target)
            child.append(n)
        mask.append(m)
    return FastGraph(0, mask, first, terminal, child, alphabet)

"""The lexicon's word graph seen as flat arrays the move generator can walk quickly.

The generator needs three things per node: the set of letters leaving it (a bit mask,
bit ``i`` for the ``i``-th letter of the alphabet), whether a word ends there, and the child
reached by a letter. Edges of a node are stored contiguously and sorted by letter, so the
child for letter ``L`` is ``child[first[node] + popcount(mask[node] & ((1 << L) - 1))]``:
no per-node dictionaries, no method calls in the inner loop.

:func:`fast_graph` builds these arrays once per word graph (from its public raw arrays when
they have this shape, else by walking :meth:`WordGraph.edges`) and caches them on the graph.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

_CACHE_ATTRIBUTE = "_finder_fast_graph"


class FastGraph:
    """``mask``, ``first``, ``terminal`` per node; ``child`` per edge; ``root``; the ``alphabet``."""

    __slots__ = ("root", "mask", "first", "terminal", "child", "alphabet", "index", "cross_cache", "__weakref__")

    def __init__(self, root: int, mask: list[int], first: list[int], terminal: list[bool], child: list[int],
                 alphabet: str) -> None:
        self.root = root
        self.mask = mask
        self.first = first
        self.terminal = terminal
        self.child = child
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
        return node >= 0 and self.terminal[node]

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


def fast_graph(graph: Any, alphabet: str) -> FastGraph:
    """The flat arrays of a :class:`~wordplay.core.wordgraph.WordGraph`, built once and cached on it."""
    cached = getattr(graph, _CACHE_ATTRIBUTE, None)
    if isinstance(cached, FastGraph) and cached.alphabet == alphabet:
        return cached
    fast = _from_raw_arrays(graph, alphabet) or _from_edges(graph, alphabet)
    try:
        setattr(graph, _CACHE_ATTRIBUTE, fast)
    except AttributeError:  # a graph with __slots__: the caller keeps the result instead
        pass
    return fast


def _from_raw_arrays(graph: Any, alphabet: str) -> FastGraph | None:
    """Use the graph's own arrays when it already stores edges this way (no copy)."""
    names = ("node_mask", "node_first", "node_terminal", "edge_child")
    if not all(hasattr(graph, name) for name in names):
        return None
    return FastGraph(graph.root, graph.node_mask, graph.node_first, graph.node_terminal, graph.edge_child, alphabet)


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

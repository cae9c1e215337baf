"""Word Thief's C core as WebAssembly: the browser's compiled alphagram walks, and their check under wasmtime.

``thief_core.wasm`` (built by :mod:`wordplay.crossword.wasm_build` from the ``thief_core.c`` the CPython
extension is built from, with ``thief_wasm.c``'s exports) walks the alphagram graph in its own linear memory.
:class:`WasmThief` puts it behind the extension's functions (``pieces``, ``supersets``, ``ranked_pieces``,
``ranked_supersets``: the same arguments, the same answers, the same steps), so :mod:`wordplay.thief.native`
hands either to the walks. A lexicon's alphagram graph is copied into the module's memory once; each call
copies in only its request (a few hundred bytes), makes one call and copies out the answer. The runtimes
(Pyodide's JavaScript bridge in the browser, ``wasmtime`` in the tests) are the board's
(:mod:`wordplay.crossword.wasm`).

The bridge is a table (:data:`ENTRIES`): each entry point is its index in ``thief_wasm.c``'s table and the kinds
of its arguments after the graph, so a new entry point of the core is a row here and one there. The split search
(:data:`SPLITS`) and the exact card search (:data:`CARDS`, whose calls read no graph) have tables of their own.
"""

from __future__ import annotations

import struct
from array import array
from collections.abc import Callable
from typing import Any, NamedTuple, Protocol

from wordplay.crossword.wasm import Host, ModuleMemory, PyodideHost, browser_module, shipped_module
from wordplay.thief.packed_keys import unpack_keys

MODULE = "thief_core.wasm"
_DOUBLE, _LONG = struct.Struct("<d"), struct.Struct("<q")  # a float and an int64 argument, as arrays of one item
_PADS = [bytes(n) for n in range(8)]  # the zeros after an array, to its next 8-byte boundary
_ANSWER = struct.Struct("<6iq")  # wt_answer of thief_wasm.c: bytes, status, count, width, flags, unused, steps
_RANKED, _SPLIT, _OVER, _SCORED = 1, 2, 4, 8  # its flags
_NOT_PLAIN = -(2**63)  # a plain score the exact card search decides (thief_core.h's WT_NOT_PLAIN): None

INT, ARRAY, OPTIONAL = "int", "array", "optional"  # an argument: one int32 item; a buffer; a buffer or None
REAL, LONG, SEARCH = "real", "long", "search"  # a float or an int64 (each a buffer of one item); a split search
# _thief.c's ranked bounds (the budget an int64: an array of one item; the scoring int64 items, or None)
_BOUNDS = (ARRAY,) * 4 + (OPTIONAL, ARRAY) + (INT,) * 4 + (OPTIONAL, INT, INT, INT, LONG, INT, INT, OPTIONAL)


class Entry(NamedTuple):
    """An entry point of ``thief_wasm.c``: its number (index in its table) there, the kinds of its arguments after
    the graph, and whether an unranked answer lists (key, length) pairs (else keys alone; a ranked one lists
    4-tuples)."""

    number: int
    kinds: tuple[str, ...]
    lengths: bool = True


ENTRIES = {
    "pieces": Entry(0, (ARRAY, INT, INT, INT)),
    "supersets": Entry(1, (ARRAY, ARRAY, INT, INT, INT), lengths=False),
    "ranked_pieces": Entry(2, (ARRAY, INT, INT, INT, *_BOUNDS)),
    "ranked_supersets": Entry(3, (ARRAY, ARRAY, INT, INT, INT, *_BOUNDS)),
}


# the split search's entry points (thief_wasm.c's SPLITS, called through wc_run): _thief.c's split_search, within,
# cover_start, cover_next, pairs_start, pairs_run, holding and split_walk (and drop, which frees a search)
SPLITS = {
    "split_search": Entry(0, (ARRAY, ARRAY, ARRAY, ARRAY, ARRAY, INT, INT)),
    "within": Entry(1, (SEARCH, ARRAY, ARRAY, INT, INT, REAL)),
    "cover_start": Entry(2, (SEARCH, *(INT,) * 6, REAL, *(ARRAY,) * 6, *(INT,) * 8)),
    "cover_next": Entry(3, (SEARCH, REAL, LONG)),
    "drop": Entry(4, (SEARCH,)),
    "pairs_start": Entry(5, (SEARCH, REAL, REAL, INT)),
    "pairs_run": Entry(6, (SEARCH, REAL, LONG, INT, INT, ARRAY, ARRAY)),
    "holding": Entry(7, (SEARCH, ARRAY)),
    "split_walk": Entry(8, (ARRAY, INT, INT, INT, *_BOUNDS, OPTIONAL)),
}
_SPLIT_ANSWER = struct.Struct("<4iq")  # wc_answer of thief_wasm.c: bytes, status, count, ticks, value

# the exact card search's entry points (thief_wasm.c's CARDS, called through wk_run): _thief.c's card_ways and
# card_search (the ways of all the words in one array, with each word's count of them)
CARDS = {
    "card_ways": Entry(0, (ARRAY, ARRAY, INT)),
    "card_search": Entry(1, (ARRAY, ARRAY, ARRAY, REAL)),
}
_CARDS_ANSWER = struct.Struct("<4i3q")  # wk_answer of thief_wasm.c: bytes, status, count, nsplit, steps, points, ...
_WAY_BYTES, _CHOICE_BYTES = 24, 12  # cards_core.h's wk_way and wk_choice


class WasmSplits:
    """A split search in the module's memory (``_thief.c``'s split search capsule), freed with this object."""

    def __init__(self, core: WasmThief, graph: tuple[Any, ...], root: int, nletters: int, address: int) -> None:
        self.core, self.graph, self.root, self.nletters, self.address = core, graph, root, nletters, address

    def __del__(self) -> None:
        if self.address:
            self.core.split_call("drop", self)
            self.address = 0


class Exchanging(Host, Protocol):
    """A runtime that also makes a round trip in one go (the board's hosts do: :mod:`wordplay.crossword.wasm`)."""

    def exchange(self, name: str, pointer: int, request: bytes) -> bytes:
        """``request`` written at ``pointer``, ``name`` called with it, the block it answers (first int32: its
        size) read out; b"" when it answers 0."""
        ...


class WasmThief(ModuleMemory):
    """The C core in a WebAssembly instance, called as the extension ``wordplay.thief._thief`` is."""

    def __init__(self, host: Exchanging) -> None:
        super().__init__(host, "wt")
        self._host: Exchanging = host

    def __getattr__(self, name: str) -> Callable[..., Any]:
        entry = ENTRIES.get(name)
        if entry is None:
            if name in SPLITS and name != "drop":
                return lambda *args: self.split_call(name, *args)
            raise AttributeError(name)
        return lambda graph, root, nletters, *args: self.run(entry, graph, root, nletters, args)

    def run(self, entry: Entry, graph: tuple[Any, ...], root: int, nletters: int, args: tuple[Any, ...]) -> Any:
        """One call of ``entry``: the request written, ``wt_run`` called, the answer read as ``_thief.c`` gives it."""
        base, request = self._written(entry, args, graph, root, nletters)
        return _answer(self._host.exchange("wt_run", base, request), entry.lengths)

    def split_call(self, name: str, *args: Any) -> Any:
        """One call of the split search's entry point ``name`` (``wc_run``), answered as ``_thief.c`` answers it:
        ``split_search`` takes the graph first, the others a search first."""
        entry = SPLITS[name]
        if name in ("split_search", "split_walk"):
            graph, root, nletters, *rest = args
            if name == "split_walk" and len(rest) == len(entry.kinds) - 1:
                rest.append(None)  # its reach is optional, as in _thief.c
        elif not args or not isinstance(args[0], WasmSplits) or args[0].core is not self:
            raise TypeError(f"{name}: a split search of this module first")
        else:
            search = args[0]
            graph, root, nletters, rest = search.graph, search.root, search.nletters, [search.address, *args[1:]]
        base, request = self._written(entry, tuple(rest), graph, root, nletters)
        answer = self._host.exchange("wc_run", base, request)
        _, status, count, ticks, value = _SPLIT_ANSWER.unpack_from(answer) if answer else (0, -1, 0, 0, 0)
        if status == -1:
            raise MemoryError("the WebAssembly split search ran out of memory")
        if status < 0:
            raise ValueError("a malformed split search or query (see cover_core.h)")
        data = answer[_SPLIT_ANSWER.size :]
        if name == "split_search":
            return WasmSplits(self, graph, root, nletters, value)
        if name == "split_walk":
            return _walked(self, (graph, root, nletters), data, count, ticks, value)
        if name == "holding":  # the stolen letters each piece can hold, then those it cannot
            both = memoryview(data[: 8 * count]).cast("i")
            return list(both[:count]), list(both[count:])
        if name == "within":
            told = tuple(memoryview(data[: 8 * ticks]).cast("q"))
            return list(memoryview(data[8 * ticks : 8 * ticks + 4 * count]).cast("i")), told
        if name in ("cover_next", "pairs_run"):  # the set's plain score, then its pieces
            (plain,) = _LONG.unpack_from(data)
            chosen = tuple(memoryview(data[8 : 8 + 4 * count]).cast("i"))
            settled = status, value, chosen, None if plain == _NOT_PLAIN else plain
            if name != "pairs_run":
                return settled
            records = memoryview(data[16 : 16 + 32 * ticks]).cast("q")  # then the pairs it ranked, four items each
            return (*settled, tuple(tuple(records[at : at + 4]) for at in range(0, len(records), 4)))
        return None

    def _written(
        self, entry: Entry, args: tuple[Any, ...], graph: tuple[Any, ...], root: int, nletters: int
    ) -> tuple[int, bytes]:
        """The request of one call of ``entry`` in the module's request buffer: its address and its bytes."""
        if len(args) != len(entry.kinds):
            raise TypeError(f"{len(entry.kinds) + 3} arguments expected, {len(args) + 3} given")
        if not 1 <= nletters <= 64 or root < 0:
            raise ValueError("graph: its arrays disagree, or the root or alphabet does not fit")
        located = self._graph(graph)
        if root >= located[4]:
            raise ValueError("graph: its arrays disagree, or the root or alphabet does not fit")
        return self._requested(entry, (*located, root, nletters), args)

    def _requested(self, entry: Entry, lead: tuple[int, ...], args: tuple[Any, ...]) -> tuple[int, bytes]:
        """The request of ``entry`` with the items ``lead`` (the graph's, or none) before its arguments: its
        address in the module's request buffer and its bytes. An integer (or a search's address) is one item; an
        array, or a float or an int64 as an array of one item, is its address and item count, its bytes after the
        head, each 8-byte aligned (a search makes thousands of these in the browser: one pass, one join)."""
        if len(args) != len(entry.kinds):
            raise TypeError(f"{len(entry.kinds)} arguments expected after the graph, {len(args)} given")
        items = [entry.number, 0, *lead]
        arrays: list[tuple[int, bytes]] = []  # (the slot of its address in items, its bytes)
        for kind, value in zip(entry.kinds, args, strict=True):
            if kind in (INT, SEARCH):
                items.append(int(value))
                continue
            if value is None:
                if kind != OPTIONAL:
                    raise TypeError("an argument that must be given is None")
                items += (0, 0)
                continue
            if kind == REAL:
                data, count = _DOUBLE.pack(float(value)), 1
            elif kind == LONG:
                data, count = _LONG.pack(int(value)), 1
            elif type(value) is bytes:
                data, count = value, len(value)
            else:
                view = memoryview(value)
                data, count = view.cast("B").tobytes(), view.nbytes // view.itemsize
            arrays.append((len(items), data))
            items += (0, count)
        items[1] = len(items) - 2 - len(lead)
        head_size = 4 * len(items)
        base = self._buffer(head_size + sum(_aligned(len(data)) for _, data in arrays))
        at = base + head_size
        parts: list[bytes] = [b""]
        for slot, data in arrays:
            items[slot] = at
            pad = -len(data) & 7
            parts += (data, _PADS[pad])
            at += len(data) + pad
        parts[0] = struct.pack(f"<{len(items)}i", *items)
        return base, b"".join(parts)

    def card_ways(self, cards: Any, word: str, need_stolen: int) -> tuple[int, bytes, bytes, bytes, bytes, bytes]:
        """``_thief.c``'s ``card_ways``: the ways to lay ``word`` (:class:`wordplay.thief.compiled_cards.Listed`'s
        bytes) and the steps listing them took."""
        if not isinstance(word, str):
            raise TypeError("word: a str expected")
        letters = array("i", map(ord, word))
        data, _, count, nsplit, steps, _, nchoices = self._cards_call("card_ways", _int32(cards), letters, need_stolen)
        sizes = (count * _WAY_BYTES, (count + 1) * 4, nchoices * _CHOICE_BYTES, nsplit * 4, nsplit * _WAY_BYTES)
        parts, at = [], 0
        for size in sizes:
            parts.append(data[at : at + size])
            at += size
        ways, starts, choices, split_index, split = parts
        return steps, ways, starts, choices, split_index, split

    def card_search(self, cards: Any, lists: list[bytes], at_least: float) -> tuple[int | None, tuple[int, ...], int]:
        """``_thief.c``'s ``card_search``: the points of the best choice of a way for each word (None: none scores
        ``at_least``), the way of each word, the steps."""
        if not isinstance(lists, (list, tuple)) or not all(isinstance(ways, bytes) for ways in lists):
            raise TypeError("lists: a list of bytes of ways expected")
        if not lists or any(not ways or len(ways) % _WAY_BYTES for ways in lists):
            raise ValueError("lists: each word's ways, at least one, of 24 bytes each")
        if not isinstance(at_least, (int, float)):
            raise TypeError("at_least: a number expected")
        counts = array("i", [len(ways) // _WAY_BYTES for ways in lists])
        data, found, count, _, work, points, _ = self._cards_call(
            "card_search", _int32(cards), b"".join(lists), counts, at_least
        )
        if not found:
            return None, (), work
        return points, tuple(memoryview(data[: 4 * count]).cast("i")), work

    def _cards_call(self, name: str, *args: Any) -> tuple[Any, ...]:
        """One call of the card search's entry point ``name`` (``wk_run``): the data after its answer's head, and
        the head's status, counts, steps, points and choices."""
        entry = CARDS[name]
        base, request = self._requested(entry, (), args)
        answer = self._host.exchange("wk_run", base, request)
        _, status, *head = _CARDS_ANSWER.unpack_from(answer) if answer else (0, -1, 0, 0, 0, 0, 0)
        if status == -1:
            raise MemoryError("the WebAssembly card search ran out of memory")
        if status < 0:
            raise ValueError("malformed cards or ways (see cards_core.h)")
        return (answer[_CARDS_ANSWER.size :], status, *head)

    def _graph(self, graph: tuple[Any, ...]) -> tuple[int, ...]:
        """The graph's four arrays in the module's memory (copied on first use), its node and edge counts."""
        located = self._kept(graph)
        if located is not None:
            return located
        if len(graph) != 4:
            raise TypeError("graph: a tuple of 4 buffers (first_edge, edge_letters, edge_targets, terminals)")
        views = [memoryview(array) for array in graph]
        if [v.itemsize for v in views] != [4, 1, 4, 1]:
            raise ValueError("graph: buffers of 4, 1, 4 and 1-byte items expected")
        nodes, edges = views[3].nbytes, views[1].nbytes
        if views[0].nbytes // 4 != nodes + 1 or views[2].nbytes // 4 != edges or views[0][nodes] != edges:
            raise ValueError("graph: its arrays disagree, or the root or alphabet does not fit")
        return self._keep(graph, [view.cast("B").tobytes() for view in views], nodes, edges)

    def _buffer(self, size: int) -> int:
        pointer, capacity = self._request
        if size > capacity:
            if pointer:
                self._host.call("wt_free", pointer)
            pointer, capacity = self._alloc(2 * size), 2 * size
            self._request = (pointer, capacity)
        return pointer


def _answer(answer: bytes, with_lengths: bool) -> Any:
    """``wt_run``'s answer (the block it points to) as ``_thief.c`` answers: ``(found, steps)``, and with split
    flags the found that may be words of a split third, with scores how many were found third; found are keys,
    (key, length), (key, length, holds, bound), or scored (key, length, holds, bound, plain score or None)."""
    _, status, count, width, flags, total, steps = _ANSWER.unpack_from(answer) if answer else (0, -1, 0, 0, 0, 0, 0)
    if status == -1:
        raise MemoryError("the WebAssembly walk ran out of memory")
    if status != 0:
        raise ValueError("a malformed graph or query (see thief_core.h)")
    if flags & _OVER:  # a walk over its search's budget: (None, steps, the pieces it found)
        return None, steps, count
    data = answer[_ANSWER.size :]
    ranked = flags & _RANKED
    at = 8 * count if ranked else 0
    bounds = memoryview(data[:at]).cast("q") if ranked else None
    plain = None
    if flags & _SCORED:
        plain = [None if score == _NOT_PLAIN else score for score in memoryview(data[at : at + 8 * count]).cast("q")]
        at += 8 * count
    lengths = memoryview(data[at : at + 4 * count]).cast("i")
    at += 4 * count
    keys = unpack_keys(data, at, count, width)
    at += count * width
    if not ranked:
        found: list[Any] = list(zip(keys, lengths, strict=True)) if with_lengths else keys
        return found, steps
    holds = unpack_keys(data, at, count, width)
    assert bounds is not None
    if plain is not None:  # scored: the pieces worth listing, each with its plain score, of total found
        return list(zip(keys, lengths, holds, bounds, plain, strict=True)), steps, total
    items = list(zip(keys, lengths, holds, bounds, strict=True))
    if not flags & _SPLIT:
        return items, steps
    split = data[at + count * width :]
    return items, steps, [item for item, flag in zip(items, split, strict=True) if flag]


def _walked(core: WasmThief, graph: tuple[Any, int, int], data: bytes, count: int, over: int, address: int) -> Any:
    """``split_walk``'s answer as ``_thief.c`` gives it: (the search, steps, pieces found, keys, lengths, holds,
    bounds), or (None, steps, pieces found) when the walk passed its search's budget."""
    steps, found = struct.unpack_from("<2q", data)
    if over:
        return None, steps, found
    search = WasmSplits(core, *graph, address)
    width = _key_bytes(graph[2])
    at, keys_at = 16, 16 + 12 * count
    bounds, lengths = data[at : at + 8 * count], data[at + 8 * count : keys_at]
    keys, holds = data[keys_at : keys_at + width * count], data[keys_at + width * count : keys_at + 2 * width * count]
    return search, steps, found, keys, lengths, holds, bounds


def _key_bytes(nletters: int) -> int:
    """The bytes of a packed key of ``nletters`` letters (thief_core.h's WT_KEY_BYTES)."""
    return (9 * nletters + 7) // 8


def _int32(items: Any) -> memoryview:
    """A buffer of int32 items (as ``_thief.c`` reads the cards: its bytes, whole items of 4)."""
    view = memoryview(items).cast("B")
    if view.nbytes % 4:
        raise ValueError("cards: a buffer of 4-byte items expected")
    return view.cast("i")


def _aligned(size: int) -> int:
    return (size + 7) & ~7


def module_bytes() -> bytes | None:
    """Word Thief's module shipped in the package, or None."""
    return shipped_module("wordplay.thief", MODULE)


def browser_core(host: Callable[[bytes], Exchanging] | None = None) -> WasmThief | None:
    """Word Thief's core for this interpreter when it runs in a browser (Pyodide) and the package ships the module."""
    data = browser_module("wordplay.thief", MODULE, host)
    return None if data is None else WasmThief((host or PyodideHost)(data))

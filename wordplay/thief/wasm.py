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
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from typing import Any, NamedTuple, Protocol, overload

from wordplay.crossword.wasm import Host, ModuleMemory, PyodideHost, browser_module, shipped_module
from wordplay.thief.packed_keys import unpack_keys

MODULE = "thief_core.wasm"
_DOUBLE, _LONG = struct.Struct("<d"), struct.Struct("<q")  # a float and an int64 argument, as arrays of one item
_PADS = [bytes(n) for n in range(8)]  # the zeros after an array, to its next 8-byte boundary
_ANSWER = struct.Struct("<6iq")  # wt_answer of thief_wasm.c: bytes, status, count, width, flags, unused, steps
_RANKED, _SPLIT, _OVER, _SCORED = 1, 2, 4, 8  # its flags
_NOT_PLAIN = -(2**63)  # a plain score the exact card search decides (thief_core.h's WT_NOT_PLAIN): None
_WORDS_REQUEST, _WORDS_ANSWER = struct.Struct("<5i"), struct.Struct("<3i")  # wn_run's (thief_wasm.c)
_FIRST_ROWS = 32  # the rows of a scored answer made tuples at first (ScoredRows), then twice as many each time

INT, ARRAY, OPTIONAL = "int", "array", "optional"  # an argument: one int32 item; a buffer; a buffer or None
REAL, LONG, SEARCH = "real", "long", "search"  # a float or an int64 (each a buffer of one item); a split search
# _thief.c's ranked bounds (the budget an int64: an array of one item; the scoring int64 items, or None)
_BOUNDS = (ARRAY,) * 4 + (OPTIONAL, ARRAY) + (INT,) * 5 + (OPTIONAL, INT, INT, INT, LONG, INT, INT, OPTIONAL)


class Held(NamedTuple):
    """An array already in the module's memory (its address and item count), given to an entry point as it is, not
    copied in with the request: the words of a search's pieces (:meth:`WasmThief.word_counts`)."""

    address: int
    length: int


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
# cover_start, cover_next, pairs_start, pairs_run, holding, split_walk and cover_cards (and drop, which frees a search)
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
    "cover_cards": Entry(9, (SEARCH, INT, INT, ARRAY)),
}
# the split search's calls whose answer is their status alone (setting a search up, or freeing it): each is sent with
# the next call that answers more, in one crossing of the bridge (thief_wasm.c's wb_run), its failure raised there
_QUEUED = frozenset({"cover_start", "pairs_start", "drop"})
_Parts = tuple[list[int], list[tuple[int, bytes]]]  # a request's items and its arrays (WasmThief._parts)
_SPLIT_ANSWER = struct.Struct("<4iq")  # wc_answer of thief_wasm.c: bytes, status, count, ticks, value

# the exact card search's entry points (thief_wasm.c's CARDS, called through wk_run): _thief.c's card_ways and
# card_search (the ways of all the words in one array, with each word's count of them), card_supply, supply_ways and
# supply_generation (and supply_drop, which frees a supply); a supply is named by a handle the host gives it, and made
# and freed ahead of the host's next call (wq_run), card_supply and supply_drop being the same done alone
CARDS = {
    "card_ways": Entry(0, (ARRAY, ARRAY, INT)),
    "card_search": Entry(1, (ARRAY, ARRAY, ARRAY, REAL)),
    "card_supply": Entry(2, (ARRAY, INT, INT, INT)),
    "supply_ways": Entry(3, (INT, ARRAY)),
    "supply_generation": Entry(4, (INT,)),
    "supply_drop": Entry(5, (INT,)),
}
_CARDS_ANSWER = struct.Struct("<4i3q")  # wk_answer of thief_wasm.c: bytes, status, count, nsplit, steps, points, ...
_WAY_BYTES, _CHOICE_BYTES = 24, 12  # cards_core.h's wk_way and wk_choice
# what goes ahead of a call (thief_wasm.c's wq_run: DROP_BLOCK, DROP_SUPPLY, MAKE_SUPPLY), and the run exports it
# goes ahead of (RUN_*)
_DROP_BLOCK, _DROP_SUPPLY, _MAKE_SUPPLY = 0, 1, 2
_RUNS = {"wt_run": 0, "wc_run": 1, "wb_run": 2, "wk_run": 3, "wn_run": 4}


class WasmSplits:
    """A split search in the module's memory (``_thief.c``'s split search capsule), freed with this object."""

    def __init__(self, core: WasmThief, graph: tuple[Any, ...], root: int, nletters: int, address: int) -> None:
        self.core, self.graph, self.root, self.nletters, self.address = core, graph, root, nletters, address
        self.words = 0  # the words of its first pieces in the module's memory (WasmThief.word_counts), once made
        self.counted = 0  # how many pieces those are

    def __del__(self) -> None:
        if self.address:
            self.core.split_call("drop", self)
            self.address = 0
        if self.words:
            self.core.free(self.words)
            self.words = 0


class WasmSupply:
    """A supply in the module's memory (``_thief.c``'s supply capsule: ``wk_supply`` of ``cards_core.h``), known there
    by its handle (made with the module's next call, and freed with this object)."""

    def __init__(self, core: WasmThief, handle: int) -> None:
        self.core, self.handle = core, handle

    def __del__(self) -> None:
        if self.handle:
            self.core._drop(_DROP_SUPPLY, self.handle)
            self.handle = 0


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
        # the split search's calls answered by their status alone, sent with its next call (split_call)
        self._queued: list[_Parts] = []
        # by the words of an index (kept with them): its word table's keys, counts, and size (word_counts)
        self._word_tables: dict[int, tuple[dict[int, tuple[str, ...]], tuple[int, int, int]]] = {}
        # the blocks and supplies let go of and the supplies made (each a kind and its items), done with the next call
        # (_exchange); those the request being laid out carries ahead of it (_buffer)
        self._ahead: list[int] = []
        self._sending: list[int] = []
        self._handles: list[int] = []  # the supplies' handles free again (each freed ahead of its reuse)
        self._handle = 0  # the last handle given

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
        return _answer(self._exchange("wt_run", base, request), entry.lengths)

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
        if len(rest) != len(entry.kinds):
            raise TypeError(f"{len(entry.kinds) + 3} arguments expected, {len(rest) + 3} given")
        parts = self._parts(entry, self._lead(graph, root, nletters), tuple(rest))
        if name in _QUEUED:  # answered by its status alone: sent with the next call of the search (wb_run)
            self._queued.append(parts)
            return None
        queued, self._queued = self._queued, []
        if queued:  # one crossing of the bridge for them all; the first that fails answers
            base, request = self._laid_out([*queued, parts], batch=True)
            answer = self._exchange("wb_run", base, request)
        else:
            base, request = self._laid_out([parts])
            answer = self._exchange("wc_run", base, request)
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

    def word_counts(
        self, search: WasmSplits, words: dict[int, tuple[str, ...]], keys: bytes, reach: int
    ) -> Held | array[int]:
        """The words of each of the first ``reach`` of ``search``'s pieces (``keys``: their packed letters, as
        ``split_walk`` listed them), as the pair search reads them (``pairs_run``'s words): counted in the module
        (``wn_run``) from the lexicon's table of alphagrams of two words or more (``words``: the index's), copied in
        once per lexicon (:meth:`_word_table`), and kept there with the search (the bar only rises: a later run reads
        as many or fewer)."""
        if reach <= 0:
            return array("i")
        if reach > search.counted:
            width = _key_bytes(search.nletters)
            table, counts, ntable = self._word_table(words, width)
            if search.words:
                self.free(search.words)
                search.words = 0
            request = _WORDS_REQUEST.pack(table, counts, ntable, reach, width) + keys[: reach * width]
            answer = self._exchange("wn_run", self._buffer(len(request)), request)  # one crossing of the bridge
            _, status, out = _WORDS_ANSWER.unpack_from(answer) if answer else (0, -1, 0)
            if status != 0:
                raise MemoryError("the WebAssembly module could not count the pieces' words")
            search.words, search.counted = out, reach
        return Held(search.words, reach)

    def _word_table(self, words: dict[int, tuple[str, ...]], width: int) -> tuple[int, int, int]:
        """The alphagrams of two words or more of a lexicon's index (``words``), in the module's memory: their keys
        (``width`` bytes each, in byte order), their counts and how many (copied in once per index)."""
        kept = self._word_tables.get(id(words))
        if kept is not None and kept[0] is words:
            return kept[1]
        many = [(key.to_bytes(width, "little"), len(spelt)) for key, spelt in words.items() if len(spelt) > 1]
        located = (
            self._copy(b"".join(key for key, _ in many)),
            self._copy(array("i", [n for _, n in many]).tobytes()),
            len(many),
        )
        self._word_tables[id(words)] = (words, located)
        return located

    def free(self, pointer: int) -> None:
        """Frees a block of the module's memory, with the next call (:meth:`_drop`)."""
        self._drop(_DROP_BLOCK, pointer)

    def _drop(self, kind: int, value: int) -> None:
        """A block (``_DROP_BLOCK``: its address) or a supply (``_DROP_SUPPLY``: its handle, given again afterwards)
        let go of: freed in the module with the next call (``wq_run``), not in a crossing of the bridge of its own (a
        search lets go of a dozen supplies; each crossing costs tens of microseconds in the browser)."""
        self._ahead += (kind, value)
        if kind == _DROP_SUPPLY:
            self._handles.append(value)

    def _exchange(self, name: str, base: int, request: bytes) -> bytes:
        """The run export ``name`` called with ``request`` at ``base`` (laid out by :meth:`_buffer`), the drops it
        carries made first: behind ``wq_run``'s items (how many drops, ``name``'s selector, the drops) just before
        ``base``."""
        sending, self._sending = self._sending, []
        if not sending:
            return self._host.exchange(name, base, request)
        head = _head(2 + len(sending)).pack(len(sending), _RUNS[name], *sending) + _PADS[4 * (len(sending) & 1)]
        return self._host.exchange("wq_run", base - len(head), head + request)

    def _written(
        self, entry: Entry, args: tuple[Any, ...], graph: tuple[Any, ...], root: int, nletters: int
    ) -> tuple[int, bytes]:
        """The request of one call of ``entry`` in the module's request buffer: its address and its bytes."""
        if len(args) != len(entry.kinds):
            raise TypeError(f"{len(entry.kinds) + 3} arguments expected, {len(args) + 3} given")
        return self._laid_out([self._parts(entry, self._lead(graph, root, nletters), args)])

    def _lead(self, graph: tuple[Any, ...], root: int, nletters: int) -> tuple[int, ...]:
        """The graph's items of a request (copied into the module's memory on first use)."""
        if not 1 <= nletters <= 64 or root < 0:
            raise ValueError("graph: its arrays disagree, or the root or alphabet does not fit")
        located = self._graph(graph)
        if root >= located[4]:
            raise ValueError("graph: its arrays disagree, or the root or alphabet does not fit")
        return (*located, root, nletters)

    def _requested(self, entry: Entry, lead: tuple[int, ...], args: tuple[Any, ...]) -> tuple[int, bytes]:
        """The request of ``entry`` with the items ``lead`` (the graph's, or none) before its arguments: its
        address in the module's request buffer and its bytes (:meth:`_parts`, :meth:`_laid_out`)."""
        return self._laid_out([self._parts(entry, lead, args)])

    def _parts(self, entry: Entry, lead: tuple[int, ...], args: tuple[Any, ...]) -> _Parts:
        """The request of ``entry`` with the items ``lead`` before its arguments, not yet laid out: its items, and
        its arrays' bytes each with the slot of its address in the items. An integer (or a search's address) is one
        item; an array, or a float or an int64 as an array of one item, is its address and item count (a search makes
        thousands of these in the browser: one pass)."""
        if len(args) != len(entry.kinds):
            raise TypeError(f"{len(entry.kinds)} arguments expected after the graph, {len(args)} given")
        items = [entry.number, 0, *lead]
        arrays: list[tuple[int, bytes]] = []  # (the slot of its address in items, its bytes)
        for kind, value in zip(entry.kinds, args, strict=True):
            if kind is INT or kind is SEARCH:
                items.append(int(value))
                continue
            if type(value) is array:  # the most common array (an int32 or int64 one)
                arrays.append((len(items), value.tobytes()))
                items += (0, len(value))
                continue
            if value is None:
                if kind != OPTIONAL:
                    raise TypeError("an argument that must be given is None")
                items += (0, 0)
                continue
            if type(value) is Held:
                items += value
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
        return items, arrays

    def _laid_out(self, requests: list[_Parts], batch: bool = False) -> tuple[int, bytes]:
        """``requests`` in the module's request buffer: its address and its bytes, the items first (with ``batch``,
        ``wb_run``'s: how many requests, then each one's item count and items), then every array, each 8-byte
        aligned (one join)."""
        head: list[int] = [len(requests)] if batch else []
        for items, _ in requests:
            head += (len(items), *items) if batch else items
        head_size = _aligned(4 * len(head))
        base = self._buffer(head_size + sum(_aligned(len(data)) for _, arrays in requests for _, data in arrays))
        at, body, slot_base = base + head_size, [b""], 1 if batch else 0
        for items, arrays in requests:
            slot_base += 1 if batch else 0
            for slot, data in arrays:
                head[slot_base + slot] = at
                pad = -len(data) & 7
                body += (data, _PADS[pad])
                at += len(data) + pad
            slot_base += len(items)
        body[0] = _head(len(head)).pack(*head) + _PADS[head_size - 4 * len(head)]
        return base, b"".join(body)

    def card_ways(self, cards: Any, word: str, need_stolen: int) -> tuple[int, bytes, bytes, bytes, bytes, bytes]:
        """``_thief.c``'s ``card_ways``: the ways to lay ``word`` (:class:`wordplay.thief.compiled_cards.Listed`'s
        bytes) and the steps listing them took."""
        if not isinstance(word, str):
            raise TypeError("word: a str expected")
        letters = array("i", map(ord, word))
        data, _, count, nsplit, steps, _, nchoices = self._cards_call("card_ways", _int32(cards), letters, need_stolen)
        return (steps, *_ways(data, count, nsplit, nchoices))

    def card_supply(self, cards: Any, need_stolen: int, kept: int) -> WasmSupply:
        """``_thief.c``'s ``card_supply``: a supply of the cards in the module's memory, made with the next call
        (``wq_run``: a search makes a dozen, each a crossing of the bridge alone). Cards the core cannot read make no
        supply: the call that names it fails (``ValueError``)."""
        items = _int32(cards)
        if len(items) < 4 or need_stolen not in (0, 1) or kept < 1:
            raise ValueError("malformed cards or ways (see cards_core.h)")
        if self._handles:
            handle = self._handles.pop()
        else:
            handle = self._handle = self._handle + 1
        self._ahead += (_MAKE_SUPPLY, handle, need_stolen, kept, len(items), *items)
        return WasmSupply(self, handle)

    def supply_ways(self, supply: WasmSupply, word: str) -> tuple[int, int, bytes, bytes, bytes, bytes, bytes]:
        """``_thief.c``'s ``supply_ways``: :meth:`card_ways` of ``word`` in the supply (steps 0 when it was listed
        already), and the supply's generation after it."""
        if not isinstance(word, str):
            raise TypeError("word: a str expected")
        data, _, count, nsplit, steps, generation, nchoices = self._cards_call(
            "supply_ways", self._supply(supply), array("i", map(ord, word))
        )
        return (steps, generation, *_ways(data, count, nsplit, nchoices))

    def supply_generation(self, supply: WasmSupply) -> int:
        """``_thief.c``'s ``supply_generation``."""
        generation: int = self._cards_call("supply_generation", self._supply(supply))[5]
        return generation

    def cover_cards(self, search: WasmSplits, suitless: WasmSupply, suited: WasmSupply, alphabet: Any) -> None:
        """``_thief.c``'s ``cover_cards``: the split search scores the sets that need the card search itself."""
        self.split_call("cover_cards", search, self._supply(suitless), self._supply(suited), alphabet)

    def _supply(self, supply: Any) -> int:
        if not isinstance(supply, WasmSupply) or supply.core is not self:
            raise TypeError("a supply of this module expected")
        return supply.handle

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
        answer = self._exchange("wk_run", base, request)
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
        """Where a request of ``size`` bytes is laid out in the module's request buffer (grown when it is too small),
        after the room for the drops sent ahead of it (:meth:`_exchange`: those let go of until now; any let go of
        meanwhile wait for the next request)."""
        pointer, capacity = self._request
        most = size + 4 * (5 + len(self._sending) + len(self._ahead))  # the room ahead with one more drop
        if most > capacity:  # a larger buffer; the old one freed with this very request
            if pointer:
                self._drop(_DROP_BLOCK, pointer)
            pointer, capacity = self._alloc(2 * most), 2 * most
            self._request = (pointer, capacity)
        self._sending, self._ahead = self._sending + self._ahead, []
        return pointer + (4 * ((3 + len(self._sending)) & ~1) if self._sending else 0)


def _ways(data: bytes, count: int, nsplit: int, nchoices: int) -> tuple[bytes, bytes, bytes, bytes, bytes]:
    """A word's ways as ``card_ways`` answers them: ways, starts, choices, split indices, split ways (bytes)."""
    sizes = (count * _WAY_BYTES, (count + 1) * 4, nchoices * _CHOICE_BYTES, nsplit * 4, nsplit * _WAY_BYTES)
    parts, at = [], 0
    for size in sizes:
        parts.append(data[at : at + size])
        at += size
    ways, starts, choices, split_index, split = parts
    return ways, starts, choices, split_index, split


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
    if flags & _SCORED:  # the pieces worth listing, each with its plain score, of total found
        if not flags & _RANKED:
            raise ValueError("a scored walk's answer is ranked (see thief_wasm.c)")
        return ScoredRows(data, count, width), steps, total
    lengths = memoryview(data[at : at + 4 * count]).cast("i")
    at += 4 * count
    keys = unpack_keys(data, at, count, width)
    at += count * width
    if not ranked:
        found: list[Any] = list(zip(keys, lengths, strict=True)) if with_lengths else keys
        return found, steps
    holds = unpack_keys(data, at, count, width)
    assert bounds is not None
    items = list(zip(keys, lengths, holds, bounds, strict=True))
    if not flags & _SPLIT:
        return items, steps
    split = data[at + count * width :]
    return items, steps, [item for item, flag in zip(items, split, strict=True) if flag]


class ScoredRows(Sequence[tuple[int, int, int, int, "int | None"]]):
    """A scored walk's answer (``wt_run``'s columns: bounds, plain scores, lengths, keys, holds) read as the
    extension's list of (key, length, holds, bound, plain score or None), best bound first, each row made a tuple
    only when it is read: the caller reads them in order until the bar stops it, often a few of thousands (REED????'s
    plays list some 16,000, of which a search reads a few dozen), so they are made a block at a time,
    the blocks growing."""

    def __init__(self, data: bytes, count: int, width: int) -> None:
        self._data, self._count, self._width = data, count, width
        self._made: list[tuple[int, int, int, int, int | None]] = []

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, i: int) -> tuple[int, int, int, int, int | None]: ...

    @overload
    def __getitem__(self, i: slice) -> list[tuple[int, int, int, int, int | None]]: ...

    def __getitem__(self, i: int | slice) -> Any:
        self._make(self._count)
        return self._made[i]

    def __iter__(self) -> Iterator[tuple[int, int, int, int, int | None]]:
        at, size = 0, _FIRST_ROWS
        while at < self._count:
            self._make(at + size)
            yield from self._made[at : at + size]
            at, size = at + size, 2 * size

    def __eq__(self, other: object) -> bool:
        """Equal to the list of the same rows (the extension's answer), or to another answer of them."""
        if not isinstance(other, (list, ScoredRows)):
            return NotImplemented
        return list(self) == list(other)

    __hash__ = None  # type: ignore[assignment]

    def _make(self, end: int) -> None:
        """The rows up to ``end`` made tuples (those not made yet)."""
        start, end = len(self._made), min(end, self._count)
        if start >= end:
            return
        data, count, width, n = self._data, self._count, self._width, end - start
        bounds = memoryview(data[8 * start : 8 * end]).cast("q")
        plain = [
            None if s == _NOT_PLAIN else s for s in memoryview(data[8 * (count + start) : 8 * (count + end)]).cast("q")
        ]
        lengths = memoryview(data[16 * count + 4 * start : 16 * count + 4 * end]).cast("i")
        keys_at = 20 * count
        keys = unpack_keys(data, keys_at + width * start, n, width)
        holds = unpack_keys(data, keys_at + width * (count + start), n, width)
        self._made += zip(keys, lengths, holds, bounds, plain, strict=True)


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


@cache
def _head(count: int) -> struct.Struct:
    """The head of a request of ``count`` int32 items."""
    return struct.Struct(f"<{count}i")


def _aligned(size: int) -> int:
    return (size + 7) & ~7


def module_bytes() -> bytes | None:
    """Word Thief's module shipped in the package, or None."""
    return shipped_module("wordplay.thief", MODULE)


def browser_core(host: Callable[[bytes], Exchanging] | None = None) -> WasmThief | None:
    """Word Thief's core for this interpreter when it runs in a browser (Pyodide) and the package ships the module."""
    data = browser_module("wordplay.thief", MODULE, host)
    return None if data is None else WasmThief((host or PyodideHost)(data))

"""The move generator's C core as WebAssembly: the browser's compiled search, and its check under wasmtime.

``walk_core.wasm`` (built by :mod:`wordplay.crossword.wasm_build` from the C core the CPython extension is
built from) exports the search over its own linear memory. :class:`WasmCore` puts it behind the extension's
one function, ``search(graph, root, query) -> (plays, work, packed)``, so the finder calls either the same way
and reads the same packed bytes. The word graph is copied into the module's memory once (per graph); each
search copies in only its query (a few thousand bytes), makes one call of no argument and copies out the answer
(one read, unless it packs more than a few dozen plays).

Two hosts run the module:

* in the browser, Pyodide's JavaScript bridge (:class:`PyodideHost`): ``WebAssembly.Module`` and ``Instance``
  made synchronously, which a kernel's worker may do, and the memory read and written through typed arrays;
* natively, the ``wasmtime`` runtime from PyPI (:class:`WasmtimeHost`), with which the tests check that the
  module answers exactly as the extension does (the same bytes, the same work).
"""

from __future__ import annotations

import struct
import sys
from collections.abc import Callable
from importlib import resources
from typing import Any, Protocol

from wordplay.crossword.packed import CROSS_CACHE_BYTES

MODULE = "walk_core.wasm"
_REQUEST = struct.Struct("<7I3i")  # the head of wp_go's request (walk_wasm.c)
_ANSWER = struct.Struct("<iiqq")  # wp_answer of walk_wasm.c: status, length, plays, work (wasm32 is little-endian)
_FIRST_READ = 1024  # bytes of an answer read at once (walk_wasm.c's WP_ANSWER_READ: every answer block has them)
_GRAPHS_KEPT = 4  # graphs kept in a module's memory (a lexicon's finders share one; Word Thief: one a lexicon)


class Host(Protocol):
    """What :class:`WasmCore` needs of a WebAssembly runtime holding one instance of the module."""

    def call(self, name: str, *args: int) -> float:
        """Calls an export of the module."""
        ...

    def write(self, pointer: int, data: bytes) -> None:
        """Copies ``data`` into the module's memory at ``pointer``."""
        ...

    def read(self, pointer: int, size: int) -> bytes:
        """Copies ``size`` bytes out of the module's memory from ``pointer``."""
        ...


class WasmtimeHost:
    """The module under ``wasmtime`` (PyPI), natively: for the tests and the benchmark."""

    def __init__(self, module: bytes) -> None:
        import wasmtime

        engine = wasmtime.Engine()
        self._store = wasmtime.Store(engine)
        instance = wasmtime.Instance(self._store, wasmtime.Module(engine, module), [])
        exports = instance.exports(self._store)
        self._memory: Any = exports["memory"]
        self._exports: Any = exports
        self.call("_initialize")

    def call(self, name: str, *args: int) -> float:
        result: float = self._exports[name](self._store, *args)
        return result

    def write(self, pointer: int, data: bytes) -> None:
        self._memory.write(self._store, data, pointer)

    def read(self, pointer: int, size: int) -> bytes:
        return bytes(self._memory.read(self._store, pointer, pointer + size))

    def exchange(self, name: str, pointer: int, request: bytes) -> bytes:
        """``request`` written at ``pointer``, the export ``name`` called with it, and the answer it points to
        read out: a block whose first int32 is its size (b"" when it answers 0). Word Thief's walks use it."""
        self.write(pointer, request)
        answer = int(self.call(name, pointer))
        return self.read(answer, int.from_bytes(self.read(answer, 4), "little")) if answer else b""


# PyodideHost.exchange's JavaScript: the request written, the export called, the answer's block copied out
EXCHANGE = """
new Uint8Array(exports.memory.buffer, at, request.length).set(request);
const answer = exports[name](at);
if (!answer) return null;
const size = new DataView(exports.memory.buffer).getInt32(answer, true);
return new Uint8Array(exports.memory.buffer, answer, size).slice();
"""


class PyodideHost:  # pragma: no cover - runs in the browser (tests/browser/test_lite_core.py)
    """The module under Pyodide, through its JavaScript bridge, synchronously (the kernel runs in a worker)."""

    def __init__(self, module: bytes) -> None:
        import js  # type: ignore[import-not-found]  # Pyodide's bridge to JavaScript
        from pyodide.ffi import to_js  # type: ignore[import-not-found]

        compiled = js.WebAssembly.Module.new(to_js(module))
        self._js, self._to_js = js, to_js
        self._exchange: Any = None  # made on first use (EXCHANGE)
        self._exports = js.WebAssembly.Instance.new(compiled, js.Object.new()).exports
        self.call("_initialize")

    def call(self, name: str, *args: int) -> float:
        result: float = getattr(self._exports, name)(*args)
        return result

    def write(self, pointer: int, data: bytes) -> None:
        # a new view each time: the memory's buffer is replaced whenever the module grows it
        self._js.Uint8Array.new(self._exports.memory.buffer, pointer, len(data)).assign(data)

    def read(self, pointer: int, size: int) -> bytes:
        data: bytes = self._js.Uint8Array.new(self._exports.memory.buffer, pointer, size).to_bytes()
        return data

    def exchange(self, name: str, pointer: int, request: bytes) -> bytes:
        """As :meth:`WasmtimeHost.exchange`, in one call into JavaScript (:data:`EXCHANGE`), not a dozen: each
        crossing of the bridge costs more than a small walk."""
        if self._exchange is None:
            self._exchange = self._js.Function.new("exports", "name", "at", "request", EXCHANGE)
        answer = self._exchange(self._exports, name, pointer, self._to_js(request))
        return b"" if answer is None else bytes(answer.to_bytes())


class ModuleMemory:
    """What both bridges (this board core's and :class:`wordplay.thief.wasm.WasmThief`) do in their module's memory:
    a lexicon's graph copied in once (the last few kept, by the graph object) and blocks allocated. ``prefix`` names
    the module's exports (``wp_alloc``/``wp_free``, ``wt_alloc``/``wt_free``)."""

    def __init__(self, host: Host, prefix: str) -> None:
        self._host, self._prefix = host, prefix
        self._graphs: dict[int, tuple[tuple[Any, ...], tuple[int, ...]]] = {}
        self._request = (0, 0)  # (pointer, capacity in bytes) of the request's buffer in the module

    def _kept(self, graph: tuple[Any, ...]) -> tuple[int, ...] | None:
        """Where ``graph`` already is in the module's memory, or None."""
        entry = self._graphs.get(id(graph))
        return entry[1] if entry is not None and entry[0] is graph else None

    def _keep(self, graph: tuple[Any, ...], arrays: list[bytes], *counts: int) -> tuple[int, ...]:
        """Copy ``graph``'s ``arrays`` in (dropping the graphs kept when there are enough): their pointers and
        ``counts``."""
        if len(self._graphs) >= _GRAPHS_KEPT:
            for _, (_, old) in self._graphs.items():
                for pointer in old[: len(arrays)]:
                    self._host.call(f"{self._prefix}_free", pointer)
            self._graphs.clear()
        located = (*(self._copy(data) for data in arrays), *counts)
        self._graphs[id(graph)] = (graph, located)
        return located

    def _copy(self, data: bytes) -> int:
        pointer = self._alloc(len(data))
        self._host.write(pointer, data)
        return pointer

    def _alloc(self, size: int) -> int:
        pointer = int(self._host.call(f"{self._prefix}_alloc", max(size, 1)))
        if not pointer:
            raise MemoryError("the WebAssembly module's memory is full")
        return pointer


class WasmCore(ModuleMemory):
    """The C core in a WebAssembly instance, called as the extension is: ``search(graph, root, query)``."""

    def __init__(self, host: Host) -> None:
        super().__init__(host, "wp")
        self._tables: dict[int, tuple[int, int]] = {}  # per graph kept: (its root, its alphagram table's address)

    def search(self, graph: tuple[Any, ...], root: int, query: Any) -> tuple[int, int, bytes | None]:
        """(plays found, work spent, the packed plays or None), exactly as ``_walk.search`` answers."""
        mask, first, child, terminal, below, cache, nodes = self._graph(graph)
        table = self._table(graph, root)
        data = memoryview(query).cast("B").tobytes()
        # walk_wasm.c's request (where the graph is, the query's length, the query) written into its buffer, one
        # call of no argument (each argument costs as much again), then the answer read out: its header (wp_answer)
        # and its packed plays, at once when they fit in the block's first _FIRST_READ bytes
        request = _REQUEST.pack(mask, first, child, terminal, below, table, cache, nodes, root, len(data) // 4) + data
        self._host.write(self._buffer(len(request)), request)
        answer = int(self._host.call("wp_go"))
        head = self._host.read(answer, _FIRST_READ) if answer else b""
        status, length, plays, work = _ANSWER.unpack_from(head) if answer else (-1, 0, 0, 0)
        if status == -1:
            raise MemoryError("the WebAssembly search ran out of memory")
        if status != 0:
            raise ValueError("search(): a malformed query (see walk_core.h)")
        end = _ANSWER.size + 4 * length
        if end > _FIRST_READ:
            head += self._host.read(answer + _FIRST_READ, end - _FIRST_READ)
        return plays, work, head[_ANSWER.size : end] if length else None

    def _graph(self, graph: tuple[Any, ...]) -> tuple[int, ...]:
        """The graph's four arrays (mask, first, child, terminal) in the module's memory (copied on first use), the
        letters below each node (made there by the module's ``wp_below``, whatever the tuple's fifth array holds),
        the graph's cross-check cache there (zeroed; the core alone writes it) and its node count."""
        located = self._kept(graph)
        if located is None:
            if len(self._graphs) >= _GRAPHS_KEPT:  # _keep drops the graphs kept: their tables go with them
                for _, address in self._tables.values():
                    self._host.call("wp_free", address)
                self._tables.clear()
            nodes = memoryview(graph[0]).nbytes // 8
            arrays = [memoryview(array).cast("B").tobytes() for array in graph[:4]]
            located = self._keep(graph, [*arrays, bytes(8 * nodes), bytes(CROSS_CACHE_BYTES)], nodes)
            if int(self._host.call("wp_below", *located[:4], nodes, located[4])) != 0:
                raise ValueError("search(): a malformed graph (an edge to no node, or a cycle)")
        return located

    def _table(self, graph: tuple[Any, ...], root: int) -> int:
        """The address of the alphagram table of the words from ``root`` in the module (made there by
        ``wp_alphagrams`` on first use, again for another root)."""
        entry = self._tables.get(id(graph))
        if entry is not None and entry[0] == root:
            return entry[1]
        if entry is not None:
            self._host.call("wp_free", entry[1])
        *arrays, below, _, nodes = self._graph(graph)
        if not 0 <= root < nodes:
            raise ValueError("search(): the root is not a node")
        address = int(self._host.call("wp_alphagrams", *arrays, nodes, root, below))
        if not address:
            raise MemoryError("the WebAssembly module's memory is full")
        self._tables[id(graph)] = (root, address)
        return address

    def _buffer(self, size: int) -> int:
        """The request's buffer in the module, of ``size`` bytes at least (grown by doubling)."""
        pointer, capacity = self._request
        if size > capacity:
            capacity = 2 * size
            pointer = int(self._host.call("wp_request", capacity))
            if not pointer:
                raise MemoryError("the WebAssembly module's memory is full")
            self._request = (pointer, capacity)
        return pointer


def shipped_module(package: str, name: str) -> bytes | None:
    """The WebAssembly module ``name`` shipped in ``package`` (built by wasm_build), or None."""
    path = resources.files(package) / name
    return path.read_bytes() if path.is_file() else None


def browser_module(package: str, name: str, host: object | None) -> bytes | None:
    """:func:`shipped_module` when this interpreter runs in a browser (Pyodide) or a ``host`` is given; else None."""
    if sys.platform != "emscripten" and host is None:
        return None
    return shipped_module(package, name)


def module_bytes() -> bytes | None:
    """The board's module shipped in the package, or None."""
    return shipped_module("wordplay.crossword", MODULE)


def browser_core(host: Callable[[bytes], Host] | None = None) -> WasmCore | None:
    """The board's core for this interpreter when it runs in a browser (Pyodide) and the package ships the module."""
    data = browser_module("wordplay.crossword", MODULE, host)
    return None if data is None else WasmCore((host or PyodideHost)(data))

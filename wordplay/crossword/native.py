"""The optional compiled inner loop of the move generator, and the switch between the two paths.

The search's C core (``walk_core.c``) does exactly what
:meth:`wordplay.crossword.generator.MoveFinder._search` does on the pure path (cross-checks,
starts, bounds, walks and the sort), many times faster, and packs the plays for
:class:`~wordplay.crossword.packed.PackedPlays`. It runs in one of two forms, called the same way
(``search(graph, root, query) -> (plays, work, packed)``):

* ``wordplay.crossword._walk``, a small C extension (``_walk.c`` binds the core), built by
  ``pip install`` when a C compiler is there and skipped otherwise;
* in the browser (Pyodide), the WebAssembly module ``walk_core.wasm`` the site's wheel ships
  (:mod:`wordplay.crossword.wasm`).

Without either the pure-Python walk is used, with the same plays, scores and order. Setting the
environment variable ``WORDPLAY_PURE=1`` forces the pure path.
"""

from __future__ import annotations

import os
from array import array
from typing import Any

from wordplay.crossword.packed import CROSS_CACHE_BYTES

_compiled: Any
try:
    from wordplay.crossword import _walk as _compiled  # type: ignore[attr-defined, no-redef]  # C extension, no stub
except ImportError:  # no compiler when the package was installed, or Pyodide
    _compiled = None

Buffers = tuple["array[int]", "array[int]", "array[int]", Any, Any, Any, Any]
_BUFFERS: dict[int, tuple[Any, Buffers]] = {}
_browser: list[Any] = []  # the browser's WebAssembly core once looked for: [core or None]


def pure_chosen() -> bool:
    """Whether ``WORDPLAY_PURE`` asks every engine for its pure-Python path (the reference)."""
    return os.environ.get("WORDPLAY_PURE", "") not in ("", "0")


def compiled_module() -> Any:
    """The compiled core (the C extension, or in the browser the WebAssembly module) when there is one and
    ``WORDPLAY_PURE=1`` does not switch it off; ``None`` otherwise."""
    if pure_chosen():
        return None
    return _compiled if _compiled is not None else _browser_core()


def _browser_core() -> Any:
    if not _browser:
        from wordplay.crossword.wasm import browser_core

        _browser.append(browser_core())
    return _browser[0]


def search_path() -> str:
    """Which inner loop the finders use: ``"compiled ..."`` or ``"pure Python ..."`` (and why)."""
    core = _compiled if _compiled is not None else _browser_core()
    if core is None:
        return "pure Python (the compiled core is not built)"
    if compiled_module() is None:
        return "pure Python (WORDPLAY_PURE is set)"
    if core is _compiled:
        return "compiled (C extension wordplay.crossword._walk)"
    return "compiled (WebAssembly module walk_core.wasm)"


def graph_buffers(graph: Any) -> Buffers | None:
    """The graph's arrays typed for the C walk (made once per graph): mask, first, child, terminal, then the letters
    below each node and the alphagram table of its words of 7 and 8 letters (``_walk.below``, ``_walk.alphagrams``;
    ``None`` without the extension: the WebAssembly module makes its own), and the cache of the cross-checks its
    searches work out (zeroed bytes the core alone writes: a game's positions share most of them; the WebAssembly
    module keeps its own); ``None`` when it cannot take them."""
    entry = _BUFFERS.get(id(graph))
    if entry is not None and entry[0] is graph:
        return entry[1]
    if len(graph.alphabet) > 64 or len(graph.child) >= 2**31:
        return None
    arrays = (
        _typed("Q", graph.mask, 8),
        _typed("I", graph.first, 4),
        _typed("I", graph.child, 4),
        _typed("B", graph.terminal, 1),
    )
    below = None if _compiled is None else array("Q", _compiled.below(arrays))
    table = None if _compiled is None else _compiled.alphagrams(arrays, graph.root)  # uint32 items, as bytes
    buffers = (*arrays, below, table, bytearray(CROSS_CACHE_BYTES) if _compiled is not None else None)
    if len(_BUFFERS) > 8:
        _BUFFERS.clear()
    _BUFFERS[id(graph)] = (graph, buffers)
    return buffers


def _typed(code: str, values: Any, itemsize: int) -> array[int]:
    if isinstance(values, array) and values.itemsize == itemsize and values.typecode.lower() == code.lower():
        return values
    for candidate in (code, code.replace("I", "L")):
        if array(candidate).itemsize == itemsize:
            return array(candidate, values)
    raise TypeError(f"no {itemsize}-byte array type for {code}")

"""The optional compiled inner loop of the move generator, and the switch between the two paths.

``wordplay.crossword._walk`` is a small C extension (``_walk.c``) that does exactly what
:meth:`wordplay.crossword.generator.MoveFinder._search` does on the pure path (cross-checks,
starts, bounds, walks, the sort and the play objects), many times faster. It is built by
``pip install`` when a C compiler is there and skipped otherwise (the JupyterLite site, a
machine without a compiler): the pure-Python walk is then used, with the same plays, scores
and order. Setting the environment variable ``WORDPLAY_PURE=1`` forces the pure path.
"""

from __future__ import annotations

import os
from array import array
from types import ModuleType
from typing import Any

_compiled: ModuleType | None
try:
    from wordplay.crossword import _walk as _compiled  # type: ignore[attr-defined, no-redef]  # C extension, no stub
except ImportError:  # no compiler when the package was installed, or Pyodide
    _compiled = None

_BUFFERS: dict[int, tuple[Any, tuple[array[int], array[int], array[int], Any]]] = {}


def compiled_module() -> ModuleType | None:
    """The C extension when it is built and not switched off by ``WORDPLAY_PURE=1``."""
    if os.environ.get("WORDPLAY_PURE", "") not in ("", "0"):
        return None
    return _compiled


def search_path() -> str:
    """Which inner loop the finders use: ``"compiled"`` or ``"pure Python"`` (and why)."""
    if _compiled is None:
        return "pure Python (the compiled core is not built)"
    if compiled_module() is None:
        return "pure Python (WORDPLAY_PURE is set)"
    return "compiled (C extension wordplay.crossword._walk)"


def graph_buffers(graph: Any) -> tuple[array[int], array[int], array[int], Any] | None:
    """The graph's arrays typed for the C walk (made once per graph); ``None`` when it cannot take them."""
    entry = _BUFFERS.get(id(graph))
    if entry is not None and entry[0] is graph:
        return entry[1]
    if len(graph.alphabet) > 64 or len(graph.child) >= 2**31:
        return None
    buffers = (
        _typed("Q", graph.mask, 8),
        _typed("I", graph.first, 4),
        _typed("I", graph.child, 4),
        _typed("B", graph.terminal, 1),
    )
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

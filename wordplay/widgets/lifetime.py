"""What a widget holds is let go when the widget is closed or replaced.

ipywidgets keeps every open widget, and the layout widget it makes beside it, until ``close()``:
a notebook cell run 200 times kept 200 games (31 MB). So a widget made while a notebook cell runs
remembers that cell (the ``cellId`` JupyterLab and Notebook 7 put in the request's metadata, read
from the kernel's parent message), and the widgets of a previous run of the same cell are closed
when the cell runs again: the new widget replaces them on the page, as it does in memory. Closing a
widget closes its layout too (:func:`release`). Outside a kernel (a script, the tests) nothing is
tracked: such a widget lives as long as its references.
"""

from __future__ import annotations

import sys
import weakref
from typing import Any

# cell id -> (the request that ran it last, the widgets that run made)
_cells: dict[str, tuple[str, weakref.WeakSet[Any]]] = {}


def current_run() -> tuple[str, str] | None:
    """``(cell id, request id)`` of the notebook cell running now, or ``None`` (no kernel, no cell id)."""
    ipython = sys.modules.get("IPython")  # never imported here: without IPython there is no cell
    if ipython is None:
        return None
    shell = ipython.get_ipython()
    kernel = getattr(shell, "kernel", None)
    get_parent = getattr(kernel, "get_parent", None)
    if get_parent is None:
        return None
    parent = get_parent() or {}
    cell = (parent.get("metadata") or {}).get("cellId")
    request = (parent.get("header") or {}).get("msg_id")
    return (str(cell), str(request)) if cell and request else None


def adopt(widget: Any, run: tuple[str, str] | None = None) -> None:
    """Note ``widget`` as made by the running cell; close what an earlier run of that cell made."""
    run = run if run is not None else current_run()
    if run is None:
        return
    cell, request = run
    last = _cells.get(cell)
    if last is None or last[0] != request:
        if last is not None:
            for old in list(last[1]):
                old.close()
        last = _cells[cell] = (request, weakref.WeakSet())
    last[1].add(widget)


def replaced_by_this_run(widget: Any) -> bool:
    """Whether ``widget`` was made by an earlier run of the cell running now (so this run replaces it)."""
    run = current_run()
    last = _cells.get(run[0]) if run is not None else None
    return run is not None and last is not None and last[0] != run[1] and widget in last[1]


def release(widget: Any) -> None:
    """Close what ``widget`` made beside itself (its layout widget) as it closes."""
    layout = getattr(widget, "_trait_values", {}).get("layout")
    close = getattr(layout, "close", None)
    if close is not None:
        close()

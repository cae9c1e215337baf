"""Word Thief's optional compiled alphagram walks, and the switch between them and the pure-Python reference.

The C core (``thief_core.c``) walks the alphagram graph exactly as
:meth:`wordplay.thief.alphagrams.AlphagramIndex.pieces` and
:meth:`~wordplay.thief.alphagrams.AlphagramIndex.supersets` do on the pure path, node for node: the same
alphagrams in the same order and the same steps counted, so a search spends its budget alike and gives the same
answer on either path; so do its split search (``cover_core.c``, :mod:`wordplay.thief.compiled_splits`) and its exact
card search (``cards_core.c``, :mod:`wordplay.thief.compiled_cards`). It runs in one of two forms, called the same way:

* ``wordplay.thief._thief`` (``_thief.c`` binds the core) for CPython, built by ``pip install`` when a C
  compiler is there and skipped otherwise;
* in the browser (Pyodide), the WebAssembly module ``thief_core.wasm`` the site's wheel ships
  (:mod:`wordplay.thief.wasm`), loaded on the first walk.

Without either the pure walks run. Setting the environment variable ``WORDPLAY_PURE=1`` forces the pure path,
as it does for the board's finder (:mod:`wordplay.crossword.native`).
"""

from __future__ import annotations

import importlib
from typing import Any

from wordplay.crossword.native import pure_chosen

_compiled: Any
try:  # the extension module itself, not the package's __init__ (which imports the finder, which imports this)
    _compiled = importlib.import_module("wordplay.thief._thief")
except ImportError:  # no compiler when the package was installed, or Pyodide
    _compiled = None
_browser: list[Any] = []  # the browser's WebAssembly core once looked for: [core or None]


def compiled_module() -> Any:
    """The compiled walks (the C extension, or in the browser the WebAssembly module) when there are some and
    ``WORDPLAY_PURE=1`` does not switch them off; else ``None``."""
    if pure_chosen():
        return None
    return _compiled if _compiled is not None else _browser_core()


def _browser_core() -> Any:
    if not _browser:
        from wordplay.thief.wasm import browser_core

        try:
            core = browser_core()
        except Exception:  # a browser that refuses the module (no WebAssembly, no memory): the pure walks
            core = None
        _browser.append(core)
    return _browser[0]


def core_kind() -> str:
    """Which walks answer: ``"extension"`` (the C extension), ``"wasm"`` (the WebAssembly module) or ``"python"``
    (the pure reference: nothing compiled here, or ``WORDPLAY_PURE=1``)."""
    core = compiled_module()
    if core is None:
        return "python"
    return "extension" if core is _compiled else "wasm"

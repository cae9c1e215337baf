"""Word Thief's optional compiled alphagram walks, and the switch between them and the pure-Python reference.

The C core (``thief_core.c``) walks the alphagram graph exactly as
:meth:`wordplay.thief.alphagrams.AlphagramIndex.pieces` and
:meth:`~wordplay.thief.alphagrams.AlphagramIndex.supersets` do on the pure path, node for node: the same
alphagrams in the same order and the same steps counted, so a search spends its budget alike and gives the same
answer on either path. ``wordplay.thief._thief`` (``_thief.c``) binds it for CPython; it is built by
``pip install`` when a C compiler is there and skipped otherwise (then the pure walks run). Setting the
environment variable ``WORDPLAY_PURE=1`` forces the pure path, as it does for the board's finder
(:mod:`wordplay.crossword.native`).
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


def compiled_module() -> Any:
    """The compiled walks when they are built and ``WORDPLAY_PURE=1`` does not switch them off; else ``None``."""
    return None if pure_chosen() else _compiled

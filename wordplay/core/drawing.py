"""How an engine's object draws itself in a notebook (``_repr_html_``) while the engines know nothing
of the display: the display registers a drawer per class, and the first drawing imports it by name.

So no import runs from an engine (core, crossword, a family) to :mod:`wordplay.display`, and no
import circle passes through a ``_repr_html_``; the display imports the engines, one way.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, TypeVar

#: the module that registers every drawer (imported on the first drawing)
DRAWERS_MODULE = "wordplay.display.drawers"

T = TypeVar("T")
_DRAWERS: dict[type, Callable[[Any], str]] = {}


def drawer(cls: type[T]) -> Callable[[Callable[[T], str]], Callable[[T], str]]:
    """Register the decorated function as the HTML of ``cls`` (and of its subclasses)."""

    def register(draw: Callable[[T], str]) -> Callable[[T], str]:
        _DRAWERS[cls] = draw
        return draw

    return register


def html(obj: object) -> str:
    """``obj`` drawn as HTML by the drawer registered for its class or the nearest base class."""
    importlib.import_module(DRAWERS_MODULE)
    for cls in type(obj).__mro__:
        if cls in _DRAWERS:
            return _DRAWERS[cls](obj)
    raise TypeError(f"no drawing of a {type(obj).__name__}")

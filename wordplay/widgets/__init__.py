"""Jupyter widgets (anywidget): thin classes with synced traits; the ES modules are files beside them.

* :class:`GameWidget` -- a whole Wordsmith or Literaki game, people and computer players;
* :class:`Explainer` -- one position and play, its scoring stepped through;
* :class:`MoveList` -- the top plays for a rack, each with its breakdown.

The logic lives in plain modules tested without a browser: :mod:`wordplay.widgets.protocol`
(what the page may send), :mod:`wordplay.widgets.session` (intents in, view models out).
The classes need the ``widgets`` extra (``pip install wordplay[widgets]``); they are imported
on first use.
"""

from __future__ import annotations

from typing import Any

__all__ = ["Explainer", "GameWidget", "MoveList"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from wordplay.widgets import board_widgets

        return getattr(board_widgets, name)
    raise AttributeError(f"module 'wordplay.widgets' has no attribute {name!r}")

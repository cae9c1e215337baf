"""Jupyter widgets (anywidget): thin classes with synced traits; the ES modules are files in ``static/``.

The public classes, named alike in every family (imported on first use; anywidget and
ipywidgets are dependencies of the package, so a plain ``pip install wordplay-widgets`` brings them):

* :class:`BoardGameWidget` -- a whole Wordsmith or Literaki game, people and computer players;
* :class:`BoardExplainer` -- one position and play, its scoring stepped through;
* :class:`BoardMoveList` -- the top plays for a rack, each with its breakdown;
* :class:`CardsGameWidget` -- a whole Scrabble Cards game (classic, forfeit or rummy), people and computers;
* :class:`CardsExplainer` -- a card table, a hand and a play, its scoring stepped through (and the best plays);
* :class:`ThiefGameWidget` -- a whole Word Thief game, people and computer players;
* :class:`ThiefExplainer` -- words on the table, a hand and a steal, its scoring stepped through.

Their constructors take only the keywords they document (an unknown one is a ``TypeError``).
A computer seat is ``(name, level)``: level 1 the beginner, the highest level the strongest, each
shown by its name from the message catalogue. Every game widget has the coach
(:mod:`~wordplay.widgets.review`): a review of the game on request (``widget.review()``,
``widget.open_review()``, or its button) and, with ``coach=True``, what was best after each of a
person's moves.

The house:

* the shared base -- :mod:`~wordplay.widgets.protocol` (what a page may send: a
  :class:`~wordplay.widgets.protocol.Schema` per game, :class:`~wordplay.widgets.protocol.IntentError`,
  the :class:`~wordplay.widgets.protocol.IntentSession` loop), :mod:`~wordplay.widgets.base` (the
  anywidget class :class:`~wordplay.widgets.base.IntentWidget`), :mod:`~wordplay.widgets.views` (view
  pieces every game shares), :mod:`~wordplay.widgets.seats` (people and computer players at one
  screen), :mod:`~wordplay.widgets.review` (the review and the coach line, over each family's review)
  and :mod:`~wordplay.widgets.assets` (bundles the ES modules and style sheets of ``static/``);
* one subpackage per family -- :mod:`wordplay.widgets.board` (Wordsmith, Literaki),
  :mod:`wordplay.widgets.cards` (Scrabble Cards) and :mod:`wordplay.widgets.thief` (Word Thief),
  each with its sessions (intents in, view models out, tested without a browser) and its
  ``widgets`` module (the classes); their static HTML copies are in :mod:`wordplay.display`.
"""

from __future__ import annotations

from typing import Any

_HOMES = {
    "BoardExplainer": "board",
    "BoardGameWidget": "board",
    "BoardMoveList": "board",
    "CardsExplainer": "cards",
    "CardsGameWidget": "cards",
    "ThiefExplainer": "thief",
    "ThiefGameWidget": "thief",
}
__all__ = [
    "BoardExplainer",
    "BoardGameWidget",
    "BoardMoveList",
    "CardsExplainer",
    "CardsGameWidget",
    "ThiefExplainer",
    "ThiefGameWidget",
]


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        import importlib

        return getattr(importlib.import_module(f"wordplay.widgets.{_HOMES[name]}.widgets"), name)
    raise AttributeError(f"module 'wordplay.widgets' has no attribute {name!r}")

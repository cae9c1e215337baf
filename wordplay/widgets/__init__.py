"""Jupyter widgets (anywidget): thin classes with synced traits; the ES modules are files beside them.

* :class:`GameWidget` -- a whole Wordsmith or Literaki game, people and computer players;
* :class:`Explainer` -- one position and play, its scoring stepped through;
* :class:`MoveList` -- the top plays for a rack, each with its breakdown;
* :class:`CardsGame` -- a whole Scrabble Cards game (classic, forfeit or rummy), people and computers;
* :class:`CardsExplainer` -- a card table, a hand and a play, its scoring stepped through (and the best plays).

The shared base (every game's widget is built on it):

* :mod:`wordplay.widgets.protocol` -- what a page may send: a :class:`~wordplay.widgets.protocol.Schema`
  per game (actions table + field kinds such as ``below("hand_size", ...)``, ``letter``,
  ``indices(...)``, ``between(lo, hi)``, ``within(...)``, ``one_of(...)``, ``flag``), :class:`IntentError` for
  anything malformed or forged, and :class:`~wordplay.widgets.protocol.IntentSession`, the loop
  behind a widget (validate against ``limits()``, apply ``_do_<action>``, ``ack`` the ``seq``,
  record a refusal and change nothing). The board's table is ``protocol.BOARD``.
* :mod:`wordplay.widgets.base` -- :class:`~wordplay.widgets.base.IntentWidget`, the anywidget
  class: traits ``kind``/``uid``/``view``/``intent``/``error``, the intent loop, forged trait
  updates and custom messages refused, callback errors shown under the widget, stable ``repr``
  and a static HTML copy (``_static_html``).
* :mod:`wordplay.widgets.views` -- view pieces: sentences and labels, explanations for the
  step-through, rule-check lists, score sheet, chart and end-of-game summary.
* :mod:`wordplay.widgets.assets` -- bundles the ES modules: shared ``dom.js`` (nodes, the root,
  the intent sender), ``explain.js`` (step-through), ``rules.js`` (rule list, refusal/notice),
  ``sheet.js`` (players, sheet, chart, summary), ``controls.js`` (button rows, exchange buttons, a blank's letter chooser) and
  ``base.css``, then a game's own module.

The board games' logic lives in :mod:`wordplay.widgets.session` (intents in, view models out),
the Scrabble Cards' in ``cards_table`` (laying cards on the growing table), ``cards_session``
(classic and forfeit games, the action-card window) and ``cards_rummy`` (rounds, tasks, the
solver's answer), all tested without a browser. The classes need the ``widgets`` extra (``pip install
wordplay[widgets]``); they are imported on first use.
"""

from __future__ import annotations

from typing import Any

_HOMES = {"Explainer": "board_widgets", "GameWidget": "board_widgets", "MoveList": "board_widgets",
          "CardsGame": "cards_widgets", "CardsExplainer": "cards_widgets",
          "ThiefWidget": "thief_widgets", "ThiefExplainer": "thief_widgets"}
__all__ = ["CardsExplainer", "CardsGame", "Explainer", "GameWidget", "MoveList", "ThiefExplainer", "ThiefWidget"]


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        import importlib

        return getattr(importlib.import_module(f"wordplay.widgets.{_HOMES[name]}"), name)
    raise AttributeError(f"module 'wordplay.widgets' has no attribute {name!r}")

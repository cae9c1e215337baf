"""Play pages: a game and nothing else, for a learner who should not have to read code.

>>> from wordplay.play import play
>>> play("literaki", language="pl")                   # doctest: +SKIP

:func:`play` returns a :class:`~wordplay.play.page.PlayPage`: a small panel (your opponent's level,
your name, start; "continue your game" when a save is found; download and load a save) above the
variant's game widget. The game is saved after every move: in the browser's storage (the panel's
ES module, ``wordplay/widgets/static/play.js``, writes it to ``localStorage``; this works on the
offline site and in JupyterLab alike) and, with ``save_to``, to a file beside the notebook. The
offline site (``lite/build.py``) opens one such page per variant and language in JupyterLite's REPL
with its code hidden (see the site's section of the README).

Every game widget also keeps its game unasked, in the learner's folder (:mod:`wordplay.core.kept`):
:func:`kept_games` lists them, the latest first, with their date, players and moves, and
``kept_games()[0].load()`` gives a game back to continue (``BoardGameWidget(..., game=...)``).

One module per job: :mod:`~wordplay.play.games` (each family's game widget and saved game class,
for every variant of the registry), :mod:`~wordplay.play.saves` (a play page's save: written, read,
refused with a sentence) and :mod:`~wordplay.play.page` (the panel and the page).
"""

from __future__ import annotations

from typing import Any

__all__ = ["kept_games", "play"]


def play(variant: str, language: str | None = None, *, save_to: str | None = None, seed: int | None = None) -> Any:
    """The play page of ``variant`` (a name of :data:`wordplay.core.registry.RULESET_NAMES`) in ``language``."""
    from wordplay.play.page import PlayPage

    return PlayPage(variant, language=language, save_to=save_to, seed=seed)


def kept_games(learner: str | None = None) -> Any:
    """The learner's kept games (:func:`wordplay.core.kept.kept_games`): the hub user's; elsewhere the computer's
    user's, where every widget keeps them (``learner`` names another folder: a hub user's, kept under that name)."""
    from wordplay.core.kept import kept_games as listed

    return listed(learner)

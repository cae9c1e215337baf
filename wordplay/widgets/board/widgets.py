"""The board-game widgets: :class:`~wordplay.widgets.base.IntentWidget` classes over
:mod:`wordplay.widgets.board.session`.

Besides the base's traits (``kind``, ``uid``, ``view``, ``intent``, ``error``), one more:

``board_layout`` (Python -> page, once)
    the squares' premiums, the variant's colours, the letters and their values, the labels.

``view`` is :meth:`Workbench.view`: board, rack, tiles laid, every rule checked, the explained
score, players, score sheet, chart, end-of-game summary; ``intent`` is validated against
:data:`wordplay.widgets.protocol.BOARD`.
"""

from __future__ import annotations

import os
import pathlib
from collections.abc import Container, Sequence
from typing import Any

import traitlets

from wordplay.board.game import BoardGame
from wordplay.board.ruleset import BoardRuleset
from wordplay.core.registry import get_ruleset
from wordplay.widgets.base import IntentWidget, dump_view, kept_or_new
from wordplay.widgets.board.session import GameSession, PositionSession, layout_view
from wordplay.widgets.review import BOARD_SOURCE, ReviewWidget, reviewing
from wordplay.widgets.seats import DEFAULT_PLAYERS

__all__ = ["BoardExplainer", "BoardGameWidget", "BoardMoveList", "dump_view"]


class _BoardWidget(IntentWidget, module="board"):
    """Shared by the board widgets: the ES module, the board's layout."""

    board_layout = traitlets.Dict().tag(sync=True)

    def _fixed_traits(self) -> dict[str, Any]:
        return {"board_layout": layout_view(self.session.ruleset)}  # type: ignore[attr-defined]

    def _static_html(self) -> str:
        from wordplay.display.board import board_widget_html

        return board_widget_html(self.session.ruleset, self.session.view())  # type: ignore[attr-defined]


class BoardGameWidget(ReviewWidget, _BoardWidget):
    """A whole game of Wordsmith or Literaki at one screen, every move explained.

    >>> BoardGameWidget("wordsmith", ["You", ("Computer", 3)], seed=3)
    <BoardGameWidget wordsmith seed 3: You v Computer (computer, level 3); 0 moves, scores [0, 0], You to move>

    ``players`` lists names (people taking turns at the same screen) and ``(name, level)``
    pairs (computer players: 1 the beginner, 3 the expert, shown by name). Click a rack tile
    then a square (or drag it) to lay it; the panel checks every rule and explains the score,
    step by step. ``top`` > 0 also lists the best plays for the rack. ``save_to`` names a file that gets the game's
    JSON after every move; a file that already holds a game is never overwritten: that game is continued (a cell
    run again picks up where it was), and ``replace=True`` starts a new one over it. ``game`` continues a
    :class:`BoardGame`.
    ``language`` (``"pl"``, ``"pt"``, ``"ro"``; ``None``: the package default) is the language of its
    sentences and labels; setting ``widget.language`` later redraws it. The review (each move beside
    the best ones, the points lost) opens on request; ``coach=True`` says after each of your moves
    what was best (:mod:`wordplay.widgets.review`).
    """

    def __init__(
        self,
        variant: str | BoardRuleset = "wordsmith",
        players: Sequence[Any] = DEFAULT_PLAYERS,
        *,
        seed: int = 0,
        lexicon: Container[str] | None = None,
        top: int = 0,
        save_to: str | os.PathLike[str] | None = None,
        game: BoardGame | None = None,
        language: str | None = None,
        coach: bool = False,
        replace: bool = False,
    ) -> None:
        self.save_to = pathlib.Path(save_to) if save_to else None
        self.replace = replace
        asked = get_ruleset(variant) if isinstance(variant, str) else variant
        game = kept_or_new(self, asked, players, seed, game, BoardGame, lexicon)
        session = reviewing(GameSession, BOARD_SOURCE)
        super().__init__(lambda: session(variant, players, seed, lexicon=lexicon, top=top, game=game), "game", language)
        self.coach = coach
        self._after(True)
        self._push()


class BoardExplainer(_BoardWidget):
    """A worked example: one position (CGP) and a play, its scoring stepped through in the rules' order.

    >>> BoardExplainer("wordsmith", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15", "8D QUIET")
    <BoardExplainer wordsmith rack QUIET: 8D QUIET>

    The learner may recall the tiles and lay others from the rack (given, the position's, or
    the play's own tiles); the panel checks and explains whatever is laid. ``language`` as for
    :class:`BoardGameWidget`.
    """

    def __init__(
        self,
        variant: str | BoardRuleset,
        cgp: str,
        play: str | None = None,
        rack: str | None = None,
        *,
        lexicon: Container[str] | None = None,
        language: str | None = None,
    ) -> None:
        super().__init__(lambda: PositionSession(variant, cgp, play, rack, lexicon=lexicon), "explainer", language)


class BoardMoveList(_BoardWidget):
    """The top plays for a rack on a position, each with its score breakdown; choosing one lays it.

    >>> BoardMoveList("wordsmith", "15/15/15/15/15/15/15/3QUIET7/15/15/15/15/15/15/15", rack="AEINRST", top=10)
    <BoardMoveList wordsmith rack AEINRST: nothing laid>

    ``language`` as for :class:`BoardGameWidget`.
    """

    def __init__(
        self,
        variant: str | BoardRuleset,
        cgp: str,
        rack: str | None = None,
        top: int = 10,
        *,
        lexicon: Container[str] | None = None,
        language: str | None = None,
    ) -> None:
        super().__init__(lambda: PositionSession(variant, cgp, None, rack, lexicon=lexicon, top=top), "moves", language)

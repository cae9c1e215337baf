"""Move finders for the board games: every play, the best plays, hints.

>>> from wordplay.board.position import parse_cgp
>>> from wordplay.core.lexicon import load_lexicon
>>> from wordplay.core.registry import get_ruleset
>>> ruleset = get_ruleset("wordsmith")
>>> board = parse_cgp("15/15/15/15/15/15/15/3QUIET7/15/15/15/15/15/15/15", ruleset).board
>>> [(found.notation, found.score) for found in best_plays(ruleset, board, "AEINRST", load_lexicon("enable"), n=2)]
[('H8 (T)ERTIANS', 52), ('I2 RATINES', 44)]

Functions take the ruleset, the board, the rack (upper-case letters, ``?`` for a blank) and
a lexicon (:class:`wordplay.core.lexicon.Lexicon`, or any collection of words). A
:class:`MoveFinder` is made once per (ruleset, lexicon) and reused; see
:mod:`wordplay.crossword.generator` for how the search works.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wordplay.board.notation import play_notation
from wordplay.board.ruleset import BoardRuleset
from wordplay.board.scoring import score_play
from wordplay.crossword.board import Board
from wordplay.crossword.generator import FoundPlay, MoveFinder
from wordplay.crossword.moves import Play

__all__ = [
    "FoundPlay",
    "MoveFinder",
    "all_plays",
    "best_play",
    "best_plays",
    "finder_for",
    "legal_moves",
    "new_finder",
]

_FINDERS: dict[tuple[int, int], tuple[Any, Any, MoveFinder]] = {}


def finder_for(ruleset: BoardRuleset, lexicon: Any) -> MoveFinder:
    """The (cached) finder for a ruleset and lexicon."""
    key = (id(ruleset), id(lexicon))
    entry = _FINDERS.get(key)
    if entry is not None and entry[0] is ruleset and entry[1] is lexicon:
        return entry[2]
    finder = new_finder(ruleset, lexicon)
    if len(_FINDERS) > 16:
        _FINDERS.clear()
    _FINDERS[key] = (ruleset, lexicon, finder)
    return finder


def new_finder(ruleset: BoardRuleset, lexicon: Any, *, compiled: bool = True) -> MoveFinder:
    """A new finder for a board ruleset, whose plays explain themselves with the board's scorer
    (``compiled=False``: the pure-Python search even where the C core is built)."""
    return MoveFinder(ruleset, lexicon, explain=score_play, notate=play_notation, compiled=compiled)


def all_plays(ruleset: BoardRuleset, board: Board, rack: str, lexicon: Any) -> Sequence[FoundPlay]:
    """Every legal play of ``rack`` on ``board``, best first (each placement once)."""
    return finder_for(ruleset, lexicon).plays(board, rack)


def best_plays(ruleset: BoardRuleset, board: Board, rack: str, lexicon: Any, n: int = 10) -> list[FoundPlay]:
    """The ``n`` highest-scoring plays, best first, found without enumerating every play."""
    return finder_for(ruleset, lexicon).best(board, rack, n)


def best_play(ruleset: BoardRuleset, board: Board, rack: str, lexicon: Any) -> Play | None:
    """The highest-scoring play (the hint), or ``None`` when the rack has no play."""
    top = finder_for(ruleset, lexicon).best(board, rack, 1)
    return top[0].play if top else None


def legal_moves(game: Any) -> Sequence[FoundPlay]:
    """Every legal play for the player to move in a board game, best first (exchanges and the pass aside)."""
    return all_plays(game.ruleset, game.board, game.rack, game.lexicon)

"""Where the widgets meet the move finder and the computer players (imported late: they are heavy).

The widgets call only these three functions, so the finder and the players plug in here:

* :func:`top_plays` -- the best ``n`` plays for a rack, best first, as :class:`~wordplay.crossword.moves.Play`
  values with their scores;
* :func:`best_play` -- the single best play (what a hint proposes), or ``None``;
* :func:`computer_for` -- a computer player of a level, seeded, whose ``choose(game)`` returns a move.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from wordplay.board.ruleset import BoardRuleset
from wordplay.crossword.board import Board
from wordplay.crossword.moves import Exchange, Pass, Play


def _as_play(found: Any) -> Play:
    if isinstance(found, Play):
        return found
    play = getattr(found, "play", None)
    if isinstance(play, Play):
        return play
    return Play(tuple(found.tiles), bool(getattr(found, "across", True)))


def top_plays(ruleset: BoardRuleset, board: Board, rack: str, lexicon: Container[str], n: int = 10) -> list[Play]:
    """The top ``n`` plays for ``rack``, best first (higher score, then squares in order)."""
    if n <= 0 or not rack:
        return []
    from wordplay.board import finder

    for name in ("top_plays", "best_plays"):
        fn = getattr(finder, name, None)
        if fn is not None:
            return [_as_play(p) for p in fn(ruleset, board, rack, lexicon, n)]
    from wordplay.board.finder import new_finder

    return [p.play for p in new_finder(ruleset, lexicon).best(board, rack, n)]


def best_play(ruleset: BoardRuleset, board: Board, rack: str, lexicon: Container[str]) -> Play | None:
    """The best play for ``rack`` (a hint), or ``None`` when there is none."""
    from wordplay.board import finder

    fn = getattr(finder, "best_play", None)
    if fn is not None:
        found = fn(ruleset, board, rack, lexicon)
        return None if found is None else _as_play(found)
    plays = top_plays(ruleset, board, rack, lexicon, 1)
    return plays[0] if plays else None


class _GreedyComputer:
    """Stands in until :mod:`wordplay.board.players` has computer players: the best play, else a pass."""

    def __init__(self, level: int, seed: int) -> None:
        self.level, self.seed = level, seed

    def choose(self, game: Any) -> Play | Exchange | Pass:
        play = best_play(game.ruleset, game.board, game.rack, game.lexicon)
        return play if play is not None else Pass()


def computer_for(level: int, seed: int) -> Any:
    """A computer player of ``level`` (seeded): ``choose(game)`` returns the move to make."""
    try:
        from wordplay.board.players import computer_player  # type: ignore[attr-defined]
    except ImportError:
        return _GreedyComputer(level, seed)
    return computer_player(level, seed)


def computer_levels() -> tuple[int, ...]:
    """The computer levels on offer (from :mod:`wordplay.board.players` when it says)."""
    from wordplay.board import players

    levels = getattr(players, "LEVELS", None)
    if levels:
        return tuple(levels)
    return (1, 2, 3)

"""The crossword-board engine: one engine, two rulesets (Wordsmith and Literaki).

The short way in::

    from wordplay.board import explain
    print(explain("wordsmith", "<CGP>", "8D QUIET"))

The pieces: rulesets (:func:`load_ruleset`;
any family's by name: :func:`wordplay.core.registry.get_ruleset`),
positions (:func:`parse_cgp`), plays in players'
notation (:func:`parse_play`, :func:`resolve_play`, :func:`play_notation`), the dry run
(:func:`check_play`), explained scoring (:func:`score_play`), whole games
(:func:`new_game`, :class:`BoardGame`) and their records (:func:`game_to_gcg`, :func:`game_from_gcg`).
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from wordplay.board.finder import best_play
from wordplay.board.game import BoardGame
from wordplay.board.gcg import game_from_gcg, game_to_gcg
from wordplay.board.legality import check_play, validate_play
from wordplay.board.notation import parse_play, play_notation, resolve_play
from wordplay.board.position import Position, parse_cgp
from wordplay.board.ruleset import BoardRuleset, load_ruleset
from wordplay.board.scoring import score_play
from wordplay.core.checks import CheckReport
from wordplay.core.explanation import Explanation
from wordplay.core.outcome import Outcome, Termination
from wordplay.crossword.moves import Exchange, Pass, Play

__all__ = [
    "BoardGame",
    "BoardRuleset",
    "CheckReport",
    "Exchange",
    "Explanation",
    "Outcome",
    "Pass",
    "Play",
    "Position",
    "Termination",
    "check",
    "check_play",
    "explain",
    "game_from_gcg",
    "game_to_gcg",
    "load_ruleset",
    "new_game",
    "parse_cgp",
    "parse_play",
    "play_notation",
    "resolve_play",
    "score_play",
    "validate_play",
]


def new_game(
    ruleset: str | BoardRuleset = "wordsmith",
    players: Sequence[str] = ("Player 1", "Player 2"),
    *,
    seed: int = 0,
    lexicon: Container[str] | None = None,
) -> BoardGame:
    """A new board game whose hints come from the move finder (:func:`wordplay.board.finder.best_play`)."""
    return BoardGame(ruleset, players, seed=seed, lexicon=lexicon, hint_finder=best_play)


def _prepare(
    variant: str, position: str, play: str, lexicon: Container[str] | None
) -> tuple[Position, Play, Container[str]]:
    pos = parse_cgp(position, variant)
    if lexicon is None:
        from wordplay.core.lexicon import load_lexicon

        lexicon = load_lexicon(pos.ruleset.lexicon)
    return pos, resolve_play(parse_play(play), pos.board, pos.ruleset.tiles), lexicon


def explain(
    variant: str, position: str, play: str, rack: str | None = None, lexicon: Container[str] | None = None
) -> Explanation:
    """The explained score of ``play`` on a CGP position; an illegal play raises with its reason."""
    pos, move, lexicon = _prepare(variant, position, play, lexicon)
    words = validate_play(pos.ruleset, pos.board, move, rack if rack is not None else pos.rack, lexicon)
    return score_play(pos.ruleset, pos.board, move, words)


def check(
    variant: str, position: str, play: str, rack: str | None = None, lexicon: Container[str] | None = None
) -> CheckReport:
    """Every rule tried on ``play``, pass or fail (a dry run that changes nothing)."""
    pos, move, lexicon = _prepare(variant, position, play, lexicon)
    return check_play(pos.ruleset, pos.board, move, rack if rack is not None else pos.rack, lexicon)

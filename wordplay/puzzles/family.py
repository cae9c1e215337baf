"""What every family's puzzle maker offers, and which maker serves which variant.

A maker plays seeded games of its variant with the family's computer players and yields a
:class:`~wordplay.puzzles.grading.Candidate` for each position where the player to move had a
move; it also writes the notebook cell that checks a learner's answer with the family's exercise
class, checks an answer itself (the tests use that), and draws a position for the sheet.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import Any

from wordplay.core.errors import WordplayError
from wordplay.core.registry import RULESET_NAMES
from wordplay.puzzles.grading import Candidate

EXTRA_GAMES = 4

#: variant -> the module of its maker (each defines ``MAKER``).
MAKERS = {
    "wordsmith": "wordplay.puzzles.board",
    "literaki": "wordplay.puzzles.board",
    "word-thief": "wordplay.puzzles.thief",
    "scrabble-cards/classic": "wordplay.puzzles.cards",
    "scrabble-cards/forfeit": "wordplay.puzzles.cards",
    "scrabble-cards/rummy": "wordplay.puzzles.rummy",
}
assert tuple(MAKERS) == RULESET_NAMES, "a puzzle maker for every variant of the registry"


class Maker:
    """A family's puzzle maker (subclasses fill in every method)."""

    #: the least gain (points above the obvious move) that makes a position a puzzle
    gain_min = 5
    #: the most moves of one game looked at (a bound on every game)
    max_moves = 80
    #: the most puzzles taken from one game (so a sheet holds several games' positions)
    per_game = 2
    #: the most games played per puzzle asked for (plus :data:`EXTRA_GAMES`)
    games_per_puzzle = 1
    #: the exercise function the notebook imports, as ``module``, ``name``
    exercise_import: tuple[str, str] = ("", "")
    #: the message id of the sentence that says how to write an answer
    answer_hint = "puzzles.answer.board"

    def max_games(self, count: int) -> int:
        """The most games played to find ``count`` puzzles."""
        return self.games_per_puzzle * count + EXTRA_GAMES

    def candidates(self, variant: str, game_seed: int, lexicon: Any = None) -> Iterator[Candidate]:
        """Play the seeded game ``game_seed`` of ``variant``; a candidate for each position with a move."""
        raise NotImplementedError

    def exercise_call(self, position: Mapping[str, Any], name: str, reveal: bool = False) -> str:
        """The Python expression that checks ``answer`` on the position held in the variable ``name``."""
        raise NotImplementedError

    def answer_lines(self, candidate: Candidate, answer: str | None = None) -> str:
        """The notebook lines that set the learner's answer (``answer = None`` when not given)."""
        return f"answer = {answer!r}"

    def check(self, position: Mapping[str, Any], answer: str | None, reveal: bool = False) -> Any:
        """The family's exercise for ``answer`` on ``position`` (``.solved``, ``.best_score``)."""
        raise NotImplementedError

    def position_html(self, position: Mapping[str, Any]) -> str:
        """The position drawn (escaped HTML, inline styles only)."""
        raise NotImplementedError

    def position_text(self, position: Mapping[str, Any]) -> str:
        """The position in a line or two of plain text."""
        raise NotImplementedError


def maker_for(variant: str) -> Maker:
    """The maker of ``variant`` (one of the registry's names); another name is refused."""
    if variant not in MAKERS:
        raise WordplayError("unknown_ruleset", params={"name": variant, "names": ", ".join(RULESET_NAMES)})
    maker: Maker = importlib.import_module(MAKERS[variant]).MAKER
    return maker

"""What every family's puzzle maker offers, and which maker serves which variant.

A maker plays seeded games of its variant with the family's computer players and yields a
:class:`~wordplay.puzzles.grading.Candidate` for each position where the player to move had a
move; it also writes the notebook cell that checks a learner's answer with the family's exercise
class, checks an answer itself (the tests use that), and draws a position for the sheet.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from functools import cache
from importlib import resources
from typing import Any

from wordplay.core.errors import WordplayError
from wordplay.core.registry import import_part, registry, variant
from wordplay.puzzles.grading import Candidate


@cache
def settings() -> dict[str, Any]:
    """How positions are chosen (``wordplay/data/puzzles.json``): a teacher may change them there."""
    data: dict[str, Any] = json.loads((resources.files("wordplay.data") / "puzzles.json").read_text(encoding="utf-8"))
    return data


#: how many of the best moves a puzzle keeps (its answer and the runners-up)
RANKED: int = settings()["ranked"]
#: the seats of the games played
NAMES: tuple[str, ...] = tuple(settings()["names"])


class Maker:
    """A family's puzzle maker (subclasses fill in every method and name their ``family`` in the settings)."""

    #: the family's entry in ``wordplay/data/puzzles.json``
    family = ""
    #: the exercise function the notebook imports, as ``module``, ``name``
    exercise_import: tuple[str, str] = ("", "")
    #: the message id of the sentence that says how to write an answer
    answer_hint = "puzzles.answer.board"
    #: the kind of :class:`~wordplay.core.notation_words.Notation` the family's moves are written in (None: the
    #: board notation, the same in every language)
    notation_kind: str | None = None

    def said_move(self, move: str) -> str:
        """A move as a key stores it (plain canonical text) made a notation again, which a sentence says with its
        own language's keywords (``0,0 vertical TREINO`` in Portuguese)."""
        from wordplay.core.notation_words import Notation

        if self.notation_kind is None or isinstance(move, Notation):
            return move
        return Notation(move, self.notation_kind)

    def _setting(self, name: str) -> int:
        return int(settings()["families"][self.family][name])

    @property
    def gain_min(self) -> int:
        """The least gain (points above the obvious move) that makes a position a puzzle."""
        return self._setting("gain_min")

    @property
    def max_moves(self) -> int:
        """The most moves of one game looked at (a bound on every game)."""
        return self._setting("max_moves")

    @property
    def per_game(self) -> int:
        """The most puzzles taken from one game (so a sheet holds several games' positions)."""
        return self._setting("per_game")

    def max_games(self, count: int) -> int:
        """The most games played to find ``count`` puzzles."""
        return self._setting("games_per_puzzle") * count + int(settings()["extra_games"])

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

    def answer_score(self, checked: Any) -> int | None:
        """The score of the answer :meth:`check` was given (None when it is not legal)."""
        score: int | None = checked.answer_score
        return score

    def answer_text(self, value: Any) -> str | None:
        """A learner's ``answer`` as the move notation :meth:`check` reads (None when it is not text)."""
        return value if isinstance(value, str) else None

    def answer_value(self, move: str) -> Any:
        """The value a learner writes in ``answer = ...`` for ``move`` (the assignment's solution)."""
        return move

    def worked(self, position: Mapping[str, Any], move: str) -> Any:
        """``move`` at ``position`` explained step by step (its ``repr`` the text, ``_repr_html_`` the drawing),
        or None where the family has no worked example."""
        return None

    def position_html(self, position: Mapping[str, Any]) -> str:
        """The position drawn (escaped HTML, inline styles only)."""
        raise NotImplementedError

    def position_text(self, position: Mapping[str, Any]) -> str:
        """The position in a line or two of plain text."""
        raise NotImplementedError


def maker_module(name: str) -> str:
    """The module of the maker of the variant ``name``: the registry's entry for it, else its family's."""
    entry = variant(name)
    family = registry().families.get(entry.family)
    return entry.puzzles or (family.puzzles if family else "")


def maker_for(name: str) -> Maker:
    """The maker of the variant ``name`` (one of the registry's names; each maker module defines ``MAKER``).

    Another name is refused (``unknown_ruleset``); a variant with no maker yet, with a sentence
    (``no_puzzle_maker``).
    """
    module = maker_module(name)
    if not module:
        raise WordplayError("no_puzzle_maker", params={"name": name})
    maker: Maker = import_part(name, module).MAKER
    return maker

"""What a puzzle is, and how hard: the finder's best move against the runner-up and the obvious move.

Each family's maker (:mod:`wordplay.puzzles.board`, ``thief``, ``cards``, ``rummy``) turns positions of
seeded games into :class:`Candidate` records: the position, the finder's best moves there (best
first), the *obvious* move (what a beginner plays; each maker's docstring says how it is chosen),
and what the best move does that is hard to see (its features). :func:`grade` measures it:

* **margin**: the best score minus the runner-up's (the second-best move the finder saw);
* **gain**: the best score minus the obvious move's;
* the length of the best move's longest word, and its features (a blank or a Wild, a steal or a
  split in Word Thief, a bonus card, every tile or card used).

A candidate is a puzzle when its best move is the only one with the best score (``margin >= 1``)
and clearly better than the obvious move (``gain >= gain_min``, a number per family). Its grade
(1 to 3 stars) adds up what makes the best move hard to find: a long word, a blank or a Wild, a
steal or a split, a bonus card, and a runner-up close behind.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from wordplay.core.messages import render

#: What the best move of a puzzle may do that is hard to see, each with its weight in the grade.
FEATURE_WEIGHTS: Mapping[str, int] = {
    "blank": 1,
    "wild": 1,
    "steal": 1,
    "split": 2,
    "bonus_card": 1,
    "all_tiles": 1,
    "task_bonus": 1,
}
LONG_WORD, VERY_LONG_WORD = 5, 7  # letters: a long word adds one to the grade, a very long one two
CLOSE_RUNNER_UP = 3  # a runner-up this close behind (in points) adds one to the grade
STARS = ((0, 1), (2, 2), (4, 3))  # (least points, stars)


@dataclass(frozen=True)
class Answer:
    """A move in the game's own notation, and its score."""

    move: str
    score: int

    def to_dict(self) -> dict[str, Any]:
        return {"move": self.move, "score": self.score}


@dataclass(frozen=True)
class Candidate:
    """A position of a seeded game, with the finder's best moves there and the obvious move.

    ``position`` is plain JSON (what the family's exercise needs to rebuild it); ``ranked`` holds
    the finder's best moves, best first (at least two, so there is a runner-up)."""

    variant: str
    game_seed: int
    move_number: int  # 1-based, in the order of the game's moves
    position: Mapping[str, Any]
    ranked: tuple[Answer, ...]
    obvious: Answer
    length: int  # letters in the best move's longest word
    features: tuple[str, ...] = ()

    @property
    def best(self) -> Answer:
        return self.ranked[0]

    @property
    def runner_up(self) -> Answer:
        return self.ranked[1]


@dataclass(frozen=True)
class Grade:
    """How far the best move stands above the runner-up and the obvious move, and how hard it is."""

    margin: int
    gain: int
    length: int
    features: tuple[str, ...] = ()
    stars: int = field(default=1)

    def sentences(self, language: str | None = None) -> list[str]:
        """The grade in sentences: the stars, the margin, the gain, then each feature."""
        out = [
            render("puzzles.grade.stars", {"stars": self.stars}, language),
            render("puzzles.grade.margin", {"margin": self.margin}, language),
            render("puzzles.grade.gain", {"gain": self.gain}, language),
            render("puzzles.grade.length", {"length": self.length}, language),
        ]
        out += [render(f"puzzles.feature.{f}", {}, language) for f in self.features]
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "margin": self.margin,
            "gain": self.gain,
            "length": self.length,
            "features": list(self.features),
            "stars": self.stars,
        }


@dataclass(frozen=True)
class Puzzle:
    """A chosen candidate and its grade; ``number`` is its place on the sheet (1-based)."""

    number: int
    candidate: Candidate
    grade: Grade

    @property
    def answer(self) -> Answer:
        return self.candidate.best

    def to_dict(self) -> dict[str, Any]:
        c = self.candidate
        return {
            "number": self.number,
            "variant": c.variant,
            "game_seed": c.game_seed,
            "move_number": c.move_number,
            "position": dict(c.position),
            "answer": c.best.to_dict(),
            "runner_up": c.runner_up.to_dict(),
            "obvious": c.obvious.to_dict(),
            "grade": self.grade.to_dict(),
        }


def grade(candidate: Candidate) -> Grade:
    """The candidate's margin, gain and stars (see the module docstring)."""
    margin = candidate.best.score - candidate.runner_up.score
    gain = candidate.best.score - candidate.obvious.score
    points = sum(FEATURE_WEIGHTS.get(f, 0) for f in candidate.features)
    points += (candidate.length >= LONG_WORD) + (candidate.length >= VERY_LONG_WORD)
    points += margin <= CLOSE_RUNNER_UP
    stars = max(s for least, s in STARS if points >= least)
    return Grade(margin, gain, candidate.length, tuple(candidate.features), stars)


def is_puzzle(candidate: Candidate, gain_min: int) -> bool:
    """A unique best move, clearly better than the obvious one."""
    g = grade(candidate)
    return g.margin >= 1 and g.gain >= gain_min

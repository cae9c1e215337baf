"""Choosing puzzles: seeded games played one after another until enough positions qualify.

Game ``g`` (counting from 0) of a run with seed ``seed`` is the family's game with seed
``seed * 1000 + g``, so the same seed gives the same puzzles on every machine. Every search is
bounded: at most :data:`MAX_COUNT` puzzles, at most the maker's ``max_games(count)`` games, at most the
maker's ``max_moves`` moves of each game, and at most its ``per_game`` puzzles from one game (so a
sheet holds several games' positions). When the games run out first, the set says so in a sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wordplay.core.errors import WordplayError
from wordplay.core.messages import Term, render
from wordplay.puzzles.family import maker_for
from wordplay.puzzles.grading import Candidate, Puzzle, grade, is_puzzle

MAX_COUNT = 50
SEED_STRIDE = 1000
MAX_SEED = 999_999
NOTATIONS = ("bonus_card",)  # features of a best move that need a notation of their own


@dataclass(frozen=True)
class PuzzleSet:
    """The puzzles chosen for a variant and seed, easiest first, and how many were asked for."""

    variant: str
    seed: int
    asked: int
    games: int
    puzzles: tuple[Puzzle, ...]

    @property
    def short(self) -> bool:
        return len(self.puzzles) < self.asked

    def shortfall(self, language: str | None = None) -> str | None:
        """The sentence that says fewer puzzles were found than asked (None when all were)."""
        if not self.short:
            return None
        in_games = Term("puzzles.in_games", games=self.games)
        return render(
            "puzzles.fewer", {"found": len(self.puzzles), "asked": self.asked, "in_games": in_games}, language
        )

    def notations(self) -> list[str]:
        """The notations beyond the family's usual answer that a best move here needs (a bonus card), each
        explained in the notebooks (``assignment.notation.<feature>``), so the right move can be written."""
        return [need for need in NOTATIONS if any(need in p.candidate.features for p in self.puzzles)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "seed": self.seed,
            "asked": self.asked,
            "games": self.games,
            "puzzles": [p.to_dict() for p in self.puzzles],
        }


def check_request(count: int, seed: int) -> None:
    """Refuse a count outside 1..MAX_COUNT or a seed outside 0..MAX_SEED (``puzzles_bad_count``/``_seed``)."""
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_COUNT:
        raise WordplayError("puzzles_bad_count", params={"count": count, "most": MAX_COUNT})
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise WordplayError("puzzles_bad_seed", params={"seed": seed, "most": MAX_SEED})


def make_puzzles(variant: str, count: int = 10, seed: int = 0, *, lexicon: Any = None) -> PuzzleSet:
    """Up to ``count`` puzzles of ``variant`` from seeded games (see the module docstring)."""
    maker = maker_for(variant)
    check_request(count, seed)
    chosen: list[Candidate] = []
    games = 0
    for g in range(maker.max_games(count)):
        if len(chosen) >= count:
            break
        games += 1
        found = [c for c in maker.candidates(variant, seed * SEED_STRIDE + g, lexicon) if is_puzzle(c, maker.gain_min)]
        # the biggest gains over the obvious move first; the earlier move on a tie
        found.sort(key=lambda c: (-(c.best.score - c.obvious.score), c.move_number))
        chosen.extend(found[: min(maker.per_game, count - len(chosen))])
    graded = sorted(((c, grade(c)) for c in chosen), key=lambda cg: (cg[1].stars, cg[0].game_seed, cg[0].move_number))
    puzzles = tuple(Puzzle(i + 1, c, g) for i, (c, g) in enumerate(graded))
    return PuzzleSet(variant, seed, count, games, puzzles)

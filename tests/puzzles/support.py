"""The puzzles the tests share: a small set per variant from a fixed seed, made once per session."""

from __future__ import annotations

from functools import cache

from wordplay.puzzles import PuzzleSet, make_puzzles

COUNT, SEED = 2, 1


@cache
def puzzle_set(variant: str) -> PuzzleSet:
    return make_puzzles(variant, COUNT, SEED)

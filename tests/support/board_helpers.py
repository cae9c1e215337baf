"""Small helpers for the board tests: an empty board, a board from a few rows, an accept-all lexicon.

A plain module (not ``conftest``) so test files can import it: ``tests/browser`` has a
``conftest.py`` of its own, and two modules named ``conftest`` cannot both be imported by name.
"""

from __future__ import annotations

from wordplay.board.position import parse_cgp
from wordplay.core.registry import get_ruleset

EMPTY_BOARD = "/".join(["15"] * 15)


class AcceptAll:
    """A lexicon that accepts every word: for tests about shape, scoring and state."""

    def __contains__(self, word: object) -> bool:
        return True


def board(cgp: str, variant: str = "wordsmith"):
    return parse_cgp(cgp, get_ruleset(variant)).board


def rows(**filled: str) -> str:
    """A CGP board from a few rows, e.g. ``rows(r8="3DRAWN7")``; other rows empty."""
    return "/".join(filled.get(f"r{i}", "15") for i in range(1, 16))

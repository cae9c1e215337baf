"""Shared fixtures: rulesets, empty boards, and tiny lexicons (on purpose: fast and exact)."""

from __future__ import annotations

import pytest

from wordplay.board.position import parse_cgp
from wordplay.board.ruleset import get_ruleset
from wordplay.core.lexicon import load_lexicon

EMPTY_BOARD = "/".join(["15"] * 15)


class AcceptAll:
    """A lexicon that accepts every word: for tests about shape, scoring and state."""

    def __contains__(self, word: object) -> bool:
        return True


@pytest.fixture(scope="session")
def enable():
    """The shipped English list (ENABLE), loaded once from the graph cache."""
    return load_lexicon("enable")


@pytest.fixture(scope="session")
def sjp():
    """The shipped Polish list (SJP), loaded once from the graph cache."""
    return load_lexicon("sjp")


@pytest.fixture
def wordsmith():
    return get_ruleset("wordsmith")


@pytest.fixture
def literaki():
    return get_ruleset("literaki")


def board(cgp: str, variant: str = "wordsmith"):
    return parse_cgp(cgp, get_ruleset(variant)).board


def rows(**filled: str) -> str:
    """A CGP board from a few rows, e.g. ``rows(r8="3DRAWN7")``; other rows empty."""
    return "/".join(filled.get(f"r{i}", "15") for i in range(1, 16))

"""Shared fixtures: the shipped lexicons and the rulesets (helpers live in ``board_helpers``)."""

from __future__ import annotations

import pytest

from wordplay.core.lexicon import load_lexicon
from wordplay.core.registry import get_ruleset


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

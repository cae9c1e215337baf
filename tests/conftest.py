"""Shared fixtures: the shipped lexicons and the rulesets (helpers live in ``board_helpers``)."""

from __future__ import annotations

import pytest

from wordplay.core import messages
from wordplay.core.lexicon import load_lexicon
from wordplay.core.registry import get_ruleset


@pytest.fixture(scope="session")
def enable():
    """The shipped English list (ENABLE), loaded once from the graph cache."""
    return load_lexicon("enable")


@pytest.fixture(scope="session")
def pt():
    """The shipped Portuguese list (Scrabble Cards), loaded once from the graph cache."""
    return load_lexicon("pt")


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


@pytest.fixture(autouse=True)
def _package_language_restored():
    """The package's default language is global state: whatever a test sets, the next starts as before."""
    before = messages._default
    yield
    messages._default = before


@pytest.fixture(autouse=True)
def _games_kept_apart(tmp_path_factory, monkeypatch):
    """Each test keeps its games in a folder of its own: a game kept by one is never continued by the next."""
    monkeypatch.setenv("WORDPLAY_DATA_DIR", str(tmp_path_factory.mktemp("kept")))
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)

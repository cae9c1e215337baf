"""The docstring examples run: every module of the package whose docstrings hold ``>>>`` examples.

Run with :func:`doctest.testmod` module by module (not pytest's ``--doctest-modules``, which would
change how the project's ``--nbval`` run collects files). The examples use the shipped word lists,
which load from the graph cache.
"""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import wordplay
from wordplay.core import messages

PACKAGE = Path(wordplay.__file__).resolve().parent


def _modules_with_examples() -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if ">>> " in path.read_text(encoding="utf-8"):
            parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
            found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


MODULES = _modules_with_examples()


def test_the_examples_are_found():
    assert "wordplay.core.registry" in MODULES and "wordplay.board.game" in MODULES and len(MODULES) >= 15


@pytest.mark.parametrize("name", MODULES)
def test_the_examples_run(name, monkeypatch):
    monkeypatch.setattr(messages, "_default", messages.SOURCE_LANGUAGE)  # the examples print English
    flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    result = doctest.testmod(importlib.import_module(name), optionflags=flags, report=False)
    assert result.attempted > 0, f"{name}: no example ran"
    assert result.failed == 0, f"{name}: {result.failed} of {result.attempted} examples failed (run it verbosely)"

"""No tutorial repeats an exercise: each (board, rack) pair the board tutorials ask about is asked once."""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
EXERCISE = re.compile(r'exercise\("(\w+)", (\w+), "([^"]+)"')


def builders():
    sys.path.insert(0, str(NOTEBOOKS))
    try:
        import build_notebooks
    finally:
        sys.path.remove(str(NOTEBOOKS))
    return build_notebooks


def asked(cells) -> Counter:
    return Counter(m.groups() for c in cells if c.cell_type == "code" for m in EXERCISE.finditer(c.source))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "language"),
    [
        ("wordsmith_notebook", "en"),
        ("literaki_notebook", "en"),
        ("literaki_notebook", "pl"),
        ("wordsmith_notebook", "pl"),
    ],
)
def test_every_exercise_is_asked_once(name, language):
    build = getattr(builders(), name)
    cells = build(language) if language != "en" else build()
    found = asked(cells)
    assert len(found) >= 10
    assert [pair for pair, n in found.items() if n > 1] == []


@pytest.mark.slow
@pytest.mark.parametrize("name", ["literaki_notebook", "wordsmith_notebook"])
def test_a_polish_tutorial_asks_the_english_exercises(name):
    """A translation teaches the same game: the same exercises, in the same order, with the same answers."""
    build = getattr(builders(), name)
    english, polish = build(), build("pl")
    assert [c.cell_type for c in english] == [c.cell_type for c in polish]
    assert list(asked(english)) == list(asked(polish))

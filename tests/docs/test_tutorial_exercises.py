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


@pytest.mark.slow
@pytest.mark.parametrize("name", ["wordsmith_notebook", "literaki_notebook"])
def test_every_exercise_is_asked_once(name):
    cells = getattr(builders(), name)()
    asked = Counter(m.groups() for c in cells if c.cell_type == "code" for m in EXERCISE.finditer(c.source))
    assert len(asked) >= 10
    assert [pair for pair, n in asked.items() if n > 1] == []

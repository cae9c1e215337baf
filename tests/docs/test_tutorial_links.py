"""The index notebook leads to every tutorial: each tutorial notebook the builders write is linked from it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TUTORIALS = (
    "wordsmith.ipynb",
    "literaki.ipynb",
    "word-thief.ipynb",
    "scrabble-cards.ipynb",
    # in the rule texts' languages
    "literaki.pl.ipynb",
    "scrabble-cards.pt.ipynb",
    "word-thief.ro.ipynb",
    "wordsmith.pl.ipynb",
    # the index itself in those languages
    "index.pl.ipynb",
    "index.pt.ipynb",
    "index.ro.ipynb",
)


def index_text() -> str:
    sys.path.insert(0, str(NOTEBOOKS))
    try:
        import build_notebooks
    finally:
        sys.path.remove(str(NOTEBOOKS))
    return "\n".join(cell.source for cell in build_notebooks.index_notebook() if cell.cell_type == "markdown")


def test_the_index_links_every_tutorial():
    links = set(re.findall(r"\]\(([\w.-]+\.ipynb)\)", index_text()))
    assert links == set(TUTORIALS)
    assert all((NOTEBOOKS / name).exists() for name in TUTORIALS)

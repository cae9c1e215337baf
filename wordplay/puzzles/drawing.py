"""A puzzle's position shown in a notebook: drawn as HTML by its family's maker, or as a line of text.

>>> show({"variant": "wordsmith", "cgp": "15/15/15/15/15/15/15/3QUIET7/15/15/15/15/15/15/15", "rack": "AEINRST"})
15/15/15/15/15/15/15/3QUIET7/15/15/15/15/15/15/15 AEINRST

In a notebook the same call draws the board and the rack.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from wordplay.puzzles.family import maker_for


@dataclass(frozen=True)
class Shown:
    """A position that draws itself (``_repr_html_``) and prints as text."""

    position: Mapping[str, Any]

    def __repr__(self) -> str:
        return maker_for(self.position["variant"]).position_text(self.position)

    def _repr_html_(self) -> str:
        return maker_for(self.position["variant"]).position_html(self.position)


def show(position: Mapping[str, Any]) -> Shown:
    """``position`` (a puzzle's, as the notebook holds it) ready to be drawn."""
    return Shown(dict(position))

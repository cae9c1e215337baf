"""Letter sets as data: each letter's value and count, and the blanks.

A tile is written as one character: an upper-case letter for a letter tile, the lower-case
letter for a blank standing for that letter (on a board), and ``?`` for an undesignated
blank (on a rack or in the bag). Polish letters are themselves (``Ź``, ``ź``).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources

BLANK = "?"


@dataclass(frozen=True)
class TileSet:
    """The letters in alphabetical order, their values and counts, and the number of blanks."""

    values: Mapping[str, int]
    counts: Mapping[str, int]
    blanks: int
    blank_value: int = 0
    source: str = ""

    @property
    def alphabet(self) -> str:
        return "".join(self.values)

    def value(self, tile: str) -> int:
        """Points of a tile: a blank (``?`` or a lower-case letter) is worth the blank value."""
        if tile == BLANK or tile.islower():
            return self.blank_value
        return self.values[tile]

    def rank(self, tile: str) -> int:
        """Alphabetical rank used by the draw for first player (blank first: -1)."""
        return -1 if tile == BLANK else self.alphabet.index(tile)

    def full_bag(self) -> list[str]:
        """Every tile of a new game, in alphabetical order (shuffle it with a seeded Rng)."""
        bag = [letter for letter, count in self.counts.items() for _ in range(count)]
        return bag + [BLANK] * self.blanks

    def is_letter(self, ch: str) -> bool:
        return ch.upper() in self.values

    def rack_value(self, tiles: Iterable[str]) -> int:
        return sum(self.value(t) for t in tiles)

    def with_blanks(self, blanks: int) -> TileSet:
        return TileSet(self.values, self.counts, blanks, self.blank_value, self.source)

    def counter(self) -> Counter[str]:
        return Counter(self.full_bag())


def load_tile_set(relative_path: str, blanks: int) -> TileSet:
    """Read a letter set from ``wordplay/data`` (``{"letters": {"A": [value, count]}}``).

    Read once per file and blank count (a ruleset asks for its tiles on every move): the
    sets are shared, so their mappings are read, never changed.
    """
    return _load_tile_set(relative_path, blanks)


@cache
def _load_tile_set(relative_path: str, blanks: int) -> TileSet:
    data = json.loads((resources.files("wordplay.data") / relative_path).read_text(encoding="utf-8"))
    values = {letter: vc[0] for letter, vc in data["letters"].items()}
    counts = {letter: vc[1] for letter, vc in data["letters"].items()}
    return TileSet(values, counts, blanks, data.get("blank_value", 0), data.get("source", ""))

"""What the tiles kept on a rack are worth: the level-2 player's valuation, read from data.

``wordplay/data/players/leave_values.json`` holds, per variant (a variant without its own section
plays with that of a variant with the same tile set): each tile's worth, the letters
that are vowels, a penalty per duplicate (vowel or consonant), a table for the balance of
vowels against consonants, bonuses for pairs (QU), and when to consider exchanging.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from wordplay.board.ruleset import load_ruleset
from wordplay.core.registry import family_rulesets, unfinished
from wordplay.core.tiles import BLANK


@dataclass(frozen=True)
class LeaveValues:
    """The valuation of kept tiles for one variant."""

    tiles: dict[str, float]
    vowels: str
    duplicate_vowel: float
    duplicate_consonant: float
    balance: dict[int, float]
    pairs: dict[str, float]
    exchange_when_best_below: float
    exchange_cost: float

    def value(self, leave: str) -> float:
        """The worth of keeping ``leave`` (``?`` for a blank)."""
        if not leave:
            return 0.0
        total = 0.0
        counts = Counter(leave)
        vowels = consonants = 0
        for tile, n in counts.items():
            total += self.tiles.get(tile, 0.0) * n
            if tile == BLANK:
                continue
            if tile in self.vowels:
                vowels += n
                if n > 1:
                    total += self.duplicate_vowel * (n - 1)
            else:
                consonants += n
                if n > 1:
                    total += self.duplicate_consonant * (n - 1)
        diff = vowels - consonants
        if self.balance:
            low, high = min(self.balance), max(self.balance)
            total += self.balance[max(low, min(high, diff))]
        for pair, bonus in self.pairs.items():
            if all(counts[ch] for ch in pair):
                total += bonus
        return total


@cache
def _data() -> dict[str, Any]:
    path = resources.files("wordplay.data") / "players" / "leave_values.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def player_settings(section: str) -> dict[str, Any]:
    """A section of the players' data file (``beginner``, or a variant id)."""
    return dict(_data()[section])


def _section_for(variant: str) -> str:
    """The file's section for ``variant``: its own, else that of a variant playing the same tile set
    (the values are worths of tiles, so a new board with Wordsmith's tiles plays with Wordsmith's)."""
    data = _data()
    if variant in data:
        return variant
    tiles = load_ruleset(variant).tiles_path
    same = [other for other in family_rulesets("board") if other in data and load_ruleset(other).tiles_path == tiles]
    if not same:
        raise unfinished(variant, f'wordplay/data/players/leave_values.json["{variant}"]')  # a place, not prose
    return same[0]


@cache
def leave_values(variant: str) -> LeaveValues:
    """The leave valuation of a variant (its own section, or that of a variant with the same tiles)."""
    v = _data()[_section_for(variant)]
    return LeaveValues(
        tiles={k: float(x) for k, x in v["tiles"].items()},
        vowels=v["vowels"],
        duplicate_vowel=float(v["duplicate"]["vowel"]),
        duplicate_consonant=float(v["duplicate"]["consonant"]),
        balance={int(k): float(x) for k, x in v["balance"]["vowels_minus_consonants"].items()},
        pairs={k: float(x) for k, x in v.get("pairs", {}).items()},
        exchange_when_best_below=float(v["exchange_when_best_below"]),
        exchange_cost=float(v["exchange_cost"]),
    )

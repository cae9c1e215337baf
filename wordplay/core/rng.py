"""A small seeded random generator whose whole state is one integer.

Dealing and drawing are explicit, seeded chance events (as in OpenSpiel), so a game
replays exactly, and the generator's state fits in a saved game as a single number.
SplitMix64 is tiny, fast in pure Python and statistically sound for shuffling tiles.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
T = TypeVar("T")


class Rng:
    """SplitMix64; ``state`` is the whole state (save it, restore it with ``Rng(state=...)``)."""

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        self.state = (state if state is not None else seed * 0x9E3779B97F4A7C15 + 1) & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

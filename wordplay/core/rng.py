"""A small seeded random generator whose whole state is one integer.

Dealing and drawing are explicit, seeded chance events (as in OpenSpiel), so a game
replays exactly, and the generator's state fits in a saved game as a single number.
SplitMix64 is tiny, fast in pure Python and statistically sound for shuffling tiles.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_TWO64 = 1 << 64


def _mix(z: int) -> int:
    """SplitMix64's output function: a bijection of 64-bit integers that scatters nearby inputs."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


T = TypeVar("T")


class Rng:
    """SplitMix64; ``state`` is the whole state (save it, restore it with ``Rng(state=...)``)."""

    def __init__(self, seed: int = 0, *, state: int | None = None) -> None:
        # A seed is mixed before it becomes the state: SplitMix64 steps its state by a fixed
        # constant, so a state taken straight from the seed would make seed n + 1 replay
        # seed n one draw later (neighbouring seeds dealing the same game).
        self.state = (state if state is not None else _mix(seed & _MASK)) & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        return _mix(self.state)

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
        """Fisher-Yates shuffle in place: ``j = self.below(i + 1)`` for each ``i`` from the end, with
        :meth:`below`, :meth:`next64` and :func:`_mix` written out in the loop (a board game shuffles its
        whole bag when it starts: a twentieth of a computer game's Python, through three calls a tile)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _TWO64 - _TWO64 % n
            while True:
                state = (state + _GAMMA) & _MASK
                z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = state

"""One way to lay a word in Word Thief: which kinds of card (letter, suit, value, origin) stand for its letters.

Its own module so that both card searches make them, the Python one (:mod:`wordplay.thief.assign`) and the
compiled one's reader (:mod:`wordplay.thief.compiled_cards`), without importing each other.
"""

from __future__ import annotations

__all__ = ["Way"]


class Way:
    """One way to lay a word: kind counts (packed), points, cards from the stolen word and the hand, and
    ``choice``: (letter, kind, how many) for each kind used. It says which kind of card (letter, suit,
    value, origin) stands for each letter, not which card: words laid the same way are explained alike."""

    __slots__ = ("choice", "hand", "packed", "points", "stolen")

    def __init__(
        self, packed: int, points: int, stolen: int, hand: int, choice: tuple[tuple[str, int, int], ...]
    ) -> None:
        self.packed, self.points, self.stolen, self.hand, self.choice = packed, points, stolen, hand, choice

"""A word typed all in lower case, read as the learner means it (docs/rules.md, "Writing a move").

The players' notation writes a blank as a lower-case letter (``8D QUiET``: the I is a blank). A
learner who types the whole word in lower case (``H8 quiet``) does not mean five blanks: such a
word is read from the rack (or hand), each letter the rack's own tile where it holds one and a
blank only for the letters it lacks. A word with any capital keeps the notation's rule, and saves
and GCG records, which are written by the program, are always read by the notation's rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from wordplay.core.tiles import BLANK

__all__ = ["all_lower", "read_from_rack"]


def all_lower(word: str) -> bool:
    """Whether ``word`` has a lower-case letter and no capital (``quiet``, ``(zax)es``; not ``QUiET``)."""
    return any(ch.islower() for ch in word) and not any(ch.isupper() for ch in word)


def read_from_rack(letters: Sequence[str], rack: Iterable[str]) -> list[str]:
    """The new tiles of a word typed all in lower case, read from ``rack`` in the order written.

    Each letter is the rack's own tile (a capital) while the rack holds one, else a blank (kept in
    lower case) while the rack holds a blank; a letter the rack has neither for is read as a tile,
    so that the rack's own rule says what is missing rather than a count of blanks."""
    left = Counter(tile if tile == BLANK else tile.upper() for tile in rack)
    out: list[str] = []
    for letter in letters:
        tile = letter.upper()
        if left[tile] > 0:
            left[tile] -= 1
            out.append(tile)
        elif left[BLANK] > 0:
            left[BLANK] -= 1
            out.append(letter.lower())
        else:
            out.append(tile)
    return out

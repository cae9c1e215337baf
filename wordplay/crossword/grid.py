"""Board layouts read from ASCII art, and square names as players write them.

Squares are numbered ``row * size + col`` from the top left. A square is named column letter
then row number (``H8``); a play is written ``8H WORD`` (across from H8) or ``H8 WORD`` (down).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

COLUMNS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

_PREMIUMS = {"..": (1, 1), "2L": (2, 1), "3L": (3, 1), "2W": (1, 2), "3W": (1, 3), "**": (1, 1), "*2": (1, 2)}


@dataclass(frozen=True)
class Layout:
    """A square board's premiums: per square a letter multiplier and a word multiplier."""

    size: int
    letter_multipliers: tuple[int, ...]
    word_multipliers: tuple[int, ...]
    start: int
    source: str = ""

    def premium(self, square: int) -> str:
        """The premium label of a square: ``2L``, ``3L``, ``2W``, ``3W`` or ``""``."""
        if self.letter_multipliers[square] > 1:
            return f"{self.letter_multipliers[square]}L"
        if self.word_multipliers[square] > 1:
            return f"{self.word_multipliers[square]}W"
        return ""

    def name(self, square: int) -> str:
        return square_name(square, self.size)


def square_name(square: int, size: int = 15) -> str:
    """Square number -> its name: ``112`` -> ``H8`` on a 15x15 grid."""
    row, col = divmod(square, size)
    return f"{COLUMNS[col]}{row + 1}"


def square_index(name: str, size: int = 15) -> int:
    """A square's name -> its number (row * size + column): ``H8`` -> ``112`` on a 15x15 grid."""
    return (int(name[1:]) - 1) * size + COLUMNS.index(name[0])


def parse_layout(text: str, source: str = "") -> Layout:
    """Read the ASCII art: a header of column letters, then one line per row of two-character cells."""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    header, rows = lines[0].split(), lines[1:]
    size = len(header)
    if len(rows) != size:
        raise ValueError(f"layout has {len(rows)} rows for {size} columns")
    letter, word, start = [], [], None
    for r, line in enumerate(rows):
        cells = line.split()
        if int(cells[0]) != r + 1 or len(cells) != size + 1:
            raise ValueError(f"layout row {r + 1} is malformed: {line!r}")
        for c, cell in enumerate(cells[1:]):
            lm, wm = _PREMIUMS[cell]
            letter.append(lm)
            word.append(wm)
            if cell.startswith("*"):
                start = r * size + c
    if start is None:
        raise ValueError("layout has no start square (*)")
    return Layout(size, tuple(letter), tuple(word), start, source)


@cache
def load_layout(relative_path: str) -> Layout:
    text = (resources.files("wordplay.data") / relative_path).read_text(encoding="utf-8")
    return parse_layout(text, relative_path)

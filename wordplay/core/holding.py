"""What a rack or hand lacks for a move, said so that a second copy of a letter it holds is not a puzzle.

"The hand SOIOAAN does not hold S" reads as wrong when the hand holds an S and the move needs two; the note
from :func:`fewer_note` adds, for each such letter, how many the hand holds and how many the move needs.
"""

from __future__ import annotations

from collections import Counter

from wordplay.core.messages import render
from wordplay.core.tiles import BLANK


def fewer_note(needed: Counter[str], held: Counter[str]) -> str:
    """The notes (each starting with a space) for the letters ``held`` holds fewer of than ``needed``, but some;
    the note on lower-case blanks when blanks are missing; else ``""``."""
    missing = needed - held
    notes = [
        render("note.holds_fewer", {"letter": letter, "held": held[letter], "needed": needed[letter]})
        for letter in sorted(missing)
        if held[letter] and letter != BLANK
    ]
    if missing[BLANK]:
        notes.append(render("note.lower_case_blank", {}))
    return "".join(notes)

"""How a word the cards spell is written: AÇAO on the table is AÇÃO in Portuguese.

The cards carry no accents but Ç (docs/rules.md section 2), so the lexicon holds folded words;
``lexicons/pt_accents.txt.xz`` keeps the written form of each folded word the source did not
hold unaccented (built by ``lexicons/build_portuguese.py``). Read once, on first use.
"""

from __future__ import annotations

import io
from functools import cache

from wordplay.core.lexicon import read_list

ACCENTS_FILE = "pt_accents.txt.xz"


@cache
def _accents() -> dict[str, str]:
    import lzma  # Pyodide loads lzma on demand

    table = {}
    with io.TextIOWrapper(lzma.LZMAFile(io.BytesIO(read_list(ACCENTS_FILE))), encoding="utf-8") as lines:
        for line in lines:
            folded, _, written = line.rstrip("\n").partition("\t")
            table[folded] = written
    return table


def spelling(word: str) -> str:
    """The written form of a folded word in upper case (``AÇAO`` -> ``AÇÃO``; several joined by
    ``/`` when they fold together: ``APOS`` -> ``APÓS/APÔS``); the word itself when it has no accents
    or is unknown. A blank's lower case letter is read as the letter."""
    try:
        written = _accents().get(word.lower())
    except (OSError, ImportError):  # the accents table is optional (a trimmed install, no lzma)
        written = None
    return written.upper() if written else word.upper()

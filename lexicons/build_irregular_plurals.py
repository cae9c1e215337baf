"""Regenerate ``wordplay/data/thief/irregular-plurals.en.json``: the irregular English plurals that a Word
Thief steal may not make (docs/rules.md section 1, "A steal that only makes a plural").

Source: the ``inflect`` package (PyPI, MIT licence, pinned below), asked for the plural of every word
of the game's own word list (``lexicons/enable.txt.xz``), in its modern and its classical mode
(``classical(all=True)``: BEAUX, TRAUMATA, CARCINOMATA, GOYIM). A pair is kept when

* the plural is in the word list too (the game only sees words it accepts),
* it is not regular (the singular + S or ES, or Y turned into IES: the ruleset's ``plural_endings``),
* the singular is not a pronoun (inflect makes HE into THEY, MINE into OURS: not plurals of nouns),
* the plural holds every letter of the singular (only such a plural can be made by adding cards).

To these, :data:`SUPPLEMENT` adds the plurals in the word list that inflect does not give (its own
tables stop short of them); each is checked against the word list the same way.

``inflect`` is used only here, when the data is built: the package does not depend on it.

Usage::

    pip install inflect==7.6.0
    python lexicons/build_irregular_plurals.py           # write the data file
    python lexicons/build_irregular_plurals.py --check   # build and compare only (exit 1 if it differs)
"""

from __future__ import annotations

import argparse
import json
import lzma
import pathlib
import sys
from collections import Counter

INFLECT_VERSION = "7.6.0"
HERE = pathlib.Path(__file__).resolve().parent
WORDS = HERE / "enable.txt.xz"
OUT = HERE.parent / "wordplay" / "data" / "thief" / "irregular-plurals.en.json"

# Plurals in ENABLE that inflect 7.6 does not give: classical and foreign plurals of the project's earlier
# hand-kept list, and two German ones found in play (HOSEN, MENSCHEN).
SUPPLEMENT = {
    "ADDENDUM": "ADDENDA",
    "AUTOMATON": "AUTOMATA",
    "CONCERTO": "CONCERTI",
    "FORUM": "FORA",
    "HOSE": "HOSEN",
    "KIBBUTZ": "KIBBUTZIM",
    "LARVA": "LARVAE",
    "LIBRETTO": "LIBRETTI",
    "MENSCH": "MENSCHEN",
    "OCTOPUS": "OCTOPI",
    "PAPARAZZO": "PAPARAZZI",
    "PENNY": "PENCE",
    "SYLLABUS": "SYLLABI",
    "SYMPOSIUM": "SYMPOSIA",
    "TERMINUS": "TERMINI",
    "THESAURUS": "THESAURI",
}


def regular(singular: str, plural: str) -> bool:
    return plural in (singular + "S", singular + "ES") or (singular.endswith("Y") and plural == singular[:-1] + "IES")


def holds(singular: str, plural: str) -> bool:
    return not Counter(singular) - Counter(plural)


def build() -> dict[str, list[str]]:
    from importlib.metadata import version

    import inflect

    if version("inflect") != INFLECT_VERSION:
        print(f"note: inflect {version('inflect')} (the data file was built with {INFLECT_VERSION})", file=sys.stderr)
    with lzma.open(WORDS, "rt", encoding="utf-8") as listed:
        words = {w.upper() for w in listed.read().split()}
    pronouns = {p.upper() for p in (*inflect.pl_pron_nom, *inflect.pl_pron_acc)}
    engine = inflect.engine()
    pairs: dict[str, set[str]] = {}
    for classical in (False, True):
        engine.classical(all=classical)
        for word in sorted(words - pronouns):
            plural = (engine.plural_noun(word.lower()) or "").upper()
            if plural != word and plural in words and not regular(word, plural) and holds(word, plural):
                pairs.setdefault(word, set()).add(plural)
    for word, plural in SUPPLEMENT.items():
        if word in words and plural in words and holds(word, plural):
            pairs.setdefault(word, set()).add(plural)
    return {word: sorted(plurals) for word, plurals in sorted(pairs.items())}


def document(plurals: dict[str, list[str]]) -> str:
    data = {
        "source": (
            f"Built by lexicons/build_irregular_plurals.py: the plural of every ENABLE word by the inflect package "
            f"{INFLECT_VERSION} (MIT licence), modern and classical, kept when the plural is an ENABLE word, is not "
            "made by the regular endings, holds every letter of its singular and the singular is not a pronoun; "
            "plus the script's short supplement of plurals inflect does not give. Word Thief (docs/rules.md "
            "section 1) refuses a steal that only makes the stolen word's plural."
        ),
        "licence": "derived from inflect (MIT) and ENABLE (public domain); the selection CC0-1.0",
        "plurals": plurals,
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="build and compare with the data file only")
    args = parser.parse_args()
    text = document(build())
    if args.check:
        same = OUT.read_text(encoding="utf-8") == text
        print("irregular plurals: up to date" if same else "irregular plurals: differ from the build")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({len(json.loads(text)['plurals'])} singulars)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

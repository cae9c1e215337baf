"""Regenerate ``lexicons/pt.txt.xz`` (the Portuguese word list, folded to the cards).

Source: Debian's ``wportuguese`` 20220621-1 (file ``/usr/share/dict/portuguese``),
the Natura project's ispell.pt list of European Portuguese after the 1990
spelling reform, by José João de Almeida, Alberto Simões and Rui Vilela,
offered under GPL-2+, LGPL-2.1+ or MPL-1.1; wordplay uses it under MPL-1.1
(see ``pt.LICENSE.txt``). The .deb's sha256 and the sha256 of both texts this
script produces are pinned below; any mismatch makes it exit non-zero without
writing anything.

Filters applied to the source, in order:

1. keep entries of 2 or more letters that are entirely lowercase and
   alphabetic (drops proper nouns, acronyms and the hyphenated words);
2. drop entries without a vowel (cm, dr, sr, xx, ...: abbreviations and
   Roman numerals) and the entries listed in ``pt_dropped.txt`` (the other
   abbreviations and Roman numerals, picked by hand);
3. fold to the cards (docs/rules.md section 2): accents are dropped, except Ç,
   which is a card of its own (AÇÃO is played A, Ç, A, O);
4. drop words needing K, W or Y (there are no such cards);
5. keep each folded word once.

Outputs, each sorted in the order of the card alphabet
(a < b < c < ç < d < ... < z, NOT code-point order), ``\\n``-terminated, xz
preset 9 + extreme:

``pt.txt.xz``          the folded words, one per line (what the loader reads);
``pt_accents.txt.xz``  ``folded<TAB>spelling`` for each folded word that is not
                       itself in the source, with the source's accented
                       spelling (several, split by ``/``, when more than one
                       folds the same: ``apos	após/apôs``). The cards show a
                       play of ACAO as AÇÃO with it.

Usage::

    python lexicons/build_portuguese.py             # apt-get download, check, write
    python lexicons/build_portuguese.py --deb PATH  # use a .deb already on disk
    python lexicons/build_portuguese.py --check     # build and compare only

The .deb is unpacked in pure Python (see ``sourcing.py``); only ``apt-get download``
is needed, unless ``--deb`` is given.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile
import unicodedata

try:  # run as a script from lexicons/, or imported as wordplay.lexicons
    from sourcing import Build, sha256
except ImportError:  # pragma: no cover
    from wordplay.lexicons.sourcing import Build, sha256

PACKAGE = "wportuguese"
VERSION = "20220621-1"
DEB_NAME = f"{PACKAGE}_{VERSION}_all.deb"
DEB_SHA256 = "82d6aeca20d072bbe962db68e4c50d3cce76ecb12295608692dff4638daec2a0"
MEMBER = "./usr/share/dict/portuguese"
# sha256 of the uncompressed output texts.
TEXT_SHA256 = "1617e92030c6706a994e27a6bdc8e20a97f565103188765473e73b56daf2ef0d"
ACCENTS_SHA256 = "c7a7a551bffba01f866f1cb905702de73fcaf8aaad59f27152a79e1abb661c0e"
WORD_COUNT = 384_261

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE / "pt.txt.xz"
ACCENTS_OUT = HERE / "pt_accents.txt.xz"
DROP_FILE = HERE / "pt_dropped.txt"

ALPHABET = "abcçdefghijlmnopqrstuvxz"  # the letter cards (no K, W, Y)
VOWELS = frozenset("aeiou")
MIN_LEN = 2
_SORT_TABLE = {ord(c): chr(0x41 + i) for i, c in enumerate(ALPHABET)}


BUILD = Build("build_portuguese")


def fold(word: str) -> str:
    """The word as the cards spell it: accents dropped, ç kept (``ação`` -> ``açao``)."""
    return "".join(c if c == "ç" else unicodedata.normalize("NFD", c)[0] for c in word)


def read_source(deb: pathlib.Path) -> str:
    return unicodedata.normalize("NFC", BUILD.deb_member(deb, DEB_SHA256, MEMBER).decode("utf-8"))


def read_dropped() -> set[str]:
    lines = DROP_FILE.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def make_texts(source: str) -> tuple[bytes, bytes, int]:
    """(folded word list, accents table, word count) from the source text."""
    dropped = read_dropped()
    entries = {w for w in source.split("\n") if len(w) >= MIN_LEN and w.isalpha() and w == w.lower()}
    missing = dropped - entries
    if missing:
        BUILD.fail(f"{DROP_FILE.name} lists words that are not in the source: {sorted(missing)}")
    letters = frozenset(ALPHABET)
    spellings: dict[str, set[str]] = {}
    for word in entries - dropped:
        folded = fold(word)
        if VOWELS.isdisjoint(folded) or not letters.issuperset(folded):
            continue
        spellings.setdefault(folded, set()).add(word)
    ordered = sorted(spellings, key=lambda w: w.translate(_SORT_TABLE))
    words = ("\n".join(ordered) + "\n").encode("utf-8")
    accents = "".join(f"{w}\t{'/'.join(sorted(spellings[w]))}\n" for w in ordered if w not in spellings[w]).encode(
        "utf-8"
    )
    return words, accents, len(ordered)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deb", type=pathlib.Path, help=f"use this {DEB_NAME} instead of downloading")
    ap.add_argument("--check", action="store_true", help="verify only; do not write the .xz files")
    ap.add_argument("--print-pins", action="store_true", help="print the texts' sha256 and count (for a new source)")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        deb = args.deb or BUILD.apt_download(PACKAGE, VERSION, pathlib.Path(tmp))
        source = read_source(deb)

    words, accents, count = make_texts(source)
    if args.print_pins:
        print(f'TEXT_SHA256 = "{sha256(words)}"\nACCENTS_SHA256 = "{sha256(accents)}"\nWORD_COUNT = {count:_}')
        return 0
    BUILD.check_text("word list", words, TEXT_SHA256, count, WORD_COUNT)
    BUILD.check_text("accents table", accents, ACCENTS_SHA256, count, WORD_COUNT)
    for path, text in ((OUT, words), (ACCENTS_OUT, accents)):
        BUILD.deliver(path, text, args.check)
    return 0


if __name__ == "__main__":
    sys.exit(main())

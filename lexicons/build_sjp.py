"""Regenerate ``lexicons/sjp.txt.xz`` (the Polish word list).

Source: Debian's ``wpolish`` 20220301-1 (file ``/usr/share/dict/polish``), the
SJP.PL spelling dictionary by the Polish Alternative Dictionary Editing Team
and Marek Futrega, here used under CC-BY-4.0 (see ``sjp.LICENSE.txt``).
The .deb's sha256 and the sha256 of the text this script produces are pinned
below; any mismatch makes it exit non-zero without writing anything.

Filters applied to the source, in order:

1. keep entries that are entirely lowercase (drops proper nouns and
   acronyms written in capitals);
2. keep words of 2 to 15 letters (the board is 15 squares wide);
3. keep words written only with the 32 Polish tile letters
   ``aąbcćdeęfghijklłmnńoóprsśtuwyzźż`` (drops q, v, x, ü, é, ...);
4. drop words without a vowel (a ą e ę i o ó u y), which are abbreviations
   and symbols (np, zł, km, ...), except the interjections listed in
   ``sjp_vowelless_keep.txt`` (brr, hm, psst, ...).

The output is sorted in the order of the tile alphabet (a < ą < b < c < ć
< ... < z < ź < ż, letter by letter; NOT code-point order), one word per line,
``\\n``-terminated, compressed with xz preset 9 + extreme.

Usage::

    python lexicons/build_sjp.py                 # apt-get download, check, write
    python lexicons/build_sjp.py --deb PATH      # use a .deb already on disk
    python lexicons/build_sjp.py --check         # build and compare only
    python lexicons/build_sjp.py --list-vowelless [--deb PATH]
                                                 # print the vowel-less candidates

The .deb is unpacked in pure Python (see ``sourcing.py``), so ``dpkg-deb`` is not
needed; only ``apt-get download`` is, unless ``--deb`` is given.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile

try:  # run as a script from lexicons/, or imported as wordplay.lexicons
    from sourcing import Build
except ImportError:  # pragma: no cover
    from wordplay.lexicons.sourcing import Build

PACKAGE = "wpolish"
VERSION = "20220301-1"
DEB_NAME = f"{PACKAGE}_{VERSION}_all.deb"
DEB_SHA256 = "78d94681b9838aeb8419629d5ce378085e0db6a22517c3c170aa883451cc9ccf"
MEMBER = "./usr/share/dict/polish"
# sha256 of the uncompressed output text.
TEXT_SHA256 = "a280e7cb78892626762a80d47e0f124742f04093be16be5835c10864c3a2d0c0"
WORD_COUNT = 3_275_832

HERE = pathlib.Path(__file__).resolve().parent
OUT = HERE / "sjp.txt.xz"
KEEP_FILE = HERE / "sjp_vowelless_keep.txt"

ALPHABET = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"
VOWELS = frozenset("aąeęioóuy")
MIN_LEN, MAX_LEN = 2, 15
_SORT_TABLE = {ord(c): chr(0x41 + i) for i, c in enumerate(ALPHABET)}


BUILD = Build("build_sjp")


def read_source(deb: pathlib.Path) -> bytes:
    return BUILD.deb_member(deb, DEB_SHA256, MEMBER)


def read_keep() -> set[str]:
    keep = set()
    for line in KEEP_FILE.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            keep.add(line)
    return keep


def candidates(source: bytes) -> list[str]:
    """Filters 1-3: lowercase, 2-15 letters, Polish tile letters only."""
    letters = frozenset(ALPHABET)
    out = []
    for w in source.decode("utf-8").split("\n"):
        if MIN_LEN <= len(w) <= MAX_LEN and w.islower() and letters.issuperset(w):
            out.append(w)
    return out


def make_text(source: bytes) -> tuple[bytes, int]:
    keep = read_keep()
    words = set(candidates(source))
    vowelless = {w for w in words if VOWELS.isdisjoint(w)}
    missing = keep - vowelless
    if missing:
        BUILD.fail(f"{KEEP_FILE.name} lists words that are not vowel-less candidates: {sorted(missing)}")
    words -= vowelless - keep
    ordered = sorted(words, key=lambda w: w.translate(_SORT_TABLE))
    return ("\n".join(ordered) + "\n").encode("utf-8"), len(ordered)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deb", type=pathlib.Path, help=f"use this {DEB_NAME} instead of downloading")
    ap.add_argument("--check", action="store_true", help="verify only; do not write the .xz")
    ap.add_argument(
        "--list-vowelless",
        action="store_true",
        help="print every vowel-less candidate (for reviewing the keep list) and exit",
    )
    ap.add_argument("--out", type=pathlib.Path, default=OUT, help="output path (default: %(default)s)")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        deb = args.deb or BUILD.apt_download(PACKAGE, VERSION, pathlib.Path(tmp))
        source = read_source(deb)

    if args.list_vowelless:
        keep = read_keep()
        for w in sorted(
            {w for w in candidates(source) if VOWELS.isdisjoint(w)}, key=lambda w: w.translate(_SORT_TABLE)
        ):
            print(("keep  " if w in keep else "drop  ") + w)
        return 0

    text, count = make_text(source)
    BUILD.check_text("output text", text, TEXT_SHA256, count, WORD_COUNT)
    BUILD.deliver(args.out, text, args.check)
    return 0


if __name__ == "__main__":
    sys.exit(main())

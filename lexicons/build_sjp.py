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

The .deb is unpacked in pure Python (ar + tar.xz), so ``dpkg-deb`` is not
needed; only ``apt-get download`` is, unless ``--deb`` is given.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import lzma
import pathlib
import subprocess
import sys
import tarfile
import tempfile
from typing import NoReturn

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


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def fail(msg: str) -> NoReturn:
    print(f"build_sjp: ERROR: {msg}", file=sys.stderr)
    raise SystemExit(1)


def download(dest: pathlib.Path) -> pathlib.Path:
    cmd = ["apt-get", "download", f"{PACKAGE}={VERSION}"]
    print("build_sjp:", " ".join(cmd), f"(in {dest})", file=sys.stderr)
    subprocess.run(cmd, check=True, cwd=dest)
    path = dest / DEB_NAME
    if not path.exists():
        fail(f"apt-get did not produce {DEB_NAME}")
    return path


def _ar_members(data: bytes) -> dict[str, bytes]:
    """Members of a Unix ``ar`` archive (the outer format of a .deb)."""
    if not data.startswith(b"!<arch>\n"):
        fail("not an ar archive (.deb)")
    pos, out = 8, {}
    while pos + 60 <= len(data):
        header = data[pos:pos + 60]
        name = header[:16].decode("ascii").strip().rstrip("/")
        size = int(header[48:58].decode("ascii").strip())
        pos += 60
        out[name] = data[pos:pos + size]
        pos += size + (size & 1)
    return out


def read_source(deb: pathlib.Path) -> bytes:
    raw = deb.read_bytes()
    got = sha256(raw)
    if got != DEB_SHA256:
        fail(f"{deb.name}: sha256 {got}, expected {DEB_SHA256}")
    members = _ar_members(raw)
    data_name = next((n for n in members if n.startswith("data.tar")), None)
    if data_name is None:
        fail("no data.tar.* in the .deb")
    with tarfile.open(fileobj=io.BytesIO(members[data_name]), mode="r:*") as tar:
        f = tar.extractfile(MEMBER)
        if f is None:
            fail(f"{MEMBER} missing from {deb.name}")
        return f.read()


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
        fail(f"{KEEP_FILE.name} lists words that are not vowel-less candidates: {sorted(missing)}")
    words -= vowelless - keep
    ordered = sorted(words, key=lambda w: w.translate(_SORT_TABLE))
    return ("\n".join(ordered) + "\n").encode("utf-8"), len(ordered)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deb", type=pathlib.Path, help=f"use this {DEB_NAME} instead of downloading")
    ap.add_argument("--check", action="store_true", help="verify only; do not write the .xz")
    ap.add_argument("--list-vowelless", action="store_true",
                    help="print every vowel-less candidate (for reviewing the keep list) and exit")
    ap.add_argument("--out", type=pathlib.Path, default=OUT, help="output path (default: %(default)s)")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        deb = args.deb or download(pathlib.Path(tmp))
        source = read_source(deb)

    if args.list_vowelless:
        keep = read_keep()
        for w in sorted({w for w in candidates(source) if VOWELS.isdisjoint(w)},
                        key=lambda w: w.translate(_SORT_TABLE)):
            print(("keep  " if w in keep else "drop  ") + w)
        return 0

    text, count = make_text(source)
    got = sha256(text)
    if got != TEXT_SHA256:
        fail(f"output text sha256 {got} ({count} words), expected {TEXT_SHA256}")
    if count != WORD_COUNT:
        fail(f"{count} words, expected {WORD_COUNT}")
    print(f"build_sjp: {count} words, text sha256 {got} (matches the pin)", file=sys.stderr)
    if args.check:
        if args.out.exists():
            if lzma.decompress(args.out.read_bytes()) != text:
                fail(f"{args.out} differs from the regenerated list")
            print(f"build_sjp: {args.out} matches", file=sys.stderr)
        return 0
    data = lzma.compress(text, preset=9 | lzma.PRESET_EXTREME)
    tmp_out = args.out.with_suffix(".tmp")
    tmp_out.write_bytes(data)
    tmp_out.replace(args.out)
    print(f"build_sjp: wrote {args.out} ({len(data):,} bytes, sha256 {sha256(data)})", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

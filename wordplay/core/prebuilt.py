"""Word graphs built ahead of time and shipped as a data package, used before building one.

A fresh machine, a Binder image or a browser (JupyterLite, where nothing survives a reload)
would otherwise build each shipped list's graph at first use (Polish: 52 s and 182 MB of wasm
heap in the browser). ``python lite/build.py`` packs the graphs of the shipped lists, and
English's alphagram index for Word Thief, into the data wheel ``wordplay-graphs`` (import name
:data:`PACKAGE`); installing it (the site preloads it) makes them ready at once.

A shipped file keeps its cache file's name, which holds the digest of the list it was built
from and the graph format version: a data package made from other lists, or in another format,
is simply not found. What is found is still checked as a cache file is (length, digest, the
list's sha256), so a damaged one is rebuilt as a damaged cache file would be.
"""

from __future__ import annotations

import contextlib
import importlib.resources
import pathlib
from collections.abc import Iterator

__all__ = ["PACKAGE", "candidates", "read"]

PACKAGE = "wordplay_graphs"


def read(filename: str) -> bytes | None:
    """The bytes of the file ``filename`` shipped in the data package, or None (no package, no such file)."""
    if "/" in filename or "\\" in filename or filename.startswith("."):
        return None
    try:
        return (importlib.resources.files(PACKAGE) / filename).read_bytes()
    except (ModuleNotFoundError, OSError):
        return None


def candidates(path: pathlib.Path) -> Iterator[tuple[bytes, bool]]:
    """What a loader tries, in order, before building: the cache file ``path`` if readable, then the
    shipped file of the same name if any; each as ``(bytes, whether it is the cache file)``."""
    with contextlib.suppress(OSError):
        yield path.read_bytes(), True
    shipped = read(path.name)
    if shipped is not None:
        yield shipped, False

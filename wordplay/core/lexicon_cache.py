"""The word-graph cache: where built graphs are kept, and the one atomic write of the package.

A shipped lexicon's graph is built once and kept as a binary file in :func:`cache_dir`, named by
:func:`graph_file` after the lexicon, the first 16 hex digits of its list's sha256 and the graph
format version, so a new list or a new format never reads an old file. Before building, a loader
asks :func:`cached_graph`, which tries the cache file, then a graph shipped prebuilt
(:mod:`wordplay.core.prebuilt`), and checks each (length, BLAKE2b digest, the list's sha256); a
damaged file is ignored and rebuilt. A word list of the user's own (``--lexicon FILE``) is cached
the same way, named ``custom-<name>-<digest of its text>``, the custom graphs together kept under
:data:`CUSTOM_CACHE_BYTES` (the oldest removed first, :func:`prune_custom`). Files are written by
:func:`write_atomic` (a temporary file renamed into place), so concurrent processes never see half a
file. This module knows nothing of word lists or of the :class:`~wordplay.core.lexicon.Lexicon`
interface: that is :mod:`wordplay.core.lexicon`.
"""

from __future__ import annotations

import contextlib
import os
import pathlib
import tempfile

from wordplay.core import prebuilt
from wordplay.core.wordgraph import FORMAT_VERSION, CorruptGraphError, WordGraph, graph_from_bytes


def cache_dir() -> pathlib.Path:
    """Where built word graphs are cached: ``$WORDPLAY_CACHE``, else ``$XDG_CACHE_HOME/wordplay``,
    else ``~/.cache/wordplay``. (Not created until a graph is written.)"""
    env = os.environ.get("WORDPLAY_CACHE")
    if env:
        return pathlib.Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    if xdg:
        return pathlib.Path(xdg).expanduser() / "wordplay"
    return pathlib.Path.home() / ".cache" / "wordplay"


def graph_file(name: str, list_sha256: bytes) -> pathlib.Path:
    """The cache file of lexicon ``name``'s graph built from the list whose sha256 is ``list_sha256``."""
    return cache_dir() / f"{name}-{list_sha256.hex()[:16]}-g{FORMAT_VERSION}.dawg"


CUSTOM_PREFIX = "custom-"
CUSTOM_CACHE_BYTES = 500_000_000  # the graphs of users' own word lists, together (a 3-million-word list's is ~20 MB)


def custom_graph_file(name: str, text_sha256: bytes) -> pathlib.Path:
    """The cache file of a user's word list named ``name`` (its file name) whose text has digest ``text_sha256``."""
    safe = "".join(c if c.isascii() and (c.isalnum() or c in "_-") else "_" for c in name)[:40] or "list"
    return graph_file(CUSTOM_PREFIX + safe, text_sha256)


def prune_custom(keep: pathlib.Path, limit: int = CUSTOM_CACHE_BYTES) -> None:
    """Remove the oldest custom graphs until those left (``keep`` among them) hold at most ``limit`` bytes."""
    try:
        files = sorted(cache_dir().glob(f"{CUSTOM_PREFIX}*.dawg"), key=lambda f: f.stat().st_mtime, reverse=True)
        total = 0
        for f in files:
            total += f.stat().st_size
            if total > limit and f != keep:
                f.unlink()
    except OSError:
        return  # another process pruned first, or the folder is read-only: the bound is kept next time


def cached_graph(path: pathlib.Path, list_sha256: bytes, alphabet: str) -> tuple[WordGraph, bool] | None:
    """The graph in the cache file ``path`` or, failing that, shipped prebuilt under its name, with
    whether it came from the cache file; ``None`` when neither holds a sound graph of that list."""
    for blob, in_cache in prebuilt.candidates(path):
        try:
            graph = graph_from_bytes(blob, expect_sha256=list_sha256)
        except CorruptGraphError:
            continue  # the caller builds it again
        if graph.alphabet == alphabet:
            return graph, in_cache
    return None


def save_graph(path: pathlib.Path, blob: bytes) -> bool:
    """Keep a built graph in the cache; ``False`` when the folder cannot be written (the graph is
    then used from memory only: a read-only home, some browsers)."""
    try:
        write_atomic(path, blob)
    except OSError:
        return False
    return True


def write_atomic(path: pathlib.Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename: a reader sees all or nothing."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise

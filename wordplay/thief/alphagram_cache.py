"""The alphagram index of a large lexicon, saved beside the word graph cache and checked on load.

Building ENABLE's index takes a couple of seconds, too long for each ``wordplay steals``. The
file (in :func:`wordplay.core.lexicon_cache.cache_dir`) is named by a digest of the lexicon's own word
graph, so another lexicon, or a changed one, never reads it. It holds the alphagram graph in
the word graph file format (with its own digest check) and the words of each alphagram as
text, one line each (``WORD WORD``), the whole sealed by a digest. A
damaged or unreadable file is rebuilt; a cache folder that cannot be written only costs the
build. Small lexicons (tests, word lists given on the command line) are built in memory.
"""

from __future__ import annotations

import contextlib
import hashlib
import pathlib
import struct
import weakref
from typing import Any

from wordplay.core import prebuilt
from wordplay.core.lexicon_cache import cache_dir, write_atomic
from wordplay.core.wordgraph import FORMAT_VERSION, CorruptGraphError, graph_from_bytes, graph_to_bytes
from wordplay.thief.alphagrams import AlphagramIndex

SMALLEST_CACHED = 20_000  # words; below this the index builds in a moment
_DIGEST = 16
_LENGTH = struct.Struct("<Q")


def cached_index(lexicon: Any) -> AlphagramIndex:
    """The index of ``lexicon``: read from the cache when a valid file is there, else built (and saved)."""
    if len(lexicon) < SMALLEST_CACHED:
        return AlphagramIndex(lexicon)
    path, source = cache_file(lexicon)
    for data, _ in prebuilt.candidates(path):  # the cache file, then an index shipped prebuilt
        try:
            return _read(data, lexicon, source)
        except (ValueError, UnicodeDecodeError):
            pass  # damaged or of another format: built again below
    index = AlphagramIndex(lexicon)
    with contextlib.suppress(OSError):
        write_atomic(path, _encode(index, source))
    return index


def cache_file(lexicon: Any) -> tuple[pathlib.Path, bytes]:
    """The cache file of ``lexicon``'s index (whether or not it exists yet) and the digest of its word graph."""
    source = hashlib.sha256(graph_to_bytes(lexicon.graph)).digest()
    return cache_dir() / f"alphagrams-{lexicon.name}-{source.hex()[:16]}-g{FORMAT_VERSION}.bin", source


def _encode(index: AlphagramIndex, source: bytes) -> bytes:
    graph = graph_to_bytes(index.graph, source)
    text = "\n".join(" ".join(words) for words in index.words.values()).encode("utf-8")
    body = _LENGTH.pack(len(graph)) + graph + text
    return body + hashlib.blake2b(body, digest_size=_DIGEST).digest()


def _read(data: bytes, lexicon: Any, source: bytes) -> AlphagramIndex:
    body, digest = data[:-_DIGEST], data[-_DIGEST:]
    if len(data) <= _LENGTH.size + _DIGEST or hashlib.blake2b(body, digest_size=_DIGEST).digest() != digest:
        raise CorruptGraphError("alphagram cache damaged")
    (size,) = _LENGTH.unpack_from(body)
    graph = graph_from_bytes(body[_LENGTH.size : _LENGTH.size + size], expect_sha256=source)
    index = AlphagramIndex(lexicon, {}, graph)
    unit = dict(zip(lexicon.alphabet, index.packing.unit, strict=False))
    words = index.words
    for line in body[_LENGTH.size + size :].decode("utf-8").split("\n"):
        spelt = tuple(line.split(" "))
        words[sum(map(unit.__getitem__, spelt[0]))] = spelt
    if len(words) != graph.word_count or graph.alphabet != lexicon.alphabet:
        raise CorruptGraphError("alphagram cache does not match its lexicon")
    return index


_indexes: weakref.WeakKeyDictionary[Any, AlphagramIndex] = weakref.WeakKeyDictionary()


def alphagram_index(lexicon: Any) -> AlphagramIndex:
    """The alphagram index of ``lexicon``, kept while the lexicon lives. A large lexicon's index is
    also saved in the word graph cache (:func:`cached_index`), so
    it is built once per machine, not once per process. The lexicon needs a word graph
    (:class:`wordplay.core.lexicon.Lexicon`)."""
    index = _indexes.get(lexicon)
    if index is None:
        index = _indexes[lexicon] = cached_index(lexicon)
    return index

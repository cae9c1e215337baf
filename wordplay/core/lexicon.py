"""Lexicons: which words are playable, for every game, through one loader.

A :class:`Lexicon` answers ``word in lexicon`` (case-insensitive, never raising), knows its
``alphabet`` of tile letters and exposes a :class:`~wordplay.core.wordgraph.WordGraph` (a minimal
DAWG in flat arrays) for the move finders. The shipped lists live in the package
``wordplay.lexicons`` (the repository folder ``lexicons/``):

``enable`` (alias ``english``)  ENABLE, 172,820 English words, public domain.
``sjp`` (alias ``polish``)      SJP.PL via Debian wpolish 20220301-1, 3,275,832 Polish words of
                                2-15 letters, CC BY 4.0.
``pt`` (alias ``portuguese``)   Debian wportuguese 20220621-1 folded to the Scrabble Cards letters
                                (accents dropped but Ç), 384,261 words, MPL-1.1.

Loading
=======
:func:`load_lexicon` reads the ``.xz`` list through ``importlib.resources``, and builds its word
graph once (Daciuk et al.'s incremental minimal-DAWG construction over the sorted list: about
0.6 s for English, 11 s and under 100 MB for Polish). The graph is then cached as a binary file
by :mod:`wordplay.core.lexicon_cache` (or shipped prebuilt), which says how. Loading a cached
graph reads the bytes into ``array.array`` objects: a new process has English ready in ~30 ms and
Polish in ~60 ms, import included, in about 32 MB (``benchmarks/bench_lexicon.py``). Within a
process, each lexicon is loaded once.

Membership goes through the graph; no Python ``set`` of words is ever made (a set of the Polish
list would take about 585 MB).

Letters are case-insensitive and compared after Unicode NFC normalisation; anything that is not a
letter of the alphabet (digits, ``?``, spaces, ``Q`` in Polish, ``ß``) makes a word not found.

Pyodide: ``lzma`` is imported only when a ``.xz`` list is read (Pyodide ships it as a separate
package: ``pyodide.loadPackage("lzma")``); tiny lexicons and the test double need nothing extra.
"""

from __future__ import annotations

import abc
import hashlib
import importlib.resources
import io
import os
import pathlib
import threading
import unicodedata
from collections.abc import Container, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from wordplay.core.errors import NotationError
from wordplay.core.lexicon_cache import cached_graph, graph_file, save_graph, write_atomic
from wordplay.core.registry import lexicon_entry
from wordplay.core.untrusted import read_word_list
from wordplay.core.wordgraph import (
    WordGraph,
    build_graph,
    graph_to_bytes,
)

__all__ = [
    "ENGLISH_ALPHABET",
    "POLISH_ALPHABET",
    "PORTUGUESE_ALPHABET",
    "AcceptAllLexicon",
    "GraphLexicon",
    "Lexicon",
    "WordGraph",
    "build_cache",
    "cache_path",
    "lexicon_from_file",
    "lexicon_from_words",
    "load_lexicon",
]

ENGLISH_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
POLISH_ALPHABET = "AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ"
PORTUGUESE_ALPHABET = "ABCÇDEFGHIJLMNOPQRSTUVXZ"  # the Scrabble Cards letters (no K, W, Y)

_INVALID = 0xFF  # what non-letters translate to; never a letter index (alphabets have <= 64)


def _check_alphabet(alphabet: str) -> str:
    if not isinstance(alphabet, str) or not alphabet:
        raise ValueError("an alphabet is a non-empty string of letters")
    upper = []
    for c in alphabet:
        u = c.upper()
        if len(u) != 1 or not u.isalpha() or u.lower().upper() != u:
            raise ValueError(f"{c!r} cannot be a tile letter of an alphabet")
        upper.append(u)
    if len(set(upper)) != len(upper):
        raise ValueError(f"alphabet {alphabet!r} repeats a letter")
    if len(upper) > 64:
        raise ValueError(f"an alphabet has at most 64 letters, not {len(upper)}")
    return "".join(upper)


def _translate_table(alphabet: str) -> dict[int, int]:
    table = dict.fromkeys(range(64), _INVALID)
    for i, u in enumerate(alphabet):
        table[ord(u)] = i
        table[ord(u.lower())] = i
    return table


def _encode(word: object, table: dict[int, int], size: int) -> bytes | None:
    """``word`` as bytes of letter indices, or None when it is not a non-empty word of letters."""
    if not isinstance(word, str):
        return None
    if not word.isascii():
        word = unicodedata.normalize("NFC", word)
    try:
        b = word.translate(table).encode("latin-1")
    except UnicodeEncodeError:
        return None
    if not b or max(b) >= size:
        return None
    return b


class Lexicon(abc.ABC):
    """The words a game accepts.

    ``name``: ``"enable"``, ``"sjp"`` or a given name. ``alphabet``: the tile letters in upper case
    in alphabetical order; a letter's index in it is its number in the graph.

    A lexicon is always truthy (even an empty one): use ``len()`` for its size.
    """

    name: str
    alphabet: str

    @abc.abstractmethod
    def __contains__(self, word: object) -> bool:
        """Case-insensitive; False for letters outside the alphabet; never raises."""

    @abc.abstractmethod
    def __len__(self) -> int:
        """The number of words."""

    @property
    @abc.abstractmethod
    def graph(self) -> WordGraph:
        """The word graph the move finder walks."""

    @abc.abstractmethod
    def words(self) -> Iterator[str]:
        """All words in upper case, in alphabet order."""

    def __bool__(self) -> bool:
        return True

    def encode(self, word: str) -> tuple[int, ...] | None:
        """``word`` as letter indices (any case), or None if it has a non-letter."""
        table = self.__dict__.get("_table")
        if table is None:
            table = self.__dict__["_table"] = _translate_table(self.alphabet)
        b = _encode(word, table, len(self.alphabet))
        return None if b is None else tuple(b)

    def decode(self, letters: Iterable[int]) -> str:
        """Letter indices back to an upper-case word."""
        alphabet = self.alphabet
        return "".join(alphabet[i] for i in letters)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r}>"


class GraphLexicon(Lexicon):
    """A lexicon backed by a :class:`WordGraph` (what every loader in this module returns)."""

    def __init__(self, graph: WordGraph, name: str = "custom") -> None:
        self.name = name
        self.alphabet = graph.alphabet
        self._graph = graph
        self._table = _translate_table(graph.alphabet)
        self._size = len(graph.alphabet)

    def __contains__(self, word: object) -> bool:
        b = _encode(word, self._table, self._size)
        if b is None:
            return False
        g = self._graph
        masks, first, targets = g.letter_masks, g.first_edge, g.edge_targets
        node = g.root
        for letter in b:
            m = masks[node]
            if not (m >> letter) & 1:
                return False
            node = targets[first[node] + (m & ((1 << letter) - 1)).bit_count()]
        return g.terminals[node] != 0

    def __len__(self) -> int:
        return self._graph.word_count

    @property
    def graph(self) -> WordGraph:
        return self._graph

    def words(self) -> Iterator[str]:
        letters = self.alphabet
        for seq in self._graph.sequences():
            yield "".join([letters[i] for i in seq])

    def __repr__(self) -> str:
        return f"<GraphLexicon {self.name!r}: {len(self)} words over {self.alphabet}>"


class AcceptAllLexicon(Lexicon):
    """Test double: every non-empty word spelled with letters of ``alphabet`` is accepted.

    It has no word graph, no length and no word list: those raise :class:`TypeError`.
    """

    def __init__(self, alphabet: str = ENGLISH_ALPHABET, name: str = "accept-all") -> None:
        self.name = name
        self.alphabet = _check_alphabet(alphabet)
        self._table = _translate_table(self.alphabet)

    def __contains__(self, word: object) -> bool:
        return _encode(word, self._table, len(self.alphabet)) is not None

    def __len__(self) -> int:
        raise TypeError("AcceptAllLexicon accepts every word: it has no length")

    @property
    def graph(self) -> WordGraph:
        raise TypeError(
            "AcceptAllLexicon has no word graph: a move finder needs a real lexicon "
            "(load_lexicon(...) or lexicon_from_words(...))"
        )

    def words(self) -> Iterator[str]:
        raise TypeError("AcceptAllLexicon accepts every word: it cannot list them")


# -- building from plain words ---------------------------------------------------------------


def lexicon_from_words(words: Iterable[str], alphabet: str, name: str = "custom") -> Lexicon:
    """A lexicon of ``words`` (any case, any order, repeats allowed; blank entries skipped).

    Raises :class:`ValueError` for a word with a character outside ``alphabet``.
    """
    alphabet = _check_alphabet(alphabet)
    table = _translate_table(alphabet)
    encoded = set()
    for w in words:
        if not isinstance(w, str):
            raise TypeError(f"words must be strings, not {type(w).__name__}")
        w = w.strip()
        if not w:
            continue
        b = _encode(w, table, len(alphabet))
        if b is None:
            raise ValueError(f"{w!r} has a letter outside the alphabet {alphabet}")
        encoded.add(b)
    return GraphLexicon(build_graph(sorted(encoded), alphabet), name)


def _infer_alphabet(letters: set[str]) -> str:
    if letters <= set(ENGLISH_ALPHABET):
        return ENGLISH_ALPHABET
    if letters <= set(POLISH_ALPHABET):
        return POLISH_ALPHABET
    return "".join(sorted(letters))


def lexicon_from_file(path: str | os.PathLike[str], alphabet: str | None = None) -> Lexicon:
    """A lexicon from a plain list: UTF-8 text (``.xz`` compressed if the name ends so), one word
    per line, any case, any order; blank lines skipped.

    With ``alphabet=None`` it is inferred from the letters used: English if they are all A-Z,
    Polish if they are all Polish tile letters, else every letter used in code-point order.
    The lexicon's name is the file name without its suffixes. Built in memory (not cached).
    """
    path = pathlib.Path(path)
    text = read_word_list(path)  # bounded; a device, binary data or a huge file is refused
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    words = [w for w in (line.strip() for line in text.splitlines()) if w]
    if alphabet is None:
        letters = {c for w in words for c in w.upper()}
        bad = sorted(c for c in letters if not c.isalpha())
        if bad:
            raise NotationError(
                "bad_word_list", params={"path": path.name[:60], "reason": f"{''.join(bad[:10])!r} are not letters"}
            )
        alphabet = _infer_alphabet(letters) if letters else ENGLISH_ALPHABET
    name = path.name.split(".")[0] or "custom"
    try:
        return lexicon_from_words(words, alphabet, name)
    except ValueError as exc:
        raise NotationError("bad_word_list", params={"path": path.name[:60], "reason": str(exc)[:120]}) from None


# -- shipped lexicons (their graphs kept by wordplay.core.lexicon_cache) ----------------------------


@dataclass(frozen=True)
class _Shipped:
    name: str
    filename: str
    alphabet: str


_loaded: dict[str, Lexicon] = {}
_lock = threading.Lock()


def _canonical(name: str) -> _Shipped:
    """The shipped list ``name`` (or an alias) as the registry lists it; another name raises ``ValueError``."""
    entry = lexicon_entry(name)
    return _Shipped(entry.name, entry.list, entry.alphabet)


def read_list(filename: str) -> bytes:
    """The bytes of a shipped list, found in the package ``wordplay.lexicons``."""
    try:
        resource = importlib.resources.files("wordplay.lexicons") / filename
        return resource.read_bytes()
    except ModuleNotFoundError:
        # A source checkout that is not installed: the folder lexicons/ beside wordplay/.
        return (pathlib.Path(__file__).resolve().parents[2] / "lexicons" / filename).read_bytes()


def _sequences_from_xz(data: bytes, alphabet: str) -> Iterator[bytes]:
    import lzma

    table = _translate_table(alphabet)
    size = len(alphabet)
    with io.TextIOWrapper(lzma.LZMAFile(io.BytesIO(data)), encoding="utf-8") as lines:
        for n, line in enumerate(lines, 1):
            word = line.rstrip("\n")
            try:
                b = word.translate(table).encode("latin-1")
            except UnicodeEncodeError:
                b = b""
            if not b or max(b) >= size:
                raise ValueError(f"line {n}: {word!r} is not a word over {alphabet}")
            yield b


def cache_path(name: str) -> pathlib.Path:
    """The cache file the shipped lexicon ``name`` loads from (whether or not it exists yet)."""
    spec = _canonical(name)
    return graph_file(spec.name, hashlib.sha256(read_list(spec.filename)).digest())


def _build(spec: _Shipped, data: bytes, sha: bytes) -> tuple[WordGraph, bytes]:
    graph = build_graph(_sequences_from_xz(data, spec.alphabet), spec.alphabet)
    return graph, graph_to_bytes(graph, sha)


def _load_or_build(spec: _Shipped, force: bool = False) -> tuple[WordGraph, pathlib.Path, bool]:
    """(graph, cache file, whether the file now holds it): the cached or prebuilt graph, else built."""
    data = read_list(spec.filename)
    sha = hashlib.sha256(data).digest()
    path = graph_file(spec.name, sha)
    found = None if force else cached_graph(path, sha, spec.alphabet)
    if found is not None:
        return found[0], path, found[1]
    graph, blob = _build(spec, data, sha)
    return graph, path, save_graph(path, blob)


def load_lexicon(name: str) -> Lexicon:
    """A shipped lexicon of the registry: ``"enable"`` (alias ``"english"``), ``"sjp"`` (``"polish"``) or ``"pt"``
    (``"portuguese"``).

    Loaded once per process; the word graph is cached on disk (see :func:`wordplay.core.lexicon_cache.cache_dir`).
    Raises :class:`ValueError` for an unknown name.
    """
    spec = _canonical(name)
    lex = _loaded.get(spec.name)
    if lex is not None:
        return lex
    with _lock:
        lex = _loaded.get(spec.name)
        if lex is None:
            graph, _, _ = _load_or_build(spec)
            lex = _loaded[spec.name] = GraphLexicon(graph, spec.name)
    return lex


def build_cache(name: str, *, force: bool = False) -> pathlib.Path:
    """Make sure the cached word graph of the shipped lexicon ``name`` exists and is valid
    (building it if missing, damaged or ``force``); return the cache file's path.

    Raises :class:`OSError` when the cache folder cannot be written.
    """
    spec = _canonical(name)
    with _lock:
        graph, path, saved = _load_or_build(spec, force=force)
        if not saved:
            write_atomic(path, graph_to_bytes(graph, hashlib.sha256(read_list(spec.filename)).digest()))
        _loaded.setdefault(spec.name, GraphLexicon(graph, spec.name))
    return path


class RulesetLexicon:
    """Mixin for games and sessions: ``lexicon`` is the one given, else the ruleset's shipped list.

    The shipped list is loaded on first use: many uses (replaying a record, drawing a position)
    never look a word up, and loading is the slow part.
    """

    ruleset: Any
    _lexicon: Container[str] | None

    @property
    def lexicon(self) -> Container[str]:
        if self._lexicon is None:
            self._lexicon = load_lexicon(self.ruleset.lexicon)
        return self._lexicon

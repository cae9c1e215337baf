"""The word graph: set semantics, minimality, the walking interface and the file format.

Everything here uses tiny lexicons built with ``lexicon_from_words``; the shipped lists are
tested in ``test_lexicon.py``.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordplay.core.lexicon import POLISH_ALPHABET, lexicon_from_words
from wordplay.core.wordgraph import (
    CorruptGraphError,
    WordGraph,
    build_graph,
    graph_from_bytes,
    graph_to_bytes,
)

ABC = "ABC"
small_words = st.sets(st.text(alphabet="abcABC", min_size=1, max_size=6), max_size=40)


def residual_count(words: set[str]) -> int:
    """States of the minimal trimmed DFA of a finite language: its distinct non-empty residuals
    (the set of endings after each prefix), computed the slow, obvious way."""
    residuals = set()
    prefixes = {w[:i] for w in words for i in range(len(w) + 1)}
    for p in prefixes:
        residuals.add(frozenset(w[len(p) :] for w in words if w.startswith(p)))
    return len(residuals)


def signatures(g: WordGraph) -> list[tuple]:
    return [(g.is_terminal(n), tuple(g.edges(n))) for n in range(g.node_count)]


@settings(max_examples=200, deadline=None)
@given(small_words, st.lists(st.text(alphabet="abcd", max_size=7), max_size=30))
def test_graph_accepts_exactly_the_words(words, probes):
    lex = lexicon_from_words(words, ABC)
    upper = {w.upper() for w in words}
    assert len(lex) == len(upper)
    assert list(lex.words()) == sorted(upper)
    for w in upper:
        assert w in lex
        assert w.lower() in lex
        assert lex.graph.accepts(lex.encode(w))
    for p in probes:
        assert (p in lex) == (p.upper() in upper)


@settings(max_examples=200, deadline=None)
@given(small_words)
def test_graph_is_minimal(words):
    g = lexicon_from_words(words, ABC).graph
    upper = {w.upper() for w in words}
    # Minimal: one node per distinct residual language (the root's included; an empty lexicon
    # is the lone root), and no two nodes with the same terminal flag and edges.
    assert g.node_count == max(residual_count(upper), 1)
    sigs = signatures(g)
    assert len(set(sigs)) == len(sigs)
    # Trimmed: every node but a lone root leads to a word.
    for n in range(g.node_count):
        assert g.is_terminal(n) or g.letter_mask(n) or (n == g.root and not upper)


def test_known_small_graphs():
    g = lexicon_from_words(["tap", "taps", "top", "tops"], "AOPST").graph
    # root -t-> n1 -{a,o}-> n2 -p-> n3 (word) -s-> n4 (word)
    assert (g.node_count, g.edge_count) == (5, 5)
    g = lexicon_from_words(["cat", "cats", "dog", "dogs"], "ACDGOST").graph
    # root, c, ca, d, do, {cat,dog} shared, {cats,dogs} shared
    assert (g.node_count, g.edge_count) == (7, 7)
    assert lexicon_from_words([], ABC).graph.node_count == 1


def test_walking_interface():
    lex = lexicon_from_words(["ab", "abc", "ac", "b"], ABC)
    g = lex.graph
    A, B, C = 0, 1, 2
    n_a = g.child(g.root, A)
    assert n_a >= 0 and not g.is_terminal(n_a)
    assert list(g.edges(g.root)) == [(A, n_a), (B, g.child(g.root, B))]
    assert g.letter_mask(g.root) == 0b011
    assert g.letter_mask(n_a) == 0b110
    n_ab = g.child(n_a, B)
    assert g.is_terminal(n_ab)
    assert g.child(g.root, C) == -1
    assert g.child(g.root, -1) == -1
    assert g.child(g.root, 40) == -1
    assert g.child(g.root, 1000) == -1
    assert g.follow([A, B, C]) >= 0 and g.follow([C]) == -1
    assert g.accepts([A, B]) and g.accepts([A, B, C]) and g.accepts([B])
    assert not g.accepts([A]) and not g.accepts([]) and not g.accepts([C])
    assert not g.accepts([A, 99]) and not g.accepts([-3])
    # The mask rank rule the docstring documents, checked against edges() for every node.
    for n in range(g.node_count):
        mask = g.letter_mask(n)
        assert [letter for letter, _ in g.edges(n)] == [i for i in range(3) if mask >> i & 1]
        for letter, child in g.edges(n):
            assert g.child(n, letter) == child
    # Flat arrays: edges of node n are first_edge[n] .. first_edge[n+1]-1, children numbered
    # below their parents, the root last.
    assert len(g.first_edge) == g.node_count + 1 and g.first_edge[-1] == g.edge_count
    assert g.root == g.node_count - 1
    for n in range(g.node_count):
        for e in range(g.first_edge[n], g.first_edge[n + 1]):
            assert g.edge_targets[e] < n


def test_polish_letters_and_wide_alphabets():
    lex = lexicon_from_words(["żółw", "ŹDŹBŁO", "gżegżółka", "ąę"], POLISH_ALPHABET, "tiny-pl")
    assert list(lex.words()) == ["ĄĘ", "GŻEGŻÓŁKA", "ŹDŹBŁO", "ŻÓŁW"]  # alphabet order, not code points
    assert "ŻÓŁW" in lex and "żółw" in lex and "zolw" not in lex
    assert lex.graph.letter_masks.itemsize == 4
    wide = "ABCDEFGHIJKLMNOPQRSTUVWXYZĄĆĘŁŃÓŚŹŻÀÂÆÇÈÉÊËÎÏÔŒÙÛÜŸ"  # 44 letters: 64-bit masks
    lex = lexicon_from_words(["Œuf", "ÉTÉ", "été", "zèbre".replace("è", "È")], wide)
    assert lex.graph.letter_masks.itemsize == 8
    assert "œuf" in lex and "ÉtÉ" in lex and len(lex) == 3


def test_bad_input_to_builders():
    with pytest.raises(ValueError):
        lexicon_from_words(["ab1"], ABC)
    with pytest.raises(ValueError):
        lexicon_from_words(["abd"], ABC)
    with pytest.raises(ValueError):
        lexicon_from_words(["ab"], "ABA")  # a repeated letter
    with pytest.raises(ValueError):
        lexicon_from_words(["ab"], "AB1")
    with pytest.raises(ValueError):
        build_graph([b"\x01", b"\x00"], ABC)  # out of order
    with pytest.raises(ValueError):
        build_graph([b"\x00\x05"], ABC)  # letter outside the alphabet
    with pytest.raises(ValueError):
        build_graph([b""], ABC)
    assert build_graph([b"\x00", b"\x00", b"\x01"], ABC).word_count == 2  # repeats skipped


@settings(max_examples=50, deadline=None)
@given(small_words)
def test_file_format_round_trip(words):
    g = lexicon_from_words(words, ABC).graph
    blob = graph_to_bytes(g, b"\x11" * 32)
    h = graph_from_bytes(blob, expect_sha256=b"\x11" * 32)
    assert signatures(h) == signatures(g)
    assert (h.root, h.word_count, h.alphabet) == (g.root, g.word_count, g.alphabet)
    assert h.letter_masks.typecode == g.letter_masks.typecode


def test_file_format_detects_damage():
    g = lexicon_from_words(["ab", "abc", "bca", "cab"], ABC).graph
    blob = graph_to_bytes(g, b"\x22" * 32)
    graph_from_bytes(blob)
    with pytest.raises(CorruptGraphError):
        graph_from_bytes(blob, expect_sha256=b"\x33" * 32)
    for cut in (0, 5, len(blob) // 2, len(blob) - 1):
        with pytest.raises(CorruptGraphError):
            graph_from_bytes(blob[:cut])
    with pytest.raises(CorruptGraphError):
        graph_from_bytes(blob + b"\0")
    for i in range(0, len(blob), 7):
        damaged = bytearray(blob)
        damaged[i] ^= 0x40
        with pytest.raises(CorruptGraphError):
            graph_from_bytes(bytes(damaged))
    with pytest.raises(CorruptGraphError):
        graph_from_bytes(b"not a graph at all, just some text" * 3)

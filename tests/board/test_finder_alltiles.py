"""All-tiles plays found by lookup (:mod:`wordplay.crossword.alltiles`) against the plain walk.

The best-first search of the pure path looks up the plays using every rack tile in an index of
the lexicon's long words; listing every play walks the word graph and never uses it. On random
positions where full racks spell long words (with and without blanks, across board tiles),
the top ``n`` of both must agree exactly (plays, scores, order), and so must the compiled path
when it is built. The index itself is checked against a plain scan of the word list.
"""

from __future__ import annotations

from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.board.test_finder_properties import ALPHABETS
from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.crossword import alltiles, native
from wordplay.crossword.alltiles import AllTilesIndex, all_tiles_index, build_index
from wordplay.crossword.board import Board
from wordplay.crossword.generator import MoveFinder
from wordplay.crossword.graph import fast_graph


@st.composite
def full_rack_positions(draw):
    """A board with a few words, a lexicon of short and long words over 3-5 letters, and a full
    rack drawn from a long word's letters (some turned into blanks)."""
    variant = draw(st.sampled_from(sorted(ALPHABETS)))
    ruleset = get_ruleset(variant)
    alphabet = ALPHABETS[variant]
    letters = "".join(draw(st.lists(st.sampled_from(alphabet), min_size=3, max_size=5, unique=True)))
    short = draw(st.lists(st.text(alphabet=letters, min_size=2, max_size=4), min_size=5, max_size=40, unique=True))
    long = draw(
        st.lists(
            st.text(alphabet=letters, min_size=ruleset.rack_size, max_size=11), min_size=3, max_size=60, unique=True
        )
    )
    words = short + long
    size = ruleset.layout.size
    cells = [""] * (size * size)
    for _ in range(draw(st.integers(0, 8))):
        across = draw(st.booleans())
        row = draw(st.integers(0, size - 1))
        col = draw(st.integers(0, size - 2))
        text = (
            draw(st.sampled_from(words))
            if draw(st.booleans())
            else draw(st.text(alphabet=letters, min_size=1, max_size=4))
        )
        for i, ch in enumerate(text):
            r, c = (row, col + i) if across else (col + i, row)
            if r < size and c < size:
                cells[r * size + c] = ch.lower() if draw(st.integers(0, 9)) == 0 else ch
    source = draw(st.sampled_from(long))
    start = draw(st.integers(0, len(source) - ruleset.rack_size))
    rack = list(source[start : start + ruleset.rack_size])
    for i in draw(st.lists(st.integers(0, ruleset.rack_size - 1), max_size=2, unique=True)):
        rack[i] = "?"
    return ruleset, Board(ruleset.layout, cells), "".join(draw(st.permutations(rack))), words, alphabet


def key(plays):
    return [(f.score, f.tiles, f.across) for f in plays]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(full_rack_positions(), st.integers(1, 12))
def test_lookup_search_equals_the_walk_with_full_racks(case, n):
    ruleset, board, rack, words, alphabet = case
    lexicon = lexicon_from_words(words, alphabet, "test")
    pure = MoveFinder(ruleset, lexicon, compiled=False)
    build_index(pure.graph, ruleset.rack_size, ruleset.layout.size, save=False)
    every = key(pure.plays(board, rack))
    assert key(pure.best(board, rack, n)) == every[:n]
    if every:
        floor = every[min(n, len(every)) - 1][0]
        assert pure.at_least(board, rack, floor) == [p for p in every if p[0] >= floor]
    if native.compiled_module() is not None:
        assert key(MoveFinder(ruleset, lexicon).best(board, rack, n)) == every[:n]


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.text(alphabet="ABCD", min_size=2, max_size=9), min_size=1, max_size=80, unique=True),
    st.integers(4, 9),
    st.lists(st.tuples(st.integers(0, 8), st.integers(0, 3)), max_size=3),
    st.dictionaries(st.integers(0, 3), st.integers(1, 4), max_size=3),
)
def test_index_lookup_equals_a_scan(words, length, fixed, need):
    graph = fast_graph(lexicon_from_words(words, "ABCD", "test").graph, "ABCD")
    index = build_index(graph, 4, 9, save=False)
    fixed = [(p, x) for p, x in fixed if p < length]
    expected = sorted(
        w
        for w in words
        if len(w) == length
        and all(w[p] == "ABCD"[x] for p, x in fixed)
        and all(Counter(w)["ABCD"[x]] >= c for x, c in need.items())
    )
    assert sorted("".join("ABCD"[i] for i in w) for w in index.fitting(length, fixed, need)) == expected


def test_a_lexicon_too_large_gets_no_index():
    graph = fast_graph(lexicon_from_words(["ABCDEFG"], "ABCDEFG", "test").graph, "ABCDEFG")
    alltiles.charge(graph, 7, 15, 1000.0)
    assert all_tiles_index(graph, 10**7, 7, 15) is None


def test_the_index_is_built_once_walking_has_cost_as_much(monkeypatch, tmp_path):
    monkeypatch.setenv("WORDPLAY_CACHE", str(tmp_path))
    words = ["ABCDEFG", "GFEDCBAA", "AB"]
    graph = fast_graph(lexicon_from_words(words, "ABCDEFG", "test").graph, "ABCDEFG")
    count = 100_000  # as if the lexicon held that many words: a build worth 0.3 s, and a cache file
    assert all_tiles_index(graph, count, 7, 15) is None
    alltiles.charge(graph, 7, 15, 0.2)
    assert all_tiles_index(graph, count, 7, 15) is None
    alltiles.charge(graph, 7, 15, 0.2)
    index = all_tiles_index(graph, count, 7, 15)
    assert index is not None and index.fitting(8, [(0, 6)], {}) == [bytes([6, 5, 4, 3, 2, 1, 0, 0])]
    assert alltiles.index_file(graph, 7, 15).exists()


def test_the_index_is_read_back_from_its_cache_file_and_a_damaged_file_is_ignored(monkeypatch, tmp_path):
    monkeypatch.setenv("WORDPLAY_CACHE", str(tmp_path))
    graph = fast_graph(lexicon_from_words(["ABCDEFG", "BACDEFG", "AB"], "ABCDEFG", "test").graph, "ABCDEFG")
    built = build_index(graph, 7, 15)
    path = alltiles.index_file(graph, 7, 15)
    read = AllTilesIndex.from_bytes(path.read_bytes())
    assert read is not None and read.fitting(7, [], {0: 1}) == built.fitting(7, [], {0: 1}) == [
        bytes([0, 1, 2, 3, 4, 5, 6]),
        bytes([1, 0, 2, 3, 4, 5, 6]),
    ]
    data = bytearray(path.read_bytes())
    data[-1] ^= 1
    assert AllTilesIndex.from_bytes(bytes(data)) is None
    alltiles._ENTRIES.clear()
    path.write_bytes(bytes(data))
    assert all_tiles_index(graph, 100_000, 7, 15) is None  # damaged, and not yet worth building


def test_prepare_writes_the_cache_file_a_new_process_reads(monkeypatch, tmp_path):
    monkeypatch.setenv("WORDPLAY_CACHE", str(tmp_path))
    lexicon = lexicon_from_words(["ABCDEFG", "GFEDCBA", "AB"], "ABCDEFG", "test")
    path = alltiles.prepare(lexicon)
    assert path.parent == tmp_path and path.exists()
    alltiles._ENTRIES.clear()  # as in a new process: read from the file, nothing built
    graph = fast_graph(lexicon.graph, lexicon.alphabet)
    index = all_tiles_index(graph, 100_000, 7, 15)
    assert index is not None and index.fitting(7, [(0, 6)], {}) == [bytes([6, 5, 4, 3, 2, 1, 0])]


def test_an_index_shipped_in_the_data_package_is_used(monkeypatch, tmp_path):
    from wordplay.core import prebuilt

    lexicon = lexicon_from_words(["ABCDEFG", "GFEDCBA", "AB"], "ABCDEFG", "test")
    graph = fast_graph(lexicon.graph, lexicon.alphabet)
    shipped = {alltiles.index_file(graph, 7, 15).name: build_index(graph, 7, 15, save=False).to_bytes()}
    monkeypatch.setattr(prebuilt, "read", shipped.get)
    monkeypatch.setenv("WORDPLAY_CACHE", str(tmp_path))  # an empty cache: only the package has it
    alltiles._ENTRIES.clear()
    index = all_tiles_index(graph, 100_000, 7, 15)
    assert index is not None and index.fitting(7, [(6, 0)], {}) == [bytes([6, 5, 4, 3, 2, 1, 0])]

"""The search's C core built as WebAssembly (the browser's compiled finder) against the extension and pure Python.

The module is built here from the checkout's C (``wordplay/crossword/wasm_build.py``: Debian's clang, lld,
wasi-libc and libclang-rt-dev-wasm32) and run under ``wasmtime`` (PyPI, the test extra): the same module the
site's Pyodide loads through its JavaScript bridge. On random positions (Wordsmith and Literaki, blanks on
racks and board) the three paths give the same plays in the same order, and the two compiled ones the same
bytes and the same work; the WebAssembly finder's plays are also checked against the brute-force enumerator,
which shares nothing with any finder.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.board.test_finder_below import check_below, word_lists
from tests.board.test_finder_properties import positions
from tests.support.bruteforce import brute_force_scores
from wordplay.board.finder import new_finder
from wordplay.core.lexicon import ENGLISH_ALPHABET, lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.crossword import native, wasm_build
from wordplay.crossword.board import Board
from wordplay.crossword.graph import fast_graph
from wordplay.crossword.wasm import WasmCore

wasmtime = pytest.importorskip("wasmtime", reason="wasmtime (the test extra) runs the WebAssembly module")
built = pytest.mark.skipif(
    native.compiled_module() is None, reason="the C extension is not built or WORDPLAY_PURE is set"
)


@pytest.fixture(scope="module")
def module_bytes(tmp_path_factory):
    """The module built from the checkout's C (skipped only where the toolchain is missing)."""
    try:
        return wasm_build.build(tmp_path_factory.mktemp("wasm") / "walk_core.wasm").read_bytes()
    except wasm_build.ToolchainMissing as missing:
        pytest.skip(f"no WebAssembly toolchain: {missing}")


@pytest.fixture(scope="module")
def core(module_bytes):
    from wordplay.crossword.wasm import WasmtimeHost

    return WasmCore(WasmtimeHost(module_bytes))


def _finders(case, core):
    """The finders of a random position on the three paths: the extension, the WebAssembly module, pure Python."""
    ruleset, _, _, words, alphabet = case
    lexicon = lexicon_from_words(words, alphabet, "test")
    compiled, on_wasm = new_finder(ruleset, lexicon), new_finder(ruleset, lexicon)
    on_wasm._native = (core, on_wasm._native[1])  # the same graph buffers, searched by the module
    return compiled, on_wasm, new_finder(ruleset, lexicon, compiled=False)


def _plays(found):
    return [(f.score, f.tiles, f.across) for f in found]


@built
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.integers(1, 12))
def test_the_three_paths_give_the_same_plays_in_the_same_order(core, case, n):
    _, board, rack, _, _ = case
    compiled, on_wasm, pure = _finders(case, core)
    every = _plays(pure.plays(board, rack))
    assert _plays(on_wasm.plays(board, rack)) == every
    assert _plays(compiled.plays(board, rack)) == every
    assert on_wasm.count(board, rack) == compiled.count(board, rack) == len(every)
    assert _plays(on_wasm.best(board, rack, n)) == _plays(compiled.best(board, rack, n)) == every[:n]
    if every:
        floor = every[min(n, len(every)) - 1][0]
        assert on_wasm.at_least(board, rack, floor) == compiled.at_least(board, rack, floor)
        assert [p[0] for p in on_wasm.at_least(board, rack, floor)] == [p[0] for p in every if p[0] >= floor]


@built
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.sampled_from([(0, -1, -1), (0, -1, 0), (3, -1, 3), (1, -1, 1), (0, 5, -1), (40, -1, 7)]))
def test_the_module_answers_the_extension_byte_for_byte_with_the_same_work(core, case, mode):
    _, board, rack, _, _ = case
    compiled, _, _ = _finders(case, core)
    module, buffers = compiled._native
    top, at_least, limit = mode
    counts, blanks = compiled._rack_counts(rack)
    empty = not any(board.cells)
    query = compiled._query.make(
        counts,
        board.cells,
        start=board.layout.start if empty else -1,
        blanks=blanks,
        min_tiles=compiled.ruleset.first_play_min_tiles if empty else 1,
        top=top,
        at_least=at_least,
        limit=limit,
    )
    native_answer = module.search(buffers, compiled.graph.root, query)
    assert core.search(buffers, compiled.graph.root, query) == native_answer
    plays, work, packed = native_answer
    assert work >= plays  # every play found ends a walk that entered its nodes
    assert (packed is None) == (limit == 0 or sum(counts) + blanks == 0)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_the_webassembly_finder_matches_brute_force(core, case):
    ruleset, board, rack, words, alphabet = case
    finder = new_finder(ruleset, lexicon_from_words(words, alphabet, "test"), compiled=False)
    from wordplay.crossword.native import graph_buffers

    finder._native = (core, graph_buffers(finder.graph))
    found = finder.plays(board, rack)
    assert {f.play.placement_key(): f.score for f in found} == brute_force_scores(ruleset, board, rack, words)
    scores = [f.score for f in found]
    assert scores == sorted(scores, reverse=True)


@settings(max_examples=40, deadline=None)
@given(word_lists())
def test_the_module_makes_the_letters_below_each_node_as_the_word_list_says(core, case):
    words, alphabet = case

    def below(graph):
        located = core._graph(native.graph_buffers(graph))  # the module makes them once the graph is copied in
        return core._host.read(located[4], 8 * len(graph.mask))

    check_below(below, words, alphabet)


@built
@settings(max_examples=30, deadline=None)
@given(word_lists())
def test_the_module_makes_the_extensions_alphagram_table(core, case):
    words, alphabet = case
    graph = fast_graph(lexicon_from_words(words, alphabet, "test").graph, alphabet)
    buffers = native.graph_buffers(graph)
    table = bytes(buffers[5])
    address = core._table(buffers, graph.root)
    assert core._host.read(address, len(table)) == table


def test_a_malformed_query_is_a_value_error_not_a_crash(core):
    graph = (bytes(8), bytes(8), bytes(0), bytes(1), None)
    with pytest.raises(ValueError):
        core.search(graph, 0, bytes(4 * 11))  # a header of zeros: a board of side 0
    cycle = (bytes([1, 0, 0, 0, 0, 0, 0, 0]), bytes(4), bytes(4), bytes(1), None)  # node 0's one edge: to itself
    with pytest.raises(ValueError):
        core.search(cycle, 0, bytes(4 * 11))


def test_the_module_imports_nothing(module_bytes):
    module = wasmtime.Module(wasmtime.Engine(), module_bytes)
    assert list(module.imports) == []
    assert {e.name for e in module.exports} == {
        "memory",
        "_initialize",
        "wp_alloc",
        "wp_free",
        "wp_request",
        "wp_go",
        "wp_below",
        "wp_alphagrams",
    }


@built
def test_a_search_is_one_write_one_call_of_no_argument_and_one_read(module_bytes):
    """From Python each call into the module, each argument and each copy costs microseconds (wasmtime), as much as
    a hint on a small rack. Once the graph and the request's buffer are in the module's memory, a search writes its
    request, calls wp_go with no argument and reads a small answer back in one read; the answer is the extension's,
    and a large one (every play of a rack) is read whole too."""
    from wordplay.crossword.wasm import WasmtimeHost

    calls = []

    class Counting(WasmtimeHost):
        def call(self, name, *args):
            calls.append((name, len(args)))
            return super().call(name, *args)

        def write(self, pointer, data):
            calls.append(("write", 1))
            super().write(pointer, data)

        def read(self, pointer, size):
            calls.append(("read", 1))
            return super().read(pointer, size)

    core = WasmCore(Counting(module_bytes))
    words = ["CAT", "CATS", "AT", "TA", "ACT", "ACTS", "SAT", "TAS", "SCAT", "CAST", "AS"]
    finder = new_finder(get_ruleset("wordsmith"), lexicon_from_words(words, ENGLISH_ALPHABET))
    module, buffers = finder._native
    board = Board(get_ruleset("wordsmith").layout)
    counts, blanks = finder._rack_counts("CATS")
    query = finder._query.make(counts, board.cells, start=112, blanks=blanks, min_tiles=2, top=1, at_least=-1, limit=1)
    core.search(buffers, finder.graph.root, query)  # the graph and the request's buffer made
    calls.clear()
    answer = core.search(buffers, finder.graph.root, query)
    assert calls == [("write", 1), ("wp_go", 0), ("read", 1)]
    assert answer == module.search(buffers, finder.graph.root, query)
    every = finder._query.make(counts, board.cells, start=112, blanks=1, min_tiles=2, top=0, at_least=-1, limit=-1)
    answer = core.search(buffers, finder.graph.root, every)
    assert len(answer[2]) > 1024  # past the first read
    assert answer == module.search(buffers, finder.graph.root, every)


def test_a_fault_in_the_c_fails_the_build_rather_than_skipping_it(tmp_path, monkeypatch):
    """Only a missing toolchain may skip the WebAssembly tests; C that does not compile must fail them."""
    (tmp_path / "broken.c").write_text("int broken(void) { return undeclared; }\n")
    monkeypatch.setitem(wasm_build.MODULES, "broken.wasm", (tmp_path, ("broken.c",)))
    try:
        wasm_build.command(tmp_path / "broken.wasm", "broken.wasm")
    except wasm_build.ToolchainMissing as missing:
        pytest.skip(f"no WebAssembly toolchain: {missing}")
    with pytest.raises(wasm_build.BuildFailed, match="undeclared"):
        wasm_build.build(tmp_path / "broken.wasm")
    assert not issubclass(wasm_build.BuildFailed, wasm_build.ToolchainMissing)

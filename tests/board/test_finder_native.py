"""The compiled search core against the pure-Python one: the same plays, scores and order.

The C extension (``wordplay/crossword/_walk.c``) is optional: without it these comparisons are
skipped and the rest of the suite tests the pure path. ``WORDPLAY_PURE=1`` switches it off;
running the finder tests with and without that variable tests both paths against brute force.
"""

from __future__ import annotations

import tracemalloc
from array import array

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wordplay.board.finder
from tests.board.test_finder import POSITIONS
from tests.board.test_finder_properties import positions
from wordplay.board.game import BoardGame
from wordplay.board.players import computer_player
from wordplay.board.position import parse_cgp
from wordplay.cli import version_text
from wordplay.core.lexicon import lexicon_from_words, load_lexicon
from wordplay.core.registry import get_ruleset
from wordplay.crossword import native
from wordplay.crossword.generator import MoveFinder

built = pytest.mark.skipif(
    native.compiled_module() is None, reason="the C extension is not built or WORDPLAY_PURE is set"
)


def both(ruleset, lexicon):
    compiled, pure = MoveFinder(ruleset, lexicon), MoveFinder(ruleset, lexicon, compiled=False)
    assert compiled._native is not None and pure._native is None
    return compiled, pure


def same_results(compiled, pure, board, rack, tops=(1, 3, 10)):
    every = [(f.score, f.tiles, f.across) for f in compiled.plays(board, rack)]
    assert every == [(f.score, f.tiles, f.across) for f in pure.plays(board, rack)]
    assert compiled.count(board, rack) == pure.count(board, rack) == len(every)
    for n in tops:
        top = [(f.score, f.tiles, f.across) for f in compiled.best(board, rack, n)]
        assert top == [(f.score, f.tiles, f.across) for f in pure.best(board, rack, n)] == every[:n]
    return every


@built
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions(), st.integers(1, 12))
def test_compiled_and_pure_agree_on_random_positions(case, n):
    ruleset, board, rack, words, alphabet = case
    compiled, pure = both(ruleset, lexicon_from_words(words, alphabet, "test"))
    same_results(compiled, pure, board, rack, tops=(n,))


@built
@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_compiled_and_pure_agree_on_published_positions(name):
    ruleset = get_ruleset("wordsmith")
    compiled, pure = both(ruleset, load_lexicon("enable"))
    board = parse_cgp(POSITIONS[name], ruleset).board
    for rack in ("AEILST?", "??EIRST", "DEIKNOR", "QUIZ", "E"):
        same_results(compiled, pure, board, rack)


def _game_record(variant, lexicon, seed):
    wordplay.board.finder._FINDERS.clear()  # finders remember the path they were made with
    game = BoardGame(variant, ["A", "B"], seed=seed, lexicon=lexicon)
    seats = [computer_player(level, seed * 31 + i, lexicon) for i, level in enumerate((1, 3))]
    while not game.is_over:
        game.apply(seats[game.to_move].choose(game))
    return game.to_json()


@built
def test_a_whole_game_is_the_same_on_both_paths(monkeypatch):
    words = [w for w in load_lexicon("enable").words() if len(w) <= 5]
    lexicon = lexicon_from_words(words, get_ruleset("wordsmith").tiles.alphabet, "enable-5")
    compiled = _game_record("wordsmith", lexicon, 7)
    monkeypatch.setenv("WORDPLAY_PURE", "1")
    pure = _game_record("wordsmith", lexicon, 7)
    wordplay.board.finder._FINDERS.clear()
    assert compiled == pure


@built
@pytest.mark.parametrize(
    ("variant", "lexicon_name", "seed"),
    [("wordsmith", "enable", 500), ("wordsmith", "enable", 9001), ("literaki", "sjp", 500)],
)
def test_level_2_games_are_the_same_on_both_paths(monkeypatch, variant, lexicon_name, seed):
    """Self-play at level 2 (the benchmark's seed 500 and a fresh one), on the full word lists: the compiled
    core's games are the pure-Python search's, move for move (tiles, scores, racks, draws)."""
    lexicon = load_lexicon(lexicon_name)

    def record():
        wordplay.board.finder._FINDERS.clear()  # finders remember the path they were made with
        game = BoardGame(variant, ["A", "B"], seed=seed, lexicon=lexicon)
        seats = [computer_player(2, seed * 31 + i, lexicon) for i in range(2)]
        while not game.is_over:
            game.apply(seats[game.to_move].choose(game))
        return game.moves

    monkeypatch.setenv("WORDPLAY_PURE", "0")
    compiled = record()
    monkeypatch.setenv("WORDPLAY_PURE", "1")
    pure = record()
    wordplay.board.finder._FINDERS.clear()
    assert len(compiled) > 10 and compiled == pure


@built
def test_the_extension_writes_a_board_into_a_query_as_python_does(monkeypatch):
    """fill() (C) against the Python mapping: letters, blanks (lower case, the blank's value), empty squares
    ("" or None), a tile outside the alphabet (-2) and one no table reaches (a code point past the alphabet's)."""
    from wordplay.crossword import packed

    ruleset = get_ruleset("literaki")
    finder = MoveFinder(ruleset, ["ŻÓŁW", "AŁ"])
    cells = [""] * 225
    cells[:8] = ["Ż", "ż", "A", "a", None, "Q", "\u0100", "\U0001f600"]  # Q: not a Polish tile
    made = finder._query.make(
        [1] * len(finder.alphabet), cells, start=-1, blanks=1, min_tiles=1, top=1, at_least=-1, limit=1
    )
    monkeypatch.setattr(packed, "_fill", None)
    by_python = finder._query.make(
        [1] * len(finder.alphabet), cells, start=-1, blanks=1, min_tiles=1, top=1, at_least=-1, limit=1
    )
    assert made == by_python
    zet, a = finder.alphabet.index("Ż"), finder.alphabet.index("A")
    values = ruleset.tiles.values
    letters, worth = made[-450:-442].tolist(), made[-225:-217].tolist()
    assert letters == [zet, zet, a, a, -1, -2, -2, -2]
    blank = ruleset.tiles.blank_value
    assert worth == [values["Ż"], blank, values["A"], blank, 0, blank, blank, blank]
    assert native._compiled.fill(made, 0, ("A",) * 225, array("i", [0, 0])) is False  # not a list: Python's turn


def test_the_environment_variable_forces_the_pure_path(monkeypatch):
    ruleset = get_ruleset("wordsmith")
    monkeypatch.setenv("WORDPLAY_PURE", "1")
    assert native.compiled_module() is None
    assert MoveFinder(ruleset, ["CAT", "AT"])._native is None
    assert "pure Python (WORDPLAY_PURE is set)" in version_text()


@built
def test_the_version_line_says_which_path_is_used(monkeypatch):
    monkeypatch.delenv("WORDPLAY_PURE", raising=False)
    assert version_text().endswith("board finder: compiled (C extension wordplay.crossword._walk)")
    monkeypatch.setenv("WORDPLAY_PURE", "0")
    assert "compiled" in version_text()


@built
def test_bad_arguments_to_the_extension_raise_typed_errors():
    with pytest.raises(TypeError):
        native._compiled.search(1, 2)
    finder = MoveFinder(get_ruleset("wordsmith"), ["CAT", "AT"])
    module, buffers = finder._native
    with pytest.raises(TypeError):
        module.search(*[None] * 22)
    with pytest.raises(ValueError):  # a query of the wrong length for its header
        module.search(buffers, finder.graph.root, array("i", [15, 26] + [0] * 9))
    with pytest.raises(ValueError):  # a root that is not a node
        module.search(buffers, 10**6, array("i", [0] * 11))


@built
@pytest.mark.slow
def test_every_play_makes_objects_only_for_the_plays_read():
    ruleset = get_ruleset("wordsmith")
    compiled, pure = both(ruleset, load_lexicon("enable"))
    board = parse_cgp(POSITIONS["VsMatt2"], ruleset).board
    expected = [(f.score, f.tiles, f.across) for f in pure.plays(board, "AEILST?")]
    tracemalloc.start()
    plays = compiled.plays(board, "AEILST?")
    held = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    # a FoundPlay with its tuple of tiles alone takes over 150 bytes; packed, a play is its score, flag, count
    # and tiles as int32 (about 40 bytes)
    assert len(plays) == len(expected) > 10_000
    assert held < 100 * len(plays)
    assert plays[3] is plays[3] and plays[-1] is plays[len(plays) - 1]
    assert [(f.score, f.tiles, f.across) for f in plays[:5]] == expected[:5]
    assert [(f.score, f.tiles, f.across) for f in plays] == expected
    assert plays == list(plays) and plays != list(plays)[1:]
    assert plays[-1].leave == pure.plays(board, "AEILST?")[-1].leave
    with pytest.raises(IndexError):
        plays[len(plays)]


def test_the_version_line_names_the_webassembly_core_in_the_browser(monkeypatch):
    monkeypatch.delenv("WORDPLAY_PURE", raising=False)
    monkeypatch.setattr(native, "_compiled", None)
    monkeypatch.setattr(native, "_browser", [object()])  # as under Pyodide, with the module shipped
    assert version_text().endswith("board finder: compiled (WebAssembly module walk_core.wasm, in the browser)")
    monkeypatch.setattr(native, "_browser", [None])  # under Pyodide, without it
    assert version_text().endswith("pure Python (the compiled core is not built)")


@built
def test_the_cross_checks_a_search_keeps_in_its_cache_are_the_graphs_own():
    """A finder's graph carries a cache of the cross-checks its searches work out (walk_core.h): after a search of a
    mid-game board every slot filled holds a pair of letter runs and the letters the word graph allows between them
    (graph.cross_mask, the pure path's), and a search from the warm cache answers as one without it."""
    ruleset = get_ruleset("wordsmith")
    finder = MoveFinder(ruleset, load_lexicon("enable"))
    module, shared = finder._native
    cache = bytearray(len(shared[6]))  # a cache of its own: the graph's is shared with every other test's finder
    buffers = (*shared[:6], cache)
    board = parse_cgp("15/15/15/15/15/15/15/3QUIET7/4N10/4DOG8/15/15/15/15/15", ruleset).board
    counts, blanks = finder._rack_counts("AEINRST")
    query = finder._query.make(counts, board.cells, start=-1, blanks=blanks, min_tiles=1, top=1, at_least=-1, limit=1)
    cold = module.search(buffers[:6], finder.graph.root, query)  # no cache
    assert module.search(buffers, finder.graph.root, query) == cold
    items = array("Q", bytes(cache))
    assert items[0] == finder.graph.root + 1
    filled = 0
    for slot in range(1, len(items), 3):
        before_key, after_key, letters = items[slot : slot + 3]
        if not before_key:
            continue
        filled += 1
        runs = [[key >> (6 * i) & 63 for i in range((key >> 60) - 1)] for key in (before_key, after_key)]
        assert letters == finder.graph.cross_mask(tuple(runs[0]), tuple(runs[1]))
    assert filled >= 10  # QUIET, N, DOG: the squares beside them across and down
    assert module.search(buffers, finder.graph.root, query) == cold
    # the same slots saying that no letter fits, in a cache marked as made from another root: emptied, not read
    for slot in range(1, len(items), 3):
        items[slot + 2] = 0
    items[0] = finder.graph.root + 2
    cache[:] = items.tobytes()
    assert module.search(buffers, finder.graph.root, query) == cold
    items[0] = finder.graph.root + 1  # read as this root's: the board's squares beside its tiles take no letter
    cache[:] = items.tobytes()
    assert module.search(buffers, finder.graph.root, query) != cold

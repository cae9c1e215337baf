"""The letters below each node of the word graph, with which the compiled search drops hopeless branches.

A walk that must lay every rack tile (the all-tiles plays the best-first search seeks, and the check of whether
the rack spells a word at all) can stop at a node from which no word goes on with a rack letter still to lay.
The C core reads those letters from an array made once per graph (``wp_graph_below``: the extension's
``below()``, the WebAssembly module's ``wp_below``). Here it is checked against the word list itself: the
letters of a node are those of the ends of the words through it, whichever prefix reaches it. That the plays
stay the same is checked by the compiled-against-pure tests (``test_finder_native.py``,
``test_finder_alltiles.py``, ``test_finder_wasm.py``).
"""

from __future__ import annotations

from array import array

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.board.test_finder_properties import ALPHABETS
from wordplay.core.lexicon import lexicon_from_words
from wordplay.crossword import native
from wordplay.crossword.graph import fast_graph

built = pytest.mark.skipif(
    native.compiled_module() is None, reason="the C extension is not built or WORDPLAY_PURE is set"
)


@st.composite
def word_lists(draw):
    """A list of words over a few letters of the English or the Polish alphabet, and that alphabet."""
    alphabet = ALPHABETS[draw(st.sampled_from(sorted(ALPHABETS)))]
    letters = draw(st.lists(st.sampled_from(alphabet), min_size=1, max_size=6, unique=True))
    words = draw(st.lists(st.text(alphabet=letters, min_size=1, max_size=9), min_size=1, max_size=60, unique=True))
    return words, alphabet


def expected_below(words, alphabet):
    """Per prefix of a word (the empty one too): the bit set of the letters in the rest of the words it begins."""
    out = {}
    for word in words:
        for cut in range(len(word) + 1):
            letters = out.setdefault(word[:cut], 0)
            for ch in word[cut:]:
                letters |= 1 << alphabet.index(ch)
            out[word[:cut]] = letters
    return out


def check_below(below, words, alphabet):
    graph = fast_graph(lexicon_from_words(words, alphabet, "test").graph, alphabet)
    letters = array("Q", below(graph))
    for prefix, expected in expected_below(words, alphabet).items():
        node = graph.walk(graph.root, [alphabet.index(ch) for ch in prefix])
        assert letters[node] == expected, prefix


@built
@settings(max_examples=80, deadline=None)
@given(word_lists())
def test_the_letters_below_each_node_are_those_of_the_words_ends(case):
    words, alphabet = case
    check_below(lambda graph: native.graph_buffers(graph)[4], words, alphabet)


def _graph(mask, first, child, terminal):
    return (array("Q", mask), array("I", first), array("I", child), array("B", terminal))


@built
@pytest.mark.parametrize(
    "graph",
    [
        _graph([1], [0], [0], [1]),  # an edge back to its own node
        _graph([1, 1], [0, 1], [1, 0], [0, 1]),  # a cycle of two nodes
        _graph([1], [0], [7], [0]),  # an edge to no node
    ],
)
def test_a_malformed_graph_is_a_value_error(graph):
    with pytest.raises(ValueError):
        native._compiled.below(graph)


@built
def test_a_search_needs_the_letters_below_every_node_and_the_whole_alphagram_table():
    from wordplay.core.registry import get_ruleset
    from wordplay.crossword.generator import MoveFinder

    finder = MoveFinder(get_ruleset("wordsmith"), ["CAT", "AT", "ACT"])
    module, buffers = finder._native
    query = finder._query.make([1] * 26, [""] * 225, start=112, blanks=0, min_tiles=2, top=1, at_least=-1, limit=1)
    assert module.search(buffers, finder.graph.root, query)[0] > 0
    with pytest.raises(TypeError):  # the four arrays of before
        module.search(buffers[:4], finder.graph.root, query)
    with pytest.raises(ValueError):  # one node short
        module.search((*buffers[:4], buffers[4][:-1], buffers[5]), finder.graph.root, query)
    with pytest.raises(ValueError):  # a table shorter than its header says
        module.search((*buffers[:5], buffers[5][:-4]), finder.graph.root, query)


WORDS = ["AND", "AN", "AT", "AD", "NA", "RAT", "RANTS", "TAN", "TA", "STAR", "SAND", "STRAND", "DARN", "DA", "EN"]


def _check(rack, words=WORDS):
    """(plays, work) of a search of the empty board for the plays scoring 30 or more: with these words only an
    all-tiles play could (the 25-point bonus; six tiles of at most 1 point through the centre take at most a double
    letter and the double word, 14 points), so the search asks once whether the rack spells a word (no start's span
    holds a board letter) and walks nothing when it does not. The pure path agrees that there is no such play."""
    from wordplay.core.registry import get_ruleset
    from wordplay.crossword.board import Board
    from wordplay.crossword.generator import MoveFinder

    ruleset = get_ruleset("wordsmith")
    finder = MoveFinder(ruleset, words)
    board = Board(ruleset.layout)
    assert finder.at_least(board, rack, 30) == MoveFinder(ruleset, words, compiled=False).at_least(board, rack, 30)
    module, buffers = finder._native
    counts, blanks = finder._rack_counts(rack)
    query = finder._query.make(
        counts, board.cells, start=ruleset.layout.start, blanks=blanks, min_tiles=2, top=0, at_least=30, limit=-1
    )
    return module.search(buffers, finder.graph.root, query)[:2]


@built
def test_a_rack_of_seven_is_checked_in_the_alphagram_table_without_a_walk():
    """ANRTSDE: E is in no word of seven letters (only in EN): the table says so, and no node is entered."""
    assert _check("ANRTSDE") == (0, 0)
    assert _check("ANRTSD?") == (0, 0)  # nor with a blank for the E: no word of seven letters at all
    plays, work = _check("ANRTSDE", [*WORDS, "STANDER"])  # now there is one: 7 places across the centre, 7 down
    assert plays == 14 and work > 0


@built
def test_the_all_tiles_check_stops_where_a_rack_letter_can_no_longer_be_laid():
    """ANRE??? (three blanks: past the table, the graph is walked): the check enters the root and drops each of its
    seven children at once, the rack's letters still to lay holding E: below every first letter but E there is no
    E, below E there is only N. 8 nodes, and no play."""
    assert _check("ANRE???") == (0, 8)


@built
def test_an_all_tiles_walk_lays_a_blank_only_as_a_letter_that_completes_a_word():
    """ANRTSD? with STANDER: the alphagram table says the blank can only be an E (no other letter makes the rack's
    counts a word's). Each square of the walk then tries the rack's six letters and the blank as E: the prefixes of
    the rack ANRTSDE's own walk, which drops more (an E must be below) but enters no others. A blank walked as every
    letter the graph has at a node (S?, T?, ...) enters more than twice as many."""
    words = [*WORDS, "STANDER"]
    plays, work = _check("ANRTSD?", words)
    real_plays, real_work = _check("ANRTSDE", words)
    assert plays == real_plays == 14
    assert real_work <= work < 2 * real_work

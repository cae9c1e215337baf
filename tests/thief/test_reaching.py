"""Split pieces are listed only when they can be part of a split that reaches the bar
(``steals.py``'s ``_reaching_pieces``, the same in ``thief_core.c``'s ``split_walk``): a piece's bound, with the best
bounds of the other pieces a split (into a number of words the search may still look for) can hold in the cards left,
must reach the bar less the all-cards bonus. Worked out here by brute force over the pieces of the lengths the bar
allows, on both paths, on ZYXWA?? stealing CAT (1,426 split pieces without a bar): its long pieces are few and low
(no word takes Z, Y, X and W together), which the lengths alone do not know.
"""

from __future__ import annotations

import functools
import math

import pytest

from tests.thief.test_covering import _Bar, _search
from tests.thief.test_thief_native import RULES
from wordplay.thief import native
from wordplay.thief.cards import loose_cards, loose_word
from wordplay.thief.moves import TableWord
from wordplay.thief.steals import StealSearch

BARS = [62, 66, 68]  # splits into two and three may reach 62; only into two, 66 and 68 (the best, 68, reaches both)


def _position():
    hand = loose_cards("ZYXWA??", RULES.deck, "h")
    letters, cards = loose_word("CAT", RULES.deck, "t1.")
    return hand, TableWord(1, 1, letters, cards, 0)


@functools.cache
def _unbarred():
    """The split pieces listed without a bar (every one), the cards in all, and the search."""
    hand, target = _position()
    search = _search(hand, target, _Bar(-math.inf))
    return tuple(search.split_pieces()), search.n_stolen + search.n_hand, search


def _on_path(pure: bool, monkeypatch) -> None:
    if not pure and native.compiled_module() is None:
        pytest.skip("the C extension is not built")
    monkeypatch.setenv("WORDPLAY_PURE", "1" if pure else "0")


def _can_reach(bar: int) -> list:
    """The pieces (of those listed without a bar, of the lengths a split reaching the bar may have, in their order)
    that, beside one other such piece (two words) or two (three words, when a split into three may reach the bar)
    fitting in the cards left, have bounds adding up to the bar less the all-cards bonus (Wilds are worth nothing in
    this deck): the best piece of each length found by going through them all, then every length or two tried."""
    every, room, search = _unbarred()
    viable = search._viable(bar)  # the lengths a split reaching the bar may have (tested on its own)
    pieces = [p for p in every if viable is None or viable[p[1]]]
    assert all(c.value == 0 for c in _position()[0] if c.is_wild)
    least = bar - RULES.all_cards_bonus
    best = [max((p[3] for p in pieces if p[1] == n), default=-math.inf) for n in range(room + 1)]
    one = [max(best[: left + 1]) for left in range(room + 1)]
    two = [max(best[a] + best[b] for a in range(left + 1) for b in range(left + 1 - a)) for left in range(room + 1)]
    three = search.ceiling(3) >= bar
    return [p for p in pieces if p[3] + one[room - p[1]] >= least or (three and p[3] + two[room - p[1]] >= least)]


@pytest.mark.parametrize("pure", [True, False])
@pytest.mark.parametrize("bar", BARS)
def test_a_split_piece_is_listed_only_when_it_can_reach_the_bar(bar, pure, monkeypatch):
    """Exactly the pieces the brute force keeps are listed, in the same order: fewer than the lengths alone allow."""
    _on_path(pure, monkeypatch)
    hand, target = _position()
    search = _search(hand, target, _Bar(bar))
    listed = search.split_pieces()
    assert (search._compiled is None) == pure
    expected = _can_reach(bar)
    assert listed == expected
    viable = search._viable(bar)
    assert len(expected) < sum(viable is None or viable[p[1]] for p in _unbarred()[0])


@pytest.mark.parametrize("pure", [True, False])
@pytest.mark.parametrize("bar", BARS)
def test_the_splits_reaching_the_bar_are_those_found_with_every_piece(bar, pure, monkeypatch):
    """The splits into two and three offered under the bar, and their scores, are those offered when every piece
    of the lengths the bar allows is listed (the pair search and the covering search then pass over the others)."""
    _on_path(pure, monkeypatch)
    hand, target = _position()

    def offered() -> dict[tuple[int, ...], int]:
        found: dict[tuple[int, ...], int] = {}
        search = _search(hand, target, _Bar(bar))
        for words in (2, 3):
            search.splits_into(words, lambda score, keys, lengths: found.__setitem__(tuple(sorted(keys)), score))
        return found

    filtered = offered()
    monkeypatch.setattr(StealSearch, "_reaching", lambda self, bar: None)
    assert filtered and filtered == offered()

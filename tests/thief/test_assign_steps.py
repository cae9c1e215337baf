"""The steps of the exact card search (:meth:`Supply.search`, on the pure path and in the compiled core): one step a
way looked at and one a full choice checked, so that a search that stops after a few of a word's hundreds of ways
is charged for those few (issue 27: a step is about the same work in every search a budget bounds).

Worked by hand for one word laid in a play (no stolen cards: every way of the word fits the cards and passes the
check of a full choice): the ways are sorted best first, so the search looks at the first way (1 step), checks it
as a full choice (1 step, the best so far), then looks at the second, whose points cannot beat the first's, and
stops (1 step): 3 steps, however many ways the word has (TREES from two Wilds and cards of four suits: 86). Asked
for more than the best points, it looks at the first way only, sees that nothing can reach them and stops: 1 step.
"""

from __future__ import annotations

import math

import pytest

from tests.thief.test_thief_native import RULES
from wordplay.thief import native
from wordplay.thief.assign import Supply
from wordplay.thief.cards import Card


def _hand(letters: str) -> list[Card]:
    """Cards of the real deck with these letters (``?``: a Wild), each a different card."""
    deck = list(RULES.deck.cards)
    cards = []
    for letter in letters:
        cards.append(next(c for c in deck if (c.is_wild if letter == "?" else c.letter == letter)))
        deck.remove(cards[-1])
    return cards


@pytest.mark.parametrize("pure", [True, False])
def test_a_search_is_charged_for_the_ways_it_looks_at_not_for_every_way(pure, monkeypatch):
    if not pure and native.compiled_module() is None:
        pytest.skip("the C extension is not built")
    monkeypatch.setenv("WORDPLAY_PURE", "1" if pure else "0")
    supply = Supply(RULES, [], _hand("??EEEERRRSSTT"))
    picked = supply.pick(["TREES"])
    assert picked is not None
    options, first = picked
    assert options[0].count > 50  # dozens of ways (two Wilds, Es and Rs of four suits...)
    best = options[0].uses[0].points
    assert first.points == best
    for at_least in (-math.inf, best, best - 5):
        found = supply.search(options, at_least)
        assert (found.points, found.indices, found.work) == (best, (0,), 3)
    above = supply.search(options, best + 1)
    assert (above.points, above.work) == (None, 1)

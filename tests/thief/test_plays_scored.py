"""Word Thief: a search for the best few scores (the card search of :meth:`Scorer.score`) only the plays that can
reach its bar.

A play of n cards from the hand earns the all-cards bonus only when n is a full hand (docs/rules.md section 1), so
its score is at most its bound (:meth:`Scorer.bound`: its letters once, what one suit adds, its length bonus) plus
that bonus for n cards alone; the bar's first test adds the bonus to every play. A play whose bound and own bonus
fall below the bar would score below it: ``Scorer.score`` would return None (before its card search) and the play
would not be kept, so it is not scored at all (a hint's hand of real cards had some 150 such plays).
"""

from __future__ import annotations

import random

import pytest

from wordplay.core.lexicon import load_lexicon
from wordplay.core.registry import get_ruleset
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.finder import search_moves
from wordplay.thief.listing import SearchBound
from wordplay.thief.points import Scorer
from wordplay.thief.scoring import all_cards_bonus

RULES = get_ruleset("word-thief")


def _hand(seed: int, wilds: int) -> tuple:
    """Seven real cards of the deck (suits: one-suit plays are scored by the card search), ``wilds`` Wilds."""
    deck = RULES.deck
    plain = [c for c in deck.cards if not c.is_wild]
    return tuple([c for c in deck.cards if c.is_wild][:wilds] + random.Random(seed).sample(plain, 7 - wilds))


@pytest.mark.parametrize(("seed", "wilds"), [(1, 1), (2, 1), (3, 2), (4, 2)])
def test_a_play_below_the_bar_with_its_own_all_cards_bonus_is_not_scored(seed, wilds, monkeypatch):
    lexicon = load_lexicon("enable")
    alphagram_index(lexicon)
    hand = _hand(seed, wilds)
    scored = []
    score = Scorer.score

    def watched(self, keys, lengths, at_least=float("-inf")):
        if not self.stolen:  # a play
            (key,), (n,) = keys, lengths
            scored.append((self.bound(key, n) + all_cards_bonus(RULES, n), at_least))
        return score(self, keys, lengths, at_least)

    monkeypatch.setattr(Scorer, "score", watched)
    found = search_moves(RULES, lexicon, hand, [], top=20, bound=SearchBound.default())
    assert found.complete and len(list(found)) == 20
    assert all(most >= bar for most, bar in scored), [x for x in scored if x[0] < x[1]][:5]

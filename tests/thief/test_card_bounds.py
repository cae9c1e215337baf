"""The card search leaves out only what cannot lay every stolen card or reach the bar
(:mod:`wordplay.thief.card_bounds`), on the pure path and in the compiled core, step for step: its answers are a
brute force's, in fewer steps.

Worked by hand (letter values A 1, B 3, C 3, D 2, a Wild 0; no length bonus up to four letters; cards of no suit, so
no word is of one suit):

- **Listing AB from a hand of A and a Wild** (a play: no stolen card). The letters are grouped A then B; A may be the
  A or the Wild, B only the Wild. The listing takes the A for A (1 step for A's group, 1 when A is laid), then the
  Wild for B (1 for B's group, 1 when B is laid: the way A + Wild), then tries no card for B (1 step: nothing is
  left for B, refused at once). It then tries the Wild for A (1 step): B would lack a card, so it is refused at once.
  6 steps, one way. Before, that last choice was entered: the Wild taken for A (2 more steps), B's group entered
  with no card left for it (2 more), and no card for A at all (1 more): 10 steps.
- **Stealing A and a Wild with a hand of B and C, into AB and CD.** In a split each word holds a hand card and a
  stolen card. AB's ways: A + B (4 points) and Wild + B (3); CD's: C + Wild (3, the Wild as D). The search takes
  A + B (1 step), then looks CD up by the stolen cards left (the Wild): C + Wild (1 step), a full choice of 7 points
  that lays every stolen card (1 step). AB's ways are looked up too, by the stolen cards CD's ways leave: only A + B
  leaves CD the Wild, so Wild + B is never looked at. 3 steps; before, Wild + B was looked at and refused by its
  bound: 4 steps.
"""

from __future__ import annotations

import random

import pytest

from tests.thief.test_assign_lines import LETTERS, _brute_best
from wordplay.core.registry import get_ruleset
from wordplay.thief import native
from wordplay.thief.assign import Supply
from wordplay.thief.card_bounds import bounds
from wordplay.thief.cards import WILD, loose_cards

RULES = get_ruleset("word-thief")


@pytest.fixture(params=[True, False], ids=["pure", "compiled"])
def path(request, monkeypatch):
    """Each test on the pure path and in the compiled core."""
    if not request.param and native.compiled_module() is None:
        pytest.skip("the C extension is not built")
    monkeypatch.setenv("WORDPLAY_PURE", "1" if request.param else "0")
    return request.param


def test_a_word_s_ways_are_listed_without_entering_a_choice_that_lays_none(path):
    supply = Supply(RULES, [], loose_cards("A ?", RULES.deck))
    ways = supply.uses("AB")
    assert [(way.points, way.hand) for way in ways] == [(1, 2)]
    assert supply.work == 6


def test_the_last_words_are_looked_up_by_the_stolen_cards_they_must_lay(path):
    supply = Supply(RULES, loose_cards("A ?", RULES.deck, "s"), loose_cards("B C", RULES.deck))
    picked = supply.pick(["AB", "CD"])
    assert picked is not None
    options, _ = picked
    assert [option.count for option in options] == [2, 1]
    found = supply.search(options)
    assert (found.points, found.indices, found.work) == (7, (0, 0), 3)


def test_the_words_after_a_choice_are_bounded_by_the_stolen_wilds_they_must_lay():
    """AB's ways (A + B 4 points, Wild + B 3), CD's (C + Wild 3, C + D 5): with the one stolen Wild (kind 3 of 5) still
    to lay, CD scores at most 3 (the way laying it), and AB and CD together 7 (A + B, then C + Wild) or 8 with the
    Wild in AB (Wild + B, then C + D); with none to lay, 9 at most (A + B, then C + D)."""
    a, b, c, d, wild = (1 << (5 * i) for i in range(5))
    ab = [(a + b, 4), (wild + b, 3)]
    cd = [(c + d, 5), (c + wild, 3)]
    stolen_fields = 31 * a + 31 * wild
    found = bounds([ab, cd], 4, 1, 5, stolen_fields, a + wild)
    assert found.exact[1] == [5, 3]
    assert found.exact[0] == [9, 8]
    assert found.upto[1] == [5, 5] and found.exact[2] == [0, float("-inf")]
    assert found.closed[1] == 31 * a and found.full[1] == a  # CD never holds the stolen A: AB must have laid it


@pytest.mark.parametrize("seed", range(8))
def test_splits_holding_stolen_wilds_get_the_best_cards_a_brute_force_finds(path, seed):
    """Random steals of 3 to 5 stolen cards holding one or two Wilds, into one to three words: the points the search
    chooses are the most any legal assignment of the cards gives (None: none is legal)."""
    rng = random.Random(seed)
    for _ in range(5):
        stolen = loose_cards(" ".join(_cards(rng, rng.randint(2, 3)) + [WILD] * rng.randint(1, 2)), RULES.deck, "s")
        hand = loose_cards(" ".join(_cards(rng, rng.randint(2, 3)) + [WILD] * rng.randint(0, 1)), RULES.deck)
        supply = Supply(RULES, stolen, hand)
        pool = [card.letter for card in (*stolen, *hand) if card.letter != WILD]
        for _ in range(12):
            count = rng.randint(1, 3)
            words = ["".join(rng.choice(pool + list(LETTERS)) for _ in range(rng.randint(2, 3))) for _ in range(count)]
            if sum(map(len, words)) > 8:
                continue
            chosen = supply.choose(words)
            assert (None if chosen is None else chosen[0]) == _brute_best(words, stolen, hand), (words, stolen, hand)


def _cards(rng: random.Random, count: int) -> list[str]:
    """``count`` real cards, some of a suit, written as ``loose_cards`` reads them."""
    labels = []
    for _ in range(count):
        letter, suit = rng.choice("ABCDE"), rng.choice(["red", "blue", None])
        labels.append(letter if suit is None else f"{letter}/{suit}")
    return labels

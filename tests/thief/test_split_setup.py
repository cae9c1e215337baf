"""Word Thief: what a steal search works out once before its splits, worked by hand and by brute force.

- ``_rest_bonuses``: beside a word of n letters, the best length bonuses the other words of a split can have
  (``StealSearch._viable`` leaves out the lengths whose word cannot be part of a split reaching the bar).
- ``Scorer.plain_only``: no set of new words can need the exact card search (no stolen Wild, no new word that
  could be of one suit), so the split search in the core is given no card searches to set up.

Length bonuses (``word-thief``): 5 letters 5, 6 10, 7 15, 8 20, 9 25, then 5 more a letter; none below 5.
"""

from __future__ import annotations

import itertools
import math

import pytest

from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.cards import loose_cards
from wordplay.thief.points import Scorer
from wordplay.thief.steals import _rest_bonuses

RULES = get_ruleset("word-thief")
PACKING = alphagram_index(lexicon_from_words(["CAT", "DOG"], "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "split-setup")).packing
NONE = -math.inf


def _bonuses(room: int) -> tuple[int, ...]:
    return tuple(RULES.length_bonus_for(n) for n in range(room + 1))


def test_the_rest_of_a_split_into_two_is_one_word_of_the_letters_left():
    """4 stolen cards and 7 hand cards (11), words of 3 letters or more, two words: beside n letters, one word of
    the 11 - n letters left at most (and enough to hold what is left of the stolen cards): its bonus; past 8 letters
    no second word of 3 fits."""
    rest = _rest_bonuses(_bonuses(11), 3, 4, 2)
    assert rest[3:] == (20, 15, 10, 5, 0, 0, NONE, NONE, NONE)


def test_three_words_may_do_better_beside_a_short_word_only_when_the_two_others_are_long():
    """With a third word allowed, beside 3 letters the other two share 8 letters at most: 5 + 3 letters is 5, less
    than one word of 8 (20); so the same as two words."""
    assert _rest_bonuses(_bonuses(11), 3, 4, 3) == _rest_bonuses(_bonuses(11), 3, 4, 2)


def _brute(bonus: tuple[int, ...], shortest: int, n_stolen: int, most_words: int) -> list[float]:
    """Every way of k - 1 other words (k from 2 to most_words), each of shortest letters or more, fitting in the
    cards left and holding with the word of n letters more than the stolen cards (each word a hand card)."""
    room = len(bonus) - 1
    out = []
    for n in range(room + 1):
        best = NONE
        for k in range(2, most_words + 1):
            for others in itertools.product(range(shortest, room + 1), repeat=k - 1):
                count = sum(others)
                if n + count <= room and n + count >= n_stolen + k:
                    best = max(best, sum(bonus[m] for m in others))
        out.append(best)
    return out


@pytest.mark.parametrize(("room", "shortest", "n_stolen", "most_words"), [(11, 3, 4, 2), (12, 3, 5, 3), (10, 2, 3, 4)])
def test_the_rest_is_the_best_of_every_set_of_other_words(room, shortest, n_stolen, most_words):
    bonus = _bonuses(room)
    assert list(_rest_bonuses(bonus, shortest, n_stolen, most_words)) == _brute(bonus, shortest, n_stolen, most_words)


def _scorer(stolen: str, hand: str) -> Scorer:
    return Scorer(RULES, PACKING, loose_cards(stolen, RULES.deck), loose_cards(hand, RULES.deck))


@pytest.mark.parametrize(
    ("stolen", "hand", "plain"),
    [
        # stolen cards of no suit: no new word of a steal is of one suit; one Wild is fewer than 3 letters
        ("C A T", "D/yellow O/yellow ?", True),
        # three Wilds spell a word of any suit
        ("C A T", "D/yellow ? ? ?", False),
        # blue on both sides: a blue word may be
        ("C/red A/blue T/blue", "D/blue O/yellow", False),
        # no suit on both sides
        ("C/red A/blue T/blue", "D/yellow O/yellow", True),
        # a stolen Wild: the card search decides
        ("C A ?", "D/yellow O/yellow", False),
        # a play: any suit of the hand
        ("", "D/yellow O/yellow", False),
    ],
)
def test_a_score_is_plain_only_when_no_stolen_wild_and_no_one_suit_word_can_be(stolen, hand, plain):
    assert _scorer(stolen, hand).plain_only is plain

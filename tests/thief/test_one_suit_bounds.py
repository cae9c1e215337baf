"""Word Thief: which new words a steal's bounds may count as one suit (doubled), worked by hand and by brute force.

docs/rules.md section 1: a word is doubled when every card is of one suit (Wilds count as that suit); a card of
unknown suit (written by hand) is of none. Every new word of a steal holds a hand card (a lengthening adds one, each
word of a split gets one) and a card of the stolen word (a lengthening holds them all; a split's words each hold one
under ``split_words_need_stolen_card``), so a one-suit new word's suit is that of a hand card and of a stolen card,
unless a Wild is the card it holds from that side. The bounds (``Scorer.ceiling``, ``Scorer.suited``) count only
those suits: a card of another suit is never doubled.

Values (docs/rules.md): A 1, C 3, D 2, O 1, T 1; a Wild 0.
"""

from __future__ import annotations

import dataclasses
import itertools
import random

import pytest

from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.cards import loose_cards
from wordplay.thief.points import Scorer

RULES = get_ruleset("word-thief")
PACKING = alphagram_index(lexicon_from_words(["CAT", "DOG"], "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "one-suit")).packing


def _scorer(stolen: str, hand: str, rules=RULES) -> Scorer:
    return Scorer(rules, PACKING, loose_cards(stolen, rules.deck), loose_cards(hand, rules.deck))


@pytest.mark.parametrize(
    ("stolen", "hand", "ceiling"),
    [
        # stolen cards of unknown suit: no new word can be of one suit, nothing doubled: 5 + 3
        ("C A T", "D/yellow O/yellow", 8),
        # a new word holds a hand card and a stolen card: no suit is on both sides, nothing doubled: 5 + 3
        ("C/red A/blue T/blue", "D/yellow O/yellow", 8),
        # only blue is on both sides: A, T and D doubled (4 more), C and O not: 8 + 4
        ("C/red A/blue T/blue", "D/blue O/yellow", 12),
        # a yellow stolen card: T, D and O may be of a yellow word: 8 + 4
        ("C/red A/blue T/yellow", "D/yellow O/yellow", 12),
        # a hand Wild may be the hand card of a word of any stolen suit: C, A, T doubled: 6 + 5
        ("C/red A/blue T/blue", "? O/yellow", 11),
        # a stolen Wild may be the stolen card of a word of a hand suit, yellow: D and O doubled: 5 + 3
        ("? A/blue T/blue", "D/yellow O/yellow", 8),
        # a play (no stolen word): any suit of the hand: 2 * (2 + 1 + 2)
        ("", "D/yellow O/yellow G/red", 10),
    ],
)
def test_a_steal_s_ceiling_doubles_only_cards_a_one_suit_new_word_could_hold(stolen, hand, ceiling):
    assert _scorer(stolen, hand).ceiling(0) == ceiling


def test_without_a_stolen_card_in_every_split_word_a_hand_suit_counts():
    """Under ``split_words_need_stolen_card`` off, a split's word may be of hand cards alone, all yellow: 8 + 3."""
    rules = dataclasses.replace(RULES, split_words_need_stolen_card=False)
    assert _scorer("C/red A/blue T/blue", "D/yellow O/yellow", rules).ceiling(0) == 11


def test_a_word_of_hand_cards_of_a_suit_the_stolen_word_lacks_is_not_suited():
    """DO of the yellow D and O is a one-suit play, but no new word of a steal of a red and blue CAT; DOT of a steal
    of a CAT whose T is yellow may be."""
    assert not _scorer("C/red A/blue T/blue", "D/yellow O/yellow").suited(PACKING.pack("DO"))
    assert _scorer("", "D/yellow O/yellow").suited(PACKING.pack("DO"))
    assert _scorer("C/red A/blue T/yellow", "D/yellow O/yellow").suited(PACKING.pack("DOT"))


@pytest.mark.parametrize("seed", range(6))
def test_every_one_suit_new_word_a_deal_can_make_is_suited_and_within_the_ceiling(seed):
    """Brute force: every set of a deal's cards holding a stolen card and a hand card, all of one suit (Wilds
    standing for E or S), is a word the Scorer calls suited, whose score (its cards' values doubled, and its length
    bonus, doubled too when the rules say so) is within its bound, and twice its cards' values within the ceiling."""
    rng = random.Random(3100 + seed)
    deck = list(RULES.deck.cards)
    wilds = [c for c in deck if c.is_wild]
    cards = rng.sample([c for c in deck if not c.is_wild], 9)
    stolen, hand = cards[:5], cards[5:]
    if seed % 2:
        stolen[0] = wilds[0]
    if seed % 3 == 0:
        hand[0] = wilds[1]
    scorer = Scorer(RULES, PACKING, stolen, hand)
    doubling = Scorer(dataclasses.replace(RULES, length_bonus_doubled=True), PACKING, stolen, hand)
    checked = 0
    for size in range(2, 10):
        for chosen in itertools.combinations([*stolen, *hand], size):
            if not any(c in stolen for c in chosen) or not any(c in hand for c in chosen):
                continue
            suits = {c.suit for c in chosen if not c.is_wild}
            if len(suits) > 1 or None in suits:
                continue
            fixed = "".join(c.letter for c in chosen if not c.is_wild)
            letters, bonus = sum(c.value for c in chosen), RULES.length_bonus_for(size)
            for stand_ins in itertools.product("ES", repeat=sum(c.is_wild for c in chosen)):
                key = PACKING.pack(fixed + "".join(stand_ins))
                assert scorer.suited(key), [c.id for c in chosen]
                # the word's score, doubled as one suit, is within its bound (the length bonus doubled too or not)
                assert 2 * letters + bonus <= scorer.bound(key, size), [c.id for c in chosen]
                assert 2 * (letters + bonus) <= doubling.bound(key, size), [c.id for c in chosen]
                checked += 1
            assert 2 * letters <= scorer.ceiling(0)
    assert checked, "a deal with no one-suit word checks nothing"


@pytest.mark.parametrize(
    ("stolen", "hand", "word", "bound"),
    [
        # CAT may be blue only, the Wild standing for C: A and T doubled, C (3) once: 5 + 2
        ("C/red A/blue T/blue", "? O/yellow", "CAT", 7),
        # COT is of no suit a new word may be (yellow is no stolen card's suit, red and blue leave two letters
        # beyond their cards for one Wild): 5
        ("C/red A/blue T/blue", "? O/yellow", "COT", 5),
        # no Wild: CAT is of no suit, nothing doubled: 5
        ("C/red A/blue T/blue", "D/blue O/yellow", "CAT", 5),
        # AT of the blue A and T: both doubled: 2 + 2
        ("C/red A/blue T/blue", "D/blue O/yellow", "AT", 4),
        # CAT may be red (the Wild for A: C and T doubled, 4) or blue (the Wild for C and T: no, one Wild): 5 + 4
        ("C/red A/blue T/red", "? D/blue", "CAT", 9),
    ],
)
def test_a_one_suit_word_s_bound_doubles_only_the_cards_its_best_suit_gives(stolen, hand, word, bound):
    """A one-suit word of suit s holds cards of s and Wilds only: only the letters s's cards give are doubled, the
    rest standing in Wilds (worth 0, the card of that letter laid by another word and counted there)."""
    assert _scorer(stolen, hand).bound(PACKING.pack(word), len(word)) == bound


def test_a_one_suit_word_s_length_bonus_is_in_its_bound_when_the_rules_double_it():
    """docs/rules.md section 1 leaves the bonus undoubled, a setting a teacher may change: DOTES (5 letters, +5) of
    the yellow D, O, T, E and a Wild for S: D 2 + O 1 + T 1 + E 1 = 5, doubled 10, + 5 = 15; the bonus doubled too:
    (5 + 5) x 2 = 20."""
    cards = ("C/red D/yellow O/yellow", "T/yellow E/yellow ?")
    assert _scorer(*cards).bound(PACKING.pack("DOTES"), 5) == 15
    rules = dataclasses.replace(RULES, length_bonus_doubled=True)
    assert _scorer(*cards, rules).bound(PACKING.pack("DOTES"), 5) == 20

"""The covering split search's bounds (``wordplay/thief/covering.py``, mirrored by ``cover_core.c``): never below
what a real split scores, and tight enough that a long stolen word's splits are ruled out in few steps.

The bound on what pieces add beyond their cards (:func:`beyond_cards`) is checked against every split into two
and three words of seeded deals, scored exactly, with the most each length may be doubled worked out here from
the rules (a word is doubled only when its cards may all be of one suit); the step counts are those of
``issues show 27``'s review position.
"""

from __future__ import annotations

import functools
import math
import random
from collections import Counter
from itertools import combinations_with_replacement, product

import pytest

from tests.thief.test_thief_native import RULES, _deal
from wordplay.core.lexicon import load_lexicon
from wordplay.thief import native
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.cards import loose_cards
from wordplay.thief.covering import beyond_cards, beyond_suited
from wordplay.thief.moves import TableWord
from wordplay.thief.points import Scorer
from wordplay.thief.steals import StealSearch


class _Bar:
    """A fixed bar, its steps counted."""

    def __init__(self, value: float) -> None:
        self.value, self.spent = value, 0

    @property
    def left(self) -> None:
        return None

    def tick(self, steps: int = 1) -> None:
        self.spent += steps


def _search(hand, target, bar: _Bar) -> StealSearch:
    index = alphagram_index(load_lexicon("enable"))
    return StealSearch(index, RULES, Scorer(RULES, index.packing, target.cards, hand, bar.tick), target.text, bar)


def _doubled_at_most(search: StealSearch, hand, target) -> list[float]:
    """For each length, the most a word of it is doubled, from the rules: its letters' worth when its letter
    cards may all be of one suit (each letter beyond one suit's cards of the stolen word and the hand taken by a
    Wild), else nothing; -inf for a length no piece has."""
    p, values = search.index.packing, RULES.deck.values
    cards = [c for c in (*hand, *target.cards) if not c.is_wild]
    wilds = len(hand) + len(target.cards) - len(cards)
    suits = {c.suit for c in cards if c.suit is not None}
    by_suit = [p.pack(c.letter for c in cards if c.suit == s) for s in suits]
    pool = p.pack(c.letter for c in cards)
    most = [-math.inf] * (search.n_stolen + search.n_hand + 1)
    for key, n, _, _ in search.split_pieces():
        most[n] = max(most[n], 0.0)
        if n <= wilds or any(p.size(p.excess(key, s)) <= wilds for s in by_suit):
            own = key - p.excess(key, pool)
            most[n] = max(most[n], sum(values.get(ch, 0) for ch in p.letters(own)))
    return most


@functools.cache  # both bounds' tests read the same splits
def _beyond_cards_of_splits(seed: int):
    """A seeded deal (Wilds aside: a word's cards are then its letters), its search, its cards, and for every
    split into two and three words (every pair and triple of pieces the rules allow, scored exactly): its score
    less its cards' worth and the all-cards bonus, its number of words and its letters."""
    rng = random.Random(seed)
    hand, table = _deal(rng, 7, 2)
    hand = [c for c in hand if not c.is_wild]
    target = max((t for t in table if all(not c.is_wild for c in t.cards)), key=lambda t: len(t.cards))
    search = _search(hand, target, _Bar(-math.inf))
    p, values, pieces = search.index.packing, RULES.deck.values, search.split_pieces()
    room = search.n_stolen + search.n_hand
    stolen_worth = sum(c.value for c in target.cards)
    splits = []

    def offered(score, keys, lengths):
        splits.append((score, keys, lengths))

    for words in (2, 3):
        for chosen in combinations_with_replacement(pieces, words):
            if sum(q[1] for q in chosen) <= room:
                search.settle(chosen, offered, -math.inf)
    assert len({len(keys) for _, keys, _ in splits}) == 2, "a deal with splits into two and three"
    beyond = []
    for score, keys, lengths in splits:
        from_hand = sum(keys) - search.stolen
        cards = stolen_worth + sum(values[ch] for ch in p.letters(from_hand))
        full = RULES.all_cards_bonus if p.size(from_hand) == len(hand) else 0
        beyond.append((score - cards - full, len(keys), sum(lengths)))
    bonus = [RULES.length_bonus_for(n) for n in range(room + 1)]
    return bonus, _doubled_at_most(search, hand, target), [*target.cards, *hand], beyond


@pytest.mark.parametrize("seed", [3, 8, 12])
def test_what_words_add_beyond_their_cards_is_never_above_its_bound(seed):
    """Every split into two and three words: what it adds beyond its cards is at most what :func:`beyond_cards`
    allows for its number of words and letters."""
    bonus, doubled, _, splits = _beyond_cards_of_splits(seed)
    most = beyond_cards(bonus, doubled, RULES.min_word_length)
    for beyond, words, letters in splits:
        assert beyond <= most(words, letters)


def _one_suit_room(cards, words: int) -> tuple[int, int]:
    """The longest one-suit word of these cards (the most cards of a suit, and the Wilds), and the most cards
    ``words`` one-suit words can hold together (the cards of the ``words`` suits with most of them, and the Wilds)."""
    wilds = sum(c.is_wild for c in cards)
    sizes = sorted(Counter(c.suit for c in cards if not c.is_wild and c.suit is not None).values(), reverse=True)
    return (sizes[0] if sizes else 0) + wilds, sum(sizes[:words]) + wilds


@pytest.mark.parametrize("seed", [3, 8, 12])
def test_what_one_suit_words_add_is_never_above_its_bound(seed):
    """Every split into two and three words: what it adds beyond its cards is at most what :func:`beyond_suited`
    allows for its number of words and letters, with only words no longer than the longest one-suit word doubled,
    and no more letters in the doubled words than the suits with most cards (one a word) hold. (A whole deal has
    cards of every suit enough for its bound to be :func:`beyond_cards`'s: it is lower once words have taken
    cards, as the step counts below show.)"""
    bonus, doubled, cards, splits = _beyond_cards_of_splits(seed)
    most = beyond_suited(bonus, doubled, RULES.min_word_length)
    for beyond, words, letters in splits:
        assert beyond <= most(words, letters, *_one_suit_room(cards, words))


@pytest.mark.parametrize("seed", range(6))
def test_the_one_suit_bound_is_the_best_choice_of_lengths_and_doubled_words(seed):
    """:func:`beyond_suited` against every choice of word lengths and of which words are doubled (made-up length
    bonuses and doublings, some lengths with no word): the best sum of the bonuses, and of the doublings of the
    doubled words, none longer than ``longest`` and ``suited`` letters in all of them at most."""
    rng = random.Random(seed)
    room, shortest = 9, 2
    bonus = [rng.randint(0, 9) for _ in range(room + 1)]
    extra = [rng.choice([-math.inf, 0, rng.randint(1, 12)]) for _ in range(room + 1)]
    most = beyond_suited(bonus, extra, shortest)
    for left, count, longest, suited in product(range(4), range(room + 1), range(room + 1), range(room + 1)):
        best = 0.0 if left == 0 else -math.inf
        for lengths in product(range(shortest, room + 1), repeat=left):
            if sum(lengths) > count or any(extra[n] == -math.inf for n in lengths):
                continue
            for doubled in product((False, True), repeat=left):
                chosen = [n for n, d in zip(lengths, doubled, strict=True) if d]
                if all(n <= longest for n in chosen) and sum(chosen) <= suited:
                    best = max(best, sum(bonus[n] for n in lengths) + sum(extra[n] for n in chosen))
        assert most(left, count, longest, suited) == best, (left, count, longest, suited)


def test_a_word_too_long_for_one_suit_adds_only_its_length_bonus():
    """A split of a 14-letter stolen word and a hand of 7: the longest one-suit word has 9 letters (the most cards
    of a suit there, the 8 yellow ones, and the Wild), worth its length bonus of 25 and its cards twice, at most
    13 more (the yellow cards' worth): 38 in all. So a word of 12 to 15 letters adds its length bonus alone,
    5 points a letter beyond 4 (the cards spell words of those lengths, e.g. PNEUMATOPHORES)."""
    hand, target = _long_stolen_word()
    search = _search(hand, target, _Bar(-math.inf))
    room = search.n_stolen + search.n_hand
    bonus = [RULES.length_bonus_for(n) for n in range(room + 1)]
    most = beyond_cards(bonus, _doubled_at_most(search, hand, target), RULES.min_word_length)
    assert [most(1, n) for n in range(12, 16)] == [40, 45, 50, 55]


def _long_stolen_word() -> tuple[list, TableWord]:
    """``issues show 27``'s review position: the hand UMENAOS and the stolen word PNEUMATOPHORES (its fifth card
    a Wild standing for M)."""
    hand = loose_cards("U/green M/yellow E/yellow N/red A/yellow O/yellow S/green", RULES.deck)
    cards = loose_cards(
        "P/red N/blue E/yellow U/yellow ? A/red T/red O/green P/blue H/yellow O/blue R/green E/yellow S/green",
        RULES.deck,
        "t",
    )
    return hand, TableWord(1, 1, "PNEUMATOPHORES", tuple(cards), 0)


@pytest.mark.skipif(native.compiled_module() is None, reason="the C extension is not built")
def test_a_long_stolen_words_splits_into_three_are_ruled_out_in_few_steps():
    """The best split of PNEUMATOPHORES (a Wild among its cards) with UMENAOS into three words scores 115 (with
    all the hand's cards: its 24 points, the hand's 9, 20 for all seven, the rest length bonuses and a one-suit
    word's doubling); that no split into three reaches 116 is proved in under 400,000 steps (6.6 million before
    the bound on what words add beyond their cards, 3.3 million before that bound knew of suits, 1.25 million while
    a lookup walked the lexicon's graph, not the pieces', 0.92 million while each state looked up every piece, not
    only those that may pass: test_covering_classes.py), and at 115 the search still finds one."""
    hand, target = _long_stolen_word()
    for bar_value, expected in ((116, 0), (115, 1)):
        bar = _Bar(bar_value)
        search = _search(hand, target, bar)
        search.split_pieces()
        start, found = bar.spent, []

        def offered(score: int, keys: tuple[int, ...], lengths: tuple[int, ...], found: list[int] = found) -> None:
            found.append(score)

        search.splits_into(3, offered)
        assert len(found) >= expected and all(score >= bar_value for score in found)
        if not expected:
            assert bar.spent - start < 400_000


@functools.cache  # each deal's splits are worked out once for both paths
def _every_split_into_three(seed: int) -> tuple[list, TableWord, dict[tuple[int, ...], int]]:
    """A seeded hand of six cards (at most one Wild) and the shortest of three stolen words, and every split of it
    into three words the rules allow, found by trying every triple of pieces whose letters the cards can make (each
    scored exactly): by its pieces' letters, sorted."""
    rng = random.Random(seed)
    hand, table = _deal(rng, 6, 3)
    target = min(table, key=lambda t: len(t.cards))
    search = _search(hand, target, _Bar(-math.inf))
    pieces, p = search.split_pieces(), search.index.packing
    pool, jokers, room = search.stolen + search.hand, search.wilds + search.hand_wilds, search.n_stolen + search.n_hand
    found: dict[tuple[int, ...], int] = {}

    def offered(score: int, keys: tuple[int, ...], lengths: tuple[int, ...]) -> None:
        found[tuple(sorted(keys))] = score

    for i, a in enumerate(pieces):
        for j in range(i, len(pieces)):
            b = pieces[j]
            if a[1] + b[1] > room or p.size(p.excess(a[0] + b[0], pool)) > jokers:
                continue
            for c in pieces[j:]:
                if a[1] + b[1] + c[1] <= room and p.size(p.excess(a[0] + b[0] + c[0], pool)) <= jokers:
                    search.settle((a, b, c), offered, -math.inf)
    return hand, target, found


@pytest.mark.parametrize("pure", [True, False])
@pytest.mark.parametrize("seed", [4, 5, 7, 9])
def test_the_covering_search_offers_every_split_that_reaches_its_bar(seed, pure, monkeypatch):
    """Under a bar of the third best score of a deal's splits into three (or the fifth: more of them reach it), the
    covering search offers exactly the splits a brute force over every triple of pieces scores at the bar or above,
    each at its score: its bounds, and the lookups they cut short (no piece longer than a state's bounds let through
    is looked up), lose none (on either path)."""
    if not pure and native.compiled_module() is None:
        pytest.skip("the C extension is not built")
    monkeypatch.setenv("WORDPLAY_PURE", "1" if pure else "0")
    hand, target, every = _every_split_into_three(seed)
    scores = sorted(set(every.values()), reverse=True)
    for value in scores[2], scores[min(4, len(scores) - 1)]:
        bar = _Bar(value)
        search = _search(hand, target, bar)
        offered: dict[tuple[int, ...], int] = {}

        def offer(score: int, keys: tuple[int, ...], lengths: tuple[int, ...], offered: dict = offered) -> None:
            offered[tuple(sorted(keys))] = score

        search.splits_into(3, offer)
        assert (search._compiled is None) == pure
        assert offered == {keys: score for keys, score in every.items() if score >= value}


@pytest.mark.skipif(native.compiled_module() is None, reason="the C extension is not built")
def test_a_long_stolen_words_splits_into_four_are_ruled_out_with_short_lookups():
    """That no split of PNEUMATOPHORES with UMENAOS into four words reaches 116 is proved in under 500,000
    steps: a state's lookup lists no piece longer than its bounds let through, so its walk goes no deeper (2.69
    million steps when every lookup walked to the longest piece the letters make), and it walks the graph of the
    search's own pieces, entering only paths that lead to one (2.27 million when it walked the lexicon's graph),
    and only the pieces that may pass (1.67 million when it looked up every piece: test_covering_classes.py)."""
    hand, target = _long_stolen_word()
    bar = _Bar(116)
    search = _search(hand, target, bar)
    search.split_pieces()
    start, found = bar.spent, []
    search.splits_into(4, lambda score, keys, lengths: found.append(score))
    assert not found
    assert bar.spent - start < 500_000


@pytest.mark.parametrize("pure", [True, False])
@pytest.mark.parametrize("seed", [4, 9])
def test_a_lookup_lists_every_piece_a_brute_force_finds(seed, pure, monkeypatch):
    """A lookup (the stolen letters a piece must hold, the letters it may take and Wilds spare, from a piece on)
    answers exactly the pieces a check of every piece finds: each holding those stolen letters, within those letters
    but for the spare Wilds; its walk of the pieces' own graph (not the lexicon's) loses none (on either path)."""
    if not pure and native.compiled_module() is None:
        pytest.skip("the C extension is not built")
    monkeypatch.setenv("WORDPLAY_PURE", "1" if pure else "0")
    rng = random.Random(seed)
    hand, table = _deal(rng, 7, 2)
    target = max(table, key=lambda t: len(t.cards))
    search = _search(hand, target, _Bar(-math.inf))
    pieces, p = search.split_pieces(), search.index.packing
    search.splits_into(3, lambda score, keys, lengths: None)  # the lookups made ready, as a search makes them
    stolen, spare_letters = p.letters(search.stolen), p.letters(search.hand)
    walked = 0
    for _ in range(300):
        needs = p.pack(rng.sample(stolen, rng.randint(1, min(3, len(stolen)))))
        most = needs + p.pack(rng.sample(spare_letters, rng.randint(0, len(spare_letters))))
        most += p.pack(rng.sample(stolen, rng.randint(0, len(stolen))))
        spare, first = rng.randint(0, 4), rng.randint(0, len(pieces) // 2)
        expected = [
            j
            for j in range(first, len(pieces))
            if not p.excess(needs, pieces[j][0]) and p.size(p.excess(pieces[j][0], most)) <= spare
        ]
        assert search.within(needs, most, spare, first, -math.inf) == expected
        walked += spare > 2 or bool(p.excess(most - needs, search.hand))
    assert walked > 100, "too few lookups walked"

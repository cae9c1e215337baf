"""The score of new words given only their letters: what the steal finder ranks by.

A move's score depends on the cards laid, and the finder knows the letters of each new word
(an alphagram), the stolen word's cards and the hand. The best cards are found quickly when no
new word can be of one suit: every stolen card is used, the hand gives its own letter cards
where it has them and its Wilds only for letters it lacks, so the total is the stolen cards'
values plus those hand cards' values plus the length bonuses (and the all-cards bonus). When a
new word could be of one suit, or the stolen word holds a Wild (it may stand for any letter, in
any new word), the exact search of :class:`wordplay.thief.assign.Supply` decides.
"""

from __future__ import annotations

import dataclasses
import math
from array import array
from collections.abc import Callable, Sequence
from functools import cached_property
from typing import NamedTuple

from wordplay.thief.alphagrams import Packing
from wordplay.thief.assign import Supply
from wordplay.thief.cards import Card
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import all_cards_bonus

LOWEST = -(2**63)  # the lowest int64: no least bound (:meth:`Scorer.scoring`)


class Bounding(NamedTuple):
    """:meth:`Scorer.bounds` as data, for the compiled walk (``wt_bounds`` of ``thief_core.h``): the stolen
    word's letter cards, the letter cards of the stolen word and the hand, each letter's value, the length
    bonus of each length, the letter cards of each suit (one count a letter each), the suit multiplier (at
    least 1) and whether a one-suit word's length bonus is doubled too (1), the Wilds, the longest word that
    may be of one suit; and for the pieces of a split, the hand's letter cards, whether a word of a split needs
    a stolen card (1) and the stolen word's Wilds."""

    stolen: array[int]
    pool: array[int]
    values: array[int]
    bonus: array[int]
    suits: array[int]
    multiplier: int
    bonus_doubled: int
    wilds: int
    longest_suited: int
    hand: array[int]
    least: int
    stolen_wilds: int


class _Tables:
    """What every :class:`Scorer` of one ruleset and alphabet reads and no card changes: the letters' values (as a
    list, an array for the compiled walks, and :meth:`Packing.weigh`'s weights) and the length bonus of each length
    (a tuple, and arrays by longest length). Worked out once (:func:`_tables`): a search makes a Scorer for every word
    on the table, and worked out per Scorer they were a tenth of a learner's hint in the browser."""

    def __init__(self, ruleset: ThiefRuleset, packing: Packing) -> None:
        values = [ruleset.deck.values.get(ch, 0) for ch in packing.alphabet]
        self.values, self.weights = array("i", values), packing.weigh(values)
        self._ruleset = ruleset
        self._bonuses: tuple[int, ...] = ()
        self._bonus_arrays: dict[int, array[int]] = {}

    def bonuses(self, longest: int) -> tuple[int, ...]:
        """The length bonus of each length from 0 to ``longest``."""
        if len(self._bonuses) <= longest:
            self._bonuses = tuple(self._ruleset.length_bonus_for(n) for n in range(2 * longest + 2))
        return self._bonuses[: longest + 1]

    def bonus_array(self, longest: int) -> array[int]:
        """:meth:`bonuses` as the compiled walks read them (an array, shared: they only read it)."""
        found = self._bonus_arrays.get(longest)
        if found is None:
            found = self._bonus_arrays[longest] = array("i", self.bonuses(longest))
        return found


_TABLES: dict[tuple[int, int], tuple[ThiefRuleset, Packing, _Tables]] = {}


def _tables(ruleset: ThiefRuleset, packing: Packing) -> _Tables:
    """The :class:`_Tables` of ``ruleset`` and ``packing`` (made on first use, kept with them: a ruleset and a
    lexicon's packing live as long as the program, a handful of each)."""
    kept = _TABLES.get((id(ruleset), id(packing)))
    if kept is not None and kept[0] is ruleset and kept[1] is packing:
        return kept[2]
    if len(_TABLES) >= 64:  # rulesets made and dropped again and again (the tests): start over
        _TABLES.clear()
    made = _Tables(ruleset, packing)
    _TABLES[(id(ruleset), id(packing))] = (ruleset, packing, made)
    return made


class Scorer:
    """Scores (and bounds) sets of alphagrams for one stolen word (or none: a play) and one hand."""

    def __init__(
        self,
        ruleset: ThiefRuleset,
        packing: Packing,
        stolen: Sequence[Card],
        hand: Sequence[Card],
        tick: Callable[[int], None] | None = None,
    ) -> None:
        """``tick(steps)`` is told the steps of each exact card search (a bounded search stops there)."""
        self.tick = tick
        self.ruleset, self.packing = ruleset, packing
        self.stolen, self.hand = tuple(stolen), tuple(hand)
        pack = packing.pack
        self.stolen_fixed = pack(c.letter for c in stolen if not c.is_wild)
        self.stolen_wilds = sum(c.is_wild for c in stolen)
        self.hand_fixed = pack(c.letter for c in hand if not c.is_wild)
        self.hand_wilds = len(hand) - packing.size(self.hand_fixed)
        self._tables = tables = _tables(ruleset, packing)
        self.weights = tables.weights
        self.stolen_value = sum(c.value for c in stolen)
        jokers = self.stolen_wilds + self.hand_wilds
        suits = self._suits = sorted(_possible_suits(stolen, hand, ruleset.split_words_need_stolen_card))
        by_suit = [pack(c.letter for c in (*stolen, *hand) if c.suit == s and not c.is_wild) for s in suits]
        excess, size = packing.excess, packing.size
        longest_suited = max(map(size, by_suit), default=0) + jokers  # no longer word can be of one suit
        self._suited: Callable[[int], bool] = lambda key: (
            size(key) <= jokers
            or (size(key) <= longest_suited and any(size(excess(key, c)) <= jokers for c in by_suit))
        )
        self._jokers = jokers
        self._by_suit, self._longest_suited = by_suit, longest_suited
        self.pool_fixed = self.stolen_fixed + self.hand_fixed
        self._supplies: dict[bool, Supply] = {}
        # the length bonus of each length a new word may have
        self.length_bonuses = tables.bonuses(len(stolen) + len(hand))
        self._suited_cache: dict[int, bool] = {}
        self._best_suit: dict[int, int] = {}  # the most a suit's cards give of each key's letters (doubling)
        self._multiplier = max(ruleset.suit_multiplier, 1)
        self._boundings: dict[int, Bounding] = {}

    @property
    def suit_letters(self) -> list[int]:
        """The letter cards of each suit of the stolen word and the hand (packed; Wilds left out)."""
        return self._by_suit

    def suited(self, key: int) -> bool:
        """Could a word of these letters be of one suit (Wilds count as any suit)?"""
        found = self._suited_cache.get(key)
        if found is None:
            found = self._suited_cache[key] = self._suited(key)
        return found

    def doubling(self, key: int, length: int) -> int:
        """At most what a word of these letters adds when it is of one suit, beyond its cards counted once (0 when
        it cannot be): a one-suit word of suit s holds cards of s and Wilds only, so only the letters s's cards give
        are doubled (a Wild counts 0, the card it stands for is laid by another word), the best such suit; and its
        length bonus too when the rules double it."""
        if not self.suited(key):
            return 0
        best = self._best_suit.get(key)
        if best is None:
            p, jokers = self.packing, self._jokers
            excess, size, value_of, weights = p.excess, p.size, p.value_of, self.weights
            beyond = (excess(key, c) for c in self._by_suit)  # the letters no card of the suit gives: Wilds
            best = self._best_suit[key] = max(
                (value_of(key - b, weights) for b in beyond if size(b) <= jokers), default=0
            )
        bonus = self.length_bonuses[length] if self.ruleset.length_bonus_doubled else 0
        return (self._multiplier - 1) * (best + bonus)

    def bound(self, key: int, length: int) -> int:
        """At most what a word of these letters can score: the letters the pool's own cards give, once, what it
        adds when of one suit (:meth:`doubling`) and its length bonus (Wilds count 0)."""
        return self.bounds([(key, length)])[0]

    def bounds(self, pieces: Sequence[tuple[int, int]]) -> list[int]:
        """:meth:`bound` of each (letters, length)."""
        p = self.packing
        guard, pool, top, weights = p.guard, self.pool_fixed, p.top, self.weights
        bonus, doubling = self.length_bonuses, self.doubling
        out = []
        for key, n in pieces:
            d = (key | guard) - pool
            value = (((key - (d & (((d & guard) >> 8) * 255))) * weights) >> top) & 511
            out.append(value + doubling(key, n) + bonus[n])
        return out

    def bounding(self, max_length: int) -> Bounding:
        """What the compiled walk needs to work out :meth:`bounds` itself (:meth:`AlphagramIndex.ranked_pieces`),
        for pieces of at most ``max_length`` letters (made once for each length: the walks only read it)."""
        found = self._boundings.get(max_length)
        if found is None:
            found = self._boundings[max_length] = self._bounding(max_length)
        return found

    def _bounding(self, max_length: int) -> Bounding:
        p = self.packing
        suits = array("i", [n for key in self._by_suit for n in p.counts(key)])
        return Bounding(
            array("i", p.counts(self.stolen_fixed)),
            array("i", p.counts(self.pool_fixed)),
            self._tables.values,
            self._tables.bonus_array(max_length),
            suits,
            self._multiplier,
            int(self.ruleset.length_bonus_doubled),
            self._jokers,
            self._longest_suited,
            array("i", p.counts(self.hand_fixed)),
            1 if self.ruleset.split_words_need_stolen_card else 0,
            self.stolen_wilds,
        )

    def scoring(self, least: float) -> array[int]:
        """What the compiled walk needs to work out each alphagram's plain score (``scoring`` of ``thief_core.h``'s
        wt_bounds): :meth:`score` of that one alphagram when it needs no exact card search, for the plays and
        lengthenings; and ``least``, the lowest bound the caller will look at (the walk lists no piece below it)."""
        rules = self.ruleset
        lowest = LOWEST if least == -math.inf else max(math.ceil(least), LOWEST)
        return array("q", [self.stolen_value, len(self.stolen), rules.hand_size, rules.all_cards_bonus, lowest])

    def ceiling(self, bonuses: int) -> int:
        """At most what new words with length bonuses ``bonuses`` in all can score, whatever their
        letters: every stolen and hand card counted, doubled when a one-suit word could hold it
        (any suited card, else only Wilds), and the all-cards bonus when the hand is full."""
        cards, bonus_doubled = self._cards_ceiling
        if bonus_doubled:
            bonuses = max(bonuses, bonuses * max(self.ruleset.suit_multiplier, 1))
        return cards + bonuses

    @cached_property
    def _cards_ceiling(self) -> tuple[int, bool]:
        """:meth:`ceiling` without the length bonuses (the same for every search of these cards: worked out once),
        and whether the length bonuses may be doubled."""
        cards = (*self.stolen, *self.hand)
        letters = sum(max(c.value, 0) for c in cards)
        multiplier = max(self.ruleset.suit_multiplier, 1)
        suits = self._suits  # a card of another suit is never in a one-suit word
        doubled = sum(max(c.value, 0) for c in cards if c.is_wild or c.suit in suits)
        bonus_doubled = self.ruleset.length_bonus_doubled and (bool(suits) or any(c.is_wild for c in cards))
        # the all-cards bonus when the hand holds a full hand or more (a hand of 8 may lay 7 of them)
        full = self.ruleset.all_cards_bonus if len(self.hand) >= self.ruleset.hand_size else 0
        return letters + (multiplier - 1) * doubled + full, bool(bonus_doubled)

    def score(self, keys: Sequence[int], lengths: Sequence[int], at_least: float = -math.inf) -> int | None:
        """The best score of new words with these letters, all-cards bonus included; None when the
        cards cannot be laid by the rules (only ever for a stolen word holding a Wild), or when
        the score is sure to be below ``at_least`` (then the exact search is skipped)."""
        p = self.packing
        hand_used = sum(lengths) - len(self.stolen)
        needed = sum(keys) - self.stolen_fixed
        from_hand = needed - p.excess(needed, self.hand_fixed)
        plain = (
            self.stolen_value
            + p.value_of(from_hand, self.weights)
            + sum([self.length_bonuses[n] for n in lengths])
            + all_cards_bonus(self.ruleset, hand_used)
        )
        suited = [k for k in keys if self.suited(k)]
        if not self.stolen_wilds and not suited:
            return plain  # exact: see the module docstring
        # the plain total is at most what the cards give (a stolen Wild covers a letter the hand might
        # have given); one-suit words add at most what their suit's cards give once more (:meth:`doubling`)
        if plain + sum(self.doubling(k, n) for k, n in zip(keys, lengths, strict=True)) < at_least:
            return None
        supply = self._search(bool(suited))
        work = supply.work
        found = supply.points([p.letters(k) for k in keys], at_least - all_cards_bonus(self.ruleset, hand_used))
        if self.tick is not None:
            self.tick(supply.work - work)
        return None if found is None else found + all_cards_bonus(self.ruleset, hand_used)

    @property
    def plain_only(self) -> bool:
        """Is every score :meth:`score` gives plain (its card search never run)? So when no stolen card is a Wild and
        no new word can be of one suit: no suit is one a word of these cards could be all of, and the Wilds are
        fewer than the shortest word's letters (a word of Wilds alone is of any suit)."""
        shortest = max(self.ruleset.min_word_length, 1)
        return not self.stolen_wilds and not self._by_suit and self._jokers < shortest

    def card_supplies(self) -> tuple[object, object] | None:
        """The compiled core's supplies (``wk_supply`` of ``cards_core.h``) of :meth:`score`'s two card searches,
        without suits and with them, for a search of the core that scores sets itself as :meth:`score` does (the
        same supplies, so that a word's ways are listed, and their steps counted, once whoever lists it); None when
        either searches in Python."""
        suitless, suited = self._search(False).compiled, self._search(True).compiled
        if suitless is None or suited is None or suitless.supply is None or suited.supply is None:
            return None
        return suitless.supply, suited.supply

    def _search(self, suits: bool) -> Supply:
        """The exact card search; without ``suits`` on cards whose suits are set aside (no new word
        can be of one suit then, and cards alike but for their suit are one choice: a far smaller search)."""
        supply = self._supplies.get(suits)
        if supply is None:
            stolen, hand = self.stolen, self.hand
            if not suits:
                stolen, hand = tuple(map(_suitless, stolen)), tuple(map(_suitless, hand))
            supply = self._supplies[suits] = Supply(self.ruleset, stolen, hand)
        return supply


def _suitless(card: Card) -> Card:
    return card if card.suit is None else dataclasses.replace(card, suit=None)


def _possible_suits(stolen: Sequence[Card], hand: Sequence[Card], needs_stolen_card: bool) -> set[str]:
    """The suits a new word of this steal (or play) could be all of. Every new word of a steal holds a hand card
    (docs/rules.md: a lengthening adds one, each word of a split gets one), and a card of the stolen word when
    ``split_words_need_stolen_card`` (a lengthening holds them all): so a one-suit new word's suit is that of a hand
    card and of a stolen card, unless a Wild is the card it holds from that side. A card of unknown suit (written by
    hand) is of no suit. A play (no stolen word) may be of any suit of the hand."""

    def suits_of(cards: Sequence[Card]) -> set[str]:
        return {c.suit for c in cards if c.suit is not None and not c.is_wild}

    if not stolen:
        return suits_of(hand)
    possible = suits_of((*stolen, *hand))
    if not any(c.is_wild for c in hand):
        possible &= suits_of(hand)
    if needs_stolen_card and not any(c.is_wild for c in stolen):
        possible &= suits_of(stolen)
    return possible

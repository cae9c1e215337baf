"""Splits into three new words or more, found by covering the stolen letters (splits into two
are found pair by pair, :meth:`wordplay.thief.steals.StealSearch.splits`: faster for them).

A split lays every stolen card, so a set of new words is found one word at a time by asking
which word lays a stolen letter still missing: each word is chosen among the pieces (the
alphagrams :class:`wordplay.thief.steals.StealSearch` lists) that hold the missing stolen
letter the fewest pieces hold and fit in the letters left, looked up in a graph of the pieces'
own alphagrams (whose every path leads to a piece), not tried one by one (and no longer than the
state's bounds let a word be: the walk goes no deeper). Where a state's bounds leave no room for
a word that is never doubled (most states close to the bar: their words must be of one suit to
reach it), only the pieces that add enough beyond their cards are looked up, in a graph of their
own (:func:`_class_lookup`), far smaller. Once every stolen letter is laid, the words left take
only hand letters and come in the order of the pieces, so each set is met once.

What is left to choose is a *state*: the words still to make, the stolen letters missing, the
hand letters and Wilds left. Many choices lead to the same state (AN then ORT, or AT then NOR),
so what is learnt of a state (the bounds of its remaining words can add up to so much, or
cannot) is kept (:func:`cover`'s ``reaches``); the sets of words are then walked only where a
state can still reach the bar, and each set that can is scored exactly
(:meth:`StealSearch.settle`). Both are counted in steps against the search's budget. A state is
the same problem whichever number of words the search began with (a split into five, three words
in, has the states of a split into four, two words in), so what is learnt, and the lookups made,
are kept for every covering search of one steal search (:class:`Learnt`), not for one alone.

This module imports nothing of :mod:`wordplay.thief.steals` (which imports it): what it needs of
a search is the :class:`Splitting` protocol, and the shapes both share (:data:`Piece`,
:data:`Offer`, :class:`Bar`) are defined here.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from wordplay.thief.alphagrams import BITS, FIELD, AlphagramIndex
from wordplay.thief.points import Scorer
from wordplay.thief.ruleset import ThiefRuleset

# a piece: (packed letters, length, stolen letters it can hold, bound on its score)
Piece = tuple[int, int, int, int]
Offer = Callable[[int, tuple[int, ...], tuple[int, ...]], None]  # (score, keys, lengths)


class Bar(Protocol):
    """The score a move must reach to be kept (it may rise during a search), and the count of the
    search's steps (its work: no clock decides anything)."""

    @property
    def value(self) -> float:
        """The score a move must reach to be kept."""

    @property
    def left(self) -> int | None:
        """The steps the search may still take (None: no bound)."""

    def tick(self, steps: int = 1) -> None:
        """Called now and then during a search with the ``steps`` (pieces tried) since the last
        call: raises to stop the search once its steps are spent (or the caller cancelled it)."""


class Within(Protocol):
    """The lookup of a search's pieces (:meth:`wordplay.thief.steals.StealSearch._partners`' ``within``): the
    indices, from ``first`` on, of the pieces holding the stolen letters ``needs`` and within the letters ``most``
    and ``spare`` letters more (only those whose bound reaches ``least`` are sure to be there, and only those of
    ``longest`` letters or fewer: None, any length)."""

    def __call__(
        self, needs: int, most: int, spare: int, first: int, least: float, longest: int | None = None
    ) -> list[int]: ...


# (words still to make, stolen letters missing, hand letters left, Wilds left, first piece once
# every stolen letter is laid)
State = tuple[int, int, int, int, int]


class Learnt:
    """What the covering searches of one steal search (one stolen word, one hand: the same pieces) learn, kept for
    all of them (:func:`cover` into three words, then four...): a state's answer depends on the state and the score
    asked of it alone, not on the number of words the search began with. ``rest``: :func:`cover`'s ``rest`` by
    ``(words left, letters, Wilds)``; ``known``: for each state met, at least and at most what its pieces bound;
    ``graphs`` and ``found``: the graphs of :func:`_class_lookup`'s classes and their lookups (cover_core.c keeps
    the same in its search: ``rest_memo``, ``known``, ``classes``, ``class_found``)."""

    def __init__(self) -> None:
        self.rest: dict[tuple[int, int, int], float] = {}
        self.known: dict[State, tuple[float, float]] = {}
        self.graphs: dict[tuple[int, int], tuple[AlphagramIndex, dict[int, int]]] = {}
        self.found: dict[tuple[int, int, int, int, int], tuple[list[int], int]] = {}


class Splitting(Protocol):
    """What :func:`cover` needs of a steal search (:class:`wordplay.thief.steals.StealSearch`,
    which imports this module: the import goes one way only)."""

    index: AlphagramIndex
    ruleset: ThiefRuleset
    scorer: Scorer
    stolen: int
    hand: int
    wilds: int
    hand_wilds: int
    n_stolen: int
    n_hand: int
    least: int
    top_bonus: int
    within: Within
    learnt: Learnt  # what its covering searches learn, kept for them all

    def split_pieces(self) -> list[Piece]:
        """The pieces a split may be made of, best bound first."""

    def settle(self, chosen: Sequence[Piece], offer: Offer, at_least: float) -> None:
        """Score a set of pieces and offer it when the rules allow it."""


LEVELS = 31  # the levels of what a piece adds beyond its cards, 2^0 to 2^30 (cover_core.c's WC_LEVELS)
LONG = 7  # the long pieces are looked up apart from 8 letters more than the shortest word on (cover_core.c's WC_LONG)
SHORT = 0  # the short pieces are looked up apart up to this many letters more than the shortest word (WC_SHORT)
NONE, EVERY, CLASSES = 0, 1, 2  # the pieces a state looks up (_classes)


def most_over_lengths(per_length: Sequence[float], shortest: int) -> Callable[[int, int], float]:
    """``most(left, count)``: the most ``left`` words of ``shortest`` letters or more and ``count``
    letters in all can add up to, each worth ``per_length[n]`` for its length ``n`` (-inf: none)."""
    memo: dict[tuple[int, int], float] = {}

    def most(left: int, count: int) -> float:
        if left == 0:
            return 0.0
        found = memo.get((left, count))
        if found is None:
            found = -math.inf
            for n in range(shortest, count - (left - 1) * shortest + 1):
                found = max(found, per_length[n] + most(left - 1, count - n))
            memo[(left, count)] = found
        return found

    return most


def beyond_cards(
    length_bonus: Sequence[float], most_extra: Sequence[float], shortest: int
) -> Callable[[int, int], float]:
    """``most(left, count)``: the most ``left`` pieces of ``count`` letters in all add beyond the cards they take,
    each its length bonus (``length_bonus[n]`` for ``n`` letters) and at most ``most_extra[n]`` more (the most a
    piece of its length is doubled): a word too long to be of one suit is never doubled, so the long words' bonuses
    and the short words' doubling do not add up (as :func:`cover`'s other bounds let them)."""
    return most_over_lengths([b + e for b, e in zip(length_bonus, most_extra, strict=True)], shortest)


def beyond_suited(
    length_bonus: Sequence[float], most_extra: Sequence[float], shortest: int
) -> Callable[[int, int, int, int], float]:
    """``most(left, count, longest, suited)``: :func:`beyond_cards`, with only words of ``longest`` letters or fewer
    doubled and ``suited`` letters at most in all the doubled words. A one-suit word holds cards of its suit and Wilds
    only, so these are the most cards of one suit among the letters left and the Wilds left (the longest one-suit
    word), and the cards of the ``left`` suits with most of them and the Wilds (all the one-suit words together:
    at most one suit each). A word not doubled adds its length bonus alone."""
    plain = [b if e > -math.inf else -math.inf for b, e in zip(length_bonus, most_extra, strict=True)]
    full = [b + e for b, e in zip(length_bonus, most_extra, strict=True)]
    memo: dict[tuple[int, int, int, int], float] = {}

    def most(left: int, count: int, longest: int, suited: int) -> float:
        if left == 0:
            return 0.0
        longest, suited = min(longest, count), min(suited, count)
        found = memo.get((left, count, longest, suited))
        if found is None:
            found = -math.inf
            for n in range(shortest, count - (left - 1) * shortest + 1):
                found = max(found, plain[n] + most(left - 1, count - n, longest, suited))
                if n <= longest and n <= suited:
                    found = max(found, full[n] + most(left - 1, count - n, longest, suited - n))
            memo[(left, count, longest, suited)] = found
        return found

    return most


def cover(search: Splitting, words: int, offer: Offer, bar: Bar) -> None:
    """Offer every split of ``search``'s stolen word into ``words`` new words that can reach
    ``bar.value``, as ``offer(score, keys, lengths)``."""
    pieces = search.split_pieces()
    if not pieces:
        return
    within, learnt = search.within, search.learnt
    p, scorer, tick = search.index.packing, search.scorer, bar.tick
    size, value_of, weights, unit, guard = p.size, p.value_of, scorer.weights, p.unit, p.guard
    stolen, hand, n_hand = search.stolen, search.hand, search.n_hand
    ruleset = search.ruleset
    shortest = max(ruleset.min_word_length, 1)
    room = search.n_stolen + n_hand
    bonus = search.top_bonus if n_hand >= ruleset.hand_size else 0
    multiplier = max(ruleset.suit_multiplier, 1) if any(scorer.suited(q[0]) for q in pieces) else 1
    length_bonus = [ruleset.length_bonus_for(n) for n in range(room + 1)]
    best_of = [-math.inf] * (room + 1)  # the best bound of a piece of each length
    for _, n, _, b in pieces:
        best_of[n] = max(best_of[n], b)
    # the stolen letters, those the fewest pieces hold first: the fewest choices for the word laying it
    letters = [i for i, c in enumerate(p.counts(stolen)) if c]
    holders = {letter: sum(1 for q in pieces if (q[2] >> (BITS * letter)) & FIELD) for letter in letters}
    tick(len(pieces))
    rarest = sorted(letters, key=lambda letter: holders[letter])
    most_bonus = most_over_lengths(length_bonus, shortest)  # the length bonuses of so many words
    most_bound = most_over_lengths(best_of, shortest)  # the bounds of so many pieces

    memo_rest = learnt.rest

    # What a piece adds to a split is counted from the state it is laid in (:func:`gain`): the
    # letters it takes from the stolen ones still missing and from the hand's left, its length
    # bonus, and (a word that may be of one suit) its letters once more. Over a split these add
    # up to at least its score, whatever the order the words are chosen in (each card is counted
    # once, by the word that takes it), and each is at most the piece's bound, so the pieces can
    # still be read best bound first. A word laid later may hold a card the choices so far gave
    # an earlier word, that word taking a Wild in its place: only the doubling of a one-suit
    # word can count such a card again (at most the dearest card there is for each Wild left).
    pool = scorer.pool_fixed
    extra = [b - value_of(k - p.excess(k, pool), weights) - length_bonus[n] for k, n, _, b in pieces]
    dearest = max((value_of(unit[i], weights) for i, c in enumerate(p.counts(stolen + hand)) if c), default=0)
    excess = p.excess
    lengths, bounds = [q[1] for q in pieces], [q[3] for q in pieces]
    most_extra = [-math.inf] * (room + 1)  # the most a piece of each length doubles (-inf: no piece has it)
    for (_, n, _, _), e in zip(pieces, extra, strict=True):
        most_extra[n] = max(most_extra[n], e)
    most_beyond = beyond_suited(length_bonus, most_extra, shortest)
    class_within = _class_lookup(search, pieces, extra, tick, learnt)
    most_added = max(extra)
    by_suit = scorer.suit_letters  # the letter cards of each suit: a one-suit word's real cards are of one

    def of_one_suit(letters: int, words: int, wilds: int) -> tuple[int, int]:
        """The longest one-suit word of ``letters`` and ``wilds`` Wilds, and the most letters ``words`` one-suit
        words hold together (the cards of the ``words`` suits with most of them, and the Wilds)."""
        sizes = sorted((size(letters - excess(letters, s)) for s in by_suit), reverse=True)
        return (sizes[0] if sizes else 0) + wilds, sum(sizes[:words]) + wilds

    def doubled(letters: int, words: int, wilds: int) -> float:
        """At most what the one-suit words among ``words`` more words, of the cards of ``letters``
        (and the ``wilds`` left: each may free a card an earlier word took), add once more: each
        word of one suit holds cards of its suit only, so ``words`` words hold at most the cards of
        the ``words`` suits worth most among ``letters``, and no more than all of them."""
        once = value_of(letters, weights)
        if multiplier == 1:
            return 0.0
        worth = sorted((value_of(letters - excess(letters, s), weights) for s in by_suit), reverse=True)
        return (multiplier - 1) * (min(once, sum(worth[:words])) + wilds * dearest)

    # the Wilds' own worth, if a deck gives them any: counted as if every Wild were laid
    bonus += sum(max(c.value, 0) for c in (*scorer.stolen, *scorer.hand) if c.is_wild)

    def rest(left: int, missing: int, spare: int, wilds: int) -> float:
        """At most what ``left`` more words add, from the stolen letters ``missing`` (all laid),
        the hand letters ``spare`` and its ``wilds`` left: every card once (and, for a word that
        may be of one suit, once more, with a card more for each Wild left), and the length
        bonuses their count allows; or every card once and, for each word, the most a piece of
        its length adds beyond its cards; or the best bounds of pieces of those lengths."""
        letters = missing + spare
        found = memo_rest.get((left, letters, wilds))
        if found is None:
            count = size(letters) + wilds
            once = value_of(letters, weights)
            cards = once + doubled(letters, left, wilds) + most_bonus(left, count)
            beyond = once + most_beyond(left, count, *of_one_suit(letters, left, wilds))
            found = memo_rest[(left, letters, wilds)] = min(cards, most_bound(left, count), beyond)
        return found

    def gain(i: int, state: State, after: State) -> float:
        """What piece ``i`` adds laid in ``state`` (which it turns into ``after``)."""
        taken = state[1] + state[2] - after[1] - after[2]
        return value_of(taken, weights) + length_bonus[pieces[i][1]] + extra[i]

    def choices(state: State, least: float) -> tuple[float, Iterable[int], Callable[[int], State]]:
        """At most what the pieces after the next one add, the pieces that may come next from
        ``state`` (best bound first; those whose bound and ``others`` can reach ``least``, and maybe
        more), and the state after each."""
        left, missing, spare, wilds, tail = state
        if left == 1 or not missing:  # the last word holds every stolen letter missing, or the hand's only
            needs, first = missing, 0 if missing else tail
        else:
            needs, first = unit[next(x for x in rarest if (missing >> (BITS * x)) & FIELD)], 0
        others = rest(left - 1, missing - needs, spare, wilds)  # the words after it hold the rest

        def after(i: int) -> State:  # the excess of Packing written out: called a million times a search
            key = pieces[i][0]
            d = (key | guard) - missing
            gives = d & (((d & guard) >> 8) * 255)  # beyond the stolen letters still missing: from the hand
            d = (gives | guard) - spare
            lacking = d & (((d & guard) >> 8) * 255)  # and of those, what its Wilds stand for
            d = (missing | guard) - key
            missing_after = d & (((d & guard) >> 8) * 255)
            tail_after = 0 if missing else i  # the words after the last stolen letter is laid come in order
            return (left - 1, missing_after, spare - gives + lacking, wilds - size(lacking), tail_after)

        # a piece of n letters leaves count - n for the words after it: with their letters' worth
        # (all of them, doubled as far as one-suit words may), the length bonuses of the two
        # parts and its own doubling, most lengths cannot reach ``least`` (checked before the
        # piece's state is worked out: the check below, with its exact letters, would refuse it);
        # nor can they with the letters' worth once and the most pieces of their lengths add beyond it
        letters = missing + spare
        count = size(letters) + wilds
        once = value_of(letters, weights)
        short = least - once - doubled(letters, left - 1, wilds)
        longest, suited = of_one_suit(letters, left - 1, wilds)
        fits = [
            length_bonus[n] + most_extra[n] + most_bonus(left - 1, count - n) >= short
            and length_bonus[n] + most_extra[n] + most_beyond(left - 1, count - n, longest, suited) >= least - once
            if n <= count
            else False
            for n in range(room + 1)
        ]
        # and a piece's bound with the best bounds of pieces of the lengths left
        after_it = [most_bound(left - 1, count - n) if n <= count else -math.inf for n in range(room + 1)]
        # so no piece longer than the longest length that passes both is kept: the lookup lists none
        fitting = max((n for n in range(room + 1) if fits[n] and best_of[n] + after_it[n] >= least), default=0)
        # and what a piece of each length whose bounds may pass must add beyond its cards to pass both: the check
        # below refuses the pieces adding less, so only the others are looked up, where far fewer (_classes)
        asked, level, end, start = EVERY, -1, 0, 0
        if least > -math.inf:
            adds = [
                max(
                    short - length_bonus[n] - most_bonus(left - 1, count - n),
                    least - once - length_bonus[n] - most_beyond(left - 1, count - n, longest, suited),
                )
                if n <= count and best_of[n] + after_it[n] >= least
                else math.inf
                for n in range(room + 1)
            ]
            asked, level, end, start = _classes(adds, most_added, search.ruleset.min_word_length)
        if asked == EVERY:
            them = within(needs, letters, wilds, first, least - others, fitting)
        elif asked == CLASSES:  # the short and long pieces, then those adding 2^level or more: merged in order
            # (each once): the short ones by a walk at most ``end`` letters deep, the long ones in a graph of their own
            brief = within(needs, letters, wilds, first, least - others, min(end, fitting)) if end else []
            long = class_within(-1, start, needs, letters, wilds, first, fitting) if start else []
            them = class_within(level, 0, needs, letters, wilds, first, fitting) if level >= 0 else []
            if long or brief:
                them = sorted({*them, *long, *brief})
        else:  # no piece adds enough
            them = []
        return others, [i for i in them if fits[lengths[i]] and bounds[i] + after_it[lengths[i]] >= least], after

    known = learnt.known  # for each state met: at least and at most what its pieces bound

    def reaches(state: State, least: float) -> bool:
        """Can the bounds of the pieces still to choose from ``state`` add up to ``least`` or more?
        Each state keeps what was learnt of it (bounds are whole numbers: a sum below ``least`` is
        at most ``least - 1``), so a state met again through other pieces is rarely searched again."""
        left, missing, spare, wilds, _ = state
        if left == 0:
            return not missing and least <= 0
        low, high = known.get(state, (-math.inf, math.inf))
        if low >= least:
            return True
        if high < least or rest(left, missing, spare, wilds) < least:
            return False
        tick()
        others, them, after = choices(state, least)
        for i in them:
            bound = pieces[i][3]
            if bound + others < least:
                break  # best bound first: no later piece does better
            next_state = after(i)
            adds = gain(i, state, next_state)
            if adds + rest(left - 1, next_state[1], next_state[2], next_state[3]) < least:
                continue
            if reaches(next_state, least - adds):
                known[state] = (least, high)
                return True
        known[state] = (low, least - 1)
        return False

    seen: set[tuple[int, ...]] = set()
    chosen: list[int] = []

    def offer_from(state: State, total: float) -> None:
        """Offer every split through ``state`` (its pieces so far add at most ``total``) that may reach the bar."""
        if state[0] == 0:
            keys = tuple(sorted(pieces[i][0] for i in chosen))
            if keys not in seen:  # met again through another stolen letter laid first
                seen.add(keys)
                search.settle([pieces[i] for i in chosen], offer, bar.value)
            return
        others, them, after = choices(state, bar.value - bonus - total)
        for i in them:
            bound = pieces[i][3]
            if total + bound + others + bonus < bar.value:
                break  # best bound first: no later piece does better
            next_state = after(i)
            adds = gain(i, state, next_state)
            if reaches(next_state, bar.value - bonus - total - adds):
                chosen.append(i)
                offer_from(next_state, total + adds)
                chosen.pop()

    start: State = (words, stolen, hand, search.hand_wilds + search.wilds, 0)
    if reaches(start, bar.value - bonus):
        offer_from(start, 0.0)


def _classes(adds: Sequence[float], most_added: float, shortest: int) -> tuple[int, int, int, int]:
    """Which pieces a state looks up, from what a piece of each length must add beyond its cards to pass its bounds
    (``adds``; a piece adds at most ``most_added``): ``(NONE, -1, 0, 0)`` when none adds enough; ``(EVERY, -1, 0, 0)``,
    every piece, when one adding nothing may pass at most lengths; else ``(CLASSES, level, end, start)``: those adding
    ``2 ** level`` or more (-1: none of them), every piece of ``end`` letters or fewer (0: none of them; at most
    :data:`SHORT` more than the shortest word) and every piece of ``start`` letters or more (0: none of them), the
    lengths where a piece adding less may pass. Such a state is close to the bar: only one-suit words, or a long word
    leaving a short one, or a short word leaving a long one, can reach it, and the pieces that may are far fewer than
    all of them (a short word needs little of the graph: its walk stops ``end`` letters deep)."""
    least = min(adds)
    if least == math.inf or least > most_added:
        return NONE, -1, 0, 0
    some = min((a for a in adds if a >= 1), default=math.inf)  # the least any length asks at least 1 of
    level = -1
    if some <= most_added:
        level = 0
        while level + 1 < LEVELS and 2 ** (level + 1) <= some:
            level += 1
    if least >= 1:
        return CLASSES, level, 0, 0
    below = 2**level if level >= 0 else math.inf
    low = [n for n, a in enumerate(adds) if a < below]  # the lengths where a piece adding less may pass
    end = max((n for n in low if n <= shortest + SHORT), default=0)
    start = min((n for n in low if n > end), default=0)
    return (EVERY, -1, 0, 0) if 0 < start <= shortest + LONG else (CLASSES, level, end, start)


def _class_lookup(
    search: Splitting, pieces: Sequence[Piece], extra: Sequence[float], tick: Callable[[int], None], learnt: Learnt
) -> Callable[[int, int, int, int, int, int, int], list[int]]:
    """``class_within(level, start, needs, most, spare, first, longest)``: the indices, from ``first`` on and
    ascending, of the pieces of ``start`` letters or more that add ``2 ** level`` or more beyond their cards (``extra``:
    words that may be of one suit; ``level`` -1: whatever they add) holding the stolen letters ``needs`` and within the
    letters ``most`` and ``spare`` letters more, of ``longest`` letters or fewer. :func:`cover` asks it at a state where
    only such pieces can reach the bar (:func:`_classes`): it walks a graph of those pieces alone
    (:meth:`AlphagramIndex.of_keys`, built when first asked and counted as a step a piece), far smaller than the graph
    of every piece that ``search.within`` walks. Each answer is kept for its ``(needs, most, spare)``, as ``within``
    keeps its own, and the graphs and answers in ``learnt``, for every covering search of ``search`` (cover_core.c's
    ``class_within`` is its twin, step for step)."""
    size, shortest = search.index.packing.size, search.ruleset.min_word_length
    graphs, found = learnt.graphs, learnt.found

    def class_within(level: int, start: int, needs: int, most: int, spare: int, first: int, longest: int) -> list[int]:
        longest = min(longest, size(most) + spare)
        if longest < size(needs) or longest < shortest:
            return []
        key = (level, start, needs, most, spare)
        known = found.get(key)
        if known is None or known[1] < longest:  # not looked up before, or for shorter pieces only
            if (level, start) not in graphs:
                position = {
                    p[0]: i
                    for i, (p, e) in enumerate(zip(pieces, extra, strict=True))
                    if p[1] >= start and (level < 0 or e >= 2**level)
                }
                graphs[level, start] = (AlphagramIndex.of_keys(search.index.packing, position), position)
                tick(len(position))
            graph, position = graphs[level, start]
            keys, steps = graph.supersets(needs, most, spare, shortest, longest)
            tick(steps)
            known = found[key] = (sorted(position[k] for k in keys), longest)
        them = known[0]
        return them[bisect_left(them, first) :]

    return class_within

"""Which new words can come of one stolen word and a hand: lengthenings and splits, letter by letter.

A *piece* is an alphagram the stolen word's cards and the hand can spell together (packed
letter counts, :mod:`wordplay.thief.alphagrams`). A lengthening is one piece holding every
stolen letter and at least one hand card; a split is two or more pieces that together hold
every stolen card, each with at least one hand card and (by default) one stolen card.

For a stolen word without Wilds these conditions are decided exactly on letter counts: the
letters beyond the stolen ones must fit the hand (its Wilds for the letters it lacks), and the
stolen letters must be shared out so that every piece gets its due. The sharing out is a small
flow problem; by Hoffman's theorem it is possible exactly when, for every group ``S`` of pieces,
the stolen letters that only ``S`` can hold fit in ``S`` (each piece keeping a place for a hand
card) and the letters ``S`` can hold are enough to give each piece of ``S`` its stolen card
(:func:`shares_fit`). A stolen Wild may stand for any letter in any piece: those steals are
found from necessary conditions and settled by the exact card search (the scorer returns None).

Candidates are offered best bound first and pruned against ``bar.value``: the score the
caller needs to keep a move (``-inf`` to keep all), which may rise as moves are offered.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import combinations

import wordplay.thief.native as native
from wordplay.thief.alphagrams import BITS, FIELD, PIECE_STEPS, AlphagramIndex, Scored
from wordplay.thief.compiled_splits import CompiledSplits, CorePieces, compiled_splits
from wordplay.thief.covering import Bar, Learnt, Offer, Piece, Within, cover, most_over_lengths
from wordplay.thief.points import Scorer
from wordplay.thief.ruleset import ThiefRuleset

DELETIONS = 2  # up to this many Wilds left, partners are looked up in the pieces less as many letters

SCAN = 256  # partners looked for piece by piece when no more pieces can reach the bar

REACH_WORDS = 62  # splits into more words count as splits into so many (:meth:`StealSearch._reaching`'s bits)


def shares_fit(
    excess: Callable[[int, int], int],
    size: Callable[[int], int],
    stolen: int,
    holds: Sequence[int],
    lengths: Sequence[int],
    least: int,
) -> bool:
    """Can the stolen letters be shared out so that piece ``i`` gets between ``least`` and
    ``lengths[i] - 1`` of them, each one it can hold (``holds[i]``)?"""
    k = len(holds)
    for r in range(1, k + 1):
        for group in combinations(range(k), r):
            inside = sum(holds[i] for i in group)
            outside = sum(holds[i] for i in range(k) if i not in group)
            if size(excess(stolen, outside)) > sum(lengths[i] - 1 for i in group):
                return False  # what only the group can hold does not fit in it
            if size(stolen - excess(stolen, inside)) < least * r:
                return False  # the group cannot get a stolen card each
    return True


class StealSearch:
    """The steals of one stolen word with one hand, offered to a callback with their scores."""

    def __init__(
        self,
        index: AlphagramIndex,
        ruleset: ThiefRuleset,
        scorer: Scorer,
        target_text: str,
        bar: Bar,
        longest: int | None = None,
    ) -> None:
        """``longest``: no new word longer (a computer level's limit)."""
        self.index, self.ruleset, self.scorer = index, ruleset, scorer
        self.target_text = target_text
        self.bar = bar
        p = index.packing
        self.excess, self.size = p.excess, p.size
        self.stolen = scorer.stolen_fixed
        self.wilds = scorer.stolen_wilds
        self.hand = scorer.hand_fixed
        self.hand_wilds = scorer.hand_wilds
        self.n_stolen = len(scorer.stolen)
        self.n_hand = len(scorer.hand)
        self.least = 1 if ruleset.split_words_need_stolen_card else 0
        self.top_bonus = ruleset.all_cards_bonus
        self.longest = longest
        self._pieces: list[Piece] | None = None
        self._piece_count = 0  # how many pieces were listed (all of them, not only the split pieces)
        # the split pieces, when the compiled core listed them (and, with ``split_walk``, made their split search)
        self._core_split: Sequence[Piece] | None = None
        self._held: tuple[list[int], list[int], list[float]] | None = None
        self._held_told = False  # the steps of counting them (:meth:`_holding`) told
        self._split: tuple[Sequence[Piece], Callable[[int, int, int, int, float], list[int]]] | None = None
        self._compiled: CompiledSplits | None = None  # the split search in the compiled core, when it is there
        self._ceilings: dict[int, float] = {}  # by number of new words
        # what a split piece needs to be listed, when the core did not see to it (:meth:`_reaching`)
        self._reach: tuple[int, int, int] | None = None
        # the pieces holding some stolen letters and within some letters (:meth:`_partners`)
        self.within: Within = lambda *_: []
        self.learnt = Learnt()  # what the covering searches of its splits learn, kept for them all

    def _list_pieces(self) -> None:
        """List the pieces (once, when first needed: a search whose bar the stolen word cannot reach
        (:meth:`ceiling`) never lists them): every piece best bound first (:meth:`pieces`), or, when the compiled
        core lists them, only the split pieces, in the core with their split search (``split_walk``), or as tuples."""
        if self._pieces is not None or self._core_split is not None:
            return
        p, scorer, bar = self.index.packing, self.scorer, self.bar
        counts = p.counts(self.stolen + self.hand)
        most, jokers, shortest = self._most(), self.wilds + self.hand_wilds, self.ruleset.min_word_length
        args = (counts, jokers, most, shortest, bar.tick, scorer.bounding(most), self._viable(bar.value), bar.left)
        self._reach = self._reaching(bar.value)
        walked = self.index.split_walk(*args, reach=self._reach)
        if walked is not None:  # listed, bounded and ranked as below, and their split search made, in the core
            search, self._piece_count, columns = walked
            bar.tick(PIECE_STEPS * self._piece_count)
            self._core_split = pieces = CorePieces(columns, p.width)
            self._reach = None  # the core listed only the pieces that reach the bar
            self._compiled = CompiledSplits(
                native.compiled_module(), self.index, pieces, self.hand, jokers, shortest, search
            )
            return
        ranked = self.index.ranked_split_pieces(*args)
        if ranked is not None:  # the compiled core listed, bounded and ranked them as below
            bar.tick(PIECE_STEPS * len(ranked[0]))
            self._piece_count = len(ranked[0])
            self._core_split = ranked[1]
            return
        self._pieces = self.pieces  # listed in Python

    @property
    def pieces(self) -> list[Piece]:
        """Every piece, best bound first, listed in Python (the reference)."""
        if self._pieces is None:
            p, scorer, bar = self.index.packing, self.scorer, self.bar
            counts = p.counts(self.stolen + self.hand)
            found = self.index.pieces(
                counts, self.wilds + self.hand_wilds, self._most(), self.ruleset.min_word_length, bar.tick
            )
            viable = self._viable(bar.value)
            if viable is not None:  # the bar only rises: a length left out now is never wanted later
                found = [(key, n) for key, n in found if viable[n]]
            bar.tick(PIECE_STEPS * len(found))  # bounding and sorting the pieces is work of the search too
            excess, stolen = self.excess, self.stolen
            self._pieces = sorted(
                (
                    (key, n, key - excess(key, stolen), bound)
                    for (key, n), bound in zip(found, scorer.bounds(found), strict=False)
                ),
                key=lambda piece: (-piece[3], piece[0]),
            )
            self._piece_count = len(self._pieces)
        return self._pieces

    def _reaching(self, bar: float) -> tuple[int, int, int] | None:
        """What a split piece needs to be listed (:func:`_reaching_pieces`): with the best split pieces of the
        letters left beside it, its bound must reach ``bar`` less the all-cards bonus (the pair search's and the
        covering search's bound of a set), in a split into a number of words the search may still look for (those
        whose :meth:`ceiling` reaches ``bar``: the bar only rises). The least total, the numbers of words (bit k for
        k words) and the cards in all; None when every split piece is listed (no bar, or doubled length bonuses)."""
        if bar == -math.inf or self.ruleset.length_bonus_doubled:
            return None
        words = [k for k in range(2, self.most_words() + 1) if self.ceiling(k) >= bar]
        mask = sum(1 << min(k, REACH_WORDS) for k in words)
        # the covering search also adds what the Wilds are worth (their bounds count them 0)
        wilds = sum(max(c.value, 0) for c in (*self.scorer.stolen, *self.scorer.hand) if c.is_wild)
        return math.ceil(bar - self.top_bonus - wilds), mask, self.n_stolen + self.n_hand

    def _viable(self, bar: float) -> list[bool] | None:
        """For each length, whether a word of that length may be part of a split that reaches
        ``bar``, by the ceiling of the lengths alone (:meth:`Scorer.ceiling`: every card, the
        best length bonuses); None when every length may."""
        if bar == -math.inf or self.ruleset.length_bonus_doubled:
            return None
        room, shortest = self.n_stolen + self.n_hand, max(self.ruleset.min_word_length, 1)
        base, bonus = self.scorer.ceiling(0), self.scorer.length_bonuses[: room + 1]
        rest = _rest_bonuses(bonus, shortest, self.n_stolen, self.most_words())
        out = [False] * (room + 1)
        for n in range(shortest, room + 1):
            out[n] = base + bonus[n] + rest[n] >= bar
        return None if all(out[shortest:]) else out

    def _most(self) -> int:
        """The most letters a new word may have."""
        room = self.n_stolen + self.n_hand
        return room if self.longest is None else min(self.longest, room)

    def ceiling(self, words: int) -> float:
        """At most what a steal into ``words`` new words (1: a lengthening) can score, from the
        lengths it may have alone (:meth:`Scorer.ceiling`); -inf when there is none (worked out once)."""
        found = self._ceilings.get(words)
        if found is None:
            found = self._ceilings[words] = self._ceiling(words)
        return found

    def _ceiling(self, words: int) -> float:
        shortest, most = max(self.ruleset.min_word_length, 1), self._most()
        bonus = self.scorer.length_bonuses[: most + 1]
        best = _best_bonuses(bonus, shortest, words, self.n_stolen, self.n_stolen + self.n_hand)
        return best if best == -math.inf else self.scorer.ceiling(int(best))

    # ----- lengthenings ------------------------------------------------------------------------

    def lengthenings(self, offer: Callable[[int, int, list[str]], None]) -> None:
        """Every word holding all the stolen letters and 1+ hand cards: ``offer(score, key, words)``."""
        excess, size, stolen = self.excess, self.size, self.stolen
        n_stolen, jokers = self.n_stolen, self.wilds + self.hand_wilds
        if self.ceiling(1) + 0 < self.bar.value:
            return
        # the words that hold every stolen letter, looked up (not the pieces listed)
        most, shortest = self._most(), max(self.ruleset.min_word_length, n_stolen + 1)
        longest = size(stolen + self.hand) + jokers
        compiled = self.index.ranked_supersets(
            stolen,
            stolen + self.hand,
            jokers,
            shortest,
            self.scorer.bounding(longest),
            [n <= most for n in range(longest + 1)],
            self.scorer.scoring(self.bar.value - self.top_bonus),
        )
        ranked: list[Scored]
        if compiled is not None:  # listed, bounded, ranked and scored in the compiled core, as below
            ranked, steps, count = compiled  # only those the loop below reaches, of count
            self.bar.tick(steps)
        else:
            keys, steps = self.index.supersets(stolen, stolen + self.hand, jokers, shortest)
            self.bar.tick(steps)
            found = [(key, size(key)) for key in keys]
            found = [(k, n) for k, n in found if n <= most]
            bounded = [(k, n, 0, b, None) for (k, n), b in zip(found, self.scorer.bounds(found), strict=True)]
            ranked = sorted(bounded, key=lambda x: (-x[3], x[0]))
            count = len(ranked)
        self.bar.tick(PIECE_STEPS * count)
        for key, n, _, bound, plain in ranked:
            if bound + self.top_bonus < self.bar.value:
                break
            self.bar.tick()
            if plain is not None and plain < self.bar.value:
                continue  # its score, below the bar: it would not be kept
            if n <= n_stolen or excess(stolen, key) or n - n_stolen > self.n_hand:
                continue
            if size(excess(key - stolen, self.hand)) > jokers:
                continue
            words = [w for w in self.index.words[key] if not self.ruleset.plural_of(self.target_text, w)]
            if not words:
                continue
            score = plain if plain is not None else self.scorer.score((key,), (n,), self.bar.value)
            if score is not None:
                offer(score, key, words)

    # ----- splits --------------------------------------------------------------------------------

    def split_pieces(self) -> list[Piece]:
        """The pieces that may be part of a split: each holds a stolen letter (or a stolen Wild may
        join it) and needs no more from the hand than it has (listed once, with their partner lookup)."""
        pieces = self._split_ready()
        return pieces.listed() if isinstance(pieces, CorePieces) else list(pieces)

    def _split_ready(self) -> Sequence[Piece]:
        """:meth:`split_pieces` as they are held (in the compiled core, :class:`CorePieces`), with their partner
        lookup made (listed once)."""
        if self._split is not None:
            return self._split[0]
        excess, size = self.excess, self.size
        jokers = self.wilds + self.hand_wilds
        out: Sequence[Piece]
        self._list_pieces()
        if self._core_split is not None:  # the compiled core made the two tests below as it listed them
            out = self._core_split
        else:
            out = listed = []
            for piece in self.pieces:
                key, _, holds, _ = piece
                if self.least and not holds and not self.wilds:
                    continue
                if size(excess(key - holds, self.hand)) > jokers:
                    continue
                listed.append(piece)
        if self._reach is not None:  # not done in the core (``split_walk`` does it as it lists them)
            out = _reaching_pieces(out, *self._reach, max(self.ruleset.min_word_length, 1))
        self._split = (out, self._partners(out))
        self.bar.tick(self._piece_count)
        return out

    def _holding(self) -> tuple[list[int], list[int], list[float]]:
        """For each split piece: how many stolen letters it can hold, and how many it cannot; and
        for each length n, the best bound of a piece of at most n letters (worked out once)."""
        if self._held is None:
            excess, size, stolen = self.excess, self.size, self.stolen
            pieces = self._split_ready()
            room = self.n_stolen + self.n_hand
            best = [-math.inf] * (room + 1)
            # the pieces come best bound first, so each shorter piece met first sets the lengths from its own up
            # to the last one set; the scan ends at the shortest length a word may have
            limit, shortest = room + 1, max(self.ruleset.min_word_length, 1)
            lengths_bounds: Iterable[tuple[int, float]] = (
                zip(pieces.lengths, pieces.bounds, strict=True)
                if isinstance(pieces, CorePieces)
                else ((p[1], p[3]) for p in pieces)
            )
            for n, bound in lengths_bounds:
                if n < limit:
                    best[n:limit] = [bound] * (limit - n)
                    limit = n
                    if n <= shortest:
                        break
            counted = self._compiled.holding(stolen) if self._compiled is not None else None
            if counted is None:
                counted = ([size(p[2]) for p in pieces], [size(excess(stolen, p[2])) for p in pieces])
            self._held = (*counted, best)
            self._tell_holding()
        return self._held

    def _tell_holding(self) -> None:
        """The steps :meth:`_holding` counts, told once: the pair search in the compiled core counts what it needs of
        it itself, and tells only these."""
        if not self._held_told:
            self._held_told = True
            self.bar.tick(len(self._split_ready()))

    def splits(self, offer: Offer, three: bool, pairs: bool = True, scored: bool = True) -> None:
        """Every split into two pieces (and three when ``three``), offered as ``offer(score, keys, lengths)``.

        Pieces are taken in the order of their bounds (best first), each set once (indices
        ``i <= j <= k``). The pieces that may join a piece are looked up, not tried
        (:meth:`_partners`): they must hold the stolen letters still missing and take from the
        hand only what it has left. Each set found then passes the exact checks, while the
        bounds, given the letters left, can still reach the threshold. Without ``pairs`` only
        splits into three; without ``scored`` each is offered with a score of 0 (to be counted:
        only for a stolen word without Wilds, whose splits the letter checks settle).
        The search for moves uses it for the splits into two (:meth:`splits_into`), counting
        (:func:`wordplay.thief.finder.count_moves`) for two and three.
        """
        bar = self.bar
        if three and self.ceiling(3) < bar.value:
            three = False
        if pairs and self.ceiling(2) < bar.value:
            pairs = False
        if not (pairs or three):
            return
        if not self._split_ready():
            return
        excess, size = self.excess, self.size
        stolen, hand = self.stolen, self.hand
        n_stolen, room = self.n_stolen, self.n_stolen + self.n_hand
        jokers, shortest = self.wilds + self.hand_wilds, self.ruleset.min_word_length
        score, bonus = self.scorer.score if scored else _unscored, self.top_bonus
        # what the lengths alone allow: every card's value, the all-cards bonus, and the length bonuses
        base: float = self.scorer.ceiling(0)
        if self.ruleset.length_bonus_doubled:  # the ceiling doubles bonuses then: no length test
            base = math.inf
        if self._compiled is not None and pairs and not three and scored:  # the same loop in the compiled core
            self._tell_holding()
            self._compiled.pairs(self, offer, bar, base, bonus, self.n_stolen - self.least)
            return
        held_count, lacks, best = self._holding()
        pieces = self.split_pieces()
        length_bonus = [self.ruleset.length_bonus_for(n) for n in range(room + 1)]
        most_bonus = list(length_bonus)  # the best bonus of a word of at most n letters
        for n in range(1, room + 1):
            most_bonus[n] = max(most_bonus[n], most_bonus[n - 1])
        partners = self._split[1] if self._split is not None else self._partners(pieces)
        least, wilds = self.least, self.wilds
        most_held = n_stolen - least
        for i, (ka, na, ha, ba) in enumerate(pieces):
            if (3 if three else 2) * ba + bonus < bar.value:
                break
            bar.tick()
            left = room - na
            third = three and left >= 2 * shortest
            if ba + best[left] + bonus < bar.value and not (
                third and ba + 2 * best[left - shortest] + bonus >= bar.value
            ):
                continue
            if base + length_bonus[na] + most_bonus[left] < bar.value:
                continue
            high = min(held_count[i], na - 1, most_held)
            needs = excess(stolen, ha)  # the stolen letters a partner must hold
            uses = ka - ha  # what the piece takes beyond the stolen letters
            found_b = partners(needs, needs, uses, i, bar.value - ba - bonus) if pairs else []
            bar.tick(len(found_b))
            for j in found_b:
                kb, nb, hb, bb = pieces[j]
                if ba + bb + bonus < bar.value:
                    break
                if nb > left or na + nb - n_stolen < 2 or base + length_bonus[na] + length_bonus[nb] < bar.value:
                    continue
                # the hand (its Wilds for what it lacks) gives what the stolen letters do not (the
                # lookup made sure); without a stolen Wild, the stolen letters must also share out
                if wilds or max(lacks[j], least, n_stolen - nb + 1) <= high:
                    found = score((ka, kb), (na, nb), bar.value)
                    if found is not None and found >= bar.value:  # below the bar it would not be kept
                        offer(found, (ka, kb), (na, nb))
            if not third:
                continue
            found_b = partners(0, needs, uses, i, (bar.value - ba - bonus) / 2)
            bar.tick(len(found_b))
            for j in found_b:
                kb, nb, hb, bb = pieces[j]
                if ba + 2 * bb + bonus < bar.value:
                    break
                if nb > left - shortest or ba + bb + best[left - nb] + bonus < bar.value:
                    continue
                if base + length_bonus[na] + length_bonus[nb] + most_bonus[left - nb] < bar.value:
                    continue
                missing = excess(stolen, ha + hb)
                # the hand gives what the stolen letters cannot, and a card more for the third piece
                given = ka + kb - (stolen - missing)
                if size(given) > self.n_hand + wilds - 1 or size(excess(given, hand)) > jokers:
                    continue
                found_c = partners(missing, missing, given, j, bar.value - ba - bb - bonus)
                bar.tick(len(found_c))
                for k in found_c:
                    kc, nc, hc, bc = pieces[k]
                    if ba + bb + bc + bonus < bar.value:
                        break
                    if nc > left - nb or na + nb + nc - n_stolen < 3:
                        continue
                    if base + length_bonus[na] + length_bonus[nb] + length_bonus[nc] < bar.value:
                        continue
                    if self._triple_fits(ka, kb, kc, na, nb, nc, ha, hb, hc):
                        found = score((ka, kb, kc), (na, nb, nc), bar.value)
                        if found is not None:
                            offer(found, (ka, kb, kc), (na, nb, nc))

    def splits_into(self, words: int, offer: Offer) -> None:
        """Every split into ``words`` new words (any number; the search for 2 and 3 is
        :meth:`splits`), offered as ``offer(score, keys, lengths)``: the rules allow a split into
        "2 or more" words, and a verdict of "best" must have looked at them all. Pairs are found
        pair by pair (:meth:`splits`, with the bar: far fewer pieces looked at), three words or
        more by covering the stolen letters (:func:`wordplay.thief.covering.cover`)."""
        bar = self.bar
        if words < 2 or self.ceiling(words) < bar.value:
            return
        if words == 2:  # best bound first, each piece's partners looked up with the bar
            self.splits(offer, False)
            return
        self._split_ready()
        if self._compiled is not None:
            self._compiled.cover(self, words, offer, bar)
        else:
            cover(self, words, offer, bar)

    def settle(self, chosen: Sequence[Piece], offer: Offer, at_least: float) -> None:
        """Score a set of pieces (:func:`wordplay.thief.covering.cover`) and offer it when the rules allow it."""
        excess, size = self.excess, self.size
        keys = tuple(p[0] for p in chosen)
        lengths = tuple(p[1] for p in chosen)
        total = sum(keys)
        used = sum(lengths) - self.n_stolen
        if used < len(chosen) or used > self.n_hand or excess(self.stolen, total):
            return
        needed = total - self.stolen
        if self.wilds:  # a stolen Wild may stand for any letter: the card search decides
            if size(excess(needed, self.hand)) > self.wilds + self.hand_wilds:
                return
        elif size(excess(needed, self.hand)) > self.hand_wilds or not shares_fit(
            excess, size, self.stolen, tuple(p[2] for p in chosen), lengths, self.least
        ):
            return
        found = self.scorer.score(keys, lengths, at_least)
        if found is not None and found >= at_least:  # below the bar it would not be kept
            offer(found, keys, lengths)

    def most_words(self) -> int:
        """The most new words a split can make: each takes a hand card (and, by default, a stolen one)
        and has at least the shortest word's letters."""
        shortest = max(self.ruleset.min_word_length, 1)
        most = min(self.n_hand, (self.n_stolen + self.n_hand) // shortest)
        return min(most, self.n_stolen) if self.least else most

    def count_pairs(self) -> int:
        """How many splits into two there are (word sets, not letter sets), counted without
        listing them: for each piece, its partners are bucketed by length and by the stolen
        letters they cannot hold, and the words of a bucket's partners from the piece on are a
        prefix sum. Only for a stolen word without Wilds (the letter checks settle its splits)."""
        assert not self.wilds, "a stolen Wild is settled by the card search: list those splits"
        pieces = self.split_pieces()
        excess, size, stolen, hand = self.excess, self.size, self.stolen, self.hand
        n_stolen, room, least = self.n_stolen, self.n_stolen + self.n_hand, self.least
        words = self.index.words
        sizes = [len(words[p[0]]) for p in pieces]
        lacks = [size(excess(stolen, p[2])) for p in pieces]
        partners = self._split[1] if self._split is not None else self._partners(pieces)
        buckets: dict[tuple[int, int, int], dict[tuple[int, int], tuple[list[int], list[int]]]] = {}
        total = 0
        for i, (ka, na, ha, _) in enumerate(pieces):
            self.bar.tick()
            high = min(size(ha), na - 1, n_stolen - least)
            if least > high:
                continue
            needs, uses = excess(stolen, ha), ka - ha
            beyond = excess(uses, hand)  # the same partners for the same needs, hand letters used and Wilds
            key = (needs, uses - beyond, size(beyond))
            found = buckets.get(key)
            if found is None:
                found = {}
                for j in partners(needs, needs, uses, 0, -math.inf):  # in index order: each bucket's indices ascending
                    indices, sums = found.setdefault((pieces[j][1], lacks[j]), ([], [0]))
                    indices.append(j)
                    sums.append(sums[-1] + sizes[j])
                buckets[key] = found
            shortest, longest, n = max(n_stolen + 2 - na, n_stolen + 1 - high), room - na, sizes[i]
            for (nb, lacking), (indices, sums) in found.items():
                if shortest <= nb <= longest and lacking <= high:
                    at = bisect_left(indices, i)
                    if at < len(indices) and indices[at] == i:  # the piece with itself: its words twice, unordered
                        total += n * (n + 1) // 2
                        at += 1
                    total += n * (sums[-1] - sums[at])
        return total

    def _hand_subsets(self) -> list[int]:
        """Every sub-multiset of the hand's letters (packed; at most 128 for 7 cards)."""
        out = [0]
        for letter, count in enumerate(self.index.packing.counts(self.hand)):
            unit = self.index.packing.unit[letter]
            out = [x + n * unit for x in out for n in range(count + 1)]
        return out

    def _partners(self, pieces: Sequence[Piece]) -> Callable[[int, int, int, int, float], list[int]]:
        """``partners(needs, free, uses, first, least)``: the indices (from ``first`` on, in order)
        of the pieces that hold the stolen letters ``needs`` and fit beside pieces that take
        ``uses`` beyond the stolen letters: what they take beyond the stolen letters ``free``
        (which holds ``needs``) the hand must still have, its Wilds standing for the letters it
        lacks. Only pieces whose bound reaches ``least`` are sure to be there.

        Looked up, once for each question, in the pieces as ``needs`` and a part of the hand left
        and (for each Wild left, up to ``DELETIONS``) a letter more, or else in a graph of the pieces' own
        alphagrams (:meth:`AlphagramIndex.of_keys`, :meth:`AlphagramIndex.supersets`: every path it walks leads to a
        piece, where the lexicon's graph has many more); or, when few pieces from ``first`` on reach ``least`` (a
        search for the best few, once its bar is high), by checking those few pieces.
        """
        excess, size, hand = self.excess, self.size, self.hand
        jokers = self.wilds + self.hand_wilds
        if self._compiled is None:  # else made with the pieces, in the core (:meth:`_list_pieces`)
            self._compiled = compiled_splits(self.index, pieces, hand, jokers, self.ruleset.min_word_length)
        compiled = self._compiled
        if compiled is not None:  # the same lookups in the core, shared with its covering search
            tick = self.bar.tick

            def looked_up(
                needs: int, most: int, spare: int, first: int, least: float, longest: int | None = None
            ) -> list[int]:
                # ``longest`` is the covering search's, which runs in the core with this lookup: not asked here
                return compiled.within(needs, most, spare, first, least, tick)

            return self._partners_from(looked_up)
        position = {p[0]: i for i, p in enumerate(pieces)}
        below = [-p[3] for p in pieces]  # the bounds, negated: ascending
        shortest, tick = self.ruleset.min_word_length, self.bar.tick
        # the pieces' own graph (built when a lookup first walks, a step a piece): its walks enter only paths to a piece
        pieces_index: list[AlphagramIndex] = []

        def supersets(lo: int, hi: int, jokers: int, min_length: int, longest: int) -> tuple[list[int], int]:
            if not pieces_index:
                pieces_index.append(AlphagramIndex.of_keys(self.index.packing, position))
                tick(len(pieces))
            return pieces_index[0].supersets(lo, hi, jokers, min_length, longest)

        # by (needs, letters at most, Wilds): the pieces, and the longest the lookup listed
        found: dict[tuple[int, int, int], tuple[list[int], int]] = {}
        subsets = self._hand_subsets()
        removed: dict[int, dict[int, list[int]]] = {}

        def deletions(d: int) -> dict[int, list[int]]:
            """The pieces by their letters less any ``d`` of them (built when first asked)."""
            table = removed.get(d)
            if table is None:
                table = removed[d] = {}
                for j, piece in enumerate(pieces):
                    for less in _fewer(piece[0], d, self.index.packing.unit, len(self.index.packing.alphabet)):
                        table.setdefault(less, []).append(j)
                tick(PIECE_STEPS * len(pieces) * d)
            return table

        def within(
            needs: int, most: int, spare: int, first: int, least: float, longest: int | None = None
        ) -> list[int]:
            natural = size(most) + spare  # the longest piece there can be
            longest = natural if longest is None else min(longest, natural)
            if longest < size(needs) or longest < shortest:  # no piece is short enough: nothing to look up
                return []
            key = (needs, most, spare)
            known = found.get(key)
            if known is None or known[1] < longest:  # not looked up before, or for shorter pieces only
                end = len(pieces) if least == -math.inf else bisect_right(below, -least, first)
                if end - first <= SCAN:
                    tick(end - first)
                    return [
                        j
                        for j in range(first, end)
                        if not excess(needs, pieces[j][2]) and size(excess(pieces[j][0], most)) <= spare
                    ]
                left = most - needs
                if spare > DELETIONS or excess(left, hand) or least != -math.inf:  # a walk when pruning: no table built
                    keys, steps = supersets(needs, most, spare, shortest, longest)
                    tick(steps)
                    known = found[key] = (sorted(map(position.__getitem__, position.keys() & keys)), longest)
                else:  # a partner is ``needs``, some of the hand left, and up to ``spare`` letters more
                    bases = [needs + x for x in subsets if not excess(x, left)]
                    tick(len(subsets) + len(bases) * spare)
                    chosen = {position[k] for k in bases if k in position}
                    for d in range(1, spare + 1):
                        less = deletions(d)
                        for k in bases:
                            chosen.update(less.get(k, ()))
                    known = found[key] = (sorted(chosen), natural)
            them = known[0]
            return them[bisect_left(them, first) :]

        return self._partners_from(within)

    def _partners_from(self, within: Within) -> Callable[[int, int, int, int, float], list[int]]:
        """``partners`` (:meth:`_partners`) over the lookup ``within``, which :func:`cover` uses too."""
        excess, size, hand = self.excess, self.size, self.hand
        jokers = self.wilds + self.hand_wilds

        def partners(needs: int, free: int, uses: int, first: int, least: float) -> list[int]:
            spare = jokers - size(excess(uses, hand))
            if spare < 0:
                return []
            return within(needs, free + excess(hand, uses), spare, first, least)

        self.within = within
        return partners

    def _triple_fits(self, ka: int, kb: int, kc: int, na: int, nb: int, nc: int, ha: int, hb: int, hc: int) -> bool:
        excess, size = self.excess, self.size
        needed = ka + kb + kc - self.stolen
        if self.wilds:
            return (
                na + nb + nc - self.n_stolen <= self.n_hand
                and size(excess(needed, self.hand)) <= self.wilds + self.hand_wilds
            )
        if na + nb + nc - self.n_stolen > self.n_hand or size(excess(needed, self.hand)) > self.hand_wilds:
            return False
        return shares_fit(excess, size, self.stolen, (ha, hb, hc), (na, nb, nc), self.least)


@lru_cache(maxsize=4096)
def _best_bonuses(bonus: tuple[int, ...], shortest: int, words: int, n_stolen: int, room: int) -> float:
    """The best length bonuses (``bonus[n]`` for ``n`` letters, the longest allowed last) of ``words`` new words
    of ``shortest`` letters or more made of the ``n_stolen`` stolen cards and some of the hand's (``room``
    cards in all), each word taking a hand card; -inf when there are none (the same for many searches: kept)."""
    most = len(bonus) - 1
    if words == 1:
        return max((bonus[n] for n in range(max(shortest, n_stolen + 1), most + 1)), default=-math.inf)
    by_count = [0.0] + [-math.inf] * room  # the best bonuses of so many words adding up to each count of letters
    for _ in range(words):
        by_count = [
            max((by_count[c - n] + bonus[n] for n in range(shortest, min(most, c) + 1)), default=-math.inf)
            for c in range(room + 1)
        ]
    return max(by_count[n_stolen + words : room + 1], default=-math.inf)


@lru_cache(maxsize=1024)
def _rest_bonuses(bonus: tuple[int, ...], shortest: int, n_stolen: int, most_words: int) -> tuple[float, ...]:
    """For each length n, the best length bonuses the other words of a split (2 to ``most_words`` words in all, each
    of ``shortest`` letters or more, the ``n_stolen`` stolen cards and some of the hand's: ``len(bonus) - 1`` cards in
    all) can add beside a word of n letters (-inf: none fit). What :meth:`StealSearch._viable` adds to a length's own
    bonus; the same for every stolen word of as many cards (kept: worked out per stolen word, it was a tenth of a
    hint's set-up in Python)."""
    room = len(bonus) - 1
    most_bonus = most_over_lengths(bonus, shortest)
    return tuple(
        max(
            (
                most_bonus(k - 1, count)
                for k in range(2, most_words + 1)
                for count in range(max((k - 1) * shortest, n_stolen + k - n), room - n + 1)
            ),
            default=-math.inf,
        )
        for n in range(room + 1)
    )


def _reaching_pieces(pieces: Sequence[Piece], least: int, words: int, room: int, shortest: int) -> list[Piece]:
    """The split pieces (best bound first) that can be part of a split reaching the bar (:meth:`StealSearch._reaching`:
    ``least``, ``words``, ``room``): those whose bound, with the best bounds of k - 1 split pieces (any, again and
    again) of ``shortest`` letters or more fitting in the cards left, reaches ``least`` for some number of words k
    in ``words``; the others could only be passed over by the searches (``split_walk`` in ``thief_core.c`` lists
    the same)."""
    exact = [-math.inf] * (room + 1)  # the best bound of a split piece of each length
    for _, n, _, bound in pieces:
        if shortest <= n <= room and bound > exact[n]:
            exact[n] = bound
    within = list(exact)  # of at most each length
    for n in range(1, room + 1):
        within[n] = max(within[n], within[n - 1])
    best = [-math.inf] * (room + 1)  # the best of the rest, for each number of letters left
    rest = within  # the best total of m pieces in so many letters: m = 1 first
    for m in range(1, REACH_WORDS):
        if words >> (m + 1) & 1:
            best = [max(b, r) for b, r in zip(best, rest, strict=True)]
        if not words >> (m + 2):
            break
        rest = [
            max((exact[n] + rest[left - n] for n in range(shortest, left + 1)), default=-math.inf)
            for left in range(room + 1)
        ]
    return [piece for piece in pieces if piece[1] <= room and piece[3] + best[room - piece[1]] >= least]


def _fewer(key: int, d: int, unit: list[int], letters: int) -> set[int]:
    """``key`` (packed letters) less each set of ``d`` of its letters."""
    present = [i for i in range(letters) if (key >> (BITS * i)) & FIELD]
    out = {key}
    for _ in range(d):
        out = {k - unit[i] for k in out for i in present if (k >> (BITS * i)) & FIELD}
    return out


def _unscored(keys: Sequence[int], lengths: Sequence[int], at_least: float = -math.inf) -> int:
    """The score of a split only counted: none needed."""
    return 0

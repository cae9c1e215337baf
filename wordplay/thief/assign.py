"""Which cards make which letters: the best way to lay given words from stolen and hand cards.

A player (or the steal finder) names the new words; the cards behind them are often a
choice: an E from the stolen word or from the hand, a red or a blue T, a Wild or a real
letter. :class:`Supply` tries every choice that keeps the rules (every stolen card used; a
steal adds a hand card; in a split each new word holds a hand card and, when the ruleset
says so, a stolen card) and returns the one that scores most.

Cards of the same letter, suit and origin are the same choice ("kinds"), so the search runs
over kinds. Each word's possible uses (how many cards of each kind, packed in one integer,
and the points they score) are listed once and cached, so the steal finder, which asks
about thousands of word sets from the same cards, pays for each word once; word sets are
then combined best-first with a bound on the points still possible.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from wordplay.thief.cards import WILD, Card
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import points_of

STOLEN, HAND = 0, 1
_BITS = 5  # a field per kind: counts up to 15, bit 4 is the guard
USES_KEPT = 4096  # words whose ways to be laid a Supply keeps (then it starts again: the same answers)
PICKS_KEPT = 65536  # choices among words' ways a Supply keeps (then it starts again: the same answers)


class _Kind:
    __slots__ = ("cards", "letter", "source", "suit", "value")

    def __init__(self, source: int, card: Card) -> None:
        self.source, self.letter, self.suit, self.value = source, card.letter, card.suit, card.value
        self.cards: list[Card] = []


class _Use:
    """One way to lay a word: kind counts (packed), points, cards from the stolen word and the hand."""

    __slots__ = ("choice", "hand", "packed", "points", "stolen")

    def __init__(
        self, packed: int, points: int, stolen: int, hand: int, choice: tuple[tuple[str, int, int], ...]
    ) -> None:
        self.packed, self.points, self.stolen, self.hand, self.choice = packed, points, stolen, hand, choice


class Supply:
    """The cards a play or steal may use: the stolen word's (all to be used) and the hand's."""

    def __init__(self, ruleset: ThiefRuleset, stolen: Sequence[Card], hand: Sequence[Card]) -> None:
        self.ruleset = ruleset
        self.stolen = tuple(stolen)
        self.hand = tuple(hand)
        found: dict[tuple[int, str, str | None], _Kind] = {}
        for source, cards in ((STOLEN, stolen), (HAND, hand)):
            for card in cards:
                key = (source, card.letter, card.suit)
                if key not in found:
                    found[key] = _Kind(source, card)
                found[key].cards.append(card)
        # real letters before Wilds, so that among equal scores the plainer choice comes first
        self.kinds = sorted(found.values(), key=lambda k: (k.letter == WILD, k.source))
        self.unit = [1 << (_BITS * i) for i in range(len(self.kinds))]
        self.guard = sum(16 << (_BITS * i) for i in range(len(self.kinds)))
        self.available = sum(len(k.cards) * u for k, u in zip(self.kinds, self.unit, strict=False))
        self.stolen_fields = sum(31 * u for k, u in zip(self.kinds, self.unit, strict=False) if k.source == STOLEN)
        self.stolen_packed = self.available & self.stolen_fields
        self._options: dict[str, list[int]] = {}
        self._uses: dict[str, list[_Use]] = {}
        self._options_kept: dict[tuple[str, bool], _Options] = {}
        self._names: dict[tuple[tuple[int, int], ...], int] = {}  # what the search reads of a word's ways
        self._named = 0  # numbers given so far
        self._picks: dict[tuple[tuple[int, ...], float], _Pick] = {}
        self.work = 0  # steps of the searches so far (uses listed and tried): what a bounded search counts

    def _fits(self, packed: int) -> bool:
        return ((self.available | self.guard) - packed) & self.guard == self.guard

    def uses(self, word: str) -> list[_Use]:
        """Every way to lay ``word`` from these cards alone, best points first (cached)."""
        cached = self._uses.get(word)
        if cached is not None:
            return cached
        kinds, unit, ruleset = self.kinds, self.unit, self.ruleset
        groups = list(Counter(word).items())
        options = []
        for letter, _ in groups:
            if letter not in self._options:
                self._options[letter] = [i for i, k in enumerate(kinds) if k.letter in (letter, WILD)]
            options.append(self._options[letter])
        left = [len(k.cards) for k in kinds]
        chosen: list[tuple[str, int, int]] = []
        result: list[_Use] = []
        length = len(word)

        def spread(g: int, o: int, need: int) -> None:
            self.work += 1
            if need == 0:
                if g + 1 == len(groups):
                    finish()
                else:
                    spread(g + 1, 0, groups[g + 1][1])
                return
            opts = options[g]
            if o == len(opts):
                return
            i = opts[o]
            for take in range(min(need, left[i]), -1, -1):
                if take:
                    left[i] -= take
                    chosen.append((groups[g][0], i, take))
                spread(g, o + 1, need - take)
                if take:
                    chosen.pop()
                    left[i] += take

        def finish() -> None:
            packed = letter_sum = from_stolen = 0
            suits = set()
            for _, i, take in chosen:
                kind = kinds[i]
                packed += take * unit[i]
                letter_sum += take * kind.value
                if kind.source == STOLEN:
                    from_stolen += take
                if kind.letter != WILD:
                    suits.add(kind.suit)
            one_suit = not suits or (len(suits) == 1 and None not in suits)
            result.append(
                _Use(
                    packed,
                    points_of(ruleset, letter_sum, length, one_suit),
                    from_stolen,
                    length - from_stolen,
                    tuple(chosen),
                )
            )

        if groups:
            spread(0, 0, groups[0][1])
        result.sort(key=lambda u: -u.points)  # stable: among equals, the search order (plainer first)
        if len(self._uses) >= USES_KEPT:  # a stream of every move meets many words: memory stays bounded
            self._uses.clear()
        self._uses[word] = result
        return result

    def best(
        self, words: Sequence[str], at_least: float = -math.inf
    ) -> tuple[int, tuple[tuple[Card, ...], ...]] | None:
        """The best cards for ``words`` (upper case): (points of the words, cards of each word) or None.

        With no stolen cards this is a play from the hand. The points leave out the all-cards
        bonus, which depends only on how many hand cards are used. ``at_least``: None as well
        when the words cannot make so many points (the search leaves a branch as soon as it
        cannot reach them: a finder after the best few asks only for what can still be kept).
        """
        laid = self.lay(words, at_least)
        if laid is None:
            return None
        points, parts = laid
        return points, tuple(part.cards for part in parts)

    def lay(self, words: Sequence[str], at_least: float = -math.inf) -> tuple[int, tuple[LaidWord, ...]] | None:
        """:meth:`best` with each word's cards as a shared :class:`LaidWord` (the same object for every
        set of words that lays this word so), or None.

        Each word's ways to be laid (:meth:`uses`, filtered for a split) are named by what the search
        reads of them; the choice among them is searched once for each set of such names and kept, with
        the steps it took (:attr:`work` grows by them again, as if searched again), so that the many word
        sets of a list that differ only in their spelling (anagrams, words of the same cards) cost a
        look-up each."""
        split = len(words) > 1
        options = []
        for word in words:
            found = self._options_of(word, split)
            if found is None:
                return None
            options.append(found)
        key = (tuple(o.key for o in options), at_least)
        pick = self._picks.get(key)
        if pick is None:
            if len(self._picks) >= PICKS_KEPT:
                self._picks.clear()
            pick = self._picks[key] = self._search([o.uses for o in options], at_least)
        self.work += pick.work
        if pick.points is None:
            return None
        parts = []
        taken = 0  # the cards of each kind the words before took (packed)
        for option, index in zip(options, pick.indices, strict=True):
            parts.append(option.laid(self.kinds, index, taken))
            taken += option.uses[index].packed
        return pick.points, tuple(parts)

    def _options_of(self, word: str, split: bool) -> _Options | None:
        """The ways to lay ``word`` that its place allows (in a split every word holds a hand card and, when
        the ruleset says so, a stolen card), named; None when there is none."""
        uses = self.uses(word)
        options = self._options_kept.get((word, split))
        if options is None or options.every is not uses:
            allowed = uses
            if split:
                need_stolen = bool(self.stolen) and self.ruleset.split_words_need_stolen_card
                allowed = [u for u in uses if u.hand and (u.stolen or not need_stolen)]
            if not allowed:
                return None
            if len(self._options_kept) >= USES_KEPT:
                self._options_kept.clear()
            key = self._name(tuple((u.packed, u.points) for u in allowed))
            options = self._options_kept[word, split] = _Options(word, uses, allowed, key)
        return options

    def _name(self, ways: tuple[tuple[int, int], ...]) -> int:
        """The number naming these ways (what the search reads of them); a number is never given twice,
        even when the names are forgotten (then the same ways get a new one): a kept choice stays right."""
        key = self._names.get(ways)
        if key is None:
            if len(self._names) >= PICKS_KEPT:
                self._names.clear()
            key = self._names[ways] = self._named
            self._named += 1
        return key

    def _search(self, lists: list[list[_Use]], at_least: float) -> _Pick:
        """The first best choice of one way for each word (in the lists' order) that fits the cards, uses
        every stolen card and, in a steal, a hand card; :class:`_Pick` says its points (None: none scoring
        ``at_least``), the index of each word's way and the steps the search took."""
        steal = bool(self.stolen)
        top = [u[0].points for u in lists]
        bound_after = [sum(top[i + 1 :]) for i in range(len(lists))]
        best_points: list[float | None] = [None if at_least == -math.inf else at_least - 1]
        best_pick: list[int] = []
        found: list[bool] = []  # a choice was found (scoring ``at_least`` or more)
        pick: list[int] = []
        work = [0]
        fits, stolen_fields, stolen_packed = self._fits, self.stolen_fields, self.stolen_packed

        def search(w: int, packed: int, points: int) -> None:
            work[0] += 1 if w == len(lists) else len(lists[w])  # the uses it may try
            if w == len(lists):
                if packed & stolen_fields == stolen_packed and (not steal or packed != stolen_packed):
                    best_points[0] = points
                    best_pick[:] = pick
                    found.append(True)
                return
            for index, use in enumerate(lists[w]):
                total = points + use.points
                if best_points[0] is not None and total + bound_after[w] <= best_points[0]:
                    return  # uses are sorted: none further can do better
                p = packed + use.packed
                if fits(p):
                    pick.append(index)
                    search(w + 1, p, total)
                    pick.pop()

        search(0, 0, 0)
        points = best_points[0]
        if not found or points is None:
            return _Pick(None, (), work[0])
        return _Pick(int(points), tuple(best_pick), work[0])


class LaidWord:
    """A new word with its cards, as the card search lays it among the words of a move; shared (the same
    object) by every move that lays this word so, so that what is worked out from it (its explained
    score, its sentences) can be kept with it."""

    __slots__ = ("cards", "hand", "text")

    def __init__(self, text: str, cards: tuple[Card, ...], hand: int) -> None:
        self.text, self.cards, self.hand = text, cards, hand  # hand: how many of its cards are the hand's


class _Options:
    """The ways a word may be laid in its place (``uses``, best first, out of ``every`` way), named by
    ``key`` (the same for words whose ways the search reads alike), and its laid forms as they are met."""

    __slots__ = ("_laid", "every", "key", "uses", "word")

    def __init__(self, word: str, every: list[_Use], uses: list[_Use], key: int) -> None:
        self.word, self.every, self.uses, self.key = word, every, uses, key
        self._laid: dict[tuple[int, int], LaidWord] = {}

    def laid(self, kinds: Sequence[_Kind], index: int, taken: int) -> LaidWord:
        """The word laid by its way ``index`` after the words before took ``taken`` (packed) cards of
        ``kinds``: each kind's next cards, a letter's real cards before its Wilds."""
        found = self._laid.get((index, taken))
        if found is None:
            use = self.uses[index]
            pools: dict[str, list[Card]] = {}
            after = taken
            for letter, i, count in use.choice:  # real letters were listed before Wilds
                first = (after >> (_BITS * i)) & 31
                pools.setdefault(letter, []).extend(kinds[i].cards[first : first + count])
                after += count << (_BITS * i)  # a Wild's kind may give several letters
            cards = tuple(pools[letter].pop(0) for letter in self.word)
            found = self._laid[index, taken] = LaidWord(self.word, cards, use.hand)
        return found


class _Pick:
    """What the search chose for a list of words' ways: their points (None: no choice), the index of each
    word's way, and the steps it took."""

    __slots__ = ("indices", "points", "work")

    def __init__(self, points: int | None, indices: tuple[int, ...], work: int) -> None:
        self.points, self.indices, self.work = points, indices, work


def best_cards(
    ruleset: ThiefRuleset, words: Sequence[str], stolen: Sequence[Card], hand: Sequence[Card]
) -> tuple[int, tuple[tuple[Card, ...], ...]] | None:
    """The best cards for ``words`` from ``stolen`` (all to be used) and ``hand``; see :meth:`Supply.best`."""
    return Supply(ruleset, stolen, hand).best(words)

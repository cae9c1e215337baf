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

Both searches run in the compiled core where it is there (``cards_core.c``, :mod:`wordplay.thief.compiled_cards`),
step for step as the Python here, which stays the reference (``WORDPLAY_PURE=1``): the same ways in the same
order, the same choices, the same :attr:`Supply.work`. There a word's ways stay packed, and a :class:`Way` is made
only for a way asked for.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import cast

from wordplay.thief.card_bounds import FIELD_BITS, bounds, by_stolen, looked_up
from wordplay.thief.cards import WILD, Card
from wordplay.thief.compiled_cards import CompiledCards, Listed, ListedWays, compiled_cards
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import points_of
from wordplay.thief.ways import Way

STOLEN, HAND = 0, 1
_BITS = FIELD_BITS  # a field per kind: counts up to 15, bit 4 is the guard
USES_KEPT = 4096  # words whose ways to be laid a Supply keeps (then it starts again: the same answers)
PICKS_KEPT = 65536  # choices among words' ways a Supply keeps (then it starts again: the same answers)


class _Kind:
    __slots__ = ("cards", "letter", "source", "suit", "value")

    def __init__(self, source: int, card: Card) -> None:
        self.source, self.letter, self.suit, self.value = source, card.letter, card.suit, card.value
        self.cards: list[Card] = []


class Supply:
    """The cards a play or steal may use: the stolen word's (all to be used) and the hand's."""

    def __init__(
        self, ruleset: ThiefRuleset, stolen: Sequence[Card], hand: Sequence[Card], kept: int = USES_KEPT
    ) -> None:
        """``kept``: how many words' ways to be laid are kept (then forgotten, and worked out again when met
        again, counted again in :attr:`work`): a stream of every move keeps every word it meets."""
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
        # the stolen Wilds' kind and how many (-1, 0: none): every stolen card is laid, so they bound the search
        self.stolen_wild = next(
            ((i, len(k.cards)) for i, k in enumerate(self.kinds) if k.letter == WILD and k.source == STOLEN), (-1, 0)
        )
        self._options: dict[str, list[int]] = {}
        self._uses: dict[str, list[Way]] = {}
        self._listed: dict[str, Listed] = {}  # the compiled core's ways of each word (kept as _uses are)
        need_stolen = bool(self.stolen) and ruleset.split_words_need_stolen_card
        self._compiled = compiled_cards(ruleset, self.kinds, len(self.stolen) + len(self.hand), need_stolen, kept)
        self._generation = 0  # the compiled core's generation of words listed that _listed and _kept hold
        self.kept = kept
        # each word's ways allowed where it stands (alone, or one of a split's words), named: kept while its ways are
        self._kept: dict[bool, dict[str, _Options]] = {False: {}, True: {}}
        self._names: dict[_Read, int] = {}  # what the search reads of a word's ways
        self._named = 0  # numbers given so far
        self._picks: dict[tuple[tuple[int, ...], float], _Pick] = {}
        self._laid: dict[tuple[Way, int], LaidWord] = {}  # by way and cards of each kind taken before
        self.work = 0  # steps of the searches so far (uses listed and tried): what a bounded search counts

    @property
    def compiled(self) -> CompiledCards | None:
        """The card search of these cards in the compiled core (None: in Python), whose words listed are this
        supply's (the split search of the compiled core lists words in it too)."""
        return self._compiled

    def uses(self, word: str) -> list[Way]:
        """Every way to lay ``word`` from these cards alone, best points first (cached)."""
        if self._compiled is not None:
            self._sync()
            return self._listing(word).all()
        cached = self._uses.get(word)
        if cached is not None:
            return cached
        self._forget(self._uses)
        kinds, unit, ruleset = self.kinds, self.unit, self.ruleset
        groups = list(Counter(word).items())
        options = []
        for letter, _ in groups:
            if letter not in self._options:
                self._options[letter] = [i for i, k in enumerate(kinds) if k.letter in (letter, WILD)]
            options.append(self._options[letter])
        left = [len(k.cards) for k in kinds]
        chosen: list[tuple[str, int, int]] = []
        result: list[Way] = []
        length = len(word)
        # a letter's real cards lay its group alone, the Wilds any: the real cards of each group's options from each
        # on, and the letters the groups after each lack real cards for (their Wilds)
        real_from = [
            [sum(len(kinds[i].cards) for i in opts[o:] if kinds[i].letter != WILD) for o in range(len(opts) + 1)]
            for opts in options
        ]
        lacking = [max(0, n - real[0]) for (_, n), real in zip(groups, real_from, strict=True)]
        lacking_after = [sum(lacking[g + 1 :]) for g in range(len(groups))]
        wild_kinds = [i for i, k in enumerate(kinds) if k.letter == WILD]
        wild_options = [[(o, i) for o, i in enumerate(opts) if kinds[i].letter == WILD] for opts in options]

        def can_lay(g: int, o: int, need: int) -> bool:
            """Can ``need`` letters of group ``g`` be laid from its options ``o`` on, and every later group's? So
            the listing never enters a choice that ends in no way (counted a step, as the call that finds so)."""
            short = max(0, need - real_from[g][o])
            if short and short > sum([left[i] for at, i in wild_options[g] if at >= o]):
                return False
            return short + lacking_after[g] <= sum([left[i] for i in wild_kinds])

        def spread(g: int, o: int, need: int) -> None:
            self.work += 1
            if not can_lay(g, o, need):
                return
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
                Way(
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
        self._uses[word] = result
        return result

    def _forget(self, uses: dict[str, list[Way]]) -> None:
        """Every word's ways forgotten when ``uses`` holds as many as are kept (a stream of every move meets many
        words: memory stays bounded), and what was worked out from them with them."""
        if len(uses) >= self.kept:
            uses.clear()
            for kept in self._kept.values():
                kept.clear()

    def _listing(self, word: str) -> Listed:
        """:meth:`uses` of ``word`` in the compiled core (cached), its steps counted as the Python counts them: the
        core keeps which words were listed (and forgets them as :meth:`_forget` does), the ways of each kept here
        too while the core's generation of them stands (:meth:`_sync`)."""
        assert self._compiled is not None
        cached = self._listed.get(word)
        if cached is not None:
            return cached
        listed, steps, generation = self._compiled.ways(word)
        self.work += steps
        if generation != self._generation:
            self._renew(generation)
        self._listed[word] = listed
        return listed

    def _sync(self) -> None:
        """What is kept of the words' ways forgotten when the compiled core forgot them (its split search lists
        words in the same supply)."""
        assert self._compiled is not None
        generation = self._compiled.generation()
        if generation != self._generation:
            self._renew(generation)

    def _renew(self, generation: int) -> None:
        self._generation = generation
        self._listed.clear()
        for kept in self._kept.values():
            kept.clear()

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
        set of words that lays this word so), or None."""
        chosen = self.choose(words, at_least)
        if chosen is None:
            return None
        points, ways = chosen
        parts = []
        taken = 0  # the cards of each kind the words before took (packed)
        for word, way in zip(words, ways, strict=True):
            laid = self._laid.get((way, taken))
            if laid is None:
                if len(self._laid) >= PICKS_KEPT:
                    self._laid.clear()
                laid = self._laid[way, taken] = LaidWord(word, _cards(self.kinds, word, way, taken), way.hand)
            parts.append(laid)
            taken += way.packed
        return points, tuple(parts)

    def choose(self, words: Sequence[str], at_least: float = -math.inf) -> tuple[int, tuple[Way, ...]] | None:
        """:meth:`best`'s choice of a way to lay each word, without laying the cards, or None.

        Each word's ways (where it stands: alone or in a split) are named by what the search reads of
        them; the choice among them is searched once for each set of such names and kept, with the steps
        it took (:attr:`work` grows by them again, as if searched again), so that the many word sets of a
        list that differ only in their spelling (anagrams, words of the same cards) cost a look-up each.
        The choice is the same whatever ``at_least`` is, as long as the best choice scores that much: a
        caller that knows the words' points (a list's move, scored by the finder) passes them, and the
        search then goes straight to the first choice that scores them."""
        picked = self.pick(words, at_least)
        if picked is None:
            return None
        options, pick = picked
        return cast(int, pick.points), tuple(
            [option.uses[index] for option, index in zip(options, pick.indices, strict=True)]
        )

    def pick(self, words: Sequence[str], at_least: float = -math.inf) -> tuple[list[_Options], _Pick] | None:
        """:meth:`choose`'s choice as the search leaves it, without making its ways: each word's ways where it
        stands and the index of the way chosen among them (a stream keeps what it says of each word's ways,
        :mod:`wordplay.thief.lines`); None as there."""
        options: list[_Options] = []
        pick = self._pick(words, at_least, options)
        if pick is None or pick.points is None:
            return None
        return options, pick

    def points(self, words: Sequence[str], at_least: float = -math.inf) -> int | None:
        """The points of :meth:`choose`'s choice (None as there), its steps counted alike, without making its ways:
        what a score needs."""
        pick = self._pick(words, at_least, [])
        return None if pick is None else pick.points

    def _pick(self, words: Sequence[str], at_least: float, options: list[_Options]) -> _Pick | None:
        """:meth:`choose`'s search (or its kept answer), each word's ways where it stands added to ``options``;
        None when a word cannot be laid there (the words after it are not looked at)."""
        split = len(words) > 1
        if self._compiled is not None:
            self._sync()
        kept = self._kept[split]
        names = []
        for word in words:
            found = kept.get(word) or self._options_of(word, split)
            if not found.count:
                return None
            options.append(found)
            names.append(found.key)
        key = (tuple(names), at_least)
        pick = self._picks.get(key)
        if pick is None:
            if len(self._picks) >= PICKS_KEPT:
                self._picks.clear()
            pick = self._picks[key] = self._search(options, at_least)
        self.work += pick.work
        return pick

    def search(self, options: list[_Options], at_least: float = -math.inf) -> _Pick:
        """:meth:`pick`'s search among the ways of words already named (``options``, as :meth:`pick` gave them),
        asked again and not kept: a stream that keeps the choices of its own word sets (a choice for each list of
        names, :mod:`wordplay.thief.lines`) asks only for those it has not met; its steps counted in :attr:`work`."""
        pick = self._search(options, at_least)
        self.work += pick.work
        return pick

    def cards(self, word: str, way: Way) -> tuple[Card, ...]:
        """Cards that lay ``word`` by ``way`` (one of its :meth:`uses`): what its explanation says of them."""
        return _cards(self.kinds, word, way, 0)

    def _options_of(self, word: str, split: bool) -> _Options:
        """The ways to lay ``word`` that its place allows (in a split every word holds a hand card and, when
        the ruleset says so, a stolen card), named (none: the word cannot be laid there); kept while the
        word's ways are (:meth:`uses`), so that a word met again needs neither."""
        uses: Sequence[Way]
        read: _Read
        if self._compiled is not None:
            listed = self._listing(word)
            uses, read = ListedWays(listed, split), listed.split if split else listed.ways
        else:
            uses = self.uses(word)
            if split:
                need_stolen = bool(self.stolen) and self.ruleset.split_words_need_stolen_card
                uses = [u for u in uses if u.hand and (u.stolen or not need_stolen)]
            read = tuple((u.packed, u.points) for u in uses)
        kept = self._kept[split]
        if len(kept) >= self.kept:
            kept.clear()
        options = kept[word] = _Options(uses, read, self._name(read))
        return options

    def _name(self, ways: _Read) -> int:
        """The number naming these ways (what the search reads of them); a number is never given twice,
        even when the names are forgotten (then the same ways get a new one): a kept choice stays right."""
        key = self._names.get(ways)
        if key is None:
            if len(self._names) >= PICKS_KEPT:
                self._names.clear()
            key = self._names[ways] = self._named
            self._named += 1
        return key

    def _search(self, options: list[_Options], at_least: float) -> _Pick:
        """The first best choice of one way for each word (in the lists' order) that fits the cards, uses
        every stolen card and, in a steal, a hand card; :class:`_Pick` says its points (None: none scoring
        ``at_least``), the index of each word's way and the steps the search took: one a way looked at (its bound
        checked, and its cards when the bound allows) and one a full choice checked for the stolen cards. What the
        words after a choice can add is bounded by the stolen cards and Wilds they must still lay, and the last two
        words' ways are looked up by the stolen cards they hold (:mod:`wordplay.thief.card_bounds`)."""
        if self._compiled is not None:  # (a stream asks hundreds of thousands of times: its reads as they are)
            points, indices, steps = self._compiled.search([option.read for option in options], at_least)
            return _Pick(points, indices, steps)
        lists = [cast("tuple[tuple[int, int], ...]", option.read) for option in options]
        last = len(lists) - 1
        limit, guard = self.available | self.guard, self.guard
        stolen_fields, stolen_packed, steal = self.stolen_fields, self.stolen_packed, bool(self.stolen)
        wild, wilds = self.stolen_wild
        shift = _BITS * wild
        exact, upto, closed, full = bounds(lists, wild, wilds, len(self.kinds), stolen_fields, stolen_packed)
        # the last two words' ways by the stolen cards they hold (nothing stolen: every way holds none, each in turn)
        groups = [by_stolen(ways, stolen_fields) if steal and w >= last - 1 else {} for w, ways in enumerate(lists)]
        best = -math.inf if at_least == -math.inf else at_least - 1  # what a choice must beat
        best_pick: tuple[int, ...] | None = None
        pick = [0] * len(lists)
        work = 0

        def search(w: int, packed: int, points: int, left: int) -> None:
            """Choose word ``w``'s way after ways of ``packed`` cards scoring ``points``, ``left`` stolen Wilds
            still to lay."""
            nonlocal best, best_pick, work
            bound = upto[w + 1][left]
            ways = lists[w]
            need = stolen_packed - (packed & stolen_fields)  # the stolen cards left to lay
            them: Iterable[int] = range(len(ways))
            if steal and w == last:
                them = groups[w].get(need, ())
            elif steal and w == last - 1:
                them = looked_up(need, groups[w], groups[last])
            for index in them:
                way_packed, way_points = ways[index]
                work += 1  # a way looked at
                total = points + way_points
                if total + bound <= best:
                    return  # ways are sorted: none further can do better
                p = packed + way_packed
                if (limit - p) & guard == guard:  # the cards are there
                    rest = left - ((way_packed >> shift) & 31) if wild >= 0 else 0
                    if total + exact[w + 1][rest] <= best:
                        continue  # the words after it cannot lay the stolen Wilds left and reach the bar
                    pick[w] = index
                    if w < last:
                        if p & closed[w + 1] == full[w + 1]:  # no stolen card is left that no later word holds
                            search(w + 1, p, total, rest)
                        continue
                    work += 1
                    if p & stolen_fields == stolen_packed and (not steal or p != stolen_packed):
                        best, best_pick = total, tuple(pick)

        search(0, 0, 0, wilds)
        if best_pick is None:
            return _Pick(None, (), work)
        return _Pick(int(best), best_pick, work)


class LaidWord:
    """A new word with its cards, as the card search lays it among the words of a move; shared (the same
    object) by every move that lays this word so: its cards are picked once."""

    __slots__ = ("cards", "hand", "text")

    def __init__(self, text: str, cards: tuple[Card, ...], hand: int) -> None:
        self.text, self.cards, self.hand = text, cards, hand  # hand: how many of its cards are the hand's


_Read = tuple[tuple[int, int], ...] | bytes  # what the search reads of a word's ways: in Python, or the core's bytes


class _Options:
    """The ways a word may be laid in its place (``uses``, best first, ``count`` of them), named by ``key`` (the
    same for words whose ways the search reads alike)."""

    __slots__ = ("count", "key", "read", "uses")

    def __init__(self, uses: Sequence[Way], read: _Read, key: int) -> None:
        self.uses, self.key, self.count = uses, key, len(uses)
        self.read = read  # what the search reads of each way: its kind counts (packed) and points


def _cards(kinds: Sequence[_Kind], word: str, way: Way, taken: int) -> tuple[Card, ...]:
    """The cards of ``word`` laid by ``way`` after the words before took ``taken`` (packed) cards of
    ``kinds``: each kind's next cards, a letter's real cards before its Wilds."""
    pools: dict[str, list[Card]] = {}
    for letter, i, count in way.choice:  # real letters were listed before Wilds
        first = (taken >> (_BITS * i)) & 31
        pools.setdefault(letter, []).extend(kinds[i].cards[first : first + count])
        taken += count << (_BITS * i)  # a Wild's kind may give several letters
    return tuple(pools[letter].pop(0) for letter in word)


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

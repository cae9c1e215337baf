"""A steal search's splits in the compiled core (``cover_core.c``): its partner lookup and its covering search.

:class:`CompiledSplits` holds, in the core, one :class:`wordplay.thief.steals.StealSearch`'s split pieces and what
their lookups learn; the search's pair search asks it for partners (:meth:`CompiledSplits.within`) and its splits
into three words or more are searched there (:meth:`CompiledSplits.cover`), step for step as
:meth:`StealSearch._partners` and :func:`wordplay.thief.covering.cover` do in Python (the reference,
``WORDPLAY_PURE=1``): the same sets of pieces offered in the same order, and the same steps told. The core runs
the covering search until it has a set of pieces that reaches the bar, hands it back with its score to be offered,
and goes on with the bar the offer left, so no call goes back from the core into Python. It passes over the sets
:meth:`StealSearch.settle` would refuse or score below the bar, and scores a set that needs the exact card search
(a stolen Wild, a word that could be of one suit) itself, in the scorer's own card searches
(:meth:`wordplay.thief.points.Scorer.card_supplies`: the words they list are listed once, whoever lists them first),
handing it back only when it reaches the bar (where the card search is not compiled, Python scores such a set).

The core lists the split pieces and makes their search of them in one call (``split_walk``): the pieces stay in its
memory, and Python holds only their columns (:class:`CorePieces`), making a piece a tuple when a set holding it is
scored.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from operator import neg
from typing import TYPE_CHECKING, Any, overload

import wordplay.thief.native as native
from wordplay.thief.alphagrams import AlphagramIndex
from wordplay.thief.packed_keys import unpack_keys

if TYPE_CHECKING:  # covering imports nothing of this module, which needs only its shapes
    from wordplay.thief.covering import Bar, Offer, Piece, Splitting

MOST_LETTERS = 32  # the core's keys hold 32 letters (cover_core.h)
_SETTLE, _STOP = 1, 2  # cover_next's answers (WC_SETTLE, WC_STOP); 0 is done
_NOTHING, _NOTHING_I = array("q"), array("i")  # no ranking told to pairs_run, and no words
# The pair search ranks its plain pairs itself (pairs_run with a ranking) in the WebAssembly module, where each call
# crosses the browser's bridge (313 calls for best 20 with REEDWA?, 5 when ranked); not in the extension (unless
# this is set: the tests do), whose calls cost less than counting every piece's words (about 0.8 us a piece: 2 ms
# for REEDWA?, 5 ms for AEIOWA?).
RANKS_NATIVELY = False


def _unranked() -> None:
    return None


class CorePieces(Sequence["Piece"]):
    """A steal search's split pieces as the compiled core listed them (``split_walk``), best bound first: their
    columns (keys and the stolen letters each can hold as packed bytes, lengths, bounds), each piece made a Python
    tuple only when asked for (a set the core hands back to be scored: a few of the thousands it holds)."""

    def __init__(self, columns: tuple[bytes, bytes, bytes, bytes], width: int) -> None:
        """``columns``: ``split_walk``'s keys, int32 lengths, holds and int64 bounds; ``width``: a key's bytes."""
        keys, lengths, holds, bounds = columns
        self._keys, self._holds, self._width = keys, holds, width
        self.lengths: Sequence[int] = memoryview(lengths).cast("i")
        self.bounds: Sequence[int] = memoryview(bounds).cast("q")
        self._made: list[Piece | None] = [None] * len(self.lengths)

    def __len__(self) -> int:
        return len(self._made)

    @overload
    def __getitem__(self, i: int) -> Piece: ...

    @overload
    def __getitem__(self, i: slice) -> list[Piece]: ...

    def __getitem__(self, i: int | slice) -> Piece | list[Piece]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        made = self._made[i]  # raises IndexError past the end, as a list does
        if made is None:
            if i < 0:
                i += len(self)
            made = self._made[i] = (self.key(i), self.lengths[i], self._at(self._holds, i), self.bounds[i])
        return made

    def __iter__(self) -> Iterator[Piece]:
        return iter(self.listed())

    @property
    def key_bytes(self) -> bytes:
        """Every piece's packed letters, as the core listed them."""
        return self._keys

    def key(self, i: int) -> int:
        """Piece ``i``'s packed letters."""
        return self._at(self._keys, i)

    def _at(self, column: bytes, i: int) -> int:
        return int.from_bytes(column[i * self._width : (i + 1) * self._width], "little")

    def keys(self, count: int) -> list[int]:
        """The packed letters of the first ``count`` pieces (split a block at a time by struct: in the browser,
        where each Python step costs more, far faster than a slice and a conversion a piece)."""
        return unpack_keys(self._keys, 0, count, self._width)

    def listed(self) -> list[Piece]:
        """Every piece as a tuple (for the Python loops that read them all: counting, splits into three)."""
        return [self[i] for i in range(len(self))]


class CompiledSplits:
    """One steal search's split pieces in the compiled core, with the lookups they share."""

    def __init__(
        self,
        core: Any,
        index: AlphagramIndex,
        pieces: Sequence[Piece],
        hand: int,
        jokers: int,
        shortest: int,
        search: Any = None,
    ) -> None:
        """``pieces``: the search's split pieces (best bound first); ``hand``: its hand's letter cards (packed);
        ``jokers``: its Wilds, the hand's and the stolen word's; ``shortest``: the shortest word the rules allow.
        ``search``: the core's split search of these pieces when it made it (``split_walk``: ``pieces`` are then
        its :class:`CorePieces`), else it is made of them here."""
        self._core, self._pieces = core, pieces
        self._words = index.words
        # pairs ranked in the core (:data:`RANKS_NATIVELY`): one call for a run of pairs, every piece's words counted
        self._ranks = RANKS_NATIVELY or not hasattr(core, "split_search_of")  # the module has no split_search_of
        self._width = width = index.packing.width
        self._supplies: tuple[object, object] | None = None
        # the letters' code points, for the core's card search (Packing.letters spells a piece with them)
        alphabet = index.packing.alphabet
        self._alphabet = (
            array("i", map(ord, alphabet))
            if hasattr(core, "cover_cards") and all(len(ch) == 1 for ch in alphabet)
            else None
        )
        self._bounds: Sequence[int] = pieces.bounds if isinstance(pieces, CorePieces) else [p[3] for p in pieces]
        if search is not None:
            self._search = search
            return
        graph = (index.buffers, index.graph.root, len(index.packing.alphabet))
        if hasattr(core, "split_search_of"):  # the extension reads the pieces as they are
            self._search = core.split_search_of(*graph, pieces, self._bytes(hand), jokers, shortest)
            return
        self._search = core.split_search(
            *graph,
            b"".join(p[0].to_bytes(width, "little") for p in pieces),
            array("i", [p[1] for p in pieces]),
            b"".join(p[2].to_bytes(width, "little") for p in pieces),
            array("q", [p[3] for p in pieces]),
            self._bytes(hand),
            jokers,
            shortest,
        )

    def holding(self, stolen: int) -> tuple[list[int], list[int]] | None:
        """For each piece, how many of the ``stolen`` letters it can hold and how many it cannot (what
        :meth:`wordplay.thief.steals.StealSearch._holding` counts); None where the core does not count them."""
        if not hasattr(self._core, "holding"):
            return None
        counted: tuple[list[int], list[int]] = self._core.holding(self._search, self._bytes(stolen))
        return counted

    def _bytes(self, key: int) -> bytes:
        return key.to_bytes(self._width, "little")

    def within(
        self, needs: int, most: int, spare: int, first: int, least: float, tick: Callable[[int], None]
    ) -> list[int]:
        """:meth:`wordplay.thief.steals.StealSearch._partners`' ``within``, its steps told to ``tick`` as it tells
        them."""
        found: list[int]
        found, told = self._core.within(self._search, self._bytes(needs), self._bytes(most), spare, first, float(least))
        for steps in told:
            tick(steps)
        return found

    def cover(self, search: Splitting, words: int, offer: Offer, bar: Bar) -> None:
        """:func:`wordplay.thief.covering.cover` of ``search`` (whose split pieces these are) in the core."""
        if not self._pieces:
            return
        self._start(search, words)
        self._settle(self._core.cover_next, _scored(search), offer, bar)

    def pairs(self, search: Splitting, offer: Offer, bar: Bar, base: float, bonus: float, most_held: int) -> None:
        """:meth:`wordplay.thief.steals.StealSearch.splits`' splits into two (scored) of ``search`` in the core:
        ``base``, ``bonus`` and ``most_held`` as that loop reads them."""
        if not self._pieces:
            return
        self._start(search, 2)
        self._core.pairs_start(self._search, float(base), float(bonus), most_held)
        # with a ranking (:meth:`wordplay.thief.finder._Ranking.ranked`), the core ranks the pairs it scores as the
        # search would (score_core.h) and tells them afterwards; without one, it hands back each pair alone
        ranked: Callable[[], tuple[int, int, array[int]] | None] = getattr(bar, "ranked", lambda: None)
        if not self._ranks:
            ranked = _unranked
        words = self._word_counts(bar.value - self._bounds[0] - bonus) if ranked() is not None else _NOTHING_I
        run = self._core.pairs_run

        def step(handle: Any, value: float, left: int) -> Any:
            state = ranked()
            top, kind, items = state if state is not None else (0, 0, _NOTHING)
            return run(handle, value, left, top, kind, items, words)

        self._settle(step, _scored(search), offer, bar)

    def _word_counts(self, least: float) -> Any:
        """The words of each piece whose bound reaches ``least`` (the pieces come best bound first: those a pair can
        hold with the bar as it is, which only rises; the core hands back alone a pair of a piece past them). The
        WebAssembly module counts them itself, in its memory (``word_counts``: each word counted here cost about
        3 us in the browser, 10 ms of REEDW??'s best 20)."""
        reach = bisect_right(self._bounds, -least, key=neg)
        pieces = self._pieces
        counted = getattr(self._core, "word_counts", None)
        if counted is not None and isinstance(pieces, CorePieces):
            return counted(self._search, self._words, pieces.key_bytes, reach)
        keys = pieces.keys(reach) if isinstance(pieces, CorePieces) else [p[0] for p in pieces[:reach]]
        return array("i", map(len, map(self._words.__getitem__, keys)))

    def _settle(
        self,
        step: Callable[..., Any],
        settle: Callable[[list[Piece], Offer, float, int | None], None],
        offer: Offer,
        bar: Bar,
    ) -> None:
        """Go on with the core's search (``step``: ``cover_next``, or the pair search's ``pairs_run``), each set it
        hands back settled (``settle``: scored and offered) with the bar it has then and the core's plain score of it
        (None: the exact card search decides), until it is done (or the steps it tells stop it). ``pairs_run`` also
        tells the pairs it ranked itself before its answer, each with the steps before it: each is settled here in
        turn, as if handed back alone: its plain score reaches the bar, so it is offered as it is (what ``settle``
        does with it), its pieces' letters and lengths read from their columns (hundreds of pairs a search in the
        browser: no piece made a tuple for them)."""
        pieces, tick = self._pieces, bar.tick
        key, length = self._columns()
        while True:
            left = bar.left
            answer, steps, chosen, plain, *told = step(self._search, float(bar.value), -1 if left is None else left)
            for done, i, j, points in told[0] if told else ():
                tick(done)
                if points < bar.value:
                    raise AssertionError(f"the core ranked a pair at {points}, below the bar of {bar.value}")
                offer(points, (key(i), key(j)), (length(i), length(j)))
            tick(steps)  # raises when the core stopped at the step where the search stops
            if answer == _STOP:
                raise AssertionError(f"a split search stopped past {left:,} steps, and its search went on")
            if answer != _SETTLE:
                return
            settle([pieces[i] for i in chosen], offer, bar.value, plain)

    def _columns(self) -> tuple[Callable[[int], int], Callable[[int], int]]:
        """A piece's packed letters and its length, by its index."""
        pieces = self._pieces
        if isinstance(pieces, CorePieces):
            return pieces.key, pieces.lengths.__getitem__
        return (lambda i: pieces[i][0]), (lambda i: pieces[i][1])

    def _start(self, search: Splitting, words: int) -> None:
        """The rules the core's search reads for splits of ``search`` into ``words`` words (``cover_start``)."""
        scorer, ruleset = search.scorer, search.ruleset
        room = search.n_stolen + search.n_hand
        bonus = search.top_bonus if search.n_hand >= ruleset.hand_size else 0
        bonus += sum(max(c.value, 0) for c in (*scorer.stolen, *scorer.hand) if c.is_wild)
        bounding = scorer.bounding(room)
        self._core.cover_start(
            self._search,
            words,
            search.hand_wilds + search.wilds,
            room,
            max(ruleset.suit_multiplier, 1),
            bounding.wilds,
            bounding.longest_suited,
            float(bonus),
            self._bytes(search.stolen),
            self._bytes(search.hand),
            self._bytes(scorer.pool_fixed),
            b"".join(map(self._bytes, scorer.suit_letters)),
            bounding.values,
            bounding.bonus,
            search.n_stolen,
            search.n_hand,
            search.wilds,
            search.hand_wilds,
            search.least,
            scorer.stolen_value,
            ruleset.hand_size,
            ruleset.all_cards_bonus,
        )
        # no supplies made when no set can need the card search (a hint's steal of a word without suits: two card
        # searches' set-up for each stolen word, never searched)
        supplies = scorer.card_supplies() if self._alphabet is not None and not scorer.plain_only else None
        if supplies is not None:  # the sets that need the card search scored in the core, in the scorer's supplies
            self._core.cover_cards(self._search, *supplies, self._alphabet)
            self._supplies = supplies  # the core holds them by pointer: alive while it may read them


def _scored(search: Splitting) -> Callable[[list[Piece], Offer, float, int | None], None]:
    """A set of pieces the core handed back, scored and offered as :meth:`wordplay.thief.steals.StealSearch.settle`
    does, without its checks: the core hands back only the sets they pass (``worth_settling`` in
    ``cover_core.c``; Hoffman's condition over every group of pieces was a third of a listing's search in Python).
    Its score is the core's (plain, or found by the core's card search: it hands such a set back only when it
    reaches the bar), else (None: no compiled card search) :meth:`wordplay.thief.points.Scorer.score`."""
    score = search.scorer.score

    def scored(chosen: list[Piece], offer: Offer, at_least: float, plain: int | None) -> None:
        keys, lengths = tuple([p[0] for p in chosen]), tuple([p[1] for p in chosen])
        found = plain if plain is not None else score(keys, lengths, at_least)
        if found is not None and found >= at_least:  # below the bar it would not be kept
            offer(found, keys, lengths)

    return scored


def compiled_splits(
    index: AlphagramIndex, pieces: Sequence[Piece], hand: int, jokers: int, shortest: int
) -> CompiledSplits | None:
    """The split search of these pieces in the compiled core, or None when the core is not there (or cannot hold
    the alphabet): the caller searches in Python."""
    core = native.compiled_module()
    if core is None or not hasattr(core, "split_search") or len(index.packing.alphabet) > MOST_LETTERS:
        return None
    return CompiledSplits(core, index, pieces, hand, jokers, shortest)

"""Letter counts as integers, and a lexicon's words grouped by their letters (alphagrams).

The steal finder asks again and again "which words can these cards make?". In a word graph
over each word's letters *in alphabetical order* (its alphagram: STONE, NOTES and ONSET are all
ENOST) every set of letters is one path, so a walk over a pool of cards meets each set of
letters once, not once per order as the lexicon's own graph would; the words of a set come from
a table. Since a word's score depends only on its cards, never on their order, the finder
scores an alphagram once for all its words.

Letter counts are packed in one integer, 9 bits a letter (:class:`Packing`): "holds", "adds up
to" and "what is missing" are then a few integer operations.

The two walks (:meth:`AlphagramIndex.pieces` and :meth:`AlphagramIndex.supersets`) run in the compiled
core when it is built (:mod:`wordplay.thief.native`), node for node as the Python below, which stays the
reference (``WORDPLAY_PURE=1``).
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import wordplay.thief.native as native
from wordplay.core.wordgraph import WordGraph, build_graph

if TYPE_CHECKING:  # points imports this module
    from wordplay.thief.points import Bounding

BITS = 9
FIELD = (1 << BITS) - 1
TOLD = 4096  # a walk tells the search its steps so many at a time
PIECE_STEPS = 2  # the steps a piece costs to bound and sort (about two graph nodes walked)
SPLIT_LETTERS = 32  # the most letters the core's split search holds (cover_core.h's WC_MAX_LETTERS)
SPELT_KEPT = 65536  # alphagrams whose letters a Packing keeps spelt (then it starts again)

#: A ranked alphagram with its plain score (:meth:`wordplay.thief.points.Scorer.scoring`): packed, length, the stolen
#: letters it can hold, bound, and the score when no exact card search is needed (else None).
Scored = tuple[int, int, int, int, "int | None"]


class Packing:
    """Letter counts of an alphabet packed in an integer, and field-wise operations on them."""

    def __init__(self, alphabet: str) -> None:
        self.alphabet = alphabet
        self.index = {ch: i for i, ch in enumerate(alphabet)}
        self.unit = [1 << (BITS * i) for i in range(len(alphabet))]
        self.guard = sum(256 << (BITS * i) for i in range(len(alphabet)))
        self.ones = sum(self.unit)
        self.top = BITS * (len(alphabet) - 1)
        self.width = (BITS * len(alphabet) + 7) // 8  # bytes of a key written out (the compiled core's keys)
        self._spelt: dict[int, str] = {}  # letters() of the keys met lately: a search scores the same keys again

    def pack(self, letters: Iterable[str]) -> int:
        index, unit = self.index, self.unit
        return sum(unit[index[ch]] for ch in letters)

    def excess(self, a: int, b: int) -> int:
        """Field-wise max(0, a - b): what ``a`` has beyond ``b``."""
        d = (a | self.guard) - b
        return d & (((d & self.guard) >> 8) * 255)

    def size(self, a: int) -> int:
        """How many letters ``a`` counts."""
        return ((a * self.ones) >> self.top) & FIELD

    def counts(self, a: int) -> list[int]:
        return [(a >> (BITS * i)) & FIELD for i in range(len(self.alphabet))]

    def letters(self, a: int) -> str:
        """The letters of ``a`` in alphabetical order (the alphagram)."""
        found = self._spelt.get(a)
        if found is None:
            if len(self._spelt) >= SPELT_KEPT:
                self._spelt.clear()
            found = self._spelt[a] = "".join(ch * ((a >> (BITS * i)) & FIELD) for i, ch in enumerate(self.alphabet))
        return found

    def weigh(self, values: list[int]) -> int:
        """The letters' values packed in reverse: the product with counts ``a`` holds, in its top
        field, the total value of ``a`` (:meth:`value_of`)."""
        return sum(v << (BITS * (len(self.alphabet) - 1 - i)) for i, v in enumerate(values))

    def value_of(self, a: int, weights: int) -> int:
        """The total value of the letters counted by ``a`` (``weights`` from :meth:`weigh`). Exact
        while no field of the product passes 511: counts times values stay small (at most 40
        letters of value 12 or less)."""
        return ((a * weights) >> self.top) & FIELD


class AlphagramIndex:
    """A lexicon's alphagrams as a word graph, and the words of each (keyed by packed counts)."""

    def __init__(
        self, lexicon: Any, words: dict[int, tuple[str, ...]] | None = None, graph: WordGraph | None = None
    ) -> None:
        """Built from ``lexicon`` (a few seconds for ENABLE), or from saved ``words`` and ``graph``."""
        self.packing = Packing(lexicon.alphabet)
        if words is None or graph is None:
            words, graph = _build(lexicon, self.packing)
        self.words: dict[int, tuple[str, ...]] = words
        self.graph: WordGraph = graph
        # the graph's arrays, as the compiled core takes them
        self.buffers = (graph.first_edge, graph.edge_letters, graph.edge_targets, graph.terminals)

    @classmethod
    def of_keys(cls, packing: Packing, keys: Iterable[int]) -> AlphagramIndex:
        """An index of these alphagrams alone (a search's pieces, packed): a walk of its graph enters only the paths
        that lead to one of them, where the lexicon's graph has many more (the compiled core's twin is cover_core.c's
        piece_graph, a trie: a walk enters the same paths, so it counts the same steps)."""
        counts = packing.counts
        spelt = sorted({bytes(i for i, n in enumerate(counts(k)) for _ in range(n)) for k in keys} - {b""})
        return cls(_Alphabet(packing.alphabet), {}, build_graph(spelt, packing.alphabet))

    def pieces(
        self,
        counts: list[int],
        jokers: int,
        max_length: int,
        min_length: int,
        tick: Callable[[int], None] | None = None,
    ) -> list[tuple[int, int]]:
        """Every alphagram (packed, length) spelt from ``counts`` (letter index -> cards) and
        ``jokers`` cards that may be any letter, with ``min_length`` to ``max_length`` letters.
        ``tick(steps)`` is called every few thousand steps (graph nodes) of the walk (a bounded
        search raises there to stop)."""
        core = native.compiled_module()
        if core is not None:
            nl = len(self.packing.alphabet)
            found: list[tuple[int, int]]
            found, spent = core.pieces(
                self.buffers, self.graph.root, nl, array("i", counts), jokers, max_length, min_length
            )
            _tell_steps(tick, spent)
            return found
        g = self.graph
        first, letters, targets, terminals = g.first_edge, g.edge_letters, g.edge_targets, g.terminals
        unit = self.packing.unit
        out: list[tuple[int, int]] = []
        steps = [0]

        def walk(node: int, jokers: int, key: int, depth: int) -> None:
            depth += 1
            steps[0] += 1
            if steps[0] >= TOLD and tick is not None:
                tick(steps[0])
                steps[0] = 0
            for e in range(first[node], first[node + 1]):
                letter = letters[e]
                if counts[letter]:
                    counts[letter] -= 1
                    joker = 0
                elif jokers:
                    joker = 1
                else:
                    continue
                child = targets[e]
                k = key + unit[letter]
                if terminals[child] and depth >= min_length:
                    out.append((k, depth))
                if depth < max_length and first[child] < first[child + 1]:
                    walk(child, jokers - joker, k, depth)
                if not joker:
                    counts[letter] += 1

        if max_length > 0:
            walk(g.root, jokers, 0, 0)
        return out

    def ranked_pieces(
        self,
        counts: list[int],
        jokers: int,
        max_length: int,
        min_length: int,
        tick: Callable[[int], None] | None,
        bounding: Bounding,
        viable: list[bool] | None = None,
        descending: bool = False,
        left: int | None = None,
        scoring: array[int] | None = None,
    ) -> list[Any] | None:
        """:meth:`pieces` bounded and ranked in the compiled core: (packed, length, the stolen letters it can
        hold, bound) of each alphagram of a length ``viable`` allows, best bound first, then by packed letters
        (ascending, or ``descending``); ``bounding`` is :meth:`wordplay.thief.points.Scorer.bounding`. None when
        the core is not there (the caller lists, bounds and sorts them in Python, the reference). ``left``: the steps
        the search has left (None: no bound); the walk stops where ``tick`` would stop the Python walk. With
        ``scoring`` (:meth:`wordplay.thief.points.Scorer.scoring`), each also has its plain score (:data:`Scored`),
        and only those whose bound reaches the scoring's least are listed."""
        walk = (array("i", counts), jokers, max_length, min_length)
        found = self._ranked_walk(walk, tick, bounding, viable, descending, False, left, scoring=scoring)
        return None if found is None else found[0]

    def ranked_split_pieces(
        self,
        counts: list[int],
        jokers: int,
        max_length: int,
        min_length: int,
        tick: Callable[[int], None] | None,
        bounding: Bounding,
        viable: list[bool] | None,
        left: int | None = None,
    ) -> tuple[list[tuple[int, int, int, int]], list[tuple[int, int, int, int]]] | None:
        """:meth:`ranked_pieces` (ascending) and, of them, in order, those that may be words of a split
        (:meth:`wordplay.thief.steals.StealSearch.split_pieces`' tests, worked out in the core); None when the
        core is not there. The search ticks :data:`PIECE_STEPS` for each piece listed: a listing whose steps and
        pieces pass ``left`` is only counted, and ticked here (the search stops there, as it would on its list)."""
        walk = (array("i", counts), jokers, max_length, min_length)
        found = self._ranked_walk(walk, tick, bounding, viable, False, True, left, PIECE_STEPS)
        return None if found is None else (found[0], found[1])

    def split_walk(
        self,
        counts: list[int],
        jokers: int,
        max_length: int,
        min_length: int,
        tick: Callable[[int], None] | None,
        bounding: Bounding,
        viable: list[bool] | None,
        left: int | None = None,
        reach: tuple[int, int, int] | None = None,
    ) -> tuple[Any, int, tuple[bytes, bytes, bytes, bytes]] | None:
        """:meth:`ranked_split_pieces` with the split search of the split pieces made of them in the compiled core,
        in one call (``split_walk``): the search (for :class:`wordplay.thief.compiled_splits.CompiledSplits`), how
        many pieces the walk listed, and the split pieces' columns (keys, int32 lengths, holds, int64 bounds: bytes),
        never made Python tuples only to be sent back in. None when the core has no such call or cannot hold the
        alphabet (the caller asks :meth:`ranked_split_pieces`). Its steps are told and stop the search as there.
        ``reach``: only the split pieces that can be part of a split reaching the bar
        (:meth:`wordplay.thief.steals.StealSearch._reaching`; None: all of them)."""
        core = native.compiled_module()
        if core is None or not hasattr(core, "split_walk") or len(self.packing.alphabet) > SPLIT_LETTERS:
            return None
        walk = (array("i", counts), jokers, max_length, min_length)
        reaching = (None if reach is None else array("q", reach),)
        found = self._ranked_walk(
            walk, tick, bounding, viable, False, True, left, PIECE_STEPS, call=core.split_walk, more=reaching
        )
        assert found is not None
        answer = found[2]
        return answer[0], answer[2], (answer[3], answer[4], answer[5], answer[6])

    def _ranked_walk(
        self,
        walk: tuple[Any, ...],
        tick: Callable[[int], None] | None,
        bounding: Bounding,
        viable: list[bool] | None,
        descending: bool,
        split: bool,
        left: int | None,
        piece_steps: int = 0,
        scoring: array[int] | None = None,
        call: Callable[..., Any] | None = None,
        more: tuple[Any, ...] = (),
    ) -> tuple[list[Any], list[tuple[int, int, int, int]], Any] | None:
        """``piece_steps``: what the search ticks for each piece after the walk (0: nothing), so that a listing
        past ``left`` is only counted; ``call``: the core's walk (``ranked_pieces`` unless given), with the arguments
        ``more`` after the others. Also the core's whole answer, last."""
        core = native.compiled_module()
        if core is None:
            return None
        limit = _walk_limit(left) if tick is not None else 0
        budget = left if piece_steps and tick is not None and left is not None and left > 0 else 0  # 0: none
        answer = (call or core.ranked_pieces)(
            *self._ranking(walk, bounding, viable, descending, split, limit, budget, piece_steps, scoring), *more
        )
        _tell_steps(tick, answer[1])
        if limit and answer[1] >= limit:  # the ticks above stop the search there, as they stop the Python walk
            raise AssertionError(f"a walk stopped at {limit:,} steps, and its search went on")
        if answer[0] is None:  # over the search's budget: the search stops on this tick, as on the listing
            assert tick is not None
            tick(piece_steps * answer[2])
            raise AssertionError(f"a listing of {answer[2]:,} pieces passed the steps left, and its search went on")
        if call is not None:
            return [], [], answer
        found: list[Any] = answer[0]
        return found, (answer[2] if split else []), answer

    def ranked_supersets(
        self,
        lo: int,
        hi: int,
        jokers: int,
        min_length: int,
        bounding: Bounding,
        viable: list[bool],
        scoring: array[int] | None = None,
    ) -> tuple[list[Any], int, int] | None:
        """:meth:`supersets` bounded and ranked in the compiled core, as :meth:`ranked_pieces` (of the lengths
        ``viable`` allows, best bound first, then by packed letters), the steps of the walk and how many there are;
        None when the core is not there. ``bounding`` must hold the length bonuses up to the longest alphagram the
        walk may meet (the letters of ``hi`` and ``jokers`` more). With ``scoring``, as :meth:`ranked_pieces`: the
        list holds only those worth listing, each with its plain score."""
        core = native.compiled_module()
        if core is None:
            return None
        counts, size = self.packing.counts, self.packing.size
        most = size(hi) + jokers
        walk = (array("i", counts(lo)), array("i", counts(hi - lo)), jokers, most, min_length)
        found = core.ranked_supersets(*self._ranking(walk, bounding, viable, False, False, 0, 0, 0, scoring))
        return (found[0], found[1], len(found[0])) if scoring is None else (found[0], found[1], found[2])

    def _ranking(
        self,
        walk: tuple[Any, ...],
        b: Any,
        viable: list[bool] | None,
        descending: bool,
        split: bool,
        limit: int,
        budget: int,
        piece_steps: int,
        scoring: array[int] | None = None,
    ) -> tuple[Any, ...]:
        """The arguments of the core's ranked walks: the graph, the walk's own (``walk``), then the bounds' (with
        the hand when the split pieces are asked for), the nodes the walk may enter (``limit``, 0: any), and the
        steps its search has left with the steps of a piece (``budget``, 0: none; ``thief_core.h``'s wt_bounds)."""
        longest = walk[-2]
        allowed = None if viable is None else bytes(viable[: longest + 1])
        return (
            self.buffers,
            self.graph.root,
            len(self.packing.alphabet),
            *walk,
            b.stolen,
            b.pool,
            b.values,
            b.bonus,
            allowed,
            b.suits,
            b.multiplier,
            b.bonus_doubled,
            b.wilds,
            b.longest_suited,
            int(descending),
            b.hand if split else None,
            b.least,
            b.stolen_wilds,
            limit,
            budget,
            TOLD,
            piece_steps,
            scoring,
        )

    def supersets(
        self, lo: int, hi: int, jokers: int, min_length: int = 1, longest: int | None = None
    ) -> tuple[list[int], int]:
        """Every alphagram (packed) that holds the letters ``lo`` and at most ``jokers`` letters beyond
        ``hi`` (which holds ``lo``), of ``min_length`` letters or more (and ``longest`` or fewer: the walk
        goes no deeper): the words that can complete a split, looked up instead of tried one by one
        (:mod:`wordplay.thief.steals`); and how many steps (graph nodes) the walk took.

        The walk follows the graph in alphabetical order, so a path that passes a letter ``lo``
        still needs is dropped at once: the more ``lo`` holds, the smaller the walk."""
        g = self.graph
        first, letters, targets, terminals = g.first_edge, g.edge_letters, g.edge_targets, g.terminals
        unit = self.packing.unit
        counts = self.packing.counts
        required = [letter for letter, n in enumerate(counts(lo)) for _ in range(n)]
        spare = counts(hi - lo)
        need = len(required)
        most = need + self.packing.size(hi - lo) + jokers
        if longest is not None:
            most = min(most, longest)
        core = native.compiled_module()
        if core is not None:
            keys: list[int]
            keys, spent = core.supersets(
                self.buffers, g.root, len(spare), array("i", counts(lo)), array("i", spare), jokers, most, min_length
            )
            return keys, spent
        out: list[int] = []
        steps = [0]

        def walk(node: int, jokers: int, key: int, depth: int, done: int) -> None:
            depth += 1
            steps[0] += 1
            wanted = required[done] if done < need else 99
            for e in range(first[node], first[node + 1]):
                letter = letters[e]
                if letter > wanted:
                    return  # the path would pass a letter it still needs
                joker = 0
                if letter == wanted:
                    step = 1
                elif spare[letter]:
                    spare[letter] -= 1
                    step = 0
                elif jokers:
                    step, joker = 0, 1
                else:
                    continue
                child = targets[e]
                k = key + unit[letter]
                if done + step == need and terminals[child] and depth >= min_length:
                    out.append(k)
                if depth < most and first[child] < first[child + 1]:
                    walk(child, jokers - joker, k, depth, done + step)
                if not step and not joker:
                    spare[letter] += 1

        if most > 0:
            walk(g.root, jokers, 0, 0, 0)
        return out, steps[0]


class _Alphabet:
    """What :class:`AlphagramIndex` reads of a lexicon when it is given its words and graph: the alphabet."""

    def __init__(self, alphabet: str) -> None:
        self.alphabet = alphabet


def _build(lexicon: Any, packing: Packing) -> tuple[dict[int, tuple[str, ...]], WordGraph]:
    unit, alphabet = packing.unit, lexicon.alphabet
    words: dict[int, list[str]] = {}
    sorted_letters: dict[int, bytes] = {}
    for seq in lexicon.graph.sequences():
        key = 0
        for letter in seq:
            key += unit[letter]
        found = words.get(key)
        if found is None:
            words[key] = [_spell(seq, alphabet)]
            sorted_letters[key] = bytes(sorted(seq))
        else:
            found.append(_spell(seq, alphabet))
    graph = build_graph(sorted(sorted_letters.values()), alphabet)
    return {k: tuple(v) for k, v in words.items()}, graph


def _spell(seq: Iterable[int], alphabet: str) -> str:
    return "".join([alphabet[i] for i in seq])


def _tell_steps(tick: Callable[[int], None] | None, spent: int) -> None:
    """Report a compiled walk's ``spent`` steps as the Python walk does: every 4,096 steps, the rest untold."""
    if tick is not None:
        for _ in range(spent // TOLD):
            tick(TOLD)


def _walk_limit(left: int | None) -> int:
    """The node a compiled walk may stop on (0: none) in a search with ``left`` steps left: the Python walk
    tells its steps every 4,096 nodes, and the search stops at the first telling past ``left``, so the rest of the
    walk would be thrown away (a limit past 32 bits is none: no walk is so long)."""
    if left is None:
        return 0
    limit = (max(left, 0) // TOLD + 1) * TOLD
    return limit if limit < 2**31 else 0

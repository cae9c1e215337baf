"""The split search in the compiled core (``cover_core.c``, through :mod:`wordplay.thief.compiled_splits`) against the
pure-Python reference: :meth:`StealSearch._partners`' lookups and :func:`wordplay.thief.covering.cover`.

Each is asked the same questions on seeded deals (hands of 7 and 8 cards with suits and up to two Wilds, stolen
words with a Wild now and then) and must answer alike: the same pieces for each lookup with the same steps told
in the same order, and the covering search the same sets of pieces, in the same order, with the same steps, under
a bar that rises as sets are scored (a search for the best few) and with a step budget that stops it part way.
The searches as a whole (every move, the best few, stopped by their steps) are compared in ``test_thief_native.py``.
"""

from __future__ import annotations

import heapq
import math
import random
from typing import Any

import pytest

from tests.thief.test_thief_native import RULES, _deal
from wordplay.core.lexicon import load_lexicon
from wordplay.thief import native
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.alphagrams import AlphagramIndex
from wordplay.thief.compiled_splits import CompiledSplits
from wordplay.thief.covering import cover
from wordplay.thief.points import Scorer
from wordplay.thief.steals import StealSearch

pytestmark = pytest.mark.skipif(native.compiled_module() is None, reason="the C extension is not built")


class _Spent(Exception):
    """The bar's steps are spent."""


class _Bar:
    """A bar keeping the ``top`` best scores offered (its value the lowest of them once it has ``top``), its steps
    counted against ``steps`` (None: no bound), each telling logged."""

    def __init__(self, top: int | None, steps: int | None) -> None:
        self.top, self.steps, self.spent = top, steps, 0
        self.best: list[int] = []  # the top best scores so far, a heap
        self.told: list[int] = []

    @property
    def value(self) -> float:
        return -math.inf if self.top is None or len(self.best) < self.top else self.best[0]

    @property
    def left(self) -> int | None:
        return None if self.steps is None else self.steps - self.spent

    def tick(self, steps: int = 1) -> None:
        self.spent += steps
        self.told.append(steps)
        if self.steps is not None and self.spent > self.steps:
            raise _Spent

    def offer(self, log: list[Any]) -> Any:
        def offered(score: int, keys: tuple[int, ...], lengths: tuple[int, ...]) -> None:
            log.append((score, keys, lengths))
            if self.top is not None:
                (heapq.heappush if len(self.best) < self.top else heapq.heappushpop)(self.best, score)

        return offered


def _search(monkeypatch, pure: bool, hand, target, bar: _Bar) -> StealSearch:
    """A steal search of ``target`` with ``hand`` on the pure path or the compiled one, its pieces listed."""
    monkeypatch.setenv("WORDPLAY_PURE", "1" if pure else "0")
    index = alphagram_index(load_lexicon("enable"))
    scorer = Scorer(RULES, index.packing, target.cards, hand, bar.tick)
    search = StealSearch(index, RULES, scorer, target.text, bar)
    search.split_pieces()
    assert (search._compiled is None) == pure
    return search


def _deals(count: int, first: int) -> list[tuple[Any, Any]]:
    """Seeded hands and stolen words: long words among them, so that splits into three and four are many."""
    out = []
    for seed in range(first, first + count):
        rng = random.Random(seed)
        hand, table = _deal(rng, 7 + seed % 2, 3)
        out.append((hand, max(table, key=lambda t: len(t.cards))))
    return out


@pytest.mark.parametrize("seed", [41, 47])
def test_the_lookups_are_the_pure_ones(seed, monkeypatch):
    """Random lookups (the stolen letters needed, the letters within, Wilds spare, from a piece on, a bar or none)
    answer the same pieces and tell the same steps, asked twice (the second time from what was kept); each of the
    three ways to answer is met: checking the few pieces that reach the bar, the pieces less letters, a walk."""
    hand, target = _deals(1, seed)[0]  # a hand with one Wild, then two
    rng = random.Random(seed)
    answers = []
    for pure in (True, False):
        bar = _Bar(None, None)
        search = _search(monkeypatch, pure, hand, target, bar)
        p, pieces = search.index.packing, search.split_pieces()
        stolen, spare_letters = p.letters(search.stolen), p.letters(search.hand)
        rng.seed(seed)
        got = []
        for _ in range(400):
            needs = p.pack(rng.sample(stolen, rng.randint(0, min(2, len(stolen)))))
            most = needs + p.pack(rng.sample(spare_letters, rng.randint(0, len(spare_letters))))
            if rng.random() < 0.3:
                most += p.pack(rng.sample(stolen, min(2, len(stolen))))
            spare, first = rng.randint(0, 3), rng.randint(0, len(pieces))
            least = rng.choice([-math.inf, -math.inf, 10.0, 30.0, 60.0])
            for _ in range(2):
                bar.told.clear()
                found = search.within(needs, most, spare, first, least)
                got.append((found, list(bar.told)))
        answers.append(got)
    assert answers[0] == answers[1]
    asked = list(zip(answers[0][::2], answers[0][1::2], strict=True))
    assert any(len(first[1]) > 1 for first, _ in asked), "no table of the pieces less letters built"
    assert any(first[1] and not again[1] for first, again in asked), "no answer kept"
    assert any(again[1] and len(again[1]) == 1 for _, again in asked), "no few pieces checked one by one"
    assert sum(bool(found) for found, _ in answers[0]) > 100


@pytest.mark.parametrize(("seed", "words", "top"), [(61, 3, None), (64, 4, None), (63, 4, 3), (66, 3, 5), (60, 3, 5)])
def test_the_covering_search_is_the_pure_one(seed, words, top, monkeypatch):
    """Every set of pieces offered (or the best few, the bar rising as they are scored), in the same order, and
    the same steps told in all."""
    hand, target = _deals(1, seed)[0]
    runs = []
    for pure in (True, False):
        bar = _Bar(top, None)
        search = _search(monkeypatch, pure, hand, target, bar)
        log: list[Any] = []
        if pure:
            cover(search, words, bar.offer(log), bar)
        else:
            assert isinstance(search._compiled, CompiledSplits)
            search._compiled.cover(search, words, bar.offer(log), bar)
        runs.append((log, bar.spent))
    assert runs[0] == runs[1]
    assert runs[0][0], "a deal with no split offered checks little"


@pytest.mark.parametrize("seed", [43, 52])
def test_the_covering_searches_of_one_search_share_what_they_learn(seed, monkeypatch):
    """Covering searches into three words, then four, then three again of one steal search, the bar rising as in a
    search for the best five: each offers the sets a fresh search offers with the bar as it then is (what a state is
    learnt to reach does not depend on the words the search began with), the compiled core step for step as the pure
    path, and together they walk no class's graph twice: it is built once for them all (covering.py's Learnt)."""
    hand, target = _deals(1, seed)[0]
    built: list[frozenset[int]] = []  # the pieces of each class graph built for the search (not the fresh ones)
    recording = [False]
    of_keys = AlphagramIndex.of_keys

    def counted(packing: Any, keys: Any) -> Any:
        if recording[0]:
            built.append(frozenset(keys))
        return of_keys(packing, keys)

    monkeypatch.setattr(AlphagramIndex, "of_keys", counted)
    runs = []
    for pure in (True, False):
        bar = _Bar(5, None)
        search = _search(monkeypatch, pure, hand, target, bar)
        run = []
        for words in (3, 4, 3):
            fresh_bar = _Bar(5, None)
            fresh_bar.best = list(bar.best)
            fresh = _search(monkeypatch, True, hand, target, fresh_bar)
            fresh_log: list[Any] = []
            cover(fresh, words, fresh_bar.offer(fresh_log), fresh_bar)
            log: list[Any] = []
            start = bar.spent
            if pure:
                recording[0] = True
                cover(search, words, bar.offer(log), bar)
                recording[0] = False
            else:
                assert isinstance(search._compiled, CompiledSplits)
                search._compiled.cover(search, words, bar.offer(log), bar)
            assert log == fresh_log
            run.append((log, bar.spent - start))
        runs.append(run)
        if pure:
            assert built, "no class looked up: the deal checks little"
            assert len(built) == len(set(built)), "a class's graph built again for the same search"
    assert runs[0] == runs[1]
    assert any(log for log, _ in runs[0]), "a deal with no split offered checks little"


def test_a_covering_search_stops_at_the_pure_ones_step(monkeypatch):
    """With a budget that runs out part way through the covering search, both stop at the same telling, having
    offered the same sets."""
    hand, target = _deals(1, 65)[0]
    whole = _Bar(5, None)
    search = _search(monkeypatch, True, hand, target, whole)
    start = whole.spent
    cover(search, 3, whole.offer([]), whole)
    needed = whole.spent - start
    assert needed > 1_000, "a search too short to stop part way"
    for fraction in (0.1, 0.5, 0.9):
        runs = []
        for pure in (True, False):
            bar = _Bar(5, None)
            search = _search(monkeypatch, pure, hand, target, bar)
            bar.steps = bar.spent + int(needed * fraction)
            log: list[Any] = []
            with pytest.raises(_Spent):
                if pure:
                    cover(search, 3, bar.offer(log), bar)
                else:
                    search._compiled.cover(search, 3, bar.offer(log), bar)
            runs.append((log, bar.spent))
        assert runs[0] == runs[1]


def _pairs(monkeypatch, pure: bool, hand, target, bar: _Bar, log: list[Any]) -> None:
    """The splits into two of ``target`` that :meth:`StealSearch.splits` offers (the Python loop, or the compiled
    core's pair search) logged in order, with their scores."""
    search = _search(monkeypatch, pure, hand, target, bar)
    calls: list[Any] = []
    if not pure:  # the compiled loop is the one that runs
        real = search._compiled.pairs
        monkeypatch.setattr(search._compiled, "pairs", lambda *a: calls.append(a) or real(*a))
    try:
        search.splits(bar.offer(log), False)
    finally:
        assert pure or calls, "the compiled pair search was not asked"


@pytest.mark.parametrize(("seed", "top"), [(61, None), (63, 3), (66, 5), (70, 1), (72, 20)])
def test_the_pair_search_is_the_pure_one(seed, top, monkeypatch):
    """Every split into two offered (or the best few, the bar rising as they are scored), in the same order, with
    the same scores, and the same steps told in all (the core tells them between the splits it hands back, the
    Python as it goes), on the pure path and in the compiled core."""
    hand, target = _deals(1, seed)[0]
    runs = []
    for pure in (True, False):
        bar, log = _Bar(top, None), []
        _pairs(monkeypatch, pure, hand, target, bar, log)
        runs.append((log, bar.spent))
    assert runs[0] == runs[1]
    assert runs[0][0], "a deal with no split offered checks little"


def test_a_pair_search_stops_at_the_pure_ones_step(monkeypatch):
    """With a budget that runs out part way through the pair search, both stop at the same telling (the same steps
    spent), having offered the same splits."""
    hand, target = _deals(1, 61)[0]
    whole = _Bar(None, None)
    _pairs(monkeypatch, True, hand, target, whole, [])
    assert whole.spent > 1_000, "a search too short to stop part way"
    for fraction in (0.1, 0.5, 0.9):
        runs = []
        for pure in (True, False):
            bar, log = _Bar(None, int(whole.spent * fraction)), []
            with pytest.raises(_Spent):
                _pairs(monkeypatch, pure, hand, target, bar, log)
            runs.append((log, bar.spent))
        assert runs[0] == runs[1]
        assert runs[0][0], "nothing offered before the stop checks little"


def test_the_stolen_letters_each_piece_holds_are_counted_as_in_python(monkeypatch):
    """The pair search's counts of the stolen letters each piece can hold and cannot (``StealSearch._holding``):
    from the core, the sizes Python counts."""
    hand, target = _deals(1, 47)[0]
    search = _search(monkeypatch, False, hand, target, _Bar(None, None))
    p, pieces = search.index.packing, search.split_pieces()
    assert search._compiled is not None
    held, unheld = search._compiled.holding(search.stolen)
    assert held == [p.size(q[2]) for q in pieces]
    assert unheld == [p.size(p.excess(search.stolen, q[2])) for q in pieces]
    assert len(set(unheld)) > 1


def test_malformed_pieces_are_refused():
    """The extension's reading of the pieces refuses what is not a list of (key, length, holds, bound) with keys
    that fit the alphabet, with a typed error."""
    core = native.compiled_module()
    index = alphagram_index(load_lexicon("enable"))
    graph, width = (index.buffers, index.graph.root, 26), index.packing.width
    hand = bytes(width)
    good = (index.packing.pack("CAT"), 3, 0, 7)
    assert core.split_search_of(*graph, [good], hand, 1, 2) is not None
    for pieces, error in (
        ((good,), TypeError),
        ([(1, 2, 3)], TypeError),
        ([("CAT", 3, 0, 7)], TypeError),
        ([(1 << (8 * width), 3, 0, 7)], OverflowError),
        ([(-1, 3, 0, 7)], OverflowError),
        ([(index.packing.pack("CAT"), -3, 0, 7)], ValueError),
    ):
        with pytest.raises(error):
            core.split_search_of(*graph, pieces, hand, 1, 2)
    with pytest.raises(ValueError):
        core.split_search_of(*graph, [(200 << 9, 3, 0, 7)], hand, 1, 2)  # a count past what the core holds


@pytest.mark.parametrize(("seed", "words"), [(61, 3), (64, 4)])
def test_the_core_hands_back_only_sets_that_need_no_check_in_python(seed, words, monkeypatch):
    """The core hands back only the sets :meth:`StealSearch.settle`'s checks accept (every group of pieces can get
    its stolen letters, Hoffman's condition in ``cover_core.c``'s ``worth_settling``): they are scored without
    those checks in Python (a third of a listing's search), and the sets offered are the pure search's."""
    import wordplay.thief.steals as steals

    checked = []
    shares_fit = steals.shares_fit

    def counting(*args: Any) -> bool:
        checked.append(args)
        return shares_fit(*args)

    monkeypatch.setattr(steals, "shares_fit", counting)
    hand, target = _deals(1, seed)[0]
    runs = []
    for pure in (True, False):
        bar = _Bar(None, None)
        search = _search(monkeypatch, pure, hand, target, bar)
        log: list[Any] = []
        checked.clear()
        if pure:
            cover(search, words, bar.offer(log), bar)
        else:
            search._compiled.cover(search, words, bar.offer(log), bar)
        runs.append((log, bar.spent, len(checked)))
    (pure_log, pure_spent, pure_checks), (core_log, core_spent, core_checks) = runs
    assert (core_log, core_spent) == (pure_log, pure_spent) and core_log
    assert pure_checks > 0 and core_checks == 0


@pytest.mark.parametrize("seed", [41, 47, 61, 64])
def test_the_split_pieces_are_listed_into_their_search_in_one_call(seed, monkeypatch):
    """The core lists the split pieces and makes their split search of them in one call (``split_walk``): none is
    made a Python tuple and sent back in (``split_search_of``, ``ranked_pieces`` with a hand). The pieces it hands
    back, the steps told and each piece's stolen letters held are the pure path's, which lists and tests every
    piece in Python."""
    from tests.thief.test_thief_native import Recording

    hand, target = _deals(1, seed)[0]
    recording = Recording(native.compiled_module())
    answers = []
    for pure in (True, False):
        monkeypatch.setattr(native, "_compiled", recording)
        bar = _Bar(None, None)
        search = _search(monkeypatch, pure, hand, target, bar)
        p = search.index.packing
        held = [(p.size(h), p.size(p.excess(search.stolen, h))) for _, _, h, _ in search.split_pieces()]
        answers.append((search.split_pieces(), bar.told, held))
    assert answers[0] == answers[1] and answers[0][0]
    called = [name for name, _, _ in recording.calls]
    assert called.count("split_walk") == 1, called
    assert not {"split_search_of", "split_search", "ranked_pieces"} & set(called), called

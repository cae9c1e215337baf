"""The covering search's lookups of the pieces that add enough beyond their cards, or are long enough
(``wordplay/thief/covering.py``'s ``_class_lookup``, mirrored by ``cover_core.c``'s ``class_within``): a state whose
bounds ask every next word of most lengths to add something beyond its cards (most states close to the bar: their words
must be of one suit to reach it, or leave a short one) looks up only the pieces that may pass, in graphs of their own,
far smaller than the graph of every piece.

Checked here: the lookup against a check of every piece; both paths (pure Python and the compiled core) on random
deals with Wilds and 8-card hands, offering the same sets in the same order with the same steps, stopping at the same
step; and the steps of ``issues show 27``'s slowest review position (seed 22, move 10).
"""

from __future__ import annotations

import math
import random

import pytest

from tests.thief.test_covering import RULES, _Bar, _search
from tests.thief.test_thief_native import _deal
from wordplay.thief import covering, native
from wordplay.thief.cards import loose_cards
from wordplay.thief.moves import TableWord


@pytest.mark.parametrize("seed", [2, 6])
def test_a_class_lookup_lists_every_piece_adding_enough_a_brute_force_finds(seed):
    """A class's lookup (the stolen letters a piece must hold, the letters it may take and Wilds spare, the longest
    piece, from a piece on) answers the pieces a check of every piece finds: each of ``start`` letters or more adding
    ``2 ** level`` or more beyond its cards (here a made-up amount per piece; level -1: whatever it adds), holding
    those stolen letters, within those letters but for the spare Wilds, and no longer; and maybe longer ones (a list
    kept from a lookup of the same letters for longer pieces), never others; and each class's graph is built once, a
    step a piece."""
    rng = random.Random(seed)
    hand, table = _deal(rng, 8, 2)
    target = max(table, key=lambda t: len(t.cards))
    search = _search(hand, target, _Bar(-math.inf))
    pieces, p = search.split_pieces(), search.index.packing
    adds = [rng.choice((0, 0, 0, 1, 2, 3, 5, 8, 13)) for _ in pieces]
    told: list[int] = []
    lookup = covering._class_lookup(search, pieces, adds, told.append, covering.Learnt())
    stolen, spare_letters = p.letters(search.stolen), p.letters(search.hand)
    built = {}
    for _ in range(300):
        level, start = rng.randint(-1, 3), rng.choice((0, 0, 3, 5))
        needs = p.pack(rng.sample(stolen, rng.randint(1, min(3, len(stolen)))))
        most = needs + p.pack(rng.sample(spare_letters, rng.randint(0, len(spare_letters))))
        most += p.pack(rng.sample(stolen, rng.randint(0, len(stolen))))
        spare, first, longest = rng.randint(0, 3), rng.randint(0, len(pieces) // 2), rng.randint(2, 9)
        fitting = [
            j
            for j in range(first, len(pieces))
            if (level < 0 or adds[j] >= 2**level)
            and pieces[j][1] >= start
            and not p.excess(needs, pieces[j][0])
            and p.size(p.excess(pieces[j][0], most)) <= spare
        ]
        before = len(told)
        found = lookup(level, start, needs, most, spare, first, longest)
        assert found == sorted(found)
        assert {j for j in fitting if pieces[j][1] <= longest} <= set(found) <= set(fitting)
        if (level, start) not in built and len(told) > before:
            built[level, start] = told[before]
    counts = {
        (level, start): sum(
            1 for a, q in zip(adds, pieces, strict=True) if (level < 0 or a >= 2**level) and q[1] >= start
        )
        for level, start in built
    }
    assert built == counts
    assert len(built) >= 10, "too few classes looked up"


class _Stopped(Exception):
    pass


class _CappedBar(_Bar):
    """A fixed bar and at most ``steps`` steps: the search stops (raises) past them, as a learner's search does."""

    def __init__(self, value: float, steps: int) -> None:
        super().__init__(value)
        self.steps = steps

    @property
    def left(self) -> int:  # type: ignore[override]
        return self.steps - self.spent

    def tick(self, steps: int = 1) -> None:
        self.spent += steps
        if self.spent > self.steps:
            raise _Stopped


def _covered(hand, target, words: int, value: float, steps: int) -> tuple[list, int, bool]:
    """The sets a covering search into ``words`` words offers under a bar of ``value`` and at most ``steps`` steps, in
    the order offered (score and sorted letters), the steps it spent and whether it stopped."""
    bar = _CappedBar(value, steps)
    search = _search(hand, target, bar)
    offered: list = []
    try:
        search.split_pieces()
        search.splits_into(words, lambda score, keys, lengths: offered.append((score, tuple(sorted(keys)))))
    except _Stopped:
        return offered, bar.spent, True
    return offered, bar.spent, False


@pytest.mark.skipif(native.compiled_module() is None, reason="the C extension is not built")
@pytest.mark.parametrize("seed", [2, 5, *(pytest.param(seed, marks=pytest.mark.slow) for seed in (0, 4, 6, 9))])
def test_both_paths_cover_random_deals_alike(seed, monkeypatch):
    """On random deals (8-card hands, up to four Wilds among the hand and the stolen word, suits), splits into three
    and four words under bars near the best a split can score: the pure path and the compiled core offer the same
    sets in the same order, spend the same steps and stop at the same step; and the class lookups are asked (the
    seeds are deals where they are, at a bar the ceiling or 8 below it: not seed 1, too short a stolen word, nor 3,
    whose pieces alone pass the steps)."""
    rng = random.Random(1000 + seed)
    hand, table = _deal(rng, 8, 3)
    wilds = [c for c in RULES.deck.cards if c.is_wild]
    for i in range(rng.randint(0, 2)):  # more Wilds in the hand than a deal forces now and then
        hand[-1 - i] = wilds[-1 - i]
    target = max(table, key=lambda t: len(t.cards))
    asked: list[int] = []
    real = covering._class_lookup

    def counted(*args, **kwargs):
        lookup = real(*args, **kwargs)

        def class_within(*a):
            asked.append(a[:2])
            return lookup(*a)

        return class_within

    monkeypatch.setattr(covering, "_class_lookup", counted)
    ceiling = _search(hand, target, _Bar(-math.inf)).ceiling
    for words in (3, 4):
        for below in (0, 8, 16):
            value = ceiling(words) - below
            runs = []
            for pure in ("1", "0"):
                monkeypatch.setenv("WORDPLAY_PURE", pure)
                runs.append(_covered(hand, target, words, value, 150_000))
            assert runs[0] == runs[1], (words, value)
    assert asked, "no class lookup was asked"


def _deconsecrating() -> tuple[list, TableWord]:
    """``issues show 27``'s slowest review position left (seed 22, move 10, level 3 against level 2): the hand XRTYOAT
    and the stolen word DECONSECRATING (its eighth card a Wild standing for C)."""
    hand = loose_cards("X/yellow R/yellow T/blue Y/red O/red A/red T/yellow", RULES.deck)
    cards = loose_cards(
        "D/green E/red C/red O/blue N/yellow S/green E/yellow ? R/red A/green T/blue I/green N/blue G/blue",
        RULES.deck,
        "t",
    )
    return hand, TableWord(1, 1, "DECONSECRATING", tuple(cards), 0)


@pytest.mark.skipif(native.compiled_module() is None, reason="the C extension is not built")
@pytest.mark.parametrize(("words", "most"), [(4, 900_000), (5, 900_000)])
def test_a_long_stolen_words_splits_into_four_and_five_are_ruled_out_with_class_lookups(words, most):
    """That no split of DECONSECRATING with XRTYOAT into four or five words reaches 125 is proved in under 900,000
    steps: most states close to the bar ask every next word to add something beyond its cards, or to be long, and
    look up only the pieces that may (2.6 and 3.4 million steps when each such state walked the graph of every
    piece)."""
    hand, target = _deconsecrating()
    bar = _Bar(125)
    search = _search(hand, target, bar)
    search.split_pieces()
    start, found = bar.spent, []
    search.splits_into(words, lambda score, keys, lengths: found.append(score))
    assert not found
    assert bar.spent - start < most


INF = math.inf


@pytest.mark.parametrize(
    ("adds", "expected"),
    [
        # only a 2-letter word may pass adding nothing; every other length asks 5 or more (level 2: 4 <= 5 < 8): the
        # 2-letter pieces by a walk 2 letters deep, and the pieces adding 4 or more
        ([INF, INF, 0, 5, 10, 10, 10, 7, 7], (covering.CLASSES, 2, 2, 0)),
        # a 2-letter word, or one of 12 or 13 letters (more than 2 + LONG), may pass adding less than 2 (level 1:
        # 2 <= 3 < 4): the short pieces, the long ones and those adding 2 or more
        ([INF, INF, -1, 3, 6, 6, 6, 6, 6, 6, 6, 6, 0, -2], (covering.CLASSES, 1, 2, 12)),
        # a 3-letter word (not the shortest) adding nothing may pass: every piece, as before
        ([INF, INF, 5, 0, 5, 5], (covering.EVERY, -1, 0, 0)),
        # a 2-letter and a 4-letter word (not long) adding nothing: every piece
        ([INF, INF, 0, 5, 0, 5], (covering.EVERY, -1, 0, 0)),
        # every length asks 1 or more: the classes alone, no short or long pieces
        ([INF, INF, 1, 5, 9], (covering.CLASSES, 0, 0, 0)),
        # no piece adds as much as the least asked: none
        ([INF, INF, 30, 40], (covering.NONE, -1, 0, 0)),
    ],
)
def test_a_state_whose_shortest_words_may_pass_adding_nothing_looks_them_up_apart(adds, expected):
    """``_classes`` with the shortest word 2 letters long and pieces adding at most 20 beyond their cards: the short
    pieces (of the shortest length, where a piece adding less than the level may pass) are looked up by a walk no
    deeper than their length, beside the class and long lookups, where before such a state walked every piece (the
    expected answers worked out by hand in the comments)."""
    assert covering._classes(adds, 20, 2) == expected

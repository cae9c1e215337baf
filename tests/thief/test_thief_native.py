"""Word Thief's compiled core (``wordplay/thief/thief_core.c``, bound by ``_thief.c``) against the pure-Python
reference (``WORDPLAY_PURE=1``).

The core's walks must be the Python walks node for node, so that a search spends its step budget alike on both
paths: on seeded random deals (hands of 7 and 8 cards with suits and Wilds, stolen words with Wilds among their
cards) the two paths give the same moves, in the same order, with the same scores, the same steps spent and the
same verdict (complete, or stopped by the steps). The walks are also compared one by one, and the bounds the
core works out against :meth:`Scorer.bounds`. Skipped where the extension is not built.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

import pytest

from wordplay.core.lexicon import load_lexicon
from wordplay.core.registry import get_ruleset
from wordplay.thief import native
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.cards import Card, loose_word
from wordplay.thief.finder import search_moves
from wordplay.thief.listing import SearchBound
from wordplay.thief.moves import TableWord
from wordplay.thief.points import Scorer

pytestmark = pytest.mark.skipif(native.compiled_module() is None, reason="the C extension is not built")
RULES = get_ruleset("word-thief")


@cache
def _words() -> list[str]:
    """ENABLE's words of 3 to 6 letters, in order."""
    index = alphagram_index(load_lexicon("enable"))
    return sorted(w for spelt in index.words.values() for w in spelt if 3 <= len(w) <= 6)


def _deal(rng: random.Random, hand_size: int, words: int) -> tuple[list[Card], list[TableWord]]:
    """A hand drawn from the deck (suits, and Wilds now and then forced in) and ``words`` stolen words of
    ENABLE, a letter of some of them a Wild (a lower-case letter of :func:`loose_word`)."""
    deck = list(RULES.deck.cards)
    wilds = [c for c in deck if c.is_wild]
    hand = rng.sample(deck, hand_size)
    for i in range(rng.choice((0, 0, 1, 2))):
        if not hand[i].is_wild:
            hand[i] = wilds[i]
    pool = _words()
    table = []
    for number in range(1, words + 1):
        text = rng.choice(pool)
        if rng.random() < 0.3:
            at = rng.randrange(len(text))
            text = text[:at] + text[at].lower() + text[at + 1 :]
        letters, cards = loose_word(text, RULES.deck, f"t{number}.")
        table.append(TableWord(number, 1, letters, cards, 0))
    return hand, table


def _both(monkeypatch, **options):
    """The moves (score, kind, stolen word, words, cards), steps spent and verdict on each path."""
    enable = load_lexicon("enable")
    out = []
    for pure in ("1", "0"):
        monkeypatch.setenv("WORDPLAY_PURE", pure)
        found = search_moves(RULES, enable, **options)
        moves = [(m.score, m.kind, m.target and m.target.id, m.words, m.notation()) for m in found.all()]
        out.append((moves, found.spent, found.stopped))
    return out


DEEPER = [pytest.param(seed, marks=pytest.mark.slow) for seed in range(6, 30)]


@pytest.mark.parametrize("seed", [*range(6), *DEEPER])
def test_the_best_moves_are_the_pure_ones_step_for_step(seed, monkeypatch):
    rng = random.Random(seed)
    hand, table = _deal(rng, 7 + seed % 2, 1 + seed % 4)
    steps = 40_000 if seed < 6 else 400_000
    pure, compiled = _both(monkeypatch, hand=hand, table=table, top=10, bound=SearchBound(None, steps))
    assert compiled == pure
    assert pure[0], "a deal with no move at all checks little"


@pytest.mark.parametrize("seed", [0, 1, *(pytest.param(seed, marks=pytest.mark.slow) for seed in range(2, 8))])
def test_every_move_listed_is_the_pure_one(seed, monkeypatch):
    rng = random.Random(100 + seed)
    hand, table = _deal(rng, 7 + seed % 2, 2)
    bound = SearchBound(None, 20_000 if seed < 2 else 200_000)
    pure, compiled = _both(monkeypatch, hand=hand, table=table, bound=bound)
    assert compiled == pure


def test_a_search_stopped_by_its_steps_stops_at_the_same_step(monkeypatch):
    rng = random.Random(7)
    hand, table = _deal(rng, 8, 4)
    for steps in (3_000, 9_000, 40_000):
        pure, compiled = _both(monkeypatch, hand=hand, table=table, top=10, bound=SearchBound(None, steps))
        assert compiled == pure
        assert pure[2] == "steps" and pure[1] > steps


@pytest.mark.parametrize("seed", range(6))
def test_the_walks_are_the_pure_walks(seed, monkeypatch):
    """Each walk alone: the same alphagrams in the same order, the same steps (told to ``tick`` in the same
    chunks), and the core's bounds and ranking those of :meth:`Scorer.bounds` and ``sorted``."""
    index = alphagram_index(load_lexicon("enable"))
    p = index.packing
    rng = random.Random(seed)
    hand, table = _deal(rng, 7 + seed % 2, 1)
    stolen = table[0].cards
    scorer = Scorer(RULES, p, stolen, hand)
    letters = scorer.stolen_fixed + scorer.hand_fixed
    jokers = scorer.stolen_wilds + scorer.hand_wilds
    most = len(stolen) + len(hand)
    lo = p.pack(rng.sample(p.letters(scorer.stolen_fixed), 2))
    walks = []
    for pure in ("1", "0"):
        monkeypatch.setenv("WORDPLAY_PURE", pure)
        ticks: list[int] = []
        pieces = index.pieces(p.counts(letters), jokers, most, 2, ticks.append)
        walks.append((pieces, ticks, index.supersets(lo, letters, jokers, 3)))
    assert walks[0] == walks[1]
    pieces = walks[0][0]
    assert pieces, "a walk that finds nothing checks little"
    ranked = index.ranked_pieces(p.counts(letters), jokers, most, 2, None, scorer.bounding(most))
    bounds = scorer.bounds(pieces)
    holds = [key - p.excess(key, scorer.stolen_fixed) for key, _ in pieces]
    expected = sorted(zip(pieces, holds, bounds, strict=True), key=lambda x: (-x[2], x[0][0]))
    assert ranked == [(key, n, held, bound) for (key, n), held, bound in expected]
    viable = [n % 2 == 1 for n in range(most + 1)]
    odd = index.ranked_pieces(p.counts(letters), jokers, most, 2, None, scorer.bounding(most), viable, True)
    assert odd == sorted(
        [(k, n, h, b) for (k, n), h, b in zip(pieces, holds, bounds, strict=True) if n % 2],
        key=lambda x: (-x[3], -x[0]),
    )
    keys, steps = walks[0][2]
    longest = p.size(letters) + jokers
    short = [n <= 6 for n in range(longest + 1)]
    got = index.ranked_supersets(lo, letters, jokers, 3, scorer.bounding(longest), short)
    sized = [(key, p.size(key)) for key in keys if p.size(key) <= 6]
    expected_sets = [
        (key, n, key - p.excess(key, scorer.stolen_fixed), bound)
        for (key, n), bound in zip(sized, scorer.bounds(sized), strict=True)
    ]
    assert got == (sorted(expected_sets, key=lambda x: (-x[3], x[0])), steps, len(expected_sets))


def refuses_a_malformed_graph(core) -> None:
    """``core`` (the extension, or the WebAssembly module in test_thief_wasm) refuses a graph cut short, a root
    past its end and counts of the wrong size."""
    index = alphagram_index(load_lexicon("enable"))
    first, letters, targets, terminals = index.buffers
    with pytest.raises(ValueError):
        core.pieces((first, letters, targets[:-1], terminals), index.graph.root, 26, bytes(104), 1, 5, 2)
    with pytest.raises(ValueError):
        core.pieces((first, letters, targets, terminals), len(terminals), 26, bytes(104), 1, 5, 2)
    with pytest.raises(ValueError):
        core.supersets((first, letters, targets, terminals), index.graph.root, 26, bytes(100), bytes(104), 1, 5, 2)


def test_a_malformed_graph_is_refused():
    refuses_a_malformed_graph(native.compiled_module())


def test_a_bounded_walk_of_more_suits_than_the_core_counts_is_refused():
    """The ranked walks count, for each suit, the path's letters beyond its cards as they walk (at most
    ``WT_MAX_SUITS``, 16, of them): a bounding with 17 suits is refused with a ValueError, not read past its end;
    16 are taken."""
    from array import array

    index = alphagram_index(load_lexicon("enable"))
    hand = loose_word("RETAINS", RULES.deck, "h")[1]
    bounding = Scorer(RULES, index.packing, (), hand).bounding(7)
    counts = index.packing.counts(index.packing.pack("RETAINS"))
    for suits, refused in ((16, False), (17, True)):
        many = bounding._replace(suits=array("i", [1] * 26 * suits))  # a card of each letter in each suit
        walk = (array("i", counts), 0, 7, 2)
        args = index._ranking(walk, many, None, False, False, 0, 0, 0)
        if refused:
            with pytest.raises(ValueError):
                native.compiled_module().ranked_pieces(*args)
        else:
            assert native.compiled_module().ranked_pieces(*args)[0]


def _long_split_cards() -> tuple[list[Card], list[Card]]:
    """PNEUMATOPHORES stolen with the hand UMENAOS and a Wild: the stolen cards and the hand."""
    cards = RULES.deck.cards
    hand = [next(c for c in cards if c.is_wild)] + [next(c for c in cards if c.letter == x) for x in "UMENAOS"]
    return list(loose_word("PNEUMATOPHORES", RULES.deck, "t.")[1]), hand


def _long_split():
    """The index, the walk's arguments, the bounding and the lengths asked for of :func:`_long_split_cards`."""
    index = alphagram_index(load_lexicon("enable"))
    p = index.packing
    stolen, hand = _long_split_cards()
    scorer = Scorer(RULES, p, stolen, hand)
    from array import array

    most = len(stolen) + len(hand)
    walk = (array("i", p.counts(scorer.stolen_fixed + scorer.hand_fixed)), scorer.hand_wilds, most, 2)
    return index, walk, scorer.bounding(most), [n != 4 for n in range(most + 1)]  # one length left out


def counts_a_listing_past_its_budget(core) -> None:
    """``core`` (the extension, or the WebAssembly module in test_thief_wasm) lists a split's pieces whose steps
    (nodes told 4,096 at a time, the rest untold) and pieces (PIECE_STEPS each, of the lengths asked for) fit the
    budget as with no budget, and one step over it only counts them: (None, the walk's steps, their count)."""
    from wordplay.thief.alphagrams import PIECE_STEPS, TOLD

    index, walk, bounding, viable = _long_split()
    full = core.ranked_pieces(*index._ranking(walk, bounding, viable, False, True, 0, 0, 0))
    pieces, steps = full[0], full[1]
    assert len(pieces) > 10_000 and all(n != 4 for _, n, _, _ in pieces)
    cost = steps // TOLD * TOLD + PIECE_STEPS * len(pieces)
    for budget, answer in ((cost, full), (cost - 1, (None, steps, len(pieces))), (1, (None, steps, len(pieces)))):
        assert (
            core.ranked_pieces(*index._ranking(walk, bounding, viable, False, True, 0, budget, PIECE_STEPS)) == answer
        )
    with pytest.raises(ValueError):
        core.ranked_pieces(*index._ranking(walk, bounding, viable, False, True, 0, cost, -1))
    # the walk that makes the split search of its split pieces (split_walk) counts them past the budget alike
    split = [n for key, n, holds, bound in full[2]]
    made = core.split_walk(*index._ranking(walk, bounding, viable, False, True, 0, cost, PIECE_STEPS))
    assert made[0] is not None and made[1:3] == (steps, len(pieces)) and list(memoryview(made[4]).cast("i")) == split
    over = core.split_walk(*index._ranking(walk, bounding, viable, False, True, 0, cost - 1, PIECE_STEPS))
    assert over == (None, steps, len(pieces))


def test_a_listing_past_its_budget_is_counted_not_listed():
    counts_a_listing_past_its_budget(native.compiled_module())


def test_a_search_whose_listing_passes_its_steps_stops_at_the_same_step(monkeypatch):
    """A search of the long split above with too few steps for its pieces: the compiled walk only counts them
    (nothing ranked or converted), and the search stops at the same step, with the same moves, as the pure one,
    which lists them all and then counts them."""
    stolen, hand = _long_split_cards()
    table = [TableWord(1, 1, "PNEUMATOPHORES", tuple(stolen), 0)]
    recording = Recording(native._compiled)
    monkeypatch.setattr(native, "_compiled", recording)
    pure, compiled = _both(monkeypatch, hand=hand, table=table, top=3, bound=SearchBound(None, 60_000))
    assert compiled == pure and pure[2] == "steps"
    assert any(name == "split_walk" and answer[0] is None for name, _, answer in recording.calls)


@pytest.mark.parametrize("seed", range(4))
def test_the_card_search_with_a_bar_is_the_card_search_cut_at_the_bar(seed):
    """``Supply.best(words, at_least)`` (the finder's exact card search told the score it must reach) is
    ``Supply.best(words)`` when that reaches the bar, and None when it does not."""
    from wordplay.thief.assign import Supply

    rng = random.Random(seed)
    hand, table = _deal(rng, 8, 1)
    supply = Supply(RULES, table[0].cards, hand)
    letters = [c.letter for c in (*table[0].cards, *hand) if not c.is_wild]
    checked = 0
    for _ in range(40):
        rng.shuffle(letters)
        cut = rng.randrange(2, len(letters) - 1)
        words = ["".join(sorted(letters[:cut])), "".join(sorted(letters[cut:]))]
        best = supply.best(words)
        if best is None:
            continue
        checked += 1
        for bar in (best[0] - 3, best[0], best[0] + 1):
            assert supply.best(words, bar) == (best if best[0] >= bar else None)
    assert checked


def test_a_lists_moves_share_one_card_search_per_stolen_word_and_lay_the_best_cards():
    """The moves of one list lay their cards through one card search per stolen word (what it learns of a
    word serves the next move), and each lays what a card search of its own would (``best_cards``)."""
    from wordplay.thief.assign import best_cards

    rng = random.Random(3)
    hand, table = _deal(rng, 7, 2)
    moves = search_moves(RULES, load_lexicon("enable"), hand, table, max_split=2, bound=SearchBound(None, 20_000))
    listed = moves.slice(0, 60)
    assert any(m.target for m in listed), "a list of plays alone checks little"
    for stolen in {m.target and m.target.id for m in listed}:
        assert len({id(m.supply) for m in listed if (m.target and m.target.id) == stolen}) == 1
    for m in listed:
        expected = best_cards(RULES, m.words, m.target.cards if m.target else (), hand)
        assert expected is not None and m.laid.cards == expected[1]


class Recording:
    """The extension, each call of an entry point and its answer kept (to be asked of the module again)."""

    def __init__(self, extension: Any) -> None:
        self.extension = extension
        self.calls: list[tuple[str, tuple[Any, ...], Any]] = []

    def __getattr__(self, name: str) -> Any:
        function = getattr(self.extension, name)

        def call(*args: Any) -> Any:
            answer = function(*args)
            self.calls.append((name, args, answer))
            return answer

        return call


class _Spent(Exception):
    """A search's steps spent (what ``_Ranking.tick`` raises)."""


def test_a_walk_past_the_searchs_steps_stops_where_the_search_stops(monkeypatch):
    """A long word stolen with Wilds: listing its pieces walks 100,000 nodes and more. With 20,000 steps left, the
    Python walk tells its steps every 4,096 nodes and the search stops at the fifth telling (20,480 steps told);
    the compiled walk stops on entering that node (no alphagram listed, nothing ranked or converted) and tells
    the same steps, so the search stops at the same step on both paths, without walking the rest."""
    index = alphagram_index(load_lexicon("enable"))
    p = index.packing
    stolen = loose_word("PICTURESqUENESSEs", RULES.deck, "t.")[1]
    cards = RULES.deck.cards
    hand = [next(c for c in cards if c.is_wild)] + [next(c for c in cards if c.letter == x) for x in "OTEGI"]
    scorer = Scorer(RULES, p, stolen, hand)
    counts = p.counts(scorer.stolen_fixed + scorer.hand_fixed)
    jokers, most = scorer.stolen_wilds + scorer.hand_wilds, len(stolen) + len(hand)
    whole = index.ranked_split_pieces(counts, jokers, most, 2, None, scorer.bounding(most), None)
    assert whole is not None and len(whole[0]) > 20_000, "a walk this long is what the limit is for"
    told: dict[str, list[int]] = {}
    answers = []
    for pure in ("1", "0"):
        monkeypatch.setenv("WORDPLAY_PURE", pure)
        ticks = told[pure] = []
        left = [20_000]

        def tick(steps: int, ticks: list[int] = ticks, left: list[int] = left) -> None:
            ticks.append(steps)
            left[0] -= steps
            if left[0] < 0:
                raise _Spent

        recording = Recording(native._compiled)
        monkeypatch.setattr(native, "_compiled", recording)
        with pytest.raises(_Spent):
            if pure == "1":
                index.pieces(list(counts), jokers, most, 2, tick)  # the Python walk leaves the counts it stops in
            else:
                index.ranked_split_pieces(counts, jokers, most, 2, tick, scorer.bounding(most), None, 20_000)
        answers += [answer for name, _, answer in recording.calls if name == "ranked_pieces"]
    assert told["0"] == told["1"] == [4096] * 5
    assert [answer[:2] for answer in answers] == [([], 20_480)]

"""The exact card search in the compiled core (``cards_core.c``, through :mod:`wordplay.thief.compiled_cards`) against
the pure-Python reference (:class:`wordplay.thief.assign.Supply` with ``WORDPLAY_PURE=1``).

On seeded deals (hands of 7 and 8 cards of the real deck, with suits and up to two Wilds; a stolen word of ENABLE,
a Wild in it now and then, or none: a play) the same words of ENABLE are asked of a supply on each path: every way
to lay each word (:meth:`Supply.uses`: the same kind counts, points, stolen and hand cards and choice, in the same
order), then sets of one to three words (:meth:`Supply.choose`, :meth:`Supply.best` and :meth:`Supply.points`,
with and without a score to reach): the same ways chosen and the same cards laid, and :attr:`Supply.work` the same
after every call (a bounded search counts those steps). Malformed input from Python is refused with typed errors.
The WebAssembly module (the browser's core, built here from the same C and run under ``wasmtime``) answers as the
extension does.
"""

from __future__ import annotations

import math
import random
from array import array
from collections import Counter
from collections.abc import Sequence
from functools import cache

import pytest

from tests.thief.test_thief_native import RULES, _deal
from wordplay.core.lexicon import load_lexicon
from wordplay.thief import native
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.assign import Supply, Way
from wordplay.thief.cards import WILD, Card

pytestmark = pytest.mark.skipif(native.compiled_module() is None, reason="the C extension is not built")


@cache
def _enable() -> list[str]:
    """ENABLE's words of 2 to 9 letters, in order."""
    index = alphagram_index(load_lexicon("enable"))
    return sorted(w for spelt in index.words.values() for w in spelt if 2 <= len(w) <= 9)


def _words(rng: random.Random, cards: Sequence[Card], count: int) -> list[str]:
    """``count`` words of ENABLE, most of them within the cards' letters (Wilds standing for any), some not."""
    have = Counter(c.letter for c in cards if c.letter != WILD)
    wilds = sum(c.letter == WILD for c in cards)
    fits = [w for w in _enable() if sum((Counter(w) - have).values()) <= wilds]
    return [rng.choice(fits if fits and rng.random() < 0.85 else _enable()) for _ in range(count)]


@pytest.fixture(scope="module")
def wasm_core(tmp_path_factory):
    """The WebAssembly module built from the checkout's C (skipped where the toolchain or wasmtime is missing)."""
    pytest.importorskip("wasmtime", reason="wasmtime (the test extra) runs the WebAssembly module")
    from wordplay.crossword import wasm_build
    from wordplay.crossword.wasm import WasmtimeHost
    from wordplay.thief.wasm import WasmThief

    try:
        built = wasm_build.build(tmp_path_factory.mktemp("wasm") / "thief_core.wasm")
    except wasm_build.ToolchainMissing as missing:
        pytest.skip(f"no WebAssembly toolchain: {missing}")
    return WasmThief(WasmtimeHost(built.read_bytes()))


def _supplies(monkeypatch, stolen: Sequence[Card], hand: Sequence[Card], core: object = None) -> tuple[Supply, Supply]:
    """A supply of these cards on the pure path (``core``: on the extension), and one on the compiled path (the
    extension, or ``core``), which must be compiled."""
    if core is None:
        monkeypatch.setenv("WORDPLAY_PURE", "1")
    pure = Supply(RULES, stolen, hand)
    monkeypatch.delenv("WORDPLAY_PURE", raising=False)
    if core is not None:
        monkeypatch.setattr(native, "_compiled", core)
    compiled = Supply(RULES, stolen, hand)
    monkeypatch.setattr(native, "_compiled", native._compiled if core is None else pure._compiled._core)
    assert compiled._compiled is not None and (pure._compiled is None) == (core is None)
    return pure, compiled


def _way(way: Way) -> tuple[object, ...]:
    return (way.packed, way.points, way.stolen, way.hand, way.choice)


def _deal_cards(seed: int) -> tuple[random.Random, list[Card], list[Card]]:
    """A seeded deal: its random numbers, the stolen word's cards (none: a play) and the hand."""
    rng = random.Random(2700 + seed)
    hand, table = _deal(rng, 7 + seed % 2, 1)
    return rng, ([] if seed % 4 == 3 else list(table[0].cards)), hand


def _compare(monkeypatch, seed: int, words: int, sets: int, core: object = None) -> None:
    rng, stolen, hand = _deal_cards(seed)
    pure, compiled = _supplies(monkeypatch, stolen, hand, core)
    said = _words(rng, [*stolen, *hand], words)
    for word in said:
        assert [_way(u) for u in compiled.uses(word)] == [_way(u) for u in pure.uses(word)], word
        assert compiled.work == pure.work, word
    for _ in range(sets):
        chosen = rng.sample(said, rng.choice((1, 1, 2, 2, 3)))
        expected = pure.choose(chosen)
        found = compiled.choose(chosen)
        assert (found is None) == (expected is None), chosen
        if expected is not None and found is not None:
            assert found[0] == expected[0] and [_way(u) for u in found[1]] == [_way(u) for u in expected[1]]
            for at_least in (expected[0], expected[0] + 1, expected[0] - 7):
                again = pure.choose(chosen, at_least)
                told = compiled.choose(chosen, at_least)
                assert (told and (told[0], [_way(u) for u in told[1]])) == (
                    again and (again[0], [_way(u) for u in again[1]])
                )
            assert compiled.best(chosen) == pure.best(chosen)
        points = None if expected is None else expected[0]
        assert compiled.points(chosen) == pure.points(chosen) == points  # what a score reads: the same choice
        assert compiled.work == pure.work, chosen


@pytest.mark.parametrize("seed", range(12))
def test_the_core_lists_and_chooses_the_ways_the_python_does_step_for_step(monkeypatch, seed):
    """Every way to lay each word, in order, and the choices among them, with the same steps counted."""
    _compare(monkeypatch, seed, 40, 60)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(12, 60))
def test_more_deals_alike(monkeypatch, seed):
    _compare(monkeypatch, seed, 80, 150)


@pytest.mark.parametrize("seed", range(4))
def test_the_webassembly_module_answers_as_the_extension(monkeypatch, wasm_core, seed):
    """The browser's module against the extension: the same ways, choices and steps."""
    _compare(monkeypatch, seed, 25, 40, wasm_core)


def test_a_word_with_wilds_on_both_sides_is_listed_alike(monkeypatch):
    """A hand of two Wilds and a stolen word with one, and a word of only real letters: hundreds of ways, listed
    in the same order (the sort keeps the order found among equal points)."""
    deck = list(RULES.deck.cards)
    wilds = [c for c in deck if c.is_wild]

    def take(letters: str) -> list[Card]:
        cards = []
        for letter in letters:
            cards.append(next(c for c in deck if c.letter == letter))
            deck.remove(cards[-1])
        return cards

    stolen = [wilds[0], *take("REE")]
    hand = [*wilds[1:3], *take("SSTERR")]
    pure, compiled = _supplies(monkeypatch, stolen, hand)
    for word in ("RESTERS", "TREES", "ERE", "STEREOS"):
        assert [_way(u) for u in compiled.uses(word)] == [_way(u) for u in pure.uses(word)]
        assert compiled.work == pure.work
    assert len(pure.uses("RESTERS")) > 100
    assert compiled.best(["RESTERS"]) == pure.best(["RESTERS"])
    assert compiled.best(["TREES", "ERE"]) == pure.best(["TREES", "ERE"])
    assert compiled.work == pure.work


def test_a_supply_of_too_many_kinds_searches_in_python(monkeypatch):
    """More than 25 kinds of cards do not fit the core's packed counts: that supply keeps to the Python."""
    deck = [c for c in RULES.deck.cards if not c.is_wild]
    seen: dict[tuple[str, str | None], Card] = {}
    for card in deck:
        seen.setdefault((card.letter, card.suit), card)
    many = list(seen.values())[:30]
    assert Supply(RULES, many[:14], many[14:])._compiled is None
    assert Supply(RULES, many[:10], many[10:20])._compiled is not None


def _cards_items(supply: Supply) -> array[int]:
    assert supply._compiled is not None
    return supply._compiled.cards


@pytest.mark.parametrize("where", ["extension", "wasm"])
def test_malformed_input_is_refused_with_typed_errors(monkeypatch, request, where):
    """Each core (the extension, and the module through its bridge) refuses what it cannot read, with the same
    error types."""
    core = native.compiled_module() if where == "extension" else request.getfixturevalue("wasm_core")
    _, stolen, hand = _deal_cards(0)
    good = _cards_items(_supplies(monkeypatch, stolen, hand)[1])
    with pytest.raises(TypeError):
        core.card_ways(good, "TREE")
    with pytest.raises(TypeError):
        core.card_ways(good, b"TREE", 0)
    with pytest.raises(ValueError):
        core.card_ways(good, "TREE", 2)
    with pytest.raises(ValueError):  # a buffer that is not whole int32 items
        core.card_ways(good.tobytes()[:-1], "TREE", 0)
    for wrong in (array("i", [30, 2, 0, 1]), good[:-1], array("i", [1, 2, 0, 1, 65, 0, -1, 1, 16, 0])):
        with pytest.raises(ValueError):
            core.card_ways(wrong, "TREE", 0)
    short = array("i", [1, 2, 0, 1, 65, 0, -1, 1, 3, 0])  # a bonus for words of no letters only
    with pytest.raises(ValueError):
        core.card_ways(short, "AA", 0)
    ways = core.card_ways(good, "A" if hand[0].is_wild else hand[0].letter, 0)[1]
    assert ways
    with pytest.raises(TypeError):
        core.card_search(good, "TREE", -math.inf)
    with pytest.raises(TypeError):
        core.card_search(good, [ways, 3], -math.inf)
    with pytest.raises(TypeError):
        core.card_search(good, [ways], "high")
    for lists in ([], [b""], [ways[:-1]]):
        with pytest.raises(ValueError):
            core.card_search(good, lists, -math.inf)


@pytest.mark.parametrize("where", ["extension", "wasm"])
def test_a_supply_lists_a_word_once_until_it_forgets_every_word(request, where):
    """A supply in the core (``wk_supply``) counts a word's steps the first time it is listed and 0 after, until it
    holds ``kept`` words and a new one comes: then it forgets them all (its generation counts up) first, as
    :meth:`Supply._forget` does, and a word listed again counts its steps again. The steps are ``card_ways``'."""
    core = native.compiled_module() if where == "extension" else request.getfixturevalue("wasm_core")
    _, stolen, hand = _deal_cards(1)
    cards = Supply(RULES, stolen, hand)._compiled
    assert cards is not None
    listing = cards.cards
    supply = core.card_supply(listing, 1, 3)
    steps = {w: core.card_ways(listing, w, 1)[0] for w in ("AB", "TEA", "RATE", "ON")}
    assert all(steps.values())
    said = [("AB", 0), ("TEA", 0), ("AB", 0), ("RATE", 0), ("TEA", 0), ("ON", 1), ("AB", 1), ("ON", 1), ("TEA", 1)]
    first = [True, True, False, True, False, True, True, False, True]  # kept 3: ON forgets AB, TEA and RATE
    for (word, generation), new in zip(said, first, strict=True):
        told, now, *ways = core.supply_ways(supply, word)
        assert (told, now) == (steps[word] if new else 0, generation), word
        assert tuple(ways) == tuple(core.card_ways(listing, word, 1)[1:]), word
        assert core.supply_generation(supply) == generation


@pytest.mark.parametrize("seed", range(6))
def test_a_search_whose_supplies_forget_their_words_counts_the_pure_steps(monkeypatch, seed):
    """The core's split search lists words in the scorer's own supplies, which forget every word once they hold
    ``kept`` of them (here 5: a search meets hundreds): Python's supply then forgets its copies too, so that the
    moves, the steps spent and the verdict are the pure path's, where one dictionary forgets them."""
    from tests.thief.test_thief_native import _both
    from wordplay.thief.listing import SearchBound

    monkeypatch.setattr(Supply.__init__, "__defaults__", (5,))
    rng = random.Random(3100 + seed)
    hand, table = _deal(rng, 7 + seed % 2, 2)
    for steps in (30_000, 300_000):
        pure, compiled = _both(monkeypatch, hand=hand, table=table, top=10, bound=SearchBound(None, steps))
        assert compiled == pure


@pytest.mark.parametrize("seed", range(4))
def test_words_the_core_lists_in_a_supply_are_the_supply_s(monkeypatch, seed):
    """Words listed in a supply by the core itself (as the split search lists them, ``wk_supply``) count as listed
    by :meth:`Supply.uses`: on the pure path the same words listed with :meth:`Supply.uses` give the same
    :attr:`Supply.work` afterwards, also when they made the supply forget every word (5 kept) that Python had
    listed and chosen among before (it must list them again, counting their steps again)."""
    rng, stolen, hand = _deal_cards(seed)
    monkeypatch.setattr(Supply.__init__, "__defaults__", (5,))
    pure, compiled = _supplies(monkeypatch, stolen, hand)
    assert compiled.compiled is not None and compiled.compiled.supply is not None
    core, handle = native.compiled_module(), compiled.compiled.supply
    said = _words(rng, [*stolen, *hand], 30)
    by_core = 0  # the steps of the words the core listed (its search counts them, not Supply.work)
    for _ in range(20):
        chosen = rng.sample(said, rng.choice((1, 2, 2, 3)))
        assert compiled.points(chosen) == pure.points(chosen)
        assert compiled.work + by_core == pure.work, chosen
        for word in rng.sample(said, rng.choice((0, 1, 3, 6))):  # listed by the core, or by Supply.uses
            by_core += core.supply_ways(handle, word)[0]
            pure.uses(word)

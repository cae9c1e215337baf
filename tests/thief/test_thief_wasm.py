"""Word Thief's C core built as WebAssembly (the browser's compiled walks) against the native extension.

The module is built here from the checkout's C (``wordplay/crossword/wasm_build.py``: Debian's clang, lld,
wasi-libc and libclang-rt-dev-wasm32) and run under ``wasmtime`` (PyPI, the test extra): the same module the
site's Pyodide loads through its JavaScript bridge (:mod:`wordplay.thief.wasm`). On seeded random deals (hands of
7 and 8 cards with suits and Wilds, stolen words with Wilds) a search answered by the module gives the moves,
order, scores, steps and verdict the extension gives, and every call the extension answered during it (each
entry point: the plain and ranked walks, the split variant) is answered by the module with the same values; the
split search (``cover_core.c``: its partner lookups and covering search, whose calls carry its state) is compared
through the searches' answers and steps.
The extension itself is checked against the pure-Python reference by ``test_thief_native.py``.
"""

from __future__ import annotations

import random
import struct
from array import array

import pytest

from tests.thief.test_thief_native import (
    RULES,
    Recording,
    _deal,
    counts_a_listing_past_its_budget,
    refuses_a_malformed_graph,
)
from wordplay.core.lexicon import load_lexicon
from wordplay.crossword import wasm_build
from wordplay.thief import native
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.finder import count_moves, search_moves
from wordplay.thief.listing import SearchBound
from wordplay.thief.wasm import ENTRIES, SPLITS, WasmThief

pytest.importorskip("wasmtime", reason="wasmtime (the test extra) runs the WebAssembly module")
pytestmark = pytest.mark.skipif(native.compiled_module() is None, reason="the C extension is not built")


@pytest.fixture(scope="module")
def core(tmp_path_factory):
    """The module built from the checkout's C (skipped only where the toolchain is missing), under wasmtime."""
    from wordplay.crossword.wasm import WasmtimeHost

    try:
        built = wasm_build.build(tmp_path_factory.mktemp("wasm") / "thief_core.wasm")
    except wasm_build.ToolchainMissing as missing:
        pytest.skip(f"no WebAssembly toolchain: {missing}")
    return WasmThief(WasmtimeHost(built.read_bytes()))


def _search(monkeypatch, walks, **options):
    """The moves (score, kind, stolen word, words, cards), steps spent and verdict with ``walks`` as the core."""
    monkeypatch.setattr(native, "_compiled", walks)
    found = search_moves(RULES, load_lexicon("enable"), **options)
    return (
        [(m.score, m.kind, m.target and m.target.id, m.words, m.notation()) for m in found.all()],
        found.spent,
        found.stopped,
    )


def _compare(seed: int, monkeypatch, core: WasmThief) -> set[str]:
    """A seeded deal searched with the extension, then with the module: the same answer; then every call the
    extension answered asked of the module: the same answers. The entry points called (and "(split)")."""
    rng = random.Random(500 + seed)
    hand, table = _deal(rng, 7 + seed % 2, 1 + seed % 3)
    options = {"hand": hand, "table": table, "top": 20, "bound": SearchBound(None, 30_000)}
    recording = Recording(native._compiled)
    native_answer = _search(monkeypatch, recording, **options)
    assert _search(monkeypatch, core, **options) == native_answer
    assert native_answer[0], "a deal with no move at all checks little"
    for name, args, answer in recording.calls:
        if name in ENTRIES:  # a walk, asked again alone (the split search's calls are its state's: compared above)
            assert getattr(core, name)(*args) == answer, name
        if name == "split_walk":  # a walk making a split search: its steps, count and pieces (the search aside)
            assert core.split_walk(*args)[1:] == answer[1:], name
    return {_called(name, answer) for name, _, answer in recording.calls}


def _called(name: str, answer: tuple) -> str:
    """The entry point called, with the variant its answer shows: "(split)" (the pieces of splits listed third) or
    "(scored)" (the count of the pieces found third: each listed one with its plain score)."""
    if name not in ENTRIES or len(answer) == 2 or answer[0] is None:
        return name
    return f"{name} (split)" if isinstance(answer[2], list) else f"{name} (scored)"


def _compare_counts(seed: int, monkeypatch, core: WasmThief) -> set[str]:
    """A seeded deal's moves counted (:func:`count_moves`: the splits into two counted through the partner lookups,
    ``within``, which a search for moves now makes in the core) with the extension, then with the module: the same
    count, steps and verdict. The entry points called."""
    rng = random.Random(700 + seed)
    hand, table = _deal(rng, 7, 2)
    answers = []
    recording = Recording(native._compiled)
    for walks in (recording, core):
        monkeypatch.setattr(native, "_compiled", walks)
        answers.append(count_moves(RULES, load_lexicon("enable"), hand, table, bound=SearchBound(None, 200_000)))
    assert answers[0] == answers[1]
    assert answers[0][0] > 0
    return {name for name, _, _ in recording.calls}


DEEPER = [pytest.param(seed, marks=pytest.mark.slow) for seed in range(2, 16)]


@pytest.mark.parametrize("seed", [0, 1, *DEEPER])
def test_the_module_answers_as_the_extension_step_for_step(seed, monkeypatch, core):
    _compare(seed, monkeypatch, core)


def test_every_entry_point_is_compared(monkeypatch, core):
    """Deals that reach each entry point of the extension the searches call, and the split variant; the plain
    walks, which a search reaches only without the ranked ones, are compared on random pools."""
    seen = _compare(2, monkeypatch, core) | _compare(3, monkeypatch, core) | _compare_counts(1, monkeypatch, core)
    # a steal whose sets may need the card search (deal 10: a stolen Wild) gives the core its supplies (cover_cards):
    # the other deals' steals of words without suits or Wilds never need them
    seen |= _compare(10, monkeypatch, core)
    index = alphagram_index(load_lexicon("enable"))
    nl = len(index.packing.alphabet)
    from array import array

    rng = random.Random(9)
    for _ in range(20):
        counts = [0] * nl
        for _ in range(8):
            counts[rng.randrange(nl)] += 1
        jokers = rng.randint(0, 2)
        lo = [0] * nl
        lo[rng.randrange(nl)] = 1
        for name, args in (
            ("pieces", (array("i", counts), jokers, 10, 2)),
            ("supersets", (array("i", lo), array("i", counts), jokers, 9 + jokers, 3)),
        ):
            head = (index.buffers, index.graph.root, nl)
            assert getattr(core, name)(*head, *args) == getattr(native._compiled, name)(*head, *args)
    # drop frees a search, unseen by the extension's capsule; the split search made of pieces sent in (split_search)
    # and the split pieces listed as tuples, which a search asks for only where the core cannot hold its alphabet,
    # are compared by the tests below
    splits = set(SPLITS) - {"drop", "split_search"}
    scored = {"ranked_pieces (scored)", "ranked_supersets (scored)"}
    assert seen | {"pieces", "supersets"} >= set(ENTRIES) | scored | splits, seen


def test_a_malformed_graph_or_query_is_refused(core):
    refuses_a_malformed_graph(core)
    index = alphagram_index(load_lexicon("enable"))
    first, letters, targets, terminals = index.buffers
    with pytest.raises(TypeError):
        core.pieces((first, letters, targets, terminals), index.graph.root, 26, bytes(104), 1, 5)
    with pytest.raises(AttributeError):
        core.no_such_walk  # noqa: B018


def test_a_listing_past_its_budget_is_counted_not_listed(core):
    counts_a_listing_past_its_budget(core)


def test_the_walks_are_chosen_extension_then_module_then_python(monkeypatch, core):
    """The extension where it is built; else (Pyodide) the module; the pure walks with ``WORDPLAY_PURE=1``, and
    when the module cannot load (a browser refusing it) or is not shipped."""
    import wordplay.thief.wasm as thief_wasm

    monkeypatch.delenv("WORDPLAY_PURE", raising=False)
    assert native.core_kind() == "extension"
    monkeypatch.setattr(native, "_compiled", None)
    monkeypatch.setattr(native, "_browser", [])
    monkeypatch.setattr(thief_wasm, "browser_core", lambda: core)
    assert native.compiled_module() is core and native.core_kind() == "wasm"
    monkeypatch.setenv("WORDPLAY_PURE", "1")
    assert native.compiled_module() is None and native.core_kind() == "python"
    monkeypatch.delenv("WORDPLAY_PURE")

    def refused() -> WasmThief:
        raise RuntimeError("WebAssembly.Instance: out of memory")

    for browser_core in (refused, lambda: None):
        monkeypatch.setattr(native, "_browser", [])
        monkeypatch.setattr(thief_wasm, "browser_core", browser_core)
        assert native.compiled_module() is None and native.core_kind() == "python"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_module_counts_the_stolen_letters_each_piece_holds_as_python_does(seed, monkeypatch, core):
    """``holding`` (each split piece's stolen letters it can hold and those it cannot, which the site's searches
    counted in Python before): the module's counts are the pure path's, worked out from the pieces themselves."""
    from tests.thief.test_covering import _Bar
    from wordplay.thief.compiled_splits import CompiledSplits
    from wordplay.thief.points import Scorer
    from wordplay.thief.steals import StealSearch

    monkeypatch.setenv("WORDPLAY_PURE", "1")
    hand, table = _deal(random.Random(900 + seed), 7 + seed % 2, 3)
    target = max(table, key=lambda t: len(t.cards))
    index = alphagram_index(load_lexicon("enable"))
    bar = _Bar(0.0)
    search = StealSearch(index, RULES, Scorer(RULES, index.packing, target.cards, hand, bar.tick), target.text, bar)
    pieces = search.split_pieces()
    assert len(pieces) > 20, "a deal with few pieces checks little"
    splits = CompiledSplits(core, index, pieces, search.hand, search.wilds + search.hand_wilds, 2)
    held = [search.size(p[2]) for p in pieces]
    unheld = [search.size(search.excess(search.stolen, p[2])) for p in pieces]
    assert splits.holding(search.stolen) == (held, unheld)
    assert any(unheld) and any(held)


@pytest.mark.parametrize("seed", [0, 1])
def test_the_split_pieces_listed_as_tuples_are_the_extensions(seed, monkeypatch, core):
    """``ranked_pieces`` with a hand (the split pieces listed third), which a search asks for where the core cannot
    hold its alphabet (no ``split_walk`` then): the module's answer is the extension's."""
    from wordplay.thief.points import Scorer

    hand, table = _deal(random.Random(910 + seed), 7 + seed % 2, 3)
    stolen = max(table, key=lambda t: len(t.cards)).cards
    index = alphagram_index(load_lexicon("enable"))
    scorer = Scorer(RULES, index.packing, stolen, hand)
    counts = index.packing.counts(scorer.stolen_fixed + scorer.hand_fixed)
    jokers, most = scorer.stolen_wilds + scorer.hand_wilds, len(stolen) + len(hand)
    answers = []
    for walks in (native.compiled_module(), core):
        monkeypatch.setattr(native, "_compiled", walks)
        answers.append(index.ranked_split_pieces(counts, jokers, most, 2, None, scorer.bounding(most), None))
    assert answers[0] == answers[1] and answers[0] is not None and answers[0][1]


@pytest.mark.parametrize("seed", [0, 1])
def test_the_module_counts_each_split_pieces_words(seed, core):
    """``word_counts`` (the words of each split piece, which the pair search's ranking reads; counted in Python
    before): the module's counts, from its table of the lexicon's alphagrams of two words or more, are the number of
    the lexicon's words spelt with each piece's letters, counted here from the word list itself."""
    from collections import Counter

    from wordplay.thief.points import Scorer

    lexicon = load_lexicon("enable")
    index = alphagram_index(lexicon)
    hand, table = _deal(random.Random(920 + seed), 7 + seed, 3)
    stolen = max(table, key=lambda t: len(t.cards)).cards
    scorer = Scorer(RULES, index.packing, stolen, hand)
    counts = index.packing.counts(scorer.stolen_fixed + scorer.hand_fixed)
    jokers, most = scorer.stolen_wilds + scorer.hand_wilds, len(stolen) + len(hand)
    bounding = scorer.bounding(most)
    search, _, _, keys, *_ = core.split_walk(
        *index._ranking((array("i", counts), jokers, most, 2), bounding, None, False, True, 0, 0, 2)
    )
    width = index.packing.width
    pieces = [keys[i : i + width] for i in range(0, len(keys), width)]
    assert len(pieces) > 50, "a deal with few pieces checks little"
    spelt = Counter("".join(sorted(word.upper())) for word in lexicon.words())
    expected = [spelt["".join(sorted(index.packing.letters(int.from_bytes(k, "little")).upper()))] for k in pieces]
    assert max(expected) > 1 and min(expected) >= 1
    held = core.word_counts(search, index.words, keys, len(pieces) - 3)
    assert held.length == len(pieces) - 3
    assert list(memoryview(core._host.read(held.address, 4 * held.length)).cast("i")) == expected[: held.length]
    whole = core.word_counts(search, index.words, keys, len(pieces))  # a run reaching further: counted again
    assert list(memoryview(core._host.read(whole.address, 4 * len(pieces))).cast("i")) == expected


def test_a_scored_answer_is_read_as_the_extensions_list():
    """A scored walk's answer (:class:`wordplay.thief.wasm.ScoredRows`): its rows, read in part, read whole, or by
    index, are the (key, length, holds, bound, plain score or None) the columns hold, in order."""
    import struct

    from wordplay.thief.wasm import _NOT_PLAIN, ScoredRows

    count, width = 100, 3
    rows = [(7 * i + 1, i % 9, 3 * i, 1000 - i, None if i % 4 == 0 else 50 - i) for i in range(count)]
    data = (
        struct.pack(f"<{count}q", *(r[3] for r in rows))
        + struct.pack(f"<{count}q", *(_NOT_PLAIN if r[4] is None else r[4] for r in rows))
        + struct.pack(f"<{count}i", *(r[1] for r in rows))
        + b"".join(r[0].to_bytes(width, "little") for r in rows)
        + b"".join(r[2].to_bytes(width, "little") for r in rows)
    )
    answer = ScoredRows(data, count, width)
    first = []
    for row in answer:
        first.append(row)
        if len(first) == 40:
            break
    assert first == rows[:40]
    assert len(answer) == count and list(answer) == rows and answer == rows
    assert answer[57] == rows[57] and answer[-1] == rows[-1] and answer[10:13] == rows[10:13]


def test_a_searchs_set_up_calls_cross_the_bridge_with_its_next_call(monkeypatch, core):
    """The split search's calls answered by their status alone (``cover_start``, ``pairs_start``, ``drop``) are sent
    with the next call that answers more (``wb_run``): no crossing of the bridge carries one alone, and the search's
    answer is the extension's (each crossing costs more than a small walk in the browser)."""
    import gc

    host = core._host
    alone: list[int] = []
    batched: list[int] = []
    exchange = host.exchange

    def counted(name, pointer, request):
        _, run, inner = _unwrapped(name, request)  # the drops some carry ahead aside
        if run == "wc_run":
            alone.append(int.from_bytes(inner[:4], "little"))
        elif run == "wb_run":
            batched.append(int.from_bytes(inner[:4], "little"))
        return exchange(name, pointer, request)

    monkeypatch.setattr(host, "exchange", counted)
    hand, table = _deal(random.Random(5), 8, 4)
    module = _search(monkeypatch, core, hand=hand, table=table, top=20)
    gc.collect()  # the searches dropped: their drops wait for the next call
    extension = _search(monkeypatch, native.compiled_module(), hand=hand, table=table, top=20)
    assert module == extension and module[0]
    assert batched, "a search of splits sets its search up"
    assert not {SPLITS[name].number for name in ("cover_start", "pairs_start", "drop")} & set(alone)


# thief_wasm.c's wq_run: what goes ahead of a call (DROP_BLOCK, DROP_SUPPLY, MAKE_SUPPLY), the run exports by their
# selector (RUN_*)
DROP_BLOCK, DROP_SUPPLY, MAKE_SUPPLY = 0, 1, 2
RUNS = ("wt_run", "wc_run", "wb_run", "wk_run", "wn_run")


def _unwrapped(name: str, request: bytes) -> tuple[list[tuple[int, ...]], str, bytes]:
    """What a crossing does ahead of its run (each a kind and its items), and the run export it calls with its own
    request: ``wq_run``'s items (how many go ahead, the run's selector, those ahead) taken off, or none."""
    if name != "wq_run":
        return [], name, request
    count, run = struct.unpack_from("<2i", request)
    items = struct.unpack_from(f"<{count}i", request, 8)
    ahead, at = [], 0
    while at < count:
        size = 5 + items[at + 4] if items[at] == MAKE_SUPPLY else 2
        ahead.append(items[at : at + size])
        at += size
    return ahead, RUNS[run], request[8 + 4 * (count + (count & 1)) :]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_supplies_are_made_and_freed_with_the_next_call(seed, monkeypatch, core):
    """A card supply (``WasmSupply``) is made in the module with the next call that answers (``wq_run``, what goes
    ahead of its run), and freed, like a search's block of words, with the next call once it is let go of: no crossing
    of the bridge makes or frees one alone, each one let go of is freed with a later call, each freed once, and the
    searches' answers are the extension's."""
    import gc
    from collections import Counter

    from wordplay.thief.wasm import CARDS

    host = core._host
    alone: list[str] = []  # the crossings that only make or free
    sent: list[tuple[int, ...]] = []  # what went ahead of a call
    exchange, call = host.exchange, host.call

    def counted(name, pointer, request):
        ahead, run, inner = _unwrapped(name, request)
        sent.extend(ahead)
        entry = int.from_bytes(inner[:4], "little")
        if run == "wk_run" and entry in (CARDS["supply_drop"].number, CARDS["card_supply"].number):
            alone.append(run)
        return exchange(name, pointer, request)

    def called(name, *args):
        if name == "wt_free":
            alone.append(name)
        return call(name, *args)

    asked: list[tuple[int, int]] = []  # the drops asked for (WasmThief._drop)
    drop = core._drop

    def asking(kind, value):
        asked.append((kind, value))
        drop(kind, value)

    monkeypatch.setattr(host, "exchange", counted)
    monkeypatch.setattr(host, "call", called)
    monkeypatch.setattr(core, "_drop", asking)
    deals = [_deal(random.Random(40 + 3 * seed + i), 8, 4) for i in range(2)]
    for hand, table in deals:
        module = _search(monkeypatch, core, hand=hand, table=table, top=20)
        gc.collect()  # the search's supplies and blocks let go of: freed with the next call
        assert module == _search(monkeypatch, native.compiled_module(), hand=hand, table=table, top=20)
        assert module[0]
    let_go = list(asked)  # the drops asked for so far (a supply a cache still holds is not let go of)
    _search(monkeypatch, core, hand=deals[0][0], table=deals[0][1], top=20)  # its first call carries the last drops
    dropped = [(kind, value) for kind, value, *_ in sent if kind != MAKE_SUPPLY]
    assert any(kind == DROP_SUPPLY for kind, _ in let_go) and not alone
    # each drop asked for is sent (those of an earlier test's searches may be sent too; a handle or an address made
    # again once freed is asked for again)
    assert Counter(let_go) <= Counter(dropped)
    assert any(kind == DROP_BLOCK for kind, _ in dropped), "a pair search counts its pieces' words in a block"
    live: set[int] = set()  # each supply made under a handle not in use, and freed while in use
    for kind, value, *_ in sent:
        if kind == MAKE_SUPPLY:
            assert value not in live
            live.add(value)
        elif kind == DROP_SUPPLY and value in live:
            live.remove(value)

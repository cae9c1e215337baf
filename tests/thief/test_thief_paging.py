"""The steal finder's move lists: pages and streams are the full list in order, counts are exact,
and a search stopped at its bound says so.

The full list itself is checked move for move against a brute-force enumerator in
``test_thief_finder.py``; here the pages are checked against it, on the same tiny lexicon.
"""

from __future__ import annotations

import json
import random
import time

import pytest

from tests.support.thief_words import WORDS, tiny_lexicon
from wordplay.cli import main
from wordplay.thief.finder import KINDS, find_moves, search_moves
from wordplay.thief.listing import Cancel, SearchBound, budgets, group_size
from wordplay.thief.moves import TableWord
from wordplay.thief.ruleset import load_ruleset as get_ruleset

RULES = get_ruleset()
LEX = tiny_lexicon("tiny-thief-paging")


def position(seed: int):
    """A random hand of 5 to 7 cards (Wilds sometimes) and two or three table words, of the lexicon's letters."""
    rng = random.Random(seed)
    cards = [c for c in RULES.deck.cards if c.is_wild or c.letter in "AEINORST"]
    rng.shuffle(cards)
    table = []
    for number, text in enumerate(rng.sample([w for w in WORDS if 3 <= len(w) <= 5], rng.choice([2, 3])), 1):
        word = []
        for ch in text:
            card = next(c for c in cards if c.letter == ch)
            cards.remove(card)
            word.append(card)
        table.append(TableWord(number, 1, text, tuple(word), 0))
    hand = []
    for _ in range(rng.choice([5, 6, 7])):  # each letter as likely (the deck has many more I than S)
        letter = rng.choice("AEINORST")
        card = next(c for c in cards if c.letter == letter)
        cards.remove(card)
        hand.append(card)
    if rng.random() < 0.5:
        hand[-1] = next(c for c in cards if c.is_wild)
    return hand, table


def rows(moves):
    return [(f.words, None if f.target is None else f.target.id, f.score) for f in moves]


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("size", [1, 7, 50])
def test_the_pages_together_are_the_full_list_in_order(seed, size):
    hand, table = position(seed)
    full = rows(find_moves(RULES, LEX, hand, table))
    listed = search_moves(RULES, LEX, hand, table)
    assert listed.complete and listed.count == len(full) and listed.message() is None
    pages = [rows(listed.page(p, size)) for p in range(listed.pages(size))]
    assert [row for page in pages for row in page] == full
    assert all(len(page) == size for page in pages[:-1]) and listed.page(listed.pages(size), size) == []
    assert rows(listed) == full  # the stream


@pytest.mark.parametrize("seed", range(8))
def test_the_full_list_is_in_the_finders_order(seed):
    hand, table = position(seed)
    found = find_moves(RULES, LEX, hand, table)
    keys = [(-f.score, KINDS.index(f.kind), 0 if f.target is None else f.target.id, f.words) for f in found]
    assert keys == sorted(keys) and len(set(keys)) == len(keys)
    assert all(list(f.words) == sorted(f.words) for f in found if f.target is not None)


@pytest.mark.parametrize("seed", range(16))
def test_the_best_few_are_the_start_of_the_full_list(seed):
    hand, table = position(seed)
    full = rows(find_moves(RULES, LEX, hand, table))
    # up to every move and beyond: the search for the best few goes in stages, none offered twice
    for top in (1, 3, 10, len(full) // 2 + 1, len(full), len(full) + 3):
        best = search_moves(RULES, LEX, hand, table, top=top)
        assert best.count == min(top, len(full)) and rows(best.all()) == full[:top]


def test_a_group_counts_its_word_sets():
    words = {1: ("STONE", "NOTES", "ONSET"), 2: ("AT", "TA"), 3: ("I",)}
    # 3 x 2 pairs; a letter set twice: 3 words taken 2 at a time with repeats, C(4, 2) = 6; the triple 6 x 2
    assert (group_size(words, (1, 2)), group_size(words, (1, 1)), group_size(words, (1, 1, 2))) == (6, 6, 12)
    # three letter sets all different: 3 x 2 x 1; four, one of them twice: C(4, 2) x 2 x 1
    assert (group_size(words, (1, 2, 3)), group_size(words, (3, 1, 2, 1))) == (6, 12)


@pytest.mark.parametrize("seed", range(4))
def test_the_stream_by_buckets_is_the_full_list_in_order(seed):
    """``MoveList.buckets()`` (what ``wordplay steals --all`` says a bucket at a time): each bucket's moves share
    their stolen word and score, and the buckets together are the full list in order, cut at the best few."""
    hand, table = position(seed)
    full = rows(find_moves(RULES, LEX, hand, table))
    for top in (None, 1, len(full) // 2 + 1):
        listed = search_moves(RULES, LEX, hand, table, top=top)
        buckets = list(listed.buckets())
        assert all(sets for _, _, sets in buckets)
        streamed = [(words, None if t is None else t.id, score) for t, score, sets in buckets for words in sets]
        assert streamed == full[:top] and streamed == [(w, None if t is None else t.id, s) for w, t, s in listed.rows()]


def busy():
    """A position with many moves: a 7-card hand against two words."""
    hand, table = busy_cards()
    assert len(find_moves(RULES, LEX, hand, table)) > 20
    return hand, table


def test_a_search_stops_at_its_size_and_says_so():
    hand, table = busy()
    full = set(rows(find_moves(RULES, LEX, hand, table)))
    cut = search_moves(RULES, LEX, hand, table, bound=SearchBound(moves=5))
    assert not cut.complete and cut.stopped == "size" and cut.count >= 5
    assert set(rows(cut)) <= full and len(full) > cut.count
    assert cut.message() == f"Stopped at {cut.count:,} moves, the most one search lists; there may be more."


class _CancelAfter(Cancel):
    """A cancel switch the caller sets once the search has looked at it ``looks`` times."""

    def __init__(self, looks: int) -> None:
        super().__init__()
        self.looks = looks
        self.read = 0

    @property
    def is_set(self) -> bool:
        self.read += 1
        return self.read > self.looks


def test_a_cancelled_search_stops_at_its_next_look_and_says_so(monkeypatch):
    hand, table = busy()
    every = 16
    monkeypatch.setitem(budgets()["thief"], "cancel_every", every)  # the tiny lexicon's searches are short
    full = search_moves(RULES, LEX, hand, table, bound=SearchBound(steps=10**9))
    assert full.complete and full.spent > 3 * every  # the search looks at the switch more than three times
    cancel = _CancelAfter(2)
    cut = search_moves(RULES, LEX, hand, table, bound=SearchBound(steps=10**9, cancel=cancel))
    assert cut.stopped == "cancelled" and not cut.complete and cancel.read == 3
    # looked at on the first step, then once ``every`` steps more are spent: stopped at the third look
    assert 2 * every <= cut.spent < full.spent
    assert set(rows(cut)) <= set(rows(full)) and cut.count < full.count
    assert cut.message() == f"Cancelled: {cut.count:,} moves listed by then; there may be more."
    assert (
        cut.message("pl")
        == f"Wyszukiwanie anulowano; ruchów na liście do tej chwili: {cut.count:,}; może być ich więcej."
    )
    best = search_moves(RULES, LEX, hand, table, top=3, bound=SearchBound(cancel=_CancelAfter(2)))
    assert best.stopped == "cancelled"
    assert best.message() == f"Cancelled: the best {best.count:,} of the moves found by then; a better one may exist."
    assert best.best_found("en") == (
        f"The best of the moves found in {best.spent:,} steps; the search was cancelled, so a better move may exist."
    )


def test_a_switch_never_set_changes_nothing_and_no_clock_is_read(monkeypatch):
    hand, table = busy()
    plain = search_moves(RULES, LEX, hand, table, top=5, bound=SearchBound(steps=10**9))

    def no_clock() -> float:
        raise AssertionError("a search read the clock")

    for name in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, name, no_clock)
    watched = search_moves(RULES, LEX, hand, table, top=5, bound=SearchBound(steps=10**9, cancel=Cancel()))
    assert watched.complete and watched.spent == plain.spent and rows(watched) == rows(plain)


def test_a_search_bounded_in_steps_gives_the_same_answer_each_time():
    hand, table = busy()
    runs = [search_moves(RULES, LEX, hand, table, top=5, bound=SearchBound(steps=400)) for _ in range(3)]
    assert len({(r.spent, r.stopped, tuple(rows(r))) for r in runs}) == 1


def test_the_default_bound_comes_from_the_data():
    bound = SearchBound.default()
    assert bound.steps and bound.steps > 0 and bound.moves and bound.moves > 0
    exercise = SearchBound.exercise()
    assert exercise.steps and exercise.steps > 0
    # no clock: no safety cap in the data, none in the bound
    assert not any("second" in name for name in budgets()["thief"])
    assert not any("second" in name for name in SearchBound.__dataclass_fields__)


def steals(capsys, tmp_path, *args):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    try:
        code = main(["steals", "--lexicon", str(path), *args])
    except SystemExit as exc:  # argparse's own refusals (a count out of range) exit from inside main
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_the_command_prints_a_page_with_the_count(capsys, tmp_path):
    every = rows(find_moves(RULES, LEX, *busy_cards()))
    _, out, _ = steals(
        capsys,
        tmp_path,
        "--table",
        "STONE TEAR",
        "--hand",
        "AIRNOST",
        "--json",
        "--brief",
        "--page",
        "2",
        "--page-size",
        "4",
    )
    data = json.loads(out)
    assert data["count"] == len(every) and data["complete"] and data["first"] == 5
    assert [(tuple(m["words"]), m["score"]) for m in data["moves"]] == [(w, s) for w, _, s in every[4:8]]
    _, out, _ = steals(capsys, tmp_path, "--table", "STONE TEAR", "--hand", "AIRNOST", "--brief", "--all")
    lines = out.splitlines()
    assert lines[0] == f"{len(every):,} moves." and len(lines) == 1 + len(every)


def busy_cards():
    from wordplay.thief.cards import loose_cards, loose_word

    table = [TableWord(n, 1, *loose_word(t, RULES.deck, f"t{n}."), 0) for n, t in enumerate(["STONE", "TEAR"], 1)]
    return loose_cards("AIRNOST", RULES.deck), table


@pytest.mark.parametrize(
    "args, said",
    [
        (["--seconds", "30"], "unrecognized arguments: --seconds"),
        (["--page", "0"], "argument --page: '0' is not a whole number"),
        (["--page", "1", "--page-size", "0"], "argument --page-size: '0'"),
    ],
)
def test_a_bad_bound_or_page_is_refused(capsys, tmp_path, args, said):
    exit_code, out, err = steals(capsys, tmp_path, "--table", "STONE", "--hand", "AIR", *args)
    assert exit_code == 2 and out == "" and said in err and err.count("\n") == 1


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize(
    "longest, allowed",
    [
        (4, None),
        (5, None),
        (None, {"TONE", "NOTE", "STONE", "RATE", "TEAR", "STAR", "TEN", "NET", "TRAIN", "RAT"}),
        (4, {"TONE", "NOTE", "RATE", "TEAR", "STAR", "TEN", "NET", "RAT"}),
    ],
)
def test_word_limits_in_the_search_equal_the_full_list_filtered(seed, longest, allowed):
    """A computer level's limits (longest word, a word list), applied while searching, keep
    exactly the moves of the full list whose new words all pass them, in the same order."""
    hand, table = position(seed)

    def passes(word):
        return (longest is None or len(word) <= longest) and (allowed is None or word in allowed)

    full = [row for row in rows(find_moves(RULES, LEX, hand, table)) if all(passes(w) for w in row[0])]
    assert rows(find_moves(RULES, LEX, hand, table, longest=longest, words=allowed)) == full
    for top in (1, 5):
        assert rows(find_moves(RULES, LEX, hand, table, top=top, longest=longest, words=allowed)) == full[:top]


def test_a_search_bounded_by_steps_stops_at_the_same_place_every_time():
    hand, table = busy()
    full = set(rows(find_moves(RULES, LEX, hand, table)))
    cut = search_moves(RULES, LEX, hand, table, bound=SearchBound(steps=40))
    again = search_moves(RULES, LEX, hand, table, bound=SearchBound(steps=40))
    assert cut.stopped == "steps" and rows(cut) == rows(again) and set(rows(cut)) < full
    assert cut.message() == f"Stopped after 40 steps of the search: {cut.count:,} moves listed; there may be more."
    assert search_moves(RULES, LEX, hand, table, bound=SearchBound(steps=10**9)).complete

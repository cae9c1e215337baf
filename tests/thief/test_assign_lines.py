"""The card search's shared choices (``Supply.choose``/``Supply.lay``) against a brute force over every way to
lay the cards, and a stream's text (``wordplay.thief.lines.SaidMoves``) against the moves' own.

A stream of every move asks the card search about up to a million word sets from the same cards; it keeps
what it chose for each set of ways to lay the words and lays each word once per place. These tests hold
those kept answers to the rules: the points are the best any assignment of cards gives (worked out here by
trying every assignment, the words scored by hand from the rules), the cards are one such assignment, and
a search that has met many other word sets first answers as a fresh one does.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

import pytest

from tests.support.thief_words import word_file
from wordplay.cli import main
from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.thief import lines
from wordplay.thief.assign import Supply
from wordplay.thief.cards import WILD, Card, loose_cards, loose_word
from wordplay.thief.finder import search_moves
from wordplay.thief.lines import SEPARATOR, SaidMoves
from wordplay.thief.moves import TableWord

RULES = get_ruleset("word-thief")
LETTERS = "AERTCW"


def _word_points(cards: Sequence[Card]) -> int:
    """A word's points from the rules (docs/rules.md section 1): the letters' values, doubled when every
    real card is of one suit (Wilds take it; all Wilds count as one suit), then the length bonus."""
    letters = sum(c.value for c in cards)
    suits = {c.suit for c in cards if c.letter != WILD}
    one_suit = not suits or (len(suits) == 1 and None not in suits)
    bonus = RULES.length_bonus_for(len(cards))
    if one_suit and RULES.length_bonus_doubled:
        return (letters + bonus) * RULES.suit_multiplier
    return letters * (RULES.suit_multiplier if one_suit else 1) + bonus


def _brute_best(words: Sequence[str], stolen: Sequence[Card], hand: Sequence[Card]) -> int | None:
    """The most points any legal assignment of the cards to the words' letters gives (None: there is none):
    every card of the stolen word laid; a steal adds a hand card; in a split each word holds a hand card
    and (this ruleset) a stolen card."""
    stolen_ids = {c.id for c in stolen}
    cards = [*stolen, *hand]
    letters = [(w, letter) for w, word in enumerate(words) for letter in word]
    best: list[int | None] = [None]
    chosen: list[Card] = []

    def legal() -> bool:
        used = {c.id for c in chosen}
        if not stolen_ids <= used or (stolen and used == stolen_ids):
            return False
        if len(words) > 1:
            for w in range(len(words)):
                mine = [c for (v, _), c in zip(letters, chosen, strict=True) if v == w]
                if not any(c.id not in stolen_ids for c in mine):
                    return False
                if stolen and RULES.split_words_need_stolen_card and not any(c.id in stolen_ids for c in mine):
                    return False
        return True

    def place(i: int) -> None:
        if i == len(letters):
            if legal():
                start, points = 0, 0
                for word in words:
                    points += _word_points(chosen[start : start + len(word)])
                    start += len(word)
                best[0] = points if best[0] is None else max(best[0], points)
            return
        for card in cards:
            if card not in chosen and card.letter in (letters[i][1], WILD):
                chosen.append(card)
                place(i + 1)
                chosen.pop()

    place(0)
    return best[0]


def _deal(rng: random.Random, count: int, prefix: str) -> list[Card]:
    labels = []
    for _ in range(count):
        if rng.random() < 0.2:
            labels.append(WILD)
        else:
            suit = rng.choice(["red", "blue", None])
            letter = rng.choice(LETTERS)
            labels.append(letter if suit is None else f"{letter}/{suit}")
    return loose_cards(" ".join(labels), RULES.deck, prefix)


def _word_sets(rng: random.Random, stolen: Sequence[Card], hand: Sequence[Card], count: int) -> list[list[str]]:
    """Word sets (not checked against a lexicon: the card search does not read one) mostly of the dealt letters."""
    pool = [c.letter if c.letter != WILD else rng.choice(LETTERS) for c in (*stolen, *hand)]
    sets = []
    for _ in range(count):
        words = []
        for _ in range(rng.choice([1, 1, 2, 2, 3])):
            size = rng.randint(1, 3)
            words.append("".join(rng.choice(pool if rng.random() < 0.85 else LETTERS) for _ in range(size)))
        if sum(map(len, words)) <= 6:
            sets.append(words)
    return sets


def _laid_cards(supply: Supply, words: Sequence[str]) -> tuple[int, list[list[str]]] | None:
    laid = supply.lay(words)
    return None if laid is None else (laid[0], [[c.id for c in part.cards] for part in laid[1]])


@pytest.mark.parametrize("seed", range(6))
def test_the_kept_choices_give_the_best_cards_a_brute_force_finds(seed):
    """One card search asked about many word sets in turn (choices and laid words kept, a few forgotten on
    the way: ``kept=8``): each answer scores what the best legal assignment scores, its cards are a legal
    assignment scoring that, and a fresh search (nothing kept) lays the same cards."""
    rng = random.Random(seed)
    for _ in range(6):
        stolen = _deal(rng, rng.choice([0, 2, 3]), "s")
        hand = _deal(rng, rng.randint(2, 4), "h")
        shared = Supply(RULES, stolen, hand, kept=8)
        for words in _word_sets(rng, stolen, hand, 40):
            expected = _brute_best(words, stolen, hand)
            laid = shared.lay(words)
            assert (None if laid is None else laid[0]) == expected, (words, stolen, hand)
            if laid is None:
                continue
            cards = [part.cards for part in laid[1]]
            for word, cs in zip(words, cards, strict=True):
                assert all(c.letter in (letter, WILD) for letter, c in zip(word, cs, strict=True))
            ids = [c.id for cs in cards for c in cs]
            assert len(ids) == len(set(ids)) and {c.id for c in stolen} <= set(ids)
            assert sum(_word_points(cs) for cs in cards) == expected
            assert _laid_cards(Supply(RULES, stolen, hand), words) == _laid_cards(shared, words)


def test_a_word_laid_alike_in_two_moves_is_one_laid_word():
    """AT after CAT's cards and AT alone: laid the same way by the same cards, they are one shared object
    (what is worked out from a laid word is kept with it); TA, laid by the same kinds of card, says the
    same cards for its letters."""
    hand = loose_cards("A T C", RULES.deck, "h")
    supply = Supply(RULES, (), hand)
    first = supply.lay(["AT"])
    again = supply.lay(["AT"])
    assert first is not None and again is not None
    assert first[1][0] is again[1][0]
    assert [c.id for c in first[1][0].cards] == ["h1", "h2"]
    ta = supply.lay(["TA"])
    assert ta is not None and [c.id for c in ta[1][0].cards] == ["h2", "h1"]


@pytest.mark.parametrize("seed", range(3))
def test_the_choice_is_the_same_whatever_points_it_is_told_to_reach_up_to_the_best(seed):
    """``choose(words, at_least)`` for any ``at_least`` up to the best points (worked out by the brute
    force) gives the ways of ``choose(words)``; above them, None."""
    rng = random.Random(100 + seed)
    for _ in range(5):
        stolen = _deal(rng, rng.choice([0, 2, 3]), "s")
        hand = _deal(rng, rng.randint(2, 4), "h")
        for words in _word_sets(rng, stolen, hand, 30):
            best = _brute_best(words, stolen, hand)
            if best is None:
                continue
            plain = Supply(RULES, stolen, hand).choose(words)
            assert plain is not None and plain[0] == best
            for at_least in (best, best - 1, best - 7, -math.inf):
                told = Supply(RULES, stolen, hand).choose(words, at_least)
                assert told is not None and [w.choice for w in told[1]] == [w.choice for w in plain[1]]
            assert Supply(RULES, stolen, hand).choose(words, best + 1) is None


WORDS = "cat cats acts cast scat at ta act tact trace cater crate react recta caret race care acre are ear era"


def _streamed(table: str, hand: str) -> tuple[Any, SaidMoves, list[Any]]:
    """Every move of a search on ``table`` with ``hand`` (the test's word list), the stream that says them and the
    rows it says them from."""
    lexicon = lexicon_from_words(sorted(WORDS.upper().split()), "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "assign-lines")
    cards = loose_cards(hand, RULES.deck, "h")
    words = [TableWord(n, 1, *loose_word(t, RULES.deck, f"t{n}."), 0) for n, t in enumerate(table.split(), start=1)]
    found = search_moves(RULES, lexicon, cards, words)
    return found, SaidMoves(RULES, cards), list(found.rows())


@pytest.mark.parametrize(
    ("table", "hand"),
    [("CAT", "RE?"), ("CAt ACT", "R/red E/red S T/blue"), ("", "CAT?"), ("TACT", "E/red E/red R ? C/blue")],
)
def test_a_stream_says_every_move_as_the_move_itself_does(table, hand):
    """Every move of a search (plays, lengthenings and splits; Wilds, suits, cards alike): the notation and sentences
    :class:`SaidMoves` makes from the words alone are the move's own (``Found``: its laid cards' explanation)."""
    found, said, rows = _streamed(table, hand)
    assert len(rows) == found.count > 0
    for (texts, target, score), move in zip(rows, found, strict=True):
        assert said.notation(texts, target) == move.notation()
        assert said.sentences(texts, target, score) == SEPARATOR.join(move.explanation.sentences())


def test_the_command_streams_the_lines_of_the_moves(tmp_path, capsys):
    """``wordplay steals --all`` prints each move's rank, notation, score and sentences as the page of all
    its moves does (there padded to the longest notation)."""
    words = word_file(tmp_path, WORDS)
    args = ["steals", "--table", "CAt ACT", "--hand", "R/red E/red S", "--lexicon", words]
    assert main([*args, "--all"]) == 0
    stream = capsys.readouterr().out.splitlines()
    assert main([*args, "--page", "1", "--page-size", "1000"]) == 0
    page = capsys.readouterr().out.splitlines()
    assert stream[0] == page[0] and len(stream) == len(page) > 3
    assert [" ".join(line.split()) for line in stream[1:]] == [" ".join(line.split()) for line in page[1:]]


@pytest.mark.parametrize(("table", "hand"), [("CAT", "CARE?"), ("CAt ACT", "R/red E/red S T/blue"), ("AT TA", "CRATE")])
def test_a_stream_says_a_word_once_for_each_look_of_its_cards(monkeypatch, table, hand):
    """A word laid with cards that look alike (the same letters, suits and values, whether from the stolen word or
    the hand, in a play or a steal) says the same sentences: a stream works them out once for each such look of
    the moves' own cards, and its text stays each move's own."""
    lexicon = lexicon_from_words(sorted(WORDS.upper().split()), "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "assign-lines")
    cards = loose_cards(hand, RULES.deck, "h")
    words = [TableWord(n, 1, *loose_word(t, RULES.deck, f"t{n}."), 0) for n, t in enumerate(table.split(), start=1)]
    found = search_moves(RULES, lexicon, cards, words)
    looks = {
        (text, tuple((c.letter, c.suit, c.value) for c in laid))
        for move in found
        for text, laid in zip(move.words, move.laid.cards, strict=True)
    }
    said_words: list[str] = []
    say = lines.word_sentences

    def counting(ruleset, text, laid, language=None):
        said_words.append(text)
        return say(ruleset, text, laid, language)

    monkeypatch.setattr(lines, "word_sentences", counting)
    said = SaidMoves(RULES, cards)
    for (texts, target, score), move in zip(found.rows(), found, strict=True):
        assert said.sentences(texts, target, score) == SEPARATOR.join(move.explanation.sentences())
    assert len(said_words) == len(looks)


@pytest.mark.parametrize("pure", [True, False])
def test_a_search_among_named_ways_asked_again_gives_the_picked_choice(pure, monkeypatch):
    """``Supply.search(options, at_least)`` over the ways ``pick`` named for a word set (what a stream asks once
    for each list of names): the best points a brute force finds, the way of each word ``pick`` chose, for any
    ``at_least`` up to those points (above them: no choice), its steps counted as ``pick`` counts them."""
    monkeypatch.setenv("WORDPLAY_PURE", "1" if pure else "0")
    rng = random.Random(7)
    checked = 0
    for _ in range(5):
        stolen = _deal(rng, rng.choice([0, 2, 3]), "s")
        hand = _deal(rng, rng.randint(2, 4), "h")
        for words in _word_sets(rng, stolen, hand, 30):
            best = _brute_best(words, stolen, hand)
            supply = Supply(RULES, stolen, hand)
            picked = supply.pick(words)
            assert (None if picked is None else picked[1].points) == best
            if picked is None or best is None:
                continue
            options, pick = picked
            for at_least in (best, best - 3, -math.inf):
                work = supply.work
                again = supply.search(options, at_least)
                assert (again.points, again.indices) == (best, pick.indices)
                assert supply.work - work == again.work == Supply(RULES, stolen, hand).search(options, at_least).work
            assert supply.search(options, best + 1).points is None
            checked += 1
    assert checked > 20


@pytest.mark.parametrize(("table", "hand"), [("CAt ACT", "R/red E/red S T/blue"), ("TACT", "E/red E/red R ? C/blue")])
def test_a_stream_that_forgets_what_it_kept_says_the_same(monkeypatch, table, hand):
    """A stream keeps, for each stolen word, its words' ways, the choice for each list of their names and each
    word's sentences, and forgets them when they fill up (memory stays bounded over a million moves): kept two at
    a time, forgotten again and again, its text is still each move's own."""
    monkeypatch.setattr(lines, "PICKS_KEPT", 2)
    monkeypatch.setattr(lines, "WORDS_KEPT", 2)
    monkeypatch.setattr(lines, "LOOKS_KEPT", 2)
    found, said, rows = _streamed(table, hand)
    assert len(rows) > 20
    for _ in range(2):  # and once more, from what it kept last
        for (texts, target, score), move in zip(rows, found, strict=True):
            assert said.sentences(texts, target, score) == SEPARATOR.join(move.explanation.sentences())

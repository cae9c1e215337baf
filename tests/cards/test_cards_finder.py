"""The card-table move finder and the rummy task solver, each against a slow brute force.

The brute forces share nothing with the finders but the engine's own rules: every word of a
tiny lexicon at every spot and direction near the table, every way of taking its letters
from the hand (a letter card or a blank), kept when :func:`check_play` accepts it, scored by
:func:`score_play` with every bonus-card choice; and for rummy every way of splitting the hand.
"""

from __future__ import annotations

import time
from collections import Counter
from itertools import combinations, permutations, product

import pytest

from wordplay.cards.finder import all_plays, best_plays
from wordplay.cards.legality import check_play
from wordplay.cards.rules import CARD_ALPHABET, load_ruleset
from wordplay.cards.scoring import score_play
from wordplay.cards.solver import solve_task
from wordplay.cards.table import Bonus, CardPlay, parse_play, words_formed
from wordplay.cards.task import RummyWord, check_task, score_task
from wordplay.core.errors import IllegalMoveError
from wordplay.core.lexicon import lexicon_from_words

WORDS = [
    "ar",
    "la",
    "ir",
    "rio",
    "ria",
    "cria",
    "criar",
    "trava",
    "ave",
    "aves",
    "era",
    "eras",
    "ser",
    "rei",
    "reis",
    "ti",
    "tia",
    "ta",
    "si",
    "sal",
    "sala",
    "ais",
    "sai",
    "ri",
    "te",
    "teia",
    "arte",
    "artes",
    "ate",
    "vela",
    "velar",
    "la",
    "lar",
    "ler",
    "leis",
]
LEX = lexicon_from_words(WORDS, CARD_ALPHABET, "tiny")
CLASSIC = load_ruleset("classic")


def brute_force(table: dict, hand: str) -> dict[frozenset, int]:
    """Every legal placement (as a set of cards) and its best score over the bonus cards held."""
    decks = CLASSIC.decks
    letters = [c for c in hand if not decks.is_bonus(c)]
    held = {c for c in hand if decks.is_bonus(c)}
    have = Counter(c for c in letters if c != "?")
    blanks = letters.count("?")
    if table:
        rows = [r for r, _ in table]
        cols = [c for _, c in table]
        starts = [(r, c) for r in range(min(rows) - 8, max(rows) + 9) for c in range(min(cols) - 8, max(cols) + 9)]
    else:
        starts = [(0, 0)]
    found: dict[frozenset, int] = {}
    for word in {w.upper() for w in WORDS}:
        for across in (True,) if not table else (True, False):
            dr, dc = (0, 1) if across else (1, 0)
            for r0, c0 in starts:
                spots = [(r0 + dr * i, c0 + dc * i) for i in range(len(word))]
                if any(s in table and table[s] != ch for s, ch in zip(spots, word, strict=False)):
                    continue
                holes = [(s, ch) for s, ch in zip(spots, word, strict=False) if s not in table]
                if not holes or len(holes) > len(letters):
                    continue
                for choice in product((False, True), repeat=len(holes)):
                    if (
                        sum(choice) > blanks
                        or Counter(ch for (_, ch), b in zip(holes, choice, strict=False) if not b) - have
                    ):
                        continue
                    cards = {s: (ch.lower() if b else ch) for (s, ch), b in zip(holes, choice, strict=False)}
                    play = CardPlay.make(cards, across)
                    key = frozenset(play.cards)
                    if key in found or not check_play(CLASSIC, table, play, hand, LEX).ok:
                        continue
                    best = score_play(CLASSIC, table, play, len(hand)).total
                    if table:
                        for card in held:
                            for w in words_formed(table, play):
                                for spot in w.coords:
                                    boosted = CardPlay(play.cards, play.across, Bonus(card, spot, w.across))
                                    if check_play(CLASSIC, table, boosted, hand, LEX).ok:
                                        best = max(best, score_play(CLASSIC, table, boosted, len(hand)).total)
                    found[key] = best
    return found


def lay(*texts: str) -> dict:
    table: dict = {}
    for text in texts:
        table.update(parse_play(text, table).cards)
    return table


CASES = [
    ({}, "ARTESIV"),
    ({}, "AR?ESIL"),
    (lay("0,0 across TRAVA"), "CIARES2"),
    (lay("0,0 across TRAVA"), "LEIS?A3"),
    (lay("0,0 down CRIAR"), "AVES?TI"),
    (lay("0,0 across SALA", "0,1 down (A)VES"), "IRTE2?"),
]


@pytest.mark.parametrize("table, hand", CASES)
def test_finder_finds_exactly_the_brute_force_plays(table, hand):
    expected = brute_force(table, hand)
    found = all_plays(CLASSIC, table, hand, LEX)
    got = {frozenset(f.play.cards): f.score for f in found}
    assert got == expected
    assert [f.score for f in found] == sorted((f.score for f in found), reverse=True)
    for f in found[:5]:
        assert f.explanation.total == f.score  # the score is its explanation's total
        assert check_play(CLASSIC, table, f.play, hand, LEX).ok


@pytest.mark.parametrize("table, hand", CASES)
def test_best_plays_are_the_top_of_all_plays(table, hand):
    every = all_plays(CLASSIC, table, hand, LEX)
    top = best_plays(CLASSIC, table, hand, LEX, n=3)
    assert [f.score for f in top] == [f.score for f in every[:3]]


def test_finder_on_the_real_lexicon_is_quick():
    from wordplay.core.lexicon import load_lexicon

    lexicon = load_lexicon("pt")
    started = time.perf_counter()
    best = best_plays(CLASSIC, {}, "OEITRNR", lexicon, n=3)
    # the text's hand: TREINO (8, doubled 16) is among the best; TREINAR cannot be made (one A short)
    assert best[0].score == 16 and "TREINO" in [w for f in best for w in f.words]
    table = lay("0,0 across TRAVA")
    assert best_plays(CLASSIC, table, "CIAR?ES", lexicon, n=1)[0].score >= 50
    assert time.perf_counter() - started < 30  # a generous bound; benchmarks/bench_cards.py measures


# ----- the task solver -----------------------------------------------------------------------------

RUMMY = load_ruleset("rummy")


def brute_force_task(card, hand: str) -> int | None:
    """The best score over every discard and every split of the rest into words."""
    best = None
    lexicon = {w.upper() for w in WORDS}
    for d in set(hand):
        rest = list(hand)
        rest.remove(d)
        # every ordered selection of cards into up to 3 words (small hands only)
        for size in range(2, len(rest) + 1):
            for chosen in combinations(range(len(rest)), size):
                cards = [rest[i] for i in chosen]
                unused = [rest[i] for i in range(len(rest)) if i not in chosen]
                for split in _splits(cards):
                    laid = []
                    for group in split:
                        options = {"".join(p) for p in permutations(group)}
                        hit = sorted(w for w in options if w in lexicon)
                        if not hit:
                            break
                        laid.append(hit[0])
                    else:
                        words = [RummyWord(w) for w in laid]
                        try:
                            check_task(RUMMY, card, words, "".join(unused), None)
                        except IllegalMoveError:
                            continue
                        score = score_task(RUMMY, card, words, "".join(unused)).total
                        best = score if best is None else max(best, score)
    return best


def _splits(cards: list[str]):
    """Every way to cut ``cards`` into groups of 2+ (as multisets), up to 3 groups."""
    n = len(cards)
    seen = set()
    for labels in product(range(3), repeat=n):
        groups = [sorted(cards[i] for i in range(n) if labels[i] == g) for g in range(3)]
        groups = tuple(sorted(tuple(g) for g in groups if g))
        if groups in seen or any(len(g) < 2 for g in groups):
            continue
        seen.add(groups)
        yield groups


@pytest.mark.parametrize(
    "card_id",
    [
        "dois_e_bom",
        "quanto_mais_melhor",
        "trio_de_tres",
        "cinco_vence",
        "seis_estrelas",
        "tudo_ou_nada",
        "quadrupla_letra",
        "quadrupla_palavra",
    ],
)
@pytest.mark.parametrize("hand", ["ARLAIRTE", "SALAVERI"])
def test_task_solver_matches_brute_force(card_id, hand):
    card = RUMMY.decks.round_card(card_id)
    expected = brute_force_task(card, hand)
    solution = solve_task(RUMMY, card, hand, LEX)
    if expected is None:
        assert solution is None
        return
    assert solution is not None and solution.score == expected
    unused = Counter(hand) - Counter(c for w in solution.words for c in w.hand_cards()) - Counter(solution.discard)
    check_task(RUMMY, card, list(solution.words), "".join(unused.elements()), LEX)
    assert solution.explanation.total == solution.score


def test_task_solver_uses_blanks():
    card = RUMMY.decks.round_card("bingo")
    assert solve_task(RUMMY, card, "ARTESQZ?", LEX) is None  # no 7-letter word in the tiny lexicon
    card = RUMMY.decks.round_card("seis_estrelas")
    solution = solve_task(RUMMY, card, "VELA?QZX", LEX)
    # VELAR with a blank is 5 letters: no 6-letter word; none
    assert solution is None
    card = RUMMY.decks.round_card("cinco_vence")
    solution = solve_task(RUMMY, card, "VELA?SIZ", LEX)
    # VELA + blank R = VELAR (4+1+2+1+0 = 8) and SI (2): 8 + 2 + 5 = 15, discard Z
    assert solution.score == 15 and solution.discard == "Z"
    assert [w.cards for w in solution.words] == ["VELAr", "SI"]


@pytest.mark.parametrize("seed", range(6))
def test_the_walk_keeps_the_first_word_of_each_set_of_cards(pt, seed):
    """``distinct=True`` decides during the walk what :func:`distinct_uses` picks from every word:
    the same words, in the same order (the hint's words do not change), on hands with 0-2 blanks."""
    import random

    from wordplay.cards.solver import distinct_uses, spellable_words

    rng = random.Random(seed)
    letters = "AAAEEEIIOOUCDLMNRSTVQZJ"
    hand = "".join(rng.sample(letters, 8 - seed % 3)) + "?" * (seed % 3)
    for lengths in (None, {2}, {3, 5}):
        assert spellable_words(hand, pt, lengths, distinct=True) == distinct_uses(spellable_words(hand, pt, lengths))

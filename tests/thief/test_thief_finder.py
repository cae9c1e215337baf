"""The steal finder against a brute-force enumerator written here from docs/rules.md section 1, on a tiny lexicon.

The enumerator knows nothing of the finder or of :mod:`wordplay.thief.assign`: for every word
(plays), and every set of one, two or three words (steals of each table word), it tries every
way to give each letter a card (a card of that letter or a Wild) and keeps the legal ones,
scored straight from the rules. Hands and tables are random (seeded) deck cards, Wilds included,
some in the table words. The finder must give exactly the same moves with the same scores, each
accepted and explained the same way by the engine.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.thief_words import WORDS, tiny_lexicon
from wordplay.core.lexicon import lexicon_from_words
from wordplay.core.registry import get_ruleset
from wordplay.thief.finder import best_move, find_moves, search_moves
from wordplay.thief.moves import TableWord
from wordplay.thief.rules import check_move
from wordplay.thief.scoring import explain_turn

RULES = get_ruleset("word-thief")
DECK = RULES.deck
LEX = tiny_lexicon("tiny-thief")
LETTERS = "AEINORST"
BONUS = {5: 5, 6: 10, 7: 15, 8: 20, 9: 25}


# ----- the brute-force enumerator ------------------------------------------------------------------


def length_bonus(n: int) -> int:
    return BONUS.get(n, 0) if n <= 9 else 25 + 5 * (n - 9)


def word_score(cards) -> int:
    letters = sum(c.value for c in cards)
    suits = {c.suit for c in cards if not c.is_wild}
    one_suit = len(suits) <= 1 and None not in suits
    return letters * (2 if one_suit else 1) + length_bonus(len(cards))


def best_score(words, stolen, hand) -> int | None:
    """The best score of laying ``words`` with every stolen card and some hand cards, or None."""
    pool = [(c, True) for c in stolen] + [(c, False) for c in hand]
    letters = [(i, ch) for i, w in enumerate(words) for ch in w]
    used = [False] * len(pool)
    per_word: list[list] = [[] for _ in words]
    best = [None]
    split = len(words) > 1

    def go(k: int) -> None:
        if k == len(letters):
            if not all(used[j] for j, (_, from_stolen) in enumerate(pool) if from_stolen):
                return
            hand_used = sum(used[j] for j, (_, from_stolen) in enumerate(pool) if not from_stolen)
            if stolen and hand_used == 0:
                return
            if split and not all(any(not s for _, s in cs) and any(s for _, s in cs) for cs in per_word):
                return
            score = sum(word_score([c for c, _ in cs]) for cs in per_word) + (20 if hand_used == 7 else 0)
            if best[0] is None or score > best[0]:
                best[0] = score
            return
        word, ch = letters[k]
        tried = set()  # cards alike (letter, suit, where from) give the same outcomes: try one of each
        for j, (card, from_stolen) in enumerate(pool):
            if (
                not used[j]
                and (card.letter == ch or card.is_wild)
                and (card.letter, card.suit, from_stolen) not in tried
            ):
                tried.add((card.letter, card.suit, from_stolen))
                used[j] = True
                per_word[word].append((card, from_stolen))
                go(k + 1)
                per_word[word].pop()
                used[j] = False

    go(0)
    return best[0]


def plural_only(old: str, new: str) -> bool:
    return new in (old + "S", old + "ES") or (old.endswith("Y") and new == old[:-1] + "IES")


def within(letters: str, cards) -> bool:
    """The cards (Wilds as any letter) hold these letters."""
    need = Counter(letters)
    have = Counter(c.letter for c in cards if not c.is_wild)
    return sum((need - have).values()) <= sum(c.is_wild for c in cards)


def could_fit(letters: str, stolen, hand) -> bool:
    return len(stolen) < len(letters) <= len(stolen) + len(hand) and within(letters, list(stolen) + list(hand))


def word_sets(candidates: list[str], k: int, room: int, pool) -> list[tuple[str, ...]]:
    """Every multiset of ``k`` candidate words whose letters the pool (Wilds as any letter) holds."""
    out: list[tuple[str, ...]] = []

    def go(first: int, chosen: list[str], letters: str) -> None:
        if len(chosen) == k:
            out.append(tuple(chosen))
            return
        for i in range(first, len(candidates)):
            w = candidates[i]
            if len(letters) + len(w) + 2 * (k - len(chosen) - 1) <= room and within(letters + w, pool):
                chosen.append(w)
                go(i, chosen, letters + w)
                chosen.pop()

    go(0, [], "")
    return out


def brute_force(hand, table, max_split: int | None = None, split3_max_length: int | None = None) -> dict:
    """Every legal move: plays, and steals into 1 to ``max_split`` words (None: any number)."""
    found = {}
    for w in WORDS:
        if len(w) <= len(hand) and could_fit(w, (), hand):
            score = best_score([w], (), hand)
            if score is not None:
                found[(None, (w,))] = score
    for target in table:
        pool = list(target.cards) + list(hand)
        candidates = [w for w in WORDS if within(w, pool)]  # each word of a steal fits the pool alone
        most = len(hand) if max_split is None else max_split
        for k in range(1, most + 1):
            if k >= 3 and split3_max_length is not None and len(target.cards) > split3_max_length:
                continue
            for combo in word_sets(candidates, k, len(pool), pool):
                if not could_fit("".join(combo), target.cards, hand):
                    continue
                if k == 1 and plural_only(target.text, combo[0]):
                    continue
                score = best_score(list(combo), target.cards, hand)
                if score is not None:
                    found[(target.id, combo)] = score
    return found


# ----- random positions ------------------------------------------------------------------------------


def deal(rng: random.Random, hand_size: int, words: int):
    """Deck cards of the lexicon's letters (two suits, so one-suit words happen) and Wilds."""
    cards = [c for c in DECK.cards if c.is_wild or (c.letter in LETTERS and c.suit in ("red", "blue", "green"))]
    rng.shuffle(cards)

    def take(pred):
        card = next(c for c in cards if pred(c))
        cards.remove(card)
        return card

    table = []
    while len(table) < words:
        text = rng.choice([w for w in WORDS if 2 <= len(w) <= 6])
        wild_at = rng.randrange(len(text)) if rng.random() < 0.3 else -1
        wanted = Counter("?" if i == wild_at else ch for i, ch in enumerate(text))
        if any(sum(c.letter == ch for c in cards) < n for ch, n in wanted.items()):
            continue
        word_cards = tuple(
            take(lambda c, ch=ch, i=i, w=wild_at: c.is_wild if i == w else c.letter == ch) for i, ch in enumerate(text)
        )
        table.append(TableWord(len(table) + 1, 1, text, word_cards, 0))
    wilds = rng.choice([0, 0, 1, 2])
    hand = [take(lambda c: c.is_wild) for _ in range(wilds)]
    hand += [take(lambda c: not c.is_wild) for _ in range(hand_size - wilds)]
    return hand, table


def finder_result(hand, table, **options) -> dict:
    return {
        (f.target.id if f.target else None, tuple(sorted(f.words)) if f.target else f.words): f.score
        for f in find_moves(RULES, LEX, hand, table, **options)
    }


@pytest.mark.parametrize("seed", range(16))
def test_the_finder_finds_exactly_the_legal_moves(seed):
    rng = random.Random(seed)
    hand, table = deal(rng, rng.choice([3, 4, 5, 6, 7]), rng.choice([1, 2, 3]))
    expected = brute_force(hand, table)
    assert finder_result(hand, table) == expected


@pytest.mark.parametrize("seed", range(6))
def test_the_finder_limits_splits_as_asked(seed):
    rng = random.Random(100 + seed)
    hand, table = deal(rng, 5, 2)
    assert finder_result(hand, table, max_split=2) == brute_force(hand, table, max_split=2)
    assert finder_result(hand, table, max_split=1) == brute_force(hand, table, max_split=1)
    assert finder_result(hand, table, max_split=3) == brute_force(hand, table, max_split=3)
    assert finder_result(hand, table, split3_max_length=3) == brute_force(hand, table, split3_max_length=3)


@pytest.mark.parametrize("seed", range(8))
def test_every_move_found_is_accepted_and_explained_by_the_engine(seed):
    rng = random.Random(200 + seed)
    hand, table = deal(rng, 6, 2)
    moves = find_moves(RULES, LEX, hand, table)
    assert moves, "no move in this position: pick another seed"
    for found in moves:
        report, laid = check_move(RULES, LEX, 0, hand, table, found.move)
        assert laid is not None, str(report)
        explanation = explain_turn(RULES, laid.words, laid.cards, len(laid.hand_used))
        assert explanation.total == found.score == found.explanation.total
    scores = [f.score for f in moves]
    assert scores == sorted(scores, reverse=True)


@pytest.mark.parametrize("seed", range(8))
def test_the_best_few_are_the_head_of_the_full_list(seed):
    rng = random.Random(300 + seed)
    hand, table = deal(rng, 7, 3)
    moves = find_moves(RULES, LEX, hand, table)
    top = find_moves(RULES, LEX, hand, table, top=5)
    assert [(f.score, f.notation()) for f in top] == [(f.score, f.notation()) for f in moves[:5]]
    best = best_move(RULES, LEX, hand, table)
    assert (best.score, best.notation()) == (moves[0].score, moves[0].notation())


@settings(max_examples=25, deadline=None, derandomize=True)
@given(
    seed=st.integers(0, 10**6),
    hand_size=st.sampled_from([7, 8]),
    words=st.integers(1, 4),
    wilds=st.booleans(),
    top=st.integers(1, 12),
)
def test_the_best_n_are_the_head_of_the_full_listing(seed, hand_size, words, wilds, top):
    # issue 20: every best-N search equals the full listing's head whenever it says it is complete:
    # hands of 7 and 8 cards (8: the all-cards bonus for 7 of them), with and without Wilds,
    # crowded tables, splits into 3 and more
    rng = random.Random(seed)
    hand, table = deal(rng, hand_size, words)
    if not wilds:
        hand = [c for c in hand if not c.is_wild] or hand
    every = find_moves(RULES, LEX, hand, table)
    best = search_moves(RULES, LEX, hand, table, top=top)
    assert best.complete
    assert [(f.score, f.notation()) for f in best] == [(f.score, f.notation()) for f in every[:top]]


def test_no_hand_no_moves():
    _, table = deal(random.Random(1), 0, 3)
    assert find_moves(RULES, LEX, [], table) == []
    assert best_move(RULES, LEX, [], []) is None


def test_the_alphagram_index_is_saved_and_checked(tmp_path, monkeypatch):
    from wordplay.thief import alphagram_cache
    from wordplay.thief.alphagrams import AlphagramIndex

    monkeypatch.setenv("WORDPLAY_CACHE", str(tmp_path))
    monkeypatch.setattr(alphagram_cache, "SMALLEST_CACHED", 0)
    built = AlphagramIndex(LEX)
    first = alphagram_cache.cached_index(LEX)
    [path] = tmp_path.glob("alphagrams-tiny-thief-*.bin")
    again = alphagram_cache.cached_index(LEX)
    for index in (first, again):
        assert index.words == built.words
        assert list(index.graph.edge_targets) == list(built.graph.edge_targets)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))
    assert alphagram_cache.cached_index(LEX).words == built.words  # damaged: built again, and saved again
    assert alphagram_cache.cached_index(LEX).words == built.words
    other = lexicon_from_words(["CAT", "ACT"], "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "tiny-thief")
    assert set(alphagram_cache.cached_index(other).words.values()) == {("ACT", "CAT")}
    assert len(list(tmp_path.glob("alphagrams-tiny-thief-*.bin"))) == 2

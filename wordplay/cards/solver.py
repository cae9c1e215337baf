"""The rummy task solver: the best way to meet the round's task with a hand (the hint).

Two steps. First every word the hand can spell is listed by walking the lexicon's DAWG
(:func:`wordplay.crossword.graph.fast_graph`) with the hand's letters as counts; a blank follows
any edge and is written as the lower-case letter. Then sets of words that share no card are
tried against the task: the word lengths the round card asks for, or every card but the
discard. Bonus cards, when the round allows them, go on the best words. Each candidate is
scored by the engine's own :func:`~wordplay.cards.rummy.score_task`; the discard is the card
whose loss costs least (the most valuable one left over, since tasks subtract the unused).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from wordplay.cards.rules import CardsRuleset, RoundCard
from wordplay.cards.task import RummyWord, check_task, score_task
from wordplay.core.errors import IllegalMoveError
from wordplay.core.explanation import Explanation
from wordplay.core.tiles import BLANK
from wordplay.crossword.graph import fast_graph

if TYPE_CHECKING:
    from wordplay.core.lexicon import Lexicon


@dataclass(frozen=True)
class TaskSolution:
    """Lay ``words``, discard ``discard``: ``explanation`` is the score it earns."""

    discard: str
    words: tuple[RummyWord, ...]
    explanation: Explanation

    @property
    def score(self) -> int:
        return self.explanation.total

    def __repr__(self) -> str:
        words = " ".join(w.cards + (f"+{w.bonus}" if w.bonus else "") for w in self.words)
        return f"<TaskSolution {words} discard {self.discard}: {self.score}>"


def spellable_words(
    hand: str, lexicon: Container[str], lengths: set[int] | None = None, *, distinct: bool = False
) -> list[tuple[str, Counter[str]]]:
    """Every word the letter cards of ``hand`` spell (lengths 2+, or in ``lengths``), with the
    hand cards each uses; a blank is written as the lower-case letter it stands for. With
    ``distinct``, only the first word found for each set of hand cards (:func:`distinct_uses`,
    decided during the walk: with blanks, thousands of words share a few hundred sets of cards)."""
    source = cast("Lexicon", lexicon)  # a word list with a graph: the walk reads its arrays
    graph = fast_graph(source.graph, source.alphabet)
    alphabet = source.alphabet
    index = {ch: i for i, ch in enumerate(alphabet)}
    counts = [0] * len(alphabet)
    for c in hand:
        if c in index:
            counts[index[c]] += 1
    blanks = hand.count(BLANK)
    longest = max(lengths) if lengths else len(hand)
    mask, first, child, terminal = graph.mask, graph.first, graph.child, graph.terminal
    found: list[tuple[str, Counter[str]]] = []
    word: list[str] = []
    # the hand cards a path uses, packed (a card count in 8 bits a letter, the blanks' field last)
    unit = [1 << (8 * i) for i in range(len(alphabet))]
    blank_unit = 1 << (8 * len(alphabet))
    seen: set[int] = set()

    def walk(node: int, bl: int, used: int) -> None:
        n = len(word)
        if n >= 2 and terminal[node] and (lengths is None or n in lengths) and used not in seen:
            if distinct:
                seen.add(used)
            text = "".join(word)
            found.append((text, Counter(BLANK if ch.islower() else ch for ch in text)))
        if n == longest:
            return
        m = mask[node]
        edge = first[node]
        letter = 0
        while m:
            if m & 1:
                target = child[edge]
                edge += 1
                if counts[letter]:
                    counts[letter] -= 1
                    word.append(alphabet[letter])
                    walk(target, bl, used + unit[letter])
                    word.pop()
                    counts[letter] += 1
                if bl:
                    word.append(alphabet[letter].lower())
                    walk(target, bl - 1, used + blank_unit)
                    word.pop()
            m >>= 1
            letter += 1

    walk(graph.root, blanks, 0)
    return found


def distinct_uses(words: list[tuple[str, Counter[str]]]) -> list[tuple[str, Counter[str]]]:
    """One word for each set of hand cards: words spelled with the same cards score the same and
    meet the same tasks (CA? spells CAS, CAI, ...), so the solver needs only one of them."""
    seen: dict[frozenset[tuple[str, int]], tuple[str, Counter[str]]] = {}
    for text, need in words:
        seen.setdefault(frozenset(need.items()), (text, need))
    return list(seen.values())


def _combinations(
    words: list[tuple[str, Counter[str]]],
    pool: Counter[str],
    sizes: range,
    start: int = 0,
    chosen: tuple[int, ...] = (),
) -> Iterator[tuple[int, ...]]:
    """Sets of words (by index, in increasing order) that fit in ``pool`` together."""
    if len(chosen) in sizes:
        yield chosen
    if len(chosen) >= sizes.stop - 1:
        return
    for i in range(start, len(words)):
        need = words[i][1]
        if all(pool[c] >= k for c, k in need.items()):
            yield from _combinations(words, pool - need, sizes, i + 1, (*chosen, i))


def solve_task(ruleset: CardsRuleset, card: RoundCard, hand: str, lexicon: Container[str]) -> TaskSolution | None:
    """The best (words, discard) for ``hand`` (the hand after drawing), or None when none meets the task."""
    decks = ruleset.decks
    bonus_held = [c for c in hand if decks.is_bonus(c)]
    letters = "".join(c for c in hand if not decks.is_bonus(c))
    use_bonus = ruleset.bonus_cards and card.bonus_cards_allowed
    if card.use_all_cards:
        lengths, sizes = None, range(1, len(hand))
    else:
        lengths = set(card.slots) | set(card.optional)
        sizes = range(len(card.slots), len(card.slots) + len(card.optional) + 1)
    words = spellable_words(letters, lexicon, lengths, distinct=True)
    words.sort(key=lambda w: (-len(w[0]), w[0]))
    best: TaskSolution | None = None
    pool = Counter(letters)
    for combo in _combinations(words, pool, sizes):
        chosen = [words[i] for i in combo]
        if not card.use_all_cards:
            got = Counter(len(w[0]) for w in chosen)
            if Counter(card.slots) - got or (got - Counter(card.slots)) - Counter(card.optional):
                continue
        left = list((pool - sum((w[1] for w in chosen), Counter())).elements())
        values = [sum(decks.value(c) for c in w[0]) for w in chosen]
        order = sorted(range(len(chosen)), key=lambda k: -values[k])
        bonuses = sorted(bonus_held, key=lambda c: -decks.held_bonus_card(c).multiplier) if use_bonus else []
        attached = {order[k]: b for k, b in enumerate(bonuses[: len(order)])}
        spare = left + [
            b
            for b in bonus_held
            if b not in attached.values() or bonus_held.count(b) > list(attached.values()).count(b)
        ]
        if not spare:
            continue  # a card must be discarded
        discard = max(spare, key=lambda c: (decks.value(c), c))
        unused = spare.copy()
        unused.remove(discard)
        if card.use_all_cards and unused:
            continue  # the task refuses any card left but the discard: not checked nor scored
        laid = tuple(RummyWord(w[0], attached.get(k)) for k, w in enumerate(chosen))
        try:
            check_task(ruleset, card, list(laid), "".join(unused), None)
        except IllegalMoveError:
            continue
        explanation = score_task(ruleset, card, list(laid), "".join(unused))
        if best is None or explanation.total > best.score:
            best = TaskSolution(discard, laid, explanation)
    return best

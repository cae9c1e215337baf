"""The steal finder: every legal play from the hand and every legal steal of the table, ranked.

For each stealable word the finder walks the lexicon's word graph once over the pooled
letters (the stolen word's cards, the hand, every Wild as any letter) and collects every
word it can spell. Letter counts are packed into one integer per word (9 bits a letter),
so "covers the stolen letters", "fits the hand" and "the parts add up" are a few integer
operations. Then:

* a lengthening is a pooled word that covers the stolen word and adds hand letters;
* a split into two is a pair of pooled words that together cover the stolen word, found by
  grouping the words by the stolen letters they can hold (a pair of groups must cover it);
* a split into three (for stolen words up to ``split3_max_length`` letters) adds a third word
  that holds the stolen letters the pair leaves.

These are letter-level candidates; each one goes to :func:`wordplay.thief.assign.best_cards`
(which picks the cards that score most, and keeps the rules about every new word's share)
and to the plural rule, exactly as the engine checks a player's steal. What survives is a
:class:`Found`: the laid move, its score and (computed when asked) its explanation.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from wordplay.core.explanation import Explanation
from wordplay.thief.assign import Supply
from wordplay.thief.cards import Card
from wordplay.thief.moves import PlayWord, Steal, TableWord, move_notation
from wordplay.thief.rules import Laid
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import all_cards_bonus, explain_turn

_BITS = 9
_TOP = 26 * _BITS


@dataclass(frozen=True)
class Found:
    """A legal play or steal: the cards laid and the score (its explanation when asked)."""

    laid: Laid
    score: int
    ruleset: ThiefRuleset = field(repr=False, compare=False)

    @property
    def move(self) -> PlayWord | Steal:
        return self.laid.move

    @property
    def words(self) -> tuple[str, ...]:
        return self.laid.words

    @property
    def target(self) -> TableWord | None:
        return self.laid.target

    @property
    def kind(self) -> str:
        if self.laid.target is None:
            return "play"
        return "lengthen" if len(self.laid.words) == 1 else f"split{len(self.laid.words)}"

    @cached_property
    def explanation(self) -> Explanation:
        return explain_turn(self.ruleset, self.laid.words, self.laid.cards, len(self.laid.hand_used))

    def notation(self) -> str:
        return move_notation(self.move, [self.laid.target] if self.laid.target else [])

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "notation": self.notation(), "score": self.score,
                "target": None if self.target is None else self.target.text, "words": list(self.words),
                "cards": [[c.label() for c in cs] for cs in self.laid.cards],
                "hand_used": len(self.laid.hand_used), "explanation": self.explanation.to_dict()}


class _Packing:
    """Letter counts packed in an integer, 9 bits a letter, and the field-wise operations on them."""

    def __init__(self, alphabet: str) -> None:
        self.alphabet = alphabet
        self.index = {ch: i for i, ch in enumerate(alphabet)}
        self.unit = [1 << (_BITS * i) for i in range(len(alphabet))]
        self.guard = sum(256 << (_BITS * i) for i in range(len(alphabet)))
        self.ones = sum(self.unit)
        self.top = _BITS * (len(alphabet) - 1)

    def pack(self, letters: Iterable[str]) -> int:
        index, unit = self.index, self.unit
        return sum(unit[index[ch]] for ch in letters)

    def excess(self, a: int, b: int) -> int:
        """Field-wise max(0, a - b)."""
        d = (a | self.guard) - b
        return d & (((d & self.guard) >> 8) * 255)

    def size(self, a: int) -> int:
        return ((a * self.ones) >> self.top) & 511


def _words_from(graph: Any, counts: list[int], wilds: int, max_length: int, min_length: int,
                unit: list[int]) -> list[tuple[tuple[int, ...], int]]:
    """Every word of the graph spelt from ``counts`` (letter index -> count) and ``wilds`` jokers,
    with its packed letter counts. A letter the pool holds is taken before a joker."""
    first, letters, targets = graph.first_edge, graph.edge_letters, graph.edge_targets
    terminals, masks = graph.terminals, graph.letter_masks
    out: list[tuple[tuple[int, ...], int]] = []
    word: list[int] = []

    def walk(node: int, wilds: int, key: int) -> None:
        depth = len(word) + 1
        for e in range(first[node], first[node + 1]):
            letter = letters[e]
            if counts[letter]:
                counts[letter] -= 1
                joker = 0
            elif wilds:
                joker = 1
            else:
                continue
            child = targets[e]
            word.append(letter)
            k = key + unit[letter]
            if terminals[child] and depth >= min_length:
                out.append((tuple(word), k))
            if depth < max_length and masks[child]:
                walk(child, wilds - joker, k)
            word.pop()
            if not joker:
                counts[letter] += 1

    walk(graph.root, wilds, 0)
    return out


def find_moves(
    ruleset: ThiefRuleset,
    lexicon: Any,
    hand: Sequence[Card],
    table: Sequence[TableWord],
    *,
    plays: bool = True,
    steals: bool = True,
    max_split: int = 3,
    split3_max_length: int = 8,
    top: int | None = None,
) -> list[Found]:
    """Every legal play from ``hand`` and steal of the words in ``table`` (give only the words
    the player may steal), best score first; ties in a fixed order (kind, words).

    ``lexicon`` must have a word graph (:class:`wordplay.core.lexicon.Lexicon`).
    """
    graph = lexicon.graph
    pack = _Packing(lexicon.alphabet)
    found: list[Found] = []
    hand_fixed = [c for c in hand if not c.is_wild]
    hand_wilds = len(hand) - len(hand_fixed)
    if plays:
        counts = [0] * len(pack.alphabet)
        for c in hand_fixed:
            counts[pack.index[c.letter]] += 1
        seen: set[str] = set()
        supply = Supply(ruleset, (), hand)
        for letters, _ in _words_from(graph, counts, hand_wilds, len(hand), ruleset.min_word_length, pack.unit):
            text = lexicon.decode(letters)
            if text in seen:
                continue
            seen.add(text)
            _add(found, ruleset, (text,), supply, None)
    if steals:
        for target in table:
            _steals_of(found, ruleset, lexicon, graph, pack, target, hand, hand_fixed, hand_wilds,
                       max_split, split3_max_length)
    order = {"play": 0, "lengthen": 1, "split2": 2, "split3": 3}
    found.sort(key=lambda f: (-f.score, order.get(f.kind, 9), f.target.id if f.target else 0, f.words))
    return found if top is None else found[:top]


def best_move(ruleset: ThiefRuleset, lexicon: Any, hand: Sequence[Card], table: Sequence[TableWord],
              **options: Any) -> Found | None:
    """The best-scoring play or steal, or None when there is none."""
    moves = find_moves(ruleset, lexicon, hand, table, **options)
    return moves[0] if moves else None


def _add(found: list[Found], ruleset: ThiefRuleset, words: tuple[str, ...], supply: Supply,
         target: TableWord | None) -> None:
    """Lay ``words`` with the best cards; keep the result when the rules allow it."""
    if target is not None and len(words) == 1 and ruleset.plural_of(target.text, words[0]):
        return
    result = supply.best(words)
    if result is None:
        return
    points, cards = result
    stolen_ids = {c.id for c in supply.stolen}
    used = tuple(c for cs in cards for c in cs if c.id not in stolen_ids)
    laid = Laid(words, cards, target, used)
    found.append(Found(laid, points + all_cards_bonus(ruleset, len(used)), ruleset))


def _steals_of(found: list[Found], ruleset: ThiefRuleset, lexicon: Any, graph: Any, pack: _Packing,
               target: TableWord, hand: Sequence[Card], hand_fixed: Sequence[Card], hand_wilds: int,
               max_split: int, split3_max_length: int) -> None:
    stolen = target.cards
    stolen_fixed = [c.letter for c in stolen if not c.is_wild]
    stolen_wilds = len(stolen) - len(stolen_fixed)
    T = pack.pack(stolen_fixed)
    H = pack.pack(c.letter for c in hand_fixed)
    jokers = stolen_wilds + hand_wilds
    hand_size = len(hand)
    counts = [0] * len(pack.alphabet)
    for ch in stolen_fixed:
        counts[pack.index[ch]] += 1
    for c in hand_fixed:
        counts[pack.index[c.letter]] += 1
    pooled = _words_from(graph, counts, jokers, len(stolen) + hand_size, ruleset.min_word_length, pack.unit)
    excess, size = pack.excess, pack.size
    need_stolen = ruleset.split_words_need_stolen_card
    n_fixed = len(stolen_fixed)

    def fits(total: int, words: int) -> bool:
        """Words whose letters add up to ``total`` (packed) cover the stolen word and fit the hand."""
        if excess(T, total):
            return False
        rest = total - T
        if size(excess(rest, H)) > jokers:
            return False
        from_hand = size(rest) - stolen_wilds
        return words <= from_hand <= hand_size

    # each pooled word: its text, packed counts, and the stolen letters it can hold (field-wise min)
    words: list[tuple[str, int, int]] = []
    for letters, key in pooled:
        holds = key - excess(key, T)
        if need_stolen and not holds and not stolen_wilds:
            continue  # cannot hold a stolen card, so it is in no steal
        if size(excess(key - holds, H)) > jokers:
            continue  # needs more than the hand (and the Wilds) can give
        words.append((lexicon.decode(letters), key, holds))
    seen: set[tuple[str, ...]] = set()
    supply = Supply(ruleset, stolen, hand)

    def candidate(texts: tuple[str, ...]) -> None:
        texts = tuple(sorted(texts))
        if texts not in seen:
            seen.add(texts)
            _add(found, ruleset, texts, supply, target)

    length = len(stolen)
    for text, key, holds in words:
        if len(text) > length and fits(key, 1):
            candidate((text,))
    if max_split < 2:
        return
    groups: dict[int, list[tuple[str, int]]] = {}
    for text, key, holds in words:
        groups.setdefault(holds, []).append((text, key))
    keys = list(groups)
    for a, ha in enumerate(keys):
        for hb in keys[a:]:
            if excess(T, ha + hb):
                continue
            same = ha == hb
            list_a, list_b = groups[ha], groups[hb]
            for i, (ta, ka) in enumerate(list_a):
                for tb, kb in (list_b[i:] if same else list_b):
                    if fits(ka + kb, 2):
                        candidate((ta, tb))
    if max_split < 3 or length > split3_max_length or n_fixed + stolen_wilds < 3 and need_stolen:
        return
    # three words: a pair that leaves part of the stolen letters, and a third word holding that part
    for a, ha in enumerate(keys):
        for b in range(a, len(keys)):
            hb = keys[b]
            left = excess(T, ha + hb)
            for hc in keys[b:]:
                if excess(left, hc):
                    continue
                _triples(groups[ha], groups[hb], groups[hc], ha == hb, hb == hc, fits, excess, T, H, jokers,
                         hand_size, size, candidate)


def _triples(list_a, list_b, list_c, same_ab, same_bc, fits, excess, T, H, jokers, hand_size, size, candidate):
    for i, (ta, ka) in enumerate(list_a):
        for j, (tb, kb) in enumerate(list_b[i:] if same_ab else list_b):
            kab = ka + kb
            # the pair alone must already fit the hand with room for the third word's card
            rest = kab - (kab - excess(kab, T))
            if size(excess(rest, H)) > jokers or size(rest) > hand_size:
                continue
            start = (i + j if same_ab else j) if same_bc else 0
            for tc, kc in list_c[start:]:
                if fits(kab + kc, 3):
                    candidate((ta, tb, tc))

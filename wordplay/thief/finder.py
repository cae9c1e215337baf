"""The steal finder: the legal plays from the hand and steals of the table, best first.

Every set of new words is first found as letters (:mod:`wordplay.thief.steals`, on the
lexicon's alphagrams), scored once for all the words those letters spell
(:mod:`wordplay.thief.points`), then spelt out. Words of the same letters score the same, so
STONE, NOTES and ONSET cost one scoring. With ``top`` the search keeps only what can still
reach the ``top`` best scores (each candidate has a bound), which is what a computer player
or a hint needs: each stolen word has a ceiling per kind of steal (all its cards and the hand's,
the best length bonuses the lengths allow), so a word whose ceiling is below the bar is never
searched, and the splits (by covering the stolen letters, :mod:`wordplay.thief.covering`) are
searched fewest words first and best ceiling first (:func:`_splits`), so that the bar rises at
once; without it, every legal move comes back, and there can be hundreds of
thousands (a 7-card hand with a Wild splits a 5-letter word in tens of thousands of ways).

Each :class:`Found` lays its cards (the best ones, :meth:`wordplay.thief.assign.Supply.best`: one
card search per stolen word, shared by the moves of a list, so that a stream of every move does not
list the ways to lay a word again for each move) and explains its score only when asked.
"""

from __future__ import annotations

import heapq
import math
from array import array
from collections.abc import Callable, Container, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from wordplay.core.explanation import Explanation
from wordplay.thief.alphagram_cache import alphagram_index
from wordplay.thief.alphagrams import AlphagramIndex, Scored
from wordplay.thief.assign import Supply
from wordplay.thief.cards import Card, loose_cards, loose_word
from wordplay.thief.covering import Offer
from wordplay.thief.listing import UNBOUNDED, Group, MoveList, SearchBound, budgets, cancel_every, group_size, spell
from wordplay.thief.moves import PlayWord, Steal, TableWord, move_notation
from wordplay.thief.points import Scorer
from wordplay.thief.rules import Laid
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import all_cards_bonus, explain_turn
from wordplay.thief.steals import StealSearch

#: The kinds of move in the order the finder ranks ties (splits into more words come after split3).
KINDS = ("play", "lengthen", "split2", "split3", "split4", "split5", "split6", "split7")


@dataclass(frozen=True)
class Found:
    """A legal play or steal: its new words (a steal's in alphabetical order), the stolen word and the score."""

    words: tuple[str, ...]
    target: TableWord | None
    score: int
    ruleset: ThiefRuleset = field(repr=False, compare=False)
    hand: tuple[Card, ...] = field(repr=False, compare=False)
    cards: tuple[tuple[Card, ...], ...] | None = field(default=None, repr=False, compare=False)
    # the card search of this stolen word and hand, shared by the moves of one list (what it learns of a
    # word is kept for the next move)
    supply: Supply | None = field(default=None, repr=False, compare=False)

    @cached_property
    def laid(self) -> Laid:
        """The cards of each new word (``cards`` when given, else the best ones) and the hand cards used."""
        stolen = self.target.cards if self.target is not None else ()
        cards = self.cards
        if cards is None:
            supply = self.supply if self.supply is not None else Supply(self.ruleset, stolen, self.hand)
            found = supply.best(self.words)
            assert found is not None, f"{self.words} was found but cannot be laid"
            cards = found[1]
        stolen_ids = {c.id for c in stolen}
        return Laid(self.words, cards, self.target, tuple(c for cs in cards for c in cs if c.id not in stolen_ids))

    @property
    def move(self) -> PlayWord | Steal:
        """The move with every card named (what the engine applies)."""
        return self.laid.move

    @property
    def play(self) -> PlayWord | Steal:
        """The move (the name the board games' computer players use)."""
        return self.move

    @property
    def kind(self) -> str:
        if self.target is None:
            return "play"
        return "lengthen" if len(self.words) == 1 else f"split{len(self.words)}"

    @cached_property
    def explanation(self) -> Explanation:
        laid = self.laid
        return explain_turn(self.ruleset, laid.words, laid.cards, len(laid.hand_used))

    def notation(self) -> str:
        return move_notation(
            PlayWord(self.words[0]) if self.target is None else Steal(self.target.id, self.words),
            [self.target] if self.target is not None else [],
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "notation": self.notation(),
            "score": self.score,
            "target": None if self.target is None else self.target.text,
            "words": list(self.words),
            "cards": [[c.label() for c in cs] for cs in self.laid.cards],
            "hand_used": len(self.laid.hand_used),
            "explanation": self.explanation.to_dict(),
        }


class _Stop(Exception):
    """The search reached its bound."""


class _Ranking:
    """The groups of moves found (letters + score), and the score a new group must reach to matter.

    Moves tie by kind first (:data:`KINDS`' order), and the search looks for the kinds in that order
    (:meth:`searching`): once the best ``top`` so far hold only moves of the kinds already searched at
    their lowest score, a move of the kind now searched must beat that score, not just reach it (it would
    rank after them all). The same moves come back; the search proves it sooner."""

    def __init__(self, index: AlphagramIndex, top: int | None, bound: SearchBound = UNBOUNDED) -> None:
        self.index, self.top, self.bound = index, top, bound
        self.groups: list[Group] = []
        self._heap: list[tuple[int, int]] = []  # the best ``top`` moves so far: (score, -kind), worst first
        self._kind = 0  # the kind searched now
        self.value: float = -math.inf  # the score a move must reach to be kept: the top-th best so far
        self.listed = 0  # moves kept so far
        self.stopped: str | None = None
        self._cancel = bound.cancel
        self._every = cancel_every()
        self._most = math.inf if bound.moves is None else bound.moves
        self._steps = math.inf if bound.steps is None else bound.steps
        self.spent = 0  # steps taken: what a budget in steps is measured against
        self._look_at = 0 if bound.cancel is not None else math.inf  # when the cancel switch is next read
        self.by_letters = True  # a group's moves are the word sets its letters spell (no word filter)

    def ranked(self) -> tuple[int, int, array[int]] | None:
        """What the compiled pair search needs to rank the pairs it scores as :meth:`add` does
        (``score_core.h``): ``top``, the kind searched and each (score, kind) of the best so far; None when it
        cannot (no ``top``, or groups counted by a word filter rather than by their letters)."""
        if self.top is None or not self.by_letters:
            return None
        return self.top, self._kind, array("q", [x for score, kind in self._heap for x in (score, -kind)])

    def searching(self, kind: int) -> None:
        """The moves offered from now on are of ``kind`` (an index of :data:`KINDS`, never lower than before)."""
        self._kind = kind
        self._raise()

    def _raise(self) -> None:
        """The score a move of the kind searched must reach: the top-th best so far, or one more when the
        moves at that score are all of kinds ranked first."""
        if self.top is not None and len(self._heap) >= self.top:
            score, kind = self._heap[0]
            self.value = score + 1 if -kind < self._kind else score

    @property
    def left(self) -> int | None:
        """The steps the search may still take (None: no bound)."""
        return None if self._steps == math.inf else int(self._steps)

    def tick(self, steps: int = 1) -> None:
        """``steps`` steps of the search done: stop it (raise :class:`_Stop`) once its steps are
        spent, or when the caller has cancelled it (looked at every ``cancel_every`` steps)."""
        self._steps -= steps
        self.spent += steps
        if self._steps < 0:
            self.stopped = "steps"
            raise _Stop
        if self.spent >= self._look_at:
            self._look_at = self.spent + self._every
            if self._cancel is not None and self._cancel.is_set:
                self.stopped = "cancelled"
                raise _Stop

    def add(
        self,
        score: int,
        kind: int,
        target: TableWord | None,
        keys: tuple[int, ...],
        words: list[tuple[str, ...]] | None = None,
    ) -> None:
        if score < self.value:
            return
        self.groups.append((score, kind, target, keys, words))
        count = len(words) if words is not None else group_size(self.index.words, keys)
        self.listed += count
        if self.top is not None:
            heap, entry = self._heap, (score, -kind)
            for _ in range(min(count, self.top)):
                if len(heap) < self.top:
                    heapq.heappush(heap, entry)
                elif entry > heap[0]:
                    heapq.heapreplace(heap, entry)
                else:
                    break
            self._raise()
        elif self.listed >= self._most:
            self.stopped = "size"
            raise _Stop
        self.tick()

    def moves(self, ruleset: ThiefRuleset, hand: tuple[Card, ...]) -> MoveList:
        # the top-th best score (the bar may stand one higher, for the kinds ranked after it)
        cut = self._heap[0][0] if self.top is not None and len(self._heap) >= self.top else -math.inf
        groups = [g for g in self.groups if g[0] >= cut]

        supplies: dict[int | None, Supply] = {}  # by stolen word: one card search for all its moves

        def make(texts: tuple[str, ...], target: TableWord | None, score: int) -> Found:
            key = None if target is None else target.id
            supply = supplies.get(key)
            if supply is None:
                supply = supplies[key] = Supply(ruleset, () if target is None else target.cards, hand)
            return Found(texts, target, score, ruleset, hand, supply=supply)

        found = MoveList(groups, self.index.words, make, top=self.top, stopped=self.stopped, bound=self.bound)
        found.spent = self.spent
        return found


def search_moves(
    ruleset: ThiefRuleset,
    lexicon: Any,
    hand: Sequence[Card],
    table: Sequence[TableWord],
    *,
    plays: bool = True,
    steals: bool = True,
    max_split: int | None = None,
    split3_max_length: int | None = None,
    top: int | None = None,
    bound: SearchBound = UNBOUNDED,
    longest: int | None = None,
    words: Container[str] | None = None,
) -> MoveList:
    """Every legal play from ``hand`` and steal of the words in ``table`` (give only the words
    the player may steal), best score first; ties by kind (play, lengthening, splits), stolen
    word and words. ``max_split``: the most new words a steal may make (1 to 3); splits into
    three are looked for in stolen words of up to ``split3_max_length`` cards. ``top``: only
    the best ``top`` (all of them without). ``bound``: the steps and moves the search may take
    (:meth:`SearchBound.default` for a learner's search) and the caller's cancel switch; a search
    cut short returns what it found, marked incomplete. ``longest`` and ``words``: only new words of at most ``longest``
    letters, and only words in ``words`` (a computer level's limits, applied while searching).

    The moves are counted at once and spelt out page by page (:class:`MoveList`).
    ``lexicon`` must have a word graph (:class:`wordplay.core.lexicon.Lexicon`).
    """
    index = alphagram_index(lexicon)
    hand = tuple(hand)
    ranking = _Ranking(index, top, bound)
    _search(
        ranking,
        index,
        ruleset,
        hand,
        table,
        plays,
        steals,
        max_split,
        split3_max_length,
        longest,
        _word_filter(longest, words),
    )
    return ranking.moves(ruleset, hand)


def count_moves(
    ruleset: ThiefRuleset,
    lexicon: Any,
    hand: Sequence[Card],
    table: Sequence[TableWord],
    *,
    plays: bool = True,
    steals: bool = True,
    max_split: int | None = None,
    split3_max_length: int | None = None,
    bound: SearchBound = UNBOUNDED,
) -> tuple[int, str | None]:
    """How many moves :func:`search_moves` lists, with the same options, and why the count
    stopped early (``"steps"`` or ``"cancelled"``; None when it is exact). The splits into two of a
    stolen word without Wilds are counted without being listed or scored
    (:meth:`StealSearch.count_pairs`), the splits into three without being scored; the rest is
    listed. Its ``bound.moves`` does not apply: nothing is kept.
    """
    index = alphagram_index(lexicon)
    hand = tuple(hand)
    ranking = _Ranking(index, None, SearchBound(None, bound.steps, bound.cancel))
    _search(
        ranking, index, ruleset, hand, table, plays, steals, max_split, split3_max_length, None, None, counting=True
    )
    return ranking.listed, ranking.stopped


def _search(
    ranking: _Ranking,
    index: AlphagramIndex,
    ruleset: ThiefRuleset,
    hand: tuple[Card, ...],
    table: Sequence[TableWord],
    plays: bool,
    steals: bool,
    max_split: int | None,
    split3_max_length: int | None,
    longest: int | None,
    keep: Callable[[str], bool] | None,
    counting: bool = False,
) -> None:
    """The search of :func:`search_moves` into ``ranking``; ``counting``: splits of a stolen word
    without Wilds only counted (:func:`count_moves`)."""
    if not hand:
        return
    ranking.by_letters = keep is None
    try:
        if plays:
            _plays(index, ruleset, hand, ranking, longest, keep)
        if steals:
            if (
                longest is not None and max_split is not None
            ):  # a longer word cannot be stolen into words of at most ``longest``
                table = [t for t in table if len(t.cards) < max(max_split, 1) * longest]
            searches = []
            for target in table:  # each walks the letters its cards can spell: a moment with many Wilds
                ranking.tick()
                scorer = Scorer(ruleset, index.packing, target.cards, hand, ranking.tick)
                searches.append((target, StealSearch(index, ruleset, scorer, target.text, ranking, longest)))

            def lengthened(score: int, key: int, spelt: list[str], target: TableWord) -> None:
                kept = spelt if keep is None else [w for w in spelt if keep(w)]
                if kept:
                    ranking.add(score, 1, target, (key,), [(w,) for w in kept])

            def lengthen(target: TableWord) -> Callable[[int, int, list[str]], None]:
                return lambda score, key, spelt: lengthened(score, key, spelt, target)

            def split(target: TableWord) -> Callable[[int, tuple[int, ...], tuple[int, ...]], None]:
                return lambda score, keys, lengths: _split(ranking, index, keep, score, target, keys)

            def counted(score: int, keys: tuple[int, ...], lengths: tuple[int, ...]) -> None:
                ranking.listed += group_size(index.words, keys)
                ranking.tick()

            # lengthenings first, most promising first: they raise the bar for the splits; a stolen
            # word whose ceiling is below the bar is left at once
            ranking.searching(1)  # the kinds of :data:`KINDS`: 1 lengthenings, n splits into n words
            for target, search in sorted(searches, key=lambda ts: -ts[1].ceiling(1)):
                search.lengthenings(lengthen(target))
            if max_split is None or max_split >= 2:
                if counting:  # the splits into two and three counted, most without being listed
                    _count_splits(searches, max_split, split3_max_length, split, counted, ranking)
                _splits(ranking, searches, max_split, split3_max_length, split, 4 if counting else 2)
    except _Stop:
        pass


def _count_splits(
    searches: list[tuple[TableWord, StealSearch]],
    max_split: int | None,
    split3_max_length: int | None,
    split: Callable[[TableWord], Offer],
    counted: Offer,
    ranking: _Ranking,
) -> None:
    """Count the splits into two and three words (:func:`count_moves`): those of a stolen word
    without Wilds without listing the pairs or scoring the triples; the others listed."""
    for target, search in searches:
        three = _allows(max_split, split3_max_length, target, 3)
        if not search.wilds:
            ranking.listed += search.count_pairs()
            if three:
                search.splits(counted, True, pairs=False, scored=False)
        else:
            search.splits(split(target), three)


def _allows(max_split: int | None, split3_max_length: int | None, target: TableWord, words: int) -> bool:
    """Does the search look for splits of ``target`` into ``words`` words?"""
    if max_split is not None and words > max_split:
        return False
    return words < 3 or split3_max_length is None or len(target.cards) <= split3_max_length


def _splits(
    ranking: _Ranking,
    searches: list[tuple[TableWord, StealSearch]],
    max_split: int | None,
    split3_max_length: int | None,
    split: Callable[[TableWord], Offer],
    fewest: int = 2,
) -> None:
    """The splits into ``fewest`` words or more (:meth:`StealSearch.splits_into`), fewest words
    first and, for each number of words, the stolen word whose ceiling is highest first: the bar
    rises with the best splits at once, and a stolen word whose ceiling cannot reach it is left."""
    most = max((search.most_words() for _, search in searches), default=0)
    for words in range(fewest, most + 1):
        ranking.searching(words)
        plan = sorted(searches, key=lambda ts: (-ts[1].ceiling(words), ts[0].id))
        for target, search in plan:
            if words <= search.most_words() and _allows(max_split, split3_max_length, target, words):
                search.splits_into(words, split(target))


def find_moves(
    ruleset: ThiefRuleset, lexicon: Any, hand: Sequence[Card], table: Sequence[TableWord], **options: Any
) -> list[Found]:
    """:func:`search_moves` as a list (every move spelt out; without a bound, every move there is)."""
    return search_moves(ruleset, lexicon, hand, table, **options).all()


def _word_filter(longest: int | None, words: Container[str] | None) -> Callable[[str], bool] | None:
    """Which spelt words a search keeps (None: all of them)."""
    if words is None:
        return None if longest is None else (lambda w: len(w) <= longest)
    return (lambda w: w in words) if longest is None else (lambda w: len(w) <= longest and w in words)


def _split(
    ranking: _Ranking,
    index: AlphagramIndex,
    keep: Callable[[str], bool] | None,
    score: int,
    target: TableWord,
    keys: tuple[int, ...],
) -> None:
    """Rank a split's letter groups; with a word filter, spelt out and filtered here."""
    if keep is None:
        ranking.add(score, len(keys), target, keys)
        return
    sets = [texts for texts in spell(index.words, keys) if all(keep(w) for w in texts)]
    if sets:
        ranking.add(score, len(keys), target, keys, sets)


def _plays(
    index: AlphagramIndex,
    ruleset: ThiefRuleset,
    hand: tuple[Card, ...],
    ranking: _Ranking,
    longest: int | None = None,
    keep: Callable[[str], bool] | None = None,
) -> None:
    scorer = Scorer(ruleset, index.packing, (), hand, ranking.tick)
    counts = index.packing.counts(scorer.hand_fixed)
    most = len(hand) if longest is None else min(len(hand), longest)
    bounded: list[Scored] | None = index.ranked_pieces(  # each with its score when no card search is needed
        counts,
        scorer.hand_wilds,
        most,
        ruleset.min_word_length,
        ranking.tick,
        scorer.bounding(most),
        descending=True,
        left=ranking.left,
        scoring=scorer.scoring(ranking.value - ruleset.all_cards_bonus),
    )
    if bounded is None:  # the pure-Python reference: the same order (best bound, then letters, first)
        pieces = index.pieces(counts, scorer.hand_wilds, most, ruleset.min_word_length, ranking.tick)
        bounded = [(k, n, 0, b, None) for b, k, n in sorted(((scorer.bound(k, n), k, n) for k, n in pieces))]
        bounded.reverse()
    for key, n, _, bound, plain in bounded:
        if bound + ruleset.all_cards_bonus < ranking.value:
            break
        ranking.tick()
        if plain is not None and plain < ranking.value:
            continue  # its score, below the bar: it would not be kept
        if plain is None and bound + all_cards_bonus(ruleset, n) < ranking.value:
            # its bound and the all-cards bonus of a play of n cards (the bar's test above adds it to every play),
            # below the bar: :meth:`Scorer.score` would return None before its card search (the same test, as
            # plain + doubling); most of a hint's one-suit plays, not scored
            continue
        spelt: list[tuple[str, ...]] | None = None if keep is None else [(w,) for w in index.words[key] if keep(w)]
        if spelt == []:
            continue
        score = plain if plain is not None else scorer.score((key,), (n,), ranking.value)
        if score is not None:
            ranking.add(score, 0, None, (key,), spelt)


def best_move(
    ruleset: ThiefRuleset, lexicon: Any, hand: Sequence[Card], table: Sequence[TableWord], **options: Any
) -> Found | None:
    """The best-scoring play or steal, or None when there is none."""
    moves = find_moves(ruleset, lexicon, hand, table, top=1, **options)
    return moves[0] if moves else None


def budget_probe(ruleset: ThiefRuleset) -> tuple[list[Card], list[TableWord]]:
    """The hand and table each budget is timed on (``thief_probe`` in ``wordplay/data/budgets.json``):
    natively by ``benchmarks/bench_review.py`` and under Pyodide by ``tests/browser/test_lite.py``,
    which also checks that the browser's answer is the same, step for step."""
    probe = budgets()["thief_probe"]
    hand = loose_cards(probe["hand"], ruleset.deck, "h")
    table = [
        TableWord(i, 1, text, loose_word(text, ruleset.deck, f"t{i}.")[1], 0)
        for i, text in enumerate(probe["table"], start=1)
    ]
    return hand, table


def available_move(
    ruleset: ThiefRuleset, lexicon: Any, hand: Sequence[Card], table: Sequence[TableWord]
) -> tuple[Found | None, bool]:
    """The best play or steal a bounded search finds (``available_steps`` in
    ``wordplay/data/budgets.json``, the computer players' scale: "cannot play" and "pass" never
    wait on an unbounded search), and whether the search was complete: when it was not and found
    nothing, whether a play existed is not known."""
    found = search_moves(ruleset, lexicon, hand, table, top=1, bound=SearchBound.named("available_steps"))
    first = found.slice(0, 1)
    return (first[0] if first else None), found.complete

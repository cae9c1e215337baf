"""The moves a search found, counted at once and spelt out page by page; the bound of a search.

The steal finder ranks *groups*: the words of one set of letters score the same, so a group is
(score, kind, stolen word, letters) and stands for every set of words those letters spell
(STONE's ENOST is STONE, NOTES, ONSET...). A crowded table holds half a million moves in a few
thousand groups. :class:`MoveList` keeps the groups, counts their moves without spelling them,
and spells (and sorts) only the groups a page reaches: the pages together are the full list,
in the finder's order (best score, then kind, stolen word and words).

:class:`SearchBound` is what a search may spend: steps (the answer's bound, the same on every
machine) and moves listed, the budgets in data (``wordplay/data/budgets.json``); no clock.
A caller may cancel a search (:class:`Cancel`, a learner's Cancel button): the only way time
can cut an answer short, and it says so. A list cut short says so in a sentence from the
message catalogue (:meth:`MoveList.message`).
"""

from __future__ import annotations

import json
import math
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from itertools import combinations_with_replacement, product
from typing import Any

from wordplay.core.messages import render

# a group: (score, kind, stolen word or None, letters of each new word, its words when known)
Group = tuple[int, int, Any, tuple[int, ...], "list[tuple[str, ...]] | None"]


class Cancel:
    """A search's cancel switch: the caller sets it (from a button's handler, a signal handler or
    another thread) and the search stops at its next check (every ``cancel_every`` steps of
    ``wordplay/data/budgets.json``), with the moves found by then and a sentence saying it was
    cancelled. Nothing else but the caller's wish cuts a search short by time."""

    def __init__(self) -> None:
        self._set = False

    def set(self) -> None:
        """Ask the search to stop."""
        self._set = True

    @property
    def is_set(self) -> bool:
        return self._set


@dataclass(frozen=True)
class SearchBound:
    """At most ``steps`` steps of the search and ``moves`` moves listed (None: no limit of that
    kind), and the caller's ``cancel`` switch. Steps (pieces tried, stolen words started) do not
    depend on the machine's speed: a search bounded by them gives the same answer on every
    machine; no clock is read."""

    moves: int | None = None
    steps: int | None = None
    cancel: Cancel | None = field(default=None, compare=False)

    @classmethod
    def default(cls) -> SearchBound:
        """The bound of a learner's search (``learner_steps`` in ``wordplay/data/budgets.json``)."""
        return cls.named("learner_steps")

    @classmethod
    def exercise(cls) -> SearchBound:
        """The bound of an exercise's search (``exercise_steps``): an exercise's answer is its key,
        the same under nbval on any machine."""
        return cls.named("exercise_steps")

    @classmethod
    def named(cls, budget: str, cancel: Cancel | None = None) -> SearchBound:
        """The bound of the Word Thief budget ``budget`` of ``wordplay/data/budgets.json``, with the
        most moves listed (and the caller's ``cancel`` switch)."""
        data = budgets()["thief"]
        return cls(data["moves"], data[budget], cancel)


def cancel_every() -> int:
    """How many steps a search takes between two looks at its cancel switch (``budgets.json``)."""
    every: int = budgets()["thief"]["cancel_every"]
    return every


UNBOUNDED = SearchBound()


@cache
def budgets() -> dict[str, Any]:
    """The work budgets of every search a user starts (``wordplay/data/budgets.json``)."""
    data: dict[str, Any] = json.loads((resources.files("wordplay.data") / "budgets.json").read_text(encoding="utf-8"))
    return data


def group_size(words: dict[int, tuple[str, ...]], keys: tuple[int, ...]) -> int:
    """How many word sets the letter sets ``keys`` spell (equal keys give unordered repeats)."""
    if len(keys) == 1:
        return len(words[keys[0]])
    if len(keys) == 2:
        a, b = keys
        n = len(words[a])
        return n * len(words[b]) if a != b else n * (n + 1) // 2
    if len(keys) == 3:  # most splits into three or more: letter sets all different, a product
        a, b, c = keys
        if a != b and b != c and a != c:
            return len(words[a]) * len(words[b]) * len(words[c])
    elif len(set(keys)) == len(keys):
        return math.prod([len(words[key]) for key in keys])
    total = 1
    for key in set(keys):
        total *= math.comb(len(words[key]) + keys.count(key) - 1, keys.count(key))
    return total


def spell(words: dict[int, tuple[str, ...]], keys: tuple[int, ...]) -> list[tuple[str, ...]]:
    """Every set of words with these letters, each set in alphabetical order, once."""
    if len(keys) == 1:
        return [(w,) for w in words[keys[0]]]
    if len(keys) == 2:
        a, b = keys
        if a == b:
            return list(combinations_with_replacement(words[a], 2))
        return [(x, y) if x < y else (y, x) for x in words[a] for y in words[b]]
    if len(set(keys)) == len(keys):  # letter sets all different: each product is another set of words
        return sorted([tuple(sorted(texts)) for texts in product(*[words[key] for key in keys])])
    choices = [list(combinations_with_replacement(words[key], keys.count(key))) for key in sorted(set(keys))]
    return sorted({tuple(sorted(w for part in parts for w in part)) for parts in product(*choices)})


class MoveList:
    """A search's moves, best first: ``count`` of them, read by :meth:`page` or as a stream.

    ``complete`` is False when the search stopped at its bound (``stopped`` is ``"size"`` or
    ``"steps"``) or was cancelled (``"cancelled"``); the list then holds what was found by then,
    and :meth:`message` says so.
    """

    def __init__(
        self,
        groups: Sequence[Group],
        words: dict[int, tuple[str, ...]],
        make: Callable[..., Any],
        *,
        top: int | None = None,
        stopped: str | None = None,
        bound: SearchBound = UNBOUNDED,
    ) -> None:
        """``make(words, target, score)`` builds one move; ``top``: only the first ``top`` moves."""
        self._words, self._make = words, make
        self.top, self.stopped, self.bound = top, stopped, bound
        ordered = sorted(groups, key=lambda g: (-g[0], g[1], 0 if g[2] is None else g[2].id))
        # buckets of groups that tie on (score, kind, stolen word): their moves sort by words
        self._buckets: list[list[Group]] = []
        self._ends: list[int] = []  # the number of moves up to the end of each bucket
        total, last = 0, None
        for group in ordered:
            tie = (group[0], group[1], None if group[2] is None else group[2].id)
            if tie != last:
                self._buckets.append([])
                self._ends.append(total)
                last = tie
            self._buckets[-1].append(group)
            total += len(group[4]) if group[4] is not None else group_size(words, group[3])
            self._ends[-1] = total
        self.count = total if top is None else min(top, total)
        self.spent = 0  # the steps the search took (set by the finder)
        self._spelt: dict[int, list[Any]] = {}

    @property
    def complete(self) -> bool:
        return self.stopped is None

    def __len__(self) -> int:
        return self.count

    def _sets(self, b: int) -> list[tuple[str, ...]]:
        """The word sets of bucket ``b`` in order (not yet moves): a bucket's groups share their score and stolen
        word, so its word sets are sorted alone."""
        sets: list[tuple[str, ...]] = []
        for _, _, _, keys, words in self._buckets[b]:
            sets += words if words is not None else spell(self._words, keys)
        sets.sort()
        return sets

    def _bucket(self, b: int) -> list[Any]:
        found = self._spelt.get(b)
        if found is None:
            make, score, target = self._make, self._buckets[b][0][0], self._buckets[b][0][2]
            found = [make(texts, target, score) for texts in self._sets(b)]
            if len(self._spelt) > 64:  # a reader paging on keeps only the latest buckets
                self._spelt.clear()
            self._spelt[b] = found
        return found

    def slice(self, start: int, stop: int) -> list[Any]:
        """Moves ``start`` to ``stop - 1`` (0-based) of the list."""
        start, stop = max(0, start), min(stop, self.count)
        out: list[Any] = []
        b = bisect_right(self._ends, start)
        while start < stop and b < len(self._buckets):
            begin = self._ends[b - 1] if b else 0
            moves = self._bucket(b)
            out.extend(moves[start - begin : stop - begin])
            start = self._ends[b]
            b += 1
        return out

    def page(self, number: int, size: int) -> list[Any]:
        """Page ``number`` (from 0) of ``size`` moves."""
        if size < 1 or number < 0:
            raise ValueError("a page has a size of 1 or more and a number from 0")
        return self.slice(number * size, (number + 1) * size)

    def pages(self, size: int) -> int:
        """How many pages of ``size`` moves the list fills."""
        return -(-self.count // size)

    def __iter__(self) -> Iterator[Any]:
        """Every move in order (a stream): a bucket's word sets are spelt at a time, and each move is
        made as it is read and not kept, so a reader that does not keep them (``wordplay steals --all``)
        holds one bucket's word sets, never its moves with their cards and explanations."""
        make = self._make
        for row in self.rows():
            yield make(*row)

    def rows(self) -> Iterator[tuple[tuple[str, ...], Any, int]]:
        """Every move in order as its words, stolen word (None for a play) and score, without making the
        move (a stream that says each move from these alone, :mod:`wordplay.thief.lines`)."""
        for target, score, sets in self.buckets():
            for texts in sets:
                yield texts, target, score

    def buckets(self) -> Iterator[tuple[Any, int, list[tuple[str, ...]]]]:
        """Every move in order, a bucket of moves at a time: their stolen word (None for plays), their score, and
        the words of each move, in order (:meth:`rows` one by one; a stream says a bucket's moves in one loop)."""
        for b in range(len(self._buckets)):
            begin = self._ends[b - 1] if b else 0
            if begin >= self.count:
                return
            sets = self._sets(b)
            if self._ends[b] > self.count:
                del sets[self.count - begin :]
            yield self._buckets[b][0][2], self._buckets[b][0][0], sets

    def all(self) -> list[Any]:
        return self.slice(0, self.count)

    def message(self, language: str | None = None) -> str | None:
        """The sentence that says the search stopped early, or None when it finished."""
        if self.stopped is None:
            return None
        count = self.count  # a number: written the language's way, and it picks the plural form
        if self.stopped == "size":
            return render("search.thief_stopped_size", {"count": count}, language)
        if self.stopped == "steps":
            return render("search.thief_stopped_steps", {"count": count, "steps": self.bound.steps}, language)
        key = "search.thief_cancelled" if self.top is None else "search.thief_cancelled_best"
        return render(key, {"count": count}, language)

    def best_found(self, language: str | None = None) -> str | None:
        """For a search of the best few cut short: the sentence that its first move is only the best
        of those looked at, and how far the search looked; None when the search was complete."""
        if self.stopped is None:
            return None
        steps = self.spent
        if self.stopped == "cancelled":
            return render("coach.best_found_cancelled", {"steps": steps}, language)
        return render("coach.best_found_steps", {"steps": steps}, language)

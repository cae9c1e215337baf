"""What the words still to lay can score, and which of their ways can lay the stolen cards left, for the card search
(:meth:`wordplay.thief.assign.Supply._search`).

The card search chooses one way to lay each word, word after word, and leaves a choice as soon as the words after
it cannot reach the bar. The best way of each later word bounds what they can add, but two rules of a steal bound
them more, and without them a split that holds a stolen Wild is searched way by way (a Wild may stand for any of a
word's letters, so its words have thousands of ways, and most choices fail only at the end, when a stolen card is
found not laid):

- every stolen card is laid: a choice that leaves a stolen card no way of any later word holds leads nowhere;
- the stolen Wilds not laid yet are laid by the later words, so those score at most what their best ways laying
  that many Wilds together score (a way holding a Wild often scores less: the Wild counts nothing).

And the last two words are looked up by the stolen cards their ways hold (:func:`by_stolen`), not tried one by one:
the last word lays exactly the stolen cards the words before it left, and the word before it lays what a way of
the last word leaves of them (:func:`looked_up`): the ways of each in their order, the others never looked at.

All of these only leave out choices that cannot reach the bar, or lay every stolen card, so the search chooses what
it chose without them, in fewer steps. ``cards_core.c`` is their twin (``search_bounds``, ``groups_of``,
``merge_pop``): the same tables and the same ways looked at, so the same steps.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable, Sequence
from typing import NamedTuple

FIELD_BITS = 5  # a field per kind of card in a packed count (assign.py packs them so): counts up to 15, bit 4 the guard


class Bounds(NamedTuple):
    """For the words from ``v`` on (``v`` from 0 to the number of words): ``exact[v][r]``, the most they score laying
    exactly ``r`` of the stolen Wilds (-inf: they cannot), and ``upto[v][r]``, laying ``r`` or fewer; ``closed[v]``,
    the stolen kinds' fields no way of theirs holds, and ``full[v]``, the stolen cards of those kinds (a choice
    before word ``v`` must have laid them all)."""

    exact: list[list[float]]
    upto: list[list[float]]
    closed: list[int]
    full: list[int]


def bounds(
    lists: Sequence[Sequence[tuple[int, int]]], wild: int, wilds: int, kinds: int, stolen_fields: int, stolen: int
) -> Bounds:
    """The :class:`Bounds` of the words' ways (``lists``: each way's kind counts, packed, and points, best first),
    with the stolen Wilds the kind ``wild`` (-1: none) of ``wilds`` cards, among ``kinds`` kinds; ``stolen_fields``
    and ``stolen``: the stolen kinds' fields and their cards (packed)."""
    count = len(lists)
    exact = [[-math.inf] * (wilds + 1) for _ in range(count + 1)]
    exact[count][0] = 0.0
    closed, full = [0] * (count + 1), [0] * (count + 1)
    closed[count], full[count] = stolen_fields, stolen
    held = 0  # the kinds (fields) the ways of the words from v on hold
    shift = FIELD_BITS * wild
    for v in range(count - 1, -1, -1):
        tops = [-math.inf] * (wilds + 1)  # the best way laying each count of stolen Wilds
        for packed, points in lists[v]:
            held |= packed
            laid = (packed >> shift) & 31 if wild >= 0 else 0
            if laid <= wilds and points > tops[laid]:  # (more cannot fit: the cards are not there)
                tops[laid] = points
        for r in range(wilds + 1):
            exact[v][r] = max(tops[j] + exact[v + 1][r - j] for j in range(r + 1))
        fields = sum(31 << (FIELD_BITS * i) for i in range(kinds) if (held >> (FIELD_BITS * i)) & 31)
        closed[v] = stolen_fields & ~fields
        full[v] = stolen & closed[v]
    upto = [[max(row[: r + 1]) for r in range(wilds + 1)] for row in exact]
    return Bounds(exact, upto, closed, full)


def by_stolen(ways: Sequence[tuple[int, int]], stolen_fields: int) -> dict[int, list[int]]:
    """The indices of a word's ways (ascending) by the stolen cards each holds (packed)."""
    groups: dict[int, list[int]] = {}
    for index, (packed, _) in enumerate(ways):
        groups.setdefault(packed & stolen_fields, []).append(index)
    return groups


def looked_up(need: int, groups: dict[int, list[int]], last: dict[int, list[int]]) -> Iterable[int]:
    """The indices, ascending, of the ways of the word before the last (``groups``, :func:`by_stolen`) that leave the
    last word (``last``) stolen cards one of its ways holds exactly, of the stolen cards ``need`` (packed) the words
    before them left. A field of each is at most 15, so ``s + t == need`` holds field by field: no carry crosses
    them. The smaller table is read in full and the other looked up (both give the same ways)."""
    if len(groups) <= len(last):
        parts = [indices for held, indices in groups.items() if need - held in last]
    else:
        parts = [groups[need - held] for held in last if need - held in groups]
    return heapq.merge(*parts)

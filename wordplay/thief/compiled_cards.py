"""The exact card search in the compiled core (``cards_core.c``): the ways to lay a word, and the choice among them.

:class:`CompiledCards` holds one :class:`wordplay.thief.assign.Supply`'s kinds of cards as the core reads them;
:meth:`CompiledCards.ways` lists a word's ways (:meth:`Supply.uses`) and :meth:`CompiledCards.search` chooses one
way for each word (:meth:`Supply._search`), step for step as the Python (the reference, ``WORDPLAY_PURE=1``): the
same ways in the same order and the same steps. A word's ways stay packed (:class:`Listed`: what the search reads
of them, as bytes the core reads again); a :class:`~wordplay.thief.ways.Way` is made only for a way asked for
(one a choice lays, or every way when :meth:`Supply.uses` is asked).
"""

from __future__ import annotations

import struct
from array import array
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, overload

import wordplay.thief.native as native
from wordplay.thief.cards import WILD
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.ways import Way

if TYPE_CHECKING:  # assign imports this module, which needs only the shape of its kinds
    from wordplay.thief.assign import _Kind

MOST_KINDS = 25  # the core packs 5 bits a kind in 128 bits (cards_core.h)
MOST_CARDS = 15  # cards of one kind a field counts
_WAY = struct.Struct("<16sii")  # cards_core.h's wk_way: packed counts (little-endian), points, stolen cards
_WILD, _NONE = -1, -2  # a kind's letter: a Wild; a letter no word's letter can be


class Listed:
    """The ways to lay one word (best points first), as the core lists them: ``ways`` (what the search reads of
    each, packed), and those a split allows (``split``, at ``split_index`` among the ways); each way made a
    :class:`~wordplay.thief.ways.Way` when first asked for (:meth:`way`), then kept."""

    __slots__ = ("_choices", "_made", "_starts", "count", "length", "split", "split_index", "ways")

    def __init__(self, length: int, ways: bytes, starts: bytes, choices: bytes, split_index: bytes, split: bytes):
        self.length, self.ways, self.split = length, ways, split
        self.count = len(ways) // _WAY.size
        self._starts = memoryview(starts).cast("i")
        self._choices = memoryview(choices).cast("i")
        self.split_index = memoryview(split_index).cast("i")
        self._made: list[Way | None] = [None] * self.count

    def way(self, i: int) -> Way:
        """The ``i``-th way (made once)."""
        made = self._made[i]
        if made is None:
            packed, points, stolen = _WAY.unpack_from(self.ways, i * _WAY.size)
            c = self._choices[3 * self._starts[i] : 3 * self._starts[i + 1]]
            choice = tuple([(chr(c[j]), c[j + 1], c[j + 2]) for j in range(0, len(c), 3)])
            made = self._made[i] = Way(int.from_bytes(packed, "little"), points, stolen, self.length - stolen, choice)
        return made

    def all(self) -> list[Way]:
        """Every way, in order."""
        return [self.way(i) for i in range(self.count)]


class ListedWays(Sequence["Way"]):
    """A word's ways where it stands (all of them, or those a split allows) as :class:`Way` objects, each made
    when read."""

    __slots__ = ("_index", "_listed")

    def __init__(self, listed: Listed, split: bool) -> None:
        self._listed, self._index = listed, listed.split_index if split else None

    def __len__(self) -> int:
        return self._listed.count if self._index is None else len(self._index)

    @overload
    def __getitem__(self, i: int) -> Way: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Way]: ...
    def __getitem__(self, i: int | slice) -> Way | Sequence[Way]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        return self._listed.way(i if self._index is None else self._index[i])


class CompiledCards:
    """One supply's kinds of cards in the core's form (``cards_core.h``), and the calls that search them."""

    def __init__(
        self, core: Any, ruleset: ThiefRuleset, kinds: Sequence[_Kind], cards: int, need_stolen: bool, kept: int
    ) -> None:
        """``cards``: how many cards there are (the longest word they lay); ``need_stolen``: whether a word of a
        split must hold a stolen card; ``kept``: how many words' ways are kept (:attr:`Supply.kept`)."""
        self._core, self._need_stolen, self._most = core, int(need_stolen), kept
        suits: dict[str | None, int] = {None: -1}
        for kind in kinds:
            suits.setdefault(kind.suit, len(suits) - 1)
        letters = [_WILD if k.letter == WILD else ord(k.letter) if len(k.letter) == 1 else _NONE for k in kinds]
        head, bonus = _rules(ruleset, cards)
        self.cards = array(
            "i",
            [len(kinds), *head]
            + letters
            + [k.source for k in kinds]
            + [suits[k.suit] for k in kinds]
            + [k.value for k in kinds]
            + [len(k.cards) for k in kinds]
            + bonus,
        )
        # the words listed so far, kept in the core (``wk_supply``: the split search lists words there too), or
        # here (their names alone) where the core has no supply (the WebAssembly module)
        self.supply: object | None = (  # a capsule: the core's wk_supply, opaque to Python
            core.card_supply(self.cards, self._need_stolen, kept) if hasattr(core, "card_supply") else None
        )
        self._listed: set[str] = set()
        self._generation = 0

    def generation(self) -> int:
        """How many times every word listed was forgotten (:meth:`ways`): a caller's own cache of the ways of the
        words is stale once it changes."""
        if self.supply is not None:
            generation: int = self._core.supply_generation(self.supply)
            return generation
        return self._generation

    def ways(self, word: str) -> tuple[Listed, int, int]:
        """Every way to lay ``word`` (:meth:`Supply.uses`), the steps listing them took (0 when it was listed
        already: :meth:`Supply._listing` counts a word's steps once, until every word is forgotten, as
        :meth:`Supply._forget` forgets them once :attr:`Supply.kept` are held), and :meth:`generation` after it."""
        if self.supply is not None:
            steps, generation, *lists = self._core.supply_ways(self.supply, word)
            return Listed(len(word), *lists), steps, generation
        steps, *lists = self._core.card_ways(self.cards, word, self._need_stolen)
        if word in self._listed:
            return Listed(len(word), *lists), 0, self._generation
        if len(self._listed) >= self._most:
            self._listed.clear()
            self._generation += 1
        self._listed.add(word)
        return Listed(len(word), *lists), steps, self._generation

    def search(self, lists: list[Any], at_least: float) -> tuple[int | None, tuple[int, ...], int]:
        """:meth:`Supply._search` of the words' ways (each a :class:`Listed`'s ``ways`` or ``split``, bytes: the core
        refuses anything else with a typed error): the points
        (None: no choice scores ``at_least``), the index of each word's way, the steps."""
        found: tuple[int | None, tuple[int, ...], int] = self._core.card_search(self.cards, lists, float(at_least))
        return found


RULES_KEPT = 64
# by ruleset (kept alive here, so that its id is not reused) and count of cards: what the core reads of the rules
_kept: dict[tuple[int, int], tuple[ThiefRuleset, list[int], list[int]]] = {}


def _rules(ruleset: ThiefRuleset, cards: int) -> tuple[list[int], list[int]]:
    """The rules as the core reads them (the suit multiplier, whether the length bonus is doubled, the size of the
    bonus table), and the length bonus of each length up to ``cards``: worked out once (a search makes many
    supplies)."""
    kept = _kept.get((id(ruleset), cards))
    if kept is None:
        if len(_kept) >= RULES_KEPT:
            _kept.clear()
        bonus = [ruleset.length_bonus_for(n) for n in range(cards + 1)]
        head = [ruleset.suit_multiplier, int(ruleset.length_bonus_doubled), len(bonus)]
        kept = _kept[id(ruleset), cards] = (ruleset, head, bonus)
    return kept[1], kept[2]


def compiled_cards(
    ruleset: ThiefRuleset, kinds: Sequence[_Kind], cards: int, need_stolen: bool, kept: int
) -> CompiledCards | None:
    """The card search of these kinds in the compiled core, or None when the core is not there or cannot hold
    them (more than 25 kinds, or more than 15 cards of one): the caller searches in Python."""
    core = native.compiled_module()
    if core is None or not hasattr(core, "card_ways") or len(kinds) > MOST_KINDS:
        return None
    if max([len(k.cards) for k in kinds], default=0) > MOST_CARDS:
        return None
    return CompiledCards(core, ruleset, kinds, cards, need_stolen, kept)

"""The move finder for the boardless card table: every play, the best plays, hints.

The search itself is the board engine's (:class:`wordplay.crossword.generator.MoveFinder`, Appel and
Jacobson over the lexicon's DAWG): the table is projected onto a plain board (no premiums)
with a border as wide as a hand on every side, so no play of the hand can run off it. The
board finder returns each placement with the sum of the words it forms, which is the card
score before the card rules; this module adds them: the first play's multiplier, the best use
of each bonus card held (on the play's best word), and the all-cards bonus. On an empty table
every word could go anywhere; each is reported once, across from ``0,0``.

A :class:`CardFinder` is made once per (ruleset, lexicon) and reused.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Container, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from wordplay.cards.rules import CardsRuleset
from wordplay.cards.scoring import score_play
from wordplay.cards.table import Bonus, CardPlay, Coord, Table, play_notation, words_formed
from wordplay.core.explanation import Explanation
from wordplay.core.tiles import TileSet
from wordplay.crossword.board import Board
from wordplay.crossword.generator import MoveFinder
from wordplay.crossword.grid import Layout

_Placement = tuple[int, tuple[tuple[Coord, str], ...], bool]  # (sum of the words formed, cards, across)


@dataclass(frozen=True)
class _BoardRules:
    """What the board finder reads of a ruleset, for the projected table."""

    tiles: TileSet
    layout: Layout
    rack_size: int
    first_play_min_tiles: int
    all_tiles_bonus: int = 0


class FoundCardPlay:
    """A play the finder found, its score, and (on demand) its explanation and notation."""

    __slots__ = ("_hand_size", "_ruleset", "_table", "play", "score")

    def __init__(self, play: CardPlay, score: int, table: Table, ruleset: CardsRuleset, hand_size: int) -> None:
        self.play = play
        self.score = score
        self._table = table
        self._ruleset = ruleset
        self._hand_size = hand_size

    @property
    def explanation(self) -> Explanation:
        return score_play(self._ruleset, self._table, self.play, self._hand_size)

    @property
    def notation(self) -> str:
        return play_notation(self._table, self.play)

    @property
    def words(self) -> list[str]:
        return [w.letters for w in words_formed(self._table, self.play)]

    def to_dict(self) -> dict[str, Any]:
        return {"notation": self.notation, "score": self.score, "play": self.play.to_dict(), "words": self.words}

    def __repr__(self) -> str:
        return f"<FoundCardPlay {self.notation} {self.score}>"


class CardFinder:
    """Finds plays on the card table for one ruleset and lexicon."""

    def __init__(self, ruleset: CardsRuleset, lexicon: Container[str]) -> None:
        self.ruleset = ruleset
        self.lexicon = lexicon
        self._finders: dict[int, MoveFinder] = {}

    @cached_property
    def _margin(self) -> int:
        return self.ruleset.hand_size + 1

    def _finder(self, size: int) -> MoveFinder:
        finder = self._finders.get(size)
        if finder is None:
            ones = (1,) * (size * size)
            centre = (size // 2) * size + size // 2
            layout = Layout(size, ones, ones, centre, "card table (no premiums)")
            rules = _BoardRules(self.ruleset.tiles, layout, self.ruleset.hand_size, self.ruleset.first_play_min_cards)
            finder = self._finders[size] = MoveFinder(rules, self.lexicon)
        return finder

    def _placements(
        self,
        table: Table,
        letters: str,
        probe: int = 0,
        cut: Callable[[list[_Placement]], tuple[int, int]] | None = None,
    ) -> Iterator[_Placement]:
        """Every placement of the hand's letter cards as plain tuples (sum of the words it forms,
        cards, across), best first (higher sum, then the cards in order), each turned into table
        coordinates only when the caller gets to it. With ``cut``, only those whose sum reaches
        ``cut(best)`` (the least with every letter card, the least without), ``best`` being the
        ``probe`` best placements, found first: the board finder then skips the starts that cannot
        reach it."""
        margin = self._margin
        if table:
            rows = [r for r, _ in table]
            cols = [c for _, c in table]
            r0, c0 = min(rows) - margin, min(cols) - margin
            size = max(max(rows) - min(rows), max(cols) - min(cols)) + 1 + 2 * margin
        else:
            size = 2 * margin + 1
            r0 = c0 = -(size // 2)
        size += -size % 4  # a few board sizes only, so their finders are reused
        cells = [""] * (size * size)
        for (r, c), card in table.items():
            cells[(r - r0) * size + (c - c0)] = card
        finder = self._finder(size)
        board = Board(finder.ruleset.layout, cells)
        centre = (size // 2) * size + size // 2

        def placements(
            found: Iterable[tuple[int, tuple[tuple[int, str], ...], bool]], most: int = -1
        ) -> Iterator[_Placement]:
            every = len(letters)
            for base, tiles, across in found:
                if base < most and len(tiles) != every:
                    continue
                if not table:  # on an empty table each word once: across, from the centre
                    if across and tiles[0][0] == centre:
                        yield base, tuple(((0, sq - centre), t) for sq, t in tiles), across
                else:
                    yield base, tuple(((sq // size + r0, sq % size + c0), t) for sq, t in tiles), across

        least = most = -1  # the least sum of a placement using every letter card, and of any other
        if cut is not None:
            probed = finder.best(board, letters, probe)
            least, most = cut(list(placements((f.score, f.tiles, f.across) for f in probed)))
        # best first already: squares run in (row, column) order, as coordinates do
        yield from placements(finder.at_least(board, letters, least), most)

    def plays(self, table: Table, hand: str, n: int | None = None) -> list[FoundCardPlay]:
        """The plays of ``hand`` (letters, ``?`` blanks, bonus cards), best first; the top ``n``.

        Each placement appears once, with the best use of a bonus card held (if any helps): the
        bonus goes on the play's word of most points, found on the table itself (no board is
        built per placement). With ``n``, the ``n`` best placements by sum are scored in full first
        (bonus card included); the lowest of those scores bounds the sums worth placing at all, and the
        ``n`` best scores so far are kept in a heap: placements stop once even the best bonus
        cannot lift them to the lowest of those.
        """
        rules, decks = self.ruleset, self.ruleset.decks
        letters = "".join(c for c in hand if not decks.is_bonus(c))
        held = sorted({c for c in hand if decks.is_bonus(c)}, key=lambda c: -decks.held_bonus_card(c).multiplier)
        if not rules.bonus_cards or (not table and not rules.first_play_bonus_card):
            held = []
        multipliers = [(card, decks.held_bonus_card(card).multiplier) for card in held]
        first_multiplier = rules.first_play_multiplier if not table else 1
        full = len(hand) == rules.hand_size and bool(rules.all_cards_bonus)
        best_m = max((m for _, m in multipliers), default=1)
        score = self._score
        value = _ValueTable(decks)

        def total(base: int, cards: tuple[tuple[Coord, str], ...], across: bool) -> tuple[int, Bonus | None]:
            """The placement's score with the best use of a bonus card held, and that use."""
            best, bonus = score(base, len(cards), False, first_multiplier, full), None
            if multipliers:
                top_sum, at, top_across = _top_word(table, cards, across, value)
                for card, m in multipliers:
                    boosted = score(base + top_sum * (m - 1), len(cards), True, first_multiplier, full)
                    if boosted > best:
                        best, bonus = boosted, Bonus(card, at, top_across)
            return best, bonus

        def cut(best: list[_Placement]) -> tuple[int, int]:
            """The least sums worth placing, with every letter card and without: n placements score at
            least the n-th best score of these, so a sum whose best use of a bonus card (and the
            all-cards bonus, when it can have it) stays below that cannot make the list."""
            if n is None or len(best) < n:
                return -1, -1
            scores = sorted((total(*p)[0] for p in best), reverse=True)
            need = scores[n - 1] // first_multiplier
            return max(-1, -(-(need - rules.all_cards_bonus) // best_m)), max(-1, -(-need // best_m))

        heap: list[int] = []
        results: list[tuple[int, tuple[tuple[Coord, str], ...], bool, Bonus | None]] = []
        for base, cards, across in self._placements(table, letters, n or 0, cut if n else None):
            if (
                n is not None
                and len(heap) >= n
                and (base * best_m + rules.all_cards_bonus) * first_multiplier < heap[0]
            ):
                break
            best, bonus = total(base, cards, across)
            results.append((best, cards, across, bonus))
            if n is not None:
                if len(heap) < n:
                    heapq.heappush(heap, best)
                elif best > heap[0]:
                    heapq.heapreplace(heap, best)
        results.sort(key=lambda r: (-r[0], r[1], r[3] is not None))
        if n is not None:
            results = results[:n]
        return [
            FoundCardPlay(CardPlay(cards, across, bonus), total, dict(table), rules, len(hand))
            for total, cards, across, bonus in results
        ]

    def _score(self, words_total: int, cards: int, bonus_card: bool, first_multiplier: int, full: bool) -> int:
        used = cards + (1 if bonus_card and self.ruleset.bonus_card_counts_as_used else 0)
        bonus = self.ruleset.all_cards_bonus if full and used >= self.ruleset.hand_size else 0
        if self.ruleset.all_cards_bonus_after_multipliers:
            return words_total * first_multiplier + bonus
        return (words_total + bonus) * first_multiplier

    def best(self, table: Table, hand: str, n: int = 1) -> list[FoundCardPlay]:
        return self.plays(table, hand, n)


class _ValueTable(dict[str, int]):
    """Card points by card (blanks, in lower case, included), each looked up once per finder call."""

    def __init__(self, decks: Any) -> None:
        super().__init__()
        self._decks = decks

    def __missing__(self, card: str) -> int:
        found: int = self._decks.value(card)
        self[card] = found
        return found


def _top_word(
    table: Table, cards: tuple[tuple[Coord, str], ...], across: bool, value: dict[str, int]
) -> tuple[int, Coord, bool]:
    """The word of most points a placement forms (the first such in :func:`words_formed`'s
    order: the main word, then the cross words): its points, first spot and direction."""
    placed = dict(cards)

    def run(spot: Coord, along: bool) -> tuple[int, int, Coord]:
        dr, dc = (0, 1) if along else (1, 0)
        r, c = spot
        while (r - dr, c - dc) in placed or (r - dr, c - dc) in table:
            r, c = r - dr, c - dc
        start, total, length = (r, c), 0, 0
        while True:
            card = placed.get((r, c)) or table.get((r, c))
            if card is None:
                return total, length, start
            total += value[card]
            length += 1
            r, c = r + dr, c + dc

    spots = [spot for spot, _ in cards]
    if len(spots) > 1:
        main_across = spots[0][0] == spots[-1][0]
    else:
        main_across = across if run(spots[0], across)[1] >= 2 else not across
    best: tuple[int, Coord, bool] | None = None
    total, length, start = run(spots[0], main_across)
    if length >= 2:
        best = (total, start, main_across)
    for spot in spots:
        total, length, start = run(spot, not main_across)
        if length >= 2 and (best is None or total > best[0]):
            best = (total, start, not main_across)
    assert best is not None, "a placement forms a word"
    return best


_CACHE: dict[tuple[int, int], CardFinder] = {}


def finder_for(ruleset: CardsRuleset, lexicon: Container[str]) -> CardFinder:
    key = (id(ruleset), id(lexicon))
    entry = _CACHE.get(key)
    if entry is None or entry.ruleset is not ruleset or entry.lexicon is not lexicon:
        entry = _CACHE[key] = CardFinder(ruleset, lexicon)
    return entry


def best_plays(
    ruleset: CardsRuleset, table: Table, hand: str, lexicon: Container[str], n: int = 5
) -> list[FoundCardPlay]:
    """The top ``n`` plays of ``hand`` on ``table``, best first, each with its explanation."""
    return finder_for(ruleset, lexicon).best(table, hand, n)


def all_plays(ruleset: CardsRuleset, table: Table, hand: str, lexicon: Container[str]) -> list[FoundCardPlay]:
    """Every play of ``hand`` on ``table``, best first."""
    return finder_for(ruleset, lexicon).plays(table, hand)


__all__ = ["CardFinder", "Coord", "FoundCardPlay", "all_plays", "best_plays", "finder_for"]


def legal_moves(game: Any) -> list[FoundCardPlay]:
    """Every legal play for the player to move in a classic or forfeit game, best first."""
    return all_plays(game.ruleset, game.table, game.hand, game.lexicon)

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

from collections.abc import Container
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

    def _placements(self, table: Table, letters: str) -> list[tuple[CardPlay, int]]:
        """Every placement of the hand's letter cards, with the sum of the words it forms."""
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
        found = finder.plays(Board(finder.ruleset.layout, cells), letters)
        out = []
        centre = (size // 2) * size + size // 2
        for f in found:
            if not table and (not f.across or f.tiles[0][0] != centre):
                continue  # on an empty table each word once: across, from the centre
            cards = tuple(((sq // size + r0, sq % size + c0), t) for sq, t in f.tiles)
            play = CardPlay(cards, f.across)
            if not table:
                play = play.translated(-play.cards[0][0][0], -play.cards[0][0][1])
            out.append((play, f.score))
        return out

    def plays(self, table: Table, hand: str, n: int | None = None) -> list[FoundCardPlay]:
        """The plays of ``hand`` (letters, ``?`` blanks, bonus cards), best first; the top ``n``.

        Each placement appears once, with the best use of a bonus card held (if any helps).
        """
        rules, decks = self.ruleset, self.ruleset.decks
        letters = "".join(c for c in hand if not decks.is_bonus(c))
        held = sorted({c for c in hand if decks.is_bonus(c)}, key=lambda c: -decks.bonus_card(c).multiplier)
        if not rules.bonus_cards or (not table and not rules.first_play_bonus_card):
            held = []
        first_multiplier = rules.first_play_multiplier if not table else 1
        full = len(hand) == rules.hand_size and rules.all_cards_bonus
        placements = sorted(self._placements(table, letters), key=lambda p: (-p[1], p[0].cards))
        best_m = max((decks.bonus_card(c).multiplier for c in held), default=1)
        results: list[tuple[int, CardPlay]] = []
        threshold = None
        for play, base in placements:
            if n is not None and threshold is not None and (base * best_m + rules.all_cards_bonus) * first_multiplier \
                    < threshold:
                break
            options = [(self._score(base, play, first_multiplier, full), play)]
            if held:
                words = words_formed(table, play)
                top = max(words, key=lambda w: sum(decks.value(c) for c in w.cards))
                top_sum = sum(decks.value(c) for c in top.cards)
                for card in held:
                    m = decks.bonus_card(card).multiplier
                    boosted = CardPlay(play.cards, play.across, Bonus(card, top.coords[0], top.across))
                    options.append((self._score(base + top_sum * (m - 1), boosted, first_multiplier, full), boosted))
            results.append(max(options, key=lambda o: o[0]))
            if n is not None and len(results) >= n:
                threshold = sorted((r[0] for r in results), reverse=True)[n - 1]
        results.sort(key=lambda r: (-r[0], r[1].cards, r[1].bonus is not None))
        if n is not None:
            results = results[:n]
        return [FoundCardPlay(play, score, dict(table), rules, len(hand)) for score, play in results]

    def _score(self, words_total: int, play: CardPlay, first_multiplier: int, full: bool) -> int:
        used = len(play.cards) + (1 if play.bonus and self.ruleset.bonus_card_counts_as_used else 0)
        bonus = self.ruleset.all_cards_bonus if full and used >= self.ruleset.hand_size else 0
        if self.ruleset.all_cards_bonus_after_multipliers:
            return words_total * first_multiplier + bonus
        return (words_total + bonus) * first_multiplier

    def best(self, table: Table, hand: str, n: int = 1) -> list[FoundCardPlay]:
        return self.plays(table, hand, n)


_CACHE: dict[tuple[int, int], CardFinder] = {}


def finder_for(ruleset: CardsRuleset, lexicon: Container[str]) -> CardFinder:
    key = (id(ruleset), id(lexicon))
    entry = _CACHE.get(key)
    if entry is None or entry.ruleset is not ruleset or entry.lexicon is not lexicon:
        entry = _CACHE[key] = CardFinder(ruleset, lexicon)
    return entry


def best_plays(ruleset: CardsRuleset, table: Table, hand: str, lexicon: Container[str],
               n: int = 5) -> list[FoundCardPlay]:
    """The top ``n`` plays of ``hand`` on ``table``, best first, each with its explanation."""
    return finder_for(ruleset, lexicon).best(table, hand, n)


def all_plays(ruleset: CardsRuleset, table: Table, hand: str, lexicon: Container[str]) -> list[FoundCardPlay]:
    """Every play of ``hand`` on ``table``, best first."""
    return finder_for(ruleset, lexicon).plays(table, hand)


__all__ = ["CardFinder", "Coord", "FoundCardPlay", "all_plays", "best_plays", "finder_for"]


def legal_moves(game: Any) -> list[FoundCardPlay]:
    """Every legal play for the player to move in a classic or forfeit game, best first."""
    return all_plays(game.ruleset, game.table, game.hand, game.lexicon)

"""What the player to move has not seen: the tiles or cards still hidden from them, by letter.

Crossword-game players track the unseen tiles (the bag and the opponents' racks, as Woogles
shows them): counting them tells which letters may still come and whether a big play can be
blocked. Each family gives its own pools (:func:`board_unseen`, :func:`thief_unseen`,
:func:`cards_unseen`); the result is plain data a widget's view or a static display draws.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Unseen:
    """The letters hidden from a player with their counts (``?`` a blank or a Wild), and how many
    of them are left to draw (the bag or the draw pile; the rest are in the other players' hands)."""

    counts: tuple[tuple[str, int], ...]
    to_draw: int

    @property
    def total(self) -> int:
        return sum(n for _, n in self.counts)

    def to_dict(self) -> dict[str, Any]:
        return {"counts": dict(self.counts), "total": self.total, "to_draw": self.to_draw}


def unseen(to_draw: Iterable[str], other_hands: Iterable[Iterable[str]], alphabet: str = "") -> Unseen:
    """The letters of ``to_draw`` and ``other_hands`` counted, in ``alphabet`` order (then any
    other letter, then ``?``)."""
    pile = list(to_draw)
    counts = Counter(pile)
    for hand in other_hands:
        counts.update(hand)
    order = {ch: i for i, ch in enumerate(alphabet)}
    ranked = sorted(counts, key=lambda ch: (ch == "?", order.get(ch, len(order)), ch))
    return Unseen(tuple((ch, counts[ch]) for ch in ranked if counts[ch]), len(pile))


def board_unseen(game: Any, player: int | None = None) -> Unseen:
    """A board game: the bag and the other players' racks, as ``player`` (default: to move) sees it."""
    me = game.to_move if player is None else player
    racks = [rack for i, rack in enumerate(game.racks) if i != me]
    return unseen(game.bag, racks, game.ruleset.tiles.alphabet)


def thief_unseen(game: Any, player: int | None = None) -> Unseen:
    """Word Thief: the cards left to draw and the other players' hands, by letter (``?`` a Wild)."""
    me = game.to_move if player is None else player
    deck = game.deck
    hands = [[deck.card(c).letter for c in hand] for i, hand in enumerate(game.hands) if i != me]
    return unseen([deck.card(c).letter for c in game.pile], hands, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def cards_unseen(game: Any, player: int | None = None) -> Unseen:
    """Scrabble Cards: the draw pile and the other players' hands, by card."""
    me = game.to_move if player is None else player
    hands = [hand for i, hand in enumerate(game.hands) if i != me]
    return unseen(game.draw_pile, hands)

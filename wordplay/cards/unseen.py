"""The cards a player has not seen: the draw pile plus the other players' hands, by card.

Cards on the table and in the discard pile are face up and the player's own hand is known;
everything else is either still to draw or in another hand, and the player cannot tell which.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from wordplay.core.tiles import BLANK


def unseen_cards(draw_pile: Sequence[str], hands: Sequence[str], player: int) -> dict[str, int]:
    """Each card (a letter, ``?`` for a blank, a bonus card) with how many of it ``player`` has not seen:
    the draw pile and every hand but theirs; letters in alphabetical order, then ``?``, then the rest.

    >>> unseen_cards(["B", "A", "+2"], ["AC", "Z?"], 0)
    {'A': 1, 'B': 1, 'Z': 1, '?': 1, '+2': 1}
    """
    counts = Counter(draw_pile)
    for other, hand in enumerate(hands):
        if other != player:
            counts.update(hand)
    return dict(sorted(counts.items(), key=lambda kv: _order(kv[0])))


def _order(card: str) -> tuple[int, str]:
    if card == BLANK:
        return (1, card)
    return (0, card) if card.isalpha() else (2, card)

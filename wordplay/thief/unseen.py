"""The cards a Word Thief player has not seen: the draw pile plus the other players' hands, by card.

The words on the table and the used pile are face up and the player's own hand is known; the
rest is still to draw or in another hand. Cards are counted by letter (a Wild as ``?``), suits aside.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from wordplay.thief.cards import WILD, Deck


def unseen_cards(deck: Deck, pile: Sequence[str], hands: Sequence[Sequence[str]], player: int) -> dict[str, int]:
    """Each letter with how many of its cards ``player`` has not seen (``pile`` and ``hands`` hold card ids),
    in the order of the letters, the Wilds (``?``) last.

    >>> from wordplay.thief.cards import Card
    >>> deck = Deck((Card("1", "A", None, 1), Card("2", "A", None, 1), Card("3", "?", None, 0),
    ...              Card("4", "W", "red", 4)), {}, ("red",), 0, "")
    >>> unseen_cards(deck, ["3", "1"], [["2"], ["4"]], 0)
    {'A': 1, 'W': 1, '?': 1}
    """
    by_id = deck.by_id
    counts: Counter[str] = Counter(by_id[c].letter for c in pile)
    for other, hand in enumerate(hands):
        if other != player:
            counts.update(by_id[c].letter for c in hand)
    return dict(sorted(counts.items(), key=lambda kv: (kv[0] == WILD, kv[0])))

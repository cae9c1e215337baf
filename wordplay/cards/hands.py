"""A hand (and the table beside it) checked against the box before a finder or solver reads it.

The command line and the Python API take hands as text; a hand the deck cannot deal (an unknown
card, more cards than a hand holds, more blanks or more of a letter than the deck has, the table's
cards counted too) is refused here with a typed error, so no search ever starts on it (twelve
blanks once cost 1.4 GB). A hand holds ``hand_size`` cards, one more in the rummy mode between
the draw and the discard.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from wordplay.cards.rules import CardsRuleset
from wordplay.core.errors import IllegalMoveError, NotationError
from wordplay.core.tiles import BLANK


def most_cards(ruleset: CardsRuleset) -> int:
    """The most cards a hand holds in ``ruleset``'s mode."""
    return ruleset.hand_size + (1 if ruleset.rummy else 0)


def check_hand(ruleset: CardsRuleset, hand: str, table: Mapping[object, str] | None = None) -> str:
    """``hand`` (upper-cased) when the deck can deal it beside ``table``; else a typed refusal."""
    hand = hand.upper()
    most = most_cards(ruleset)
    if len(hand) > most:
        raise IllegalMoveError("cards_hand_too_long", params={"hand": hand[:20], "count": len(hand), "most": most})
    box = ruleset.decks.box()
    unknown = sorted({card for card in hand if box[card] == 0})
    if unknown:
        raise NotationError("cards_unknown_card", params={"hand": hand, "cards": ", ".join(unknown)})
    on_table = Counter(BLANK if card.islower() else card for card in (table or {}).values())
    held = Counter(hand) + on_table
    for card, count in sorted(held.items()):
        if count > box[card]:
            raise IllegalMoveError("cards_more_than_deck", params={"card": card, "count": count, "deck": box[card]})
    return hand

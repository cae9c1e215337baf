"""View pieces of the Scrabble Cards widgets: the table's window, the hand, the move list, the card set.

Plain data for ``cards.js``; spots travel as ``"row,col"`` names (the table cells' keys).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from wordplay.cards.finder import FoundCardPlay
from wordplay.cards.rules import CardsRuleset
from wordplay.cards.spelling import spelling
from wordplay.cards.table import CardPlay, Coord, Table, spot_name
from wordplay.core.racks import rack_minus
from wordplay.core.tiles import BLANK
from wordplay.widgets.views import SHARED_LABELS, labels, msg

MARGIN = 3  # empty rows and columns shown around the cards

LABELS = (
    *SHARED_LABELS,
    "submit",
    "recall",
    "exchange",
    "exchange_confirm",
    "exchange_cancel",
    "pass",
    "undo",
    "moves",
    "blank_prompt",
    "pile",
    "discard_pile",
    "hand",
    "bonus_prompt",
    "unbonus",
    "action_card",
    "exchange_action",
    "window",
    "close",
    "round",
    "task",
    "draw_pile",
    "draw_discard",
    "discard",
    "solve",
    "new_word",
    "laid_words",
    "last_round",
    # the keyboard and screen readers (a11y_cards_thief.en.json; move_box from a11y.en.json)
    "move_box",
    "cards_move_help",
    "rummy_move_help",
    "table_grid",
    "table_help",
    "spot_empty",
    "not_in_hand",
    "hand_help",
    "take_out",
    "add_here",
)


def grid_window(coords: Iterable[Coord], hand_size: int) -> tuple[int, int, int, int]:
    """First and last row, first and last column shown: the cards with :data:`MARGIN` around them
    (an empty table: room for a first play across from ``0,0``)."""
    coords = list(coords)
    if not coords:
        return -MARGIN, MARGIN, -MARGIN, hand_size + MARGIN - 1
    rows = [r for r, _ in coords]
    cols = [c for _, c in coords]
    return min(rows) - MARGIN, max(rows) + MARGIN, min(cols) - MARGIN, max(cols) + MARGIN


def card_name(ruleset: CardsRuleset, card: str) -> str:
    """A card as a screen reader says it: "R, 1 point", "blank as E, 0 points", "bonus card 2: double word"."""
    decks = ruleset.decks
    bonus = decks.bonus_card(card)
    if bonus is not None:
        return msg("cards.card_bonus", card=card, name=str(bonus.name))
    if card == BLANK:
        return msg("cards.card_blank")
    if card != card.upper():
        return msg("cards.card_blank_as", letter=card.upper())
    return msg("cards.card_name", letter=card, points=decks.value(card))


def spot_said(ruleset: CardsRuleset, spot: Coord, card: str, pending: bool, last: bool) -> str:
    """A table spot holding a card: "0,1: A, 1 point", then "laid this turn" or "last move"."""
    key = "cards.spot_laid" if pending else "cards.spot_last" if last else "cards.spot_card"
    return msg(key, spot=spot_name(spot), card=card_name(ruleset, card))


def table_view(
    table: Table,
    pending: Mapping[Coord, tuple[int, str]],
    window: tuple[int, int, int, int],
    ruleset: CardsRuleset | None = None,
    last: Iterable[Coord] = (),
) -> dict[str, Any]:
    """The window's bounds and its cards: on the table, or laid this turn (``pending``); with ``ruleset``
    each card's accessible name (``last``: the spots of the last play, said so)."""
    marked = set(last)

    def cell(spot: Coord, card: str, laid: bool) -> dict[str, Any]:
        out = {"spot": spot_name(spot), "row": spot[0], "col": spot[1], "card": card, "pending": laid}
        if ruleset is not None:
            out["name"] = spot_said(ruleset, spot, card, laid, spot in marked)
        return out

    cells = [cell(spot, card, False) for spot, card in sorted(table.items())]
    cells += [cell(spot, card, True) for spot, (_, card) in sorted(pending.items())]
    r0, r1, c0, c1 = window
    return {"rows": [r0, r1], "cols": [c0, c1], "cells": cells}


def hand_view(
    ruleset: CardsRuleset, hand: str, in_use: set[int], used_as: str = "cards.card_laid"
) -> list[dict[str, Any]]:
    """The hand's cards: letter, value, whether laid already, bonus cards by name, the accessible name
    (``used_as``: how a card in use is said, laid this turn or in a word being laid)."""
    decks = ruleset.decks
    out = []
    for i, card in enumerate(hand):
        bonus = decks.bonus_card(card)
        name = card_name(ruleset, card)
        out.append(
            {
                "index": i,
                "card": card,
                "value": decks.value(card),
                "used": i in in_use,
                "blank": card == BLANK,
                "bonus": str(bonus.name) if bonus else None,
                "name": str(msg(used_as, card=name)) if i in in_use else str(name),
            }
        )
    return out


def moves_view(found: Sequence[FoundCardPlay], hand: str, laid: CardPlay | None) -> list[dict[str, Any]]:
    """The best plays for the hand: notation, score, each word's points, the cards kept, which one is laid."""
    rows = []
    for rank, f in enumerate(found):
        explanation = f.explanation
        rows.append(
            {
                "rank": rank,
                "notation": f.notation,
                "score": f.score,
                "words": [{"word": spelling(w.word), "score": w.score} for w in explanation.words],
                "bonus": sum(s.points for s in explanation.steps if s.kind == "cards_all_cards"),
                "leave": rack_minus(hand, f.play.hand_cards()),
                "chosen": laid is not None and laid.cards == f.play.cards and laid.bonus == f.play.bonus,
            }
        )
    return rows


def card_set_view(ruleset: CardsRuleset) -> dict[str, Any]:
    """What never changes in a cards widget: the mode, the letters and their values, the labels."""
    decks = ruleset.decks
    return {
        "mode": ruleset.mode,
        "name": str(ruleset.name),
        "alphabet": ruleset.tiles.alphabet,
        "values": dict(ruleset.tiles.values),
        "bonus": {b.card: str(b.name) for b in decks.bonus},
        "hand_size": ruleset.hand_size,
        "labels": {**labels(LABELS), "no_steps": msg("label.no_card_steps")},  # cards, not tiles
    }

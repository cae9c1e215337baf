"""Word Thief as plain data for the page: cards, table words, explanations, the steals found.

Pure functions from engine values to JSON-ready dicts; the page draws them and nothing else.
A card is ``{id, letter, suit, value, wild}`` (a Wild in a word shows the letter it stands
for); each scoring step names the cards it touches, so the step-through can light them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from wordplay.core.explanation import Explanation
from wordplay.display.thief import suit_title
from wordplay.thief.cards import Card
from wordplay.thief.finder import Found
from wordplay.thief.moves import TableWord
from wordplay.widgets import views

CardOf = Callable[[str], Card]

# How the step-through marks each kind of scoring step, in the rules' order.
PHASES = {
    "thief_card": "card",
    "thief_wild": "card",
    "thief_one_suit": "suit",
    "thief_length_bonus": "length",
    "thief_word_total": "total",
    "thief_all_cards": "bonus",
    "thief_cannot_play": "penalty",
    "thief_victim_loses": "penalty",
    "thief_hand_penalty": "penalty",
}


def msg(message_id: str, **params: Any) -> str:
    """A sentence of the Word Thief widget's catalogue (``widgets.thief.en.json``)."""
    return views.msg(f"thief.{message_id}", **params)


def card_name(card: Card, letter: str | None = None) -> str:
    """A card as a screen reader says it: "R, 2 points, blue suit"; a Wild "Wild" or "Wild as T"."""
    if card.is_wild:
        return msg("card_wild_as", letter=letter) if letter else msg("card_wild")
    if not card.suit:  # a card written without its suit (a worked example)
        return msg("card_no_suit", letter=card.letter, points=card.value)
    return msg("card_name", letter=card.letter, points=card.value, suit=suit_title(card.suit))


def card_view(card: Card, letter: str | None = None) -> dict[str, Any]:
    """One card; ``letter`` is what a Wild stands for in a word (else it shows ``?``)."""
    return {
        "id": card.id,
        "letter": letter if card.is_wild and letter else card.letter,
        "suit": card.suit or "",
        "value": card.value,
        "wild": card.is_wild,
        "name": card_name(card, letter),
    }


def word_cards(text: str, cards: Sequence[Card]) -> list[dict[str, Any]]:
    return [card_view(c, ch) for ch, c in zip(text, cards, strict=False)]


def word_name(word: TableWord, owner: str, stealable: bool, target: bool) -> str:
    """A table word as a screen reader says it: "WORK, Ana's word, 9 points, locked"."""
    said = msg("word_name", word=word.text, owner=owner, points=word.score)
    if word.locked:
        said = msg("word_locked", word=said)
    elif target:
        said = msg("word_target", word=said)
    elif stealable:
        said = msg("word_stealable", word=said)
    return str(said)


def table_word_view(word: TableWord, mover: int | None, target: int | None, owner: str = "") -> dict[str, Any]:
    """A word on the table: its cards in their suits, its score, whether the mover may steal it, its
    accessible name (``owner``: its owner's name)."""
    stealable = mover is not None and word.owner != mover and not word.locked
    return {
        "name": word_name(word, owner, stealable, word.id == target),
        "id": word.id,
        "owner": word.owner,
        "text": word.text,
        "cards": word_cards(word.text, word.cards),
        "score": word.score,
        "locked": word.locked,
        "stealable": stealable,
        "target": word.id == target,
    }


def explanation_view(explanation: Explanation, card_of: CardOf) -> dict[str, Any]:
    """An explanation for the page (:func:`wordplay.widgets.views.explanation_view`, the step's
    ``squares`` being card ids), each word also drawn as its cards."""
    view = views.explanation_view(explanation, PHASES, str)
    for word, scored in zip(view["words"], explanation.words, strict=False):
        word["cards"] = word_cards(scored.word, [card_of(cid) for cid in scored.squares])
    return view


def found_view(rank: int, found: Found) -> dict[str, Any]:
    """One row of "every steal": what it steals, the new words with their scores, the bonus."""
    explanation = found.explanation
    bonus = sum(s.points for s in explanation.steps if s.kind == "thief_all_cards")
    return {
        "rank": rank,
        "kind": found.kind,
        "notation": found.notation(),
        "score": found.score,
        "target": None if found.target is None else found.target.text,
        "words": [{"word": w.word, "score": w.score} for w in explanation.words],
        "bonus": bonus,
    }

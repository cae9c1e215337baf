"""A Word Thief position written by hand: words on the table and a hand, for worked examples.

A word is written card by card as the ``steals`` command writes cards (``WORK``, or with suits
``F/blue R O N T/red``); a lower-case letter is a Wild standing for that letter (``CAt``: C, A
and a Wild as T). A word without suits counts as mixed (stealable, never one suit). The hand
is written the same way, ``?`` for a Wild. Every card gets an id of its own (``w1.2`` is the
second card of the first word, ``h3`` the third card of the hand). A word whose cards are all of
one suit is locked, as the engine locks it when it is scored (:func:`wordplay.thief.scoring.word_suit`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from wordplay.core.errors import NotationError
from wordplay.thief.cards import WILD, Card, Deck, check_wilds, loose_cards
from wordplay.thief.moves import TableWord
from wordplay.thief.ruleset import ThiefRuleset
from wordplay.thief.scoring import word_suit

LEARNER, OTHER = 0, 1


@dataclass(frozen=True)
class Position:
    """The table (each word with its owner) and the learner's hand; the learner is player 0."""

    table: tuple[TableWord, ...]
    hand: tuple[Card, ...]


def word_cards(text: str, deck: Deck, prefix: str) -> tuple[str, tuple[Card, ...]]:
    """A table word's letters and cards from ``text`` (lower case: a Wild as that letter)."""
    letters: list[str] = []
    tokens: list[str] = []
    for token in text.replace(",", " ").split():
        head, slash, suit = token.partition("/")
        letters.extend(head.upper())
        tokens.append("".join(WILD if ch.islower() else ch for ch in head) + slash + suit)
    if WILD in letters:
        raise NotationError("thief_bad_cards", params={"text": text})
    return "".join(letters), tuple(loose_cards(" ".join(tokens), deck, prefix))


def word_text(word: TableWord) -> str:
    """A table word as it is written: a Wild as the lower-case letter it stands for (``CAt``)."""
    return "".join(ch.lower() if c.is_wild else ch for ch, c in zip(word.text, word.cards, strict=False))


def position(ruleset: ThiefRuleset, table: Sequence[str], hand: str, own: Sequence[str] = ()) -> Position:
    """``table``: the other player's words; ``own``: the learner's own words (they cannot be stolen)."""
    words: list[TableWord] = []
    for owner, texts in ((OTHER, table), (LEARNER, own)):
        for text in texts:
            number = len(words) + 1
            letters, cards = word_cards(text, ruleset.deck, f"w{number}.")
            if len(cards) < ruleset.min_word_length:
                raise NotationError("thief_bad_cards", params={"text": text})
            words.append(TableWord(number, owner, letters, cards, 0, word_suit(cards) is not None))
    held = tuple(loose_cards(hand, ruleset.deck, "h"))
    check_wilds([*held, *(c for w in words for c in w.cards)], ruleset.deck)
    return Position(tuple(words), held)

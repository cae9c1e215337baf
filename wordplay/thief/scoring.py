"""Scoring a Word Thief turn, step by step (docs/rules.md section 1, "Scoring a word").

For each word: every card's value (a Wild 0); the one-suit double when every card is of one
suit (Wilds count as that suit), which also locks the word; the length bonus (not doubled,
unless the ruleset says so). For the turn: the bonus for using every card of a full hand.
:func:`points_of` is the same arithmetic without the steps, for the ranking of steals (:mod:`.assign`).
"""

from __future__ import annotations

from collections.abc import Sequence

from wordplay.core.explanation import Explanation, ExplanationBuilder
from wordplay.core.messages import Term
from wordplay.thief.cards import Card
from wordplay.thief.ruleset import ThiefRuleset

ANY_SUIT = "any"


def word_suit(cards: Sequence[Card]) -> str | None:
    """The one suit of a word's cards (Wilds take it; all Wilds: ``any``), or None if mixed or unknown."""
    suits = {c.suit for c in cards if not c.is_wild}
    if not suits:
        return ANY_SUIT
    if len(suits) == 1:
        return next(iter(suits))
    return None


def points_of(ruleset: ThiefRuleset, letter_sum: int, length: int, one_suit: bool) -> int:
    """A word's points from its letter sum, its length and whether it is of one suit."""
    bonus = ruleset.length_bonus_for(length)
    if one_suit:
        if ruleset.length_bonus_doubled:
            return (letter_sum + bonus) * ruleset.suit_multiplier
        return letter_sum * ruleset.suit_multiplier + bonus
    return letter_sum + bonus


def add_word_steps(out: ExplanationBuilder, ruleset: ThiefRuleset, text: str, cards: Sequence[Card]) -> None:
    """The steps of one word: its cards, the one-suit double (lock), the length bonus, its total."""
    index = out.add_word(text, [c.id for c in cards], main=True)
    start = out.running
    for letter, card in zip(text, cards, strict=False):
        if card.is_wild:
            out.add("thief_wild", 0, [card.id], index, letter=letter, text=text)
        else:
            suit_name = Term(f"thief.suit.{card.suit}") if card.suit else ""  # Romanian "suita roșie"
            out.add(
                "thief_card",
                card.value,
                [card.id],
                index,
                letter=letter,
                suit=suit_name or "none",
                in_suit=Term("thief.in_suit", suit=suit_name) if card.suit else "",
                value=card.value,
                text=text,
            )
    bonus = ruleset.length_bonus_for(len(cards))

    def bonus_step() -> None:
        out.add("thief_length_bonus", bonus, [], index, text=text, length=len(cards), bonus=bonus)

    if bonus and ruleset.length_bonus_doubled:
        bonus_step()
    suit = word_suit(cards)
    if suit is not None:
        before = out.running - start
        after = before * ruleset.suit_multiplier
        out.add(
            "thief_one_suit",
            after - before,
            [c.id for c in cards],
            index,
            text=text,
            suit=Term(f"thief.suit.{suit}"),
            before=before,
            after=after,
            multiplier=ruleset.suit_multiplier,
        )
    if bonus and not ruleset.length_bonus_doubled:
        bonus_step()
    out.add(
        "thief_word_total",
        0,
        [c.id for c in cards],
        index,
        text=text,
        score=out.running - start,
        locked=suit is not None,
    )


def explain_turn(
    ruleset: ThiefRuleset, words: Sequence[str], cards: Sequence[Sequence[Card]], hand_cards_used: int
) -> Explanation:
    """The explained score of a play (one word) or a steal (its new words) using ``hand_cards_used`` cards."""
    out = ExplanationBuilder()
    for text, word_cards in zip(words, cards, strict=False):
        add_word_steps(out, ruleset, text, word_cards)
    if all_cards_bonus(ruleset, hand_cards_used):
        out.add(
            "thief_all_cards", ruleset.all_cards_bonus, [], None, cards=ruleset.hand_size, bonus=ruleset.all_cards_bonus
        )
    return out.build()


def all_cards_bonus(ruleset: ThiefRuleset, hand_cards_used: int) -> int:
    """The bonus of a turn that uses ``hand_cards_used`` cards: all of a full hand earns it."""
    return ruleset.all_cards_bonus if hand_cards_used == ruleset.hand_size else 0

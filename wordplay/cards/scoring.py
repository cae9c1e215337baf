"""Scoring a play on the card table, and clearing the table after it, as one explanation.

In the rules' order (docs/rules.md section 2.1): each word formed or changed (main word first) scores the
sum of its cards' values, and a bonus card multiplies the word holding the letter it names;
the first play of the game is multiplied (doubled); then, after the multipliers, a play that
uses every card of a full hand (a bonus card used counts) adds the all-cards bonus. Last,
0-point steps say which cards leave the table and why.
"""

from __future__ import annotations

from wordplay.cards.legality import bonus_word
from wordplay.cards.rules import CardsRuleset
from wordplay.cards.spelling import spelling
from wordplay.cards.table import CardPlay, Coord, Table, TableWord, spot_name, words_formed
from wordplay.core.explanation import Explanation, ExplanationBuilder


def score_play(ruleset: CardsRuleset, table: Table, play: CardPlay, hand_size: int | None = None) -> Explanation:
    """The explained score of a (legal) play; ``hand_size`` is how many cards the hand held."""
    decks = ruleset.decks
    out = ExplanationBuilder()
    words = words_formed(table, play)
    boosted = bonus_word(words, play)
    for index, word in enumerate(words):
        w = out.add_word(word.text, word.names, main=index == 0)
        for coord, card, new in zip(word.coords, word.cards, word.new, strict=False):
            out.add(
                "cards_card",
                decks.value(card),
                [spot_name(coord)],
                w,
                letter=card,
                value=decks.value(card),
                spot=spot_name(coord),
                new=new,
            )
        total = sum(decks.value(c) for c in word.cards)
        out.add("cards_word_sum", 0, word.names, w, text=word.letters, spelling=spelling(word.letters), sum=total)
        if word is boosted and play.bonus is not None:
            bonus = decks.held_bonus_card(play.bonus.card)
            out.add(
                "cards_bonus_card",
                total * (bonus.multiplier - 1),
                [spot_name(play.bonus.at)],
                w,
                text=word.letters,
                card=bonus.name,
                multiplier=bonus.multiplier,
                before=total,
                after=total * bonus.multiplier,
                spot=spot_name(play.bonus.at),
            )
    used = len(play.cards) + (1 if play.bonus and ruleset.bonus_card_counts_as_used else 0)
    all_cards = bool(ruleset.all_cards_bonus and hand_size == ruleset.hand_size and used >= ruleset.hand_size)

    def add_all_cards() -> None:
        out.add(
            "cards_all_cards",
            ruleset.all_cards_bonus,
            [spot_name(c) for c in play.coords],
            cards=used,
            bonus=ruleset.all_cards_bonus,
        )

    if all_cards and not ruleset.all_cards_bonus_after_multipliers:
        add_all_cards()
    if not table and ruleset.first_play_multiplier > 1:
        before = out.running
        out.add(
            "cards_first_play",
            before * (ruleset.first_play_multiplier - 1),
            multiplier=ruleset.first_play_multiplier,
            before=before,
            after=before * ruleset.first_play_multiplier,
        )
    if all_cards and ruleset.all_cards_bonus_after_multipliers:
        add_all_cards()
    if ruleset.clear_table:
        leaving = cleared_cards(table, words)
        if leaving:
            out.add(
                "cards_leave",
                0,
                [spot_name(c) for c in leaving],
                cards=", ".join(table[c] for c in leaving),
                count=len(leaving),
            )
        elif table:
            out.add("cards_all_stay", 0)
    return out.build()


def cleared_cards(table: Table, words: list[TableWord]) -> list[Coord]:
    """The table cards that belong to no word formed or changed by the play (they leave)."""
    staying = {c for w in words for c in w.coords}
    return sorted(c for c in table if c not in staying)


def table_after(table: Table, play: CardPlay, clear: bool = True) -> tuple[dict[Coord, str], list[str]]:
    """The table after ``play`` (cleared when ``clear``) and the cards that leave it."""
    new = dict(table)
    new.update(play.cards)
    if not clear:
        return new, []
    leaving = cleared_cards(table, words_formed(table, play))
    for coord in leaving:
        del new[coord]
    return new, [table[c] for c in leaving]

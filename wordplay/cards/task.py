"""A rummy round's task: the words laid, whether they meet the round card, and their explained score.

Apart from the game so the solver (:mod:`wordplay.cards.solver`) and the game
(:mod:`wordplay.cards.rummy`) both build on it without importing each other.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from wordplay.cards.rules import CardsRuleset, Decks, RoundCard
from wordplay.cards.spelling import spelling
from wordplay.core.errors import IllegalMoveError, NotationError
from wordplay.core.explanation import Explanation, ExplanationBuilder
from wordplay.core.lettercase import all_lower, read_from_rack
from wordplay.core.messages import Term, get_language, number, render
from wordplay.core.notation_words import accepted
from wordplay.core.outcome import and_list
from wordplay.core.tiles import BLANK


@dataclass(frozen=True)
class RummyWord:
    """A word laid in rummy: its cards (a blank as the lower-case letter) and maybe a bonus card."""

    cards: str
    bonus: str | None = None

    def hand_cards(self) -> list[str]:
        return [BLANK if c.islower() else c for c in self.cards] + ([self.bonus] if self.bonus else [])

    def to_list(self) -> list[Any]:
        return [self.cards, self.bonus]


def parse_words(words: Iterable[str | RummyWord | Sequence[Any]]) -> list[RummyWord]:
    """Words as ``RummyWord``, ``"CASA"``, ``"CASA+2"`` (with a bonus card) or ``[cards, bonus]``."""
    out = []
    for w in words:
        if isinstance(w, RummyWord):
            out.append(w)
        elif isinstance(w, str):
            cards, _, bonus = w.partition("+")
            out.append(RummyWord(cards, bonus or None))
        else:
            out.append(RummyWord(str(w[0]), w[1] if len(w) > 1 and w[1] else None))
    return out


MAX_TURN_CHARS = 120  # a turn as typed: far more than any hand of cards makes


@dataclass(frozen=True)
class RummyTurn:
    """A rummy turn as typed: the words laid (maybe none) and the card discarded (``None``: not said yet)."""

    words: tuple[RummyWord, ...]
    discard: str | None


_TURN_WORD = re.compile(r"^([^\W\d_]+)(?:\+(\S))?$")


def parse_turn(text: str, language: str | None = None, hand: str | None = None) -> RummyTurn:
    """Read a rummy turn as the exercises write it: ``COE LER, discard L`` (the words laid, a comma,
    the keyword and the card discarded). A word may carry a bonus card (``CASA+2``); a blank in a
    word is the lower-case letter it stands for; ``?`` discards a blank. The words alone
    (``COE LER``) or the discard alone (``discard L``) read too. The keyword may be the one of
    ``language`` (default: the package's; ``wordplay/data/notation.json``) or English. Anything else raises
    :class:`NotationError` (``cards_bad_turn``) with the text quoted. With ``hand`` (the learner's, as
    the move box has it), a word written all in lower case is read from the cards the other words leave:
    its cards where the hand holds them, blanks only for the rest (:mod:`wordplay.core.lettercase`)."""
    if not isinstance(text, str) or len(text) > MAX_TURN_CHARS:
        raise NotationError("cards_bad_turn", params={"text": str(text)[:MAX_TURN_CHARS]})
    tokens = text.replace(",", " , ").split()
    discard_words = {w.lower() for w in accepted("rummy_answer", "discard", language or get_language())}
    keyword = next((k for k, t in enumerate(tokens) if t.lower() in discard_words), None)
    words_part = tokens if keyword is None else tokens[:keyword]
    discard = None
    if keyword is not None:
        rest = tokens[keyword + 1 :]
        if len(rest) != 1 or len(rest[0]) != 1 or rest[0] == ",":
            raise NotationError("cards_bad_turn", params={"text": text})
        discard = rest[0].upper()
    words = []
    for token in (t for t in words_part if t != ","):
        match = _TURN_WORD.match(token)
        if match is None:
            raise NotationError("cards_bad_turn", params={"text": text})
        words.append(RummyWord(match[1], match[2]))
    if not words and discard is None:
        raise NotationError("cards_bad_turn", params={"text": text})
    if hand is not None:
        words = _read_lower_words(words, hand)
    return RummyTurn(tuple(words), discard)


def _read_lower_words(words: list[RummyWord], hand: str) -> list[RummyWord]:
    """The words written all in lower case read from the hand, after the cards the other words name."""
    left = Counter(hand.upper()) - Counter(card for w in words if not all_lower(w.cards) for card in w.hand_cards())
    out = []
    for w in words:
        if all_lower(w.cards):
            w = RummyWord("".join(read_from_rack(w.cards, left.elements())), w.bonus)
            left -= Counter(w.hand_cards())
        out.append(w)
    return out


def _need(card: RoundCard) -> str:
    """The words a round card asks for, by length, in the sentence's language."""
    lengths = and_list([number(n) for n in card.slots])
    if not card.optional:
        return render("cards.task.need", {"lengths": lengths})
    return render(
        "cards.task.need_optional", {"lengths": lengths, "optional": and_list([number(n) for n in card.optional])}
    )


def check_task(
    ruleset: CardsRuleset, card: RoundCard, words: list[RummyWord], unused: str, lexicon: Container[str] | None
) -> None:
    """Raise :class:`IllegalMoveError` when ``words`` (leaving ``unused`` in the hand) miss the task."""
    decks = ruleset.decks
    params = {"card_name": card.name}
    if not words:
        raise IllegalMoveError(
            "cards_task_not_met", params={**params, "reason": render("cards.task.slots", {"need": _need(card)})}
        )
    for w in words:
        if len(w.cards) < 2 or not all(decks.letters.is_letter(c) for c in w.cards):
            raise IllegalMoveError("cards_word_unknown", params={"word": w.cards or Term("cards.task.empty_word")})
        if lexicon is not None and ruleset.check_words and w.cards.upper() not in lexicon:
            raise IllegalMoveError("cards_word_unknown", params={"word": w.cards.upper()})
        if w.bonus is not None:
            if not ruleset.bonus_cards or decks.held_bonus_card(w.bonus) is None:
                raise IllegalMoveError("cards_bonus_known", params={"card": w.bonus})
            if not card.bonus_cards_allowed:
                raise IllegalMoveError("cards_no_bonus_this_round", params=params)
    if card.use_all_cards:
        if unused:
            raise IllegalMoveError(
                "cards_task_not_met", params={**params, "reason": render("cards.task.all_cards", {"left": unused})}
            )
        return
    lengths = Counter(len(w.cards) for w in words)
    extra = lengths - Counter(card.slots)
    if Counter(card.slots) - lengths or extra - Counter(card.optional):
        raise IllegalMoveError(
            "cards_task_not_met", params={**params, "reason": render("cards.task.slots", {"need": _need(card)})}
        )


def score_task(ruleset: CardsRuleset, card: RoundCard, words: list[RummyWord], unused: str) -> Explanation:
    """The explained score of words that meet the task (checked by :func:`check_task`)."""
    decks: Decks = ruleset.decks
    rules = card.score
    out = ExplanationBuilder()
    totals = []
    for w in words:
        i = out.add_word(w.cards, (), main=False)
        base = sum(decks.value(c) for c in w.cards)
        out.add("cards_rummy_word", base, word=i, text=w.cards.upper(), spelling=spelling(w.cards), sum=base)
        total = base
        if w.bonus:
            bonus = decks.held_bonus_card(w.bonus)
            total = base * bonus.multiplier
            out.add(
                "cards_rummy_bonus_card",
                total - base,
                word=i,
                text=w.cards.upper(),
                card=bonus.name,
                multiplier=bonus.multiplier,
                before=base,
                after=total,
            )
        totals.append(total)
    name = card.name
    if rules.get("letter_multiplier"):
        m = rules["letter_multiplier"]
        letter = max((c for w in words for c in w.cards), key=decks.value)
        value = decks.value(letter)
        out.add("cards_rummy_letter_x", value * (m - 1), card_name=name, letter=letter, value=value, multiplier=m)
    if rules.get("word_multiplier"):
        m = rules["word_multiplier"]
        best = max(range(len(words)), key=lambda k: totals[k])
        out.add(
            "cards_rummy_word_x",
            totals[best] * (m - 1),
            card_name=name,
            text=words[best].cards.upper(),
            before=totals[best],
            multiplier=m,
        )
    for count, bonus in sorted((int(k), v) for k, v in rules.get("word_count_bonus", {}).items()):
        if len(words) >= count:
            out.add("cards_rummy_word_count", bonus, card_name=name, words=count)
    minus_unused = rules.get("minus_unused", False)
    all_optional = rules.get("all_optional")
    if all_optional and len(words) == len(card.slots) + len(card.optional):
        out.add("cards_rummy_bonus", all_optional.get("bonus", 0), card_name=name)
        minus_unused = all_optional.get("minus_unused", minus_unused)
    if rules.get("bonus"):
        out.add("cards_rummy_bonus", rules["bonus"], card_name=name)
    if minus_unused and unused:
        value = decks.hand_value(unused)
        out.add("cards_rummy_unused", -value, card_name=name, cards=", ".join(unused), value=value)
    return out.build()

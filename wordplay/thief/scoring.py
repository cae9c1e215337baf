"""Scoring a Word Thief turn, step by step (docs/rules.md section 1, "Scoring a word").

For each word: every card's value (a Wild 0); the one-suit double when every card is of one
suit (Wilds count as that suit), which also locks the word; the length bonus (not doubled,
unless the ruleset says so). For the turn: the bonus for using every card of a full hand.
:func:`points_of` is the same arithmetic without the steps, for the ranking of steals (:mod:`.assign`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from wordplay.core.explanation import DeferredExplanation, Explanation, ExplanationBuilder, Step, WordScore
from wordplay.core.messages import Term, get_language, get_variant
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
    """The explained score of a play (one word) or a steal (its new words) using ``hand_cards_used`` cards.

    The steps of each word come from :func:`_word_steps` (worked out and said once for every move that
    lays that word with those cards); the turn's steps, numbered and totalled, are made when first read:
    a list of moves that shows only their sentences never makes them."""
    parts = tuple(_word_steps(ruleset, text, tuple(word_cards)) for text, word_cards in zip(words, cards, strict=False))
    total = sum(part.score for part in parts)
    said: tuple[_Steps, ...] = parts
    if all_cards_bonus(ruleset, hand_cards_used):
        said += (_rules(ruleset)[1],)
        total += ruleset.all_cards_bonus
    return DeferredExplanation(partial(_turn, tuple(words)[: len(parts)], said, len(parts)), total, said)


def _turn(words: tuple[str, ...], said: tuple[_Steps, ...], word_count: int) -> Explanation:
    """The steps of a turn from its words' (and the all-cards bonus's), numbered and totalled."""
    steps: list[Step] = []
    running = 0
    for index, part in enumerate(said):
        word = index if index < word_count else None
        for step in part.steps:
            running += step.points
            steps.append(Step(step.kind, step.points, step.squares, word, step.params, running))
    scores = tuple(WordScore(text, part.squares, part.score, True) for text, part in zip(words, said, strict=False))
    return Explanation(tuple(steps), scores, said)


WORDS_KEPT = 4096  # words (with their cards) whose steps a ruleset keeps; then it starts again (the same steps)
RULESETS_KEPT = 8


class _Steps:
    """Steps of a turn that do not depend on the rest of it: one word's with its cards (running totals and
    the score from the word's start), or the all-cards bonus; their sentences said once per language and
    variant. None of these sentences names the running total or the word's place in the turn (a test
    checks every language's), so every move that lays this word with these cards says them alike."""

    __slots__ = ("_said", "score", "squares", "steps")

    def __init__(self, built: Explanation) -> None:
        self.steps = built.steps
        self.squares = built.words[0].squares if built.words else ()
        self.score = built.words[0].score if built.words else 0
        self._said: dict[tuple[str | None, str | None, str | None], tuple[str, ...]] = {}

    def sentences(self, language: str | None = None) -> tuple[str, ...]:
        key = (language, get_language() if language is None else None, get_variant())
        said = self._said.get(key)
        if said is None:
            said = self._said[key] = tuple(step.sentence(language) for step in self.steps)
        return said

    def __deepcopy__(self, memo: dict[int, Any]) -> _Steps:  # never changed once made: shared, not copied
        return self


# by ruleset (kept alive here, so that its id is not reused): its words' steps and its all-cards bonus step
_kept: dict[int, tuple[ThiefRuleset, _Steps, dict[tuple[str, tuple[Card, ...]], _Steps]]] = {}


def _rules(ruleset: ThiefRuleset) -> tuple[ThiefRuleset, _Steps, dict[tuple[str, tuple[Card, ...]], _Steps]]:
    """What :func:`explain_turn` keeps for ``ruleset``."""
    kept = _kept.get(id(ruleset))
    if kept is None:
        if len(_kept) >= RULESETS_KEPT:
            _kept.clear()
        out = ExplanationBuilder()
        bonus = ruleset.all_cards_bonus
        out.add("thief_all_cards", bonus, [], None, cards=ruleset.hand_size, bonus=bonus)
        kept = _kept[id(ruleset)] = (ruleset, _Steps(out.build()), {})
    return kept


def _word_steps(ruleset: ThiefRuleset, text: str, cards: tuple[Card, ...]) -> _Steps:
    """The steps of ``text`` laid with ``cards`` (:func:`add_word_steps`), worked out once."""
    words = _rules(ruleset)[2]
    found = words.get((text, cards))
    if found is None:
        if len(words) >= WORDS_KEPT:  # a stream of every move meets many words: memory stays bounded
            words.clear()
        out = ExplanationBuilder()
        add_word_steps(out, ruleset, text, cards)
        found = words[text, cards] = _Steps(out.build())
    return found


def word_sentences(
    ruleset: ThiefRuleset, text: str, cards: tuple[Card, ...], language: str | None = None
) -> Sequence[str]:
    """The sentences of the steps of ``text`` laid with ``cards`` in a turn's explanation (worked out and
    said once, :func:`explain_turn`'s own)."""
    return _word_steps(ruleset, text, cards).sentences(language)


def all_cards_sentences(ruleset: ThiefRuleset, language: str | None = None) -> Sequence[str]:
    """The sentences of the all-cards bonus's step in a turn's explanation."""
    return _rules(ruleset)[1].sentences(language)


def all_cards_bonus(ruleset: ThiefRuleset, hand_cards_used: int) -> int:
    """The bonus of a turn that uses ``hand_cards_used`` cards: all of a full hand earns it."""
    return ruleset.all_cards_bonus if hand_cards_used == ruleset.hand_size else 0

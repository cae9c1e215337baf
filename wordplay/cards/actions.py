"""The forfeit mode's action-card categories: each a small test on the play just made.

A category's ``test`` (from ``wordplay/data/cards/actions.json``) names one of the functions
below; its other fields are the test's parameters. A word test looks at every word the play
formed or changed and fits when one of them does (several fitting words count once); a play
test looks at the play as a whole. Every answer says why, for the learner.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from wordplay.cards.legality import bonus_word
from wordplay.cards.rules import CardsRuleset, Category
from wordplay.cards.table import CardPlay, Coord, words_formed


@dataclass(frozen=True)
class PlayFacts:
    """What the categories may ask about a play (all plain data, kept in the game's state)."""

    words: tuple[str, ...]  # every word formed or changed, upper case, blanks as letters
    word_scores: tuple[int, ...]  # each word's score (its cards, times a bonus card)
    blanks: int  # blanks laid in this play
    cards_used: int  # hand cards used (a bonus card counts when the rules say so)
    hand_size: int  # how many cards the hand held before the play
    full_hand: int  # the ruleset's hand size

    def to_dict(self) -> dict[str, Any]:
        return {
            "words": list(self.words),
            "word_scores": list(self.word_scores),
            "blanks": self.blanks,
            "cards_used": self.cards_used,
            "hand_size": self.hand_size,
            "full_hand": self.full_hand,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PlayFacts:
        return cls(
            tuple(data["words"]),
            tuple(data["word_scores"]),
            data["blanks"],
            data["cards_used"],
            data["hand_size"],
            data["full_hand"],
        )


def play_facts(ruleset: CardsRuleset, table: dict[Coord, str], play: CardPlay, hand_size: int) -> PlayFacts:
    """The facts the categories test, for ``play`` on ``table`` from a hand of ``hand_size`` cards.

    Each word's score is its cards, times the bonus card on it and the first play's multiplier, as the
    explanation shows them (RULES 2.2: "a word worth 15+ points" reads these), without the all-cards bonus.
    """
    words = words_formed(table, play)
    decks = ruleset.decks
    boosted = bonus_word(words, play)
    first = ruleset.first_play_multiplier if not table else 1
    multiplier = (
        decks.held_bonus_card(play.bonus.card).multiplier if boosted is not None and play.bonus is not None else 1
    )
    scores = [sum(decks.value(c) for c in w.cards) * first * (multiplier if w is boosted else 1) for w in words]
    used = len(play.cards) + (1 if play.bonus and ruleset.bonus_card_counts_as_used else 0)
    return PlayFacts(
        tuple(w.letters for w in words),
        tuple(scores),
        sum(1 for _, t in play.cards if t.islower()),
        used,
        hand_size,
        ruleset.hand_size,
    )


def _length(word: str, p: dict[str, Any], vowels: str) -> bool:
    low: int = p.get("min", 0)
    high: int = p.get("max", 10**6)
    return low <= len(word) <= high


def _ends_with(word: str, p: dict[str, Any], vowels: str) -> bool:
    return word[-1] in p["letters"]


def _starts_with(word: str, p: dict[str, Any], vowels: str) -> bool:
    return word[0] in p["letters"]


def _contains(word: str, p: dict[str, Any], vowels: str) -> bool:
    return any(ch in p["letters"] for ch in word)


def _vowels(word: str, p: dict[str, Any], vowels: str) -> bool:
    count: int = p["count"]
    return sum(ch in vowels for ch in word) == count


def _same_ends(word: str, p: dict[str, Any], vowels: str) -> bool:
    return word[0] == word[-1]


def _doubled(word: str, p: dict[str, Any], vowels: str) -> bool:
    return any(a == b for a, b in itertools.pairwise(word))


WORD_TESTS: dict[str, Callable[[str, dict[str, Any], str], bool]] = {
    "length": _length,
    "ends_with": _ends_with,
    "starts_with": _starts_with,
    "contains": _contains,
    "vowels": _vowels,
    "same_ends": _same_ends,
    "doubled": _doubled,
}

PLAY_TESTS: dict[str, Callable[[PlayFacts, dict[str, Any]], bool]] = {
    "uses_blank": lambda f, p: f.blanks > 0,
    "words_formed": lambda f, p: len(f.words) >= p["min"],
    "all_cards": lambda f, p: f.hand_size == f.full_hand and f.cards_used >= f.full_hand,
}


def fits(category: Category, facts: PlayFacts, vowels: str) -> tuple[bool, str]:
    """Whether the play fits the category, and the reason as a short phrase (a catalogue term, so a
    step that keeps it is said again in another language)."""
    from wordplay.core.messages import Term

    if category.test == "word_score":
        hits = [w for w, s in zip(facts.words, facts.word_scores, strict=False) if s >= category.params["min"]]
    elif category.test in WORD_TESTS:
        test = WORD_TESTS[category.test]
        hits = [w for w in facts.words if test(w, category.params, vowels)]
    elif category.test in PLAY_TESTS:
        ok = PLAY_TESTS[category.test](facts, category.params)
        return ok, Term("cards.action.play" if ok else "cards.action.none")
    else:
        raise ValueError(f"unknown action-card test {category.test!r}")
    if hits:
        return True, Term("cards.action.word", word=hits[0])
    return False, Term("cards.action.none")

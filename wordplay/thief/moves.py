"""Word Thief moves and the words on the table, as values; the players' notation for them.

A play is ``CAT``; a steal is ``FRONT -> FROWN CAT`` (the stolen word, an arrow, the new
words; ``#3`` names the table word with id 3). Cards are optional: without them the engine
lays the new words with the cards that score most (:func:`wordplay.thief.assign.best_cards`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from wordplay.core.errors import NotationError
from wordplay.core.untrusted import SCORE_LIMIT, bounded_int
from wordplay.thief.cards import Card


@dataclass(frozen=True)
class TableWord:
    """A word in front of its owner: its letters (Wilds as the letters they stand for), cards, score."""

    id: int
    owner: int
    text: str
    cards: tuple[Card, ...]
    score: int
    locked: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "owner": self.owner,
            "text": self.text,
            "cards": [c.id for c in self.cards],
            "score": self.score,
            "locked": self.locked,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], card: Callable[[str], Card]) -> TableWord:
        return cls(
            int(data["id"]),
            int(data["owner"]),
            str(data["text"]),
            tuple(card(c) for c in data["cards"]),
            int(data["score"]),
            bool(data["locked"]),
        )


@dataclass(frozen=True)
class PlayWord:
    """Lay one word from the hand; ``cards`` (ids in word order) or None for the best cards."""

    word: str
    cards: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Steal:
    """Steal table word ``target`` into ``words``; ``cards`` per word (ids in word order) or None."""

    target: int
    words: tuple[str, ...]
    cards: tuple[tuple[str, ...], ...] | None = None


@dataclass(frozen=True)
class GiveUp:
    """ "Cannot play" while the draw pile has cards: lose the penalty, discard ``discard``, draw as many."""

    discard: tuple[str, ...]


@dataclass(frozen=True)
class Pass:
    """Give up the turn once the draw pile is empty."""


Move = PlayWord | Steal | GiveUp | Pass

_STEAL = re.compile(r"^\s*(#[0-9]+|[A-Za-z]+)\s*(?:->|→)\s*(.+)$")


def parse_move(text: str, table: Sequence[TableWord], player: int | None = None) -> PlayWord | Steal:
    """``CAT`` or ``FRONT -> FROWN CAT``; a stolen word named by its letters is looked up on
    ``table`` among the words ``player`` may steal (else among all), first found first."""
    match = _STEAL.match(text)
    if match is None:
        word = text.strip().upper()
        if not word.isalpha():
            raise NotationError("thief_bad_move", params={"text": text})
        return PlayWord(word)
    name, rest = match.group(1), match.group(2)
    words = tuple(w.upper() for w in re.split(r"[\s,+]+", rest.strip()) if w)
    if not words or not all(w.isalpha() for w in words):
        raise NotationError("thief_bad_move", params={"text": text})
    if name.startswith("#"):
        return Steal(bounded_int(name[1:], high=SCORE_LIMIT, what="word_number"), words)
    name = name.upper()
    candidates = [w for w in table if w.text == name]
    preferred = [w for w in candidates if w.owner != player and not w.locked]
    if not candidates:
        raise NotationError("thief_no_such_word", params={"word": name})
    return Steal((preferred or candidates)[0].id, words)


def steal_notation(stolen: str, words: Sequence[str]) -> str:
    """A steal as a player writes it: ``STOLEN -> NEW + WORDS``."""
    return f"{stolen} -> {' + '.join(words)}"


def move_notation(move: Move, table: Sequence[TableWord] = ()) -> str:
    """A move as a player writes it (the stolen word by its letters when it is on ``table``)."""
    if isinstance(move, PlayWord):
        return move.word
    if isinstance(move, Steal):
        return steal_notation(next((w.text for w in table if w.id == move.target), f"#{move.target}"), move.words)
    if isinstance(move, GiveUp):
        return "cannot play"
    return "pass"

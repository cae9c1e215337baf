"""Word Thief cards: a letter (or a Wild) in a suit, with a value; the deck as data.

A card is named by a short id that says what it is: ``A-red-1`` is the first red A,
``wild-2`` the second Wild. Cards written by hand (the ``steals`` command) carry their suit
after a slash (``W/red``) or none at all (``W``: a card of unknown suit, which never makes a
one-suit word); ``?`` is a Wild.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from wordplay.core.errors import NotationError
from wordplay.core.messages import get_language
from wordplay.core.notation_words import Notation
from wordplay.core.notation_words import suit as suit_named

WILD = "?"


@dataclass(frozen=True)
class Card:
    """One card: ``letter`` is ``?`` for a Wild (whose ``suit`` is None), ``value`` its points."""

    id: str
    letter: str
    suit: str | None
    value: int

    @property
    def is_wild(self) -> bool:
        return self.letter == WILD

    def label(self) -> str:
        """How a player writes the card: ``W/red``, ``W`` or ``?``."""
        return self.letter if self.suit is None else f"{self.letter}/{self.suit}"


@dataclass(frozen=True)
class Deck:
    """Every card of a game, in a fixed order (shuffle a copy of :attr:`ids` with a seeded Rng)."""

    cards: tuple[Card, ...]
    values: dict[str, int]
    suits: tuple[str, ...]
    wild_value: int
    source: str

    def __hash__(self) -> int:
        return hash(self.cards)

    @property
    def ids(self) -> list[str]:
        return [c.id for c in self.cards]

    @property
    def by_id(self) -> dict[str, Card]:
        return _index(self)

    def card(self, card_id: str) -> Card:
        return self.by_id[card_id]

    def value(self, letter: str) -> int:
        return self.wild_value if letter == WILD else self.values[letter]

    def rank(self, card: Card) -> int:
        """Alphabetical rank for the dealer draw (nearest to A first)."""
        return list(self.values).index(card.letter)


@cache
def _index(deck: Deck) -> dict[str, Card]:
    return {c.id: c for c in deck.cards}


@cache
def load_deck(relative_path: str) -> Deck:
    """Read a deck table (``letter value count suit-counts...`` lines, a ``wild count value`` line)."""
    text = (resources.files("wordplay.data") / relative_path).read_text(encoding="utf-8")
    suits: tuple[str, ...] = ()
    source: list[str] = []
    cards: list[Card] = []
    values: dict[str, int] = {}
    wild_value = 0
    for line in text.splitlines():
        if line.startswith("#"):
            if line.startswith("# letter value count"):
                suits = tuple(line.split()[4:])
            elif not suits:
                source.append(line[1:].strip())
            continue
        if not line.strip():
            continue
        fields = line.split()
        if fields[0] == "wild":
            count, wild_value = int(fields[1]), int(fields[2])
            cards.extend(Card(f"wild-{i + 1}", WILD, None, wild_value) for i in range(count))
            continue
        letter, value, count, per_suit = fields[0], int(fields[1]), int(fields[2]), [int(f) for f in fields[3:]]
        if len(per_suit) != len(suits) or sum(per_suit) != count:
            raise ValueError(f"{relative_path}: the suit counts of {letter} do not add up to {count}")
        values[letter] = value
        for suit, n in zip(suits, per_suit, strict=False):
            cards.extend(Card(f"{letter}-{suit}-{i + 1}", letter, suit, value) for i in range(n))
    return Deck(tuple(cards), values, suits, wild_value, " ".join(s for s in source if s))


def loose_cards(text: str, deck: Deck, prefix: str = "h", language: str | None = None) -> list[Card]:
    """Cards written by hand: ``REEDWCA?``, or with suits ``W/red C/red A ?``.

    Letters run together or are split by spaces or commas; a suit follows its letter after a
    slash, in English or in ``language`` (default: the package's): ``W/roșu``. Each card gets an
    id of its own (``h1``, ``h2``...), since it is not from a dealt deck.
    """
    language = get_language() if language is None else language
    cards: list[Card] = []
    for token in text.replace(",", " ").split():
        pieces = token.split("/")
        if len(pieces) == 1:
            letters, suit = token, None
        elif len(pieces) == 2 and len(pieces[0]) == 1:
            letters, suit = pieces[0], suit_named(pieces[1], language) or pieces[1].lower()
            if suit not in deck.suits:
                suits = Notation(", ".join(deck.suits), "suit_names")
                raise NotationError("thief_bad_suit", params={"suit": pieces[1], "suits": suits})
        else:
            raise NotationError("thief_bad_cards", params={"text": token})
        for ch in letters.upper():
            if ch != WILD and ch not in deck.values:
                raise NotationError("thief_bad_cards", params={"text": token})
            cards.append(Card(f"{prefix}{len(cards) + 1}", ch, None if ch == WILD else suit, deck.value(ch)))
    return cards


def loose_word(text: str, deck: Deck, prefix: str = "t") -> tuple[str, tuple[Card, ...]]:
    """A table word written by hand: its letters and cards, a lower-case letter a Wild standing
    for it (``CAt``: C, A and a Wild as T). The cards carry no suit: the word counts as mixed."""
    if not text.isalpha():
        raise NotationError("thief_bad_word", params={"text": text})
    cards = loose_cards("".join(WILD if ch.islower() else ch for ch in text), deck, prefix)
    return text.upper(), tuple(cards)


def check_wilds(cards: Iterable[Card], deck: Deck) -> None:
    """Refuse cards written by hand (a hand and table words) that hold more Wilds than the deck has."""
    count = sum(1 for c in cards if c.letter == WILD)
    wilds = sum(1 for c in deck.cards if c.letter == WILD)
    if count > wilds:
        raise NotationError("too_many_wilds", params={"count": count, "wilds": wilds})


def cards_label(cards: Iterable[Card]) -> str:
    """Cards as a player writes them, e.g. ``W/red C/red ?``."""
    return Notation(" ".join(c.label() for c in cards), "thief")


def letters_of(cards: Sequence[Card]) -> str:
    return "".join(c.letter for c in cards)

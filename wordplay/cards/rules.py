"""Scrabble Cards rulesets and decks: every setting and every card is data.

The three modes are named rulesets (``classic``, ``forfeit``, ``rummy``) read from
``wordplay/data/cards/<mode>.json``; the cards themselves come from ``letters.json``,
``bonus.json``, ``actions.json`` and ``rounds.json`` beside them, each citing its source.
A teacher switches a **[decided]** point of docs/rules.md (section 2) with ``ruleset.with_settings(...)``,
e.g. ``load_ruleset("classic").with_settings(all_cards_bonus=0, bonus_cards=False)``.

A card in a hand is one character: a letter (``A``... ``Z``, ``Ç``), ``?`` for a blank and
the bonus card's own symbol (``2`` double word, ``3`` triple word). On the table a blank is
the lower-case letter it stands for, as on the boards.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from wordplay.core.lexicon import PORTUGUESE_ALPHABET
from wordplay.core.messages import Term
from wordplay.core.registry import family_rulesets
from wordplay.core.settings import RulesetSettings
from wordplay.core.tiles import BLANK, TileSet, load_tile_set

CARD_ALPHABET = PORTUGUESE_ALPHABET  # the letter cards
#: the Scrabble Cards modes, as the registry (``wordplay/data/registry.json``) lists them
MODES = family_rulesets("cards")


def _data(relative_path: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((resources.files("wordplay.data") / relative_path).read_text(encoding="utf-8"))
    return data


@dataclass(frozen=True)
class BonusCard:
    """A premium card: doubles or triples one word of a play."""

    card: str
    name: str  # a catalogue Term: the name in the sentence's language
    multiplier: int
    count: int


@dataclass(frozen=True)
class Category:
    """One half of an action card: a test on the play, what it gains its player or costs another."""

    id: str
    name: str  # a catalogue Term: the name in the sentence's language
    test: str
    gain: int
    loss: int
    params: dict[str, Any]
    card: int


@dataclass(frozen=True)
class RoundCard:
    """A rummy round card: the task (word lengths, or every card) and how it scores."""

    id: str
    name: str  # a catalogue Term: the name in the sentence's language
    slots: tuple[int, ...]
    optional: tuple[int, ...]
    use_all_cards: bool
    score: dict[str, Any]
    count: int = 1

    @property
    def bonus_cards_allowed(self) -> bool:
        return bool(self.score.get("bonus_cards", True))


@dataclass(frozen=True)
class Decks:
    """Every card of the box: letters (a :class:`TileSet`), bonus, action and round cards."""

    letters: TileSet
    bonus: tuple[BonusCard, ...]
    actions: dict[int, tuple[Category, Category]]
    rounds: tuple[RoundCard, ...]
    vowels: str
    sources: tuple[str, ...]

    def bonus_card(self, symbol: str) -> BonusCard | None:
        return next((b for b in self.bonus if b.card == symbol), None)

    def held_bonus_card(self, symbol: str) -> BonusCard:
        """The bonus card ``symbol`` (known to be one: a card of a legal hand or play)."""
        card = self.bonus_card(symbol)
        if card is None:
            raise KeyError(symbol)
        return card

    def is_bonus(self, card: str) -> bool:
        return any(b.card == card for b in self.bonus)

    def value(self, card: str) -> int:
        """Points of a card in a hand or on the table (a bonus card is worth 0)."""
        return 0 if self.is_bonus(card) else self.letters.value(card)

    def hand_value(self, cards: str) -> int:
        return sum(self.value(c) for c in cards)

    def letter_cards(self) -> list[str]:
        return self.letters.full_bag()

    def bonus_cards(self) -> list[str]:
        return [b.card for b in self.bonus for _ in range(b.count)]

    def category(self, category_id: str) -> Category | None:
        return next((c for pair in self.actions.values() for c in pair if c.id == category_id), None)

    def round_card(self, round_id: str) -> RoundCard:
        return next(r for r in self.rounds if r.id == round_id)

    def round_deck(self) -> list[str]:
        """The round cards by id, one entry per physical card (two for the quadruple letter)."""
        return [r.id for r in self.rounds for _ in range(r.count)]

    def box(self) -> Counter[str]:
        """All 144 cards of the box, keyed as the engine counts them."""
        counts: Counter[str] = Counter(self.letter_cards()) + Counter(self.bonus_cards())
        counts.update(f"action:{n}" for n in self.actions)
        counts.update(f"round:{r}" for r in self.round_deck())
        return counts


@cache
def load_decks(letters: str, bonus: str, actions: str, rounds: str) -> Decks:
    """Read the card files (cached: the decks never change while a program runs)."""
    letter_data = _data(letters)
    tiles = load_tile_set(letters, letter_data["blanks"])
    bonus_data = _data(bonus)
    bonus_cards = tuple(
        BonusCard(b["card"], Term(f"cards.bonus.{b['card']}"), b["multiplier"], b["count"]) for b in bonus_data["cards"]
    )
    action_data = _data(actions)
    action_cards = {}
    for card in action_data["cards"]:
        pair = []
        for c in card["categories"]:
            params = {k: v for k, v in c.items() if k not in ("id", "test", "gain", "loss")}
            name = Term(f"cards.category.{c['id']}")
            pair.append(Category(c["id"], name, c["test"], c["gain"], c["loss"], params, card["card"]))
        action_cards[card["card"]] = (pair[0], pair[1])
    round_data = _data(rounds)
    round_cards = tuple(
        RoundCard(
            r["id"],
            Term(f"cards.round.{r['id']}"),
            tuple(r["task"].get("slots", ())),
            tuple(r["task"].get("optional", ())),
            bool(r["task"].get("use_all_cards", False)),
            dict(r["score"]),
            r.get("count", 1),
        )
        for r in round_data["cards"]
    )
    sources = (letter_data["source"], bonus_data["source"], action_data["source"], round_data["source"])
    return Decks(tiles, bonus_cards, action_cards, round_cards, action_data["vowels"], sources)


@dataclass(frozen=True)
class CardsRuleset(RulesetSettings):
    """Every setting of Scrabble Cards; the three modes are named instances.

    ``first_play_multiplier``: the first play's score is multiplied by this (2).
    ``first_play_bonus_card``: whether a bonus card may be used on the first play (no).
    ``all_cards_bonus``: added when a play uses all ``hand_size`` cards of the hand, after the
    multipliers (``all_cards_bonus_after_multipliers``; off: before the first-play double);
    ``bonus_card_counts_as_used``: a bonus card used counts as a card used.
    ``clear_table``: after a play only the cards of the words it formed or changed stay.
    ``check_words``: the engine checks the dictionary (off: a table that plays by challenge).
    ``exchange_needs_cards_to_draw``: an exchange may not give back more cards than the draw
    pile holds. ``passes_per_player_to_end``: the game ends when every player passed that
    many times in a row (``exchange_counts_as_pass``, ``challenge_lost_turn_counts_as_pass``: whether
    an exchange, or a turn lost to an upheld challenge, counts as one). ``action_cards``: the forfeit mode's action
    cards. ``rummy``: the
    rummy mode (``rounds_to_play`` rounds, ``tie_rounds`` more while the lead is tied; a
    round nobody finishes ends after ``round_turn_limit_per_player`` turns each, 0 for
    unlimited). ``first_player``: ``cut`` (the card nearest A) or ``first`` (player 1).
    """

    id: str
    version: int
    name: str  # a catalogue Term: the name in the sentence's language
    mode: str
    language: str
    lexicon: str
    letters: str
    bonus: str
    actions: str
    rounds: str
    min_players: int
    max_players: int
    hand_size: int
    bonus_cards: bool
    draw_blank_first: bool
    first_play_min_cards: int
    first_play_multiplier: int
    first_play_bonus_card: bool
    all_cards_bonus: int
    all_cards_bonus_after_multipliers: bool
    bonus_card_counts_as_used: bool
    clear_table: bool
    check_words: bool
    exchange_needs_cards_to_draw: bool
    passes_per_player_to_end: int
    exchange_counts_as_pass: bool
    challenge_lost_turn_counts_as_pass: bool
    going_out_collects_leftovers: bool
    going_out_bonus: int
    action_cards: bool
    rummy: bool
    rounds_to_play: int
    tie_rounds: int
    first_player: str
    rotate_round_start: bool
    refill_keeps_top_discard: bool
    round_turn_limit_per_player: int
    source: str = ""

    def __post_init__(self) -> None:
        self._name_in_catalogue()
        if self.mode not in MODES:
            raise ValueError(f"unknown Scrabble Cards mode {self.mode!r}; choose one of {', '.join(MODES)}")
        if self.first_player not in ("cut", "first"):
            raise ValueError(f"first_player is 'cut' or 'first', not {self.first_player!r}")
        if self.hand_size < 2 or self.min_players < 1 or self.max_players < self.min_players:
            raise ValueError("a table needs hands of 2+ cards and at least one player")

    @property
    def decks(self) -> Decks:
        return load_decks(self.letters, self.bonus, self.actions, self.rounds)

    @property
    def tiles(self) -> TileSet:
        """The letter cards (what the board engine's helpers call tiles)."""
        return self.decks.letters

    @classmethod
    def shipped_settings(cls) -> dict[str, dict[str, Any]]:
        return {mode: load_ruleset(mode).settings() for mode in MODES}


REGISTRY_PREFIX = "scrabble-cards/"  # the registry's variant names: scrabble-cards/classic, ...


@cache
def load_ruleset(mode: str) -> CardsRuleset:
    """The named ruleset of a mode (one of :data:`MODES`: ``classic``, ``forfeit``, ``rummy``), also by the
    registry's variant name (``scrabble-cards/classic``)."""
    if isinstance(mode, str) and mode.startswith(REGISTRY_PREFIX):
        mode = mode[len(REGISTRY_PREFIX) :]
    if mode not in family_rulesets("cards"):
        raise ValueError(f"unknown Scrabble Cards mode {mode!r}; choose one of {', '.join(MODES)}")
    data = _data(f"cards/{mode}.json")
    data["min_players"], data["max_players"] = data.pop("players")
    return CardsRuleset(**data)


def is_letter_card(card: str) -> bool:
    """A letter or a blank (``?``), as opposed to a bonus card."""
    return card == BLANK or card.isalpha()

"""The Word Thief ruleset: a record of independent settings read from data.

``wordplay/data/thief/word-thief.json`` holds every setting, each decided point of docs/rules.md
section 1 among them, so a teacher can switch one: ``load_ruleset().with_settings(
victim_loses_points=True)``. Nothing here is a rule; the engine reads these values.

``plural_endings``: pairs (ending removed, ending added) that make a steal "only a plural"
(WORK -> WORKS, BOX -> BOXES, SPY -> SPIES); an empty list allows plurals.
``irregular_plurals``: a data file of irregular plurals refused the same way when they hold every
letter of the stolen word (OX -> OXEN, CHILD -> CHILDREN); "" refuses none.
``split_words_need_stolen_card``: the text says a split word gets a card from the hand; this
project also asks for a card of the stolen word in each (else a split would hide a second play).
``locked_words_to_used_pile``: one-suit words leave the table after scoring (else they stay,
locked). ``may_give_up_with_a_play``: a player may give up the turn although a play exists.
``show_available_play``: when a turn is given up, the explanation shows a play that existed.
"""

from __future__ import annotations

import dataclasses
import json
import pathlib
from collections import Counter
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from wordplay.core.errors import SaveFormatError
from wordplay.core.messages import Term
from wordplay.core.registry import family_rulesets
from wordplay.core.settings import RulesetSettings
from wordplay.thief.cards import Deck, load_deck


@dataclass(frozen=True)
class ThiefRuleset(RulesetSettings):
    """Every setting of Word Thief (see the module docstring)."""

    id: str
    version: int
    name: str
    language: str
    lexicon: str
    deck_path: str
    min_players: int
    max_players: int
    hand_size: int
    min_word_length: int
    wild_draws_again: bool
    plural_endings: tuple[tuple[str, str], ...]
    split_words_need_stolen_card: bool
    suit_multiplier: int
    length_bonus: tuple[tuple[int, int], ...]
    length_bonus_beyond: int
    length_bonus_doubled: bool
    all_cards_bonus: int
    locked_words_to_used_pile: bool
    victim_loses_points: bool
    cannot_play_penalty: int
    cannot_play_discard: int
    may_give_up_with_a_play: bool
    show_available_play: bool
    source: str = ""
    irregular_plurals: str = ""  # a saved game from before the setting keeps the rule it was played by

    def __post_init__(self) -> None:
        self._name_in_catalogue()
        if not 2 <= self.min_players <= self.max_players:
            raise ValueError("players must be at least 2, min <= max")
        if self.min_word_length < 1 or self.hand_size < 1:
            raise ValueError("word length and hand size must be positive")

    @property
    def deck(self) -> Deck:
        return load_deck(self.deck_path)

    def length_bonus_for(self, length: int) -> int:
        """The length bonus of a word (docs/rules.md section 1: 5 letters +5 ... 9 +25, +5 per letter beyond)."""
        return _length_bonus(self.length_bonus, self.length_bonus_beyond, length)

    def plural_of(self, old: str, new: str) -> bool:
        """True when ``new`` is only ``old`` made plural by one of the plural endings."""
        for removed, added in self.plural_endings:
            if old.endswith(removed) and new == old[: len(old) - len(removed)] + added:
                return True
        if self.irregular_plurals and new in irregular_plurals(self.irregular_plurals).get(old, ()):
            return not Counter(old) - Counter(new)  # it holds every letter of the stolen word
        return False

    def settings(self) -> dict[str, Any]:
        """Every setting as plain data (what a saved game records)."""
        plain: dict[str, Any] = json.loads(json.dumps(dataclasses.asdict(self)))
        return plain

    @classmethod
    def _from_plain(cls, data: dict[str, Any]) -> dict[str, Any]:
        """The fields from :meth:`settings` or from the data file's names."""
        if "deck" in data:
            data["deck_path"] = data.pop("deck")
        if "players" in data:
            data["min_players"], data["max_players"] = data.pop("players")
        data["plural_endings"] = tuple(tuple(p) for p in data["plural_endings"])
        data["length_bonus"] = tuple(tuple(p) for p in data["length_bonus"])
        return data

    @classmethod
    def shipped_settings(cls) -> dict[str, dict[str, Any]]:
        return {rid: load_ruleset(rid).settings() for rid in RULESET_IDS}


@cache
def irregular_plurals(path: str) -> dict[str, tuple[str, ...]]:
    """The irregular plurals of a data file (``thief/irregular-plurals.en.json``): singular -> plurals.

    Only a file of the package's data is opened: a path that is absolute, climbs out (``..``) or names
    no such file raises :class:`~wordplay.core.errors.SaveFormatError` before anything is read."""
    data = json.loads(_package_data_file(path).read_text(encoding="utf-8"))
    return {word: tuple(plurals) for word, plurals in data["plurals"].items()}


def _package_data_file(path: str) -> pathlib.Path:
    """``path`` under the package's data folder, refused unless it is a plain relative path to a file there."""
    root = pathlib.Path(str(resources.files("wordplay.data"))).resolve()
    parts = pathlib.PurePosixPath(path).parts if isinstance(path, str) else ("..",)
    target = root.joinpath(*parts).resolve() if parts and ".." not in parts and not {"\\", "\x00"} & set(path) else root
    if target == root or root not in target.parents or not target.is_file():
        reason = Term("refusal.setting.data_file")
        raise SaveFormatError("bad_save", params={"reason": reason, "setting": "irregular_plurals"})
    return target


@cache
def load_ruleset(ruleset_id: str = "word-thief") -> ThiefRuleset:
    """The named Word Thief ruleset (one of :data:`RULESET_IDS`: only ``word-thief`` so far)."""
    if ruleset_id not in family_rulesets("thief"):
        raise ValueError(f"unknown Word Thief variant {ruleset_id!r}; choose one of {', '.join(RULESET_IDS)}")
    path = resources.files("wordplay.data") / "thief" / f"{ruleset_id}.json"
    return ThiefRuleset.from_data(json.loads(path.read_text(encoding="utf-8")))


#: the Word Thief family's rulesets, as the registry (``wordplay/data/registry.json``) lists them
RULESET_IDS = family_rulesets("thief")


@lru_cache(maxsize=4096)  # a few rulesets' lengths: bounded all the same (rulesets come from saves too)
def _length_bonus(pairs: tuple[tuple[int, int], ...], beyond: int, length: int) -> int:
    """:meth:`ThiefRuleset.length_bonus_for`, worked out once per ruleset and length (the searches ask it
    thousands of times)."""
    table = dict(pairs)
    if length in table:
        return table[length]
    if not table or length < min(table):
        return 0
    top = max(table)
    return table[top] + (length - top) * beyond

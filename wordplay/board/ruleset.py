"""Board-game rulesets: a record of independent settings; a variant is a named instance.

The settings come from ``wordplay/data/rulesets/*.json``; a teacher switches one with
``ruleset.with_settings(blanks=4)``. Nothing here is a rule: the engine reads these values.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from wordplay.core.registry import family_rulesets
from wordplay.core.settings import RulesetSettings
from wordplay.core.tiles import TileSet, load_tile_set
from wordplay.crossword.grid import Layout, load_layout

EXCHANGE_RULES = ("bag_not_empty", "bag_size")


@dataclass(frozen=True)
class BoardRuleset(RulesetSettings):
    """Every setting of a crossword-board game.

    ``exchange``: ``bag_not_empty`` lets a player swap any number of tiles while the bag holds
    one (tiles go back, then as many are drawn); ``bag_size`` allows no more than the bag holds.
    ``scoreless_turns_per_player``: the game ends after that many passes in a row by every
    player (an exchange counts when ``exchange_counts_as_pass``).
    ``scoreless_turns_limit``: so that a game always ends, it also ends after that many scoreless
    turns in a row by anyone, exchanges and plays scoring 0 included (the tournament rule, 6;
    0: no such limit, as a game saved before the setting was played).
    A data file's ``decided`` block says why each decided point is as it is (documentation, not a setting).
    ``going_out_bonus`` and ``going_out_collects_leftovers`` shape the end-of-game scoring.
    """

    id: str
    version: int
    name: str
    language: str
    lexicon: str
    tiles_path: str
    board_path: str
    min_players: int
    max_players: int
    rack_size: int
    blanks: int
    blanks_range: tuple[int, int]
    all_tiles_bonus: int
    first_play_min_tiles: int
    exchange: str
    hints_per_player: int
    scoreless_turns_per_player: int
    exchange_counts_as_pass: bool
    going_out_bonus: int
    going_out_collects_leftovers: bool
    draw_blank_first: bool
    source: str = ""
    scoreless_turns_limit: int = 0

    def __post_init__(self) -> None:
        self._name_in_catalogue()
        low, high = self.blanks_range
        if not low <= self.blanks <= high:
            raise ValueError(f"{self.name} allows {low} to {high} blanks, not {self.blanks}")
        if self.exchange not in EXCHANGE_RULES:
            raise ValueError(f"unknown exchange rule {self.exchange!r}")

    @property
    def tiles(self) -> TileSet:
        return load_tile_set(self.tiles_path, self.blanks)

    @property
    def layout(self) -> Layout:
        return load_layout(self.board_path)

    def settings(self) -> dict[str, Any]:
        """Every setting as plain data (what a saved game records)."""
        data = dataclasses.asdict(self)
        data["blanks_range"] = list(self.blanks_range)
        return data

    @classmethod
    def _from_plain(cls, data: dict[str, Any]) -> dict[str, Any]:
        data["blanks_range"] = tuple(data["blanks_range"])
        return data

    @classmethod
    def shipped_settings(cls) -> dict[str, dict[str, Any]]:
        return {rid: load_ruleset(rid).settings() for rid in RULESET_IDS}


_FIELD_NAMES = {"tiles": "tiles_path", "board": "board_path"}


def _from_data(data: dict[str, Any]) -> BoardRuleset:
    data = {_FIELD_NAMES.get(k, k): v for k, v in data.items() if k != "decided"}
    if "players" in data:
        data["min_players"], data["max_players"] = data.pop("players")
    data["blanks_range"] = tuple(data["blanks_range"])
    return BoardRuleset(**data)


@cache
def load_ruleset(ruleset_id: str) -> BoardRuleset:
    """A named board ruleset (one of :data:`RULESET_IDS`: ``wordsmith``, ``literaki``)."""
    if ruleset_id not in family_rulesets("board"):
        raise ValueError(f"unknown board variant {ruleset_id!r}; choose one of {', '.join(RULESET_IDS)}")
    path = resources.files("wordplay.data") / "rulesets" / f"{ruleset_id}.json"
    return _from_data(json.loads(path.read_text(encoding="utf-8")))


#: the board family's rulesets, as the registry (``wordplay/data/registry.json``) lists them
RULESET_IDS = family_rulesets("board")

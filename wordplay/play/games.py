"""Each family's game widget and saved-game class, for every variant of the registry.

The family of a variant and the name of its game widget are the registry's; the widget and game
classes are imported only when a game is made, so a page loads only the family it plays.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from wordplay.core.registry import RULESET_NAMES, family_of, get_ruleset
from wordplay.core.registry import variant as variant_entry

LEVELS = (1, 2, 3)  # every family's computer levels (wordplay.widgets.seats): beginner to expert

# family -> the game class that reads its saves, as "module:name"
_GAMES = {
    "board": "wordplay.board.game:BoardGame",
    "cards": "wordplay.cards.game:CardGame",
    "thief": "wordplay.thief.game:ThiefGame",
}


def _load(path: str) -> Any:
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def family(variant: str) -> str:
    """``board``, ``cards`` or ``thief``: the family that plays ``variant`` (an unknown name is refused)."""
    return variant_entry(variant).family


def game_class(variant: str) -> Any:
    """The game class whose ``from_json`` reads ``variant``'s saves."""
    return _load(_GAMES[family(variant)])


def title_id(variant: str) -> str:
    """The catalogue id of the variant's name (``ruleset.<short name>``)."""
    return f"ruleset.{variant.rsplit('/', 1)[-1]}"


def make_widget(variant: str, players: Sequence[Any], seed: int, language: str, game: Any = None) -> Any:
    """The variant's game widget for ``players`` (names, ``(name, level)`` for computers), or continuing ``game``."""
    widget = _load(f"wordplay.widgets:{family_of(variant).widget}")
    # the page's "start" is a new game (the learner chose it): never one kept under the same seed and names
    return widget(get_ruleset(variant), players, seed=seed, game=game, language=language, replace=game is None)


__all__ = ["LEVELS", "RULESET_NAMES", "family", "game_class", "make_widget", "title_id"]

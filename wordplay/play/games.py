"""Each family's game widget and saved-game class, for every variant of the registry.

The family of a variant is read from its ruleset's class (the registry names the family module);
the widget and game classes are imported only when a game is made, so a page loads only the
family it plays.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

from wordplay.core.registry import RULESET_NAMES, get_ruleset

LEVELS = (1, 2, 3)  # every family's computer levels (wordplay.widgets.seats): beginner to expert

# family -> (widget class, game class), as "module:name"
_CLASSES = {
    "board": ("wordplay.widgets.board.widgets:BoardGameWidget", "wordplay.board.game:BoardGame"),
    "cards": ("wordplay.widgets.cards.widgets:CardsGameWidget", "wordplay.cards.game:CardGame"),
    "thief": ("wordplay.widgets.thief.widgets:ThiefGameWidget", "wordplay.thief.game:ThiefGame"),
}


def _load(path: str) -> Any:
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def family(variant: str) -> str:
    """``board``, ``cards`` or ``thief``: the family that plays ``variant`` (an unknown name is refused)."""
    return get_ruleset(variant).__class__.__module__.split(".")[1]


def game_class(variant: str) -> Any:
    """The game class whose ``from_json`` reads ``variant``'s saves."""
    return _load(_CLASSES[family(variant)][1])


def title_id(variant: str) -> str:
    """The catalogue id of the variant's name (``ruleset.<short name>``)."""
    return f"ruleset.{variant.rsplit('/', 1)[-1]}"


def make_widget(variant: str, players: Sequence[Any], seed: int, language: str, game: Any = None) -> Any:
    """The variant's game widget for ``players`` (names, ``(name, level)`` for computers), or continuing ``game``."""
    kind = family(variant)
    widget = _load(_CLASSES[kind][0])
    if kind == "board":
        return widget(variant, players, seed, game=game, language=language)
    if kind == "cards":
        return widget(variant.rsplit("/", 1)[-1], players, seed, game=game, language=language)
    return widget(players, seed, ruleset=variant, game=game, language=language)


__all__ = ["LEVELS", "RULESET_NAMES", "family", "game_class", "make_widget", "title_id"]

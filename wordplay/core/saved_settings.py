"""The settings a saved game carries, checked against the shipped ruleset they name.

A save records its ruleset as ``id`` plus every setting (what ``ruleset.settings()`` gives).
It may never make the loader open a file or build something huge, so before a ruleset is
rebuilt from a save: the ``id`` must name a shipped ruleset of the family; the fields that
name data files or describe the shipped ruleset (:data:`FIXED`) must equal the shipped
values, so paths only ever come from the registry; every other setting must have the type of
the shipped value (a bool is a bool, a number a whole number) and lie in its family's range
(:data:`RANGES`, else :data:`DEFAULT_RANGE`). Anything else raises :class:`SaveFormatError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wordplay.core.errors import SaveFormatError
from wordplay.core.messages import render

FIXED = frozenset(
    {
        "id",
        "version",
        "name",
        "language",
        "lexicon",
        "source",
        "mode",
        "blanks_range",
        "tiles_path",
        "board_path",
        "deck_path",
        "letters",
        "bonus",
        "actions",
        "rounds",
    }
)

DEFAULT_RANGE = (0, 1000)
RANGES: Mapping[str, tuple[int, int]] = {
    "min_players": (1, 8),
    "max_players": (1, 8),
    "rack_size": (1, 15),
    "hand_size": (2, 20),
    "blanks": (0, 10),
    "first_play_min_tiles": (1, 15),
    "first_play_min_cards": (1, 20),
    "min_word_length": (1, 15),
    "first_play_multiplier": (1, 10),
    "suit_multiplier": (1, 10),
    "cannot_play_penalty": (-1000, 1000),
}
MAX_ITEMS = 32
MAX_TEXT = 40


def checked_settings(settings: Any, shipped: Mapping[str, Any]) -> dict[str, Any]:
    """``settings`` from a save, checked against ``shipped`` (ruleset id -> its ``settings()``)."""
    if not isinstance(settings, dict):
        raise _refuse("ruleset", settings, "a saved ruleset is an object of settings")
    ruleset_id = settings.get("id")
    reference = shipped.get(ruleset_id) if isinstance(ruleset_id, str) else None
    if reference is None:
        raise _refuse("id", settings.get("id"), "choose one of " + ", ".join(shipped))
    unknown = sorted(set(settings) - set(reference))
    missing = sorted(set(reference) - set(settings))
    if unknown or missing:
        name = (unknown or missing)[0]
        raise _refuse(name, settings.get(name), "no such setting" if unknown else "it is missing")
    for name, expected in reference.items():
        value = settings[name]
        if name in FIXED:
            if value != expected:
                raise _refuse(name, value, "it is part of the shipped ruleset and cannot change")
        else:
            _check_value(name, value, expected)
    return dict(settings)


def _check_value(name: str, value: Any, template: Any) -> None:
    """``value`` has ``template``'s shape: same leaf types, lists no longer than :data:`MAX_ITEMS`."""
    if isinstance(template, bool):
        if type(value) is not bool:
            raise _refuse(name, value, "it is true or false")
    elif isinstance(template, int):
        low, high = RANGES.get(name, DEFAULT_RANGE)
        if type(value) is not int or not low <= value <= high:
            raise _refuse(name, value, f"it is a whole number from {low} to {high}")
    elif isinstance(template, str):
        if not isinstance(value, str) or len(value) > MAX_TEXT:
            raise _refuse(name, value, f"it is a text of at most {MAX_TEXT} characters")
    elif isinstance(template, (list, tuple)):
        if not isinstance(value, (list, tuple)) or len(value) > MAX_ITEMS:
            raise _refuse(name, value, f"it is a list of at most {MAX_ITEMS} items")
        if not template:
            if value:
                raise _refuse(name, value, "it must stay empty")
            return
        first = template[0]
        for item in value:
            if isinstance(first, (list, tuple)):
                if not isinstance(item, (list, tuple)) or len(item) != len(first):
                    raise _refuse(name, value, f"each item is a list of {len(first)}")
                for part, part_template in zip(item, first, strict=False):
                    _check_value(name, part, part_template)
            else:
                _check_value(name, item, first)
    elif value != template:
        raise _refuse(name, value, "it cannot change")


def _refuse(name: str, value: Any, reason: str) -> SaveFormatError:
    shown = repr(value)
    shown = shown if len(shown) <= 40 else shown[:40] + "…"
    sentence = render("refusal.bad_setting", {"name": name, "value": shown, "reason": reason})
    return SaveFormatError("bad_save", params={"reason": sentence, "setting": name})

"""The settings a saved game carries, checked against a schema and the shipped ruleset they name.

A save records its ruleset as ``id`` plus every setting (what ``ruleset.settings()`` gives).
It may never make the loader open a file or build something huge, so before a ruleset is
rebuilt from a save every setting is looked up in the schema below:

* :data:`DATA_FILES` name a data file of the package (a tile set, a board, a deck, the
  irregular plurals): only the shipped value is accepted, so a path only ever comes from the
  registry's own rulesets, never from a save;
* :data:`IDENTITY` say which ruleset it is (its id, name, language, word list, source): only
  the shipped value;
* :data:`FREE` may differ from the shipped ruleset (a teacher's variation), each of one kind: a
  ``flag`` (true or false), a ``number`` (a whole number in :data:`RANGES`, else
  :data:`DEFAULT_RANGE`), a ``choice`` (one of :data:`CHOICES`) or a ``table`` (a list shaped like
  the shipped one, at most :data:`MAX_ITEMS` long, of short texts and numbers);
* a setting the schema does not name is kept at its shipped value, as a data file is, so a
  setting added later can never carry a path (``tests/core/test_saved_settings.py`` asks that every
  setting of every shipped ruleset be named here).

Anything else raises :class:`SaveFormatError` whose sentence names the setting and why.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wordplay.core.errors import SaveFormatError
from wordplay.core.messages import Term

DATA_FILES = frozenset(
    {"tiles_path", "board_path", "deck_path", "letters", "bonus", "actions", "rounds", "irregular_plurals"}
)
IDENTITY = frozenset({"id", "version", "name", "language", "lexicon", "source", "mode", "blanks_range", "rummy"})
FIXED = DATA_FILES | IDENTITY

CHOICES: Mapping[str, tuple[str, ...]] = {
    "exchange": ("bag_not_empty", "bag_size"),
    "first_player": ("cut", "first"),
}
FREE: Mapping[str, str] = {
    **dict.fromkeys(CHOICES, "choice"),
    **dict.fromkeys(
        (
            "action_cards",
            "all_cards_bonus_after_multipliers",
            "bonus_card_counts_as_used",
            "bonus_cards",
            "challenge_lost_turn_counts_as_pass",
            "check_words",
            "clear_table",
            "draw_blank_first",
            "exchange_counts_as_pass",
            "exchange_needs_cards_to_draw",
            "first_play_bonus_card",
            "going_out_collects_leftovers",
            "length_bonus_doubled",
            "locked_words_to_used_pile",
            "may_give_up_with_a_play",
            "refill_keeps_top_discard",
            "rotate_round_start",
            "show_available_play",
            "split_words_need_stolen_card",
            "victim_loses_points",
            "wild_draws_again",
        ),
        "flag",
    ),
    **dict.fromkeys(
        (
            "all_cards_bonus",
            "all_tiles_bonus",
            "blanks",
            "cannot_play_discard",
            "cannot_play_penalty",
            "first_play_min_cards",
            "first_play_min_tiles",
            "first_play_multiplier",
            "going_out_bonus",
            "hand_size",
            "hints_per_player",
            "length_bonus_beyond",
            "max_players",
            "min_players",
            "min_word_length",
            "passes_per_player_to_end",
            "rack_size",
            "round_turn_limit_per_player",
            "rounds_to_play",
            "scoreless_turns_limit",
            "scoreless_turns_per_player",
            "suit_multiplier",
            "tie_rounds",
        ),
        "number",
    ),
    "length_bonus": "table",
    "plural_endings": "table",
}

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
MAX_TEXT = 8  # an ending in ``plural_endings`` ("IES"): the only texts a table holds
MAX_NAME = 60  # how much of a refused setting's name or value a sentence quotes


def kind_of(name: str) -> str:
    """What the schema says of the setting ``name``: ``data_file``, ``identity``, a :data:`FREE` kind, or
    ``unknown`` (kept at its shipped value all the same)."""
    if name in DATA_FILES:
        return "data_file"
    if name in IDENTITY:
        return "identity"
    return FREE.get(name, "unknown")


def checked_settings(settings: Any, shipped: Mapping[str, Any]) -> dict[str, Any]:
    """``settings`` from a save, checked against ``shipped`` (ruleset id -> its ``settings()``)."""
    if not isinstance(settings, dict):
        raise _refuse("ruleset", settings, Term("refusal.setting.not_object"))
    ruleset_id = settings.get("id")
    reference = shipped.get(ruleset_id) if isinstance(ruleset_id, str) else None
    if reference is None:
        raise _refuse("id", settings.get("id"), Term("refusal.setting.choose", known=", ".join(shipped)))
    unknown = sorted(set(settings) - set(reference), key=str)
    missing = sorted(set(reference) - set(settings))
    if unknown or missing:
        name = (unknown or missing)[0]
        reason = "refusal.setting.unknown" if unknown else "refusal.setting.missing"
        raise _refuse(name, settings.get(name), Term(reason))
    for name, expected in reference.items():
        value = settings[name]
        kind = kind_of(name)
        if kind in ("data_file", "identity", "unknown"):
            if value != expected or isinstance(value, bool) != isinstance(expected, bool):
                reason = "refusal.setting.data_file" if kind == "data_file" else "refusal.setting.fixed"
                raise _refuse(name, value, Term(reason))
        else:
            _check_value(name, value, expected, kind)
    return dict(settings)


def _check_value(name: str, value: Any, template: Any, kind: str) -> None:
    """``value`` is of the setting's ``kind`` and, for a table, has ``template``'s shape."""
    if kind == "flag":
        if type(value) is not bool:
            raise _refuse(name, value, Term("refusal.setting.flag"))
    elif kind == "number":
        low, high = RANGES.get(name, DEFAULT_RANGE)
        if type(value) is not int or not low <= value <= high:
            raise _refuse(name, value, Term("refusal.setting.number", low=low, high=high))
    elif kind == "choice":
        if value not in CHOICES[name] or not isinstance(value, str):
            raise _refuse(name, value, Term("refusal.setting.choose", known=", ".join(CHOICES[name])))
    else:
        _check_table(name, value, template)


def _check_table(name: str, value: Any, template: Any) -> None:
    """A list of rows shaped like the shipped table's first row: short texts and whole numbers."""
    reason = Term("refusal.setting.table", most=MAX_ITEMS)
    if not isinstance(value, (list, tuple)) or len(value) > MAX_ITEMS or not isinstance(template, (list, tuple)):
        raise _refuse(name, value, reason)
    if not template:
        if value:
            raise _refuse(name, value, reason)
        return
    first = template[0]
    for item in value:
        if not isinstance(item, (list, tuple)) or len(item) != len(first):
            raise _refuse(name, value, reason)
        for part, part_template in zip(item, first, strict=True):
            if isinstance(part_template, bool) or not isinstance(part_template, (int, str)):
                raise _refuse(name, value, reason)
            if isinstance(part_template, int):
                low, high = DEFAULT_RANGE
                if type(part) is not int or not low <= part <= high:
                    raise _refuse(name, value, reason)
            elif not isinstance(part, str) or len(part) > MAX_TEXT:
                raise _refuse(name, value, reason)


def _refuse(name: object, value: Any, reason: Term) -> SaveFormatError:
    """The refusal of setting ``name`` (a save's own key: any value) holding ``value``, shown cut short."""
    shown = repr(value)
    shown = shown if len(shown) <= MAX_NAME else shown[:MAX_NAME] + "…"
    name = str(name)[:MAX_NAME]
    sentence = Term("refusal.bad_setting", name=name, value=shown, reason=reason)
    return SaveFormatError("bad_save", params={"reason": sentence, "setting": name})


__all__ = ["DATA_FILES", "FIXED", "FREE", "IDENTITY", "checked_settings", "kind_of"]

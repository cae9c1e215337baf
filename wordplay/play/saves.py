"""A play page's save: the game's own JSON wrapped with the page's variant and its computer seats.

A game's JSON (``game.to_json()``) holds the players' names but not which of them are computers, so
the page wraps it: ``{"format": "wordplay-play", "version": 1, "variant": ..., "levels": [...],
"game": {...}}``. :func:`read_save` also takes a bare game JSON (what ``save_to`` of a game widget
writes): everyone in it then plays as a person at the screen. Anything else is refused with a
:class:`~wordplay.core.errors.SaveFormatError` whose message is a sentence for the learner; the
game itself is checked by its ``from_dict`` (every move replayed), so a damaged save loads nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from wordplay.core.errors import SaveFormatError
from wordplay.core.kept import read_save_file
from wordplay.core.messages import Term, render
from wordplay.core.registry import RULESET_NAMES, get_ruleset
from wordplay.core.untrusted import MAX_SAVE_CHARS, load_json
from wordplay.play.games import LEVELS, game_class, title_id

FORMAT = "wordplay-play"
VERSION = 1


@dataclass(frozen=True)
class Saved:
    """A save read back: the variant, each seat's level (``None``: a person) and the game."""

    variant: str
    levels: tuple[int | None, ...]
    game: Any

    def players(self) -> list[Any]:
        """The seats as a game widget takes them: names, ``(name, level)`` for computers."""
        return [n if lv is None else (n, lv) for n, lv in zip(self.game.names, self.levels, strict=True)]


def write_save(variant: str, levels: tuple[int | None, ...], game: Any) -> str:
    """The save of ``game`` played on ``variant``'s page, as JSON text."""
    data = {"format": FORMAT, "version": VERSION, "variant": variant, "levels": list(levels)}
    data["game"] = json.loads(game.to_json())
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _refuse(message_id: str, **params: Any) -> SaveFormatError:
    return SaveFormatError("bad_save", message=render(message_id, params), params=params)


def read_save(text: str, variant: str) -> Saved:
    """The save ``text`` read for ``variant``'s page; refused (:class:`SaveFormatError`) with a sentence.
    Any size or depth beyond a saved game's is refused before it is parsed."""
    if isinstance(text, str) and len(text) > MAX_SAVE_CHARS:
        raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.too_long", most=MAX_SAVE_CHARS)})
    try:
        data = load_json(text)
    except SaveFormatError:
        raise _refuse("play.save.not_json") from None
    if not isinstance(data, dict):
        raise _refuse("play.save.not_json")
    if data.get("format") != FORMAT:  # a bare game's JSON: everyone at the screen
        data = {"format": FORMAT, "version": VERSION, "variant": variant, "levels": None, "game": data}
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION or version < 1:
        raise _refuse("play.save.newer", version=str(version), known=VERSION)
    saved_variant = data.get("variant")
    if saved_variant != variant:
        game = render(title_id(saved_variant), {}) if saved_variant in RULESET_NAMES else str(saved_variant)
        raise _refuse("play.save.other_variant", game=game, this=render(title_id(variant), {}))
    game = game_class(variant).from_dict(data.get("game"))
    if game.ruleset != get_ruleset(variant):
        raise _refuse("play.save.other_variant", game=game.ruleset.name, this=render(title_id(variant), {}))
    levels = data.get("levels")
    if levels is None:
        levels = [None] * len(game.names)
    if (
        not isinstance(levels, list)
        or len(levels) != len(game.names)
        or any(lv is not None and lv not in LEVELS for lv in levels)
    ):
        raise _refuse("play.save.levels")
    return Saved(variant, tuple(levels), game)


__all__ = ["FORMAT", "VERSION", "Saved", "read_save", "read_save_file", "write_save"]

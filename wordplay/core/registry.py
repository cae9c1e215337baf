"""One registry for every ruleset of every family, by name.

>>> get_ruleset("literaki").name                                  # doctest: +SKIP
>>> get_ruleset("scrabble-cards/rummy").mode                      # doctest: +SKIP

Core imports no family: each name says which family module reads it (``load_ruleset(short_name)``),
imported the first time it is asked for.
"""

from __future__ import annotations

import importlib
from typing import Any

from wordplay.core.errors import WordplayError

# name -> (the family module that reads it, the family's own name for it)
_RULESETS: dict[str, tuple[str, str]] = {
    "wordsmith": ("wordplay.board.ruleset", "wordsmith"),
    "literaki": ("wordplay.board.ruleset", "literaki"),
    "word-thief": ("wordplay.thief.ruleset", "word-thief"),
    "scrabble-cards/classic": ("wordplay.cards.rules", "classic"),
    "scrabble-cards/forfeit": ("wordplay.cards.rules", "forfeit"),
    "scrabble-cards/rummy": ("wordplay.cards.rules", "rummy"),
}

RULESET_NAMES = tuple(_RULESETS)


def get_ruleset(name: str) -> Any:
    """The named ruleset (one of :data:`RULESET_NAMES`); an unknown name is refused (``unknown_ruleset``)."""
    if name not in _RULESETS:
        raise WordplayError("unknown_ruleset", params={"name": name, "names": ", ".join(RULESET_NAMES)})
    module, short = _RULESETS[name]
    return importlib.import_module(module).load_ruleset(short)

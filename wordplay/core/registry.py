"""One registry of families, variants, games, word lists and languages: ``wordplay/data/registry.json``.

Every list of variants the package needs (the command line's choices, each family's own ruleset
names, the puzzle makers, the lexicon builder, the site build, the tutorial builders) is read
from that file, so adding a variant is one entry there plus its family's code and data.

>>> get_ruleset("literaki").name
'Literaki'
>>> get_ruleset("scrabble-cards/rummy").mode
'rummy'
>>> variant_names("board")[:2]
('wordsmith', 'literaki')
>>> "rummy" in family_rulesets("cards")
True
>>> lexicon_entry("polish").name
'sjp'

Core imports no family: an entry names the family module that reads its ruleset
(``load_ruleset(short_name)``), imported the first time the ruleset is asked for. An entry that is
not finished (a field or a module missing) breaks nothing else: the error comes, with a sentence,
when that variant is used.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from wordplay.core.errors import WordplayError


@dataclass(frozen=True)
class Family:
    """A game family: one engine (``rulesets``: the module with ``load_ruleset``), its puzzle maker and widget."""

    name: str
    rulesets: str
    puzzles: str
    widget: str


@dataclass(frozen=True)
class Variant:
    """A playable variant: its family, the family's own name for its ruleset (a mode for Scrabble Cards), its game.

    ``puzzles`` is the module of its puzzle maker when it is not the family's.
    """

    name: str
    family: str
    ruleset: str
    game: str
    puzzles: str


@dataclass(frozen=True)
class Game:
    """A printed game: its rule text (in ``docs/rules.md``'s section ``rules_section``) and its tutorial."""

    name: str
    title: str
    rule_text: str
    rules_section: str
    tutorial: str
    tutorial_languages: tuple[str, ...]
    builder: str

    def notebooks(self) -> tuple[str, ...]:
        """The tutorial's notebooks: ``<tutorial>.ipynb`` in English, ``<tutorial>.<language>.ipynb`` otherwise."""
        return tuple(
            f"{self.tutorial}.ipynb" if language == "en" else f"{self.tutorial}.{language}.ipynb"
            for language in self.tutorial_languages
        )


@dataclass(frozen=True)
class LexiconEntry:
    """A shipped word list: its language, its file and licence in ``wordplay.lexicons``, its letters."""

    name: str
    language: str
    list: str
    licence: str
    alphabet: str
    aliases: tuple[str, ...]


@dataclass(frozen=True)
class Registry:
    """The whole file, read once."""

    families: dict[str, Family]
    variants: dict[str, Variant]
    games: dict[str, Game]
    lexicons: dict[str, LexiconEntry]
    languages: dict[str, str]
    started_languages: tuple[str, ...] = ()


def _text(entry: Mapping[str, object], key: str) -> str:
    value = entry.get(key, "")
    return value if isinstance(value, str) else ""


@cache
def registry() -> Registry:
    """The registry (``wordplay/data/registry.json``), read once."""
    return parse_registry(json.loads((resources.files("wordplay.data") / "registry.json").read_text(encoding="utf-8")))


def parse_registry(data: dict[str, Any]) -> Registry:
    """The registry held in ``data`` (the file's JSON); a field left out reads as empty and fails only when used."""
    families = {
        name: Family(name, _text(e, "rulesets"), _text(e, "puzzles"), _text(e, "widget"))
        for name, e in data.get("families", {}).items()
    }
    variants = {
        name: Variant(name, _text(e, "family"), _text(e, "ruleset"), _text(e, "game"), _text(e, "puzzles"))
        for name, e in data.get("variants", {}).items()
    }
    games = {
        name: Game(
            name,
            _text(e, "title"),
            _text(e, "rule_text"),
            _text(e, "rules_section"),
            _text(e, "tutorial"),
            tuple(e.get("tutorial_languages", ())),
            _text(e, "builder"),
        )
        for name, e in data.get("games", {}).items()
    }
    lexicons = {
        name: LexiconEntry(
            name,
            _text(e, "language"),
            _text(e, "list"),
            _text(e, "licence"),
            _text(e, "alphabet"),
            tuple(e.get("aliases", ())),
        )
        for name, e in data.get("lexicons", {}).items()
    }
    started = tuple(data.get("started_languages", ()))
    return Registry(families, variants, games, lexicons, dict(data.get("languages", {})), started)


def variant_names(family: str | None = None) -> tuple[str, ...]:
    """Every variant's name (of ``family`` only, when given), in the registry's order."""
    return tuple(v.name for v in registry().variants.values() if family is None or v.family == family)


def family_rulesets(family: str) -> tuple[str, ...]:
    """The family's own names for its rulesets (Scrabble Cards: its modes), in the registry's order."""
    return tuple(v.ruleset for v in registry().variants.values() if v.family == family and v.ruleset)


RULESET_NAMES = variant_names()


def variant(name: str) -> Variant:
    """The registry's entry ``name``; an unknown name is refused (``unknown_ruleset``)."""
    found = registry().variants.get(name)
    if found is None:
        raise WordplayError("unknown_ruleset", params={"name": name, "names": ", ".join(variant_names())})
    return found


def unfinished(name: str, part: str) -> WordplayError:
    """The error for a variant listed in the registry whose ``part`` (a field or a module) is missing."""
    return WordplayError("variant_unfinished", params={"name": name, "part": part})


def family_of(name: str) -> Family:
    """The family entry of the variant ``name`` (refused, with a sentence, when the entry names none known)."""
    entry = variant(name)
    family = registry().families.get(entry.family)
    if family is None or not family.rulesets or not entry.ruleset:
        raise unfinished(name, "family" if family is None else "ruleset")
    return family


def import_part(name: str, module: str) -> Any:
    """The module ``module`` that the variant ``name`` needs (refused, with a sentence, when it does not exist)."""
    if not module:
        raise unfinished(name, "module")
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name and module.startswith(exc.name):
            raise unfinished(name, module) from None
        raise


def get_ruleset(name: str) -> Any:
    """The named ruleset (one of :data:`RULESET_NAMES`); an unknown name is refused (``unknown_ruleset``)."""
    family = family_of(name)
    try:
        return import_part(name, family.rulesets).load_ruleset(variant(name).ruleset)
    except FileNotFoundError:  # the family's data file of this ruleset is not written yet
        raise unfinished(name, variant(name).ruleset) from None


def lexicon_names() -> tuple[str, ...]:
    """The shipped word lists, in the registry's order."""
    return tuple(registry().lexicons)


def lexicon_entry(name: str) -> LexiconEntry:
    """The shipped list called ``name`` or one of its aliases (any case); another name raises ``ValueError``."""
    key = name.strip().lower() if isinstance(name, str) else name
    lexicons = registry().lexicons
    for entry in lexicons.values():
        if key == entry.name or key in entry.aliases:
            return entry
    choices = ", ".join(sorted([*lexicons, *(a for e in lexicons.values() for a in e.aliases)]))
    raise ValueError(f"unknown lexicon {name!r}: choose one of {choices}")


def games() -> dict[str, Game]:
    """The printed games, each with its rule text and tutorial."""
    return registry().games


def languages() -> dict[str, str]:
    """The languages wordplay speaks (code: the language's own name for itself), started ones included."""
    return registry().languages


def complete_languages() -> tuple[str, ...]:
    """The languages whose catalogue is finished: all but the ``started_languages`` (whose untranslated
    sentences show in English until a translator gets to them; ``python -m wordplay.i18n status``)."""
    return tuple(code for code in registry().languages if code not in registry().started_languages)


def translated_languages(complete: bool = True) -> tuple[str, ...]:
    """The languages other than English (the complete ones only, unless ``complete`` is false)."""
    return tuple(code for code in (complete_languages() if complete else languages()) if code != "en")

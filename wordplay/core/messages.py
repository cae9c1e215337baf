"""The sentence catalogue: every step and refusal names a message id; sentences live in data.

English is the source: ``wordplay/data/messages/`` holds ``<language>.json`` (shared and
board-game sentences) and ``<family>.en.json`` per game family, each mapping ids to
``str.format`` templates with named placeholders. A sentence that depends on a count is a
plural entry, ``{"count": "n", "one": "{n} point", "other": "{n} points"}``.

Other languages are gettext catalogues, ``wordplay/data/locale/<language>.po``: each entry's
``msgctxt`` is the message id, its ``msgid`` the English template it translates and its
``msgstr`` the translation (``msgstr[i]`` per plural form, in the order of the file's
``Plural-Forms``). A translation is used only while its English still matches the source and
it is not marked fuzzy; otherwise the English sentence is shown, as gettext does.
``python -m wordplay.i18n extract`` writes the ``.pot`` template and merges new ids in.

The language of a sentence is the ``language`` argument, else the package default
(:func:`set_language`, first taken from the ``WORDPLAY_LANGUAGE`` environment variable).
Whole-number parameters are written the language's way (:func:`format_number`).

A sentence can have forms for one game and for the learner's own seat, looked up before the
plain id: ``<id>@<variant>`` when the sentence is said for that variant (the ``variant``
argument, else :func:`using_variant`'s), so Polish Wordsmith says *płytka* and *stojak* where
Literaki says *kamień* and *podstawka*; and ``<id>@you`` when a player named in it is the
learner's seat (named "You" or its translation), so the sentence is said to the learner
("Twój ruch", "É a tua vez") instead of gluing "Ty"/"Tu" to a verb of the third person.
The forms live in the ``.po`` like any entry (``msgctxt`` the form's id, ``msgid`` the English
of the plain id, so they go stale together). English has none: its sentences are written to read
right with any name, "You" included.
"""

from __future__ import annotations

import json
import os
import warnings
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, wraps
from importlib import resources
from typing import Any, ParamSpec, TypeVar

from wordplay.core.notation_words import Notation
from wordplay.core.plurals import format_decimal, format_number, plural_count, plural_index
from wordplay.core.po import PoEntry, parse_po

SOURCE_LANGUAGE = "en"
DEFAULT_LANGUAGE = SOURCE_LANGUAGE  # kept for callers that name the source language
ENVIRONMENT_VARIABLE = "WORDPLAY_LANGUAGE"

Template = str | Mapping[str, str]  # a sentence, or a plural entry ("count", "one", "other")
FORM_SEPARATOR = "@"  # "<id>@<variant>", "<id>@you": a form of a sentence looked up before the plain id
YOU = "you"
NAME_FIELDS = ("player", "holder", "thief", "name", "winner", "owner")  # parameters that hold a player's name
LEARNER_NAME_IDS = ("widget.thief.you", "play.name_default")  # the learner's seat as each page names it
YOU_SEAT = "You"  # the learner's own seat, as the widgets name it by default
_variant: ContextVar[str | None] = ContextVar("wordplay_variant", default=None)


@cache
def catalogue(language: str = SOURCE_LANGUAGE) -> Mapping[str, Template]:
    """The English templates (ids to templates; plural entries are dicts); other languages: their .po's."""
    if language != SOURCE_LANGUAGE:
        return {
            mid: (e.msgstr[0] if e.msgid_plural is None else _forms(e, language))
            for mid, e in translations(language).items()
        }
    folder = resources.files("wordplay.data") / "messages"
    merged: dict[str, Template] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name == f"{language}.json" or entry.name.endswith(f".{language}.json"):
            found = json.loads(entry.read_text(encoding="utf-8"))
            twice = sorted(set(found) & set(merged))
            if twice:  # one id, one sentence: a second file must not silently replace the first
                raise ValueError(f"{entry.name} defines ids another catalogue file defines: {', '.join(twice)}")
            merged.update(found)
    return merged


def _forms(entry: PoEntry, language: str) -> dict[str, str]:
    from wordplay.core.plurals import PLURAL_RULES

    return dict(zip(PLURAL_RULES[language][2], entry.msgstr, strict=False))


@cache
def available_languages() -> tuple[str, ...]:
    """English and every language with a ``.po`` catalogue, sorted."""
    folder = resources.files("wordplay.data") / "locale"
    found = {e.name[:-3] for e in folder.iterdir() if e.name.endswith(".po")} if folder.is_dir() else set()
    return tuple(sorted(found | {SOURCE_LANGUAGE}))


@cache
def translations(language: str) -> Mapping[str, PoEntry]:
    """The usable entries of a language's ``.po`` (translated, not fuzzy, English still current), by id."""
    path = resources.files("wordplay.data") / "locale" / f"{language}.po"
    if not path.is_file():
        return {}
    _, entries = parse_po(path.read_text(encoding="utf-8"), f"{language}.po")
    source = catalogue(SOURCE_LANGUAGE)
    usable: dict[str, PoEntry] = {}
    for entry in entries:
        english = source.get(base_id(entry.context or ""))
        current = english is not None and _source_strings(english) == (entry.msgid, entry.msgid_plural)
        complete = entry.msgid_plural is None or len(entry.msgstr) == plural_count(language)
        if entry.translated and current and complete:
            usable[entry.context or ""] = entry
    return usable


def base_id(message_id: str) -> str:
    """The plain id of a form (``"widget.passed@you"`` → ``"widget.passed"``); a plain id is itself."""
    return message_id.split(FORM_SEPARATOR, 1)[0]


def _source_strings(template: Template) -> tuple[str, str | None]:
    """The ``msgid`` and ``msgid_plural`` a source template stands as in a ``.po``."""
    if isinstance(template, str):
        return template, None
    return template["one"], template["other"]


def normalise_language(language: str) -> str:
    """``"pl"``, ``"pl_PL"``, ``"pl-PL.UTF-8"`` and ``"PL"`` all name ``"pl"``; an unknown one is refused."""
    code = str(language).strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    if code not in available_languages():
        raise UnknownLanguageError(language, available_languages())
    if type(language) is str:
        _normalised[language] = code
    return code


_normalised: dict[str, str] = {}  # the names normalise_language has read, each with its code


class UnknownLanguageError(ValueError):
    """A language asked for that has no catalogue (``set_language``, ``--language``, ``WORDPLAY_LANGUAGE``).

    It reads like the :class:`wordplay.core.errors.WordplayError` family (``code``, ``params``,
    ``message``) and is exported there too, but lives here: the family renders its sentences with
    this module, so defining it there would make the two modules import each other.
    """

    def __init__(self, language: str, available: tuple[str, ...]) -> None:
        self.code = "unknown_language"
        self.squares: tuple[str, ...] = ()
        self.params = {"language": str(language), "languages": ", ".join(available)}
        self.message = render(f"refusal.{self.code}", self.params, SOURCE_LANGUAGE)
        super().__init__(self.message)


_default: str | None = None


def set_language(language: str) -> str:
    """Make ``language`` the package default for every sentence that names none; returns the code used."""
    global _default
    _default = normalise_language(language)
    return _default


def get_language() -> str:
    """The package default: :func:`set_language`'s, else ``WORDPLAY_LANGUAGE``'s, else English."""
    global _default
    if _default is None:
        wanted = os.environ.get(ENVIRONMENT_VARIABLE, "").strip()
        _default = SOURCE_LANGUAGE
        if wanted:
            try:
                _default = normalise_language(wanted)
            except ValueError as exc:  # a bad setting outside Python must not break every sentence
                warnings.warn(f"{ENVIRONMENT_VARIABLE}: {exc}", stacklevel=2)
    return _default


@contextmanager
def using_language(language: str | None) -> Iterator[str]:
    """Within the ``with`` block the package default is ``language`` (``None``: unchanged); restored after."""
    global _default
    before = _default
    try:
        yield set_language(language) if language is not None else get_language()
    finally:
        _default = before


class Term(str):
    """A name or phrase from the catalogue (a card, a category, a ruleset, why a message was refused)
    that keeps its message id and parameters.

    Its value is the English text (so it compares, saves and sorts as before); :func:`render` writes
    it in the sentence's language, and ``str()`` and f-strings in the package default language. A
    sentence that stores one as a parameter is said again in another language with it translated.
    (``"".join`` and ``+`` see the English value: say it with :meth:`said` or ``str()`` first.)
    """

    message_id: str
    params: Mapping[str, Any]
    _said: dict[tuple[str | None, str | None, str | None], str]

    def __new__(cls, message_id: str, **params: Any) -> Term:
        term = super().__new__(cls, render(message_id, params, SOURCE_LANGUAGE))
        term.message_id, term.params = message_id, params
        term._said = {}
        return term

    def said(self, language: str | None = None) -> str:
        """The text in ``language`` (default: the package's); said once per language and variant."""
        key = (language, get_language() if language is None else None, _variant.get())
        text = self._said.get(key)
        if text is None:
            text = self._said[key] = render(self.message_id, self.params, language)
        return text

    def __str__(self) -> str:
        return self.said()

    def __format__(self, spec: str) -> str:
        return format(self.said(), spec)

    def __reduce__(self) -> tuple[Any, ...]:
        return _term, (self.message_id, dict(self.params))


def _term(message_id: str, params: Mapping[str, Any]) -> Term:
    return Term(message_id, **params)


class _Defaulting(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _written(params: Mapping[str, Any], language: str) -> dict[str, Any]:
    """Numbers in the language's way (whole numbers grouped, fractions with one decimal); terms in its words."""
    out: dict[str, Any] = {}
    for k, v in params.items():
        kind = type(v)
        if kind is str:  # the most common cases first, by their exact type
            out[k] = v
        elif kind is int:
            out[k] = format_number(v, language)
        elif isinstance(v, float):
            out[k] = format_decimal(v, language)
        elif isinstance(v, int) and not isinstance(v, bool):
            out[k] = format_number(v, language)
        elif isinstance(v, (Term, Notation)):
            out[k] = v.said(language)
        else:
            out[k] = v
    return out


def get_variant() -> str | None:
    """The variant sentences are said for when the caller names none (:func:`using_variant`)."""
    return _variant.get()


@contextmanager
def using_variant(variant: str | None) -> Iterator[str | None]:
    """Within the ``with`` block sentences take their ``<id>@<variant>`` forms (``None``: unchanged)."""
    token = _variant.set(variant if variant is not None else _variant.get())
    try:
        yield _variant.get()
    finally:
        _variant.reset(token)


P = ParamSpec("P")
R = TypeVar("R")


def in_own_words(method: Callable[P, R]) -> Callable[P, R]:
    """A game's method whose refusals are said in the game's own words: ``<id>@<variant>`` forms for its
    ruleset (a Polish Wordsmith rack is a *stojak*, Literaki's a *podstawka*), as the widgets say them."""

    @wraps(method)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        ruleset_id = getattr(getattr(args[0], "ruleset", None), "id", None) if args else None
        # using_variant's work without its generator (a game's every move comes through here): the variant set,
        # or kept, for the call and put back after it
        token = _variant.set(ruleset_id if isinstance(ruleset_id, str) else _variant.get())
        try:
            return method(*args, **kwargs)
        finally:
            _variant.reset(token)

    return wrapper


@cache
def you_names() -> frozenset[str]:
    """The names that mean the learner's own seat: "You" and its translation in every language."""
    return frozenset({YOU_SEAT} | {render(mid, {}, lang) for mid in LEARNER_NAME_IDS for lang in available_languages()})


@cache
def english_forms() -> Mapping[str, Template]:
    """The English sentences' ``@you`` forms (``wordplay/data/messages/en-forms.json``): English has no
    ``.po``, and "You" cannot stand in every sentence ("the word of You")."""
    path = resources.files("wordplay.data") / "messages" / "en-forms.json"
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def speaks_to_learner(params: Mapping[str, Any]) -> bool:
    """Whether a player named in ``params`` is the learner's own seat (so the ``@you`` form is wanted)."""
    return any(_is_learner(params.get(f)) for f in NAME_FIELDS)


def forms(message_id: str, params: Mapping[str, Any], variant: str | None) -> list[str]:
    """The ids looked up for a sentence, first found wins: ``@<variant>@you``, ``@you`` (the learner's
    seat), ``@<variant>``, the plain id."""
    return list(_forms_of(message_id, variant, _learner(params)))


def _learner(params: Mapping[str, Any]) -> tuple[bool, str | None]:
    """What of ``params`` picks a sentence's form: whether a player named in it is the learner's seat,
    and, when the learner is another name field than ``{player}`` (a sentence of two players), which."""
    if not params or params.keys().isdisjoint(NAME_FIELDS):
        return False, None
    if not speaks_to_learner(params):
        return False, None
    other = [f for f in NAME_FIELDS[1:] if _is_learner(params.get(f))]
    return True, other[0] if other and not _is_learner(params.get(NAME_FIELDS[0])) else None


@cache
def _forms_of(message_id: str, variant: str | None, learner: tuple[bool, str | None]) -> tuple[str, ...]:
    """:func:`forms` for what :func:`_learner` found in the parameters (worked out once per kind)."""
    you, other = learner
    kinds = [(variant, you), (None, you), (variant, False)]
    found = [FORM_SEPARATOR.join([message_id, *([v] if v else []), *([YOU] if y else [])]) for v, y in kinds if v or y]
    if other is not None:  # a sentence of two players: the learner is not {player}
        found = [FORM_SEPARATOR.join([message_id, other, YOU]), *found]
    return (*dict.fromkeys(found), message_id)


def _is_learner(value: Any) -> bool:
    return isinstance(value, str) and str.__str__(value) in you_names()


def render(message_id: str, params: Mapping[str, Any], language: str | None = None, variant: str | None = None) -> str:
    """The sentence for ``message_id`` with ``params`` filled in, in ``language`` (default: the package's).

    ``variant`` (default: :func:`using_variant`'s) picks the game's own words where its sentence
    differs (``<id>@<variant>``); a player named "You" picks the form said to the learner (``<id>@you``).
    A message not translated (or whose English changed since) is given in English; an unknown id
    gives the id and its parameters, so nothing is lost.
    """
    language = get_language() if language is None else _normalised.get(language) or normalise_language(language)
    chosen = _chosen(message_id, language, variant if variant is not None else _variant.get(), _learner(params))
    if chosen is None:
        return message_id + (" " + ", ".join(f"{k}={v}" for k, v in params.items()) if params else "")
    templates, count_field, used = chosen
    if count_field is None:
        template = templates[0]
    else:
        try:
            index = plural_index(int(params.get(count_field, 0)), used)
        except (TypeError, ValueError):
            index = plural_count(used) - 1
        template = templates[index]
    return template.format_map(_Defaulting(_written(params, used)))


_UNTRANSLATED: Mapping[str, PoEntry] = {}  # the translations of English (none)
# a sentence's templates as render chooses them, by language: kept while the catalogues they come from are
# the same objects (a test that swaps a catalogue and clears the cache of translations gets fresh choices)
_choices: dict[str, tuple[tuple[Any, ...], dict[tuple[Any, ...], Any]]] = {}


def _chosen(
    message_id: str, language: str, variant: str | None, learner: tuple[bool, str | None]
) -> tuple[tuple[str, ...], str | None, str] | None:
    """The templates of a sentence (one, or one per plural form of the language used), the name of the
    count that picks the form (None for one template) and the language used (English when the sentence
    is not translated); None for an unknown id. Worked out once per id, language, variant and kind of
    learner form."""
    local = translations(language) if language != SOURCE_LANGUAGE else _UNTRANSLATED
    sources = (catalogue(SOURCE_LANGUAGE), local, english_forms())
    held = _choices.get(language)
    if held is None or any(a is not b for a, b in zip(held[0], sources, strict=True)):
        held = _choices[language] = (sources, {})
    key = (message_id, variant, learner)
    if key in held[1]:
        found: tuple[tuple[str, ...], str | None, str] | None = held[1][key]
        return found
    found = held[1][key] = _choose(message_id, language, variant, learner, *sources)
    return found


def _choose(
    message_id: str,
    language: str,
    variant: str | None,
    learner: tuple[bool, str | None],
    source_catalogue: Mapping[str, Template],
    local: Mapping[str, PoEntry],
    english: Mapping[str, Template],
) -> tuple[tuple[str, ...], str | None, str] | None:
    """:func:`_chosen`, worked out: the first form found of the language, else of English."""
    source = source_catalogue.get(message_id)
    if source is None:
        return None
    candidates = _forms_of(message_id, variant, learner)
    entry = next((local[form] for form in candidates if form in local), None)
    used = language if entry is not None else SOURCE_LANGUAGE
    if entry is None:
        source = next((english[form] for form in candidates if form in english), source)
    if isinstance(source, str):
        return (entry.msgstr[0] if entry is not None else source,), None, used
    if entry is not None:
        templates = tuple(entry.msgstr)
    else:  # English: "one" for the first form, "other" for the rest
        templates = tuple(source["one"] if i == 0 else source["other"] for i in range(plural_count(used)))
    return templates, source.get("count", "n"), used


def number(n: int, language: str | None = None) -> str:
    """A whole number as the sentences write it (the minus sign −10, the language's digit grouping)."""
    return format_number(n, get_language() if language is None else normalise_language(language))

"""The notations a learner reads and types, in the learner's language (keywords as data).

The engines write and store one canonical, language-free form: a Scrabble Cards play
``0,0 across TREINO bonus 2 on 0,3``, a Word Thief card ``W/red``, a rummy answer
``CASA ROTE, discard L`` (saves, GCG and JSON hold exactly that). The keywords of each language
are in ``wordplay/data/notation.json``; here a canonical text is said in a language
(``0,0 horizontal TREINO bónus 2 em 0,3``, ``W/albastru``) and a text typed in a language, or in
English, is read back to the canonical form the parsers know.

A :class:`Notation` is a canonical text (a ``str``: it compares, saves and sorts as before) that
:func:`wordplay.core.messages.render` says in the sentence's language, like a catalogue term.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from typing import Any

ENGLISH = "en"


@cache
def _data() -> dict[str, Any]:
    return json.loads((resources.files("wordplay.data") / "notation.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


def words(kind: str, language: str) -> dict[str, list[str]]:
    """The keywords of ``kind`` in ``language`` (canonical keyword to its words, the written one first)."""
    table = _data()[kind]
    return table.get(language) or table[ENGLISH]  # type: ignore[no-any-return]


def written(kind: str, key: str, language: str) -> str:
    """The word ``language`` writes for the canonical keyword ``key``."""
    return words(kind, language)[key][0]


def accepted(kind: str, key: str, language: str | None) -> list[str]:
    """Every word read as ``key``: the language's and English's (longest first, for regular expressions)."""
    found = {*words(kind, ENGLISH)[key], *(words(kind, language)[key] if language else [])}
    return sorted(found, key=lambda w: (-len(w), w))


def alternatives(kind: str, key: str, language: str | None) -> str:
    """A regular-expression alternation of :func:`accepted`."""
    return "|".join(re.escape(w) for w in accepted(kind, key, language))


def canonical(kind: str, word: str, language: str | None) -> str | None:
    """The canonical keyword a typed ``word`` stands for, or None."""
    low = word.lower()
    for key in words(kind, ENGLISH):
        if low in (w.lower() for w in accepted(kind, key, language)):
            return key
    return None


_CARDS_PLAY = re.compile(
    r"^(?P<spot>-?\d+,-?\d+) (?P<dir>across|down) (?P<word>\S+)"
    r"(?: bonus (?P<card>\S) on (?P<bspot>-?\d+,-?\d+)(?: (?P<bdir>across|down))?)?$"
)
_SUITED = re.compile(r"(?<=/)(?P<suit>[a-z]+)\b")
_DISCARD = re.compile(r"(^|, )discard (?=\S+$)")


def say_cards_play(text: str, language: str) -> str:
    """A canonical Scrabble Cards play in ``language``'s keywords (unchanged if it is not one)."""
    m = _CARDS_PLAY.match(text)
    if m is None or language == ENGLISH:
        return text

    def kw(key: str) -> str:
        return written("cards_play", key, language)

    out = f"{m['spot']} {kw(m['dir'])} {m['word']}"
    if m["card"]:
        out += f" {kw('bonus')} {m['card']} {kw('on')} {m['bspot']}"
        if m["bdir"]:
            out += f" {kw(m['bdir'])}"
    return out


def say_suits(text: str, language: str) -> str:
    """Word Thief cards (``F/blue R/green``) with the suits in ``language`` (``F/albastru R/verde``)."""
    if language == ENGLISH:
        return text
    suits = words("thief_suits", language)
    return _SUITED.sub(lambda m: suits[m["suit"]][0] if m["suit"] in suits else m["suit"], text)


def say_rummy_answer(text: str, language: str) -> str:
    """``CASA ROTE, discard L`` (or ``discard L`` alone) with the language's word for discard
    (``CASA ROTE, descarta L``)."""
    if language == ENGLISH:
        return text
    word = written("rummy_answer", "discard", language)
    return _DISCARD.sub(lambda m: f"{m.group(1)}{word} ", text)


def suit(word: str, language: str | None) -> str | None:
    """The canonical suit a typed suit name stands for (any case), or None."""
    return canonical("thief_suits", word, language)


def say_suit_names(text: str, language: str) -> str:
    """A list of suit names (``red, blue``) in ``language`` (``roșu, albastru``)."""
    suits = words("thief_suits", language)
    return ", ".join(suits[s][0] if s in suits else s for s in text.split(", "))


SAYERS = {
    "cards_play": say_cards_play,
    "thief": say_suits,
    "suit_names": say_suit_names,
    "rummy_answer": say_rummy_answer,
}


class Notation(str):
    """A canonical notation that keeps its kind: :meth:`said` writes it in a language's keywords.

    Its value is the canonical text (saves, GCG, JSON and comparisons see exactly that);
    :func:`wordplay.core.messages.render` says it in the sentence's language.
    """

    kind: str

    def __new__(cls, text: str, kind: str) -> Notation:
        made = super().__new__(cls, text)
        made.kind = kind
        return made

    def said(self, language: str = ENGLISH) -> str:
        """The text in ``language``'s keywords (a sentence passes its own language)."""
        return SAYERS[self.kind](str.__str__(self), language)

    def __reduce__(self) -> tuple[Any, ...]:
        return Notation, (str.__str__(self), self.kind)

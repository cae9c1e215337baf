"""Guards for text that comes from outside: numbers written in notation, saved-game JSON.

Every parser that reads a number or a save from a user calls these, so the limits live in one
place: a number is ASCII digits (an optional minus sign), at most ``MAX_DIGITS`` of them; a
save is at most ``MAX_SAVE_CHARS`` characters and ``MAX_DEPTH`` brackets deep. Python's own
``int()`` reads ``'²'`` or ``'٣'`` and fails only on 4300 digits; ``json.loads`` recurses on
deep nesting. Both escape as untyped errors, so the text is checked before they see it.
"""

from __future__ import annotations

import json
import os
import pathlib
import re
from collections.abc import Iterable, Mapping
from typing import Any

from wordplay.core.errors import NotationError, SaveFormatError
from wordplay.core.messages import SOURCE_LANGUAGE, Term, catalogue

MAX_DIGITS = 6
SCORE_LIMIT = 10**MAX_DIGITS - 1  # no score, player number or count in a game comes near
MAX_SAVE_CHARS = 5_000_000
MAX_DEPTH = 32
MAX_WORD_LIST_BYTES = 50_000_000

_INTEGER = re.compile(r"[-+]?[0-9]+")
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def number_kind(what: str) -> Term | str:
    """What a number stands for (``"score"``, ``"row_or_column"``, ...), as the catalogue names it in the
    refusal's language (``refusal.what.<what>``); an unknown kind is given as it is."""
    message_id = f"refusal.what.{what}"
    return Term(message_id) if message_id in catalogue(SOURCE_LANGUAGE) else what


def bounded_int(text: str, *, low: int = 0, high: int = 10**MAX_DIGITS - 1, what: str = "number") -> int:
    """``text`` read as a whole number in ``low..high``; anything else raises :class:`NotationError`.
    ``what`` names what the number stands for (:func:`number_kind`)."""
    digits = text.lstrip("+-")
    params = {"text": _shorten(text), "what": number_kind(what), "low": low, "high": high}
    if not _INTEGER.fullmatch(text) or len(digits) > MAX_DIGITS:
        raise NotationError("bad_number", params=params)
    value = int(text)
    if not low <= value <= high:
        raise NotationError("bad_number", params=params)
    return value


def load_json(text: Any, *, max_chars: int = MAX_SAVE_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """A saved game's JSON, refused with :class:`SaveFormatError` when too long, too deep or malformed."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.not_utf8")}) from None
    if not isinstance(text, str):
        raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.not_text")})
    if len(text) > max_chars:
        raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.too_long", most=max_chars)})
    if json_depth(text) > max_depth:
        raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.too_deep", most=max_depth)})
    try:
        return json.loads(text, parse_int=_json_int, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.not_json", detail=exc.msg)}) from None
    except (ValueError, RecursionError) as exc:
        raise SaveFormatError("bad_save", params={"reason": str(exc)}) from None


def json_depth(text: str) -> int:
    """How deep the brackets of a JSON text nest (strings skipped), without recursion."""
    depth = deepest = 0
    for bracket in _BRACKET.findall(_STRING.sub('""', text)):
        if bracket in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > 2 * MAX_DIGITS + 8:
        raise ValueError(f"a number of {len(text)} digits")
    return int(text)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a save may hold")


def _shorten(text: str, limit: int = 24) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


ArgTypes = tuple[type | tuple[type, ...], ...]  # per argument: its type, or the types it may have


def move_tuple(move: Any, shapes: Mapping[str, tuple[ArgTypes, ArgTypes]]) -> tuple[Any, ...]:
    """A move written as ``(kind, arg, ...)``, checked against ``shapes`` (kind -> required and
    optional argument types) before an engine reads it; anything else raises :class:`NotationError`."""
    shape = shapes.get(move[0]) if isinstance(move, tuple) and move and isinstance(move[0], str) else None
    if shape is not None:
        required, optional = shape
        args = move[1:]
        types = required + optional
        if len(required) <= len(args) <= len(types) and all(
            isinstance(a, t) and not (t is int and isinstance(a, bool)) for a, t in zip(args, types, strict=False)
        ):
            checked: tuple[Any, ...] = move
            return checked
    raise NotationError("not_a_move", params={"move": _shorten(repr(move), 60), "kinds": move_kinds(shapes)})


def text_arg(value: Any, example: str) -> str:
    """``value`` when it is text (a play, a rack, a hand as a Python caller passes it), else a
    :class:`NotationError` saying so (``example`` shows the form), not an AttributeError from deeper in."""
    if not isinstance(value, str):
        raise NotationError("not_text_arg", params={"value": _shorten(repr(value), 40), "example": example})
    return value


def texts_arg(value: Any, example: str) -> list[str]:
    """``value`` when it is a list or tuple of texts (words, card ids), as a list; else a :class:`NotationError`."""
    if not isinstance(value, (list, tuple)):
        raise NotationError("not_text_arg", params={"value": _shorten(repr(value), 40), "example": example})
    return [text_arg(v, example) for v in value]


def move_arg(value: Any, kinds: type | tuple[type, ...], example: str) -> Any:
    """``value`` when it is text or one of the move ``kinds`` (a family's play values), else a
    :class:`NotationError` naming the forms a move is given in."""
    if isinstance(value, (str, kinds)):
        return value
    names = [k.__name__ for k in (kinds if isinstance(kinds, tuple) else (kinds,))]
    raise NotationError(
        "not_a_move_arg", params={"value": _shorten(repr(value), 40), "example": example, "kinds": ", ".join(names)}
    )


def move_kinds(kinds: Iterable[str]) -> str:
    """The kinds of move a Python caller may pass, as they are written in code: ``'play', 'pass'``."""
    return ", ".join(repr(kind) for kind in kinds)


def read_word_list(path: str | os.PathLike[str], most: int = MAX_WORD_LIST_BYTES) -> str:
    """The text of a word list (or a game record) file, ``.xz`` compressed if so named, read with bounds.

    A word list is a regular file of at most ``most`` bytes (after decompression; by default
    :data:`MAX_WORD_LIST_BYTES`) of UTF-8 text; anything else (a device, a folder, binary data, a larger file) raises
    :class:`NotationError` before it is read whole.
    """
    path = pathlib.Path(path)
    name = path.name[:60]
    try:
        if not path.is_file():
            raise NotationError("bad_word_list", params={"path": name, "reason": Term("refusal.reason.not_a_file")})
        if path.stat().st_size > most:
            raise NotationError("bad_word_list", params={"path": name, "reason": _too_large(most)})
        with path.open("rb") as handle:
            raw = handle.read(most + 1)
    except OSError as exc:
        raise NotationError("bad_word_list", params={"path": name, "reason": exc.strerror or str(exc)}) from None
    if path.suffix == ".xz":
        import lzma

        try:
            raw = lzma.LZMADecompressor().decompress(raw, max_length=most + 1)
        except lzma.LZMAError as exc:
            raise NotationError("bad_word_list", params={"path": name, "reason": str(exc)}) from None
    if len(raw) > most:
        raise NotationError("bad_word_list", params={"path": name, "reason": _too_large(most)})
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise NotationError("bad_word_list", params={"path": name, "reason": Term("refusal.reason.not_utf8")}) from None


def _too_large(most: int = MAX_WORD_LIST_BYTES) -> Term:
    return Term("refusal.reason.too_large", megabytes=max(1, most // 1_000_000))


MAX_NAME = 40  # a player's name as it is printed or written out (the play page's own limit)
# the characters that reorder text on screen (bidi embeddings, overrides and isolates, the marks)
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def printable(text: str, *, keep_lines: bool = False) -> str:
    """``text`` without the characters a terminal or a file format acts on: control characters (a terminal's
    escape sequences start with ESC), the bidi overrides that reorder what is shown, and, unless
    ``keep_lines``, line breaks (a name written into a GCG line may not start another)."""
    import unicodedata

    kept = "\n\t" if keep_lines else ""
    return "".join(
        ch
        for ch in text
        if ch in kept or (ch not in _BIDI and unicodedata.category(ch) not in ("Cc", "Zl", "Zp", "Cs", "Co"))
    )


def player_name(name: object, limit: int = MAX_NAME) -> str:
    """A player's name from outside (a save, a GCG file, a widget's arguments) as it may be printed: only
    printable characters, at most ``limit`` of them (the rest cut, with "…")."""
    text = printable(str(name)).strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"

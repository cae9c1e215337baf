"""The one family of errors every engine raises.

Like python-chess, the family lives under ``ValueError``: a caller that only wants to know
"was that input bad?" catches ``WordplayError``; one that wants to teach reads ``code``
(machine readable), ``squares`` (what to highlight) and ``message`` (a sentence for a learner,
in the package's default language when the error was raised).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wordplay.core.messages import UnknownLanguageError, render

__all__ = [
    "GameOverError",
    "IllegalMoveError",
    "NotationError",
    "SaveFormatError",
    "UnknownLanguageError",
    "WordplayError",
]


class WordplayError(ValueError):
    """Base of every refusal: a reason code, the places involved and a sentence."""

    def __init__(
        self,
        code: str,
        squares: Sequence[str] = (),
        params: Mapping[str, Any] | None = None,
        message: str | None = None,
    ) -> None:
        self.code = code
        self.squares = tuple(squares)
        self.params = {k: clipped(v) for k, v in (params or {}).items()}
        self.message = message if message is not None else render(f"refusal.{code}", self.params)
        super().__init__(self.message)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for JSON and widgets."""
        return {
            "error": type(self).__name__,
            "code": self.code,
            "squares": list(self.squares),
            "params": {k: _plain(v) for k, v in self.params.items()},
            "message": self.message,
        }


class NotationError(WordplayError):
    """Text that cannot be read: a position, a play, a rack, a GCG line."""


class IllegalMoveError(WordplayError):
    """A well-formed move the rules refuse (the state is left unchanged)."""


class SaveFormatError(WordplayError):
    """A saved game (JSON) that is malformed or inconsistent."""


class GameOverError(IllegalMoveError):
    """A move was tried after the game ended."""


MAX_QUOTED = 200  # how much of a text from outside (a move, a name, a file's line) a sentence quotes


def clipped(value: Any) -> Any:
    """A parameter as a sentence quotes it: a text from outside cut to :data:`MAX_QUOTED` characters (a
    refused megabyte is not said back whole); the catalogue's own terms are kept as they are."""
    if type(value) is str and len(value) > MAX_QUOTED:
        return value[:MAX_QUOTED] + "…"
    return value


def _plain(value: object) -> object:
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)

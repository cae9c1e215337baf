"""The messages a widget's page may send, and their validation.

The page never changes state: it sends the learner's *intent* (one JSON object in the
``intent`` trait) and draws the ``view`` that Python answers. Every intent is checked here
before anything is touched, field by field, against this table; anything else (an unknown
action, a missing or extra field, a wrong type, a number out of range, a letter that is not
a tile) raises :class:`IntentError` and changes nothing.

========== ======================================== ==========================================
action     fields                                   meaning
========== ======================================== ==========================================
place      square, index, [letter]                  lay rack tile ``index`` on ``square``
                                                    (``letter``: what a blank stands for)
move       square, to                               move a tile laid this turn to ``to``
lift       square                                   take a tile laid this turn back
blank      square, letter                           change what a blank laid this turn is
recall     --                                       take every tile laid this turn back
submit     --                                       play the tiles laid this turn
exchange   indices                                  swap those rack tiles with the bag
pass       --                                       give up the turn
undo       --                                       take back the last move
hint       --                                       lay the best play (uses a hint)
choose     rank                                     lay the play of that rank in the move list
review     turn                                     show the scoring of move ``turn`` again
========== ======================================== ==========================================

Every intent also carries ``seq`` (a non-negative integer) and ``action``; the view answers
with ``ack`` = the last ``seq`` handled, so the page can tell which answer is which.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from wordplay.core.errors import WordplayError

MAX_SEQ = 2**53 - 1  # JavaScript's largest safe integer


class IntentError(WordplayError):
    """A message from the page that is malformed or forged; it is refused and changes nothing."""


@dataclass(frozen=True)
class Intent:
    """A validated intent: ``action`` and its fields (see the module's table)."""

    seq: int
    action: str
    fields: dict[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.fields[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.fields.get(key, default)


# action -> (required fields, optional fields); each field's kind is in _KINDS.
ACTIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "place": (("square", "index"), ("letter",)),
    "move": (("square", "to"), ()),
    "lift": (("square",), ()),
    "blank": (("square", "letter"), ()),
    "recall": ((), ()),
    "submit": ((), ()),
    "exchange": (("indices",), ()),
    "pass": ((), ()),
    "undo": ((), ()),
    "hint": ((), ()),
    "choose": (("rank",), ()),
    "review": (("turn",), ()),
}
_KINDS = {"square": "square", "to": "square", "index": "index", "letter": "letter", "indices": "indices", "rank": "rank", "turn": "turn"}


def _refuse(reason: str, **params: Any) -> IntentError:
    return IntentError("widget.bad_intent", params={"reason": reason, **params})


def _int(value: Any, name: str, low: int, high: int) -> int:
    # bool is an int in Python, but never a square or an index on the page
    if type(value) is not int or not low <= value <= high:
        raise _refuse(f"{name} must be a whole number from {low} to {high}")
    return value


def validate_intent(
    message: Any,
    *,
    squares: int,
    rack_size: int,
    alphabet: str,
    allowed: frozenset[str] | set[str] | None = None,
    ranks: int = 0,
    turns: int = 0,
) -> Intent:
    """Check one message from the page against the table above; raise :class:`IntentError` if bad.

    ``squares`` is the number of squares on the board, ``rack_size`` the number of tiles on the
    rack shown, ``alphabet`` the tile letters, ``allowed`` the actions this widget offers and
    ``ranks`` the length of its move list and ``turns`` the number of moves played.
    """
    if not isinstance(message, dict):
        raise _refuse("a message must be an object")
    if not all(isinstance(k, str) for k in message):
        raise _refuse("field names must be text")
    seq = _int(message.get("seq"), "seq", 0, MAX_SEQ)
    action = message.get("action")
    if not isinstance(action, str) or action not in ACTIONS:
        raise _refuse("unknown action")
    if allowed is not None and action not in allowed:
        raise _refuse(f"this widget does not offer {action}")
    required, optional = ACTIONS[action]
    given = set(message) - {"seq", "action"}
    missing = [f for f in required if f not in given]
    extra = sorted(given - set(required) - set(optional))
    if missing:
        raise _refuse(f"{action} needs {', '.join(missing)}")
    if extra:
        raise _refuse(f"{action} takes no {', '.join(extra)}")
    fields: dict[str, Any] = {}
    for name in given:
        value = message[name]
        kind = _KINDS[name]
        if kind == "square":
            fields[name] = _int(value, name, 0, squares - 1)
        elif kind == "index":
            fields[name] = _int(value, name, 0, max(rack_size - 1, -1)) if rack_size else _no_rack()
        elif kind == "rank":
            if ranks <= 0:
                raise _refuse("there is no move list")
            fields[name] = _int(value, name, 0, ranks - 1)
        elif kind == "turn":
            if turns <= 0:
                raise _refuse("no move has been played")
            fields[name] = _int(value, name, 0, turns - 1)
        elif kind == "letter":
            if not isinstance(value, str) or len(value) != 1 or value.upper() not in alphabet:
                raise _refuse("letter must be one letter of the alphabet")
            fields[name] = value.upper()
        elif kind == "indices":
            if not isinstance(value, list) or not value or len(value) > rack_size:
                raise _refuse(f"indices must list 1 to {rack_size} rack tiles")
            picked = [_int(v, "index", 0, rack_size - 1) for v in value]
            if len(set(picked)) != len(picked):
                raise _refuse("a rack tile is listed twice")
            fields[name] = sorted(picked)
    return Intent(seq, action, fields)


def _no_rack() -> int:
    raise _refuse("the rack is empty")

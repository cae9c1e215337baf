"""The messages a widget's page may send, their validation, and how a session answers them.

The page never changes state: it sends the learner's *intent* (one JSON object in the
``intent`` trait) and draws the ``view`` that Python answers. Every game's widget describes
what its page may send as a :class:`Schema`: an actions table (each action's required and
optional fields) and the *kind* of every field (a small function that checks one value
against the widget's current limits, such as the number of squares or the hand's size).
Anything else (an unknown action, a missing or extra field, a wrong type, a number out of
range, a letter that is not a tile) raises :class:`IntentError` and changes nothing.

Every intent also carries ``seq`` (a non-negative integer) and ``action``; the view answers
with ``ack`` = the last ``seq`` handled, so the page can tell which answer is which; an
intent whose ``seq`` is not newer than ``ack`` (sent twice, or replayed) is refused.
:class:`IntentSession` is that loop for any game: validate, apply through ``_do_<action>``,
record a refusal (the engine's or the validator's sentence) and leave the state unchanged.

The board games' table (:data:`BOARD`, :data:`ACTIONS`):

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
type       text                                     lay the play typed in the move box (``8D QUIET``;
                                                    an empty text takes this turn's tiles back)
========== ======================================== ==========================================
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from wordplay.core.errors import WordplayError
from wordplay.core.messages import Term, catalogue, get_language, render

MAX_SEQ = 2**53 - 1  # JavaScript's largest safe integer

Limits = Mapping[str, Any]
Kind = Callable[[Any, str, Limits], Any]  # (value, field name, limits) -> the value as Python uses it


class IntentError(WordplayError):
    """A message from the page that is malformed or forged; it is refused and changes nothing."""


@dataclass(frozen=True)
class Intent:
    """A validated intent: ``action`` and its fields (see the widget's schema)."""

    seq: int
    action: str
    fields: dict[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.fields[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.fields.get(key, default)


def refuse(reason: str, **params: Any) -> IntentError:
    """The error for a malformed or forged message; ``reason`` names what was wrong, the catalogue's
    ``widget.intent.<reason>`` with ``params`` (said in the language of the sentence that shows it)."""
    code = {k: repr(v) if k in ("name", "action") else v for k, v in params.items()}  # the page's words: code
    return IntentError("widget.bad_intent", params={"reason": Term(f"widget.intent.{reason}", **code)})


def whole(value: Any, name: str, low: int, high: int) -> int:
    """``value`` as a whole number from ``low`` to ``high`` (a bool is never one)."""
    if type(value) is not int or not low <= value <= high:
        raise refuse("whole", name=name, low=low, high=high)
    return value


# ----- field kinds: each checks one value against the widget's limits ----------------------------


def below(limit: str, empty: str) -> Kind:
    """A whole number from 0 to ``limits[limit] - 1``; ``empty`` names the refusal when there are none
    (``widget.intent.<empty>``: "the rack is empty")."""

    def kind(value: Any, name: str, limits: Limits) -> int:
        count = int(limits.get(limit, 0))
        if count <= 0:
            raise refuse(empty)
        return whole(value, name, 0, count - 1)

    return kind


def between(low: int, high: int) -> Kind:
    """A whole number from ``low`` to ``high`` (fixed bounds, e.g. a coordinate on a growing table)."""
    return lambda value, name, limits: whole(value, name, low, high)


def within(limit: str) -> Kind:
    """A whole number from ``limits[limit][0]`` to ``limits[limit][1]`` (bounds that move, e.g. the rows shown)."""

    def kind(value: Any, name: str, limits: Limits) -> int:
        low, high = limits[limit]
        return whole(value, name, low, high)

    return kind


def letter(value: Any, name: str, limits: Limits) -> str:
    """One letter of ``limits["alphabet"]`` (either case); answered in upper case."""
    if not isinstance(value, str) or len(value) != 1 or value.upper() not in limits["alphabet"]:
        raise refuse("letter", name=name)
    return value.upper()


def indices(limit: str) -> Kind:
    """A list of distinct whole numbers below ``limits[limit]`` (1 to that many), answered sorted."""

    def kind(value: Any, name: str, limits: Limits) -> list[int]:
        count = int(limits.get(limit, 0))
        if not isinstance(value, list) or not value or len(value) > count:
            raise refuse("indices", name=name, count=count)
        picked = [whole(v, "index", 0, count - 1) for v in value]
        if len(set(picked)) != len(picked):
            raise refuse("listed_twice")
        return sorted(picked)

    return kind


def one_of(limit: str) -> Kind:
    """One of the strings in ``limits[limit]``."""

    def kind(value: Any, name: str, limits: Limits) -> str:
        if not isinstance(value, str) or value not in limits.get(limit, ()):
            raise refuse("not_offered", name=name)
        return value

    return kind


def flag(value: Any, name: str, limits: Limits) -> bool:
    """True or false."""
    if type(value) is not bool:
        raise refuse("flag", name=name)
    return value


# ----- schemas -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Schema:
    """What one game's page may send: action -> (required fields, optional fields), and each field's kind."""

    actions: Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]]
    kinds: Mapping[str, Kind]

    def __post_init__(self) -> None:
        for name, (required, optional) in self.actions.items():
            unknown = [f for f in required + optional if f not in self.kinds]
            if unknown:
                raise ValueError(f"action {name}: fields without a kind: {unknown}")

    def validate(self, message: Any, limits: Limits, allowed: frozenset[str] | set[str] | None = None) -> Intent:
        """Check one message from the page; raise :class:`IntentError` if it is malformed or forged."""
        if not isinstance(message, dict):
            raise refuse("not_an_object")
        if not all(isinstance(k, str) for k in message):
            raise refuse("field_names")
        seq = whole(message.get("seq"), "seq", 0, MAX_SEQ)
        action = message.get("action")
        if not isinstance(action, str) or action not in self.actions:
            raise refuse("unknown_action")
        if allowed is not None and action not in allowed:
            raise refuse("action_not_offered", action=action)
        required, optional = self.actions[action]
        given = set(message) - {"seq", "action"}
        missing = [f for f in required if f not in given]
        extra = sorted(given - set(required) - set(optional))
        if missing:
            raise refuse("fields_missing", action=action, fields=", ".join(map(repr, missing)))
        if extra:
            raise refuse("fields_extra", action=action, fields=", ".join(map(repr, extra)))
        fields = {name: self.kinds[name](message[name], name, limits) for name in sorted(given)}
        return Intent(seq, action, fields)


# a move typed in the game's notation (the move box of every game widget: wordplay.widgets.typed)
MAX_MOVE_CHARS = 120  # longer than any move a hand of cards makes, short enough to read at once
_MOVE_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")

TYPED_ACTIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "preview_move": (("move",), ()),
    "type_move": (("move",), ()),
}


def move_text(value: Any, name: str, limits: Limits) -> str:
    """A move as typed: a string of at most :data:`MAX_MOVE_CHARS` characters, no control characters."""
    if not isinstance(value, str) or len(value) > MAX_MOVE_CHARS or _MOVE_CONTROL.search(value):
        raise refuse("move_text", name=name, most=MAX_MOVE_CHARS)
    return value


# action -> (required fields, optional fields)
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
    **TYPED_ACTIONS,
}

BOARD = Schema(
    ACTIONS,
    {
        "square": below("squares", "no_board"),
        "to": below("squares", "no_board"),
        "index": below("rack_size", "empty_rack"),
        "letter": letter,
        "indices": indices("rack_size"),
        "rank": below("ranks", "no_move_list"),
        "turn": below("turns", "no_moves"),
        "move": move_text,
    },
)


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
    """Check one message from a board widget's page against :data:`BOARD`; raise :class:`IntentError` if bad.

    ``squares`` is the number of squares on the board, ``rack_size`` the number of tiles on the
    rack shown, ``alphabet`` the tile letters, ``allowed`` the actions this widget offers and
    ``ranks`` the length of its move list and ``turns`` the number of moves played.
    """
    limits = {"squares": squares, "rack_size": rack_size, "alphabet": alphabet, "ranks": ranks, "turns": turns}
    return BOARD.validate(message, limits, allowed)


def as_laid(tile: str, letter: str | None, blank: str = "?") -> str:
    """A tile or card as laid: a blank takes the ``letter`` chosen (lower case); any other tile refuses one."""
    if tile == blank:
        if letter is None:
            raise IntentError("widget.blank_needs_letter")
        return letter.lower()
    if letter is not None:
        raise IntentError("widget.not_a_blank", params={"tile": tile})
    return tile


# ----- the answering loop ---------------------------------------------------------------------------


class IntentSession:
    """The state behind one widget and its intent loop: validate, apply, acknowledge or refuse.

    A subclass names its :attr:`schema` and :attr:`actions`, says its current :meth:`limits`,
    implements ``_do_<action>(intent)`` for each action (raising a
    :class:`~wordplay.core.errors.WordplayError` *before* it changes anything) and
    :meth:`view`. :meth:`_state_key` is what must not change when an intent is refused.
    """

    schema: Schema = BOARD
    actions: frozenset[str] = frozenset()

    def __init__(self) -> None:
        self.refusal = ""
        self.notice = ""
        self.aside: str = ""  # said by the live region only: the page shows its news elsewhere (not in the notice)
        self._refusal_from: tuple[WordplayError, str] | None = None  # the refusal's error and its language
        self.ack = -1
        self.handled = 0
        self.refused = 0

    def limits(self) -> dict[str, Any]:
        """The bounds the schema's field kinds check against (squares, hand size, alphabet...)."""
        return {}

    def _state_key(self) -> Any:
        return None

    @property
    def notice(self) -> str:
        """What happened since the learner's intent (e.g. the computers' moves), in sentences."""
        parts = self._notice
        if len(parts) == 1 and not parts[0][1]:
            return parts[0][0]  # set as it stands, not noted
        return " ".join(full_stop(text) for text, _ in parts)

    @notice.setter
    def notice(self, sentence: str) -> None:
        self._notice: list[tuple[str, bool]] = [(sentence, False)] if sentence else []
        self._told: list[Any] = []  # the moves whose news the notice says (see :meth:`tell`)

    def note(self, sentence: str) -> None:
        """Add a sentence to the notice (what happened since the learner's intent, e.g. the computers' moves)."""
        if sentence.strip():
            self._notice.append((sentence, True))

    def tell(self, sentence: str, about: Any) -> None:
        """Add ``sentence``, the news of ``about`` (a move: the engine's record of it), to the notice."""
        self.note(sentence)
        self._told.append(about)

    def told(self, about: Any) -> bool:
        """Whether the notice says the news of ``about`` (so that no headline in the panel says it again)."""
        return any(item is about for item in self._told)

    def refuse_message(self, sentence: str, error: WordplayError | None = None) -> None:
        """Record a refusal (``error``: the error that says it, so that it can be said again in another language)."""
        self.refused += 1
        self.refusal = sentence
        self._refusal_from = (error, get_language()) if error is not None else None

    def relocalise(self) -> None:
        """Say the notice and the refusal shown again in the current language, where their sentences can
        (a catalogue sentence that kept its id, see :class:`wordplay.widgets.views.Said`; an error's)."""
        self._notice = [
            (again() if (again := getattr(text, "again", None)) else text, noted) for text, noted in self._notice
        ]
        if again := getattr(self.aside, "again", None):
            self.aside = again()
        if self._refusal_from is None:
            return
        error, spoken = self._refusal_from
        message_id = f"refusal.{error.code}"
        if message_id in catalogue() and error.message == render(message_id, error.params, spoken):
            self.refusal = render(message_id, error.params)
            self._refusal_from = (error, get_language())

    def handle(self, message: Any) -> bool:
        """Validate and apply one message from the page. Returns True when it was accepted.

        A refused message (malformed, forged, or an intent the rules refuse) changes nothing
        but ``refusal``, the sentence the page shows.
        """
        try:
            intent = self.schema.validate(message, self.limits(), self.actions)
        except IntentError as exc:
            self.refuse_message(exc.message, exc)
            return False
        if intent.seq <= self.ack:  # the same intent sent twice (or an old one) is never applied again
            stale = IntentError("stale_intent", params={"seq": intent.seq, "last": self.ack})
            self.refuse_message(stale.message, stale)
            return False
        before = self._state_key()
        try:
            self.refusal = ""
            self._refusal_from = None
            self.notice = self.aside = ""
            getattr(self, "_do_" + intent.action)(intent)
        except WordplayError as exc:
            if self._state_key() != before:  # pragma: no cover - every _do_ checks before it changes
                raise
            self.refuse_message(exc.message, exc)
            self.ack = intent.seq
            return False
        self.ack = intent.seq
        self.handled += 1
        return True

    def announcement(self) -> str:
        """What the widget's live region says after an intent: the refusal, else what happened
        (:meth:`_announced`), each a sentence in the current language."""
        if self.refusal:
            return str(self.refusal)
        return " ".join(full_stop(str(part)) for part in self._announced() if part and str(part).strip())

    def _announced(self) -> list[str]:
        """The sentences said after an accepted intent (a family adds its preview, status...): the notice,
        then what only the live region says (each piece of news once: never also shown in the notice)."""
        return [self.notice, self.aside]

    def view(self) -> dict[str, Any]:
        """The view model: everything the page draws, as plain JSON-ready data."""
        return {"ack": self.ack, "refusal": self.refusal, "notice": self.notice, "actions": sorted(self.actions)}


def full_stop(sentence: str) -> str:
    """``sentence`` ending in a full stop (a scoring step has none), so that notices never run together."""
    sentence = sentence.rstrip()
    return sentence if not sentence or sentence[-1] in ".!?…" else sentence + "."

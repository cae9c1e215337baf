"""Games as records: the start of play plus the events since; undo, replay and saved games.

Every engine keeps its state this way (DESIGN.md: state is a value). The start is derived
from the seed (the draw, the shuffle, the deal); each event is plain data. Undo replays the
events but the last move; loading a save rebuilds the game from its header and replays its
events, then checks the result against the saved state, so a tampered save is refused
with a :class:`SaveFormatError` and nothing half-loaded escapes.

A subclass sets ``save_format`` and ``move_kinds``, keeps ``names``, ``scores``,
``to_move``, ``events``, ``start`` and ``outcome``, and provides four hooks:
``_snapshot``/``_restore`` (the mutable state as plain data), ``_replay_event`` (apply one
saved event, validating it) and ``_header``/``_from_header`` (what rebuilds the start).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any, ClassVar, TypeVar

from wordplay.core.errors import IllegalMoveError, SaveFormatError, WordplayError
from wordplay.core.messages import Term
from wordplay.core.outcome import Outcome
from wordplay.core.untrusted import load_json

G = TypeVar("G", bound="RecordedGame")


class RecordedGame:
    """Base class of the game engines: event log, undo by replay, JSON save and load."""

    save_format: ClassVar[str] = ""
    save_version: ClassVar[int] = 1
    move_kinds: ClassVar[tuple[str, ...]] = ()

    names: list[str]
    scores: list[int]
    to_move: int
    events: list[dict[str, Any]]
    start: dict[str, Any]
    outcome: Outcome | None

    # ----- hooks ------------------------------------------------------------------------

    def _snapshot(self) -> dict[str, Any]:
        """The mutable state as plain data."""
        raise NotImplementedError

    def _restore(self, snapshot: dict[str, Any]) -> None:
        """Set the mutable state from :meth:`_snapshot` data; no outcome yet."""
        raise NotImplementedError

    def _replay_event(self, event: dict[str, Any]) -> None:
        """Apply one saved event, with the same checks as a live move."""
        raise NotImplementedError

    def _header(self) -> dict[str, Any]:
        """What rebuilds the start of play: ruleset settings, players, seed, the draw..."""
        raise NotImplementedError

    @classmethod
    def _from_header(cls: type[G], header: dict[str, Any], *services: Any, **options: Any) -> G:
        """A new game from :meth:`_header` data (services such as a lexicon are passed through)."""
        raise NotImplementedError

    def _undo_from(self, last: int) -> int:
        """Where undoing the move at ``events[last]`` cuts the record (a family may take more back)."""
        return last

    def _kept_on_undo(self, event: dict[str, Any]) -> bool:
        """Whether an event after the last move survives undo (a hint used stays used)."""
        return False

    # ----- shared behaviour -------------------------------------------------------------

    @property
    def moves(self) -> list[dict[str, Any]]:
        """The moves played so far, as records (chance events and hints aside)."""
        return [e for e in self.events if e["kind"] in self.move_kinds]

    def positions(self: G) -> Iterator[tuple[int, dict[str, Any], G]]:
        """Each move with the game as it stood just before it: ``(index, event, before)``.

        ``index`` counts moves from 0 (as :attr:`moves` does). ``before`` is one scratch copy,
        replayed from the start and moved on after each yield: read it, do not keep it. The game
        itself is untouched. Reviews use this to judge a move with what its player held.
        """
        before = copy.copy(self)
        before._restore(self.start)
        before.events = []
        index = 0
        for event in list(self.events):
            if event["kind"] in self.move_kinds:
                yield index, event, before
                index += 1
            before._replay_event(copy.deepcopy(event))

    def position_before(self: G, index: int) -> tuple[dict[str, Any], G]:
        """Move ``index`` (0-based, as in :attr:`moves`) and the game as it stood just before it (a
        scratch copy, as :meth:`positions` gives); an IndexError names a move not made."""
        for i, event, before in self.positions():
            if i == index:
                return event, before
        raise IndexError(index)

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def _record(self, event: dict[str, Any]) -> None:
        """Log a move; it carries the mover's total after it."""
        event["total"] = self.scores[event["player"]]
        self.events.append(event)

    def _next_player(self) -> None:
        self.to_move = (self.to_move + 1) % len(self.names)

    def undo(self) -> None:
        """Take back the last move."""
        last = max((i for i, e in enumerate(self.events) if e["kind"] in self.move_kinds), default=None)
        if last is None:
            raise IllegalMoveError("nothing_to_undo")
        kept = [e for e in self.events[last + 1 :] if self._kept_on_undo(e)]
        self._replay(self.events[: self._undo_from(last)] + kept)

    def _replay(self, events: list[dict[str, Any]]) -> None:
        """Rebuild the state from the start by applying ``events``: all or nothing."""
        previous = list(self.events)
        try:
            self._replay_from_start(events)
        except Exception:
            self._replay_from_start(previous)
            raise

    def _replay_from_start(self, events: list[dict[str, Any]]) -> None:
        self._restore(self.start)
        self.events = []
        for event in events:
            if event.get("kind") in self.move_kinds and event.get("player") != self.to_move:
                raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.out_of_turn")})
            self._replay_event(event)

    def to_dict(self) -> dict[str, Any]:
        """The whole game as plain data (JSON-ready); :meth:`from_dict` restores it exactly."""
        return {
            "format": self.save_format,
            "version": self.save_version,
            **self._header(),
            "start": self.start,
            "events": [dict(e) for e in self.events],
            "state": self._snapshot(),
            "finished": self.outcome is not None,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_dict(cls: type[G], data: Any, *services: Any, **options: Any) -> G:
        """Restore a saved game; a malformed or inconsistent save raises :class:`SaveFormatError`."""
        try:
            if not isinstance(data, dict) or data.get("format") != cls.save_format:
                raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.other_format")})
            if data.get("version") != cls.save_version:
                version = str(data.get("version"))[:20]
                raise SaveFormatError(
                    "bad_save", params={"reason": Term("refusal.reason.other_version", version=version)}
                )
            game = cls._from_header(data, *services, **options)
            header = game._header()
            if any(data[key] != value for key, value in header.items()) or data["start"] != game.start:
                raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.start_differs")})
            game._replay_from_start(list(data["events"]))
            if game._snapshot() != data["state"] or (game.outcome is not None) != bool(data["finished"]):
                raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.state_differs")})
            return game
        except SaveFormatError:
            raise
        except WordplayError as exc:
            raise SaveFormatError("bad_save", params={"reason": exc.message}) from exc
        except (KeyError, TypeError, ValueError, IndexError, AttributeError, RecursionError, OverflowError) as exc:
            raise SaveFormatError("bad_save", params={"reason": Term("refusal.reason.damaged")}) from exc

    @classmethod
    def from_json(cls: type[G], text: str, *services: Any, **options: Any) -> G:
        return cls.from_dict(load_json(text), *services, **options)

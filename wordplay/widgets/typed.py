"""A move typed in the game's own notation: the move box of every game widget (board, cards, Word Thief).

Two intents, the same in every family that has a move box (each family's schema adds
:data:`TYPED_ACTIONS` and the field kind :func:`move_text`):

============= ========== ================================================================
action        fields     meaning
============= ========== ================================================================
preview_move  move       draft the move typed so far, so that the rule list and the
                         explained score follow the typing; a text that cannot be read yet
                         clears the draft and its reason is shown beside the box (not a
                         refusal: half a move is not an error); an empty text clears it
type_move     move       draft it and play it (Enter); a text that cannot be read, or a
                         move the rules refuse, is refused with the engine's own sentence
                         and changes nothing
============= ========== ================================================================

The text is untrusted: a string of at most :data:`MAX_MOVE_CHARS` characters with no control
characters; reading it is the engine's notation module's job (``parse_play``, ``parse_turn``,
``parse_move``), so a language's keywords are data there, not here. A family implements the
hooks of :class:`TypedMoves`.
"""

from __future__ import annotations

from typing import Any

from wordplay.core.errors import WordplayError
from wordplay.core.messages import catalogue, render
from wordplay.widgets.protocol import MAX_MOVE_CHARS, TYPED_ACTIONS, Intent, move_text
from wordplay.widgets.views import Said, msg

__all__ = ["MAX_MOVE_CHARS", "TYPED_ACTIONS", "TypedMoves", "move_text", "said_again"]


def said_again(error: WordplayError) -> str:
    """An error's sentence in the current language (its catalogue entry), else as it was said."""
    message_id = f"refusal.{error.code}"
    return render(message_id, error.params) if message_id in catalogue() else error.message


class TypedMoves:
    """``preview_move`` and ``type_move`` for an :class:`~wordplay.widgets.protocol.IntentSession`.

    The family provides :meth:`draft_typed` (read the text with the engine's parser and draft
    the move, raising a :class:`WordplayError` before it changes anything), :meth:`clear_typed`,
    :meth:`save_draft`/:meth:`restore_draft` and :meth:`play_typed` (play the draft; an explainer,
    which plays nothing, leaves it drafted). :meth:`typed_view` is what the page's box shows.
    """

    _typed: tuple[Any, str, WordplayError | None] | None = None  # (state when typed, text, why unread)
    _read_lower: tuple[str, Any] | None = None  # a word typed all in lower case, and the draft read from it

    def draft_typed(self, text: str) -> None:
        raise NotImplementedError

    def clear_typed(self) -> None:
        raise NotImplementedError

    def save_draft(self) -> Any:
        raise NotImplementedError

    def restore_draft(self, saved: Any) -> None:
        raise NotImplementedError

    def play_typed(self) -> None:
        """Play the move drafted (a game); an explainer leaves it drafted."""

    def _state_key(self) -> Any:
        raise NotImplementedError

    def _do_preview_move(self, intent: Intent) -> None:
        text, error = intent["move"], None
        try:
            if text.strip():
                self.draft_typed(text)
            else:
                self.clear_typed()
        except WordplayError as exc:
            self.clear_typed()
            error = exc
        self._typed = (self._state_key(), text, error)

    def _do_type_move(self, intent: Intent) -> None:
        saved = self.save_draft()
        try:
            self.draft_typed(intent["move"])
            self.play_typed()
        except WordplayError:
            self.restore_draft(saved)
            raise
        self._typed = None

    def note_reading(self, text: str, lower: bool) -> None:
        """Remember (after :meth:`draft_typed`) that ``text`` was written all in lower case and so read
        from the rack or hand (docs/rules.md, "Writing a move"), for as long as its draft stays laid."""
        self._read_lower = (text.strip(), self.save_draft()) if lower else None

    def reading_said(self, headline: Said, message_id: str, **params: Any) -> Said:
        """The preview's headline, after how the word typed all in lower case was read while its draft
        is laid (``message_id``: the family's sentence, with ``typed`` and ``params``)."""
        if self._read_lower is None or self._read_lower[1] != self.save_draft():
            return headline
        note = msg(message_id, typed=self._read_lower[0], **params)
        return Said(lambda: f"{note.again()} {headline.again()}")

    def typed_view(self) -> dict[str, Any]:
        """The text in the box (``None``: the draft came from elsewhere, show its notation) and why it
        cannot be read yet (``""``: it can)."""
        if self._typed is None or self._typed[0] != self._state_key():
            return {"text": None, "error": ""}
        _, text, error = self._typed
        return {"text": text, "error": said_again(error) if error is not None else ""}

"""The messages the Word Thief widget's page may send: its :class:`~wordplay.widgets.protocol.Schema`.

As for every widget, the page sends only the learner's intent, ``{"seq": n, "action": ...}``;
each field is checked against what the widget shows now (the words on the table, the cards
in the hand, the steals listed, the rows of the score sheet). Anything else raises
:class:`~wordplay.widgets.protocol.IntentError` and changes nothing.

========== ================= ====================================================
action     fields            meaning
========== ================= ====================================================
target     word              steal this table word (its id); again: steal nothing
card       index             pick (or put back) this hand card
words      text              the new word(s) typed (``FROWN CAT``)
clear      --                start the turn's draft again
steals     --                show (or hide) every play and steal for the hand
choose     rank              draft the steal of that rank in the list
submit     --                make the play or steal drafted
give_up    indices           "cannot play": discard these hand cards and draw
pass       --                give up the turn (the draw pile is empty)
undo       --                take back the last move (and the computers' replies)
review     turn              show the scoring of row ``turn`` of the score sheet
========== ================= ====================================================

and the move box's ``preview_move`` and ``type_move`` (``move``: a play or steal as typed, ``CAT``,
``WORK -> REWORKED``, ``MAD -> DAD + MIX``; :mod:`wordplay.widgets.typed`).

Limits: ``words`` (the ids on the table), ``hand`` (cards in the hand shown), ``ranks``
(steals listed), ``turns`` (rows of the score sheet).
"""

from __future__ import annotations

import re
from typing import Any

from wordplay.widgets.protocol import Limits, Schema, below, indices, refuse
from wordplay.widgets.typed import TYPED_ACTIONS, move_text

MAX_TEXT = 80
_TEXT = re.compile(r"^[A-Za-z ,+]*$")


def table_word(value: Any, name: str, limits: Limits) -> int:
    """The id of a word on the table."""
    if type(value) is not int or value not in limits.get("words", ()):
        raise refuse("word_id", name=name)
    return value


def typed_words(value: Any, name: str, limits: Limits) -> str:
    """Words as typed: letters, spaces, commas and + only, not too long; answered in upper case."""
    if not isinstance(value, str) or len(value) > MAX_TEXT or not _TEXT.match(value):
        raise refuse("thief_text", name=name, most=MAX_TEXT)
    return value.upper()


THIEF = Schema(
    {
        "target": (("word",), ()),
        "card": (("index",), ()),
        "words": (("text",), ()),
        "clear": ((), ()),
        "steals": ((), ()),
        "choose": (("rank",), ()),
        "submit": ((), ()),
        "give_up": (("indices",), ()),
        "pass": ((), ()),
        "undo": ((), ()),
        "review": (("turn",), ()),
        **TYPED_ACTIONS,
    },
    {
        "word": table_word,
        "index": below("hand", "empty_hand"),
        "text": typed_words,
        "rank": below("ranks", "no_steals"),
        "indices": indices("hand"),
        "turn": below("turns", "empty_sheet"),
        "move": move_text,
    },
)

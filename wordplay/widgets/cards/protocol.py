"""What the Scrabble Cards widgets' page may send (:data:`CARDS`), validated by :mod:`wordplay.widgets.protocol`.

A spot on the table is ``row``, ``col`` (any integers on the growing table; only the spots
the page shows are accepted); ``index`` is a card of the hand shown.

========== ======================================== ==========================================
action     fields                                   meaning
========== ======================================== ==========================================
place      row, col, index, [letter]                lay hand card ``index`` on the spot
                                                    (``letter``: what a blank stands for)
lift       row, col                                 take a card laid this turn back
blank      row, col, letter                         change what a blank laid this turn is
bonus      index, row, col, [across]                put bonus card ``index`` on the word
                                                    holding that letter (``across`` picks one
                                                    of two words)
unbonus    --                                       take the bonus card back
recall     --                                       take back every card laid (or, in rummy,
                                                    every word being built)
submit     --                                       play the cards laid this turn
exchange   [indices], [with_action]                 swap those hand cards (and, with
                                                    ``with_action``, the action card)
pass       --                                       give up the turn
undo       --                                       take back the last move (and the replies)
choose     rank                                     lay the play of that rank in the move list
review     turn                                     show the scoring of move ``turn`` again
act        player, category                         forfeit: ``player`` plays that category of
                                                    their action card on the play just made
close      --                                       forfeit: no more action cards on this play
draw       source                                   rummy: draw from ``pile`` or ``discard``
add        index, word, [letter]                    rummy: put hand card ``index`` in word
                                                    ``word`` (a new word when one past the last)
take       index                                    rummy: take that card out of its word
discard    index                                    rummy: discard that card, laying the words
solve      --                                       rummy: lay out the task solver's answer
========== ======================================== ==========================================

and the move box's ``preview_move`` and ``type_move`` (``move``: the move as typed, ``0,0 across
TREINO bonus 2 on 0,1`` or, in rummy, ``COE LER, discard L``; :mod:`wordplay.widgets.typed`).
"""

from __future__ import annotations

from wordplay.widgets.protocol import Schema, below, flag, indices, letter, one_of, within
from wordplay.widgets.typed import TYPED_ACTIONS, move_text

CARDS = Schema(
    {
        "place": (("row", "col", "index"), ("letter",)),
        "lift": (("row", "col"), ()),
        "blank": (("row", "col", "letter"), ()),
        "bonus": (("index", "row", "col"), ("across",)),
        "unbonus": ((), ()),
        "recall": ((), ()),
        "submit": ((), ()),
        "exchange": ((), ("indices", "with_action")),
        "pass": ((), ()),
        "undo": ((), ()),
        "choose": (("rank",), ()),
        "review": (("turn",), ()),
        "act": (("player", "category"), ()),
        "close": ((), ()),
        "draw": (("source",), ()),
        "add": (("index", "word"), ("letter",)),
        "take": (("index",), ()),
        "discard": (("index",), ()),
        "solve": ((), ()),
        **TYPED_ACTIONS,
    },
    {
        "row": within("rows"),
        "col": within("cols"),
        "index": below("hand_size", "empty_hand"),
        "letter": letter,
        "across": flag,
        "indices": indices("hand_size"),
        "with_action": flag,
        "rank": below("ranks", "no_move_list"),
        "turn": below("turns", "no_moves"),
        "player": below("players", "no_players"),
        "category": one_of("categories"),
        "source": one_of("sources"),
        "word": below("words", "no_words"),
        "move": move_text,
    },
)

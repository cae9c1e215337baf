"""The analysis board of a game widget: a move's position before it, with the move played and the best moves
drawn in place, stepped through; and the tiles or cards the player has not seen.

Mixed into every family's game session with the review (:func:`wordplay.widgets.review.reviewing`):
choosing a move in the score sheet (``review``) or in the review (``review_move``) opens the analysis
at that move; the ``analyse`` intent moves through the game. The position is the engine's own
(:meth:`~wordplay.core.recorded.RecordedGame.position_before`); the marks come from the move's review
(:class:`~wordplay.core.review.Option`'s ``detail``). Hidden information stays hidden: while the game
runs, the best moves of a computer's move (its rack) are not drawn.

The page's intent (added to the family's schema by :func:`with_analysis`):

========= ======================= ==============================================================
action    fields                  meaning
========= ======================= ==============================================================
analyse   [number], [step],       show the position before move ``number`` (1-based), or step:
          [mark]                  ``first``, ``previous``, ``next``, ``last``, ``live`` (back to
                                  the live game); ``mark``: which mark is drawn (0: the move
                                  played, 1...: the best moves)
========= ======================= ==============================================================

The view gains ``analysis`` (``None`` while the live game is shown; else the position in the shape of
:func:`grid_view` or :func:`words_view`, the marks, the navigation) and ``unseen``
(:func:`unseen_view`: what the player whose view it is has not seen, by letter with counts).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from wordplay.core.review import MoveReview, Option
from wordplay.core.tiles import BLANK  # the blank tile, blank card and Wild are all "?" in unseen counts
from wordplay.widgets.protocol import Intent, IntentError, Limits, Schema, refuse, whole
from wordplay.widgets.views import msg

ANALYSIS_ACTIONS = frozenset({"analyse"})
STEPS = ("first", "previous", "next", "last", "live")
# The analysis' own labels (``widget.analysis.label.<key>``).
LABELS = ("region", "first", "previous", "next", "last", "live", "marks", "position", "stolen")


def _step(value: Any, name: str, limits: Limits) -> str:
    if not isinstance(value, str) or value not in STEPS:
        raise refuse("not_offered", name=name)
    return value


MAX_MARK = 99  # the review keeps a handful of best moves; a larger number is refused unread


def _mark(value: Any, name: str, limits: Limits) -> int:
    return whole(value, name, 0, MAX_MARK)


_WITH_ANALYSIS: dict[int, tuple[Schema, Schema]] = {}


def with_analysis(schema: Schema) -> Schema:
    """``schema`` with the ``analyse`` intent added (the family's own actions and kinds unchanged)."""
    made = _WITH_ANALYSIS.get(id(schema))
    if made is None or made[0] is not schema:
        actions = {**schema.actions, "analyse": ((), ("number", "step", "mark"))}
        kinds = {**schema.kinds, "step": _step, "mark": _mark}
        made = _WITH_ANALYSIS[id(schema)] = (schema, Schema(actions, kinds))
    return made[1]


# ----- the shapes the page draws ----------------------------------------------------------------------


def grid_view(
    cells: Sequence[tuple[int, int, str]],
    rows: Sequence[str],
    cols: Sequence[str],
    origin: tuple[int, int] = (0, 0),
    square: Callable[[str, str], str] = lambda row, col: col + row,
) -> dict[str, Any]:
    """A position on squares: ``cells`` are ``(row, col, tile)`` (a blank in lower case), ``rows`` and
    ``cols`` the names of the rows and columns drawn (``origin``: the row and column of the first),
    ``square`` a square's name from its row's and column's (``H8`` on a board, ``1,3`` on the cards' table)."""
    top, left = origin

    def name(r: int, c: int, tile: str) -> str:
        where = square(rows[r - top], cols[c - left])
        if tile.islower():
            return str(msg("analysis.cell_blank", square=where, letter=tile.upper()))
        return str(msg("analysis.cell", square=where, tile=tile))

    return {
        "rows": list(rows),
        "cols": list(cols),
        "origin": list(origin),
        "cells": [{"row": r, "col": c, "tile": t, "name": name(r, c, t)} for r, c, t in cells],
    }


def words_view(words: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """A position of words on a table (Word Thief): each word's id, text and owner's name."""
    return {"words": [{**w, "name": str(msg("analysis.word", word=w["text"], player=w["owner_name"]))} for w in words]}


@dataclass(frozen=True)
class Analyser:
    """A family's part: ``position(session, before)`` the game before a move as :func:`grid_view` or
    :func:`words_view` data (or ``None``); ``marks(session, before, option)`` where a move goes, in the
    same shape (``{"cells": [(row, col, tile)]}`` or ``{"words": [...], "stolen": id}``);
    ``unseen(session)`` :func:`unseen_view` data for the player whose view it is. Rummy's position adds
    ``discard`` (the discard pile: ``top``, ``count``, ``name``, and ``drawn``, what the turn drew) and its
    marks ``discard`` and ``discard_text`` (the card each move discards onto it)."""

    position: Callable[[Any, Any], dict[str, Any] | None]
    marks: Callable[[Any, Any, Option], dict[str, Any]]
    unseen: Callable[[Any], dict[str, Any] | None]
    sheet_move: Callable[[Any, int], int | None] | None = None  # a score sheet row's move, where rows are not moves


def unseen_view(
    counts: Mapping[str, int],
    player: str,
    left_to_draw: int | None = None,
    noun: str = "tiles",
    blank: str = "analysis.unseen_blank",
) -> dict[str, Any]:
    """The unseen ``noun`` (``tiles`` or ``cards``) by letter with counts, their total, and a heading. The
    blank (``?``) is named by the game's own word (``blank``: a message id), not read out as a question mark."""
    total = sum(counts.values())
    items = [
        {
            "letter": k,
            "count": n,
            "name": str(msg(blank, count=n) if k == BLANK else msg("analysis.unseen_item", letter=k, count=n)),
        }
        for k, n in counts.items()
    ]
    out: dict[str, Any] = {
        "player": player,
        "items": items,
        "total": total,
        "heading": str(msg(f"analysis.unseen_{noun}", player=player, count=total)),
    }
    if left_to_draw is not None:
        out["to_draw"] = left_to_draw
        out["to_draw_text"] = str(msg("analysis.to_draw", count=left_to_draw))
    return out


# ----- the mixin -----------------------------------------------------------------------------------------


class Analysing:
    """Mixed into a game's session before :class:`~wordplay.widgets.review.Reviewing`: the analysis board."""

    game: Any
    levels: list[int | None]
    analyser: Analyser
    review: int | None  # the score sheet's row chosen (the family's)
    notice: Any  # the session's notice (a sentence said again in another language)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.analysis_number: int | None = None  # the move whose position is shown (1-based); None: live
        self.analysis_mark = 0

    @property
    def schema(self) -> Schema:
        return with_analysis(super().schema)  # type: ignore[misc]

    @property
    def actions(self) -> frozenset[str]:
        return super().actions | ANALYSIS_ACTIONS  # type: ignore[misc]

    @actions.setter
    def actions(self, value: frozenset[str]) -> None:  # the family's __init__ may narrow its own actions
        super(Analysing, type(self)).actions.__set__(self, frozenset(value) - ANALYSIS_ACTIONS)  # type: ignore[misc]

    # ----- intents ----------------------------------------------------------------------------------

    def _do_analyse(self, intent: Intent) -> None:
        count = len(self.game.moves)
        step = intent.get("step")
        if step == "live":
            self.analysis_number = None
            self.notice = msg("analysis.back_live")
            return
        numbers = self._judged()
        if count == 0 or not numbers:
            raise IntentError("widget.analysis.no_moves")
        here = self.analysis_number
        number = intent.get("number")
        if number is None:
            earlier = [n for n in numbers if n < (here or count + 1)]
            later = [n for n in numbers if n > (here or 0)]
            number = {
                "first": numbers[0],
                "last": numbers[-1],
                "previous": earlier[-1] if earlier else numbers[0],
                "next": later[0] if later else numbers[-1],
                None: here or numbers[-1],
            }[step]
        self.analyse(number, intent.get("mark", 0))

    def _judged(self) -> list[int]:
        """The numbers (1-based) of the moves that can be looked back on: every move up to the last turn the review
        judges (a rummy draw is reviewed with its turn: not before its discard is made)."""
        turns = [index for index, _ in self.source.turns(self.game)]  # type: ignore[attr-defined]
        return list(range(1, max(turns) + 2)) if turns else []

    def analyse(self, number: int, mark: int = 0) -> None:
        """Show the position before move ``number`` (1-based) with mark ``mark`` drawn; refused, changing
        nothing, when there is no such move or mark."""
        if type(number) is not int or number not in self._judged():
            raise IntentError("widget.review.not_a_turn", params={"number": number})
        marks = self._marks(number)
        if not 0 <= mark < len(marks):
            raise IntentError("widget.analysis.no_mark", params={"mark": mark})
        self.analysis_number, self.analysis_mark = number, mark
        self._select_sheet_row(number - 1)
        self.aside = self._shown_sentence()  # the board's title and marks show it: said, not shown again

    def _select_sheet_row(self, index: int) -> None:
        """One selection: the score sheet marks, and "How it scores" explains, the move the board shows
        (none when that move is not a play, which has no scoring to explain)."""
        row = None
        if self.game.moves[index]["kind"] in _SCORED:
            for turn in range(2 * len(self.game.moves) + len(self.game.names) + 1):  # the sheet's rows
                try:
                    found = self._sheet_move(turn)
                except IndexError:
                    break
                if found == index:
                    row = turn
                    break
        self.review = row

    def _do_review(self, intent: Intent) -> None:
        """A play chosen in the score sheet: its scoring, as before, and its position on the analysis board."""
        super()._do_review(intent)  # type: ignore[misc]
        index = self._sheet_move(intent["turn"])
        if index is not None:
            self.analyse(index + 1)

    def _sheet_move(self, turn: int) -> int | None:
        """The move (index in ``game.moves``) of the score sheet's row ``turn``."""
        if self.analyser.sheet_move is not None:
            return self.analyser.sheet_move(self, turn)
        by_rounds = getattr(self, "sheet_row_move", None)  # rummy: a row is a player's round
        if by_rounds is not None:
            return by_rounds(turn)
        events = getattr(self, "sheet_events", None)
        if events is None:
            return turn if turn < len(self.game.moves) else None
        event = events()[turn]
        return next((i for i, m in enumerate(self.game.moves) if m is event), None)

    def _do_undo(self, intent: Intent) -> None:
        """Moves taken back: a position shown that is no longer in the game gives way to the live game."""
        super()._do_undo(intent)  # type: ignore[misc]
        if self.analysis_number is not None and self.analysis_number > len(self.game.moves):
            self.analysis_number = None

    def _do_review_move(self, intent: Intent) -> None:
        super()._do_review_move(intent)  # type: ignore[misc]
        self.analyse(intent["number"])

    # ----- what is shown -------------------------------------------------------------------------------

    def _review_of(self, number: int) -> MoveReview:
        return self.reviewer.move(self.game, number - 1)  # type: ignore[attr-defined]

    def _best_shown(self, number: int) -> bool:
        """The best moves are drawn for a move the review may show (no computer's rack while the game runs)."""
        return number - 1 in self.visible()  # type: ignore[attr-defined]

    def _marks(self, number: int | None = None) -> list[tuple[str, Option]]:
        number = self.analysis_number if number is None else number
        if number is None:
            return []
        review = self._review_of(number)
        options = [review.played, *(review.best if self._best_shown(number) else ())]
        return [(str(_mark_label(i)), o) for i, o in enumerate(options)]

    def _shown_sentence(self) -> Any:
        number = self.analysis_number
        assert number is not None
        move = self.game.moves[number - 1]
        option = self._marks()[self.analysis_mark][1]
        return msg(
            "analysis.shown",
            number=number,
            count=len(self.game.moves),
            player=self.game.names[int(move["player"])],
            mark=_mark_label(self.analysis_mark),  # said again in another language with the rest
            move=option.move,
            score=option.score,
        )

    def view(self) -> dict[str, Any]:
        view = super().view()  # type: ignore[misc]
        view["analysis"] = self.analysis_view()
        view["unseen"] = self.analyser.unseen(self)
        if isinstance(view.get("review"), dict) and self.analysis_number is not None and self.analysis_mark > 0:
            view["review"] = self._best_explained(view["review"])
        return view

    def _best_explained(self, review: dict[str, Any]) -> dict[str, Any]:
        """A best move chosen on the analysis board, explained step by step as the played one is."""
        option = self._marks()[self.analysis_mark][1]
        if option.explanation is None:
            return review
        out = {
            **review,
            "mark": self.analysis_mark,
            "headline": str(self._shown_sentence()),
            "explanation": self.source.explain(self, option.explanation),  # type: ignore[attr-defined]
        }
        if "squares" in review:  # the board: the best move's squares are the ones its steps name
            out["squares"] = [int(sq) for sq, _ in option.detail.get("tiles", ())]
        if "spots" in review:
            out["spots"] = [f"{r},{c}" for r, c, _ in option.detail.get("cards", ())]
        return out

    def analysis_view(self) -> dict[str, Any]:
        """The analysis board: labels and the navigation always; the position and its marks when a move is chosen."""
        count = len(self.game.moves)
        number = self.analysis_number
        out: dict[str, Any] = {
            "labels": {k: str(msg(f"analysis.label.{k}")) for k in LABELS},
            "count": count,
            "number": number,
            "nav": {
                "first": count > 0 and number != 1,
                "previous": count > 0 and number != 1,
                "next": count > 0 and number is not None and number < count,
                "last": count > 0 and number != count,
                "live": number is not None,
            },
            "position": None,
        }
        if number is None:
            return out
        _, before = self.game.position_before(number - 1)
        marks = self._marks()
        out["position"] = self.analyser.position(self, before)
        out["title"] = str(
            msg(
                "analysis.title",
                number=number,
                count=count,
                player=self.game.names[int(self.game.moves[number - 1]["player"])],
            )
        )
        out["mark"] = self.analysis_mark
        out["marks"] = [
            {
                "label": label,
                "move": option.move,
                "score": option.score,
                "text": str(msg("analysis.mark", mark=label, move=option.move, score=option.score)),
                **_named(self.analyser.marks(self, before, option), label),
            }
            for label, option in marks
        ]
        out["said"] = str(self._shown_sentence())
        out["hidden_note"] = "" if self._best_shown(number) else str(msg("analysis.hidden"))
        return out

    def viewer(self) -> int:
        """Whose unseen tiles are shown: the player to move if a person, else the first person at the screen."""
        to_move = int(self.game.to_move)
        if self.levels[to_move] is None:
            return to_move
        return next((i for i, level in enumerate(self.levels) if level is None), to_move)


def _named(marks: dict[str, Any], label: str) -> dict[str, Any]:
    """The marks with each square's name saying which move it shows ("H8, Q, best 1")."""
    cells = [
        {**c, "name": str(msg("analysis.cell_marked", cell=c["name"], mark=label))} for c in marks.get("cells", ())
    ]
    return {**marks, "cells": cells} if "cells" in marks else marks


def _mark_label(index: int) -> Any:
    """A mark's label: "played" (0) or "best n" (a sentence said again in another language)."""
    return msg("analysis.label.played") if index == 0 else msg("analysis.best", rank=index)


# ----- the families' parts -----------------------------------------------------------------------------


def _board_position(session: Any, before: Any) -> dict[str, Any]:
    layout = session.ruleset.layout
    size = layout.size
    cells = [(sq // size, sq % size, t) for sq, t in enumerate(before.board.cells) if t]
    return {**grid_view(cells, _board_rows(size), _board_cols(size)), "premiums": _premiums(session)}


def _board_rows(size: int) -> list[str]:
    return [str(r + 1) for r in range(size)]


def _board_cols(size: int) -> list[str]:
    from wordplay.crossword.grid import COLUMNS

    return list(COLUMNS[:size])


def _premiums(session: Any) -> list[str]:
    layout = session.ruleset.layout
    return ["start" if sq == layout.start else layout.premium(sq) or "" for sq in range(layout.size**2)]


def _board_marks(session: Any, before: Any, option: Option) -> dict[str, Any]:
    size = session.ruleset.layout.size
    cells = [(int(sq) // size, int(sq) % size, str(t)) for sq, t in option.detail.get("tiles", ())]
    return {"cells": grid_view(cells, _board_rows(size), _board_cols(size))["cells"]}


def _board_unseen(session: Any) -> dict[str, Any]:
    from wordplay.board.unseen import unseen_tiles

    game, player = session.game, session.viewer()
    counts = unseen_tiles(session.ruleset.tiles, game.board.cells, game.racks[player])
    return unseen_view(counts, game.names[player], len(game.bag))


BOARD_ANALYSER = Analyser(_board_position, _board_marks, _board_unseen)


def _table_frame(spots: Sequence[tuple[int, int]]) -> tuple[list[str], list[str], tuple[int, int]]:
    """Rows and columns around the cards (one free line on each side), named by their coordinates."""
    rows = [r for r, _ in spots] or [0]
    cols = [c for _, c in spots] or [0]
    top, left = min(rows) - 1, min(cols) - 1
    return (
        [str(r) for r in range(top, max(rows) + 2)],
        [str(c) for c in range(left, max(cols) + 2)],
        (top, left),
    )


def _spot(row: str, col: str) -> str:
    """A spot on the cards' table as the notation writes it: row, then column (``1,3``)."""
    return f"{row},{col}"


def _card_name(session: Any, card: str) -> str:
    """A card as a screen reader says it ("Q, 10 points"), as the game widget names it."""
    from wordplay.widgets.cards.views import card_name

    return str(card_name(session.ruleset, card))


def _cards_position(session: Any, before: Any) -> dict[str, Any] | None:
    table = getattr(before, "table", None)
    if not isinstance(table, dict):  # rummy: the words each player has laid this round, and the discard pile
        laid = before.state.get("laid") or ()
        names = before.names
        words = words_view(
            [
                {"id": f"{p}-{i}", "text": str(w[0]), "owner": p, "owner_name": names[p], "locked": False}
                for p, mine in enumerate(laid)
                if mine
                for i, w in enumerate(mine["words"])
            ]
        )
        return {**words, "discard": _discard_pile(session, before)}
    spots = list(table) + [(int(r), int(c)) for o in session._marks() for r, c, _ in o[1].detail.get("cards", ())]
    rows, cols, origin = _table_frame(spots)
    return grid_view([(r, c, t) for (r, c), t in table.items()], rows, cols, origin, _spot)


def _cards_marks(session: Any, before: Any, option: Option) -> dict[str, Any]:
    table = getattr(before, "table", None)
    if not isinstance(table, dict):  # rummy: the words the move lays, and the card it discards
        out: dict[str, Any] = {"new_words": [str(w[0]) for w in option.detail.get("words", ())], "stolen": None}
        card = option.detail.get("discard")
        if card:
            out["discard"] = str(card)
            out["discard_text"] = str(msg("analysis.discards", card=_card_name(session, str(card))))
        return out
    spots = list(table) + [(int(r), int(c)) for o in session._marks() for r, c, _ in o[1].detail.get("cards", ())]
    rows, cols, origin = _table_frame(spots)
    cells = [(int(r), int(c), str(t)) for r, c, t in option.detail.get("cards", ())]
    return {"cells": grid_view(cells, rows, cols, origin, _spot)["cells"]}


def _discard_pile(session: Any, before: Any) -> dict[str, Any]:
    """Rummy's discard pile before the move shown: its top card (which the player may take) and its
    count, named as a sentence; and ``drawn``, what the turn of the move shown drew (``""`` before any draw)."""
    pile = list(before.discard_pile)
    top = pile[-1] if pile else None
    if top is None:
        name = msg("analysis.discard_empty")
    else:
        name = msg("analysis.discard_pile", count=len(pile), card=_card_name(session, top))
    return {"top": top, "count": len(pile), "name": str(name), "drawn": _turn_draw(session)}


def _turn_draw(session: Any) -> str:
    """What the turn of the move shown drew: the top discard (named) or a card from the draw pile; the
    draw is the move shown or, for a discard, the move before it by the same player."""
    moves, number = session.game.moves, session.analysis_number
    if number is None:
        return ""
    move = moves[number - 1]
    if move["kind"] != "draw":
        earlier = moves[number - 2] if number >= 2 else None
        if earlier is None or earlier["kind"] != "draw" or earlier["player"] != move["player"]:
            return ""
        move = earlier
    player = session.game.names[int(move["player"])]
    if move["source"] == "discard":
        return str(msg("analysis.took_discard", player=player, card=_card_name(session, str(move["card"]))))
    return str(msg("analysis.drew_pile", player=player))


def _cards_unseen(session: Any) -> dict[str, Any]:
    from wordplay.cards.unseen import unseen_cards

    game, player = session.game, session.viewer()
    return unseen_view(
        unseen_cards(game.draw_pile, game.hands, player),
        game.names[player],
        len(game.draw_pile),
        "cards",
        "analysis.unseen_card_blank",
    )


CARDS_ANALYSER = Analyser(_cards_position, _cards_marks, _cards_unseen)


def _thief_position(session: Any, before: Any) -> dict[str, Any]:
    names = before.names
    return words_view(
        [
            {"id": w.id, "text": w.text, "owner": w.owner, "owner_name": names[w.owner], "locked": w.locked}
            for w in before.table
        ]
    )


def _thief_marks(session: Any, before: Any, option: Option) -> dict[str, Any]:
    detail = option.detail
    return {"new_words": list(detail.get("words", ())), "stolen": detail.get("stolen_id")}


def _thief_unseen(session: Any) -> dict[str, Any]:
    from wordplay.thief.unseen import unseen_cards

    game, player = session.game, session.viewer()
    counts = unseen_cards(game.deck, game.pile, game.hands, player)
    return unseen_view(counts, game.names[player], len(game.pile), "cards", "analysis.unseen_wild")


def _thief_sheet_move(session: Any, turn: int) -> int | None:
    """Word Thief's sheet also lists what a victim loses and the end-of-game deductions: not moves."""
    from wordplay.widgets.thief.sheet import sheet_entries

    kinds = [e["kind"] for e in sheet_entries(session.game)]
    if turn >= len(kinds) or kinds[turn] in _NOT_MOVES:
        return None
    return sum(1 for kind in kinds[:turn] if kind not in _NOT_MOVES)


_NOT_MOVES = ("victim", "end")  # the sheet's rows that are not turns (wordplay.widgets.thief.sheet)
_SCORED = ("play", "steal", "discard")  # the moves a sheet row stands for (not an exchange, a pass, a draw)

THIEF_ANALYSER = Analyser(_thief_position, _thief_marks, _thief_unseen, _thief_sheet_move)


# each family's analyser, by the family's name (the keys of wordplay.widgets.review.SOURCES)
ANALYSERS: Mapping[str, Analyser] = {"board": BOARD_ANALYSER, "cards": CARDS_ANALYSER, "thief": THIEF_ANALYSER}

"""What a board widget does, in plain Python: take the learner's intent, answer with a view.

A *session* holds the state behind one widget: the board, the rack shown, the tiles laid
this turn (``pending``) and, for a game, the :class:`~wordplay.board.game.BoardGame`. Its
:meth:`Workbench.handle` takes one message from the page (validated by
:mod:`wordplay.widgets.protocol`), changes the state through the engine, and records a
refusal when the engine or the validator says no. Its :meth:`Workbench.view` builds the
view model: plain JSON-ready data the page draws and nothing else (the page holds no rule).

* :class:`PositionSession` -- a position from CGP, a rack, maybe a play laid already and
  the top plays: the explainer and the move list.
* :class:`GameSession` -- a whole game, people at the same screen and computer players.

Everything here is tested without a browser (the board widget tests).
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from typing import Any

from wordplay.board.game import BoardGame
from wordplay.board.legality import check_play
from wordplay.board.notation import parse_play, play_notation, resolve_play
from wordplay.board.position import parse_cgp
from wordplay.board.ruleset import BoardRuleset
from wordplay.board.scoring import score_play
from wordplay.core.explanation import Explanation
from wordplay.core.lexicon import RulesetLexicon
from wordplay.core.racks import rack_minus
from wordplay.core.registry import get_ruleset
from wordplay.core.tiles import BLANK
from wordplay.crossword.board import Board
from wordplay.crossword.grid import COLUMNS, square_index
from wordplay.crossword.moves import Exchange, Play
from wordplay.crossword.words import words_formed
from wordplay.widgets import reprs
from wordplay.widgets.protocol import BOARD, Intent, IntentError, IntentSession, as_laid
from wordplay.widgets.seats import DEFAULT_PLAYERS, Seated
from wordplay.widgets.typed import TypedMoves
from wordplay.widgets.views import (
    SHARED_LABELS,
    blanks_named,
    chart_view,
    check_view,
    labels,
    msg,
    sheet_view,
    summary_view,
)
from wordplay.widgets.views import explanation_view as _explanation_view

# How the step-through highlights each kind of scoring step, in the rules' order.
PHASES = {
    "tile": "tile",
    "letter_premium": "letter",
    "word_sum": "sum",
    "word_premium": "word",
    "word_total": "total",
    "all_tiles_bonus": "bonus",
}


def top_plays(ruleset: BoardRuleset, board: Board, rack: str, lexicon: Container[str], n: int) -> list[Play]:
    """The ``n`` best plays for ``rack``, best first (the move finder, imported late: it is heavy)."""
    if n <= 0 or not rack:
        return []
    from wordplay.board.finder import best_plays

    return [found.play for found in best_plays(ruleset, board, rack, lexicon, n)]


def hint(ruleset: BoardRuleset, board: Board, rack: str, lexicon: Container[str]) -> Play | None:
    """A game's hint: the best play, or ``None`` (the move finder, imported late)."""
    from wordplay.board.finder import best_play

    return best_play(ruleset, board, rack, lexicon)


def computer_player(level: int, seed: int) -> Any:
    """A seeded computer player of ``level`` (imported late, as the finder it is built on)."""
    from wordplay.board.players import computer_player as make

    return make(level, seed)


def palette_for(ruleset: BoardRuleset) -> dict[str, Any]:
    from wordplay.display.board import palette

    return palette(ruleset.layout.source)


def premium_words() -> dict[str, dict[str, str]]:
    from wordplay.display.board import premium_words as words

    return words()


def layout_view(ruleset: BoardRuleset) -> dict[str, Any]:
    """What never changes in a widget: the board's squares and colours, the letters and values."""
    layout, tiles = ruleset.layout, ruleset.tiles
    size = layout.size
    premiums = ["start" if sq == layout.start else layout.premium(sq) for sq in range(size * size)]
    return {
        "variant": ruleset.id,
        "name": str(ruleset.name),
        "size": size,
        "columns": COLUMNS[:size],
        "premiums": premiums,
        "colours": palette_for(ruleset),
        "premium_words": premium_words(),
        "values": dict(tiles.values),
        "alphabet": tiles.alphabet,
        "rack_size": ruleset.rack_size,
        "hints": ruleset.hints_per_player,
        "labels": labels(LABELS),
    }


LABELS = (
    *SHARED_LABELS,
    "submit",
    "recall",
    "exchange",
    "exchange_confirm",
    "exchange_cancel",
    "pass",
    "undo",
    "hint",
    "moves",
    "blank_prompt",
    "bag",
    "hints_left",
    "board",
    "board_help",
    "rack",
    "move_box",
    "move_box_help",
    "typing_across",
    "typing_down",
    "not_on_rack",
)


def explanation_view(explanation: Explanation, size: int) -> dict[str, Any]:
    """An explanation for the page: each step with its squares as numbers and its phase."""
    return _explanation_view(explanation, PHASES, lambda n: square_index(n, size) if _is_square(n) else None)


def _is_square(name: str) -> bool:
    return len(name) >= 2 and name[0] in COLUMNS and name[1:].isdigit()


class Workbench(TypedMoves, RulesetLexicon, IntentSession):
    """A board, a rack and the tiles laid from it this turn; the preview of their legality and score.

    A play may also be typed (``8D QUIET``; ``8D QUiET``, the I a blank; ``H8 quiet``, read from the
    rack), as in every family's move box (:mod:`wordplay.widgets.typed`)."""

    schema = BOARD
    actions: frozenset[str] = frozenset({"place", "move", "lift", "blank", "recall", "preview_move", "type_move"})

    def __init__(self, ruleset: BoardRuleset, lexicon: Container[str] | None = None) -> None:
        super().__init__()
        self.ruleset = ruleset
        self._lexicon = lexicon
        self.pending: dict[int, tuple[int, str]] = {}  # square -> (rack index, tile as laid)

    # ----- to be provided by subclasses (thief/session.py's ThiefBench has stubs of the same shape) -----

    @property
    def board(self) -> Board:
        raise NotImplementedError

    @property
    def rack(self) -> str:
        raise NotImplementedError

    def _ranks(self) -> int:
        return 0

    def _turns(self) -> int:
        return 0

    # ----- intents -----------------------------------------------------------------------------

    def limits(self) -> dict[str, Any]:
        return {
            "squares": self.ruleset.layout.size**2,
            "rack_size": len(self.rack),
            "alphabet": self.ruleset.tiles.alphabet,
            "ranks": self._ranks(),
            "turns": self._turns(),
        }

    def _state_key(self) -> Any:
        return tuple(sorted(self.pending.items()))

    def _free(self, square: int) -> None:
        if self.board.cells[square] or square in self.pending:
            raise IntentError("widget.square_busy", params={"square": self.ruleset.layout.name(square)})

    def _laid(self, square: int) -> tuple[int, str]:
        if square not in self.pending:
            raise IntentError("widget.not_laid", params={"square": self.ruleset.layout.name(square)})
        return self.pending[square]

    def _do_place(self, intent: Intent) -> None:
        square, index, letter = intent["square"], intent["index"], intent.get("letter")
        self._free(square)
        if any(i == index for i, _ in self.pending.values()):
            raise IntentError("widget.tile_in_use")
        self.pending[square] = (index, as_laid(self.rack[index], letter, BLANK))

    def _do_move(self, intent: Intent) -> None:
        entry = self._laid(intent["square"])
        self._free(intent["to"])
        del self.pending[intent["square"]]
        self.pending[intent["to"]] = entry

    def _do_lift(self, intent: Intent) -> None:
        self._laid(intent["square"])
        del self.pending[intent["square"]]

    def _do_blank(self, intent: Intent) -> None:
        index, tile = self._laid(intent["square"])
        if self.rack[index] != BLANK:
            raise IntentError("widget.not_a_blank", params={"tile": tile})
        self.pending[intent["square"]] = (index, intent["letter"].lower())

    def _do_recall(self, intent: Intent) -> None:
        self.pending.clear()

    # ----- a play typed (the move box, wordplay.widgets.typed) -----------------------------------------

    def draft_typed(self, text: str) -> None:
        """Lay the play typed from the rack as this turn's tiles; the notation's or the board's own
        sentence when it cannot be. A word typed all in lower case is read from the rack (its tiles,
        blanks only for the letters it lacks), and the preview says so."""
        notation = parse_play(text.strip())
        self.lay(resolve_play(notation, self.board, self.ruleset.tiles, self.rack))
        self.note_reading(text, notation.all_lower)

    def clear_typed(self) -> None:
        self.pending.clear()

    def save_draft(self) -> Any:
        return dict(self.pending)

    def restore_draft(self, saved: Any) -> None:
        self.pending = dict(saved)

    def lay(self, play: Play) -> None:
        """Lay ``play``'s tiles from the rack as this turn's tiles (a hint, a chosen play)."""
        used: set[int] = set()
        pending: dict[int, tuple[int, str]] = {}
        for sq, tile in play.tiles:
            want = BLANK if tile.islower() else tile
            index = next((i for i, t in enumerate(self.rack) if t == want and i not in used), None)
            if index is None:
                raise IntentError("widget.play_not_on_rack", params={"rack": self.rack})
            used.add(index)
            pending[sq] = (index, tile)
        self.pending = pending

    # ----- the preview -------------------------------------------------------------------------

    def pending_play(self) -> Play | None:
        if not self.pending:
            return None
        return Play.from_tiles({sq: t for sq, (_, t) in self.pending.items()}, self.ruleset.layout.size)

    def preview(self) -> dict[str, Any] | None:
        """Every rule tried on the tiles laid, and (when they lie in a line) their explained score."""
        play = self.pending_play()
        if play is None:
            return None
        report = check_play(self.ruleset, self.board, play, self.rack, self.lexicon)
        shape_ok = report.shape_ok
        out: dict[str, Any] = {"check": check_view(report), "legal": report.ok, "notation": "", "explanation": None}
        if shape_ok and words_formed(self.board, play):
            explanation = score_play(self.ruleset, self.board, play)
            out["notation"] = play_notation(self.board, play)
            out["explanation"] = explanation_view(explanation, self.board.size)
            said = blanks_named(out["notation"], play)
            headline = (
                msg("preview.legal", notation=said, total=explanation.total)
                if report.ok
                else msg("preview.illegal", notation=said, total=explanation.total)
            )
            out["headline"] = self.reading_said(headline, "preview.read_lower", notation=out["notation"])
        else:
            out["headline"] = msg("preview.shape")
        return out

    def _announced(self) -> list[str]:
        """After an intent: what happened (notice), then the preview's headline and the first rule that fails."""
        said = super()._announced()
        preview = self.preview()
        if preview is not None:
            said.append(preview["headline"])
            if not preview["legal"]:
                said.append(preview["check"]["failure"])
        return said

    def _marked_squares(self) -> set[int]:
        """The squares a screen reader hears as the last move's (a game's)."""
        return set()

    def cell_names(self) -> list[str]:
        """Every square's accessible name, in the current language: "H8, double word premium, empty",
        "H8, Q, 10 points, laid this turn"."""
        layout, values = self.ruleset.layout, self.ruleset.tiles
        words = premium_words()["name"]
        last = self._marked_squares()
        names = []
        for sq, on_board in enumerate(self.board.cells):
            square = layout.name(sq)
            laid = self.pending.get(sq)
            tile = laid[1] if laid else on_board
            if not tile:
                premium = layout.premium(sq)
                name = words.get(premium or "", "") if premium else ""
                if sq == layout.start:
                    name = ", ".join(n for n in (words.get("start", ""), name) if n)
                cell = msg("cell.premium", square=square, premium=name) if name else msg("cell.empty", square=square)
            elif tile.islower():
                cell = msg("cell.blank", square=square, letter=tile.upper())
            else:
                cell = msg("cell.tile", square=square, letter=tile, points=values.value(tile))
            if laid:
                cell = msg("cell.laid_now", cell=cell)
            elif sq in last:
                cell = msg("cell.last_move", cell=cell)
            names.append(str(cell))
        return names

    def _rack_name(self, tile: str, used: bool) -> str:
        values = self.ruleset.tiles
        name = msg("rack.blank") if tile == BLANK else msg("rack.tile", letter=tile, points=values.value(tile))
        return str(msg("rack.used", tile=name) if used else name)

    def view(self) -> dict[str, Any]:
        """The view model: everything the page draws, as plain data."""
        used = {i for i, _ in self.pending.values()}
        values = self.ruleset.tiles
        rack = [
            {"index": i, "tile": t, "value": values.value(t), "used": i in used, "name": self._rack_name(t, i in used)}
            for i, t in enumerate(self.rack)
        ]
        return {
            "cells": self.cell_names(),
            **super().view(),
            "board": list(self.board.cells),
            "pending": [
                {"square": sq, "index": i, "tile": t, "blank": t.islower()}
                for sq, (i, t) in sorted(self.pending.items())
            ],
            "rack": rack,
            "preview": self.preview(),
            "typed": self.typed_view(),
        }


class PositionSession(Workbench):
    """One position (CGP) and a rack: place tiles and see why they score; optionally the top plays.

    ``play`` (players' notation, e.g. ``"8H QUIET"``) is laid at once, for a worked example.
    With no rack known, the rack is the play's own tiles. ``top`` > 0 lists the best plays.
    """

    def __init__(
        self,
        variant: str | BoardRuleset,
        cgp: str,
        play: str | None = None,
        rack: str | None = None,
        lexicon: Container[str] | None = None,
        top: int = 0,
    ) -> None:
        ruleset = get_ruleset(variant) if isinstance(variant, str) else variant
        super().__init__(ruleset, lexicon)
        self.position = parse_cgp(cgp, ruleset)
        self._board = self.position.board
        resolved = resolve_play(parse_play(play), self._board, ruleset.tiles) if play else None
        if rack is None:
            rack = self.position.rack
        if rack is None:
            rack = "".join(resolved.rack_tiles()) if resolved else ""
        from wordplay.board.position import parse_rack

        self._rack = parse_rack(rack, ruleset) if rack else ""
        self.play_text = play
        self.top = top
        self._moves: list[Play] | None = None
        self.actions = Workbench.actions | ({"choose"} if top else set())
        if resolved is not None:
            self.lay(resolved)

    @property
    def board(self) -> Board:
        return self._board

    @property
    def rack(self) -> str:
        return self._rack

    def top_plays(self) -> list[Play]:
        if self._moves is None:
            self._moves = top_plays(self.ruleset, self._board, self._rack, self.lexicon, self.top) if self.top else []
        return self._moves

    def _ranks(self) -> int:
        return len(self.top_plays()) if self.top else 0

    def _do_choose(self, intent: Intent) -> None:
        self.lay(self.top_plays()[intent["rank"]])
        self.notice = msg("chosen", rank=intent["rank"] + 1)

    def view(self) -> dict[str, Any]:
        view = super().view()
        if self.top:
            view["moves"] = moves_view(self.ruleset, self._board, self._rack, self.top_plays(), self.pending_play())
        return view

    def __repr__(self) -> str:
        kind = "BoardMoveList" if self.top else "BoardExplainer"
        play = self.pending_play()
        laid = play_notation(self._board, play) if play else reprs.say("nothing_laid")
        return f"<{kind} {reprs.say('board_explainer', variant=self.ruleset.id, rack=self._rack or '-', laid=laid)}>"


def moves_view(
    ruleset: BoardRuleset, board: Board, rack: str, plays: Sequence[Play], laid: Play | None
) -> list[dict[str, Any]]:
    """The move list: each play's notation, words, score breakdown and the tiles it keeps."""
    rows = []
    for rank, play in enumerate(plays):
        explanation = score_play(ruleset, board, play)
        bonus = sum(s.points for s in explanation.steps if s.kind == "all_tiles_bonus")
        rows.append(
            {
                "rank": rank,
                "notation": play_notation(board, play),
                "score": explanation.total,
                "words": [{"word": w.word, "score": w.score} for w in explanation.words],
                "bonus": bonus,
                "leave": rack_minus(rack, play.rack_tiles()),
                "chosen": laid is not None and laid.placement_key() == play.placement_key(),
            }
        )
    return rows


# ----- games ------------------------------------------------------------------------------------


class GameSession(Seated, Workbench):
    """A whole board game at one screen: people take turns at the rack, computers answer at once.

    ``players`` lists names (people) and ``(name, level)`` pairs (computer players). The rack
    shown is the rack of the player to move. Each accepted move is followed, in
    :meth:`step_computer`, by the computers' moves.
    """

    actions = Workbench.actions | frozenset({"submit", "exchange", "pass", "undo", "hint", "review", "choose"})

    def __init__(
        self,
        variant: str | BoardRuleset = "wordsmith",
        players: Sequence[Any] = DEFAULT_PLAYERS,
        seed: int = 0,
        lexicon: Container[str] | None = None,
        top: int = 0,
        game: BoardGame | None = None,
    ) -> None:
        ruleset = get_ruleset(variant) if isinstance(variant, str) else variant
        super().__init__(ruleset, lexicon)
        self.seat(
            players,
            game,
            lambda names: BoardGame(ruleset, names, seed=seed, lexicon=lexicon, hint_finder=hint),
            computer_player,
        )
        self.game.hint_finder = self.game.hint_finder or hint
        self.seed = self.game.seed
        self.top = top
        self.review: int | None = None
        self._moves_cache: tuple[Any, list[Play]] | None = None
        if not top:
            self.actions = self.actions - {"choose"}

    # what the bench reads is the game's (cards/session.py reads its table and hand the same way)
    @property
    def board(self) -> Board:
        return self.game.board

    @property
    def rack(self) -> str:
        return "" if self.game.is_over else self.game.rack

    def _turns(self) -> int:
        return len(self.game.moves)

    def _ranks(self) -> int:
        return len(self.top_plays()) if self.top else 0

    def _state_key(self) -> Any:
        return (super()._state_key(), len(self.game.events), tuple(self.game.scores))

    # ----- moves -----------------------------------------------------------------------------

    def _moved(self) -> None:
        self.pending.clear()
        moves = self.game.moves
        self.review = len(moves) - 1 if moves and moves[-1]["kind"] == "play" else None
        if self.review is None and self.game.is_over:  # a finished game explains its last play, not "lay tiles"
            self.review = next((i for i in range(len(moves) - 1, -1, -1) if moves[i]["kind"] == "play"), None)

    def _do_submit(self, intent: Intent) -> None:
        self.play_typed()

    def play_typed(self) -> None:
        """Play the tiles laid (by the pieces or typed)."""
        self.play_move(self.pending_play())
        self._moved()

    def _do_exchange(self, intent: Intent) -> None:
        self.exchange_move("".join(self.rack[i] for i in intent["indices"]))
        self._moved()

    def _do_pass(self, intent: Intent) -> None:
        self.pass_move()
        self._moved()

    def _do_undo(self, intent: Intent) -> None:
        """Take back moves until a person is to move again (a computer's reply goes with yours)."""
        if self.game.is_over:
            raise IntentError("game_over")
        if not any(self.levels[m["player"]] is None for m in self.game.moves):
            raise IntentError("widget.nothing_to_undo")
        self.game.undo()
        while self.game.moves and self.levels[self.game.to_move] is not None:
            self.game.undo()
        self.notice = msg("taken_back")  # who is to move: the status says it
        self._moved()

    def _do_hint(self, intent: Intent) -> None:
        play = self.game.hint()  # refused (nothing used) when no hint is left or no play exists
        self.pending.clear()
        self.lay(play)
        self.notice = msg(
            "hint", notation=play_notation(self.board, play), left=self.game.hints_left[self.game.to_move]
        )

    def _do_review(self, intent: Intent) -> None:
        move = self.game.moves[intent["turn"]]
        if move["kind"] != "play":
            raise IntentError("widget.not_a_play", params={"turn": intent["turn"] + 1})
        self.pending.clear()
        self.review = intent["turn"]

    def _do_choose(self, intent: Intent) -> None:
        self.lay(self.top_plays()[intent["rank"]])
        self.notice = msg("chosen", rank=intent["rank"] + 1)

    def top_plays(self) -> list[Play]:
        if not self.top or self.game.is_over:
            return []
        key = (len(self.game.events), self.game.rack)
        if self._moves_cache is None or self._moves_cache[0] != key:
            self._moves_cache = (key, top_plays(self.ruleset, self.board, self.game.rack, self.lexicon, self.top))
        return self._moves_cache[1]

    # ----- computers ----------------------------------------------------------------------------

    def step_computer(self) -> bool:
        """Let the computer to move make its move; False when a person is to move or the game is over."""
        if not self.computer_to_move():
            return False
        move = self.computers[self.game.to_move].choose(self.game)
        # the notice goes on: "You played H4 QUIRKY for 36. Computer played 7F TI(R)E for 6." (a screen reader
        # hears the learner's move and its score too, not the reply alone)
        if isinstance(move, Play):
            self.play_move(move)
        elif isinstance(move, Exchange):
            self.exchange_move(move.tiles)
        else:
            self.pass_move()
        self._moved()
        return True

    # ----- the view -------------------------------------------------------------------------------

    def move_explanation(self, turn: int) -> Explanation:
        """The explained score of move ``turn`` (a play), on the board as it was then (the engine's answer)."""
        return self.game.move_explanation(turn)

    def sheet(self) -> list[dict[str, Any]]:
        return sheet_view(self.game.moves, self.game.names, _describe_move)

    def chart(self) -> dict[str, Any]:
        """Each player's total after every move (turn 0 is the start; the end adjustments last)."""
        return chart_view(self.game.names, self.game.moves, self.game.scores if self.game.is_over else None)

    def summary(self) -> dict[str, Any] | None:
        outcome = self.game.outcome
        if outcome is None:
            return None
        names = self.game.names
        if outcome.termination.value == "went_out":
            reason = msg("summary.went_out", player=names[outcome.went_out])
        elif self.game.scoreless_turns >= self.ruleset.scoreless_turns_per_player * len(names):
            reason = msg("summary.scoreless", turns=self.ruleset.scoreless_turns_per_player)
        else:  # the limit of scoreless turns in a row, exchanges included (docs/rules.md sections 3 and 4)
            reason = msg("summary.scoreless_limit", turns=self.ruleset.scoreless_turns_limit)
        return summary_view(names, self.game.scores, self.game.end_explanations, outcome.winners, reason)

    def _marked_squares(self) -> set[int]:
        if not self.pending and self.review is not None and self.review < len(self.game.moves):
            move = self.game.moves[self.review]
        else:
            move = self.game.moves[-1] if self.game.moves else None
        return {int(sq) for sq, _ in move["tiles"]} if move and move["kind"] == "play" else set()

    def _announced(self) -> list[str]:
        """The Workbench's, then whose turn it is (or the game's result)."""
        summary = self.summary()
        return [*super()._announced(), summary["result"] if summary else self.status_text()]

    def status_text(self) -> str:
        if self.game.is_over:
            return msg("status.over")
        player = self.game.to_move
        who = self._name(player)
        if self.levels[player] is not None:
            return msg("status.computer", player=who)
        return msg("status.turn", player=who)  # the bag's count is beside the players (bag_text), said once

    def view(self) -> dict[str, Any]:
        view = super().view()
        game = self.game
        moves = game.moves
        last = moves[-1] if moves else None
        view["last"] = [int(sq) for sq, _ in last["tiles"]] if last and last["kind"] == "play" else []
        view["players"] = [
            {
                "name": name,
                "score": game.scores[i],
                **self.seat_fields(i),
                "to_move": i == game.to_move and not game.is_over,
                "hints_left": game.hints_left[i] if self.ruleset.hints_per_player else None,
                "hints_text": msg("count.hints_left", count=game.hints_left[i])
                if self.ruleset.hints_per_player
                else None,
            }
            for i, name in enumerate(game.names)
        ]
        view["bag"] = len(game.bag)
        view["bag_text"] = msg("count.bag", count=len(game.bag))
        view["status"] = self.status_text()
        view["over"] = game.is_over
        view["sheet"] = self.sheet()
        view["chart"] = self.chart()
        view["summary"] = self.summary()
        person = not game.is_over and self.levels[game.to_move] is None
        view["controls"] = {
            "submit": person and bool(self.pending),
            "recall": person and bool(self.pending),
            "exchange": person and bool(game.bag),
            "pass": person,
            "undo": not game.is_over and any(self.levels[m["player"]] is None for m in moves),
            "hint": person and self.ruleset.hints_per_player > 0 and game.hints_left[game.to_move] > 0,
            "hints_left": game.hints_left[game.to_move] if self.ruleset.hints_per_player else None,
        }
        view["review"] = None
        if not self.pending and self.review is not None and self.review < len(moves):
            move = moves[self.review]
            view["review"] = {
                "turn": self.review,
                "headline": ""  # the notice says this move's news: said once
                if self.told(move)
                else msg(
                    "review",
                    player=self._name(move["player"]),
                    notation=move["notation"],
                    total=move["score"],
                    turn=self.review + 1,
                ),
                "explanation": explanation_view(self.move_explanation(self.review), self.board.size),
                "squares": [int(sq) for sq, _ in move["tiles"]],
            }
        if self.top:
            view["moves"] = (
                moves_view(self.ruleset, self.board, self.rack, self.top_plays(), self.pending_play()) if person else []
            )
        return view

    def __repr__(self) -> str:
        return game_summary_line(self)


def _describe_move(move: Any) -> str:
    if move["kind"] == "play":
        return move["notation"]
    if move["kind"] == "exchange":
        return msg("sheet.exchange", count=len(move["tiles"]))
    return msg("sheet.pass")


def game_summary_line(session: GameSession) -> str:
    game = session.game
    return reprs.game_repr(
        "BoardGameWidget", game, session.levels, head=game.ruleset.id, count=reprs.say("moves", n=len(game.moves))
    )

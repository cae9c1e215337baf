"""The coach in a game widget: the review of a game, and "what was best?" after each of the learner's moves.

Shared by the board, card and Word Thief game widgets; the family's part is a :class:`Source`
(which moves there are, who made each, how one is reviewed, how an explanation is drawn).

* The **review** (intents ``review_open``, ``review_move``, ``review_close``): the score sheet with
  the best move and the points lost per move, a chosen move beside the best ones (each stepped
  through on the page) and the summary (:meth:`~wordplay.core.review.GameReview.summary`).
  Hidden information stays hidden: while the game runs only the people's own moves (each judged
  with that player's own rack or hand) are reviewed; the computers' moves once the game is over.
* The **coach line** (``coach=True``, off by default, a trait a teacher may set from Python): after
  each of a person's moves, the verdict (:meth:`~wordplay.core.review.MoveReview.verdict`) and what
  was missed.

Reviewing a move runs the family's finder, so nothing is reviewed until asked for, and every
move's review is kept (:class:`Reviewer`) for as long as the moves up to it stay the same.

The page's intents (added to the family's schema by :func:`with_review`):

============== =========== ===================================================
action         fields      meaning
============== =========== ===================================================
review_open    --          open the review (of the moves that may be seen)
review_move    number      show move ``number`` (1-based) beside the best ones
review_close   --          close the review
============== =========== ===================================================
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, cast

import traitlets

from wordplay.core.explanation import Explanation
from wordplay.core.messages import render
from wordplay.core.review import TOP, GameReview, MoveReview, Option
from wordplay.widgets.base import IntentWidget
from wordplay.widgets.protocol import Intent, IntentError, Limits, Schema, refuse, whole
from wordplay.widgets.views import SHARED_LABELS, Said, labels, msg

REVIEW_ACTIONS = frozenset({"review_open", "review_move", "review_close"})

# The review's own labels (``widget.review.label.<key>``) and the columns of its sheet (``review.column.<key>``).
REVIEW_LABELS = (
    "open_game",
    "open_mine",
    "close",
    "title",
    "pick",
    "played",
    "best",
    "no_steps",
    "summary",
    "coach",
    "working",
)
COLUMNS = ("number", "player", "held", "played", "score", "best", "best_score", "lost")


def move_number(value: Any, name: str, limits: Limits) -> int:
    """A move's number, from 1 to the number of moves made."""
    count = int(limits.get("review_moves", 0))
    if count <= 0:
        raise refuse("no_moves")
    return whole(value, name, 1, count)


_WITH_REVIEW: dict[int, tuple[Schema, Schema]] = {}


def with_review(schema: Schema) -> Schema:
    """``schema`` with the review's intents added (the family's own actions and kinds unchanged)."""
    made = _WITH_REVIEW.get(id(schema))
    if made is None or made[0] is not schema:
        actions = {
            **schema.actions,
            "review_open": ((), ()),
            "review_move": (("number",), ()),
            "review_close": ((), ()),
        }
        made = _WITH_REVIEW[id(schema)] = (schema, Schema(actions, {**schema.kinds, "number": move_number}))
    return made[1]


@dataclass(frozen=True)
class Source:
    """A family's part of the review.

    ``turns(game)``: ``(index, player)`` of each move the review judges (``index`` as in ``game.moves``,
    the move's number is ``index + 1``); ``review(game, index, top)``: that move's :class:`MoveReview`;
    ``explain(session, explanation)``:
    the explanation as the family's page draws it (see :func:`wordplay.widgets.views.explanation_view`).
    """

    turns: Callable[[Any], list[tuple[int, int]]]
    review: Callable[[Any, int, int], MoveReview]
    explain: Callable[[Any, Explanation], dict[str, Any]]


class Reviewer:
    """Each move's review, made when first asked for and kept while the moves up to it are the same."""

    def __init__(self, source: Source, top: int = TOP) -> None:
        self.source = source
        self.top = top
        self._kept: dict[int, tuple[str, MoveReview]] = {}
        self.made = 0  # how many reviews were made (the rest came from what was kept)

    def move(self, game: Any, index: int) -> MoveReview:
        key = _fingerprint(game, index)
        kept = self._kept.get(index)
        if kept is None or kept[0] != key:
            kept = (key, self.source.review(game, index, self.top))
            self._kept[index] = kept
            self.made += 1
        return kept[1]

    def game(self, game: Any, indices: list[int]) -> GameReview:
        ruleset = getattr(game, "ruleset", None)
        variant = str(getattr(ruleset, "id", "") or getattr(ruleset, "mode", ""))
        return GameReview(variant, tuple(game.names), tuple(self.move(game, i) for i in indices))


def _fingerprint(game: Any, index: int) -> str:
    """What a move's review depends on: the game's seed and every move up to it."""
    return json.dumps([getattr(game, "seed", None), game.moves[: index + 1]], sort_keys=True, default=str)


class Reviewing:
    """Mixed into a game's session (before it): the review's intents, state and view.

    The session has ``game`` and ``levels`` (:class:`~wordplay.widgets.seats.Seated`); the class
    made by :func:`reviewing` names the family's :class:`Source`.
    """

    source: Source
    game: Any
    levels: list[int | None]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.reviewer = Reviewer(self.source)
        self.review_open = False
        self.review_number: int | None = None  # the move shown beside the best ones
        self.coach = False

    # ----- what the page may send ------------------------------------------------------------------

    @property
    def schema(self) -> Schema:
        return with_review(super().schema)  # type: ignore[misc]

    @property
    def actions(self) -> frozenset[str]:
        own = self.__dict__.get("_own_actions")
        return (own if own is not None else super().actions) | REVIEW_ACTIONS  # type: ignore[misc]

    @actions.setter
    def actions(self, value: frozenset[str]) -> None:  # the family's __init__ may narrow its own actions
        self.__dict__["_own_actions"] = frozenset(value) - REVIEW_ACTIONS

    def limits(self) -> dict[str, Any]:
        return {**super().limits(), "review_moves": len(self.game.moves)}  # type: ignore[misc]

    # ----- which moves may be seen ---------------------------------------------------------------

    def visible(self) -> list[int]:
        """The moves that may be reviewed now: every move once the game is over, else the people's own."""
        turns = self.source.turns(self.game)
        return [i for i, p in turns if self.game.is_over or self.levels[p] is None]

    def open_review(self, number: int | None = None) -> None:
        """Open the review (and show move ``number`` beside the best ones); refused, changing nothing, when
        there is nothing to review or that move may not be seen yet."""
        if number is not None:
            self._show(number)
            return
        shown = self.visible()
        if not shown:
            raise IntentError("widget.review.nothing")
        self.reviewer.game(self.game, shown)  # made now, so that a failure is the intent's
        self.review_open = True
        if self.review_number is not None and self.review_number - 1 not in shown:
            self.review_number = None

    def _do_review_open(self, intent: Intent) -> None:
        self.open_review()

    def _do_review_move(self, intent: Intent) -> None:
        self._show(intent["number"])

    def _show(self, number: int) -> None:
        if type(number) is not int or not 1 <= number <= len(self.game.moves):
            raise IntentError("widget.review.not_a_turn", params={"number": number})
        if number - 1 not in self.visible():
            turns = dict(self.source.turns(self.game))
            if number - 1 not in turns:
                raise IntentError("widget.review.not_a_turn", params={"number": number})
            player = self.game.names[turns[number - 1]]
            raise IntentError("widget.review.hidden", params={"number": number, "player": player})
        self.reviewer.move(self.game, number - 1)
        self.review_open = True
        self.review_number = number

    def _do_review_close(self, intent: Intent) -> None:
        self.review_open = False

    # ----- the view --------------------------------------------------------------------------------

    def current_review(self) -> GameReview | None:
        """The review shown (``None`` while it is closed)."""
        return self.reviewer.game(self.game, self.visible()) if self.review_open else None

    def coach_move(self) -> MoveReview | None:
        """With the coach on: the review of the last move a person made, if any."""
        if not self.coach:
            return None
        mine = [i for i, p in self.source.turns(self.game) if self.levels[p] is None]
        return self.reviewer.move(self.game, mine[-1]) if mine else None

    def view(self) -> dict[str, Any]:
        view = super().view()  # type: ignore[misc]
        view["coach"] = self.coach_view()
        return view

    def coach_view(self) -> dict[str, Any]:
        """The review's part of the view: the coach line, the button, the sheet, the move chosen, the summary."""
        over = bool(self.game.is_over)
        out: dict[str, Any] = {
            "labels": {
                **labels(SHARED_LABELS),
                **{k: msg(f"review.label.{k}") for k in REVIEW_LABELS},
                "columns": [_column(c) for c in COLUMNS],
            },
            "over": over,
            "open": self.review_open,
            "can_open": bool(self.visible()),
            "line": None,
            "table": None,
            "chosen": None,
        }
        coached = self.coach_move()
        if coached is not None:
            out["line"] = {
                "number": coached.number,
                "verdict": msg("review.coach_line", number=coached.number, verdict=coached.verdict()),
                "misses": [n.sentence() for n in coached.misses],
                "lost": coached.lost,
            }
        review = self.current_review()
        if review is None:
            return out
        out["table"] = {
            "rows": [_row(m) for m in review.moves],
            "summary": review.summary(),
            "hidden": not over,
            "note": msg("review.hidden_note") if not over else "",
        }
        if self.review_number is not None and any(m.number == self.review_number for m in review.moves):
            out["chosen"] = self._chosen(review.move(self.review_number))
        return out

    def _chosen(self, m: MoveReview) -> dict[str, Any]:
        return {
            "number": m.number,
            "headline": msg("review.headline", number=m.number, player=m.name, held=m.held or "-"),
            "verdict": m.verdict(),
            "played": self._option(m.played),
            "best": [self._option(o) for o in m.best],
            "misses": [n.sentence() for n in m.misses],
            "notes": [n.sentence() for n in m.notes],
            "choice": m.choice.sentence() if m.choice is not None else None,
            "lost": m.lost,
        }

    def _option(self, option: Option) -> dict[str, Any]:
        explanation = self.source.explain(self, option.explanation) if option.explanation is not None else None
        return {"move": option.move, "score": option.score, "explanation": explanation}


def _column(name: str) -> Said:
    return Said(lambda: render(f"review.column.{name}", {}))


def _row(m: MoveReview) -> dict[str, Any]:
    return {
        "number": m.number,
        "player": m.player,
        "name": m.name,
        "held": m.held,
        "played": m.played.move,
        "score": m.played.score,
        "best": m.best[0].move if m.best else "",
        "best_score": m.best_score,
        "lost": m.lost,
        "misses": len(m.misses),
    }


@cache
def reviewing(session_class: type, source: Source) -> type:
    """``session_class`` with the review and the analysis board (:mod:`wordplay.widgets.analysis`) mixed in
    (one class per family, made once)."""
    from wordplay.widgets.analysis import ANALYSERS, Analysing  # the analysis board rides with the review

    family = next(name for name, known in SOURCES.items() if known is source)
    bases = (Analysing, Reviewing, session_class)
    return type(
        session_class.__name__, bases, {"source": source, "analyser": ANALYSERS[family], "__module__": __name__}
    )


class ReviewWidget(IntentWidget):
    """Mixed into a game widget (before the family's class): the ``coach`` trait and the review in the static copy.

    ``coach`` (Python -> page): "what was best?" after each of a person's moves, off by default; a
    teacher sets ``widget.coach = True``. The page may not change it (see :class:`IntentWidget`).
    """

    coach = traitlets.Bool(False).tag(sync=True)

    @traitlets.observe("coach")
    def _coach_changed(self, change: Any) -> None:
        session = getattr(self, "session", None)
        if isinstance(session, Reviewing):
            session.coach = bool(change["new"])
            try:
                self._push()
                self.error = ""
            except Exception:  # a bug, not a refusal: shown under the widget
                import traceback

                self.error = traceback.format_exc(limit=6)

    def review(self) -> GameReview:
        """The review of the moves that may be seen now (every move once the game is over, else the
        people's own), e.g. ``print(widget.review())``; a notebook shows it as a table."""
        with self._speaking():
            made = cast(Reviewing, self.session).reviewer.game(self.game, cast(Reviewing, self.session).visible())
        return replace(made, language=self.language or None)

    def open_review(self, number: int | None = None) -> None:
        """Open the review in the widget, as its button does (``number``: show that move beside the best
        ones). A refusal raises :class:`~wordplay.widgets.protocol.IntentError` and changes nothing."""
        session = cast(Reviewing, self.session)
        with self._speaking():
            session.open_review(number)
        self._push()

    def _static_html(self) -> str:
        session = self.session
        from wordplay.display.analysis import analysis_html  # the analysis board and the unseen tiles

        shown = self.view if isinstance(self.view, dict) else {}
        extra = analysis_html(shown.get("analysis"), shown.get("unseen"))
        return super()._static_html() + extra + (review_static_html(session) if isinstance(session, Reviewing) else "")


def review_static_html(session: Reviewing) -> str:
    """The open review as static HTML (for the widget's copy without a kernel), or ``""``."""
    review = session.current_review()
    if review is None:
        return ""
    from wordplay.display.review import review_html

    return review_html(review, chosen=session.review_number)


# ----- the families' sources ------------------------------------------------------------------------------


def _board_review(game: Any, index: int, top: int) -> MoveReview:
    from wordplay.board.review import review_move

    return review_move(game, index, top=top)


def _board_explain(session: Any, explanation: Explanation) -> dict[str, Any]:
    from wordplay.widgets.board.session import explanation_view

    return explanation_view(explanation, session.ruleset.layout.size)


def _every_move(game: Any) -> list[tuple[int, int]]:
    return [(i, int(m["player"])) for i, m in enumerate(game.moves)]


BOARD_SOURCE = Source(_every_move, _board_review, _board_explain)


def _cards_turns(game: Any) -> list[tuple[int, int]]:
    from wordplay.cards.review import TURNS

    return [(i, int(m["player"])) for i, m in enumerate(game.moves) if m["kind"] in TURNS]


def _cards_review(game: Any, index: int, top: int) -> MoveReview:
    from wordplay.cards.review import review_move

    return review_move(game, index, top=top)


def _cards_explain(session: Any, explanation: Explanation) -> dict[str, Any]:
    from wordplay.widgets.cards.table import card_explanation_view

    return card_explanation_view(explanation)


CARDS_SOURCE = Source(_cards_turns, _cards_review, _cards_explain)


def _thief_review(game: Any, index: int, top: int) -> MoveReview:
    from wordplay.thief.review import review_move

    return review_move(game, index, top=top)


def _thief_explain(session: Any, explanation: Explanation) -> dict[str, Any]:
    from wordplay.widgets.thief.views import explanation_view

    return explanation_view(explanation, session.card)


THIEF_SOURCE = Source(_every_move, _thief_review, _thief_explain)

SOURCES: Mapping[str, Source] = {"board": BOARD_SOURCE, "cards": CARDS_SOURCE, "thief": THIEF_SOURCE}

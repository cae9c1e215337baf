"""View pieces every game's widget shares: sentences, explanations, rule lists, score sheet, chart, summary.

Each function turns an engine value into plain JSON-ready data for the page; the matching
drawing is in the shared ES modules (``explain.js``, ``rules.js``, ``sheet.js``). Nothing here
knows a game's geometry: where a step's squares or cards are on the page is the caller's
``locate`` function.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, TypeVar

from wordplay.core.checks import CheckReport
from wordplay.core.explanation import Explanation, Step
from wordplay.core.messages import get_language, normalise_language, render, using_language, using_variant
from wordplay.core.notation_words import Notation
from wordplay.core.outcome import and_list


class Said(str):
    """A sentence that keeps how it was said, so that it can be said again in another language."""

    say: Callable[[], str]

    def __new__(cls, say: Callable[[], str]) -> Said:
        said = super().__new__(cls, say())
        said.say = say
        return said

    def again(self) -> Said:
        """The same sentence in the current language."""
        return Said(self.say)


def msg(message_id: str, **params: Any) -> Said:
    """A sentence of the widgets' catalogues (``wordplay/data/messages/widgets*.en.json``)."""
    return Said(
        lambda: render(
            f"widget.{message_id}", {k: str(v.again()) if isinstance(v, Said) else v for k, v in params.items()}
        )
    )


def blanks_named(notation: str, play: Any, message_id: str = "notation.blank") -> str:
    """A play's notation as it is said. A blank is a lower-case letter in the notation, which speech cannot tell
    from a tile's, so each blank ``play`` lays (a board play's ``tiles``, a cards play's ``cards``: (place, letter)
    pairs) is named after it: "H7 PADAcH (blank as C)", "(blanks as E, K)". ``message_id``: the family's sentence
    for one blank (the cards games' says card), ``message_id + "s"`` for more."""
    laid = play.tiles if hasattr(play, "tiles") else play.cards
    letters = [tile.upper() for _, tile in laid if tile.islower()]
    if len(letters) == 1:
        return msg(message_id, notation=notation, letter=letters[0])
    return msg(message_id + "s", notation=notation, letters=", ".join(letters)) if letters else notation


def step_said(step: Step) -> Said:
    """A scoring step's sentence, said again in another language when the widget's changes."""
    return Said(step.sentence)


class InLanguage:
    """A tutorial's exercise or worked example: shown (text, HTML) in the language it was made in."""

    language: str | None = None  # None: the package default when shown
    words_of: str | None = None  # the variant it is about: its game's own words (Polish Wordsmith's płytka)

    @contextmanager
    def speaking(self) -> Iterator[str]:
        """Within the block every sentence is in this object's language and its game's words."""
        with using_language(self.language) as code, using_variant(self.words_of):
            yield code


Made = TypeVar("Made", bound=InLanguage)


def made_in_language(factory: Callable[..., Made]) -> Callable[..., Made]:
    """Gives a tutorial helper the keyword ``language="pl"`` (default: the package's): the answer is
    checked and every sentence of the result said in that language (an unknown one is refused first)."""

    @functools.wraps(factory)
    def make(*args: Any, language: str | None = None, **kwargs: Any) -> Made:
        code = normalise_language(language) if language is not None else None
        first = args[0] if args else kwargs.get("variant")
        variant = first if isinstance(first, str) else getattr(first, "id", None)  # a ruleset id, or a ruleset
        with using_language(code), using_variant(variant):
            made = factory(*args, **kwargs)
        made.language, made.words_of = code, variant
        return made

    return make


class ExerciseVerdict(InLanguage):
    """What every tutorial exercise shows: its ``lines()`` as text, and as HTML coloured by the verdict
    (the board, card and Word Thief exercises differ only in their lines)."""

    answer: str | None
    read_as: str | None = None  # the answer's notation when its word, typed all in lower case, was read from the rack
    read_message = "exercise.board.read_lower"

    @property
    def solved(self) -> bool:
        raise NotImplementedError

    def reading(self) -> list[str]:
        """How an answer typed all in lower case was read (docs/rules.md, "Writing a move"), if it was."""
        if not self.read_as:
            return []
        return [render(self.read_message, {"answer": self.answer, "notation": self.read_as})]

    def lines(self) -> list[str]:
        raise NotImplementedError

    def __repr__(self) -> str:
        with self.speaking():
            return "\n".join(self.lines())

    def _repr_html_(self) -> str:
        from wordplay.display.common import exercise_html

        with self.speaking():
            return exercise_html(self.lines(), self.solved, self.answer is not None)


def better_line(answer: str, score: int, better: int, ranked: int, best: int) -> str:
    """The verdict on an answer that is not the best: ``better`` of the ``ranked`` best plays score more."""
    kind = "none" if not better else "at_least" if better >= ranked else "one" if better == 1 else "many"
    return render(f"exercise.better.{kind}", {"answer": answer, "score": score, "count": better, "best": best})


def labels(keys: Iterable[str]) -> dict[str, str]:
    """The page's labels (``widget.label.<key>``), looked up once."""
    return {k: msg(f"label.{k}") for k in keys}


# The labels the shared drawing code uses (stepper, rule list, sheet, chart, summary).
SHARED_LABELS = (
    "first",
    "back",
    "next",
    "last",
    "rules",
    "score",
    "words",
    "sheet",
    "chart",
    "turn",
    "player",
    "move",
    "points",
    "total",
    "end",
    "step_of",
    "no_steps",
    # accessibility (a11y.en.json): what screen readers hear beside what is drawn
    "rule_passed",
    "rule_failed",
    "steps",
    "step_said",
    "loading",
)


def explanation_view(
    explanation: Explanation, phases: Mapping[str, str], locate: Callable[[str], Any]
) -> dict[str, Any]:
    """An explanation for the page: each step with its sentence, its phase and where it lies.

    ``phases`` names the highlight of each step kind (others are ``"other"``); ``locate`` maps
    a step's square or card name to the key the page marks (``None``: not on the page).
    """
    steps = []
    for step in explanation.steps:
        where = [locate(n) for n in step.squares]
        steps.append(
            {
                "kind": step.kind,
                "phase": phases.get(step.kind, "other"),
                "points": step.points,
                "running": step.running,
                "squares": [w for w in where if w is not None],
                "names": list(step.squares),
                "text": step.sentence(),
                "word": step.word,
            }
        )
    return {
        "total": explanation.total,
        "words": [{"word": w.word, "score": w.score, "main": w.main} for w in explanation.words],
        "steps": steps,
    }


def check_view(report: CheckReport) -> dict[str, Any]:
    """Every rule tried, pass or fail, with its sentence; the first failure's sentence."""
    failure = report.failure
    return {
        "ok": report.ok,
        "checks": [{"rule": c.rule, "passed": c.passed, "text": c.message} for c in report.checks],
        "failure": failure.message if failure else "",
    }


def sheet_view(
    moves: Sequence[Mapping[str, Any]], names: Sequence[str], describe: Callable[[Mapping[str, Any]], str]
) -> list[dict[str, Any]]:
    """The score sheet: one row per move (``player``, ``kind``, ``score``, ``total``), described by ``describe``."""
    return [
        {
            "turn": turn,
            "player": move["player"],
            "name": names[move["player"]],
            "kind": move["kind"],
            "move": describe(move),
            "score": move["score"],
            "total": move["total"],
        }
        for turn, move in enumerate(moves)
    ]


def chart_view(
    names: Sequence[str], moves: Sequence[Mapping[str, Any]], final: Sequence[int] | None = None
) -> dict[str, Any]:
    """Each player's total after every move (turn 0 is the start); ``final`` scores last, when the game is over."""
    series: list[list[list[int]]] = [[[0, 0]] for _ in names]
    for turn, move in enumerate(moves, start=1):
        series[move["player"]].append([turn, move["total"]])
    turns = len(moves)
    if final is not None:
        turns += 1
        for i, score in enumerate(final):
            series[i].append([turns, score])
    values = [v for line in series for _, v in line]
    return {
        "series": [{"name": n, "points": pts} for n, pts in zip(names, series, strict=False)],
        "turns": max(turns, 1),
        "high": max([*values, 10]),
        "low": min([*values, 0]),
        "end": final is not None,
    }


def summary_view(
    names: Sequence[str], scores: Sequence[int], adjustments: Sequence[Explanation], winners: Sequence[int], reason: str
) -> dict[str, Any]:
    """The end of a game: each player's score before and after the final adjustments (explained), and who won."""
    players = []
    for i, explanation in enumerate(adjustments):
        players.append(
            {
                "name": names[i],
                "before": scores[i] - explanation.total,
                "final": scores[i],
                "lines": explanation.sentences() or [msg("summary.no_change")],
                "change": explanation.total,
                "winner": i in winners,
            }
        )
    together = and_list([names[i] for i in winners])
    result = msg("summary.tie", players=together) if len(winners) > 1 else msg("summary.wins", player=together)
    return {"reason": reason, "result": result, "players": players}


def said_in_language(value: Any, language: str | None = None) -> Any:
    """``value`` (a view: dicts, lists, strings) with every canonical :class:`Notation` written in
    ``language``'s keywords (default: the current one), so a move list or a sheet row reads
    ``0,0 horizontal TREINO`` to a Portuguese learner while the engine keeps ``0,0 across TREINO``."""
    code = language or get_language()
    if isinstance(value, Notation):
        return value.said(code)
    if isinstance(value, dict):
        return {key: said_in_language(item, code) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [said_in_language(item, code) for item in value]
    return value

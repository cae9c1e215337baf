"""Helpers for the Word Thief tutorial: worked examples, and exercises checked by the steal finder.

>>> worked_steal(["WORK"], "R E E D", "WORK -> REWORKED")
Table: WORK. Hand: R E E D.
WORK -> REWORKED is legal and scores 40.
✔ The word to steal is on the table. ...
Total: 40
>>> steal_exercise(["FRONT"], "W C A", answer="FRONT -> FROWN CAT")
Table: FRONT. Hand: W C A.
The best play or steal scores 30.
FRONT -> FROWN CAT scores 23; 1 play scores more. Can you find 30?

Plain Python (no widget front end needed): each prints as text and shows as HTML, so a saved
notebook reads the same everywhere. Positions are written as :mod:`wordplay.widgets.thief.position`
says; plays and steals in players' notation (``CAT``, ``FRONT -> FROWN CAT``).
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass, field
from functools import cache

from wordplay.core.errors import WordplayError
from wordplay.core.lexicon import Lexicon, lexicon_from_words
from wordplay.core.messages import render
from wordplay.display.thief import thief_widget_html
from wordplay.thief.cards import cards_label
from wordplay.thief.listing import SearchBound
from wordplay.thief.players import player_settings
from wordplay.widgets.thief.position import word_text
from wordplay.widgets.thief.session import ThiefPositionSession
from wordplay.widgets.views import ExerciseVerdict, InLanguage, better_line, made_in_language

_RANKED = 500  # how many of the best plays an answer is ranked among


@cache
def common_words() -> Lexicon:
    """The beginner computer's few hundred common words, as a lexicon (quick whole games)."""
    return lexicon_from_words(player_settings()["beginner"]["words"].split(), "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def _position_line(session: ThiefPositionSession) -> str:
    """The table (a Wild in lower case) and the hand, as a player writes them."""
    table = ", ".join(word_text(w) for w in session.table) or render("exercise.thief.empty_table", {})
    return render("exercise.thief.position", {"table": table, "hand": cards_label(session.hand)})


@dataclass
class WorkedSteal(InLanguage):
    """A play or steal on a position: every rule tried, and the score step by step (or why it is refused)."""

    session: ThiefPositionSession

    def lines(self) -> list[str]:
        preview = self.session.preview()
        if preview is None:
            return [_position_line(self.session)]
        out = [_position_line(self.session), self.session.preview_view()["headline"]]
        out += [("✔ " if c.passed else "✘ ") + c.message for c in preview.report.checks]
        if preview.explanation is not None:
            out += [str(preview.explanation)]
        return out

    def __repr__(self) -> str:
        with self.speaking():
            return "\n".join(self.lines())

    def _repr_html_(self) -> str:
        with self.speaking():
            return thief_widget_html(self.session.view(), self.session.names)


@made_in_language
def worked_steal(
    table: Sequence[str], hand: str, steal: str, *, own: Sequence[str] = (), lexicon: Container[str] | None = None
) -> WorkedSteal:
    """``steal`` (or a plain play) from ``hand`` on ``table``: checked by the rules, explained."""
    return WorkedSteal(ThiefPositionSession(table, hand, steal, own=own, lexicon=lexicon))


@dataclass(repr=False)  # the verdict is the repr (ExerciseVerdict)
class StealExercise(ExerciseVerdict):
    """A learner's answer to "find the best play or steal": legal or why not, its score, the finder's verdict."""

    session: ThiefPositionSession
    answer: str | None
    best: list[tuple[str, int]] = field(default_factory=list)
    score: int | None = None
    better: int = 0
    refusal: str | None = None
    reveal: bool = False

    @property
    def best_score(self) -> int:
        return self.best[0][1] if self.best else 0

    @property
    def solved(self) -> bool:
        return self.score is not None and self.score >= self.best_score

    def verdict(self) -> str:
        """What the finder says of the answer, in a sentence."""
        if self.answer is None:
            return render("exercise.thief.ask", {})
        if self.refusal is not None:
            return render("exercise.refused", {"answer": self.answer, "reason": self.refusal})
        if self.solved:
            return render("exercise.thief.solved", {"answer": self.answer, "score": self.score})
        return better_line(self.answer, self.score or 0, self.better, _RANKED, self.best_score)

    def lines(self) -> list[str]:
        best = ", ".join(f"{n} {s}" for n, s in self.best)
        return [
            _position_line(self.session),
            render("exercise.thief.best", {"best": self.best_score}),
            self.verdict(),
            *([render("exercise.thief.reveal", {"plays": best})] if self.reveal else []),
        ]


@made_in_language
def steal_exercise(
    table: Sequence[str],
    hand: str,
    answer: str | None = None,
    *,
    own: Sequence[str] = (),
    reveal: bool = False,
    top: int = 3,
    lexicon: Container[str] | None = None,
) -> StealExercise:
    """Check ``answer`` against every play and steal the finder has for ``hand`` on ``table``."""
    session = ThiefPositionSession(table, hand, own=own, lexicon=lexicon)
    session.bound = SearchBound.exercise()
    found = session.found(top=_RANKED)
    result = StealExercise(session, answer, [(f.notation(), f.score) for f in found[: max(top, 1)]], reveal=reveal)
    if answer is None:
        return result
    try:
        session.draft_text(answer)
    except WordplayError as exc:
        result.refusal = exc.message
        return result
    preview = session.preview()
    if preview is None or preview.explanation is None:
        failure = preview.report.failure if preview else None
        result.refusal = failure.message if failure else render("exercise.thief.nothing", {})
        return result
    result.score = preview.explanation.total
    result.better = sum(1 for f in found[:_RANKED] if f.score > result.score)
    return result

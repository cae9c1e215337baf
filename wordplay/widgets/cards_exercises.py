"""The Scrabble Cards tutorial's exercises: find the best play for a hand on a table; the move finder checks it.

>>> cards_exercise("classic", {}, "ASERTOL", answer="0,0 across RALO")   # doctest: +SKIP

Shown as the board tutorials' exercises are (:class:`~wordplay.widgets.exercises.Exercise`): the
lines as text, green when solved, so a saved notebook reads the same everywhere.
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from dataclasses import dataclass, field

from wordplay.cards.finder import best_plays
from wordplay.cards.legality import check_play
from wordplay.cards.rules import CardsRuleset, get_ruleset
from wordplay.cards.scoring import score_play
from wordplay.cards.table import Coord, parse_play
from wordplay.core.errors import WordplayError
from wordplay.core.lexicon import load_lexicon
from wordplay.widgets.exercises import Exercise

_RANKED = 1000  # how many of the best plays an answer is ranked among


@dataclass
class CardsExercise:
    """A learner's answer to "find the best play" for a hand on a table: legal or why not, its score, its rank."""

    hand: str
    answer: str | None
    best: list[tuple[str, int]] = field(default_factory=list)
    answer_score: int | None = None
    better: int = 0
    refusal: str | None = None
    reveal: bool = False

    @property
    def best_score(self) -> int:
        return self.best[0][1] if self.best else 0

    @property
    def solved(self) -> bool:
        return self.answer_score is not None and self.answer_score >= self.best_score

    def lines(self) -> list[str]:
        out = [f"Hand {self.hand}: the best play scores {self.best_score}."]
        if self.answer is None:
            out.append("Write your play in `answer` (like 0,0 across WORD) and run the cell again.")
        elif self.refusal is not None:
            out.append(f"{self.answer} is not legal: {self.refusal}")
        elif self.solved:
            out.append(f"{self.answer} scores {self.answer_score}: that is the best play. Well done!")
        else:
            many = f"{self.better} play{' scores' if self.better == 1 else 's score'} more"
            out.append(f"{self.answer} scores {self.answer_score}; {many}. Can you find {self.best_score}?")
        if self.reveal:
            out.append("The finder's best plays: " + ", ".join(f"{n} {s}" for n, s in self.best))
        return out

    __repr__ = Exercise.__repr__
    _repr_html_ = Exercise._repr_html_


def cards_exercise(mode: str | CardsRuleset, table: Mapping[Coord, str], hand: str, answer: str | None = None, *,
                   reveal: bool = False, top: int = 3, lexicon: Container[str] | None = None) -> CardsExercise:
    """Check ``answer`` (``0,0 across WORD``) against the move finder's best plays for ``hand`` on ``table``."""
    ruleset = get_ruleset(mode) if isinstance(mode, str) else mode
    words = lexicon if lexicon is not None else load_lexicon(ruleset.lexicon)
    hand = hand.upper()
    found = best_plays(ruleset, dict(table), hand, words, _RANKED)
    result = CardsExercise(hand, answer, [(f.notation, f.score) for f in found[:max(top, 1)]], reveal=reveal)
    if answer is None:
        return result
    try:
        play = parse_play(answer, dict(table))
    except WordplayError as exc:
        result.refusal = exc.message
        return result
    report = check_play(ruleset, dict(table), play, hand, words)
    if not report.ok:
        result.refusal = report.failure.message
        return result
    result.answer_score = score_play(ruleset, dict(table), play, len(hand)).total
    result.better = sum(1 for f in found if f.score > result.answer_score)
    return result

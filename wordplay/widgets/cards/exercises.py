"""The Scrabble Cards tutorial's exercises: find the best play for a hand on a table; the move finder checks it.

>>> cards_exercise("classic", {}, "ASERTOL", answer="0,0 across RALO")
Hand ASERTOL: the best play scores 66.
0,0 across RALO scores 10; 77 plays score more. Can you find 66?

Shown as the board tutorials' exercises are (:class:`~wordplay.widgets.board.exercises.Exercise`): the
lines as text, green when solved, so a saved notebook reads the same everywhere.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Mapping
from dataclasses import dataclass, field

from wordplay.cards.actions import fits, play_facts
from wordplay.cards.finder import best_plays
from wordplay.cards.legality import check_play
from wordplay.cards.rules import CardsRuleset, load_ruleset
from wordplay.cards.scoring import score_play
from wordplay.cards.solver import solve_task
from wordplay.cards.table import CardPlay, Coord, parse_play, play_notation, written_lower
from wordplay.cards.task import check_task, parse_words, score_task
from wordplay.core.errors import IllegalMoveError, WordplayError
from wordplay.core.lexicon import load_lexicon
from wordplay.core.messages import get_language, render
from wordplay.core.notation_words import Notation
from wordplay.widgets.views import ExerciseVerdict, better_line, made_in_language

_RANKED = 1000  # how many of the best plays an answer is ranked among


@dataclass(repr=False)  # the verdict is the repr (ExerciseVerdict)
class CardsExercise(ExerciseVerdict):
    """A learner's answer to "find the best play" for a hand on a table: legal or why not, its score, its rank.

    ``kind`` says what is looked for: ``play`` (the best play), ``task`` (the best way to meet a rummy
    round card) or ``fit`` (the best play that fits the action-card category ``category``).
    """

    hand: str
    answer: str | None
    best: list[tuple[str, int]] = field(default_factory=list)
    answer_score: int | None = None
    better: int | None = 0  # how many plays score more (None: only the best is known)
    refusal: str | None = None
    misfit: str | None = None  # a legal answer that does not fit the action card: why
    reveal: bool = False
    kind: str = "play"
    category: str = ""
    read_message = "exercise.cards.read_lower"

    @property
    def best_score(self) -> int:
        return self.best[0][1] if self.best else 0

    @property
    def solved(self) -> bool:
        return self.answer_score is not None and self.answer_score >= self.best_score

    def lines(self) -> list[str]:
        """The verdict, one sentence a line, from the catalogue (``exercise.cards.*``)."""
        kind, shown = self.kind, {"hand": self.hand, "best": self.best_score, "category": self.category}
        out = [render(f"exercise.cards.best.{kind}", shown), *self.reading()]
        if self.answer is None:
            out.append(render(f"exercise.cards.ask.{'task' if kind == 'task' else 'play'}", {}))
        elif self.refusal is not None:
            out.append(render("exercise.refused", {"answer": self.answer, "reason": self.refusal}))
        elif self.misfit is not None:
            out.append(render("exercise.cards.misfit", {"answer": self.answer, "reason": self.misfit}))
        elif self.solved:
            out.append(
                render(f"exercise.cards.solved.{kind}", {**shown, "answer": self.answer, "score": self.answer_score})
            )
        else:
            better = self.better if self.better is not None else 0
            out.append(better_line(self.answer, self.answer_score or 0, better, _RANKED, self.best_score))
        if self.reveal:
            language = get_language()  # the finder's plays in the notation of the learner's language
            said = (n.said(language) if isinstance(n, Notation) else n for n, _ in self.best)
            plays = ", ".join(f"{n} {s}" for n, (_, s) in zip(said, self.best, strict=True))
            out.append(render("exercise.cards.reveal", {"plays": plays}))
        return out


@made_in_language
def cards_exercise(
    mode: str | CardsRuleset,
    table: Mapping[Coord, str],
    hand: str,
    answer: str | None = None,
    *,
    reveal: bool = False,
    top: int = 3,
    lexicon: Container[str] | None = None,
) -> CardsExercise:
    """Check ``answer`` (``0,0 across WORD``) against the move finder's best plays for ``hand`` on ``table``."""
    ruleset = load_ruleset(mode) if isinstance(mode, str) else mode
    words = lexicon if lexicon is not None else load_lexicon(ruleset.lexicon)
    hand = hand.upper()
    found = best_plays(ruleset, dict(table), hand, words, _RANKED)
    result = CardsExercise(hand, answer, [(f.notation, f.score) for f in found[: max(top, 1)]], reveal=reveal)
    if answer is None:
        return result
    try:
        play = parse_play(answer, dict(table), hand=hand)
        result.read_as = read_as(answer, table, play)
    except WordplayError as exc:
        result.refusal = exc.message
        return result
    report = check_play(ruleset, dict(table), play, hand, words)
    failure = report.failure  # None exactly when the report is ok
    if failure is not None:
        result.refusal = failure.message
        return result
    result.answer_score = score_play(ruleset, dict(table), play, len(hand)).total
    result.better = sum(1 for f in found if f.score > result.answer_score)
    return result


@made_in_language
def action_exercise(
    category_id: str,
    table: Mapping[Coord, str],
    hand: str,
    answer: str | None = None,
    *,
    reveal: bool = False,
    top: int = 3,
    lexicon: Container[str] | None = None,
) -> CardsExercise:
    """Check ``answer`` against the best forfeit plays for ``hand`` on ``table`` that fit the action-card
    category ``category_id`` (its fit read as the game reads it, :func:`wordplay.cards.actions.play_facts`)."""
    ruleset = load_ruleset("forfeit")
    category = ruleset.decks.category(category_id)
    if category is None:
        raise ValueError(f"no action-card category {category_id!r}")
    words = lexicon if lexicon is not None else load_lexicon(ruleset.lexicon)
    hand, board = hand.upper(), dict(table)
    vowels = ruleset.decks.vowels

    def fitting(play: CardPlay) -> tuple[bool, str]:
        return fits(category, play_facts(ruleset, board, play, len(hand)), vowels)

    found = [f for f in best_plays(ruleset, board, hand, words, _RANKED) if fitting(f.play)[0]]
    result = CardsExercise(
        hand,
        answer,
        [(f.notation, f.score) for f in found[: max(top, 1)]],
        reveal=reveal,
        kind="fit",
        category=category.name,
    )
    if answer is None:
        return result
    try:
        play = parse_play(answer, board, hand=hand)
        result.read_as = read_as(answer, board, play)
    except WordplayError as exc:
        result.refusal = exc.message
        return result
    failure = check_play(ruleset, board, play, hand, words).failure
    if failure is not None:
        result.refusal = failure.message
        return result
    ok, why = fitting(play)
    if not ok:
        result.misfit = why
        return result
    result.answer_score = score_play(ruleset, board, play, len(hand)).total
    result.better = sum(1 for f in found if f.score > result.answer_score)
    return result


def read_as(answer: str, table: Mapping[Coord, str], play: CardPlay) -> str | None:
    """The answer's notation when its word, written all in lower case, was read from the hand."""
    return play_notation(dict(table), play) if written_lower(answer) else None


def _task_answer(words: str, discard: str) -> str:
    """A rummy answer as a sentence: the words laid, then the card discarded."""
    return render("exercise.cards.task_answer", {"words": words, "card": discard})


@made_in_language
def task_exercise(
    round_id: str,
    hand: str,
    words: str | None = None,
    discard: str | None = None,
    *,
    reveal: bool = False,
    lexicon: Container[str] | None = None,
) -> CardsExercise:
    """Check a rummy answer (``words`` like ``"CASA ROTE"``, then the card to ``discard``) against the task solver.

    The hand is the eight cards after the draw; what is neither in a word nor discarded stays unused.
    """
    ruleset = load_ruleset("rummy")
    words_ok = lexicon if lexicon is not None else load_lexicon(ruleset.lexicon)
    card = ruleset.decks.round_card(round_id)
    hand = hand.upper()
    best = solve_task(ruleset, card, hand, words_ok)
    shown = [] if best is None else [(_task_answer(" ".join(w.cards for w in best.words), best.discard), best.score)]
    answer = None if words is None else _task_answer(words.upper(), (discard or "").upper())
    result = CardsExercise(hand, answer, shown, reveal=reveal, kind="task")
    if words is None:
        return result
    laid = parse_words(words.upper().split())
    left = Counter(hand) - Counter("".join(w.cards for w in laid))
    missing = Counter("".join(w.cards for w in laid)) - Counter(hand)
    try:
        if missing or not discard or not left[discard.upper()]:
            raise IllegalMoveError("widget.cards.play_not_in_hand", params={"hand": hand})
        left[discard.upper()] -= 1
        unused = "".join(sorted(left.elements()))
        check_task(ruleset, card, laid, unused, words_ok)
    except WordplayError as exc:
        result.refusal = exc.message
        return result
    result.answer_score = score_task(ruleset, card, laid, unused).total
    result.better = None
    return result

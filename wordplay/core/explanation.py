"""Scores as explanations: an ordered list of steps whose points add up to the total.

Every engine returns an :class:`Explanation` instead of a bare number. Each :class:`Step`
names a message id (its sentence comes from the catalogue), the squares or cards it touches,
the points it adds and the running total after it. The total is *derived* from the steps,
so a score can never disagree with its explanation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from wordplay.core.drawing import html
from wordplay.core.messages import render


@dataclass(frozen=True)
class Step:
    """One step of a scoring: ``kind`` is its message id, ``points`` what it adds to the total."""

    kind: str
    points: int = 0
    squares: tuple[str, ...] = ()
    word: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)
    running: int = 0

    def sentence(self, language: str | None = None) -> str:
        """This step as a sentence a learner reads, in ``language`` (default: the package's)."""
        return render(f"step.{self.kind}", {**self.params, "points": self.points, "running": self.running}, language)

    def to_dict(self, text: str | None = None) -> dict[str, Any]:
        """The step as plain data; ``text``: its sentence when already said (else said here)."""
        return {
            "kind": self.kind,
            "points": self.points,
            "squares": list(self.squares),
            "word": self.word,
            "params": dict(self.params),
            "running": self.running,
            "text": self.sentence() if text is None else text,
        }


class SaidSteps(Protocol):
    """Consecutive steps of an explanation said once for every explanation that holds them (the steps
    of one word laid with the same cards, in every move that lays it so): their sentences in a language."""

    def sentences(self, language: str | None = None) -> Sequence[str]: ...


@dataclass(frozen=True)
class WordScore:
    """A word formed by a move and the points it scored (the sum of its steps)."""

    word: str
    squares: tuple[str, ...]
    score: int
    main: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"word": self.word, "squares": list(self.squares), "score": self.score, "main": self.main}


@dataclass(frozen=True)
class Explanation:
    """The ordered steps of one scoring, the words they belong to, and the derived total."""

    steps: tuple[Step, ...]
    words: tuple[WordScore, ...] = ()
    # the steps' sentences said in parts shared with other explanations (in order, every step once), when
    # the engine knows them; empty: each step is said on its own. Not part of what the explanation is.
    said: tuple[SaidSteps, ...] = field(default=(), compare=False, repr=False)

    @property
    def total(self) -> int:
        return sum(step.points for step in self.steps)

    def sentences(self, language: str | None = None) -> list[str]:
        if self.said:
            return [text for part in self.said for text in part.sentences(language)]
        return [step.sentence(language) for step in self.steps]

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "words": [w.to_dict() for w in self.words],
            "steps": [s.to_dict(text) for s, text in zip(self.steps, self.sentences(), strict=True)],
        }

    def __str__(self) -> str:
        return "\n".join([*self.sentences(), render("step.total", {"points": self.total})])

    def _repr_html_(self) -> str:
        return html(self)


class DeferredExplanation(Explanation):
    """An explanation whose total is known now and whose steps are worked out (by ``make()``) when first
    read: a computer's move is recorded without scoring it twice, yet explains itself when shown.

    It equals the explanation ``make()`` gives; if that explanation's total is not the one promised,
    reading it raises (the promise came from a search that should score exactly as the scorer does)."""

    _make: Callable[[], Explanation]
    _total: int
    _made: Explanation | None
    _said: tuple[SaidSteps, ...]

    def __init__(self, make: Callable[[], Explanation], total: int, said: tuple[SaidSteps, ...] = ()) -> None:
        """``said``: the sentences of the steps ``make()`` gives, when known without making them (a list of
        moves says each move's sentences without building its steps)."""
        object.__setattr__(self, "_make", make)
        object.__setattr__(self, "_total", total)
        object.__setattr__(self, "_made", None)
        object.__setattr__(self, "_said", said)

    def explained(self) -> Explanation:
        """The explanation itself (worked out once)."""
        made = self._made
        if made is None:
            made = self._make()
            if made.total != self._total:
                raise RuntimeError(f"the promised score {self._total} is not the scorer's {made.total}")
            object.__setattr__(self, "_made", made)
        return made

    @property  # the dataclass field, read through
    def steps(self) -> tuple[Step, ...]:
        return self.explained().steps

    @property
    def words(self) -> tuple[WordScore, ...]:
        return self.explained().words

    @property
    def said(self) -> tuple[SaidSteps, ...]:  # the field, read through (or known already)
        return self._said or self.explained().said

    @property
    def total(self) -> int:
        return self._total

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Explanation):
            return (self.steps, self.words) == (other.steps, other.words)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # an explanation's params are dicts: unhashable already

    def __repr__(self) -> str:
        return repr(self.explained())


class ExplanationBuilder:
    """Collects steps in order, keeping the running total and each word's score."""

    def __init__(self) -> None:
        self._steps: list[Step] = []
        self._words: list[WordScore] = []
        self._running = 0

    @property
    def running(self) -> int:
        return self._running

    def add(
        self,
        kind: str,
        points: int = 0,
        squares: Iterable[str] = (),
        word: int | None = None,
        **params: Any,
    ) -> Step:
        self._running += points
        step = Step(kind, points, tuple(squares), word, params, self._running)
        self._steps.append(step)
        return step

    def add_word(self, word: str, squares: Sequence[str], main: bool = False) -> int:
        """Register a word; its score is filled in from its steps by :meth:`build`."""
        self._words.append(WordScore(word, tuple(squares), 0, main))
        return len(self._words) - 1

    def build(self) -> Explanation:
        words = tuple(
            WordScore(w.word, w.squares, sum(s.points for s in self._steps if s.word == i), w.main)
            for i, w in enumerate(self._words)
        )
        return Explanation(tuple(self._steps), words)

"""Helpers for the tutorials: build a position from plays, and check a learner's answer with the move finder.

>>> cgp = position_after("wordsmith", ["8D QUIET"])
>>> cgp
'15/15/15/15/15/15/15/3QUIET7/15/15/15/15/15/15/15'
>>> exercise("wordsmith", cgp, "AEINRST", answer="I2 RETAINS")
Rack AEINRST: the best play scores 52.
I2 RETAINS scores 44; 1 play scores more. Can you find 52?

Plain Python (no widget front end needed): an :class:`Exercise` prints as text and shows as
HTML (drawn by :mod:`wordplay.display`), so a saved notebook reads the same everywhere; its
sentences come from the message catalogue (``exercise.*``).
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass, field

from wordplay.board.legality import validate_play
from wordplay.board.notation import parse_play, play_notation, resolve_play
from wordplay.board.position import board_cgp, parse_cgp, parse_rack
from wordplay.board.ruleset import BoardRuleset
from wordplay.board.scoring import score_play
from wordplay.core.errors import WordplayError
from wordplay.core.explanation import Explanation
from wordplay.core.messages import render
from wordplay.core.registry import get_ruleset
from wordplay.crossword.board import Board
from wordplay.widgets.board.session import top_plays
from wordplay.widgets.views import ExerciseVerdict, InLanguage, better_line, made_in_language

EMPTY = "/".join(["15"] * 15)
_RANKED = 1000  # how many of the best plays an answer is ranked among


def _lexicon(ruleset: BoardRuleset, lexicon: Container[str] | None) -> Container[str]:
    if lexicon is not None:
        return lexicon
    from wordplay.core.lexicon import load_lexicon

    return load_lexicon(ruleset.lexicon)


def position_after(variant: str | BoardRuleset, plays: Sequence[str], lexicon: Container[str] | None = None) -> str:
    """The board (CGP) after laying ``plays`` one by one on an empty board, each checked by the rules."""
    ruleset = get_ruleset(variant) if isinstance(variant, str) else variant
    words = _lexicon(ruleset, lexicon)
    board = Board(ruleset.layout)
    for text in plays:
        play = resolve_play(parse_play(text), board, ruleset.tiles)
        validate_play(ruleset, board, play, None, words)
        for sq, tile in play.tiles:
            board.cells[sq] = tile
    return board_cgp(board)


@dataclass(repr=False)  # the verdict is the repr (ExerciseVerdict)
class Exercise(ExerciseVerdict):
    """A learner's answer to "find the best play": legal or why not, its score, and the finder's verdict."""

    variant: str
    cgp: str
    rack: str
    answer: str | None
    best_score: int
    best: list[tuple[str, int]] = field(default_factory=list)
    answer_score: int | None = None
    answer_rank: int | None = None
    refusal: str | None = None
    explanation: Explanation | None = None
    reveal: bool = False

    @property
    def solved(self) -> bool:
        return self.answer_score is not None and self.answer_score >= self.best_score

    def lines(self) -> list[str]:
        out = [render("exercise.board.best", {"rack": self.rack, "best": self.best_score}), *self.reading()]
        if self.answer is None:
            out.append(render("exercise.board.ask", {}))
        elif self.refusal is not None:
            out.append(render("exercise.refused", {"answer": self.answer, "reason": self.refusal}))
        elif self.solved:
            out.append(render("exercise.board.solved", {"answer": self.answer, "score": self.answer_score}))
        else:
            out.append(
                better_line(self.answer, self.answer_score or 0, self.answer_rank or 0, _RANKED, self.best_score)
            )
        if self.reveal:
            out.append(render("exercise.board.reveal", {"plays": ", ".join(f"{n} {s}" for n, s in self.best)}))
        return out


@made_in_language
def exercise(
    variant: str | BoardRuleset,
    cgp: str,
    rack: str,
    answer: str | None = None,
    *,
    reveal: bool = False,
    top: int = 3,
    lexicon: Container[str] | None = None,
) -> Exercise:
    """Check ``answer`` (players' notation) against the move finder's best plays for ``rack`` on ``cgp``."""
    ruleset = get_ruleset(variant) if isinstance(variant, str) else variant
    words = _lexicon(ruleset, lexicon)
    board = parse_cgp(cgp, ruleset).board
    rack = parse_rack(rack, ruleset)
    plays = top_plays(ruleset, board, rack, words, max(top, 1))
    scored = [(play_notation(board, p), score_play(ruleset, board, p).total) for p in plays]
    result = Exercise(ruleset.id, cgp, rack, answer, scored[0][1] if scored else 0, scored[:top], reveal=reveal)
    if answer is None:
        return result
    try:
        written = parse_play(answer)
        play = resolve_play(written, board, ruleset.tiles, rack)
        if written.all_lower:
            result.read_as = play_notation(board, play)
        validate_play(ruleset, board, play, rack, words)
    except WordplayError as exc:
        result.refusal = exc.message
        return result
    result.explanation = score_play(ruleset, board, play)
    result.answer_score = result.explanation.total
    if not result.solved:
        better = top_plays(ruleset, board, rack, words, _RANKED)
        result.answer_rank = sum(1 for p in better if score_play(ruleset, board, p).total > result.answer_score)
    return result


@dataclass
class WorkedExample(InLanguage):
    """A play on a position, laid on the board and explained step by step (static: no widget needed)."""

    variant: str
    cgp: str
    play: str
    explanation: Explanation
    squares: tuple[int, ...]
    board: Board

    def __repr__(self) -> str:
        with self.speaking():
            return f"{self.play}\n{self.explanation}"

    def _repr_html_(self) -> str:
        from wordplay.display.board import worked_html

        values = dict(get_ruleset(self.variant).tiles.values)
        with self.speaking():
            return worked_html(self.board, set(self.squares), values, self.play, self.explanation)


@made_in_language
def worked(variant: str | BoardRuleset, cgp: str, play: str, lexicon: Container[str] | None = None) -> WorkedExample:
    """``play`` on the position ``cgp``: checked by the rules, laid on the board, explained."""
    ruleset = get_ruleset(variant) if isinstance(variant, str) else variant
    board = parse_cgp(cgp, ruleset).board
    move = resolve_play(parse_play(play), board, ruleset.tiles)
    validate_play(ruleset, board, move, None, _lexicon(ruleset, lexicon))
    explanation = score_play(ruleset, board, move)
    after = board.copy()
    for sq, tile in move.tiles:
        after.cells[sq] = tile
    return WorkedExample(ruleset.id, cgp, play_notation(board, move), explanation, move.squares, after)

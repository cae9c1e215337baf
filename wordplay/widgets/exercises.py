"""Helpers for the tutorials: build a position from plays, and check a learner's answer with the move finder.

>>> cgp = position_after("wordsmith", ["8D QUIET"])          # doctest: +SKIP
>>> exercise("wordsmith", cgp, "AEINRST", answer="E5 TRAINS")  # doctest: +SKIP

Plain Python (no widget front end needed): an :class:`Exercise` prints as text and shows as
HTML, so a saved notebook reads the same everywhere.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from dataclasses import dataclass, field
from html import escape

from wordplay.board.legality import validate_play
from wordplay.board.notation import parse_play, play_notation, resolve_play
from wordplay.board.position import board_cgp, parse_cgp, parse_rack
from wordplay.board.ruleset import BoardRuleset
from wordplay.board.scoring import score_play
from wordplay.core.errors import WordplayError
from wordplay.core.explanation import Explanation
from wordplay.core.registry import get_ruleset
from wordplay.crossword.board import Board
from wordplay.widgets import engines

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


@dataclass
class Exercise:
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
        out = [f"Rack {self.rack}: the best play scores {self.best_score}."]
        if self.answer is None:
            out.append("Write your play in `answer` (like 8H WORD or H8 WORD) and run the cell again.")
        elif self.refusal is not None:
            out.append(f"{self.answer} is not legal: {self.refusal}")
        elif self.solved:
            out.append(f"{self.answer} scores {self.answer_score}: that is the best play. Well done!")
        else:
            rank = self.answer_rank
            many = f"{rank} or more plays score" if rank >= _RANKED else f"{rank} play{' scores' if rank == 1 else 's score'}"
            place = f"; {many} more" if rank else ""
            out.append(f"{self.answer} scores {self.answer_score}{place}. Can you find {self.best_score}?")
        if self.reveal:
            out.append("The finder's best plays: " + ", ".join(f"{n} {s}" for n, s in self.best))
        return out

    def __repr__(self) -> str:
        return "\n".join(self.lines())

    def _repr_html_(self) -> str:
        colour = "#22662a" if self.solved else "#9a3a00" if self.answer is not None else "#444"
        body = "".join(f"<div>{escape(line)}</div>" for line in self.lines())
        return f"<div class='wordplay-exercise' style='font-family:sans-serif;color:{colour}'>{body}</div>"


def exercise(variant: str | BoardRuleset, cgp: str, rack: str, answer: str | None = None, *,
             reveal: bool = False, top: int = 3, lexicon: Container[str] | None = None) -> Exercise:
    """Check ``answer`` (players' notation) against the move finder's best plays for ``rack`` on ``cgp``."""
    ruleset = get_ruleset(variant) if isinstance(variant, str) else variant
    words = _lexicon(ruleset, lexicon)
    board = parse_cgp(cgp, ruleset).board
    rack = parse_rack(rack, ruleset)
    plays = engines.top_plays(ruleset, board, rack, words, max(top, 1))
    scored = [(play_notation(board, p), score_play(ruleset, board, p).total) for p in plays]
    result = Exercise(ruleset.id, cgp, rack, answer, scored[0][1] if scored else 0, scored[:top], reveal=reveal)
    if answer is None:
        return result
    try:
        play = resolve_play(parse_play(answer), board, ruleset.tiles)
        validate_play(ruleset, board, play, rack, words)
    except WordplayError as exc:
        result.refusal = exc.message
        return result
    result.explanation = score_play(ruleset, board, play)
    result.answer_score = result.explanation.total
    if not result.solved:
        better = engines.top_plays(ruleset, board, rack, words, _RANKED)
        result.answer_rank = sum(1 for p in better if score_play(ruleset, board, p).total > result.answer_score)
    return result


@dataclass
class WorkedExample:
    """A play on a position, laid on the board and explained step by step (static: no widget needed)."""

    variant: str
    cgp: str
    play: str
    explanation: Explanation
    squares: tuple[int, ...]
    board: Board

    def __repr__(self) -> str:
        return f"{self.play}\n{self.explanation}"

    def _repr_html_(self) -> str:
        from wordplay.display.html import board_html, explanation_html

        ruleset = get_ruleset(self.variant)
        values = dict(ruleset.tiles.values)
        return ("<div class='wordplay-worked' style='display:flex;gap:16px;align-items:flex-start'>"
                f"{board_html(self.board, set(self.squares), values)}"
                f"<div><div style='font-family:sans-serif;font-weight:bold'>{escape(self.play)}</div>"
                f"{explanation_html(self.explanation)}</div></div>")


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

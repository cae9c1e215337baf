"""Is a play legal? Every rule is a small check; a dry run lists them all, pass or fail.

The rules, in the order they are tried: the tiles are letters of the set, on free squares
of the board, in one line, with no gaps; the first play covers the start square with
enough tiles, a later one touches the tiles on the board; the tiles come from the rack
(when it is known); every word formed is in the lexicon. :func:`validate_play` raises the
first failure as an :class:`IllegalMoveError`; nothing is changed either way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Container, Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from wordplay.board.ruleset import BoardRuleset
from wordplay.core.checks import CheckReport, RuleCheck, run_checks
from wordplay.core.holding import fewer_note
from wordplay.crossword import shape
from wordplay.crossword.board import Board
from wordplay.crossword.moves import Play
from wordplay.crossword.words import FormedWord, words_formed


@dataclass(frozen=True)
class _Context:
    ruleset: BoardRuleset
    board: Board
    play: Play
    rack: str | None
    lexicon: Container[str] | None

    def names(self, squares: Any) -> tuple[str, ...]:
        return tuple(self.board.layout.name(sq) for sq in squares)

    @cached_property
    def words(self) -> list[FormedWord]:
        """The words the play forms (asked once its shape is known to be a line without gaps)."""
        return words_formed(self.board, self.play)


Check = Callable[[_Context], RuleCheck]


def _tiles_known(ctx: _Context) -> RuleCheck:
    tiles = ctx.ruleset.tiles
    bad = [(sq, t) for sq, t in ctx.play.tiles if len(t) != 1 or not tiles.is_letter(t)]
    return RuleCheck(
        "tiles_known",
        not bad and bool(ctx.play.tiles),
        ctx.names(sq for sq, _ in bad if 0 <= sq < len(ctx.board.cells)),
        {"tiles": ", ".join(t for _, t in bad) or "none", "variant": ctx.ruleset.name},
    )


def _squares_free(ctx: _Context) -> RuleCheck:
    cells, size = ctx.board.cells, ctx.board.size
    off = [sq for sq, _ in ctx.play.tiles if not 0 <= sq < len(cells)]
    spots = [divmod(sq, size) for sq, _ in ctx.play.tiles if 0 <= sq < len(cells)]
    taken = shape.taken(spots, lambda s: bool(cells[s[0] * size + s[1]]))
    held = [r * size + c for r, c in taken]
    twice = shape.repeats([sq for sq, _ in ctx.play.tiles])
    return RuleCheck(
        "squares_free", not (off or held or twice), ctx.names(held), {"squares": ", ".join(ctx.names(held))}
    )


def _one_line(ctx: _Context) -> RuleCheck:
    size = ctx.board.size
    return RuleCheck(
        "one_line", shape.in_one_line([divmod(sq, size) for sq in ctx.play.squares]), ctx.names(ctx.play.squares)
    )


def _no_gaps(ctx: _Context) -> RuleCheck:
    cells, size = ctx.board.cells, ctx.board.size
    holes = shape.gaps([divmod(sq, size) for sq in ctx.play.squares], lambda s: bool(cells[s[0] * size + s[1]]))
    squares = [r * size + c for r, c in holes]
    return RuleCheck("no_gaps", not squares, ctx.names(squares), {"squares": ", ".join(ctx.names(squares))})


def _first_play_start(ctx: _Context) -> RuleCheck | None:
    if not ctx.board.is_empty():
        return None
    start = ctx.board.layout.start
    return RuleCheck(
        "first_play_start", start in ctx.play.squares, ctx.names([start]), {"square": ctx.names([start])[0]}
    )


def _first_play_tiles(ctx: _Context) -> RuleCheck | None:
    if not ctx.board.is_empty():
        return None
    need = ctx.ruleset.first_play_min_tiles
    return RuleCheck("first_play_tiles", len(ctx.play.tiles) >= need, (), {"need": need, "laid": len(ctx.play.tiles)})


def _connected(ctx: _Context) -> RuleCheck | None:
    if ctx.board.is_empty():
        return None
    cells = ctx.board.cells
    touches = any(cells[n] for sq in ctx.play.squares for n in ctx.board.neighbours(sq))
    return RuleCheck("connected", touches, ctx.names(ctx.play.squares))


def _from_rack(ctx: _Context) -> RuleCheck | None:
    if ctx.rack is None:
        return None
    needed, held = Counter(ctx.play.rack_tiles()), Counter(ctx.rack)
    missing = needed - held
    return RuleCheck(
        "from_rack",
        not missing,
        (),
        # the notes: a letter held once but needed twice, and how a blank is written (wordplay.core.holding)
        {"missing": "".join(sorted(missing.elements())), "rack": ctx.rack, "blank_note": fewer_note(needed, held)},
    )


def _words_known(ctx: _Context) -> RuleCheck | None:
    if ctx.lexicon is None:
        return None
    words = ctx.words
    if not words:  # a lone tile forms no word; the first-play or connection rule already says why it fails
        return None
    unknown = [w for w in words if w.letters not in ctx.lexicon]
    return RuleCheck(
        "words_known",
        not unknown,
        tuple(name for w in unknown for name in ctx.names(w.squares)),
        {"words": ", ".join(w.letters for w in unknown), "formed": ", ".join(w.letters for w in words)},
    )


# Checks that must pass before the next ones can even be asked.
_SHAPE: tuple[Check, ...] = (_tiles_known, _squares_free, _one_line, _no_gaps)
_PLACE: tuple[Callable[[_Context], RuleCheck | None], ...] = (
    _first_play_start,
    _first_play_tiles,
    _connected,
    _from_rack,
    _words_known,
)


def _run_checks(ctx: _Context, stop_at_failure: bool) -> Iterator[RuleCheck]:
    return run_checks(ctx, _SHAPE, _PLACE, stop_at_failure)


def check_play(
    ruleset: BoardRuleset, board: Board, play: Play, rack: str | None = None, lexicon: Container[str] | None = None
) -> CheckReport:
    """Dry run: every rule tried on ``play``, pass or fail (shape faults stop the list early)."""
    return CheckReport(tuple(_run_checks(_Context(ruleset, board, play, rack, lexicon), stop_at_failure=False)))


def validate_play(
    ruleset: BoardRuleset, board: Board, play: Play, rack: str | None = None, lexicon: Container[str] | None = None
) -> list[FormedWord]:
    """Raise :class:`IllegalMoveError` for the first rule ``play`` breaks; else the words it forms
    (main word first), found once here for the scoring and the notation to use."""
    ctx = _Context(ruleset, board, play, rack, lexicon)
    report = CheckReport(tuple(_run_checks(ctx, stop_at_failure=True)))
    if not report.ok:
        raise report.error()
    return ctx.words

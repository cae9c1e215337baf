"""A slow, independent enumerator of every legal play, for tests and the benchmark's ratio.

It shares nothing with the move finder: no word graph, no cross-checks, no anchors. For
every line segment of the board (every row and column, every start and end whose outside
neighbours are empty or off the board, holding at least one empty square and no more than
the rack can fill) it tries every word of the lexicon that fits the segment's tiles, every
way of taking the missing letters from the rack (a letter tile or a blank for each), and
keeps what the engine's own :func:`~wordplay.board.legality.check_play` accepts.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from itertools import product

from wordplay.board.legality import check_play
from wordplay.board.ruleset import BoardRuleset
from wordplay.board.scoring import score_play
from wordplay.crossword.board import Board
from wordplay.crossword.moves import Play


def _segments(board: Board, max_empty: int) -> Iterable[tuple[bool, list[int]]]:
    size = board.size
    cells = board.cells
    for across in (True, False):
        for line in range(size):
            squares = [line * size + i for i in range(size)] if across else [i * size + line for i in range(size)]
            for s in range(size):
                if s > 0 and cells[squares[s - 1]]:
                    continue
                empties = 0
                for e in range(s, size):
                    if not cells[squares[e]]:
                        empties += 1
                    if empties > max_empty:
                        break
                    if e + 1 < size and cells[squares[e + 1]]:
                        continue
                    if empties:
                        yield across, squares[s : e + 1]


def brute_force_plays(
    ruleset: BoardRuleset, board: Board, rack: str, words: Iterable[str]
) -> dict[frozenset[tuple[int, str]], Play]:
    """Every legal placement for ``rack``, keyed by :meth:`Play.placement_key`."""
    lexicon = {w.upper() for w in words}
    have = Counter(ch for ch in rack if ch != "?")
    blanks = rack.count("?")
    # Words grouped by length and by how many of their letters the rack lacks: a segment with
    # b board letters can only hold words lacking at most b + blanks letters.
    grouped: dict[tuple[int, int], list[str]] = {}
    for w in sorted(lexicon):
        lacking = sum((Counter(w) - have).values())
        grouped.setdefault((len(w), lacking), []).append(w)
    texts = {key: "\n".join(ws) for key, ws in grouped.items()}
    cells = board.cells
    found: dict[frozenset[tuple[int, str]], Play] = {}
    for across, squares in _segments(board, len(rack)):
        pattern = [cells[sq].upper() for sq in squares]
        holes = [i for i, ch in enumerate(pattern) if not ch]
        regex = re.compile("^" + "".join(re.escape(p) if p else "." for p in pattern) + "$", re.MULTILINE)
        on_board = len(squares) - len(holes)
        candidates = [
            w for lacking in range(on_board + blanks + 1) for w in regex.findall(texts.get((len(squares), lacking), ""))
        ]
        for word in candidates:
            need = [word[i] for i in holes]
            short = Counter(need) - have
            if sum(short.values()) > blanks:
                continue
            # each hole: the letter tile, or a blank standing for it
            for choice in product((False, True), repeat=len(holes)):
                if sum(choice) > blanks:
                    continue
                real = Counter(letter for letter, blank in zip(need, choice, strict=False) if not blank)
                if real - have:
                    continue
                tiles = tuple(
                    (squares[i], letter.lower() if blank else letter)
                    for i, letter, blank in zip(holes, need, choice, strict=False)
                )
                play = Play(tiles, across)
                key = play.placement_key()
                if key in found:
                    continue
                if check_play(ruleset, board, play, rack, lexicon).ok:
                    found[key] = play
    return found


def brute_force_scores(ruleset: BoardRuleset, board: Board, rack: str, words: Iterable[str]) -> dict[frozenset, int]:
    """The placements and the scorer's total for each."""
    return {
        key: score_play(ruleset, board, play).total
        for key, play in brute_force_plays(ruleset, board, rack, words).items()
    }

"""Every legal play for a rack: Appel and Jacobson's algorithm (1988) over the lexicon's DAWG.

How it works, in the order the code does it:

1. **Lanes.** Each row (across) and each column (down) is a *lane*: per square its tile
   (a letter index, or -1 when empty), the tile's face value, the premiums, and for an empty
   square its *cross-check*: the mask of letters that make a word with the tiles above and
   below it (left and right of it, for a column) and the sum of those tiles' values. The
   masks are computed once per position (and cached per lexicon, since the same short cross
   words come back move after move). An *anchor* is an empty square next to a tile.
2. **Starts.** A play in a lane is a run of squares from a *start* (the square before it is
   empty or off the board) to an end; it must cover the first anchor at or after its start,
   so only starts from which the rack can reach that anchor are tried.
3. **Walk.** From a start the generator walks the word graph left to right, following board
   tiles and branching on rack tiles (each letter of the rack, and each letter the graph and
   the cross-check allow for a blank). Racks are count arrays; the score is kept as running
   sums (main word, word multiplier, cross words) so nothing is rescored at the end.
4. **Best first.** For the top plays only, each start gets an upper bound on any play from
   it (the "shadow" play: every empty square it may cover filled by the rack's most valuable
   tiles on its best multipliers, all word premiums taken, the all-tiles bonus when seven
   tiles fit); starts are walked in decreasing bound and the search stops once the worst of
   the top ``n`` found beats the next bound.
5. **All-tiles plays by lookup.** On the pure path, when the lexicon has an index of its long
   words (:mod:`wordplay.crossword.alltiles`), the plays using every rack tile from a start are
   looked up there instead of walked (a start's all-tiles span is fixed: the word's length and
   its board letters are known); the start's walk then stops one tile short. Most starts hold
   no such play, and without the lookup their bound, all-tiles bonus included, forces a walk.

A one-tile play that forms words both ways is generated once (from its row); its ``across``
flag then reads across. Every play found carries its score; the scorer's explanation
(the scorer the finder is given, e.g. :func:`wordplay.board.scoring.score_play`) is computed
only when asked for.
"""

from __future__ import annotations

import heapq
import itertools
import math
import time
from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from typing import Any, Protocol

from wordplay.core.explanation import Explanation
from wordplay.core.racks import rack_minus
from wordplay.core.tiles import BLANK, TileSet
from wordplay.crossword import alltiles
from wordplay.crossword.alltiles import AllTilesIndex
from wordplay.crossword.board import Board
from wordplay.crossword.graph import FastGraph, fast_graph
from wordplay.crossword.grid import Layout
from wordplay.crossword.moves import Play
from wordplay.crossword.packed import PackedPlays, Query, tile_table, unpack


class CrosswordRules(Protocol):
    """What the move finder reads of a ruleset: a board game's, or the card table's projection of one."""

    @property
    def tiles(self) -> TileSet: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def rack_size(self) -> int: ...

    @property
    def first_play_min_tiles(self) -> int: ...

    @property
    def all_tiles_bonus(self) -> int: ...


_MINT = object()  # the finder's key to make an Origin


class Origin:
    """The token a play found by a finder carries (:attr:`Play.origin <wordplay.crossword.moves.Play>`):
    the search's context (ruleset, lexicon, scorer, the board as it was, the rack) and the play's tiles,
    direction and score, as the finder made them. Only the finder mints one (made any other way it raises;
    a :class:`FoundPlay` made by hand carries none, and one whose score or tiles are changed after keeps the
    finder's); a game that finds the token's position, rules and play identical to its own may take the
    score and skip the checks."""

    __slots__ = ("across", "context", "score", "tiles")

    def __init__(
        self, context: _Context, score: int, tiles: tuple[tuple[int, str], ...], across: bool, key: object = None
    ) -> None:
        if key is not _MINT:
            raise TypeError("only a move finder makes an Origin")
        self.context = context
        self.score = score
        self.tiles = tiles
        self.across = across


class FoundPlay:
    """A play the finder found, with its score; the explanation and notation are made on demand."""

    __slots__ = ("_context", "_origin", "_play", "across", "score", "tiles")

    def __init__(self, tiles: tuple[tuple[int, str], ...], across: bool, score: int, context: _Context) -> None:
        self.tiles = tiles
        self.across = across
        self.score = score
        self._context = context
        self._origin: Origin | None = None  # set by the finder only (_Context.found_play)
        self._play: Play | None = None

    @property
    def play(self) -> Play:
        """The :class:`~wordplay.crossword.moves.Play` to hand to the engine (with the finder's token)."""
        if self._play is None:
            self._play = Play(self.tiles, self.across, self._origin)
        return self._play

    @property
    def explanation(self) -> Explanation:
        """The scorer's explained score (same total as :attr:`score`), from the scorer the finder was given."""
        if self._context.explain is None:
            raise TypeError("this finder was made without a scorer to explain its plays")
        return self._context.explain(self._context.ruleset, self._context.board, self.play)

    @property
    def notation(self) -> str:
        """The play in players' notation, from the notation the finder was given."""
        if self._context.notate is None:
            return " ".join(f"{sq}{t}" for sq, t in self.tiles)
        return self._context.notate(self._context.board, self.play)

    @property
    def words(self) -> list[str]:
        """The words formed, main word first (a blank in lower case)."""
        from wordplay.crossword.words import words_formed

        return [w.text for w in words_formed(self._context.board, self.play)]

    @property
    def tile_count(self) -> int:
        return len(self.tiles)

    @property
    def leave(self) -> str:
        """The rack tiles kept after this play."""
        return rack_minus(self._context.rack, (BLANK if tile.islower() else tile for _, tile in self.tiles))

    def sort_key(self) -> tuple[int, tuple[tuple[int, str], ...]]:
        """Best first: higher score, then the tiles (square, letter) in order."""
        return (-self.score, self.tiles)

    def to_dict(self) -> dict[str, Any]:
        return {
            "notation": self.notation,
            "score": self.score,
            "tiles": [[sq, t] for sq, t in self.tiles],
            "across": self.across,
            "leave": self.leave,
            "words": self.words,
        }

    def __repr__(self) -> str:
        return f"<FoundPlay {self.notation} {self.score}>"


class _Context:
    """What a found play needs to explain itself: the ruleset, the board as it was, the rack (and the
    lexicon searched, for a game to see that a play's token is of its own rules)."""

    __slots__ = ("board", "explain", "lexicon", "notate", "rack", "ruleset")

    def __init__(self, finder: MoveFinder, board: Board, rack: str) -> None:
        self.ruleset = finder.ruleset
        self.lexicon = finder.lexicon
        self.explain = finder.explain
        self.notate = finder.notate
        self.board = board
        self.rack = rack

    def found_play(self, score: int, tiles: tuple[tuple[int, str], ...], across: bool) -> FoundPlay:
        """The play (score, tiles, across) of this context as a :class:`FoundPlay`, with its token."""
        found = FoundPlay(tiles, across, score, self)
        found._origin = Origin(self, score, tiles, across, _MINT)
        return found


class _Lane:
    """One row or column of the board, as the walk reads it."""

    __slots__ = (
        "across",
        "anchors",
        "cross_mask",
        "cross_sum",
        "index",
        "letters",
        "lm",
        "squares",
        "values",
        "wm",
    )

    def __init__(self, across: bool, index: int, squares: list[int]) -> None:
        self.across = across
        self.index = index
        self.squares = squares
        size = len(squares)
        self.letters = [-1] * size
        self.values = [0] * size
        self.cross_mask = [0] * size
        self.cross_sum = [-1] * size
        self.lm = [1] * size
        self.wm = [1] * size
        self.anchors: list[int] = []


class MoveFinder:
    """Finds plays for one ruleset and lexicon; reusable across positions (it caches the graph).

    >>> from wordplay.board.position import parse_cgp
    >>> from wordplay.board.ruleset import load_ruleset
    >>> from wordplay.core.lexicon import load_lexicon
    >>> ruleset = load_ruleset("wordsmith")
    >>> finder = MoveFinder(ruleset, load_lexicon("enable"))
    >>> board = parse_cgp("15/15/15/15/15/15/15/3QUIET7/15/15/15/15/15/15/15", ruleset).board
    >>> [found.score for found in finder.best(board, "AEINRST", 3)]
    [52, 44, 44]
    """

    def __init__(
        self,
        ruleset: CrosswordRules,
        lexicon: Any,
        *,
        explain: Callable[[Any, Board, Play], Explanation] | None = None,
        notate: Callable[[Board, Play], str] | None = None,
        compiled: bool = True,
    ) -> None:
        """``ruleset`` gives the tiles, the layout (premiums), ``rack_size``, ``first_play_min_tiles`` and
        ``all_tiles_bonus``; ``explain(ruleset, board, play)`` and ``notate(board, play)``, when given,
        let each play found explain and write itself (the board games pass their scorer and notation);
        ``compiled`` uses the C search when it is built (see :mod:`wordplay.crossword.native`)."""
        self.ruleset = ruleset
        self.lexicon = lexicon
        self.explain = explain
        self.notate = notate
        tiles = ruleset.tiles
        graph, alphabet = _graph_of(lexicon, tiles.alphabet)
        self.graph: FastGraph = fast_graph(graph, alphabet)
        self.alphabet = alphabet
        self.index = {ch: i for i, ch in enumerate(alphabet)}
        self.values = [tiles.values.get(ch, 0) for ch in alphabet]
        self.blank_value = tiles.blank_value
        self.full = (1 << len(alphabet)) - 1
        layout = ruleset.layout
        self.size = layout.size
        size = self.size
        self._lane_squares = [[r * size + c for c in range(size)] for r in range(size)] + [
            [r * size + c for r in range(size)] for c in range(size)
        ]
        # (square, tile) pairs made once: the walk only picks them.
        self._pair = [[(sq, ch) for ch in alphabet] for sq in range(size * size)]
        self._blank_pair = [[(sq, ch.lower()) for ch in alphabet] for sq in range(size * size)]
        self._tile_of = tile_table(self._pair, self._blank_pair)  # the same pairs by the core's packed tile code
        # the C walk (wordplay.crossword.native) when built, wanted and able to take this graph
        from wordplay.crossword.native import compiled_module, graph_buffers

        module = compiled_module() if compiled else None
        buffers = graph_buffers(self.graph) if module is not None and size <= 32 else None
        self._native = (module, buffers) if module is not None and buffers is not None else None
        self._query = Query(
            size,
            alphabet,
            self.values,
            self.blank_value,
            list(layout.letter_multipliers),
            list(layout.word_multipliers),
            ruleset.rack_size,
            ruleset.all_tiles_bonus,
        )
        self._word_count = getattr(graph, "word_count", None) or _size_of(lexicon)

    # ----- public -------------------------------------------------------------------------

    def plays(self, board: Board, rack: str, *, usable: Container[str] | None = None) -> Sequence[FoundPlay]:
        """Every legal play, best first (higher score, then squares in order); with ``usable``, only
        those laying rack tiles in it (``?`` for a blank), searched as such (each play's leave is
        still that of the whole rack). From the compiled core, a :class:`~wordplay.crossword.packed.PackedPlays`
        whose play objects are made as they are read; from the pure path, a list."""
        context = _Context(self, board.copy(), rack)
        tiles = rack if usable is None else "".join(t for t in rack if t in usable)
        if self._native is not None:
            packed = self._native_packed(board, tiles, 0, -1, -1)[2]
            return PackedPlays(packed, self._tile_of, context.found_play)
        found: list[Any] = []
        self._search(board, tiles, found, None, make=context)
        return found

    def count(self, board: Board, rack: str) -> int:
        """How many distinct placements the rack has (no play objects are made)."""
        return self._search(board, rack, None, None)

    def best(self, board: Board, rack: str, n: int = 1) -> list[FoundPlay]:
        """The top ``n`` plays, best first, exactly as ``plays(...)[:n]`` but searched best first."""
        if n <= 0:
            return []
        context = _Context(self, board.copy(), rack)
        found: list[Any] = []
        self._search(board, rack, found, n, make=context)
        return found

    def best_valued(self, board: Board, rack: str, worth: Callable[[str], float], most: float) -> FoundPlay | None:
        """The play of highest ``score + worth(leave)`` (the first such in the order of :meth:`plays`),
        ``leave`` being the rack tiles kept, sorted; ``most``: the most ``worth`` gives any leave of one
        tile or more (an empty leave must be worth 0). Searched best first: the best value ``v`` among
        the top plays by score bounds the rest, so only plays scoring ``v - most`` or more are read."""
        probe = self.best(board, rack, _VALUED_PROBE)
        if not probe:
            return None
        floor = math.floor(max(p.score + worth("".join(sorted(p.leave))) for p in probe) - max(most, 0.0))
        best: tuple[int, tuple[tuple[int, str], ...], bool] | None = None
        best_value = float("-inf")
        for entry in self.at_least(board, rack, floor):  # best first
            value = entry[0] + worth(
                "".join(sorted(rack_minus(rack, (BLANK if t.islower() else t for _, t in entry[1]))))
            )
            if value > best_value:
                best, best_value = entry, value
        assert best is not None, "the probe's plays score at least the floor"
        return _Context(self, board.copy(), rack).found_play(*best)

    @staticmethod
    def _order(found: list[tuple[int, tuple[tuple[int, str], ...], bool]]) -> None:
        """Sort found plays best first: higher score, then the tiles (square, letter) in order."""
        found.sort(key=lambda f: (-f[0], f[1]))

    # ----- setup per position ---------------------------------------------------------------

    def _lanes(self, board: Board) -> list[_Lane]:
        size = self.size
        layout = board.layout
        cells = board.cells
        index = self.index
        lower_index = {ch.lower(): i for ch, i in index.items()}
        values = self.values
        blank_value = self.blank_value
        letter = [-1] * (size * size)
        value = [0] * (size * size)
        for sq, tile in enumerate(cells):
            if tile:
                if tile in index:
                    letter[sq] = index[tile]
                    value[sq] = values[index[tile]]
                else:
                    letter[sq] = lower_index.get(tile, -2)  # -2: a tile the lexicon cannot spell
                    value[sq] = blank_value
        graph = self.graph
        full = self.full
        lanes = []
        empty_board = not any(cells)
        start = layout.start
        for lane_no, squares in enumerate(self._lane_squares):
            across = lane_no < size
            lane = _Lane(across, lane_no, squares)
            step = size if across else 1  # the cross direction
            lane_letters, lane_values = lane.letters, lane.values
            cmask, csum, lm, wm = lane.cross_mask, lane.cross_sum, lane.lm, lane.wm
            anchors = lane.anchors
            for i, sq in enumerate(squares):
                lm[i] = layout.letter_multipliers[sq]
                wm[i] = layout.word_multipliers[sq]
                if letter[sq] != -1:
                    lane_letters[i] = letter[sq]
                    lane_values[i] = value[sq]
                    continue
                # tiles before and after this square in the cross direction (a column for a row)
                before: list[int] = []
                total = 0
                s = sq - step
                while s >= 0 and letter[s] != -1 and (across or s // size == sq // size):
                    before.append(letter[s])
                    total += value[s]
                    s -= step
                after: list[int] = []
                s = sq + step
                while s < size * size and letter[s] != -1 and (across or s // size == sq // size):
                    after.append(letter[s])
                    total += value[s]
                    s += step
                if before or after:
                    before.reverse()
                    if -2 in before or -2 in after:
                        cmask[i] = 0
                    else:
                        cmask[i] = graph.cross_mask(tuple(before), tuple(after))
                    csum[i] = total
                    anchors.append(i)
                else:
                    cmask[i] = full
                    if (
                        (i > 0 and letter[squares[i - 1]] != -1)
                        or (i < size - 1 and letter[squares[i + 1]] != -1)
                        or (empty_board and sq == start)
                    ):
                        anchors.append(i)
            lanes.append(lane)
        return lanes

    # ----- the search -------------------------------------------------------------------------

    def at_least(self, board: Board, rack: str, score: int) -> list[tuple[int, tuple[tuple[int, str], ...], bool]]:
        """Every placement scoring ``score`` or more as plain (score, tiles, across) tuples, best first;
        searched best first, so starts whose bound is below ``score`` are skipped."""
        found: list[tuple[int, tuple[tuple[int, str], ...], bool]] = []
        self._search(board, rack, found, None, score)
        return found

    def _search(
        self,
        board: Board,
        rack: str,
        found: list[Any] | None,
        top: int | None,
        at_least: int = -1,
        make: _Context | None = None,
    ) -> int:
        """Find the plays (every one; the ``top`` best; those scoring ``at_least`` or more) and return how many.
        ``found`` (None: count only) gets them as (score, tiles, across) tuples, or, with ``make``, as
        :class:`FoundPlay` objects of that context, sorted best first and cut to ``top``."""
        counts, blanks = self._rack_counts(rack)
        ntiles = sum(counts) + blanks
        if ntiles == 0:
            return 0
        empty_board = not any(board.cells)
        min_tiles = self.ruleset.first_play_min_tiles if empty_board else 1
        if self._native is not None:  # the whole search in C (see walk_core.c)
            if found is None:  # a count: nothing packed
                core_top, limit = top or 0, 0
            elif top is None:
                core_top, limit = 0, -1
            else:  # past the heap's limit: every play, sorted and cut
                core_top, limit = (top if top <= _NATIVE_TOP_LIMIT else 0), top
            n, _, packed = self._run_native(board, counts, blanks, empty_board, min_tiles, core_top, at_least, limit)
            if found is not None:
                entries = unpack(packed, self._tile_of)
                found.extend(entries if make is None else (make.found_play(*entry) for entry in entries))
            return n
        plays: list[tuple[int, tuple[tuple[int, str], ...], bool]] = []
        self._pure_search(board, counts, blanks, ntiles, min_tiles, plays, top, at_least)
        if found is None:
            return len(plays)
        self._order(plays)
        if top is not None:
            del plays[top:]
        if make is None:
            found.extend(plays)
        else:
            found.extend(make.found_play(*entry) for entry in plays)
        return len(plays)

    def _pure_search(
        self,
        board: Board,
        counts: list[int],
        blanks: int,
        ntiles: int,
        min_tiles: int,
        found: list[Any],
        top: int | None,
        at_least: int,
    ) -> None:
        """:meth:`_search` in Python: appends the plays found, in no order (with ``top``, more than ``top``)."""
        lanes = self._lanes(board)
        units = self._units(lanes, ntiles)
        if not units:
            return
        walker = _Walker(self, counts, blanks, ntiles, min_tiles, found, top)
        walker.cut[0] = at_least
        if top is None and at_least < 0:
            for lane, start, anchor, _ in units:
                walker.walk(lane, start, anchor)
            return
        index = self._all_tiles_index() if walker.bonus else None  # long words, to look all-tiles plays up
        partial, whole = self._bounds(units, counts, blanks, ntiles, index)
        bounds = [max(a, b) for a, b in zip(partial, whole, strict=False)]
        lookup = walker.bonus and any(whole)
        if index is not None and lookup:
            self._best_first_indexed(units, partial, bounds, whole, walker, index, min_tiles)
            return
        began = time.process_time()
        order = sorted(range(len(units)), key=lambda u: -bounds[u])
        for u in order:
            if bounds[u] < walker.cut[0]:
                break
            lane, start, anchor, _ = units[u]
            # plays leaving tiles on the rack cannot make the list: only all-tile plays are sought
            walker.walk(lane, start, anchor, need_all=partial[u] < walker.cut[0])
        if lookup:
            alltiles.charge(self.graph, self.ruleset.rack_size, self.size, time.process_time() - began)

    def _best_first_indexed(
        self,
        units: list[tuple[_Lane, int, int, int]],
        partial: list[int],
        bounds: list[int],
        whole: list[int],
        walker: _Walker,
        index: AllTilesIndex,
        min_tiles: int,
    ) -> None:
        """The best-first loop when the lexicon has an :class:`AllTilesIndex`: a start whose bound may
        come from an all-tiles play first gets its all-tiles plays by lookup (recorded at once), then
        comes back with the bound of the plays leaving tiles, walked without the all-tiles ones."""
        cut = walker.cut
        record = walker.record
        heap = [(-bound, u, False) for u, bound in enumerate(bounds)]
        heapq.heapify(heap)
        fitting: dict[tuple[int, tuple[tuple[int, int], ...]], list[bytes]] = {}
        while heap:
            bound, u, looked_up = heapq.heappop(heap)
            if -bound < cut[0]:
                break
            lane, start, anchor, _ = units[u]
            if not looked_up and whole[u]:
                for score, tiles in self._all_tiles_plays(lane, start, walker, index, min_tiles, fitting):
                    if score >= cut[0]:
                        record(score, tiles, lane.across)
                heapq.heappush(heap, (-partial[u], u, True))
                continue
            walker.walk(lane, start, anchor, most=walker.ntiles - 1 if looked_up else walker.ntiles)

    def _all_tiles_index(self) -> AllTilesIndex | None:
        """The lexicon's :class:`~wordplay.crossword.alltiles.AllTilesIndex` when it has one at hand
        (see :func:`~wordplay.crossword.alltiles.all_tiles_index` on when it is read or built)."""
        return alltiles.all_tiles_index(self.graph, self._word_count, self.ruleset.rack_size, self.size)

    def _all_tiles_plays(
        self,
        lane: _Lane,
        start: int,
        walker: _Walker,
        index: AllTilesIndex,
        min_tiles: int,
        fitting: dict[tuple[int, tuple[tuple[int, int], ...]], list[bytes]],
    ) -> Iterator[tuple[int, tuple[tuple[int, str], ...]]]:
        """Every play from ``start`` using every rack tile, with its score, found by lookup: exactly
        those :meth:`_Walker.walk` finds there with ``need_all``."""
        ntiles = walker.ntiles
        if ntiles < min_tiles:
            return
        letters, size = lane.letters, self.size
        free: list[int] = []
        fixed: list[tuple[int, int]] = []
        pos = start
        while pos < size:
            letter = letters[pos]
            if letter == -1:
                if len(free) == ntiles:
                    break
                free.append(pos)
            elif letter < 0:
                return  # a board tile the lexicon cannot spell
            else:
                fixed.append((pos - start, letter))
            pos += 1
        if len(free) < ntiles:
            return
        length = pos - start
        key = (length, tuple(fixed))
        words = fitting.get(key)
        if words is None:
            need = {i: c for i, c in enumerate(walker.counts) if c}
            for _, letter in fixed:
                need[letter] = need.get(letter, 0) + 1
            words = fitting[key] = index.fitting(length, fixed, need)
        if not words:
            return
        cmask, csum, lm, wm, bvals = lane.cross_mask, lane.cross_sum, lane.lm, lane.wm, lane.values
        squares = lane.squares
        values, blank_value = self.values, self.blank_value
        pair, blank_pair = self._pair, self._blank_pair
        board_sum = sum(bvals[start + p] for p, _ in fixed)
        wmul = 1
        for f in free:
            wmul *= wm[f]
        counts = walker.counts
        bonus = walker.bonus
        offsets = [f - start for f in free]
        for word in words:
            placed = [word[o] for o in offsets]
            if any(not cmask[f] >> x & 1 for f, x in zip(free, placed, strict=True)):
                continue
            # the blanks stand for the letters the real tiles leave over, in every way
            spare = [0] * len(counts)
            for x in placed:
                spare[x] += 1
            choices: list[list[tuple[int, ...]]] = [[()]]
            for x, extra in enumerate(spare):
                extra -= counts[x]
                if extra:
                    at = [i for i, y in enumerate(placed) if y == x]
                    choices.append(list(itertools.combinations(at, extra)))
            for combo in itertools.product(*choices):
                blank_at = {i for group in combo for i in group}
                msum = board_sum
                xtot = 0
                tiles = []
                for i, f in enumerate(free):
                    x = placed[i]
                    if i in blank_at:
                        v = blank_value * lm[f]
                        tiles.append(blank_pair[squares[f]][x])
                    else:
                        v = values[x] * lm[f]
                        tiles.append(pair[squares[f]][x])
                    msum += v
                    if csum[f] >= 0:
                        xtot += (csum[f] + v) * wm[f]
                yield msum * wmul + xtot + bonus, tuple(tiles)

    def _rack_counts(self, rack: str) -> tuple[list[int], int]:
        """The rack's count of each letter of the alphabet, and its blanks (tiles the alphabet lacks: none)."""
        index = self.index
        counts = [0] * len(self.alphabet)
        blanks = 0
        for ch in rack:
            if ch == BLANK:
                blanks += 1
            elif ch in index:
                counts[index[ch]] += 1
        return counts, blanks

    def _native_packed(
        self, board: Board, rack: str, top: int, at_least: int, limit: int
    ) -> tuple[int, int, bytes | None]:
        """:meth:`_run_native` for a rack given as text."""
        counts, blanks = self._rack_counts(rack)
        empty_board = not any(board.cells)
        min_tiles = self.ruleset.first_play_min_tiles if empty_board else 1
        return self._run_native(board, counts, blanks, empty_board, min_tiles, top, at_least, limit)

    def _run_native(
        self,
        board: Board,
        counts: list[int],
        blanks: int,
        empty_board: bool,
        min_tiles: int,
        top: int,
        at_least: int,
        limit: int,
    ) -> tuple[int, int, bytes | None]:
        """One call of the compiled core: (plays found, work spent, the packed plays)."""
        assert self._native is not None
        module, buffers = self._native
        query = self._query.make(
            counts,
            board.cells,
            start=board.layout.start if empty_board else -1,
            blanks=blanks,
            min_tiles=min_tiles,
            top=top,
            at_least=at_least,
            limit=limit,
        )
        result: tuple[int, int, bytes | None] = module.search(buffers, self.graph.root, query)
        return result

    def _units(self, lanes: list[_Lane], ntiles: int) -> list[tuple[_Lane, int, int, int]]:
        """Every (lane, start, first anchor) a play may begin at, with the empties before the anchor."""
        units = []
        size = self.size
        for lane in lanes:
            if not lane.anchors:
                continue
            letters = lane.letters
            anchors = lane.anchors
            cmask = lane.cross_mask
            empty_before = [0] * (size + 1)  # empty squares before each position
            for i in range(size):
                empty_before[i + 1] = empty_before[i] + (letters[i] == -1)
            k = 0  # index of the first anchor >= start
            for start in range(size):
                while k < len(anchors) and anchors[k] < start:
                    k += 1
                if k == len(anchors):
                    break
                if start > 0 and letters[start - 1] != -1:
                    continue
                anchor = anchors[k]
                if not cmask[anchor]:
                    continue
                empties = empty_before[anchor] - empty_before[start]
                if empties + 1 > ntiles:
                    continue
                units.append((lane, start, anchor, empties))
        return units

    def _bounds(
        self,
        units: list[tuple[_Lane, int, int, int]],
        counts: list[int],
        blanks: int,
        ntiles: int,
        index: AllTilesIndex | None = None,
    ) -> tuple[list[int], list[int]]:
        """Upper bounds on the score of the plays from each start (the shadow play): of those
        leaving tiles on the rack, and of those using every tile.

        For each end the start may reach: the board tiles at face value, the cross words'
        tiles, and the empty squares filled by the rack's best values on the best multipliers
        (no better than the best rack letter each square's cross-check allows); the all-tiles
        bonus only when the rack (with the segment's board letters) anagrams to some word (as far as
        the graph walk of :class:`_AllTilesFeasibility` or, when given, the ``index`` can tell).
        """
        values = self.values
        blank_value = self.blank_value
        rack_values = sorted(
            [values[i] for i, c in enumerate(counts) for _ in range(c)] + [blank_value] * blanks, reverse=True
        )
        rack_mask = 0 if not blanks else self.full
        real_mask = 0
        for i, c in enumerate(counts):
            if c:
                rack_mask |= 1 << i
                real_mask |= 1 << i
        all_tiles = ntiles >= self.ruleset.rack_size
        bonus = self.ruleset.all_tiles_bonus if all_tiles else 0
        feasible: _AllTilesFeasibility | _IndexedFeasibility | None = None
        if all_tiles:
            feasible = (
                _AllTilesFeasibility(self.graph, counts, blanks, ntiles)
                if index is None
                else _IndexedFeasibility(index, counts, ntiles)
            )
        cap_cache: dict[int, int] = {}
        top_value = rack_values[0] if rack_values else 0
        size = self.size
        partial_bounds, whole_bounds = [], []
        for lane, start, anchor, _ in units:
            letters, bvals, cmask, csum, lm, wm = (
                lane.letters,
                lane.values,
                lane.cross_mask,
                lane.cross_sum,
                lane.lm,
                lane.wm,
            )
            best_partial = best_whole = 0
            wmul = 1
            board_sum = 0
            cross_const = 0
            board_letters: list[int] = []
            placed: list[tuple[int, int, int]] = []  # (letter multiplier, cross word multiplier or 0, cap)
            pos = start
            while pos < size:
                if letters[pos] != -1:
                    board_sum += bvals[pos]
                    board_letters.append(letters[pos])
                    pos += 1
                else:
                    allowed = cmask[pos] & rack_mask
                    if len(placed) == ntiles or not allowed:
                        break
                    if cmask[pos] == self.full:
                        cap = top_value
                    else:
                        cached = cap_cache.get(allowed)
                        if cached is None:
                            cached = cap_cache[allowed] = _best_value(
                                allowed & real_mask, values, blank_value if blanks else -1
                            )
                        cap = cached
                    w = wm[pos]
                    wmul *= w
                    if csum[pos] >= 0:
                        cross_const += csum[pos] * w
                        placed.append((lm[pos], w, cap))
                    else:
                        placed.append((lm[pos], 0, cap))
                    pos += 1
                    while pos < size and letters[pos] != -1:
                        board_sum += bvals[pos]
                        board_letters.append(letters[pos])
                        pos += 1
                if pos > anchor:
                    whole = len(placed) == ntiles
                    if whole and feasible is not None:
                        if not feasible.possible(board_letters):
                            continue
                        extra = bonus
                    else:
                        extra = 0
                    coefficients = sorted([tile * (wmul + x) for tile, x, _ in placed], reverse=True)
                    by_value = 0
                    for c, v in zip(coefficients, rack_values, strict=False):
                        by_value += c * v
                    by_cap = 0
                    for tile, x, cap in placed:
                        by_cap += tile * (wmul + x) * cap
                    score = wmul * board_sum + cross_const + min(by_value, by_cap) + extra
                    if whole:
                        best_whole = max(best_whole, score)
                    elif score > best_partial:
                        best_partial = score
            partial_bounds.append(best_partial)
            whole_bounds.append(best_whole)
        return partial_bounds, whole_bounds


_VALUED_PROBE = 8  # plays read first by best_valued, to bound the others
_NATIVE_TOP_LIMIT = 100_000  # the C search keeps a heap of this many scores at most


def _best_value(mask: int, values: list[int], blank_value: int) -> int:
    """The highest value among the letters of ``mask`` (``blank_value`` when a blank may stand in)."""
    best = blank_value
    letter = 0
    while mask:
        if mask & 1 and values[letter] > best:
            best = values[letter]
        mask >>= 1
        letter += 1
    return max(best, 0)


class _AllTilesFeasibility:
    """Can the whole rack, with the board letters of a segment, spell some word at all?

    A necessary condition for an all-tiles play, answered by walking the word graph with the
    rack as a count array (blanks as wild cards): the rack alone, or the rack plus one board
    letter (each letter asked once per search). With two or more board letters: "maybe".
    """

    def __init__(self, graph: FastGraph, counts: list[int], blanks: int, ntiles: int) -> None:
        self.graph = graph
        self.counts = list(counts)
        self.blanks = blanks
        self.ntiles = ntiles
        self._known: dict[int, bool] = {}

    def possible(self, board_letters: list[int]) -> bool:
        if len(board_letters) >= 2:
            return True
        key = board_letters[0] if board_letters else -1
        answer = self._known.get(key)
        if answer is None:
            if key >= 0:
                self.counts[key] += 1
            answer = self._known[key] = self._anagram(self.ntiles + (key >= 0))
            if key >= 0:
                self.counts[key] -= 1
        return answer

    def _anagram(self, length: int) -> bool:
        graph = self.graph
        mask, first, child, terminal = graph.mask, graph.first, graph.child, graph.terminal
        counts = self.counts
        have = 0
        for letter, n in enumerate(counts):
            if n:
                have |= 1 << letter
        full = (1 << len(counts)) - 1

        def go(node: int, depth: int, blanks: int, have: int) -> bool:
            if depth == length:
                return bool(terminal[node])
            m = mask[node]
            options = m & (full if blanks else have)
            while options:
                bit = options & -options
                options ^= bit
                letter = bit.bit_length() - 1
                c = child[first[node] + (m & (bit - 1)).bit_count()]
                if have & bit:
                    counts[letter] -= 1
                    ok = go(c, depth + 1, blanks, have if counts[letter] else have ^ bit)
                    counts[letter] += 1
                else:
                    ok = go(c, depth + 1, blanks - 1, have)
                if ok:
                    return True
            return False

        return go(graph.root, 0, self.blanks, have)


class _IndexedFeasibility:
    """:class:`_AllTilesFeasibility` answered by an :class:`~wordplay.crossword.alltiles.AllTilesIndex`:
    does some word of the right length hold the rack's letters and the segment's board letters? Exact
    as far as letter counts go (board letters' places are checked by the lookup of the plays)."""

    def __init__(self, index: AllTilesIndex, counts: list[int], ntiles: int) -> None:
        self.index = index
        self.need = {i: c for i, c in enumerate(counts) if c}
        self.ntiles = ntiles
        self._known: dict[tuple[int, ...], bool] = {}

    def possible(self, board_letters: list[int]) -> bool:
        key = tuple(sorted(board_letters))
        answer = self._known.get(key)
        if answer is None:
            length = self.ntiles + len(key)
            if key and key[0] < 0:
                answer = False  # a board tile the lexicon cannot spell
            elif length < self.index.lo or length > self.index.hi:
                answer = True  # the index cannot tell
            else:
                need = dict(self.need)
                for letter in key:
                    need[letter] = need.get(letter, 0) + 1
                answer = self.index.holds(length, need)
            self._known[key] = answer
        return answer


class _Walker:
    """The recursive walk from one start; holds the rack counts and where plays are recorded."""

    def __init__(
        self,
        finder: MoveFinder,
        counts: list[int],
        blanks: int,
        ntiles: int,
        min_tiles: int,
        found: list[Any],
        top: int | None,
    ) -> None:
        self.finder = finder
        self.counts = counts
        self.blanks = blanks
        self.ntiles = ntiles
        self.min_tiles = min_tiles
        self.found = found
        self.top = top
        self.cut = [-1]  # scores below cut[0] cannot make the top list
        self.bonus = finder.ruleset.all_tiles_bonus if ntiles >= finder.ruleset.rack_size else 0
        self.avail = 0
        for i, c in enumerate(counts):
            if c:
                self.avail |= 1 << i
        self._no_limit = [0] * (finder.size + 1)

    def record(self, score: int, tiles: tuple[tuple[int, str], ...], across: bool) -> None:
        """Keep a play scoring at least the cut."""
        if self.top is None:
            self.found.append((score, tiles, across))
        else:
            self._record_top(score, tiles, across)

    def _record_top(self, score: int, tiles: tuple[tuple[int, str], ...], across: bool) -> None:
        found, top = self.found, self.top
        assert top is not None
        found.append((score, tiles, across))
        if len(found) >= 2 * top + 8:
            found.sort(key=lambda f: (-f[0], f[1]))
            del found[top:]
            self.cut[0] = found[-1][0]
        elif len(found) == top:
            self.cut[0] = min(f[0] for f in found)

    def walk(self, lane: _Lane, start: int, anchor: int, need_all: bool = False, most: int | None = None) -> None:
        """Every play from ``start`` (only those using every tile when ``need_all``; only those laying at
        most ``most`` tiles when given)."""
        finder = self.finder
        graph = finder.graph
        nmask, first, child, terminal = graph.mask, graph.first, graph.child, graph.terminal
        size = finder.size
        letters, bvals, cmask, csum, lm, wm = (
            lane.letters,
            lane.values,
            lane.cross_mask,
            lane.cross_sum,
            lane.lm,
            lane.wm,
        )
        squares = lane.squares
        pair, blank_pair = finder._pair, finder._blank_pair
        values = finder.values
        blank_value = finder.blank_value
        counts = self.counts
        ntiles = self.ntiles
        most_tiles = ntiles if most is None else most
        min_tiles = ntiles if need_all else self.min_tiles
        bonus = self.bonus
        found = self.found
        cut = self.cut
        across = lane.across
        record_top = self._record_top if self.top is not None else None
        slots: list[tuple[int, str]] = [(0, "")] * (ntiles + 1)
        if need_all:
            # room[p]: empty squares from p to the end of the lane; fewer than the tiles left: stop
            room = [0] * (size + 1)
            for p in range(size - 1, -1, -1):
                room[p] = room[p + 1] + (letters[p] == -1)
            if room[start] < ntiles:
                return
            limit = [ntiles - r for r in room]  # n below limit[p]: the rack cannot be emptied any more
        else:
            limit = self._no_limit

        def extend(pos: int, node: int, msum: int, wmul: int, xtot: int, n: int, avail: int, bl: int) -> None:
            # follow the tiles already on the board
            while pos < size:
                letter = letters[pos]
                if letter == -1:
                    break
                m = nmask[node]
                bit = 1 << letter if letter >= 0 else 0
                if not m & bit:
                    return
                node = child[first[node] + (m & (bit - 1)).bit_count()]
                msum += bvals[pos]
                pos += 1
            if (
                n >= min_tiles
                and pos > anchor
                and terminal[node]
                and pos - start >= 2
                and (across or n > 1 or csum[slots[0][0] // size] < 0)
            ):
                # (a one-tile play forming an across word is the row's: a column skips it)
                score = msum * wmul + xtot + (bonus if n == ntiles else 0)
                if score >= cut[0]:
                    if record_top is None:
                        found.append((score, tuple(slots[:n]), across))
                    else:
                        record_top(score, tuple(slots[:n]), across)
            if pos == size or n == most_tiles or n < limit[pos]:
                return
            m = nmask[node]
            allowed = m & cmask[pos]
            if not allowed:
                return
            lmul = lm[pos]
            w = wm[pos]
            cs = csum[pos]
            nw = wmul * w
            sq_pairs = pair[squares[pos]]
            real = allowed & avail
            base = first[node]
            n1 = n + 1
            pos1 = pos + 1
            while real:
                bit = real & -real
                real ^= bit
                letter = bit.bit_length() - 1
                v = values[letter] * lmul
                counts[letter] -= 1
                slots[n] = sq_pairs[letter]
                extend(
                    pos1,
                    child[base + (m & (bit - 1)).bit_count()],
                    msum + v,
                    nw,
                    xtot + (cs + v) * w if cs >= 0 else xtot,
                    n1,
                    avail if counts[letter] else avail ^ bit,
                    bl,
                )
                counts[letter] += 1
            if bl:
                sq_pairs = blank_pair[squares[pos]]
                v = blank_value * lmul
                x = xtot + (cs + v) * w if cs >= 0 else xtot
                msum += v
                bl -= 1
                while allowed:
                    bit = allowed & -allowed
                    allowed ^= bit
                    letter = bit.bit_length() - 1
                    slots[n] = sq_pairs[letter]
                    extend(pos1, child[base + (m & (bit - 1)).bit_count()], msum, nw, x, n1, avail, bl)

        extend(start, graph.root, 0, 1, 0, 0, self.avail, self.blanks)


def _size_of(lexicon: Any) -> int:
    """How many words a lexicon holds (a very large number when it cannot say)."""
    try:
        return len(lexicon)
    except TypeError:
        return 1 << 62


def _graph_of(lexicon: object, alphabet: str) -> tuple[Any, str]:
    """The word graph of a lexicon (a plain collection of words gets one built and cached)."""
    graph = getattr(lexicon, "graph", None)
    if graph is not None:
        return graph, getattr(lexicon, "alphabet", alphabet) or alphabet
    if isinstance(lexicon, Iterable) and not isinstance(lexicon, str):
        from wordplay.core.lexicon import lexicon_from_words

        built = lexicon_from_words(list(lexicon), alphabet, "words")
        return built.graph, built.alphabet
    raise TypeError(
        "the move finder needs a lexicon with a word graph (wordplay.core.lexicon.Lexicon) or a list of words; "
        f"got {type(lexicon).__name__}"
    )

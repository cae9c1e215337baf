"""Computer players for the board games, deterministic with a seed.

>>> from wordplay.board.game import BoardGame
>>> from wordplay.board.players import computer_player
>>> game = BoardGame("wordsmith", ["Ann", "Ben"], seed=7)
>>> game.play("8D RADIO").total
12
>>> bot = computer_player(2, seed=7)
>>> game.apply(bot.choose(game)).total   # the highest-scoring play for Ann's rack
18

Three levels (the scale of :data:`wordplay.core.players.LEVEL_NAMES`):

1. **Beginner**: picks at random (seeded) among middling plays of short words made of the
   set's most plentiful letters, keeping blanks; a learner can beat it.
2. **Best score now**: the highest-scoring play (the hint); no play: exchange everything
   the bag allows, else pass.
3. **Score plus leave**: each play is worth its score plus a valuation of the tiles kept
   (each tile's worth, vowels against consonants, duplicates; numbers in
   ``wordplay/data/players/leave_values.json``); when even the best play is poor it compares
   exchanges too. With the bag empty only the score counts.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import product
from typing import Any

from wordplay.board.finder import finder_for
from wordplay.board.leave import leave_values, player_settings
from wordplay.core.players import LEVEL_NAMES, ComputerPlayer, Player, check_level
from wordplay.core.tiles import BLANK
from wordplay.crossword.generator import FoundPlay
from wordplay.crossword.moves import Exchange, Move, Pass, Play


class BoardPlayer(ComputerPlayer):
    """Base of the board levels: with no play chosen, exchange what the rules allow, else pass."""

    def __repr__(self) -> str:
        return f"computer_player({self.level}, seed={self.seed})"

    def no_play(self, game: Any) -> Move:
        """No play chosen: swap as many tiles as the rules allow, else pass."""
        tiles = _exchangeable(game, game.rack)
        return Exchange(tiles) if tiles else Pass()


class ScorePlayer(BoardPlayer):
    """Level 2: the highest-scoring play."""

    level = 2

    def pick(self, game: Any) -> FoundPlay | None:
        best = finder_for(game.ruleset, self.lexicon(game)).best(game.board, game.rack, 1)
        return best[0] if best else None


class LeavePlayer(BoardPlayer):
    """Level 3: score plus the worth of the tiles kept; exchanges when the best play is poor."""

    level = 3

    def __init__(self, seed: int = 0, lexicon: Any = None, name: str | None = None) -> None:
        super().__init__(seed, lexicon, name)
        self._exchange: str | None = None

    def choose(self, game: Any) -> Move:
        self._exchange = None
        move: Move = super().choose(game)
        if self._exchange:
            self.last_choice = None
            return Exchange(self._exchange)
        return move

    def pick(self, game: Any) -> FoundPlay | None:
        values = leave_values(game.ruleset.id)
        rack = game.rack
        finder = finder_for(game.ruleset, self.lexicon(game))
        if not game.bag:
            plays = finder.plays(game.board, rack)
            others = sum(game.ruleset.tiles.rack_value(r) for i, r in enumerate(game.racks) if i != game.to_move)
            best, best_value = None, float("-inf")
            for p in plays:
                value: float = p.score + (others if len(p.tiles) == len(rack) else 0)
                if value > best_value:
                    best, best_value = p, value
            return best
        cache: dict[str, float] = {}

        def worth(leave: str) -> float:
            found = cache.get(leave)
            if found is None:
                found = cache[leave] = values.value(leave)
            return found

        best = finder.best_valued(game.board, rack, worth, _best_leave(game.ruleset.id, rack))
        best_value = float("-inf") if best is None else best.score + worth("".join(sorted(best.leave)))
        if best is None or best_value < values.exchange_when_best_below:
            swap = self._best_exchange(game, values)
            if swap is not None and swap[1] > best_value:
                self._exchange = swap[0]
                return None
        return best

    def _best_exchange(self, game: Any, values: Any) -> tuple[str, float] | None:
        rack = game.rack
        limit = len(rack) if game.ruleset.exchange == "bag_not_empty" else min(len(rack), len(game.bag))
        if not game.bag or limit <= 0:
            return None
        counts = sorted(Counter(rack).items())
        best: tuple[str, float] | None = None
        for keep in product(*(range(n + 1) for _, n in counts)):
            kept = "".join(tile * k for (tile, _), k in zip(counts, keep, strict=False))
            given = "".join(tile * (n - k) for (tile, n), k in zip(counts, keep, strict=False))
            if not given or len(given) > limit:
                continue
            value = values.value(kept) - values.exchange_cost
            if best is None or value > best[1]:
                best = (given, value)
        return best


class BeginnerPlayer(BoardPlayer):
    """Level 1: a middling play of short words made of plentiful letters, chosen at random."""

    level = 1

    def pick(self, game: Any) -> FoundPlay | None:
        settings = player_settings("beginner")
        tiles = game.ruleset.tiles
        common = {ch for ch, n in tiles.counts.items() if n >= settings["min_letter_count"]}
        low, high = settings["min_word_length"], settings["max_word_length"]
        finder = finder_for(game.ruleset, self.lexicon(game))
        # plays of the plentiful letters only (no blank: a blank's tile is a lower-case letter), searched as such
        candidates = []
        for p in finder.plays(game.board, game.rack, usable=common - {BLANK}):
            words = p.words
            if all(low <= len(w) <= high and all(ch.upper() in common for ch in w) for w in words):
                candidates.append(p)
        plays = candidates or finder.plays(game.board, game.rack)
        if not plays:
            return None
        rng = self.rng(game)
        if not candidates:
            # nothing plain: the lower half of all plays, blanks kept when possible
            plain = [p for p in plays if not any(t.islower() for _, t in p.tiles)] or list(plays)
            candidates = plain[len(plain) // 2 :] or plain
        top = max(p.score for p in candidates)
        band_low, band_high = settings["score_band"]
        band = [p for p in candidates if band_low * top <= p.score <= band_high * top] or candidates
        return band[rng.below(len(band))]


LEVELS = {1: BeginnerPlayer, 2: ScorePlayer, 3: LeavePlayer}


def computer_player(level: int, seed: int = 0, lexicon: Any = None, name: str | None = None) -> BoardPlayer:
    """A computer player of ``level`` 1 (beginner), 2 (best score now) or 3 (score and leave)."""
    return LEVELS[check_level(level)](seed, lexicon, name)


@lru_cache(maxsize=4096)
def _best_leave(variant: str, rack: str) -> float:
    """The most any tiles kept of ``rack`` (one tile at least, not all of it) can be worth."""
    values = leave_values(variant)
    counts = sorted(Counter(rack).items())
    best = float("-inf")
    for keep in product(*(range(n + 1) for _, n in counts)):
        if 0 < sum(keep) < len(rack):
            best = max(best, values.value("".join(tile * k for (tile, _), k in zip(counts, keep, strict=False))))
    return best


def _exchangeable(game: Any, rack: str) -> str:
    """The tiles to swap when there is no play: the whole rack, or as many as the bag allows."""
    if not game.bag or not rack:
        return ""
    if game.ruleset.exchange == "bag_size":
        # keep blanks first when only part of the rack can go
        order = sorted(rack, key=lambda t: t == BLANK)
        return "".join(order[: len(game.bag)])
    return rack


__all__ = [
    "LEVELS",
    "LEVEL_NAMES",
    "BeginnerPlayer",
    "BoardPlayer",
    "ComputerPlayer",
    "LeavePlayer",
    "Play",
    "Player",
    "ScorePlayer",
    "computer_player",
]

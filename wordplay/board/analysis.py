"""Looking back at a game: for each move, the best play there was, the points lost, and the
all-tile plays missed; then a summary per player.

The board is replayed from the game's own move records (``BoardGame.moves``), so any game
works: one played here, a saved one, or one read from GCG (:func:`wordplay.board.gcg.game_from_gcg`).
"Points lost" compares scores only (the rack kept is not valued): it is what a learner can
check by hand.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from wordplay.crossword.board import Board
from wordplay.crossword.generator import FoundPlay


@dataclass(frozen=True)
class MoveAnalysis:
    """One move looked back on."""

    number: int
    player: int
    name: str
    rack: str
    kind: str  # play, exchange or pass
    played: str  # the notation, "-TILES" for an exchange, "-" for a pass
    score: int
    best: str | None  # the best play's notation (None when the rack had no play)
    best_score: int
    lost: int  # best_score - score, never below 0
    all_tile_plays: tuple[str, ...] = ()  # all-tile plays available (best first, up to 5)
    missed_all_tiles: bool = False  # one was available and the move was not one

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["all_tile_plays"] = list(self.all_tile_plays)
        return data


@dataclass(frozen=True)
class PlayerSummary:
    """A player's moves added up."""

    player: int
    name: str
    moves: int
    score: int
    best_possible: int
    lost: int
    best_found: int  # moves that scored as much as the best play
    missed_all_tiles: int

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class GameAnalysis:
    moves: tuple[MoveAnalysis, ...]
    players: tuple[PlayerSummary, ...] = field(default=())

    def to_dict(self) -> dict[str, Any]:
        return {"moves": [m.to_dict() for m in self.moves], "players": [p.to_dict() for p in self.players]}

    def __str__(self) -> str:
        lines = []
        for m in self.moves:
            line = f"{m.number:>3}. {m.name:<10} {m.rack:<8} {m.played:<22} {m.score:>4}"
            if m.best is not None and m.lost > 0:
                line += f"   best {m.best} {m.best_score} (-{m.lost})"
            elif m.best is not None:
                line += "   best play"
            if m.missed_all_tiles:
                line += f"   missed all-tile play: {m.all_tile_plays[0]}"
            lines.append(line)
        lines.append("")
        for p in self.players:
            lines.append(
                f"{p.name}: {p.moves} moves, scored {p.score} of a possible {p.best_possible} "
                f"(lost {p.lost}); best play found {p.best_found} times; all-tile plays missed: {p.missed_all_tiles}"
            )
        return "\n".join(lines)


def analyze_game(game: Any, lexicon: Any = None) -> GameAnalysis:
    """Analyse every move of ``game`` (a :class:`~wordplay.board.game.BoardGame`)."""
    from wordplay.board.finder import finder_for

    ruleset = game.ruleset
    lexicon = lexicon if lexicon is not None else game.lexicon
    finder = finder_for(ruleset, lexicon)
    board = Board(ruleset.layout)
    results = []
    for number, event in enumerate(game.moves, start=1):
        rack = event["rack"]
        plays: list[FoundPlay] = finder.plays(board, rack)
        best = plays[0] if plays else None
        kind = event["kind"]
        score = int(event.get("score", 0))
        if kind == "play":
            played = event["notation"]
        elif kind == "exchange":
            played = "-" + event["tiles"]
        else:
            played = "-"
        all_tiles = [p for p in plays if len(p.tiles) >= ruleset.rack_size] if len(rack) >= ruleset.rack_size else []
        used_all = kind == "play" and len(event["tiles"]) >= ruleset.rack_size
        best_score = best.score if best else 0
        results.append(MoveAnalysis(
            number, event["player"], game.names[event["player"]], rack, kind, played, score,
            best.notation if best else None, best_score, max(0, best_score - score),
            tuple(f"{p.notation} {p.score}" for p in all_tiles[:5]), bool(all_tiles) and not used_all,
        ))
        if kind == "play":
            for sq, tile in event["tiles"]:
                board.cells[int(sq)] = tile
    players = []
    for i, name in enumerate(game.names):
        mine = [m for m in results if m.player == i]
        players.append(PlayerSummary(
            i, name, len(mine), sum(m.score for m in mine), sum(m.best_score for m in mine),
            sum(m.lost for m in mine), sum(1 for m in mine if m.lost == 0 and m.best is not None),
            sum(1 for m in mine if m.missed_all_tiles),
        ))
    return GameAnalysis(tuple(results), tuple(players))

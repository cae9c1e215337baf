"""Looking back at a board game (Wordsmith, Literaki): for each move, the best plays the finder saw
with the mover's own rack, the points lost, a missed all-tiles play, and what the strongest
computer would have played there and why (its score plus the worth of the tiles it keeps).

The board is replayed from the game's own records, so any game works: one played here, a saved
one, or one read from GCG (:func:`wordplay.board.gcg.game_from_gcg`). The shared shapes and
sentences are in :mod:`wordplay.core.review`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from wordplay.board.finder import finder_for
from wordplay.board.game import BoardGame
from wordplay.board.leave import leave_values
from wordplay.board.scoring import score_play
from wordplay.core.review import TOP, GameReview, MoveReview, Note, Option
from wordplay.crossword.generator import FoundPlay
from wordplay.crossword.moves import Play

__all__ = ["review_game", "review_move"]


def review_game(
    game: BoardGame, *, players: Iterable[int] | None = None, top: int = TOP, lexicon: Any = None
) -> GameReview:
    """Review every move of ``game`` made by ``players`` (default: everyone)."""
    keep = None if players is None else set(players)
    reviewed = tuple(
        _review(game, index, event, before, top, lexicon)
        for index, event, before in game.positions()
        if keep is None or event["player"] in keep
    )
    return GameReview(game.ruleset.id, tuple(game.names), reviewed)


def review_move(game: BoardGame, index: int, *, top: int = TOP, lexicon: Any = None) -> MoveReview:
    """Review move ``index`` (0-based, as in ``game.moves``); an IndexError names a move not made."""
    event, before = game.position_before(index)
    return _review(game, index, event, before, top, lexicon)


def _review(
    game: BoardGame, index: int, event: dict[str, Any], before: BoardGame, top: int, lexicon: Any
) -> MoveReview:
    ruleset = game.ruleset
    rack = str(event["rack"])
    plays = finder_for(ruleset, lexicon if lexicon is not None else game.lexicon).plays(before.board, rack)
    kind = str(event["kind"])
    played = _played(before, event)
    misses: list[Note] = []
    all_tiles = [p for p in plays if len(p.tiles) >= ruleset.rack_size]
    used_all = kind == "play" and len(event["tiles"]) >= ruleset.rack_size
    if all_tiles and not used_all:
        misses.append(
            Note(
                "board.missed_all_tiles",
                {"move": all_tiles[0].notation, "score": all_tiles[0].score, "count": len(all_tiles)},
            )
        )
    return MoveReview(
        index + 1,
        int(event["player"]),
        game.names[int(event["player"])],
        rack,
        kind,
        played,
        tuple(_option(p) for p in plays[:top]),
        tuple(misses),
        _choice(before, plays),
    )


def _played(before: BoardGame, event: dict[str, Any]) -> Option:
    """The move as made, explained on the board as it stood (not replayed again from the start)."""
    kind = event["kind"]
    if kind == "play":
        tiles = [[int(sq), str(t)] for sq, t in event["tiles"]]
        play = Play(tuple((int(sq), str(t)) for sq, t in event["tiles"]), bool(event.get("across", True)))
        return Option(
            str(event["notation"]),
            int(event["score"]),
            score_play(before.ruleset, before.board, play),
            {"tiles": tiles, "across": bool(event.get("across", True))},
        )
    move = "-" + str(event["tiles"]) if kind == "exchange" else "-"
    return Option(move, int(event.get("score", 0)))


def _option(play: FoundPlay) -> Option:
    return Option(
        play.notation,
        play.score,
        play.explanation,
        {"tiles": [[sq, t] for sq, t in play.tiles], "across": play.across, "leave": play.leave},
    )


def _choice(before: BoardGame, plays: Sequence[FoundPlay]) -> Note | None:
    """The strongest computer's pick (score plus the worth of the tiles kept) while tiles are left to
    draw; when the bag is empty the tiles kept are worth nothing and the best score is the choice."""
    if not plays or not before.bag:
        return None
    values = leave_values(before.ruleset.id)
    cache: dict[str, float] = {}
    pick, pick_worth = plays[0], float("-inf")
    for play in plays:  # best score first, so the first of equal totals is kept
        kept = "".join(sorted(play.leave))
        worth = cache[kept] if kept in cache else cache.setdefault(kept, values.value(kept))
        if play.score + worth > pick.score + pick_worth:
            pick, pick_worth = play, worth
    if not pick.leave:  # every tile of the rack laid: nothing kept to weigh
        return Note("board.choice_all", {"move": pick.notation, "score": pick.score})
    return Note(
        "board.choice",
        {
            "move": pick.notation,
            "score": pick.score,
            "kept": pick.leave,
            "worth": round(pick_worth, 1) + 0.0,  # + 0.0: a worth that rounds to -0.0 reads 0, not -0
            "total": round(pick.score + pick_worth, 1) + 0.0,
        },
    )

"""The board games' invariants for the random-play checker (:mod:`wordplay.core.random_play`),
and a ready-made self-play run between computer players.

After every move: the tiles are conserved (bag + racks + board = the full set), the score
recorded equals its explanation and the score the finder promised, the state round-trips
through JSON. After every game: it round-trips through GCG.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wordplay.board.game import BoardGame
from wordplay.board.players import computer_player
from wordplay.board.scoring import score_play
from wordplay.core.random_play import MoveCheck, RandomPlayReport, check_random_games, json_round_trip
from wordplay.crossword.moves import Play


def tiles_conserved(game: BoardGame, move: Any, result: Any, player: Any) -> None:
    counts = game.tile_counts()
    full = game.ruleset.tiles.counter()
    assert counts == full, f"tiles not conserved: {dict(counts - full)} extra, {dict(full - counts)} missing"


def score_is_explained(game: BoardGame, move: Any, result: Any, player: Any) -> None:
    event = game.moves[-1]
    if not isinstance(move, Play):
        assert event["score"] == 0, "a move that lays no tile scored"
        return
    assert result is not None, "a play returned no explanation"
    assert result.total == sum(step.points for step in result.steps), "the total is not the sum of the steps"
    assert event["score"] == result.total, f"recorded {event['score']}, explained {result.total}"
    board = game.board.copy()
    for sq, _ in move.tiles:
        board.cells[sq] = ""
    assert score_play(game.ruleset, board, move).total == result.total, "scoring again gives another total"
    found = getattr(player, "last_choice", None)
    if found is not None and found.play == move:
        assert found.score == result.total, f"the finder promised {found.score}, the engine scored {result.total}"


def gcg_round_trip(game: BoardGame) -> None:
    from wordplay.board.gcg import game_from_gcg, game_to_gcg

    text = game_to_gcg(game)
    again = game_from_gcg(text, game.lexicon)
    assert again.board.cells == game.board.cells, "the board differs after GCG"
    assert again.scores == game.scores, f"scores {again.scores} after GCG, {game.scores} before"
    assert [e.get("notation") for e in again.moves] == [e.get("notation") for e in game.moves]
    assert game_to_gcg(again) == text, "GCG written again differs"


def board_move_checks(json_every: int = 1) -> list[MoveCheck]:
    """The per-move invariants; the JSON round trip (which replays the game) every ``json_every`` moves."""
    load = json_round_trip(lambda text, game: BoardGame.from_json(text, lexicon=game.lexicon), json_every)
    return [tiles_conserved, score_is_explained, load]


def self_play(
    variant: str,
    games: int,
    levels: Sequence[int] = (2, 2),
    lexicon: Any = None,
    first_seed: int = 0,
    check: bool = True,
    json_every: int = 1,
) -> RandomPlayReport:
    """Play ``games`` games between computer players of ``levels`` (one per seat)."""

    def new_game(seed: int) -> BoardGame:
        names = [f"L{level}-{i + 1}" for i, level in enumerate(levels)]
        return BoardGame(variant, names, seed=seed, lexicon=lexicon)

    def seats(seed: int) -> list[Any]:
        return [computer_player(level, seed * 31 + i, lexicon) for i, level in enumerate(levels)]

    return check_random_games(
        new_game,
        seats,
        games,
        first_seed=first_seed,
        after_move=board_move_checks(json_every) if check else (),
        after_game=[gcg_round_trip] if check else (),
        ending=lambda g: g.outcome.termination.value if g.outcome else "unfinished",
    )

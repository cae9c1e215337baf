"""One random-play checker for every game (as OpenSpiel has): play whole games with some
players and assert invariants at every move and at the end.

It knows nothing of boards or cards. A game only needs the small protocol below (``is_over``,
``to_move``, ``apply(move)``, ``to_json()``); the caller gives a factory of new games, the
players (anything with ``choose(game) -> move``), and the invariants to check. Each game
family adds its own invariants (the board games' are in :mod:`wordplay.board.testing`); the
JSON round trip is generic and lives here.

>>> from wordplay.board.game import BoardGame
>>> from wordplay.board.players import computer_player
>>> report = check_random_games(
...     lambda seed: BoardGame("wordsmith", ["Ann", "Ben"], seed=seed),
...     [computer_player(1, seed=1), computer_player(1, seed=2)],
...     games=1,
...     after_move=[json_round_trip(lambda text, game: BoardGame.from_json(text, lexicon=game.lexicon), every=5)],
... )
>>> report.games, report.finished, report.endings
(1, 1, {'over': 1})
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


class PlayableGame(Protocol):
    """What the checker needs of a game."""

    @property
    def is_over(self) -> bool: ...

    @property
    def to_move(self) -> int: ...

    def apply(self, move: Any) -> Any: ...

    def to_json(self) -> str: ...


class Chooser(Protocol):
    def choose(self, game: Any) -> Any: ...


MoveCheck = Callable[[Any, Any, Any, Any], None]  # (game after the move, move, what apply returned, player)
GameCheck = Callable[[Any], None]


class InvariantError(AssertionError):
    """An invariant failed: says which, in which game, after which move."""

    def __init__(self, check: str, game_number: int, move_number: int, detail: str) -> None:
        self.check = check
        self.game_number = game_number
        self.move_number = move_number
        self.detail = detail
        super().__init__(f"{check} failed in game {game_number} after move {move_number}: {detail}")


@dataclass
class RandomPlayReport:
    """What a run played: games, moves, how games ended, time."""

    games: int = 0
    moves: int = 0
    finished: int = 0
    seconds: float = 0.0
    endings: dict[str, int] = field(default_factory=dict)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0


def check_random_games(
    new_game: Callable[[int], Any],
    players: Sequence[Chooser] | Callable[[int], Sequence[Chooser]],
    games: int = 10,
    *,
    first_seed: int = 0,
    max_moves: int = 1000,
    after_move: Sequence[MoveCheck] = (),
    after_game: Sequence[GameCheck] = (),
    ending: Callable[[Any], str] | None = None,
) -> RandomPlayReport:
    """Play ``games`` games, game ``i`` from ``new_game(first_seed + i)``, and check everything.

    ``players`` is one chooser per seat, or a function of the game's seed giving them. A game
    that has not ended after ``max_moves`` moves fails (every game must end). Raises
    :class:`InvariantError` at the first failed check.
    """
    report = RandomPlayReport()
    started = time.perf_counter()
    for i in range(games):
        seed = first_seed + i
        game = new_game(seed)
        seats = players(seed) if callable(players) else players
        moves = 0
        while not game.is_over:
            if moves >= max_moves:
                raise InvariantError("game_ends", seed, moves, f"still running after {max_moves} moves")
            player = seats[game.to_move]
            move = player.choose(game)
            result = game.apply(move)
            moves += 1
            for check in after_move:
                _run(check, seed, moves, game, move, result, player)
        for game_check in after_game:
            _run(game_check, seed, moves, game)
        report.games += 1
        report.moves += moves
        report.finished += 1
        key = ending(game) if ending else "over"
        report.endings[key] = report.endings.get(key, 0) + 1
    report.seconds = time.perf_counter() - started
    return report


def _run(check: Callable[..., None], game_number: int, move_number: int, *args: Any) -> None:
    try:
        check(*args)
    except InvariantError:
        raise
    except AssertionError as exc:
        raise InvariantError(getattr(check, "__name__", repr(check)), game_number, move_number, str(exc)) from exc


def json_round_trip(load: Callable[[str, Any], Any], every: int = 1) -> MoveCheck:
    """An invariant: the state saved as JSON and loaded back (``load(text, game)``) is the same
    state; checked after every ``every``-th move and after the last one."""
    seen = [0]

    def json_round_trip(game: Any, move: Any, result: Any, player: Any) -> None:
        seen[0] += 1
        if seen[0] % every and not game.is_over:
            return
        text = game.to_json()
        again = load(text, game).to_json()
        assert again == text, "the state changed through JSON"

    return json_round_trip

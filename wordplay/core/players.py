"""What every family's computer players share: the level scale, the default level, the player protocol
and the base class.

Every family counts levels the same way: level 1 is the beginner, the highest level the strongest
(:data:`LEVEL_NAMES`), and a computer seated without a level plays at :data:`DEFAULT_LEVEL`. Every
family's players are driven alike (:class:`Player`): ``game.apply(player.choose(game))``. A player's
choice depends only on its seed and the game's state, so replaying a game replays its choices.
"""

from __future__ import annotations

from typing import Any, Protocol

from wordplay.core.errors import WordplayError
from wordplay.core.rng import Rng

LEVEL_NAMES = {1: "beginner", 2: "intermediate", 3: "expert"}
DEFAULT_LEVEL = 2  # every family's computer player when no level is given (the widgets' default opponent too)


class Player(Protocol):
    """Anything that picks a move for the player to move, in every family: ``game.apply(player.choose(game))``
    makes its turn (the move is a value the game's ``apply`` takes; the player never moves itself)."""

    name: str
    level: int

    def choose(self, game: Any) -> Any: ...


def check_level(level: Any) -> int:
    """``level`` when it is on the scale, else a :class:`WordplayError` (code ``bad_level``)."""
    if isinstance(level, bool) or level not in LEVEL_NAMES:
        raise WordplayError(
            "bad_level",
            params={"level": level, "levels": ", ".join(map(str, LEVEL_NAMES)), "highest": max(LEVEL_NAMES)},
        )
    checked: int = level
    return checked


class ComputerPlayer:
    """Base of the levels: the seed, the lexicon, and a move when the level finds none.

    A subclass sets ``level`` and defines :meth:`pick` (a found move with a ``play``, or ``None``)
    and :meth:`no_play`."""

    level = 0

    def __init__(self, seed: int = 0, lexicon: Any = None, name: str | None = None) -> None:
        self.seed = seed
        self._lexicon = lexicon
        self.name = name or f"Computer (level {self.level})"
        self.last_choice: Any = None  # the move chosen last, as the finder found it (with its score)

    @property
    def level_name(self) -> str:
        return LEVEL_NAMES[self.level]

    def lexicon(self, game: Any) -> Any:
        return self._lexicon if self._lexicon is not None else game.lexicon

    def rng(self, game: Any) -> Rng:
        """A generator that depends only on the seed and how far the game has gone."""
        return Rng(self.seed * 1_000_003 + len(game.events) * 7_919 + 17 * game.to_move + 1)

    def choose(self, game: Any) -> Any:
        self.last_choice = None
        found = self.pick(game)
        if found is not None:
            self.last_choice = found
            return found.play
        return self.no_play(game)

    def pick(self, game: Any) -> Any:
        raise NotImplementedError

    def no_play(self, game: Any) -> Any:
        raise NotImplementedError

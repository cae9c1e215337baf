"""How a game ended, as a typed value: why, the final scores and the winners."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Termination(enum.Enum):
    """Why the game ended."""

    WENT_OUT = "went_out"  # nothing left to draw and a player used their last tile or card
    SCORELESS_TURNS = "scoreless_turns"  # every player passed or could not play for as long as the rules allow


@dataclass(frozen=True)
class Outcome:
    """The end of a game: why, the final scores, and the winners (more than one for a tie)."""

    termination: Termination
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    went_out: int | None = None

    @property
    def is_tie(self) -> bool:
        return len(self.winners) > 1

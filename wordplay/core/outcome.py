"""How a game ended, as a typed value: why, the final scores and the winners."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from wordplay.core.messages import DEFAULT_LANGUAGE, render


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

    def sentence(self, names: Sequence[str] | None = None, language: str = DEFAULT_LANGUAGE) -> str:
        """How the game ended, the final scores and the winner, in sentences a learner reads.

        ``names`` are the players' names in seat order; without them the players are numbered.
        """
        names = list(names) if names is not None else [render("outcome.player", {"number": k + 1}, language)
                                                       for k in range(len(self.scores))]
        if self.termination is Termination.WENT_OUT and self.went_out is not None:
            why = render("outcome.went_out", {"player": names[self.went_out]}, language)
        else:
            why = render(f"outcome.{self.termination.value}", {}, language)
        scores = ", ".join(render("outcome.score", {"player": names[k], "score": s}, language)
                           for k, s in enumerate(self.scores))
        if self.is_tie:
            result = render("outcome.tie", {"players": ", ".join(names[k] for k in self.winners)}, language)
        else:
            result = render("outcome.winner", {"player": names[self.winners[0]]}, language)
        return " ".join([why, render("outcome.scores", {"scores": scores}, language), result])

    def __str__(self) -> str:
        return self.sentence()


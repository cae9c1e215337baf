"""Computer players for the board games, deterministic with a seed.

>>> from wordplay.players import computer_player                    # doctest: +SKIP
>>> bot = computer_player(2, seed=7)                                  # doctest: +SKIP
>>> game.apply(bot.choose(game))                                      # doctest: +SKIP

Three levels:

1. **Best score now**: the highest-scoring play (the hint); no play: exchange everything
   the bag allows, else pass.
2. **Score plus leave**: each play is worth its score plus a valuation of the tiles kept
   (each tile's worth, vowels against consonants, duplicates; numbers in
   ``wordplay/data/players/leave_values.json``); when even the best play is poor it compares
   exchanges too. With the bag empty only the score counts.
3. **Beginner**: picks at random (seeded) among middling plays of short words made of the
   set's most plentiful letters, keeping blanks; a learner can beat it.

A player's choice depends only on its seed and the game's state, so replaying a game replays
its choices.
"""

from __future__ import annotations

from wordplay.players.computer import (
    LEVELS,
    BeginnerPlayer,
    ComputerPlayer,
    LeavePlayer,
    Player,
    ScorePlayer,
    computer_player,
)
from wordplay.players.leave import LeaveValues, leave_values

__all__ = [
    "LEVELS",
    "BeginnerPlayer",
    "ComputerPlayer",
    "LeavePlayer",
    "LeaveValues",
    "Player",
    "ScorePlayer",
    "computer_player",
    "leave_values",
]

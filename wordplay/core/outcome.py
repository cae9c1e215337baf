"""How a game ended, as a typed value: why, the final scores and the winners; and the explained
end-of-game adjustments every family with racks or hands of valued pieces shares."""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from wordplay.core.explanation import Explanation, ExplanationBuilder
from wordplay.core.messages import render


class Termination(enum.Enum):
    """Why the game ended."""

    WENT_OUT = "went_out"  # nothing left to draw and a player used their last tile or card
    SCORELESS_TURNS = "scoreless_turns"  # every player passed or could not play for as long as the rules allow
    ROUNDS_PLAYED = "rounds_played"  # a game of a fixed number of rounds (Scrabble Cards rummy) played them all


def and_list(items: Sequence[str], language: str | None = None) -> str:
    """``A``, ``A and B``, ``A, B and C`` in the language's own pattern ("A, B i C", "A, B e C", "A, B și C")."""
    if len(items) < 2:
        return "".join(items)
    return render("widget.list.and", {"first": ", ".join(items[:-1]), "last": items[-1]}, language)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: why, the final scores, and the winners (more than one for a tie)."""

    termination: Termination
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    went_out: int | None = None
    names: tuple[str, ...] = field(default=(), compare=False)  # the players, so that str() names them

    @property
    def is_tie(self) -> bool:
        return len(self.winners) > 1

    def sentence(self, names: Sequence[str] | None = None, language: str | None = None) -> str:
        """How the game ended, the final scores and the winner, in sentences a learner reads.

        ``names`` are the players' names in seat order; without them the players are numbered.
        """
        names = names if names is not None else self.names or None
        names = (
            list(names)
            if names is not None
            else [render("outcome.player", {"number": k + 1}, language) for k in range(len(self.scores))]
        )
        if self.termination is Termination.WENT_OUT and self.went_out is not None:
            why = render("outcome.went_out", {"player": names[self.went_out]}, language)
        else:
            why = render(f"outcome.{self.termination.value}", {}, language)
        scores = ", ".join(
            render("outcome.score", {"player": names[k], "score": s}, language) for k, s in enumerate(self.scores)
        )
        if self.is_tie:
            result = render("outcome.tie", {"players": and_list([names[k] for k in self.winners], language)}, language)
        else:
            result = render("outcome.winner", {"player": names[self.winners[0]]}, language)
        return " ".join([why, render("outcome.scores", {"scores": scores}, language), result])

    def __str__(self) -> str:
        return self.sentence()


class _Values(Protocol):
    def rack_value(self, rack: str) -> int: ...


class EndRules(Protocol):
    """What :func:`end_adjustments` reads from a ruleset (a board ruleset or a card ruleset)."""

    @property
    def tiles(self) -> _Values: ...

    @property
    def going_out_bonus(self) -> int: ...

    @property
    def going_out_collects_leftovers(self) -> bool: ...


def end_adjustments(
    ruleset: EndRules,
    names: Sequence[str],
    racks: Sequence[str],
    went_out: int | None,
    penalty: str = "rack_penalty",
) -> list[Explanation]:
    """Each player's end-of-game adjustment, explained.

    Everyone left with tiles loses their value; the player who went out (if any) gets the
    going-out bonus and, when the ruleset says so, the sum of everyone else's losses.
    ``penalty`` is the kind of the loss's step (``"cards_hand_penalty"`` for a hand of cards,
    so the sentence says cards, not tiles, in every language).
    """
    tiles = ruleset.tiles
    left = [tiles.rack_value(rack) for rack in racks]
    collected = sum(v for i, v in enumerate(left) if i != went_out)
    result = []
    for i, name in enumerate(names):
        out = ExplanationBuilder()
        if i == went_out:
            if ruleset.going_out_bonus:
                out.add("going_out_bonus", ruleset.going_out_bonus, player=name, bonus=ruleset.going_out_bonus)
            if ruleset.going_out_collects_leftovers and collected:
                out.add("leftovers_collected", collected, player=name, value=collected)
        elif racks[i]:
            out.add(penalty, -left[i], player=name, rack=racks[i], value=left[i])
        result.append(out.build())
    return result

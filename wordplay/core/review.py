"""Looking back at a game, the same way in every family: for each move, what was played, the best
moves the finder saw in that position, the points lost, and what was missed in the game's own terms.

A family's ``review`` module (``board.review``, ``cards.review``, ``thief.review``) replays its
game and builds :class:`MoveReview` records; everything else (the points lost, the summary per
player, the sentences, the JSON, the text table) is here, so every variant's review reads alike.
Each family module offers two functions with the same shape::

    review_move(game, index, *, top=3, lexicon=None) -> MoveReview
    review_game(game, *, players=None, top=3, lexicon=None) -> GameReview

``players`` keeps hidden information hidden: while a game runs, a widget reviews only the
learner's own moves (each judged with that player's own rack or hand); the other players'
moves are reviewed once the game is over.

"Points lost" compares the score of the move with the best score the finder saw there: it is
what a learner can check by hand. What the strongest computer player would have chosen, and
why (score plus the value of what it keeps), is a :class:`Note` of its own, ``choice``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from wordplay.core.drawing import html
from wordplay.core.explanation import Explanation
from wordplay.core.messages import render

#: How many best moves a review keeps per move, unless asked for another number.
TOP = 3
#: How many of a player's biggest losses the summary names.
BIGGEST = 3


@dataclass(frozen=True)
class Note:
    """A sentence by message id and values: a miss ("an all-tiles play was there") or a reason."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def sentence(self, language: str | None = None) -> str:
        return render(f"review.{self.code}", self.params, language)

    def to_dict(self, language: str | None = None) -> dict[str, Any]:
        return {"code": self.code, "params": dict(self.params), "text": self.sentence(language)}


@dataclass(frozen=True)
class Option:
    """A move, played or possible, in the game's own notation, with its score and its explanation.

    ``detail`` is what a display needs to draw it (squares and tiles, cards, the words stolen),
    plain JSON values chosen by the family.
    """

    move: str
    score: int
    explanation: Explanation | None = None
    detail: Mapping[str, Any] = field(default_factory=dict)

    def to_dict(self, language: str | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {"move": self.move, "score": self.score, "detail": dict(self.detail)}
        if self.explanation is not None:
            data["explanation"] = self.explanation.to_dict()
            data["steps"] = self.explanation.sentences(language)
        return data


@dataclass(frozen=True)
class MoveReview:
    """One move looked back on: ``best`` holds the finder's best moves there, best first."""

    number: int  # 1-based, in the order the moves were made
    player: int
    name: str
    held: str  # the rack or hand before the move, as that player saw it
    kind: str  # the family's move kind: play, steal, exchange, pass, discard, ...
    played: Option
    best: tuple[Option, ...] = ()
    misses: tuple[Note, ...] = ()
    choice: Note | None = None  # the strongest computer's choice here, and why
    notes: tuple[Note, ...] = ()  # remarks that are not misses: a search stopped at its bound
    complete: bool = True  # the search looked at every move the rules allow (else "best" is "best found")
    searched: int = 0  # the steps a search cut short took (what its verdict says it looked at)

    @property
    def best_score(self) -> int:
        return self.best[0].score if self.best else self.played.score

    @property
    def lost(self) -> int:
        """Points below the best score the finder saw (never below 0)."""
        return max(0, self.best_score - self.played.score)

    @property
    def found_best(self) -> bool:
        return self.lost == 0

    def verdict(self, language: str | None = None) -> str:
        """One sentence: the best move was played, or what it was and the points lost. It says
        "best" only when the search was complete; else "the best found", and how far it looked."""
        if self.found_best:
            if not self.complete:
                return Note("verdict.best_found", {"move": self.played.move, "steps": f"{self.searched:,}"}).sentence(
                    language
                )
            return Note("verdict.best", {"move": self.played.move}).sentence(language)
        best = self.best[0]
        key = "verdict.lost" if self.complete else "verdict.lost_found"
        return Note(key, {"move": best.move, "score": best.score, "lost": self.lost}).sentence(language)

    def to_dict(self, language: str | None = None) -> dict[str, Any]:
        return {
            "number": self.number,
            "player": self.player,
            "name": self.name,
            "held": self.held,
            "kind": self.kind,
            "played": self.played.to_dict(language),
            "best": [o.to_dict(language) for o in self.best],
            "best_score": self.best_score,
            "lost": self.lost,
            "found_best": self.found_best,
            "complete": self.complete,
            "verdict": self.verdict(language),
            "misses": [n.to_dict(language) for n in self.misses],
            "choice": self.choice.to_dict(language) if self.choice is not None else None,
            "notes": [n.to_dict(language) for n in self.notes],
        }


@dataclass(frozen=True)
class PlayerReview:
    """A player's reviewed moves added up; ``biggest`` are the numbers of their costliest moves."""

    player: int
    name: str
    moves: int
    score: int
    best_possible: int
    lost: int
    found_best: int
    misses: int
    biggest: tuple[int, ...]

    def sentences(self, language: str | None = None) -> list[str]:
        values = {
            "name": self.name,
            "score": self.score,
            "best": self.best_possible,
            "lost": self.lost,
            "found": self.found_best,
            "moves": self.moves,
            "misses": self.misses,
        }
        lines = [render("review.summary.score", values, language), render("review.summary.found", values, language)]
        if self.misses:
            lines.append(render("review.summary.misses", values, language))
        return lines

    def to_dict(self, language: str | None = None) -> dict[str, Any]:
        return {
            "player": self.player,
            "name": self.name,
            "moves": self.moves,
            "score": self.score,
            "best_possible": self.best_possible,
            "lost": self.lost,
            "found_best": self.found_best,
            "misses": self.misses,
            "biggest": list(self.biggest),
            "text": self.sentences(language),
        }


@dataclass(frozen=True)
class GameReview:
    """Every reviewed move of a game and, per player, the total lost and the biggest misses."""

    variant: str
    names: tuple[str, ...]
    moves: tuple[MoveReview, ...]
    language: str | None = None  # what str() and the notebook display speak (None: the package's language)

    @property
    def players(self) -> tuple[PlayerReview, ...]:
        return tuple(
            _player_review(i, name, [m for m in self.moves if m.player == i])
            for i, name in enumerate(self.names)
            if any(m.player == i for m in self.moves)
        )

    def move(self, number: int) -> MoveReview:
        """The review of move ``number`` (1-based); a KeyError names a move not reviewed."""
        for m in self.moves:
            if m.number == number:
                return m
        raise KeyError(number)

    def summary(self, language: str | None = None) -> list[str]:
        """Per player: score against the best possible, the best found, then the biggest misses."""
        lines: list[str] = []
        for p in self.players:
            lines.extend(p.sentences(language))
            for number in p.biggest:
                m = self.move(number)
                lines.append(
                    render(
                        "review.summary.biggest",
                        {
                            "number": m.number,
                            "name": m.name,
                            "played": m.played.move,
                            "score": m.played.score,
                            "best": m.best[0].move,
                            "best_score": m.best_score,
                            "lost": m.lost,
                        },
                        language,
                    )
                )
        return lines

    def to_dict(self, language: str | None = None) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "names": list(self.names),
            "moves": [m.to_dict(language) for m in self.moves],
            "players": [p.to_dict(language) for p in self.players],
            "summary": self.summary(language),
        }

    def text(self, language: str | None = None) -> str:
        """A plain-text score sheet: one line per move, its misses beneath it, then the summary."""
        rows = [
            (
                str(m.number),
                m.name,
                m.held,
                m.played.move,
                str(m.played.score),
                m.best[0].move if m.best else "",
                str(m.best_score),
                str(m.lost),
            )
            for m in self.moves
        ]
        head = tuple(
            render(f"review.column.{c}", {}, language)
            for c in ("number", "player", "held", "played", "score", "best", "best_score", "lost")
        )
        widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]

        def aligned(row: tuple[str, ...]) -> str:
            return "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip()

        lines = [aligned(head)]
        for m, row in zip(self.moves, rows, strict=True):
            lines.append(aligned(row))
            lines.extend("    " + n.sentence(language) for n in (*m.misses, *m.notes))
            if m.choice is not None:
                lines.append("    " + m.choice.sentence(language))
        return "\n".join([*lines, "", *self.summary(language)])

    def __str__(self) -> str:
        return self.text(self.language)

    def _repr_html_(self) -> str:
        return html(self)


def _player_review(player: int, name: str, moves: list[MoveReview]) -> PlayerReview:
    costly = sorted((m for m in moves if m.lost > 0), key=lambda m: (-m.lost, m.number))[:BIGGEST]
    return PlayerReview(
        player,
        name,
        len(moves),
        sum(m.played.score for m in moves),
        sum(m.best_score for m in moves),
        sum(m.lost for m in moves),
        sum(1 for m in moves if m.found_best),
        sum(len(m.misses) for m in moves),
        tuple(m.number for m in costly),
    )

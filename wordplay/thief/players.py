"""Word Thief computer players, three levels as for the board games, deterministic with a seed.

* Level 1 takes the highest score now.
* Level 2 adds to the score what the hand keeps (hand-set card values) and weighs what the
  move leaves on the table for others to steal, against what it takes from them.
* Level 3 is a beginner: short common words only, plays and lengthenings, and not always
  the best of them.

Each value is in ``wordplay/data/thief/players.json``. With no play chosen, a player gives up
the turn ("cannot play", discarding the cards it values least) or passes once the pile is empty.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from functools import cache
from importlib import resources
from typing import Any

from wordplay.core.rng import Rng
from wordplay.thief.cards import Card
from wordplay.thief.finder import Found, find_moves
from wordplay.thief.moves import GiveUp, Move, Pass
from wordplay.thief.scoring import word_suit


@cache
def player_settings() -> dict[str, Any]:
    """The players' values (``wordplay/data/thief/players.json``)."""
    return json.loads((resources.files("wordplay.data") / "thief" / "players.json").read_text(encoding="utf-8"))


class ThiefPlayer:
    """Base of the levels: the finder, the seed, what to do without a play."""

    level = 0

    def __init__(self, seed: int = 0, lexicon: Any = None, name: str | None = None) -> None:
        self.seed = seed
        self._lexicon = lexicon
        self.name = name or f"Computer (level {self.level})"
        self.last_choice: Found | None = None

    def __repr__(self) -> str:
        return f"thief_player({self.level}, seed={self.seed})"

    def rng(self, game: Any) -> Rng:
        """A generator that depends only on the seed and how far the game has gone."""
        return Rng(self.seed * 1_000_003 + len(game.events) * 7_919 + 17 * game.to_move + 1)

    def candidates(self, game: Any) -> list[Found]:
        lexicon = self._lexicon if self._lexicon is not None else game.lexicon
        return find_moves(game.ruleset, lexicon, game.hand, game.stealable(), **player_settings()["finder"])

    def choose(self, game: Any) -> Move:
        self.last_choice = self.pick(game, self.candidates(game))
        if self.last_choice is not None:
            return self.last_choice.move
        if game.pile:
            count = min(game.ruleset.cannot_play_discard, len(game.hand))
            worst = sorted(game.hand, key=lambda c: (keep_value([c]), c.id))[:count]
            return GiveUp(tuple(c.id for c in worst))
        return Pass()

    def pick(self, game: Any, found: list[Found]) -> Found | None:
        raise NotImplementedError


class ScoreThief(ThiefPlayer):
    """Level 1: the highest score now."""

    level = 1

    def pick(self, game: Any, found: list[Found]) -> Found | None:
        return found[0] if found else None


class KeepThief(ThiefPlayer):
    """Level 2: score, plus the worth of the cards kept, minus what it leaves open to theft."""

    level = 2

    def pick(self, game: Any, found: list[Found]) -> Found | None:
        if not found:
            return None
        values = player_settings()["level2"]
        hand = game.hand

        def worth(f: Found) -> tuple[float, int]:
            used = {c.id for c in f.laid.hand_used}
            kept = [c for c in hand if c.id not in used]
            exposed = sum(word_points_left(f, i) for i in range(len(f.words)))
            taken = f.target.score if f.target is not None else 0
            return (f.score + keep_value(kept) - values["exposed_points"] * exposed
                    + values["steal_points"] * taken, -found.index(f))

        return max(found[:200], key=worth)


class BeginnerThief(ThiefPlayer):
    """Level 3: short common words (plays and lengthenings), one of the few best at random."""

    level = 3

    def pick(self, game: Any, found: list[Found]) -> Found | None:
        settings = player_settings()["beginner"]
        common = _common_words()
        fits = [f for f in found if all(len(w) <= settings["max_length"] and w in common for w in f.words)
                and (settings["splits"] or len(f.words) == 1)]
        if not fits:
            return None
        choices = fits[: settings["choose_among"]]
        return choices[self.rng(game).below(len(choices))]


def word_points_left(found: Found, index: int) -> int:
    """The points of a new word that stays on the table, stealable (0 when it is locked)."""
    cards = found.laid.cards[index]
    return 0 if word_suit(cards) is not None else sum(c.value for c in cards)


def keep_value(cards: Sequence[Card]) -> float:
    """What a hand of ``cards`` is worth keeping (level 2's values)."""
    values = player_settings()["level2"]
    letters = [c.letter for c in cards]
    total = sum(values["keep"].get(letter, 0) for letter in letters)
    total += values["duplicate"] * sum(n - 1 for letter, n in Counter(letters).items() if n > 1 and letter != "?")
    vowels = sum(letter in values["vowels"] for letter in letters)
    balance = max(-4, min(4, vowels - (len(letters) - vowels - letters.count("?"))))
    return total + values["balance"].get(str(balance), 0)


@cache
def _common_words() -> frozenset[str]:
    return frozenset(player_settings()["beginner"]["words"].split())


PLAYER_LEVELS = {1: ScoreThief, 2: KeepThief, 3: BeginnerThief}


def thief_player(level: int, seed: int = 0, lexicon: Any = None, name: str | None = None) -> ThiefPlayer:
    """A computer player of ``level`` (1, 2 or 3)."""
    if level not in PLAYER_LEVELS:
        raise ValueError(f"levels are {', '.join(map(str, PLAYER_LEVELS))}, not {level}")
    return PLAYER_LEVELS[level](seed, lexicon, name)

"""Word Thief computer players: three levels as for the board games, deterministic with a seed.

* Level 1 is a beginner: short common words only, plays and lengthenings, one of the few best
  chosen at random (seeded).
* Level 2 takes the highest score now.
* Level 3 takes the best of score plus what the hand keeps (hand-set card values), less a
  little for the points it leaves on the table for others to steal and plus a little for the
  word it takes from them, among the best-scoring moves, each laid with its best cards or
  without the hand's Wilds (a Wild kept is worth more than a few points now). Once the draw pile is empty, what the
  hand keeps counts against it at the end, so it plays its cards out.

Each value is in ``wordplay/data/thief/players.json``. With no move chosen, a player gives up
the turn ("cannot play", discarding the cards it values least) or passes once the pile is empty.
The base class is every family's :class:`wordplay.core.players.ComputerPlayer`.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Sequence
from functools import cache
from importlib import resources
from itertools import combinations
from typing import Any

from wordplay.core.players import ComputerPlayer, check_level
from wordplay.thief.assign import best_cards
from wordplay.thief.cards import Card
from wordplay.thief.finder import Found, find_moves
from wordplay.thief.listing import SearchBound
from wordplay.thief.moves import GiveUp, Move, Pass
from wordplay.thief.scoring import all_cards_bonus, word_suit


@cache
def player_settings() -> dict[str, Any]:
    """The players' values (``wordplay/data/thief/players.json``)."""
    data: dict[str, Any] = json.loads(
        (resources.files("wordplay.data") / "thief" / "players.json").read_text(encoding="utf-8")
    )
    return data


class ThiefPlayer(ComputerPlayer):
    """Base of the levels: the finder with the level's settings, and the turn given up without a move."""

    def __repr__(self) -> str:
        return f"computer_player({self.level}, seed={self.seed})"

    def candidates(self, game: Any, **limits: Any) -> list[Found]:
        """The moves this level looks at (the finder's settings for the level, from the data, and
        ``limits`` the search applies as it goes: ``longest``, ``words``)."""
        settings = dict(player_settings()["finder"][str(self.level)])
        bound = SearchBound(steps=settings.pop("steps", None))
        return find_moves(
            game.ruleset, self.lexicon(game), game.hand, game.stealable(), bound=bound, **settings, **limits
        )

    def no_play(self, game: Any) -> Move:
        """ "Cannot play": discard the cards worth least keeping; once the pile is empty, pass."""
        if game.pile:
            count = min(game.ruleset.cannot_play_discard, len(game.hand))
            worst = sorted(game.hand, key=lambda c: (keep_value([c]), c.id))[:count]
            return GiveUp(tuple(c.id for c in worst))
        return Pass()


class ScoreThief(ThiefPlayer):
    """Level 2: the highest score now."""

    level = 2

    def pick(self, game: Any) -> Found | None:
        found = self.candidates(game)
        return found[0] if found else None


class KeepThief(ThiefPlayer):
    """Level 3: score, plus the worth of the cards kept, less what it leaves open to theft."""

    level = 3

    def pick(self, game: Any) -> Found | None:
        found = self.candidates(game)
        values = player_settings()["level3"]
        hand, pile_empty = game.hand, not game.pile

        def worth(f: Found) -> float:
            used = {c.id for c in f.laid.hand_used}
            kept = [c for c in hand if c.id not in used]
            leave = -sum(c.value for c in kept) if pile_empty else keep_value(kept)
            exposed = sum(points_left_open(f, i) for i in range(len(f.words)))
            taken = f.target.score if f.target is not None else 0
            value: float = f.score + leave - values["exposed_points"] * exposed + values["steal_points"] * taken
            return value

        # best first: the moves come by score, and no move can add more than ``extra`` to its score,
        # so once a score plus that falls below the best worth found, no later move can win
        table = game.stealable()
        extra = (0.0 if pile_empty else best_leave(hand)) + values["steal_points"] * max(
            (w.score for w in table), default=0
        )
        best, best_worth = None, -math.inf
        for f in found:
            if f.score + extra < best_worth:
                break
            for option in (f, without_hand_wilds(f)):  # each laid with its best cards, or keeping a Wild
                if option is not None:
                    value = worth(option)
                    if value > best_worth:
                        best, best_worth = option, value
        return best


class BeginnerThief(ThiefPlayer):
    """Level 1: short common words (plays and lengthenings), one of the few best at random."""

    level = 1

    def pick(self, game: Any) -> Found | None:
        settings = player_settings()["beginner"]
        fits = self.candidates(game, longest=settings["max_length"], words=_common_words())
        if not fits:
            return None
        choices = fits[: settings["choose_among"]]
        return choices[self.rng(game).below(len(choices))]


def without_hand_wilds(found: Found) -> Found | None:
    """The same words laid without the hand's Wilds (a Wild kept for later), when that can be done
    and the best cards use one; None otherwise."""
    if not any(c.is_wild for c in found.laid.hand_used):
        return None
    stolen = found.target.cards if found.target is not None else ()
    plain = [c for c in found.hand if not c.is_wild]
    laid = best_cards(found.ruleset, found.words, stolen, plain)
    if laid is None:
        return None
    points, cards = laid
    used = sum(len(cs) for cs in cards) - len(stolen)
    return Found(
        found.words, found.target, points + all_cards_bonus(found.ruleset, used), found.ruleset, found.hand, cards
    )


def best_leave(hand: Sequence[Card]) -> float:
    """The most :func:`keep_value` any move can leave (a move uses at least one card of ``hand``)."""
    letters = sorted(c.letter for c in hand)
    best = -math.inf
    for size in range(len(letters)):
        for kept in set(combinations(letters, size)):
            best = max(best, _letters_value(kept))
    return best


def points_left_open(found: Found, index: int) -> int:
    """The letter points of a new word that stays on the table, stealable (0 when it is locked)."""
    cards = found.laid.cards[index]
    return 0 if word_suit(cards) is not None else sum(c.value for c in cards)


def keep_value(cards: Sequence[Card]) -> float:
    """What a hand of ``cards`` is worth keeping (level 3's values)."""
    return _letters_value([c.letter for c in cards])


def _letters_value(letters: Sequence[str]) -> float:
    values = player_settings()["level3"]
    total = sum(values["keep"].get(letter, 0) for letter in letters)
    total += values["duplicate"] * sum(n - 1 for letter, n in Counter(letters).items() if n > 1 and letter != "?")
    vowels = sum(letter in values["vowels"] for letter in letters)
    balance = max(-4, min(4, vowels - (len(letters) - vowels - letters.count("?"))))
    kept: float = total + values["balance"].get(str(balance), 0)
    return kept


@cache
def _common_words() -> frozenset[str]:
    return frozenset(player_settings()["beginner"]["words"].split())


PLAYER_LEVELS = {1: BeginnerThief, 2: ScoreThief, 3: KeepThief}


def computer_player(level: int, seed: int = 0, lexicon: Any = None, name: str | None = None) -> ThiefPlayer:
    """A computer player of ``level`` (1, 2 or 3)."""
    return PLAYER_LEVELS[check_level(level)](seed, lexicon, name)

"""Word Thief's invariants for the random-play checker (:mod:`wordplay.core.random_play`), and a
random player that reaches every corner of the rules.

After every move: all 108 cards are somewhere, each exactly once (draw pile + hands + table words
+ used pile); every score equals the sum of the explanations on the score sheet; every word on
the table is a word; the game survives JSON (:func:`load`).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from wordplay.thief.game import ThiefGame
from wordplay.thief.moves import GiveUp, Move, Pass


class RandomPlayer:
    """Any legal play or steal at random (splits into at most three words: with the split rule
    relaxed, a hand splits a word into six in millions of ways); sometimes gives the turn up anyway
    (docs/rules.md section 1 allows it)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: ThiefGame) -> Move:
        moves = game.legal_moves(max_split=3)
        if moves and self.rng.random() < 0.9:
            move: Move = self.rng.choice(moves).move
            return move
        if game.pile:
            hand = list(game.hands[game.to_move])
            return GiveUp(tuple(self.rng.sample(hand, min(game.ruleset.cannot_play_discard, len(hand)))))
        return Pass()


def conserved(game: ThiefGame, move: Any, result: Any, player: int) -> None:
    """Every card of the deck is in exactly one place."""
    places = list(game.pile) + [c for h in game.hands for c in h] + [c.id for w in game.table for c in w.cards]
    places += game.used
    assert len(places) == 108, f"{len(places)} cards"
    assert Counter(places) == Counter(game.deck.ids), "a card is missing or twice"


def scores_explained(game: ThiefGame, move: Any, result: Any, player: int) -> None:
    totals = [0] * len(game.names)
    for who, explanation in game.sheet:
        assert explanation.total == sum(s.points for s in explanation.steps)
        totals[who] += explanation.total
    assert totals == game.scores, f"scores {game.scores}, explanations {totals}"
    assert result.total == game.events[-1]["score"] or game.is_over


def table_words_are_words(game: ThiefGame, move: Any, result: Any, player: int) -> None:
    for word in game.table:
        assert word.text in game.lexicon and len(word.cards) == len(word.text)
        assert all(c.is_wild or c.letter == ch for c, ch in zip(word.cards, word.text, strict=False))
        assert not (word.locked and game.ruleset.locked_words_to_used_pile)


def load(text: str, game: ThiefGame) -> ThiefGame:
    return ThiefGame.from_json(text, game.lexicon)

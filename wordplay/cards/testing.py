"""Scrabble Cards' invariants for the random-play checker (:mod:`wordplay.core.random_play`), and a
random player that reaches every corner of the three modes.

After every move: all 144 cards are somewhere, the scores equal the explanations given, and the
state survives JSON (:func:`load`).
"""

from __future__ import annotations

import random
from typing import Any

from wordplay.cards.game import CardGame, ClassicGame
from wordplay.cards.players import ComputerPlayer
from wordplay.cards.rules import CARD_ALPHABET
from wordplay.cards.table import Bonus, CardPlay, neighbours
from wordplay.core.explanation import Explanation


class RandomPlayer:
    """Legal moves found by trial (the engine itself checks them)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: CardGame) -> Any:
        if isinstance(game, ClassicGame):
            return self._classic(game)
        return self._rummy(game)

    def _classic(self, game: ClassicGame) -> Any:
        rng = self.rng
        if game.window is not None:
            for p in range(game.players):
                if p not in game.window["acted"]:
                    category = ComputerPlayer.actions_for(game, p)
                    if category and rng.random() < 0.7:
                        return ("action", p, category)
            return "close"
        hand = game.hand
        letters = [c for c in hand if c == "?" or c.isalpha()]
        bonuses = [c for c in hand if c in "23"]
        table = game.table
        anchors = [n for spot in table for n in neighbours(spot) if n not in table] or [(0, 0)]
        for _ in range(40):
            if len(letters) < (2 if not table else 1) or rng.random() < 0.05:
                break
            across = rng.random() < 0.5
            dr, dc = (0, 1) if across else (1, 0)
            count = rng.randint(1 if table else 2, len(letters))
            r, c = rng.choice(anchors)
            back = rng.randint(0, count - 1)
            r, c = r - dr * back, c - dc * back
            spots: list[tuple[int, int]] = []
            while len(spots) < count:
                if (r, c) not in table:
                    spots.append((r, c))
                r, c = r + dr, c + dc
            cards = rng.sample(letters, count)
            placed = {
                s: (rng.choice(CARD_ALPHABET).lower() if t == "?" else t) for s, t in zip(spots, cards, strict=False)
            }
            bonus = Bonus(rng.choice(bonuses), spots[0]) if bonuses and table and rng.random() < 0.5 else None
            play = CardPlay.make(placed, across, bonus)
            if game.check(play).ok:
                return play
        if game.draw_pile and rng.random() < 0.6:
            count = min(rng.randint(1, len(hand)), len(game.draw_pile))
            action = game.ruleset.action_cards and rng.random() < 0.3
            return ("exchange", "".join(rng.sample(hand, count)), action)
        return "pass"

    def _rummy(self, game: Any) -> Any:
        rng = self.rng
        if game.phase == "draw":
            if not game.draw_pile and len(game.discard_pile) < 2:
                return ("draw", "discard")  # nothing to refill the draw pile with
            return ("draw", "discard" if game.discard_pile and rng.random() < 0.3 else "pile")
        hand = list(game.hand)
        rng.shuffle(hand)
        discard, rest = hand[0], hand[1:]
        letters = [rng.choice(CARD_ALPHABET).lower() if c == "?" else c for c in rest if c not in "23"]
        bonuses = [c for c in rest if c in "23"]
        card = game.round_card
        if rng.random() < 0.5 and len(letters) >= 2:
            if card.use_all_cards:
                if len(bonuses) <= 1:
                    return ("discard", discard, ["".join(letters) + (f"+{bonuses[0]}" if bonuses else "")])
            else:
                lengths = list(card.slots) + [n for n in card.optional if rng.random() < 0.5]
                if sum(lengths) <= len(letters):
                    words, i = [], 0
                    for n in lengths:
                        words.append("".join(letters[i : i + n]))
                        i += n
                    return ("discard", discard, words)
        return ("discard", discard)


def conserved(game: Any, move: Any, result: Any, player: int) -> None:
    assert game.card_counts() == game.decks.box(), "a card went missing or appeared"


def scores_explained(game: Any, move: Any, result: Any, player: int) -> None:
    """Every score equals the sum of the explained scores recorded for that player."""
    if isinstance(game, ClassicGame):
        totals = [0] * game.players
        for e in game.events:
            if e["kind"] == "play" and not e.get("withdrawn"):
                totals[e["player"]] += e["score"]
            elif e["kind"] == "action":
                totals[e["against"]] += e["score"]
        for i, explanation in enumerate(game.end_explanations):
            totals[i] += explanation.total
        if isinstance(result, Explanation) and isinstance(move, CardPlay):
            assert result.total == sum(s.points for s in result.steps)
    else:
        totals = [sum(h["scores"][i] for h in game.state["history"]) for i in range(game.players)]
    assert totals == game.scores, f"scores {game.scores} but explanations add up to {totals}"


def load(text: str, game: CardGame) -> CardGame:
    return CardGame.from_json(text, game.lexicon)

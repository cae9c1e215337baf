"""Whole random games of the three modes through the shared checker (wordplay.core.random_play).

Random players with an accept-everything lexicon reach every corner fast (bonus cards, all
seven cards, exchanges, passes, action cards, every round card); computer players on the real
Portuguese lexicon play a few real games. After every move: all 144 cards are somewhere, the
scores equal the explanations given, and the state survives JSON.
"""

from __future__ import annotations

import random

import pytest

from wordplay.cards.game import CardGame, ClassicGame
from wordplay.cards.modes import new_game
from wordplay.cards.players import ComputerPlayer
from wordplay.cards.rules import CARD_ALPHABET
from wordplay.cards.table import Bonus, CardPlay, neighbours
from wordplay.core.lexicon import AcceptAllLexicon
from wordplay.core.random_play import check_random_games, json_round_trip

ANY = AcceptAllLexicon(CARD_ALPHABET)


class RandomPlayer:
    """Legal moves found by trial (the engine itself checks them)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: CardGame):
        if isinstance(game, ClassicGame):
            return self._classic(game)
        return self._rummy(game)

    def _classic(self, game: ClassicGame):
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
            spots = []
            while len(spots) < count:
                if (r, c) not in table:
                    spots.append((r, c))
                r, c = r + dr, c + dc
            cards = rng.sample(letters, count)
            placed = {s: (rng.choice(CARD_ALPHABET).lower() if t == "?" else t) for s, t in zip(spots, cards)}
            bonus = Bonus(rng.choice(bonuses), spots[0]) if bonuses and table and rng.random() < 0.5 else None
            play = CardPlay.make(placed, across, bonus)
            if game.check(play).ok:
                return play
        if game.draw_pile and rng.random() < 0.6:
            count = min(rng.randint(1, len(hand)), len(game.draw_pile))
            action = game.ruleset.action_cards and rng.random() < 0.3
            return ("exchange", "".join(rng.sample(hand, count)), action)
        return "pass"

    def _rummy(self, game):
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
                        words.append("".join(letters[i:i + n]))
                        i += n
                    return ("discard", discard, words)
        return ("discard", discard)


def conserved(game, move, result, player) -> None:
    assert game.card_counts() == game.decks.box(), "a card went missing or appeared"


def scores_explained(game, move, result, player) -> None:
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
        if isinstance(result, object) and hasattr(result, "total") and isinstance(move, CardPlay):
            assert result.total == sum(s.points for s in result.steps)
    else:
        totals = [sum(h["scores"][i] for h in game.state["history"]) for i in range(game.players)]
    assert totals == game.scores, f"scores {game.scores} but explanations add up to {totals}"


def load(text: str, game: CardGame) -> CardGame:
    return CardGame.from_json(text, game.lexicon)


@pytest.mark.parametrize("mode, players", [("classic", 2), ("classic", 4), ("forfeit", 3), ("rummy", 2),
                                           ("rummy", 4)])
def test_random_games_keep_every_invariant(mode, players):
    rules = None
    if mode == "rummy" and players == 2:
        from wordplay.cards.rules import load_ruleset

        rules = load_ruleset("rummy").with_settings(bonus_cards=True, round_turn_limit_per_player=6)
    report = check_random_games(
        lambda seed: new_game(rules or mode, [f"P{i}" for i in range(players)], seed=seed, lexicon=ANY),
        lambda seed: [RandomPlayer(seed * 10 + i) for i in range(players)],
        games=3, max_moves=4000,
        after_move=[conserved, scores_explained, json_round_trip(load, every=25)],
        ending=lambda g: str(g.outcome.termination.value),
    )
    assert report.finished == 3


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["classic", "forfeit", "rummy"])
def test_computer_players_on_the_real_lexicon(mode):
    from wordplay.core.lexicon import load_lexicon

    lexicon = load_lexicon("pt")
    report = check_random_games(
        lambda seed: new_game(mode, ["Ana", "Rui"], seed=seed, lexicon=lexicon),
        lambda seed: [ComputerPlayer(3, seed), ComputerPlayer(1, seed + 1)],
        games=2, max_moves=3000,
        after_move=[conserved, scores_explained, json_round_trip(load, every=50)],
    )
    assert report.finished == 2

"""Whole Word Thief games through the shared random-play checker (wordplay.core.random_play).

Computer players of the three levels and a random player (any legal move, and now and then a
turn given up although a play exists) play 2 to 6 player games on a small lexicon (common words
and their inflections from ENABLE). After every move: all 108 cards are somewhere, each exactly
once (draw pile + hands + table words + used pile); every score equals the sum of the
explanations on the score sheet; the game survives JSON. Every game ends.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest

from wordplay.core.lexicon import lexicon_from_words, load_lexicon
from wordplay.core.random_play import check_random_games, json_round_trip
from wordplay.thief.game import ThiefGame
from wordplay.thief.moves import GiveUp, Pass
from wordplay.thief.players import computer_player, player_settings


@cache
def small_lexicon():
    """Common short words and their inflections (a lexicon where games move fast)."""
    enable = load_lexicon("enable")
    common = player_settings()["beginner"]["words"].split()
    forms = [w + end for w in common for end in ("S", "ES", "ED", "ER", "ING", "Y") if w + end in enable]
    return lexicon_from_words(common + forms, enable.alphabet, "common-english")


class RandomPlayer:
    """Any legal play or steal at random; sometimes gives the turn up anyway (RULES.md allows it)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: ThiefGame):
        moves = game.legal_moves()
        if moves and self.rng.random() < 0.9:
            return self.rng.choice(moves).move
        if game.pile:
            hand = list(game.hands[game.to_move])
            return GiveUp(tuple(self.rng.sample(hand, min(game.ruleset.cannot_play_discard, len(hand)))))
        return Pass()


def conserved(game: ThiefGame, move, result, player) -> None:
    """Every card of the deck is in exactly one place."""
    places = list(game.pile) + [c for h in game.hands for c in h] + [c.id for w in game.table for c in w.cards]
    places += game.used
    assert len(places) == 108, f"{len(places)} cards"
    assert Counter(places) == Counter(game.deck.ids), "a card is missing or twice"


def scores_explained(game: ThiefGame, move, result, player) -> None:
    totals = [0] * len(game.names)
    for who, explanation in game.sheet:
        assert explanation.total == sum(s.points for s in explanation.steps)
        totals[who] += explanation.total
    assert totals == game.scores, f"scores {game.scores}, explanations {totals}"
    assert result.total == game.events[-1]["score"] or game.is_over


def table_words_are_words(game: ThiefGame, move, result, player) -> None:
    for word in game.table:
        assert word.text in game.lexicon and len(word.cards) == len(word.text)
        assert all(c.is_wild or c.letter == ch for c, ch in zip(word.cards, word.text))
        assert not (word.locked and game.ruleset.locked_words_to_used_pile)


def load(text: str, game: ThiefGame) -> ThiefGame:
    return ThiefGame.from_json(text, game.lexicon)


def seats(seed: int):
    players = 2 + seed % 5
    return [RandomPlayer(seed * 10 + i) if i % 4 == 3 else computer_player((2, 3, 1)[i % 3], seed + i) for i in range(players)]


@pytest.mark.parametrize("first_seed", [0, 5])
def test_random_games_keep_every_invariant(first_seed):
    lexicon = small_lexicon()
    report = check_random_games(
        lambda seed: ThiefGame("word-thief", [f"P{i}" for i in range(2 + seed % 5)], seed=seed, lexicon=lexicon),
        seats, games=5, first_seed=first_seed, max_moves=600,
        after_move=[conserved, scores_explained, table_words_are_words, json_round_trip(load)],
        ending=lambda g: g.outcome.termination.value,
    )
    assert report.finished == 5


def test_random_games_with_the_other_settings():
    lexicon = small_lexicon()
    from wordplay.core.registry import get_ruleset

    rules = get_ruleset("word-thief").with_settings(victim_loses_points=True, locked_words_to_used_pile=False,
                                        split_words_need_stolen_card=False, plural_endings=())
    report = check_random_games(
        lambda seed: ThiefGame(rules, ["A", "B", "C"], seed=seed, lexicon=lexicon),
        lambda seed: [RandomPlayer(seed), computer_player(2, seed), computer_player(3, seed)],
        games=3, max_moves=600,
        after_move=[conserved, scores_explained, json_round_trip(load, every=5)],
    )
    assert report.finished == 3

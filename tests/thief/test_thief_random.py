"""Whole Word Thief games through the shared random-play checker (wordplay.core.random_play).

Computer players of the three levels and a random player (any legal move, and now and then a
turn given up although a play exists) play 2 to 6 player games on a small lexicon (common words
and their inflections from ENABLE). After every move: all 108 cards are somewhere, each exactly
once (draw pile + hands + table words + used pile); every score equals the sum of the
explanations on the score sheet; the game survives JSON. Every game ends.
"""

from __future__ import annotations

from functools import cache

import pytest

from wordplay.core.lexicon import lexicon_from_words, load_lexicon
from wordplay.core.random_play import check_random_games, json_round_trip
from wordplay.thief.game import ThiefGame
from wordplay.thief.players import computer_player, player_settings
from wordplay.thief.testing import RandomPlayer, conserved, load, scores_explained, table_words_are_words


@cache
def small_lexicon():
    """Common short words and their inflections (a lexicon where games move fast)."""
    enable = load_lexicon("enable")
    common = player_settings()["beginner"]["words"].split()
    forms = [w + end for w in common for end in ("S", "ES", "ED", "ER", "ING", "Y") if w + end in enable]
    return lexicon_from_words(common + forms, enable.alphabet, "common-english")


def seats(seed: int):
    players = 2 + seed % 5
    return [
        RandomPlayer(seed * 10 + i) if i % 4 == 3 else computer_player((2, 3, 1)[i % 3], seed + i)
        for i in range(players)
    ]


@pytest.mark.parametrize("first_seed", [0, 5])
def test_random_games_keep_every_invariant(first_seed):
    lexicon = small_lexicon()
    report = check_random_games(
        lambda seed: ThiefGame("word-thief", [f"P{i}" for i in range(2 + seed % 5)], seed=seed, lexicon=lexicon),
        seats,
        games=5,
        first_seed=first_seed,
        max_moves=600,
        after_move=[conserved, scores_explained, table_words_are_words, json_round_trip(load)],
        ending=lambda g: g.outcome.termination.value,
    )
    assert report.finished == 5


def test_random_games_with_the_other_settings():
    lexicon = small_lexicon()
    from wordplay.core.registry import get_ruleset

    rules = get_ruleset("word-thief").with_settings(
        victim_loses_points=True, locked_words_to_used_pile=False, split_words_need_stolen_card=False, plural_endings=()
    )
    report = check_random_games(
        lambda seed: ThiefGame(rules, ["A", "B", "C"], seed=seed, lexicon=lexicon),
        lambda seed: [RandomPlayer(seed), computer_player(2, seed), computer_player(3, seed)],
        games=3,
        max_moves=600,
        after_move=[conserved, scores_explained, json_round_trip(load, every=5)],
    )
    assert report.finished == 3

"""Whole random games of the three modes through the shared checker (wordplay.core.random_play).

Random players with an accept-everything lexicon reach every corner fast (bonus cards, all
seven cards, exchanges, passes, action cards, every round card); computer players on the real
Portuguese lexicon play a few real games. After every move: all 144 cards are somewhere, the
scores equal the explanations given, and the state survives JSON.
"""

from __future__ import annotations

import pytest

from wordplay.cards.modes import new_game
from wordplay.cards.players import ComputerPlayer
from wordplay.cards.rules import CARD_ALPHABET
from wordplay.cards.testing import RandomPlayer, conserved, load, scores_explained
from wordplay.core.lexicon import AcceptAllLexicon
from wordplay.core.random_play import check_random_games, json_round_trip
from wordplay.core.registry import family_rulesets

ANY = AcceptAllLexicon(CARD_ALPHABET)


@pytest.mark.parametrize("mode, players", [("classic", 2), ("classic", 4), ("forfeit", 3), ("rummy", 2), ("rummy", 4)])
def test_random_games_keep_every_invariant(mode, players):
    rules = None
    if mode == "rummy" and players == 2:
        from wordplay.cards.rules import load_ruleset

        rules = load_ruleset("rummy").with_settings(bonus_cards=True, round_turn_limit_per_player=6)
    report = check_random_games(
        lambda seed: new_game(rules or mode, [f"P{i}" for i in range(players)], seed=seed, lexicon=ANY),
        lambda seed: [RandomPlayer(seed * 10 + i) for i in range(players)],
        games=3,
        max_moves=4000,
        after_move=[conserved, scores_explained, json_round_trip(load, every=25)],
        ending=lambda g: str(g.outcome.termination.value),
    )
    assert report.finished == 3


@pytest.mark.slow
@pytest.mark.parametrize("mode", family_rulesets("cards"))
def test_computer_players_on_the_real_lexicon(mode):
    from wordplay.core.lexicon import load_lexicon

    lexicon = load_lexicon("pt")
    report = check_random_games(
        lambda seed: new_game(mode, ["Ana", "Rui"], seed=seed, lexicon=lexicon),
        lambda seed: [ComputerPlayer(3, seed), ComputerPlayer(1, seed + 1)],
        games=2,
        max_moves=3000,
        after_move=[conserved, scores_explained, json_round_trip(load, every=50)],
    )
    assert report.finished == 2

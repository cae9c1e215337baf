"""The engines' refusals in each game's own words (review finding 7): a Polish Wordsmith game's rack is a
*stojak*, Literaki's a *podstawka*, when the game is played through its Python API as in the widgets."""

from __future__ import annotations

import pytest

from wordplay.board import new_game
from wordplay.core.errors import WordplayError
from wordplay.core.messages import using_language


@pytest.mark.parametrize(
    ("variant", "word", "other"), [("wordsmith", "stojak", "podstaw"), ("literaki", "podstaw", "stojak")]
)
def test_a_rack_refusal_names_the_games_own_rack(variant, word, other):
    with using_language("pl"):
        game = new_game(variant, ["Ala", "Olek"], seed=5)
        said = []
        for attempt in (lambda: game.play("8D ZZZZZ"), lambda: game.exchange("ZZ")):
            with pytest.raises(WordplayError) as refused:
                attempt()
            said.append(refused.value.message)
    assert all(word in s and other not in s for s in said), said


def test_a_games_outcome_names_its_players():
    """Review finding 9: ``game.outcome`` said "player 1". Four passes end a two-player Wordsmith game."""
    game = new_game("wordsmith", ["Ann", "Ben"], seed=5)
    for _ in range(4):
        game.pass_turn()
    said = str(game.outcome)
    assert "Ann" in said and "Ben" in said and "player 1" not in said.lower()

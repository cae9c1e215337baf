"""Every save every game writes loads back equal: every variant of the registry, every game class,
at random points of random games, undo and the forfeit mode's action windows included.

The players are each family's own computer players (level 1: the beginner, who picks at random
among the good moves), driven as every family is (``game.apply(player.choose(game))``). Besides
their moves the test makes, at random, the moves a Python caller may make out of the players'
rhythm: a pass while a forfeit action window is still open (the move closes the window itself)
and an undo. After each such move, and at random points besides, the game's JSON is loaded by the
game's own class and by the family's base class, and must give back the same JSON; the last save
of every game too.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from wordplay.board.game import BoardGame
from wordplay.board.players import computer_player as board_player
from wordplay.board.ruleset import BoardRuleset
from wordplay.cards.game import CardGame, ClassicGame
from wordplay.cards.modes import new_game
from wordplay.cards.players import computer_player as cards_player
from wordplay.cards.rules import CardsRuleset
from wordplay.core.registry import RULESET_NAMES, get_ruleset
from wordplay.thief.game import ThiefGame
from wordplay.thief.players import computer_player as thief_player
from wordplay.thief.ruleset import ThiefRuleset

SEEDS = (1, 2, 3, 4)
MAX_MOVES = 400


def start(name: str, seed: int) -> tuple[Any, list[type], Any]:
    """A new game of the named ruleset, the classes that must load its saves, and its players' maker."""
    ruleset = get_ruleset(name)
    if isinstance(ruleset, BoardRuleset):
        return BoardGame(ruleset, ["A", "B"], seed=seed), [BoardGame], board_player
    if isinstance(ruleset, CardsRuleset):
        game = new_game(ruleset, ["A", "B"], seed=seed)
        return game, [type(game), CardGame], cards_player
    assert isinstance(ruleset, ThiefRuleset), f"a ruleset of no known family: {name}"
    return ThiefGame(ruleset, ["A", "B"], seed=seed), [ThiefGame], thief_player


def assert_loads_back(game: Any, classes: list[type]) -> None:
    text = game.to_json()
    for cls in classes:
        again = cls.from_json(text, game.lexicon)
        assert type(again) is type(game)
        assert again.to_json() == text, f"{cls.__name__} loaded the save of {game!r} differently"


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("name", RULESET_NAMES)
def test_every_save_loads_back_equal(name, seed):
    game, classes, make_player = start(name, seed)
    players = [make_player(1, seed * 10 + i) for i in range(2)]
    rng = random.Random(seed)
    windows = undos = 0
    for _ in range(MAX_MOVES):
        if game.is_over:
            break
        if isinstance(game, ClassicGame) and game.window is not None and rng.random() < 0.4:
            game.pass_turn()  # a move while the window is open: it closes the window first
            windows += 1
            assert_loads_back(game, classes)
        elif game.moves and rng.random() < 0.05:
            game.undo()
            undos += 1
            assert_loads_back(game, classes)
        else:
            game.apply(players[game.to_move].choose(game))
        if rng.random() < 0.2:
            assert_loads_back(game, classes)
    assert game.is_over, f"{name} seed {seed} did not end in {MAX_MOVES} moves"
    assert_loads_back(game, classes)
    assert undos > 0
    if name == "scrabble-cards/forfeit":
        assert windows > 0  # the case that once wrote an unreadable save

"""The three families are used the same way: game widgets take the ruleset (or its name) first and the
players second, a computer seated without a level plays at one default level, every family's computer
player is driven by ``game.apply(player.choose(game))``, a game class refuses another mode's ruleset,
and a move method given a wrong Python value refuses it with a typed error."""

from __future__ import annotations

import inspect

import pytest

from tests.support.board_helpers import AcceptAll
from wordplay.board.game import BoardGame
from wordplay.board.players import computer_player as board_player
from wordplay.cards.game import ClassicGame
from wordplay.cards.modes import new_game
from wordplay.cards.players import computer_player as cards_player
from wordplay.cards.rummy import RummyGame
from wordplay.core.errors import IllegalMoveError, NotationError
from wordplay.core.players import DEFAULT_LEVEL, LEVEL_NAMES
from wordplay.thief.game import ThiefGame
from wordplay.thief.players import computer_player as thief_player

GAME_WIDGETS = ("BoardGameWidget", "CardsGameWidget", "ThiefGameWidget")


@pytest.mark.parametrize("name", GAME_WIDGETS)
def test_every_game_widget_takes_the_ruleset_then_the_players_then_keywords(name):
    from wordplay import widgets
    from wordplay.widgets.seats import DEFAULT_PLAYERS

    params = list(inspect.signature(getattr(widgets, name)).parameters.values())
    assert [p.kind for p in params[:2]] == [inspect.Parameter.POSITIONAL_OR_KEYWORD] * 2
    assert params[1].name == "players" and params[1].default is DEFAULT_PLAYERS
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in params[2:])
    assert "seed" in [p.name for p in params[2:]]


def test_the_default_opponent_plays_at_the_one_default_level():
    from wordplay.widgets.seats import DEFAULT_PLAYERS

    assert DEFAULT_LEVEL in LEVEL_NAMES
    assert [seat for seat in DEFAULT_PLAYERS if not isinstance(seat, str)] == [("Computer", DEFAULT_LEVEL)]


def test_a_thief_game_widget_is_made_from_its_name_like_its_siblings():
    from wordplay.widgets import ThiefGameWidget

    widget = ThiefGameWidget("word-thief")
    assert widget.session.levels == [None, DEFAULT_LEVEL]
    old = ThiefGameWidget(["Ann", "Ben"], seed=3)  # the old form, players first
    new = ThiefGameWidget("word-thief", ["Ann", "Ben"], seed=3)
    assert old.game.to_json() == new.game.to_json()
    for w in (widget, old, new):
        w.close()


@pytest.mark.parametrize(
    ("make_game", "make_player"),
    [
        (lambda: BoardGame("wordsmith", ["A", "B"], seed=1), board_player),
        (lambda: new_game("forfeit", ["A", "B"], seed=1), cards_player),
        (lambda: new_game("rummy", ["A", "B"], seed=1), cards_player),
        (lambda: ThiefGame("word-thief", ["A", "B"], seed=1), thief_player),
    ],
)
def test_every_familys_computer_player_chooses_and_the_game_applies(make_game, make_player):
    game, player = make_game(), make_player(DEFAULT_LEVEL, 1)
    assert (player.level, isinstance(player.name, str)) == (DEFAULT_LEVEL, True)
    assert not hasattr(player, "take_turn")
    before = len(game.events)
    game.apply(player.choose(game))
    assert len(game.events) > before


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda: ClassicGame("rummy"), "cards_wrong_mode"),
        (lambda: RummyGame("classic"), "cards_wrong_mode"),
        (lambda: RummyGame("forfeit"), "cards_wrong_mode"),
        (lambda: ClassicGame(7), "cards_not_a_ruleset"),
    ],
)
def test_a_game_class_refuses_a_ruleset_of_another_mode(make, code):
    with pytest.raises(IllegalMoveError) as refused:
        make()
    assert refused.value.code == code


def test_a_game_class_plays_its_own_modes():
    assert type(ClassicGame("forfeit")) is ClassicGame and type(RummyGame("rummy")) is RummyGame


BOARD = lambda: BoardGame("wordsmith", ["A", "B"], seed=1, lexicon=AcceptAll())  # noqa: E731
CARDS = lambda: new_game("classic", ["A", "B"], seed=1, lexicon=AcceptAll())  # noqa: E731
THIEF = lambda: ThiefGame("word-thief", ["A", "B"], seed=1, lexicon=AcceptAll())  # noqa: E731


@pytest.mark.parametrize(
    ("make", "call"),
    [
        (BOARD, lambda g: g.play(8)),
        (BOARD, lambda g: g.play(None)),
        (BOARD, lambda g: g.check(["8H", "ZAX"])),
        (BOARD, lambda g: g.explain(b"8H ZAX")),
        (BOARD, lambda g: g.exchange(3)),
        (CARDS, lambda g: g.play(8)),
        (CARDS, lambda g: g.check(1.5)),
        (CARDS, lambda g: g.exchange(None)),
        (CARDS, lambda g: g.parse(("0,0", "TREINO"))),
        (THIEF, lambda g: g.play(8)),
        (THIEF, lambda g: g.move(None)),
        (THIEF, lambda g: g.check({"word": "CAT"})),
        (THIEF, lambda g: g.steal(1.5, "CAT")),
        (THIEF, lambda g: g.steal(0, 42)),
        (THIEF, lambda g: g.give_up("F/blue")),
    ],
)
def test_a_wrong_python_value_gets_the_typed_error_and_changes_nothing(make, call):
    game = make()
    saved = game.to_json()
    with pytest.raises(NotationError) as refused:
        call(game)
    assert refused.value.code in ("not_text_arg", "not_a_move_arg")
    assert game.to_json() == saved

"""Every public widget class refuses an unknown keyword, and every family shows a computer's level by name."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/board_helpers.py

from tests.support.board_helpers import AcceptAll

pytest.importorskip("anywidget")

from wordplay import widgets
from wordplay.display.board import board_widget_html
from wordplay.widgets.seats import level_name, seat_note

# The keyword is checked before anything is built, so no lexicon is loaded here.
CALLS = {
    "BoardGameWidget": (("wordsmith", ["Ann", "Ben"]), {}),
    "BoardExplainer": (("wordsmith", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"), {}),
    "BoardMoveList": (("wordsmith", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"), {}),
    "CardsGameWidget": (("classic", ["Ann", "Ben"]), {}),
    "CardsExplainer": (("classic",), {}),
    "ThiefGameWidget": (("word-thief", ["Ann", "Ben"]), {}),
    "ThiefExplainer": ((["WORK"], "R E E D"), {}),
}


def test_the_public_classes_are_named_alike_in_every_family():
    assert sorted(widgets.__all__) == sorted(CALLS)


@pytest.mark.parametrize("name", sorted(CALLS))
def test_an_unknown_keyword_is_a_type_error_naming_it(name):
    cls = getattr(widgets, name)
    args, kwargs = CALLS[name]
    with pytest.raises(TypeError, match="colour"):
        cls(*args, **kwargs, colour="red")


def test_levels_are_named_from_the_catalogue():
    assert [level_name(n) for n in (1, 2, 3)] == ["beginner", "intermediate", "expert"]
    assert level_name(7) == "level 7"
    assert seat_note(None) is None and seat_note(1) == "computer, beginner"


def test_a_board_game_shows_the_computers_level_by_name_live_and_static():
    from wordplay.widgets.board.session import GameSession

    s = GameSession("wordsmith", ["Ann", ("Computer", 3)], 1, lexicon=AcceptAll())
    players = s.view()["players"]
    assert [(p["level"], p["seat"]) for p in players] == [(None, None), (3, "computer, expert")]
    assert "Computer (computer, expert)" in board_widget_html(s.ruleset, s.view())


def test_a_cards_game_and_a_thief_game_show_the_level_by_name():
    from wordplay.widgets.cards.session import CardsGameSession
    from wordplay.widgets.thief.session import ThiefGameSession

    cards = CardsGameSession("classic", ["Ann", ("Computer", 1)], lexicon=AcceptAll())
    assert [p["seat"] for p in cards.view()["players"]] == [None, "computer, beginner"]
    thief = ThiefGameSession(["Ann", ("Computer", 2)], seed=3, lexicon=AcceptAll())
    assert [p["seat"] for p in thief.view()["players"]] == [None, "computer, intermediate"]

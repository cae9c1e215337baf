"""The widgets' text reprs (saved as a notebook's text/plain) are in the widget's language."""

from __future__ import annotations

import pytest

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll

pytest.importorskip("anywidget")

from wordplay.core.messages import using_language
from wordplay.widgets import BoardExplainer, BoardGameWidget, CardsExplainer, CardsGameWidget, ThiefExplainer, reprs
from wordplay.widgets.thief.widgets import ThiefGameWidget


def test_a_game_widget_says_its_repr_in_its_language_and_again_after_a_switch():
    g = BoardGameWidget("literaki", ["Ala", "Olek"], seed=2, lexicon=AcceptAll(), language="pl")
    first = g.game.names[g.game.to_move]
    assert repr(g) == f"<BoardGameWidget literaki ziarno 2: Ala kontra Olek; 0 ruchów, wyniki [0, 0], ruch: {first}>"
    g.language = "pt"
    assert (
        repr(g)
        == g._repr_mimebundle_()[0]["text/plain"]
        == f"<BoardGameWidget literaki semente 2: Ala contra Olek; 0 jogadas, pontuações [0, 0], vez de {first}>"
    )


def test_explainers_nothing_laid_and_a_steal_with_its_plural():
    assert (
        repr(BoardExplainer("wordsmith", EMPTY_BOARD, "8D QUIET", lexicon=AcceptAll(), language="ro"))
        == "<BoardExplainer wordsmith, suportul QUIET: 8D QUIET>"
    )
    assert (
        repr(BoardExplainer("wordsmith", EMPTY_BOARD, rack="QUIET", lexicon=AcceptAll(), language="pl"))
        == "<BoardExplainer wordsmith, stojak QUIET: nic nie wyłożono>"  # Wordsmith's own word
    )
    assert (
        repr(CardsExplainer("classic", {}, "0,0 across TRAVA", lexicon=AcceptAll(), language="pt"))
        == "<CardsExplainer classic, mão TRAVA: 0,0 horizontal TRAVA>"  # typed in English, said in Portuguese
    )
    steal = ThiefExplainer(
        ["W/red O/blue R/green K/green"], "R E E D", "WORK -> REWORKED", lexicon=AcceptAll(), language="pl"
    )
    assert repr(steal) == "<ThiefExplainer stół WORK, ręka REED: WORK -> REWORKED daje 40 punktów>"


def test_card_and_thief_games():
    classic = CardsGameWidget("classic", ["Ana", "Rui"], seed=1, lexicon=AcceptAll(), language="pt")
    who = classic.game.names[classic.game.to_move]
    assert (
        repr(classic)
        == f"<CardsGameWidget classic semente 1: Ana contra Rui; 0 jogadas, pontuações [0, 0], vez de {who}>"
    )
    rummy = CardsGameWidget("rummy", ["Ana", "Rui"], seed=1, lexicon=AcceptAll(), language="ro")
    who = rummy.game.names[rummy.game.to_move]
    assert (
        repr(rummy) == f"<CardsGameWidget rummy sămânța 1: Ana contra Rui; scoruri [0, 0], runda 1, la mutare: {who}>"
    )
    thief = ThiefGameWidget("word-thief", ["Ann", "Ben"], seed=8, lexicon=AcceptAll(), language="ro")
    who = thief.game.names[thief.game.to_move]
    assert repr(thief) == f"<ThiefGameWidget sămânța 8: Ann contra Ben; 0 ture, scoruri [0, 0], la mutare: {who}>"


def test_seats_and_counts_by_hand():
    with using_language("pt"):
        assert (
            reprs.seat_line(["Ana", "Rui", "Eva"], [None, 3, None]) == "Ana contra Rui (computador, nível 3) contra Eva"
        )
    with using_language("pl"):
        assert [reprs.say("moves", n=n) for n in (1, 3, 5, 22)] == ["1 ruch", "3 ruchy", "5 ruchów", "22 ruchy"]
    with using_language("ro"):
        assert [reprs.say("turns", n=n) for n in (1, 19, 20)] == ["1 tură", "19 ture", "20 de ture"]
    with using_language("en"):
        assert reprs.seat_line(["Ana", "Rui"], [None, 2]) == "Ana v Rui (computer, level 2)"
        assert [reprs.say("moves", n=n) for n in (1, 2)] == ["1 move", "2 moves"]

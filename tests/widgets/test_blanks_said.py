"""A blank is said as a blank (issue 29): the notation writes it as a lower-case letter ("H7 PADAcH"), which
speech reads as the capital, so every sentence that gives a play's notation to the live region (the preview, the
learner's move, the computer's) names each blank after it, in the widget's language and the game's own word:
"(blank as C)", "(mydełko jako C)" in Literaki, "(blank jako C)" in Polish Wordsmith and the cards games,
"(peça em branco como C)", "(card alb ca C)". The expected words are the glossary's (wordplay/data/glossary),
written here by hand; a play without a blank is said as before. Orca speaking it: tests/browser/test_orca.py."""

from __future__ import annotations

import pytest

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll

pytest.importorskip("anywidget")

from wordplay.widgets import BoardExplainer, BoardGameWidget, CardsExplainer


def said(w, action, **fields) -> str:
    assert w.receive({"seq": w.view["ack"] + 1, "action": action, **fields}), w.view.get("refusal")
    return w.view["announce"]["text"]


@pytest.mark.parametrize(
    ("language", "variant", "one", "two"),
    [
        ("en", "wordsmith", "(blank as K)", "(blanks as E, K)"),
        ("pl", "wordsmith", "(blank jako K)", "(blanki jako E, K)"),
        ("pl", "literaki", "(mydełko jako K)", "(mydełka jako E, K)"),
        ("pt", "wordsmith", "(peça em branco como K)", "(peças em branco como E, K)"),
        ("ro", "wordsmith", "(joker ca K)", "(jokeri ca E, K)"),
    ],
)
def test_a_previewed_play_names_its_blanks(language, variant, one, two):
    w = BoardExplainer(variant, EMPTY_BOARD, rack="KOTE??", lexicon=AcceptAll(), language=language)
    assert f"H8 KOTEk {one} " in said(w, "preview_move", move="H8 KOTEk")
    assert f"H8 KOTek {two} " in said(w, "preview_move", move="H8 KOTek")
    plain = said(w, "preview_move", move="H8 KOTE")
    assert "H8 KOTE " in plain and "(" not in plain  # no blank: nothing added


def test_the_learners_move_with_a_blank_is_said_with_it():
    """Literaki, seed 3: the rack AHPPDA?, PADACH down from H7 with the blank as C (the audit's move)."""
    w = BoardGameWidget("literaki", ["Ola", "Ala"], seed=3, language="pl", lexicon=AcceptAll(), replace=True)
    assert sorted(w.session.rack) == sorted("AHPPDA?")
    assert said(w, "type_move", move="H7 PADAcH").startswith("Ola: H7 PADAcH (mydełko jako C) za ")


def test_a_cards_play_names_its_blank_card():
    trava = {(0, 0): "T", (0, 1): "R", (0, 2): "A", (0, 3): "V", (0, 4): "A"}
    w = CardsExplainer("classic", trava, "-1,1 down C(R)IAr", hand="CIA?", lexicon=AcceptAll(), language="pt")
    assert "-1,1 vertical C(R)IAr (carta em branco como R) " in said(w, "preview_move", move="-1,1 down C(R)IAr")

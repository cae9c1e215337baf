"""``cards-best``, ``cards-score`` and ``cards-task`` check a hand (and the table) against the box first:
the deck has 3 blanks, one Q, and a hand holds 7 cards (8 in rummy between the draw and the discard)."""

from __future__ import annotations

import pytest

from wordplay.cards.hands import check_hand
from wordplay.cards.rules import load_ruleset
from wordplay.cli import main
from wordplay.core.errors import IllegalMoveError, NotationError


@pytest.mark.parametrize(
    ("mode", "hand", "table", "error", "code"),
    [
        ("classic", "????????????", {}, IllegalMoveError, "cards_hand_too_long"),  # 12 blanks once cost 1.4 GB
        ("classic", "TREINO??", {}, IllegalMoveError, "cards_hand_too_long"),  # 8 cards
        ("rummy", "CASAROTEA", {}, IllegalMoveError, "cards_hand_too_long"),  # 9 cards
        ("classic", "????", {}, IllegalMoveError, "cards_more_than_deck"),
        ("classic", "QQ", {}, IllegalMoveError, "cards_more_than_deck"),
        ("classic", "Q", {(0, 0): "Q", (0, 1): "I"}, IllegalMoveError, "cards_more_than_deck"),
        ("classic", "???", {(0, 0): "a", (0, 1): "I"}, IllegalMoveError, "cards_more_than_deck"),  # a table blank
        ("classic", "ÑA", {}, NotationError, "cards_unknown_card"),
        ("classic", "A1", {}, NotationError, "cards_unknown_card"),
    ],
)
def test_a_hand_the_deck_cannot_deal_is_refused(mode, hand, table, error, code):
    with pytest.raises(error) as refused:
        check_hand(load_ruleset(mode), hand, table)
    assert refused.value.code == code


@pytest.mark.parametrize(
    ("mode", "hand"), [("classic", "treino?"), ("classic", "???QA2"), ("rummy", "CASAROTE"), ("classic", "")]
)
def test_a_hand_the_deck_can_deal_is_kept(mode, hand):
    assert check_hand(load_ruleset(mode), hand, {(0, 0): "Z"}) == hand.upper()


def test_the_command_line_refuses_twelve_blanks_at_once(capsys):
    assert main(["cards-best", "--hand", "?" * 12]) == 2
    assert "cards_hand_too_long" in capsys.readouterr().err

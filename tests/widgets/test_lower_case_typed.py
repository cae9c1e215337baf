"""A word typed all in lower case is read as the learner means it (docs/rules.md, "Writing a move"):
the rack's (or hand's) own tiles where it holds them, blanks only for the rest; in the move box of the
board and card games, in the tutorials' exercises and in the puzzles' marking. Mixed case keeps the
notation's rule (lower case = blank)."""

from __future__ import annotations

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll
from wordplay.cards.task import RummyTurn, RummyWord, parse_turn
from wordplay.puzzles.marking import mark
from wordplay.widgets.board.exercises import exercise
from wordplay.widgets.board.session import PositionSession
from wordplay.widgets.cards.exercises import cards_exercise
from wordplay.widgets.cards.rummy import RummySession
from wordplay.widgets.cards.table import TableSession

H8_DOWN = [r * 15 + 7 for r in range(7, 12)]  # H8 .. H12


def send(session, action, **fields):
    return session.handle({"seq": session.ack + 1, "action": action, **fields})


def laid(session):
    return {sq: tile for sq, (_, tile) in session.pending.items()}


def test_the_readme_example_h8_quiet_lays_the_racks_own_tiles_and_says_how_it_was_read():
    s = PositionSession("wordsmith", EMPTY_BOARD, rack="QUIETXZ", lexicon=AcceptAll())
    assert send(s, "preview_move", move="H8 quiet")
    assert s.view()["typed"]["error"] == ""
    assert laid(s) == dict(zip(H8_DOWN, "QUIET", strict=True))
    headline = s.view()["preview"]["headline"]
    assert headline.startswith("H8 quiet is read from your rack: H8 QUIET (") and "blanks only" in headline


def test_a_letter_the_rack_lacks_is_the_blank_and_mixed_case_keeps_the_notation():
    s = PositionSession("wordsmith", EMPTY_BOARD, rack="QUET?XZ", lexicon=AcceptAll())
    assert send(s, "preview_move", move="h8 quiet")
    assert laid(s) == dict(zip(H8_DOWN, "QUiET", strict=True))
    s = PositionSession("wordsmith", EMPTY_BOARD, rack="QUIET?Z", lexicon=AcceptAll())
    assert send(s, "preview_move", move="H8 QUiET")  # a capital: the i is the blank, as written
    assert laid(s) == dict(zip(H8_DOWN, "QUiET", strict=True))
    assert "read from your rack" not in s.view()["preview"]["headline"]


def test_the_reading_is_said_only_while_its_draft_is_laid():
    s = PositionSession("wordsmith", EMPTY_BOARD, rack="QUIETXZ", lexicon=AcceptAll())
    assert send(s, "preview_move", move="H8 quiet")
    assert send(s, "lift", square=H8_DOWN[-1])  # the T taken back by hand: no longer the word typed
    assert "read from your rack" not in s.view()["preview"]["headline"]


def test_an_exercise_and_the_marking_read_lower_case_as_the_capitals():
    board_rack = ("literaki", EMPTY_BOARD, "PUŁKIAB")
    upper, lower = exercise(*board_rack, "H4 PUŁKI"), exercise(*board_rack, "h4 pułki")
    assert lower.refusal is None and lower.answer_score == upper.answer_score is not None
    assert lower.read_as == "H4 PUŁKI" and upper.read_as is None
    position = {"variant": "literaki", "cgp": EMPTY_BOARD, "rack": "PUŁKIAB"}
    best = upper.best_score
    marked_upper = mark(position, "H4 PUŁKI", best=best, most=6)
    marked_lower = mark(position, "h4 pułki", best=best, most=6)
    assert (marked_lower.points, marked_lower.kind) == (marked_upper.points, marked_upper.kind)
    assert marked_lower.kind != "refused"
    assert marked_lower.feedback.startswith("h4 pułki is read from your rack as H4 PUŁKI")


def test_the_card_games_read_a_lower_case_word_from_the_hand(pt):
    s = TableSession("classic", {}, hand="CAS?", lexicon=pt)
    assert send(s, "preview_move", move="0,0 across casa")
    assert {spot: card for spot, (_, card) in s.pending.items()} == {(0, 0): "C", (0, 1): "A", (0, 2): "S", (0, 3): "a"}
    assert s.view()["preview"]["headline"].startswith("0,0 across casa is read from your hand: 0,0 across CASa (")
    assert cards_exercise("classic", {}, "CASA", "0,0 across casa", lexicon=pt).read_as == "0,0 across CASA"


def test_a_rummy_turn_in_lower_case_is_read_from_the_hand(pt):
    hand = "?OLRECEL"
    # C, O, E held; no Z: the blank. Then L, E (the second), R.
    assert parse_turn("coze ler, discard l", hand=hand) == RummyTurn((RummyWord("COzE"), RummyWord("LER")), "L")
    # a capital keeps the notation: the e is the blank
    assert parse_turn("COe, discard L", hand=hand) == RummyTurn((RummyWord("COe"),), "L")
    s = RummySession("rummy", ["You", ("Computer", 1)], seed=3, lexicon=pt)
    assert send(s, "draw", source="pile") and s.hand == hand
    assert send(s, "type_move", move="coe ler, discard l")
    assert s.game.events[1]["words"] == [["COE", None], ["LER", None]]

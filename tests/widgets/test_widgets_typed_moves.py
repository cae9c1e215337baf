"""The move box of the card and Word Thief widgets, without a browser: a move typed in each variant's
notation previews as it is typed, plays on Enter, and wrong or forged text is refused with a sentence."""

from __future__ import annotations

import pytest

from wordplay.cards import parse_play
from wordplay.cards.task import RummyTurn, RummyWord, parse_turn
from wordplay.core.errors import NotationError
from wordplay.core.lexicon import lexicon_from_words
from wordplay.thief.players import player_settings
from wordplay.widgets.cards.rummy import RummySession
from wordplay.widgets.cards.session import CardsGameSession
from wordplay.widgets.cards.table import TableSession
from wordplay.widgets.thief.session import ThiefGameSession, ThiefPositionSession
from wordplay.widgets.typed import MAX_MOVE_CHARS

WORK = "W/red O/blue R/green K/green"
HAND = "R/blue E/green E/yellow D/green W/red C/red A/red"
TRAVA = dict(parse_play("0,0 across TRAVA", {}).cards)


@pytest.fixture(scope="module")
def common():
    """The beginner's common words: a small lexicon, so that whole games are quick."""
    return lexicon_from_words(player_settings()["beginner"]["words"].split(), "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def send(session, action, **fields):
    """One intent with the next seq; whether it was accepted."""
    return session.handle({"seq": session.ack + 1, "action": action, **fields})


# ----- the rummy turn's notation (the engine's parser) ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "words", "discard"),
    [
        ("COE LER, discard L", [("COE", None), ("LER", None)], "L"),
        ("coe, LER discard l", [("coe", None), ("LER", None)], "L"),  # lower case: blanks; the discard any case
        ("CASA+2 ROTE", [("CASA", "2"), ("ROTE", None)], None),
        ("  DISCARD ?  ", [], "?"),
        ("AÇO, discard Ç", [("AÇO", None)], "Ç"),
    ],
)
def test_a_rummy_turn_reads_as_the_exercises_write_it(text, words, discard):
    assert parse_turn(text) == RummyTurn(tuple(RummyWord(c, b) for c, b in words), discard)


@pytest.mark.parametrize("text", ["", " , ", "COE LER, discard", "discard LL", "COE-LER", "COE, discard L M", "C0E"])
def test_an_unreadable_rummy_turn_is_a_notation_error_quoting_it(text):
    with pytest.raises(NotationError) as caught:
        parse_turn(text)
    assert caught.value.code == "cards_bad_turn" and "COE LER, discard L" in caught.value.message
    assert repr(text) in caught.value.message


# ----- Scrabble Cards classic: the table -------------------------------------------------------------


def test_typing_a_play_previews_it_letter_by_letter_and_says_why_half_a_play_cannot_be_read(pt):
    s = TableSession("classic", {}, hand="CASA?", lexicon=pt)
    assert send(s, "preview_move", move="0,0 acr")  # half typed: not a refusal
    view = s.view()
    assert s.refusal == "" and view["preview"] is None
    assert view["typed"]["text"] == "0,0 acr" and "0,0 across TREINO" in view["typed"]["error"]
    assert send(s, "preview_move", move="0,0 across CASA")
    view = s.view()
    assert view["typed"] == {"text": "0,0 across CASA", "error": ""}
    assert (
        view["preview"]["headline"] == "0,0 across CASA is legal and scores 10."
    )  # C2 A1 S1 A1 = 5, doubled as the first play
    assert {c["spot"]: c["card"] for c in view["table"]["cells"]} == {"0,0": "C", "0,1": "A", "0,2": "S", "0,3": "A"}
    assert send(s, "preview_move", move="   ")  # an empty box clears the draft
    assert s.view()["preview"] is None


def test_a_typed_play_needing_cards_not_in_hand_says_so_and_a_click_makes_the_box_follow_the_draft(pt):
    s = TableSession("classic", {}, hand="CASA", lexicon=pt)
    assert send(s, "preview_move", move="0,0 across CASAS")
    assert "not in the hand CASA" in s.view()["typed"]["error"] and s.view()["preview"] is None
    assert send(s, "preview_move", move="0,0 across CA")
    assert send(s, "place", row=0, col=2, index=2)  # laid by the pieces: the box shows the draft's notation
    assert s.view()["typed"]["text"] is None and s.view()["preview"]["notation"] == "0,0 across CAS"


def test_enter_plays_a_typed_play_in_a_game(pt):
    s = CardsGameSession("classic", ["You", ("Computer", 1)], seed=4, lexicon=pt)
    assert s.hand == "GFHNLIS" and s.game.to_move == 0
    assert send(s, "type_move", move="0,0 across FINS")
    assert s.game.moves[0]["notation"] == "0,0 across FINS"
    assert s.game.scores[0] == 18  # F4 I1 N3 S1 = 9, doubled as the first play
    assert s.view()["typed"] == {"text": None, "error": ""} and s.pending == {}


def test_enter_on_an_illegal_or_unreadable_play_is_refused_with_the_engines_sentence_and_changes_nothing(pt):
    s = CardsGameSession("classic", ["You", ("Computer", 1)], seed=4, lexicon=pt)
    assert send(s, "preview_move", move="0,0 across LI")
    before = (dict(s.pending), s.game.to_json())
    assert not send(s, "type_move", move="0,0 across FIL")  # not a word
    assert "FIL" in s.refusal and (dict(s.pending), s.game.to_json()) == before
    assert not send(s, "type_move", move="0,0 across")
    assert s.refusal.startswith("Write a play as a spot") and (dict(s.pending), s.game.to_json()) == before


@pytest.mark.parametrize(
    "move",
    [
        None,
        7,
        ["0,0 across LA"],
        "x" * (MAX_MOVE_CHARS + 1),
        "0,0 across LA\x00",
        "0,0\nacross LA",
        "0,0 across\u2028LA",
    ],
)
def test_a_forged_typed_move_is_refused_and_changes_nothing(pt, move):
    s = TableSession("classic", {}, hand="CASA", lexicon=pt)
    assert send(s, "preview_move", move="0,0 across CA")
    before = dict(s.pending)
    assert not send(s, "type_move", move=move)
    assert "at most 120 characters" in s.refusal and dict(s.pending) == before


def test_a_bonus_card_is_typed_after_the_play(pt):
    s = TableSession("classic", TRAVA, hand="CIAR2", lexicon=pt)
    assert send(s, "preview_move", move="-1,1 down C(R)IAR")
    assert s.view()["preview"]["explanation"]["total"] == 6
    assert send(s, "preview_move", move="-1,1 down C(R)IAR bonus 2 on -1,1")
    view = s.view()
    assert view["bonus"] == {"index": 4, "spot": "-1,1", "card": "2", "across": None}
    assert view["preview"]["legal"] and view["preview"]["explanation"]["total"] == 12  # 6 doubled


# ----- rummy ---------------------------------------------------------------------------------------------


def test_a_rummy_turn_typed_previews_the_task_and_enter_lays_the_words_and_discards(pt):
    s = RummySession("rummy", ["You", ("Computer", 1)], seed=3, lexicon=pt)
    assert send(s, "draw", source="pile") and s.hand == "?OLRECEL"
    assert send(s, "preview_move", move="COE LER")  # no discard yet: the preview takes the costliest card left
    assert [w["text"] for w in s.view()["words"]] == ["COE", "LER"]
    assert send(s, "preview_move", move="COE LER, discard L")
    view = s.view()
    assert view["suggest"] == 7 and view["preview"]["legal"]  # the second L
    assert view["preview"]["headline"] == "Meets the task: 8 points if you discard L."
    assert send(s, "type_move", move="COE LER, discard L")
    assert s.game.events[1]["kind"] == "discard" and s.game.events[1]["card"] == "L"
    assert s.game.events[1]["words"] == [["COE", None], ["LER", None]]


def test_a_rummy_turn_without_a_discard_or_with_cards_not_held_is_refused(pt):
    s = RummySession("rummy", ["You", ("Computer", 1)], seed=3, lexicon=pt)
    assert send(s, "draw", source="pile")
    assert not send(s, "type_move", move="COE LER")
    assert "which card to discard" in s.refusal and s.words == []
    assert not send(s, "type_move", move="COZE, discard L")
    assert "not in the hand ?OLRECEL" in s.refusal
    assert send(s, "preview_move", move="COe, discard ?")  # the e is the blank; ? discards nothing left: refused
    assert "not in the hand" in s.view()["typed"]["error"]


# ----- Word Thief ----------------------------------------------------------------------------------------


def test_a_steal_typed_with_its_arrow_is_accepted_and_explained(enable):
    s = ThiefPositionSession([WORK], HAND, lexicon=enable)
    assert send(s, "preview_move", move="WORK ->")  # the target alone: asks for the new words
    assert s.view()["preview"]["headline"].startswith("Steal WORK:") and s.view()["draft"]["notation"] == "WORK ->"
    assert send(s, "preview_move", move="WORK -> REWORKED")
    view = s.view()
    assert view["preview"]["headline"] == "WORK -> REWORKED is legal and scores 40."
    assert view["typed"] == {"text": "WORK -> REWORKED", "error": ""}
    assert send(s, "preview_move", move="work → rework")  # either arrow, any case
    assert s.view()["preview"]["notation"] == "WORK -> REWORK"


def test_a_split_steal_names_a_word_not_on_the_table(enable):
    s = ThiefPositionSession([WORK], HAND, lexicon=enable)
    assert send(s, "preview_move", move="MAD -> DAD + MIX")
    assert s.view()["typed"]["error"] == "MAD is not on the table."


def test_a_typed_steal_plays_in_a_game_on_enter(enable):
    s = ThiefGameSession(["You", "Ana"], seed=3, lexicon=enable)
    assert s.game.to_move == 1 and [c.letter for c in s.hand] == list("RENEEST")  # Ana, two people at one screen
    assert send(s, "type_move", move="TEENS")
    assert s.game.events[-1]["notation"] == "TEENS" and s.game.to_move == 0
    assert s.game.scores == [0, 10]
    before = s.game.to_json()
    assert not send(s, "type_move", move="TEENS -> TEENSY")  # You: no Y to steal TEENS with
    assert s.refusal and s.game.to_json() == before


# ----- what the live region says (the widget's view.announce, once per intent) -----------------------------------


def test_the_live_region_says_the_play_the_computers_reply_and_whose_turn(pt):
    from wordplay.widgets import CardsGameWidget

    w = CardsGameWidget("classic", ["You", ("Computer", 1)], seed=4, lexicon=pt)
    assert w.receive({"seq": 0, "action": "preview_move", "move": "0,0 across FINS"})
    assert w.view["announce"] == {"n": 1, "text": "0,0 across FINS is legal and scores 18."}
    assert w.receive({"seq": 1, "action": "type_move", "move": "0,0 across FINS"})
    said = w.view["announce"]["text"]
    reply = w.game.moves[1]["notation"]
    assert said.startswith("You played 0,0 across FINS for 18.") and f"Computer played {reply}" in said
    assert said.endswith("You to move.")  # the pile's count is beside the players (pile_text), said once
    assert w.view["pile_text"] == f"{len(w.game.draw_pile)} cards in the draw pile"
    assert not w.receive({"seq": 2, "action": "type_move", "move": "0,0 acros FINS"})
    assert w.view["announce"]["n"] == 3 and w.view["announce"]["text"].startswith("Write a play as a spot")


def test_the_live_region_says_a_rummy_turn_and_a_failing_task(pt):
    from wordplay.widgets import CardsGameWidget

    w = CardsGameWidget("rummy", ["You", ("Computer", 1)], seed=3, lexicon=pt)
    assert w.receive({"seq": 0, "action": "draw", "source": "pile"})
    assert w.view["announce"]["text"] == (
        "You drew L from the draw pile. You: lay words that meet the task (or not), then discard one card."
    )
    assert w.receive({"seq": 1, "action": "preview_move", "move": "COE, discard L"})  # the rule that fails
    assert w.view["announce"]["text"] == (
        "That does not meet the task of Trio of Threes: it needs words of 3 and 3 letters."
    )
    assert w.receive({"seq": 2, "action": "type_move", "move": "COE LER, discard L"})
    assert w.view["announce"]["text"].startswith("You laid COE LER and discarded L: the task is met (8 points")


def test_the_live_region_says_the_end_of_a_word_thief_game(common):
    s = ThiefGameSession([("North", 1), ("South", 2)], seed=5, lexicon=common)
    s.run_computers()
    assert s.game.is_over
    assert s.announcement().endswith(s.view()["summary"]["result"])

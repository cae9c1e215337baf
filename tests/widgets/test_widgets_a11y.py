"""What a screen reader and a keyboard get from Python (issue 19): the live region's sentence (said once per
intent), the squares' and rack tiles' names in the widget's language, the move box's typed plays, and two views
of one widget sharing one intent count. The browser side is in tests/browser/test_browser_a11y.py."""

from __future__ import annotations

import pytest

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll

pytest.importorskip("anywidget")

from wordplay.widgets import BoardExplainer, BoardGameWidget


def send(w, action, **fields):
    return w.receive({"seq": w.view["ack"] + 1, "action": action, **fields})


def test_each_intent_is_announced_once_with_its_sentence():
    w = BoardExplainer("wordsmith", EMPTY_BOARD, rack="QUIETLY", lexicon=AcceptAll())
    assert w.view["announce"] == {"n": 0, "text": ""}  # nothing said before the learner does anything
    assert send(w, "preview_move", move="8D QUIET")
    first = w.view["announce"]
    assert first["n"] == 1 and first["text"].startswith("8D QUIET is legal and scores 28")  # 2 x (10+1+1+1+1)
    w._push()  # a redraw alone (another push) is not a new announcement
    assert w.view["announce"] == first
    assert not send(w, "type_move", move="8D QUI->")  # the engine's own sentence, not "the page sent a message"
    refusal = w.view["announce"]
    assert refusal["n"] == 2 and "could not read '8D QUI->'" in refusal["text"]
    assert refusal["text"] == w.view["refusal"]


def test_half_a_play_typed_is_shown_beside_the_box_not_refused():
    w = BoardExplainer("wordsmith", EMPTY_BOARD, rack="QUIETLY", lexicon=AcceptAll())
    assert send(w, "preview_move", move="8D QU->")  # typing goes on: not a refusal
    assert w.view["refused"] == 0 and not w.view.get("refusal")  # nothing refused
    assert "could not read '8D QU->'" in w.view["typed"]["error"] and w.view["pending"] == []
    assert send(w, "preview_move", move="8D QUIET")
    assert w.view["typed"] == {"text": "8D QUIET", "error": ""} and len(w.view["pending"]) == 5


def test_enter_in_a_game_plays_the_typed_move():
    w = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll())
    rack = w.session.rack.replace("?", "")
    word = rack[:3]
    assert send(w, "type_move", move=f"8H {word}")
    assert w.session.game.scores[0] > 0 and w.session.game.to_move == 1  # played: Ben to move
    assert w.view["pending"] == []


def test_the_move_box_lays_a_typed_play_and_an_empty_box_takes_it_back():
    w = BoardExplainer("wordsmith", EMPTY_BOARD, rack="QUIET?", lexicon=AcceptAll())
    assert send(w, "preview_move", move="H8 QUIETs")  # lower case: the blank as S; down from H8
    pending = {p["square"]: p["tile"] for p in w.view["pending"]}
    # H8..H13 are squares 112, 127, 142, 157, 172, 187
    assert pending == {112: "Q", 127: "U", 142: "I", 157: "E", 172: "T", 187: "s"}
    assert send(w, "preview_move", move="  ")
    assert w.view["pending"] == [] and w.view["preview"] is None
    assert not send(w, "preview_move", move="x" * 201)  # too long: refused unread, nothing changed


def test_squares_and_tiles_are_named_in_the_widget_language():
    w = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll())
    cells = w.view["cells"]
    assert len(cells) == 225
    assert cells[0] == "A1, triple word, empty"
    assert cells[112] == "H8, start square, double word, empty"
    assert cells[1] == "B1, empty"
    rack = w.session.rack
    letter = next(t for t in rack if t != "?")
    index = rack.index(letter)
    value = w.session.ruleset.tiles.value(letter)
    assert send(w, "place", square=112, index=index)
    word = "point" if value == 1 else "points"
    assert w.view["cells"][112] == f"H8, {letter}, {value} {word}, laid this turn"
    assert w.view["rack"][index]["name"] == f"{letter}, {value} {word}, on the board"
    w.language = "pl"
    assert w.view["cells"][0] == "A1, potrójna premia słowna, puste"
    assert w.view["cells"][112].endswith("położone w tym ruchu")


def test_the_last_move_is_named_as_such():
    w = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll())
    rack = w.session.rack
    assert send(w, "place", square=112, index=0) and send(w, "place", square=113, index=1)
    assert send(w, "submit")
    assert w.view["cells"][112].endswith(", last move") and w.view["cells"][113].endswith(", last move")
    assert w.view["cells"][114] == "J8, empty"
    assert rack[0] in w.view["cells"][112]
    # the move said, then whose turn; the bag's count (101 tiles, 14 dealt, 2 drawn) is beside the players, once
    said = w.view["announce"]["text"]
    assert said.endswith(f"for {w.game.moves[0]['score']}. Ben to move."), said
    assert w.view["bag_text"] == "85 in the bag" and "85" not in w.view["status"]


def test_a_second_view_numbering_past_the_shared_ack_is_never_stale():
    """Two views of one widget share its view (and so its ack): each numbers its next intent past it."""
    w = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll())
    view_a_seq = w.view["ack"] + 1
    assert w.receive({"seq": view_a_seq, "action": "place", "square": 112, "index": 0})
    view_b_seq = w.view["ack"] + 1  # dom.js intentSender: max(own last, view.ack) + 1
    assert w.receive({"seq": view_b_seq, "action": "recall"})
    assert not w.receive({"seq": view_a_seq, "action": "pass"})  # the same seq again: refused as stale


def test_the_learners_own_move_and_its_score_are_announced_before_the_reply():
    """A screen reader heard only the computer's reply ("Computer played 7F TI(R)E for 6."): the learner's move
    and its score come first. QUIRKY down from H4 on an empty board, scored here from the layout and the tile
    values (the letter premiums times the values, times the word premiums): the engine's score is not read."""
    w = BoardGameWidget("wordsmith", ["You", ("Computer", 1)], seed=3)
    assert set("QUIRKY") <= set(w.game.rack)
    layout, values = w.session.ruleset.layout, w.session.ruleset.tiles.values
    squares = [(3 + k) * layout.size + 7 for k in range(6)]  # H4..H9: column H, rows 4 to 9
    letters = sum(values[t] * layout.letter_multipliers[sq] for t, sq in zip("QUIRKY", squares, strict=True))
    word = 1
    for sq in squares:
        word *= layout.word_multipliers[sq]
    assert send(w, "type_move", move="H4 QUIRKY")
    said = w.view["announce"]["text"]
    assert said.startswith(f"You played H4 QUIRKY for {letters * word}. Computer played "), said


def test_an_action_card_window_says_how_to_decline_it_in_one_key():
    """Forfeit: when the window opens for a learner who holds a fitting action card, the live region says it
    is open and how to say "no more action cards" in one key (the page's Escape in the empty move box)."""
    from wordplay.widgets import CardsGameWidget

    w = CardsGameWidget("forfeit", ["You", ("Computer", 1)], seed=0, top=1)
    for _ in range(4):
        if w.view.get("window"):
            break
        assert send(w, "choose", rank=0) and send(w, "submit")
    assert w.view.get("window") and "close" in w.view["actions"]
    said = w.view["announce"]["text"]
    assert said.endswith("Action cards on your play. Press Escape in the empty move box to play no more action cards.")
    assert send(w, "close")  # that window closed (the computer's reply may open the next one)
    assert (w.view.get("window") or {}).get("player") != 0

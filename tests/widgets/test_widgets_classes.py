"""The anywidget classes: traits, what the page may change, errors shown, reprs, saving."""

from __future__ import annotations

import json

import pytest

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll

pytest.importorskip("anywidget")

from wordplay.board.game import BoardGame
from wordplay.widgets import BoardExplainer, BoardGameWidget, BoardMoveList
from wordplay.widgets.assets import STATIC

H8 = 112


def test_the_es_module_and_css_are_files_in_the_package():
    assert (STATIC / "board.js").is_file() and (STATIC / "board.css").is_file()
    js = (STATIC / "board.js").read_text(encoding="utf-8")
    assert "export default" in js
    assert "innerHTML" not in js and "insertAdjacentHTML" not in js  # text only ever goes in as textContent
    assert "http://" not in js.replace('"http://www.w3.org/2000/svg"', "") and "https://" not in js  # nothing fetched


def test_a_game_widget_takes_intents_and_answers_with_a_view(tmp_path):
    saved = tmp_path / "game.json"
    w = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll(), save_to=saved)
    assert w.kind == "game" and w.board_layout["size"] == 15
    for k in range(3):
        w.set_state({"intent": {"seq": k, "action": "place", "square": H8 + k, "index": k}})
    assert w.view["ack"] == 2 and w.view["preview"]["legal"]
    w.set_state({"intent": {"seq": 3, "action": "submit"}})
    assert len(w.game.moves) == 1 and w.view["sheet"][0]["kind"] == "play"
    assert BoardGame.from_json(saved.read_text(encoding="utf-8"), lexicon=AcceptAll()).scores == w.game.scores


def test_the_page_may_change_nothing_but_intent():
    w = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=1, lexicon=AcceptAll())
    before = (w.game.to_json(), dict(w.view), dict(w.board_layout))
    w.set_state({"view": {"board": ["Z"] * 225}})
    assert "only Python may change" in w.view["refusal"] and w.view["refused"] == 1
    w.set_state({"board_layout": {}, "intent": {"seq": 1, "action": "pass"}})
    assert w.view["refused"] == 2 and w.board_layout == before[2]
    w._handle_custom_msg({"action": "pass"}, [])
    assert "does not take" in w.view["refusal"]
    w.set_state({"intent": {"seq": 1, "action": "pass", "player": 1}})
    assert "refused" in w.view["refusal"]
    assert w.game.to_json() == before[0] and w.view["board"] == before[1]["board"]


def test_an_error_in_a_callback_is_shown_under_the_widget(monkeypatch):
    w = BoardExplainer("wordsmith", EMPTY_BOARD, "8D QUIET", lexicon=AcceptAll())

    def broken(message):
        raise RuntimeError("the engine fell over")

    monkeypatch.setattr(w.session, "handle", broken)
    w.set_state({"intent": {"seq": 1, "action": "recall"}})
    assert "RuntimeError: the engine fell over" in w.error
    monkeypatch.undo()
    w.set_state({"intent": {"seq": 2, "action": "recall"}})
    assert w.error == "" and w.view["pending"] == []


def test_reprs_are_stable_and_readable():
    e = BoardExplainer("wordsmith", EMPTY_BOARD, "8D QUIET", lexicon=AcceptAll())
    assert repr(e) == "<BoardExplainer wordsmith rack QUIET: 8D QUIET>"
    g = BoardGameWidget("literaki", ["Ala", "Olek"], seed=2, lexicon=AcceptAll())
    assert repr(g) == repr(BoardGameWidget("literaki", ["Ala", "Olek"], seed=2, lexicon=AcceptAll()))
    assert repr(g).startswith("<BoardGameWidget literaki seed 2: Ala v Olek; 0 moves, scores [0, 0], ")
    bundle, _ = g._repr_mimebundle_()
    assert bundle["text/plain"] == repr(g)
    assert "wordplay-board" in bundle["text/html"]
    assert "application/vnd.jupyter.widget-view+json" in bundle


def test_move_list_widget():
    from wordplay.core.lexicon import load_lexicon

    m = BoardMoveList("wordsmith", EMPTY_BOARD, rack="QUIETLY", top=4, lexicon=load_lexicon("enable"))
    assert m.kind == "moves" and len(m.view["moves"]) == 4
    m.set_state({"intent": {"seq": 1, "action": "choose", "rank": 0}})
    assert m.view["moves"][0]["chosen"] and m.view["preview"]["legal"]
    json.dumps(m.view)

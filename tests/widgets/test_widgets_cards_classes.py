"""The Scrabble Cards anywidget classes: traits, what the page may change, errors shown, reprs, saving."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from wordplay.cards import parse_play
from wordplay.cards.game import CardGame
from wordplay.core.lexicon import load_lexicon
from wordplay.widgets import CardsExplainer, CardsGameWidget
from wordplay.widgets.assets import STATIC

TRAVA = dict(parse_play("0,0 across TRAVA", {}).cards)


@pytest.fixture(scope="module")
def pt():
    return load_lexicon("pt")


def test_the_module_is_files_in_the_package_and_writes_only_text():
    js = CardsGameWidget._esm  # the shared modules, the table's keys, the move box, cards.js
    assert (STATIC / "cards.js").is_file() and (STATIC / "cards.css").is_file()
    assert "function spotMove(" in js and "function drawMoveBox(" in js
    assert js.count("export default") == 1
    assert "innerHTML" not in js and "insertAdjacentHTML" not in js
    assert "https://" not in js and "http://" not in js.replace('"http://www.w3.org/2000/svg"', "")


def test_a_game_widget_plays_and_saves(pt, tmp_path):
    saved = tmp_path / "game.json"
    w = CardsGameWidget("classic", ["Ana", ("Rui", 3)], seed=4, lexicon=pt, top=2, save_to=saved)  # Ana moves first
    assert w.kind == "cards-game" and w.card_set["values"]["Ç"] == 3 and w.card_set["labels"]["hand"] == "Hand"
    w.set_state({"intent": {"seq": 1, "action": "choose", "rank": 0}})
    w.set_state({"intent": {"seq": 2, "action": "submit"}})
    assert len(w.game.moves) == 2 and w.game.to_move == 0  # the computer answered at once
    assert w.view["ack"] == 2 and w.view["sheet"][0]["kind"] == "play"
    assert CardGame.from_json(saved.read_text(encoding="utf-8"), pt).scores == w.game.scores


def test_the_page_may_change_nothing_but_intent(pt):
    w = CardsGameWidget("forfeit", ["Ana", "Rui"], seed=1, lexicon=pt)
    before = (w.game.to_json(), dict(w.card_set))
    w.set_state({"view": {"hand": []}})
    assert "only Python may change" in w.view["refusal"] and w.view["refused"] == 1
    w.set_state({"card_set": {}, "intent": {"seq": 1, "action": "pass"}})
    w._handle_custom_msg({"action": "pass"}, [])
    assert "does not take" in w.view["refusal"] and w.view["refused"] == 3
    w.set_state({"intent": {"seq": 2, "action": "pass", "player": 1}})
    assert "refused" in w.view["refusal"] and w.view["refused"] == 4
    assert (w.game.to_json(), dict(w.card_set)) == before


def test_an_error_in_a_callback_is_shown_under_the_widget(pt, monkeypatch):
    """A bug in an intent's handler (not a refusal) shows its traceback under the widget, until the next intent."""
    w = CardsExplainer("classic", TRAVA, "-1,1 down C(R)IAR", lexicon=pt)
    monkeypatch.setattr(type(w.session), "_do_unbonus", lambda self, intent: 1 / 0)
    w.set_state({"intent": {"seq": 1, "action": "unbonus"}})
    assert "ZeroDivisionError" in w.error and w.view["preview"]["legal"]
    w.set_state({"intent": {"seq": 2, "action": "recall"}})
    assert (w.error, w.view["preview"]) == ("", None)


def test_reprs_are_stable_and_a_static_copy_travels(pt):
    e = CardsExplainer("classic", TRAVA, "-1,1 down C(R)IAR", lexicon=pt)
    assert repr(e) == "<CardsExplainer classic hand CIAR: -1,1 down C(R)IAR>"
    r = CardsGameWidget("rummy", ["Ana", ("Rui", 2)], seed=3, lexicon=pt)
    assert repr(r) == repr(CardsGameWidget("rummy", ["Ana", ("Rui", 2)], seed=3, lexicon=pt))
    assert r.kind == "cards-rummy" and r.view["round"]["title"].startswith("Round 1 of 10")
    bundle, _ = e._repr_mimebundle_()
    assert bundle["text/plain"] == repr(e)
    assert "wordplay-cards-table" in bundle["text/html"] and "scores 6" in bundle["text/html"]
    assert "application/vnd.jupyter.widget-view+json" in bundle

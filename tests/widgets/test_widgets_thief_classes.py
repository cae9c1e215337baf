"""The Word Thief anywidget classes: traits, what the page may change, escaping, saving, reprs."""

from __future__ import annotations

import pytest

pytest.importorskip("anywidget")

from wordplay.core.lexicon import load_lexicon
from wordplay.thief.game import ThiefGame
from wordplay.widgets.assets import STATIC
from wordplay.widgets.thief.widgets import ThiefExplainer, ThiefGameWidget

EVIL = "<img src=x onerror=alert(1)>"


@pytest.fixture(scope="module")
def enable():
    return load_lexicon("enable")


def test_the_es_module_holds_no_html_and_fetches_nothing():
    js = (STATIC / "thief.js").read_text(encoding="utf-8")
    assert "export default" in js and "innerHTML" not in js and "insertAdjacentHTML" not in js
    assert "http://" not in js and "https://" not in js
    bundled = ThiefGameWidget._esm
    assert bundled.count("export default") == 1 and "function drawExplanation" in bundled
    assert ".wt-card" in ThiefGameWidget._css and ".wp-stepper" in ThiefGameWidget._css


def test_an_explainer_shows_the_steal_and_takes_intents(enable):
    w = ThiefExplainer(["W/red O/blue R/green K/green"], "R E E D", "WORK -> REWORKED", lexicon=enable)
    assert w.kind == "thief-explainer" and w.setup["suits"] == ["red", "blue", "green", "yellow"]
    assert w.setup["labels"]["steals"] == "Show the best plays and steals" and w.setup["labels"]["next"] == "step ▶"
    assert w.view["preview"]["explanation"]["total"] == 40
    assert repr(w) == "<ThiefExplainer table WORK, hand REED: WORK -> REWORKED scores 40>"
    w.set_state({"intent": {"seq": 1, "action": "words", "text": "WORKED"}})
    assert w.view["ack"] == 1 and w.view["preview"]["notation"] == "WORK -> WORKED"
    assert not w.receive({"seq": 2, "action": "submit"})  # an explainer plays nothing
    assert "does not offer 'submit'" in w.view["refusal"]


def test_the_page_may_change_nothing_but_intent(enable):
    w = ThiefGameWidget("word-thief", ["Ann", "Ben"], seed=3, lexicon=enable)
    before = (w.game.to_json(), dict(w.setup))
    w.set_state({"view": {"table": []}})
    assert "only Python may change" in w.view["refusal"] and w.view["refused"] == 1
    w.set_state({"setup": {}, "intent": {"seq": 1, "action": "pass"}})
    assert w.view["refused"] == 2 and w.setup == before[1]
    w._handle_custom_msg({"action": "pass"}, [])
    assert "does not take" in w.view["refusal"]
    w.set_state({"intent": {"seq": 1, "action": "give_up", "indices": [0, 1, 2], "player": 1}})
    assert "refused" in w.view["refusal"] and w.view["refused"] == 4
    assert w.game.to_json() == before[0]


def test_a_computer_answers_at_once_and_every_move_is_saved(enable, tmp_path):
    saved = tmp_path / "thief.json"
    w = ThiefGameWidget(
        "word-thief", ["Ann", ("Computer", 1)], seed=2, lexicon=enable, save_to=saved
    )  # seed 2: Ann moves first
    assert w.session.person_to_move() and w.game.events == []
    w.set_state({"intent": {"seq": 1, "action": "give_up", "indices": [0, 1, 2]}})
    assert len(w.game.events) == 2 and w.session.person_to_move()
    notice = w.view["notice"]  # the learner's turn and the computer's reply, in order
    assert notice.startswith("No play for Ann: −10") and notice.index("No play for Ann") < notice.index("Computer")
    assert ThiefGame.from_json(saved.read_text(encoding="utf-8"), lexicon=enable).scores == w.game.scores


def test_names_and_words_are_escaped_in_the_static_copy(enable):
    w = ThiefGameWidget("word-thief", [EVIL, "Ben"], seed=3, lexicon=enable)
    data = w._repr_mimebundle_()
    data = data[0] if isinstance(data, tuple) else data
    assert EVIL not in data["text/html"] and "&lt;img src=x onerror=alert(1)&gt;" in data["text/html"]
    assert data["text/plain"] == repr(w) and repr(w).startswith("<ThiefGameWidget seed 3: <img")
    assert w.view["players"][0]["name"] == EVIL  # the page sets it as text


def test_an_error_in_a_callback_is_shown_under_the_widget(enable, monkeypatch):
    w = ThiefExplainer(["WORK"], "R E E D", lexicon=enable)

    def broken(message):
        raise RuntimeError("the engine fell over")

    monkeypatch.setattr(w.session, "handle", broken)
    w.set_state({"intent": {"seq": 1, "action": "clear"}})
    assert "the engine fell over" in w.error

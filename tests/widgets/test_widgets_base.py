"""The shared widget base: schemas and field kinds, the intent loop, the bundled ES modules."""

from __future__ import annotations

import pytest

from wordplay.core.errors import WordplayError
from wordplay.widgets.assets import SHARED_JS, bundle_js, widget_css, widget_js
from wordplay.widgets.protocol import (
    Intent,
    IntentError,
    IntentSession,
    Schema,
    below,
    between,
    flag,
    indices,
    letter,
    one_of,
)

TOY = Schema(
    {
        "put": (("at", "card"), ("letter",)),
        "drop": (("cards",), ()),
        "pick": (("name",), ()),
        "mark": (("on",), ()),
        "stop": ((), ()),
    },
    {
        "at": between(-5, 5),
        "card": below("hand", "the hand is empty"),
        "letter": letter,
        "cards": indices("hand"),
        "name": one_of("names"),
        "on": flag,
    },
)
LIMITS = {"hand": 3, "alphabet": "ABC", "names": ("x", "y")}


def test_a_schema_reads_each_field_by_its_kind():
    got = TOY.validate({"seq": 4, "action": "put", "at": -5, "card": 2, "letter": "b"}, LIMITS)
    assert got == Intent(4, "put", {"at": -5, "card": 2, "letter": "B"})
    assert TOY.validate({"seq": 0, "action": "drop", "cards": [2, 0]}, LIMITS)["cards"] == [0, 2]
    assert TOY.validate({"seq": 0, "action": "pick", "name": "y"}, LIMITS)["name"] == "y"
    assert TOY.validate({"seq": 0, "action": "mark", "on": False}, LIMITS)["on"] is False


@pytest.mark.parametrize(
    "message",
    [
        {"seq": 1, "action": "put", "at": 6, "card": 0},
        {"seq": 1, "action": "put", "at": 0, "card": 3},
        {"seq": 1, "action": "put", "at": 0, "card": 0, "letter": "D"},
        {"seq": 1, "action": "drop", "cards": [0, 0]},
        {"seq": 1, "action": "drop", "cards": [0, 1, 2, 0]},
        {"seq": 1, "action": "pick", "name": "z"},
        {"seq": 1, "action": "mark", "on": 1},
        {"seq": 1, "action": "stop", "at": 0},
        {"seq": 1, "action": "fly"},
    ],
)
def test_a_schema_refuses_what_its_kinds_refuse(message):
    with pytest.raises(IntentError):
        TOY.validate(message, LIMITS)
    with pytest.raises(IntentError):
        TOY.validate({"seq": 1, "action": "put", "at": 0, "card": 0}, {**LIMITS, "hand": 0})


def test_a_field_without_a_kind_is_a_mistake_in_the_schema():
    with pytest.raises(ValueError):
        Schema({"go": (("where",), ())}, {})


class Counter(IntentSession):
    schema = TOY
    actions = frozenset({"put", "stop"})

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def limits(self):
        return LIMITS

    def _state_key(self):
        return self.count

    def _do_put(self, intent):
        if intent["at"] < 0:
            raise WordplayError("widget.nothing_laid")
        self.count += 1

    def _do_stop(self, intent):
        self.count = 0


def test_the_intent_loop_acknowledges_and_refuses_without_change():
    s = Counter()
    assert s.handle({"seq": 7, "action": "put", "at": 1, "card": 0}) and s.count == 1 and s.ack == 7
    assert not s.handle({"seq": 8, "action": "put", "at": -1, "card": 0})
    assert s.count == 1 and s.ack == 8 and s.refused == 1 and "Lay some tiles first" in s.refusal
    assert not s.handle({"seq": 9, "action": "drop", "cards": [0]})  # in the schema, not offered here
    assert s.ack == 8 and s.refused == 2 and "does not offer 'drop'" in s.refusal
    view = s.view()
    assert view["actions"] == ["put", "stop"] and view["ack"] == 8


def test_the_shared_modules_bundle_into_one_module_per_game():
    js = widget_js("board.js")
    assert js.count("export default") == 1 and "import {" not in js and "\nexport function" not in js
    for name in SHARED_JS:
        assert f"// ---- {name}" in js
    assert ".wp-stepper" in widget_css("board.css")
    with pytest.raises(ValueError):
        bundle_js("explain.js")  # needs dom.js before it

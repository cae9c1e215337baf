"""The unseen list names the blank by the game's own word: the widget's view (what a screen reader reads from
each item's label) and the static copy both said "?: 2" before, which speech reads as "question mark 2" or, with
punctuation left out, as a bare "2". The expected words are the glossary's (wordplay/data/glossary), by hand."""

from __future__ import annotations

import re

import pytest

from tests.support.board_helpers import AcceptAll

pytest.importorskip("anywidget")

from wordplay.display.analysis import unseen_html
from wordplay.widgets import BoardGameWidget, CardsGameWidget, ThiefGameWidget


def blank_item(view: dict) -> dict:
    return next(i for i in view["unseen"]["items"] if i["letter"] == "?")


@pytest.mark.parametrize(
    ("variant", "language", "name"),
    [
        ("wordsmith", "en", "blank: 2"),
        ("wordsmith", "pl", "blank: 2"),
        ("literaki", "pl", "mydełko: 2"),
        ("wordsmith", "pt", "peça em branco: 2"),
        ("wordsmith", "ro", "joker: 2"),
    ],
)
def test_the_unseen_blanks_are_named(variant, language, name):
    # seed 5: no blank on the learner's first rack, so both blanks are unseen
    w = BoardGameWidget(variant, ["Ana", "Ben"], seed=5, language=language, lexicon=AcceptAll(), replace=True)
    assert "?" not in w.session.rack
    item = blank_item(w.view)
    assert item["count"] == 2 and item["name"] == name
    html = unseen_html(w.view["unseen"])
    assert f"<li aria-label='{name}'" in html
    assert re.search(r"<ul aria-label='[^']+'", html)  # one named list, as the widget draws it


def test_the_unseen_wilds_are_named():
    w = ThiefGameWidget(["Ana", ("Ben", 1)], seed=2, replace=True)
    wilds_seen = sum(1 for c in w.session.game.hand if c.is_wild)
    item = blank_item(w.view)
    assert item["count"] == 4 - wilds_seen and item["name"] == f"Wild: {4 - wilds_seen}"


def test_the_unseen_blank_cards_are_named():
    w = CardsGameWidget("classic", ["Ana", ("Ben", 1)], seed=2, language="pt", replace=True)
    item = blank_item(w.view)
    assert item["name"] == f"carta em branco: {item['count']}"

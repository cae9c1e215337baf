"""The static HTML copies (``wordplay.display``): sentences from the catalogue, drawn from view models alone."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/board_helpers.py

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll
from wordplay.core.messages import catalogue
from wordplay.core.outcome import Termination

PACKAGE = Path(__file__).resolve().parents[2] / "wordplay"


def test_display_imports_no_widget_module():
    for path in (PACKAGE / "display").glob("*.py"):
        assert "wordplay.widgets" not in path.read_text(encoding="utf-8"), path.name


def test_every_sentence_the_static_copies_print_is_in_the_catalogue():
    ids = set()
    for path in (PACKAGE / "display").glob("*.py"):
        ids |= set(re.findall(r"\btext\(\s*[\"']([\w.]+)[\"']", path.read_text(encoding="utf-8")))
    ids |= {f"over.{t.value}" for t in Termination}  # board.game_html names the ending by its value
    assert {"step", "total", "no_words", "round", "over.wins"} <= ids
    missing = sorted(i for i in ids if f"display.{i}" not in catalogue())
    assert not missing


def test_every_exercise_sentence_is_in_the_catalogue():
    ids = set()
    for path in (PACKAGE / "widgets").rglob("*.py"):
        ids |= set(re.findall(r'render\(\s*"(exercise\.[\w.]+)"', path.read_text(encoding="utf-8")))
    ids |= {f"exercise.better.{kind}" for kind in ("none", "one", "many", "at_least")}  # better_line's choice
    assert len(ids) > 10 and not sorted(i for i in ids if i not in catalogue())


def test_the_board_copy_shows_the_laid_play_its_checks_and_score_from_the_view_alone():
    from wordplay.display.board import board_widget_html
    from wordplay.widgets.board.session import PositionSession

    session = PositionSession("wordsmith", EMPTY_BOARD, "8D QUIET", "QUIETAB", lexicon=AcceptAll())
    view = session.view()
    html = board_widget_html(session.ruleset, view)
    assert view["preview"]["headline"] in html  # "8D QUIET is legal and scores 28."
    assert ">Total: QUIET 28<" in html and "<th style='text-align:right'>28</th>" in html
    assert html.count("✔") == len(view["preview"]["check"]["checks"]) and "✘" not in html


def test_the_thief_copy_says_no_words_from_the_catalogue():
    from wordplay.display.thief import thief_widget_html

    view = {"table": [], "hand": [], "preview": {"check": None}, "players": [{"score": 3}, {"score": 0}]}
    html = thief_widget_html(view, ["Ann", "<b>Ben</b>"])
    assert "Ann (3)" in html and "&lt;b&gt;Ben&lt;/b&gt; (0)" in html and html.count("no words") == 2

"""Static HTML: the variant's colours, premium labels, explanations, and escaped text."""

from __future__ import annotations

from tests.support.board_helpers import EMPTY_BOARD, AcceptAll, rows
from wordplay.board import BoardGame, check, explain, parse_cgp
from wordplay.display.board import palette

HOSTILE = "<img src=x onerror=alert(1)>"


def test_player_names_are_escaped():
    game = BoardGame("wordsmith", [HOSTILE, "Ben"], seed=1, lexicon=AcceptAll())
    html = game._repr_html_()
    assert HOSTILE not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html


def test_each_variant_draws_in_its_own_colours():
    literaki = parse_cgp(EMPTY_BOARD, "literaki")._repr_html_()
    wordsmith = parse_cgp(EMPTY_BOARD, "wordsmith")._repr_html_()
    lit, ws = palette("boards/literaki15.txt"), palette("boards/standard15.txt")
    assert lit["start"] in literaki and lit["2L"] in literaki and ws["3W"] not in literaki
    assert ws["3W"] in wordsmith and lit["start"] not in wordsmith
    assert literaki.count(">3W<") == 8 and literaki.count(">2L<") == 24 and literaki.count("★") == 1


def test_explanation_table_lists_every_step_and_the_total():
    e = explain("wordsmith", rows(r8="7HE6"), "9H AT", lexicon={"AT", "HA", "ET"})
    html = e._repr_html_()
    for step in e.steps:
        assert step.sentence() in html
    assert "Total: AT 3, HA 3, ET 3" in html and ">9<" in html


def test_check_report_marks_the_failing_rule():
    report = check("wordsmith", EMPTY_BOARD, "8H AB", lexicon=set())
    from wordplay.display.board import check_report_html

    html = check_report_html(report)
    assert "✘" in html and "Not in the dictionary: AB." in html

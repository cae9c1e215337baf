"""The static boards (the puzzles' notebooks and printable sheets, the widgets' static copies) keep WCAG's 4.5:1
for their premium labels (issue 29: 3W in white straight on #e0454f was 4.09:1). Each label's colour and the
square's colour are read from the HTML and the contrast worked out here by WCAG 2.1's formula; a label drawn on
a translucent black chip is blended over the square first."""

from __future__ import annotations

import re

import pytest

from wordplay.core.registry import get_ruleset
from wordplay.crossword.board import Board
from wordplay.display.board import board_html

CELL = re.compile(r"background:(#[0-9a-fA-F]{6})'><span style='([^']*)'>([^<]+)</span>")


def _rgb(hex_colour: str) -> tuple[float, ...]:
    return tuple(int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5))


def _luminance(rgb: tuple[float, ...]) -> float:
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("variant", ["wordsmith", "literaki"])
def test_every_premium_label_on_a_static_board_is_4_5_to_1(variant):
    html = board_html(Board(get_ruleset(variant).layout))
    labels = CELL.findall(html)
    assert len(labels) > 40  # the premium squares of a 15 x 15 board
    worst = []
    for square, style, text in labels:
        fields = dict(part.split(":", 1) for part in style.split(";") if ":" in part)
        ground = _rgb(square)
        chip = re.fullmatch(r"rgba\(0,\s*0,\s*0,\s*([0-9.]+)\)", fields.get("background", ""))
        if chip:  # black at alpha a over the square
            ground = tuple(c * (1 - float(chip.group(1))) for c in ground)
        ink = fields["color"]
        colour = _rgb(ink if len(ink) == 7 else "#" + "".join(ch * 2 for ch in ink[1:]))
        worst.append((round(_contrast(colour, ground), 2), text, square))
    assert min(worst)[0] >= 4.5, sorted(worst)[:3]


def test_the_static_review_keeps_its_own_light_page_under_a_dark_theme():
    """Under JupyterLab's dark theme the review's red loss figures landed on #212121 (2.58:1): the review sets its
    own background and text colour, and its red and its text keep 4.5:1 on it."""
    from wordplay.board.game import BoardGame
    from wordplay.board.review import review_game
    from wordplay.display.review import review_html

    game = BoardGame("wordsmith", ["Ann", "Ben"], seed=1, lexicon={"QUIET", "TIE", "RETAILS", "TEA"})
    game.set_racks({0: "QUIETXZ"}, to_move=0)
    game.play("8H TIE")  # QUIET was worth more: a loss, in red
    html = review_html(review_game(game))
    style = dict(
        part.split(":", 1) for part in re.search(r"class='wordplay-review' style='([^']*)'", html).group(1).split(";")
    )
    page, text = style.get("background"), style.get("color")
    assert page and text, style  # nothing left to the theme
    expand = lambda c: c if len(c) == 7 else "#" + "".join(ch * 2 for ch in c[1:])  # noqa: E731
    red = re.search(r"<span style='color:(#[0-9a-fA-F]{3,6})'>", html).group(1)
    for ink in (text, red):
        assert _contrast(_rgb(expand(ink)), _rgb(expand(page))) >= 4.5, (ink, page)

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

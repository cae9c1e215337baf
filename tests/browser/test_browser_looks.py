"""What a learner sees, checked in a real browser (JupyterLab + Chromium): computed styles and texts.

* the step-through's outline shows on a tile being laid (``.wp-pending``), in the step's colour;
* a rack tile marked for an exchange stands out from the rack (a ring of strong contrast);
* Word Thief cards carry their suit by a mark as well as by colour, and the input's placeholder fits;
* at a 1024 px window with JupyterLab's file browser open, the explanation stays beside the board;
* a finished game's score sheet and end summary scroll inside a bounded height, and the chart's
  legend is outside the plot.

Screenshots go to ``tests/artifacts/looks-*.png``.
"""

from __future__ import annotations

from tests.browser.harness import Lab, poll, root_of
from tests.browser.test_browser_widgets import scratch_notebook

SETUP = """
from wordplay.widgets import BoardExplainer, BoardGameWidget, CardsExplainer, CardsGameWidget, ThiefGameWidget
from wordplay.widgets.board.exercises import EMPTY
from wordplay.widgets.thief.exercises import common_words
from wordplay.cards import parse_play
trava = dict(parse_play("0,0 across TRAVA", {}).cards)
"""
EXPLAINER = 'ex = BoardExplainer("wordsmith", EMPTY, "8D QUIET")\nex'
GAME = 'game = BoardGameWidget("wordsmith", ["You", ("Computer", 1)], seed=3)\ngame'
THIEF = 'thief = ThiefGameWidget(["You", ("Computer", 1)], seed=1)\nthief'
ENDED = 'ended = ThiefGameWidget([("North", 1), ("South", 1)], seed=4, lexicon=common_words())\nended'
CARDS = (
    'empty = CardsExplainer("classic", {}, hand="OEITRNR")\nempty',
    'clearing = CardsExplainer("classic", trava, "-1,1 down C(R)IAR")\nclearing',
    'forfeit = CardsGameWidget("forfeit", ["You", ("Computer", 3)], seed=4)\nforfeit',
)


def style(locator, *props: str) -> dict:
    return locator.evaluate(
        "(e, props) => { const s = getComputedStyle(e); "
        "return Object.fromEntries(props.map(p => [p, s.getPropertyValue(p)])); }",
        list(props),
    )


def rgb(text: str) -> tuple[int, int, int]:
    return tuple(int(float(x)) for x in text[text.index("(") + 1 : text.index(")")].split(",")[:3])


def luminance(colour: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def chips_whole(chips) -> None:
    """Each player chip shows its action card's text whole: nothing scrolled or cut, inside the widget."""
    for k in range(chips.count()):
        chip = chips.nth(k)
        assert "Action card: " in chip.text_content()
        assert chip.evaluate(
            "c => [...c.querySelectorAll('*')].every(e => e.scrollWidth <= e.clientWidth + 1)"
            " && c.getBoundingClientRect().right <= c.closest('.wp-root').getBoundingClientRect().right + 1"
        )


def test_what_a_learner_sees(open_lab, lab):
    page: Lab = open_lab(scratch_notebook(lab, "scratch_looks.ipynb", [SETUP, EXPLAINER, GAME, THIEF, ENDED, *CARDS]))
    page.run_all()
    assert not page.errors(), page.cell_texts()

    # 1. the step-through's outline on a tile being laid
    ex = root_of(page, page.kernel_json("ex.uid"))
    ex.scroll_into_view_if_needed()
    assert ex.locator(".wp-sq.wp-pending").count() == 5
    ex.locator(".wp-step-next").click()  # step 1: Q on D8, a letter premium
    lit = ex.locator(".wp-sq.wp-pending.wp-hl")
    lit.first.wait_for(timeout=10_000)
    s = style(lit.first, "outline-style", "outline-width", "outline-color", "background-color")
    assert s["outline-style"] == "solid" and s["outline-width"] == "3px", s
    assert rgb(s["outline-color"]) == (31, 111, 178), s  # the letter phase's blue, not the pending amber
    assert rgb(s["background-color"]) == (255, 224, 138), s  # still shown as a tile being laid
    unlit = style(ex.locator(".wp-sq.wp-pending:not(.wp-hl)").first, "outline-style")
    assert unlit["outline-style"] == "none"  # only the step's squares are outlined
    page.screenshot("looks-step-on-pending.png", ex)

    # 2. a tile marked for an exchange stands out from the rack
    game = root_of(page, page.kernel_json("game.uid"))
    game.scroll_into_view_if_needed()
    game.locator(".wp-btn, button").filter(has_text="Exchange…").first.click()
    game.locator('.wp-racktile[data-index="0"]').click()
    marked = game.locator(".wp-racktile.wp-marked")
    marked.wait_for(timeout=10_000)
    m = style(marked, "outline-style", "outline-width", "outline-color", "transform")
    rack = style(game.locator(".wp-rack"), "background-color")
    assert m["outline-style"] == "solid" and float(m["outline-width"].rstrip("px")) >= 3, m
    assert contrast(rgb(m["outline-color"]), rgb(rack["background-color"])) >= 4.5, (m, rack)
    assert m["transform"] != "none"  # lifted out of the row
    page.screenshot("looks-exchange-marked.png", game.locator(".wp-rackrow"))

    # 3. suits by a mark as well as by colour; a typed steal fits the move box
    thief = root_of(page, page.kernel_json("thief.uid"))
    thief.scroll_into_view_if_needed()
    cards = thief.evaluate(
        "r => [...r.querySelectorAll('.wt-hand .wt-card:not(.wt-wild)')].map(c => "
        "[c.className.match(/wt-suit-(\\w+)/)[1], (c.querySelector('.wt-suitmark') || {}).textContent || ''])"
    )
    assert cards and all(mark for _, mark in cards), cards
    by_suit = {}
    for suit, mark in cards:
        by_suit.setdefault(suit, set()).add(mark)
    assert all(len(marks) == 1 for marks in by_suit.values())
    assert len({m for marks in by_suit.values() for m in marks}) == len(by_suit)  # one mark per suit, all different
    fits = thief.locator(".wp-movebox-input").evaluate(  # a split steal as typed fits the move box
        "i => { const s = getComputedStyle(i); const c = document.createElement('canvas').getContext('2d');"
        " c.font = s.fontSize + ' ' + s.fontFamily; return [c.measureText('FRONT -> FROWN + CAT').width, i.clientWidth"
        " - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)]; }"
    )
    assert fits[0] <= fits[1], fits
    page.screenshot("looks-suit-marks.png", thief)

    # 4. a finished game: the sheet and the summary scroll inside a bounded height; the legend is off the plot
    ended = root_of(page, page.kernel_json("ended.uid"))
    ended.locator(".wp-summary").wait_for(timeout=60_000)
    sheet = style(ended.locator(".wp-sheet"), "max-height", "overflow-y")
    summary = style(ended.locator(".wp-summary"), "max-height", "overflow-y")
    assert sheet["overflow-y"] == "auto" and float(sheet["max-height"].rstrip("px")) <= 400, sheet
    assert summary["overflow-y"] == "auto" and float(summary["max-height"].rstrip("px")) <= 400, summary
    assert ended.locator(".wp-sheet").bounding_box()["height"] <= 401
    notice = style(ended.locator(".wp-notice"), "max-height", "overflow-y")
    assert notice["overflow-y"] == "auto" and ended.locator(".wp-notice").bounding_box()["height"] <= 200, notice
    height = ended.bounding_box()["height"]
    print("\na finished Word Thief game's widget is", height, "px high")
    assert height <= 1500, height  # every part bounded: table, notice, sheet, summary
    assert (
        "Winner:" in ended.locator(".wp-summary").text_content()
        or "A tie" in ended.locator(".wp-summary").text_content()
    )
    assert ended.locator(".wp-chart svg text").filter(has_text="North").count() == 0
    assert ended.locator(".wp-legend").text_content().split() == ["North", "South"]
    page.screenshot("looks-ended.png", ended)

    # 5. Scrabble Cards: one "lay cards" hint; the leaving cards by letter and word; the action card's text whole
    empty = root_of(page, page.kernel_json("empty.uid"))
    assert empty.locator(".wp-empty").all_text_contents() == ["Lay cards to see how they score."]
    clearing = root_of(page, page.kernel_json("clearing.uid"))
    note = clearing.locator(".wp-leaving-note").text_content()
    assert note.endswith("T A V A of TRAVA.") and "0,0" not in note, note
    forfeit = root_of(page, page.kernel_json("forfeit.uid"))
    forfeit.scroll_into_view_if_needed()
    chips = forfeit.locator(".wp-player")
    assert chips.count() == 2
    chips_whole(chips)
    page.screenshot("looks-cards-chips.png", forfeit.locator(".wp-players"))

    # 6. at 1024 px with the file browser open, the explanation stays beside the board
    page.page.set_viewport_size({"width": 1024, "height": 800})
    page.page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    poll(lambda: page.page.locator(".jp-FileBrowser").first.is_visible(), timeout=15, what="the file browser")
    ex.scroll_into_view_if_needed()
    page.page.wait_for_timeout(500)  # the layout settles after the resize
    forfeit.scroll_into_view_if_needed()
    chips_whole(chips)  # the action cards' text whole in the narrow notebook too
    page.screenshot("looks-1024-cards.png")
    ex.scroll_into_view_if_needed()
    page.screenshot("looks-1024.png")
    board, panel = ex.locator(".wp-board").bounding_box(), ex.locator(".wp-panel").bounding_box()
    print("\nat 1024 px with the file browser open: widget", ex.bounding_box(), "board", board, "panel", panel)
    assert panel["x"] >= board["x"] + board["width"] - 1, (board, panel)  # beside, not under
    assert panel["y"] < board["y"] + board["height"] / 2, (board, panel)
    assert panel["width"] >= 200 and board["width"] >= 300, (board, panel)
    area = page.page.locator(".jp-FileBrowser").first.bounding_box()
    assert area["width"] > 150  # the file browser really is open beside the notebook
    page.screenshot("looks-1024.png")

"""The analysis board in a real browser (JupyterLab + Debian's Chromium, driven by Playwright).

A Wordsmith game of three plays between two people: a row of the score sheet is chosen, the board
shows the position before that move (exactly the tiles of the moves before it, read from the
kernel's record), with the move played and then the best move marked (a pattern, a border and a text
badge; the marked squares' names say which); the arrow keys on the navigation move through the game
and one press goes back to the live game; the unseen tiles are listed. While a move is analysed its
position takes the live board's place (the live board kept but ``hidden``: not drawn, not read), and
back to the live game the live board returns with focus on the score sheet row that opened the
analysis. A rummy game's board shows the discard pile before the move, what the turn drew and the
card discarded. Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

from tests.browser.harness import poll, root_of
from tests.browser.test_browser_a11y import axe_serious
from tests.browser.test_browser_widgets import scratch_notebook

GAME = """
from wordplay.board.game import BoardGame
from wordplay.board.finder import best_play
from wordplay.widgets import BoardGameWidget
played = BoardGame("wordsmith", ["Ann", "Ben"], seed=5)
for _ in range(3):
    played.play(best_play(played.ruleset, played.board, played.rack, played.lexicon))
game = BoardGameWidget("wordsmith", ["Ann", "Ben"], game=played)
game
"""


def focused_key(nb) -> str | None:
    """The data-key of the element focused in the page (None: none keyed)."""
    return nb.page.evaluate("() => (document.activeElement && document.activeElement.dataset.key) || null")


def box_of(locator) -> tuple[float, float]:
    """Where a node starts in its widget (left and top from the widget root's, in CSS pixels): the same
    however the notebook is scrolled."""
    return tuple(
        locator.evaluate(
            """n => { const a = n.getBoundingClientRect(), r = n.closest('.wp-root').getBoundingClientRect();
                      return [a.left - r.left, a.top - r.top]; }"""
        )
    )


def test_a_board_game_is_replayed_on_the_analysis_board(open_lab, lab):
    nb = open_lab(scratch_notebook(lab, "scratch_analysis_board.ipynb", [GAME]))
    nb.run_all()
    assert not nb.errors(), nb.cell_texts()
    root = root_of(nb, nb.kernel_json("game.uid"))
    root.wait_for()
    tiles = nb.kernel_json("[[list(t) for t in m['tiles']] for m in game.game.moves]")
    notation = nb.kernel_json("[m['notation'] for m in game.game.moves]")
    panel = root.locator(".wp-analysis")
    assert panel.get_attribute("aria-label") == "Analysis board"

    # the unseen tiles: a named, focusable list; its counts add up to the heading's total
    unseen = root.locator(".wp-unseen-list")
    total = nb.kernel_json("game.view['unseen']['total']")
    assert unseen.get_attribute("tabindex") == "0"
    assert unseen.get_attribute("aria-label").startswith(f"Unseen by Ben: {total} tiles")
    counts = [int(c) for c in root.locator(".wp-unseen-count").all_text_contents()]
    assert sum(counts) == total == 101 - sum(len(t) for t in tiles) - 7

    # live: the board in the main row, the analysis' navigation under the widget's panels
    board = root.locator(".wp-main > .wp-boardbox")
    assert board.is_visible() and board.get_attribute("hidden") is None
    assert root.locator(".wp-main > .wp-analysis").count() == 0 and panel.count() == 1
    board_at = box_of(board)

    # a row of the score sheet: the position before move 2, with move 2 marked as played, in the board's place
    row = root.locator('.wp-sheetrow[data-turn="1"]')
    row.click()
    title = panel.locator(".wp-an-title")
    poll(lambda: title.count() == 1 and title.text_content().startswith("Move 2 of 3"), what="move 2 shown")
    assert title.evaluate("n => n.tagName") == "H4"  # a heading under the panel's h3: which position is shown
    assert panel.count() == 1 and root.locator(".wp-main > .wp-analysis").count() == 1
    assert board.get_attribute("hidden") == "" and not board.is_visible()  # kept, but not drawn nor read
    assert root.locator(".wp-main > *:not([hidden])").first.get_attribute("class").startswith("wp-analysis")
    x, y = box_of(panel)
    assert abs(x - board_at[0]) < 1 and abs(y - board_at[1]) < 1, (board_at, (x, y))
    assert focused_key(nb) == "sheet-1"  # focus stays on the row chosen
    nb.screenshot("analysis-in-place.png", root)
    assert panel.locator("td.wp-an-tile:not(.wp-an-m-played)").count() == len(tiles[0])
    played = panel.locator("td.wp-an-m-played")
    assert played.count() == len(tiles[1])
    assert all(name.endswith(", played") for name in played.evaluate_all("ns => ns.map(n => n.ariaLabel)"))
    assert panel.locator(".wp-an-mark").first.text_content().startswith(f"played: {notation[1]}")
    live = root.locator("xpath=..").locator(".wp-live")
    poll(lambda: "Move 2 of 3" in (live.text_content() or ""), what="the live region names the position")
    nb.screenshot("analysis-board-played.png", panel)

    # the best move, drawn in place of the one played
    best = panel.locator(".wp-an-mark").nth(1)
    assert best.text_content().startswith("best 1: ")
    best.click()
    poll(lambda: best.get_attribute("aria-pressed") == "true", what="best 1 chosen")
    best_tiles = nb.kernel_json("len(game.session._marks()[1][1].detail['tiles'])")
    poll(lambda: panel.locator("td.wp-an-m-best").count() == best_tiles, what="best 1 drawn")
    assert panel.locator("td.wp-an-m-best .wp-an-badge").first.text_content() == "1"
    nb.screenshot("analysis-board-best.png", panel)
    uid = nb.kernel_json("game.uid")
    # axe-core's WCAG 2.1 A/AA rules on the widget with its analysis board open: nothing serious (html and
    # body given a height, as test_browser_a11y does: axe skips colour contrast on JupyterLab's 0 px ones)
    nb.page.add_style_tag(content="html, body { height: 100% !important; min-height: 100vh !important; }")
    assert axe_serious(nb, f'.wp-root[data-uid="{uid}"]', "analysis board") == []
    best.scroll_into_view_if_needed()

    # the arrow keys on the navigation; then back to the live game in one press
    panel.locator(".wp-an-next").focus()
    panel.locator(".wp-an-next").press("ArrowRight")
    poll(lambda: title.text_content().startswith("Move 3 of 3"), what="move 3 by the arrow key")
    assert panel.locator("td.wp-an-tile:not(.wp-an-m-played)").count() == len(tiles[0]) + len(tiles[1])
    panel.locator(".wp-an-nav").locator("button").first.press("ArrowLeft")
    poll(lambda: title.text_content().startswith("Move 2 of 3"), what="move 2 by the arrow key")
    panel.locator(".wp-an-first").click()
    poll(lambda: title.text_content().startswith("Move 1 of 3"), what="the first move")
    assert panel.locator("td.wp-an-tile:not(.wp-an-m-played)").count() == 0
    panel.locator(".wp-an-live").click()
    poll(lambda: title.count() == 0, what="back to the live game")
    assert nb.kernel_json("game.session.analysis_number") is None
    assert nb.kernel_json("len(game.game.moves)") == 3
    # the live board back where it was, the panel under the widget again, focus on the row that opened it
    assert board.is_visible() and board.get_attribute("hidden") is None
    assert box_of(board) == board_at
    assert root.locator(".wp-main > .wp-analysis").count() == 0 and panel.count() == 1
    poll(lambda: focused_key(nb) == "sheet-1", what="focus back on the score sheet row")

    # opened from the navigation and closed with Escape: focus back on the navigation's button pressed
    panel.locator(".wp-an-last").focus()
    panel.locator(".wp-an-last").press("Enter")
    poll(lambda: title.count() == 1 and title.text_content().startswith("Move 3 of 3"), what="the last move")
    assert not board.is_visible()
    assert focused_key(nb) == "an-live"  # "last" is disabled on the last move: the next control keyed
    panel.locator(".wp-an-nav button").first.press("Escape")
    poll(lambda: title.count() == 0 and board.is_visible(), what="Escape: back to the live game")
    poll(lambda: focused_key(nb) == "an-last", what="focus back on the button that opened the analysis")


CARDS = """
from wordplay.cards import new_game, ComputerPlayer
from wordplay.widgets import CardsGameWidget
_cards = new_game("classic", ["Ann", "Ben"], seed=2)
_bots = [ComputerPlayer(1, seed=1), ComputerPlayer(1, seed=2)]
for _ in range(4):
    _cards.apply(_bots[_cards.to_move].choose(_cards))
cards = CardsGameWidget("classic", ["Ann", "Ben"], game=_cards)
cards
"""

RUMMY = """
from wordplay.cards import new_game
from wordplay.widgets import CardsGameWidget
_rummy = new_game("rummy", ["Ann", "Ben"], seed=3)
for _move in (("draw", "pile"), ("discard", "L"), ("draw", "discard"), ("discard", "P")):
    _rummy.apply(_move)
rummy = CardsGameWidget("rummy", ["Ann", "Ben"], game=_rummy)
rummy
"""

THIEF = """
from wordplay.widgets import ThiefGameWidget
thief = ThiefGameWidget(players=(("Ann", 1), ("Ben", 1)), seed=2)
thief
"""


def test_a_card_game_and_a_word_thief_game_on_the_analysis_board(open_lab, lab):
    nb = open_lab(scratch_notebook(lab, "scratch_analysis_cards.ipynb", [CARDS, RUMMY, THIEF]))
    nb.run_all()
    assert not nb.errors(), nb.cell_texts()

    # cards: the table before the last move, its cards marked as played; the cards left to draw listed
    root = root_of(nb, nb.kernel_json("cards.uid"))
    root.wait_for()
    count = nb.kernel_json("len(cards.game.moves)")
    panel = root.locator(".wp-analysis")
    panel.locator(".wp-an-last").click()
    title = panel.locator(".wp-an-title")
    poll(lambda: title.count() == 1 and title.text_content().startswith(f"Move {count} of {count}"), what="last")
    on_table = nb.kernel_json(f"len(cards.game.position_before({count - 1})[1].table)")
    assert panel.locator("td.wp-an-tile:not(.wp-an-m-played)").count() == on_table
    last = nb.kernel_json("cards.game.moves[-1]")
    if last["kind"] == "play":
        assert panel.locator("td.wp-an-m-played").count() == len(last["play"]["cards"])
    assert root.locator(".wp-main > .wp-tablebox").get_attribute("hidden") == ""  # the live table: in its place
    assert root.locator(".wp-main > .wp-analysis").count() == 1
    pile = nb.kernel_json("len(cards.game.draw_pile)")
    assert root.locator(".wp-unseen-draw").text_content() == f"{pile} left to draw"
    nb.screenshot("analysis-cards.png", panel)

    # rummy (seed 3; worked out in tests/widgets/test_analysis.py): before Ben's draw the discard pile holds
    # S and L, L on top; his draw took L; the move played discards P
    root = root_of(nb, nb.kernel_json("rummy.uid"))
    nb.kernel("rummy.receive({'seq': rummy.session.ack + 1, 'action': 'analyse', 'number': 3})")
    panel = root.locator(".wp-analysis")
    poll(lambda: panel.locator(".wp-an-pile").count() == 1, what="the rummy discard pile shown")
    assert panel.locator(".wp-an-pile-top").text_content() == "L"
    assert panel.locator(".wp-an-pile").text_content().endswith("Discard pile: 2 cards; on top: L, 2 points")
    assert panel.locator(".wp-an-drawn").text_content() == "Ben took the top card of the discard pile: L, 2 points."
    assert panel.locator(".wp-an-discard .wp-an-m-played").text_content().startswith("Discards P, 2 points")
    nb.screenshot("analysis-rummy.png", panel)

    # Word Thief (a finished game): a steal's stolen word struck through and its new words labelled
    root = root_of(nb, nb.kernel_json("thief.uid"))
    number = nb.kernel_json("next(i for i, m in enumerate(thief.game.moves) if m['kind'] == 'steal') + 1")
    nb.kernel(f"thief.receive({{'seq': thief.session.ack + 1, 'action': 'analyse', 'number': {number}}})")
    panel = root.locator(".wp-analysis")
    poll(lambda: panel.locator(".wp-an-title").count() == 1, what="the steal shown")
    words = nb.kernel_json(f"[w.text for w in thief.game.position_before({number - 1})[1].table]")
    assert panel.locator(".wp-an-table > .wp-an-words:not(.wp-an-new) > li .wp-an-letters").all_text_contents() == words
    assert panel.locator(".wp-an-stolen").count() == 1
    made = nb.kernel_json(f"thief.game.moves[{number - 1}]['words']")
    assert panel.locator(".wp-an-new .wp-an-letters").all_text_contents() == made
    assert panel.locator(".wp-an-new .wp-an-tag").first.text_content() == "played"
    table = root.locator(".wp-main > .wt-table")
    assert table.get_attribute("hidden") == "" and not table.is_visible()  # the live table: the analysis in its place
    assert root.locator(".wp-main > .wp-analysis").count() == 1
    nb.screenshot("analysis-thief.png", panel)
    panel.locator(".wp-an-live").click()
    poll(lambda: panel.locator(".wp-an-title").count() == 0 and table.is_visible(), what="the live table back")
    assert table.get_attribute("hidden") is None and root.locator(".wp-main > .wp-analysis").count() == 0

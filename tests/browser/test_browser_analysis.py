"""The analysis board in a real browser (JupyterLab + Debian's Chromium, driven by Playwright).

A Wordsmith game of three plays between two people: a row of the score sheet is chosen, the board
shows the position before that move (exactly the tiles of the moves before it, read from the
kernel's record), with the move played and then the best move marked (a pattern, a border and a text
badge; the marked squares' names say which); the arrow keys on the navigation move through the game
and one press goes back to the live game; the unseen tiles are listed. A rummy game's board shows the
discard pile before the move, what the turn drew and the card discarded. Screenshots go to
``tests/artifacts/``.
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

    # a row of the score sheet: the position before move 2, with move 2 marked as played
    root.locator('.wp-sheetrow[data-turn="1"]').click()
    title = panel.locator(".wp-an-title")
    poll(lambda: title.count() == 1 and title.text_content().startswith("Move 2 of 3"), what="move 2 shown")
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
    nb.screenshot("analysis-thief.png", panel)

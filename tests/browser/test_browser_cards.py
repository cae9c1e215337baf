"""The Scrabble Cards widgets in a real browser: JupyterLab + Debian's Chromium, driven by Playwright.

The tutorial runs with no errors; in each mode a move is made by clicks (classic and forfeit:
hand cards laid on the table, the rules and the explanation shown and stepped through, then
submitted; rummy: draw, the solver's answer, discard) and the kernel is polled until the game
has it. A forged message is refused and changes nothing; a player named like an HTML tag shows
as text. The click-to-explanation latency on a mid-game table is measured (not asserted) and
written to ``tests/artifacts/cards-latency.json``; screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import json
import statistics

from tests.browser.harness import ARTIFACTS, Lab, click_latencies, forge, play_by_clicks, poll, root_of
from tests.browser.test_browser_widgets import EVIL, scratch_notebook

NOTEBOOK = "scrabble-cards.ipynb"

PLAN = """
from wordplay.cards import best_plays as _best
def _plan(widget):
    s = widget.session
    play = _best(s.ruleset, s.table, s.hand, s.lexicon, 1)[0].play
    table = list(s.table) or [(0, 0)]
    near = lambda spot: min(max(abs(spot[0] - r), abs(spot[1] - c)) for r, c in table)
    used, cards = set(), []
    for (r, c), t in sorted(play.cards, key=lambda item: near(item[0])):
        want = '?' if t.islower() else t
        i = next(i for i, x in enumerate(s.hand) if x == want and i not in used)
        used.add(i)
        cards.append([r, c, i, t.upper() if t.islower() else None])
    bonus = None
    if play.bonus:
        i = next(i for i, x in enumerate(s.hand) if x == play.bonus.card and i not in used)
        bonus = [play.bonus.at[0], play.bonus.at[1], i]
    return {"cards": cards, "bonus": bonus}
"""


def lay_cards(root, plan) -> int:
    """Click each hand card, then its spot (and a letter for a blank); then the bonus card and its letter."""
    for row, col, index, letter in plan["cards"]:
        root.locator(f'.wp-handcard[data-index="{index}"]').click()
        root.locator(f'.wp-spot[data-spot="{row},{col}"]').click()
        if letter:
            root.locator(f'.wp-letterbtn[data-letter="{letter}"]').click()
        root.locator(f'.wp-spot.wp-pending[data-spot="{row},{col}"]').wait_for(timeout=15_000)
    if plan["bonus"]:
        row, col, index = plan["bonus"]
        root.locator(f'.wp-handcard[data-index="{index}"]').click()
        root.locator(f'.wp-spot[data-spot="{row},{col}"]').click()
        root.locator(f'.wp-spot.wp-bonus-on[data-spot="{row},{col}"]').wait_for(timeout=15_000)
    return len(plan["cards"])


def play_cards(nb: Lab, name: str, shot: str) -> None:
    """Lay the best play for the person to move in widget ``name`` by clicks, check the panel, submit, poll Python."""
    play_by_clicks(nb, name, PLAN, lay_cards, ".wp-spot.wp-hl", shot)


def test_the_tutorial_runs_and_each_mode_is_played_by_clicks(open_lab):
    lab = open_lab(NOTEBOOK)
    lab.run_all()
    assert not lab.errors(), lab.cell_texts()
    assert lab.page.locator('.wp-root[data-kind="cards-table"]').count() == 4  # three explainers and the accents one
    assert lab.page.locator('.wp-root[data-kind="cards-game"]').count() == 3
    assert lab.page.locator('.wp-root[data-kind="cards-rummy"]').count() == 1
    lab.screenshot("cards-notebook.png")
    summary = lab.page.locator(".wp-root .wp-summary").first
    summary.scroll_into_view_if_needed()
    assert "Winner:" in summary.text_content()

    # classic: a play laid by clicks, explained, stepped through, submitted; the computer answers
    play_cards(lab, "cards", "cards-classic.png")
    assert lab.kernel_json("cards.game.moves[0]['kind']") == "play"
    poll(lambda: lab.kernel_json("cards.game.to_move") == 0, what="the computer's reply")

    # forfeit: the same; the action window opens or closes by itself, and play goes on
    play_cards(lab, "forfeit", "cards-forfeit.png")
    root = root_of(lab, lab.kernel_json("forfeit.uid"))
    if lab.kernel_json("forfeit.game.window is not None"):
        root.locator(".wp-window").wait_for()
        lab.screenshot("cards-forfeit-window.png", root)
        root.locator(".wp-close").click()
    poll(lambda: lab.kernel_json("forfeit.game.window is None and forfeit.game.to_move == 0"), what="forfeit turn over")

    # rummy: draw, the solver's answer (its words and score explained), discard the card it marks
    root = root_of(lab, lab.kernel_json("rummy_game.uid"))
    root.scroll_into_view_if_needed()
    root.locator(".wp-draw-pile").click()
    poll(lambda: lab.kernel_json("rummy_game.game.phase") == "discard", what="the draw")
    root.locator(".wp-solve:not([disabled])").click()
    root.locator(".wp-word").first.wait_for(timeout=15_000)
    assert root.locator(".wp-headline.wp-legal").count() == 1
    root.locator(".wp-step-first").click()
    assert root.locator(".wp-word.wp-hl").count() == 1
    lab.screenshot("cards-rummy-solved.png", root)
    root.locator(".wp-handcard.wp-suggest").click()
    root.locator(".wp-discard").click()
    poll(
        lambda: lab.kernel_json("rummy_game.game.to_move == 0 and len(rummy_game.game.moves) >= 4"),
        timeout=60,
        what="the discard and the computer's turn",
    )
    assert lab.kernel_json("rummy_game.game.moves[1]['words'] != []")
    lab.screenshot("cards-rummy.png", root)


MID_GAME = """
from wordplay.cards import new_game, ComputerPlayer
from wordplay.widgets import CardsGameWidget
mid = new_game("classic", ["You", "Ben"], seed=11)
_bots = [ComputerPlayer(3, seed=1), ComputerPlayer(3, seed=2)]
for _ in range(8):
    mid.apply(_bots[mid.to_move].choose(mid))
game = CardsGameWidget("classic", ["You", "Ben"], game=mid)
game
"""


def test_forged_messages_are_refused_and_latency_is_measured(open_lab, lab):
    lab_page = open_lab(scratch_notebook(lab, "scratch_cards_midgame.ipynb", [MID_GAME]))
    lab_page.run_all()
    assert not lab_page.errors(), lab_page.cell_texts()
    root = root_of(lab_page, lab_page.kernel_json("game.uid"))
    root.wait_for()
    saved = lab_page.kernel("print(game.game.to_json())")

    # forged: a field the protocol does not have, a spot off the table shown, a trait only Python may write,
    # a custom message
    forge(
        lab_page,
        root,
        "game",
        [{"seq": 1, "action": "submit", "player": 1}, {"seq": 2, "action": "place", "row": 999, "col": 0, "index": 0}],
        {"hand": []},
    )
    assert lab_page.kernel("print(game.game.to_json())") == saved
    assert root.locator(".wp-spot.wp-card").count() == lab_page.kernel_json("len(game.game.table)")
    lab_page.screenshot("cards-forged-refused.png", root)

    # latency: pick a hand card, click a free spot next to the table; time until the explanation is drawn
    free = lab_page.kernel_json(
        "sorted({(r + dr, c + dc) for r, c in game.game.table for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))}"
        " - set(game.game.table))[:12]"
    )
    letter = lab_page.kernel_json("next(i for i, x in enumerate(game.game.hand) if x.isalpha())")
    clicks = [(f'.wp-handcard[data-index="{letter}"]', f'.wp-spot[data-spot="{row},{col}"]') for row, col in free]
    samples = click_latencies(lab_page, root, clicks, ".wp-rules li", ".wp-spot.wp-pending")
    lab_page.screenshot("cards-midgame.png", root)
    result = {
        "what": "click on a spot to the rules and explanation drawn (ms), classic mid-game table, 8 moves in",
        "samples": samples,
        "median": statistics.median(samples),
        "max": max(samples),
    }
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "cards-latency.json").write_text(json.dumps(result, indent=1), encoding="utf-8")
    print("\ncards click-to-explanation latency (ms):", json.dumps(result))


def test_a_player_name_is_shown_as_text(open_lab, lab):
    code = (
        "from wordplay.widgets import CardsGameWidget\n"
        f"evil = CardsGameWidget('forfeit', [{EVIL!r}, 'Ben'], seed=2)\nevil"
    )
    lab_page = open_lab(scratch_notebook(lab, "scratch_cards_names.ipynb", [code]))
    lab_page.run_all()
    root = root_of(lab_page, lab_page.kernel_json("evil.uid"))
    root.wait_for()
    assert EVIL in root.locator(".wp-name").all_text_contents()
    assert root.locator("img").count() == 0
    assert lab_page.page.evaluate("() => document.querySelectorAll('img[src=\"x\"]').length") == 0
    assert lab_page.page.dialogs == []  # type: ignore[attr-defined]
    lab_page.screenshot("cards-name-as-text.png", root)

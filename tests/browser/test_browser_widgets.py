"""The widgets in a real browser: JupyterLab + Debian's Chromium, driven by Playwright.

For each tutorial: open it, run all cells, lay a play by clicking rack tiles and squares, see
the rules and the explanation appear, submit, and poll the kernel until the game has the move.
A forged message from the page is refused; a player named like an HTML tag shows as text.
The click-to-explanation latency on a mid-game position is measured (not asserted) and
written to ``tests/artifacts/latency.json``; screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import json
import statistics

import nbformat
import pytest

from tests.browser.harness import ARTIFACTS, ROOT, Lab, click_latencies, forge, play_by_clicks, poll, root_of

EVIL = "<img src=x onerror=alert(1)>"

PLAN = """
import json as _j
from wordplay.board.finder import best_play as _bp
def _plan(widget):
    s = widget.session
    p = _bp(s.ruleset, s.board, s.rack, s.lexicon)
    used, plan = set(), []
    for sq, t in p.tiles:
        want = '?' if t.islower() else t
        i = next(i for i, x in enumerate(s.rack) if x == want and i not in used)
        used.add(i)
        plan.append([sq, i, t.upper() if t.islower() else None])
    return plan
"""


def lay(root, plan) -> int:
    """Click each rack tile, then its square (and a letter for a blank); wait for the tile to show."""
    for square, index, letter in plan:
        root.locator(f'.wp-racktile[data-index="{index}"]').click()
        root.locator(f'.wp-sq[data-square="{square}"]').click()
        if letter:
            root.locator(f'.wp-letterbtn[data-letter="{letter}"]').click()
        root.locator(f'.wp-sq.wp-pending[data-square="{square}"]').wait_for(timeout=15_000)
    return len(plan)


def play_one_move(lab: Lab, name: str, shot: str) -> None:
    """Lay the best play for the person to move in widget ``name``, check the panel, submit, poll Python."""
    play_by_clicks(lab, name, PLAN, lay, ".wp-sq.wp-hl", shot, extra_steps=2)


@pytest.mark.parametrize("notebook", ["wordsmith.ipynb", "literaki.ipynb"])
def test_tutorial_runs_and_a_move_is_played_by_clicking(open_lab, notebook):
    if not (ROOT / "notebooks" / notebook).exists():
        pytest.skip(f"notebooks/{notebook} is not written yet")
    lab = open_lab(notebook)
    lab.run_all()
    assert not lab.errors()
    assert lab.page.locator(".wp-root").count() >= 3  # explainers, move list, games drawn
    lab.screenshot(notebook.replace(".ipynb", "-notebook.png"))
    summary = lab.page.locator(".wp-summary").first  # the finished game of the end-of-game section
    summary.scroll_into_view_if_needed()
    assert "Winner:" in summary.text_content() or "tie" in summary.text_content()
    lab.screenshot(notebook.replace(".ipynb", "-summary.png"), lab.page.locator(".wp-root", has=summary).first)
    play_one_move(lab, "game", notebook.replace(".ipynb", "-game.png"))
    assert lab.kernel_json("game.game.moves[-1]['kind']") == "play"


def scratch_notebook(lab_server, name: str, cells: list[str]) -> str:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, lab_server["root"] / name)
    return name


MID_GAME = """
from wordplay.board.game import BoardGame
from wordplay.widgets import BoardGameWidget
from wordplay.board.finder import best_play
mid = BoardGame("wordsmith", ["You", "Ben"], seed=11)
for _ in range(12):
    _p = best_play(mid.ruleset, mid.board, mid.rack, mid.lexicon)
    mid.play(_p) if _p else mid.pass_turn()
game = BoardGameWidget("wordsmith", ["You", "Ben"], game=mid)
game
"""


def test_forged_messages_are_refused_and_latency_is_measured(open_lab, lab):
    lab_page = open_lab(scratch_notebook(lab, "scratch_midgame.ipynb", [MID_GAME]))
    lab_page.run_all()
    assert not lab_page.errors(), lab_page.cell_texts()
    uid = lab_page.kernel_json("game.uid")
    root = root_of(lab_page, uid)
    root.wait_for()
    saved = lab_page.kernel("print(game.game.to_json())")

    # forged: a field the protocol does not have, a square off the board, a trait only Python may write, a custom
    # message
    forge(
        lab_page,
        root,
        "game",
        [{"seq": 1, "action": "submit", "player": 1}, {"seq": 2, "action": "place", "square": 9999, "index": 0}],
        {"board": ["Z"] * 225},
    )
    assert lab_page.kernel("print(game.game.to_json())") == saved
    assert root.locator(".wp-sq.wp-tile").count() == lab_page.kernel_json("sum(1 for c in game.game.board.cells if c)")
    lab_page.screenshot("forged-refused.png", root)

    # latency: pick a rack tile, click a free square next to a tile; time until the explanation is drawn
    free = lab_page.kernel_json(
        "[sq for sq in range(225) if not game.game.board.cells[sq]"
        " and any(game.game.board.cells[n] for n in game.game.board.neighbours(sq))][:12]"
    )
    clicks = [('.wp-racktile[data-index="0"]', f'.wp-sq[data-square="{sq}"]') for sq in free]
    samples = click_latencies(lab_page, root, clicks, ".wp-steps li", ".wp-sq.wp-pending")
    lab_page.screenshot("midgame.png", root)
    result = {
        "what": "click on a square to the explanation drawn (ms), mid-game Wordsmith position, 12 moves in",
        "samples": samples,
        "median": statistics.median(samples),
        "max": max(samples),
        "p90": sorted(samples)[int(0.9 * (len(samples) - 1))],
    }
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "latency.json").write_text(json.dumps(result, indent=1), encoding="utf-8")
    print("\nclick-to-explanation latency (ms):", json.dumps(result))


def test_a_player_name_is_shown_as_text_and_a_blank_takes_a_polish_letter(open_lab, lab):
    code = (
        "from wordplay.widgets import BoardGameWidget\n"
        f"evil = BoardGameWidget('wordsmith', [{EVIL!r}, 'Ben'], seed=2)\nevil"
    )
    blank = (
        "from wordplay.widgets import BoardExplainer\nfrom wordplay.widgets.board.exercises import EMPTY\n"
        "blank = BoardExplainer('literaki', EMPTY, rack='KO?')\nblank"
    )
    lab_page = open_lab(scratch_notebook(lab, "scratch_names.ipynb", [code, blank]))
    lab_page.run_all()
    root = root_of(lab_page, lab_page.kernel_json("evil.uid"))
    root.wait_for()
    names = root.locator(".wp-name").all_text_contents()
    assert EVIL in names
    assert root.locator("img").count() == 0
    assert lab_page.page.evaluate("() => document.querySelectorAll('img[src=\"x\"]').length") == 0
    assert lab_page.page.dialogs == []  # type: ignore[attr-defined]
    lab_page.screenshot("name-as-text.png", root)

    # a blank: pick it, click a square, choose Ż in the letter chooser; then the other tiles, and step through
    root = root_of(lab_page, lab_page.kernel_json("blank.uid"))
    root.scroll_into_view_if_needed()
    root.locator('.wp-racktile[data-index="2"]').click()
    root.locator('.wp-sq[data-square="114"]').click()
    assert root.locator(".wp-letterbtn").count() == 32 + 1  # the Polish alphabet, and cancel
    root.locator('.wp-letterbtn[data-letter="Ż"]').click()
    root.locator('.wp-sq.wp-pending[data-square="114"]').wait_for()
    lay(root, [[112, 0, None], [113, 1, None]])
    poll(lambda: lab_page.kernel_json("[p['tile'] for p in blank.view['pending']]") == ["K", "O", "ż"], what="KOż laid")
    root.locator(".wp-headline").wait_for()
    for _ in range(4):
        root.locator(".wp-step-next").click()
    assert root.locator(".wp-step.wp-current").get_attribute("data-step") == "3"
    lab_page.screenshot("blank-polish.png", root)

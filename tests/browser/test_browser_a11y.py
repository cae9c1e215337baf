"""Every learner can play (issue 19), checked in JupyterLab and Chromium: axe-core finds no serious or critical
violation in any board widget (idle and mid-game), whole turns are played by keyboard alone (by the board's grid
and by the move box), focus stays in the widget after every button, the live region says what happened, the
squares have names in the widget's language, two views of one widget both work (notebook shortcuts staying out:
test_a11y_keys.py).

One notebook with every board widget, one lab, one page (a module fixture), reused by every check. axe-core comes
from the npm registry at set-up time (``npm ci``: package.json's devDependencies, into the git-ignored
node_modules/) and is injected from that file; nothing is fetched while a test runs. Without it the axe checks
skip. What is measured (axe counts per widget, key presses per turn) goes to tests/artifacts/a11y.json.
"""

from __future__ import annotations

import pytest

from tests.browser.harness import Lab, axe_violations, poll, scratch_notebook

CELLS = [
    """
from wordplay.widgets import BoardGameWidget, BoardExplainer, BoardMoveList
from wordplay.board.finder import best_play as _bp
from wordplay.board.notation import play_notation as _pn
EMPTY = "/".join(["15"] * 15)
def _plan(w):
    s = w.session
    if s.game.is_over or s.levels[s.game.to_move] is not None:
        return None
    p = _bp(s.ruleset, s.board, s.rack, s.lexicon)
    if p is None:
        return {"pass": True}
    size = s.ruleset.layout.size
    tiles = sorted(p.tiles)
    rows = {sq // size for sq, _ in tiles}
    return {"start": tiles[0][0], "across": len(rows) == 1, "letters": [t.upper() for _, t in tiles],
            "notation": _pn(s.board, p), "size": size}
""",
    'ws = BoardGameWidget("wordsmith", ["You", ("Computer", 1)], seed=3)\nws',
    'lit = BoardGameWidget("literaki", ["Ty", ("Komputer", 1)], seed=3, language="pl")\nlit',
    'ex = BoardExplainer("wordsmith", EMPTY, "8D QUIET", rack="QUIETLY")\nex',
    'ml = BoardMoveList("wordsmith", EMPTY, rack="QUIETLY", top=5)\nml',
    "display(ex)",  # a second view of the explainer
]

RESULTS: dict = {"axe": {}, "keys": {}}


@pytest.fixture(scope="module")
def a11y_lab(browser, lab):
    with scratch_notebook(browser, lab, "a11y", CELLS, RESULTS) as lab_page:
        yield lab_page


def root_sel(lab: Lab, name: str) -> str:
    return f'.wp-root[data-uid="{lab.kernel_json(f"{name}.uid")}"]'


def axe_serious(lab: Lab, selector: str, label: str) -> list[dict]:
    """axe on one board widget (harness.axe_violations): a board has hundreds of contrast nodes, so more than
    50 must have been checked."""
    return axe_violations(lab, selector, label, RESULTS, least=51)


def focus_inside(lab: Lab, selector: str) -> bool:
    return lab.page.evaluate(
        "([sel]) => { const r = document.querySelector(sel); const a = document.activeElement;"
        " return !!r && !!a && a !== document.body && r.contains(a); }",
        [selector],
    )


def said(lab: Lab, selector: str) -> str:
    return lab.page.evaluate("([sel]) => document.querySelector(sel).nextElementSibling.dataset.said || ''", [selector])


def test_axe_finds_no_serious_violation_in_any_board_widget_idle(a11y_lab):
    bad = {}
    for name in ("ws", "lit", "ex", "ml"):
        found = axe_serious(a11y_lab, root_sel(a11y_lab, name), f"{name} idle")
        RESULTS["axe"][f"{name} idle"] = sum(v["nodes"] for v in found)
        RESULTS.setdefault("axe_rules", {})[f"{name} idle"] = {v["id"]: v["nodes"] for v in found}
        if found:
            bad[name] = found
    assert bad == {}


def test_squares_tiles_and_root_are_named_in_the_widget_language(a11y_lab):
    page = a11y_lab.page
    ws, lit = page.locator(root_sel(a11y_lab, "ws")), page.locator(root_sel(a11y_lab, "lit"))
    assert ws.get_attribute("lang") == "en" and lit.get_attribute("lang") == "pl"
    assert ws.get_attribute("data-lm-suppress-shortcuts") is not None
    grid = ws.get_by_role("grid")
    assert grid.count() == 1 and grid.get_by_role("gridcell").count() == 225
    assert grid.get_by_role("gridcell", name="A1, triple word, empty", exact=True).count() == 1
    assert grid.locator('[role="gridcell"][tabindex="0"]').count() == 1  # one tab stop
    assert lit.get_by_role("gridcell", name="A1, potrójna premia słowna, puste", exact=True).count() == 1
    assert ws.get_by_role("heading", level=2).count() == 1
    assert (
        ws.get_by_role("toolbar", name="Rack", exact=True).get_by_role("button").count() == 7
    )  # the rack's tiles, named
    assert ws.get_by_role("textbox", name="Type a move").count() == 1
    assert lit.get_by_role("textbox", name="Wpisz ruch").count() == 1


def test_the_explainer_by_keyboard_steps_focus_and_two_views(a11y_lab):
    page, sel = a11y_lab.page, root_sel(a11y_lab, "ex")
    first, second = page.locator(sel).nth(0), page.locator(sel).nth(1)
    first.locator(".wp-step-first").focus()
    presses = 1
    page.keyboard.press("Enter")  # step 1 shown
    first.locator(".wp-step.wp-current").wait_for()
    assert focus_inside(a11y_lab, sel)
    assert said(a11y_lab, sel).startswith("Step 1 of ")
    count = first.locator(".wp-step").count()
    first.locator(".wp-step.wp-current").focus()
    for k in range(1, count):  # every further step: one arrow press each
        page.keyboard.press("ArrowDown")
        presses += 1
        assert first.locator(".wp-step.wp-current").get_attribute("data-step") == str(k)
        assert focus_inside(a11y_lab, sel)
    RESULTS["keys"]["explainer: every scoring step"] = {"steps": count, "presses": presses + 1}
    # the step focused is a listbox option named by its whole sentence (a screen reader in focus mode reads it)
    current = first.locator(".wp-step.wp-current")
    assert current.get_attribute("role") == "option" and current.get_attribute("aria-selected") == "true"
    total = first.locator(".wp-running").inner_text().split(": ")[-1]
    assert current.text_content().endswith(f". Total {total}")  # read apart, not "1+111"
    assert first.get_by_role("listbox").get_by_role("option").count() == count
    # buttons keep focus in the widget, even one that becomes disabled
    for button in (".wp-step-back", ".wp-step-next", ".wp-step-last", ".wp-recall"):
        target = first.locator(button)
        if target.is_enabled():
            target.focus()
            page.keyboard.press("Enter")
            page.wait_for_timeout(300)
            assert focus_inside(a11y_lab, sel), button
    # the second view of the same widget takes an action too (never refused as stale) and both show it
    refused = a11y_lab.kernel_json("ex.session.refused")
    second.locator(".wp-movebox-input").fill("8D QUIET")
    second.locator(".wp-movebox-input").press("Enter")
    poll(lambda: a11y_lab.kernel_json("len(ex.session.pending)") == 5, what="the typed play laid")
    first.locator(".wp-sq.wp-pending").nth(4).wait_for()
    assert a11y_lab.kernel_json("ex.session.refused") == refused


def turn_by_grid(lab: Lab, name: str, plan: dict) -> int:
    """Lay the plan's tiles by the board's keys and play them with Enter; the key presses made."""
    page, sel = lab.page, root_sel(lab, name)
    root = page.locator(sel)
    cursor = root.locator('.wp-sq[tabindex="0"]')
    cursor.focus()  # Tab into the grid: one press
    presses = 1
    at = int(cursor.get_attribute("data-square"))
    size = plan["size"]
    dr, dc = plan["start"] // size - at // size, plan["start"] % size - at % size
    for key, n in (("ArrowDown", dr), ("ArrowUp", -dr), ("ArrowRight", dc), ("ArrowLeft", -dc)):
        for _ in range(max(0, n)):
            page.keyboard.press(key)
            presses += 1
    across = "wp-across" in (root.locator(".wp-sq.wp-cursor").get_attribute("class") or "")
    if across != plan["across"] and len(plan["letters"]) > 1:
        page.keyboard.press("/")
        presses += 1
    for letter in plan["letters"]:
        page.keyboard.press(letter)
        presses += 1
    try:
        poll(lambda: root.locator(".wp-sq.wp-pending").count() == len(plan["letters"]), what="the tiles laid by keys")
    except AssertionError as exc:
        state = lab.kernel_json(
            f"[{name}.session.refusal, sorted({name}.session.pending.items()), {name}.session.rack]"
        )
        focused = page.evaluate("() => document.activeElement.outerHTML.slice(0, 200)")
        raise AssertionError(f"{plan} {state} {focused} {said(lab, sel)}") from exc
    root.locator(".wp-headline.wp-legal").wait_for(timeout=20_000)
    page.keyboard.press("Enter")
    return presses + 1


def turn_by_box(lab: Lab, name: str, plan: dict) -> int:
    page, root = lab.page, lab.page.locator(root_sel(lab, name))
    box = root.locator(".wp-movebox-input")
    box.focus()
    page.keyboard.type(plan["notation"])
    page.keyboard.press("Enter")
    return 2 + len(plan["notation"])


def play_turns(lab: Lab, name: str, grid_turns: int, box_turns: int | None) -> dict:
    """Turns by keyboard alone (the grid's first, then the move box's; None: to the game's end)."""
    sel = root_sel(lab, name)
    done = {"grid": [], "box": [], "pass": 0}
    turn = 0
    while box_turns is None or turn < grid_turns + box_turns:
        poll(lambda: lab.kernel_json(f"{name}.session.computer_to_move()") is False, timeout=120, what="your turn")
        plan = lab.kernel_json(f"_plan({name})")
        if plan is None:
            break
        before = lab.kernel_json(f"len({name}.game.moves)")
        if plan.get("pass"):
            lab.page.locator(sel).locator(".wp-pass").focus()
            lab.page.keyboard.press("Enter")
            done["pass"] += 1
        elif turn < grid_turns:
            done["grid"].append(turn_by_grid(lab, name, plan))
        else:
            done["box"].append(turn_by_box(lab, name, plan))
        poll(
            lambda before=before: lab.kernel_json(f"len({name}.game.moves)") > before,
            timeout=60,
            what="the move to reach Python",
        )
        poll(lambda: focus_inside(lab, sel), timeout=10, what="focus still in the widget")
        turn += 1
    return done


def test_a_wordsmith_game_by_keyboard_alone(a11y_lab):
    sel = root_sel(a11y_lab, "ws")
    done = play_turns(a11y_lab, "ws", grid_turns=2, box_turns=None)
    RESULTS["keys"]["wordsmith"] = done
    assert len(done["grid"]) == 2 and done["box"]
    assert a11y_lab.kernel_json("ws.game.is_over") is True
    # (no check that nothing was refused: on a busy machine a pause in typing previews a part of the notation,
    # which may be refused as unreadable; every turn's move reaching Python is checked in play_turns)
    assert a11y_lab.page.locator(sel).locator(".wp-summary").count() == 1
    assert said(a11y_lab, sel)  # the game's result said
    found = axe_serious(a11y_lab, sel, "ws over")
    RESULTS["axe"]["ws over"] = sum(v["nodes"] for v in found)
    assert found == []


def test_a_literaki_game_by_keyboard_grid_and_move_box_in_polish(a11y_lab):
    page, sel = a11y_lab.page, root_sel(a11y_lab, "lit")
    root = page.locator(sel)
    done = play_turns(a11y_lab, "lit", grid_turns=2, box_turns=0)
    assert len(done["grid"]) + done["pass"] == 2
    text = said(a11y_lab, sel)
    assert "Komputer" in text, text  # the computer's move said, in Polish
    # mid-game, with a play previewed (typed, not played) and its first step shown
    plan = a11y_lab.kernel_json("_plan(lit)")
    if plan and not plan.get("pass"):
        box = root.locator(".wp-movebox-input")
        box.fill(plan["notation"])
        root.locator(".wp-headline.wp-legal").wait_for(timeout=20_000)
        root.locator(".wp-step-first").click()
        assert said(a11y_lab, sel).startswith("Krok 1 z ")  # the step shown, said in Polish
    found = axe_serious(a11y_lab, sel, "lit mid-game")
    RESULTS["axe"]["lit mid-game"] = sum(v["nodes"] for v in found)
    assert found == []
    box = root.locator(".wp-movebox-input")
    box.focus()
    page.keyboard.press("Escape")  # clears the box and takes the tiles back
    poll(lambda: a11y_lab.kernel_json("len(lit.session.pending)") == 0, what="the typed play taken back")
    rest = play_turns(a11y_lab, "lit", grid_turns=0, box_turns=None)  # on to the end by the move box
    RESULTS["keys"]["literaki"] = {"grid": done["grid"], "box": rest["box"], "pass": done["pass"] + rest["pass"]}
    assert a11y_lab.kernel_json("lit.game.is_over") is True
    assert root.locator(".wp-summary").count() == 1


def test_the_move_list_by_keyboard(a11y_lab):
    page, sel = a11y_lab.page, root_sel(a11y_lab, "ml")
    root = page.locator(sel)
    rows = root.locator(".wp-move")
    rows.first.focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")  # choose the second best: laid on the board
    poll(lambda: a11y_lab.kernel_json("len(ml.session.pending)") > 0, what="the chosen play laid")
    poll(lambda: focus_inside(a11y_lab, sel), timeout=10, what="focus in the move list")
    assert page.evaluate("() => document.activeElement.dataset.key") == "move-1"
    found = axe_serious(a11y_lab, sel, "ml chosen")
    RESULTS["axe"]["ml chosen"] = sum(v["nodes"] for v in found)
    assert found == []


def test_reflow_at_320_px_and_forced_colours(a11y_lab):
    """At 320 CSS px no widget scrolls sideways; in forced-colours mode the squares and rack tiles keep borders."""
    page = a11y_lab.page
    widths = {}
    for name in ("ws", "lit", "ex", "ml"):
        sel = root_sel(a11y_lab, name)
        widths[name] = page.evaluate(
            """([sel]) => {
              const root = document.querySelector(sel);
              const holder = root.parentElement;
              const old = holder.style.width;
              holder.style.width = "320px";
              const wide = root.scrollWidth;
              const room = root.clientWidth;
              holder.style.width = old;
              return [wide, room];
            }""",
            [sel],
        )
    RESULTS["reflow_320"] = widths
    assert all(wide <= room + 1 for wide, room in widths.values()), widths
    page.emulate_media(forced_colors="active")
    try:
        sel = root_sel(a11y_lab, "ex")
        borders = page.evaluate(
            """([sel]) => {
              const root = document.querySelector(sel);
              const width = (q) => parseFloat(getComputedStyle(root.querySelector(q)).borderTopWidth);
              return [width(".wp-sq"), width(".wp-sq.wp-tile"), width(".wp-racktile")];
            }""",
            [sel],
        )
    finally:
        page.emulate_media(forced_colors="none")
    assert all(b >= 1 for b in borders), borders


def test_an_empty_first_view_draws_a_placeholder_and_never_throws(a11y_lab):
    """A view that is still {} (seen as a first view) draws the loading sentence; the real view draws the board."""
    page, sel = a11y_lab.page, root_sel(a11y_lab, "ml")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    shown = page.evaluate(
        """([sel]) => {
          const root = document.querySelector(sel);
          const model = root.__wordplay.model;
          const saved = model.get("view");
          model.set("view", {});  // on the page only: never saved to Python
          const placeholder = root.querySelector(".wp-placeholder");
          const text = placeholder ? placeholder.textContent : null;
          model.set("view", saved);
          return [text, root.querySelectorAll('[role="gridcell"]').length];
        }""",
        [sel],
    )
    assert shown == ["The widget is loading.", 225] and errors == []

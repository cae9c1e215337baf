"""Every learner can play Word Thief (issue 19), checked in JupyterLab and Chromium: axe-core finds no serious or
critical violation (idle and mid-game); plays and steals are made by keyboard alone, by the move box (``WORK ->
REWORKED``, refused today as "page sent a message that was refused") and by the pieces (the table's words and the
hand, a list with one tab stop each); focus stays in the widget after every button; the live region says what
happened; cards and words have names in the widget's language.

One notebook, one page (a module fixture) on the session's one lab; axe-core from node_modules. What is
measured goes to tests/artifacts/a11y_thief.json.
"""

from __future__ import annotations

import pytest

from tests.browser.harness import Lab, poll, scratch_notebook
from tests.browser.test_a11y_cards import axe_checked as _axe_checked
from tests.browser.test_a11y_cards import press, reflow_widths
from tests.browser.test_browser_a11y import focus_inside, root_sel, said

CELLS = [
    """
from wordplay.widgets import ThiefGameWidget, ThiefExplainer
def _plan(w):
    s = w.session
    if s.game.is_over or s.levels[s.game.to_move] is not None:
        return None
    plays = [f for f in s.found(top=40) if f.kind == "play" and not any(c.is_wild for c in f.laid.hand_used)]
    steals = [f for f in s.found(top=40) if f.kind != "play"]
    hand = [c.id for c in s.hand]
    return {
        "play": plays[0].notation() if plays else None,
        "picks": [hand.index(c.id) for c in plays[0].laid.hand_used] if plays else [],
        "steal": steals[0].notation() if steals else None,
        "target": steals[0].target.id if steals else None,
        "words": " + ".join(steals[0].words) if steals else "",
    }
""",
    'tg = ThiefGameWidget(["You", ("Computer", 1)], seed=2)\ntg',
    'tx = ThiefExplainer(["W/red O/blue R/green K/green"], "R/blue E/green E/yellow D/green W/red C/red A/red")\ntx',
    'tr = ThiefExplainer(["FRONT"], "W C A", language="ro")\ntr',
]

RESULTS: dict = {"axe": {}, "keys": {}}


@pytest.fixture(scope="module")
def thief_lab(browser, lab):
    with scratch_notebook(browser, lab, "a11y_thief", CELLS, RESULTS) as lab_page:
        yield lab_page


def axe_checked(lab: Lab, selector: str) -> list[dict]:
    return _axe_checked(lab, selector, RESULTS)


def test_axe_finds_no_serious_violation_in_any_thief_widget_idle(thief_lab):
    bad = {}
    for name in ("tg", "tx", "tr"):
        found = axe_checked(thief_lab, root_sel(thief_lab, name))
        RESULTS["axe"][f"{name} idle"] = sum(v["nodes"] for v in found)
        if found:
            bad[name] = found
    assert bad == {}


def test_cards_and_words_are_named_in_the_widget_language(thief_lab):
    page = thief_lab.page
    tx, tr = page.locator(root_sel(thief_lab, "tx")), page.locator(root_sel(thief_lab, "tr"))
    assert tr.get_attribute("lang") == "ro"
    hand = tx.get_by_role("toolbar", name="Your hand")
    assert hand.locator('[tabindex="0"]').count() == 1  # one tab stop
    assert hand.get_by_role("button", name="R, 2 points, blue suit", exact=True).count() == 1
    word = tx.get_by_role("button", name="WORK, word of Another player, 0 points, can be stolen", exact=True)
    assert word.count() == 1
    assert tx.get_by_role("textbox", name="Type a move").count() == 1
    names = tr.locator(".wt-hand").locator(".wt-card .wp-sr-only").evaluate_all("(ns) => ns.map((n) => n.textContent)")
    assert names[1].startswith("C, ") and "punct" in names[1], names  # a card written without a suit, in Romanian


def test_a_steal_typed_with_its_arrow_previews_and_a_split_names_the_missing_word(thief_lab):
    page, sel = thief_lab.page, root_sel(thief_lab, "tx")
    root = page.locator(sel)
    box = root.locator(".wp-movebox-input")
    box.focus()
    page.keyboard.type("WORK -> REWORKED")
    root.locator(".wp-headline.wp-legal").wait_for(timeout=20_000)
    assert root.locator(".wp-headline").inner_text() == "WORK -> REWORKED is legal and scores 40."
    poll(lambda: "scores 40" in said(thief_lab, sel), what="the preview's score said")
    assert thief_lab.kernel_json("tx.session.refused") == 0  # the arrow is no longer refused
    page.keyboard.press("Escape")
    page.keyboard.type("MAD -> DAD + MIX")
    poll(lambda: root.locator(".wp-movebox-error").count() == 1, what="the reason shown")
    assert root.locator(".wp-movebox-error").inner_text() == "MAD is not on the table."
    # by the pieces: the word picked on the table, the box shows "WORK ->", the new word typed after it
    page.keyboard.press("Escape")
    press(thief_lab, f'{sel} .wt-table [tabindex="0"]', "Space")
    poll(lambda: box.input_value().startswith("WORK ->"), what="the box follows the word picked")
    box.focus()
    page.keyboard.press("End")
    page.keyboard.type(" REWORK")
    root.locator(".wp-headline.wp-legal").wait_for(timeout=20_000)
    assert "WORK -> REWORK is legal" in root.locator(".wp-headline").inner_text()
    # a scoring step shown by keyboard is said
    press(thief_lab, f"{sel} .wp-step-first", "Enter")
    poll(lambda: said(thief_lab, sel).startswith("Step 1 of "), what="the step said")
    assert focus_inside(thief_lab, sel)


def test_a_game_by_the_move_box_and_by_the_hand(thief_lab):
    page, sel = thief_lab.page, root_sel(thief_lab, "tg")
    root = page.locator(sel)
    done = {"box": [], "hand": [], "other": 0}
    turn = 0
    while (not done["box"] or not done["hand"]) and turn < 6:
        poll(lambda: thief_lab.kernel_json("tg.session.computer_to_move()") is False, timeout=120, what="your turn")
        plan = thief_lab.kernel_json("_plan(tg)")
        assert plan is not None
        before = thief_lab.kernel_json("len(tg.game.events)")
        if not done["box"] and (plan["steal"] or plan["play"]):
            move = plan["steal"] or plan["play"]
            root.locator(".wp-movebox-input").focus()
            page.keyboard.type(move)
            root.locator(".wp-headline.wp-legal").wait_for(timeout=30_000)
            page.keyboard.press("Enter")
            done["box"].append(2 + len(move))
        elif plan["play"]:
            presses = press(thief_lab, f'{sel} .wt-hand [tabindex="0"]', "Home")
            at = 0
            for index in plan["picks"]:  # each card of the word, in its order: arrows to it, Space
                key = "ArrowRight" if index > at else "ArrowLeft"
                for _ in range(abs(index - at)):
                    page.keyboard.press(key)
                    presses += 1
                page.keyboard.press("Space")
                presses += 1
                at = index
                poll(
                    lambda i=index: root.locator(f'.wt-hand [data-index="{i}"][aria-pressed="true"]').count() == 1,
                    what="picked",
                )
            root.locator(".wp-headline.wp-legal").wait_for(timeout=30_000)
            presses += press(thief_lab, f"{sel} .wp-submit", "Enter")
            done["hand"].append(presses)
        else:
            press(thief_lab, f"{sel} .wp-give-up", "Enter")
            done["other"] += 1
            break
        poll(lambda before=before: thief_lab.kernel_json("len(tg.game.events)") > before, timeout=60, what="the move")
        poll(lambda: focus_inside(thief_lab, sel), timeout=10, what="focus still in the widget")
        poll(
            lambda: "Computer" in said(thief_lab, sel) or thief_lab.kernel_json("tg.game.is_over"),
            timeout=60,
            what="the reply said",
        )
        turn += 1
    RESULTS["keys"]["word thief"] = done
    assert done["box"] and done["hand"], done
    assert thief_lab.kernel_json("tg.session.refused") == 0
    # the score sheet's rows: one tab stop, Enter shows a row's scoring
    press(thief_lab, f'{sel} .wp-sheetrow[tabindex="0"]', "Home", "Enter")
    poll(lambda: thief_lab.kernel_json("tg.session.review") == 0, what="the first row reviewed")
    assert focus_inside(thief_lab, sel)
    # every steal listed, one chosen by keyboard
    press(thief_lab, f"{sel} .wp-steals", "Enter")
    root.locator(".wt-steal").first.wait_for(timeout=30_000)
    press(thief_lab, f'{sel} .wt-steal[tabindex="0"]', "Enter")
    poll(lambda: thief_lab.kernel_json("bool(tg.session.words)"), what="a steal drafted")
    found = axe_checked(thief_lab, sel)
    RESULTS["axe"]["tg mid-game"] = sum(v["nodes"] for v in found)
    assert found == []
    # "cannot play" by keyboard: the button moves focus to the hand, Space marks each card, Enter confirms
    poll(lambda: thief_lab.kernel_json("tg.session.computer_to_move()") is False, timeout=120, what="your turn")
    before = thief_lab.kernel_json("len(tg.game.events)")
    count = thief_lab.kernel_json("tg.view['discard']")
    press(thief_lab, f"{sel} .wp-give-up", "Enter")
    root.locator(".wp-give-up-confirm").wait_for()
    assert focus_inside(thief_lab, sel) and page.evaluate("() => document.activeElement.dataset.key") == "hand-0"
    for _ in range(count):
        page.keyboard.press("Space")
        page.keyboard.press("ArrowRight")
    poll(lambda: root.locator(".wt-card.wt-marked").count() == count, what="the cards marked")
    press(thief_lab, f"{sel} .wp-give-up-confirm", "Enter")
    poll(lambda: thief_lab.kernel_json("len(tg.game.events)") > before, timeout=60, what="cannot play")
    assert thief_lab.kernel_json(f"tg.game.events[{before}]['kind']") == "give_up"
    poll(lambda: focus_inside(thief_lab, sel), timeout=10, what="focus still in the widget")


def test_reflow_at_320_px_and_forced_colours(thief_lab):
    """At 320 CSS px no Word Thief widget scrolls sideways; in forced-colours mode every card keeps its border."""
    widths = reflow_widths(thief_lab, ("tg", "tx", "tr"))
    RESULTS["reflow_320"] = widths
    assert all(wide <= room + 1 for wide, room in widths.values()), widths
    page = thief_lab.page
    page.emulate_media(forced_colors="active")
    try:
        borders = page.evaluate(
            "([sel]) => [...document.querySelector(sel).querySelectorAll('.wt-card')]"
            ".map((c) => parseFloat(getComputedStyle(c).borderTopWidth))",
            [root_sel(thief_lab, "tx")],
        )
    finally:
        page.emulate_media(forced_colors="none")
    assert borders and min(borders) >= 2, borders

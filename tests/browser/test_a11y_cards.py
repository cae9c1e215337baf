"""Every learner can play Scrabble Cards (issue 19), checked in JupyterLab and Chromium: axe-core finds no
serious or critical violation in any card widget (idle and mid-game); classic, forfeit and rummy turns are
played by keyboard alone, by the move box and by the pieces (the table's grid, the hand, the words being
built); focus stays in the widget after every button; the live region says what happened; cards and spots
have names in the widget's language.

One notebook with every card widget, one page (a module fixture) on the session's one lab. axe-core comes
from node_modules (``npm ci``), injected from that file; without it the axe checks skip. What is measured
(axe counts per widget, key presses per turn) goes to tests/artifacts/a11y_cards.json.
"""

from __future__ import annotations

import pytest

from tests.browser.harness import Lab, axe_violations, poll, scratch_notebook
from tests.browser.test_browser_a11y import focus_inside, root_sel, said

CELLS = [
    """
from wordplay.widgets import CardsGameWidget, CardsExplainer
from wordplay.cards import parse_play
from wordplay.cards.finder import best_plays as _bp
TRAVA = dict(parse_play("0,0 across TRAVA", {}).cards)
def _plan(w):
    s = w.session
    if s.game.is_over or s.game.window is not None or s.levels[s.game.to_move] is not None:
        return None
    plain = [f for f in _bp(s.ruleset, s.table, s.hand, s.lexicon, 60) if f.play.bonus is None]
    if not plain:
        return {"pass": True}
    f = plain[0]
    return {"notation": f.notation, "cards": [[r, c, card] for (r, c), card in f.play.cards]}
""",
    'cl = CardsGameWidget("classic", ["You", ("Computer", 1)], seed=4)\ncl',
    'ff = CardsGameWidget("forfeit", ["You", ("Computer", 1)], seed=4)\nff',
    'ru = CardsGameWidget("rummy", ["You", ("Computer", 1)], seed=3)\nru',
    'cx = CardsExplainer("classic", TRAVA, "-1,1 down C(R)IAR", language="pt")\ncx',
    'cm = CardsExplainer("classic", {}, hand="CASA?", top=5)\ncm',
]

RESULTS: dict = {"axe": {}, "keys": {}}


@pytest.fixture(scope="module")
def cards_lab(browser, lab):
    with scratch_notebook(browser, lab, "a11y_cards", CELLS, RESULTS) as lab_page:
        yield lab_page


def axe_checked(lab: Lab, selector: str, results: dict | None = None, least: int = 20) -> list[dict]:
    """axe on one card or Word Thief widget (harness.axe_violations); a small widget has fewer contrast nodes
    than a board, so at least ``least`` must have been checked."""
    return axe_violations(lab, selector, selector, RESULTS if results is None else results, least)


def press(lab: Lab, selector: str, *keys: str) -> int:
    """Focus ``selector`` (one Tab stop) and press ``keys``; the presses made."""
    lab.page.locator(selector).first.focus()
    for key in keys:
        lab.page.keyboard.press(key)
    return 1 + len(keys)


def your_turn(lab: Lab, name: str) -> None:
    poll(lambda: lab.kernel_json(f"{name}.session.computer_to_move()") is False, timeout=120, what="your turn")


def turn_by_box(lab: Lab, name: str, notation: str) -> int:
    """Type the play in the move box, see it previewed as legal, play it with Enter; the key presses made."""
    sel = root_sel(lab, name)
    root = lab.page.locator(sel)
    root.locator(".wp-movebox-input").focus()
    lab.page.keyboard.type(notation)
    root.locator(".wp-headline.wp-legal").wait_for(timeout=20_000)  # the preview follows the typing
    lab.page.keyboard.press("Enter")
    return 2 + len(notation)


def turn_by_table(lab: Lab, name: str, cards: list) -> int:
    """Lay each card by the table's keys (arrows to its spot, its letter typed there), then Enter; the presses."""
    page, sel = lab.page, root_sel(lab, name)
    root = page.locator(sel)
    presses = press(lab, f'{sel} .wp-spot[tabindex="0"]')
    for row, col, card in cards:
        at = page.evaluate(
            "() => [Number(document.activeElement.dataset.row), Number(document.activeElement.dataset.col)]"
        )
        for key, n in (
            ("ArrowDown", row - at[0]),
            ("ArrowUp", at[0] - row),
            ("ArrowRight", col - at[1]),
            ("ArrowLeft", at[1] - col),
        ):
            for _ in range(max(0, n)):
                page.keyboard.press(key)
                presses += 1
        page.keyboard.press(card.upper())  # a letter not in the hand is laid as a blank standing for it
        presses += 1
        root.locator(f'.wp-spot.wp-pending[data-spot="{row},{col}"]').wait_for(timeout=20_000)
    root.locator(".wp-headline.wp-legal").wait_for(timeout=20_000)
    page.keyboard.press("Enter")
    return presses + 1


def test_axe_finds_no_serious_violation_in_any_card_widget_idle(cards_lab):
    bad = {}
    for name in ("cl", "ff", "ru", "cx", "cm"):
        found = axe_checked(cards_lab, root_sel(cards_lab, name))
        RESULTS["axe"][f"{name} idle"] = sum(v["nodes"] for v in found)
        if found:
            bad[name] = found
    assert bad == {}


def test_cards_spots_and_the_move_box_are_named_in_the_widget_language(cards_lab):
    page = cards_lab.page
    cl, cx = page.locator(root_sel(cards_lab, "cl")), page.locator(root_sel(cards_lab, "cx"))
    assert cx.get_attribute("lang") == "pt" and cl.get_attribute("data-lm-suppress-shortcuts") is not None
    grid = cl.get_by_role("grid")
    assert grid.count() == 1 and grid.locator('[role="gridcell"][tabindex="0"]').count() == 1  # one tab stop
    assert grid.get_by_role("gridcell", name="0,0, empty", exact=True).count() == 1
    hand = cl.get_by_role("toolbar", name="Hand")
    assert hand.get_by_role("button", name="F, 4 points", exact=True).count() == 1
    assert (
        cl.get_by_role("heading", level=2).count() == 1 and cl.get_by_role("textbox", name="Type a move").count() == 1
    )
    # the worked example in Portuguese: the spot laid this turn, the hand card in use, the move box
    assert cx.get_by_role("gridcell", name="-1,1: C, 2 pontos, colocada nesta jogada", exact=True).count() == 1
    assert cx.get_by_role("textbox", name="Escreve uma jogada").count() == 1


def test_a_classic_game_by_the_move_box_and_by_the_table(cards_lab):
    sel = root_sel(cards_lab, "cl")
    done = {"box": [], "table": [], "pass": 0}
    turn = 0
    while (len(done["box"]) < 2 or len(done["table"]) < 2) and turn < 8:
        your_turn(cards_lab, "cl")
        plan = cards_lab.kernel_json("_plan(cl)")
        if plan is None:
            break
        before = cards_lab.kernel_json("len(cl.game.moves)")
        if plan.get("pass"):
            press(cards_lab, f"{sel} .wp-pass", "Enter")
            done["pass"] += 1
        elif len(done["box"]) <= len(done["table"]):
            done["box"].append(turn_by_box(cards_lab, "cl", plan["notation"]))
        else:
            done["table"].append(turn_by_table(cards_lab, "cl", plan["cards"]))
        poll(lambda before=before: cards_lab.kernel_json("len(cl.game.moves)") > before, timeout=60, what="the move")
        if not plan.get("pass"):  # the same cards on the same spots (by the table, a blank may stand elsewhere)
            laid = cards_lab.kernel_json(f"[[r, c, t.upper()] for r, c, t in cl.game.moves[{before}]['play']['cards']]")
            assert sorted(laid) == sorted([r, c, t.upper()] for r, c, t in plan["cards"])
        poll(lambda: focus_inside(cards_lab, sel), timeout=10, what="focus still in the widget")
        if not cards_lab.kernel_json("cl.game.is_over"):
            poll(lambda: "Computer" in said(cards_lab, sel), timeout=60, what="the computer's reply said")
        turn += 1
    RESULTS["keys"]["classic"] = done
    assert len(done["box"]) == 2 and len(done["table"]) == 2, done
    assert cards_lab.kernel_json("cl.session.refused") == 0
    found = axe_checked(cards_lab, sel)
    RESULTS["axe"]["cl mid-game"] = sum(v["nodes"] for v in found)
    assert found == []


def test_wrong_notation_gets_the_engines_sentence_once_and_escape_clears(cards_lab):
    page, sel = cards_lab.page, root_sel(cards_lab, "cm")
    root = page.locator(sel)
    box = root.locator(".wp-movebox-input")
    box.focus()
    page.keyboard.type("0,0 sideways CASA")
    root.locator(".wp-movebox-error").wait_for(timeout=20_000)
    assert "0,0 across TREINO" in root.locator(".wp-movebox-error").inner_text()
    assert box.get_attribute("aria-invalid") == "true"
    page.keyboard.press("Escape")
    poll(lambda: root.locator(".wp-movebox-error").count() == 0 and box.input_value() == "", what="cleared")
    page.keyboard.type("0,0 across CASA")
    root.locator(".wp-headline.wp-legal").wait_for(timeout=20_000)
    assert "scores 10" in root.locator(".wp-headline").inner_text()
    poll(lambda: "scores 10" in said(cards_lab, sel), what="the preview's score said")
    page.keyboard.press("Enter")  # an explainer plays nothing: the play stays laid, the box keeps focus
    poll(lambda: focus_inside(cards_lab, sel), timeout=10, what="focus in the box")
    rows = root.locator(".wp-move")
    rows.first.focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")  # the second best play, chosen from the list by keyboard
    poll(lambda: root.locator(".wp-move.wp-chosen").count() == 1, what="a play chosen")
    assert page.evaluate("() => document.activeElement.dataset.key") == "move-1"


def test_a_forfeit_turn_by_keyboard_and_the_action_window(cards_lab):
    sel = root_sel(cards_lab, "ff")
    your_turn(cards_lab, "ff")
    plan = cards_lab.kernel_json("_plan(ff)")
    before = cards_lab.kernel_json("len(ff.game.moves)")
    presses = turn_by_box(cards_lab, "ff", plan["notation"])
    poll(lambda: cards_lab.kernel_json("len(ff.game.moves)") > before, timeout=60, what="the play")
    if cards_lab.kernel_json("ff.game.window is not None"):  # a window waiting for the learner: closed by keyboard
        presses += press(cards_lab, f"{sel} .wp-close", "Enter")
        poll(lambda: cards_lab.kernel_json("ff.game.window is None"), what="the window closed")
    poll(lambda: focus_inside(cards_lab, sel), timeout=10, what="focus still in the widget")
    RESULTS["keys"]["forfeit (1 turn)"] = presses
    assert cards_lab.kernel_json("ff.session.refused") == 0


def test_rummy_turns_by_the_move_box_and_by_the_hand(cards_lab):
    page, sel = cards_lab.page, root_sel(cards_lab, "ru")
    root = page.locator(sel)
    your_turn(cards_lab, "ru")
    presses = press(cards_lab, f"{sel} .wp-draw-pile", "Enter")
    poll(lambda: cards_lab.kernel_json("ru.game.phase") == "discard", what="drawn")
    assert cards_lab.kernel_json("ru.session.hand") == "?OLRECEL"
    presses += turn_by_box(cards_lab, "ru", "COE LER, discard L") - 1  # the box is already reached by Tab
    # the turn is recorded when the kernel has handled the box's message: until then there is no second event
    turn = "ru.game.events[1]['kind'] if len(ru.game.events) > 1 else None"
    poll(lambda: cards_lab.kernel_json(turn) == "discard", timeout=60, what="the turn")
    assert cards_lab.kernel_json("ru.game.events[1]['words']") == [["COE", None], ["LER", None]]
    poll(lambda: focus_inside(cards_lab, sel), timeout=10, what="focus still in the widget")
    RESULTS["keys"]["rummy by the move box"] = presses
    # the next turn by the pieces: draw, pick a card in the hand (arrows, Space), build a word, discard one
    your_turn(cards_lab, "ru")
    events = cards_lab.kernel_json("len(ru.game.events)")
    presses = press(cards_lab, f"{sel} .wp-draw-pile", "Enter")
    poll(lambda: cards_lab.kernel_json("ru.game.phase") == "discard", what="drawn")
    letter = cards_lab.kernel_json("next(i for i, c in enumerate(ru.session.hand) if c != '?')")  # not a blank
    presses += press(cards_lab, f'{sel} .wp-hand [tabindex="0"]', "Home", *["ArrowRight"] * letter, "Space")
    root.locator(".wp-handcard.wp-picked").wait_for()
    presses += press(cards_lab, f"{sel} .wp-new-word", "Enter")
    poll(lambda: root.locator(".wp-word").count() == 1, what="a word begun")
    assert root.locator('.wp-word[role="group"][aria-label^="Word 1: "]').count() == 1
    presses += press(cards_lab, f'{sel} .wp-wordcard[tabindex="0"]', "Enter")  # taken out again
    poll(lambda: root.locator(".wp-word").count() == 0, what="the word emptied")
    last = cards_lab.kernel_json("max(i for i, c in enumerate(ru.session.hand) if c != '?')")
    presses += press(cards_lab, f'{sel} .wp-hand [tabindex="0"]', "Home", *["ArrowRight"] * last, "Space")
    root.locator(".wp-handcard.wp-picked").wait_for()
    presses += press(cards_lab, f"{sel} .wp-discard", "Enter")
    poll(lambda: cards_lab.kernel_json("len(ru.game.events)") > events + 1, timeout=60, what="the turn ended")
    poll(lambda: focus_inside(cards_lab, sel), timeout=10, what="focus still in the widget")
    RESULTS["keys"]["rummy by the hand"] = presses
    assert cards_lab.kernel_json("ru.session.refused") == 0
    found = axe_checked(cards_lab, sel)
    RESULTS["axe"]["ru mid-game"] = sum(v["nodes"] for v in found)
    assert found == []


def reflow_widths(lab: Lab, names: tuple[str, ...]) -> dict:
    """Each widget's [scroll width, client width] with its cell output 320 CSS px wide."""
    return {
        name: lab.page.evaluate(
            """([sel]) => {
              const root = document.querySelector(sel);
              const holder = root.parentElement;
              const old = holder.style.width;
              holder.style.width = "320px";
              const out = [root.scrollWidth, root.clientWidth];
              holder.style.width = old;
              return out;
            }""",
            [root_sel(lab, name)],
        )
        for name in names
    }


def test_reflow_at_320_px_and_forced_colours(cards_lab):
    """At 320 CSS px no card widget scrolls sideways (the table, a 2-D grid, scrolls inside its own box); in
    forced-colours mode the spots, the cards on the table and in the hand keep their borders."""
    widths = reflow_widths(cards_lab, ("cl", "ff", "ru", "cx", "cm"))
    RESULTS["reflow_320"] = widths
    assert all(wide <= room + 1 for wide, room in widths.values()), widths
    page = cards_lab.page
    page.emulate_media(forced_colors="active")
    try:
        borders = page.evaluate(
            """([sel]) => {
              const root = document.querySelector(sel);
              const width = (q) => parseFloat(getComputedStyle(root.querySelector(q)).borderTopWidth);
              const qs = [".wp-spot", ".wp-spot.wp-card", ".wp-spot.wp-pending", ".wp-handcard"];
              return qs.map(width);
            }""",
            [root_sel(cards_lab, "cx")],
        )
    finally:
        page.emulate_media(forced_colors="none")
    assert borders[0] >= 1 and borders[1] >= 2 and borders[2] >= 3 and borders[3] >= 2, borders

"""A key typed in a widget is the widget's (issue 29), checked in real JupyterLab and Chromium.

* JupyterLab's notebook shortcuts never fire from inside a widget: on one tab stop of each kind (the grid, the
  move box, the rack, each button, the roving lists...) of a Wordsmith, a Scrabble Cards and a Word Thief game,
  each single-key and two-key command-mode shortcut is pressed, and after EACH key alone the notebook is
  unchanged (its cells, their types, the active cell) and focus is still in the widget.
* The text a learner types is theirs: with every kernel answer held back, letters typed while previews are in
  flight all stay, in order; the move box is one node that never loses focus while it is used.
* Focus stays in the move box after a move typed in Word Thief (it went to *Undo*).

One notebook, one page (a module fixture) on the session's one lab.
"""

from __future__ import annotations

import pytest

from tests.browser.harness import Lab, poll, scratch_notebook
from tests.browser.test_browser_a11y import root_sel

CELLS = [
    """
from wordplay.widgets import BoardGameWidget, CardsGameWidget, ThiefGameWidget
from wordplay.board.finder import best_play as _bp
from wordplay.board.notation import play_notation as _pn
def _board_move(w):
    s = w.session
    return _pn(s.board, _bp(s.ruleset, s.board, s.rack, s.lexicon))
def _thief_move(w):
    s = w.session
    return [f for f in s.found(top=40) if f.kind == "play"][0].notation()
""",
    'ws = BoardGameWidget("wordsmith", ["You", ("Computer", 1)], seed=3)\nws',
    'cl = CardsGameWidget("classic", ["You", ("Computer", 1)], seed=4)\ncl',
    'tg = ThiefGameWidget(["You", ("Computer", 1)], seed=2)\ntg',
]

RESULTS: dict = {"stops": {}}

# JupyterLab 4's command-mode notebook shortcuts (Help > Show Keyboard Shortcuts, "Notebook Panel"): a/b insert,
# x/c/v/V cut, copy, paste, z/Z undo and redo a cell operation, d d delete, m/y/r/1 change the type, M merge, L
# line numbers, o output, j/k/arrows select, Shift+Enter/Ctrl+Enter/Alt+Enter run. "d" is pressed twice: the
# check after the first one sees the chord still pending, after the second one the deletion it would make.
SINGLE = ["a", "b", "m", "y", "r", "1", "x", "c", "v", "Shift+V", "z", "Shift+Z", "Shift+M", "Shift+L", "o"]
SINGLE += ["j", "k", "Shift+J", "ArrowUp", "ArrowDown"]
CHORDS = [["d", "d"], ["i", "i"]]
RUN = ["Shift+Enter", "Control+Enter", "Alt+Enter"]  # only where Enter is not "press this button"

_NOTEBOOK = """([sel]) => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  const root = document.querySelector(sel);
  const a = document.activeElement;
  return { cells: nb.widgets.map((c) => c.model.type).join(","), active: nb.activeCellIndex, mode: nb.mode,
           focus: !!root && !!a && a !== root && root.contains(a) };
}"""

# One tab stop of each kind in a widget: its focusable controls, one per class (the first class name and the
# data-key without its number), each as a selector that finds it again after a redraw.
_STOPS = """([sel]) => {
  const root = document.querySelector(sel);
  const seen = new Map();
  for (const n of root.querySelectorAll("button, input, [tabindex='0']")) {
    if (n.disabled || !n.getClientRects().length || n.tabIndex < 0) continue;
    const keyed = n.closest("[data-key]");
    if (!keyed) continue;
    const kind = (n.getAttribute("role") || n.tagName) + ":" + (n.className.split(" ")[0] || "")
      + ":" + keyed.dataset.key.replace(/[-_]?[0-9]+$/, "");
    if (!seen.has(kind)) seen.set(kind, `${sel} [data-key="${CSS.escape(keyed.dataset.key)}"]`
      + (keyed === n ? "" : ` ${n.tagName.toLowerCase()}`));
  }
  return [...seen.entries()];
}"""


@pytest.fixture(scope="module")
def keys_lab(browser, lab):
    with scratch_notebook(browser, lab, "a11y_keys", CELLS, RESULTS) as lab_page:
        yield lab_page


def notebook(lab: Lab, sel: str) -> dict:
    return lab.page.evaluate(_NOTEBOOK, [sel])


def type_move(lab: Lab, name: str, notation: str, enter: bool) -> None:
    box = lab.page.locator(root_sel(lab, name)).locator(".wp-movebox-input")
    box.focus()
    lab.page.keyboard.type(notation)
    if enter:
        count = f"len({name}.game.sheet)" if name == "tg" else f"len({name}.game.moves)"
        moves = lab.kernel_json(count)
        lab.page.keyboard.press("Enter")
        try:
            poll(lambda: lab.kernel_json(count) > moves, timeout=60, what="the move played")
        except AssertionError as exc:
            said = box.evaluate("n => n.closest('.wp-root').nextElementSibling.dataset.said")
            raise AssertionError(f"{notation!r}: box {box.input_value()!r}, said {said!r}") from exc
        poll(lambda: lab.kernel_json(f"{name}.session.computer_to_move()") is False, timeout=120, what="your turn")


def shortcut_breaks(lab: Lab, name: str, stop: str, keys: list[str], sel: str, before: dict) -> list[str]:
    """Press ``keys`` one by one on ``stop``; after each, what changed in the notebook or where focus went."""
    page = lab.page
    page.locator(stop).first.focus()
    broken = []
    for n, key in enumerate(keys):
        page.keyboard.press(key)
        page.wait_for_timeout(120 if n + 1 < len(keys) else 250)  # a redraw, a command, a cell made
        after = notebook(lab, sel)
        if after != before:
            broken.append(f"{name} {stop} {'+'.join(keys[: n + 1])}: {before} -> {after}")
            break
    if page.locator(stop).first.evaluate("n => n.matches('input, [role=gridcell]')"):
        page.keyboard.press("Escape")  # the letters typed or tiles laid are taken back
    return broken


def test_no_notebook_shortcut_fires_from_any_tab_stop(keys_lab):
    """Every shortcut on one stop of each kind; the widgets mid-game (one move made, a second one previewed, so
    the score sheet, the scoring steps and the stepper exist)."""
    lab = keys_lab
    lab.kernel("_m = _board_move(ws)")
    type_move(lab, "ws", lab.kernel_json("_m"), enter=True)
    type_move(lab, "ws", lab.kernel_json("_board_move(ws)"), enter=False)
    lab.page.locator(root_sel(lab, "ws")).locator(".wp-headline.wp-legal").wait_for(timeout=30_000)
    type_move(lab, "tg", lab.kernel_json("_thief_move(tg)"), enter=True)
    broken: list[str] = []
    for name in ("ws", "cl", "tg"):
        sel = root_sel(lab, name)
        stops = lab.page.evaluate(_STOPS, [sel])
        RESULTS["stops"][name] = [kind for kind, _ in stops]
        assert len(stops) >= 5, stops
        for _kind, stop in stops:
            lab.page.locator(stop).first.focus()
            before = notebook(lab, sel)
            assert before["focus"], stop
            presses = [[k] for k in SINGLE] + CHORDS
            if lab.page.locator(stop).first.evaluate("n => n.matches('input, [role=gridcell]')"):
                presses += [[k] for k in RUN]
            for keys in presses:
                broken += shortcut_breaks(lab, name, stop, keys, sel, before)
                if broken:
                    break  # the notebook has changed: what follows would be measured on another page
            if broken:
                break
        if broken:
            break
    assert broken == []


def test_typed_letters_all_stay_while_the_kernel_is_slow(keys_lab):
    """Every kernel answer held back 0.6 s (the widget's messages to Python delayed in the page): letters typed
    30-150 ms apart, while earlier previews are answered, all stay in the box in order, the box is one node that
    never loses focus, and after the answers come the box still holds exactly what was typed."""
    lab, page = keys_lab, keys_lab.page
    sel = root_sel(lab, "ws")
    box = page.locator(sel).locator(".wp-movebox-input")
    box.focus()
    page.keyboard.press("Escape")
    page.evaluate(
        """([sel]) => {
          const root = document.querySelector(sel);
          const model = root.__wordplay.model;
          const save = model.save_changes.bind(model);
          model.save_changes = () => setTimeout(save, 600);  // every intent reaches Python 0.6 s late
          const box = root.querySelector(".wp-movebox-input");
          window.__box = { node: box, focus: 0, blur: 0 };
          box.addEventListener("focus", () => window.__box.focus++);
          box.addEventListener("blur", () => window.__box.blur++);
        }""",
        [sel],
    )
    words = "H4 QUIRKY  POTMEN ZILLIONTH"
    for n, ch in enumerate(words):
        page.keyboard.type(ch)
        page.wait_for_timeout((30, 80, 150, 300)[n % 4])
        assert box.input_value() == words[: n + 1]
    page.wait_for_timeout(2500)  # every late answer has come
    assert box.input_value() == words
    state = page.evaluate(
        "([sel]) => ({ same: document.querySelector(sel + ' .wp-movebox-input') === window.__box.node,"
        " focused: document.activeElement === window.__box.node, focus: window.__box.focus,"
        " blur: window.__box.blur })",
        [sel],
    )
    assert state == {"same": True, "focused": True, "focus": 0, "blur": 0}
    page.keyboard.press("Escape")


def test_focus_stays_in_the_move_box_after_a_word_thief_move(keys_lab):
    lab = keys_lab
    sel = root_sel(lab, "tg")
    for _ in range(2):
        type_move(lab, "tg", lab.kernel_json("_thief_move(tg)"), enter=True)
        lab.page.wait_for_timeout(500)
        focused = lab.page.evaluate(
            "([sel]) => document.activeElement === document.querySelector(sel + ' .wp-movebox-input')", [sel]
        )
        assert focused, lab.page.evaluate("() => document.activeElement.outerHTML.slice(0, 120)")


def test_the_board_grid_speaks_board_coordinates_once(keys_lab):
    """A screen reader counted the drawn header row and column (F9 was "row 10") and heard the coordinate three
    times (name, title, header): the headers are hidden from it, rows and columns carry the board's indices,
    no cell has a title, and the grid's size is the board's."""
    lab = keys_lab
    sel = root_sel(lab, "ws")
    found = lab.page.evaluate(
        """([sel]) => {
          const grid = document.querySelector(sel + ' [role="grid"]');
          const cell = grid.querySelector('[role="gridcell"][data-name="F9"]');
          const visible = (n) => !n.closest('[aria-hidden="true"]');
          return {
            size: [grid.getAttribute("aria-rowcount"), grid.getAttribute("aria-colcount")],
            rows: [...grid.querySelectorAll('[role="row"]')].filter(visible).length,
            headers: [...grid.querySelectorAll('[role="columnheader"], [role="rowheader"]')].length,
            row: cell.closest('[role="row"]').getAttribute("aria-rowindex"),
            column: cell.getAttribute("aria-colindex"),
            titled: grid.querySelectorAll("[title]").length,
            name: cell.textContent,
          };
        }""",
        [sel],
    )
    assert found["size"] == ["15", "15"] and found["rows"] == 15 and found["headers"] == 0
    assert (found["row"], found["column"]) == ("9", "6")  # F is the 6th column
    assert found["titled"] == 0 and found["name"].startswith("F9") and found["name"].count("F9") == 1


def test_the_move_box_takes_no_more_than_python_reads(keys_lab):
    """A box holding more than Python's limit (a refused move left in it and another typed after it) sent a text
    Python refused as a forged message, and the learner heard "The page sent a message that was refused...", up to
    three times. The box takes MAX_MOVE_CHARS characters and no more, so nothing is refused."""
    from wordplay.widgets.protocol import MAX_MOVE_CHARS

    lab, page = keys_lab, keys_lab.page
    sel = root_sel(lab, "cl")
    refused = lab.kernel_json("cl.session.refused")
    box = page.locator(sel).locator(".wp-movebox-input")
    box.focus()
    page.keyboard.press("Escape")
    text = "0,0 across ZZZQ " * 10  # 160 characters, each a key
    page.keyboard.type(text)
    page.wait_for_timeout(1500)  # the last previews answered
    assert box.input_value() == text[:MAX_MOVE_CHARS]
    said = box.evaluate("n => n.closest('.wp-root').nextElementSibling.dataset.said || ''")
    assert lab.kernel_json("cl.session.refused") == refused and "The page sent" not in said, said
    page.keyboard.press("Escape")

"""A key typed in a widget is the widget's (issue 29), checked in real JupyterLab and Chromium.

* JupyterLab's notebook shortcuts never fire from inside a widget: on one tab stop of each kind (the grid, the
  move box, the rack, each button, the roving lists...) of a Wordsmith, a Scrabble Cards and a Word Thief game,
  each single-key and two-key command-mode shortcut is pressed, and after EACH key alone the notebook is
  unchanged (its cells, their types, the active cell), focus is still in the widget, JupyterLab's keymap never
  saw the key (it runs a shortcut's command a moment after the key, so a key it saw is caught at once, not after
  a wait) and ran no command; once the widget has settled (its answers drawn), nothing changed late either.
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

# The probe, set in the page once: what JupyterLab did with keys, recorded as it happens (no waiting for a shortcut
# that should not come): every keydown its keymap was handed (Lumino's CommandRegistry.processKeydownEvent, which
# reads the keys bubbling up to the document and runs the shortcuts; a modifier's own keydown is no shortcut, and
# the widget lets Ctrl pass), and every command it executed, by whatever path. state(sel): the notebook (its cells,
# their types, the active cell, the mode), whether focus is inside the widget ``sel``, and those two records.
# record(sel, stop, presses): from now on, as each key of ``presses`` comes back up (keyup, seen first on the
# window), the state then, when its keydown has done all it does at once; after a press's last key, focus back on
# ``stop``. A key press returns once the page has handled it, so nothing is waited for between keys.
_PROBE = """() => {
  if (window.__keys) return;
  const commands = window.jupyterapp.commands;
  const keys = { reached: [], executed: [], log: null };
  window.__keys = keys;
  const process = commands.processKeydownEvent.bind(commands);
  const MODIFIERS = ["Shift", "Control", "Alt", "Meta"];
  commands.processKeydownEvent = (event) => {
    if (!MODIFIERS.includes(event.key)) keys.reached.push(event.key);
    return process(event);
  };
  commands.commandExecuted.connect((_, args) => keys.executed.push(args.id));
  keys.state = (sel) => {
    const nb = window.jupyterapp.shell.currentWidget.content;
    const root = document.querySelector(sel);
    const a = document.activeElement;
    return { cells: nb.widgets.map((c) => c.model.type).join(","), active: nb.activeCellIndex, mode: nb.mode,
             focus: !!root && !!a && a !== root && root.contains(a), reached: keys.reached.slice(),
             executed: keys.executed.slice() };
  };
  let plan = [];
  window.addEventListener("keyup", (event) => {
    if (keys.log === null || MODIFIERS.includes(event.key)) return;
    const [sel, stop, press, key, last] = plan[keys.log.length] || [null, null, -1, -1, false];
    keys.log.push([press, key, sel ? keys.state(sel) : "a key up that was not pressed: " + event.key]);
    if (last) document.querySelector(stop).focus();
  }, true);
  keys.record = (sel, stop, presses) => {
    plan = presses.flatMap((p, i) => p.map((_, k) => [sel, stop, i, k, k === p.length - 1]));
    keys.log = [];
    document.querySelector(stop).focus();
  };
  keys.recorded = () => { const log = keys.log; keys.log = null; return log; };
}"""
_NOTEBOOK = "([sel]) => window.__keys.state(sel)"

# A key's late effects, waited for by their own signals: every intent the widget sent has its answer drawn
# (the intent sender's seq, as tests/browser/harness.click_latencies reads it), then two frames (its redraw).
_ANSWERED = """([sel]) => {
  const root = document.querySelector(sel);
  return (root.dataset.sentSeq ?? "") === (root.dataset.latencySeq ?? "");
}"""
_TWO_FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"

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

# the kinds (as _STOPS names them) of the disabled buttons and inputs: a stop a key disabled (the stepper's "last"
# once a key has stepped to the last step) is no longer a tab stop, and cannot be visited
_DISABLED = _STOPS.replace("if (n.disabled || ", "if (!n.disabled || ")


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


TYPE_PAUSE_MS = 200  # the move box sends its preview once typing pauses this long (typed.js's TYPE_PAUSE_MS)


def settle(lab: Lab, sel: str, typed: bool = False) -> None:
    """Wait until every intent the widget ``sel`` sent is answered and drawn; after typing, once the move box has
    sent what was typed last."""
    if typed:
        lab.page.wait_for_timeout(TYPE_PAUSE_MS + 50)
    lab.page.wait_for_function(_ANSWERED, arg=[sel], timeout=60_000, polling=50)
    lab.page.evaluate(_TWO_FRAMES)


def stop_breaks(lab: Lab, name: str, stop: str, sel: str) -> list[str]:
    """Every shortcut pressed on one tab stop, each press starting from it: after each key alone, whether the
    notebook changed, focus left the widget, or JupyterLab's keymap saw the key or ran a command; then, once the
    widget has settled (its answers drawn), whether anything changed late."""
    page = lab.page
    page.locator(stop).first.focus()
    before = notebook(lab, sel)
    assert before["focus"], stop
    presses = [[k] for k in SINGLE] + CHORDS
    typed = page.locator(stop).first.evaluate("n => n.matches('input, [role=gridcell]')")
    if typed:
        presses += [[k] for k in RUN]
        presses = [[*keys, "Escape"] for keys in presses]  # the letters typed or tiles laid are taken back
    page.evaluate("([sel, stop, presses]) => window.__keys.record(sel, stop, presses)", [sel, stop, presses])
    for keys in presses:
        for key in keys:
            page.keyboard.press(key)
    log = page.evaluate("() => window.__keys.recorded()")
    assert len(log) == sum(map(len, presses)), log  # every key seen coming back up, and no other
    for press, key, after in log:
        if presses[press][key] != "Escape" and after != before:
            return [f"{name} {stop} {'+'.join(presses[press][: key + 1])}: {before} -> {after}"]
    settle(lab, sel, typed)
    after = notebook(lab, sel)
    return [] if after == before else [f"{name} {stop}, once settled: {before} -> {after}"]


def keep_previewed(lab: Lab, sel: str, notation: str) -> bool:
    """The move ``notation`` typed in the move box of the board widget ``sel`` and previewed (its scoring steps
    and stepper drawn), typed again if a stop's keys took it back: Escape in the box clears it, and on the board
    it recalls the tiles shown. Whether it was typed again."""
    box = lab.page.locator(sel).locator(".wp-movebox-input")
    if box.input_value() == notation and lab.page.locator(sel).locator(".wp-headline.wp-legal").count():
        return False
    box.focus()
    lab.page.keyboard.press("Escape")
    lab.page.keyboard.type(notation)
    settle(lab, sel, typed=True)
    lab.page.locator(sel).locator(".wp-headline.wp-legal").wait_for(timeout=30_000)
    return True


def test_no_notebook_shortcut_fires_from_any_tab_stop(keys_lab):
    """Every shortcut on one stop of each kind; the widgets mid-game (one move made, a second one previewed, so
    the score sheet, the scoring steps and the stepper exist). A stop's keys can change what the widget shows
    (the preview taken back, another step shown): the preview is typed again before each stop, and the stops are
    listed again after each, so every kind listed at the start is visited, and any kind a key brought too."""
    lab = keys_lab
    lab.kernel("_m = _board_move(ws)")
    type_move(lab, "ws", lab.kernel_json("_m"), enter=True)
    previewed = lab.kernel_json("_board_move(ws)")
    type_move(lab, "ws", previewed, enter=False)
    lab.page.locator(root_sel(lab, "ws")).locator(".wp-headline.wp-legal").wait_for(timeout=30_000)
    type_move(lab, "tg", lab.kernel_json("_thief_move(tg)"), enter=True)
    lab.page.evaluate(_PROBE)
    for name in ("ws", "cl", "tg"):
        sel = root_sel(lab, name)
        listed: list[str] | None = None
        visited: list[str] = []
        while True:
            if name == "ws" and keep_previewed(lab, sel, previewed):
                RESULTS["previews typed again"] = RESULTS.get("previews typed again", 0) + 1
            settle(lab, sel)
            stops = dict(lab.page.evaluate(_STOPS, [sel]))
            if listed is None:
                listed = list(stops)
                assert len(listed) >= 5, stops
            todo = [kind for kind in stops if kind not in visited]
            if not todo:
                break
            visited.append(todo[0])
            RESULTS["stops"][name] = visited
            assert stop_breaks(lab, name, stops[todo[0]], sel) == []
        disabled = dict(lab.page.evaluate(_DISABLED, [sel]))
        missed = [kind for kind in listed if kind not in visited]
        RESULTS.setdefault("disabled by a key", {})[name] = missed
        assert [kind for kind in missed if kind not in disabled] == []
    # a chord's first key held by JupyterLab fires after a second at most (Lumino's chord timeout): none was
    lab.page.wait_for_timeout(1200)
    assert notebook(lab, root_sel(lab, "tg"))["executed"] == []


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
    settle(lab, sel, typed=True)  # every late answer has come
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
    settle(lab, sel, typed=True)  # the last previews answered
    assert box.input_value() == text[:MAX_MOVE_CHARS]
    said = box.evaluate("n => n.closest('.wp-root').nextElementSibling.dataset.said || ''")
    assert lab.kernel_json("cl.session.refused") == refused and "The page sent" not in said, said
    page.keyboard.press("Escape")

"""A real screen reader speaks a typed move and its score (issue 29): Orca, Chromium and JupyterLab, all real.

Orca (Debian's) runs under Xvfb with a D-Bus session and AT-SPI (tests/browser/screen_reader.py) and reads a
headful Chromium showing a notebook with two games: a Wordsmith game in English and a Literaki game in Polish. In
each, the move box is focused, the best play (found by the move finder in the kernel, with the finder's own score;
in Literaki one with a blank) is typed key by key through the X server and played with Enter, and Orca's debug log
(its ``SPEECH OUTPUT`` lines, what it hands to the speech synthesiser) must hold the learner's move with its score
in the widget's language, a blank named ("You played H4 QUIRKY for 36." / "Ola: H7 PADAcH (mydełko jako C) za 12
pkt."). While the move is typed, the move box's long help is
spoken at most once (the box is one element, never rebuilt under the reader: the audit heard it four times), and
Orca's focus stays in the box (a list redrawn with a selected option took it: "Scoring steps, List with 6 items").
On the scoring steps Orca stays in focus mode and the arrow keys reach the widget (the audit's Orca stayed in
browse mode there, and "Step n of m" never came).

What Orca said, from focusing the box to the computer's reply, goes to tests/artifacts/orca_spoken.json.
Skipped, with the reason, where Orca, Xvfb, xdotool, D-Bus or AT-SPI are missing (``.ci/orca_packages``).
"""

from __future__ import annotations

import json

import pytest

from tests.browser.harness import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, poll, scratch_notebook
from tests.browser.screen_reader import headful, missing_tools, orca_desktop

if missing_tools():
    pytest.skip(f"no screen reader (missing: {', '.join(missing_tools())}; .ci/orca_packages)", allow_module_level=True)

CELLS = [
    """
from wordplay.widgets import BoardGameWidget
from wordplay.board.finder import best_plays as _best
from wordplay.board.notation import play_notation as _pn
def _typed_move(w, blank):
    # the finder's best play whose word a US keyboard types (no Polish letters), with a blank (a lower-case
    # letter) or without, and its score
    s = w.session
    for f in _best(s.ruleset, s.board, s.rack, s.lexicon, n=60):
        n = _pn(s.board, f.play)
        if n.isascii() and (n.upper() != n) == blank:
            return [n, f.score]
""",
    'ws = BoardGameWidget("wordsmith", ["You", ("Computer", 1)], seed=3)\nws',
    'lit = BoardGameWidget("literaki", ["Ola", ("Komputer", 1)], seed=3, language="pl")\nlit',  # rack AHPPDA?
]

# The learner's own move, as the catalogue words it (widget.played: "{player} played {notation} for {total}."; the
# Polish from wordplay/data/locale/pl.po), the Literaki move's blank named ("mydełko jako C": a lower-case c is
# heard as C), and a piece of the move box's help (widget.label.move_box_help).
PLAYED = {"ws": "You played {n} for {s}.", "lit": "Ola: {n} (mydełko jako {b}) za {s} pkt."}
HELP = {"ws": "Enter plays, Escape clears", "lit": "Enter zagrywa, Escape czyści"}
# The scoring steps' list (widget.label.steps): redrawn after the move, it must not take Orca's focus from the box.
STEPS = {"ws": "Scoring steps", "lit": "Kroki liczenia punktów"}
RESULTS: dict = {}


@pytest.fixture(scope="module")
def reader(browser, lab, tmp_path_factory):
    """Orca's desktop, a headful Chromium on it and the notebook of two games run in it."""
    with orca_desktop(tmp_path_factory.mktemp("orca")) as desktop:
        chromium = headful(browser.browser_type, CHROMIUM, CHROMIUM_ARGS, desktop)
        try:
            with scratch_notebook(chromium, lab, "orca", CELLS, RESULTS) as lab_page:
                desktop.focus_window()
                yield desktop, lab_page
        finally:
            chromium.close()
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            (ARTIFACTS / "orca_spoken.json").write_text(json.dumps(RESULTS, indent=1, ensure_ascii=False), "utf-8")


def type_in_the_box(desktop, box, notation: str) -> int:
    """Focus the move box (Orca announces an entry), type ``notation`` through X; Orca's log mark before it."""
    box.scroll_into_view_if_needed()
    start = desktop.mark()
    box.focus()
    desktop.wait_for(lambda said: any("entry" in s for s in said), start, 30, "the move box as an entry")
    desktop.type(notation)
    poll(lambda: box.input_value() == notation, timeout=30, what=f"{notation!r} in the move box")
    return start


@pytest.mark.parametrize("name", ["ws", "lit"])
def test_orca_speaks_a_typed_move_with_its_score(reader, name):
    desktop, lab = reader
    notation, score = lab.kernel_json(f"_typed_move({name}, blank={name == 'lit'})")
    moves = lab.kernel_json(f"len({name}.game.moves)")
    box = lab.page.locator(f'.wp-root[data-uid="{lab.kernel_json(f"{name}.uid")}"] .wp-movebox-input')
    start = type_in_the_box(desktop, box, notation)
    typing = desktop.spoken(start)
    desktop.key("Return")
    blanks = ", ".join(c.upper() for c in notation if c.islower())
    played = PLAYED[name].format(n=notation, s=score, b=blanks)
    said = desktop.wait_for(lambda said: any(played in s for s in said), start, 90, repr(played))
    poll(lambda: lab.kernel_json(f"len({name}.game.moves)") >= moves + 2, timeout=120, what="the computer's reply")
    lab.page.wait_for_timeout(1500)  # Orca speaks a polite region's change within a moment
    said = desktop.spoken(start)
    RESULTS[name] = {"typed": notation, "score": score, "keys": len(notation) + 1, "spoken": said}
    assert sum(HELP[name] in s for s in typing) <= 1, typing
    assert not [s for s in said if STEPS[name] in s], "Orca left the move box for the scoring steps"


def test_orca_hands_the_arrow_keys_to_the_scoring_steps(reader):
    """The audit's Orca stayed in browse mode on the scoring steps (plain list items): ArrowDown moved Orca's own
    cursor and never reached the widget. As a listbox, the steps take Orca to focus mode: from the move box,
    Shift+Tab reaches a step, Orca stays in focus mode, and ArrowDown reaches the widget: it shows the next step
    on the board, and Orca speaks its sentence ("U on H5: 1, +1. Total 11")."""
    desktop, lab = reader
    root = lab.page.locator(f'.wp-root[data-uid="{lab.kernel_json("ws.uid")}"]')
    notation, _ = lab.kernel_json("_typed_move(ws, blank=False)")
    box = root.locator(".wp-movebox-input")
    start = type_in_the_box(desktop, box, notation)
    root.locator(".wp-headline.wp-legal").wait_for(timeout=60_000)
    for _ in range(6):  # back from the box to the steps (the stepper's buttons lie between on some layouts)
        desktop.key("shift+Tab")
        lab.page.wait_for_timeout(300)
        if lab.page.evaluate("() => document.activeElement.classList.contains('wp-step')"):
            break
    first = lab.page.evaluate("() => document.activeElement.dataset.step")
    assert first is not None, lab.page.evaluate("() => document.activeElement.outerHTML.slice(0, 160)")
    start = desktop.mark()
    desktop.key("Down")
    # the widget had the key: the step it shows on the board is the next one (in browse mode Orca moves its own
    # cursor, and focus with it, but the widget never hears the arrow and shows no step)
    current = root.locator(".wp-step.wp-current")
    poll(
        lambda: current.count() == 1 and current.get_attribute("data-step") == str(int(first) + 1),
        timeout=10,
        what="the widget showing the next step",
    )
    step = current.locator(".wp-step-text").text_content()
    said = desktop.wait_for(lambda said: any(step in s for s in said), start, 20, repr(step))
    RESULTS["steps"] = {"first": first, "step": step, "spoken": said}
    assert not [s for s in said if "Browse mode" in s], said
    desktop.key("Escape")

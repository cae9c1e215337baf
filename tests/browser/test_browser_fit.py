"""Every state of every widget fits, checked in a real browser (JupyterLab + Debian's Chromium).

Each game widget is shown live, with a move on the analysis board (its score sheet row chosen, so "How
it scores" explains it beside the board), with the review open, and at the end of a game; Word Thief also
with a steal previewed. In a 1024 px window, with JupyterLab's file browser closed and open, no part of any widget lies
past the widget's edges (a box that scrolls inside the widget, such as a wide grid, is checked as one box),
and the explanation's steps are inside the widget. In a 320 CSS px cell (a phone, or 400 % zoom), every
widget without a board reflows: nothing past its edges and no sideways scrolling. The unseen tiles
are drawn as boxed groups, a letter with its count. Screenshots go to ``tests/artifacts/fit-*.png``.
"""

from __future__ import annotations

import itertools

from tests.browser.harness import poll, root_of
from tests.browser.test_browser_widgets import scratch_notebook

SETUP = """
from wordplay.board.game import BoardGame
from wordplay.board.finder import best_play
from wordplay.cards import ComputerPlayer, new_game
from wordplay.thief.finder import find_moves
from wordplay.thief.game import ThiefGame
from wordplay.thief.moves import GiveUp
from wordplay.widgets import BoardGameWidget, CardsExplainer, CardsGameWidget, ThiefExplainer, ThiefGameWidget

def _send(w, **intent):
    assert w.receive({"seq": w.session.ack + 1, **intent}), w.session.refusal

def _board(seed, moves, variant="wordsmith"):
    g = BoardGame(variant, ["Ann", "Ben"], seed=seed)
    for _ in range(moves):
        p = best_play(g.ruleset, g.board, g.rack, g.lexicon)
        g.play(p) if p else g.pass_turn()
    return g

def _cards(variant, seed, moves):
    g = new_game(variant, ["Ann", "Ben"], seed=seed)
    bots = [ComputerPlayer(1, seed=1), ComputerPlayer(1, seed=2)]
    for _ in range(moves):
        if g.is_over:
            break
        g.apply(bots[g.to_move].choose(g))
    return g

def _thief(seed, moves):
    g = ThiefGame("word-thief", ["Ann", "Ben"], seed=seed)
    for _ in range(moves):
        found = find_moves(g.ruleset, g.lexicon, g.hand, g.stealable(), max_split=1)
        g.apply(found[0].move if found else GiveUp(tuple(c.id for c in g.hand[:3])))
    return g
"""

# (name, the widget made, what is done to it); a row of the score sheet opens that move on the analysis board
CELLS = {
    "ws_analysed": (
        'BoardGameWidget("wordsmith", ["Ann", "Ben"], game=_board(5, 6))',
        '_send({w}, action="review", turn=4)',
    ),
    "ws_review": ('BoardGameWidget("wordsmith", ["Ann", "Ben"], game=_board(5, 6))', "{w}.open_review(3)"),
    "ws_ended": ('BoardGameWidget("wordsmith", [("Ann", 1), ("Ben", 1)], seed=2)', ""),
    "lit_analysed": (
        'BoardGameWidget("literaki", ["Ann", "Ben"], game=_board(3, 6, "literaki"), language="pl")',
        '_send({w}, action="review", turn=4)',
    ),
    "classic_analysed": (
        'CardsGameWidget("classic", ["Ann", "Ben"], game=_cards("classic", 2, 6))',
        '_send({w}, action="analyse", number=5)',
    ),
    "classic_review": (
        'CardsGameWidget("classic", ["Ann", "Ben"], game=_cards("classic", 2, 6))',
        "{w}.open_review(5)",
    ),
    "forfeit_analysed": (
        'CardsGameWidget("forfeit", ["Ann", "Ben"], game=_cards("forfeit", 4, 6))',
        '_send({w}, action="analyse", number=3)',
    ),
    "rummy_analysed": (
        'CardsGameWidget("rummy", ["Ann", "Ben"], game=_cards("rummy", 3, 8))',
        '_send({w}, action="analyse", number=3)',
    ),
    "rummy_review": ('CardsGameWidget("rummy", ["Ann", "Ben"], game=_cards("rummy", 3, 8))', "{w}.open_review()"),
    "cards_ended": ('CardsGameWidget("classic", [("Ann", 1), ("Ben", 1)], seed=5)', ""),
    "thief_preview": ('ThiefGameWidget("word-thief", ["Ann", "Ben"], game=_thief(6, 4))', "_steal({w})"),
    "thief_preview_pt": (
        'ThiefGameWidget("word-thief", ["Ann", "Ben"], game=_thief(6, 4), language="pt")',
        "_steal({w})",
    ),
    "rummy_review_ro": (
        'CardsGameWidget("rummy", ["Ann", "Ben"], game=_cards("rummy", 3, 8), language="ro")',
        "{w}.open_review()",
    ),
    "thief_steals": (
        'ThiefGameWidget("word-thief", ["Ann", "Ben"], game=_thief(6, 4))',
        '_send({w}, action="steals"); _send({w}, action="choose", rank=0)',
    ),
    "thief_analysed": (
        'ThiefGameWidget("word-thief", ["Ann", "Ben"], game=_thief(6, 6))',
        '_send({w}, action="analyse", number=5)',
    ),
    "thief_review": ('ThiefGameWidget("word-thief", ["Ann", "Ben"], game=_thief(6, 6))', "{w}.open_review(5)"),
    "thief_split": (
        "ThiefExplainer(['F/blue R/green O/yellow N/yellow T/red'], 'W/red C/red A/red', 'FRONT -> FROWN CAT')",
        "",
    ),
    "cards_explained": ('CardsExplainer("classic", {}, "0,0 across TREINO", hand="OEITRNR")', ""),
    "thief_ended": ('ThiefGameWidget("word-thief", [("Ann", 1), ("Ben", 1)], seed=2)', ""),
}

STEAL = """
def _steal(w):
    best = next(f for f in w.session.found() if f.target is not None)
    _send(w, action="preview_move", move=f"{best.target.text} -> {' + '.join(best.words)}")
"""

BOARDS = {"ws_analysed", "ws_review", "ws_ended", "lit_analysed"}

# Every drawn part of the widget, except those inside a box that scrolls within it (that box is checked
# instead): [class, left, right] of each lying outside the widget's box by more than a pixel.
OUTSIDE = """root => {
  const box = root.getBoundingClientRect();
  const out = [];
  const walk = (node) => {
    for (const e of node.children) {
      const s = getComputedStyle(e);
      if (s.display === "none" || e.classList.contains("wp-sr-only") || !e.getClientRects().length) continue;
      const r = e.getBoundingClientRect();
      if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1))
        out.push([e.className || e.tagName, Math.round(r.left - box.left), Math.round(r.right - box.right)]);
      if (!["auto", "scroll", "hidden", "clip"].includes(s.overflowX)) walk(e);
    }
  };
  walk(root);
  return { out, scroll: [root.scrollWidth, root.clientWidth] };
}"""

NARROW = """(root) => { root.parentElement.style.width = "320px"; }"""
WIDE = """(root) => { root.parentElement.style.width = ""; }"""


def test_every_state_of_every_widget_fits(open_lab, lab):
    cells = [SETUP, STEAL]
    for name, (make, then) in CELLS.items():
        cells.append(f"{name} = {make}\n" + (then.format(w=name) + "\n" if then else "") + name)
    nb = open_lab(scratch_notebook(lab, "scratch_fit.ipynb", cells))
    nb.run_all()
    assert not nb.errors(), nb.cell_texts()
    page = nb.page
    roots = {name: root_of(nb, nb.kernel_json(f"{name}.uid")) for name in CELLS}
    for name in ("ws_analysed", "classic_analysed", "thief_analysed"):
        assert roots[name].locator(".wp-main > .wp-analysis").count() == 1, name  # the move in the board's place
    assert roots["ws_analysed"].locator(".wp-steps li").count() >= 3  # "How it scores" explains the move
    assert roots["thief_preview"].locator(".wp-headline.wp-legal").count() == 1
    assert roots["ws_ended"].locator(".wp-summary").count() == 1 and roots["thief_ended"].locator(".wp-summary").count()

    # the unseen tiles: each letter and its count one boxed group, spaced from the next ("?3 A4", never "?3 24")
    chips = (
        roots["ws_analysed"]
        .locator(".wp-unseen-list li")
        .evaluate_all(
            "all => all.map(li => { const r = li.getBoundingClientRect();"
            " return [parseFloat(getComputedStyle(li).borderTopWidth), r.left, r.right, r.top]; })"
        )
    )
    assert len(chips) > 10 and all(border >= 1 for border, *_ in chips), chips
    assert all(b[1] - a[2] >= 4 for a, b in itertools.pairwise(chips) if a[3] == b[3]), chips

    page.set_viewport_size({"width": 1024, "height": 768})
    wide, narrow = {}, {}
    for browser_open in (False, True):  # the notebook alone in the window, then beside the file browser
        if browser_open:
            page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
            poll(lambda: page.locator(".jp-FileBrowser").first.is_visible(), timeout=15, what="the file browser")
        else:
            page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
            poll(lambda: not page.locator(".jp-FileBrowser").first.is_visible(), timeout=15, what="no file browser")
        page.wait_for_timeout(500)  # the layout settles after the resize
        for name, root in roots.items():
            root.scroll_into_view_if_needed()
            found = root.evaluate(OUTSIDE)
            steps = root.locator(".wp-steps").evaluate_all(  # the explanation's steps: each inside the widget
                "all => all.map(s => { const a = s.getBoundingClientRect(), r = s.closest('.wp-root')"
                ".getBoundingClientRect(); return a.right <= r.right + 1 && a.left >= r.left - 1; })"
            )
            if found["out"] or found["scroll"][0] > found["scroll"][1] + 1 or not all(steps):
                found["width"] = root.evaluate("r => r.getBoundingClientRect().width")
                wide[f"{name}, file browser {'open' if browser_open else 'closed'}"] = found
                nb.screenshot(f"fit-1024-{name}.png", root)
        nb.screenshot(f"fit-1024-analysed-{'beside' if browser_open else 'alone'}.png", roots["ws_analysed"])
    for name, root in roots.items():
        if name in BOARDS:
            continue
        root.scroll_into_view_if_needed()
        root.evaluate(NARROW)
        page.wait_for_timeout(100)
        found = root.evaluate(OUTSIDE)
        if found["out"] or found["scroll"][0] > found["scroll"][1] + 1:
            narrow[name] = found
            nb.screenshot(f"fit-320-{name}.png", root)
        root.evaluate(WIDE)
    assert not wide and not narrow, {"1024 px": wide, "320 px": narrow}

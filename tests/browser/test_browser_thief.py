"""The Word Thief widgets in a real browser: JupyterLab + Debian's Chromium, driven by Playwright.

The tutorial runs with no errors; a word is played by clicks in its game against the computer and
"every steal" is listed and one drafted. On a mid-game table a steal is made by clicks (the word
clicked, the hand cards picked, the new words typed), its rules and explanation shown and stepped
through, then submitted, and the kernel is polled until the game has it. A forged message is
refused and changes nothing; a player named like an HTML tag shows as text. The click-to-explanation
latency (picking the last card of a drafted steal) is measured, not asserted, and written to
``tests/artifacts/thief-latency.json``; screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

import json
import statistics

from tests.browser.harness import ARTIFACTS, forge, play_by_clicks, poll, root_of
from tests.browser.test_browser_widgets import EVIL, scratch_notebook

NOTEBOOK = "word-thief.ipynb"

PLAN = """
def _plan(widget):
    s = widget.session
    found = s.found()
    best = next((f for f in found if f.target is not None), found[0])
    hand = [c.id for c in s.hand]
    return {"word": best.target.id if best.target else None, "words": " ".join(best.words),
            "cards": [hand.index(c.id) for c in best.laid.hand_used]}
"""

# a game 4 moves in (the finder's best lengthening or play each time); You to move, with steals to make
# (seed 6: You move first, and after 4 moves 3 words lie on the table)
MID_GAME = """
from wordplay.thief.finder import find_moves
from wordplay.thief.game import ThiefGame
from wordplay.thief.moves import GiveUp
from wordplay.widgets import ThiefGameWidget
mid = ThiefGame("word-thief", ["You", "Ben"], seed=6)
for _ in range(4):
    _found = find_moves(mid.ruleset, mid.lexicon, mid.hand, mid.stealable(), max_split=1)
    mid.apply(_found[0].move if _found else GiveUp(tuple(c.id for c in mid.hand[:3])))
game = ThiefGameWidget(["You", "Ben"], game=mid)
game
"""

NAMED = f"evil = ThiefGameWidget([{EVIL!r}, 'Ben'], seed=2)\nevil"


def draft(root, plan, typed: bool = True) -> int:
    """Click the word to steal (if any), then each hand card; type the new words in the move box. Returns the cards
    picked."""
    if plan["word"] is not None:
        root.locator(f'.wt-word[data-word="{plan["word"]}"]').click()
        root.locator(f'.wt-word.wt-target[data-word="{plan["word"]}"]').wait_for(timeout=15_000)
    for index in plan["cards"]:
        root.locator(f'.wt-hand .wt-card[data-index="{index}"]').click()
        root.locator(f'.wt-hand .wt-card.wt-picked[data-index="{index}"]').wait_for(timeout=15_000)
    if typed:  # the move box shows the word picked ("FRONT ->"): the new words are typed after it
        box = root.locator(".wp-movebox-input")
        box.focus()
        box.press("End")
        box.press_sequentially((" " if plan["word"] is not None else "") + plan["words"])
    return len(plan["cards"])


def test_the_tutorial_runs_and_a_word_is_played_by_clicks(open_lab):
    lab = open_lab(NOTEBOOK)
    lab.run_all()
    assert not lab.errors(), lab.cell_texts()
    kinds = lab.page.evaluate("() => [...document.querySelectorAll('.wp-root')].map((r) => r.dataset.kind)")
    assert (kinds.count("thief-explainer"), kinds.count("thief-game")) == (6, 3)
    lab.screenshot("thief-notebook.png")
    ended = lab.page.locator(".wp-root", has=lab.page.locator(".wp-summary")).first
    ended.scroll_into_view_if_needed()
    assert "Winner: South." in ended.locator(".wp-summary").text_content()
    lab.screenshot("thief-summary.png", ended)

    # the worked split, live: FROWN + CAT drafted, the CAT step lights its three red cards
    split = lab.page.locator('.wp-root[data-kind="thief-explainer"]', has_text="FROWN + CAT").first
    split.scroll_into_view_if_needed()
    assert "FRONT -> FROWN + CAT is legal and scores 28." in split.locator(".wp-headline").text_content()
    step = split.locator('.wp-step[data-kind="thief_one_suit"]')
    step.click()
    assert split.locator(".wt-new-words .wt-card.wp-hl-suit").count() == 3
    lab.screenshot("thief-split-stepped.png", split)

    # every steal for a hand: listed best first; the first one drafted and explained
    every = lab.page.locator('.wp-root[data-kind="thief-explainer"]').nth(5)
    every.scroll_into_view_if_needed()
    every.locator(".wp-steals").click()
    every.locator(".wt-steal").first.wait_for(timeout=60_000)
    every.locator(".wt-steal").first.click()
    every.locator(".wp-headline.wp-legal").wait_for(timeout=15_000)
    lab.screenshot("thief-every-steal.png", every)

    # the game against the computer: a word played by clicks; the computer answers
    lab.kernel(PLAN)
    root = root_of(lab, lab.kernel_json("game.uid"))
    root.scroll_into_view_if_needed()
    plan = lab.kernel_json("_plan(game)")
    draft(root, plan)
    root.locator(".wp-headline.wp-legal").wait_for(timeout=15_000)
    assert root.locator(".wp-rules li.wp-rule-fail").count() == 0
    root.locator(".wp-submit").click()
    poll(lambda: lab.kernel_json("len(game.game.moves)") >= 2, timeout=120, what="the play and the computer's reply")
    assert lab.kernel_json("game.game.moves[0]['words']") == plan["words"].split()
    root.locator(".wp-sheetrow").first.wait_for(timeout=15_000)
    lab.screenshot("thief-game.png", root)


def test_a_steal_by_clicks_forged_messages_latency_and_names_as_text(open_lab, lab):
    nb = open_lab(scratch_notebook(lab, "scratch_thief_midgame.ipynb", [MID_GAME, NAMED]))
    nb.run_all()
    assert not nb.errors(), nb.cell_texts()
    root = root_of(nb, nb.kernel_json("game.uid"))
    root.wait_for()
    saved = nb.kernel("print(game.game.to_json())")

    # forged: a field the protocol does not have, a card not in the hand, a word not on the table,
    # a trait only Python may write, a custom message
    forge(
        nb,
        root,
        "game",
        [
            {"seq": 1, "action": "submit", "player": 1},
            {"seq": 2, "action": "card", "index": 99},
            {"seq": 3, "action": "target", "word": 999},
        ],
        {"table": []},
    )
    assert nb.kernel("print(game.game.to_json())") == saved
    assert root.locator(".wt-word").count() == nb.kernel_json("len(game.game.table)")
    nb.screenshot("thief-forged-refused.png", root)

    # latency: a steal drafted but for its last card; picking that card brings the explanation
    nb.kernel(PLAN)
    plan = nb.kernel_json("_plan(game)")
    assert plan["word"] is not None and len(plan["cards"]) >= 2
    last = plan["cards"][-1]
    draft(root, {**plan, "cards": plan["cards"][:-1]})
    root.locator(".wp-headline.wp-illegal").wait_for(timeout=15_000)
    card = root.locator(f'.wt-hand .wt-card[data-index="{last}"]')
    samples = []
    for _ in range(12):
        card.click()
        root.locator(".wp-headline.wp-legal").wait_for(timeout=15_000)
        nb.page.wait_for_function(
            "r => r.dataset.latencySeq && r.dataset.latencySeq === r.dataset.sentSeq", arg=root.element_handle()
        )
        samples.append(float(root.get_attribute("data-latency")))
        card.click()
        root.locator(".wp-headline.wp-illegal").wait_for(timeout=15_000)
    result = {
        "what": "click on the last hand card of a drafted steal to the rules and explanation drawn (ms), "
        f"Word Thief seed 6, 4 moves in, {nb.kernel_json('len(game.game.table)')} words on the table",
        "steal": plan["words"],
        "samples": samples,
        "median": statistics.median(samples),
        "max": max(samples),
    }
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "thief-latency.json").write_text(json.dumps(result, indent=1), encoding="utf-8")
    print("\nthief click-to-explanation latency (ms):", json.dumps(result))
    root.locator(".wp-clear").click()
    root.locator(".wt-hand .wt-card.wt-picked").first.wait_for(state="detached", timeout=15_000)

    # the steal, by clicks: explained, stepped through (the cards lit), submitted; Python has it
    before = nb.kernel_json("game.game.scores[0]")
    play_by_clicks(nb, "game", PLAN, draft, ".wt-card.wp-hl", "thief-steal.png")
    assert nb.kernel_json("game.game.moves[-1]['kind']") == "steal"
    assert nb.kernel_json("game.game.scores[0]") > before
    assert root.locator(".wp-notice").text_content().startswith("You stole ")

    # a player named like an HTML tag: shown as text, no image made, no script run
    named = root_of(nb, nb.kernel_json("evil.uid"))
    named.scroll_into_view_if_needed()
    assert EVIL in named.locator(".wp-name").all_text_contents() + named.locator(".wt-owner-name").all_text_contents()
    assert nb.page.evaluate("() => document.querySelectorAll('img[src=\"x\"]').length") == 0 and not nb.page.dialogs
    nb.screenshot("thief-name-as-text.png", named)

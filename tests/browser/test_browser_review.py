"""The review of a game in a real browser: JupyterLab + Debian's Chromium, driven by Playwright.

A short board game (two plays made from Python, then passes clicked in the page until the game
ends) and a finished card game: the review is opened by its button, a row is clicked, the move
played and the best one are each stepped through, and what the page shows (the best move, the
points lost and their colour, the verdict, the steps, the summary) is checked against values
worked out in the kernel with the finder itself, not read from the widget's view.
Screenshots go to ``tests/artifacts/``.
"""

from __future__ import annotations

from tests.browser.harness import Lab, poll, root_of
from tests.browser.test_browser_widgets import scratch_notebook

LOST_RED = "rgb(187, 34, 34)"  # review.css: .wp-review-lost

BOARD_GAME = """
from wordplay.widgets import BoardGameWidget
from wordplay.board.finder import best_plays
game = BoardGameWidget("wordsmith", ["Ann", "Ben"], seed=5, top=10)
_plays = best_plays(game.session.ruleset, game.game.board, game.game.rack, game.game.lexicon, 10)
_rank = next(i for i, p in enumerate(_plays) if p.score < _plays[0].score)  # a play below the best
assert game.receive({"seq": 1, "action": "choose", "rank": _rank}) and game.receive({"seq": 2, "action": "submit"})
assert game.receive({"seq": 3, "action": "hint"}) and game.receive({"seq": 4, "action": "submit"})
game
"""

# Each move's best score, worked out with the finder on the position before it and the mover's rack.
BOARD_EXPECTED = """
def _expected(widget):
    out = []
    for index, event, before in widget.game.positions():
        best = best_plays(widget.session.ruleset, before.board, event["rack"], widget.game.lexicon, 1)[0]
        out.append({"player": event["player"], "score": event["score"], "best": best.notation,
                    "best_score": best.score, "steps": best.explanation.sentences()})
    return out
"""

CARD_GAME = """
from wordplay.cards import new_game, ComputerPlayer
from wordplay.cards.finder import best_plays as card_plays
from wordplay.widgets import CardsGameWidget
_played = new_game("classic", ["Ann", "Ben"], seed=2)
_bots = [ComputerPlayer(1, seed=1), ComputerPlayer(1, seed=2)]  # beginners: they miss points
while not _played.is_over:
    _played.apply(_bots[_played.to_move].choose(_played))
cards = CardsGameWidget("classic", ["Ann", "Ben"], game=_played)
cards
"""

CARD_EXPECTED = """
def _card_expected(widget):
    out = []
    for index, event, before in widget.game.positions():
        if event["kind"] not in ("play", "exchange", "pass"):
            continue
        hand = event["hand"] if "hand" in event else before.hand  # the mover's own hand
        found = card_plays(widget.game.ruleset, before.table, hand, widget.game.lexicon, 1)
        score = event.get("score") or 0
        out.append({"number": index + 1, "player": event["player"], "score": score,
                    "best": found[0].notation if found else "", "best_score": found[0].score if found else score,
                    "steps": found[0].explanation.sentences() if found else [], "played": event.get("notation", "-")})
    return out
"""


def minus(n: int) -> str:
    return "\u2212" + str(n) if n else "0"


def step_through(column, sentences: list[str]) -> None:
    """First step, next step, back to all: the current step's sentence is each expected one."""
    column.locator(".wp-step-first").click()
    current = column.locator(".wp-step.wp-current .wp-step-text")
    poll(lambda: current.count() == 1 and current.text_content() == sentences[0], what="the first step")
    if len(sentences) > 1:
        column.locator(".wp-step-next").click()
        poll(lambda: current.text_content() == sentences[1], what="the second step")
        assert column.locator(".wp-step.wp-later").count() == len(sentences) - 2
    column.locator(".wp-step-last").click()
    poll(lambda: column.locator(".wp-step.wp-current").count() == 0, what="every step shown")


def open_review(lab: Lab, name: str, rows: int):
    root = root_of(lab, lab.kernel_json(f"{name}.uid"))
    root.scroll_into_view_if_needed()
    button = root.locator(".wp-review-open")
    button.wait_for(timeout=15_000)
    assert button.text_content() == "Review the game" and button.is_enabled()
    button.click()
    poll(lambda: root.locator(".wp-review-row").count() == rows, timeout=60, what="the review's rows")
    return root


def check_rows(root, expected: list[dict], numbers: list[int]) -> None:
    for row_number, e in zip(numbers, expected, strict=True):
        row = root.locator(f'.wp-review-row[data-number="{row_number}"]')
        assert row.locator(".wp-review-best").text_content() == e["best"]
        lost = max(0, e["best_score"] - e["score"])
        cell = row.locator(".wp-review-lost")
        assert cell.text_content() == minus(lost)
        colour = cell.evaluate("c => getComputedStyle(c).color")
        assert (colour == LOST_RED) == (lost > 0), (row_number, colour)


def summary_line(name: str, expected: list[dict], player: int) -> str:
    mine = [e for e in expected if e["player"] == player]
    score, best = sum(e["score"] for e in mine), sum(e["best_score"] for e in mine)
    lost = best - score
    return f"{name} scored {score} of a possible {best}: {lost} point{'' if lost == 1 else 's'} lost."


def test_a_board_games_review_is_clicked_through(open_lab, lab):
    nb = open_lab(scratch_notebook(lab, "scratch_review_board.ipynb", [BOARD_GAME]))
    nb.run_all()
    assert not nb.errors(), nb.cell_texts()
    root = root_of(nb, nb.kernel_json("game.uid"))
    root.wait_for()
    assert root.locator(".wp-review-open").is_disabled() is False  # Ann's own move may be reviewed already
    assert root.locator(".wp-review-open").text_content() == "Review my moves"
    # passes clicked until the game ends (two scoreless turns each)
    for made in range(3, 7):
        root.locator(".wp-pass:not([disabled])").click()
        poll(lambda made=made: nb.kernel_json("len(game.game.moves)") == made, what=f"pass {made - 2}")
    assert nb.kernel_json("game.game.is_over")
    nb.kernel(BOARD_EXPECTED)
    expected = nb.kernel_json("_expected(game)")
    assert len(expected) == 6 and expected[0]["best_score"] > expected[0]["score"]

    root = open_review(nb, "game", 6)
    check_rows(root, expected, [1, 2, 3, 4, 5, 6])
    summary = root.locator(".wp-review-summary li")
    assert summary.first.text_content() == summary_line("Ann", expected, 0)
    nb.screenshot("review-board.png", root)

    # move 1: the play chosen beside the best, each stepped through
    root.locator('.wp-review-row[data-number="1"]').click()
    chosen = root.locator('.wp-review-chosen[data-number="1"]')
    chosen.wait_for(timeout=15_000)
    first = expected[0]
    lost = first["best_score"] - first["score"]
    verdict = f"Best here: {first['best']} for {first['best_score']}, {lost} point{'' if lost == 1 else 's'} more."
    assert chosen.locator(".wp-review-verdict").text_content() == verdict
    assert root.locator('.wp-review-row[data-number="1"]').get_attribute("class").count("wp-chosen") == 1
    best = chosen.locator(".wp-review-option.wp-review-best")
    assert best.locator(".wp-review-notation").text_content() == first["best"]
    played = chosen.locator(".wp-review-option.wp-review-played")
    played_steps = nb.kernel_json("game.game.move_explanation(0).sentences()")
    assert played.locator(".wp-review-notation").text_content() == nb.kernel_json("game.game.moves[0]['notation']")
    step_through(played, played_steps)
    step_through(best, first["steps"])
    nb.screenshot("review-board-move.png", chosen)

    # a pass: nothing to step through on its side; the best play's steps on the other
    root.locator('.wp-review-row[data-number="3"]').click()
    chosen = root.locator('.wp-review-chosen[data-number="3"]')
    chosen.wait_for(timeout=15_000)
    assert chosen.locator(".wp-review-played .wp-empty").count() == 1
    step_through(chosen.locator(".wp-review-option.wp-review-best"), expected[2]["steps"])

    root.locator(".wp-review-close").click()
    poll(lambda: root.locator(".wp-review-row").count() == 0, what="the review closed")


def test_a_card_games_review_is_clicked_through(open_lab, lab):
    nb = open_lab(scratch_notebook(lab, "scratch_review_cards.ipynb", [CARD_GAME]))
    nb.run_all()
    assert not nb.errors(), nb.cell_texts()
    nb.kernel(CARD_EXPECTED)
    expected = nb.kernel_json("_card_expected(cards)")
    root = open_review(nb, "cards", len(expected))
    check_rows(root, expected, [e["number"] for e in expected])
    summary = root.locator(".wp-review-summary li").all_text_contents()
    assert summary_line("Ann", expected, 0) in summary and summary_line("Ben", expected, 1) in summary
    nb.screenshot("review-cards.png", root)

    # the costliest play: beside the best one, both stepped through
    costly = max((e for e in expected if e["played"] != "-"), key=lambda e: e["best_score"] - e["score"])
    assert costly["best_score"] > costly["score"]
    number = costly["number"]
    root.locator(f'.wp-review-row[data-number="{number}"]').click()
    chosen = root.locator(f'.wp-review-chosen[data-number="{number}"]')
    chosen.wait_for(timeout=15_000)
    assert chosen.locator(".wp-review-played .wp-review-notation").text_content() == costly["played"]
    assert chosen.locator(".wp-review-best .wp-review-notation").text_content() == costly["best"]
    played_steps = nb.kernel_json(  # the engine's record of the play, found by its place among the events
        f"(lambda g: g.move_explanation(next(i for i, e in enumerate(g.events) if e is g.moves[{number - 1}]))"
        ".sentences())(cards.game)"
    )
    step_through(chosen.locator(".wp-review-option.wp-review-played"), played_steps)
    step_through(chosen.locator(".wp-review-option.wp-review-best"), costly["steps"])
    nb.screenshot("review-cards-move.png", chosen)

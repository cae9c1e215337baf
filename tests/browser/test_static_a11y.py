"""axe-core on every static copy, in a real Chromium, in a light and a dark notebook (issue 29).

The static HTML a notebook shows where no widget can run (each widget's static copy, the coach's review
``review_game(g)``), the puzzles' static boards and the printable puzzle sheet (on screen and with print media
emulated) are each put in a page of their own and checked with axe's WCAG 2.0/2.1 A and AA rules: no serious or
critical violation, and the contrast of enough nodes really checked. The dark page is a dark JupyterLab's output
area (the theme's #111111 page, #212121 behind the output, text rgba(255, 255, 255, 0.87), colour scheme dark):
a copy that sets its text colour but not its background was 2.58:1 there (the review's red #bb2222).

The HTML is made in this process (no kernel, no JupyterLab); one browser page for all. The counts per copy go to
tests/artifacts/static_a11y.json.
"""

from __future__ import annotations

import json

import pytest

from tests.browser.harness import ARTIFACTS, AXE, SERIOUS
from tests.support.board_helpers import EMPTY_BOARD

pytest.importorskip("anywidget")

THEMES = {
    "light": ("light", "background:#ffffff;color:#000000", "background:#ffffff"),
    "dark": ("dark", "background:#111111;color:rgba(255,255,255,0.87)", "background:#212121"),
}
_RUN = """async () => {
  const only = { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] };
  const r = await axe.run(document, { runOnly: only });
  const contrast = r.passes.concat(r.violations).filter((v) => v.id === "color-contrast")
    .reduce((n, v) => n + v.nodes.length, 0);
  return { contrast, violations: r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length,
    first: v.nodes[0] ? v.nodes[0].html.slice(0, 160) + " " + v.nodes[0].failureSummary.slice(0, 240) : "" })) };
}"""
RESULTS: dict = {}
TRAVA = {(0, 0): "T", (0, 1): "R", (0, 2): "A", (0, 3): "V", (0, 4): "A"}


def _copies() -> dict[str, str]:
    """Each static copy's HTML, by name."""
    from wordplay import widgets
    from wordplay.board.review import review_game
    from wordplay.puzzles.choosing import make_puzzles
    from wordplay.puzzles.family import maker_for
    from wordplay.puzzles.sheet import sheet_html

    game = widgets.BoardGameWidget("wordsmith", [("Ann", 1), ("Ben", 1)], seed=3, replace=True)
    played = game.game
    calls = {
        "board game": game,
        "board explainer": widgets.BoardExplainer("wordsmith", EMPTY_BOARD, "8H ZAX"),
        "board move list": widgets.BoardMoveList("wordsmith", EMPTY_BOARD, "AEILST?"),
        "cards game": widgets.CardsGameWidget("classic", replace=True),
        "cards explainer": widgets.CardsExplainer("classic", TRAVA, "-1,1 down C(R)IAR"),
        "thief game": widgets.ThiefGameWidget("word-thief", replace=True),
        "thief explainer": widgets.ThiefExplainer(["WORK"], "R E E D", "WORK -> REWORKED"),
    }
    copies = {name: w._static_html() for name, w in calls.items()}
    for w in calls.values():
        w.close()
    copies["review"] = review_game(played, top=3)._repr_html_()
    puzzles = make_puzzles("wordsmith", count=2, seed=3)
    maker = maker_for("wordsmith")  # what the puzzles notebook shows for each position
    copies["puzzle boards"] = "".join(maker.position_html(p.candidate.position) for p in puzzles.puzzles)
    copies["puzzle sheet"] = sheet_html(puzzles, "en")
    return copies


@pytest.fixture(scope="module")
def static_page(browser):
    if not AXE.exists():
        pytest.skip("axe-core is not installed (npm ci)")
    context = browser.new_context(viewport={"width": 1200, "height": 1600})
    page = context.new_page()
    try:
        yield page, _copies()
    finally:
        context.close()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / "static_a11y.json").write_text(json.dumps(RESULTS, indent=1), encoding="utf-8")


def axe_serious(page, html: str, theme: str, media: str = "screen") -> tuple[int, list[dict]]:
    scheme, body, output = THEMES[theme]
    page.emulate_media(media=media, color_scheme=scheme)
    if "<html" in html:  # a whole page (the sheet): the theme goes on its body
        page.set_content(html.replace("<body>", f"<body style='{body}'>", 1))
    else:
        page.set_content(
            "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>copy</title></head>"
            f"<body style='{body};margin:0'><main style='{output};padding:8px'>{html}</main></body></html>"
        )
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(_RUN)
    return found["contrast"], [v for v in found["violations"] if v["impact"] in SERIOUS]


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_static_copy_passes_axe(static_page, theme):
    page, copies = static_page
    bad = {}
    for name, html in copies.items():
        for media in ("screen", "print") if name == "puzzle sheet" else ("screen",):
            contrast, serious = axe_serious(page, html, theme, media)
            RESULTS[f"{name}, {theme}, {media}"] = {"contrast_nodes": contrast, "serious": serious}
            if contrast < 5:
                bad[f"{name} ({media})"] = f"axe checked the contrast of {contrast} nodes only"
            elif serious:
                bad[f"{name} ({media})"] = serious
    assert not bad, json.dumps(bad, indent=1)

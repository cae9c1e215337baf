"""The classroom site in Chromium, as a learner meets it on a tablet: touch only, 1024x768.

The start page (``index.html``) picks the browser's language and keeps the one chosen with its
switch; it has the landmarks and headings a screen reader walks and a play link per variant. A
play page per family is opened, its game started and a move made by taps only (a pass in the
board and card games, in Word Thief the first steal the widget lists; the computer replies), then
the page is reloaded: "continue your game" is offered and, tapped, brings back the very game
saved (the same save, byte for byte). Times (page opened to the
game's panel ready, a reload to ready, start tapped to the game drawn) are written to
``tests/artifacts/site-timings.json`` for ``benchmarks/bench_lite.py``; measured, never asserted
(the benchmark times every play page, at full speed and at a quarter of a core).

A play page runs the very widgets of JupyterLab's ``play()`` (their own ES modules) with no notebook app
loaded; while Python starts it says each step in the page's language beside what the game is; the board
or table, the rack or hand and the move's control are on one screen from a phone to a laptop; a site
opened once plays with no network (its service worker); ``/`` shows the language last chosen. The level choice
works before Python is up (the page draws the panel itself and hands what the learner did to Python's panel);
Python starts from the build's memory snapshot, and afresh, to the same game, when the snapshot is refused.
"""

from __future__ import annotations

import json
import time
from urllib.parse import urlparse

import pytest

from tests.browser.harness import ARTIFACTS, AXE, SERIOUS, poll
from tests.browser.test_lite import lite_server, lite_site  # noqa: F401  (fixtures)

pytestmark = pytest.mark.slow

TIMINGS = ARTIFACTS / "site-timings.json"
FAMILIES = ["wordsmith", "word-thief", "scrabble-cards/classic"]  # one variant per family


@pytest.fixture(scope="module")
def tablet(browser):
    """One touch context for the module (pages reused), in Polish, as a browser set to Polish would be."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True, locale="pl-PL")
    try:
        yield context
    finally:
        context.close()


def record(name: str, facts: dict) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    data = json.loads(TIMINGS.read_text()) if TIMINGS.exists() else {}
    data[name] = facts
    TIMINGS.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")


def test_start_page_follows_the_browser_language_and_keeps_the_chosen_one(tablet, lite_server):  # noqa: F811
    page = tablet.new_page()
    page.goto(f"{lite_server['url']}/index.html")
    page.wait_for_url("**/index.pl.html")
    assert page.get_attribute("html", "lang") == "pl"
    for landmark in ("header", "main", "footer", "nav"):
        assert page.locator(landmark).count() == 1, landmark
    assert page.locator("h1").count() == 1 and page.locator("main h2").count() >= 2
    assert page.locator('a[href^="play/"][href$=".pl.html"]').count() == 6
    assert page.locator('a[href^="lab/index.html?path="]').count() >= 5
    assert page.locator('a[href^="puzzles/"]').count() == 4
    assert page.evaluate(CONTRAST) == []  # every text at least 4.5:1
    page.keyboard.press("Tab")  # the keyboard's first stop: the skip link, drawn when focused
    assert page.evaluate("document.activeElement.className") == "skip"
    assert page.locator(".skip").evaluate("e => e.getBoundingClientRect().left >= 0")
    page.locator('nav a[lang="en"]').tap()
    page.wait_for_url("**/index.html")
    page.reload()
    assert page.get_attribute("html", "lang") == "en"  # the choice is kept over the browser's language
    assert "Play Wordsmith" in page.locator("main").inner_text()
    page.close()


CONTRAST = """() => {
  // the contrast of every text against the background it is drawn on (WCAG 2 relative luminance)
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const lum = ([r, g, b]) => [r, g, b].map(lin).reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const back = (e) => { for (; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length === 3 || c[3] > 0) return c.slice(0, 3); } return [255, 255, 255]; };
  const worst = [];
  for (const e of document.querySelectorAll("body *")) {
    if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) || !e.offsetParent) continue;
    const [a, b] = [lum(rgb(getComputedStyle(e).color)), lum(back(e))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 4.5) worst.push([e.tagName, e.textContent.trim().slice(0, 30), ratio.toFixed(2)]);
  }
  return worst;
}"""


def _ready(page, frame) -> float:
    """Seconds from now until the game's panel is drawn (the page's progress line says it is ready)."""
    started = time.monotonic()
    page.wait_for_function("window.wordplayReadyMs !== undefined", timeout=300_000, polling=200)
    frame.locator(".wp-play-root").wait_for(timeout=10_000)
    return round(time.monotonic() - started, 1)


def _tile_latencies(page, frame, count: int = 3) -> list[float]:
    """Lay a rack tile on an empty square by two taps, ``count`` times: the widget's own latency (ms, from the
    intent sent to Python's answer drawn) each time; the tile is recalled after each. Never a blank: a blank laid
    asks for its letter first (the deal is random, so a blank may be any of the rack's first tiles)."""
    root = frame.locator(".wp-root").first
    empty = frame.locator(".wp-sq:not(.wp-tile)").first.get_attribute("data-name")
    samples = []
    for i in range(count):
        frame.locator('.wp-racktile:not([data-tile="?"])').nth(i).tap()
        frame.locator(f'.wp-sq[data-name="{empty}"]').tap()
        frame.locator(f'.wp-sq.wp-pending[data-name="{empty}"]').wait_for(timeout=60_000)
        page.wait_for_function(
            "r => r.dataset.latencySeq && r.dataset.latencySeq === r.dataset.sentSeq", arg=root.element_handle()
        )
        samples.append(float(root.get_attribute("data-latency")))
        frame.locator(".wp-recall").tap()
        frame.locator(".wp-sq.wp-pending").first.wait_for(state="detached", timeout=60_000)
    return samples


def _start(frame, name: str = "Ana") -> float:
    """Tap the second level and a name, then start: seconds until the game is drawn."""
    frame.locator(".wp-play-choice label").nth(1).tap()  # intermediate
    frame.locator(".wp-play-name").tap()
    frame.locator(".wp-play-name").fill(name)
    started = time.monotonic()
    frame.locator(".wp-play-start").tap()
    root, notice = frame.locator(".wp-root"), frame.locator(".wp-play-notice")
    poll(lambda: root.count() > 0 or bool(notice.inner_text().strip()), timeout=120, what="the game or a question")
    if root.count() == 0:  # a kept game with moves is on offer: the page asks once, and Start again replaces it
        frame.locator(".wp-play-name").fill(name)
        frame.locator(".wp-play-start").tap()
    root.wait_for(timeout=120_000)
    return round(time.monotonic() - started, 1)


def _saved(page, key: str) -> str | None:
    return page.evaluate("k => localStorage.getItem(k)", key)


@pytest.mark.parametrize("variant", FAMILIES)
def test_a_game_by_taps_survives_a_reload(tablet, lite_server, variant):  # noqa: F811
    page = tablet.new_page()
    key = f"wordplay-play:{variant}"
    page.goto(f"{lite_server['url']}/play/{variant.replace('/', '-')}.en.html")
    frame = page  # the game is drawn in the page itself (no notebook app, no frame)
    facts = {"ready_s": _ready(page, frame)}
    assert page.locator("#progress").text_content() == "The game is ready."
    facts["started_s"] = _start(frame)
    if variant == "wordsmith":
        facts["tile_laid_ms"] = _tile_latencies(page, frame)
    width = frame.locator(".wp-root").evaluate("e => e.getBoundingClientRect().width")
    if variant == "word-thief":  # no pass while cards are left to turn: the first steal listed, drafted, sent
        frame.locator(".wp-btn.wp-steals").tap()
        frame.locator(".wt-steal").first.tap()
        frame.locator(".wp-headline.wp-legal").wait_for(timeout=60_000)
        frame.locator(".wp-submit").tap()
    else:
        frame.locator(".wp-btn.wp-pass").tap()

    def replied() -> bool:
        game = json.loads(_saved(page, key) or "{}").get("game", {})
        return len(game.get("events", [])) >= 2 and game["state"]["to_move"] == 0

    poll(replied, timeout=180, what="the move and the computer's reply saved, the learner to move")
    saved = _saved(page, key)
    data = json.loads(saved)
    assert data["variant"] == variant and data["levels"] == [None, 2] and data["game"]["players"][0] == "Ana"
    page.reload()
    facts["reload_ready_s"] = _ready(page, frame)
    offer = frame.locator(".wp-play-offer")
    offer.wait_for(timeout=30_000)
    assert "Ana" in offer.inner_text()
    # a shared computer: another learner's name does not continue Ana's game (the page says whose it is)
    frame.locator(".wp-play-name").fill("Ben")
    frame.locator(".wp-play-continue").tap()
    poll(lambda: "Ana" in frame.locator(".wp-play-notice").inner_text(), timeout=30, what="the game said to be Ana's")
    assert frame.locator(".wp-root").count() == 0
    frame.locator(".wp-play-name").fill("Ana")
    frame.locator(".wp-play-continue").tap()
    frame.locator(".wp-root").wait_for(timeout=120_000)
    poll(lambda: _saved(page, key) == saved, timeout=30, what="the same game continued")
    facts["root_width_px"] = round(width)
    record(variant, facts)
    print(f"\n{variant}: {facts}")
    page.close()


def _open_play(context, server, variant: str, language: str = "en"):
    """A play page opened and ready (its panel drawn by Python)."""
    page = context.new_page()
    page.goto(f"{server['url']}/play/{variant.replace('/', '-')}.{language}.html")
    _ready(page, page)
    return page


ESM_SOURCES = """() => [...window.wordplayWidgets.values()]
  .map((m) => m.get("_esm")).filter((esm) => typeof esm === "string")"""


def test_a_play_page_runs_wordplays_own_widgets_without_the_notebook_app(tablet, lite_server):  # noqa: F811
    """The page draws the very ES modules of the widget classes JupyterLab draws (the panel's and the board game's),
    with nothing of JupyterLab's front end or the notebook kernel loaded, and the game is wordplay's own engine:
    the page's move reaches Python and the computer answers it."""
    from wordplay.play.page import PlayPanel
    from wordplay.widgets import BoardGameWidget

    requested: list[str] = []

    def note(request) -> None:
        requested.append(request.url)

    tablet.on("request", note)
    page = _open_play(tablet, lite_server, "wordsmith")
    _start(page)
    modules = set(page.evaluate(ESM_SOURCES))
    assert modules == {PlayPanel._esm, BoardGameWidget._esm}
    assert page.locator(".wp-root[data-kind]").count() == 1 and page.locator("iframe").count() == 0
    paths = [urlparse(u).path for u in requested if u.startswith(lite_server["url"])]
    for notebook_part in ("/lab/", "/repl/", "/build/", "/extensions/", "ipykernel", "jedi", "prompt_toolkit"):
        assert not [p for p in paths if notebook_part in p], notebook_part
    page.locator(".wp-btn.wp-pass").tap()
    poll(
        lambda: len(json.loads(_saved(page, "wordplay-play:wordsmith") or "{}").get("game", {}).get("events", [])) >= 2,
        timeout=120,
        what="the pass and the computer's reply",
    )
    page.close()
    tablet.remove_listener("request", note)


STEPS_SEEN = """
window.__steps = [];
new MutationObserver(() => {
  const p = document.getElementById("progress"), bar = document.getElementById("progress-bar");
  if (!p) return;
  const last = window.__steps[window.__steps.length - 1];
  if (!last || last[0] !== p.textContent) window.__steps.push([p.textContent, bar ? bar.value : null,
    !!document.querySelector("#loading") && getComputedStyle(document.querySelector("#loading")).display !== "none"]);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def test_the_loading_screen_says_each_step_and_what_the_game_is(browser, lite_server):  # noqa: F811
    """In Polish: while Python starts, the page says each step in turn (the catalogue's sentences) with a bar that
    only grows, and shows what the game is; once ready, the panel takes their place. axe finds nothing serious
    on the page while it loads nor once it is ready."""
    from wordplay.core.messages import render

    context = browser.new_context(viewport={"width": 1024, "height": 768}, locale="pl-PL")
    try:
        context.add_init_script(STEPS_SEEN)
        page = context.new_page()
        page.goto(f"{lite_server['url']}/play/literaki.pl.html", wait_until="domcontentloaded")
        assert _serious_axe(page) == []  # the loading screen
        _ready(page, page)
        assert _serious_axe(page) == []  # the panel
        steps = page.evaluate("window.__steps")
        said = [render(f"site.progress.{k}", {}, "pl") for k in ("page", "python", "packages", "game", "ready")]
        assert [text for text, _, _ in steps] == said
        bars = [value for _, value, _ in steps]
        assert bars == sorted(bars) and bars[0] < bars[-2]
        assert all(shown for _, _, shown in steps[:-1])  # what the game is, all the while Python starts
        about = render("site.about.literaki", {}, "pl")
        assert page.locator("#loading").inner_text().strip() == about
        assert not page.locator("#loading").is_visible() and page.locator(".wp-play-start").is_visible()
    finally:
        context.close()


def _serious_axe(page) -> list[tuple[str, str]]:
    """axe's serious and critical violations of WCAG 2.1 A/AA on the whole page as it is now."""
    if not AXE.exists():
        pytest.skip("axe-core is not installed (npm ci)")
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        """async () => (await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a",
          "wcag21aa"] } })).violations.map((v) => [v.id, v.impact])"""
    )
    return [(rule, impact) for rule, impact in found if impact in SERIOUS]


# what a move needs, per family: the board or table, the rack or hand, and where the move is made
MOVE_NEEDS = {
    "wordsmith": (".wp-board", ".wp-rack", ".wp-movebox"),
    "scrabble-cards/classic": (".wp-tablebox", ".wp-hand", ".wp-btn.wp-pass"),
    "word-thief": (".wt-table", ".wt-handrow", ".wp-btn.wp-steals"),
}
VIEWPORTS = [(1366, 768), (1366, 657), (1024, 768), (768, 1024), (360, 640)]
OFF_SCREEN = """(selectors) => selectors.filter((s) => {
  const e = document.querySelector(s);
  if (!e) return true;
  const r = e.getBoundingClientRect();
  return r.width === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth;
})"""


@pytest.mark.parametrize("variant", list(MOVE_NEEDS))
def test_everything_a_move_needs_is_on_one_screen(browser, lite_server, variant):  # noqa: F811
    """At each viewport (laptops, a landscape and a portrait tablet, a phone), with the game started and the page
    not scrolled, the board or table, the rack or hand and the move's control are all inside the window."""
    context = browser.new_context(viewport={"width": 1366, "height": 768}, has_touch=True)
    try:
        page = _open_play(context, lite_server, variant)
        _start(page)
        for width, height in VIEWPORTS:
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate("window.scrollTo(0, 0)")
            page.wait_for_timeout(300)  # the layout settles
            off = page.evaluate(OFF_SCREEN, list(MOVE_NEEDS[variant]))
            assert off == [], f"{variant} at {width}x{height}: {off} not on screen"
    finally:
        context.close()


def test_a_site_opened_once_plays_offline(browser, lite_server):  # noqa: F811
    """A first visit leaves the site in the service worker's cache; with no network at all, the play page opens
    again, Python starts and a move is played against the computer."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    try:
        page = _open_play(context, lite_server, "scrabble-cards/classic")
        page.wait_for_function(
            "navigator.serviceWorker.controller !== null", timeout=120_000, polling=500
        )  # installed: every file of the precache stored
        names = page.evaluate("caches.keys()")
        assert len(names) == 1 and names[0].startswith("wordplay-")
        context.set_offline(True)
        page.reload()
        _ready(page, page)
        _start(page)
        page.locator(".wp-btn.wp-pass").tap()
        poll(
            lambda: (
                len(json.loads(_saved(page, "wordplay-play:scrabble-cards/classic") or "{}")["game"]["events"]) >= 2
            ),
            timeout=120,
            what="the pass and the computer's reply, offline",
        )
    finally:
        context.close()


def test_the_start_page_remembers_the_chosen_language(browser, lite_server):  # noqa: F811
    """Polski chosen with the switch, then "/" asked for again: the Polish page, in an English browser."""
    context = browser.new_context(locale="en-GB")
    try:
        page = context.new_page()
        page.goto(f"{lite_server['url']}/")
        assert page.get_attribute("html", "lang") == "en"
        page.locator('nav a[lang="pl"]').click()
        page.wait_for_url("**/index.pl.html")
        page.goto(f"{lite_server['url']}/")
        page.wait_for_url("**/index.pl.html")
        assert page.get_attribute("html", "lang") == "pl"
    finally:
        context.close()


def _marks(page) -> dict:
    return page.evaluate("window.wordplayStartMarks")


def test_the_level_choice_works_while_python_starts(browser, lite_server):  # noqa: F811
    """The panel is drawn from the page itself before Python runs (its packages held back here): the learner picks
    the expert level, a name and Start, and once Python is up that game starts, with that level and that name."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    held: list = []
    try:
        context.route("**/play/python.pack.gz", lambda route: held.append(route))
        page = context.new_page()
        page.goto(f"{lite_server['url']}/play/wordsmith.en.html")
        page.locator(".wp-play-start").wait_for(timeout=60_000)
        page.locator(".wp-play-choice label").nth(2).tap()  # expert
        page.locator(".wp-play-name").fill("Zoe")
        page.locator(".wp-play-start").tap()
        deadline = time.monotonic() + 120
        while not held and time.monotonic() < deadline:  # the worker asks for the packages, and waits
            page.wait_for_timeout(100)
        assert held and page.evaluate("window.wordplayReadyMs") is None  # Python is not up: it has no packages
        for route in held:
            route.continue_()
        page.locator(".wp-root").wait_for(timeout=300_000)
        save = json.loads(_saved(page, "wordplay-play:wordsmith") or "{}")
        assert save["levels"] == [None, 3] and save["game"]["players"][0] == "Zoe"
    finally:
        context.close()


def test_python_starts_from_the_snapshot_and_without_it(browser, lite_server):  # noqa: F811
    """A play page restores the build's snapshot of Python's memory; when the browser cannot use it (here: it is
    not a snapshot at all), the page starts Python afresh and the game is the same."""
    import gzip

    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    try:
        page = _open_play(context, lite_server, "scrabble-cards/classic")
        assert _marks(page)["from"] == "snapshot"
        page.close()
        bad = gzip.compress(b"not a snapshot of Python's memory" * 100)
        context.route("**/play/python.snapshot.gz", lambda route: route.fulfill(status=200, body=bad))
        page = _open_play(context, lite_server, "scrabble-cards/classic")
        assert _marks(page)["from"] == "start"
        _start(page)
        assert page.locator(".wp-root[data-kind]").count() == 1
    finally:
        context.close()


@pytest.mark.parametrize("variant", ["word-thief", "wordsmith"])
def test_the_version_line_says_the_compiled_core_answers(tablet, lite_server, variant):  # noqa: F811
    """A play page's version line (in the page's language, Polish here) names the wordplay version and the core
    that answers its game: Word Thief's and the board's C cores compiled to WebAssembly, which the site ships."""
    from wordplay import __version__
    from wordplay.core.messages import render

    page = _open_play(tablet, lite_server, variant, "pl")
    line = page.locator("footer #version")
    poll(lambda: bool(line.inner_text().strip()), timeout=60, what="the version line")
    assert line.inner_text().strip() == render("site.version.compiled", {"version": __version__}, "pl")
    assert line.inner_text().strip() == f"wordplay {__version__} · rdzeń skompilowany (WebAssembly)"
    page.close()

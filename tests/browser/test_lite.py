"""wordplay in the browser: the offline JupyterLite site (``lite/build.py``) in Debian's Chromium.

The site is built once per session (or taken from ``$WORDPLAY_LITE_SITE``, which CI sets after its
build step; a missing or stale ``lite/_build/site`` is rebuilt) and served by a static server on
127.0.0.1. Each tutorial is opened, run all, and must show no error and every widget drawn live;
a move is played by clicks against the computer in a board game, a card game and Word Thief. Every
request the page makes is logged, any to another host is aborted, and the log must show the local
host alone. The prebuilt graphs must be what the kernel reads (no graph built, nothing cached).

Each tutorial opens in a fresh browser profile (an empty cache: a learner's first visit). Timings
(kernel ready after opening, run all, ``import wordplay.widgets`` and its classes, Polish and English
ready) are written to ``tests/artifacts/lite-timings.json`` for ``benchmarks/bench_lite.py``;
they are measured, never asserted here.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

import pytest

from tests.browser.harness import ARTIFACTS, ROOT, Lab, poll, root_of
from tests.browser.test_browser_cards import play_cards
from tests.browser.test_browser_thief import PLAN as THIEF_PLAN
from tests.browser.test_browser_thief import draft
from tests.browser.test_browser_widgets import play_one_move

pytestmark = pytest.mark.slow

TIMINGS = ARTIFACTS / "lite-timings.json"

# per tutorial: the widget views it draws when run all, and the game played by clicks (kind, variable)
NOTEBOOKS = {
    "index.ipynb": (2, None),
    "wordsmith.ipynb": (13, ("board", "game")),
    "literaki.ipynb": (12, None),
    "word-thief.ipynb": (9, ("thief", "game")),
    "scrabble-cards.ipynb": (8, ("cards", "cards")),
    # the translations: the same widgets as their English twins
    "literaki.pl.ipynb": (12, None),
    "word-thief.ro.ipynb": (9, None),
    "scrabble-cards.pt.ipynb": (8, None),
    "wordsmith.pl.ipynb": (13, None),
}
MEASURED_IN = "index.ipynb"  # the fresh kernel in which import and lexicon times are measured


def _load(name: str, path: Path):
    """A script as a module."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def lite_site() -> Path:
    """The built site: ``$WORDPLAY_LITE_SITE``, else ``lite/_build/site`` (built first if missing or stale)."""
    given = os.environ.get("WORDPLAY_LITE_SITE")
    if given:
        site = Path(given)
        assert (site / "index.html").exists(), f"$WORDPLAY_LITE_SITE={given} holds no built site"
        return site
    build = _load("lite_build", ROOT / "lite" / "build.py")
    stamp = build.SITE / "wordplay-inputs.txt"
    if not stamp.exists() or stamp.read_text().strip() != build.inputs_digest():
        if shutil.which("npm") is None:
            pytest.skip("building the browser site needs npm (CI installs it)")
        subprocess.run([sys.executable, str(ROOT / "lite" / "build.py")], check=True)
    return build.SITE


@pytest.fixture(scope="session")
def lite_server(lite_site):
    """The site served as a classroom would, by its ``serve.py``, on a free port of 127.0.0.1."""
    server = _load("lite_serve", lite_site / "serve.py").server(lite_site, "127.0.0.1", 0)  # the site's own serve.py
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield {"url": f"http://127.0.0.1:{server.server_address[1]}", "site": lite_site}
    finally:
        server.shutdown()
        server.server_close()


class LitePage(Lab):
    """A notebook of the site, opened in JupyterLite (its kernel runs in the page)."""

    def url(self) -> str:
        return f"{self.server['url']}/lab/index.html?path={self.notebook}"


@pytest.fixture
def offline_page(browser, lite_server):
    """A page in a fresh browser profile (an empty cache, as on a learner's first visit) whose every request is
    logged; any request off 127.0.0.1 is aborted and recorded. (One profile for every tutorial would not do:
    JupyterLite reopens the tabs of the last visit, so each tutorial would start the kernels of those before it.)"""
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    log = {"hosts": set(), "offhost": []}

    def route(r):
        url = r.request.url
        if url.startswith(("data:", "blob:")):
            r.continue_()
        elif urlparse(url).hostname == "127.0.0.1":
            log["hosts"].add(urlparse(url).netloc)
            r.continue_()
        else:
            log["offhost"].append(url)
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    page.request_log = log  # type: ignore[attr-defined]
    try:
        yield page
    finally:
        context.close()


def record(notebook: str, facts: dict) -> None:
    """Merge one tutorial's timings into the artifact the benchmark reads."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    data = json.loads(TIMINGS.read_text()) if TIMINGS.exists() else {}
    data[notebook] = facts
    TIMINGS.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")


MEASURE = """
import json, sys, time
preloaded = "wordplay.widgets" in sys.modules
t = time.perf_counter()
import wordplay.widgets
_classes = [getattr(wordplay.widgets, _name) for _name in wordplay.widgets.__all__]  # each widget class loaded
widgets_s = time.perf_counter() - t
from wordplay.core.lexicon import cache_path, load_lexicon
t = time.perf_counter(); polish = load_lexicon("sjp"); found = "ŻÓŁW" in polish; polish_s = time.perf_counter() - t
t = time.perf_counter(); english = load_lexicon("enable")
from wordplay.thief.alphagram_cache import cache_file, cached_index
index = cached_index(english); english_s = time.perf_counter() - t
print(json.dumps({"import_widgets_s": widgets_s, "preloaded": preloaded, "polish_ready_s": polish_s,
                  "english_and_index_ready_s": english_s,
                  "found": found, "words": [len(polish), len(english)],
                  "built_or_saved": [p.exists() for p in (cache_path("sjp"), cache_path("enable"),
                                                          cache_file(english)[0])]}))
"""


# The Word Thief budgets in the browser (issue 20): the same searches, bounded by steps, as natively.
BUDGETS = ("review_steps", "available_steps")
BUDGET_SEARCH = """
import json, time
from wordplay.core.lexicon import load_lexicon
from wordplay.core.registry import get_ruleset
from wordplay.thief.finder import budget_probe, search_moves
from wordplay.thief.listing import SearchBound
from wordplay.thief.native import core_kind
_rules = get_ruleset("word-thief"); _lexicon = load_lexicon("enable"); _hand, _table = budget_probe(_rules)
_out = {"core": core_kind()}  # which walks answered: the C extension, the WebAssembly module or pure Python
for _name in %r:
    _steps = SearchBound(steps=SearchBound.named(_name).steps)  # steps only: no clock cuts it short
    _t = time.perf_counter()
    _found = search_moves(_rules, _lexicon, _hand, _table, top=30, bound=_steps)
    _out[_name] = {"seconds": time.perf_counter() - _t, "spent": _found.spent, "complete": _found.complete,
                   "best": [(f.score, f.notation()) for f in _found.slice(0, 5)]}
print(json.dumps(_out))
"""


def budget_searches(run) -> dict:
    """Each budget's search on the probe position, run by ``run`` (Python source -> its printed output)."""
    return json.loads(run(BUDGET_SEARCH % (BUDGETS,)).strip().splitlines()[-1])


def native(source: str) -> str:
    """Run ``source`` here (CPU seconds, as the benchmarks count) and return what it printed."""
    import contextlib
    import io

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        exec(source.replace("time.perf_counter", "time.process_time"), {})
    return printed.getvalue()


def measure(lab: LitePage) -> dict:
    """In a fresh kernel: import the widgets, load Polish, English and its alphagram index, each timed."""
    facts = json.loads(lab.kernel(MEASURE).strip().splitlines()[-1])
    assert facts["found"] and facts["words"] == [3_275_832, 172_820]
    # read from the shipped data package: nothing built, so nothing written to the (in-browser) cache
    assert facts["built_or_saved"] == [False, False, False]
    assert not facts["preloaded"]  # the import is timed from nothing
    return {k: round(v, 2) for k, v in facts.items() if k.endswith("_s")}


def play_thief(lab: LitePage, name: str) -> None:
    """A word played by clicks in the Word Thief game ``name``; then the computer's reply."""
    lab.kernel(THIEF_PLAN)
    root = root_of(lab, lab.kernel_json(f"{name}.uid"))
    root.scroll_into_view_if_needed()
    plan = lab.kernel_json(f"_plan({name})")
    draft(root, plan)
    root.locator(".wp-headline.wp-legal").wait_for(timeout=30_000)
    root.locator(".wp-submit").click()
    poll(lambda: lab.kernel_json(f"len({name}.game.moves)") >= 2, timeout=180, what="the play and the computer's reply")
    assert lab.kernel_json(f"{name}.game.moves[0]['words']") == plan["words"].split()


def play(lab: LitePage, kind: str, name: str) -> None:
    shot = f"lite-{kind}.png"
    if kind == "board":
        play_one_move(lab, name, shot)
        poll(lambda: lab.kernel_json(f"len({name}.game.moves)") >= 2, timeout=180, what="the computer's reply")
    elif kind == "cards":
        play_cards(lab, name, shot)
        poll(lambda: lab.kernel_json(f"{name}.game.to_move") == 0, timeout=180, what="the computer's reply")
    else:
        play_thief(lab, name)


@pytest.mark.parametrize("notebook", list(NOTEBOOKS))
def test_each_tutorial_runs_in_the_browser_with_nothing_fetched_off_host(offline_page, lite_server, notebook):
    views, game = NOTEBOOKS[notebook]
    lab = LitePage(offline_page, lite_server, notebook)
    started = time.monotonic()
    lab.open(timeout=300)
    facts = {"kernel_ready_s": round(time.monotonic() - started, 1)}
    if notebook == MEASURED_IN:
        facts.update(measure(lab))
        # every budget's search gives the same answer, step for step, in the browser as here;
        # its time under Pyodide and here is what benchmarks/bench_lite.py reports
        browser, here = budget_searches(lab.kernel), budget_searches(native)
        # the browser's Word Thief walks are the C core compiled to WebAssembly (issue 27), here the C extension
        assert (browser["core"], here["core"]) == ("wasm", "extension")
        for name in BUDGETS:
            seen = {k: browser[name][k] for k in ("spent", "complete", "best")}
            assert seen == {k: here[name][k] for k in ("spent", "complete", "best")}, name
            facts[f"budget_{name}_pyodide_s"] = round(browser[name]["seconds"], 2)
            facts[f"budget_{name}_native_s"] = round(here[name]["seconds"], 2)
            facts[f"budget_{name}_spent"] = browser[name]["spent"]
    started = time.monotonic()
    lab.run_all(timeout=900)
    facts["run_all_s"] = round(time.monotonic() - started, 1)
    assert not lab.errors(), lab.cell_texts()
    drawn = lab.page.evaluate("""() => {
      const cells = window.jupyterapp.shell.currentWidget.content.widgets;
      let outputs = 0, failed = 0;
      for (const c of cells) {
        if (c.model.type !== 'code') continue;
        for (const o of c.model.outputs.toJSON())
          if (o.data && o.data['application/vnd.jupyter.widget-view+json']) outputs++;
        if (/Error displaying widget|model not found/i.test(c.outputArea.node.innerText)) failed++;
      }
      return {outputs, failed, live: document.querySelectorAll('.wp-root[data-uid]').length};
    }""")
    assert drawn == {"outputs": views, "failed": 0, "live": views}
    lab.screenshot(f"lite-{notebook.replace('.ipynb', '')}.png")
    if game:
        play(lab, *game)
    log = offline_page.request_log  # type: ignore[attr-defined]
    assert log["offhost"] == []
    assert log["hosts"] == {urlparse(lite_server["url"]).netloc}
    record(notebook, facts)
    print(f"\n{notebook}: {facts}")

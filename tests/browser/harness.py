"""The browser harness: JupyterLab on 127.0.0.1 driven by Playwright in Debian's Chromium.

* ``lab`` (one per test session) starts ``jupyter lab`` on a free port of 127.0.0.1, with an
  empty token, a temporary Jupyter config/runtime/settings/workspaces folder (news turned
  off), the app exposed as ``window.jupyterapp`` (to run all cells), and a copy of
  ``notebooks/`` as its root; it is always killed at the end, with its kernels.
* ``browser`` launches ``/usr/bin/chromium`` headless (never ``playwright install``).
* :class:`Lab` opens a notebook, runs all cells, runs code in its kernel and reads the
  output back, and saves screenshots under ``tests/artifacts/``.

The tests are skipped when Playwright, JupyterLab or Chromium is missing (CI installs all
three), and Python state is always polled, never asserted at once: the page updates first.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "tests" / "artifacts"
CHROMIUM = os.environ.get("WORDPLAY_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

pytest.importorskip("playwright.sync_api")
pytest.importorskip("jupyterlab")
pytest.importorskip("anywidget")
if not Path(CHROMIUM).exists():
    pytest.skip(f"no Chromium at {CHROMIUM}", allow_module_level=True)

from playwright.sync_api import Page, sync_playwright  # noqa: E402


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def poll(check, timeout: float = 30.0, interval: float = 0.1, what: str = "condition"):
    """Call ``check`` until it returns something truthy; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        last = check()
        if last:
            return last
        time.sleep(interval)
    raise AssertionError(f"timed out waiting for {what} (last: {last!r})")


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    home = tmp_path_factory.mktemp("jupyter")
    root = home / "notebooks"
    shutil.copytree(ROOT / "notebooks", root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    settings = home / "settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True)
    (settings / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}), encoding="utf-8"
    )
    # every cell rendered: with windowing, cells scrolled out of view have no DOM to inspect
    notebook_settings = home / "settings" / "@jupyterlab" / "notebook-extension"
    notebook_settings.mkdir(parents=True)
    (notebook_settings / "tracker.jupyterlab-settings").write_text(
        json.dumps({"windowingMode": "none"}), encoding="utf-8"
    )
    port = _free_port()
    env = dict(os.environ)
    env.update(
        {
            "JUPYTER_CONFIG_DIR": str(home / "config"),
            "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
            "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
            "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
            "JUPYTER_DATA_DIR": str(home / "data"),
            "IPYTHONDIR": str(home / "ipython"),
            "PYTHONPATH": os.pathsep.join([str(ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]),
        }
    )
    cmd = [
        sys.executable,
        "-m",
        "jupyter",
        "lab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
        f"--LabApp.user_settings_dir={home / 'settings'}",
        f"--LabApp.workspaces_dir={home / 'workspaces'}",
        "--LabApp.news_url=",
        "--ServerApp.open_browser=False",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--ServerApp.allow_root=True")
    log = open(home / "server.log", "wb")  # noqa: SIM115 (the server writes it until the lab stops)
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    url = f"http://127.0.0.1:{port}"
    try:

        def up():
            if proc.poll() is not None:
                raise RuntimeError("jupyter lab exited:\n" + (home / "server.log").read_text(errors="replace"))
            try:
                with urllib.request.urlopen(url + "/api/status", timeout=2) as r:
                    return r.status == 200
            except OSError:
                return False

        poll(up, timeout=90, interval=0.3, what="jupyter lab to start")
        yield {"url": url, "root": root, "home": home}
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=15)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)
        log.close()


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1500, "height": 1100})
    p = context.new_page()
    p.dialogs = []  # type: ignore[attr-defined]

    def on_dialog(dialog):
        p.dialogs.append(dialog.message)  # type: ignore[attr-defined]
        dialog.dismiss()

    p.on("dialog", on_dialog)
    try:
        yield p
    finally:
        context.close()


_RUN_CODE = """
async ([code]) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code, store_history: false });
  let out = "";
  let error = "";
  future.onIOPub = (msg) => {
    const t = msg.header.msg_type;
    if (t === "stream") out += msg.content.text;
    else if (t === "error") error += msg.content.ename + ": " + msg.content.evalue;
  };
  await future.done;
  return { out, error };
}
"""


class Lab:
    """One JupyterLab page with a notebook open."""

    def __init__(self, page: Page, server: dict, notebook: str) -> None:
        self.page = page
        self.server = server
        self.notebook = notebook

    def url(self) -> str:
        return f"{self.server['url']}/lab/tree/{self.notebook}?reset"

    def open(self, timeout: float = 90) -> Lab:
        """Go to the notebook and wait until its kernel is connected and idle."""
        self.page.goto(self.url())
        self.page.wait_for_function(
            "([path]) => window.jupyterapp && window.jupyterapp.shell.currentWidget"
            " && window.jupyterapp.shell.currentWidget.context"
            " && window.jupyterapp.shell.currentWidget.context.path === path"
            " && window.jupyterapp.shell.currentWidget.sessionContext"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.connectionStatus === 'connected'"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status === 'idle'",
            arg=[self.notebook],
            timeout=timeout * 1000,
            polling=200,
        )
        return self

    def run_all(self, timeout: float = 240) -> None:
        self.page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        self.page.wait_for_function(
            """() => {
              const nb = window.jupyterapp.shell.currentWidget.content;
              const cells = nb.widgets.filter((c) => c.model.type === 'code');
              const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
              return cells.length > 0 && kernel.status === 'idle'
                && cells.every((c) => c.model.executionCount !== null
                                      && (c.model.executionState ?? 'idle') === 'idle'
                                      && !(c.node.querySelector('.jp-InputArea-prompt')?.textContent ?? '')
                                            .includes('*'));
            }""",
            timeout=timeout * 1000,
            polling=250,
        )

    def cell_texts(self) -> list[str]:
        return self.page.evaluate(
            "() => window.jupyterapp.shell.currentWidget.content.widgets.map(c => c.node.innerText)"
        )

    def errors(self) -> list[str]:
        return self.page.evaluate(
            "() => [...document.querySelectorAll('"
            '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"], '
            '.jp-RenderedText[data-mime-type="application/vnd.jupyter.error"]'
            "')].map(e => e.textContent)"
        )

    def kernel(self, code: str) -> str:
        """Run ``code`` in the notebook's kernel (not as a cell) and return what it printed."""
        result = self.page.evaluate(_RUN_CODE, [code])
        if result["error"]:
            raise AssertionError(f"kernel error: {result['error']}")
        return result["out"]

    def kernel_json(self, expression: str):
        return json.loads(self.kernel(f"import json as _j; print(_j.dumps({expression}))").strip().splitlines()[-1])

    def append_cell(self, code: str) -> None:
        """Add a code cell at the end and run it (its output shows in the page)."""
        self.page.evaluate(
            """async ([code]) => {
              const app = window.jupyterapp;
              const panel = app.shell.currentWidget;
              const nb = panel.content;
              nb.activeCellIndex = nb.widgets.length - 1;
              await app.commands.execute('notebook:insert-cell-below');
              nb.activeCell.model.sharedModel.setSource(code);
              await app.commands.execute('notebook:run-cell');
            }""",
            [code],
        )

    def screenshot(self, name: str, locator=None) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / name
        (locator or self.page).screenshot(path=str(path))
        return path


@contextlib.contextmanager
def scratch_notebook(browser, lab, name: str, cells: list[str], results: dict):
    """A notebook ``name`` of ``cells`` opened and run in a page of its own, with ``<html>``/``<body>``
    given height (axe skips colour contrast when they are 0 px high, as JupyterLab's are); ``results``
    is written to ``tests/artifacts/<name>.json`` when the block ends."""
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c.strip()) for c in cells]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, lab["root"] / f"scratch_{name}.ipynb")
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    try:
        lab_page = Lab(page, lab, f"scratch_{name}.ipynb").open()
        lab_page.run_all()
        assert not lab_page.errors(), lab_page.cell_texts()
        page.add_style_tag(content="html, body { height: 100% !important; min-height: 100vh !important; }")
        yield lab_page
    finally:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / f"{name}.json").write_text(json.dumps(results, indent=1), encoding="utf-8")
        context.close()


# axe-core from the npm registry (npm ci: package.json's devDependencies), injected from this file: never fetched
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")
# axe's WCAG 2.1 A/AA rules on one widget (its root and its live region); axe 4 skips the whole contrast rule
# when a node lies outside the grid it built for the page ("Element midpoint exceeds the grid bounds"), so then
# each part of the widget is checked in view. The colour-contrast nodes passed, failed and undecided come back.
_AXE_RUN = """async ([sel]) => {
  const root = document.querySelector(sel);
  root.scrollIntoView({ block: "start" });
  const only = { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] };
  const r = await axe.run({ include: [[sel], [sel + " + .wp-live"]] }, { runOnly: only });
  const count = (res) => ["passes", "violations", "incomplete"].map(
    (kind) => res[kind].filter((v) => v.id === "color-contrast").reduce((n, v) => n + v.nodes.length, 0));
  let contrast = count(r);
  const violations = r.violations;
  if (r.incomplete.some((v) => v.id === "color-contrast" && v.error)) {
    // axe 4 skips the whole contrast rule when a node lies outside its page grid: each part is checked in view
    contrast = [0, 0, 0];
    for (const part of root.children) {
      part.scrollIntoView({ block: "start" });
      const one = await axe.run(part, { runOnly: ["color-contrast"] });
      contrast = contrast.map((n, i) => n + count(one)[i]);
      violations.push(...one.violations);
    }
  }
  return { contrast, violations: violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length,
    first: v.nodes[0] ? v.nodes[0].html.slice(0, 160) + " " + v.nodes[0].failureSummary.slice(0, 200) : "" })) };
}"""


def axe_violations(lab: Lab, selector: str, label: str, results: dict, least: int) -> list[dict]:
    """The serious and critical violations of axe's WCAG 2.1 A/AA rules in the widget at ``selector``. The
    contrast nodes passed, failed and undecided go to ``results["contrast_nodes"][label]``; at least ``least``
    must have passed, else contrast was not really checked."""
    if not AXE.exists():
        pytest.skip("axe-core is not installed (npm ci)")
    page = lab.page
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(path=str(AXE))
    page.locator(selector).first.scroll_into_view_if_needed()
    found = page.evaluate(_AXE_RUN, [selector])
    results.setdefault("contrast_nodes", {})[label] = found["contrast"]
    assert found["contrast"][0] >= least, f"axe checked the contrast of too few nodes in {label}: {found['contrast']}"
    return [v for v in found["violations"] if v["impact"] in SERIOUS]


@pytest.fixture
def open_lab(page, lab):
    def opener(notebook: str) -> Lab:
        return Lab(page, lab, notebook).open()

    return opener


# ----- checks every widget's page gets ---------------------------------------------------------------


def root_of(lab: Lab, uid: str):
    """The widget's root in the page (``.wp-root[data-uid]``)."""
    return lab.page.locator(f'.wp-root[data-uid="{uid}"]').first


def forge(lab: Lab, root, name: str, intents: list[dict], view: dict) -> None:
    """Send forged messages from the page of widget ``name`` (each intent, a ``view`` write, a custom message)
    and wait until Python has refused each one; the page shows the refusal."""
    scripts = [
        f"r => {{ const m = r.__wordplay.model; m.set('intent', {json.dumps(i)}); m.save_changes(); }}" for i in intents
    ]
    scripts.append(f"r => {{ const m = r.__wordplay.model; m.set('view', {json.dumps(view)}); m.save_changes(); }}")
    scripts.append("r => { const m = r.__wordplay.model; m.send({action: 'pass'}); }")
    for n, script in enumerate(scripts, start=1):
        root.evaluate(script)
        poll(
            lambda n=n: lab.kernel_json(f"{name}.session.refused") >= n, timeout=30, what=f"forged message {n} refused"
        )
        root.locator(".wp-refusal").wait_for(timeout=10_000)
    assert "nothing changed" in root.locator(".wp-refusal").text_content()


def click_latencies(lab: Lab, root, clicks: list[tuple[str, str]], drawn: str, pending: str) -> list[float]:
    """For each (card, target) selector pair: click both, wait until ``drawn`` shows and the page has the answer
    to that click, read its latency (ms, from the intent sent to the answer drawn), then recall the card."""
    samples = []
    for card, target in clicks:
        root.locator(card).click()
        root.locator(target).click()
        root.locator(drawn).first.wait_for(timeout=15_000)
        lab.page.wait_for_function(
            "r => r.dataset.latencySeq && r.dataset.latencySeq === r.dataset.sentSeq", arg=root.element_handle()
        )
        samples.append(float(root.get_attribute("data-latency")))
        root.locator(".wp-recall").click()
        root.locator(pending).first.wait_for(state="detached", timeout=15_000)
    return samples


def play_by_clicks(lab: Lab, name: str, plan_code: str, lay, marked: str, shot: str, extra_steps: int = 1) -> None:
    """Lay a play in widget ``name`` by clicks and submit it, checking the panel on the way.

    ``plan_code`` defines ``_plan(widget)`` in the kernel (the clicks to make, as JSON);
    ``lay(root, plan)`` makes them and returns how many tiles or cards it laid. The headline says
    the play is legal, every rule passes, the explanation has a step per tile or card and
    ``extra_steps`` more, and the step-through marks ``marked`` cells; then submit, and poll the
    kernel until the game has the move. Screenshots: ``shot`` and ``shot``-explained.
    """
    lab.kernel(plan_code)
    uid = lab.kernel_json(f"{name}.uid")
    before = lab.kernel_json(f"len({name}.game.moves)")
    plan = lab.kernel_json(f"_plan({name})")
    root = root_of(lab, uid)
    root.scroll_into_view_if_needed()
    laid = lay(root, plan)
    headline = root.locator(".wp-headline.wp-legal")
    headline.wait_for(timeout=15_000)
    assert "is legal and scores" in headline.text_content()
    assert (
        root.locator(".wp-rules li.wp-rule-pass").count() >= 5
        and root.locator(".wp-rules li.wp-rule-fail").count() == 0
    )
    assert root.locator(".wp-steps li").count() >= laid + extra_steps
    # the step-through: first step, then on to the next, the running total shown
    root.locator(".wp-step-first").click()
    assert root.locator(".wp-step.wp-current").count() == 1 and root.locator(marked).count() >= 1
    root.locator(".wp-step-next").click()
    assert root.locator(".wp-step.wp-current").get_attribute("data-step") == "1"
    lab.screenshot(shot.replace(".png", "-explained.png"), root)
    root.locator(".wp-submit").click()
    poll(lambda: lab.kernel_json(f"len({name}.game.moves)") > before, timeout=60, what="the move to reach Python")
    root.locator(".wp-sheetrow").first.wait_for(timeout=15_000)
    lab.screenshot(shot, root)

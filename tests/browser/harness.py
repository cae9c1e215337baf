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
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]

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
        json.dumps({"fetchNews": "false", "checkForUpdates": False}), encoding="utf-8")
    # every cell rendered: with windowing, cells scrolled out of view have no DOM to inspect
    notebook_settings = home / "settings" / "@jupyterlab" / "notebook-extension"
    notebook_settings.mkdir(parents=True)
    (notebook_settings / "tracker.jupyterlab-settings").write_text(
        json.dumps({"windowingMode": "none"}), encoding="utf-8")
    port = _free_port()
    env = dict(os.environ)
    env.update({
        "JUPYTER_CONFIG_DIR": str(home / "config"),
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(home / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"),
        "JUPYTER_DATA_DIR": str(home / "data"),
        "IPYTHONDIR": str(home / "ipython"),
        "PYTHONPATH": os.pathsep.join([str(ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]),
    })
    cmd = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
        "--IdentityProvider.token=", "--ServerApp.password=", "--ServerApp.disable_check_xsrf=True",
        f"--ServerApp.root_dir={root}", "--LabApp.expose_app_in_browser=True",
        f"--LabApp.user_settings_dir={home / 'settings'}", f"--LabApp.workspaces_dir={home / 'workspaces'}",
        "--LabApp.news_url=", "--ServerApp.open_browser=False",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--ServerApp.allow_root=True")
    log = open(home / "server.log", "wb")
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
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
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

    def open(self) -> Lab:
        self.page.goto(f"{self.server['url']}/lab/tree/{self.notebook}?reset")
        self.page.wait_for_function(
            "([path]) => window.jupyterapp && window.jupyterapp.shell.currentWidget"
            " && window.jupyterapp.shell.currentWidget.context"
            " && window.jupyterapp.shell.currentWidget.context.path === path"
            " && window.jupyterapp.shell.currentWidget.sessionContext"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.connectionStatus === 'connected'"
            " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status === 'idle'",
            arg=[self.notebook], timeout=90_000, polling=200)
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
                                      && !(c.node.querySelector('.jp-InputArea-prompt')?.textContent ?? '').includes('*'));
            }""", timeout=timeout * 1000, polling=250)

    def cell_texts(self) -> list[str]:
        return self.page.evaluate("() => window.jupyterapp.shell.currentWidget.content.widgets.map(c => c.node.innerText)")

    def errors(self) -> list[str]:
        return self.page.evaluate(
            "() => [...document.querySelectorAll('.jp-OutputArea-output[data-mime-type=\"application/vnd.jupyter.stderr\"], .jp-RenderedText[data-mime-type=\"application/vnd.jupyter.error\"]')].map(e => e.textContent)")

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
            }""", [code])

    def screenshot(self, name: str, locator=None) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / name
        (locator or self.page).screenshot(path=str(path))
        return path


@pytest.fixture
def open_lab(page, lab):
    def opener(notebook: str) -> Lab:
        return Lab(page, lab, notebook).open()

    return opener

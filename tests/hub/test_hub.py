"""A class on a real JupyterHub: three learners play at once, each in their own server, and the hub stays quick.

JupyterHub on 127.0.0.1 with its ``dummy`` authenticator and ``simple`` local process spawner (both
ship with ``jupyterhub``; for tests only), the proxy ``configurable-http-proxy`` from the npm registry
(installed by ``.ci/run`` into ``.hub/proxy``, git-ignored; ``WORDPLAY_HUB_PROXY`` may name another).
Three learners log in, in three Playwright browser contexts of Debian's Chromium; all three run the
Wordsmith tutorial at once, then each adds a game widget; all three lay a play by clicking and submit
it together. From the first login to the last move a thread asks ``/hub/api`` every quarter second,
and the slowest answer must come within :data:`HUB_ANSWERS_WITHIN` seconds. Then: each
game holds its learner's one move under that learner's name, each learner has a kernel and a server
of their own, and no learner may open another's. The memory of each learner's single-user server and
kernel (wordplay and a lexicon loaded, a game played) is written to ``tests/artifacts/hub-memory.json``:
the README's class sizes come from it.
"""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

pytest.importorskip("jupyterhub", reason="the classroom extra is not installed (CI installs it)")
from tests.browser.harness import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, ROOT, Lab, poll, root_of
from tests.browser.test_browser_widgets import PLAN, lay
from tests.hub.support import BIN, free_port, running_hub

PROXY = Path(os.environ.get("WORDPLAY_HUB_PROXY", ROOT / ".hub/proxy/node_modules/.bin/configurable-http-proxy"))
LEARNERS = ("ada", "bruno", "chiara")
HUB_ANSWERS_WITHIN = 5.0  # seconds: the slowest /hub/api answer allowed while the class plays
TUTORIAL = "wordsmith.ipynb"
GAME = """
from wordplay.widgets import BoardGameWidget
mine = BoardGameWidget("wordsmith", [{name!r}, "Ben"], seed=5)
mine
"""

pytestmark = pytest.mark.slow


def _memory(pid: int) -> dict[str, int]:
    """Resident and proportional set sizes of a process, in KiB (``/proc``: Linux only)."""
    rollup = Path(f"/proc/{pid}/smaps_rollup").read_text(encoding="ascii").splitlines()
    fields = {line.split(":")[0]: int(line.split()[1]) for line in rollup[1:] if line.endswith("kB")}
    return {"rss_kib": fields["Rss"], "pss_kib": fields["Pss"]}


def _cmdline(pid: int) -> str:
    return Path(f"/proc/{pid}/cmdline").read_text(errors="replace").replace("\0", " ")


def _config(home: Path, port: int, api_port: int, hub_port: int) -> str:
    """The hub's ``jupyterhub_config.py``: loopback only, dummy logins, each learner's home under ``home``."""
    lab_config = home / "lab-config"
    return f"""
c = get_config()
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {hub_port}
c.ConfigurableHTTPProxy.command = [{str(PROXY)!r}]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {str(home / "homes")!r} + "/{{username}}"
c.Spawner.cmd = [{str(BIN / "jupyterhub-singleuser")!r}]
c.Spawner.default_url = "/lab"
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180
c.Spawner.environment = {{
    "JUPYTER_CONFIG_DIR": {str(lab_config)!r},
    "JUPYTERLAB_SETTINGS_DIR": {str(home / "settings")!r},
    "WORDPLAY_CACHE": {os.environ.get("WORDPLAY_CACHE", str(Path.home() / ".cache/wordplay"))!r},
}}
c.JupyterHub.db_url = "sqlite:///{home / "hub.sqlite"}"
c.JupyterHub.cookie_secret_file = {str(home / "cookie_secret")!r}
c.JupyterHub.pid_file = {str(home / "hub.pid")!r}
c.JupyterHub.cleanup_servers = True
"""


@pytest.fixture
def hub(tmp_path):
    """A running hub (its URL and folder); stopped, with every learner's server, at the end."""
    if not PROXY.exists():
        pytest.skip(f"no configurable-http-proxy at {PROXY} (.ci/run installs it with npm)")
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM}")
    home = tmp_path
    (home / "lab-config").mkdir()
    (home / "lab-config" / "jupyter_server_config.json").write_text(
        json.dumps(
            {
                "ServerApp": {"allow_root": True},
                "LabApp": {"expose_app_in_browser": True, "news_url": None},
            }
        ),
        encoding="utf-8",
    )
    for name, settings in (
        ("apputils-extension/notification", {"fetchNews": "false", "checkForUpdates": False}),
        ("notebook-extension/tracker", {"windowingMode": "none"}),
    ):
        path = home / "settings" / "@jupyterlab" / f"{name}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings), encoding="utf-8")
    for learner in LEARNERS:
        (home / "homes" / learner).mkdir(parents=True)
        shutil.copy(ROOT / "notebooks" / TUTORIAL, home / "homes" / learner / TUTORIAL)
    port = free_port()
    (home / "jupyterhub_config.py").write_text(_config(home, port, free_port(), free_port()), encoding="utf-8")
    url = f"http://127.0.0.1:{port}"
    try:
        with running_hub(home, url) as pid:
            yield {"url": url, "home": home, "pid": pid}
    finally:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        shutil.copy(home / "hub.log", ARTIFACTS / "hub.log")  # what the hub said, for a failure's report


class Watch(threading.Thread):
    """Asks the hub's API every quarter second until stopped; keeps the slowest answer (seconds)."""

    def __init__(self, url: str) -> None:
        super().__init__(daemon=True)
        self.url, self.slowest, self.asked, self.failed = url + "/hub/api", 0.0, 0, []
        self.stopped = threading.Event()

    def run(self) -> None:
        while not self.stopped.is_set():
            started = time.monotonic()
            try:
                with urllib.request.urlopen(self.url, timeout=30) as r:
                    r.read()
            except OSError as exc:
                self.failed.append(repr(exc))
            self.slowest = max(self.slowest, time.monotonic() - started)
            self.asked += 1
            self.stopped.wait(0.25)


def _log_in(context, hub_url: str, name: str) -> Lab:
    """Log ``name`` in (any password: the dummy authenticator), wait for their server, open the tutorial."""
    page = context.new_page()
    page.goto(f"{hub_url}/hub/login")
    page.fill("#username_input", name)
    page.fill("#password_input", "any")
    page.click("#login_submit")
    page.wait_for_url(f"**/user/{name}/lab**", timeout=180_000)
    return Lab(page, {"url": f"{hub_url}/user/{name}"}, TUTORIAL).open(timeout=180)


def test_three_learners_play_at_once_on_a_hub(hub):
    from playwright.sync_api import sync_playwright

    started = time.monotonic()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        contexts = [browser.new_context(viewport={"width": 1400, "height": 1000}) for _ in LEARNERS]
        try:
            watch = Watch(hub["url"])  # from the first login to the last move
            watch.start()
            labs = {name: _log_in(ctx, hub["url"], name) for name, ctx in zip(LEARNERS, contexts, strict=True)}
            logged_in = time.monotonic() - started
            for lab in labs.values():  # the three work through the tutorial at once
                lab.page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
            for name, lab in labs.items():
                lab.run_all(timeout=300)
                assert not lab.errors(), (name, lab.errors())
            tutorial_took = time.monotonic() - started - logged_in
            # each learner adds a game below the tutorial; the same seed deals the same tiles to all three
            roots, plans = {}, {}
            for name, lab in labs.items():
                lab.append_cell(GAME.format(name=name))
                poll(lambda lab=lab: "mine" in lab.kernel("print(dir())"), timeout=120, what=f"{name}'s game")
                lab.kernel(PLAN)
                roots[name] = root_of(lab, lab.kernel_json("mine.uid"))
                roots[name].wait_for(timeout=60_000)
                plans[name] = lab.kernel_json("_plan(mine)")
            for name in LEARNERS:  # every play laid and checked before anyone submits
                lay(roots[name], plans[name])
                roots[name].locator(".wp-headline.wp-legal").wait_for(timeout=30_000)
            played = time.monotonic()
            for name in LEARNERS:  # the three submit at once
                roots[name].locator(".wp-submit").click()
            for name, lab in labs.items():
                poll(lambda lab=lab: lab.kernel_json("len(mine.game.moves)") >= 1, timeout=120, what=f"{name}'s move")
            play_took = time.monotonic() - played
            watch.stopped.set()
            watch.join(timeout=60)

            # each game is the learner's own: their one move, under their name, in their own kernel
            seen = {}
            for name, lab in labs.items():
                first = lab.kernel_json("mine.game.moves[0]")
                assert first["kind"] == "play" and lab.kernel_json("mine.game.names[0]") == name
                assert lab.kernel_json("[m['player'] for m in mine.game.moves].count(0)") == 1
                seen[name] = lab.kernel_json("[__import__('os').getpid(), __import__('os').getppid()]")
            kernels = {k for k, _ in seen.values()}
            servers = {s for _, s in seen.values()}
            assert len(kernels) == len(servers) == len(LEARNERS)
            for _, server in seen.values():
                assert "jupyterhub-singleuser" in _cmdline(server)
            # a learner cannot reach another's server
            other = labs[LEARNERS[0]].page.request.get(f"{hub['url']}/user/{LEARNERS[1]}/api/status")
            print("another's server:", other.status, other.url)
            assert other.status == 403, (other.status, other.url)

            assert not watch.failed, watch.failed
            assert watch.asked >= 2 and watch.slowest < HUB_ANSWERS_WITHIN, (watch.asked, watch.slowest)

            memory = {
                name: {"server": _memory(server), "kernel": _memory(kernel)} for name, (kernel, server) in seen.items()
            }
            hub_self = _memory(hub["pid"])
            children = Path(f"/proc/{hub['pid']}/task/{hub['pid']}/children").read_text(encoding="ascii").split()
            proxies = [int(c) for c in children if "configurable-http-proxy" in _cmdline(int(c))]
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            report = {
                "learners": memory,
                "per_learner_rss_mib": max(
                    (m["server"]["rss_kib"] + m["kernel"]["rss_kib"]) / 1024 for m in memory.values()
                ),
                "per_learner_pss_mib": max(
                    (m["server"]["pss_kib"] + m["kernel"]["pss_kib"]) / 1024 for m in memory.values()
                ),
                "hub_rss_mib": hub_self["rss_kib"] / 1024,
                "proxy_rss_mib": sum(_memory(p)["rss_kib"] for p in proxies) / 1024,
                "hub_api_slowest_s": round(watch.slowest, 3),
                "hub_api_asked": watch.asked,
                "logged_in_s": round(logged_in, 1),
                "tutorial_s": round(tutorial_took, 1),
                "play_s": round(play_took, 1),
            }
            (ARTIFACTS / "hub-memory.json").write_text(json.dumps(report, indent=2), encoding="utf-8")
            print(json.dumps(report, indent=2))
        finally:
            for ctx in contexts:
                ctx.close()
            browser.close()

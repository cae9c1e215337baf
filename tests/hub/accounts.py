"""A hub whose learners are Unix accounts of their own, as The Littlest JupyterHub sets one up.

TLJH creates each learner's account with ``useradd --create-home`` and starts their server as that account;
``docs/teaching.md`` adds ``HOME_MODE 0700`` so that a home is its owner's alone. :func:`accounts` does the
same for the tests (root only: it creates and, at the end, removes the accounts); :func:`real_hub` starts
JupyterHub on 127.0.0.1 with the local process spawner (each server runs as its learner's account), the
dummy authenticator (tests only) and an API token for the test, and :class:`Hub` starts servers, makes each
learner's token, and runs code in a learner's kernel over the server's WebSocket, as a notebook does.

Every learner's server runs ``jupyterhub-singleuser`` from this venv, so the venv must be one every account
can run: ``.ci/run`` makes ``.hub/venv`` from Debian's ``/usr/bin/python3``, not from a Python in root's home.
"""

from __future__ import annotations

import contextlib
import json
import os
import pwd
import secrets
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path

from tests.hub.support import BIN, free_port, running_hub

ROOT = Path(__file__).resolve().parents[2]
PROXY = Path(os.environ.get("WORDPLAY_HUB_PROXY", ROOT / ".hub/proxy/node_modules/.bin/configurable-http-proxy"))


def why_not() -> str | None:
    """Why a hub of real accounts cannot run here (None when it can)."""
    if os.geteuid() != 0:
        return "creating learners' accounts needs root (CI runs as root)"
    if not shutil.which("useradd"):
        return "no useradd"
    if not PROXY.exists():
        return f"no configurable-http-proxy at {PROXY} (.ci/run installs it with npm)"
    python = Path(os.path.realpath(BIN / "python"))
    if not os.access(python, os.X_OK) or any(
        not (p.stat().st_mode & 0o001) for p in [python, *python.parents] if p != Path("/")
    ):
        return f"{python} is not one every account can run (make .hub/venv with /usr/bin/python3)"
    return None


@contextlib.contextmanager
def accounts(names: list[str]) -> Iterator[dict[str, pwd.struct_passwd]]:
    """Create a Unix account with a private home for each name (removed afterwards, with its home)."""
    made = []
    try:
        for name in names:
            subprocess.run(["userdel", "-r", name], capture_output=True, check=False)  # left by a killed run
            subprocess.run(
                ["useradd", "--create-home", "--shell", "/bin/bash", "-K", "HOME_MODE=0700", name],
                check=True,
                capture_output=True,
            )
            made.append(name)
        yield {name: pwd.getpwnam(name) for name in names}
    finally:
        for name in made:
            _stop_processes_of(pwd.getpwnam(name).pw_uid)
            subprocess.run(["userdel", "-r", name], capture_output=True, check=False)


def _stop_processes_of(uid: int) -> None:
    """Kill, by pid, every process left running as the account ``uid`` (a test's own: the account is new)."""
    for status in Path("/proc").glob("[0-9]*/status"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            line = next(x for x in status.read_text().splitlines() if x.startswith("Uid:"))
            if int(line.split()[1]) == uid:
                os.kill(int(status.parent.name), signal.SIGKILL)


class Hub:
    """A running hub: its URL, its API token, and what a test does through it."""

    def __init__(self, url: str, token: str, pid: int, folder: Path) -> None:
        self.url, self.token, self.pid, self.folder = url, token, pid, folder

    def api(self, method: str, path: str, body: object = None, token: str | None = None) -> tuple[int, object]:
        """A request to the hub's REST API (or, with ``/user/...``, through the proxy to a server)."""
        url = self.url + (path if path.startswith("/user/") else "/hub/api" + path)
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(url, data=data, method=method)
        request.add_header("Authorization", f"token {token or self.token}")
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=60) as r:
                text = r.read().decode()
                return r.status, json.loads(text) if text else None
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode(errors="replace")

    def start(self, name: str, timeout: float = 240) -> str:
        """Create ``name`` on the hub, start their server, and return a token of theirs."""
        self.api("POST", f"/users/{name}")
        status, said = self.api("POST", f"/users/{name}/server")
        assert status in (201, 202, 400), (status, said)  # 400: already running
        deadline = time.monotonic() + timeout
        while True:
            _, user = self.api("GET", f"/users/{name}")
            server = (user or {}).get("servers", {}).get("", {}) if isinstance(user, dict) else {}
            if server.get("ready"):
                break
            assert time.monotonic() < deadline, f"{name}'s server did not start:\n{self.log()}"
            time.sleep(0.5)
        status, made = self.api("POST", f"/users/{name}/tokens", {"note": "wordplay test"})
        assert status == 201 and isinstance(made, dict), (status, made)
        return str(made["token"])

    def server_pid(self, name: str) -> int:
        _, user = self.api("GET", f"/users/{name}")
        assert isinstance(user, dict)
        return int(user["servers"][""]["state"]["pid"])

    def log(self) -> str:
        return (self.folder / "hub.log").read_text(errors="replace")[-4000:]

    def kernel(self, name: str, token: str) -> str:
        """Start a kernel in ``name``'s server (as ``token``'s owner); its id."""
        status, made = self.api("POST", f"/user/{name}/api/kernels", {"name": "python3"}, token=token)
        assert status == 201 and isinstance(made, dict), (status, made)
        return str(made["id"])

    def run(self, name: str, token: str, kernel: str, code: str, timeout: float = 120) -> str:
        """Run ``code`` in the kernel as a notebook cell runs; what it printed (an error's name and text too)."""
        return run_in_kernel(self.url.replace("http", "ws", 1), name, token, kernel, code, timeout)


def run_in_kernel(ws_url: str, name: str, token: str, kernel: str, code: str, timeout: float) -> str:
    """One ``execute_request`` over the server's kernel WebSocket (Jupyter's JSON protocol), to its end."""
    import asyncio

    from tornado.httpclient import HTTPRequest
    from tornado.websocket import websocket_connect

    async def go() -> str:
        request = HTTPRequest(
            f"{ws_url}/user/{name}/api/kernels/{kernel}/channels", headers={"Authorization": f"token {token}"}
        )
        ws = await websocket_connect(request)
        msg_id = uuid.uuid4().hex
        header = {"msg_id": msg_id, "username": name, "session": uuid.uuid4().hex, "msg_type": "execute_request"}
        content = {"code": code, "silent": False, "store_history": True, "allow_stdin": False}
        message = {"header": {**header, "version": "5.3"}, "parent_header": {}, "metadata": {}, "content": content}
        await ws.write_message(json.dumps({**message, "channel": "shell"}))
        said = []
        while True:
            raw = await asyncio.wait_for(ws.read_message(), timeout)
            if raw is None:
                raise RuntimeError("the kernel's WebSocket closed")
            reply = json.loads(raw)
            if reply.get("parent_header", {}).get("msg_id") != msg_id:
                continue
            kind, body = reply["msg_type"], reply["content"]
            if kind == "stream":
                said.append(body["text"])
            elif kind == "error":
                said.append(f"{body['ename']}: {body['evalue']}")
            elif kind == "status" and body["execution_state"] == "idle":
                ws.close()
                return "".join(said)

    return asyncio.run(go())


def _config(folder: Path, port: int, token: str, environment: dict[str, str]) -> str:
    return f"""
c = get_config()
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = {port}
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = {free_port()}
c.ConfigurableHTTPProxy.command = [{str(PROXY)!r}]
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{free_port()}"
c.JupyterHub.authenticator_class = "dummy"
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "localprocess"  # each server as its learner's own account (TLJH: systemd units)
c.Spawner.cmd = [{str(BIN / "jupyterhub-singleuser")!r}]
c.Spawner.start_timeout = 240
c.Spawner.http_timeout = 240
c.Spawner.environment = {environment!r}
c.JupyterHub.services = [{{"name": "wordplay-test", "api_token": {token!r}}}]
c.JupyterHub.load_roles = [{{"name": "wordplay-test", "services": ["wordplay-test"],
    "scopes": ["admin:users", "admin:servers", "tokens", "access:servers", "read:users",
    "admin:server_state"]}}]
c.JupyterHub.db_url = "sqlite:///{folder / "hub.sqlite"}"
c.JupyterHub.cookie_secret_file = {str(folder / "cookie_secret")!r}
c.JupyterHub.pid_file = {str(folder / "hub.pid")!r}
c.JupyterHub.cleanup_servers = True
"""


@contextlib.contextmanager
def real_hub(environment: dict[str, str] | None = None) -> Iterator[Hub]:
    """A hub on 127.0.0.1 spawning servers as the learners' own accounts; stopped, with them, at the end."""
    folder = Path(tempfile.mkdtemp(prefix="wordplay-hub-"))  # the hub's own files: root's alone
    port, token = free_port(), secrets.token_hex(24)
    (folder / "jupyterhub_config.py").write_text(_config(folder, port, token, environment or {}), encoding="utf-8")
    url = f"http://127.0.0.1:{port}"
    try:
        with running_hub(folder, url) as pid:
            yield Hub(url, token, pid, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)

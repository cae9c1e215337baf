"""What the classroom tests share: skip without the classroom packages (``pip install -e ".[classroom]"``;
CI installs them in a venv of their own, see ``.ci/run``), and run their command-line tools from the
same environment as the tests."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from tests.support.processes import stop_group

BIN = Path(sys.executable).parent  # nbgrader, jupyterhub and alembic live beside this Python


def tool_env(**more: str) -> dict[str, str]:
    """The environment for a classroom tool: this venv's bin first on PATH (nbgrader runs ``alembic``)."""
    env = dict(os.environ)
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '')}"
    env.update(more)
    return env


def run(args: list[str], cwd: Path, timeout: int = 300) -> str:
    """Run a tool to the end; its output, or a failure that shows it."""
    done = subprocess.run(args, cwd=cwd, env=tool_env(), capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(args)}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout + done.stderr


def stop_hub(proc: subprocess.Popen) -> None:
    """Stop a hub started in a session of its own: it stops the learners' servers and the proxy (killed after
    30 s if it has not)."""
    stop_group(proc, timeout=30)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def running_hub(folder: Path, url: str, timeout: float = 90) -> Iterator[int]:
    """Run ``jupyterhub -f folder/jupyterhub_config.py`` (logging to ``folder/hub.log``) until its API at ``url``
    answers; yield its pid; stop it, with its learners' servers and proxy, at the end."""
    log_path = folder / "hub.log"
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [str(BIN / "jupyterhub"), "-f", str(folder / "jupyterhub_config.py")],
            cwd=folder,
            env=tool_env(),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            deadline = time.monotonic() + timeout
            while True:
                if proc.poll() is not None:
                    raise RuntimeError("jupyterhub exited:\n" + log_path.read_text(errors="replace")[-4000:])
                with contextlib.suppress(OSError), urllib.request.urlopen(url + "/hub/api", timeout=2) as r:
                    if r.status == 200:
                        break
                assert time.monotonic() < deadline, "the hub did not start:\n" + log_path.read_text(errors="replace")
                time.sleep(0.3)
            yield proc.pid
        finally:
            stop_hub(proc)

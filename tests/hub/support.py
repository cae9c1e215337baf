"""What the classroom tests share: skip without the classroom packages (``pip install -e ".[classroom]"``;
CI installs them in a venv of their own, see ``.ci/run``), and run their command-line tools from the
same environment as the tests."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
from pathlib import Path

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
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)
